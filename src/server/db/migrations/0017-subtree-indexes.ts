import type { Kysely, Migration } from "kysely";

/**
 * Indexes led by the columns other tasks point at a task or a list by, for what looks rows up by them alone: the
 * foreign-key checks (and cascades) of deleting a task (`parentId`) or a list (`listId`), which without them read
 * every task of the database for each row deleted. `tasks_by_parent` (migration 0014) is led by `userId`, which
 * those checks do not know.
 */
export function subtreeIndexes(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex("tasks_by_parent_id").on("tasks").column("parentId").execute();
      await db.schema.createIndex("tasks_by_list_id").on("tasks").column("listId").execute();
    },
  };
}
