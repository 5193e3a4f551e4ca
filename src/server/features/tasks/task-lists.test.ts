import { beforeEach, describe, expect, it } from "vitest";
import { TASK_SEARCH_MAX_LENGTH, TASK_SEARCH_TERMS_MAX } from "../../../shared/limits";
import { fixedClock } from "../../test/fixed-clock";
import { signedInFixture } from "../../test/signed-in-fixture";

/** The server's "now" in these tests, whatever the machine's clock says: a run crossing midnight changes nothing. */
const NOW = "2026-11-25T14:00:00.000Z";
const clock = fixedClock(NOW);
const fixture = signedInFixture({ clock });
beforeEach(() => clock.set(NOW));

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(Date.parse(NOW) + offsetMs).toISOString();
const START_OF_TODAY = Date.parse("2026-11-25T00:00:00.000Z") - Date.parse(NOW);

/** Creates a task; the clock then moves on a second, so "newest first" means something while it stands still. */
async function add(title: string, extra: Record<string, unknown> = {}, description = "details") {
  const response = await fixture.alice.post("/api/tasks", { title, description, ...extra });
  expect(response.status).toBe(201);
  clock.advance(1000);
  return response.body.task as { id: string };
}

async function titles(query: string): Promise<string[]> {
  const response = await fixture.alice.get(`/api/tasks?${query}`);
  expect(response.status).toBe(200);
  return response.body.tasks.map((task: { title: string }) => task.title);
}

/** Every page of a listing, following nextCursor. */
async function allPages(query: string): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
    const { body } = await fixture.alice.get(`/api/tasks?${query}&limit=2${suffix}`);
    seen.push(...body.tasks.map((task: { title: string }) => task.title));
    cursor = body.nextCursor;
  } while (cursor);
  return seen;
}

describe("views", () => {
  it("split open tasks into today, upcoming and overdue, and keep completed ones apart (UTC)", async () => {
    await add("overdue timed", { dueAt: at(-2 * DAY) });
    await add("overdue all-day", { dueAt: at(START_OF_TODAY - DAY), dueAllDay: true });
    await add("today all-day", { dueAt: at(START_OF_TODAY), dueAllDay: true });
    await add("upcoming", { dueAt: at(START_OF_TODAY + 2 * DAY) });
    await add("undated");
    const done = await add("done", { dueAt: at(START_OF_TODAY), dueAllDay: true });
    await fixture.alice.patch(`/api/tasks/${done.id}`, { completed: true });

    expect(await titles("view=today")).toEqual(["today all-day"]);
    expect(await titles("view=upcoming")).toEqual(["upcoming"]);
    expect((await titles("view=overdue")).sort()).toEqual(["overdue all-day", "overdue timed"]);
    expect(await titles("view=completed")).toEqual(["done"]);
    expect((await titles("view=all")).sort()).toEqual([
      "overdue all-day",
      "overdue timed",
      "today all-day",
      "undated",
      "upcoming",
    ]);
    expect(await titles("")).toEqual(await titles("view=all"));
  });

  it("decide where today ends by the user's time zone", async () => {
    // 14:00 UTC is 23:00 in Tokyo (no daylight saving there), whose tomorrow begins at 15:00 UTC.
    await add("last minute of Tokyo's today", { dueAt: "2026-11-25T14:59:00.000Z" });
    await add("Tokyo's tomorrow", { dueAt: "2026-11-25T15:00:00.000Z" });

    expect(await titles("view=today&tz=Asia/Tokyo")).toEqual(["last minute of Tokyo's today"]);
    expect(await titles("view=upcoming&tz=Asia/Tokyo")).toEqual(["Tokyo's tomorrow"]);
    expect((await titles("view=today")).sort()).toEqual(["Tokyo's tomorrow", "last minute of Tokyo's today"]);
  });

  it("follow the server's clock: a task is upcoming, then today until midnight, then overdue", async () => {
    clock.set("2026-11-23T12:00:00.000Z");
    await add("all-day on the 25th", { dueAt: "2026-11-25T00:00:00.000Z", dueAllDay: true });
    await add("at six on the 25th", { dueAt: "2026-11-25T18:00:00.000Z" });
    const both = ["all-day on the 25th", "at six on the 25th"];
    const views = async () => ({
      today: (await titles("view=today")).sort(),
      upcoming: (await titles("view=upcoming")).sort(),
      overdue: (await titles("view=overdue")).sort(),
    });

    expect(await views()).toEqual({ today: [], upcoming: both, overdue: [] });
    clock.set("2026-11-25T00:00:00.000Z");
    expect(await views()).toEqual({ today: both, upcoming: [], overdue: [] });
    clock.set("2026-11-25T23:59:59.999Z");
    expect(await views()).toEqual({ today: both, upcoming: [], overdue: ["at six on the 25th"] });
    clock.set("2026-11-27T14:00:00.000Z");
    expect(await views()).toEqual({ today: [], upcoming: [], overdue: both });
  });

  it("stamp creation, edits and completion with the server's clock", async () => {
    const { id } = await add("Stamped");
    const { task } = (await fixture.alice.get(`/api/tasks/${id}`)).body;
    expect(task).toMatchObject({ createdAt: NOW, updatedAt: NOW, completedAt: null });
    clock.set("2026-11-26T08:30:00.000Z");
    const completed = (await fixture.alice.patch(`/api/tasks/${id}`, { completed: true })).body.task;
    expect(completed).toMatchObject({
      createdAt: NOW,
      updatedAt: "2026-11-26T08:30:00.000Z",
      completedAt: "2026-11-26T08:30:00.000Z",
    });
  });

  it.each([
    ["view=someday", "view"],
    ["sort=alphabetical", "sort"],
    ["tz=Mars/Olympus_Mons", "tz"],
    ["priority=urgent", "priority"],
    [`q=${"q".repeat(TASK_SEARCH_MAX_LENGTH + 1)}`, "q"],
  ])("refuses %s with 400 naming the parameter", async (query, field) => {
    const response = await fixture.alice.get(`/api/tasks?${query}`);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toEqual([field]);
  });
});

