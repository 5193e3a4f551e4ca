import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SUBTASK_DEPTH_MAX } from "../../../shared/limits";
import { TASK_MESSAGES, type Task } from "../../../shared/schemas/task";
import { openEventStream, type ServerEvent } from "../../test/event-stream";
import { fixedClock } from "../../test/fixed-clock";
import { onPostgres } from "../../test/postgres-admin";
import { signedInFixture } from "../../test/signed-in-fixture";
import type { TestClient } from "../../test/test-client";
import { TEST_DATABASE_URL } from "../../test/test-env";
import { startTestServer, type TestServer } from "../../test/test-server";

const NOW = "2026-11-25T14:00:00.000Z";
const clock = fixedClock(NOW);
const fixture = signedInFixture({ clock });
beforeEach(() => clock.set(NOW));

/** Creates a task (under `parentId`, when given); the clock moves on a second so positions differ. */
async function add(title: string, fields: Record<string, unknown> = {}, client = fixture.alice): Promise<Task> {
  const response = await client.post("/api/tasks", { title, ...fields });
  expect(response.status).toBe(201);
  clock.advance(1000);
  return response.body.task;
}

const get = async (id: string): Promise<Task> => (await fixture.alice.get(`/api/tasks/${id}`)).body.task;
const patch = (id: string, body: Record<string, unknown>) => fixture.alice.patch(`/api/tasks/${id}`, body);

async function titles(query: string, client: TestClient = fixture.alice): Promise<string[]> {
  const response = await client.get(`/api/tasks?${query}`);
  expect(response.status).toBe(200);
  return response.body.tasks.map((task: Task) => task.title);
}

/** The events a stream got within `count`, each as `type id`, sorted (their order across tasks is no rule). */
async function nextEvents(stream: Awaited<ReturnType<typeof openEventStream>>, count: number): Promise<string[]> {
  const events: ServerEvent[] = [];
  for (let i = 0; i < count; i++) events.push(await stream.next());
  return events.map(({ event, data }) => `${event} ${data.task?.id ?? data.taskId}`).sort();
}

/**
 * An open stream of Alice's, once every event of what was done before it opened has gone by: on PostgreSQL an
 * event published just before a stream opens can still reach it. A task made and deleted marks the point.
 */
async function settledStream() {
  const stream = await openEventStream(fixture.alice);
  expect((await stream.next()).event).toBe("ready");
  const marker = (await fixture.alice.post("/api/tasks", { title: "Marker" })).body.task as Task;
  expect((await fixture.alice.delete(`/api/tasks/${marker.id}`)).status).toBe(204);
  for (;;) {
    const { event, data } = await stream.next();
    if (event === "task.deleted" && data.taskId === marker.id) return stream;
  }
}

/** A parent with two subtasks, the first of which has one of its own. */
async function tree() {
  const parent = await add("Move house");
  const pack = await add("Pack", { parentId: parent.id });
  const books = await add("Books", { parentId: pack.id });
  const keys = await add("Hand over keys", { parentId: parent.id });
  return { parent, pack, books, keys };
}

const fieldErrorOf = (response: { status: number; body: { error: { fields?: Record<string, string> } } }) => ({
  status: response.status,
  fields: response.body.error.fields,
});

