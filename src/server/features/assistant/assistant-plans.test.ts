import { beforeEach, describe, expect, it } from "vitest";
import { PLAN_OVERDUE_DAYS_COUNTED_MAX } from "../../../shared/limits";
import type { AssistantExchange, AssistantResponse, AssistantUndoResult } from "../../../shared/schemas/assistant";
import type { Task } from "../../../shared/schemas/task";
import { addTask, talkTo } from "../../test/assistant-talk";
import { fixedClock } from "../../test/fixed-clock";
import { signedInFixture } from "../../test/signed-in-fixture";
import type { TestClient } from "../../test/test-client";

/** Wednesday 25 November 2026, 10:00 in Berlin. */
const NOW = "2026-11-25T09:00:00.000Z";
const clock = fixedClock(NOW);
const fixture = signedInFixture({ clock, timeZone: "Europe/Berlin" });

beforeEach(() => clock.set(NOW));

const say = (message: string) => talkTo(fixture.alice, { message });

async function sayIn(language: string | undefined, message: string): Promise<AssistantResponse> {
  const headers = language ? { "accept-language": language } : undefined;
  const response = await fixture.alice.post("/api/assistant", { message }, { headers });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

async function getTask(client: TestClient, id: string): Promise<Task> {
  const response = await client.get(`/api/tasks/${id}`);
  expect(response.status).toBe(200);
  return response.body.task;
}

async function setPreferences(preferences: Record<string, unknown>) {
  expect((await fixture.alice.patch("/api/me", { preferences })).status).toBe(200);
}

const titles = (tasks: Task[]) => tasks.map((task) => task.title);

/** The days a week's plan lists, as its lines begin: "Wed 25 Nov". */
const daysListed = (reply: string) => [...reply.matchAll(/^(\w{3} \d+ \w{3}):/gm)].map((match) => match[1]);

describe("POST /api/assistant: plan my day weighs priority, lateness and the time due", () => {
  it("puts a high-priority task due today before lesser overdue work, today's timed tasks in time order, and says why", async () => {
    await addTask(fixture.alice, "Read a book", { priority: "high" });
    await addTask(fixture.alice, "Tidy the desk", { dueAt: "2026-11-24T23:00:00Z", dueAllDay: true });
    await addTask(fixture.alice, "Post the parcel", { dueAt: "2026-11-25T15:30:00Z" });
    await addTask(fixture.alice, "Buy bread", { dueAt: "2026-11-25T11:00:00Z" });
    await addTask(fixture.alice, "Call bank", { dueAt: "2026-11-25T10:00:00Z", priority: "high" });
    await addTask(fixture.alice, "Pay rent", { dueAt: "2026-11-22T09:00:00Z", priority: "low" });
    await addTask(fixture.alice, "Answer Tom", { dueAt: "2026-11-25T07:30:00Z" });
    // Months late, but counted as PLAN_OVERDUE_DAYS_COUNTED_MAX days: it does not outrank the high priority.
    await addTask(fixture.alice, "Fix the bike", { dueAt: "2026-08-01T09:00:00Z" });
    await addTask(fixture.alice, "Plan the party", { dueAt: "2026-11-26T09:00:00Z", priority: "high" });
    await setPreferences({ dailyCapacity: 8 });

    const proposal = await say("plan my day");
    expect(proposal.reply).toBe(
      [
        "Your plan for today: 8 tasks (your daily capacity is 8). Remove, add or reorder, then accept: the plan's tasks get today's date.",
        "1. “Call bank” — high priority, due today at 11:00",
        "2. “Pay rent” — low priority, overdue by 3 days",
        `3. “Fix the bike” — overdue by 116 days`,
        "4. “Answer Tom” — overdue since 08:30",
        "5. “Buy bread” — due today at 12:00",
        "6. “Post the parcel” — due today at 16:30",
        "7. “Tidy the desk” — due today",
        "8. “Read a book” — high priority",
      ].join("\n"),
    );
    expect(PLAN_OVERDUE_DAYS_COUNTED_MAX).toBeLessThan(116);
    expect(titles(proposal.tasks)).not.toContain("Plan the party");
    expect(proposal.plan?.taskIds).toEqual(proposal.tasks.map((task) => task.id));
  });
});

describe("POST /api/assistant: what next", () => {
  it("names the one task the day's plan puts first, and why, changing nothing, in every phrasing", async () => {
    const rent = await addTask(fixture.alice, "Pay rent", { dueAt: "2026-11-24T09:00:00Z" });
    const bank = await addTask(fixture.alice, "Call bank", { dueAt: "2026-11-25T10:00:00Z", priority: "high" });
    await addTask(fixture.alice, "Read a book", { priority: "high" });
    const phrasings = [
      "what should I do next?",
      "What should I do now",
      "what should i do",
      "what shall I do next",
      "what do I do now",
      "What next?",
      "what's next",
      "What’s next?",
      "what is next",
      "whats next",
      "what now?",
      "next task",
      "my next task",
      "what's my next task",
    ];
    for (const message of phrasings) {
      const answer = await say(message);
      expect(answer, message).toMatchObject({
        reply: "“Call bank” — high priority, due today at 11:00.",
        tasks: [bank],
        actions: [],
        choices: [],
      });
      expect(answer.confirm, message).toBeUndefined();
    }
    expect(await getTask(fixture.alice, bank.id)).toEqual(bank);
    expect(await getTask(fixture.alice, rent.id)).toEqual(rent);
    expect((await say("plan my day")).plan?.taskIds[0]).toBe(bank.id);
  });

  it("says why a task without priority is next, and when nothing is pressing", async () => {
    expect((await say("what next")).reply).toBe(
      "Nothing is pressing: nothing is overdue or due today, and no undated task has high priority.",
    );
    await addTask(fixture.alice, "Someday", { priority: "medium" });
    await addTask(fixture.alice, "Tomorrow", { dueAt: "2026-11-26T09:00:00Z", priority: "high" });
    expect((await say("what next")).tasks).toEqual([]);
    await addTask(fixture.alice, "Pay rent", { dueAt: "2026-11-23T23:00:00Z", dueAllDay: true });
    expect((await say("what now")).reply).toBe("“Pay rent” — overdue by 1 day.");
  });
});

describe("POST /api/assistant: plan my week", () => {
  /** Tasks around Wednesday 25 November, with a daily capacity of 2. */
  async function seedWeek() {
    await setPreferences({ dailyCapacity: 2 });
    return {
      rent: await addTask(fixture.alice, "Pay rent", { dueAt: "2026-11-23T08:00:00Z" }),
      bank: await addTask(fixture.alice, "Call bank", { dueAt: "2026-11-26T09:00:00Z", priority: "high" }),
      stamps: await addTask(fixture.alice, "Buy stamps", { dueAt: "2026-11-25T23:00:00Z", dueAllDay: true }),
      report: await addTask(fixture.alice, "Send report", { dueAt: "2026-11-26T15:00:00Z", priority: "medium" }),
      book: await addTask(fixture.alice, "Read a book", { priority: "high" }),
      plants: await addTask(fixture.alice, "Water the plants", { dueAt: "2026-11-28T23:00:00Z", dueAllDay: true }),
      passport: await addTask(fixture.alice, "Renew passport", { dueAt: "2026-12-05T09:00:00Z", priority: "high" }),
      someday: await addTask(fixture.alice, "Learn Welsh"),
    };
  }

  it("spreads the week's tasks over its days, keeping their own days; nothing changes until yes; Undo puts each back", async () => {
    const seeded = await seedWeek();
    const { rent, bank, stamps, report, book, plants } = seeded;
    const proposal = await say("Plan my week");
    expect(proposal.reply).toBe(
      [
        "Your plan for the week: 5 tasks over 3 days, at most 2 a day (your daily capacity).",
        "Wed 25 Nov: 2 tasks — “Pay rent”, “Read a book”",
        "Thu 26 Nov: 2 tasks — “Call bank”, “Send report”",
        "Fri 27 Nov: nothing",
        "Sat 28 Nov: nothing",
        "Sun 29 Nov: 1 task — “Water the plants”",
        "1 more task did not fit and stays as it is.",
        "Accept it, and each task is due on its day, at its own time of day.",
      ].join("\n"),
    );
    expect(titles(proposal.tasks)).toEqual(["Pay rent", "Read a book", "Call bank", "Send report", "Water the plants"]);
    expect(proposal.confirm?.prompt).toBe("Accept this plan for the week?");
    expect(proposal.plan).toBeUndefined();
    expect(proposal.actions).toEqual([]);
    for (const task of Object.values(seeded)) expect(await getTask(fixture.alice, task.id)).toEqual(task);

    const accepted = await talkTo(fixture.alice, { confirm: proposal.confirm?.token });
    expect(accepted.reply).toBe("Planned your week: 5 tasks, each on its day.");
    // The overdue rent keeps its time of day (09:00 in Berlin) on Wednesday; the undated book is due all Wednesday.
    expect(await getTask(fixture.alice, rent.id)).toMatchObject({
      dueAt: "2026-11-25T08:00:00.000Z",
      dueAllDay: false,
    });
    expect(await getTask(fixture.alice, book.id)).toMatchObject({ dueAt: "2026-11-24T23:00:00.000Z", dueAllDay: true });
    for (const task of [bank, report, plants, stamps, seeded.passport, seeded.someday]) {
      expect(await getTask(fixture.alice, task.id)).toEqual(task);
    }
    expect(accepted.actions.map((action) => action.kind === "updated" && action.before.id)).toEqual([rent.id, book.id]);
    expect((await fixture.alice.post("/api/assistant", { confirm: proposal.confirm?.token })).status).toBe(404);

    const exchanges = (await fixture.alice.get("/api/assistant/history")).body.exchanges as AssistantExchange[];
    const undone = await fixture.alice.post(`/api/assistant/history/${exchanges.at(-1)?.id}/undo`);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect((undone.body as AssistantUndoResult).unchanged).toBe(0);
    expect(await getTask(fixture.alice, rent.id)).toMatchObject({ dueAt: rent.dueAt, dueAllDay: false });
    expect(await getTask(fixture.alice, book.id)).toMatchObject({ dueAt: null, dueAllDay: false });
  });

  it("leaves alone a task completed or deleted before the yes, and the yes is its own user's alone", async () => {
    const { rent, bank, book } = await seedWeek();
    const proposal = await say("plan the week");
    const bob = fixture.server.client();
    await bob.signUp();
    expect((await bob.post("/api/assistant", { confirm: proposal.confirm?.token })).status).toBe(404);
    const completed = await fixture.alice.patch(`/api/tasks/${rent.id}`, { completed: true });
    expect(completed.status).toBe(200);
    expect((await fixture.alice.delete(`/api/tasks/${book.id}`)).status).toBe(204);

    const accepted = await talkTo(fixture.alice, { confirm: proposal.confirm?.token });
    expect(accepted.reply).toBe("Planned your week: 3 tasks, each on its day.");
    expect(accepted.actions).toEqual([]);
    expect(await getTask(fixture.alice, rent.id)).toEqual(completed.body.task);
    expect(await getTask(fixture.alice, bank.id)).toEqual(bank);
  });

  it("plans to the end of the user's week: their start of week, or their language's, or Monday", async () => {
    await addTask(fixture.alice, "Read a book", { priority: "high" });
    const monToSun = ["Wed 25 Nov", "Thu 26 Nov", "Fri 27 Nov", "Sat 28 Nov", "Sun 29 Nov"];
    const cases: [Record<string, unknown>, string | undefined, string[]][] = [
      [{ weekStart: "locale" }, undefined, monToSun],
      [{ weekStart: "locale" }, "de-DE", monToSun],
      [{ weekStart: "locale" }, "en-US", monToSun.slice(0, 4)],
      [{ weekStart: "sunday" }, "de-DE", monToSun.slice(0, 4)],
      [{ weekStart: "saturday" }, undefined, monToSun.slice(0, 3)],
      [{ weekStart: "monday" }, "en-US", monToSun],
    ];
    for (const [preferences, language, days] of cases) {
      await setPreferences(preferences);
      const reply = (await sayIn(language, "plan my week")).reply;
      expect(daysListed(reply), `${JSON.stringify(preferences)} ${language}`).toEqual(days);
    }
    // On the week's last day, the plan is for that day.
    clock.set("2026-11-29T09:00:00Z");
    await setPreferences({ weekStart: "monday" });
    expect(daysListed((await say("plan my week")).reply)).toEqual(["Sun 29 Nov"]);
  });

  it("understands its phrasings, and says when there is nothing to plan", async () => {
    await addTask(fixture.alice, "Learn Welsh", { priority: "medium" });
    await addTask(fixture.alice, "Renew passport", { dueAt: "2026-12-05T09:00:00Z", priority: "high" });
    const phrasings = [
      "plan my week",
      "Plan the week.",
      "plan this week",
      "plan for the week",
      "plan for this week",
      "make a plan for the week",
      "make me a plan for my week",
      "weekly plan",
    ];
    for (const message of phrasings) {
      expect((await say(message)).reply, message).toBe(
        "Nothing to plan this week: nothing is overdue or due by Sunday 29 November, and no undated task has high priority.",
      );
    }
  });
});
