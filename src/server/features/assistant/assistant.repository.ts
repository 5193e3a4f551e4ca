import type { Kysely } from "kysely";
import { ASSISTANT_HISTORY_MAX } from "../../../shared/limits";
import type { AssistantExchange, AssistantResponse } from "../../../shared/schemas/assistant";
import { type DB, toIsoString } from "../../db/schema";

/** The assistant's conversation and pending questions of each user; every query is scoped to its owner. */
export function createAssistantRepository(db: Kysely<DB>) {
  return {
    /** Saves an exchange and drops the user's oldest beyond the newest ASSISTANT_HISTORY_MAX. */
    async addExchange(
      userId: string,
      exchange: { message: string; response: AssistantResponse; createdAt: string },
    ): Promise<AssistantExchange> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto("assistantExchanges")
          .values({
            userId,
            message: exchange.message,
            response: JSON.stringify(exchange.response),
            createdAt: exchange.createdAt,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const oldestKept = trx
          .selectFrom("assistantExchanges")
          .select("id")
          .where("userId", "=", userId)
          .orderBy("id", "desc")
          .limit(1)
          .offset(ASSISTANT_HISTORY_MAX - 1);
        // Fewer than the maximum: the subquery is empty, the comparison null, and nothing goes.
        await trx.deleteFrom("assistantExchanges").where("userId", "=", userId).where("id", "<", oldestKept).execute();
        return { id: Number(id), ...exchange };
      });
    },

    /** The kept exchanges, oldest first. */
    async history(userId: string): Promise<AssistantExchange[]> {
      const rows = await db
        .selectFrom("assistantExchanges")
        .select(["id", "message", "response", "createdAt"])
        .where("userId", "=", userId)
        .orderBy("id", "desc")
        .limit(ASSISTANT_HISTORY_MAX)
        .execute();
      return rows.reverse().map((row) => ({
        id: Number(row.id),
        message: row.message,
        response: JSON.parse(row.response) as AssistantResponse,
        createdAt: toIsoString(row.createdAt),
      }));
    },

    async clearHistory(userId: string): Promise<void> {
      await db.deleteFrom("assistantExchanges").where("userId", "=", userId).execute();
    },

    /** Keeps a question until `expiresAt`, dropping the user's questions that have expired by `now`. */
    async addQuestion(
      userId: string,
      question: { token: string; label: string; plan: string; expiresAt: string },
      now: string,
    ): Promise<void> {
      await db.deleteFrom("assistantQuestions").where("userId", "=", userId).where("expiresAt", "<=", now).execute();
      await db
        .insertInto("assistantQuestions")
        .values({ userId, ...question })
        .execute();
    },

    /** Removes and returns the user's question with this token while it is open: an answer counts once. */
    async takeQuestion(
      userId: string,
      token: string,
      now: string,
    ): Promise<{ label: string; plan: string } | undefined> {
      return db
        .deleteFrom("assistantQuestions")
        .where("token", "=", token)
        .where("userId", "=", userId)
        .where("expiresAt", ">", now)
        .returning(["label", "plan"])
        .executeTakeFirst();
    },
  };
}

export type AssistantRepository = ReturnType<typeof createAssistantRepository>;
