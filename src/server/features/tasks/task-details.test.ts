import { describe, expect, it } from "vitest";
import { INSTANT_YEARS, TASK_TAG_MAX_LENGTH, TASK_TAGS_MAX } from "../../../shared/limits";
import { TASK_MESSAGES } from "../../../shared/schemas/task";
import { signedInFixture } from "../../test/signed-in-fixture";

const fixture = signedInFixture();

const base = { title: "Pay rent", description: "Before the first" };

describe("due date, priority and tags", () => {
  it("stores them on create, in UTC, with tags trimmed, lower-cased and deduplicated", async () => {
    const response = await fixture.alice.post("/api/tasks", {
      ...base,
      dueAt: "2026-12-01T09:30:00+01:00",
      dueAllDay: false,
      priority: "high",
      tags: [" Home ", "money", "home"],
    });
    expect(response.status).toBe(201);
    expect(response.body.task).toMatchObject({
      dueAt: "2026-12-01T08:30:00.000Z",
      dueAllDay: false,
      priority: "high",
      tags: ["home", "money"],
    });
    expect((await fixture.alice.get(`/api/tasks/${response.body.task.id}`)).body.task).toEqual(response.body.task);
  });

  it.each([
    ["a due date without a time zone", { dueAt: "2026-12-01T09:30:00" }, { dueAt: TASK_MESSAGES.dueInvalid }],
    // PostgreSQL has no year 0: found by the hardening suite's fuzzing as a 500.
    ["a due date in the year 0", { dueAt: "0000-01-01T00:00:00Z" }, { dueAt: TASK_MESSAGES.yearOutOfRange }],
    [
      `a due date that is year ${INSTANT_YEARS.min - 1} in UTC`,
      { dueAt: `${INSTANT_YEARS.min}-01-01T00:30:00+01:00` },
      { dueAt: TASK_MESSAGES.yearOutOfRange },
    ],
    [
      "a due date after the last year",
      { dueAt: `${INSTANT_YEARS.max + 1}-01-01T00:00:00Z` },
      { dueAt: TASK_MESSAGES.yearOutOfRange },
    ],
    ["an unknown priority", { priority: "urgent" }, { priority: TASK_MESSAGES.priorityInvalid }],
    ["a tag with a comma", { tags: ["a,b"] }, { "tags.0": TASK_MESSAGES.tagInvalid }],
    ["a tag too long", { tags: ["t".repeat(TASK_TAG_MAX_LENGTH + 1)] }, { "tags.0": TASK_MESSAGES.tagInvalid }],
    [
      "too many tags",
      { tags: Array.from({ length: TASK_TAGS_MAX + 1 }, (_, i) => `tag${i}`) },
      { tags: TASK_MESSAGES.tooManyTags },
    ],
    ["a non-boolean all-day flag", { dueAllDay: "yes" }, { dueAllDay: TASK_MESSAGES.mustBeTrueOrFalse }],
  ])("refuses %s with 400, saving nothing", async (_case, extra, fields) => {
    const response = await fixture.alice.post("/api/tasks", { ...base, ...extra });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(fields);
    expect((await fixture.alice.get("/api/tasks")).body.tasks).toEqual([]);
  });

  it.each([`${INSTANT_YEARS.min}-01-01T00:00:00Z`, `${INSTANT_YEARS.max}-12-31T23:59:59Z`])(
    "accepts a due date at the edge of the years, %s",
    async (dueAt) => {
      const response = await fixture.alice.post("/api/tasks", { ...base, dueAt });
      expect(response.status).toBe(201);
      expect(response.body.task.dueAt).toBe(new Date(dueAt).toISOString());
    },
  );

  it(`accepts exactly ${TASK_TAGS_MAX} tags of ${TASK_TAG_MAX_LENGTH} characters`, async () => {
    const tags = Array.from({ length: TASK_TAGS_MAX }, (_, i) => `${i}`.padStart(TASK_TAG_MAX_LENGTH, "t"));
    const response = await fixture.alice.post("/api/tasks", { ...base, tags });
    expect(response.status).toBe(201);
    expect(response.body.task.tags).toHaveLength(TASK_TAGS_MAX);
  });

  it("changes, replaces and clears them with PATCH", async () => {
    const { task } = (
      await fixture.alice.post("/api/tasks", { ...base, tags: ["a", "b"], dueAt: "2026-12-01T00:00:00Z" })
    ).body;
    const patched = await fixture.alice.patch(`/api/tasks/${task.id}`, { tags: ["c"], dueAt: null, priority: "low" });
    expect(patched.body.task).toMatchObject({ tags: ["c"], dueAt: null, priority: "low", version: 2 });
  });

  it("lists the user's tags with counts, and only theirs", async () => {
    await fixture.alice.post("/api/tasks", { ...base, tags: ["home", "money"] });
    await fixture.alice.post("/api/tasks", { ...base, tags: ["home"] });
    const bob = fixture.server.client();
    await bob.signUp();
    await bob.post("/api/tasks", { ...base, tags: ["secret"] });

    expect((await fixture.alice.get("/api/tags")).body.tags).toEqual([
      { name: "home", count: 2 },
      { name: "money", count: 1 },
    ]);
    expect((await fixture.server.client().get("/api/tags")).status).toBe(401);
  });
});

