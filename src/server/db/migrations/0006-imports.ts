import type { Kysely, Migration } from "kysely";
import type { Engine } from "../connection";
import { columnTypes } from "./column-types";

/**
 * Imports under way (one per account at a time) and the tasks each has written so far, so that one cut off
 * part way, by an error or a crash, can be undone (see docs/decisions/008-imports-without-stalling.md).
 */
export function imports(engine: Engine): Migration {
  const { timestamp, flag, flagFalse } = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("imports")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("userId", "text", (col) => col.notNull().unique().references("users.id").onDelete("cascade"))
        .addColumn("heartbeatAt", timestamp, (col) => col.notNull())
        .addColumn("committed", flag, (col) => col.notNull().defaultTo(flagFalse))
        .execute();
      await db.schema.createIndex("imports_heartbeat").on("imports").column("heartbeatAt").execute();
      await db.schema
        .createTable("importedTasks")
        .addColumn("importId", "text", (col) => col.notNull().references("imports.id").onDelete("cascade"))
        .addColumn("taskId", "text", (col) => col.notNull().references("tasks.id").onDelete("cascade"))
        .addPrimaryKeyConstraint("imported_tasks_pk", ["importId", "taskId"])
        .execute();
      // Deleting a task looks for its journal row by the task alone.
      await db.schema.createIndex("imported_tasks_task").on("importedTasks").column("taskId").execute();
    },
  };
}
