import type { Kysely, Migration } from "kysely";
import type { Engine } from "../connection";
import { columnTypes } from "./column-types";

/** Accounts an admin has disabled, and the settings an admin changes at run time. */
export function admin(engine: Engine): Migration {
  const { flag, flagFalse } = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("users")
        .addColumn("disabled", flag, (col) => col.notNull().defaultTo(flagFalse))
        .execute();
      await db.schema
        .createTable("instanceSettings")
        .addColumn("key", "text", (col) => col.primaryKey())
        .addColumn("value", "text", (col) => col.notNull())
        .execute();
    },
  };
}
