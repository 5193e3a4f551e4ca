import { beforeEach, describe, expect, it } from "vitest";
import { TASK_REMINDERS_MAX } from "../../../shared/limits";
import type { Task } from "../../../shared/schemas/task";
import { openEventStream } from "../../test/event-stream";
import { fixedClock } from "../../test/fixed-clock";
import { signedInFixture } from "../../test/signed-in-fixture";

/** Wednesday 25 November 2026, 10:00:30 in Berlin. */
const NOW = "2026-11-25T09:00:30.000Z";
const clock = fixedClock(NOW);
const fixture = signedInFixture({ clock, timeZone: "Europe/Berlin" });
const runDue = () => fixture.server.reminders.runDue();

beforeEach(async () => {
  clock.set(NOW);
  // Earlier tests' reminders (other users') are not this test's to send.
  await fixture.server.database.db.deleteFrom("reminders").execute();
});

async function add(fields: Record<string, unknown> = {}): Promise<Task> {
  const response = await fixture.alice.post("/api/tasks", { title: "Call the bank", ...fields });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.task;
}

const snooze = (id: string, choice: unknown, client = fixture.alice) =>
  client.post(`/api/tasks/${id}/snooze`, { for: choice });

describe("snoozing a task's reminder", () => {
  it("adds a reminder 10 minutes or an hour from now, answered with the task, its version and when", async () => {
    const task = await add();
    const tenMinutes = await snooze(task.id, "10m");
    expect(tenMinutes.status, JSON.stringify(tenMinutes.body)).toBe(200);
    expect(tenMinutes.body.task.reminders).toEqual([{ at: "2026-11-25T09:10:30.000Z" }]);
    expect(tenMinutes.body.snoozedUntil).toBe("2026-11-25T09:10:30.000Z");
    expect(tenMinutes.body.task.version).toBe(task.version + 1);
    expect(tenMinutes.headers.get("etag")).toBe(`"${task.version + 1}"`);
    const hour = await snooze(task.id, "1h");
    expect(hour.body.task.reminders).toEqual([{ at: "2026-11-25T09:10:30.000Z" }, { at: "2026-11-25T10:00:30.000Z" }]);
    expect(hour.body.snoozedUntil).toBe("2026-11-25T10:00:30.000Z");
    expect((await fixture.alice.get(`/api/tasks/${task.id}`)).body.task.reminders).toEqual(hour.body.task.reminders);
  });

  it("to tomorrow comes at the same time of day in the user's zone, 25 hours later into winter time, and is sent then", async () => {
    // 10:00 in Berlin on 24 October 2026 (summer time, UTC+2); winter time starts the next night.
    clock.set("2026-10-24T08:00:00.000Z");
    const task = await add();
    const response = await snooze(task.id, "tomorrow");
    expect(response.status).toBe(200);
    // 10:00 on the 25th in winter time (UTC+1).
    expect(response.body.task.reminders).toEqual([{ at: "2026-10-25T09:00:00.000Z" }]);
    expect(response.body.snoozedUntil).toBe("2026-10-25T09:00:00.000Z");
    const stream = await openEventStream(fixture.alice);
    try {
      expect((await stream.next()).event).toBe("ready");
      // The snooze's own change was published before the stream opened: what it hears now is the reminder.
      clock.set("2026-10-25T08:59:59.999Z");
      expect(await runDue()).toBe(0);
      clock.set("2026-10-25T09:00:00.000Z");
      expect(await runDue()).toBe(1);
      expect(await stream.next()).toEqual({
        event: "reminder.due",
        data: {
          taskId: task.id,
          title: "Call the bank",
          dueAt: null,
          dueAllDay: false,
          fireAt: "2026-10-25T09:00:00.000Z",
          late: false,
        },
      });
    } finally {
      stream.close();
    }
  });

  it("to tomorrow is in UTC for a user who has not chosen a time zone", async () => {
    const bob = fixture.server.client();
    await bob.signUp();
    const created = await bob.post("/api/tasks", { title: "Water the plants" });
    const response = await snooze(created.body.task.id, "tomorrow", bob);
    expect(response.body.task.reminders).toEqual([{ at: "2026-11-26T09:00:30.000Z" }]);
  });

  it("is sent at the new time, once", async () => {
    const task = await add({ dueAt: "2026-11-25T09:00:00Z", reminders: [{ minutesBefore: 0 }] });
    clock.set("2026-11-25T09:00:30.000Z");
    expect(await runDue()).toBe(0); // due as it was written: settled, never sent
    await snooze(task.id, "10m");
    clock.advance(10 * 60_000 - 1);
    expect(await runDue()).toBe(0);
    clock.advance(1);
    expect(await runDue()).toBe(1);
    expect(await runDue()).toBe(0);
  });

  it("tells the user's other tabs that the task changed", async () => {
    const task = await add();
    const stream = await openEventStream(fixture.alice);
    try {
      expect((await stream.next()).event).toBe("ready");
      const snoozed = await snooze(task.id, "1h");
      expect(await stream.next()).toEqual({ event: "task.updated", data: { task: snoozed.body.task } });
    } finally {
      stream.close();
    }
  });

  it("makes room by dropping the reminders at an instant already sent, and is refused with 409 when still full", async () => {
    const pending = Array.from({ length: TASK_REMINDERS_MAX - 1 }, (_, index) => ({
      at: `2026-11-26T0${index}:00:00.000Z`,
    }));
    const task = await add({ dueAt: "2026-11-27T12:00:00Z", reminders: [...pending, { at: "2026-11-25T09:05:00Z" }] });
    clock.set("2026-11-25T09:05:00.000Z");
    expect(await runDue()).toBe(1);
    const snoozed = await snooze(task.id, "10m");
    expect(snoozed.status, JSON.stringify(snoozed.body)).toBe(200);
    expect(snoozed.body.task.reminders).toEqual([{ at: "2026-11-25T09:15:00.000Z" }, ...pending]);
    const full = await snooze(task.id, "1h");
    expect(full.status).toBe(409);
    expect(full.body.error.message).toMatch(/reminders still to come/);
    expect((await fixture.alice.get(`/api/tasks/${task.id}`)).body.task.reminders).toEqual(snoozed.body.task.reminders);
  });

  it("keeps a relative reminder already sent: its task's next due date may re-arm it", async () => {
    const relative = Array.from({ length: TASK_REMINDERS_MAX }, (_, index) => ({ minutesBefore: index }));
    const task = await add({ dueAt: "2026-11-25T09:05:00Z", reminders: relative });
    clock.set("2026-11-25T09:05:00.000Z");
    expect(await runDue()).toBe(TASK_REMINDERS_MAX);
    expect((await snooze(task.id, "10m")).status).toBe(409);
  });

  it("is refused with 409 for a completed task, 404 for another user's or no task, 400 for another choice", async () => {
    const task = await add();
    expect((await fixture.alice.patch(`/api/tasks/${task.id}`, { completed: true })).status).toBe(200);
    const completed = await snooze(task.id, "10m");
    expect(completed.status).toBe(409);
    expect(completed.body.error.message).toBe("A completed task has nothing to remind of.");

    const open = await add();
    const bob = fixture.server.client();
    await bob.signUp();
    const others = await snooze(open.id, "10m", bob);
    expect(others.status).toBe(404);
    expect((await snooze(crypto.randomUUID(), "10m")).status).toBe(404);
    expect((await fixture.alice.get(`/api/tasks/${open.id}`)).body.task.reminders).toEqual([]);

    for (const body of [{ for: "2h" }, { for: 10 }, {}, { for: "10m", extra: 1 }, []]) {
      const response = await fixture.alice.post(`/api/tasks/${open.id}/snooze`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const invalid = await snooze(open.id, "next week");
    expect(invalid.body.error.fields.for).toBe("Snooze for one of: 10m, 1h, tomorrow.");
  });

  it("checks If-Match like an edit: a task changed since is a 409 with its current state", async () => {
    const task = await add();
    await fixture.alice.patch(`/api/tasks/${task.id}`, { title: "Call the bank today" });
    const stale = await fixture.alice.request("POST", `/api/tasks/${task.id}/snooze`, {
      body: { for: "10m" },
      headers: { "if-match": `"${task.version}"` },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.task.title).toBe("Call the bank today");
    expect(stale.body.task.reminders).toEqual([]);
  });
});
