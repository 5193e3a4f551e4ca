import type { Kysely, Migration } from "kysely";

/** How many times a task's due date was moved later: the weekly review counts a task moved three times as slipping. */
export function postponedCount(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("tasks")
        .addColumn("postponedCount", "integer", (col) => col.notNull().defaultTo(0))
        .execute();
    },
  };
}