describe("filters", () => {
  it("search words of title and description by their beginning, ignoring case and accents", async () => {
    await add("Buy MILK");
    await add("Call mum", {}, "ask about the milkshake");
    await add("Äpfel kaufen", {}, "Für den Kuchen");
    await add("Discount 50%");
    await add("Something else");
    expect((await titles("q=milk")).sort()).toEqual(["Buy MILK", "Call mum"]);
    expect(await titles("q=MILKS")).toEqual(["Call mum"]);
    expect(await titles(`q=${encodeURIComponent("äpf")}`)).toEqual(["Äpfel kaufen"]);
    expect(await titles("q=apfel")).toEqual(["Äpfel kaufen"]);
    expect(await titles(`q=${encodeURIComponent("fur kuch")}`)).toEqual(["Äpfel kaufen"]);
    expect(await titles(`q=${encodeURIComponent("50%")}`)).toEqual(["Discount 50%"]);
    // Inside a word is not a beginning; every term must match; punctuation alone finds nothing.
    expect(await titles("q=ilk")).toEqual([]);
    expect(await titles(`q=${encodeURIComponent("milk call")}`)).toEqual(["Call mum"]);
    expect(await titles(`q=${encodeURIComponent("%")}`)).toEqual([]);
  });

  it("search uses the longest words of a long query, at most the named number", async () => {
    const words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"];
    await add(words.join(" "));
    await add("alpha bravo charlie");
    expect(await titles(`q=${encodeURIComponent(words.join(" "))}`)).toEqual([words.join(" ")]);
    // Past the limit, the shortest words are not looked for: "x" would match nothing, yet the task is found.
    const longest = [...words].sort((a, b) => b.length - a.length).slice(0, TASK_SEARCH_TERMS_MAX);
    expect(await titles(`q=${encodeURIComponent([...longest, "x"].join(" "))}`)).toEqual([words.join(" ")]);
  });

  it("search follows edits: new words are found, old ones no longer", async () => {
    const id = (await add("Old title")).id;
    await fixture.alice.patch(`/api/tasks/${id}`, { title: "Fresh name", description: "renamed" });
    expect(await titles("q=old")).toEqual([]);
    expect(await titles("q=fresh")).toEqual(["Fresh name"]);
    expect(await titles("q=renam")).toEqual(["Fresh name"]);
  });

  it("filter by tag and by priority, combined with a view", async () => {
    await add("home high", { tags: ["home"], priority: "high" });
    await add("home low", { tags: ["Home", "garden"], priority: "low" });
    await add("work high", { tags: ["work"], priority: "high" });
    expect((await titles("tag=home")).sort()).toEqual(["home high", "home low"]);
    expect(await titles("tag=home&priority=high")).toEqual(["home high"]);
    expect(await titles("tag=HOME&priority=low")).toEqual(["home low"]);
    expect(await titles("tag=home&view=completed")).toEqual([]);
  });
});

