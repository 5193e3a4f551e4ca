import { beforeEach, describe, expect, it } from "vitest";
import {
  ASSISTANT_CONFIRM_TTL_SECONDS,
  ASSISTANT_HISTORY_MAX,
  ASSISTANT_MESSAGE_MAX_LENGTH,
  ASSISTANT_NAME_WORDS_MAX,
  ASSISTANT_RATE_LIMIT,
} from "../../../shared/limits";
import type { AssistantResponse } from "../../../shared/schemas/assistant";
import type { Task } from "../../../shared/schemas/task";
import { fixedClock } from "../../test/fixed-clock";
import { signedInFixture } from "../../test/signed-in-fixture";
import type { TestClient } from "../../test/test-client";

/** A Wednesday, 10:00 in Berlin: today is 25 November, Friday the 27th. */
const NOW = "2026-11-25T09:00:00Z";
const clock = fixedClock(NOW);
const fixture = signedInFixture({ clock });

beforeEach(async () => {
  clock.set(NOW);
  await fixture.alice.patch("/api/me", { displayName: "Ada", preferences: { timeZone: "Europe/Berlin" } });
});

async function say(client: TestClient, message: string, language?: string): Promise<AssistantResponse> {
  const headers = language ? { "accept-language": language } : undefined;
  const response = await client.post("/api/assistant", { message }, { headers });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

async function answer(client: TestClient, token: string | undefined): Promise<AssistantResponse> {
  const response = await client.post("/api/assistant", { confirm: token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

async function addTask(client: TestClient, input: Record<string, unknown>): Promise<Task> {
  const response = await client.post("/api/tasks", input);
  expect(response.status).toBe(201);
  return response.body.task;
}

const getTask = async (client: TestClient, id: string): Promise<Task | undefined> => {
  const response = await client.get(`/api/tasks/${id}`);
  return response.status === 200 ? response.body.task : undefined;
};

const titles = (tasks: Task[]) => tasks.map((task) => task.title);

/** Alice's tasks: due today, tomorrow, on Sunday, next week, overdue (timed and all-day) and undated. */
async function seed(client: TestClient) {
  return {
    today: await addTask(client, { title: "Buy oat milk", dueAt: "2026-11-25T16:00:00Z", tags: ["errands"] }),
    tomorrow: await addTask(client, { title: "Call bank", dueAt: "2026-11-26T08:00:00Z", priority: "high" }),
    sunday: await addTask(client, { title: "Crème brûlée for Sunday", dueAt: "2026-11-29T08:00:00Z" }),
    nextWeek: await addTask(client, { title: "Renew passport", dueAt: "2026-12-05T08:00:00Z" }),
    dentist: await addTask(client, { title: "Dentist appointment", dueAt: "2026-11-24T10:00:00Z", tags: ["health"] }),
    allDay: await addTask(client, {
      title: "Water the plants",
      dueAt: "2026-11-19T23:00:00Z",
      dueAllDay: true,
      tags: ["errands"],
    }),
    undated: await addTask(client, { title: "Read a book", priority: "high" }),
  };
}

describe("POST /api/assistant: greeting, help and questions", () => {
  it("greets by name and time of day with the day's summary, on opening and when greeted", async () => {
    await seed(fixture.alice);
    const history = await fixture.alice.get("/api/assistant/history");
    expect(history.status).toBe(200);
    expect(history.body.greeting.reply).toBe("Good morning, Ada — 1 due today, 2 overdue.");
    expect(history.body.greeting.suggestions).toContain("Postpone all overdue to tomorrow");
    expect(history.body.exchanges).toEqual([]);

    clock.set("2026-11-25T18:30:00Z");
    // By then the milk, due at 17:00, is overdue too.
    expect((await say(fixture.alice, "Hello!")).reply).toBe("Good evening, Ada — 3 overdue.");
  });

  it("welcomes an account without a task with how to add one, and examples that each add one", async () => {
    const history = await fixture.alice.get("/api/assistant/history");
    const { reply, suggestions } = history.body.greeting;
    expect(reply).toBe(
      "Good morning, Ada — welcome to Taskmind.\n" +
        "Type a task the way you'd say it and I'll add it, with its day and time, #tags, a priority (p1 high to p3 " +
        "low) and a +List. Try one of these:",
    );
    expect(suggestions).toEqual([
      "Add buy milk tomorrow at 5pm",
      "Call mum on Friday #family p1",
      "Water the plants every Sunday",
    ]);
    const added = [];
    for (const example of suggestions) {
      const exampleReply = await say(fixture.alice, example);
      expect(
        exampleReply.actions.map((action) => action.kind),
        example,
      ).toEqual(["created"]);
      added.push(exampleReply.tasks[0]);
    }
    expect(added).toEqual([
      expect.objectContaining({ title: "buy milk", dueAt: "2026-11-26T16:00:00.000Z" }),
      expect.objectContaining({ title: "Call mum", tags: ["family"], priority: "high", dueAllDay: true }),
      expect.objectContaining({ title: "Water the plants", recurrence: "FREQ=WEEKLY;BYDAY=SU" }),
    ]);
    // Tasks there, the welcome is over.
    expect((await fixture.alice.get("/api/assistant/history")).body.greeting.reply).toBe(
      "Good morning, Ada — nothing due today.",
    );
  });

  it("welcomes in German, with German examples that each add a task", async () => {
    const welcome = await say(fixture.alice, "Hallo");
    expect(welcome.reply.split("\n")[0]).toBe("Guten Morgen, Ada — willkommen bei Taskmind.");
    expect(welcome.suggestions).toHaveLength(3);
    for (const example of welcome.suggestions) {
      expect(
        (await say(fixture.alice, example)).actions.map((action) => action.kind),
        example,
      ).toEqual(["created"]);
    }
  });

  it("offers only the chips whose answers show something, and Help", async () => {
    const chips = async () => (await fixture.alice.get("/api/assistant/history")).body.greeting.suggestions;
    // One task, undated, of no priority: nothing is due, late, pressing or in the week's review.
    await addTask(fixture.alice, { title: "Someday" });
    expect(await chips()).toEqual(["Help"]);

    await seed(fixture.alice);
    const offered: string[] = await chips();
    expect(offered).toEqual([
      "What's due today?",
      "What's overdue?",
      "Postpone all overdue to tomorrow",
      "High priority",
      "Plan my day",
      "Weekly review",
      "Help",
    ]);
    // Each question among them answers with tasks (the postponing asks first, and Help explains).
    for (const chip of ["What's due today?", "What's overdue?", "High priority", "Plan my day", "Weekly review"]) {
      expect((await say(fixture.alice, chip)).tasks.length, chip).toBeGreaterThan(0);
    }
    expect((await say(fixture.alice, "help")).suggestions).toEqual(offered);
  });

  it("offers the weekly review for a task completed this week, and no question about open tasks", async () => {
    const done = await addTask(fixture.alice, { title: "Filed the taxes" });
    await fixture.alice.patch(`/api/tasks/${done.id}`, { completed: true });
    const { reply, suggestions } = (await fixture.alice.get("/api/assistant/history")).body.greeting;
    expect(reply).toBe("Good morning, Ada — nothing due today.");
    expect(suggestions).toEqual(["Weekly review", "Help"]);
    expect((await say(fixture.alice, "Weekly review")).review?.completed).toHaveLength(1);
  });

  it("lists what it understands on help, grouped by what one can do", async () => {
    const reply = await say(fixture.alice, "help");
    expect(reply.reply).toContain("postpone all overdue to tomorrow");
    // Each group is a heading after a blank line, followed by its examples.
    const headings = reply.reply.split("\n\n").map((group: string) => group.split("\n")[0]);
    expect(headings.slice(1, -1)).toEqual(["Add tasks", "Ask about them", "Change them", "Plan"]);
    expect(reply.actions).toEqual([]);
    expect(reply.suggestions.length).toBeGreaterThan(0);
  });

  it("answers what is due today, tomorrow and this week, overdue, tagged, high priority and found, with the tasks", async () => {
    await seed(fixture.alice);
    const cases: [string, string[]][] = [
      // Today's work includes what is overdue.
      ["what's due today?", ["Buy oat milk", "Dentist appointment", "Water the plants"]],
      ["What is due tomorrow", ["Call bank"]],
      // Monday 23 to Sunday 29 November: the dentist, due on Tuesday, is this week's too.
      ["what's due this week", ["Buy oat milk", "Call bank", "Crème brûlée for Sunday", "Dentist appointment"]],
      ["what's overdue", ["Water the plants", "Dentist appointment"]],
      ["show #errands", ["Buy oat milk", "Water the plants"]],
      ["high priority", ["Call bank", "Read a book"]],
      ["find dentist", ["Dentist appointment"]],
      ["find creme", ["Crème brûlée for Sunday"]],
      ["find pasport", ["Renew passport"]],
    ];
    for (const [question, expected] of cases) {
      const reply = await say(fixture.alice, question);
      expect(titles(reply.tasks).sort(), question).toEqual([...expected].sort());
      expect(reply.actions, question).toEqual([]);
    }
    expect((await say(fixture.alice, "show #nothing")).reply).toBe("No open task is tagged #nothing.");
    // Asking changes nothing: the same seven tasks are there.
    expect((await fixture.alice.get("/api/tasks")).body.tasks).toHaveLength(7);
  });

  it("never shows another user's tasks", async () => {
    const bob = fixture.server.client();
    await bob.signUp();
    await seed(bob);
    expect((await say(fixture.alice, "what's overdue")).reply).toBe("Nothing is overdue.");
    expect((await say(fixture.alice, "find dentist")).tasks).toEqual([]);
    expect((await say(fixture.alice, "complete dentist")).actions).toEqual([]);
  });
});

describe("POST /api/assistant: quick add", () => {
  it("adds anything that is not a command as a task, undone by deleting it", async () => {
    const reply = await say(fixture.alice, "  Pick up the dry cleaning ");
    expect(reply.reply).toBe("Added “Pick up the dry cleaning”.");
    const [action] = reply.actions;
    expect(action).toMatchObject({ kind: "created", task: { title: "Pick up the dry cleaning" } });
    expect(titles((await fixture.alice.get("/api/tasks")).body.tasks)).toEqual(["Pick up the dry cleaning"]);
    expect(reply.tasks).toEqual([action?.kind === "created" && action.task]);
  });

  it("reads the title, due date, tags and priority with the quick-add parser, and says what it understood", async () => {
    const reply = await say(fixture.alice, "buy oat milk tomorrow at 5pm #errands p1");
    expect(reply.reply).toBe("Added “buy oat milk” — Tomorrow, 17:00 · #errands · High.");
    // 17:00 in Berlin, the user's zone.
    expect(reply.tasks).toEqual([
      expect.objectContaining({
        title: "buy oat milk",
        dueAt: "2026-11-26T16:00:00.000Z",
        dueAllDay: false,
        tags: ["errands"],
        priority: "high",
      }),
    ]);
    expect(reply.actions).toEqual([{ kind: "created", task: reply.tasks[0] }]);

    const rent = await say(fixture.alice, "Pay rent on the 1st !2");
    expect(rent.reply).toBe("Added “Pay rent” — Tue 1 Dec · Medium.");
    expect(rent.tasks[0]).toMatchObject({ dueAt: "2026-11-30T23:00:00.000Z", dueAllDay: true, priority: "medium" });

    const weekly = await say(fixture.alice, "water the plants every monday");
    expect(weekly.reply).toBe("Added “water the plants” — Mon 30 Nov · every Monday.");
    expect(weekly.tasks[0]).toMatchObject({ recurrence: "FREQ=WEEKLY;BYDAY=MO", dueAllDay: true });
  });

  it("reads reminder phrases into the task's reminders, and says them", async () => {
    // "add" asks for the task; it is not part of its title.
    const reply = await say(fixture.alice, "add call mum tomorrow at 5pm remind me 1h before");
    expect(reply.reply).toBe("Added “call mum” — Tomorrow, 17:00 · Reminder: 1 h before.");
    expect(reply.tasks[0]).toMatchObject({ dueAt: "2026-11-26T16:00:00.000Z", reminders: [{ minutesBefore: 60 }] });
  });

  it("reads numeric dates in the browser's language, and keeps text that is all date as the title", async () => {
    const british = await say(fixture.alice, "Book flights 3/12", "en-GB,en;q=0.9");
    expect(british.tasks[0]).toMatchObject({ title: "Book flights", dueAt: "2026-12-02T23:00:00.000Z" });
    const american = await say(fixture.alice, "Book hotel 3/12", "en-US");
    expect(american.tasks[0]).toMatchObject({ title: "Book hotel", dueAt: "2027-03-11T23:00:00.000Z" });
    const german = await say(fixture.alice, "Zahnarzt morgen um 9", "de-DE");
    expect(german.tasks[0]).toMatchObject({ title: "Zahnarzt", dueAt: "2026-11-26T08:00:00.000Z" });

    const nothingLeft = await say(fixture.alice, "add tomorrow p1");
    expect(nothingLeft.reply).toBe("Added “tomorrow p1”.");
    expect(nothingLeft.tasks[0]).toMatchObject({ title: "tomorrow p1", dueAt: null, priority: "none" });
  });

  it("refuses a title longer than a task's, under the message field, adding nothing", async () => {
    const response = await fixture.alice.post("/api/assistant", { message: "x".repeat(201) });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ message: "Title must be at most 200 characters." });
    expect((await fixture.alice.get("/api/tasks")).body.tasks).toEqual([]);
  });
});

describe("POST /api/assistant: commands", () => {
  it("completes a task named in words, with typos and accents, and the action undoes it", async () => {
    const { today, sunday } = await seed(fixture.alice);
    const reply = await say(fixture.alice, "complete buy oat milk");
    expect(reply.reply).toBe("Completed “Buy oat milk”.");
    expect(reply.actions).toEqual([
      { kind: "updated", before: today, after: expect.objectContaining({ id: today.id, completed: true }) },
    ]);
    expect((await getTask(fixture.alice, today.id))?.completed).toBe(true);

    // Undo, as the page does it: the fields before, if nothing changed since.
    const action = reply.actions[0];
    if (action?.kind !== "updated") throw new Error("expected an update");
    const undo = await fixture.alice.patch(
      `/api/tasks/${today.id}`,
      { completed: false },
      { headers: { "if-match": `"${action.after.version}"` } },
    );
    expect(undo.status).toBe(200);
    expect(undo.body.task.completed).toBe(false);

    expect((await say(fixture.alice, "mark creme brule as done")).reply).toBe("Completed “Crème brûlée for Sunday”.");
    expect((await getTask(fixture.alice, sunday.id))?.completed).toBe(true);
  });

  it("completes a repeating task with its completed copy among the actions, so Undo leaves no copy behind", async () => {
    const plants = await addTask(fixture.alice, {
      title: "Water the plants",
      dueAt: "2026-11-25T17:00:00.000Z",
      recurrence: "FREQ=WEEKLY;BYDAY=WE",
    });
    const reply = await say(fixture.alice, "complete water the plants");
    expect(reply.reply).toBe("Completed “Water the plants”.");
    expect(reply.tasks.map((task) => task.id)).toEqual([plants.id]);
    const [moved, copy] = reply.actions;
    if (moved?.kind !== "updated" || copy?.kind !== "created") throw new Error("expected an update and a copy");
    expect(moved.after).toMatchObject({ id: plants.id, completed: false, dueAt: "2026-12-02T17:00:00.000Z" });
    expect(copy.task).toMatchObject({ title: "Water the plants", completed: true, recurrence: null });

    // Undo, as the page does it: the task's fields back (if nothing changed since), the copy deleted.
    const undo = await fixture.alice.patch(
      `/api/tasks/${plants.id}`,
      { dueAt: plants.dueAt, dueAllDay: plants.dueAllDay },
      { headers: { "if-match": `"${moved.after.version}"` } },
    );
    expect(undo.status).toBe(200);
    expect((await fixture.alice.delete(`/api/tasks/${copy.task.id}`)).status).toBe(204);
    const completed = await fixture.alice.get("/api/tasks?view=completed");
    expect(titles(completed.body.tasks)).not.toContain("Water the plants");
    expect((await getTask(fixture.alice, plants.id))?.dueAt).toBe(plants.dueAt);
  });

  it("tags a task and moves it to a weekday, keeping its time of day", async () => {
    const { tomorrow, dentist } = await seed(fixture.alice);
    const tagged = await say(fixture.alice, "tag call bank #finance");
    expect(tagged.reply).toBe("Tagged “Call bank” #finance.");
    expect((await getTask(fixture.alice, tomorrow.id))?.tags).toEqual(["finance"]);

    const moved = await say(fixture.alice, "move dentist to friday");
    expect(moved.reply).toBe("Moved “Dentist appointment” to Friday 27 November.");
    expect(await getTask(fixture.alice, dentist.id)).toMatchObject({
      dueAt: "2026-11-27T10:00:00.000Z",
      dueAllDay: false,
    });
    expect(moved.actions).toEqual([
      { kind: "updated", before: dentist, after: expect.objectContaining({ dueAt: "2026-11-27T10:00:00.000Z" }) },
    ]);
  });

  it("moves to any date the quick-add parser reads, at the time said, and refuses words that are no date", async () => {
    const { dentist, undated } = await seed(fixture.alice);
    const atThree = await say(fixture.alice, "move dentist to friday at 3pm");
    expect(atThree.reply).toBe("Moved “Dentist appointment” to Friday 27 November at 15:00.");
    expect(await getTask(fixture.alice, dentist.id)).toMatchObject({
      dueAt: "2026-11-27T14:00:00.000Z",
      dueAllDay: false,
    });

    // An undated task moved to a day is due all that day; 3/12 is 3 December in Britain.
    const british = await say(fixture.alice, "move read a book to 3/12", "en-GB");
    expect(british.reply).toBe("Moved “Read a book” to Thursday 3 December.");
    expect(await getTask(fixture.alice, undated.id)).toMatchObject({
      dueAt: "2026-12-02T23:00:00.000Z",
      dueAllDay: true,
    });
    expect((await say(fixture.alice, "postpone read a book to in 2 weeks")).reply).toBe(
      "Moved “Read a book” to Wednesday 9 December.",
    );

    for (const words of ["someday", "friday or so", "friday #errands"]) {
      const refused = await say(fixture.alice, `move dentist to ${words}`);
      expect(refused.reply).toBe(
        `I don't know which day “${words}” is. Try today, tomorrow, friday, dec 3, 10.12. or in 2 weeks.`,
      );
      expect(refused.actions).toEqual([]);
    }
    expect((await getTask(fixture.alice, dentist.id))?.dueAt).toBe("2026-11-27T14:00:00.000Z");
  });

  it("asks which one when several tasks match, and does it to the one chosen, once", async () => {
    const first = await addTask(fixture.alice, { title: "Call mum" });
    const second = await addTask(fixture.alice, { title: "Call the plumber" });
    const reply = await say(fixture.alice, "complete call");
    expect(reply.reply).toBe("Which one? 2 tasks match “call”.");
    expect(reply.actions).toEqual([]);
    expect(reply.choices.map((choice) => choice.label).sort()).toEqual(["Call mum", "Call the plumber"]);
    expect((await getTask(fixture.alice, first.id))?.completed).toBe(false);

    const plumber = reply.choices.find((choice) => choice.label === "Call the plumber");
    const chosen = await answer(fixture.alice, plumber?.token);
    expect(chosen.reply).toBe("Completed “Call the plumber”.");
    expect((await getTask(fixture.alice, second.id))?.completed).toBe(true);
    expect((await getTask(fixture.alice, first.id))?.completed).toBe(false);

    const again = await fixture.alice.post("/api/assistant", { confirm: plumber?.token });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe("question_expired");
  });

  it("offers to add the text as a task when no task has that name", async () => {
    const reply = await say(fixture.alice, "finish the tax return");
    expect(reply.reply).toBe("I found no open task called “tax return”.");
    expect((await fixture.alice.get("/api/tasks")).body.tasks).toEqual([]);
    const added = await answer(fixture.alice, reply.choices[0]?.token);
    expect(added.reply).toBe("Added “finish the tax return”.");
  });

  it("deletes only after a yes, which works once, for its own user alone, and the action restores the task", async () => {
    const { dentist } = await seed(fixture.alice);
    const question = await say(fixture.alice, "delete the dentist task");
    expect(question.reply).toBe("Delete “Dentist appointment”?");
    expect(question.confirm?.prompt).toBe("Delete “Dentist appointment”?");
    expect(question.actions).toEqual([]);
    expect(await getTask(fixture.alice, dentist.id)).toBeDefined();

    const bob = fixture.server.client();
    await bob.signUp();
    const stolen = await bob.post("/api/assistant", { confirm: question.confirm?.token });
    expect(stolen.status).toBe(404);
    expect(await getTask(fixture.alice, dentist.id)).toBeDefined();

    const done = await answer(fixture.alice, question.confirm?.token);
    expect(done.reply).toBe("Deleted “Dentist appointment”.");
    expect(done.actions).toEqual([{ kind: "deleted", task: dentist }]);
    expect(await getTask(fixture.alice, dentist.id)).toBeUndefined();
    expect((await fixture.alice.post("/api/assistant", { confirm: question.confirm?.token })).status).toBe(404);

    const { id: _id, version: _version, updatedAt: _updatedAt, subtasks: _subtasks, ...fields } = dentist;
    const undo = await fixture.alice.request("PUT", `/api/tasks/${dentist.id}`, { body: fields });
    expect(undo.status).toBe(201);
    expect(await getTask(fixture.alice, dentist.id)).toMatchObject({ title: "Dentist appointment" });
  });

  it("asks before changing several tasks: postpone all overdue to tomorrow", async () => {
    const { dentist, allDay } = await seed(fixture.alice);
    const question = await say(fixture.alice, "postpone all overdue to tomorrow");
    expect(question.reply).toBe("Move 2 tasks to Thursday 26 November?");
    expect(titles(question.tasks).sort()).toEqual(["Dentist appointment", "Water the plants"]);
    expect((await getTask(fixture.alice, dentist.id))?.dueAt).toBe(dentist.dueAt);

    const done = await answer(fixture.alice, question.confirm?.token);
    expect(done.reply).toBe("Moved 2 tasks to Thursday 26 November.");
    expect(done.actions).toHaveLength(2);
    // The timed one keeps 11:00 in Berlin; the all-day one stays all-day, from midnight there.
    expect(await getTask(fixture.alice, dentist.id)).toMatchObject({ dueAt: "2026-11-26T10:00:00.000Z" });
    expect(await getTask(fixture.alice, allDay.id)).toMatchObject({
      dueAt: "2026-11-25T23:00:00.000Z",
      dueAllDay: true,
    });
    expect((await say(fixture.alice, "what's overdue")).reply).toBe("Nothing is overdue.");
  });

  it("lets a question expire after its time", async () => {
    await seed(fixture.alice);
    const question = await say(fixture.alice, "delete dentist");
    clock.advance(ASSISTANT_CONFIRM_TTL_SECONDS * 1000);
    const late = await fixture.alice.post("/api/assistant", { confirm: question.confirm?.token });
    expect(late.status).toBe(404);
    expect(late.body.error.code).toBe("question_expired");
    expect((await say(fixture.alice, "find dentist")).tasks).toHaveLength(1);
  });

  it("takes a yes typed after a Yes-or-No question as its Yes, only for the newest reply and while it lasts", async () => {
    const { dentist } = await seed(fixture.alice);
    await say(fixture.alice, "delete the dentist task");
    await say(fixture.alice, "what's overdue");
    // The newest reply asked nothing: the yes is only said, and nothing is deleted.
    expect((await say(fixture.alice, "yes")).actions).toEqual([]);
    expect(await getTask(fixture.alice, dentist.id)).toBeDefined();

    await say(fixture.alice, "delete the dentist task");
    clock.advance(ASSISTANT_CONFIRM_TTL_SECONDS * 1000);
    expect((await say(fixture.alice, "ja")).actions).toEqual([]);
    expect(await getTask(fixture.alice, dentist.id)).toBeDefined();

    await say(fixture.alice, "lösch den dentist task");
    const done = await say(fixture.alice, "ja bitte");
    expect(done.actions).toEqual([{ kind: "deleted", task: dentist }]);
    expect(await getTask(fixture.alice, dentist.id)).toBeUndefined();
  });
});

describe("POST /api/assistant: plan my day", () => {
  it("plans overdue, due today and undated high-priority tasks within the daily capacity; the plan accepted as edited", async () => {
    const { today, dentist, allDay, undated, tomorrow } = await seed(fixture.alice);
    const proposal = await say(fixture.alice, "Plan my day");
    expect(proposal.reply).toBe(
      [
        "Your plan for today: 4 tasks (your daily capacity is 5). Remove, add or reorder, then accept: the plan's tasks get today's date.",
        "1. “Water the plants” — overdue by 5 days",
        "2. “Dentist appointment” — overdue by 1 day",
        "3. “Buy oat milk” — due today at 17:00",
        "4. “Read a book” — high priority",
      ].join("\n"),
    );
    // Longest overdue first, then due today, then undated high priority; the dated high-priority one waits.
    const order = [allDay.id, dentist.id, today.id, undated.id];
    expect(proposal.tasks.map((task) => task.id)).toEqual(order);
    expect(proposal.plan).toEqual({ taskIds: order, capacity: 5 });
    expect(proposal.confirm?.prompt).toBe("Accept this plan?");
    expect(proposal.actions).toEqual([]);

    await fixture.alice.patch("/api/me", { preferences: { dailyCapacity: 3 } });
    const smaller = await say(fixture.alice, "plan my day");
    expect(smaller.reply).toContain(
      "Your plan for today: 3 tasks (your daily capacity is 3). 1 more task could go in.",
    );
    expect(smaller.plan).toEqual({ taskIds: order.slice(0, 3), capacity: 3 });
    expect(smaller.tasks.map((task) => task.id)).toEqual(order);

    // Water the plants removed, Read a book added first.
    const response = await fixture.alice.post("/api/assistant", {
      confirm: smaller.confirm?.token,
      taskIds: [undated.id, dentist.id, today.id],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const accepted: AssistantResponse = response.body;
    expect(accepted.reply).toBe("Planned 3 tasks for today.");
    expect(titles(accepted.tasks)).toEqual(["Read a book", "Dentist appointment", "Buy oat milk"]);
    // The undated one for all of today in Berlin; the dentist keeps 11:00; the milk was due today already.
    expect(await getTask(fixture.alice, undated.id)).toMatchObject({
      dueAt: "2026-11-24T23:00:00.000Z",
      dueAllDay: true,
    });
    expect(await getTask(fixture.alice, dentist.id)).toMatchObject({
      dueAt: "2026-11-25T10:00:00.000Z",
      dueAllDay: false,
    });
    expect(await getTask(fixture.alice, today.id)).toEqual(today);
    expect(accepted.actions.map((action) => action.kind === "updated" && action.before)).toEqual([undated, dentist]);
    // Left out of the plan, left alone.
    expect(await getTask(fixture.alice, allDay.id)).toEqual(allDay);
    expect(await getTask(fixture.alice, tomorrow.id)).toEqual(tomorrow);
    expect((await fixture.alice.post("/api/assistant", { confirm: smaller.confirm?.token })).status).toBe(404);
  });

  it("accepts the plan as offered without taskIds, and says when there is nothing to plan", async () => {
    expect((await say(fixture.alice, "plan my day")).reply).toBe(
      "Nothing to plan: nothing is overdue or due today, and no undated task has high priority.",
    );
    const task = await addTask(fixture.alice, { title: "Read a book", priority: "high" });
    const proposal = await say(fixture.alice, "plan my day");
    const accepted = await answer(fixture.alice, proposal.confirm?.token);
    expect(accepted.reply).toBe("Planned 1 task for today.");
    expect(await getTask(fixture.alice, task.id)).toMatchObject({ dueAt: "2026-11-24T23:00:00.000Z" });
  });

  it("refuses more tasks than the capacity, taskIds without a plan, and never plans another user's task", async () => {
    const { today, dentist, allDay, undated } = await seed(fixture.alice);
    await fixture.alice.patch("/api/me", { preferences: { dailyCapacity: 2 } });
    const proposal = await say(fixture.alice, "plan my day");
    const tooMany = await fixture.alice.post("/api/assistant", {
      confirm: proposal.confirm?.token,
      taskIds: [today.id, dentist.id, undated.id],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields).toEqual({
      taskIds: "Your daily capacity is 2 tasks; remove some, or raise it in Settings.",
    });
    for (const body of [
      { message: "plan my day", taskIds: [today.id] },
      { confirm: proposal.confirm?.token, taskIds: ["not-an-id"] },
      { confirm: proposal.confirm?.token, taskIds: [today.id, today.id] },
    ]) {
      const refused = await fixture.alice.post("/api/assistant", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.body.error.fields)).toEqual([expect.stringMatching(/^taskIds/)]);
    }
    const question = await say(fixture.alice, "delete dentist");
    const wrong = await fixture.alice.post("/api/assistant", { confirm: question.confirm?.token, taskIds: [today.id] });
    expect(wrong.status).toBe(400);
    expect(await getTask(fixture.alice, dentist.id)).toEqual(dentist);

    const bob = fixture.server.client();
    await bob.signUp();
    const bobs = await addTask(bob, { title: "Bob's task", dueAt: "2026-11-20T10:00:00Z" });
    const stolen = await fixture.alice.post("/api/assistant", { confirm: proposal.confirm?.token, taskIds: [bobs.id] });
    expect(stolen.body.reply).toMatch(/^1 task of the plan changed since it was made, so nothing changed\./);
    expect(await getTask(bob, bobs.id)).toEqual(bobs);
    expect(await getTask(fixture.alice, allDay.id)).toEqual(allDay);
  });
});

describe("POST /api/assistant: names, whatever the account holds", () => {
  const ROOMS = ["kitchen", "garage", "attic", "garden", "office"];

  /** 1,000 tasks at once, as an import makes them: "Order part 17 for the attic", … */
  async function importMany(client: TestClient) {
    const rows = Array.from(
      { length: 1000 },
      (_, index) => `Order part ${index + 1} for the ${ROOMS[index % 5]},,,,,no`,
    );
    const csv = ["title,description,due,priority,tags,completed", ...rows].join("\n");
    const response = await client.request("POST", "/api/import?format=csv", {
      rawBody: csv,
      headers: { "content-type": "text/csv" },
    });
    expect(response.status).toBe(200);
  }

  const tooVague = (name: string) =>
    `“${name}” is too vague to tell which task you mean: ` +
    `name it by a few words of its title (at most ${ASSISTANT_NAME_WORDS_MAX}).`;

  it("answers a long name that matches nothing as too vague, comparing no title with it", async () => {
    await importMany(fixture.alice);
    // Words no task holds, different from each other, as many as a message fits: the search misses them all.
    const words = Array.from({ length: 80 }, (_, index) => `zq${(index * 7919).toString(36)}x`);
    let name = words.join(" ");
    while (`find ${name}`.length > ASSISTANT_MESSAGE_MAX_LENGTH) name = name.slice(0, name.lastIndexOf(" "));
    expect(name.length).toBeGreaterThan(480);
    const reply = await say(fixture.alice, `find ${name}`);
    expect(reply.reply).toBe(tooVague(`${name.slice(0, 59)}…`));
    expect(reply.tasks).toEqual([]);
  });

  it(`finds a task by up to ${ASSISTANT_NAME_WORDS_MAX} words, typos too, among 1,000, and no more words`, async () => {
    await importMany(fixture.alice);
    const letter = await addTask(fixture.alice, { title: "Pick up the dentist appointment letter at noon" });
    const named = await say(fixture.alice, "complete pick up the dentsit apointment letter at noon");
    expect(named.reply).toBe("Completed “Pick up the dentist appointment letter at noon”.");
    expect((await getTask(fixture.alice, letter.id))?.completed).toBe(true);

    const longer = "pick up the dentist appointment letter at noon today";
    expect((await say(fixture.alice, `find ${longer}`)).reply).toBe(tooVague(longer));
    const delete_ = await say(fixture.alice, `delete ${longer}`);
    expect(delete_.reply).toBe(tooVague(longer));
    expect(delete_.confirm).toBeUndefined();
  });

  it("finds a typo's tasks when they fit in a page, and says the name is too vague when they do not", async () => {
    await importMany(fixture.alice);
    const one = await say(fixture.alice, "find ordr part 517");
    expect(one.reply).toBe("1 task match “ordr part 517”:");
    expect(titles(one.tasks)).toEqual(["Order part 517 for the garage"]);
    expect((await say(fixture.alice, "find ordr part")).reply).toBe(tooVague("ordr part"));
  });
});

describe("GET and DELETE /api/assistant/history", () => {
  it("keeps each exchange for its user alone, and clears it", async () => {
    await say(fixture.alice, "help");
    const added = await say(fixture.alice, "Buy bread");
    const history = (await fixture.alice.get("/api/assistant/history")).body;
    expect(history.exchanges.map((exchange: { message: string }) => exchange.message)).toEqual(["help", "Buy bread"]);
    expect(history.exchanges[1]).toMatchObject({
      response: { reply: added.reply, tasks: [{ id: added.tasks[0]?.id, title: "Buy bread" }], changes: 1 },
      createdAt: "2026-11-25T09:00:00.000Z",
    });

    const bob = fixture.server.client();
    await bob.signUp();
    expect((await bob.get("/api/assistant/history")).body.exchanges).toEqual([]);
    expect((await bob.delete("/api/assistant/history")).status).toBe(204);
    expect((await fixture.alice.get("/api/assistant/history")).body.exchanges).toHaveLength(2);

    expect((await fixture.alice.delete("/api/assistant/history")).status).toBe(204);
    expect((await fixture.alice.get("/api/assistant/history")).body.exchanges).toEqual([]);
  });

  it(`keeps the last ${ASSISTANT_HISTORY_MAX} exchanges`, async () => {
    for (let sent = 1; sent <= ASSISTANT_HISTORY_MAX + 2; sent += 1) {
      if (sent % ASSISTANT_RATE_LIMIT.maxRequests === 0) clock.advance(ASSISTANT_RATE_LIMIT.windowSeconds * 1000);
      await say(fixture.alice, `find number ${sent}`);
    }
    const { exchanges } = (await fixture.alice.get(`/api/assistant/history?limit=${ASSISTANT_HISTORY_MAX}`)).body;
    expect(exchanges).toHaveLength(ASSISTANT_HISTORY_MAX);
    expect(exchanges[0].message).toBe("find number 3");
    expect(exchanges.at(-1).message).toBe(`find number ${ASSISTANT_HISTORY_MAX + 2}`);
  });
});

describe("POST /api/assistant: refusals", () => {
  it("wants a session", async () => {
    const stranger = fixture.server.client();
    expect((await stranger.post("/api/assistant", { message: "help" })).status).toBe(401);
    expect((await stranger.get("/api/assistant/history")).status).toBe(401);
    expect((await stranger.delete("/api/assistant/history")).status).toBe(401);
  });

  it.each([
    [{ message: "" }, "message", "Type a message."],
    [
      { message: "a".repeat(ASSISTANT_MESSAGE_MAX_LENGTH + 1) },
      "message",
      `A message is at most ${ASSISTANT_MESSAGE_MAX_LENGTH} characters.`,
    ],
    [{ message: "buy\u0000milk" }, "message", "Message cannot contain line breaks or other control characters."],
    [{ message: "buy\nmilk" }, "message", "Message cannot contain line breaks or other control characters."],
    [{ message: "help", confirm: "x" }, "_", "Send either a message or a confirm token."],
    [{}, "_", "Send either a message or a confirm token."],
    [{ message: "help", extra: 1 }, "extra", "Unknown field."],
  ])("refuses %j", async (body, field, message) => {
    const response = await fixture.alice.post("/api/assistant", body);
    expect(response.status).toBe(400);
    expect(response.body.error.fields[field]).toBe(message);
    expect((await fixture.alice.get("/api/assistant/history")).body.exchanges).toEqual([]);
  });

  it(`answers at most ${ASSISTANT_RATE_LIMIT.maxRequests} messages a minute per user, wherever they come from`, async () => {
    for (let sent = 0; sent < ASSISTANT_RATE_LIMIT.maxRequests; sent += 1) {
      await say(sent % 2 === 0 ? fixture.alice : fixture.alice.from("10.99.0.1"), "help");
    }
    const refused = await fixture.alice.from("10.99.0.2").post("/api/assistant", { message: "help" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const bob = fixture.server.client().from(fixture.alice.ip);
    await bob.signUp();
    expect((await bob.post("/api/assistant", { message: "help" })).status).toBe(200);
    clock.advance(ASSISTANT_RATE_LIMIT.windowSeconds * 1000);
    expect((await fixture.alice.post("/api/assistant", { message: "help" })).status).toBe(200);
  });
});

describe("POST /api/assistant: days and times said the short way in a move", () => {
  it("moves to a short weekday and a 24-hour time without a colon, and takes the new time before “not”", async () => {
    const task = await addTask(fixture.alice, { title: "Night shift handover", dueAt: "2026-11-25T17:00:00.000Z" });
    const toSat = await say(fixture.alice, "move night shift handover to sat");
    expect(toSat.reply).toBe("Moved “Night shift handover” to Saturday 28 November.");
    expect((await say(fixture.alice, "undo")).actions).toEqual([]);
    expect((await getTask(fixture.alice, task.id))?.dueAt).toBe("2026-11-25T17:00:00.000Z");
    const atTime = await say(fixture.alice, "move night shift handover to mon 0645");
    expect(atTime.reply).toBe("Moved “Night shift handover” to Monday 30 November at 06:45.");
    const not = await say(fixture.alice, "night shift handover should be at 1915 not 0645");
    expect(not.reply).toBe("Moved “Night shift handover” to 19:15.");
    expect((await getTask(fixture.alice, task.id))?.dueAt).toBe("2026-11-30T18:15:00.000Z");
  });

  it("asks whether a number alone is a time or a day, and moves as the user picks", async () => {
    const task = await addTask(fixture.alice, { title: "Physio session", dueAt: "2026-11-26T10:00:00.000Z" });
    const asked = await say(fixture.alice, "move physio session to 4");
    expect(asked.reply).toBe("Do you mean “4” as a time or as a day?");
    expect(asked.actions).toEqual([]);
    expect(asked.choices.map((choice) => choice.label)).toEqual([
      "Move “Physio session” to 16:00",
      "Move “Physio session” to Friday 4 December",
    ]);
    const picked = await answer(fixture.alice, asked.choices[0]?.token);
    expect(picked.reply).toBe("Moved “Physio session” to 16:00.");
    expect((await getTask(fixture.alice, task.id))?.dueAt).toBe("2026-11-26T15:00:00.000Z");
  });
});
