import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";

/** Where one device takes its push messages, and the keys to encrypt them for it. */
export interface StoredSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The only code touching `pushSubscriptions`. */
export function createPushRepository(db: Kysely<DB>) {
  return {
    /**
     * Keeps the session's subscription: one per session (its previous one goes), and one row per endpoint (a
     * browser subscribing again, maybe for another account after a sign-in, takes its row over).
     */
    async save(row: StoredSubscription & { userId: string; sessionId: string; createdAt: string }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom("pushSubscriptions")
          .where("sessionId", "=", row.sessionId)
          .where("endpoint", "<>", row.endpoint)
          .execute();
        const { id: _id, endpoint: _endpoint, ...replaced } = row;
        await trx
          .insertInto("pushSubscriptions")
          .values(row)
          .onConflict((conflict) => conflict.column("endpoint").doUpdateSet(replaced))
          .execute();
      });
    },

    /** False when the user has no subscription at this endpoint. */
    async deleteOwned(userId: string, endpoint: string): Promise<boolean> {
      const result = await db
        .deleteFrom("pushSubscriptions")
        .where("userId", "=", userId)
        .where("endpoint", "=", endpoint)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** The user's subscriptions whose session is still live at `now` (an ended one took its own along). */
    liveOf(userId: string, now: Date): Promise<StoredSubscription[]> {
      return db
        .selectFrom("pushSubscriptions")
        .innerJoin("sessions", "sessions.id", "pushSubscriptions.sessionId")
        .innerJoin("users", "users.id", "pushSubscriptions.userId")
        .select([
          "pushSubscriptions.id",
          "pushSubscriptions.endpoint",
          "pushSubscriptions.p256dh",
          "pushSubscriptions.auth",
        ])
        .where("pushSubscriptions.userId", "=", userId)
        .where("sessions.expiresAt", ">", now.toISOString())
        .where("users.disabled", "=", false)
        .execute();
    },

    /** A subscription its push service called gone (404, 410). */
    async delete(id: string): Promise<void> {
      await db.deleteFrom("pushSubscriptions").where("id", "=", id).execute();
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
