import { beforeEach, describe, expect, it } from "vitest";
import { RECURRENCE_MESSAGES } from "../../../shared/recurrence/rule";
import { openEventStream } from "../../test/event-stream";
import { fixedClock } from "../../test/fixed-clock";
import { signedInFixture } from "../../test/signed-in-fixture";

/** Saturday 28 March 2026, 11:00 in Berlin; clocks there go forward (02:00 → 03:00) on the night to Sunday. */
const NOW = "2026-03-28T10:00:00.000Z";
const clock = fixedClock(NOW);
const fixture = signedInFixture({ clock });

beforeEach(async () => {
  clock.set(NOW);
  await useTimeZone("Europe/Berlin");
});

async function useTimeZone(timeZone: string) {
  expect((await fixture.alice.patch("/api/me", { preferences: { timeZone } })).status).toBe(200);
}

async function add(fields: Record<string, unknown>) {
  const response = await fixture.alice.post("/api/tasks", { title: "Water the plants", ...fields });
  expect(response.status).toBe(201);
  return response.body.task;
}

const complete = (id: string, headers: Record<string, string> = {}) =>
  fixture.alice.patch(`/api/tasks/${id}`, { completed: true }, { headers });

async function completedTitles(): Promise<string[]> {
  const { body } = await fixture.alice.get("/api/tasks?view=completed");
  return body.tasks.map((task: { title: string }) => task.title);
}

describe("a task's recurrence", () => {
  it("is stored in canonical form, and a repeating task without a due date is due on the rule's first day", async () => {
    // Wednesday 25 March: the first Monday from then is the 30th, all day in Berlin.
    clock.set("2026-03-25T09:00:00.000Z");
    const task = await add({ recurrence: "freq=weekly;byday=mo" });
    expect(task).toMatchObject({
      recurrence: "FREQ=WEEKLY;BYDAY=MO",
      dueAt: "2026-03-29T22:00:00.000Z",
      dueAllDay: true,
    });
    expect((await fixture.alice.get(`/api/tasks/${task.id}`)).body.task).toEqual(task);
  });

  it("refuses a rule it cannot expand, under the recurrence field, saving nothing", async () => {
    for (const recurrence of [
      "FREQ=HOURLY",
      "FREQ=WEEKLY;COUNT=3",
      "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30",
      42,
      "x".repeat(201),
    ]) {
      const created = await fixture.alice.post("/api/tasks", { title: "Bad", recurrence });
      expect(created.status).toBe(400);
      expect(created.body.error.fields).toHaveProperty("recurrence");
    }
    const task = await add({ dueAt: "2026-03-30T07:00:00Z" });
    const patched = await fixture.alice.patch(`/api/tasks/${task.id}`, { recurrence: "FREQ=DAILY;UNTIL=20270101" });
    expect(patched.status).toBe(400);
    expect(patched.body.error.fields).toHaveProperty("recurrence");
    expect((await fixture.alice.get(`/api/tasks/${task.id}`)).body.task).toEqual(task);
    const restored = await fixture.alice.request("PUT", `/api/tasks/${crypto.randomUUID()}`, {
      body: { title: "Back", createdAt: NOW, recurrence: "FREQ=MINUTELY" },
    });
    expect(restored.status).toBe(400);
  });

  it("keeps a repeating task due: one whose date is cleared is due on the rule's first day from today", async () => {
    const task = await add({ dueAt: "2026-03-23T08:00:00Z", recurrence: "FREQ=WEEKLY;BYDAY=MO" });
    const cleared = await fixture.alice.patch(`/api/tasks/${task.id}`, { dueAt: null });
    expect(cleared.status).toBe(200);
    // Saturday 28 March: the next Monday is the 30th, all day in Berlin (summer time by then).
    expect(cleared.body.task).toMatchObject({ dueAt: "2026-03-29T22:00:00.000Z", dueAllDay: true });
  });

  it("comes back with a restored task", async () => {
    const id = crypto.randomUUID();
    const restored = await fixture.alice.request("PUT", `/api/tasks/${id}`, {
      body: { title: "Back", createdAt: NOW, dueAt: "2026-03-30T07:00:00Z", recurrence: "FREQ=MONTHLY;BYDAY=-1FR" },
    });
    expect(restored.status).toBe(201);
    expect(restored.body.task.recurrence).toBe("FREQ=MONTHLY;BYDAY=-1FR");
  });
});

