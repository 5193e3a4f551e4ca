import { type Kysely, type Migration, sql } from "kysely";
import type { Engine } from "../connection";
import { columnTypes } from "./column-types";

/**
 * Reminders (see docs/decisions/014-reminders.md): rows, not timers. Each is either at an instant (`at`) or
 * `minutesBefore` its task's due date; `fireAt` is when it is due (null: a relative one of an undated task),
 * `sentAt` when it went out. The partial index on `fireAt` of the unsent ones serves "pending reminders due by
 * now" on both engines; `taskId` loads a page's reminders and serves the cascade from tasks.
 * Users gain the two preferences: e-mail reminders, and a default reminder for new timed tasks.
 */
export function reminders(engine: Engine): Migration {
  const { timestamp, flag, flagFalse } = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("reminders")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("userId", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
        .addColumn("taskId", "text", (col) => col.notNull().references("tasks.id").onDelete("cascade"))
        .addColumn("at", timestamp)
        .addColumn("minutesBefore", "integer")
        .addColumn("fireAt", timestamp)
        .addColumn("sentAt", timestamp)
        .addColumn("late", flag, (col) => col.notNull().defaultTo(flagFalse))
        .addColumn("createdAt", timestamp, (col) => col.notNull())
        .addCheckConstraint(
          "reminders_at_or_relative",
          sql`(${sql.ref("at")} is null) <> (${sql.ref("minutesBefore")} is null)`,
        )
        .execute();
      await db.schema.createIndex("reminders_by_task").on("reminders").columns(["taskId"]).execute();
      await db.schema
        .createIndex("reminders_pending")
        .on("reminders")
        .columns(["fireAt"])
        .where(sql<boolean>`${sql.ref("sentAt")} is null`)
        .execute();
      await db.schema
        .alterTable("users")
        .addColumn("emailReminders", flag, (col) => col.notNull().defaultTo(flagFalse))
        .execute();
      await db.schema.alterTable("users").addColumn("defaultReminderMinutes", "integer").execute();
    },
  };
}
