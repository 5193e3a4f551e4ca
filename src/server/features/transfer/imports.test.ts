import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_RATE_LIMIT, TASK_SEARCH_WORDS_MAX } from "../../../shared/limits";
import { takeConsoleErrors } from "../../../test/fail-on-console-error";
import { fixedClock } from "../../test/fixed-clock";
import { signedInFixture } from "../../test/signed-in-fixture";
import type { TestClient } from "../../test/test-client";
import { startTestServer, type TestServer } from "../../test/test-server";
import { IMPORT_LEASE_MS } from "./transfer.service";

const fixture = signedInFixture();

const importCsv = (client: TestClient, csv: string, preview = false, headers: Record<string, string> = {}) =>
  client.request("POST", `/api/import?format=csv${preview ? "&preview=true" : ""}`, {
    rawBody: csv,
    headers: { "content-type": "text/csv", ...headers },
  });

/** A CSV of `rows` tasks, large enough to be read and written in many pieces; `row` may change any line. */
function bigCsv(rows: number, row: (index: number) => string = (index) => `Task ${index},Some notes,,low,home,no`) {
  return [
    "title,description,due,priority,tags,completed",
    ...Array.from({ length: rows }, (_none, index) => row(index + 1)),
  ].join("\n");
}

async function taskCount(client: TestClient): Promise<number> {
  let count = 0;
  for (const view of ["all", "completed"]) {
    let cursor: string | null = null;
    do {
      const page: { tasks: unknown[]; nextCursor: string | null } = (
        await client.get(`/api/tasks?view=${view}&limit=200${cursor ? `&cursor=${cursor}` : ""}`)
      ).body;
      count += page.tasks.length;
      cursor = page.nextCursor;
    } while (cursor);
  }
  return count;
}

const userIdOf = async (client: TestClient): Promise<string> => (await client.get("/api/me")).body.user.id;

