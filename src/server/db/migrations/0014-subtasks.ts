import type { Kysely, Migration } from "kysely";

/**
 * Subtasks (see docs/decisions/013-subtasks.md): `tasks.parentId` names a task's parent, null for a top-level
 * task. It references the parent `on delete cascade`, so a task added under a parent while it is being deleted
 * goes with it. `(userId, parentId, position)` lists a task's children in "My order" and counts them for the
 * progress each task shows (`parentId is null` reads the top-level tasks from it too).
 */
export function subtasks(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("tasks")
        .addColumn("parentId", "text", (col) => col.references("tasks.id").onDelete("cascade"))
        .execute();
      await db.schema
        .createIndex("tasks_by_parent")
        .on("tasks")
        .columns(["userId", "parentId", "position", "id"])
        .execute();
    },
  };
}
