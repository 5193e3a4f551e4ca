import { beforeEach, describe, expect, it } from "vitest";
import { BREAK_DOWN_STEPS, SUBTASK_DEPTH_MAX, SUBTASKS_PER_PARENT_MAX } from "../../../shared/limits";
import type { AssistantExchange, AssistantUndoResult } from "../../../shared/schemas/assistant";
import { TASK_MESSAGES, type Task } from "../../../shared/schemas/task";
import { addTask, talkTo } from "../../test/assistant-talk";
import { fixedClock } from "../../test/fixed-clock";
import { signedInFixture } from "../../test/signed-in-fixture";
import type { TestClient } from "../../test/test-client";

/** Wednesday 25 November 2026, 10:00 in Berlin. */
const NOW = "2026-11-25T09:00:00.000Z";
const clock = fixedClock(NOW);
const fixture = signedInFixture({ clock, timeZone: "Europe/Berlin" });

beforeEach(async () => {
  clock.set(NOW);
});

async function openTasks(client: TestClient): Promise<Task[]> {
  const response = await client.get("/api/tasks?limit=100");
  expect(response.status).toBe(200);
  return (response.body.tasks as Task[]).sort((a, b) => a.title.localeCompare(b.title));
}

const titles = (tasks: Task[]) => tasks.map((task) => task.title).sort();

/** The subtasks of a task, in their order. */
async function subtasksOf(client: TestClient, id: string): Promise<Task[]> {
  const response = await client.get(`/api/tasks?parent=${id}&limit=100`);
  expect(response.status).toBe(200);
  return response.body.tasks;
}

/** The last exchange's Undo, as the page asks for it. */
async function undoLast(client: TestClient) {
  const exchanges = (await client.get("/api/assistant/history")).body.exchanges as AssistantExchange[];
  const undone = await client.post(`/api/assistant/history/${exchanges.at(-1)?.id}/undo`);
  expect(undone.status, JSON.stringify(undone.body)).toBe(200);
  return undone.body as AssistantUndoResult;
}

