import type { NewTaskInput, Reminder, RestoreTaskInput, Task } from "../../../shared/schemas/task";
import { DomainError } from "../../errors";
import { announce, refusePendingRemindersFull, type TasksContext, throwTaskNotFound, timeZoneOf } from "./context";
import { dueOfRepeating } from "./repeating-tasks";
import { placeUnder } from "./subtasks";

/** A new task's reminders: those it names, else the user's default when it is due at a time (not all day). */
async function remindersOfNew(
  { users }: TasksContext,
  userId: string,
  { reminders, dueAt, dueAllDay }: Pick<NewTaskInput, "reminders" | "dueAt" | "dueAllDay">,
): Promise<Reminder[]> {
  if (reminders !== undefined) return reminders;
  if (!dueAt || dueAllDay) return [];
  const minutesBefore = (await users.findProfile(userId))?.preferences.defaultReminderMinutes ?? null;
  return minutesBefore === null ? [] : [{ minutesBefore }];
}

export async function createTask(ctx: TasksContext, userId: string, input: NewTaskInput): Promise<Task> {
  await ctx.lists.ensureOwned(userId, input.listId);
  const { changes, place } = input.parentId ? placeUnder(input.parentId) : {};
  const id = crypto.randomUUID();
  const recurrence = input.recurrence ?? null;
  const due = recurrence ? dueOfRepeating(ctx, recurrence, input.dueAt ?? null, await timeZoneOf(ctx, userId)) : {};
  const reminders = await remindersOfNew(ctx, userId, { ...input, ...due });
  const now = ctx.clock.now().toISOString();
  const task = await ctx.taskRows
    .insert({ id, userId, ...input, ...changes, ...due, reminders, createdAt: now }, now, place)
    .catch(refusePendingRemindersFull);
  if (!task) throw new Error(`A fresh task id was taken: ${id}`);
  await ctx.events.publish({ type: "task.created", userId, taskId: task.id });
  await announce(ctx, userId, "task.updated", [task.parentId]);
  return task;
}

export async function restoreTask(
  ctx: TasksContext,
  userId: string,
  id: string,
  input: RestoreTaskInput,
): Promise<Task> {
  await ctx.lists.ensureOwned(userId, input.listId);
  const { changes, place } = input.parentId ? placeUnder(input.parentId) : {};
  // Checked as a new task is, but put back with its own due date, or none.
  if (input.recurrence) dueOfRepeating(ctx, input.recurrence, input.dueAt ?? null, await timeZoneOf(ctx, userId));
  const task = await ctx.taskRows
    .insert({ id, userId, ...input, ...changes }, ctx.clock.now().toISOString(), place)
    .catch(refusePendingRemindersFull);
  if (!task) {
    if (!(await ctx.taskRows.find(userId, id))) throwTaskNotFound();
    throw new DomainError("conflict", "task_exists", "This task exists already, so there is nothing to restore.");
  }
  await ctx.events.publish({ type: "task.created", userId, taskId: id });
  await announce(ctx, userId, "task.updated", [task.parentId]);
  return task;
}
