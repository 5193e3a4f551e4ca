// Does the first page stay as fast as the data grows? p50/p99 of GET /api/tasks for users with 100, 10,000 and
// 100,000 tasks, then again once 1,000 more users (with tasks of their own) are in the database: the target is
// flat, the slowest p99 within 1.5× the fastest. Then, for the 10,000-task user, every view, sort, filter and
// search, with the query plan of each (they must all use an index); and the reminders: the scheduler's claim of
// the due ones (through the partial index on fireAt, in turns between users) and a page's reminders. Against the built server (`npm run build`
// first); BENCH_DATABASE_URL=postgres://… adds PostgreSQL. Traffic stays on 127.0.0.1.
import { sql } from "kysely";
import { removeDataDir, startServerProcess } from "../e2e/support/server-process";
import { type Database, openDatabase } from "../src/server/db/connection";
import { CLAIM_SUBQUERY, createRemindersRepository } from "../src/server/features/reminders/reminders.repository";
import { decodeCursor } from "../src/server/features/tasks/task-cursor";
import { createTasksRepository } from "../src/server/features/tasks/tasks.repository";
import { filterFor } from "../src/server/features/tasks/tasks.service";
import { planOf, readsWholeTable } from "../src/server/test/query-plan";
import { TestClient } from "../src/server/test/test-client";
import { CALENDAR_TASKS_MAX, REMINDERS_BATCH_MAX } from "../src/shared/limits";
import { listTasksQuerySchema, sortOf, type Task } from "../src/shared/schemas/task";
import { markdownTable, QUICK, recordSection } from "./report";
import { REMINDER_DAYS, seedLists, seedTasks, seedUser } from "./seed";
import { onEachEngine, pct } from "./support";

/** Tasks of the users whose first page is compared (the middle one's lists are measured shape by shape too). */
const SIZES = QUICK ? [100, 1_000, 5_000] : [100, 10_000, 100_000];
const OTHER_USERS = QUICK ? 100 : 1_000;
const TASKS_PER_OTHER_USER = 50;
const REQUESTS = QUICK ? 40 : 300;
/** The target: the slowest first page's p99 within this many times the fastest. */
const FLAT_WITHIN = 1.5;
/** The calendar's six weeks (a month's grid), around today, where the seeded due dates are. */
const CALENDAR_FROM = new Date(Date.now() - 21 * 86_400_000).toISOString();
const CALENDAR_BEFORE = new Date(Date.now() + 21 * 86_400_000).toISOString();
const SHAPES: Record<string, string> = {
  "all, newest first": "",
  today: "view=today",
  upcoming: "view=upcoming",
  overdue: "view=overdue",
  completed: "view=completed",
  "sort by due": "sort=due",
  "sort by priority": "sort=priority",
  "calendar: six weeks by due date": `dueFrom=${CALENDAR_FROM}&dueBefore=${CALENDAR_BEFORE}&sort=due&limit=${CALENDAR_TASKS_MAX}`,
  "calendar: the No date tray, newest first": "undated=true&sort=created",
  "tag=garden": "tag=garden",
  "priority=high": "priority=high",
  "search a common word (q=pla)": "q=pla",
  "search a rare word (q=zebra)": "q=zebra",
  "search two common words, never together (q=plan water)": "q=plan%20water",
  // Every letter and digit as a word: only TASK_SEARCH_TERMS_MAX of them are looked for.
  "search 36 one-character words": `q=${encodeURIComponent([..."abcdefghijklmnopqrstuvwxyz0123456789"].join(" "))}`,
};
/** The lists of the middle user, whose tasks are spread over them and the Inbox. */
const LISTS = 100;
/**
 * Shapes of the middle user's lists and of its tree (`LIST` stands for one of its lists, `PARENT` for one of its
 * tasks with subtasks).
 */
