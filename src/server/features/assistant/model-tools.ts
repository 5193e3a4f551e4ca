/** The language model's turn: the user's tasks as its tools, for a request the rules do not understand. */

import { z } from "zod";
import type { AssistantAction, AssistantResponse } from "../../../shared/schemas/assistant";
import {
  checkListTasksQuery,
  createTaskSchema,
  listTasksQueryFields,
  TASK_ID_PATTERN,
  type Task,
  type UpdateTaskInput,
  updateTaskSchema,
} from "../../../shared/schemas/task";
import { wallClockAt } from "../../../shared/time/zoned-time";
import { DomainError, type ErrorKind } from "../../errors";
import { type AssistantModel, type ChatMessage, ModelFailure, type ModelTool } from "./assistant-model";
import { actionTask, planOf, rewrites, type TaskPlan } from "./changes";
import { carryOut } from "./commands";
import type { AssistantContext } from "./context";
import { ask, type Conversation } from "./conversation";
import { phrasesFor } from "./phrases/phrases";
import { response, withCards } from "./replies";
import { suggestionsNow } from "./suggestions";

/**
 * A request the rules do not understand, answered by the language model with the user's tasks as its tools:
 * each call checked by the API's own schemas and carried out like the assistant's own commands. Deletes and
 * rewrites of what the user wrote wait for their yes, one question for all of a message's. What the API
 * refuses goes back to the model as the call's answer. On any failure the rules answer, with what was done
 * on the way and its Undo; the log says why, never what was asked.
 */
