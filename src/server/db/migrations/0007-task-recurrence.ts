import type { Kysely, Migration } from "kysely";

/** A task's recurrence rule (an RRULE of the subset in `shared/recurrence-rule.ts`), or null when it does not repeat. */
export function taskRecurrence(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("tasks").addColumn("recurrence", "text").execute();
    },
  };
}
