import { stat } from "node:fs/promises";
import { type Kysely, sql } from "kysely";
import { ADMIN_USERS_LIST_MAX } from "../../../shared/limits";
import type { AdminUserList } from "../../../shared/schemas/admin";
import type { Database } from "../../db/connection";
import { type DB, toIsoString } from "../../db/schema";

const SIGNUPS_KEY = "signups";

/** What an admin sees and changes: accounts (never their tasks' contents) and instance settings. */
export function createAdminRepository({ db, engine, location }: Database) {
  return {
    async listUsers(): Promise<AdminUserList> {
      const total = await db
        .selectFrom("users")
        .select((eb) => eb.fn.countAll().as("count"))
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom("users")
        .select((eb) => [
          "users.id",
          "users.email",
          "users.role",
          "users.disabled",
          "users.createdAt",
          eb
            .selectFrom("sessions")
            .select((sub) => sub.fn.max("sessions.updatedAt").as("last"))
            .whereRef("sessions.userId", "=", "users.id")
            .as("lastActiveAt"),
          eb
            .selectFrom("tasks")
            .select((sub) => sub.fn.countAll().as("count"))
            .whereRef("tasks.userId", "=", "users.id")
            .as("taskCount"),
        ])
        .orderBy("users.createdAt", "desc")
        .limit(ADMIN_USERS_LIST_MAX)
        .execute();
      const users = rows.map((row) => ({
        id: row.id,
        email: row.email,
        role: row.role,
        disabled: Boolean(row.disabled),
        createdAt: toIsoString(row.createdAt),
        lastActiveAt: row.lastActiveAt ? toIsoString(row.lastActiveAt as Date | string) : null,
        taskCount: Number(row.taskCount ?? 0),
      }));
      return { users, total: Number(total.count) };
    },

    async roleOf(userId: string): Promise<string | undefined> {
      const row = await db.selectFrom("users").select("role").where("id", "=", userId).executeTakeFirst();
      return row?.role;
    },

    /** Makes the account with this e-mail an admin; false when there is none. */
    async promote(email: string): Promise<boolean> {
      const result = await db
        .updateTable("users")
        .set({ role: "admin" })
        .where(sql`lower(${sql.ref("email")})`, "=", email.toLowerCase())
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async isDisabled(email: string): Promise<boolean> {
      const row = await db
        .selectFrom("users")
        .select("disabled")
        .where(sql`lower(${sql.ref("email")})`, "=", email.toLowerCase())
        .executeTakeFirst();
      return Boolean(row?.disabled);
    },

    /** Disabling also ends every session of the account, in the same transaction. False: no such user. */
    setDisabled(userId: string, disabled: boolean): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx.updateTable("users").set({ disabled }).where("id", "=", userId).executeTakeFirst();
        if (disabled) await trx.deleteFrom("sessions").where("userId", "=", userId).execute();
        return result.numUpdatedRows > 0n;
      });
    },

    async signupsOpen(): Promise<boolean> {
      const row = await db
        .selectFrom("instanceSettings")
        .select("value")
        .where("key", "=", SIGNUPS_KEY)
        .executeTakeFirst();
      return row?.value !== "closed";
    },

    async setSignupsOpen(open: boolean): Promise<void> {
      const value = open ? "open" : "closed";
      await db
        .insertInto("instanceSettings")
        .values({ key: SIGNUPS_KEY, value })
        .onConflict((conflict) => conflict.column("key").doUpdateSet({ value }))
        .execute();
    },

    async databaseStats(): Promise<{ version: string; sizeBytes: number }> {
      return engine === "sqlite" ? sqliteStats(db, location) : postgresStats(db);
    },
  };
}

async function sqliteStats(db: Kysely<DB>, file: string) {
  const { rows } = await sql<{ version: string }>`select sqlite_version() as version`.execute(db);
  const sizes = await Promise.all(
    [file, `${file}-wal`].map((part) =>
      stat(part).then(
        (info) => info.size,
        () => 0,
      ),
    ),
  );
  return { version: `SQLite ${rows[0]?.version ?? "?"}`, sizeBytes: sizes.reduce((sum, size) => sum + size, 0) };
}

/** The tables of the current schema (several instances or test runs may share a database). */
async function postgresStats(db: Kysely<DB>) {
  const { rows } = await sql<{ version: string; size: string }>`
    select version() as version,
      coalesce(sum(pg_total_relation_size(c.oid)), 0)::text as size
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r'`.execute(db);
  const [row] = rows;
  return { version: (row?.version ?? "PostgreSQL").split(",")[0] ?? "PostgreSQL", sizeBytes: Number(row?.size ?? 0) };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