export async function askModel(
  ctx: AssistantContext,
  model: AssistantModel,
  talk: Conversation,
  message: string,
): Promise<AssistantResponse> {
  /** What the model is told is not a reply: English, whatever the message's language. */
  const english = phrasesFor("en", talk);
  const shown = new Map<string, Task>();
  const actions: AssistantAction[] = [];
  /** The changes of this message that wait for the user's yes: all deletes, or all rewrites. */
  let waiting:
    | { kind: "delete"; taskIds: string[]; confirmed: false }
    | Extract<TaskPlan, { kind: "edit" }>
    | undefined;
  const show = (found: Task[]) => {
    for (const task of found) shown.set(task.id, task);
  };
  /** What the model is told of a task. */
  const brief = ({ id, title, completed, dueAt, dueAllDay, priority, tags, recurrence }: Task) => ({
    id,
    title,
    completed,
    dueAt,
    dueAllDay,
    priority,
    tags,
    recurrence,
  });
  const notFound = { error: "No task has this id." };
  /** The outcome of one of the assistant's own plans, carried out on one task, told to the model. */
  async function planned(id: string, plan: TaskPlan) {
    const task = await ctx.tasks.find(talk.userId, id);
    if (!task) return notFound;
    const result = await carryOut(ctx, { ...talk, say: english }, plan, [task]);
    actions.push(...result.actions);
    show(result.tasks);
    return { result: result.reply };
  }
  /** A change kept for the user's yes, with the message's others of its kind. */
  function awaitYes(task: Task, kind: "delete" | "edit", changes: UpdateTaskInput = {}) {
    if (waiting && waiting.kind !== kind) {
      return { error: `Not done: the user is asked about a ${waiting.kind} already; ask for one kind at a time.` };
    }
    const taskIds = [...(waiting?.taskIds ?? []).filter((id) => id !== task.id), task.id];
    if (kind === "delete") waiting = { kind, taskIds, confirmed: false };
    else {
      const edits = waiting?.kind === "edit" ? waiting.changes : {};
      waiting = {
        kind,
        taskIds,
        changes: { ...edits, [task.id]: { ...edits[task.id], ...changes } },
        confirmed: false,
      };
    }
    show([task]);
    return { result: "Not done yet: the user is asked to confirm it, with the others like it, after your answer." };
  }
  async function update(id: string, patch: UpdateTaskInput) {
    const before = await ctx.tasks.find(talk.userId, id);
    if (!before) return notFound;
    if (rewrites(before, patch)) return awaitYes(before, "edit", patch);
    const { task: after } = await ctx.tasks.update(talk.userId, id, patch, before.version);
    actions.push({ kind: "updated", before, after });
    show([after]);
    return { task: brief(after) };
  }
  const byId = z.strictObject({ id: z.string().regex(TASK_ID_PATTERN, "Not a task id.") });
  const listArgs = listTasksQueryFields.omit({ tz: true, cursor: true }).superRefine(checkListTasksQuery);
  const tools: Record<string, ModelTool> = {
    list_tasks: {
      description: "Lists the user's tasks, open ones unless view is completed; q searches titles.",
      args: listArgs,
      run: async (args: z.output<typeof listArgs>) => {
        const found = (await ctx.tasks.list(talk.userId, { ...args, tz: talk.timeZone })).tasks;
        show(found);
        return { tasks: found.map(brief) };
      },
    },
    add_task: {
      description: "Adds a task. dueAt is an ISO 8601 instant with offset; dueAllDay true for a date without time.",
      args: createTaskSchema,
      run: async (args: z.output<typeof createTaskSchema>) => {
        const task = await ctx.tasks.create(talk.userId, args);
        actions.push({ kind: "created", task });
        show([task]);
        return { task: brief(task) };
      },
    },
    update_task: {
      description:
        "Changes fields of a task, by id. A new title, or a description changed or cleared, waits for the user's yes.",
      args: byId.extend({ changes: updateTaskSchema }),
      run: ({ id, changes }: { id: string; changes: UpdateTaskInput }) => update(id, changes),
    },
    complete_task: {
      description: "Marks a task done, by id.",
      args: byId,
      run: ({ id }: { id: string }) => planned(id, planOf("complete")([id])),
    },
    reschedule_task: {
      description: "Gives a task a new due date, by id.",
      args: byId.extend({
        dueAt: createTaskSchema.shape.dueAt.unwrap(),
        dueAllDay: createTaskSchema.shape.dueAllDay,
      }),
      run: ({ id, ...due }: { id: string } & Pick<UpdateTaskInput, "dueAt" | "dueAllDay">) => update(id, due),
    },
    delete_task: {
      description: "Asks the user to confirm deleting a task, by id; it is deleted only after their yes.",
      args: byId,
      run: async ({ id }: { id: string }) => {
        const task = await ctx.tasks.find(talk.userId, id);
        return task ? awaitYes(task, "delete") : notFound;
      },
    },
  };
  const { year, month, day, hour, minute } = wallClockAt(talk.now, talk.timeZone);
  const system = [
    `You are the task assistant of ${talk.name}. Answer briefly, in plain text.`,
    `Now it is ${english.day({ year, month, day })} ${year}, ${english.time({ hour, minute })} in ${talk.timeZone}.`,
    "Use the tools to read and change the user's tasks; find a task's id with list_tasks first.",
    ...(talk.language === "de" ? ["The user wrote in German: answer in German, addressing them as “du”."] : []),
  ].join(" ");
  const conversation: ChatMessage[] = [
    { role: "system", content: system },
    { role: "user", content: message },
  ];
  try {
    const reply = await model.converse(conversation, answeringRefusals(tools));
    const question = waiting && (await carryOut(ctx, talk, waiting));
    return {
      ...withCards(talk, reply, [...shown.values()]),
      actions,
      ...(question?.confirm ? { confirm: question.confirm } : {}),
    };
  } catch (error) {
    if (error instanceof ModelFailure) {
      ctx.logger.warn({ reason: error.reason }, "The assistant model failed; the rules answered instead");
    } else if (actions.length > 0) {
      // What was done stays done, and the user must be able to undo it.
      ctx.logger.error({ err: error }, "A tool of the assistant model failed; the rules answered instead");
    } else {
      throw error;
    }
    const label = talk.say.addAsTaskChoice(message);
    const token = await ask(ctx, talk, label, { kind: "add", text: message, confirmed: true });
    // Calls carried out in earlier rounds stay done: the reply says so, and their Undo stays at hand.
    return response(talk.say.didNotUnderstand(actions.length), {
      tasks: actions.map(actionTask),
      choices: [{ label, token }],
      suggestions: await suggestionsNow(ctx, talk),
      actions,
    });
  }
}

/** What the API refuses as the user's request (not a failure of the server), which the model can put right. */
const REFUSALS: readonly ErrorKind[] = ["invalid", "not_found", "conflict", "forbidden", "unprocessable", "too_large"];

/** The tools, each answering the model with the API's refusal (`{ error }`) instead of throwing it. */
function answeringRefusals(tools: Record<string, ModelTool>): Record<string, ModelTool> {
  const answering = Object.entries(tools).map(([name, tool]): [string, ModelTool] => [
    name,
    {
      ...tool,
      async run(args: never) {
        try {
          return await tool.run(args);
        } catch (error) {
          if (!(error instanceof DomainError && REFUSALS.includes(error.kind))) throw error;
          const { fields } = error.options;
          return { error: error.message, ...(fields ? { fields } : {}) };
        }
      },
    },
  ]);
  return Object.fromEntries(answering);
}
