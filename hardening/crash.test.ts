import { randomInt } from "node:crypto";
import { once } from "node:events";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { expect, it } from "vitest";
import { SQLITE_FILE_NAME } from "../src/server/data-dir";
import { TestClient } from "../src/server/test/test-client";
import { TEST_DATABASE_URL } from "../src/server/test/test-env";
import { freePort } from "../src/test/free-port";
import { allTasks, ENGINE, serversOnFreshStorage } from "./support/engine";

/** Rounds of write, kill -9, restart and check; a round takes about two seconds. */
const ROUNDS = 20;
const USERS = 4;
/** Writers per user, each owning its tasks, so a task has at most one write in flight when the server dies. */
const WRITERS_PER_USER = 2;
/** Writes acknowledged in a round before its kill, at the least. */
const ACKNOWLEDGED_PER_ROUND_MIN = USERS * WRITERS_PER_USER;
/** How long the writers write before the kill, at random within these bounds. */
const WRITE_MS = { least: 300, most: 1200 } as const;

/** One task as its writer knows it: the title last acknowledged, and one sent but not (yet) answered. */
interface Written {
  acknowledged: string;
  inFlight?: string;
}

const servers = serversOnFreshStorage("crash");

it(`keeps every acknowledged write through ${ROUNDS} kill -9 mid-write, and the database stays sound (${ENGINE})`, async () => {
  // One port for every run, so the clients' sessions carry over to the restarted server.
  const port = await freePort("localhost");
  const start = () => servers.start({ port });
  let server = await start();
  const clients = Array.from({ length: USERS }, () => new TestClient(server.baseURL));
  for (const client of clients) await client.signUp();
  const written = clients.map(() => new Map<string, Written>());
  let acknowledgedWrites = 0;

  for (let round = 0; round < ROUNDS; round++) {
    let dead = false;
    let acknowledgedThisRound = 0;
    const writers = clients.flatMap((client, user) =>
      Array.from({ length: WRITERS_PER_USER }, async (_, writer) => {
        const mine = new Map<string, Written>();
        let n = 0;
        // Until the server is gone: every request that fails to get an answer ends the writer.
        while (!dead) {
          n++;
          const title = `u${user} w${writer} r${round} #${n}`;
          const existing = [...mine].at(randomInt(Math.max(mine.size, 1)));
          try {
            if (existing && n % 2 === 0) {
              const [id, task] = existing;
              task.inFlight = title;
              const response = await client.patch(`/api/tasks/${id}`, { title });
              expect(response.status).toBe(200);
              task.acknowledged = title;
              delete task.inFlight;
            } else {
              const response = await client.post("/api/tasks", { title });
              expect(response.status).toBe(201);
              mine.set(response.body.task.id, { acknowledged: title });
            }
            acknowledgedWrites++;
            acknowledgedThisRound++;
          } catch (error) {
            // fetch's own failure (no answer, or one cut short) is the kill; anything else is a finding.
            if (!(dead && error instanceof TypeError)) throw error;
          }
        }
        for (const [id, task] of mine) written[user]?.set(id, task);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, WRITE_MS.least + randomInt(WRITE_MS.most - WRITE_MS.least)));
    // On a slow machine, not before every writer has had a write acknowledged: each round must test something.
    while (acknowledgedThisRound < ACKNOWLEDGED_PER_ROUND_MIN) await new Promise((resolve) => setTimeout(resolve, 20));
    const exited = once(server.child, "exit");
    dead = true;
    server.child.kill("SIGKILL");
    await exited;
    await Promise.all(writers);

    if (ENGINE === "sqlite") checkSqlite(servers.storage.dataDir);
    server = await start();
    for (const [user, client] of clients.entries()) {
      const stored = new Map((await allTasks(client)).map((task) => [task.id, task.title]));
      for (const [id, task] of written[user] ?? []) {
        const title = stored.get(id);
        // A write in flight at the kill may or may not have landed; an acknowledged one must have.
        expect([task.acknowledged, task.inFlight]).toContain(title);
        task.acknowledged = title ?? task.acknowledged;
        delete task.inFlight;
      }
    }
  }
  const { schema } = servers.storage;
  if (schema) await checkPostgres(schema.name);
  expect(acknowledgedWrites).toBeGreaterThanOrEqual(ROUNDS * ACKNOWLEDGED_PER_ROUND_MIN);
});

/** SQLite's own checks of the file the killed server left (opening it also replays the WAL, as the server would). */
function checkSqlite(dataDir: string): void {
  const database = new SQLite(path.join(dataDir, SQLITE_FILE_NAME));
  try {
    expect(database.pragma("integrity_check")).toEqual([{ integrity_check: "ok" }]);
    expect(database.pragma("quick_check")).toEqual([{ quick_check: "ok" }]);
    expect(database.pragma("foreign_key_check")).toEqual([]);
  } finally {
    database.close();
  }
}

/** PostgreSQL's amcheck over every table and B-tree index of the schema, and a lookup that must use an index. */
async function checkPostgres(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    // In the test's schema, so it goes when the schema is dropped.
    await client.query(`create extension if not exists amcheck schema "${schema}"`);
    const tables = await client.query<{ oid: number }>(
      "select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relkind = 'r'",
      [schema],
    );
    for (const { oid } of tables.rows) {
      const corruption = await client.query(`select * from "${schema}".verify_heapam($1)`, [oid]);
      expect(corruption.rows).toEqual([]);
    }
    const indexes = await client.query<{ oid: number }>(
      `select c.oid from pg_index i join pg_class c on c.oid = i.indexrelid
       join pg_namespace n on n.oid = c.relnamespace join pg_am a on a.oid = c.relam
       where n.nspname = $1 and a.amname = 'btree'`,
      [schema],
    );
    expect(indexes.rows.length).toBeGreaterThan(0);
    // heapallindexed: every row of the table is found in the index too.
    for (const { oid } of indexes.rows) await client.query(`select "${schema}".bt_index_check($1, true)`, [oid]);
    // Counted through the table and through an index, the tasks agree.
    await client.query(`set search_path = "${schema}"`);
    await client.query("set enable_seqscan = off");
    const byIndex = await client.query<{ n: string }>("select count(*) as n from tasks where id is not null");
    await client.query("reset enable_seqscan");
    await client.query("set enable_indexscan = off; set enable_bitmapscan = off; set enable_indexonlyscan = off");
    const byTable = await client.query<{ n: string }>("select count(*) as n from tasks");
    expect(byIndex.rows[0]?.n).toBe(byTable.rows[0]?.n);
  } finally {
    await client.end();
  }
}
