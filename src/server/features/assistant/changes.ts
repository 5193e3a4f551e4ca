/**
 * Changes to tasks: the plans a command or a question's yes carries out, and the change each makes to one task,
 * always through the tasks service.
 */

import type { AssistantAction } from "../../../shared/schemas/assistant";
import {
  type Reminder,
  type Task,
  type TaskPriority,
  type UpdateTaskInput,
  updateTaskSchema,
} from "../../../shared/schemas/task";
import { addDays, type CalendarDay, dayOf, dueOnDay } from "../../../shared/time/calendar";
import { instantAt, type TimeOfDay } from "../../../shared/time/zoned-time";
import { DomainError } from "../../errors";
import type { AssistantContext } from "./context";
import type { Conversation } from "./conversation";

/** Tasks, in order, planned for one day. */
export interface DayPlan {
  day: CalendarDay;
  taskIds: string[];
}

/**
 * What a question's yes (or a chosen button) does; kept with its token until answered or expired. `followedBy`: the
 * plans of the same message's later requests that ask too ("delete A and B"), each asked in turn after this one.
 */
export type Plan = OnePlan & { followedBy?: Plan[] };

type OnePlan =
  | { kind: "complete" | "delete"; taskIds: string[]; confirmed: boolean }
  | { kind: "tag" | "untag"; taskIds: string[]; tags: string[]; confirmed: boolean }
  /**
   * `time` null: each task keeps its own time of day, or stays all-day. `day` null: each keeps its own day (today
   * for a task without one), only the time changes.
   */
  | { kind: "move"; taskIds: string[]; day: CalendarDay | null; time: TimeOfDay | null; confirmed: boolean }
  | { kind: "rename"; taskIds: string[]; title: string; confirmed: boolean }
  | { kind: "priority"; taskIds: string[]; priority: TaskPriority; confirmed: boolean }
  | { kind: "stop-repeating"; taskIds: string[]; confirmed: boolean }
  /** `rule` an RRULE; `due` for a task without a date, the rule's first day. */
  | {
      kind: "repeat";
      taskIds: string[];
      rule: string;
      due: Pick<UpdateTaskInput, "dueAt" | "dueAllDay">;
      confirmed: boolean;
    }
  | { kind: "undate"; taskIds: string[]; confirmed: boolean }
  /** Each task's due date moved `days` later (earlier when negative), keeping its time of day. */
  | { kind: "shift"; taskIds: string[]; days: number; confirmed: boolean }
  /** One more reminder, the task's others kept. */
  | { kind: "remind"; taskIds: string[]; reminder: Reminder; confirmed: boolean }
  /**
   * Into a list (`listId` null: the Inbox), `list` its mention ("+Work") as the reply names it; `newList`: a list
   * the user does not have yet, made on their yes.
   */
  | { kind: "file"; taskIds: string[]; listId: string | null; list: string; newList?: string; confirmed: boolean }
  /** `newList`: a list `text` names ("+Camping") that the user does not have yet, made on their yes. */
  | { kind: "add"; text: string; newList?: string; confirmed: boolean }
  /** "Plan my day" accepted: the tasks, in order, get today's date, if the offered ones are as `versions` says. */
  | { kind: "plan"; taskIds: string[]; versions: Record<string, number>; confirmed: boolean }
  /** "Plan my week" accepted: each task gets its day, keeping its time of day. */
  | { kind: "week-plan"; days: DayPlan[]; confirmed: boolean }
  /** A subtask under one task per step; the task stays. */
  | { kind: "break-down"; taskIds: string[]; steps: string[]; confirmed: boolean }
  /** The language model's changes to tasks, by id, that rewrite what the user wrote (see `rewrites`). */
  | { kind: "edit"; taskIds: string[]; changes: Record<string, UpdateTaskInput>; confirmed: boolean };

export type TaskPlan = Exclude<Plan, { kind: "add" | "plan" | "week-plan" }>;
/** A plan that changes each of its tasks on its own. */
export type ChangePlan = Exclude<TaskPlan, { kind: "break-down" }>;
/** A plan before the tasks it is about are known. */
export type PlanFor = (taskIds: string[]) => TaskPlan;

/** A plan's own fields, besides its kind, its tasks, whether the user said yes and what follows it. */
type FieldsOf<Kind extends TaskPlan["kind"]> = TaskPlan extends infer Each
  ? Each extends { kind: infer Of }
    ? Kind extends Of
      ? Omit<Each, "kind" | "taskIds" | "confirmed" | "followedBy">
      : never
    : never
  : never;

/** A command's plan of `kind`, for whichever tasks it turns out to name; not yet said yes to. */
export const planOf =
  <Kind extends TaskPlan["kind"]>(
    kind: Kind,
    ...[fields]: [keyof FieldsOf<Kind>] extends [never] ? [] : [FieldsOf<Kind>]
  ): PlanFor =>
  (taskIds) =>
    ({ kind, taskIds, ...fields, confirmed: false }) as TaskPlan;

/**
 * The task due on `day`: at `time` when one was said, else at its own time of day there when it has one,
 * otherwise for the whole day.
 */
