import { beforeEach, describe, expect, it } from "vitest";
import {
  type AssistantRecord,
  type AssistantResponse,
  type ReviewFix,
  reviewWordsSchema,
} from "../../../shared/schemas/assistant";
import type { Task } from "../../../shared/schemas/task";
import { addTask, talkTo } from "../../test/assistant-talk";
import { fixedClock } from "../../test/fixed-clock";
import { signedInFixture } from "../../test/signed-in-fixture";
import type { TestClient } from "../../test/test-client";
import { keptRecord } from "./plan-handlers";

/**
 * Wednesday 25 November 2026, 10:00 in Berlin. The last 7 days began on Thursday 19 November (23:00 UTC the
 * day before); the next 7 end with Wednesday 2 December (23:00 UTC that day).
 */
const NOW = "2026-11-25T09:00:00.000Z";
const clock = fixedClock(NOW);
const fixture = signedInFixture({ clock, timeZone: "Europe/Berlin" });

beforeEach(async () => {
  clock.set(NOW);
});

async function patch(client: TestClient, id: string, changes: Record<string, unknown>): Promise<Task> {
  const response = await client.patch(`/api/tasks/${id}`, changes);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.task;
}

/** Completes the task at `time`, the clock put back to now after. */
async function completeAt(client: TestClient, id: string, time: string) {
  clock.set(time);
  await patch(client, id, { completed: true });
  clock.set(NOW);
}

/** The review's name and sections in English, as the page said them before the server sent them. */
const ENGLISH_SECTIONS = {
  name: "Weekly review",
  completed: { title: "Completed in the last 7 days", none: "Nothing completed." },
  slipped: { title: "Slipped", none: "Nothing slipped." },
  upcoming: { title: "Coming up in the next 7 days", none: "Nothing due." },
};
const titles = (tasks: Task[]) => tasks.map((task) => task.title).sort();

function fixFor(review: AssistantResponse["review"], task: Task, kind: ReviewFix["kind"]): string | undefined {
  return review?.fixes.find((fix) => fix.taskId === task.id && fix.kind === kind)?.token;
}

/** A user's week: done before and within it, overdue, postponed, due within the next 7 days and after. */
async function seedWeek(client: TestClient) {
  const tasks = {
    doneLongAgo: await addTask(client, "Sort the attic"),
    doneThursday: await addTask(client, "File the taxes"),
    doneToday: await addTask(client, "Bought oat milk"),
    dentist: await addTask(client, "Dentist appointment", { dueAt: "2026-11-24T10:00:00Z" }),
    passport: await addTask(client, "Renew passport", { dueAt: "2026-11-27T08:00:00Z" }),
    bank: await addTask(client, "Call the bank", { dueAt: "2026-11-26T08:00:00Z" }),
    twice: await addTask(client, "Book the train", { dueAt: "2026-11-26T12:00:00Z" }),
    today: await addTask(client, "Water the plants", { dueAt: "2026-11-25T16:00:00Z" }),
    lastDay: await addTask(client, "Pay the rent", { dueAt: "2026-12-02T22:00:00Z" }),
    dayAfter: await addTask(client, "Send the cards", { dueAt: "2026-12-02T23:00:00Z" }),
    undated: await addTask(client, "Read a book"),
  };
  // 23:30 in Berlin on Wednesday 18 November: just before the last 7 days.
  await completeAt(client, tasks.doneLongAgo.id, "2026-11-18T22:30:00Z");
  await completeAt(client, tasks.doneThursday.id, "2026-11-18T23:00:00Z");
  await completeAt(client, tasks.doneToday.id, NOW);
  // Postponed three times by hand, and twice (not yet slipped).
  for (const day of ["28", "29", "30"]) await patch(client, tasks.passport.id, { dueAt: `2026-11-${day}T08:00:00Z` });
  for (const day of ["27", "28"]) await patch(client, tasks.twice.id, { dueAt: `2026-11-${day}T12:00:00Z` });
  return tasks;
}

