import { describe, expect, it } from "vitest";
import {
  QUICK_ADD_IGNORED_SPANS_MAX,
  QUICK_ADD_PARSE_RATE_LIMIT,
  QUICK_ADD_TEXT_MAX_LENGTH,
} from "../../../shared/limits";
import { QUICK_ADD_MESSAGES, quickAddResponseSchema } from "../../../shared/schemas/quick-add";
import { TASK_MESSAGES } from "../../../shared/schemas/task";
import { USER_MESSAGES } from "../../../shared/schemas/user";
import { fixedClock } from "../../test/fixed-clock";
import { signedInFixture } from "../../test/signed-in-fixture";

/** Wednesday 25 March 2026: 11:00 in Berlin, 06:00 in New York, 19:00 in Tokyo. */
const clock = fixedClock("2026-03-25T10:00:00Z");
const fixture = signedInFixture({ clock });

const parse = (body: unknown, headers?: Record<string, string>) =>
  fixture.alice.post("/api/tasks/parse", body, headers ? { headers } : undefined);

describe("POST /api/tasks/parse", () => {
  it("answers what the text means, with the parts to highlight, and saves nothing", async () => {
    const text = "buy oat milk tomorrow at 5pm #errands p1";
    const response = await parse({ text, timeZone: "Europe/Berlin" });
    expect(response.status).toBe(200);
    expect(quickAddResponseSchema.parse(response.body)).toEqual({
      title: "buy oat milk",
      dueAt: "2026-03-26T16:00:00.000Z",
      allDay: false,
      priority: "high",
      tags: ["errands"],
      reminders: [],
      recurrence: null,
      list: null,
      unknownList: null,
      listId: null,
      parts: [
        { start: 13, end: 28, kind: "date" },
        { start: 29, end: 37, kind: "tag" },
        { start: 38, end: 40, kind: "priority" },
      ],
    });
    expect((await fixture.alice.get("/api/tasks")).body.tasks).toEqual([]);
  });

  it("reads reminder phrases into the reminders POST /api/tasks takes, never into the due date", async () => {
    const text = "call mum tomorrow remind me at 9am remind me 1h before";
    const response = await parse({ text, timeZone: "Europe/Berlin" });
    expect(quickAddResponseSchema.parse(response.body)).toMatchObject({
      title: "call mum",
      dueAt: "2026-03-25T23:00:00.000Z",
      allDay: true,
      reminders: [{ at: "2026-03-26T08:00:00.000Z" }, { minutesBefore: 60 }],
      parts: [
        { start: 9, end: 17, kind: "date" },
        { start: 18, end: 34, kind: "reminder", reminder: { at: "2026-03-26T08:00:00.000Z" } },
        { start: 35, end: 54, kind: "reminder", reminder: { minutesBefore: 60 } },
      ],
    });
    const { title, dueAt, allDay, reminders } = response.body;
    const created = await fixture.alice.post("/api/tasks", { title, dueAt, dueAllDay: allDay, reminders });
    expect(created.status).toBe(201);
    const task = await fixture.alice.get(`/api/tasks/${created.body.task.id}`);
    expect(task.body.task.reminders).toEqual([{ at: "2026-03-26T08:00:00.000Z" }, { minutesBefore: 60 }]);
  });

  it("reads a time of day said alone on the due day, or the next time the clocks show it", async () => {
    const read = async (text: string) => (await parse({ text, timeZone: "America/New_York" })).body.reminders;
    // 06:00 in New York: 9am is today's, 5am tomorrow's; on a task due Friday, Friday's.
    expect(await read("call remind me at 9am")).toEqual([{ at: "2026-03-25T13:00:00.000Z" }]);
    expect(await read("call remind me at 5am")).toEqual([{ at: "2026-03-26T09:00:00.000Z" }]);
    expect(await read("call friday remind me at 9am")).toEqual([{ at: "2026-03-27T13:00:00.000Z" }]);
    // More than a week before stays text.
    expect(await read("call remind me 1m before remind me 10081 minutes before")).toEqual([{ minutesBefore: 1 }]);
  });

  it("reads the text in the user's own time zone when the request names none (UTC until they set one)", async () => {
    const atFive = { text: "call at 5pm" };
    expect((await parse(atFive)).body.dueAt).toBe("2026-03-25T17:00:00.000Z");
    await fixture.alice.patch("/api/me", { preferences: { timeZone: "Asia/Tokyo" } });
    // 19:00 in Tokyo already: 5pm is tomorrow's.
    expect((await parse(atFive)).body.dueAt).toBe("2026-03-26T08:00:00.000Z");
    expect((await parse({ text: "call tomorrow" })).body).toMatchObject({
      dueAt: "2026-03-25T15:00:00.000Z",
      allDay: true,
    });
    expect((await parse({ ...atFive, timeZone: "America/New_York" })).body.dueAt).toBe("2026-03-25T21:00:00.000Z");
  });

  it("counts from the server's clock, or from the time the request gives", async () => {
    expect((await parse({ text: "in 3 hours", timeZone: "UTC" })).body.dueAt).toBe("2026-03-25T13:00:00.000Z");
    clock.advance(60 * 60 * 1000);
    expect((await parse({ text: "in 3 hours", timeZone: "UTC" })).body.dueAt).toBe("2026-03-25T14:00:00.000Z");
    const given = await parse({ text: "in 3 hours", timeZone: "UTC", now: "2026-06-01T08:00:00+02:00" });
    expect(given.body.dueAt).toBe("2026-06-01T09:00:00.000Z");
  });

  it("reads numeric dates in the request's locale, else the browser's language, else as en-US", async () => {
    const text = "party 3/12";
    const base = { text, timeZone: "UTC" };
    expect((await parse(base)).body.dueAt).toBe("2027-03-12T00:00:00.000Z");
    expect((await parse(base, { "accept-language": "en-GB,en;q=0.9" })).body.dueAt).toBe("2026-12-03T00:00:00.000Z");
    expect((await parse({ ...base, locale: "en-US" }, { "accept-language": "en-GB" })).body.dueAt).toBe(
      "2027-03-12T00:00:00.000Z",
    );
    expect((await parse(base, { "accept-language": "*" })).body.dueAt).toBe("2027-03-12T00:00:00.000Z");
    const german = await parse({ text: "Milch kaufen morgen", timeZone: "UTC" }, { "accept-language": "de-DE" });
    expect(german.body).toMatchObject({ title: "Milch kaufen", dueAt: "2026-03-26T00:00:00.000Z" });
  });

  it("reads a regional tag as its language, and passes over Accept-Language entries that are no tags", async () => {
    const german = { text: "Milch kaufen morgen", timeZone: "UTC" };
    const inGerman = { title: "Milch kaufen", dueAt: "2026-03-26T00:00:00.000Z" };
    expect((await parse({ ...german, locale: "de-AT" })).body).toMatchObject(inGerman);
    expect((await parse({ ...german, locale: "de-CH-u-ca-buddhist-x-mine" })).body).toMatchObject(inGerman);
    expect((await parse(german, { "accept-language": "en_GB!, *, de-AT;q=0.9" })).body).toMatchObject(inGerman);
    const party = { text: "party 3/12", timeZone: "UTC" };
    expect((await parse({ ...party, locale: "en-GB" })).body.dueAt).toBe("2026-12-03T00:00:00.000Z");
    expect((await parse(party, { "accept-language": "de;q=0, en-US;q=0.5, en-GB;q=0.8" })).body.dueAt).toBe(
      "2026-12-03T00:00:00.000Z",
    );
  });

  it("keeps dismissed spans as text", async () => {
    const text = "Read Robinson Crusoe's Friday chapter";
    expect((await parse({ text })).body.dueAt).not.toBeNull();
    const dismissed = await parse({ text, ignore: [{ start: 23, end: 29 }] });
    expect(dismissed.body).toMatchObject({ title: text, dueAt: null, parts: [] });
  });

  it("puts the task in the list +Name names, of the user's own active lists, and points out a name none has", async () => {
    const newList = async (name: string) => (await fixture.alice.post("/api/lists", { name })).body.list;
    const groceries = await newList("Groceries");
    const longName = await newList("Long name");
    const archived = await newList("Old");
    await fixture.alice.patch(`/api/lists/${archived.id}`, { archived: true });
    const bob = fixture.server.client();
    await bob.signUp();
    await bob.post("/api/lists", { name: "Garden" });

    const text = "Buy milk +groceries tomorrow";
    expect((await parse({ text, timeZone: "UTC" })).body).toMatchObject({
      title: "Buy milk",
      dueAt: "2026-03-26T00:00:00.000Z",
      list: "Groceries",
      listId: groceries.id,
      unknownList: null,
      parts: [
        { start: 9, end: 19, kind: "list" },
        { start: 20, end: 28, kind: "date" },
      ],
    });
    expect((await parse({ text: 'pay +"LONG name"' })).body).toMatchObject({ title: "pay", listId: longName.id });
    // Bob's list, an archived one and no list at all stay text, the first of them offered for creation.
    for (const name of ["Garden", "Old"]) {
      expect((await parse({ text: `dig +${name} +Friday` })).body).toMatchObject({
        title: `dig +${name} +Friday`,
        dueAt: null,
        list: null,
        listId: null,
        unknownList: { name, start: 4, end: 5 + name.length },
        parts: [],
      });
    }
    // Dismissed, the list's name stays text.
    expect((await parse({ text, ignore: [{ start: 9, end: 19 }] })).body).toMatchObject({
      title: "Buy milk +groceries",
      listId: null,
    });
  });

  it.each([
    ["no text", {}, { text: QUICK_ADD_MESSAGES.textRequired }],
    ["text that is not text", { text: 42 }, { text: "Must be text." }],
    ["too long a text", { text: "x".repeat(QUICK_ADD_TEXT_MAX_LENGTH + 1) }, { text: QUICK_ADD_MESSAGES.textTooLong }],
    [
      "a line break",
      { text: "buy milk\ntomorrow" },
      { text: "Text cannot contain line breaks or other control characters." },
    ],
    ["an unknown time zone", { text: "x", timeZone: "Mars/Olympus" }, { timeZone: USER_MESSAGES.timeZoneInvalid }],
    ["a malformed locale", { text: "x", locale: "en_GB!" }, { locale: QUICK_ADD_MESSAGES.localeInvalid }],
    ["an empty locale", { text: "x", locale: "" }, { locale: QUICK_ADD_MESSAGES.localeInvalid }],
    ["a list of locales", { text: "x", locale: "en-GB,de" }, { locale: QUICK_ADD_MESSAGES.localeInvalid }],
    ["a locale that is not text", { text: "x", locale: 7 }, { locale: QUICK_ADD_MESSAGES.localeInvalid }],
    ["a time without a zone", { text: "x", now: "2026-03-25T10:00" }, { now: TASK_MESSAGES.timeInvalid }],
    ["a backwards span", { text: "x", ignore: [{ start: 3, end: 1 }] }, { "ignore.0": QUICK_ADD_MESSAGES.spanInvalid }],
    [
      "too many spans",
      {
        text: "x",
        ignore: Array.from({ length: QUICK_ADD_IGNORED_SPANS_MAX + 1 }, (_, start) => ({ start, end: start + 1 })),
      },
      { ignore: QUICK_ADD_MESSAGES.tooManySpans },
    ],
    ["an unknown field", { text: "x", save: true }, { save: "Unknown field." }],
  ])("refuses %s with 400", async (_, body, fields) => {
    const response = await parse(body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: "validation_failed", fields });
  });

  it(`allows ${QUICK_ADD_PARSE_RATE_LIMIT.maxRequests} a minute per user, from any address, then answers 429`, async () => {
    const elsewhere = fixture.alice.from("10.200.0.1");
    for (let i = 0; i < QUICK_ADD_PARSE_RATE_LIMIT.maxRequests; i++) {
      const caller = i % 2 === 0 ? fixture.alice : elsewhere;
      expect((await caller.post("/api/tasks/parse", { text: "x" })).status).toBe(200);
    }
    const blocked = await elsewhere.post("/api/tasks/parse", { text: "x" });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe("rate_limited");
    expect(Number(blocked.headers.get("retry-after"))).toBe(QUICK_ADD_PARSE_RATE_LIMIT.windowSeconds);

    // Another user, from the very same address, is not affected; and the window ends.
    const bob = fixture.server.client();
    await bob.signUp();
    expect((await bob.from(fixture.alice.ip).post("/api/tasks/parse", { text: "x" })).status).toBe(200);
    clock.advance(QUICK_ADD_PARSE_RATE_LIMIT.windowSeconds * 1000);
    expect((await fixture.alice.post("/api/tasks/parse", { text: "x" })).status).toBe(200);
  });
});
