import type { Kysely } from "kysely";
import { ASSISTANT_HISTORY_MAX, ASSISTANT_HISTORY_USER_MAX_BYTES } from "../../../shared/limits";
import type { TextLanguage } from "../../../shared/quick-add/language-of";
import type { AssistantExchange, AssistantRecord } from "../../../shared/schemas/assistant";
import { type DB, toIsoString } from "../../db/schema";
import { bytesOf, openButtonsOf } from "./history-record";
import { keptRecord } from "./plan-handlers";

/** An exchange to keep: `undo` (stored JSON) until `undoExpiresAt`, when it has any. */
export interface NewExchange {
  message: string;
  response: AssistantRecord;
  createdAt: string;
  undo?: { steps: string; expiresAt: string };
}

/** The conversation and pending questions of each user; every query is scoped to its owner. */
export function createAssistantRepository(db: Kysely<DB>) {
  const exchangeColumns = ["id", "message", "response", "createdAt", "undo", "undoExpiresAt"] as const;
  /**
   * An exchange as the history gives it, its Undo and buttons as they stand `now`; `open`: the user's questions
   * still open then. Undo data is cleared when taken, and (expired) when an exchange is added: cleared before its
   * expiry, it was taken.
   */
  function exchangeOf(
    row: {
      id: number;
      message: string;
      response: string;
      createdAt: Date | string;
      undo: string | null;
      undoExpiresAt: Date | string | null;
    },
    now: string,
    open: ReadonlySet<string>,
  ): AssistantExchange {
    const response = keptRecord(JSON.parse(row.response) as AssistantRecord);
    const undoExpiresAt = row.undoExpiresAt === null ? null : toIsoString(row.undoExpiresAt);
    const lasts = undoExpiresAt !== null && Date.parse(undoExpiresAt) > Date.parse(now);
    const undo = lasts ? (row.undo !== null ? "available" : "undone") : response.changes > 0 ? "expired" : "none";
    return {
      id: Number(row.id),
      message: row.message,
      response,
      createdAt: toIsoString(row.createdAt),
      undoUntil: undo === "available" ? undoExpiresAt : null,
      undo,
      open: openButtonsOf(response, open),
    };
  }

  /** The tokens of the user's questions open at `now`: at most those asked within ASSISTANT_CONFIRM_TTL_SECONDS. */
  async function openQuestions(userId: string, now: string): Promise<ReadonlySet<string>> {
    const rows = await db
      .selectFrom("assistantQuestions")
      .select("token")
      .where("userId", "=", userId)
      .where("expiresAt", ">", now)
      .execute();
    return new Set(rows.map((row) => row.token));
  }

  return {
    /**
     * Saves an exchange, forgets the user's Undo data that has expired by `now`, then drops the user's oldest
     * exchanges beyond the newest ASSISTANT_HISTORY_MAX or ASSISTANT_HISTORY_USER_MAX_BYTES (the newest stays).
     */
    async addExchange(userId: string, exchange: NewExchange, now: string): Promise<void> {
      const response = JSON.stringify(exchange.response);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("assistantExchanges")
          .values({
            userId,
            message: exchange.message,
            response,
            createdAt: exchange.createdAt,
            bytes: bytesOf(exchange.message) + bytesOf(response),
            undo: exchange.undo?.steps ?? null,
            undoExpiresAt: exchange.undo?.expiresAt ?? null,
            undoBytes: exchange.undo ? bytesOf(exchange.undo.steps) : 0,
          })
          .execute();
        await trx
          .updateTable("assistantExchanges")
          .set({ undo: null, undoBytes: 0 })
          .where("userId", "=", userId)
          .where("undoExpiresAt", "<=", now)
          .where("undo", "is not", null)
          .execute();
        // At most ASSISTANT_HISTORY_MAX small rows: the sizes alone, newest first, until the cap is reached.
        const sizes = await trx
          .selectFrom("assistantExchanges")
          .select(["id", "bytes", "undoBytes"])
          .where("userId", "=", userId)
          .orderBy("id", "desc")
          .limit(ASSISTANT_HISTORY_MAX)
          .execute();
        let kept = 0;
        let oldestKept: number | undefined;
        for (const row of sizes) {
          kept += row.bytes + row.undoBytes;
          if (oldestKept !== undefined && kept > ASSISTANT_HISTORY_USER_MAX_BYTES) break;
          oldestKept = Number(row.id);
        }
        if (oldestKept === undefined) return;
        await trx.deleteFrom("assistantExchanges").where("userId", "=", userId).where("id", "<", oldestKept).execute();
      });
    },

    /** Up to `limit` exchanges before the one with id `before` (the newest without), oldest first. */
    async historyPage(
      userId: string,
      { before, limit }: { before?: number | undefined; limit: number },
      now: string,
    ): Promise<{ exchanges: AssistantExchange[]; more: boolean }> {
      let query = db
        .selectFrom("assistantExchanges")
        .select(exchangeColumns)
        .where("userId", "=", userId)
        .orderBy("id", "desc")
        .limit(limit + 1);
      if (before !== undefined) query = query.where("id", "<", before);
      const [rows, open] = await Promise.all([query.execute(), openQuestions(userId, now)]);
      const exchanges = rows.slice(0, limit).map((row) => exchangeOf(row, now, open));
      return { exchanges: exchanges.reverse(), more: rows.length > limit };
    },

    /** Every kept exchange, oldest first, `pageSize` rows at a time (for the export). */
    async *everyExchange(userId: string, pageSize: number, now: string): AsyncGenerator<AssistantExchange[]> {
      let after = 0;
      const open = await openQuestions(userId, now);
      for (;;) {
        const rows = await db
          .selectFrom("assistantExchanges")
          .select(exchangeColumns)
          .where("userId", "=", userId)
          .where("id", ">", after)
          .orderBy("id", "asc")
          .limit(pageSize)
          .execute();
        if (rows.length > 0) yield rows.map((row) => exchangeOf(row, now, open));
        const last = rows.at(-1);
        if (!last || rows.length < pageSize) return;
        after = Number(last.id);
      }
    },

    /**
     * Takes the exchange's Undo data while it lasts, once: `gone` when the user has the exchange but nothing
     * (more) to undo, undefined when the user has no such exchange.
     */
    async takeUndo(userId: string, id: number, now: string): Promise<{ steps: string } | "gone" | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("assistantExchanges")
          .select(["undo", "undoExpiresAt"])
          .where("userId", "=", userId)
          .where("id", "=", id)
          .executeTakeFirst();
        if (!row) return undefined;
        const { undo, undoExpiresAt } = row;
        if (undo === null || undoExpiresAt === null || Date.parse(toIsoString(undoExpiresAt)) <= Date.parse(now))
          return "gone";
        // Taken by whoever clears it first: a second Undo racing this one updates nothing.
        const taken = await trx
          .updateTable("assistantExchanges")
          .set({ undo: null, undoBytes: 0 })
          .where("userId", "=", userId)
          .where("id", "=", id)
          .where("undo", "is not", null)
          .executeTakeFirst();
        return taken.numUpdatedRows === 1n ? { steps: undo } : "gone";
      });
    },

    async clearHistory(userId: string): Promise<void> {
      await db.deleteFrom("assistantExchanges").where("userId", "=", userId).execute();
    },

    /** Keeps a question until `expiresAt`, dropping the user's questions that have expired by `now`. */
    async addQuestion(
      userId: string,
      question: { token: string; label: string; plan: string; language: TextLanguage; expiresAt: string },
      now: string,
    ): Promise<void> {
      await db.deleteFrom("assistantQuestions").where("userId", "=", userId).where("expiresAt", "<=", now).execute();
      await db
        .insertInto("assistantQuestions")
        .values({ userId, ...question })
        .execute();
    },

    /** Drops the user's question with this token, if it is there: the user said No. */
    async dropQuestion(userId: string, token: string): Promise<void> {
      await db.deleteFrom("assistantQuestions").where("token", "=", token).where("userId", "=", userId).execute();
    },

    /** Removes and returns the user's question with this token while it is open: an answer counts once. */
    async takeQuestion(
      userId: string,
      token: string,
      now: string,
    ): Promise<{ label: string; plan: string; language: TextLanguage } | undefined> {
      return db
        .deleteFrom("assistantQuestions")
        .where("token", "=", token)
        .where("userId", "=", userId)
        .where("expiresAt", ">", now)
        .returning(["label", "plan", "language"])
        .executeTakeFirst();
    },
  };
}

export type AssistantRepository = ReturnType<typeof createAssistantRepository>;