describe("POST /api/assistant: weekly review", () => {
  it("shows what was completed in the last 7 days, what slipped and what is due in the next 7", async () => {
    const week = await seedWeek(fixture.alice);
    // Postponed three times with the assistant: Thursday → Friday → Saturday → Sunday.
    for (const day of ["friday", "saturday", "sunday"]) {
      const moved = await talkTo(fixture.alice, { message: `move call the bank to ${day}` });
      expect(moved.actions).toHaveLength(1);
    }

    const answer = await talkTo(fixture.alice, { message: "Weekly review" });
    expect(answer.reply).toBe(
      "Your week: 2 tasks completed in the last 7 days, 3 slipped, 3 tasks due in the next 7 days. " +
        "Move the slipped ones on, or drop them.",
    );
    const review = answer.review;
    expect(titles(review?.completed ?? [])).toEqual(["Bought oat milk", "File the taxes"]);
    expect(titles(review?.slipped ?? [])).toEqual(["Call the bank", "Dentist appointment", "Renew passport"]);
    expect(review?.slipped.find((task) => task.id === week.bank.id)?.postponedCount).toBe(3);
    // Slipped tasks are not listed again as coming up.
    expect(titles(review?.upcoming ?? [])).toEqual(["Book the train", "Pay the rent", "Water the plants"]);
    expect(review?.fixes).toHaveLength(9);
    // Each button carries its words: the page repeats none of them.
    expect(review?.fixes.filter((fix) => fix.taskId === week.passport.id)).toMatchObject([
      { kind: "tomorrow", text: "Tomorrow", label: "Move “Renew passport” to tomorrow" },
      { kind: "next-week", text: "Next week", label: "Move “Renew passport” to next week" },
      { kind: "drop", text: "Drop", label: "Drop “Renew passport”" },
    ]);
    // So do its name, its sections and each slipped task's Break down.
    const words = reviewWordsSchema.parse(review);
    expect(words.sections).toEqual(ENGLISH_SECTIONS);
    expect(words.breakDowns.map((breakDown) => breakDown.taskId).sort()).toEqual(
      review?.slipped.map((task) => task.id).sort(),
    );
    expect(words.breakDowns.find((breakDown) => breakDown.taskId === week.passport.id)).toEqual({
      taskId: week.passport.id,
      text: "Break down",
      label: "Break down “Renew passport”",
      message: "break down Renew passport into ",
    });
    const german = reviewWordsSchema.parse((await talkTo(fixture.alice, { message: "Wochenrückblick" })).review);
    expect(german.fixes.filter((fix) => fix.taskId === week.passport.id)).toMatchObject([
      { text: "Morgen", label: "„Renew passport“ auf morgen verschieben" },
      { text: "Nächste Woche", label: "„Renew passport“ auf nächste Woche verschieben" },
      { text: "Löschen", label: "„Renew passport“ löschen" },
    ]);
    expect(german.sections).toEqual({
      name: "Wochenrückblick",
      completed: { title: "In den letzten 7 Tagen erledigt", none: "Nichts erledigt." },
      slipped: { title: "Liegen geblieben", none: "Nichts liegen geblieben." },
      upcoming: { title: "In den nächsten 7 Tagen fällig", none: "Nichts fällig." },
    });
    const germanBreakDown = german.breakDowns.find((breakDown) => breakDown.taskId === week.passport.id);
    expect(germanBreakDown).toEqual({
      taskId: week.passport.id,
      text: "Zerlegen",
      label: "„Renew passport“ zerlegen",
      message: "zerlege Renew passport in ",
    });
    // The message it begins, finished with the steps, is one the assistant reads.
    const brokenDown = await talkTo(fixture.alice, {
      message: `${germanBreakDown?.message}Formular holen, Foto machen`,
    });
    expect(brokenDown.actions).toMatchObject([
      { kind: "created", task: { title: "Formular holen", parentId: week.passport.id } },
      { kind: "created", task: { title: "Foto machen", parentId: week.passport.id } },
    ]);
    expect(titles(answer.tasks)).toEqual(
      titles([...(review?.completed ?? []), ...(review?.slipped ?? []), ...(review?.upcoming ?? [])]),
    );
    expect((await talkTo(fixture.alice, { message: "review my week" })).review?.slipped).toHaveLength(3);
  });

  it("fixes a slipped task in one click: tomorrow, next week, or dropped after a yes; each with its action to undo", async () => {
    const week = await seedWeek(fixture.alice);
    const { review } = await talkTo(fixture.alice, { message: "weekly review" });

    const tomorrow = await talkTo(fixture.alice, { confirm: fixFor(review, week.passport, "tomorrow") });
    expect(tomorrow.reply).toBe("Moved “Renew passport” to Thursday 26 November.");
    // Its own time of day (09:00 in Berlin), on the day after today.
    expect(tomorrow.actions).toMatchObject([
      { kind: "updated", after: { id: week.passport.id, dueAt: "2026-11-26T08:00:00.000Z" } },
    ]);

    const nextWeek = await talkTo(fixture.alice, { confirm: fixFor(review, week.dentist, "next-week") });
    expect(nextWeek.reply).toBe("Moved “Dentist appointment” to Monday 30 November.");
    expect(nextWeek.actions).toMatchObject([
      { kind: "updated", after: { id: week.dentist.id, dueAt: "2026-11-30T10:00:00.000Z", postponedCount: 1 } },
    ]);

    const drop = await talkTo(fixture.alice, { confirm: fixFor(review, week.passport, "drop") });
    expect(drop.confirm?.prompt).toBe("Delete “Renew passport”?");
    expect((await fixture.alice.get(`/api/tasks/${week.passport.id}`)).status).toBe(200);
    const dropped = await talkTo(fixture.alice, { confirm: drop.confirm?.token });
    expect(dropped.actions).toMatchObject([{ kind: "deleted", task: { id: week.passport.id } }]);
    expect((await fixture.alice.get(`/api/tasks/${week.passport.id}`)).status).toBe(404);

    // Each fix works once.
    const again = await fixture.alice.post("/api/assistant", { confirm: fixFor(review, week.passport, "tomorrow") });
    expect(again.status).toBe(404);
  });

  it("redraws a review kept before it carried its words with the English ones the page showed then", () => {
    const slipped = { id: "task-1", title: "Renew passport" };
    const old = { reply: "Your week: …", tasks: [], choices: [], suggestions: [], changes: 0 };
    const review = { completed: [], slipped: [slipped], upcoming: [], fixes: [] };
    expect(keptRecord({ ...old, review } as unknown as AssistantRecord).review).toEqual({
      ...review,
      sections: ENGLISH_SECTIONS,
      breakDowns: [
        {
          taskId: "task-1",
          text: "Break down",
          label: "Break down “Renew passport”",
          message: "break down Renew passport into ",
        },
      ],
    });
  });

  it("never shows another user's tasks, nor offers fixes for them", async () => {
    await seedWeek(fixture.alice);
    const bob = fixture.server.client();
    await bob.signUp();
    const empty = await talkTo(bob, { message: "weekly review" });
    expect(empty.reply).toBe(
      "Your week: 0 tasks completed in the last 7 days, 0 slipped, 0 tasks due in the next 7 days.",
    );
    expect(empty.review).toMatchObject({ completed: [], slipped: [], upcoming: [], fixes: [], breakDowns: [] });

    const bobs = await addTask(bob, "Bob's overdue task", { dueAt: "2026-11-20T10:00:00Z" });
    const { review } = await talkTo(fixture.alice, { message: "weekly review" });
    expect(review?.slipped.map((task) => task.id)).not.toContain(bobs.id);
    expect(titles(review?.slipped ?? [])).toEqual(["Dentist appointment", "Renew passport"]);
    const stolen = await bob.post("/api/assistant", { confirm: review?.fixes[0]?.token });
    expect(stolen.status).toBe(404);
  });
});
