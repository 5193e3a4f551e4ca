import type { Kysely, Migration } from "kysely";
import { DAILY_CAPACITY_DEFAULT } from "../../../shared/limits";

/** How many tasks "plan my day" plans: a preference, one column like the others (see 0004). */
export function dailyCapacity(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("users")
        .addColumn("dailyCapacity", "integer", (col) => col.notNull().defaultTo(DAILY_CAPACITY_DEFAULT))
        .execute();
    },
  };
}
