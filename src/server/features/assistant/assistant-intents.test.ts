import { beforeEach, describe, expect, it } from "vitest";
import { ASSISTANT_TASKS_PER_MESSAGE_MAX } from "../../../shared/limits";
import type { Task } from "../../../shared/schemas/task";
import { addTask, talkTo } from "../../test/assistant-talk";
import { fixedClock } from "../../test/fixed-clock";
import { signedInFixture } from "../../test/signed-in-fixture";
import type { TestClient } from "../../test/test-client";

/** Thursday 26 November 2026, 10:00 in Berlin. */
const NOW = "2026-11-26T09:00:00Z";
const clock = fixedClock(NOW);
const fixture = signedInFixture({ clock, timeZone: "Europe/Berlin" });

beforeEach(() => clock.set(NOW));

const say = (client: TestClient, message: string) => talkTo(client, { message });
const yes = (client: TestClient, token: string | undefined) => talkTo(client, { confirm: token });
const titles = (tasks: { title: string }[]) => tasks.map((task) => task.title).sort();

/** Every task of the user, open and completed, as the API has them. */
async function everything(client: TestClient): Promise<Task[]> {
  const open = (await client.get("/api/tasks?limit=100")).body.tasks as Task[];
  const done = (await client.get("/api/tasks?view=completed&limit=100")).body.tasks as Task[];
  return [...open, ...done].sort((a, b) => a.id.localeCompare(b.id));
}

async function seed(client: TestClient) {
  const work = (await client.post("/api/lists", { name: "Work" })).body.list;
  return {
    report: await addTask(client, "Quarterly report", { dueAt: "2026-11-26T13:00:00Z", listId: work.id }),
    dentist: await addTask(client, "Dentist appointment", { dueAt: "2026-11-27T14:00:00Z", tags: ["health"] }),
    late: await addTask(client, "Renew passport", { dueAt: "2026-11-20T09:00:00Z", priority: "high" }),
    plants: await addTask(client, "Water the plants", {
      dueAt: "2026-11-30T07:00:00Z",
      recurrence: "FREQ=WEEKLY;BYDAY=MO",
      reminders: [{ minutesBefore: 10 }],
    }),
    book: await addTask(client, "Read a book"),
    nextWeek: await addTask(client, "Book the venue", { dueAt: "2026-12-02T09:00:00Z", tags: ["party"] }),
    work,
  };
}

describe("POST /api/assistant: never acts unasked", () => {
  it("answers questions, small talk, unknown commands and dangling pronouns without changing a task", async () => {
    await seed(fixture.alice);
    const before = await everything(fixture.alice);
    const messages = [
      "how many open tasks do i have",
      "anything overdue?",
      "what did I finish this week",
      "was ist heute fällig?",
      "wie viele aufgaben habe ich diese woche",
      "thanks!",
      "danke!",
      "ok cool",
      "how are you",
      "cancel my 3pm",
      "make it urgent",
      "the first one",
      "play some music",
      "what's the weather like",
      "undo that",
      "buy milk?",
      // A pointing word and its new day, unread: asked about, never a task called "it to" or "det auf".
      "it to fri 4pm",
      "det auf di 8h",
      "navi zur hermannstr 12 starten",
    ];
    for (const message of messages) {
      const reply = await say(fixture.alice, message);
      expect(reply.actions, message).toEqual([]);
    }
    expect(await everything(fixture.alice)).toEqual(before);
  });

  it("asks before adding what may not be a task, and adds it on Yes", async () => {
    const reply = await say(fixture.alice, "play some music");
    expect(reply.confirm?.prompt).toBe("Add “play some music” as a task?");
    expect(await everything(fixture.alice)).toEqual([]);
    const added = await yes(fixture.alice, reply.confirm?.token);
    expect(titles(added.tasks)).toEqual(["play some music"]);
  });

  it("adds what reads as a task, without the words that ask for it", async () => {
    expect(titles((await say(fixture.alice, "add call mum tomorrow")).tasks)).toEqual(["call mum"]);
    expect(titles((await say(fixture.alice, "new task: file taxes")).tasks)).toEqual(["file taxes"]);
    const many = await say(fixture.alice, "add 3 tasks: milk, eggs and bread");
    expect(many.reply).toBe("Added 3 tasks: “milk”, “eggs”, “bread”.");
    expect(many.actions).toHaveLength(3);
    const tooMany = Array.from({ length: ASSISTANT_TASKS_PER_MESSAGE_MAX + 1 }, (_, index) => `t${index}`);
    const refused = await say(fixture.alice, `add tasks: ${tooMany.join(", ")}`);
    expect(refused.reply).toBe(`I add at most ${ASSISTANT_TASKS_PER_MESSAGE_MAX} tasks at a time. Nothing was added.`);
    expect(titles(await everything(fixture.alice))).toEqual(["bread", "call mum", "eggs", "file taxes", "milk"]);
  });
});

