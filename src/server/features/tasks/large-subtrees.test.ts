import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SUBTASK_DEPTH_MAX, SUBTASKS_PER_PARENT_MAX } from "../../../shared/limits";
import { TASK_MESSAGES, type Task } from "../../../shared/schemas/task";
import { TASKS_PER_BATCH } from "../../batches";
import { whileAnotherReads } from "../../test/batched-change";
import type { TestClient } from "../../test/test-client";
import { startTestServer, type TestServer } from "../../test/test-server";

/** Every statement the server runs, in order, for tests that look at how a change is cut into batches. */
const statements: string[] = [];
let server: TestServer;
let alice: TestClient;
let aliceCredentials: { email: string; password: string };
beforeAll(async () => {
  server = await startTestServer({ onQuery: (sql) => statements.push(sql) });
});
afterAll(() => server.close());
beforeEach(async () => {
  alice = server.client();
  aliceCredentials = await alice.signUp();
});

interface FileTask {
  title: string;
  id: string;
  parentId: string | null;
}

const fileTask = (title: string, parentId: string | null = null): FileTask => ({
  title,
  id: crypto.randomUUID(),
  parentId,
});

const importJson = (client: TestClient, tasks: FileTask[]) =>
  client.request("POST", "/api/import?format=json", {
    rawBody: JSON.stringify({ format: "taskmind-export", version: 1, tasks }),
    headers: { "content-type": "text/plain" },
  });

/** A parent with `count` subtasks, each with `each` of its own, imported; answers the parent's id. */
async function importTree(count: number, each = 0): Promise<string> {
  const parent = fileTask("Parent");
  const tasks = [parent];
  for (let i = 0; i < count; i++) {
    const child = fileTask(`Child ${i}`, parent.id);
    tasks.push(child);
    for (let j = 0; j < each; j++) tasks.push(fileTask(`Grandchild ${i}.${j}`, child.id));
  }
  expect((await importJson(alice, tasks)).status).toBe(200);
  const listed = (await alice.get("/api/tasks?parent=root")).body.tasks as Task[];
  const found = listed.find((task) => task.title === "Parent");
  if (!found) throw new Error("The imported parent is not there");
  return found.id;
}

const fieldErrorOf = (response: { status: number; body: { error?: { fields?: Record<string, string> } } }) => ({
  status: response.status,
  fields: response.body.error?.fields,
});
const tooMany = { status: 400, fields: { parentId: TASK_MESSAGES.tooManySubtasks } };

describe(`a parent's direct subtasks, at most ${SUBTASKS_PER_PARENT_MAX}`, () => {
  it("refuse one more, made, moved or put back under it, and only the parent's direct ones count", async () => {
    const parent = await importTree(SUBTASKS_PER_PARENT_MAX);
    expect((await alice.get(`/api/tasks/${parent}`)).body.task.subtasks.total).toBe(SUBTASKS_PER_PARENT_MAX);
    expect(fieldErrorOf(await alice.post("/api/tasks", { title: "One more", parentId: parent }))).toEqual(tooMany);
    const loose = (await alice.post("/api/tasks", { title: "Loose" })).body.task as Task;
    expect(fieldErrorOf(await alice.patch(`/api/tasks/${loose.id}`, { parentId: parent }))).toEqual(tooMany);
    const { id, version: _v, updatedAt: _u, subtasks: _s, ...fields } = loose;
    expect((await alice.delete(`/api/tasks/${id}`)).status).toBe(204);
    const putBack = await alice.request("PUT", `/api/tasks/${id}`, { body: { ...fields, parentId: parent } });
    expect(fieldErrorOf(putBack)).toEqual(tooMany);

    // A subtask's own subtasks are not its parent's: one goes under a full parent's subtask.
    const [child] = (await alice.get(`/api/tasks?parent=${parent}&limit=1`)).body.tasks as Task[];
    expect((await alice.post("/api/tasks", { title: "Under a child", parentId: child?.id })).status).toBe(201);
  });

  it("hold when the last places are raced for: one of several made at once gets the last", async () => {
    const parent = await importTree(SUBTASKS_PER_PARENT_MAX - 1);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => alice.post("/api/tasks", { title: `Racer ${i}`, parentId: parent })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400, 400]);
    expect((await alice.get(`/api/tasks/${parent}`)).body.task.subtasks.total).toBe(SUBTASKS_PER_PARENT_MAX);
  });

  it("make an import whose file has more a row error, and nothing is imported", async () => {
    const parent = fileTask("Parent");
    const children = Array.from({ length: SUBTASKS_PER_PARENT_MAX + 1 }, (_, i) => fileTask(`Child ${i}`, parent.id));
    const refused = await importJson(alice, [parent, ...children]);
    expect(refused.status).toBe(422);
    // Row 1 is the parent: its last child is row SUBTASKS_PER_PARENT_MAX + 2.
    expect(refused.body.report.errors).toEqual([
      { row: SUBTASKS_PER_PARENT_MAX + 2, field: "parentId", message: TASK_MESSAGES.tooManySubtasks },
    ]);
    expect((await alice.get("/api/tasks")).body.tasks).toEqual([]);
  });
});

const DELETE_TASKS = /^delete from "tasks"/;

