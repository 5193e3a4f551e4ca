import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import {
  PENDING_REMINDERS_PER_USER_MAX,
  REMINDER_BATCHES_PER_ROUND_MAX,
  REMINDER_MINUTES_BEFORE_MAX,
  REMINDERS_BATCH_MAX,
  TASK_REMINDERS_MAX,
} from "../../../shared/limits";
import { TASK_MESSAGES, type Task } from "../../../shared/schemas/task";
import { countMails, newestMailTo } from "../../../test/outbox";
import { toIsoString } from "../../db/schema";
import { openEventStream } from "../../test/event-stream";
import { fixedClock } from "../../test/fixed-clock";
import { planOf, readsWholeTable } from "../../test/query-plan";
import { signedInFixture } from "../../test/signed-in-fixture";
import type { TestClient } from "../../test/test-client";
import { startTestServer } from "../../test/test-server";
import { turnOnEmailReminders } from "../../test/verified-email";
import { REMINDER_LATE_MS } from "./reminder-scheduler";
import { CLAIM_SUBQUERY, createRemindersRepository } from "./reminders.repository";

/** Wednesday 25 November 2026, 10:00 in Berlin. */
const NOW = "2026-11-25T09:00:00.000Z";
const clock = fixedClock(NOW);
const fixture = signedInFixture({ clock, timeZone: "Europe/Berlin" });

beforeEach(() => {
  clock.set(NOW);
});

async function add(fields: Record<string, unknown>): Promise<Task> {
  const response = await fixture.alice.post("/api/tasks", { title: "Call the bank", ...fields });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.task;
}

async function patch(id: string, changes: Record<string, unknown>): Promise<Task> {
  const response = await fixture.alice.patch(`/api/tasks/${id}`, changes);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.task;
}

/**
 * Imports (our JSON) `count` tasks due at `dueAt`, each with TASK_REMINDERS_MAX reminders, 0 to 4 minutes
 * before: as many reminders as an account can get at once.
 */
function importWithReminders(client: TestClient, count: number, dueAt: string, preview = false) {
  const reminders = Array.from({ length: TASK_REMINDERS_MAX }, (_, minutes) => ({ minutesBefore: minutes }));
  const tasks = Array.from({ length: count }, (_, index) => ({ title: `Imported ${index}`, dueAt, reminders }));
  return client.request("POST", `/api/import?format=json${preview ? "&preview=true" : ""}`, {
    rawBody: JSON.stringify({ format: "taskmind-export", version: 1, tasks }),
    headers: { "content-type": "text/plain" },
  });
}

/** The task's reminder rows as the scheduler sees them, in their order. */
async function rows(taskId: string) {
  const found = await fixture.server.database.db
    .selectFrom("reminders")
    .select(["at", "minutesBefore", "fireAt", "sentAt"])
    .where("taskId", "=", taskId)
    .orderBy("fireAt")
    .execute();
  return found.map((row) => ({
    reminder: row.at === null ? { minutesBefore: row.minutesBefore } : { at: toIsoString(row.at) },
    fireAt: row.fireAt === null ? null : toIsoString(row.fireAt),
    sent: row.sentAt !== null,
  }));
}

