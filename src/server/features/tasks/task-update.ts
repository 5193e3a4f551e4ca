import type { TaskUpdateResult, UpdateTaskInput } from "../../../shared/schemas/task";
import { announce, getTask, refusePendingRemindersFull, refuseUpdate, type TasksContext, timeZoneOf } from "./context";
import { completeOccurrence, dueOfRepeating } from "./repeating-tasks";
import { changeSubtree, placeOf, recounted } from "./subtasks";
import type { TaskChanges } from "./task-rows";
import type { SubtreeChanges } from "./task-tree";

export async function applyUpdate(
  ctx: TasksContext,
  userId: string,
  id: string,
  { completeSubtasks, ...input }: UpdateTaskInput,
  expectedVersion?: number,
): Promise<TaskUpdateResult> {
  const { clock } = ctx;
  await ctx.lists.ensureOwned(userId, input.listId);
  // Only changes that touch the repetition, the due date or the task's place need the task as it is.
  const moves = input.parentId !== undefined || input.listId !== undefined;
  const needsCurrent = input.completed === true || input.recurrence || input.dueAt !== undefined || moves;
  const current = needsCurrent ? await getTask(ctx, userId, id) : undefined;
  const { changes: placed, place } = current && moves ? placeOf(current, input) : {};
  // A task put under another parent, or back at the top level, goes last among its new siblings, where a new
  // task goes (a new task's position is its creation time), unless the patch places it itself.
  const parentId = placed?.parentId !== undefined ? placed.parentId : input.parentId;
  const reparented = current !== undefined && parentId !== undefined && parentId !== current.parentId;
  const moved = reparented && input.position === undefined ? { ...placed, position: clock.now().getTime() } : placed;
  const recurrence = input.recurrence !== undefined ? input.recurrence : (current?.recurrence ?? null);
  if (current && recurrence && input.completed === true && !current.completed) {
    const patch = { ...input, ...moved };
    return completeOccurrence(ctx, userId, current, patch, recurrence, expectedVersion ?? current.version, place);
  }
  // Checked when the rule or the due date changes: a task stored so before keeps its own (see `nextDue`).
  const rescheduled = current && recurrence && (input.recurrence || input.dueAt !== undefined);
  const due = rescheduled
    ? dueOfRepeating(
        ctx,
        recurrence,
        input.dueAt === undefined ? current.dueAt : input.dueAt,
        await timeZoneOf(ctx, userId),
      )
    : {};
  const changes: TaskChanges = { ...input, ...moved, ...due, updatedAt: clock.now().toISOString() };
  // Moved later by any edit (a form, the assistant, a plan): the weekly review counts it as slipping. The
  // version check below makes the count exact even when two edits race.
  if (current?.dueAt && changes.dueAt && Date.parse(changes.dueAt) > Date.parse(current.dueAt)) {
    changes.postponed = true;
  }
  const saved = await ctx.taskRows
    .update(userId, id, changes, expectedVersion ?? current?.version, place)
    .catch(refusePendingRemindersFull);
  if (!saved) return refuseUpdate(ctx, userId, id);
  // Its subtasks follow it to its list (its parent's, when it went under one), and are completed with it.
  const subtree: SubtreeChanges = {
    ...(current && saved.listId !== current.listId ? { listId: saved.listId } : {}),
    ...(input.completed === true && completeSubtasks ? { completed: true } : {}),
  };
  const subtasks = await changeSubtree(ctx, userId, id, subtree, changes.updatedAt);
  const task = await recounted(ctx, userId, saved, subtasks);
  // The parents' progress changes as a task comes, goes, or is (un)ticked.
  const parents = input.completed !== undefined || (current !== undefined && current.parentId !== task.parentId);
  await announce(ctx, userId, "task.updated", [
    id,
    ...subtasks.moved,
    ...subtasks.ticked,
    ...(parents ? [current?.parentId ?? null, task.parentId] : []),
  ]);
  return { task, ...(subtree.completed ? { completedSubtasks: subtasks.ticked } : {}) };
}
