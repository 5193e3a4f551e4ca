import { describe, expect, it } from "vitest";
import {
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_PAGE_SIZE_DEFAULT,
  TASK_PAGE_SIZE_MAX,
  TASK_TITLE_MAX_LENGTH,
} from "../../../shared/limits";
import { TASK_MESSAGES } from "../../../shared/schemas/task";
import { NEW_TASK_DEFAULTS } from "../../../test/new-task-defaults";
import { signedInFixture } from "../../test/signed-in-fixture";

const fixture = signedInFixture();

const newTask = (title = "Buy milk", description = "Two litres, semi-skimmed") => ({ title, description });

describe("POST /api/tasks", () => {
  it("creates a task owned by the caller and answers 201 with it", async () => {
    const before = Date.now();
    const response = await fixture.alice.post("/api/tasks", newTask());
    expect(response.status).toBe(201);
    const { task } = response.body;
    expect(task).toEqual({
      id: expect.any(String),
      title: "Buy milk",
      description: "Two litres, semi-skimmed",
      ...NEW_TASK_DEFAULTS,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: task.createdAt,
      // Last in "My order": its creation time, later than every task before it.
      position: Date.parse(task.createdAt),
    });
    expect(Date.parse(task.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await fixture.alice.get(`/api/tasks/${task.id}`)).body.task).toEqual(task);
  });

  it("trims title and description", async () => {
    const response = await fixture.alice.post("/api/tasks", newTask("  Call mum  ", "\n Sunday \n"));
    expect(response.body.task).toMatchObject({ title: "Call mum", description: "Sunday" });
  });

  it.each([
    ["title missing", { description: "x" }, { title: TASK_MESSAGES.titleRequired }],
    ["a blank title", { title: "   ", description: "" }, { title: TASK_MESSAGES.titleRequired }],
    ["description not text", { title: "x", description: 7 }, { description: "Must be text." }],
    ["title too long", newTask("t".repeat(TASK_TITLE_MAX_LENGTH + 1)), { title: TASK_MESSAGES.titleTooLong }],
    [
      "description too long",
      newTask("ok", "d".repeat(TASK_DESCRIPTION_MAX_LENGTH + 1)),
      { description: TASK_MESSAGES.descriptionTooLong },
    ],
    ["title not text", { title: 42, description: "x" }, { title: "Must be text." }],
    ["unknown field", { ...newTask(), userId: "someone-else" }, { userId: "Unknown field." }],
  ])("refuses %s with 400 and field errors, saving nothing", async (_case, body, fields) => {
    const response = await fixture.alice.post("/api/tasks", body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: "validation_failed", fields });
    expect(typeof response.body.error.message).toBe("string");
    expect((await fixture.alice.get("/api/tasks")).body.tasks).toEqual([]);
  });

  it("takes a title alone (quick add), with an empty description", async () => {
    const response = await fixture.alice.post("/api/tasks", { title: "Buy milk" });
    expect(response.status).toBe(201);
    expect(response.body.task).toMatchObject({ title: "Buy milk", description: "" });
  });

  it("accepts the longest title and description allowed", async () => {
    const response = await fixture.alice.post(
      "/api/tasks",
      newTask("t".repeat(TASK_TITLE_MAX_LENGTH), "d".repeat(TASK_DESCRIPTION_MAX_LENGTH)),
    );
    expect(response.status).toBe(201);
  });

  it("refuses bad JSON and non-object bodies with 400", async () => {
    const broken = await fixture.alice.request("POST", "/api/tasks", { rawBody: '{"title": "x",' });
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe("invalid_json");
    const array = await fixture.alice.post("/api/tasks", [newTask()]);
    expect(array.status).toBe(400);
    expect((await fixture.alice.get("/api/tasks")).body.tasks).toEqual([]);
  });
});