describe("a task's reminders", () => {
  it("are saved, answered in their order (instants first) and loaded with every list", async () => {
    const task = await add({
      dueAt: "2026-11-26T15:00:00+01:00",
      reminders: [{ minutesBefore: 60 }, { at: "2026-11-26T08:00:00+01:00" }, { minutesBefore: 0 }],
    });
    const expected = [{ at: "2026-11-26T07:00:00.000Z" }, { minutesBefore: 0 }, { minutesBefore: 60 }];
    expect(task.reminders).toEqual(expected);
    expect((await fixture.alice.get(`/api/tasks/${task.id}`)).body.task.reminders).toEqual(expected);
    const listed = (await fixture.alice.get("/api/tasks")).body.tasks as Task[];
    expect(listed.find((each) => each.id === task.id)?.reminders).toEqual(expected);
    expect(await rows(task.id)).toEqual([
      { reminder: { at: "2026-11-26T07:00:00.000Z" }, fireAt: "2026-11-26T07:00:00.000Z", sent: false },
      { reminder: { minutesBefore: 60 }, fireAt: "2026-11-26T13:00:00.000Z", sent: false },
      { reminder: { minutesBefore: 0 }, fireAt: "2026-11-26T14:00:00.000Z", sent: false },
    ]);
  });

  it("are none when not given, and a relative one of an undated task is due never", async () => {
    expect((await add({})).reminders).toEqual([]);
    const undated = await add({ reminders: [{ minutesBefore: 10 }] });
    expect(undated.reminders).toEqual([{ minutesBefore: 10 }]);
    expect(await rows(undated.id)).toEqual([{ reminder: { minutesBefore: 10 }, fireAt: null, sent: false }]);
  });

  it("count a reminder given twice once", async () => {
    const task = await add({
      reminders: [
        { minutesBefore: 10 },
        { minutesBefore: 10 },
        { at: "2026-11-26T08:00:00Z" },
        { at: "2026-11-26T09:00:00+01:00" },
      ],
    });
    expect(task.reminders).toEqual([{ at: "2026-11-26T08:00:00.000Z" }, { minutesBefore: 10 }]);
  });

  it("refuses what is not a reminder, and more than the limit, with 400 on reminders", async () => {
    const refused = [
      [{ minutesBefore: -1 }],
      [{ minutesBefore: REMINDER_MINUTES_BEFORE_MAX + 1 }],
      [{ minutesBefore: 1.5 }],
      [{ at: "tomorrow" }],
      [{ at: "2026-11-26T08:00:00" }],
      [{ at: "2026-11-26T08:00:00Z", minutesBefore: 10 }],
      [{}],
      ["10"],
      { minutesBefore: 10 },
    ];
    for (const reminders of refused) {
      const response = await fixture.alice.post("/api/tasks", { title: "Call", reminders });
      expect(response.status, JSON.stringify(reminders)).toBe(400);
      expect(JSON.stringify(response.body.error.fields), JSON.stringify(reminders)).toContain("reminders");
    }
    const tooMany = Array.from({ length: TASK_REMINDERS_MAX + 1 }, (_, minutes) => ({ minutesBefore: minutes }));
    const response = await fixture.alice.post("/api/tasks", { title: "Call", reminders: tooMany });
    expect(response.status).toBe(400);
    expect(response.body.error.fields.reminders).toBe(TASK_MESSAGES.tooManyReminders);
    const most = await add({ reminders: tooMany.slice(1) });
    expect(most.reminders).toHaveLength(TASK_REMINDERS_MAX);
    const week = await add({ reminders: [{ minutesBefore: REMINDER_MINUTES_BEFORE_MAX }] });
    expect(week.reminders).toEqual([{ minutesBefore: REMINDER_MINUTES_BEFORE_MAX }]);
  });

  it("are replaced by a PATCH, keeping the ones it names again as they were", async () => {
    const task = await add({
      dueAt: "2026-11-26T14:00:00Z",
      reminders: [{ minutesBefore: 10 }, { minutesBefore: 60 }],
    });
    await fixture.server.database.db
      .updateTable("reminders")
      .set({ sentAt: NOW })
      .where("taskId", "=", task.id)
      .where("minutesBefore", "=", 60)
      .execute();
    const changed = await patch(task.id, { reminders: [{ minutesBefore: 60 }, { at: "2026-11-26T12:00:00Z" }] });
    expect(changed.reminders).toEqual([{ at: "2026-11-26T12:00:00.000Z" }, { minutesBefore: 60 }]);
    expect(await rows(task.id)).toEqual([
      { reminder: { at: "2026-11-26T12:00:00.000Z" }, fireAt: "2026-11-26T12:00:00.000Z", sent: false },
      { reminder: { minutesBefore: 60 }, fireAt: "2026-11-26T13:00:00.000Z", sent: true },
    ]);
    expect((await patch(task.id, { reminders: [] })).reminders).toEqual([]);
    expect(await rows(task.id)).toEqual([]);
    const response = await fixture.alice.patch(`/api/tasks/${task.id}`, { reminders: [{ minutesBefore: -5 }] });
    expect(response.status).toBe(400);
  });

  it("come back with a restored task as given, and go with a deleted one", async () => {
    const task = await add({ dueAt: "2026-11-26T14:00:00Z", reminders: [{ minutesBefore: 30 }] });
    expect((await fixture.alice.delete(`/api/tasks/${task.id}`)).status).toBe(204);
    expect(await rows(task.id)).toEqual([]);
    const restored = await fixture.alice.request("PUT", `/api/tasks/${task.id}`, {
      body: {
        title: task.title,
        dueAt: task.dueAt,
        createdAt: task.createdAt,
        reminders: [{ minutesBefore: 30 }, { at: "2026-11-26T10:00:00Z" }],
      },
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(201);
    expect(restored.body.task.reminders).toEqual([{ at: "2026-11-26T10:00:00.000Z" }, { minutesBefore: 30 }]);
    expect(await rows(task.id)).toHaveLength(2);
  });

  it("count as gone by when they are due already as they are set, restored or imported: they are never sent", async () => {
    const task = await add({
      dueAt: "2026-11-25T09:30:00Z",
      reminders: [{ at: "2026-11-25T08:00:00Z" }, { minutesBefore: 60 }, { minutesBefore: 0 }],
    });
    expect(task.reminders).toHaveLength(3);
    expect((await rows(task.id)).map((row) => row.sent)).toEqual([true, true, false]);
    await fixture.alice.delete(`/api/tasks/${task.id}`);
    clock.set("2026-11-25T09:45:00.000Z");
    const { id, version: _version, updatedAt: _updatedAt, subtasks: _subtasks, ...snapshot } = task;
    expect((await fixture.alice.request("PUT", `/api/tasks/${id}`, { body: snapshot })).status).toBe(201);
    expect((await rows(task.id)).map((row) => row.sent)).toEqual([true, true, true]);
  });

  it("are another user's no more than the task is", async () => {
    const task = await add({ dueAt: "2026-11-26T14:00:00Z", reminders: [{ minutesBefore: 30 }] });
    const bob = fixture.server.client();
    await bob.signUp();
    const response = await bob.patch(`/api/tasks/${task.id}`, { reminders: [] });
    expect(response.status).toBe(404);
    expect(await rows(task.id)).toHaveLength(1);
  });
});

describe("a relative reminder's due time", () => {
  it("follows the task's due date, and is due never without one", async () => {
    const task = await add({
      dueAt: "2026-11-26T14:00:00Z",
      reminders: [{ minutesBefore: 30 }, { at: "2026-11-26T10:00:00Z" }],
    });
    await patch(task.id, { dueAt: "2026-11-27T14:00:00Z" });
    expect(await rows(task.id)).toEqual([
      { reminder: { at: "2026-11-26T10:00:00.000Z" }, fireAt: "2026-11-26T10:00:00.000Z", sent: false },
      { reminder: { minutesBefore: 30 }, fireAt: "2026-11-27T13:30:00.000Z", sent: false },
    ]);
    await patch(task.id, { dueAt: null });
    expect((await rows(task.id)).map((row) => row.fireAt)).toEqual(
      expect.arrayContaining([null, "2026-11-26T10:00:00.000Z"]),
    );
  });
});

describe("the reminder preferences", () => {
  it("are off and none at first, saved by PATCH /api/me, and refused out of bounds", async () => {
    const me = await fixture.alice.get("/api/me");
    expect(me.body.user.preferences).toMatchObject({ emailReminders: false, defaultReminderMinutes: null });
    const saved = await fixture.alice.patch("/api/me", {
      preferences: { emailReminders: true, defaultReminderMinutes: REMINDER_MINUTES_BEFORE_MAX },
    });
    expect(saved.status).toBe(200);
    expect((await fixture.alice.get("/api/me")).body.user.preferences).toMatchObject({
      emailReminders: true,
      defaultReminderMinutes: REMINDER_MINUTES_BEFORE_MAX,
    });
    for (const preferences of [
      { defaultReminderMinutes: -1 },
      { defaultReminderMinutes: REMINDER_MINUTES_BEFORE_MAX + 1 },
      { defaultReminderMinutes: 2.5 },
      { defaultReminderMinutes: "10" },
      { emailReminders: "yes" },
    ]) {
      const response = await fixture.alice.patch("/api/me", { preferences });
      expect(response.status, JSON.stringify(preferences)).toBe(400);
    }
    expect((await fixture.alice.patch("/api/me", { preferences: { defaultReminderMinutes: null } })).status).toBe(200);
    expect((await fixture.alice.get("/api/me")).body.user.preferences.defaultReminderMinutes).toBeNull();
  });

  it("give a new task due at a time the default reminder, unless it names its own", async () => {
    expect((await add({ dueAt: "2026-11-26T14:00:00Z" })).reminders).toEqual([]);
    await fixture.alice.patch("/api/me", { preferences: { defaultReminderMinutes: 15 } });
    const timed = await add({ dueAt: "2026-11-26T14:00:00Z" });
    expect(timed.reminders).toEqual([{ minutesBefore: 15 }]);
    expect(await rows(timed.id)).toEqual([
      { reminder: { minutesBefore: 15 }, fireAt: "2026-11-26T13:45:00.000Z", sent: false },
    ]);
    expect((await add({ dueAt: "2026-11-26T14:00:00Z", reminders: [] })).reminders).toEqual([]);
    expect((await add({ dueAt: "2026-11-26T14:00:00Z", reminders: [{ minutesBefore: 5 }] })).reminders).toEqual([
      { minutesBefore: 5 },
    ]);
    expect((await add({ dueAt: "2026-11-25T23:00:00Z", dueAllDay: true })).reminders).toEqual([]);
    expect((await add({})).reminders).toEqual([]);
    expect((await add({ recurrence: "FREQ=DAILY" })).reminders).toEqual([]);
  });
});

describe("completing a task", () => {
  it("settles its pending reminders, and reopening it makes those still to come pending again", async () => {
    const task = await add({
      dueAt: "2026-11-26T14:00:00Z",
      reminders: [{ at: "2026-11-25T09:30:00Z" }, { minutesBefore: 60 }],
    });
    await patch(task.id, { completed: true });
    expect((await rows(task.id)).map((row) => row.sent)).toEqual([true, true]);
    clock.set("2026-11-25T10:00:00.000Z");
    await patch(task.id, { completed: false });
    expect(await rows(task.id)).toEqual([
      { reminder: { at: "2026-11-25T09:30:00.000Z" }, fireAt: "2026-11-25T09:30:00.000Z", sent: true },
      { reminder: { minutesBefore: 60 }, fireAt: "2026-11-26T13:00:00.000Z", sent: false },
    ]);
  });

  it("with its subtasks settles theirs too", async () => {
    const parent = await add({});
    const child = await add({ parentId: parent.id, dueAt: "2026-11-26T14:00:00Z", reminders: [{ minutesBefore: 5 }] });
    await patch(parent.id, { completed: true, completeSubtasks: true });
    expect((await rows(child.id)).map((row) => row.sent)).toEqual([true]);
  });

  it("when it repeats, reminds again before its next occurrence; a reminder at an instant already sent stays sent", async () => {
    const task = await add({
      dueAt: "2026-11-25T16:00:00Z",
      recurrence: "FREQ=DAILY",
      reminders: [{ at: "2026-11-25T08:00:00Z" }, { minutesBefore: 30 }],
    });
    await fixture.server.database.db
      .updateTable("reminders")
      .set({ sentAt: "2026-11-25T15:30:00.000Z" })
      .where("taskId", "=", task.id)
      .execute();
    clock.set("2026-11-25T16:10:00.000Z");
    const done = await patch(task.id, { completed: true });
    expect(done.dueAt).toBe("2026-11-26T16:00:00.000Z");
    expect(await rows(task.id)).toEqual([
      { reminder: { at: "2026-11-25T08:00:00.000Z" }, fireAt: "2026-11-25T08:00:00.000Z", sent: true },
      { reminder: { minutesBefore: 30 }, fireAt: "2026-11-26T15:30:00.000Z", sent: false },
    ]);
  });
});

describe("an account's pending reminders", () => {
  const refusedForPending = (response: { status: number; body: { error: { code: string; message: string } } }) => {
    expect(response.status, JSON.stringify(response.body)).toBe(409);
    expect(response.body.error.code).toBe("too_many_pending_reminders");
    expect(response.body.error.message).toContain(String(PENDING_REMINDERS_PER_USER_MAX));
  };
  const TASKS_AT_THE_LIMIT = PENDING_REMINDERS_PER_USER_MAX / TASK_REMINDERS_MAX;

  it("are at most PENDING_REMINDERS_PER_USER_MAX: a create, an edit, a snooze or a reopening past it is a 409", async () => {
    expect((await importWithReminders(fixture.alice, TASKS_AT_THE_LIMIT, "2026-12-01T12:00:00Z")).status).toBe(200);
    const dated = { title: "Call the bank", dueAt: "2026-12-02T12:00:00Z" };
    refusedForPending(await fixture.alice.post("/api/tasks", { ...dated, reminders: [{ minutesBefore: 10 }] }));
    // Nothing armed, nothing refused: a task without reminders, and reminders already gone by.
    const plain = await add(dated);
    expect(await add({ reminders: [{ at: "2026-11-25T08:00:00Z" }] })).toMatchObject({ title: "Call the bank" });
    refusedForPending(await fixture.alice.patch(`/api/tasks/${plain.id}`, { reminders: [{ minutesBefore: 10 }] }));
    refusedForPending(await fixture.alice.post(`/api/tasks/${plain.id}/snooze`, { for: "1h" }));
    expect((await fixture.alice.get(`/api/tasks/${plain.id}`)).body.task.reminders).toEqual([]);

    // Room made by removing one (an edit that lowers the count always goes through) is taken by a snooze.
    const imported = (await fixture.alice.get("/api/tasks?limit=1&q=Imported")).body.tasks[0] as Task;
    await patch(imported.id, { reminders: imported.reminders.slice(1) });
    expect((await fixture.alice.post(`/api/tasks/${plain.id}/snooze`, { for: "1h" })).status).toBe(200);
    refusedForPending(await fixture.alice.post(`/api/tasks/${plain.id}/snooze`, { for: "10m" }));

    // Completing settles a task's reminders; another task takes the room, and reopening the first is refused.
    await patch(imported.id, { completed: true });
    await add({ ...dated, reminders: [{ minutesBefore: 1 }, { minutesBefore: 2 }, { minutesBefore: 3 }] });
    await add({ ...dated, reminders: [{ minutesBefore: 4 }] });
    refusedForPending(await fixture.alice.patch(`/api/tasks/${imported.id}`, { completed: false }));
    const count = await fixture.server.database.db
      .selectFrom("reminders")
      .innerJoin("tasks", "tasks.id", "reminders.taskId")
      .select((eb) => eb.fn.countAll<number | string>().as("pending"))
      .where("tasks.userId", "=", (await fixture.alice.get("/api/me")).body.user.id)
      .where("reminders.sentAt", "is", null)
      .executeTakeFirstOrThrow();
    expect(Number(count.pending)).toBe(PENDING_REMINDERS_PER_USER_MAX);
  });

  it("are counted in an import, which is refused whole (422, even as a preview) when they would pass the limit", async () => {
    const over = await importWithReminders(fixture.alice, TASKS_AT_THE_LIMIT + 1, "2026-12-01T12:00:00Z", true);
    expect(over.status, JSON.stringify(over.body.error)).toBe(422);
    expect(over.body.error.code).toBe("too_many_pending_reminders");
    expect(over.body.error.message).toBe(
      `The file has ${PENDING_REMINDERS_PER_USER_MAX + TASK_REMINDERS_MAX} reminders still to come and this ` +
        `account has 0 reminders; an account has at most ${PENDING_REMINDERS_PER_USER_MAX}, so nothing was imported.`,
    );
    expect(over.body.report).toMatchObject({ count: TASKS_AT_THE_LIMIT + 1, imported: false });
    // Reminders already gone by are not pending: this file is imported.
    expect((await importWithReminders(fixture.alice, 2, "2026-11-25T08:00:00Z")).status).toBe(200);
    expect((await importWithReminders(fixture.alice, TASKS_AT_THE_LIMIT, "2026-12-01T12:00:00Z")).status).toBe(200);
    const oneMore = await importWithReminders(fixture.alice, 1, "2026-12-01T12:00:00Z");
    expect(oneMore.status).toBe(422);
    expect(oneMore.body.error.message).toContain(`this account has ${PENDING_REMINDERS_PER_USER_MAX} reminders`);
    const all = await fixture.server.database.db
      .selectFrom("tasks")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("userId", "=", (await fixture.alice.get("/api/me")).body.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(all.count)).toBe(2 + TASKS_AT_THE_LIMIT);
  });
});

describe("the scheduler", () => {
  const runDue = () => fixture.server.reminders.runDue();

  // The earlier tests' reminders (other users') are not this test's to send.
  beforeEach(async () => {
    await fixture.server.database.db.deleteFrom("reminders").execute();
  });

  it("sends a reminder when it is due, not before, and once", async () => {
    const task = await add({ dueAt: "2026-11-25T12:00:00Z", reminders: [{ minutesBefore: 60 }] });
    clock.set("2026-11-25T10:59:59.999Z");
    expect(await runDue()).toBe(0);
    clock.set("2026-11-25T11:00:00.000Z");
    expect(await runDue()).toBe(1);
    expect(await runDue()).toBe(0);
    clock.advance(60 * 60_000);
    expect(await runDue()).toBe(0);
    expect((await rows(task.id))[0]?.sent).toBe(true);
  });

  it("sends nothing of a completed task, nor a relative reminder of an undated one", async () => {
    const task = await add({ dueAt: "2026-11-25T12:00:00Z", reminders: [{ minutesBefore: 60 }] });
    await add({ reminders: [{ minutesBefore: 0 }] });
    await patch(task.id, { completed: true });
    clock.set("2026-11-26T12:00:00.000Z");
    expect(await runDue()).toBe(0);
  });

  it("tells the user's open streams, late when sent over an hour after it was due", async () => {
    const task = await add({
      dueAt: "2026-11-25T12:00:00Z",
      reminders: [{ minutesBefore: 0 }, { minutesBefore: 150 }],
    });
    const stream = await openEventStream(fixture.alice);
    try {
      expect((await stream.next()).event).toBe("ready");
      // The server was down from 09:00 to 12:00: as it comes back, both go out, the one due at 09:30 late.
      clock.set("2026-11-25T12:00:00.000Z");
      expect(await runDue()).toBe(2);
      const heard = [await stream.next(), await stream.next()];
      expect(heard).toEqual([
        {
          event: "reminder.due",
          data: {
            taskId: task.id,
            title: "Call the bank",
            dueAt: task.dueAt,
            dueAllDay: false,
            fireAt: "2026-11-25T09:30:00.000Z",
            late: true,
          },
        },
        {
          event: "reminder.due",
          data: {
            taskId: task.id,
            title: "Call the bank",
            dueAt: task.dueAt,
            dueAllDay: false,
            fireAt: "2026-11-25T12:00:00.000Z",
            late: false,
          },
        },
      ]);
    } finally {
      stream.close();
    }
  });

  it("e-mails a reminder only when the user turned e-mail reminders on (and proved the address)", async () => {
    const { email } = (await fixture.alice.get("/api/me")).body.user;
    const dataDir = fixture.server.dataDir;
    await add({ title: "Quiet one", dueAt: "2026-11-25T12:00:00Z", reminders: [{ minutesBefore: 0 }] });
    const before = await countMails(dataDir);
    clock.set("2026-11-25T12:00:00.000Z");
    expect(await runDue()).toBe(1);
    expect(await countMails(dataDir)).toBe(before);

    await turnOnEmailReminders(fixture.server, fixture.alice);
    const verified = await countMails(dataDir);
    await add({ title: "Pay rent", dueAt: "2026-11-25T16:00:00Z", reminders: [{ minutesBefore: 0 }] });
    clock.set("2026-11-25T17:30:00.000Z");
    expect(await runDue()).toBe(1);
    expect(await countMails(dataDir)).toBe(verified + 1);
    const mail = await newestMailTo(dataDir, email);
    expect(mail).toMatch(/^Subject: Reminder: Pay rent \(late\)$/m);
    // Due 17:00 in Berlin, shown there, with a link to the task list.
    expect(mail).toContain("Due Today, 5:00 PM (Europe/Berlin).");
    expect(mail).toContain(`${fixture.server.baseUrl}/tasks`);

    // On the 24-hour clock the user chose, as the app shows it.
    expect((await fixture.alice.patch("/api/me", { preferences: { timeFormat: "24h" } })).status).toBe(200);
    await add({ title: "Feed the cat", dueAt: "2026-11-25T17:45:00Z", reminders: [{ minutesBefore: 0 }] });
    clock.set("2026-11-25T17:45:00.000Z");
    expect(await runDue()).toBe(1);
    expect(await newestMailTo(dataDir, email)).toContain("Due Today, 18:45 (Europe/Berlin).");
  });

  it("fires a reminder a day before a task across the end of daylight saving time 24 hours before, not at the same wall time", async () => {
    clock.set("2026-10-20T09:00:00.000Z");
    // 09:00 in Berlin on 25 October 2026, the first day of winter time (CET, UTC+1): 08:00 UTC.
    await add({ dueAt: "2026-10-25T09:00:00+01:00", reminders: [{ minutesBefore: 24 * 60 }] });
    // 09:00 in Berlin the day before (summer time) would be 07:00 UTC: too early.
    clock.set("2026-10-24T07:00:00.000Z");
    expect(await runDue()).toBe(0);
    clock.set("2026-10-24T07:59:59.999Z");
    expect(await runDue()).toBe(0);
    clock.set("2026-10-24T08:00:00.000Z");
    expect(await runDue()).toBe(1);
  });

  it("sends each reminder once, however many rounds run at once, on one instance or two", async () => {
    const other = await startTestServer({ shareDatabaseWith: fixture.server, clock });
    try {
      const ids = [];
      for (let index = 0; index < 12; index++) {
        const task = await add({
          title: `Task ${index}`,
          dueAt: "2026-11-25T12:00:00Z",
          reminders: [{ minutesBefore: 0 }, { minutesBefore: 5 }],
        });
        ids.push(task.id);
      }
      clock.set("2026-11-25T12:00:00.000Z");
      const counts = await Promise.all([runDue(), runDue(), other.reminders.runDue(), other.reminders.runDue()]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(24);
      for (const id of ids) expect((await rows(id)).every((row) => row.sent)).toBe(true);
      expect(await Promise.all([runDue(), other.reminders.runDue()])).toEqual([0, 0]);
    } finally {
      await other.close();
    }
  });

  it("sends each reminder once when rounds of full batches of two users' reminders run at once on two instances", async () => {
    const other = await startTestServer({ shareDatabaseWith: fixture.server, clock });
    try {
      expect((await importWithReminders(fixture.alice, 50, "2026-11-25T11:00:00Z")).status).toBe(200);
      const bob = fixture.server.client();
      await bob.signUp();
      const bobs = { title: "Water the plants", dueAt: "2026-11-25T11:30:00Z", reminders: [{ minutesBefore: 0 }] };
      expect((await bob.post("/api/tasks", bobs)).status).toBe(201);
      clock.set("2026-11-25T12:00:00.000Z");
      const counts = await Promise.all([runDue(), runDue(), other.reminders.runDue(), other.reminders.runDue()]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(50 * TASK_REMINDERS_MAX + 1);
      const pending = await fixture.server.database.db
        .selectFrom("reminders")
        .select("id")
        .where("sentAt", "is", null)
        .execute();
      expect(pending).toEqual([]);
      expect(await Promise.all([runDue(), other.reminders.runDue()])).toEqual([0, 0]);
    } finally {
      await other.close();
    }
  });

  it("takes turns between users: another user's one due goes in the first batch, ahead of one user's thousand older", async () => {
    // Alice's 1,000 are due from 10:56 to 11:00, Bob's one at 11:30: oldest first for everyone, his would wait
    // for ten batches.
    const imported = await importWithReminders(fixture.alice, 200, "2026-11-25T11:00:00Z");
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const bob = fixture.server.client();
    await bob.signUp();
    const bobId = (await bob.get("/api/me")).body.user.id;
    const bobs = await bob.post("/api/tasks", {
      title: "Water the plants",
      dueAt: "2026-11-25T11:30:00Z",
      reminders: [{ minutesBefore: 0 }],
    });
    expect(bobs.status).toBe(201);
    clock.set("2026-11-25T12:00:00.000Z");
    const lateBefore = new Date(clock.now().getTime() - REMINDER_LATE_MS).toISOString();
    const reminders = createRemindersRepository(fixture.server.database);
    const batch = await reminders.claimDue(clock.now().toISOString(), lateBefore);
    expect(batch).toHaveLength(REMINDERS_BATCH_MAX);
    // Delivered in turns too: Alice's oldest, then Bob's, then the rest of Alice's, oldest first.
    expect(batch.map((reminder) => reminder.userId === bobId)).toEqual([
      false,
      true,
      ...Array.from({ length: REMINDERS_BATCH_MAX - 2 }, () => false),
    ]);
    expect(batch[1]?.taskId).toBe(bobs.body.task.id);
    const alices = new Set(batch.filter((reminder) => reminder.userId !== bobId).map((reminder) => reminder.fireAt));
    expect(alices).toEqual(new Set(["2026-11-25T10:56:00.000Z"]));
    expect(await runDue()).toBe(1_000 + 1 - REMINDERS_BATCH_MAX);
  });

  it("claims batches back to back in one round, up to REMINDER_BATCHES_PER_ROUND_MAX, and the rest in the next", async () => {
    const most = REMINDER_BATCHES_PER_ROUND_MAX * REMINDERS_BATCH_MAX;
    const tasks = Math.ceil((most + 1) / TASK_REMINDERS_MAX);
    expect((await importWithReminders(fixture.alice, tasks, "2026-11-25T11:00:00Z")).status).toBe(200);
    const claims: string[] = [];
    const counted = await startTestServer({
      shareDatabaseWith: fixture.server,
      clock,
      onQuery: (query) => {
        if (/^update "reminders"/.test(query)) claims.push(query);
      },
    });
    try {
      clock.set("2026-11-25T12:00:00.000Z");
      expect(await counted.reminders.runDue()).toBe(most);
      expect(claims).toHaveLength(REMINDER_BATCHES_PER_ROUND_MAX);
      claims.length = 0;
      expect(await counted.reminders.runDue()).toBe(tasks * TASK_REMINDERS_MAX - most);
      // The rest, then the empty claim that ends the round.
      expect(claims).toHaveLength(2);
      claims.length = 0;
      expect(await counted.reminders.runDue()).toBe(0);
      expect(claims).toHaveLength(1);
    } finally {
      await counted.close();
    }
  });

  it("claims through the partial index of pending reminders, reading no table whole", async () => {
    await importWithReminders(fixture.alice, 200, "2026-12-25T11:00:00Z");
    await add({ dueAt: "2026-11-25T11:00:00Z", reminders: [{ minutesBefore: 0 }] });
    const { database } = fixture.server;
    if (database.engine === "postgres") await sql`analyze`.execute(database.db);
    const now = "2026-11-25T12:00:00.000Z";
    const plan = await planOf(database, createRemindersRepository(database).compileClaim(now, NOW));
    expect(
      plan.some((line) => line.includes("reminders_pending")),
      plan.join("\n"),
    ).toBe(true);
    expect(
      plan.filter((line) => readsWholeTable(line, [CLAIM_SUBQUERY])),
      plan.join("\n"),
    ).toEqual([]);
  });

  it("runs at start, so a reminder due while no server ran goes out as one comes back", async () => {
    const task = await add({ dueAt: "2026-11-25T12:00:00Z", reminders: [{ minutesBefore: 0 }] });
    clock.set("2026-11-25T15:00:00.000Z");
    const restarted = await startTestServer({ shareDatabaseWith: fixture.server, clock, pollReminders: true });
    try {
      await expect.poll(async () => (await rows(task.id))[0]?.sent).toBe(true);
      const late = await fixture.server.database.db
        .selectFrom("reminders")
        .select("late")
        .where("taskId", "=", task.id)
        .executeTakeFirstOrThrow();
      expect(Boolean(late.late)).toBe(true);
    } finally {
      await restarted.close();
    }
  });
});