const LIST_SHAPES: Record<string, string> = {
  "my order (all lists)": "sort=manual",
  "one list of 100, my order": "list=LIST&sort=manual",
  "one list of 100, newest first": "list=LIST",
  "one list of 100, by due date": "list=LIST&sort=due",
  "the Inbox, my order": "list=inbox&sort=manual",
  "top-level tasks (parent=root), newest first": "parent=root",
  "one list of 100, top level, my order": "list=LIST&parent=root&sort=manual",
  "a task's subtasks (parent=<id>)": "parent=PARENT",
};
/** The shapes whose second page is measured too, through the cursor of their first page. */
const PAGED = ["all, newest first", "sort by due"];

/** p50 and p99 (ms) of REQUESTS sequential requests, after a few to warm up; `found`: how many the answer holds. */
async function latency(
  client: TestClient,
  path: string,
  count: (body: Record<string, unknown[]>) => number = (body) => body.tasks?.length ?? 0,
): Promise<{ p50: string; p99: string; found: number }> {
  for (let request = 0; request < 5; request++) await client.get(path);
  const samples: number[] = [];
  let found = 0;
  for (let request = 0; request < REQUESTS; request++) {
    const started = performance.now();
    const response = await client.get(path);
    samples.push(performance.now() - started);
    found = count(response.body);
  }
  return { p50: pct(samples, 50), p99: pct(samples, 99), found };
}

/** Where the scheduler's claim is measured: a day after the seeding, so the reminders of that day are due. */
const CLAIM_AHEAD_MS = 86_400_000;
/** Thrown to roll back a measured claim, so every round claims the same batch. */
const ROLLBACK = new Error("rolled back on purpose");

/**
 * The reminders of the big user's account and of everyone's: p50/p99 of the scheduler's claim (the repository's
 * own, rolled back each round so each claims the same batch) and of the first page with its reminders, with
 * the plans of the claim and of a page's reminders.
 */
