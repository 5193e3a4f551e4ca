import type { Kysely, Migration } from "kysely";
import { ASSISTANT_HISTORY_USER_MAX_BYTES } from "../../../shared/limits";
import type { AssistantResponse } from "../../../shared/schemas/assistant";
import { bytesOf, recordOf } from "../../features/assistant/history-record";
import type { Engine } from "../connection";
import { columnTypes } from "./column-types";

/**
 * The assistant's history keeps what the page redraws (reply text, task ids and titles), its Undo data only for
 * a while, and a bounded number of bytes per user (see docs/decisions/016-*): each exchange's size is stored so
 * the cap costs a read of small numbers. The exchanges kept whole until now (a bulk change kept 200 tasks
 * before and after, megabytes) are shrunk to that, one row at a time, newest first; a user's oldest beyond the
 * cap go. Their old Undo data goes too: it would have expired long ago.
 */
export function assistantHistorySize(engine: Engine): Migration {
  const { timestamp } = columnTypes(engine);
  return {
    async up(untyped: Kysely<unknown>) {
      await untyped.schema
        .alterTable("assistantExchanges")
        .addColumn("bytes", "integer", (col) => col.notNull().defaultTo(0))
        .execute();
      await untyped.schema.alterTable("assistantExchanges").addColumn("undo", "text").execute();
      await untyped.schema.alterTable("assistantExchanges").addColumn("undoExpiresAt", timestamp).execute();
      await untyped.schema
        .alterTable("assistantExchanges")
        .addColumn("undoBytes", "integer", (col) => col.notNull().defaultTo(0))
        .execute();

      const db = untyped as Kysely<{
        assistantExchanges: { id: number; userId: string; message: string; response: string; bytes: number };
      }>;
      const users = await db.selectFrom("assistantExchanges").select("userId").distinct().execute();
      for (const { userId } of users) {
        let kept = 0;
        let before: number | undefined;
        // One row in memory at a time: a row could be megabytes.
        for (;;) {
          let query = db
            .selectFrom("assistantExchanges")
            .select(["id", "message", "response"])
            .where("userId", "=", userId)
            .orderBy("id", "desc")
            .limit(1);
          if (before !== undefined) query = query.where("id", "<", before);
          const row = await query.executeTakeFirst();
          if (!row) break;
          before = Number(row.id);
          const response = JSON.stringify(recordOf(row.message, JSON.parse(row.response) as AssistantResponse));
          const bytes = bytesOf(row.message) + bytesOf(response);
          if (kept > 0 && kept + bytes > ASSISTANT_HISTORY_USER_MAX_BYTES) {
            await db.deleteFrom("assistantExchanges").where("userId", "=", userId).where("id", "<=", before).execute();
            break;
          }
          kept += bytes;
          await db.updateTable("assistantExchanges").set({ response, bytes }).where("id", "=", before).execute();
        }
      }
    },
  };
}