describe("GET /api/tasks", () => {
  it("lists only the caller's tasks, newest first", async () => {
    const bob = fixture.server.client();
    await bob.signUp();
    for (const title of ["first", "second", "third"]) await fixture.alice.post("/api/tasks", newTask(title));
    await bob.post("/api/tasks", newTask("bob's"));

    const { status, body } = await fixture.alice.get("/api/tasks");
    expect(status).toBe(200);
    expect(body.tasks.map((task: { title: string }) => task.title)).toEqual(["third", "second", "first"]);
    expect(body.nextCursor).toBeNull();
    expect((await bob.get("/api/tasks")).body.tasks.map((task: { title: string }) => task.title)).toEqual(["bob's"]);
  });

  it("pages with a keyset cursor, without gaps or repeats", async () => {
    const created: string[] = [];
    for (let i = 0; i < 7; i++)
      created.unshift((await fixture.alice.post("/api/tasks", newTask(`task ${i}`))).body.task.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=3&cursor=${encodeURIComponent(cursor)}` : "?limit=3";
      const { body } = await fixture.alice.get(`/api/tasks${query}`);
      expect(body.tasks.length).toBeLessThanOrEqual(3);
      seen.push(...body.tasks.map((task: { id: string }) => task.id));
      cursor = body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(created);
  });

  it(`returns ${TASK_PAGE_SIZE_DEFAULT} tasks by default`, async () => {
    for (let i = 0; i < TASK_PAGE_SIZE_DEFAULT + 1; i++) await fixture.alice.post("/api/tasks", newTask(`task ${i}`));
    const { body } = await fixture.alice.get("/api/tasks");
    expect(body.tasks).toHaveLength(TASK_PAGE_SIZE_DEFAULT);
    expect(body.nextCursor).toEqual(expect.any(String));
  });

  it.each([
    ["0", "limit must be at least 1."],
    [String(TASK_PAGE_SIZE_MAX + 1), `limit must be at most ${TASK_PAGE_SIZE_MAX}.`],
    ["ten", "limit must be a number."],
    ["2.5", "limit must be a whole number."],
  ])("refuses limit=%s with 400", async (limit, message) => {
    const response = await fixture.alice.get(`/api/tasks?limit=${limit}`);
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ limit: message });
  });

  it("refuses a forged cursor and unknown query parameters with 400", async () => {
    expect((await fixture.alice.get("/api/tasks?cursor=not-a-cursor")).body.error.fields).toEqual({
      cursor: "The cursor is not valid.",
    });
    expect((await fixture.alice.get("/api/tasks?userId=x")).body.error.fields).toEqual({ userId: "Unknown field." });
  });
});

describe("PATCH /api/tasks/:id", () => {
  it("changes any subset of the fields and bumps updatedAt", async () => {
    const { task } = (await fixture.alice.post("/api/tasks", newTask())).body;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await fixture.alice.patch(`/api/tasks/${task.id}`, { title: "Buy oat milk" });
    expect(response.status).toBe(200);
    expect(response.body.task).toMatchObject({ title: "Buy oat milk", description: task.description });
    expect(Date.parse(response.body.task.updatedAt)).toBeGreaterThan(Date.parse(task.updatedAt));
    expect(response.body.task.createdAt).toBe(task.createdAt);
  });

  it("refuses an empty patch, blank values and unknown fields, changing nothing", async () => {
    const { task } = (await fixture.alice.post("/api/tasks", newTask())).body;
    for (const body of [{}, { title: " " }, { createdAt: "2000-01-01T00:00:00.000Z" }]) {
      expect((await fixture.alice.patch(`/api/tasks/${task.id}`, body)).status).toBe(400);
    }
    expect((await fixture.alice.get(`/api/tasks/${task.id}`)).body.task).toEqual(task);
  });
});

describe("DELETE /api/tasks/:id", () => {
  it("deletes the task", async () => {
    const { task } = (await fixture.alice.post("/api/tasks", newTask())).body;
    expect((await fixture.alice.delete(`/api/tasks/${task.id}`)).status).toBe(204);
    expect((await fixture.alice.get(`/api/tasks/${task.id}`)).status).toBe(404);
    expect((await fixture.alice.delete(`/api/tasks/${task.id}`)).status).toBe(404);
  });
});

describe("ownership", () => {
  it("answers 404 to anyone but the owner on GET, PATCH and DELETE, and changes nothing", async () => {
    const { task } = (await fixture.alice.post("/api/tasks", newTask())).body;
    const mallory = fixture.server.client();
    await mallory.signUp();
    const missing = await mallory.get(`/api/tasks/${crypto.randomUUID()}`);

    for (const response of [
      await mallory.get(`/api/tasks/${task.id}`),
      await mallory.patch(`/api/tasks/${task.id}`, { title: "pwned" }),
      await mallory.delete(`/api/tasks/${task.id}`),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual(missing.body);
    }
    expect((await fixture.alice.get(`/api/tasks/${task.id}`)).body.task).toEqual(task);
  });

  it("answers 401 without a session", async () => {
    const { task } = (await fixture.alice.post("/api/tasks", newTask())).body;
    const stranger = fixture.server.client();
    for (const response of [
      await stranger.get("/api/tasks"),
      await stranger.post("/api/tasks", newTask()),
      await stranger.get(`/api/tasks/${task.id}`),
      await stranger.patch(`/api/tasks/${task.id}`, { title: "x" }),
      await stranger.delete(`/api/tasks/${task.id}`),
      await stranger.post("/api/tasks/parse", { text: "buy milk tomorrow" }),
    ]) {
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe("unauthorized");
    }
  });
});

describe("deleting a user", () => {
  it("deletes their tasks with them", async () => {
    await fixture.alice.post("/api/tasks", newTask());
    const { user } = (await fixture.alice.get("/api/me")).body;
    const { db } = fixture.server.database;
    await db.deleteFrom("users").where("id", "=", user.id).execute();
    const left = await db.selectFrom("tasks").select("id").where("userId", "=", user.id).execute();
    expect(left).toEqual([]);
    expect((await fixture.alice.get("/api/tasks")).status).toBe(401);
  });
});
