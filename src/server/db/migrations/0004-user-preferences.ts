import type { Kysely, Migration } from "kysely";

/**
 * Preferences that follow the user to every device. One column each, so two devices changing different
 * preferences at once cannot overwrite each other.
 */
export function userPreferences(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const users = () => db.schema.alterTable("users");
      // One column per statement: SQLite adds only one at a time.
      await users()
        .addColumn("theme", "text", (col) => col.notNull().defaultTo("system"))
        .execute();
      await users().addColumn("timeZone", "text").execute();
      await users()
        .addColumn("weekStart", "text", (col) => col.notNull().defaultTo("locale"))
        .execute();
      await users()
        .addColumn("timeFormat", "text", (col) => col.notNull().defaultTo("locale"))
        .execute();
      await users()
        .addColumn("defaultView", "text", (col) => col.notNull().defaultTo("all"))
        .execute();
    },
  };
}