describe("a large subtree, and an account with many tasks", () => {
  it("are deleted a batch at a time, with another account's requests answered in between", async () => {
    const parent = await importTree(40, 2);
    const subtree = 40 + 40 * 2;
    const { batches, othersAnswered } = await whileAnotherReads(
      server,
      statements,
      () => alice.delete(`/api/tasks/${parent}`),
      DELETE_TASKS,
    );
    // Each level in batches, then the parent.
    expect(batches).toBeGreaterThanOrEqual(subtree / TASKS_PER_BATCH + 1);
    expect(othersAnswered).toBeGreaterThan(0);
    expect((await alice.get("/api/tasks")).body.tasks).toEqual([]);

    await importTree(100);
    const account = await whileAnotherReads(
      server,
      statements,
      () => alice.delete("/api/me", { body: { password: aliceCredentials.password } }),
      DELETE_TASKS,
    );
    expect(account.batches).toBeGreaterThanOrEqual(101 / TASKS_PER_BATCH);
    expect(account.othersAnswered).toBeGreaterThan(0);
    expect((await alice.get("/api/me")).status).toBe(401);
  });

  it("are completed and moved to another list a batch at a time", async () => {
    const parent = await importTree(60, 1);
    const completing = await whileAnotherReads(
      server,
      statements,
      () => alice.patch(`/api/tasks/${parent}`, { completed: true, completeSubtasks: true }),
      /^update "tasks" set "completed"/,
    );
    expect(completing.batches).toBeGreaterThanOrEqual(120 / TASKS_PER_BATCH);
    expect((await alice.get("/api/tasks?view=completed&limit=200")).body.tasks).toHaveLength(121);

    const work = (await alice.post("/api/lists", { name: "Work" })).body.list;
    const moving = await whileAnotherReads(
      server,
      statements,
      () => alice.patch(`/api/tasks/${parent}`, { listId: work.id }),
      /^update "tasks" set "listId"/,
    );
    expect(moving.batches).toBeGreaterThanOrEqual(120 / TASKS_PER_BATCH);
    expect((await alice.get(`/api/tasks?view=completed&list=${work.id}&limit=200`)).body.tasks).toHaveLength(121);
  });
});

/** Every open task of the user, by id, a page at a time. */
async function everyTask(client: TestClient): Promise<Map<string, Task>> {
  const tasks = new Map<string, Task>();
  let cursor: string | null = null;
  do {
    const page = (await client.get(`/api/tasks?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`))
      .body as { tasks: Task[]; nextCursor: string | null };
    for (const task of page.tasks) tasks.set(task.id, task);
    cursor = page.nextCursor;
  } while (cursor);
  return tasks;
}

/** Each task's level (1: top level), following its parents up; Infinity for a task in a cycle. */
function levels(tasks: Map<string, Task>): Map<string, number> {
  const levelOf = new Map<string, number>();
  for (const task of tasks.values()) {
    const seen = new Set<string>();
    let at: Task | undefined = task;
    while (at?.parentId && !seen.has(at.id)) {
      seen.add(at.id);
      at = tasks.get(at.parentId);
    }
    levelOf.set(task.id, at?.parentId ? Number.POSITIVE_INFINITY : seen.size + 1);
  }
  return levelOf;
}

describe("an import and moves at once", () => {
  it(`never make a cycle or more than ${SUBTASK_DEPTH_MAX} levels: the import links under the tree's rule`, async () => {
    // Linked only once every row is in: a move made meanwhile can put P under C, or A under X.
    const p = fileTask("P");
    const c = fileTask("C", p.id);
    const a = fileTask("A");
    const b = fileTask("B", a.id);
    const b1 = fileTask("B1", b.id);
    const filler = Array.from({ length: 1000 }, (_, i) => fileTask(`Filler ${i}`));
    const x = (await alice.post("/api/tasks", { title: "X" })).body.task as Task;

    let finished = false;
    const importing = importJson(alice, [p, c, a, b, b1, ...filler]).then((response) => {
      finished = true;
      return response;
    });
    // The first batch is written (top level, first in My order after X) long before the last.
    let byTitle = new Map<string, Task>();
    await expect
      .poll(
        async () => {
          const first = (await alice.get("/api/tasks?sort=manual&limit=10")).body.tasks as Task[];
          byTitle = new Map(first.map((task) => [task.title, task]));
          return ["P", "C", "A"].every((wanted) => byTitle.has(wanted));
        },
        { timeout: 10_000, interval: 5 },
      )
      .toBe(true);
    const idOf = (name: string) => byTitle.get(name)?.id;
    expect((await alice.patch(`/api/tasks/${idOf("P")}`, { parentId: idOf("C") })).status).toBe(200);
    expect((await alice.patch(`/api/tasks/${idOf("A")}`, { parentId: x.id })).status).toBe(200);
    expect(finished).toBe(false);
    expect((await importing).status).toBe(200);

    const tasks = await everyTask(alice);
    const levelOf = levels(tasks);
    expect(Math.max(...levelOf.values())).toBeLessThanOrEqual(SUBTASK_DEPTH_MAX);
    const title = (taskId: string | null) => (taskId ? tasks.get(taskId)?.title : null);
    const parentOf = (name: string) => title([...tasks.values()].find((task) => task.title === name)?.parentId ?? null);
    // The moves stand; the links they made impossible were not made: C under P (a cycle), B1 under B, which
    // went under A (X > A > B > B1). Parents are linked before their subtasks.
    expect([parentOf("P"), parentOf("C"), parentOf("A"), parentOf("B"), parentOf("B1")]).toEqual([
      "C",
      null,
      "X",
      "A",
      null,
    ]);
  });
});