describe("sorting and paging", () => {
  it("sorts by priority, highest first, newest first within a priority, across pages", async () => {
    for (const [title, priority] of [
      ["a none", "none"],
      ["b high", "high"],
      ["c low", "low"],
      ["d high", "high"],
      ["e medium", "medium"],
    ]) {
      await add(title as string, { priority });
    }
    expect(await allPages("sort=priority")).toEqual(["d high", "b high", "e medium", "c low", "a none"]);
  });

  it("sorts by due date, soonest first and undated last, across pages", async () => {
    await add("undated 1");
    await add("in 3 days", { dueAt: at(3 * DAY) });
    await add("tomorrow", { dueAt: at(DAY) });
    await add("undated 2");
    await add("in 2 days", { dueAt: at(2 * DAY) });
    const sorted = await allPages("sort=due");
    expect(sorted.slice(0, 3)).toEqual(["tomorrow", "in 2 days", "in 3 days"]);
    expect(sorted.slice(3).sort()).toEqual(["undated 1", "undated 2"]);
  });

  it("reads the dated views soonest due first, whatever order tasks were added in, across pages", async () => {
    await add("upcoming in 3 days", { dueAt: at(3 * DAY) });
    await add("upcoming tomorrow at 9", { dueAt: at(START_OF_TODAY + DAY + 9 * HOUR) });
    await add("upcoming tomorrow, all day", { dueAt: at(START_OF_TODAY + DAY), dueAllDay: true });
    await add("upcoming in 2 days", { dueAt: at(2 * DAY) });
    await add("today at 20", { dueAt: at(START_OF_TODAY + 20 * HOUR) });
    await add("today at 16", { dueAt: at(START_OF_TODAY + 16 * HOUR) });
    await add("overdue yesterday", { dueAt: at(-DAY) });
    await add("overdue 3 days ago", { dueAt: at(-3 * DAY) });

    expect(await allPages("view=upcoming")).toEqual([
      "upcoming tomorrow, all day",
      "upcoming tomorrow at 9",
      "upcoming in 2 days",
      "upcoming in 3 days",
    ]);
    expect(await allPages("view=today")).toEqual(["today at 16", "today at 20"]);
    expect(await allPages("view=overdue")).toEqual(["overdue 3 days ago", "overdue yesterday"]);
    // All keeps its newest first; a sort asked for still wins (a task's subtasks are listed in My order so).
    expect((await allPages("view=all")).at(0)).toBe("overdue 3 days ago");
    expect((await allPages("view=upcoming&sort=created")).at(0)).toBe("upcoming in 2 days");
  });

  it("reads completed tasks latest completion first, not newest first, across pages", async () => {
    const ids: Record<string, string> = {};
    for (const title of ["made first", "made second", "made third", "made fourth"]) ids[title] = (await add(title)).id;
    for (const title of ["made third", "made first", "made fourth", "made second"]) {
      expect((await fixture.alice.patch(`/api/tasks/${ids[title]}`, { completed: true })).status).toBe(200);
      clock.advance(60_000);
    }

    expect(await allPages("view=completed")).toEqual(["made second", "made fourth", "made first", "made third"]);
    // A completed task put back without its completion time counts as completed when it was made.
    const restored = await fixture.alice.request("PUT", `/api/tasks/${crypto.randomUUID()}`, {
      body: { title: "restored, done long ago", completed: true, createdAt: "2026-01-01T00:00:00.000Z" },
    });
    expect(restored.status).toBe(201);
    expect(restored.body.task.completedAt).toBe("2026-01-01T00:00:00.000Z");
    expect((await allPages("view=completed")).at(-1)).toBe("restored, done long ago");
  });

  it("refuses a cursor made for another sort", async () => {
    for (const title of ["one", "two", "three"]) await add(title);
    const { nextCursor } = (await fixture.alice.get("/api/tasks?limit=1&sort=created")).body;
    const response = await fixture.alice.get(`/api/tasks?limit=1&sort=due&cursor=${encodeURIComponent(nextCursor)}`);
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ cursor: "The cursor is not valid." });
  });

  // A cursor is the client's to send back: these used to reach PostgreSQL's comparison and answer 500.
  it.each([
    ["created", ["2026-01-01T00:00:00.000Z\u0000", "00000000-0000-4000-8000-000000000000"]],
    ["created", ["\ud800", "\udc00"]],
    ["due", [1, "00000000-0000-4000-8000-000000000000"]],
    ["due", ["2026-01-01T00:00:00.000Z", "\u0000"]],
    ["priority", [1e20, "2026-01-01T00:00:00.000Z", "00000000-0000-4000-8000-000000000000"]],
    ["priority", [1.5, "2026-01-01T00:00:00.000Z", "00000000-0000-4000-8000-000000000000"]],
  ])("refuses a %s cursor whose key is not one the server wrote: %j", async (sort, key) => {
    for (const title of ["one", "two"]) await add(title);
    const cursor = Buffer.from(JSON.stringify({ sort, key })).toString("base64url");
    const response = await fixture.alice.get(`/api/tasks?limit=1&sort=${sort}&cursor=${cursor}`);
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ cursor: "The cursor is not valid." });
  });
});