describe("completing a repeating task", () => {
  it("records a completed copy and moves the task to its next occurrence at the same time of day across DST", async () => {
    // Due today at 09:00 CET (08:00Z); tomorrow 09:00 is CEST (07:00Z).
    const task = await add({
      description: "Both balconies",
      dueAt: "2026-03-28T08:00:00Z",
      priority: "high",
      tags: ["home", "plants"],
      recurrence: "FREQ=DAILY",
    });
    const stream = await openEventStream(fixture.alice);
    try {
      expect((await stream.next()).event).toBe("ready");
      const response = await complete(task.id);
      expect(response.status).toBe(200);
      const { task: moved, completion } = response.body;
      expect(moved).toEqual({
        ...task,
        dueAt: "2026-03-29T07:00:00.000Z",
        version: task.version + 1,
        updatedAt: NOW,
      });
      expect(response.headers.get("etag")).toBe(`"${moved.version}"`);
      expect(completion).toMatchObject({
        title: "Water the plants",
        description: "Both balconies",
        priority: "high",
        tags: ["home", "plants"],
        dueAt: "2026-03-28T08:00:00.000Z",
        completed: true,
        completedAt: NOW,
        recurrence: null,
      });
      expect(completion.id).not.toBe(task.id);
      const events = [await stream.next(), await stream.next()];
      expect(events).toEqual([
        { event: "task.created", data: { task: completion } },
        { event: "task.updated", data: { task: moved } },
      ]);
    } finally {
      stream.close();
    }
    expect(await completedTitles()).toEqual(["Water the plants"]);
    const open = (await fixture.alice.get("/api/tasks")).body.tasks;
    expect(open.map((each: { id: string }) => each.id)).toEqual([task.id]);
  });

  it("keeps 08:00 in New York across its change to summer time", async () => {
    await useTimeZone("America/New_York");
    clock.set("2026-03-07T15:00:00.000Z");
    // Saturday 7 March 08:00 EST (13:00Z); the next Saturday 08:00 is EDT (12:00Z).
    const task = await add({ dueAt: "2026-03-07T13:00:00Z", recurrence: "FREQ=WEEKLY;BYDAY=SA" });
    expect((await complete(task.id)).body.task.dueAt).toBe("2026-03-14T12:00:00.000Z");
  });

  it("moves an overdue task to its next occurrence after today, never into the past", async () => {
    const task = await add({ dueAt: "2026-03-02T08:00:00Z", recurrence: "FREQ=WEEKLY;BYDAY=MO,TH" });
    const response = await complete(task.id);
    // Today is Saturday 28 March: the next of its days is Monday the 30th, 09:00 CEST.
    expect(response.body.task.dueAt).toBe("2026-03-30T07:00:00.000Z");
    expect(response.body.completion.dueAt).toBe("2026-03-02T08:00:00.000Z");
  });

  it("keeps an all-day task all day, on the last day of each month", async () => {
    const task = await add({
      dueAt: "2026-03-30T22:00:00Z",
      dueAllDay: true,
      recurrence: "FREQ=MONTHLY;BYMONTHDAY=-1",
    });
    const response = await complete(task.id);
    expect(response.body.task).toMatchObject({ dueAt: "2026-04-29T22:00:00.000Z", dueAllDay: true, completed: false });
  });

  it("can be undone: the task is patched back to its due date and the copy deleted", async () => {
    const task = await add({ dueAt: "2026-03-28T08:00:00Z", recurrence: "FREQ=DAILY", tags: ["home"] });
    const { task: moved, completion } = (await complete(task.id)).body;
    const back = await fixture.alice.patch(
      `/api/tasks/${task.id}`,
      { dueAt: task.dueAt, dueAllDay: task.dueAllDay },
      { headers: { "If-Match": `"${moved.version}"` } },
    );
    expect(back.status).toBe(200);
    expect((await fixture.alice.delete(`/api/tasks/${completion.id}`)).status).toBe(204);
    const { updatedAt, version, ...asBefore } = task;
    expect(back.body.task).toMatchObject(asBefore);
    expect(back.body.completion).toBeUndefined();
    expect(await completedTitles()).toEqual([]);
  });

  it("refuses a stale If-Match with 409, recording no completion", async () => {
    const task = await add({ dueAt: "2026-03-28T08:00:00Z", recurrence: "FREQ=DAILY" });
    await fixture.alice.patch(`/api/tasks/${task.id}`, { title: "Renamed" });
    const response = await complete(task.id, { "If-Match": `"${task.version}"` });
    expect(response.status).toBe(409);
    expect(response.body.task.title).toBe("Renamed");
    expect(await completedTitles()).toEqual([]);
    expect((await fixture.alice.get(`/api/tasks/${task.id}`)).body.task.dueAt).toBe(task.dueAt);
  });

  it("completes for good once it stops repeating", async () => {
    const task = await add({ dueAt: "2026-03-28T08:00:00Z", recurrence: "FREQ=DAILY" });
    const stopped = await fixture.alice.patch(`/api/tasks/${task.id}`, { recurrence: null });
    expect(stopped.body.task).toMatchObject({ recurrence: null, dueAt: task.dueAt });
    const response = await complete(task.id);
    expect(response.body.task).toMatchObject({ id: task.id, completed: true, completedAt: NOW });
    expect(response.body.completion).toBeUndefined();
  });
});