/** Whether the account has an import under way, as its claim in the database says. */
async function importRunning(userId: string): Promise<boolean> {
  const row = await fixture.server.database.db
    .selectFrom("imports")
    .select("id")
    .where("userId", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Waits for the account's import to be seen running; fails should it end first (then the file was too small). */
async function whileRunning(userId: string, running: Promise<unknown>): Promise<void> {
  let ended = false;
  void running.finally(() => {
    ended = true;
  });
  while (!(await importRunning(userId))) {
    if (ended) throw new Error("The import ended before it was seen running: give it a larger file");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe("imports stay all or nothing", () => {
  it("saves nothing when a row late in a big file is bad", async () => {
    const rows = 5000;
    const csv = bigCsv(rows, (index) => (index === rows - 1 ? `Late,x,2026-02-30,,,` : `Task ${index},notes,,,,`));
    const response = await importCsv(fixture.alice, csv);
    expect(response.status).toBe(422);
    expect(response.body.error.message).toBe("1 row has problems, so nothing was imported.");
    expect(response.body.report.errors).toEqual([{ row: rows - 1, field: "due", message: expect.any(String) }]);
    expect(await taskCount(fixture.alice)).toBe(0);
  });

  it("leaves nothing when writing fails part way, and the account can import again", async () => {
    const { db, engine } = fixture.server.database;
    // The database itself refuses one task near the end, after many batches have been written.
    if (engine === "sqlite") {
      await sql`create trigger refuse_boom before insert on tasks when new.title = 'Boom'
        begin select raise(abort, 'Boom refused'); end`.execute(db);
    } else {
      await sql`create function refuse_boom() returns trigger language plpgsql as $$
        begin if new.title = 'Boom' then raise exception 'Boom refused'; end if; return new; end $$`.execute(db);
      await sql`create trigger refuse_boom before insert on tasks for each row execute function refuse_boom()`.execute(
        db,
      );
    }
    // Many transactions of 20 tasks are written before the refused one.
    const rows = 1500;
    try {
      const response = await importCsv(
        fixture.alice,
        bigCsv(rows, (index) => (index === rows - 10 ? "Boom" : `Task ${index},Some notes,,low,home,no`)),
      );
      expect(response.status).toBe(500);
      expect(takeConsoleErrors().join("\n")).toContain("Boom refused");
    } finally {
      await sql`drop trigger refuse_boom${sql.raw(engine === "sqlite" ? "" : " on tasks")}`.execute(db);
    }
    expect(await taskCount(fixture.alice)).toBe(0);
    const notes = await db.selectFrom("importedTasks").select("taskId").execute();
    expect(notes).toEqual([]);
    expect((await importCsv(fixture.alice, bigCsv(3))).body.report).toMatchObject({ count: 3, imported: true });
  });

  it("undoes an import cut off by a crash once its heartbeat is stale, before the account's next one", async () => {
    const userId = await userIdOf(fixture.alice);
    await importCsv(fixture.alice, bigCsv(2));
    const kept = await taskCount(fixture.alice);
    // What a server killed mid-write leaves: a claim, and some of its tasks noted as its own.
    const { db } = fixture.server.database;
    const longAgo = new Date(Date.now() - 2 * IMPORT_LEASE_MS).toISOString();
    await db.insertInto("imports").values({ id: "cut-off", userId, heartbeatAt: longAgo, committed: false }).execute();
    const half = (await fixture.alice.get("/api/tasks")).body.tasks as { id: string }[];
    await db
      .insertInto("importedTasks")
      .values([{ importId: "cut-off", taskId: half[0]?.id ?? "" }])
      .execute();

    const response = await importCsv(fixture.alice, bigCsv(4));
    expect(response.status).toBe(200);
    expect(await taskCount(fixture.alice)).toBe(kept - 1 + 4);
  });
});

describe("one import at a time per account", () => {
  it("answers 409 to a second import while one runs, and lets it through once that one has finished", async () => {
    const userId = await userIdOf(fixture.alice);
    const first = importCsv(fixture.alice, bigCsv(1500));
    await whileRunning(userId, first);
    const second = await importCsv(fixture.alice, bigCsv(1), true);
    expect(second.status).toBe(409);
    expect(second.body.error).toEqual({
      code: "import_running",
      message: "An import into this account is running already. Wait for it to finish, then try again.",
    });
    expect((await first).status).toBe(200);
    expect((await importCsv(fixture.alice, bigCsv(1), true)).status).toBe(200);
  });

  it("answers another account while an import runs", async () => {
    const bob = fixture.server.client();
    await bob.signUp();
    await bob.post("/api/tasks", { title: "Bob's" });
    const userId = await userIdOf(fixture.alice);
    let importDone = false;
    const running = importCsv(fixture.alice, bigCsv(1500)).then((response) => {
      importDone = true;
      return response;
    });
    await whileRunning(userId, running);
    const list = await bob.get("/api/tasks");
    expect(list.body.tasks.map((task: { title: string }) => task.title)).toEqual(["Bob's"]);
    expect(importDone).toBe(false);
    expect((await running).status).toBe(200);
  });
});

describe("search indexes a bounded number of words per task", () => {
  const word = (index: number) => `w${String(index).padStart(4, "0")}`;
  // The title's one word comes first, so the description's are indexed up to TASK_SEARCH_WORDS_MAX - 1.
  const description = Array.from({ length: TASK_SEARCH_WORDS_MAX + 20 }, (_none, index) => word(index)).join(" ");
  const found = async (client: TestClient, q: string) => (await client.get(`/api/tasks?q=${q}`)).body.tasks.length;

  it("when a task is created, edited or imported", async () => {
    const created = await fixture.alice.post("/api/tasks", { title: "Notes", description });
    expect(created.status).toBe(201);
    expect(await found(fixture.alice, word(TASK_SEARCH_WORDS_MAX - 2))).toBe(1);
    expect(await found(fixture.alice, word(TASK_SEARCH_WORDS_MAX - 1))).toBe(0);

    await fixture.alice.patch(`/api/tasks/${created.body.task.id}`, { description: `new ${description}` });
    expect(await found(fixture.alice, word(TASK_SEARCH_WORDS_MAX - 3))).toBe(1);
    expect(await found(fixture.alice, word(TASK_SEARCH_WORDS_MAX - 2))).toBe(0);

    const bob = fixture.server.client();
    await bob.signUp();
    expect((await importCsv(bob, `title,description\nNotes,${description}`)).status).toBe(200);
    expect(await found(bob, word(TASK_SEARCH_WORDS_MAX - 2))).toBe(1);
    expect(await found(bob, word(TASK_SEARCH_WORDS_MAX - 1))).toBe(0);
  });
});

describe("imports are rate-limited per account", () => {
  let server: TestServer;
  const clock = fixedClock("2026-11-23T12:00:00Z");
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  it(`allows ${IMPORT_RATE_LIMIT.maxRequests} files an hour, previews included, whatever the IP`, async () => {
    const alice = server.client();
    await alice.signUp();
    for (let index = 0; index < IMPORT_RATE_LIMIT.maxRequests; index++) {
      const response = await importCsv(alice, bigCsv(1), index % 2 === 0, { "x-forwarded-for": `10.9.9.${index}` });
      expect(response.status).toBe(200);
    }
    const refused = await importCsv(alice, bigCsv(1), true);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toContain("Too many imports");
    expect(Number(refused.headers.get("retry-after"))).toBe(IMPORT_RATE_LIMIT.windowSeconds);

    const bob = server.client();
    await bob.signUp();
    expect((await importCsv(bob, bigCsv(1), true, { "x-forwarded-for": alice.ip })).status).toBe(200);

    clock.advance(IMPORT_RATE_LIMIT.windowSeconds * 1000);
    expect((await importCsv(alice, bigCsv(1), true)).status).toBe(200);
  });
});
