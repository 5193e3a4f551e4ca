// What one hostile account, within its rate limits, costs everyone else (issue 20's review): while it does each
// of the expensive things an ordinary account may do, another account lists its tasks every 20 ms, and the
// server's memory is read. The reminder row instead measures how late a neighbour's reminder arrives while the
// attacker has a pile of its own falling due at the same moment. Against the built server (`npm run build`
// first); BENCH_DATABASE_URL=postgres://… adds PostgreSQL. Targets: the neighbour's p99 under 100 ms and its
// reminder on time (within the scheduler's poll).
import { randomUUID } from "node:crypto";
import { removeDataDir, type ServerProcess, startServerProcess } from "../e2e/support/server-process";
import { openEventStream } from "../src/server/test/event-stream";
import { TestClient, type TestResponse } from "../src/server/test/test-client";
import { ASSISTANT_MESSAGE_MAX_LENGTH, ASSISTANT_RATE_LIMIT } from "../src/shared/limits";
import { JSON_EXPORT_FORMAT, JSON_EXPORT_VERSION } from "../src/shared/schemas/transfer";
import { markdownTable, QUICK, recordSection } from "./report";
import { NEIGHBOUR_EVERY_MS, onEachEngine, underLoad } from "./support";

/** The tasks behind the assistant's fuzzy search: an import's worth. */
const SEARCHED_TASKS = QUICK ? 300 : 1_000;
/** Vague messages sent one after another (the assistant's rate limit allows 30 a minute). */
const VAGUE_MESSAGES = QUICK ? 3 : 10;
/** A tree of one task, CHILDREN subtasks, and GRANDCHILDREN under each: within 200 direct subtasks a parent. */
const CHILDREN = QUICK ? 20 : 100;
const GRANDCHILDREN = QUICK ? 50 : 200;
/** Plain tasks of an account that deletes itself. */
const ACCOUNT_TASKS = QUICK ? 2_000 : 20_000;
/** Bulk confirmations that each change every overdue task (the most a bulk change touches). */
const BULK_TASKS = 200;
// Two messages each (the change, then the yes), within the assistant's 30 a minute.
const BULK_CHANGES = QUICK ? 3 : Math.floor(ASSISTANT_RATE_LIMIT.maxRequests / 2) - 1;
/** The attacker's reminders falling due at the moment the neighbour's does. */
const ATTACKER_REMINDERS = QUICK ? 300 : 2_000;
const PASSWORD = "correct horse battery";

/** A JSON import of `tasks`, in the shape our export writes. */
async function importJson(client: TestClient, tasks: Record<string, unknown>[]): Promise<void> {
  const file = { format: JSON_EXPORT_FORMAT, version: JSON_EXPORT_VERSION, lists: [], tasks };
  const response = await client.post("/api/import?format=json", file);
  if (response.status !== 200) throw new Error(`Import answered ${response.status} ${JSON.stringify(response.body)}`);
}

async function attacker(server: ServerProcess): Promise<TestClient> {
  const client = new TestClient(server.baseURL);
  await client.signUp(undefined, PASSWORD);
  await client.patch("/api/me", { preferences: { timeZone: "Europe/Berlin" } });
  return client;
}

async function expectOk(what: string, response: Promise<TestResponse>): Promise<TestResponse["body"]> {
  const { status, body } = await response;
  if (status >= 300) throw new Error(`${what} answered ${status} ${JSON.stringify(body)}`);
  return body;
}

/** The tree an attack made, and a list to move it to. */
interface Tree {
  rootId: string;
  listId: string;
}

