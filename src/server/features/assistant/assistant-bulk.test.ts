import { afterAll, beforeAll, expect, it } from "vitest";
import { ASSISTANT_BULK_TASKS_MAX } from "../../../shared/limits";
import { JSON_EXPORT_FORMAT, JSON_EXPORT_VERSION } from "../../../shared/schemas/transfer";
import { TASKS_PER_BATCH } from "../../batches";
import { whileAnotherReads } from "../../test/batched-change";
import { startTestServer, type TestServer } from "../../test/test-server";

/** Every statement the server runs, in order, to see how a bulk change is cut into batches. */
const statements: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ onQuery: (sql) => statements.push(sql) });
});
afterAll(() => server.close());

it("changes the most tasks a bulk change takes a batch at a time, answering other accounts in between", async () => {
  const alice = server.client();
  await alice.signUp();
  const overdue = Array.from({ length: ASSISTANT_BULK_TASKS_MAX }, (_, index) => ({
    title: `Overdue chore ${index}`,
    dueAt: "2020-01-06T09:00:00.000Z",
  }));
  const file = { format: JSON_EXPORT_FORMAT, version: JSON_EXPORT_VERSION, tasks: overdue };
  expect((await alice.post("/api/import?format=json", file)).status).toBe(200);
  const asked = await alice.post("/api/assistant", { message: "tag all overdue #later" });
  expect(asked.body.confirm, JSON.stringify(asked.body)).toBeDefined();

  const { batches, othersAnswered } = await whileAnotherReads(
    server,
    statements,
    () => alice.post("/api/assistant", { confirm: asked.body.confirm.token }),
    /^update "tasks" set/,
  );
  expect(batches).toBeGreaterThanOrEqual(ASSISTANT_BULK_TASKS_MAX);
  // Another account's reads come through while it runs, not only once it is over.
  expect(othersAnswered).toBeGreaterThanOrEqual(ASSISTANT_BULK_TASKS_MAX / TASKS_PER_BATCH / 2);
  expect((await alice.get("/api/tasks?tag=later&limit=200")).body.tasks).toHaveLength(ASSISTANT_BULK_TASKS_MAX);
});
