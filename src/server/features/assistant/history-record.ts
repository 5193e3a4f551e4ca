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
            ...review,
            completed: review.completed.map(referenceTo),
            slipped: review.slipped.map(referenceTo),
            upcoming: review.upcoming.map(referenceTo),
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

/**
 * The fields of a task that follow from others, which an edit cannot set: put back along with what they follow
 * from (`completedAt` with `completed`), or kept as what happened (`postponedCount` counts a move later even once
 * undone; `createdAt` never changes).
 */
const DERIVED_FIELDS = [
  "completedAt",
  "postponedCount",
  "createdAt",
] as const satisfies readonly (keyof RestoreTaskInput)[];
type DerivedField = (typeof DERIVED_FIELDS)[number];
/** Whether an edit can set the field; every other field of a task restored whole is one, as a test checks. */
const isEditable = (field: keyof RestoreTaskInput): field is Exclude<keyof RestoreTaskInput, DerivedField> =>
  !(DERIVED_FIELDS as readonly string[]).includes(field);

/**
 * The edit that puts `before` back over `after`: each field in which they differ, of all a task restored whole has
 * (so a field added to tasks later is put back too), as it was before.
 */
export function revertOf(before: Task, after: Task): UpdateTaskInput {
  const was = restoreInputOf(before);
  const now = restoreInputOf(after);
  const fields: Record<string, unknown> = {};
  for (const field of Object.keys(was) as (keyof RestoreTaskInput)[]) {
    if (isEditable(field) && JSON.stringify(was[field]) !== JSON.stringify(now[field])) fields[field] = was[field];
  }
  return fields as UpdateTaskInput;
}

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
    case "updated":
      return {
        kind: "updated",
        id: action.before.id,
        version: action.after.version,
        fields: revertOf(action.before, action.after),
      };
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

/**
 * The tokens of a kept reply's buttons still open among `open` (the user's unanswered, unexpired questions). A set
 * of alternatives (the choices; one task's fixes) is open only whole: once one of them is taken, the others no
 * longer offer what they did.
 */
export function openButtonsOf(record: AssistantRecord, open: ReadonlySet<string>): string[] {
  const whole = (tokens: string[]) => (tokens.every((token) => open.has(token)) ? tokens : []);
  const fixesByTask = new Map<string, string[]>();
  for (const fix of record.review?.fixes ?? [])
    fixesByTask.set(fix.taskId, [...(fixesByTask.get(fix.taskId) ?? []), fix.token]);
  return [
    ...whole(record.choices.map((choice) => choice.token)),
    ...(record.confirm && open.has(record.confirm.token) ? [record.confirm.token] : []),
    ...[...fixesByTask.values()].flatMap(whole),
  ];
}
