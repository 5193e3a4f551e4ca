import { ASSISTANT_EXCHANGE_MAX_BYTES, ASSISTANT_UNDO_MAX_BYTES } from "../../../shared/limits";
import type {
  AssistantAction,
  AssistantRecord,
  AssistantResponse,
  TaskReference,
} from "../../../shared/schemas/assistant";
import { type RestoreTaskInput, restoreInputOf, type Task, type UpdateTaskInput } from "../../../shared/schemas/task";

/** UTF-8 bytes of a text as stored. */
export const bytesOf = (text: string) => Buffer.byteLength(text, "utf8");

const referenceTo = ({ id, title }: { id: string; title: string }): TaskReference => ({ id, title });

/**
 * A reply as the history keeps it (see `AssistantRecord`): the tasks by id and title (a review's once, in its
 * sections), no Undo data. Should it still be over ASSISTANT_EXCHANGE_MAX_BYTES with its message (a review of 60
 * long titles comes close), the task references go, then the reply is cut: an exchange never keeps more.
 */
export function recordOf(message: string, response: AssistantResponse): AssistantRecord {
  const { reply, tasks, choices, confirm, plan, review, suggestions, actions } = response;
  const record: AssistantRecord = {
    reply,
    // A review's cards are its sections; `tasks` would hold them all a second time.
    tasks: review ? [] : tasks.map(referenceTo),
    choices,
    ...(confirm ? { confirm } : {}),
    ...(plan ? { plan } : {}),
    ...(review
      ? {
          review: {
            completed: review.completed.map(referenceTo),
            slipped: review.slipped.map(referenceTo),
            upcoming: review.upcoming.map(referenceTo),
            fixes: review.fixes,
          },
        }
      : {}),
    suggestions,
    changes: actions.length,
  };
  if (bytesOf(message) + bytesOf(JSON.stringify(record)) <= ASSISTANT_EXCHANGE_MAX_BYTES) return record;
  const { plan: _plan, review: _review, ...bare } = record;
  // A UTF-16 unit is at most 6 bytes as JSON (an escaped control character): a twelfth of the cap in units is
  // half of it in bytes, which leaves the message (500 characters) and the buttons room.
  return { ...bare, tasks: [], reply: reply.slice(0, ASSISTANT_EXCHANGE_MAX_BYTES / 12) };
}

/** The fields an Undo of an edit puts back, as the assistant's changes touch no others. */
const UNDONE_FIELDS = [
  "title",
  "description",
  "completed",
  "dueAt",
  "dueAllDay",
  "priority",
  "tags",
  "listId",
] as const satisfies readonly (keyof Task & keyof UpdateTaskInput)[];

/** One change as Undo keeps it: the least that puts it back. */
export type UndoStep =
  /** Delete it. */
  | { kind: "created"; id: string }
  /** Put these fields back, unless the task changed again since `version`. */
  | { kind: "updated"; id: string; version: number; fields: UpdateTaskInput }
  /** Restore it under its id. */
  | { kind: "deleted"; id: string; task: RestoreTaskInput };

function stepOf(action: AssistantAction): UndoStep {
  switch (action.kind) {
    case "created":
      return { kind: "created", id: action.task.id };
    case "deleted":
      return { kind: "deleted", id: action.task.id, task: restoreInputOf(action.task) };
    case "updated": {
      const { before, after } = action;
      const fields: UpdateTaskInput = {};
      for (const field of UNDONE_FIELDS) {
        if (JSON.stringify(before[field]) !== JSON.stringify(after[field]))
          Object.assign(fields, { [field]: before[field] });
      }
      return { kind: "updated", id: before.id, version: after.version, fields };
    }
  }
}

/**
 * What undoing `actions` takes, as stored JSON, or none when there is nothing to undo or it would be over
 * ASSISTANT_UNDO_MAX_BYTES (a bulk delete of long tasks): that exchange then has no Undo.
 */
export function undoOf(actions: AssistantAction[]): string | undefined {
  if (actions.length === 0) return undefined;
  const undo = JSON.stringify(actions.map(stepOf));
  return bytesOf(undo) <= ASSISTANT_UNDO_MAX_BYTES ? undo : undefined;
}
