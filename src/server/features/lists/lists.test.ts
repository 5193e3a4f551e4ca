import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_EMOJI_MAX_LENGTH, LIST_NAME_MAX_LENGTH, LISTS_PER_USER_MAX } from "../../../shared/limits";
import { LIST_MESSAGES, type List } from "../../../shared/schemas/list";
import type { Task } from "../../../shared/schemas/task";
import { openEventStream } from "../../test/event-stream";
import { onPostgres } from "../../test/postgres-admin";
import { signedInFixture } from "../../test/signed-in-fixture";
import type { TestClient } from "../../test/test-client";
import { TEST_DATABASE_URL } from "../../test/test-env";
import { startTestServer, type TestServer } from "../../test/test-server";

const fixture = signedInFixture();

async function newList(client: TestClient, body: Record<string, unknown>): Promise<List> {
  const response = await client.post("/api/lists", body);
  expect(response.status).toBe(201);
  return response.body.list;
}

async function newTask(client: TestClient, title: string, extra: Record<string, unknown> = {}): Promise<Task> {
  const response = await client.post("/api/tasks", { title, ...extra });
  expect(response.status).toBe(201);
  return response.body.task;
}

const titles = async (client: TestClient, query: string) => {
  const response = await client.get(`/api/tasks?${query}`);
  expect(response.status).toBe(200);
  return (response.body.tasks as Task[]).map((task) => task.title);
};

/** Sends `count` list creations at once, spread over `clients` (one instance each); answers how many got which status. */
async function createAtOnce(clients: TestClient[], count: number): Promise<Record<number, number>> {
  const responses = await Promise.all(
    Array.from({ length: count }, (_, n) => clients[n % clients.length]?.post("/api/lists", { name: `Raced ${n}` })),
  );
  const statuses: Record<number, number> = {};
  for (const response of responses) if (response) statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  return statuses;
}

const names = async (client: TestClient) =>
  ((await client.get("/api/lists")).body.lists as List[]).map((list) => list.name);

