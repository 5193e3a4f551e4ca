import type { Kysely, Migration } from "kysely";
import type { Engine } from "../connection";
import { columnTypes } from "./column-types";

/** Completion, due dates, priority, an edit version and tags. Existing tasks become open, undated, unprioritised. */
export function taskDetails(engine: Engine): Migration {
  const { timestamp, flag, flagFalse } = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>) {
      const tasks = () => db.schema.alterTable("tasks");
      // One column per statement: SQLite adds only one at a time.
      await tasks()
        .addColumn("completed", flag, (col) => col.notNull().defaultTo(flagFalse))
        .execute();
      await tasks().addColumn("completedAt", timestamp).execute();
      await tasks().addColumn("dueAt", timestamp).execute();
      await tasks()
        .addColumn("dueAllDay", flag, (col) => col.notNull().defaultTo(flagFalse))
        .execute();
      await tasks()
        .addColumn("priority", "integer", (col) => col.notNull().defaultTo(0))
        .execute();
      await tasks()
        .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
        .execute();

      await db.schema
        .createTable("taskTags")
        .addColumn("taskId", "text", (col) => col.notNull().references("tasks.id").onDelete("cascade"))
        .addColumn("userId", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
        .addColumn("tag", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("task_tags_pk", ["taskId", "tag"])
        .execute();
      // "This user's tasks with tag X" and "this user's tags with counts".
      await db.schema.createIndex("task_tags_user_tag").on("taskTags").columns(["userId", "tag"]).execute();
    },
  };
}
