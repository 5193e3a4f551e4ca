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

it("names, of two open tasks a new one repeats, the one its earliest word finds", async () => {
  await addTask(alice, "Oil the chain");
  await addTask(alice, "Call the plumber");
  const { reply } = await counted("oil the chain, then call the plumber tomorrow at 9", /"taskWords"/);
  expect(reply.reply).toMatch(/^You already have “Oil the chain”\./);
});

it("reads a word that names no task as a tag, as said or without its s, in one read of the tasks", async () => {
  await addTask(alice, "Buy stamps", { tags: ["errands"] });
  await addTask(alice, "Post the parcel", { tags: ["errands"] });
  const tagged = /"taskTags"\."tag" (?:=|in)/;
  const none = await counted("how many chores do I have", tagged);
  expect(none.reply.reply).toBe("No open task is matching “chores”.");
  const plural = await counted("how many errands do I have", tagged);
  expect(plural.reply.reply).toBe("You have 2 open tasks tagged #errands.");
  expect(plural.count).toBe(1);
  // Both spellings are tags: the one without its "s" is meant, as the rules have always had it.
  await addTask(alice, "Fix the bike", { tags: ["errand"] });
  const singular = await counted("how many errands do I have", tagged);
  expect(singular.reply.reply).toBe("You have 1 open task tagged #errand.");
  expect(singular.count).toBe(1);
});

it("finds a task named after a word for its kind when its title alone names one, and only then", async () => {
  await addTask(alice, "Paint the fence");
  const found = await talkTo(alice, { message: "complete the chore paint the fence" });
  expect(found.reply).toBe("Completed “Paint the fence”.");
  await addTask(alice, "Wash the car");
  await addTask(alice, "Wash the dog");
  const two = await talkTo(alice, { message: "complete the chore wash the" });
  expect(two.actions).toEqual([]);
});