describe("POST /api/assistant: questions from slots", () => {
  it("shows and counts by window, list, tag and priority, with the cards", async () => {
    await seed(fixture.alice);
    const cases: [string, string[]][] = [
      ["what's due today", ["Quarterly report", "Renew passport"]],
      ["anything overdue?", ["Renew passport"]],
      ["what do i have tomorrow", ["Dentist appointment"]],
      ["whats on friday", ["Dentist appointment"]],
      ["what's due next week", ["Book the venue", "Water the plants"]],
      ["tasks without a date", ["Read a book"]],
      ["whats on my work list", ["Quarterly report"]],
      ["anything in work today?", ["Quarterly report"]],
      ["show #health", ["Dentist appointment"]],
      ["which tasks are high priority", ["Renew passport"]],
      ["zeig mir meine überfälligen aufgaben", ["Renew passport"]],
    ];
    for (const [question, expected] of cases) {
      const reply = await say(fixture.alice, question);
      expect(titles(reply.tasks), question).toEqual(expected);
      expect(reply.actions, question).toEqual([]);
    }
    expect((await say(fixture.alice, "how many tasks are overdue")).reply).toBe("You have 1 task overdue.");
    expect((await say(fixture.alice, "how many open tasks do i have")).reply).toBe("You have 6 open tasks.");
    expect((await say(fixture.alice, "anything tagged #nothing")).reply).toBe("No open task is tagged #nothing.");
  });

  it("says when a task is due, and what was finished", async () => {
    const { dentist, report } = await seed(fixture.alice);
    expect((await say(fixture.alice, "when is the dentist?")).reply).toBe(
      "“Dentist appointment” is due Tomorrow, 15:00.",
    );
    expect((await say(fixture.alice, "when's read a book")).reply).toBe("“Read a book” has no due date.");
    await fixture.alice.patch(`/api/tasks/${report.id}`, { completed: true });
    clock.advance(3 * 24 * 3600 * 1000);
    await fixture.alice.patch(`/api/tasks/${dentist.id}`, { completed: true });
    const week = await say(fixture.alice, "what did I finish this week");
    // Sunday 29 November: the week began on Monday 23 (en-GB), so both count.
    expect(titles(week.tasks)).toEqual(["Dentist appointment", "Quarterly report"]);
    expect(titles((await say(fixture.alice, "what did i finish today")).tasks)).toEqual(["Dentist appointment"]);
  });

  it("names one task to do next, and why", async () => {
    await seed(fixture.alice);
    const next = await say(fixture.alice, "what should I do next?");
    expect(titles(next.tasks)).toHaveLength(1);
    expect(next.reply).toMatch(/^“.+” — .+\.$/);
    expect(next.actions).toEqual([]);
  });
});

