import { beforeEach, describe, expect, it } from "vitest";
import { BREAK_DOWN_STEPS } from "../../../shared/limits";
import type { AssistantResponse } from "../../../shared/schemas/assistant";
import type { Task } from "../../../shared/schemas/task";
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

/** Undo as the page does it: the created tasks deleted, the deleted one put back under its id. */
async function undo(client: TestClient, actions: AssistantResponse["actions"]) {
  for (const action of [...actions].reverse()) {
    if (action.kind === "created") {
      expect((await client.delete(`/api/tasks/${action.task.id}`)).status).toBe(204);
    } else if (action.kind === "deleted") {
      const { id, version: _version, updatedAt: _updatedAt, subtasks: _subtasks, ...fields } = action.task;
      expect((await client.request("PUT", `/api/tasks/${id}`, { body: fields })).status).toBe(201);
    }
  }
}

describe("POST /api/assistant: break down a task into steps", () => {
  it("asks first, then makes a task per step with the task's due date, priority and tags, and deletes it; Undo puts it back", async () => {
    const trip = await addTask(fixture.alice, "Plan the trip", {
      dueAt: "2026-11-27T16:00:00Z",
      priority: "high",
      tags: ["travel", "family"],
    });
    const other = await addTask(fixture.alice, "Read a book");

    const question = await talkTo(fixture.alice, {
      message: "break down plan the trip into Book flights, book the Hotel and pack",
    });
    expect(question.reply).toBe("Break “Plan the trip” down into 3 tasks: “Book flights”, “book the Hotel”, “pack”?");
    expect(question.actions).toEqual([]);
    expect(titles(await openTasks(fixture.alice))).toEqual(["Plan the trip", "Read a book"]);

    const done = await talkTo(fixture.alice, { confirm: question.confirm?.token });
    expect(done.reply).toBe("Broke “Plan the trip” down into 3 tasks: “Book flights”, “book the Hotel”, “pack”.");
    const steps = { dueAt: "2026-11-27T16:00:00.000Z", dueAllDay: false, priority: "high", tags: ["family", "travel"] };
    const after = await openTasks(fixture.alice);
    expect(titles(after)).toEqual(["Book flights", "Read a book", "book the Hotel", "pack"].sort());
    for (const title of ["Book flights", "book the Hotel", "pack"]) {
      const step = after.find((task) => task.title === title);
      expect({ ...step, tags: [...(step?.tags ?? [])].sort() }).toMatchObject(steps);
    }
    expect((await fixture.alice.get(`/api/tasks/${trip.id}`)).status).toBe(404);
    expect(done.actions.map((action) => action.kind)).toEqual(["created", "created", "created", "deleted"]);
    expect(done.actions.at(-1)).toEqual({ kind: "deleted", task: trip });
    expect(titles(done.tasks)).toEqual(["Book flights", "book the Hotel", "pack"].sort());

    await undo(fixture.alice, done.actions);
    const restored = await openTasks(fixture.alice);
    expect(restored.map((task) => task.id).sort()).toEqual([trip.id, other.id].sort());
    expect(restored.find((task) => task.id === trip.id)).toMatchObject({
      title: "Plan the trip",
      dueAt: trip.dueAt,
      priority: "high",
    });
  });

  it("understands split, commas, semicolons and a closing “and”, and an undated task's steps stay undated", async () => {
    await addTask(fixture.alice, "Clean the house", { priority: "low" });
    const question = await talkTo(fixture.alice, { message: "Split clean the house into kitchen; bathroom, and hall" });
    expect(question.confirm?.prompt).toBe("Break “Clean the house” down into 3 tasks: “kitchen”, “bathroom”, “hall”?");
    await talkTo(fixture.alice, { confirm: question.confirm?.token });
    const after = await openTasks(fixture.alice);
    expect(titles(after)).toEqual(["bathroom", "hall", "kitchen"]);
    for (const task of after) expect(task).toMatchObject({ dueAt: null, priority: "low", tags: [] });
  });

  it("asks which task when several match, then still asks for a yes", async () => {
    await addTask(fixture.alice, "Call mum");
    const plumber = await addTask(fixture.alice, "Call the plumber");
    const which = await talkTo(fixture.alice, { message: "break down call into find the number, ring" });
    expect(which.reply).toBe("Which one? 2 tasks match “call”.");
    const choice = which.choices.find((option) => option.label === "Call the plumber");
    const question = await talkTo(fixture.alice, { confirm: choice?.token });
    expect(question.confirm?.prompt).toBe("Break “Call the plumber” down into 2 tasks: “find the number”, “ring”?");
    expect((await fixture.alice.get(`/api/tasks/${plumber.id}`)).status).toBe(200);
    await talkTo(fixture.alice, { confirm: question.confirm?.token });
    expect(titles(await openTasks(fixture.alice))).toEqual(["Call mum", "find the number", "ring"]);
  });

  it("never matches another user's task, and the yes works for its own user alone", async () => {
    const bob = fixture.server.client();
    await bob.signUp();
    const bobs = await addTask(bob, "Paint the fence");
    const answer = await talkTo(fixture.alice, { message: "break down paint the fence into sand, paint" });
    expect(answer.reply).toBe("I found no open task called “paint the fence”.");
    expect((await bob.get(`/api/tasks/${bobs.id}`)).status).toBe(200);
    expect(await openTasks(fixture.alice)).toEqual([]);

    await addTask(fixture.alice, "Paint the shed");
    const question = await talkTo(fixture.alice, { message: "break down paint the shed into sand, paint" });
    expect((await bob.post("/api/assistant", { confirm: question.confirm?.token })).status).toBe(404);
    expect(titles(await openTasks(fixture.alice))).toEqual(["Paint the shed"]);
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
    const question = await talkTo(fixture.alice, { message: `break down plan the trip into ${ten}` });
    expect(question.confirm?.prompt).toMatch(/^Break “Plan the trip” down into 10 tasks:/);
  });
});