describe("POST /api/tasks/:id/skip", () => {
  it("moves a repeating task to its next occurrence without recording a completion", async () => {
    const task = await add({ dueAt: "2026-03-23T08:00:00Z", recurrence: "FREQ=WEEKLY;BYDAY=MO" });
    const response = await fixture.alice.post(`/api/tasks/${task.id}/skip`);
    expect(response.status).toBe(200);
    expect(response.body.task).toMatchObject({ id: task.id, dueAt: "2026-03-30T07:00:00.000Z", completed: false });
    expect(response.headers.get("etag")).toBe(`"${task.version + 1}"`);
    expect(await completedTitles()).toEqual([]);
  });

  it("refuses a task that does not repeat with 409, changing nothing", async () => {
    const task = await add({ dueAt: "2026-03-23T08:00:00Z" });
    const response = await fixture.alice.post(`/api/tasks/${task.id}/skip`);
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe("not_recurring");
    expect((await fixture.alice.get(`/api/tasks/${task.id}`)).body.task).toEqual(task);
  });
});

it("answers 404 for another user's repeating task, completing and skipping nothing", async () => {
  const bob = fixture.server.client();
  await bob.signUp();
  const bobs = (
    await bob.post("/api/tasks", { title: "Bob's", dueAt: "2026-03-28T08:00:00Z", recurrence: "FREQ=DAILY" })
  ).body.task;
  expect((await complete(bobs.id)).status).toBe(404);
  expect((await fixture.alice.post(`/api/tasks/${bobs.id}/skip`)).status).toBe(404);
  expect((await fixture.alice.patch(`/api/tasks/${bobs.id}`, { recurrence: null })).status).toBe(404);
  expect((await bob.get(`/api/tasks/${bobs.id}`)).body.task).toEqual(bobs);
  expect((await bob.get("/api/tasks?view=completed")).body.tasks).toEqual([]);
});

