import { type Kysely, type Migration, sql } from "kysely";

/**
 * The completed view is read latest completion first: indexes in that order, across lists and in one, led like
 * the other sorts' by (userId, [listId,] completed). A completed task without its time (put back so before
 * `taskRow` filled it in) takes its last change's, so that every completed row has a place in that order.
 */
export function tasksByCompletion(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db
        .updateTable("tasks" as never)
        .set({ completedAt: sql.ref("updatedAt") } as never)
        .where(sql<boolean>`${sql.ref("completed")} and ${sql.ref("completedAt")} is null`)
        .execute();
      const index = (name: string, columns: string[]) =>
        db.schema.createIndex(name).on("tasks").columns(columns).execute();
      await index("tasks_by_completion", ["userId", "completed", "completedAt", "id"]);
      await index("tasks_in_list_by_completion", ["userId", "listId", "completed", "completedAt", "id"]);
    },
  };
}
