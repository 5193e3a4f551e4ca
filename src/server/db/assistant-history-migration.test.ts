import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import { ASSISTANT_BULK_TASKS_MAX, ASSISTANT_HISTORY_USER_MAX_BYTES } from "../../shared/limits";
import type { AssistantResponse } from "../../shared/schemas/assistant";
import type { Task } from "../../shared/schemas/task";
import { createAssistantRepository } from "../features/assistant/assistant.repository";
import { databaseAt, oldUser } from "../test/database-at";
import { migrateToLatest } from "./migrate";

const NOW = "2026-11-25T09:00:00.000Z";

/** A task as the history used to keep it whole, with a long description. */
const longTask = (index: number): Task =>
  ({
    id: `t${index}`,
    title: `Task ${index}`,
    description: "d".repeat(5000),
    version: 2,
  }) as Task;

/** A bulk change as kept before: every task before and after, and the cards. */
function oldBulkResponse(): AssistantResponse {
  const tasks = Array.from({ length: ASSISTANT_BULK_TASKS_MAX }, (_, index) => longTask(index));
  return {
    reply: `Moved ${tasks.length} tasks to Thursday 26 November.`,
    tasks: tasks.slice(0, 20),
    actions: tasks.map((task) => ({ kind: "updated", before: task, after: task })),
    choices: [],
    suggestions: [],
  };
}

it("shrinks the exchanges kept whole before (tasks before and after) to reply text, ids and titles", async () => {
  const { database, remove } = await databaseAt("0016-push-subscriptions");
  try {
    await database.db.insertInto("users").values(oldUser("u1", NOW)).execute();
    const old = JSON.stringify(oldBulkResponse());
    const exchanges = 5;
    for (let number = 1; number <= exchanges; number += 1) {
      await (database.db as unknown as Kysely<{ assistantExchanges: Record<string, unknown> }>)
        .insertInto("assistantExchanges")
        .values({ userId: "u1", message: `postpone ${number}`, response: old, createdAt: NOW })
        .execute();
    }
    // About 2.3 MB each as kept before.
    expect(old.length * exchanges).toBeGreaterThan(5 * ASSISTANT_HISTORY_USER_MAX_BYTES);

    await migrateToLatest(database);
    const page = await createAssistantRepository(database.db).historyPage("u1", { limit: 100 }, NOW);
    expect(page.exchanges.map((exchange) => exchange.message)).toEqual(
      [1, 2, 3, 4, 5].map((number) => `postpone ${number}`),
    );
    for (const exchange of page.exchanges) {
      expect(exchange.response).toEqual({
        reply: "Moved 200 tasks to Thursday 26 November.",
        tasks: Array.from({ length: 20 }, (_, index) => ({ id: `t${index}`, title: `Task ${index}` })),
        choices: [],
        suggestions: [],
        changes: ASSISTANT_BULK_TASKS_MAX,
      });
      expect(exchange.undoUntil).toBeNull();
    }
    const sizes = await database.db.selectFrom("assistantExchanges").select(["bytes", "undoBytes"]).execute();
    const stored = sizes.reduce((sum, row) => sum + row.bytes + row.undoBytes, 0);
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThan(ASSISTANT_HISTORY_USER_MAX_BYTES);
  } finally {
    await remove();
  }
}, 60_000);
