import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";

export interface RunningImport {
  id: string;
  userId: string;
  committed: boolean;
}

/** The imports under way: one per account (a unique `userId`), each with the time it last showed it was alive. */
export function createImportsRepository(db: Kysely<DB>) {
  return {
    /** Claims the account's one import; false when it has one under way already. */
    async begin(id: string, userId: string, now: string): Promise<boolean> {
      const row = await db
        .insertInto("imports")
        .values({ id, userId, heartbeatAt: now, committed: false })
        .onConflict((conflict) => conflict.column("userId").doNothing())
        .returning("id")
        .executeTakeFirst();
      return row !== undefined;
    },

    async heartbeat(id: string, now: string): Promise<void> {
      await db.updateTable("imports").set({ heartbeatAt: now }).where("id", "=", id).execute();
    },

    /** Every task is in: from here on the import is finished, never undone. */
    async commit(id: string): Promise<void> {
      await db.updateTable("imports").set({ committed: true }).where("id", "=", id).execute();
    },

    async end(id: string): Promise<void> {
      await db.deleteFrom("imports").where("id", "=", id).execute();
    },

    /** Imports, of one account or of any, that have shown no sign of life since `before`: their server is gone. */
    async stale(before: string, userId?: string): Promise<RunningImport[]> {
      const rows = await db
        .selectFrom("imports")
        .select(["id", "userId", "committed"])
        .where("heartbeatAt", "<", before)
        .$if(userId !== undefined, (query) => query.where("userId", "=", userId as string))
        .execute();
      return rows.map((row) => ({ ...row, committed: Boolean(row.committed) }));
    },
  };
}

export type ImportsRepository = ReturnType<typeof createImportsRepository>;