describe("lists", () => {
  it("start with an empty Inbox and no lists of one's own", async () => {
    const response = await fixture.alice.get("/api/lists");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ inbox: { openCount: 0, taskCount: 0 }, lists: [] });
  });

  it("are made with a trimmed name, a colour and an emoji, each after the last", async () => {
    const work = await newList(fixture.alice, { name: "  Work  ", color: "blue", emoji: "💼" });
    expect(work).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: "Work",
      color: "blue",
      emoji: "💼",
      position: expect.any(Number),
      archived: false,
      openCount: 0,
      taskCount: 0,
      createdAt: expect.any(String),
      updatedAt: work.createdAt,
    });
    const family = await newList(fixture.alice, { name: "Family", emoji: "👩‍👩‍👧‍👦" });
    expect(family).toMatchObject({ color: null, emoji: "👩‍👩‍👧‍👦" });
    expect(family.position).toBeGreaterThan(work.position);
    expect(await names(fixture.alice)).toEqual(["Work", "Family"]);
  });

  it.each([
    ["no name", {}, { name: LIST_MESSAGES.nameRequired }],
    ["a blank name", { name: "   " }, { name: LIST_MESSAGES.nameRequired }],
    ["a name too long", { name: "n".repeat(LIST_NAME_MAX_LENGTH + 1) }, { name: LIST_MESSAGES.nameTooLong }],
    ["a line break in the name", { name: "Work\nHome" }, { name: expect.stringContaining("control characters") }],
    ["a colour off the palette", { name: "x", color: "#ff0000" }, { color: LIST_MESSAGES.colorInvalid }],
    ["two emoji", { name: "x", emoji: "🍎🍐" }, { emoji: LIST_MESSAGES.emojiInvalid }],
    ["text for an emoji", { name: "x", emoji: "ab" }, { emoji: LIST_MESSAGES.emojiInvalid }],
    [
      "an over-long emoji",
      { name: "x", emoji: "👍🏽".repeat(LIST_EMOJI_MAX_LENGTH) },
      { emoji: LIST_MESSAGES.emojiInvalid },
    ],
    ["an unknown field", { name: "x", userId: "someone-else" }, { userId: "Unknown field." }],
  ])("refuse %s with 400 and field errors, saving nothing", async (_case, body, fields) => {
    const response = await fixture.alice.post("/api/lists", body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: "validation_failed", fields });
    expect(await names(fixture.alice)).toEqual([]);
  });

  it("take the longest name allowed, and a flag", async () => {
    await newList(fixture.alice, { name: "n".repeat(LIST_NAME_MAX_LENGTH), emoji: "🇩🇪" });
  });

  it(`are at most ${LISTS_PER_USER_MAX} per account`, async () => {
    for (let n = 0; n < LISTS_PER_USER_MAX; n++) await newList(fixture.alice, { name: `List ${n}` });
    const refused = await fixture.alice.post("/api/lists", { name: "One too many" });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("too_many_lists");
    expect((await fixture.alice.get("/api/lists")).body.lists).toHaveLength(LISTS_PER_USER_MAX);
  });

  it(`are at most ${LISTS_PER_USER_MAX} however many are made at once`, async () => {
    const statuses = await createAtOnce([fixture.alice], 300);
    expect(statuses).toEqual({ 201: LISTS_PER_USER_MAX, 409: 300 - LISTS_PER_USER_MAX });
    expect((await fixture.alice.get("/api/lists")).body.lists).toHaveLength(LISTS_PER_USER_MAX);
  });

  // Two instances share a database only on PostgreSQL; SQLite's embedded file has one server.
  if (TEST_DATABASE_URL)
    describe("made at once on two instances sharing PostgreSQL", () => {
      let other: TestServer;
      beforeAll(async () => {
        other = await startTestServer({ shareDatabaseWith: fixture.server });
      });
      afterAll(() => other.close());

      it(`are at most ${LISTS_PER_USER_MAX}`, async () => {
        const statuses = await createAtOnce([fixture.alice, fixture.alice.at(other.baseUrl)], 300);
        expect(statuses).toEqual({ 201: LISTS_PER_USER_MAX, 409: 300 - LISTS_PER_USER_MAX });
        expect((await fixture.alice.get("/api/lists")).body.lists).toHaveLength(LISTS_PER_USER_MAX);
      });

      it(`are at most ${LISTS_PER_USER_MAX} when lists are made while an import that checked them runs`, async () => {
        for (let n = 0; n < 60; n++) await newList(fixture.alice, { name: `Exported ${n}` });
        const exported = JSON.stringify((await fixture.alice.get("/api/export?format=json")).body);
        // The file's 60 lists are new to an account of 140: they fit when the import checks them.
        const bob = fixture.server.client();
        await bob.signUp();
        const bobId = (await bob.get("/api/me")).body.user.id as string;
        expect(await createAtOnce([bob], 140)).toEqual({ 201: 140 });
        // Another instance making 60 lists at the same moment: it holds the account's lock while it writes them.
        const holder = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await holder.connect();
        try {
          await holder.query(`set search_path to "${fixture.server.postgresSchema}"`);
          await holder.query("begin");
          await holder.query("update users set role = role where id = $1", [bobId]);
          await holder.query(
            `insert into lists (id, "userId", name, position, archived, "createdAt", "updatedAt")
           select gen_random_uuid()::text, $1, 'Meanwhile ' || n, 1000 + n, false, now(), now()
           from generate_series(1, 60) as n`,
            [bobId],
          );
          let answered = false;
          const imported = bob
            .request("POST", "/api/import?format=json", {
              rawBody: exported,
              headers: { "content-type": "application/json" },
            })
            .then((importResponse) => {
              answered = true;
              return importResponse;
            });
          // The import has checked the file against the 140 lists it saw, and waits for the lock to make its own
          // (or, did it not wait, has made them already).
          const waiting = () =>
            onPostgres(
              `select pid from pg_stat_activity where wait_event_type = 'Lock' and query like 'update "users" set "role"%'`,
            );
          await expect.poll(async () => answered || (await waiting()) > 0, { timeout: 10_000 }).toBe(true);
          await holder.query("commit");
          const answer = await imported;
          expect(answer.status).toBe(422);
          expect(answer.body.error.code).toBe("too_many_lists");
        } finally {
          await holder.end();
        }
        const lists = (await bob.get("/api/lists")).body.lists as List[];
        expect(lists).toHaveLength(LISTS_PER_USER_MAX);
        expect(lists.filter((list) => list.name.startsWith("Exported"))).toEqual([]);
      });
    });

  it("are renamed, recoloured, archived and reordered", async () => {
    const work = await newList(fixture.alice, { name: "Work" });
    const home = await newList(fixture.alice, { name: "Home", color: "green" });
    const renamed = await fixture.alice.patch(`/api/lists/${work.id}`, { name: "Office", color: "red", emoji: "🏢" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.list).toMatchObject({ id: work.id, name: "Office", color: "red", emoji: "🏢" });
    const cleared = await fixture.alice.patch(`/api/lists/${home.id}`, { color: null, archived: true });
    expect(cleared.body.list).toMatchObject({ color: null, archived: true });
    // Home before Office: a position below Office's.
    await fixture.alice.patch(`/api/lists/${home.id}`, { position: work.position - 0.5 });
    expect(await names(fixture.alice)).toEqual(["Home", "Office"]);
  });

  it("refuse an empty change, and a position that is not a number", async () => {
    const work = await newList(fixture.alice, { name: "Work" });
    const empty = await fixture.alice.patch(`/api/lists/${work.id}`, {});
    expect(empty.status).toBe(400);
    const wrong = await fixture.alice.patch(`/api/lists/${work.id}`, { position: "first" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ position: LIST_MESSAGES.positionInvalid });
  });

  it("of another user do not exist: not listed, not changed, not deleted, not filled", async () => {
    const bob = fixture.server.client();
    await bob.signUp();
    const bobs = await newList(bob, { name: "Bob's" });
    const bobsTask = await newTask(bob, "Bob's task", { listId: bobs.id });
    expect(await names(fixture.alice)).toEqual([]);
    expect((await fixture.alice.patch(`/api/lists/${bobs.id}`, { name: "Mine" })).status).toBe(404);
    expect((await fixture.alice.delete(`/api/lists/${bobs.id}`)).status).toBe(404);
    const intoBobs = await fixture.alice.post("/api/tasks", { title: "Sneaky", listId: bobs.id });
    expect(intoBobs.status).toBe(400);
    expect(intoBobs.body.error.fields).toEqual({ listId: "This list was not found." });
    const mine = await newTask(fixture.alice, "Mine");
    expect((await fixture.alice.patch(`/api/tasks/${mine.id}`, { listId: bobs.id })).status).toBe(400);
    expect(await titles(fixture.alice, `list=${bobs.id}`)).toEqual([]);
    expect((await bob.get(`/api/lists`)).body.lists).toMatchObject([{ name: "Bob's", openCount: 1 }]);
    expect((await bob.get(`/api/tasks/${bobsTask.id}`)).body.task.listId).toBe(bobs.id);
  });
});