describe("completion", () => {
  it("records when a task was completed, keeps it on a repeat, and clears it on reopening", async () => {
    const { task } = (await fixture.alice.post("/api/tasks", base)).body;
    const done = (await fixture.alice.patch(`/api/tasks/${task.id}`, { completed: true })).body.task;
    expect(done.completed).toBe(true);
    expect(Date.parse(done.completedAt)).toBeGreaterThanOrEqual(Date.parse(task.createdAt));

    const again = (await fixture.alice.patch(`/api/tasks/${task.id}`, { completed: true })).body.task;
    expect(again.completedAt).toBe(done.completedAt);

    const reopened = (await fixture.alice.patch(`/api/tasks/${task.id}`, { completed: false })).body.task;
    expect(reopened).toMatchObject({ completed: false, completedAt: null });
  });
});

describe("concurrent edits (If-Match)", () => {
  it("sends the version as ETag and applies a PATCH whose If-Match is current", async () => {
    const { task } = (await fixture.alice.post("/api/tasks", base)).body;
    const read = await fixture.alice.get(`/api/tasks/${task.id}`);
    expect(read.headers.get("etag")).toBe('"1"');
    const response = await fixture.alice.patch(
      `/api/tasks/${task.id}`,
      { title: "Pay rent today" },
      { headers: { "if-match": '"1"' } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).toBe('"2"');
  });

  it("refuses a stale If-Match with 409 and the current task, changing nothing", async () => {
    const { task } = (await fixture.alice.post("/api/tasks", base)).body;
    await fixture.alice.patch(`/api/tasks/${task.id}`, { title: "Edited on the phone" });
    const stale = await fixture.alice.patch(
      `/api/tasks/${task.id}`,
      { title: "Edited on the laptop" },
      { headers: { "if-match": '"1"' } },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("conflict");
    expect(stale.body.task).toMatchObject({ title: "Edited on the phone", version: 2 });
    expect((await fixture.alice.get(`/api/tasks/${task.id}`)).body.task.title).toBe("Edited on the phone");
  });

  it("refuses a malformed If-Match with 400, and answers 404 for another user's task whatever it says", async () => {
    const { task } = (await fixture.alice.post("/api/tasks", base)).body;
    expect(
      (await fixture.alice.patch(`/api/tasks/${task.id}`, { title: "x" }, { headers: { "if-match": "abc" } })).status,
    ).toBe(400);
    const mallory = fixture.server.client();
    await mallory.signUp();
    const foreign = await mallory.patch(`/api/tasks/${task.id}`, { title: "x" }, { headers: { "if-match": '"1"' } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.task).toBeUndefined();
  });
});
