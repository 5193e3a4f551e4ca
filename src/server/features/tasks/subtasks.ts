import { SUBTASK_DEPTH_MAX, SUBTASKS_PER_PARENT_MAX } from "../../../shared/limits";
import { TASK_MESSAGES, type Task, type UpdateTaskInput } from "../../../shared/schemas/task";
import { inBatches } from "../../batches";
import { fieldError } from "../../errors";
import { announce, getTask, refusePendingRemindersFull, type TasksContext, throwTaskNotFound } from "./context";
import type { TaskChanges } from "./task-rows";
import type { SubtreeChanged, SubtreeChanges, TreeFacts, TreePlace } from "./task-tree";

/**
 * What breaks the tree's rule if a task (`taskId`, absent for a new one) goes under the parent `facts` describe:
 * a parent the user does not have, the task itself or one of its subtasks, more than SUBTASK_DEPTH_MAX levels
 * with the task's own subtasks, or a parent with SUBTASKS_PER_PARENT_MAX subtasks already. Undefined: nothing.
 */
export function treeRuleBroken({ ancestry, height, siblings }: TreeFacts, taskId?: string): string | undefined {
  if (ancestry.length === 0) return TASK_MESSAGES.parentNotFound;
  if (ancestry.some(({ id }) => id === taskId)) return TASK_MESSAGES.parentIsItself;
  if (ancestry.length + 1 + height > SUBTASK_DEPTH_MAX) return TASK_MESSAGES.subtasksTooDeep;
  if (siblings >= SUBTASKS_PER_PARENT_MAX) return TASK_MESSAGES.tooManySubtasks;
  return undefined;
}

/**
 * A task (`taskId`, absent for a new one) under `parentId`, and the tree's rule (`treeRuleBroken`, a 400 on
 * `parentId`), which the repository checks inside the write's transaction so that racing moves cannot break
 * it. The repository puts the task in its parent's list, read in the same transaction.
 */
export function placeUnder(parentId: string, taskId?: string) {
  const check = (facts: TreeFacts) => {
    const broken = treeRuleBroken(facts, taskId);
    if (broken) throw fieldError("invalid", "validation_failed", "parentId", broken);
  };
  return { changes: { parentId }, place: { parentId, taskId, check } };
}

/**
 * Where an update puts a task: under a new parent (in its list), at the top level (`parentId: null`), or in
 * another list, which takes a subtask out of its parent. Its subtasks go along (see `applyUpdate`).
 */
export function placeOf(
  current: Task,
  { parentId, listId }: UpdateTaskInput,
): { changes: Pick<TaskChanges, "parentId" | "listId">; place?: TreePlace } {
  if (parentId === current.parentId && parentId !== null) return { changes: { listId: current.listId } };
  if (parentId) return placeUnder(parentId, current.id);
  const leaves = parentId === undefined && listId !== undefined && listId !== current.listId && current.parentId;
  return { changes: leaves ? { parentId: null } : {} };
}

/**
 * Applies `changes` to the task's subtasks at every depth, a batch at a time with others let in between (see
 * batches.ts), after the task's own change: a subtree may hold thousands.
 */
export async function changeSubtree(
  { taskRows }: TasksContext,
  userId: string,
  id: string,
  changes: SubtreeChanges,
  updatedAt: string,
): Promise<SubtreeChanged> {
  const changed: SubtreeChanged = { moved: [], ticked: [] };
  if (changes.listId === undefined && changes.completed === undefined) return changed;
  const ids = new Set((await taskRows.subtree(userId, id)).map((row) => row.id));
  ids.delete(id);
  await inBatches([...ids], async (batch) => {
    // Reopened subtasks re-arm their reminders: a batch past the account's cap is refused (the batches before stay).
    const { moved, ticked } = await taskRows
      .changeSubtasks(userId, batch, changes, updatedAt)
      .catch(refusePendingRemindersFull);
    changed.moved.push(...moved);
    changed.ticked.push(...ticked);
  });
  return changed;
}

/** The task with its progress counted again when its subtasks were (un)ticked. */
export const recounted = ({ taskRows }: TasksContext, userId: string, task: Task, { ticked }: SubtreeChanged) =>
  ticked.length > 0 ? taskRows.recount(userId, task) : task;

/**
 * Deletes the task with its subtasks at every depth: a level at a time, the deepest first (a statement that
 * took a parent with its subtask would take the subtask by cascade, unannounced), a batch at a time with
 * others let in between (a subtree may hold thousands), the task itself last.
 */
export async function removeWithSubtasks(ctx: TasksContext, userId: string, id: string): Promise<void> {
  const { taskRows } = ctx;
  await getTask(ctx, userId, id);
  // Each subtask at its deepest place (a cycle two racing moves once made may show one at several).
  const depthOf = new Map<string, number>();
  for (const row of await taskRows.subtree(userId, id)) {
    if (row.id !== id) depthOf.set(row.id, Math.max(row.depth, depthOf.get(row.id) ?? 0));
  }
  const deleted: string[] = [];
  for (let depth = SUBTASK_DEPTH_MAX; depth > 0; depth--) {
    const level = [...depthOf].filter(([, at]) => at === depth).map(([subtask]) => subtask);
    await inBatches(level, async (batch) => {
      deleted.push(...(await taskRows.deleteSome(userId, batch)).map((row) => row.id));
    });
  }
  const [task] = await taskRows.deleteSome(userId, [id]);
  // Deleted meanwhile by another request, which announced it.
  if (!task) throwTaskNotFound();
  await announce(ctx, userId, "task.deleted", [...deleted, id]);
  await announce(ctx, userId, "task.updated", [task.parentId]);
}
