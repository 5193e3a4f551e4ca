import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { addTask, talkTo } from "../../test/assistant-talk";
import type { TestClient } from "../../test/test-client";
import { startTestServer, type TestServer } from "../../test/test-server";

/** Every statement the server runs, to count how often a message reads the word index or the tags. */
const statements: string[] = [];
let server: TestServer;
let alice: TestClient;
beforeAll(async () => {
  server = await startTestServer({ onQuery: (sql) => statements.push(sql) });
  alice = server.client();
  await alice.signUp();
});
afterAll(() => server.close());
beforeEach(() => {
  statements.length = 0;
});

/** The statements a message ran that match `pattern`, from the message on. */
async function counted(message: string, pattern: RegExp) {
  const from = statements.length;
  const reply = await talkTo(alice, { message });
  return { reply, count: statements.slice(from).filter((sql) => pattern.test(sql)).length };
}

it("tells a new task that repeats an open one by reading the word index once, however many words it has", async () => {
  await addTask(alice, "Call the bank");
  await addTask(alice, "Bank statement");
  const { reply, count } = await counted("call the bank tomorrow at 3pm about the loan", /"taskWords"\."word" >=/);
  expect(reply.reply).toMatch(/^You already have “Call the bank”\. Add .* as a task\?$/);
  expect(reply.actions).toEqual([]);
  expect(count).toBe(1);
});
