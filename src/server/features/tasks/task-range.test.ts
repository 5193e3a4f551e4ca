import { beforeEach, describe, expect, it } from "vitest";
import { CALENDAR_TASKS_MAX, TASK_DUE_RANGE_MAX_MS, TASK_PAGE_SIZE_MAX } from "../../../shared/limits";
import { TASK_MESSAGES } from "../../../shared/schemas/task";
import { fixedClock } from "../../test/fixed-clock";
import { signedInFixture } from "../../test/signed-in-fixture";

/** The calendar's queries: `GET /api/tasks` with a due range (`dueFrom`, `dueBefore`) or `undated=true`. */
const NOW = "2026-11-25T14:00:00.000Z";
const clock = fixedClock(NOW);
const fixture = signedInFixture({ clock });
beforeEach(() => clock.set(NOW));

async function add(title: string, extra: Record<string, unknown> = {}) {
  const response = await fixture.alice.post("/api/tasks", { title, ...extra });
  expect(response.status).toBe(201);
  clock.advance(1000);
  return response.body.task as { id: string };
}

async function titles(query: string, client = fixture.alice): Promise<string[]> {
  const response = await client.get(`/api/tasks?${query}`);
  expect(response.status).toBe(200);
  return response.body.tasks.map((task: { title: string }) => task.title);
}

const range = (dueFrom: string, dueBefore: string) =>
  `dueFrom=${encodeURIComponent(dueFrom)}&dueBefore=${encodeURIComponent(dueBefore)}&sort=due`;

