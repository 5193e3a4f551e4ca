import type { Kysely, Migration } from "kysely";
import type { Engine } from "../connection";
import { columnTypes } from "./column-types";

/**
 * Web Push subscriptions (see docs/decisions/014-reminders.md, "Web Push"): one per signed-in session, gone
 * with it. The cascade from `sessions` stops a device's pushes the moment its session ends (sign-out, a
 * session ended elsewhere, a password change), on every instance, with nothing to call. An endpoint is one
 * browser's, so it is stored once.
 */
export function pushSubscriptions(engine: Engine): Migration {
  const { timestamp } = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("pushSubscriptions")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("userId", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
        .addColumn("sessionId", "text", (col) => col.notNull().references("sessions.id").onDelete("cascade"))
        .addColumn("endpoint", "text", (col) => col.notNull().unique())
        .addColumn("p256dh", "text", (col) => col.notNull())
        .addColumn("auth", "text", (col) => col.notNull())
        .addColumn("createdAt", timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex("push_subscriptions_by_user").on("pushSubscriptions").columns(["userId"]).execute();
      await db.schema
        .createIndex("push_subscriptions_by_session")
        .on("pushSubscriptions")
        .columns(["sessionId"])
        .execute();
    },
  };
}