describe("subtasks", () => {
  it("are made under a parent, in the parent's list, and the parent counts its direct ones done and in all", async () => {
    const work = (await fixture.alice.post("/api/lists", { name: "Work" })).body.list;
    const parent = await add("Launch", { listId: work.id });
    // The list a subtask asks for gives way to its parent's.
    const first = await add("Write the post", { parentId: parent.id, listId: null });
    expect(first).toMatchObject({ parentId: parent.id, listId: work.id, subtasks: { done: 0, total: 0 } });
    const second = await add("Send the mail", { parentId: parent.id });
    await add("Proofread", { parentId: first.id });
    expect((await patch(second.id, { completed: true })).status).toBe(200);

    expect((await get(parent.id)).subtasks).toEqual({ done: 1, total: 2 });
    expect((await get(first.id)).subtasks).toEqual({ done: 0, total: 1 });
    const listed = (await fixture.alice.get("/api/tasks")).body.tasks as Task[];
    expect(listed.find((task) => task.id === parent.id)?.subtasks).toEqual({ done: 1, total: 2 });
  });

  it(`nest at most ${SUBTASK_DEPTH_MAX} levels deep, when made and when moved with their own subtasks`, async () => {
    const { parent, pack, books, keys } = await tree();
    const tooDeep = await fixture.alice.post("/api/tasks", { title: "Novels", parentId: books.id });
    expect(fieldErrorOf(tooDeep)).toEqual({ status: 400, fields: { parentId: TASK_MESSAGES.subtasksTooDeep } });
    // Pack has a level below it: under Hand over keys (level 2) it would reach level 4.
    expect(fieldErrorOf(await patch(pack.id, { parentId: keys.id }))).toEqual({
      status: 400,
      fields: { parentId: TASK_MESSAGES.subtasksTooDeep },
    });
    // Books alone fits there (level 3).
    const moved = await patch(books.id, { parentId: keys.id });
    expect(moved.status).toBe(200);
    expect(moved.body.task.parentId).toBe(keys.id);
    expect((await get(pack.id)).subtasks).toEqual({ done: 0, total: 0 });
    expect((await get(keys.id)).subtasks).toEqual({ done: 0, total: 1 });
    // parentId null: back to the top level.
    expect((await patch(books.id, { parentId: null })).body.task.parentId).toBeNull();
    expect((await get(parent.id)).subtasks.total).toBe(2);
  });

  it("refuse a task under itself or under one of its own subtasks, changing nothing", async () => {
    const { parent, pack, books } = await tree();
    for (const under of [parent.id, pack.id, books.id]) {
      expect(fieldErrorOf(await patch(parent.id, { parentId: under }))).toEqual({
        status: 400,
        fields: { parentId: TASK_MESSAGES.parentIsItself },
      });
    }
    expect(await get(parent.id)).toMatchObject({ parentId: null, version: 1 });
  });

  it("go only under the user's own tasks: another user's task, or none, is a 400 on parentId", async () => {
    const bob = fixture.server.client();
    await bob.signUp();
    const bobs = await add("Bob's", {}, bob);
    const mine = await add("Mine");
    const refused = { status: 400, fields: { parentId: TASK_MESSAGES.parentNotFound } };
    expect(fieldErrorOf(await fixture.alice.post("/api/tasks", { title: "Sneaky", parentId: bobs.id }))).toEqual(
      refused,
    );
    expect(fieldErrorOf(await patch(mine.id, { parentId: bobs.id }))).toEqual(refused);
    expect(fieldErrorOf(await patch(mine.id, { parentId: crypto.randomUUID() }))).toEqual(refused);
    expect((await patch(mine.id, { parentId: "not-an-id" })).body.error.fields).toEqual({
      parentId: TASK_MESSAGES.parentIdInvalid,
    });
    expect((await bob.get(`/api/tasks/${bobs.id}`)).body.task.subtasks).toEqual({ done: 0, total: 0 });
  });

  it("are listed by parent: parent=root the top level, parent=<id> a task's own in My order; flat without", async () => {
    const { parent, pack, books, keys } = await tree();
    const errand = await add("Errand");

    expect(await titles("parent=root")).toEqual([errand.title, parent.title]);
    // My order by default: Pack went in first; newest first when asked.
    expect(await titles(`parent=${parent.id}`)).toEqual([pack.title, keys.title]);
    expect(await titles(`parent=${parent.id}&sort=created`)).toEqual([keys.title, pack.title]);
    expect(await titles(`parent=${pack.id}`)).toEqual([books.title]);
    expect(await titles(`parent=${books.id}`)).toEqual([]);
    expect((await titles("")).length).toBe(5);

    const bob = fixture.server.client();
    await bob.signUp();
    expect((await bob.get(`/api/tasks?parent=${parent.id}`)).status).toBe(404);
    const bad = await fixture.alice.get("/api/tasks?parent=top");
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ parent: TASK_MESSAGES.parentInvalid });
  });

  it("go last among their new siblings when moved under another parent or out to the top level", async () => {
    // Made before the tree: by its creation time it would come first among the tree's subtasks.
    const early = await add("Sort the post");
    const { parent, books } = await tree();
    expect((await patch(early.id, { parentId: parent.id })).status).toBe(200);
    expect(await titles(`parent=${parent.id}`)).toEqual(["Pack", "Hand over keys", "Sort the post"]);
    // Out to the top level: after a top-level task made after it.
    await add("Call the movers");
    expect((await patch(books.id, { parentId: null })).status).toBe(200);
    expect(await titles("parent=root&sort=manual")).toEqual(["Move house", "Call the movers", "Books"]);
    // Unless the move places it itself.
    expect((await patch(books.id, { parentId: parent.id, position: 0 })).status).toBe(200);
    expect(await titles(`parent=${parent.id}`)).toEqual(["Books", "Pack", "Hand over keys", "Sort the post"]);
  });

  it("are completed with their parent only when asked, each with an event, and answered for an Undo", async () => {
    const { parent, pack, books, keys } = await tree();
    expect((await patch(keys.id, { completed: true })).status).toBe(200);
    const alone = await patch(pack.id, { completed: true });
    expect(alone.body).toEqual({ task: expect.objectContaining({ completed: true }) });
    expect((await get(books.id)).completed).toBe(false);
    expect((await patch(pack.id, { completed: false })).status).toBe(200);

    const stream = await settledStream();
    try {
      const response = await patch(parent.id, { completed: true, completeSubtasks: true });
      expect(response.status).toBe(200);
      expect(response.body.task).toMatchObject({ completed: true, subtasks: { done: 2, total: 2 } });
      // Hand over keys was done already: only the open ones are the cascade's.
      expect([...response.body.completedSubtasks].sort()).toEqual([pack.id, books.id].sort());
      expect(await nextEvents(stream, 3)).toEqual(
        [`task.updated ${parent.id}`, `task.updated ${pack.id}`, `task.updated ${books.id}`].sort(),
      );
    } finally {
      stream.close();
    }
    expect(await get(books.id)).toMatchObject({ completed: true, completedAt: clock.now().toISOString() });
    // On its own it changes nothing, so it is no patch.
    expect((await patch(pack.id, { completeSubtasks: true })).body.error.message).toBe(TASK_MESSAGES.nothingToUpdate);
  });

  it("come back unticked when their recurring parent moves on to its next occurrence, by completion or a skip", async () => {
    const parent = await add("Weekly review", { recurrence: "FREQ=WEEKLY", dueAt: "2026-11-25T09:00:00Z" });
    const inbox = await add("Empty the inbox", { parentId: parent.id });
    const plan = await add("Plan the week", { parentId: parent.id });
    const notes = await add("Notes", { parentId: plan.id });
    for (const task of [inbox, plan, notes]) expect((await patch(task.id, { completed: true })).status).toBe(200);
    expect((await get(parent.id)).subtasks).toEqual({ done: 2, total: 2 });

    const stream = await settledStream();
    try {
      const response = await patch(parent.id, { completed: true });
      expect(response.status).toBe(200);
      expect(response.body.task).toMatchObject({ completed: false, subtasks: { done: 0, total: 2 } });
      const { completion } = response.body;
      expect(await nextEvents(stream, 5)).toEqual(
        [
          `task.created ${completion.id}`,
          `task.updated ${parent.id}`,
          `task.updated ${inbox.id}`,
          `task.updated ${plan.id}`,
          `task.updated ${notes.id}`,
        ].sort(),
      );
    } finally {
      stream.close();
    }
    for (const task of [inbox, plan, notes]) {
      expect(await get(task.id)).toMatchObject({ completed: false, completedAt: null });
    }

    expect((await patch(notes.id, { completed: true })).status).toBe(200);
    expect((await fixture.alice.post(`/api/tasks/${parent.id}/skip`)).status).toBe(200);
    expect(await get(notes.id)).toMatchObject({ completed: false, completedAt: null });
  });

  it("are deleted with their parent, each with an event, and come back when put back parents first", async () => {
    const { parent, pack, books, keys } = await tree();
    const snapshots = await Promise.all([parent, pack, books, keys].map((task) => get(task.id)));
    const stream = await settledStream();
    try {
      expect((await fixture.alice.delete(`/api/tasks/${parent.id}`)).status).toBe(204);
      expect(await nextEvents(stream, 4)).toEqual(
        [parent, pack, books, keys].map((task) => `task.deleted ${task.id}`).sort(),
      );
    } finally {
      stream.close();
    }
    expect(await titles("")).toEqual([]);

    const putBack = (task: Task) => {
      const { id, version: _version, updatedAt: _updatedAt, subtasks: _subtasks, ...fields } = task;
      return fixture.alice.request("PUT", `/api/tasks/${id}`, { body: fields });
    };
    // A subtask whose parent is not back is refused.
    const [parentSnapshot, packSnapshot, booksSnapshot, keysSnapshot] = snapshots as [Task, Task, Task, Task];
    expect(fieldErrorOf(await putBack(booksSnapshot))).toEqual({
      status: 400,
      fields: { parentId: TASK_MESSAGES.parentNotFound },
    });
    for (const snapshot of [parentSnapshot, packSnapshot, booksSnapshot, keysSnapshot]) {
      expect((await putBack(snapshot)).status).toBe(201);
    }
    expect(await get(parent.id)).toMatchObject({ subtasks: { done: 0, total: 2 } });
    expect(await get(books.id)).toMatchObject({ parentId: pack.id });

    // Deleting a subtask leaves its parent, one fewer.
    expect((await fixture.alice.delete(`/api/tasks/${pack.id}`)).status).toBe(204);
    expect((await titles("")).sort()).toEqual([keys.title, parent.title].sort());
    expect((await get(parent.id)).subtasks.total).toBe(1);
  });

  it("follow their parent to another list, and a subtask moved to a list on its own leaves its parent", async () => {
    const work = (await fixture.alice.post("/api/lists", { name: "Work" })).body.list;
    const home = (await fixture.alice.post("/api/lists", { name: "Home" })).body.list;
    const { parent, pack, books, keys } = await tree();
    const stream = await settledStream();
    try {
      expect((await patch(parent.id, { listId: work.id })).status).toBe(200);
      expect(await nextEvents(stream, 4)).toEqual(
        [parent, pack, books, keys].map((task) => `task.updated ${task.id}`).sort(),
      );
      expect((await titles(`list=${work.id}`)).sort()).toEqual([books, keys, parent, pack].map((t) => t.title).sort());

      // Pack (with Books) moved to Home on its own becomes a top-level task there.
      const moved = await patch(pack.id, { listId: home.id });
      expect(moved.body.task).toMatchObject({ listId: home.id, parentId: null });
      expect(await get(books.id)).toMatchObject({ listId: home.id, parentId: pack.id });
      expect((await get(parent.id)).subtasks.total).toBe(1);

      // Put back under Move house, it goes back to Work, Books with it.
      expect((await patch(pack.id, { parentId: parent.id })).body.task).toMatchObject({ listId: work.id });
      expect((await get(books.id)).listId).toBe(work.id);
    } finally {
      stream.close();
    }
  });
});

