import type { Kysely, Migration } from "kysely";
import type { Engine } from "../connection";
import { columnTypes } from "./column-types";

/** Better Auth's tables (users carrying the profile fields), tasks, and rate-limit counters. */
export function initial(engine: Engine): Migration {
  const { timestamp, flag, flagFalse } = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("users")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("name", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("email", "text", (col) => col.notNull().unique())
        .addColumn("emailVerified", flag, (col) => col.notNull().defaultTo(flagFalse))
        .addColumn("image", "text")
        .addColumn("displayName", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("role", "text", (col) => col.notNull().defaultTo("user"))
        .addColumn("createdAt", timestamp, (col) => col.notNull())
        .addColumn("updatedAt", timestamp, (col) => col.notNull())
        .execute();

      await db.schema
        .createTable("sessions")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("userId", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
        .addColumn("token", "text", (col) => col.notNull().unique())
        .addColumn("expiresAt", timestamp, (col) => col.notNull())
        .addColumn("ipAddress", "text")
        .addColumn("userAgent", "text")
        .addColumn("createdAt", timestamp, (col) => col.notNull())
        .addColumn("updatedAt", timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex("sessions_user_id").on("sessions").column("userId").execute();

      await db.schema
        .createTable("accounts")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("userId", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
        .addColumn("accountId", "text", (col) => col.notNull())
        .addColumn("providerId", "text", (col) => col.notNull())
        .addColumn("accessToken", "text")
        .addColumn("refreshToken", "text")
        .addColumn("idToken", "text")
        .addColumn("accessTokenExpiresAt", timestamp)
        .addColumn("refreshTokenExpiresAt", timestamp)
        .addColumn("scope", "text")
        .addColumn("password", "text")
        .addColumn("createdAt", timestamp, (col) => col.notNull())
        .addColumn("updatedAt", timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex("accounts_user_id").on("accounts").column("userId").execute();

      await db.schema
        .createTable("verifications")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("identifier", "text", (col) => col.notNull())
        .addColumn("value", "text", (col) => col.notNull())
        .addColumn("expiresAt", timestamp, (col) => col.notNull())
        .addColumn("createdAt", timestamp, (col) => col.notNull())
        .addColumn("updatedAt", timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex("verifications_identifier").on("verifications").column("identifier").execute();

      await db.schema
        .createTable("tasks")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("userId", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
        .addColumn("title", "text", (col) => col.notNull())
        .addColumn("description", "text", (col) => col.notNull())
        .addColumn("createdAt", timestamp, (col) => col.notNull())
        .addColumn("updatedAt", timestamp, (col) => col.notNull())
        .execute();
      // "This user's tasks, newest first", with the id as the keyset tie-breaker.
      await db.schema
        .createIndex("tasks_user_newest")
        .on("tasks")
        .columns(["userId", "createdAt desc", "id desc"])
        .execute();

      await db.schema
        .createTable("rateLimits")
        .addColumn("key", "text", (col) => col.primaryKey())
        .addColumn("windowStart", "bigint", (col) => col.notNull())
        .addColumn("hits", "integer", (col) => col.notNull().defaultTo(0))
        .execute();
    },
  };
}
