import type { Kysely, Migration } from "kysely";
import type { Engine } from "../connection";
import { columnTypes } from "./column-types";

/**
 * Whether the assistant may ask the operator's language model for this user: a preference, one column like the
 * others (see 0004). On by default, so a configured model serves everyone who has not turned it off.
 */
export function assistantModelPreference(engine: Engine): Migration {
  const { flag, flagTrue } = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("users")
        .addColumn("useAssistantModel", flag, (col) => col.notNull().defaultTo(flagTrue))
        .execute();
    },
  };
}