describe("subtasks in an export and an import", () => {
  const importJson = (client: TestClient, file: unknown) =>
    client.request("POST", "/api/import?format=json", {
      rawBody: JSON.stringify(file),
      headers: { "content-type": "text/plain" },
    });

  it("keep their tree through a JSON export imported into another account, under new ids", async () => {
    const work = (await fixture.alice.post("/api/lists", { name: "Work" })).body.list;
    const parent = await add("Move house", { listId: work.id });
    const pack = await add("Pack", { parentId: parent.id });
    const books = await add("Books", { parentId: pack.id });
    // Completed, so it comes after its open subtask in the file.
    expect((await patch(parent.id, { completed: true })).status).toBe(200);
    const exported = (await fixture.alice.get("/api/export?format=json")).body;
    expect(exported.tasks.find((task: Task) => task.id === books.id)).toMatchObject({ parentId: pack.id });
    expect(exported.tasks[0]).not.toHaveProperty("subtasks");

    const copy = fixture.server.client();
    await copy.signUp();
    const imported = await importJson(copy, exported);
    expect(imported.status).toBe(200);
    const tasks: Task[] = [
      ...(await copy.get("/api/tasks")).body.tasks,
      ...(await copy.get("/api/tasks?view=completed")).body.tasks,
    ];
    const byTitle = new Map(tasks.map((task) => [task.title, task]));
    const [newParent, newPack, newBooks] = [parent, pack, books].map((task) => byTitle.get(task.title) as Task);
    expect(newParent).toMatchObject({ parentId: null, subtasks: { done: 0, total: 1 } });
    expect(newPack).toMatchObject({ parentId: newParent?.id, listId: newParent?.listId });
    expect(newBooks).toMatchObject({ parentId: newPack?.id, listId: newParent?.listId });
    expect(newParent?.id).not.toBe(parent.id);
  });

  it("come in top-level when their parent is not in the file, or the file's tree is too deep or a cycle", async () => {
    const id = () => crypto.randomUUID();
    const [a, b, c, d, x, y] = [id(), id(), id(), id(), id(), id()];
    const task = (title: string, taskId: string, parentId: string | null) => ({ title, id: taskId, parentId });
    const file = {
      format: "taskmind-export",
      version: 1,
      tasks: [
        task("Four deep", d, c),
        task("One", a, null),
        task("Two", b, a),
        task("Three", c, b),
        task("Orphan", id(), id()),
        task("Cycle X", x, y),
        task("Cycle Y", y, x),
      ],
    };
    expect((await importJson(fixture.alice, file)).status).toBe(200);
    const parentOf = new Map(
      ((await fixture.alice.get("/api/tasks")).body.tasks as Task[]).map((each) => [each.title, each.parentId]),
    );
    expect(parentOf.size).toBe(7);
    expect(parentOf.get("One")).toBeNull();
    expect(parentOf.get("Two")).toEqual(expect.any(String));
    expect(parentOf.get("Three")).toEqual(expect.any(String));
    for (const title of ["Four deep", "Orphan", "Cycle X", "Cycle Y"]) expect(parentOf.get(title)).toBeNull();

    const twice = { ...file, tasks: [task("First", a, null), task("Again", a, null)] };
    const refused = await importJson(fixture.alice, twice);
    expect(refused.status).toBe(422);
    expect(refused.body.report.errors).toEqual([{ row: 2, field: "id", message: expect.any(String) }]);
  });
});

