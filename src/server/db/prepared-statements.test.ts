import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../test/test-client";
import { TEST_DATABASE_URL } from "../test/test-env";
import { startTestServer, type TestServer } from "../test/test-server";
import { openDatabase, preparedStatementCount, SQLITE_STATEMENTS_MAX } from "./connection";

/**
 * Issue 20, point 7: SQLite keeps a compiled statement per SQL text, so a text that varies with a page's size
 * (its ids listed in `in (…)`) made one user's calendar reads grow the server by hundreds of megabytes.
 */
const TASKS = 130;
const WEEK = "dueFrom=2026-11-30T00%3A00%3A00Z&dueBefore=2026-12-07T00%3A00%3A00Z&sort=due";

describe("the SQL a page of tasks runs", () => {
  const texts = new Set<string>();
  let server: TestServer;
  let alice: TestClient;
  beforeAll(async () => {
    server = await startTestServer({ onQuery: (text) => texts.add(text) });
    alice = server.client();
    await alice.signUp();
    for (let start = 0; start < TASKS; start += 26) {
      await Promise.all(
        Array.from({ length: 26 }, async (_, index) => {
          const day = 1 + ((start + index) % 6);
          const task = { title: `Task ${start + index}`, tags: ["calendar"], dueAt: `2026-12-0${day}T09:00:00.000Z` };
          expect((await alice.post("/api/tasks", task)).status).toBe(201);
          expect((await alice.post("/api/tasks", { title: `Undated ${start + index}` })).status).toBe(201);
        }),
      );
    }
  });
  afterAll(() => server.close());

  async function readEveryPageSize() {
    for (let limit = 1; limit <= TASKS; limit++) {
      const week = await alice.get(`/api/tasks?${WEEK}&limit=${limit}`);
      expect(week.body.tasks).toHaveLength(limit);
      const undated = await alice.get(`/api/tasks?undated=true&limit=${limit}`);
      expect(undated.body.tasks).toHaveLength(limit);
    }
  }

  it(`comes in a few fixed texts whatever the page's size (1 to ${TASKS} tasks)`, async () => {
    texts.clear();
    await readEveryPageSize();
    // Each page's ids go into three lookups (tags, reminders, subtask counts): 8 sizes of list each (1, 2, 4,
    // …, 128 ids) instead of 130, besides the page's own query and the session's.
    expect(texts.size).toBeLessThanOrEqual(3 * 8 + 10);
    const seen = new Set(texts);
    const kept = preparedStatementCount(server.database.db);

    await readEveryPageSize();
    expect(new Set([...texts].filter((text) => !seen.has(text)))).toEqual(new Set());
    if (!TEST_DATABASE_URL) {
      expect(preparedStatementCount(server.database.db)).toBe(kept);
      expect(kept).toBeLessThanOrEqual(SQLITE_STATEMENTS_MAX);
    }
  });

  it("inserts a varying number of rows in a few fixed texts (a task's 1 to 20 tags)", async () => {
    texts.clear();
    for (let count = 1; count <= 20; count++) {
      const tags = Array.from({ length: count }, (_, index) => `tag${index}`);
      expect((await alice.post("/api/tasks", { title: `${count} tags`, tags })).status).toBe(201);
    }
    const tagInserts = [...texts].filter((text) => /^insert into "taskTags"/.test(text));
    // 1, 2, 4, 8 and 16 rows a statement.
    expect(tagInserts).toHaveLength(5);
  });
});

// The statement cache is SQLite's (PostgreSQL prepares nothing of ours): its ceiling is tested there alone.
if (!TEST_DATABASE_URL)
  describe("SQLite's prepared statements", () => {
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), "taskmind-statements-"));
    });
    afterAll(() => rm(dataDir, { recursive: true, force: true }));

    it(`are at most ${SQLITE_STATEMENTS_MAX} at a time, however many texts ran, and renewed only between transactions`, async () => {
      const { db, close } = openDatabase({ dataDir });
      try {
        await sql`create table notes (n integer primary key)`.execute(db);
        const texts = SQLITE_STATEMENTS_MAX + 50;
        // Each a text of its own (a literal, not a parameter), as a query whose text varied with its data would be.
        await db.transaction().execute(async (trx) => {
          for (let n = 0; n < texts; n++) await sql`insert into notes (n) values (${sql.lit(n)})`.execute(trx);
          // Inside the transaction the connection stays as it is: past the bound, until the transaction ends.
          expect(preparedStatementCount(db)).toBeGreaterThan(SQLITE_STATEMENTS_MAX);
        });
        for (let n = 0; n < texts; n++) {
          const row = await sql<{ n: number }>`select n from notes where n = ${sql.lit(n)}`.execute(db);
          expect(row.rows).toEqual([{ n }]);
          expect(preparedStatementCount(db)).toBeLessThanOrEqual(SQLITE_STATEMENTS_MAX);
        }
        // The settings of the connection hold on the renewed one.
        const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
        expect(foreignKeys.rows).toEqual([{ foreign_keys: 1 }]);
      } finally {
        await close();
      }
    });
  });