describe("tasks in lists", () => {
  it("go into a list when made or moved, the Inbox otherwise, and are listed by list", async () => {
    const work = await newList(fixture.alice, { name: "Work" });
    const report = await newTask(fixture.alice, "Report", { listId: work.id });
    expect(report.listId).toBe(work.id);
    const milk = await newTask(fixture.alice, "Milk");
    expect(milk.listId).toBeNull();
    await newTask(fixture.alice, "Slides", { listId: work.id });
    expect(await titles(fixture.alice, `list=${work.id}`)).toEqual(["Slides", "Report"]);
    expect(await titles(fixture.alice, "list=inbox")).toEqual(["Milk"]);

    const moved = await fixture.alice.patch(`/api/tasks/${milk.id}`, { listId: work.id });
    expect(moved.status).toBe(200);
    expect(moved.body.task.listId).toBe(work.id);
    expect(await titles(fixture.alice, "list=inbox")).toEqual([]);
    await fixture.alice.patch(`/api/tasks/${report.id}`, { listId: null });
    expect(await titles(fixture.alice, "list=inbox")).toEqual(["Report"]);
  });

  it("are counted per list, open and all, the Inbox too", async () => {
    const work = await newList(fixture.alice, { name: "Work" });
    await newTask(fixture.alice, "Open", { listId: work.id });
    const done = await newTask(fixture.alice, "Done", { listId: work.id });
    await fixture.alice.patch(`/api/tasks/${done.id}`, { completed: true });
    await newTask(fixture.alice, "Inbox");
    const { body } = await fixture.alice.get("/api/lists");
    expect(body.inbox).toEqual({ openCount: 1, taskCount: 1 });
    expect(body.lists).toMatchObject([{ name: "Work", openCount: 1, taskCount: 2 }]);
  });

  it("combine the list with views, search and tags", async () => {
    const work = await newList(fixture.alice, { name: "Work" });
    await newTask(fixture.alice, "Budget review", { listId: work.id, tags: ["money"] });
    await newTask(fixture.alice, "Budget at home", { tags: ["money"] });
    await newTask(fixture.alice, "Team lunch", { listId: work.id });
    expect(await titles(fixture.alice, `list=${work.id}&q=budget`)).toEqual(["Budget review"]);
    expect(await titles(fixture.alice, "list=inbox&tag=money")).toEqual(["Budget at home"]);
    expect(await titles(fixture.alice, `list=${work.id}&view=completed`)).toEqual([]);
  });

  it.each(["work", "00000000-0000-0000-0000-00000000000G", ""])("refuse list=%s with 400", async (list) => {
    const response = await fixture.alice.get(`/api/tasks?list=${list}`);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("validation_failed");
  });

  it("go with their list when it is deleted, and the answer says how many", async () => {
    const work = await newList(fixture.alice, { name: "Work" });
    const home = await newList(fixture.alice, { name: "Home" });
    const tasks = [];
    for (let n = 0; n < 45; n++)
      tasks.push(await newTask(fixture.alice, `Work ${n}`, { listId: work.id, tags: ["x"] }));
    await fixture.alice.patch(`/api/tasks/${tasks[0]?.id}`, { completed: true });
    await newTask(fixture.alice, "Stays", { listId: home.id });
    await newTask(fixture.alice, "Inbox stays");

    const deleted = await fixture.alice.delete(`/api/lists/${work.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deletedTasks: 45 });
    expect((await fixture.alice.get(`/api/tasks/${tasks[1]?.id}`)).status).toBe(404);
    expect(await names(fixture.alice)).toEqual(["Home"]);
    expect((await titles(fixture.alice, "view=all")).sort()).toEqual(["Inbox stays", "Stays"]);
    expect((await fixture.alice.get("/api/tags")).body.tags).toEqual([]);
    expect((await fixture.alice.delete(`/api/lists/${work.id}`)).status).toBe(404);
  });
});

describe("my order", () => {
  it("puts new tasks last and moves one by its position alone, page after page", async () => {
    const work = await newList(fixture.alice, { name: "Work" });
    const [a, b, c] = [
      await newTask(fixture.alice, "A", { listId: work.id }),
      await newTask(fixture.alice, "B", { listId: work.id }),
      await newTask(fixture.alice, "C", { listId: work.id }),
    ];
    if (!a || !b || !c) throw new Error("tasks missing");
    expect(await titles(fixture.alice, `list=${work.id}&sort=manual`)).toEqual(["A", "B", "C"]);

    // C between A and B: one write, the others keep their positions.
    const moved = await fixture.alice.patch(`/api/tasks/${c.id}`, { position: (a.position + b.position) / 2 });
    expect(moved.status).toBe(200);
    expect(await titles(fixture.alice, `list=${work.id}&sort=manual`)).toEqual(["A", "C", "B"]);
    expect((await fixture.alice.get(`/api/tasks/${b.id}`)).body.task.position).toBe(b.position);

    const first = await fixture.alice.get(`/api/tasks?list=${work.id}&sort=manual&limit=2`);
    expect(first.body.tasks.map((task: Task) => task.title)).toEqual(["A", "C"]);
    const rest = await fixture.alice.get(
      `/api/tasks?list=${work.id}&sort=manual&limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`,
    );
    expect(rest.body).toMatchObject({ tasks: [{ title: "B" }], nextCursor: null });
  });

  it("keeps both moves when two devices move different tasks at once", async () => {
    const tasks = [];
    for (const title of ["A", "B", "C", "D"]) tasks.push(await newTask(fixture.alice, title));
    const [a, b, c, d] = tasks as [Task, Task, Task, Task];
    const phone = fixture.alice;
    const laptop = fixture.alice.from("10.200.0.1");
    // The phone moves D to the top while the laptop moves A after C, each from the order it saw.
    await Promise.all([
      phone.patch(`/api/tasks/${d.id}`, { position: a.position - 1 }),
      laptop.patch(`/api/tasks/${a.id}`, { position: (c.position + d.position) / 2 }),
    ]);
    expect(await titles(fixture.alice, "sort=manual")).toEqual(["D", "B", "C", "A"]);
    expect(b.position).toBeLessThan(c.position);
  });
});

describe("live updates", () => {
  it("say the lists changed when one is made, changed or deleted (deleting reloads the tasks)", async () => {
    const stream = await openEventStream(fixture.alice);
    try {
      expect((await stream.next()).event).toBe("ready");
      const work = await newList(fixture.alice, { name: "Work" });
      expect((await stream.next()).event).toBe("lists.changed");
      await fixture.alice.patch(`/api/lists/${work.id}`, { name: "Office" });
      expect((await stream.next()).event).toBe("lists.changed");
      await fixture.alice.delete(`/api/lists/${work.id}`);
      expect((await stream.next()).event).toBe("ready");
    } finally {
      stream.close();
    }
  });
});

describe("export and import", () => {
  it("an import files tasks of another account's lists in lists of the same names", async () => {
    const work = await newList(fixture.alice, { name: "Work" });
    await newTask(fixture.alice, "Report", { listId: work.id });
    const exported = JSON.stringify((await fixture.alice.get("/api/export?format=json")).body);
    expect(exported).toContain(work.id);
    const bob = fixture.server.client();
    await bob.signUp();
    const imported = await bob.request("POST", "/api/import?format=json", {
      rawBody: exported,
      headers: { "content-type": "application/json" },
    });
    expect(imported.status).toBe(200);
    const [bobsWork] = (await bob.get("/api/lists")).body.lists as List[];
    expect(bobsWork).toMatchObject({ name: "Work", openCount: 1 });
    expect(bobsWork?.id).not.toBe(work.id);
    const { tasks } = (await bob.get("/api/tasks")).body as { tasks: Task[] };
    expect(tasks).toMatchObject([{ title: "Report", listId: bobsWork?.id }]);
  });
});
