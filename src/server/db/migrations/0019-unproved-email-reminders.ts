import type { Kysely, Migration } from "kysely";
import type { Engine } from "../connection";
import { columnTypes } from "./column-types";

/**
 * Reminders are e-mailed only to a proved address now (docs/decisions/019-*.md). An account that turned them on
 * before has been sent no link, so its setting is turned off: Settings then shows it off, and turning it on
 * again sends the link, rather than saying "We sent a link" about one never sent.
 */
export function unprovedEmailReminders(engine: Engine): Migration {
  const { flagFalse, flagTrue } = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db
        .withTables<{ users: { emailReminders: unknown; emailVerified: unknown } }>()
        .updateTable("users")
        .set({ emailReminders: flagFalse })
        .where("emailReminders", "=", flagTrue)
        .where("emailVerified", "=", flagFalse)
        .execute();
    },
  };
}
