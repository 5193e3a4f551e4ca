// How long the assistant takes to answer, from sending `POST /api/assistant` to the whole reply, for users
// with 1,000 tasks each: a mix of questions, quick adds and commands (a name with a typo included, which
// reads up to 1,000 tasks). The assistant answers 30 messages a minute per user, so several users share the
// work. Against the built server (`npm run build` first); BENCH_DATABASE_URL=postgres://… adds PostgreSQL.
import { removeDataDir, startServerProcess } from "../e2e/support/server-process";
import { TestClient } from "../src/server/test/test-client";
import { ASSISTANT_RATE_LIMIT } from "../src/shared/limits";
import type { Task } from "../src/shared/schemas/task";
import { markdownTable, QUICK, recordSection } from "./report";
import { seed } from "./seed";
import { onEachEngine, pct } from "./support";

const TASKS_PER_USER = QUICK ? 200 : 1_000;
const USERS = QUICK ? 2 : 10;

/** Thirty messages, one user's allowance for a minute: questions, quick adds and commands on named tasks. */
function messagesFor(tasks: Task[]): string[] {
  const name = (index: number) => tasks[index % tasks.length]?.title ?? "nothing";
  const typo = (title: string) => title.replace(/^(\w)(\w)/, "$2$1");
  return [
    // An add first: the first reply after a start then pays for the write path too (parser, insert, events).
    "buy oat milk tomorrow at 5pm #errands p1",
    "hello",
    "what's due today",
    "what's due tomorrow",
    "what's due this week",
    "what's overdue",
    "show #errands",
    "high priority",
    "how many tasks are overdue?",
    "was ist morgen fällig?",
    "thanks!",
    "call mom next friday at 9",
    "pay rent on the 1st !2",
    "water the plants every morning",
    "Müll rausbringen jeden Dienstag",
    "book flights 3/12 #travel",
    "dentist in 2 weeks at 10:30",
    "renew passport end of month p2",
    `complete ${name(1)}`,
    `complete ${typo(name(2))}`,
    `move ${name(3)} to friday`,
    `move ${name(4)} to dec 3 at 17:00`,
    `tag ${name(5)} #bench`,
    `delete ${name(6)}`,
    "complete plan",
    "postpone all overdue to tomorrow",
    "move everything due today to tomorrow",
    `postpone ${name(7)} to in 3 days`,
    `finish ${name(8)} as done`,
    "undo that",
  ].slice(0, ASSISTANT_RATE_LIMIT.maxRequests);
}

async function measure(databaseUrl: string | undefined) {
  const server = await startServerProcess({ databaseUrl });
  const samples: number[] = [];
  let first: number | undefined;
  let engine = "";
  try {
    const clients: TestClient[] = [];
    for (let user = 0; user < USERS; user++) {
      const client = new TestClient(server.baseURL);
      await client.signUp();
      await client.patch("/api/me", { preferences: { timeZone: "Europe/Berlin" } });
      const userId = (await client.get("/api/me")).body.user.id as string;
      const { database } = await seed(databaseUrl, server.dataDir, userId, TASKS_PER_USER);
      engine = database.engine;
      await database.close();
      clients.push(client);
    }
    for (const client of clients) {
      const open = (await client.get("/api/tasks?limit=50")).body.tasks as Task[];
      for (const message of messagesFor(open)) {
        const started = performance.now();
        const response = await client.post("/api/assistant", { message });
        // The first message after the start pays for whatever the server builds lazily (date readers).
        if (first === undefined) first = performance.now() - started;
        else samples.push(performance.now() - started);
        if (response.status !== 200) throw new Error(`${message}: ${response.status} ${JSON.stringify(response.body)}`);
      }
    }
  } finally {
    await server.stop();
    await removeDataDir(server.dataDir);
  }
  return {
    engine,
    "first reply after start (ms)": Math.round(first ?? 0),
    "warm replies": samples.length,
    "p50 (ms)": pct(samples, 50),
    "p99 (ms)": pct(samples, 99),
  };
}

const rows = await onEachEngine(measure);
await recordSection({
  id: "assistant",
  title: "Assistant replies",
  markdown: [
    `From sending \`POST /api/assistant\` to the whole reply, for ${USERS} users of ${TASKS_PER_USER} tasks each, a`,
    "minute's allowance of messages per user: questions (German too), quick adds, small talk, commands on named",
    "tasks and undo; rules only. The first reply after the server starts is shown on its own (targets: warm p99",
    "under 100 ms, the first under 300 ms).",
    "",
    markdownTable(rows),
  ].join("\n"),
  data: rows,
});