describe("a rule that never comes round again", () => {
  /** Every 4 years on 29 February: from 2026 (not a leap year) the years it visits never have the day. */
  const LEAP_DAY_EVERY_4_YEARS = "FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYMONTHDAY=29";
  const refusedUnderRecurrence = (response: { status: number; body: { error: { fields: object } } }) => {
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ recurrence: RECURRENCE_MESSAGES.neverRecurs });
  };

  it("is refused when a task is made, put back or changed so, changing nothing", async () => {
    for (const [recurrence, dueAt] of [
      [LEAP_DAY_EVERY_4_YEARS, undefined],
      [LEAP_DAY_EVERY_4_YEARS, "2026-03-30T07:00:00Z"],
      ["FREQ=MONTHLY;INTERVAL=12;BYMONTHDAY=31", "2026-04-10T07:00:00Z"],
      ["FREQ=MONTHLY;INTERVAL=24;BYMONTHDAY=30", "2026-02-10T07:00:00Z"],
      ["FREQ=MONTHLY;INTERVAL=48;BYDAY=5MO", "2026-02-02T07:00:00Z"],
      ["FREQ=YEARLY;INTERVAL=999", "9000-03-30T07:00:00Z"],
    ]) {
      refusedUnderRecurrence(await fixture.alice.post("/api/tasks", { title: "Never", recurrence, dueAt }));
    }
    const restored = await fixture.alice.request("PUT", `/api/tasks/${crypto.randomUUID()}`, {
      body: { title: "Never", createdAt: NOW, recurrence: LEAP_DAY_EVERY_4_YEARS },
    });
    refusedUnderRecurrence(restored);
    expect((await fixture.alice.get("/api/tasks")).body.tasks).toEqual([]);

    // From a leap year it does come round; moved to another year, it would not.
    const leapDay = await add({ dueAt: "2028-02-29T08:00:00Z", recurrence: LEAP_DAY_EVERY_4_YEARS });
    refusedUnderRecurrence(await fixture.alice.patch(`/api/tasks/${leapDay.id}`, { dueAt: "2027-02-28T08:00:00Z" }));
    const plain = await add({ dueAt: "2026-03-30T07:00:00Z" });
    refusedUnderRecurrence(await fixture.alice.patch(`/api/tasks/${plain.id}`, { recurrence: LEAP_DAY_EVERY_4_YEARS }));
    expect((await fixture.alice.get(`/api/tasks/${leapDay.id}`)).body.task).toEqual(leapDay);
    expect((await fixture.alice.get(`/api/tasks/${plain.id}`)).body.task).toEqual(plain);
  });

  it("is refused by completing or skipping a task it has become so for, recording nothing", async () => {
    // 1 January 2028, 00:30 in Berlin: from that leap year it comes round on 29 February. In UTC it is still
    // 31 December 2027, and from 2027 it never does.
    const task = await add({ dueAt: "2027-12-31T23:30:00Z", recurrence: LEAP_DAY_EVERY_4_YEARS });
    await useTimeZone("UTC");
    refusedUnderRecurrence(await complete(task.id));
    refusedUnderRecurrence(await fixture.alice.post(`/api/tasks/${task.id}/skip`));
    expect((await fixture.alice.get(`/api/tasks/${task.id}`)).body.task).toEqual(task);
    expect(await completedTitles()).toEqual([]);
  });

  it("is a row error of an import, which then imports nothing", async () => {
    const file = {
      format: "taskmind-export",
      version: 1,
      tasks: [
        { title: "Fine", createdAt: NOW, recurrence: "FREQ=WEEKLY" },
        { title: "Never", createdAt: NOW, recurrence: LEAP_DAY_EVERY_4_YEARS },
        { title: "Never, dated", createdAt: NOW, dueAt: "2026-03-30T07:00:00Z", recurrence: LEAP_DAY_EVERY_4_YEARS },
      ],
    };
    const response = await fixture.alice.request("POST", "/api/import?format=json", { body: file });
    expect(response.status).toBe(422);
    expect(response.body.report.errors).toEqual([
      { row: 2, field: "recurrence", message: RECURRENCE_MESSAGES.neverRecurs },
      { row: 3, field: "recurrence", message: RECURRENCE_MESSAGES.neverRecurs },
    ]);
    const csv = `title,due,completed,recurrence\nNever,2026-03-30,no,${LEAP_DAY_EVERY_4_YEARS}`;
    const fromCsv = await fixture.alice.request("POST", "/api/import?format=csv", {
      rawBody: csv,
      headers: { "content-type": "text/csv" },
    });
    expect(fromCsv.status).toBe(422);
    expect(fromCsv.body.report.errors).toEqual([
      { row: 1, field: "recurrence", message: RECURRENCE_MESSAGES.neverRecurs },
    ]);
    expect((await fixture.alice.get("/api/tasks")).body.tasks).toEqual([]);
    // A rule that does come round imports; without a date it is due on its first day (today, all day).
    const fine = await fixture.alice.request("POST", "/api/import?format=json", {
      body: { ...file, tasks: [file.tasks[0]] },
    });
    expect(fine.status).toBe(200);
    expect((await fixture.alice.get("/api/tasks")).body.tasks).toMatchObject([
      { title: "Fine", dueAt: "2026-03-27T23:00:00.000Z", dueAllDay: true },
    ]);
  });

  it("stays text in quick add and the assistant's quick add", async () => {
    const text = "water the cactus every 4 years on feb 29";
    const parsed = await fixture.alice.post("/api/tasks/parse", { text });
    expect(parsed.status).toBe(200);
    expect(parsed.body).toMatchObject({ title: text, dueAt: null, recurrence: null, parts: [] });
    const said = await fixture.alice.post("/api/assistant", { message: text });
    expect(said.status).toBe(200);
    expect(said.body.tasks).toMatchObject([{ title: text, dueAt: null, recurrence: null }]);
  });
});