/** Each attack: what it sets up (not measured), then what the neighbour lives through. */
const ATTACKS: {
  name: string;
  setUp: (client: TestClient) => Promise<Tree | null>;
  run: (client: TestClient, tree: Tree | null) => Promise<void>;
}[] = [
  {
    name: `${VAGUE_MESSAGES} vague "find …" messages of ${ASSISTANT_MESSAGE_MAX_LENGTH} characters, ${SEARCHED_TASKS} tasks`,
    setUp: (client) =>
      importJson(
        client,
        Array.from({ length: SEARCHED_TASKS }, (_, index) => ({
          title: `Imported errand number ${index} for the house`,
        })),
      ).then(() => null),
    run: async (client) => {
      const vague = `find ${"qzx wvy plo kre ".repeat(40)}`.slice(0, ASSISTANT_MESSAGE_MAX_LENGTH).trim();
      for (let index = 0; index < Math.min(VAGUE_MESSAGES, ASSISTANT_RATE_LIMIT.maxRequests); index++) {
        await expectOk("The assistant", client.post("/api/assistant", { message: vague }));
      }
    },
  },
  ...(["move to another list", "complete with its subtasks", "delete"] as const).map((change) => ({
    name: `${change}: a tree of ${1 + CHILDREN + CHILDREN * GRANDCHILDREN} tasks`,
    setUp: async (client: TestClient) => {
      const root = randomUUID();
      const tasks: Record<string, unknown>[] = [{ id: root, title: "Renovate the house" }];
      for (let child = 0; child < CHILDREN; child++) {
        const childId = randomUUID();
        tasks.push({ id: childId, parentId: root, title: `Room ${child}` });
        for (let step = 0; step < GRANDCHILDREN; step++)
          tasks.push({ id: randomUUID(), parentId: childId, title: `Room ${child} step ${step}` });
      }
      await importJson(client, tasks);
      const found = await expectOk("Finding the tree", client.get("/api/tasks?parent=root&limit=10"));
      const list = await expectOk("A list", client.post("/api/lists", { name: `House ${randomUUID().slice(0, 8)}` }));
      return { rootId: found.tasks[0].id as string, listId: list.list.id as string };
    },
    run: async (client: TestClient, tree: Tree | null) => {
      if (!tree) throw new Error("No tree was made");
      const { rootId, listId } = tree;
      if (change === "delete") await expectOk("Delete", client.delete(`/api/tasks/${rootId}`));
      else if (change === "move to another list")
        await expectOk("Move", client.patch(`/api/tasks/${rootId}`, { listId }));
      else
        await expectOk("Complete", client.patch(`/api/tasks/${rootId}`, { completed: true, completeSubtasks: true }));
    },
  })),
  {
    name: `delete an account of ${ACCOUNT_TASKS} tasks`,
    setUp: (client) =>
      importJson(
        client,
        Array.from({ length: ACCOUNT_TASKS }, (_, index) => ({ title: `Plain task ${index}` })),
      ).then(() => null),
    run: async (client) => {
      await expectOk("Account deletion", client.request("DELETE", "/api/me", { body: { password: PASSWORD } }));
    },
  },
  {
    name: `${BULK_CHANGES} bulk changes of ${BULK_TASKS} tasks, then the history read`,
    setUp: (client) =>
      importJson(
        client,
        Array.from({ length: BULK_TASKS }, (_, index) => ({
          title: `Overdue chore ${index} ${"with a long description ".repeat(3)}`,
          description: "x".repeat(4_000),
          dueAt: "2026-01-05T09:00:00.000Z",
        })),
      ).then(() => null),
    run: async (client) => {
      for (let round = 0; round < BULK_CHANGES; round++) {
        const asked = await expectOk(
          "Bulk",
          client.post("/api/assistant", { message: `tag all overdue #round${round}` }),
        );
        if (asked.confirm) await expectOk("Yes", client.post("/api/assistant", { confirm: asked.confirm.token }));
      }
      await Promise.all([1, 2, 3].map(() => expectOk("History", client.get("/api/assistant/history"))));
    },
  },
];

/** How late the neighbour's one reminder arrives while the attacker's pile falls due a second before it. */
async function reminderDelay(server: ServerProcess, neighbour: TestClient) {
  const client = await attacker(server);
  const fireAt = Date.now() + 30_000;
  const at = (ms: number) => new Date(ms).toISOString();
  await importJson(
    client,
    Array.from({ length: ATTACKER_REMINDERS }, (_, index) => ({
      title: `Nag ${index}`,
      reminders: [{ at: at(fireAt - 1_000) }],
    })),
  );
  const stream = await openEventStream(neighbour);
  try {
    await expectOk(
      "Neighbour's reminder",
      neighbour.post("/api/tasks", { title: "Take the cake out", reminders: [{ at: at(fireAt) }] }),
    );
    for (;;) {
      const event = await stream.next(30 * 60_000);
      if (event.event === "reminder.due") return ((Date.now() - fireAt) / 1000).toFixed(1);
    }
  } finally {
    stream.close();
  }
}

async function measure(databaseUrl: string | undefined) {
  const engine = databaseUrl ? "postgres" : "sqlite";
  const rows: Record<string, unknown>[] = [];
  let reminderRow: Record<string, unknown> = {};
  const server = await startServerProcess({ databaseUrl });
  try {
    const neighbour = new TestClient(server.baseURL);
    await neighbour.signUp();
    for (let index = 0; index < 50; index++) await neighbour.post("/api/tasks", { title: `Neighbour's task ${index}` });
    const idle = () => new Promise<void>((resolve) => setTimeout(resolve, 1_000));
    rows.push({ engine, attack: "none (idle)", ...(await underLoad(server.pid, neighbour, idle)) });
    for (const attack of ATTACKS) {
      const client = await attacker(server);
      const tree = await attack.setUp(client);
      console.log(`${engine}: ${attack.name}`);
      rows.push({
        engine,
        attack: attack.name,
        ...(await underLoad(server.pid, neighbour, () => attack.run(client, tree))),
      });
    }
    reminderRow = {
      engine,
      "attacker's reminders due with it": ATTACKER_REMINDERS,
      "neighbour's reminder late by (s)": await reminderDelay(server, neighbour),
    };
  } finally {
    await server.stop();
    await removeDataDir(server.dataDir);
  }
  return { rows, reminderRow };
}

const results = await onEachEngine(measure);
await recordSection({
  id: "attacks",
  title: "Attacks: what one hostile account costs its neighbour",
  markdown: [
    `One account does each expensive thing an account may do, while another lists its tasks every ${NEIGHBOUR_EVERY_MS} ms.`,
    "Target: the neighbour's p99 under 100 ms.",
    "",
    markdownTable(results.flatMap((result) => result.rows)),
    "",
    "The attacker's reminders fall due a second before the neighbour's one; how late that one arrives (the",
    "scheduler polls every 15 s, so up to 15 s is on time).",
    "",
    markdownTable(results.map((result) => result.reminderRow)),
  ].join("\n"),
  data: results,
});