function dueOn(
  wanted: CalendarDay | null,
  time: TimeOfDay | null,
  task: Task,
  timeZone: string,
  now: Date,
): Pick<UpdateTaskInput, "dueAt" | "dueAllDay"> {
  const day = wanted ?? dayOf(task.dueAt ?? now, timeZone);
  if (time) return { dueAt: instantAt({ ...day, ...time }, timeZone).toISOString(), dueAllDay: false };
  return dueOnDay(task, day, timeZone);
}

/**
 * Deletes, rewrites of what the user wrote, a new list, and any change to more than one task wait for a yes. A
 * break-down only adds subtasks under the one task the user named, which stays: done at once, with its Undo.
 */
export const needsYes = (plan: TaskPlan) =>
  plan.kind === "delete" ||
  (plan.kind === "file" && plan.newList !== undefined) ||
  plan.kind === "edit" ||
  (plan.kind !== "break-down" && plan.taskIds.length > 1);

/**
 * A plan for tasks the user pointed at one by one ("them", "A and B"): no yes for their number, but a delete, a
 * rewrite or a new list still asks.
 */
export const pointedAt = (plan: TaskPlan): TaskPlan =>
  plan.kind === "delete" || plan.kind === "edit" || (plan.kind === "file" && plan.newList !== undefined)
    ? plan
    : { ...plan, confirmed: true };

/**
 * A change that loses text the user wrote, so the language model's waits for their yes like a delete: a new
 * title, or a description changed or cleared when the task had one.
 */
export function rewrites(task: Task, patch: UpdateTaskInput): boolean {
  const title = patch.title !== undefined && patch.title !== task.title;
  const description =
    patch.description !== undefined && task.description !== "" && patch.description !== task.description;
  return title || description;
}

/**
 * One task's change, as the task was read just now, then what came with it: completing a repeating task also
 * saves a completed copy, which its Undo must delete. Nothing when it is gone, already so, or changed meanwhile.
 */
export async function change(
  ctx: AssistantContext,
  talk: Conversation,
  plan: ChangePlan,
  read: Task,
): Promise<AssistantAction[]> {
  const before = await ctx.tasks.find(talk.userId, read.id);
  if (!before) return [];
  try {
    if (plan.kind === "delete") {
      await ctx.tasks.remove(talk.userId, before.id);
      return [{ kind: "deleted", task: before }];
    }
    const patch = patchFor(plan, before, talk.timeZone, talk.now);
    if (!patch) return [];
    const { task: after, completion } = await ctx.tasks.update(talk.userId, before.id, patch, before.version);
    return [
      { kind: "updated", before, after },
      ...(completion ? [{ kind: "created" as const, task: completion }] : []),
    ];
  } catch (error) {
    if (error instanceof DomainError && (error.kind === "conflict" || error.kind === "not_found")) return [];
    throw error;
  }
}

/** The task an action leaves: the changed one, or the one made or deleted. */
export function actionTask(action: AssistantAction): Task {
  return action.kind === "updated" ? action.after : action.task;
}

/** The change a plan makes to one task, checked like any edit; none when there is nothing to change. */
function patchFor(
  plan: Exclude<ChangePlan, { kind: "delete" }>,
  task: Task,
  timeZone: string,
  now: Date,
): UpdateTaskInput | undefined {
  switch (plan.kind) {
    case "complete":
      return task.completed ? undefined : { completed: true };
    case "tag": {
      if (plan.tags.every((tag) => task.tags.includes(tag))) return undefined;
      const patch = updateTaskSchema.safeParse({ tags: [...task.tags, ...plan.tags] });
      return patch.success ? patch.data : undefined;
    }
    case "untag": {
      const tags = task.tags.filter((tag) => !plan.tags.includes(tag));
      return tags.length === task.tags.length ? undefined : { tags };
    }
    case "move": {
      const due = dueOn(plan.day, plan.time, task, timeZone, now);
      return due.dueAt === task.dueAt && due.dueAllDay === task.dueAllDay ? undefined : due;
    }
    case "rename":
      return task.title === plan.title ? undefined : { title: plan.title };
    case "priority":
      return task.priority === plan.priority ? undefined : { priority: plan.priority };
    case "stop-repeating":
      return task.recurrence === null ? undefined : { recurrence: null };
    case "repeat":
      if (task.recurrence === plan.rule) return undefined;
      return task.dueAt === null ? { recurrence: plan.rule, ...plan.due } : { recurrence: plan.rule };
    case "undate":
      // A repeating task keeps its date (its rule needs one); reminders before the due time go with the date.
      if (task.dueAt === null || task.recurrence !== null) return undefined;
      return { dueAt: null, dueAllDay: false, reminders: task.reminders.filter((reminder) => "at" in reminder) };
    case "shift": {
      if (task.dueAt === null) return undefined;
      return dueOn(addDays(dayOf(task.dueAt, timeZone), plan.days), null, task, timeZone, now);
    }
    case "remind": {
      const same = (reminder: Reminder) => JSON.stringify(reminder) === JSON.stringify(plan.reminder);
      return task.reminders.some(same) ? undefined : { reminders: [...task.reminders, plan.reminder] };
    }
    case "file":
      return task.listId === plan.listId ? undefined : { listId: plan.listId };
    case "edit":
      return plan.changes[task.id];
  }
}
