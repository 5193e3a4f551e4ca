import { type Kysely, type Migration, sql } from "kysely";
import type { Engine } from "../connection";
import { columnTypes } from "./column-types";

/**
 * Lists, and each task's list and place in the user's own order ("My order"):
 * - `tasks.listId` null is the Inbox, which every user has without a row; deleting a list deletes its tasks;
 * - `position` is a number a move sets between its new neighbours', so a move writes one row, never renumbers
 *   a list, and two devices moving different tasks at once both keep their move. New tasks go last: a task's
 *   starting position is its creation time in milliseconds, existing tasks' too;
 * - every sort of a list's tasks answers from an index led by (userId, listId, completed), as the sorts of all
 *   tasks do from those led by (userId, completed); `listId is null` (the Inbox) uses them as well.
 */
export function lists(engine: Engine): Migration {
  const { timestamp, flag, flagFalse } = columnTypes(engine);
  const createdAtInMs =
    engine === "postgres"
      ? sql`round(extract(epoch from ${sql.ref("createdAt")}) * 1000)`
      : sql`round(unixepoch(${sql.ref("createdAt")}, 'subsec') * 1000)`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("lists")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("userId", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("color", "text")
        .addColumn("emoji", "text")
        .addColumn("position", "double precision", (col) => col.notNull())
        .addColumn("archived", flag, (col) => col.notNull().defaultTo(flagFalse))
        .addColumn("createdAt", timestamp, (col) => col.notNull())
        .addColumn("updatedAt", timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex("lists_by_position").on("lists").columns(["userId", "position", "id"]).execute();

      await db.schema
        .alterTable("tasks")
        .addColumn("listId", "text", (col) => col.references("lists.id").onDelete("cascade"))
        .execute();
      await db.schema
        .alterTable("tasks")
        .addColumn("position", "double precision", (col) => col.notNull().defaultTo(0))
        .execute();
      await db
        .updateTable("tasks" as never)
        .set({ position: createdAtInMs } as never)
        .execute();

      const index = (name: string, columns: string[]) =>
        db.schema.createIndex(name).on("tasks").columns(columns).execute();
      await index("tasks_by_position", ["userId", "completed", "position", "id"]);
      await index("tasks_in_list_by_created", ["userId", "listId", "completed", "createdAt", "id"]);
      await index("tasks_in_list_by_priority", ["userId", "listId", "completed", "priority", "createdAt", "id"]);
      await index("tasks_in_list_by_due", ["userId", "listId", "completed", "dueSort", "id"]);
      await index("tasks_in_list_by_position", ["userId", "listId", "completed", "position", "id"]);
    },
  };
}
