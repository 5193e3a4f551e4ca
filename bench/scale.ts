// One user with 10,000 tasks: p50/p99 of GET /api/tasks for every view, sort, filter and search, and the
// query plan of each (they must all use an index). Against the built server (`npm run build` first);
// BENCH_DATABASE_URL=postgres://… adds PostgreSQL. Traffic stays on 127.0.0.1.
import { CompiledQuery } from "kysely";
import { removeDataDir, startServerProcess } from "../e2e/support/server-process";
import { decodeCursor } from "../src/server/features/tasks/task-cursor";
import { sortKeyLength } from "../src/server/features/tasks/tasks.repository";
import { filterFor } from "../src/server/features/tasks/tasks.service";
import { TestClient } from "../src/server/test/test-client";
import { listTasksQuerySchema } from "../src/shared/schemas/task";
import { seed, TASKS } from "./seed";
import { onEachEngine, pct } from "./support";

const REQUESTS = 200;
const SHAPES: Record<string, string> = {
  "all, newest first": "",
  today: "view=today",
  upcoming: "view=upcoming",
  overdue: "view=overdue",
  completed: "view=completed",
  "sort by due": "sort=due",
  "sort by priority": "sort=priority",
  "tag=garden": "tag=garden",
  "priority=high": "priority=high",
  "search a common word (q=pla)": "q=pla",
  "search a rare word (q=zebra)": "q=zebra",
  "search two common words, never together (q=plan water)": "q=plan%20water",
  // Every letter and digit as a word: only TASK_SEARCH_TERMS_MAX of them are looked for.
  "search 36 one-character words": `q=${encodeURIComponent([..."abcdefghijklmnopqrstuvwxyz0123456789"].join(" "))}`,
};
/** The shapes whose second page is measured too, through the cursor of their first page. */
const PAGED = ["all, newest first", "sort by due"];

async function measure(databaseUrl: string | undefined) {
  const server = await startServerProcess({ databaseUrl });
  const client = new TestClient(server.baseURL);
  await client.signUp();
  const userId = (await client.get("/api/me")).body.user.id as string;
  const seeded = Date.now();
  const { database, tasks } = await seed(databaseUrl, server.dataDir, userId);
  console.log(`${database.engine}: seeded ${TASKS} tasks in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
  // The connection kept alive since sign-up has been closed by the server meanwhile; this drops it.
  await client.get("/api/health").catch(() => undefined);

  const shapes = Object.entries(SHAPES);
  for (const shape of PAGED) {
    const query = SHAPES[shape] ?? "";
    const { nextCursor } = (await client.get(`/api/tasks?${query}`)).body;
    shapes.push([`${shape}, page 2`, `${query}&cursor=${encodeURIComponent(nextCursor)}`]);
  }

  const rows: Record<string, string>[] = [];
  const plans: string[] = [];
  try {
    for (const [shape, query] of shapes) {
      const samples: number[] = [];
      let found = 0;
      for (let request = 0; request < REQUESTS; request++) {
        const started = performance.now();
        const response = await client.get(`/api/tasks?${query}`);
        samples.push(performance.now() - started);
        found = response.body.tasks.length;
      }
      rows.push({ shape, "tasks on page": String(found), "p50 (ms)": pct(samples, 50), "p99 (ms)": pct(samples, 99) });

      const parsed = listTasksQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const compiled = tasks.compileList(userId, {
        filter: filterFor(parsed, new Date()),
        sort: parsed.sort,
        limit: parsed.limit + 1,
        after: parsed.cursor ? decodeCursor(parsed.cursor, parsed.sort, sortKeyLength(parsed.sort)) : undefined,
      });
      const explain = database.engine === "sqlite" ? "explain query plan " : "explain ";
      const plan = await database.db.executeQuery(CompiledQuery.raw(explain + compiled.sql, [...compiled.parameters]));
      const lines = plan.rows.map((row) => {
        const record = row as Record<string, unknown>;
        return String(record["QUERY PLAN"] ?? record.detail);
      });
      plans.push(`-- ${shape}\n${lines.join("\n")}`);
    }
  } finally {
    await database.close();
    await server.stop();
    await removeDataDir(server.dataDir);
  }
  return { engine: database.engine, rows, plans };
}

for (const { engine, rows, plans } of await onEachEngine(measure)) {
  console.log(`\n${engine}: GET /api/tasks for one user with ${TASKS} tasks (${REQUESTS} requests each)`);
  console.table(rows);
  console.log(`${engine} query plans:\n${plans.join("\n\n")}`);
}