// Several instances on one PostgreSQL server; SQLite has one process and one writer, which serialise moves anyway.
if (TEST_DATABASE_URL) {
  describe("subtasks moved on two instances at once", () => {
    let other: TestServer;
    beforeAll(async () => {
      other = await startTestServer({ shareDatabaseWith: fixture.server });
    });
    afterAll(() => other.close());

    /**
     * Sends both moves while the test holds the user's tree lock, and lets go once both wait for it: each has
     * read the tree as it was before the other, the worst a race can do. Answers their statuses, sorted.
     */
    async function raced(first: () => Promise<{ status: number }>, second: () => Promise<{ status: number }>) {
      const userId = (await fixture.alice.get("/api/me")).body.user.id;
      const holder = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await holder.connect();
      try {
        await holder.query(`set search_path to "${fixture.server.postgresSchema}"`);
        await holder.query("begin");
        await holder.query("update users set role = role where id = $1", [userId]);
        const answers = Promise.all([first(), second()]);
        // Asked on a connection of its own: inside the holder's transaction the activity view would not change.
        const waiting = () =>
          onPostgres(
            `select pid from pg_stat_activity where wait_event_type = 'Lock' and query like 'update "users" set "role"%'`,
          );
        await expect.poll(waiting, { timeout: 10_000 }).toBe(2);
        await holder.query("commit");
        return (await answers).map((answer) => answer.status).sort();
      } finally {
        await holder.end();
      }
    }

    it("never both go through when A goes under B and B under A: one is refused, the tree stays a tree", async () => {
      const a = await add("A");
      const b = await add("B");
      const there = fixture.alice.at(other.baseUrl);
      const statuses = await raced(
        () => patch(a.id, { parentId: b.id }),
        () => there.patch(`/api/tasks/${b.id}`, { parentId: a.id }),
      );
      expect(statuses).toEqual([200, 400]);
      expect([(await get(a.id)).parentId, (await get(b.id)).parentId].filter((id) => id === null)).toHaveLength(1);
    });

    it(`never stack past ${SUBTASK_DEPTH_MAX} levels from two moves each fine alone`, async () => {
      // A > A1; B going under A1 makes three levels, A going under C makes three: both would make four.
      const a = await add("A");
      const a1 = await add("A1", { parentId: a.id });
      const b = await add("B");
      const c = await add("C");
      const there = fixture.alice.at(other.baseUrl);
      const statuses = await raced(
        () => patch(b.id, { parentId: a1.id }),
        () => there.patch(`/api/tasks/${a.id}`, { parentId: c.id }),
      );
      expect(statuses).toEqual([200, 400]);
    });
  });
}
