import { insertRows } from "../../db/insert-rows";
import type { Executor } from "../../db/schema";

/** Notes the tasks `taskIds` as the import's, so that `deleteImportedTasks` can undo the import until it is finished. */
export async function noteImportedTasks(db: Executor, importId: string, taskIds: string[]): Promise<void> {
  await insertRows(
    db,
    "importedTasks",
    taskIds.map((taskId) => ({ importId, taskId })),
  );
}

/** Deletes up to `limit` of the tasks an import has written (their words, tags and notes go too); returns how many. */
export async function deleteImportedTasks(
  db: Executor,
  userId: string,
  importId: string,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom("tasks")
    .where("userId", "=", userId)
    .where("id", "in", (eb) =>
      eb.selectFrom("importedTasks").select("taskId").where("importId", "=", importId).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Forgets up to `limit` of an import's notes of its tasks, which stay; returns how many. */
export async function forgetImportedTasks(db: Executor, importId: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom("importedTasks")
    .where("importId", "=", importId)
    .where("taskId", "in", (eb) =>
      eb.selectFrom("importedTasks").select("taskId").where("importId", "=", importId).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
