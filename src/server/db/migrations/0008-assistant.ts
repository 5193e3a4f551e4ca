import type { Kysely, Migration } from "kysely";
import type { Engine } from "../connection";
import { columnTypes } from "./column-types";

/** The assistant's conversation with each user, and the questions it is waiting on an answer to. */
export function assistant(engine: Engine): Migration {
  const { timestamp, autoId } = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("assistantExchanges")
        // Orders the conversation even when two exchanges share a time.
        .addColumn("id", autoId, (col) => col.primaryKey())
        .addColumn("userId", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
        .addColumn("message", "text", (col) => col.notNull())
        /** The whole answer as JSON, so the conversation shows on another device as it was. */
        .addColumn("response", "text", (col) => col.notNull())
        .addColumn("createdAt", timestamp, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("assistant_exchanges_user")
        .on("assistantExchanges")
        .columns(["userId", "id"])
        .execute();

      await db.schema
        .createTable("assistantQuestions")
        .addColumn("token", "text", (col) => col.primaryKey())
        .addColumn("userId", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
        .addColumn("label", "text", (col) => col.notNull())
        /** What answering yes does, as JSON. */
        .addColumn("plan", "text", (col) => col.notNull())
        .addColumn("expiresAt", timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex("assistant_questions_user").on("assistantQuestions").column("userId").execute();
    },
  };
}