/** Tasks as an export file holds them, imported at once: a tree's many subtasks are quick to make this way. */
async function importTasks(client: TestClient, tasks: { title: string; id: string; parentId: string | null }[]) {
  const response = await client.request("POST", "/api/import?format=json", {
    rawBody: JSON.stringify({ format: "taskmind-export", version: 1, tasks }),
    headers: { "content-type": "text/plain" },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

describe("POST /api/assistant: break down a task into subtasks", () => {
  it("asks first, then makes a subtask per step under the task, which stays as it was; Undo deletes them", async () => {
    const trip = await addTask(fixture.alice, "Plan the trip", {
      dueAt: "2026-11-27T16:00:00Z",
      priority: "high",
      tags: ["travel", "family"],
    });
    const other = await addTask(fixture.alice, "Read a book");

    // Asked for in so many words, and only adding under a task that stays: done at once, with its Undo.
    const done = await talkTo(fixture.alice, {
      message: "break down plan the trip into Book flights, book the Hotel and pack",
    });
    expect(done.reply).toBe("Broke “Plan the trip” down into 3 subtasks: “Book flights”, “book the Hotel”, “pack”.");
    // Made in the same instant (the clock stands still), the subtasks' own order is not tested.
    const steps = await subtasksOf(fixture.alice, trip.id);
    expect(titles(steps)).toEqual(["Book flights", "book the Hotel", "pack"].sort());
    for (const step of steps) {
      expect(step).toMatchObject({ parentId: trip.id, completed: false, dueAt: null, priority: "none", tags: [] });
    }
    const { task: parent } = (await fixture.alice.get(`/api/tasks/${trip.id}`)).body as { task: Task };
    expect(parent).toMatchObject({ title: "Plan the trip", dueAt: trip.dueAt, priority: "high", tags: trip.tags });
    expect(parent.subtasks).toEqual({ done: 0, total: 3 });
    expect(done.tasks.map((task) => task.title)).toEqual(["Book flights", "book the Hotel", "pack"]);
    expect(done.actions).toEqual(done.tasks.map((task) => ({ kind: "created", task })));
    expect(done.tasks.map((task) => task.id).sort()).toEqual(steps.map((step) => step.id).sort());

    const undone = await undoLast(fixture.alice);
    expect([...undone.deletedIds].sort()).toEqual(steps.map((step) => step.id).sort());
    expect(await subtasksOf(fixture.alice, trip.id)).toEqual([]);
    const left = await openTasks(fixture.alice);
    expect(left.map((task) => task.id).sort()).toEqual([trip.id, other.id].sort());
    expect(left.find((task) => task.id === trip.id)?.subtasks).toEqual({ done: 0, total: 0 });
  });

  it("understands split, commas, semicolons and a closing “and”", async () => {
    const house = await addTask(fixture.alice, "Clean the house", { priority: "low" });
    const done = await talkTo(fixture.alice, { message: "Split clean the house into kitchen; bathroom, and hall" });
    expect(done.reply).toBe("Broke “Clean the house” down into 3 subtasks: “kitchen”, “bathroom”, “hall”.");
    expect(titles(await subtasksOf(fixture.alice, house.id))).toEqual(["bathroom", "hall", "kitchen"]);
  });

  it("asks which task when several match, and breaks down the one chosen", async () => {
    const mum = await addTask(fixture.alice, "Call mum");
    const plumber = await addTask(fixture.alice, "Call the plumber");
    const which = await talkTo(fixture.alice, { message: "break down call into find the number, ring" });
    expect(which.reply).toBe("Which one? 2 tasks match “call”.");
    const choice = which.choices.find((option) => option.label === "Call the plumber");
    expect(await subtasksOf(fixture.alice, plumber.id)).toEqual([]);
    const done = await talkTo(fixture.alice, { confirm: choice?.token });
    expect(done.reply).toBe("Broke “Call the plumber” down into 2 subtasks: “find the number”, “ring”.");
    expect(titles(await subtasksOf(fixture.alice, plumber.id))).toEqual(["find the number", "ring"]);
    expect(await subtasksOf(fixture.alice, mum.id)).toEqual([]);
  });

  it(`says so, making none, when the subtasks would go deeper than ${SUBTASK_DEPTH_MAX} levels or past ${SUBTASKS_PER_PARENT_MAX} under one task`, async () => {
    // A task at the deepest level: "Fit cupboards", under "Redo the kitchen", under "Renovate the house".
    const names = ["Renovate the house", "Redo the kitchen", "Fit cupboards"].slice(0, SUBTASK_DEPTH_MAX);
    const levels = names.map((title) => ({ title, id: crypto.randomUUID(), parentId: null as string | null }));
    for (const [depth, level] of levels.entries()) level.parentId = levels[depth - 1]?.id ?? null;
    const deepest = levels.at(-1);
    const full = { title: "Full box", id: crypto.randomUUID(), parentId: null };
    const contents = Array.from({ length: SUBTASKS_PER_PARENT_MAX - 1 }, (_, index) => ({
      title: `Item ${index + 1}`,
      id: crypto.randomUUID(),
      parentId: full.id,
    }));
    await importTasks(fixture.alice, [...levels, full, ...contents]);
    const [box] = (await fixture.alice.get("/api/tasks?parent=root&q=box")).body.tasks as Task[];

    const refused: [string, string][] = [
      [
        `break down ${deepest?.title} into measure, buy`,
        `“${deepest?.title}” cannot be broken down: ${TASK_MESSAGES.subtasksTooDeep} Nothing changed.`,
      ],
      // One place is left under the box: the first step takes it, the second is refused, and the first goes again.
      [
        "break down full box into open, sort",
        `“Full box” cannot be broken down: ${TASK_MESSAGES.tooManySubtasks} Nothing changed.`,
      ],
    ];
    for (const [message, reply] of refused) {
      const answer = await talkTo(fixture.alice, { message });
      expect(answer, message).toMatchObject({ reply, actions: [], tasks: [] });
    }
    expect((await fixture.alice.get(`/api/tasks/${box?.id}`)).body.task.subtasks.total).toBe(
      SUBTASKS_PER_PARENT_MAX - 1,
    );
    for (const step of ["measure", "buy", "open", "sort"]) {
      expect((await fixture.alice.get(`/api/tasks?q=${step}`)).body.tasks, step).toEqual([]);
    }
  });

  it("never matches another user's task, nor breaks one down", async () => {
    const bob = fixture.server.client();
    await bob.signUp();
    const bobs = await addTask(bob, "Paint the fence");
    const answer = await talkTo(fixture.alice, { message: "break down paint the fence into sand, paint" });
    expect(answer.reply).toBe("I found no open task called “paint the fence”.");
    expect((await bob.get(`/api/tasks/${bobs.id}`)).status).toBe(200);
    expect(await openTasks(fixture.alice)).toEqual([]);

    const shed = await addTask(fixture.alice, "Paint the shed");
    await talkTo(fixture.alice, { message: "break down paint the shed into sand, paint" });
    expect(titles(await subtasksOf(fixture.alice, shed.id))).toEqual(["paint", "sand"]);
    expect(titles(await openTasks(bob))).toEqual(["Paint the fence"]);
  });

  it("refuses one step, too many steps, an empty step or a bad title, and changes nothing", async () => {
    const trip = await addTask(fixture.alice, "Plan the trip");
    const tooMany = Array.from({ length: BREAK_DOWN_STEPS.max + 1 }, (_, index) => `step ${index + 1}`).join(", ");
    const limit =
      `A task breaks down into ${BREAK_DOWN_STEPS.min} to ${BREAK_DOWN_STEPS.max} steps, separated by commas or “and”, ` +
      "e.g. “break down plan the trip into book flights, book the hotel and pack”. Nothing changed.";
    const refused: [string, string][] = [
      ["break down plan the trip into book flights", limit],
      ["break down plan the trip into", limit],
      [`break down plan the trip into ${tooMany}`, limit],
      ["break down plan the trip into book flights, , pack", "Step 2 is empty. Nothing changed."],
      [
        `break down plan the trip into ${"x".repeat(300)}, pack`,
        expect.stringMatching(/^Step 1: Title must be at most/),
      ],
    ];
    for (const [message, reply] of refused) {
      const answer = await talkTo(fixture.alice, { message });
      expect(answer, message).toMatchObject({ reply, actions: [], choices: [] });
      expect(answer.confirm).toBeUndefined();
    }
    expect(await openTasks(fixture.alice)).toEqual([trip]);
    // Ten steps are fine.
    const ten = tooMany.split(", ").slice(0, BREAK_DOWN_STEPS.max).join(", ");
    const done = await talkTo(fixture.alice, { message: `break down plan the trip into ${ten}` });
    expect(done.reply).toMatch(/^Broke “Plan the trip” down into 10 subtasks:/);
  });
});