describe("GET /api/tasks with a due range", () => {
  it("lists the tasks due from dueFrom (inclusive) to dueBefore (exclusive), soonest first", async () => {
    await add("just before", { dueAt: "2026-11-29T23:59:59.999Z" });
    await add("first instant", { dueAt: "2026-11-30T00:00:00.000Z" });
    await add("all-day in the range", { dueAt: "2026-12-02T00:00:00.000Z", dueAllDay: true });
    await add("last instant", { dueAt: "2026-12-06T23:59:59.999Z" });
    await add("just after", { dueAt: "2026-12-07T00:00:00.000Z" });
    await add("undated");

    expect(await titles(range("2026-11-30T00:00:00Z", "2026-12-07T00:00:00Z"))).toEqual([
      "first instant",
      "all-day in the range",
      "last instant",
    ]);
  });

  it("takes instants with any offset, as the same instants", async () => {
    await add("Monday morning in Berlin", { dueAt: "2026-11-30T08:00:00.000Z" });
    expect(await titles(range("2026-11-30T00:00:00+01:00", "2026-12-01T00:00:00+01:00"))).toEqual([
      "Monday morning in Berlin",
    ]);
    // 09:00 in Berlin is 08:00 UTC: the task's own instant, which dueBefore leaves out.
    expect(await titles(range("2026-11-30T00:00:00+01:00", "2026-11-30T09:00:00+01:00"))).toEqual([]);
  });

  it("covers a week in Berlin that ends daylight saving time (7 days and an hour)", async () => {
    // Summer time ends on Sunday 25 October 2026; the local week Monday 19 to Monday 26 is 169 hours long.
    await add("Monday 19, 00:00 Berlin", { dueAt: "2026-10-18T22:00:00.000Z" });
    await add("Sunday 25, all day", { dueAt: "2026-10-24T22:00:00.000Z", dueAllDay: true });
    await add("Sunday 25, 23:30 Berlin", { dueAt: "2026-10-25T22:30:00.000Z" });
    await add("Monday 26, 00:00 Berlin", { dueAt: "2026-10-25T23:00:00.000Z" });

    expect(await titles(range("2026-10-19T00:00:00+02:00", "2026-10-26T00:00:00+01:00"))).toEqual([
      "Monday 19, 00:00 Berlin",
      "Sunday 25, all day",
      "Sunday 25, 23:30 Berlin",
    ]);
  });

  it(`spans up to ${TASK_DUE_RANGE_MAX_MS / 3_600_000} hours (six weeks and an hour for daylight saving)`, async () => {
    const from = Date.parse("2026-10-05T00:00:00+02:00");
    const spanning = (ms: number) => range(new Date(from).toISOString(), new Date(from + ms).toISOString());
    expect((await fixture.alice.get(`/api/tasks?${spanning(TASK_DUE_RANGE_MAX_MS)}`)).status).toBe(200);
    const tooLong = await fixture.alice.get(`/api/tasks?${spanning(TASK_DUE_RANGE_MAX_MS + 1)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields).toEqual({ dueBefore: TASK_MESSAGES.dueRangeTooLong });
  });

  it("keeps to the view (open or completed) and to a list", async () => {
    const listResponse = await fixture.alice.post("/api/lists", { name: "Garden" });
    expect(listResponse.status).toBe(201);
    const listId = listResponse.body.list.id as string;
    await add("open, Inbox", { dueAt: "2026-12-01T09:00:00.000Z" });
    await add("open, Garden", { dueAt: "2026-12-01T10:00:00.000Z", listId });
    const done = await add("done, Garden", { dueAt: "2026-12-01T11:00:00.000Z", listId });
    expect((await fixture.alice.patch(`/api/tasks/${done.id}`, { completed: true })).status).toBe(200);
    const week = range("2026-11-30T00:00:00Z", "2026-12-07T00:00:00Z");

    expect(await titles(week)).toEqual(["open, Inbox", "open, Garden"]);
    expect(await titles(`${week}&view=completed`)).toEqual(["done, Garden"]);
    expect(await titles(`${week}&list=${listId}`)).toEqual(["open, Garden"]);
    expect(await titles(`${week}&list=inbox`)).toEqual(["open, Inbox"]);
  });

  it(`pages through the range, and takes up to ${CALENDAR_TASKS_MAX} tasks a page`, async () => {
    for (const day of [1, 2, 3]) await add(`December ${day}`, { dueAt: `2026-12-0${day}T12:00:00.000Z` });
    const week = range("2026-11-30T00:00:00Z", "2026-12-07T00:00:00Z");
    const first = await fixture.alice.get(`/api/tasks?${week}&limit=2`);
    expect(first.body.tasks.map((task: { title: string }) => task.title)).toEqual(["December 1", "December 2"]);
    const cursor = encodeURIComponent(first.body.nextCursor);
    expect(await titles(`${week}&limit=2&cursor=${cursor}`)).toEqual(["December 3"]);

    const page = await fixture.alice.get(`/api/tasks?${week}&limit=${CALENDAR_TASKS_MAX}`);
    expect(page.status).toBe(200);
    expect(page.body.nextCursor).toBeNull();
  });

  it("never lists another user's tasks", async () => {
    await add("Alice's", { dueAt: "2026-12-01T09:00:00.000Z" });
    await add("Alice's undated");
    const bob = fixture.server.client();
    await bob.signUp();
    const week = range("2026-11-30T00:00:00Z", "2026-12-07T00:00:00Z");
    expect(await titles(week, bob)).toEqual([]);
    expect(await titles("undated=true", bob)).toEqual([]);
  });
});

describe("GET /api/tasks?undated=true", () => {
  it("lists only the tasks without a due date, open or completed as the view says", async () => {
    await add("dated", { dueAt: "2026-12-01T09:00:00.000Z" });
    await add("undated one");
    await add("undated two");
    const done = await add("undated, done");
    expect((await fixture.alice.patch(`/api/tasks/${done.id}`, { completed: true })).status).toBe(200);

    // Undated tasks share one due sort key, so by due date they come in id order.
    expect((await titles("undated=true&sort=due")).sort()).toEqual(["undated one", "undated two"]);
    expect((await titles("undated=true")).sort()).toEqual(["undated one", "undated two"]);
    expect(await titles("undated=true&view=completed")).toEqual(["undated, done"]);
    expect((await titles("undated=false")).sort()).toEqual(["dated", "undated one", "undated two"]);
    expect((await fixture.alice.get(`/api/tasks?undated=true&limit=${CALENDAR_TASKS_MAX}`)).status).toBe(200);
  });
});

describe("GET /api/tasks refuses with 400", () => {
  const week = { dueFrom: "2026-11-30T00:00:00Z", dueBefore: "2026-12-07T00:00:00Z" };
  it.each([
    ["dueFrom alone", { dueFrom: week.dueFrom }, { dueBefore: TASK_MESSAGES.dueRangeIncomplete }],
    ["dueBefore alone", { dueBefore: week.dueBefore }, { dueFrom: TASK_MESSAGES.dueRangeIncomplete }],
    [
      "dueFrom equal to dueBefore",
      { dueFrom: week.dueFrom, dueBefore: week.dueFrom },
      { dueBefore: TASK_MESSAGES.dueRangeReversed },
    ],
    [
      "dueFrom after dueBefore",
      { dueFrom: week.dueBefore, dueBefore: week.dueFrom },
      { dueBefore: TASK_MESSAGES.dueRangeReversed },
    ],
    ["a date without a time", { ...week, dueFrom: "2026-11-30" }, { dueFrom: TASK_MESSAGES.dueRangeInstantInvalid }],
    [
      "a time without a zone",
      { ...week, dueBefore: "2026-12-07T00:00:00" },
      { dueBefore: TASK_MESSAGES.dueRangeInstantInvalid },
    ],
    ["a range with undated", { ...week, undated: "true" }, { undated: TASK_MESSAGES.undatedWithDueRange }],
    ["undated=yes", { undated: "yes" }, { undated: TASK_MESSAGES.undatedInvalid }],
    ["a range with view=today", { ...week, view: "today" }, { view: TASK_MESSAGES.dueFilterNeedsView }],
    ["undated with view=upcoming", { undated: "true", view: "upcoming" }, { view: TASK_MESSAGES.dueFilterNeedsView }],
    ["undated with view=overdue", { undated: "true", view: "overdue" }, { view: TASK_MESSAGES.dueFilterNeedsView }],
    [
      `limit=${TASK_PAGE_SIZE_MAX + 1} without a range`,
      { limit: String(TASK_PAGE_SIZE_MAX + 1) },
      { limit: TASK_MESSAGES.limitTooLarge },
    ],
    [
      `limit=${CALENDAR_TASKS_MAX + 1} with a range`,
      { ...week, limit: String(CALENDAR_TASKS_MAX + 1) },
      { limit: TASK_MESSAGES.limitTooLargeForCalendar },
    ],
  ])("%s", async (_name, query, fields) => {
    const response = await fixture.alice.get(`/api/tasks?${new URLSearchParams(query)}`);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: "validation_failed", fields });
  });
});