describe("POST /api/assistant: edits", () => {
  it("renames, sets priority in words, untags, stops repeating, adds a reminder and completes by “I did”", async () => {
    const { dentist, plants, book, nextWeek } = await seed(fixture.alice);
    await say(fixture.alice, "rename read a book to Read Dune");
    await say(fixture.alice, "make the dentist urgent");
    await say(fixture.alice, "remove the tag party from book the venue");
    await say(fixture.alice, "stop repeating water the plants");
    const remind = await say(fixture.alice, "remind me 1 hour before water the plants");
    expect(remind.reply).toBe("Added a reminder to “Water the plants”: 1 h before.");
    await say(fixture.alice, "i did the quarterly report");
    const byId = new Map((await everything(fixture.alice)).map((task) => [task.id, task]));
    expect(byId.get(book.id)?.title).toBe("Read Dune");
    expect(byId.get(dentist.id)?.priority).toBe("high");
    expect(byId.get(nextWeek.id)?.tags).toEqual([]);
    expect(byId.get(plants.id)).toMatchObject({
      recurrence: null,
      reminders: [{ minutesBefore: 10 }, { minutesBefore: 60 }],
    });
    expect([...byId.values()].find((task) => task.title === "Quarterly report")?.completed).toBe(true);
  });

  it("sets a repeat, takes a date off and moves a date by days, each task keeping its time", async () => {
    const { dentist, book, nextWeek, plants } = await seed(fixture.alice);
    expect((await say(fixture.alice, "make read a book repeat every friday")).reply).toBe(
      "Made “Read a book” repeat every Friday.",
    );
    expect((await say(fixture.alice, "push the dentist back two days")).reply).toBe(
      "Moved “Dentist appointment” 2 days later.",
    );
    expect((await say(fixture.alice, "remove the date from book the venue")).reply).toBe(
      "Took the due date off “Book the venue”.",
    );
    // A repeating task keeps its date: its rule needs one.
    expect((await say(fixture.alice, "take the due date off water the plants")).actions).toEqual([]);
    const byId = new Map((await everything(fixture.alice)).map((task) => [task.id, task]));
    expect(byId.get(book.id)).toMatchObject({ recurrence: "FREQ=WEEKLY;BYDAY=FR", dueAt: "2026-11-26T23:00:00.000Z" });
    expect(byId.get(dentist.id)?.dueAt).toBe("2026-11-29T14:00:00.000Z");
    expect(byId.get(nextWeek.id)).toMatchObject({ dueAt: null, tags: ["party"] });
    expect(byId.get(plants.id)?.dueAt).toBe(plants.dueAt);
  });

  it("changes only the time, keeping the day", async () => {
    const { report } = await seed(fixture.alice);
    const reply = await say(fixture.alice, "change the report to 11am");
    expect(reply.reply).toBe("Moved “Quarterly report” to 11:00.");
    expect((await fixture.alice.get(`/api/tasks/${report.id}`)).body.task.dueAt).toBe("2026-11-26T10:00:00.000Z");
  });

  it("writes times on the clock the user chose in Settings", async () => {
    await seed(fixture.alice);
    expect((await fixture.alice.patch("/api/me", { preferences: { timeFormat: "12h" } })).status).toBe(200);
    expect((await say(fixture.alice, "change the report to 11am")).reply).toBe("Moved “Quarterly report” to 11:00 AM.");
    expect((await say(fixture.alice, "when is the dentist")).reply).toBe(
      "“Dentist appointment” is due Tomorrow, 3:00 PM.",
    );
  });

  it("refers to the previous reply's tasks with “it”, and undoes the last change", async () => {
    const { dentist } = await seed(fixture.alice);
    await say(fixture.alice, "when is the dentist");
    const urgent = await say(fixture.alice, "make it high priority");
    expect(urgent.reply).toBe("Gave “Dentist appointment” high priority.");
    const undone = await say(fixture.alice, "undo that");
    expect(undone.reply).toBe("Undone: 1 change of “make it high priority”.");
    expect((await fixture.alice.get(`/api/tasks/${dentist.id}`)).body.task.priority).toBe("none");
    expect((await say(fixture.alice, "undo")).reply).toBe(
      "The changes of “make it high priority” can no longer be undone.",
    );
  });

  it("splits compound requests, asking before a delete", async () => {
    const { report, dentist, book } = await seed(fixture.alice);
    const reply = await say(fixture.alice, "complete the report and move the dentist to monday");
    expect(reply.actions).toHaveLength(2);
    const byId = new Map((await everything(fixture.alice)).map((task) => [task.id, task]));
    expect(byId.get(report.id)?.completed).toBe(true);
    expect(byId.get(dentist.id)?.dueAt).toBe("2026-11-30T14:00:00.000Z");
    const asked = await say(fixture.alice, "delete read a book");
    expect(asked.confirm?.prompt).toBe("Delete “Read a book”?");
    expect((await fixture.alice.get(`/api/tasks/${book.id}`)).status).toBe(200);
  });

  it("asks once about the tasks one delete names together, and about each delete of one message in turn", async () => {
    const { book, nextWeek, late } = await seed(fixture.alice);
    const together = await say(fixture.alice, "delete read a book and book the venue");
    expect(together.confirm?.prompt).toBe("Delete 2 tasks?");
    expect(titles(together.tasks)).toEqual(["Book the venue", "Read a book"]);
    await fixture.alice.post("/api/assistant", { message: "no" });
    expect((await fixture.alice.get(`/api/tasks/${book.id}`)).status).toBe(200);

    const first = await say(
      fixture.alice,
      "delete read a book, move renew passport to friday and delete book the venue",
    );
    expect(first.confirm?.prompt).toBe("Delete “Read a book”?");
    expect(first.reply).not.toContain("Book the venue");
    const second = await yes(fixture.alice, first.confirm?.token);
    expect((await fixture.alice.get(`/api/tasks/${book.id}`)).status).toBe(404);
    expect((await fixture.alice.get(`/api/tasks/${late.id}`)).body.task.dueAt).not.toBe(late.dueAt);
    expect(second.confirm?.prompt).toBe("Delete “Book the venue”?");
    expect((await fixture.alice.get(`/api/tasks/${nextWeek.id}`)).status).toBe(200);
    const third = await yes(fixture.alice, second.confirm?.token);
    expect(third.confirm).toBeUndefined();
    expect((await fixture.alice.get(`/api/tasks/${nextWeek.id}`)).status).toBe(404);
  });

  it("adds two tasks from one “add … and …” only when the second reads as a task, and keeps “it” on the named task", async () => {
    const { report, plants } = await seed(fixture.alice);
    const two = await say(fixture.alice, "add email the landlord and buy stamps tomorrow");
    expect(titles(two.tasks)).toEqual(["buy stamps", "email the landlord"]);
    const one = await say(fixture.alice, "add pick up salt and pepper");
    expect(titles(one.tasks)).toEqual(["pick up salt and pepper"]);
    // The report is already high priority: the first part changes nothing, "it" is still the report.
    await fixture.alice.patch(`/api/tasks/${report.id}`, { priority: "high" });
    await say(fixture.alice, "make the report urgent and move it to monday");
    expect((await fixture.alice.get(`/api/tasks/${report.id}`)).body.task.dueAt).toBe("2026-11-30T13:00:00.000Z");
    await say(fixture.alice, "finished the report, water the plants is done too");
    const byId = new Map((await everything(fixture.alice)).map((task) => [task.id, task]));
    expect(byId.get(report.id)?.completed).toBe(true);
    expect(byId.get(plants.id)?.dueAt).not.toBe(plants.dueAt);
  });

  it("finds an English title by its German words", async () => {
    await seed(fixture.alice);
    expect(titles((await say(fixture.alice, "wann ist der zahnarzt")).tasks)).toEqual(["Dentist appointment"]);
  });
});
