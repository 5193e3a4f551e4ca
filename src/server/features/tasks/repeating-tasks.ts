import { nextOccurrence, repeatingDue } from "../../../shared/recurrence/occurrences";
import { RECURRENCE_MESSAGES } from "../../../shared/recurrence/rule";
import type { Task, TaskUpdateResult, UpdateTaskInput } from "../../../shared/schemas/task";
import { DomainError, fieldError } from "../../errors";
import { announce, getTask, refusePendingRemindersFull, refuseUpdate, type TasksContext, timeZoneOf } from "./context";
import { changeSubtree, recounted } from "./subtasks";
import type { NewTask, TaskChanges } from "./task-rows";
import type { TreePlace } from "./task-tree";

/** A rule that never comes round again, under the field that says it. */
const neverRecurs = (message: string) => fieldError("invalid", "validation_failed", "recurrence", message);

/**
 * A repeating task is always due somewhere in its series: one left without a due date (made so, or its
 * date cleared) is due on its rule's first day from today, all day. A rule that never comes round again
 * from there is refused (400 on `recurrence`), as completing the task could not move it on.
 */
export function dueOfRepeating(
  { clock }: TasksContext,
  recurrence: string | null,
  dueAt: string | null,
  timeZone: string,
) {
  if (!recurrence) return {};
  const due = repeatingDue(recurrence, { dueAt, now: clock.now(), timeZone });
  if ("error" in due) throw neverRecurs(due.error);
  return dueAt ? {} : due;
}

/** Moves a repeating task to its next occurrence after today (and after its due day), at its time of day. */
async function nextDue(ctx: TasksContext, userId: string, task: Pick<Task, "dueAt" | "dueAllDay">, recurrence: string) {
  const now = ctx.clock.now();
  const due = task.dueAt ? new Date(task.dueAt) : now;
  const allDay = task.dueAt ? task.dueAllDay : true;
  const next = nextOccurrence(recurrence, { due, allDay, today: now, timeZone: await timeZoneOf(ctx, userId) });
  // Only a task saved before rules were checked so, or whose owner has since moved to another time zone.
  if (!next) throw neverRecurs(RECURRENCE_MESSAGES.neverRecurs);
  return { dueAt: next.toISOString(), dueAllDay: allDay };
}

/**
 * Completing a repeating task: the completion is kept as a completed copy (same title, description,
 * priority and tags, due when the occurrence was, not repeating), and the task itself stays open, moved on
 * to its next occurrence with the rest of the patch applied. Both or neither are saved.
 */
export async function completeOccurrence(
  ctx: TasksContext,
  userId: string,
  current: Task,
  { completed: _completed, ...patch }: UpdateTaskInput,
  recurrence: string,
  expectedVersion: number,
  place: TreePlace | undefined,
): Promise<TaskUpdateResult> {
  const now = ctx.clock.now().toISOString();
  const done = { ...current, ...patch };
  const changes: TaskChanges = { ...patch, ...(await nextDue(ctx, userId, done, recurrence)), updatedAt: now };
  const completion: NewTask = {
    id: crypto.randomUUID(),
    userId,
    title: done.title,
    description: done.description,
    dueAt: done.dueAt,
    dueAllDay: done.dueAllDay,
    priority: done.priority,
    tags: done.tags,
    recurrence: null,
    completed: true,
    completedAt: now,
    createdAt: now,
  };
  const saved = await ctx.taskRows
    .completeOccurrence(userId, current.id, changes, expectedVersion, completion, place)
    .catch(refusePendingRemindersFull);
  if (!saved) return refuseUpdate(ctx, userId, current.id);
  // The next occurrence starts over: its subtasks come back unticked (and follow it to its parent's list).
  const subtasks = await changeSubtree(
    ctx,
    userId,
    current.id,
    { completed: false, ...(saved.task.listId !== current.listId ? { listId: saved.task.listId } : {}) },
    now,
  );
  await ctx.events.publish({ type: "task.created", userId, taskId: saved.completion.id });
  await announce(ctx, userId, "task.updated", [current.id, ...subtasks.moved, ...subtasks.ticked]);
  return { task: await recounted(ctx, userId, saved.task, subtasks), completion: saved.completion };
}

export async function skipOccurrence(
  ctx: TasksContext,
  userId: string,
  id: string,
  expectedVersion?: number,
): Promise<Task> {
  const current = await getTask(ctx, userId, id);
  if (!current.recurrence) {
    throw new DomainError("conflict", "not_recurring", "This task does not repeat, so it has no occurrence to skip.");
  }
  const changes = {
    ...(await nextDue(ctx, userId, current, current.recurrence)),
    updatedAt: ctx.clock.now().toISOString(),
  };
  const saved = await ctx.taskRows
    .update(userId, id, changes, expectedVersion ?? current.version)
    .catch(refusePendingRemindersFull);
  if (!saved) return refuseUpdate(ctx, userId, id);
  // The next occurrence starts over: its subtasks come back unticked.
  const subtasks = await changeSubtree(ctx, userId, id, { completed: false }, changes.updatedAt);
  await announce(ctx, userId, "task.updated", [id, ...subtasks.ticked]);
  return recounted(ctx, userId, saved, subtasks);
}
