import type { Kysely } from "kysely";
import type { SessionInfo } from "../../../shared/schemas/user";
import { type DB, toIsoString } from "../../db/schema";
import { deviceName } from "./device-name";

/** The user's signed-in sessions. Every query is scoped to its owner, like the tasks. */
export function createSessionsRepository(db: Kysely<DB>) {
  return {
    async list(userId: string, currentId: string, now: Date): Promise<SessionInfo[]> {
      const rows = await db
        .selectFrom("sessions")
        .select(["id", "userAgent", "createdAt", "updatedAt"])
        .where("userId", "=", userId)
        .where("expiresAt", ">", now.toISOString())
        .orderBy("updatedAt", "desc")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        device: deviceName(row.userAgent),
        createdAt: toIsoString(row.createdAt),
        lastActiveAt: toIsoString(row.updatedAt),
        current: row.id === currentId,
      }));
    },

    /**
     * Which of these sessions of the user are still valid (not expired, the account not disabled), with
     * their expiry; an ended session, or one of a deleted account, is not among them.
     */
    async liveExpiries(userId: string, ids: string[], now: Date): Promise<Map<string, Date>> {
      const rows = await db
        .selectFrom("sessions")
        .innerJoin("users", "users.id", "sessions.userId")
        .select(["sessions.id", "sessions.expiresAt"])
        .where("sessions.userId", "=", userId)
        .where("sessions.id", "in", ids)
        .where("sessions.expiresAt", ">", now.toISOString())
        .where("users.disabled", "=", false)
        .execute();
      return new Map(rows.map((row) => [row.id, new Date(row.expiresAt)]));
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom("sessions")
        .where("userId", "=", userId)
        .where("id", "=", id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async deleteAllBut(userId: string, keepId: string): Promise<number> {
      const result = await db
        .deleteFrom("sessions")
        .where("userId", "=", userId)
        .where("id", "!=", keepId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Marks the session as used now, unless it was within `resolutionMs` (a write per request would be waste). */
    async touch(id: string, now: Date, resolutionMs: number): Promise<void> {
      await db
        .updateTable("sessions")
        .set({ updatedAt: now.toISOString() })
        .where("id", "=", id)
        .where("updatedAt", "<", new Date(now.getTime() - resolutionMs).toISOString())
        .execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
