import type { RestoreTaskInput } from "../../../shared/schemas/task";
import { inBatches, TASKS_PER_BATCH, untilDone } from "../../batches";
import { refusePendingRemindersFull, type TasksContext, timeZoneOf } from "./context";
import { dueOfRepeating } from "./repeating-tasks";
import { treeRuleBroken } from "./subtasks";

/** Notes of an import's tasks forgotten per statement: they are only forgotten (the tasks stay), so many at once. */
const IMPORT_FORGET_BATCH = 2000;

export async function addImportedTasks(
  ctx: TasksContext,
  userId: string,
  importId: string,
  inputs: (RestoreTaskInput & { id?: string })[],
): Promise<void> {
  const rows = [];
  let timeZone: string | undefined;
  // A repeating task imported without a due date is due on its rule's first day, as one made so here is. The
  // import's first pass checked every rule as `dueOfRepeating` does, dated or not: those with a date are fine.
  for (const { id = crypto.randomUUID(), ...input } of inputs) {
    let due = {};
    if (input.recurrence && !input.dueAt) {
      timeZone ??= await timeZoneOf(ctx, userId);
      due = dueOfRepeating(ctx, input.recurrence, null, timeZone);
    }
    // Every task goes in top-level: its parent may come later in the file (see `linkImportedTasks`).
    rows.push({ id, userId, ...input, parentId: null, ...due });
  }
  await ctx.taskRows.insertAll(rows, ctx.clock.now().toISOString(), importId).catch(refusePendingRemindersFull);
}

/**
 * Once an import's tasks are all written: puts each child under its parent (`links`, child id to parent id,
 * parents' own links first), in its parent's list, a batch at a time under the tree lock and rule, as a move
 * is: the tree may have changed since the file was checked (a move made while the import ran), and a link the
 * rule now refuses leaves its task at the top level, as a file's too deep a chain does. No events: the
 * import's resync follows.
 */
export async function linkImportedTasks({ taskRows }: TasksContext, userId: string, links: Map<string, string>) {
  const levelOf = (id: string): number => {
    const parent = links.get(id);
    return parent === undefined ? 0 : 1 + levelOf(parent);
  };
  const pairs = [...links]
    .map(([taskId, parentId]) => ({ taskId, parentId, level: levelOf(taskId) }))
    .sort((a, b) => a.level - b.level);
  await inBatches(pairs, async (batch) => {
    await taskRows.link(userId, batch, (facts, taskId) => treeRuleBroken(facts, taskId) === undefined);
  });
}

export async function undoTaskImport({ taskRows, events }: TasksContext, userId: string, importId: string) {
  await untilDone(() => taskRows.deleteImported(userId, importId, TASKS_PER_BATCH));
  await events.publish({ type: "resync", userId });
}

export async function finishTaskImport({ taskRows, events }: TasksContext, userId: string, importId: string) {
  await untilDone(() => taskRows.forgetImported(importId, IMPORT_FORGET_BATCH));
  await events.publish({ type: "resync", userId });
}