async function measureReminders(database: Database, client: TestClient, userId: string) {
  const tasks = createTasksRepository(database.db);
  const claimAt = new Date(Date.now() + CLAIM_AHEAD_MS).toISOString();
  const lateBefore = new Date(Date.parse(claimAt) - 3_600_000).toISOString();
  const isDue = sql`${sql.ref("sentAt")} is null and ${sql.ref("fireAt")} <= ${claimAt}`;
  const counted = await sql<{
    total: number | string;
    pending: number | string;
    due: number | string;
    users: number | string;
  }>`
    select count(*) as total,
      count(case when ${sql.ref("sentAt")} is null then 1 end) as pending,
      count(case when ${isDue} then 1 end) as due,
      count(distinct case when ${isDue} then ${sql.ref("userId")} end) as users
    from ${sql.table("reminders")}`.execute(database.db);
  const { total, pending, due, users } = counted.rows[0] ?? { total: 0, pending: 0, due: 0, users: 0 };

  const samples: number[] = [];
  let claimed = 0;
  for (let round = 0; round < 5 + REQUESTS; round++) {
    const started = performance.now();
    await database.db
      .transaction()
      .execute(async (trx) => {
        claimed = (await createRemindersRepository({ ...database, db: trx }).claimDue(claimAt, lateBefore)).length;
        throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    if (round >= 5) samples.push(performance.now() - started);
  }
  const claimPlan = await planOf(database, createRemindersRepository(database).compileClaim(claimAt, lateBefore));

  const page = await latency(client, "/api/tasks");
  const firstPage = (await client.get("/api/tasks")).body.tasks as Task[];
  const withReminders = firstPage.filter((task) => task.reminders.length > 0).length;
  const pagePlan = await planOf(
    database,
    tasks.compileReminders(
      userId,
      firstPage.map((task) => task.id),
    ),
  );
  const claimThroughIndex = claimPlan.some((line) => line.includes("reminders_pending"));
  /** The tables a plan reads whole, if any: "none", or e.g. "Seq Scan on reminders". */
  const wholeTables = (plan: string[]) =>
    plan
      .filter((line) => readsWholeTable(line, [CLAIM_SUBQUERY]))
      .map((line) => line.replace(/^[\s>-]+/, "").replace(/\s+\(cost=.*$/, ""))
      .join(", ") || "none";
  return {
    rows: [
      {
        engine: database.engine,
        what: `the scheduler's claim (claimDue, rolled back): ${Number(due)} due of ${Number(pending)} pending, ${Number(total)} in all; claims ${claimed} (at most ${REMINDERS_BATCH_MAX}, in turns between the ${Number(users)} users with some due)`,
        "p50 (ms)": pct(samples, 50),
        "p99 (ms)": pct(samples, 99),
        "index used": claimThroughIndex ? "reminders_pending (partial index on fireAt)" : "NOT the partial index",
        "tables read whole": wholeTables(claimPlan),
      },
      {
        engine: database.engine,
        what: `GET /api/tasks, first page with its reminders (${withReminders} of ${page.found} tasks have some; one query)`,
        "p50 (ms)": page.p50,
        "p99 (ms)": page.p99,
        "index used": pagePlan.some((line) => line.includes("reminders_by_task"))
          ? "reminders_by_task"
          : "NOT an index",
        "tables read whole": wholeTables(pagePlan),
      },
    ],
    plans: [`-- the scheduler's claim\n${claimPlan.join("\n")}`, `-- a page's reminders\n${pagePlan.join("\n")}`],
  };
}

/**
 * While the database is seeded the server closes the keep-alive connection last used; the next request on it
 * would fail (a POST is not retried). One that may fail drops it.
 */
const dropIdleConnection = (baseUrl: string) => fetch(`${baseUrl}/api/health`).catch(() => undefined);

async function measure(databaseUrl: string | undefined) {
  const server = await startServerProcess({ ...(databaseUrl ? { databaseUrl } : {}) });
  const database = openDatabase({ databaseUrl, dataDir: server.dataDir });
  const engine = database.engine;
  // Only this seeding connection skips syncing to disk; the server keeps its own settings.
  if (engine === "sqlite") await sql`pragma synchronous = off`.execute(database.db);
  const tasks = createTasksRepository(database.db);
  try {
    const users: { size: number; client: TestClient; userId: string; listIds: string[] }[] = [];
    const seeded = Date.now();
    for (const size of SIZES) {
      await dropIdleConnection(server.baseURL);
      const client = new TestClient(server.baseURL);
      await client.signUp();
      const userId = (await client.get("/api/me")).body.user.id as string;
      const listIds = size === SIZES[1] ? await seedLists(database, userId, LISTS) : [];
      await seedTasks(tasks, userId, size, listIds);
      users.push({ size, client, userId, listIds });
    }
    await sql`analyze`.execute(database.db);
    console.log(`${engine}: seeded ${SIZES.join(", ")} tasks in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);

    await dropIdleConnection(server.baseURL);
    const scale: Record<string, string | number>[] = [];
    const firstPage = async (what: string, userClient: TestClient) => {
      const { p50, p99 } = await latency(userClient, "/api/tasks");
      scale.push({ engine, user: what, "p50 (ms)": p50, "p99 (ms)": p99 });
    };
    for (const { size, client } of users) await firstPage(`${size.toLocaleString("en")} tasks`, client);
    for (let other = 0; other < OTHER_USERS; other++) {
      await seedTasks(tasks, await seedUser(database, "other"), TASKS_PER_OTHER_USER);
    }
    await sql`analyze`.execute(database.db);
    await dropIdleConnection(server.baseURL);
    const smallest = users[0] as (typeof users)[number];
    await firstPage(
      `${smallest.size} tasks, ${OTHER_USERS.toLocaleString("en")} other users (${TASKS_PER_OTHER_USER} tasks each)`,
      smallest.client,
    );
    const p99s = scale.map((row) => Number(row["p99 (ms)"]));
    const spread = Math.max(...p99s) / Math.min(...p99s);

    const { client, userId, size, listIds } = users[1] as (typeof users)[number];
    const oneList = listIds[Math.floor(listIds.length / 2)] ?? "";
    const roots = (await client.get("/api/tasks?parent=root&limit=200")).body.tasks as Task[];
    const oneParent = roots.find((task) => task.subtasks.total > 0)?.id;
    if (!oneParent) throw new Error("The seeded user has no open task with subtasks among its first 200.");
    const shapes = [
      ...Object.entries(SHAPES),
      ...Object.entries(LIST_SHAPES).map(
        ([shape, query]) => [shape, query.replace("LIST", oneList).replace("PARENT", oneParent)] as [string, string],
      ),
    ];
    for (const shape of PAGED) {
      const query = SHAPES[shape] ?? "";
      const { nextCursor } = (await client.get(`/api/tasks?${query}`)).body;
      shapes.push([`${shape}, page 2`, `${query}&cursor=${encodeURIComponent(nextCursor)}`]);
    }
    const rows: Record<string, string | number>[] = [];
    const plans: string[] = [];
    for (const [shape, query] of shapes) {
      const { p50, p99, found } = await latency(client, `/api/tasks?${query}`);
      const parsed = listTasksQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const compiled = tasks.compileList(userId, {
        filter: filterFor(parsed, new Date()),
        sort: sortOf(parsed),
        limit: parsed.limit + 1,
        after: parsed.cursor ? decodeCursor(parsed.cursor, sortOf(parsed)) : undefined,
      });
      const lines = await planOf(database, compiled);
      plans.push(`-- ${shape}\n${lines.join("\n")}`);
      rows.push({
        engine,
        shape,
        "tasks on page": found,
        "p50 (ms)": p50,
        "p99 (ms)": p99,
        "every table through an index": lines.some((line) => readsWholeTable(line)) ? "NO" : "yes",
      });
    }
    // The side navigation's lists with their counts, for the same user.
    const overview = await latency(client, "/api/lists", (body) => body.lists?.length ?? 0);
    rows.push({
      engine,
      shape: `GET /api/lists (${LISTS} lists, counts of ${size.toLocaleString("en")} tasks)`,
      "tasks on page": overview.found,
      "p50 (ms)": overview.p50,
      "p99 (ms)": overview.p99,
      "every table through an index": "(a count per list, from the (userId, listId, completed) index)",
    });
    const reminders = await measureReminders(database, client, userId);
    plans.push(...reminders.plans);
    return { engine, scale, spread, rows, plans, shapesOf: size, reminders: reminders.rows };
  } finally {
    await database.close();
    await server.stop();
    await removeDataDir(server.dataDir);
  }
}

const results = await onEachEngine(measure);
for (const { engine, plans } of results) console.log(`${engine} query plans:\n${plans.join("\n\n")}`);
await recordSection({
  id: "scale",
  title: "Scale: the first page as the data grows",
  markdown: [
    markdownTable(results.flatMap((result) => result.scale)),
    "",
    ...results.map(
      ({ engine, spread }) =>
        `${engine}: the slowest p99 is ${spread.toFixed(2)}× the fastest (target: within ${FLAT_WITHIN}×): ` +
        `${spread <= FLAT_WITHIN ? "flat" : "NOT flat"}.`,
    ),
    "",
    `Every list of the ${(results[0]?.shapesOf ?? 0).toLocaleString("en")}-task user, with the other users in the database:`,
    "",
    markdownTable(results.flatMap((result) => result.rows)),
    "",
    `Reminders (one task in five has one or two; their instants spread from ${REMINDER_DAYS.before} days before ` +
      `the seeding to ${REMINDER_DAYS.after} days after it), claimed a day after the seeding, and the same user's first page:`,
    "",
    markdownTable(results.flatMap((result) => result.reminders)),
    "",
    `${REQUESTS} sequential requests per row (after 5 to warm up), one keep-alive client. Tasks and the other ` +
      "users are written straight into the database (bench/seed.ts); the query plans are printed by the script.",
  ].join("\n"),
  data: results.map(({ engine, scale, spread, rows, plans, reminders }) => ({
    engine,
    scale,
    spread,
    rows,
    reminders,
    plans,
  })),
});
