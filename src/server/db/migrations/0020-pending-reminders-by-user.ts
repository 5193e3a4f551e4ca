import { type Kysely, type Migration, sql } from "kysely";

/**
 * An account's pending reminders, counted on every write that may add some to hold the account to
 * PENDING_REMINDERS_PER_USER_MAX (see docs/decisions/014-reminders.md, "Fair shares"): a partial index on
 * `userId` of the unsent ones, like `reminders_pending`, the same DDL on SQLite and PostgreSQL. Without it the
 * count would read every user's pending reminders.
 */
export function pendingRemindersByUser(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex("reminders_pending_by_user")
        .on("reminders")
        .columns(["userId"])
        .where(sql<boolean>`${sql.ref("sentAt")} is null`)
        .execute();
    },
  };
}
