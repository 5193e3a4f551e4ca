import { beforeEach, describe, expect, it } from "vitest";
import {
  ASSISTANT_BULK_TASKS_MAX,
  ASSISTANT_CONFIRM_TTL_SECONDS,
  ASSISTANT_EXCHANGE_MAX_BYTES,
  ASSISTANT_HISTORY_MAX,
  ASSISTANT_HISTORY_PAGE_SIZE,
  ASSISTANT_HISTORY_USER_MAX_BYTES,
  ASSISTANT_RATE_LIMIT,
  ASSISTANT_REPLY_TASKS_MAX,
  ASSISTANT_UNDO_TTL_SECONDS,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_TITLE_MAX_LENGTH,
} from "../../../shared/limits";
import { ASSISTANT_MESSAGES, type AssistantExchange } from "../../../shared/schemas/assistant";
import { restoreInputOf, type Task, updateTaskSchema } from "../../../shared/schemas/task";
import { NEW_TASK_DEFAULTS } from "../../../test/new-task-defaults";
import { addTask, talkTo } from "../../test/assistant-talk";
import { fixedClock } from "../../test/fixed-clock";
import { signedInFixture } from "../../test/signed-in-fixture";
import type { TestClient } from "../../test/test-client";
import { revertOf } from "./history-record";

const NOW = "2026-11-25T09:00:00Z";
const clock = fixedClock(NOW);
const fixture = signedInFixture({ clock });

beforeEach(() => clock.set(NOW));

/** Sends a message, moving the clock a second on (and past the rate limit's window when it would refuse). */
let sent = 0;
async function say(client: TestClient, message: string) {
  sent += 1;
  clock.advance(sent % ASSISTANT_RATE_LIMIT.maxRequests === 0 ? ASSISTANT_RATE_LIMIT.windowSeconds * 1000 : 1000);
  return talkTo(client, { message });
}

async function history(client: TestClient, query = "") {
  const response = await client.get(`/api/assistant/history${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { greeting: unknown; exchanges: AssistantExchange[]; nextCursor: string | null };
}

/** An exchange's size as kept: its message and reply as stored. */
const keptBytes = ({ message, response }: AssistantExchange) =>
  Buffer.byteLength(message) + Buffer.byteLength(JSON.stringify(response));

describe("the assistant's history keeps what the page redraws", () => {
  it(`keeps a change to ${ASSISTANT_BULK_TASKS_MAX} long tasks in a few kilobytes: ids and titles, not the tasks`, async () => {
    const long = "d".repeat(TASK_DESCRIPTION_MAX_LENGTH);
    for (let made = 0; made < ASSISTANT_BULK_TASKS_MAX; made += 20) {
      await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          addTask(fixture.alice, `Overdue ${made + index}`, { description: long, dueAt: "2026-11-20T09:00:00Z" }),
        ),
      );
    }
    const asked = await say(fixture.alice, "postpone all overdue to tomorrow");
    const done = await talkTo(fixture.alice, { confirm: asked.confirm?.token });
    expect(done.actions).toHaveLength(ASSISTANT_BULK_TASKS_MAX);

    const response = await fixture.alice.get("/api/assistant/history");
    // Without the cap this answer held the 200 tasks three times over, descriptions and all: over 3 MB.
    expect(Buffer.byteLength(JSON.stringify(response.body))).toBeLessThan(2 * ASSISTANT_EXCHANGE_MAX_BYTES);
    const { exchanges } = response.body as { exchanges: AssistantExchange[] };
    const bulk = exchanges.at(-1);
    expect(bulk?.response.changes).toBe(ASSISTANT_BULK_TASKS_MAX);
    for (const task of bulk?.response.tasks ?? []) expect(Object.keys(task).sort()).toEqual(["id", "title"]);
    for (const exchange of exchanges) expect(keptBytes(exchange)).toBeLessThanOrEqual(ASSISTANT_EXCHANGE_MAX_BYTES);
  }, 60_000);

  it("undoes an exchange's changes once, while its Undo lasts, and refuses after", async () => {
    await say(fixture.alice, "Buy bread");
    const [added] = (await history(fixture.alice)).exchanges;
    expect(added?.undoUntil).toBe(new Date(clock.now().getTime() + ASSISTANT_UNDO_TTL_SECONDS * 1000).toISOString());

    const bob = fixture.server.client();
    await bob.signUp();
    expect((await bob.post(`/api/assistant/history/${added?.id}/undo`)).status).toBe(404);

    clock.advance(ASSISTANT_UNDO_TTL_SECONDS * 1000 - 1000);
    const undone = await fixture.alice.post(`/api/assistant/history/${added?.id}/undo`);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body).toEqual({ tasks: [], deletedIds: [added?.response.tasks[0]?.id], unchanged: 0 });
    expect((await fixture.alice.get("/api/tasks?view=all")).body.tasks).toEqual([]);
    const again = await fixture.alice.post(`/api/assistant/history/${added?.id}/undo`);
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: "undo_unavailable", message: ASSISTANT_MESSAGES.undoUnavailable });

    const task = await addTask(fixture.alice, "Call the bank");
    await say(fixture.alice, "complete call the bank");
    const completed = (await history(fixture.alice)).exchanges.at(-1);
    clock.advance(ASSISTANT_UNDO_TTL_SECONDS * 1000);
    expect((await history(fixture.alice)).exchanges.at(-1)?.undoUntil).toBeNull();
    const late = await fixture.alice.post(`/api/assistant/history/${completed?.id}/undo`);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(ASSISTANT_MESSAGES.undoUnavailable);
    expect((await fixture.alice.get(`/api/tasks/${task.id}`)).body.task.completed).toBe(true);
  });

  it("puts back an edit and a delete, leaving a task changed since as it is", async () => {
    const dentist = await addTask(fixture.alice, "Dentist", { dueAt: "2026-11-20T09:00:00Z" });
    const plants = await addTask(fixture.alice, "Water plants", { dueAt: "2026-11-21T09:00:00Z" });
    const asked = await say(fixture.alice, "postpone all overdue to tomorrow");
    await talkTo(fixture.alice, { confirm: asked.confirm?.token });
    const moved = (await history(fixture.alice)).exchanges.at(-1);
    await fixture.alice.patch(`/api/tasks/${plants.id}`, { title: "Water the plants" });

    const undone = await fixture.alice.post(`/api/assistant/history/${moved?.id}/undo`);
    expect(undone.status).toBe(200);
    expect(undone.body.unchanged).toBe(1);
    expect(undone.body.tasks).toMatchObject([{ id: dentist.id, dueAt: "2026-11-20T09:00:00.000Z" }]);

    const asked2 = await say(fixture.alice, "delete dentist");
    await talkTo(fixture.alice, { confirm: asked2.confirm?.token });
    const deleted = (await history(fixture.alice)).exchanges.at(-1);
    const restored = await fixture.alice.post(`/api/assistant/history/${deleted?.id}/undo`);
    expect(restored.body.tasks).toMatchObject([{ id: dentist.id, title: "Dentist" }]);
  });

  it(`pages the history, ${ASSISTANT_HISTORY_PAGE_SIZE} exchanges a page unless asked for more`, async () => {
    const total = ASSISTANT_HISTORY_PAGE_SIZE + 5;
    for (let number = 1; number <= total; number += 1) await say(fixture.alice, `find number ${number}`);
    const messages = (page: { exchanges: AssistantExchange[] }) => page.exchanges.map((each) => each.message);

    const newest = await history(fixture.alice);
    expect(newest.greeting).not.toBeNull();
    expect(messages(newest)).toEqual(
      Array.from({ length: ASSISTANT_HISTORY_PAGE_SIZE }, (_, index) => `find number ${index + 6}`),
    );
    expect(newest.nextCursor).toEqual(expect.any(String));
    const earlier = await history(fixture.alice, `?cursor=${newest.nextCursor}`);
    expect(earlier.greeting).toBeNull();
    expect(messages(earlier)).toEqual([1, 2, 3, 4, 5].map((number) => `find number ${number}`));
    expect(earlier.nextCursor).toBeNull();
    expect(messages(await history(fixture.alice, "?limit=3"))).toEqual(
      [23, 24, 25].map((number) => `find number ${number}`),
    );

    expect(messages(await history(fixture.alice, "?cursor=2147483647&limit=1"))).toEqual(["find number 25"]);
    for (const query of [
      "?limit=0",
      `?limit=${ASSISTANT_HISTORY_MAX + 1}`,
      "?cursor=abc",
      "?cursor=0",
      "?cursor=2147483648",
      "?other=1",
    ]) {
      expect((await fixture.alice.get(`/api/assistant/history${query}`)).status, query).toBe(400);
    }
    expect((await fixture.alice.post("/api/assistant/history/2147483648/undo")).status).toBe(404);
  });

  it(`keeps at most ${ASSISTANT_HISTORY_USER_MAX_BYTES} bytes a user, dropping the oldest exchanges`, async () => {
    // Titles of three-byte characters: each "find" answers with 20 of them, ~13 kB an exchange.
    const wide = "語".repeat(TASK_TITLE_MAX_LENGTH - 10);
    for (let number = 0; number < ASSISTANT_REPLY_TASKS_MAX; number += 1) {
      await addTask(fixture.alice, `report ${number} ${wide}`);
    }
    const messages = 90;
    expect(messages).toBeLessThan(ASSISTANT_HISTORY_MAX);
    const firstAt = new Date(clock.now().getTime() + 1000).toISOString();
    for (let number = 0; number < messages; number += 1) await say(fixture.alice, "find report");
    const lastAt = clock.now().toISOString();

    const { exchanges } = await history(fixture.alice, `?limit=${ASSISTANT_HISTORY_MAX}`);
    const kept = exchanges.reduce((sum, exchange) => sum + keptBytes(exchange), 0);
    expect(kept).toBeLessThanOrEqual(ASSISTANT_HISTORY_USER_MAX_BYTES);
    expect(exchanges.length).toBeLessThan(messages);
    expect(exchanges[0]?.createdAt).not.toBe(firstAt);
    expect(exchanges.at(-1)?.createdAt).toBe(lastAt);
    expect(exchanges.at(-1)?.response.tasks).toHaveLength(ASSISTANT_REPLY_TASKS_MAX);
  }, 60_000);
});

describe("the JSON export", () => {
  it("holds the whole kept conversation, oldest first, as the history keeps it", async () => {
    const total = ASSISTANT_HISTORY_PAGE_SIZE + 3;
    for (let number = 1; number <= total; number += 1) await say(fixture.alice, `Buy item number ${number}`);
    const exported = (await fixture.alice.get("/api/export?format=json")).body;
    expect(exported.assistant.map((each: { message: string }) => each.message)).toEqual(
      Array.from({ length: total }, (_, index) => `Buy item number ${index + 1}`),
    );
    const [first] = exported.assistant;
    expect(Object.keys(first).sort()).toEqual(["createdAt", "message", "response"]);
    expect(first.response).toMatchObject({ reply: "Added “Buy item number 1”.", changes: 1 });
    expect(Object.keys(first.response.tasks[0]).sort()).toEqual(["id", "title"]);
  });
});

/** A task as Undo must leave it: every field a task restored whole has, but the count of moves later. */
const restorable = (task: Task) => ({ ...restoreInputOf(task), postponedCount: undefined });

async function taskNow(client: TestClient, id: string): Promise<Task> {
  const response = await client.get(`/api/tasks/${id}`);
  expect(response.status).toBe(200);
  return response.body.task;
}

describe("the history says which of its buttons still act", () => {
  it("tells each exchange's Undo as it stands: available, undone, expired, or none", async () => {
    await say(fixture.alice, "find nothing at all");
    await say(fixture.alice, "Buy bread");
    await say(fixture.alice, "Buy milk");
    const [found, bread, milk] = (await history(fixture.alice)).exchanges;
    expect(found).toMatchObject({ undo: "none", undoUntil: null });
    expect(bread).toMatchObject({ undo: "available", undoUntil: expect.any(String) });
    expect(milk?.undo).toBe("available");

    expect((await fixture.alice.post(`/api/assistant/history/${bread?.id}/undo`)).status).toBe(200);
    const afterUndo = (await history(fixture.alice)).exchanges;
    expect(afterUndo.map((each) => each.undo)).toEqual(["none", "undone", "available"]);
    expect(afterUndo[1]?.undoUntil).toBeNull();

    // After a reload ten minutes on, nothing is offered as live.
    clock.advance(ASSISTANT_UNDO_TTL_SECONDS * 1000);
    const later = (await history(fixture.alice)).exchanges;
    expect(later.map((each) => [each.undo, each.undoUntil])).toEqual([
      ["none", null],
      ["expired", null],
      ["expired", null],
    ]);
    expect((await fixture.alice.post(`/api/assistant/history/${milk?.id}/undo`)).status).toBe(409);
  });

  it("offers choices while none was taken, and a Yes until it is answered, declined or expired", async () => {
    await addTask(fixture.alice, "Call mum");
    await addTask(fixture.alice, "Call the plumber");
    const which = await say(fixture.alice, "complete call");
    expect(which.choices).toHaveLength(2);
    const asked = (await history(fixture.alice)).exchanges.at(-1);
    expect(asked?.open).toEqual(which.choices.map((choice) => choice.token));
    await talkTo(fixture.alice, { confirm: which.choices.find((choice) => choice.label === "Call mum")?.token });
    // The other choice no longer offers what it did: the page shows neither.
    expect((await history(fixture.alice)).exchanges.find((each) => each.id === asked?.id)?.open).toEqual([]);

    const yes = (await say(fixture.alice, "delete call the plumber")).confirm?.token ?? "";
    expect((await history(fixture.alice)).exchanges.at(-1)?.open).toEqual([yes]);
    const bob = fixture.server.client();
    await bob.signUp();
    expect((await bob.post("/api/assistant/decline", { confirm: yes })).status).toBe(204);
    expect((await history(fixture.alice)).exchanges.at(-1)?.open).toEqual([yes]);
    expect((await fixture.alice.post("/api/assistant/decline", { confirm: yes })).status).toBe(204);
    expect((await history(fixture.alice)).exchanges.at(-1)?.open).toEqual([]);
    const late = await fixture.alice.post("/api/assistant", { confirm: yes });
    expect(late.status).toBe(404);
    expect(late.body.error.code).toBe("question_expired");
    expect((await fixture.alice.get("/api/tasks?q=plumber")).body.tasks).toHaveLength(1);
    // Declining what is no longer open changes nothing, and says nothing of it.
    expect((await fixture.alice.post("/api/assistant/decline", { confirm: yes })).status).toBe(204);
    for (const body of [
      {},
      { confirm: "" },
      { confirm: "x".repeat(101) },
      { confirm: yes, other: 1 },
      { confirm: 1 },
    ]) {
      expect((await fixture.alice.post("/api/assistant/decline", body)).status, JSON.stringify(body)).toBe(400);
    }

    await say(fixture.alice, "delete call the plumber");
    clock.advance(ASSISTANT_CONFIRM_TTL_SECONDS * 1000);
    expect((await history(fixture.alice)).exchanges.at(-1)?.open).toEqual([]);
  });

  it("accepts a day's plan only while its tasks are as offered, else offers a fresh one", async () => {
    const dentist = await addTask(fixture.alice, "Dentist", { dueAt: "2026-11-20T09:00:00Z" });
    const plants = await addTask(fixture.alice, "Water plants", { dueAt: "2026-11-21T09:00:00Z" });
    const offered = await say(fixture.alice, "plan my day");
    expect(offered.plan?.taskIds).toEqual([dentist.id, plants.id]);
    await fixture.alice.patch(`/api/tasks/${plants.id}`, { priority: "high" });

    const stale = await talkTo(fixture.alice, { confirm: offered.confirm?.token });
    expect(stale.reply).toMatch(
      /^1 task of the plan changed since it was made, so nothing changed\. Your plan for today/,
    );
    expect(stale.actions).toEqual([]);
    expect((await taskNow(fixture.alice, dentist.id)).dueAt).toBe("2026-11-20T09:00:00.000Z");
    expect([...(stale.plan?.taskIds ?? [])].sort()).toEqual([dentist.id, plants.id].sort());

    const accepted = await talkTo(fixture.alice, { confirm: stale.confirm?.token });
    expect(accepted.reply).toBe("Planned 2 tasks for today.");
    expect((await taskNow(fixture.alice, plants.id)).dueAt).toBe("2026-11-25T09:00:00.000Z");
  });
});

describe("Undo puts back every field the assistant changed", () => {
  async function repeatingSubtask() {
    const errands = await fixture.alice.post("/api/lists", { name: "Errands" });
    const home = await fixture.alice.post("/api/lists", { name: "Home" });
    expect([errands.status, home.status]).toEqual([201, 201]);
    const trip = await addTask(fixture.alice, "Trip to Rome", { listId: errands.body.list.id });
    await addTask(fixture.alice, "Book flights", { parentId: trip.id });
    const bag = await addTask(fixture.alice, "Pack the bag", {
      parentId: trip.id,
      description: "Passport first",
      dueAt: "2026-11-30T09:00:00Z",
      priority: "high",
      tags: ["travel"],
      reminders: [{ at: "2026-11-29T18:00:00Z" }, { minutesBefore: 30 }],
      recurrence: "FREQ=WEEKLY;BYDAY=MO",
    });
    expect(bag).toMatchObject({ listId: errands.body.list.id, parentId: trip.id });
    return bag;
  }

  /** Sends a command (saying Yes if asked), undoes it through the history, and answers the task after. */
  async function commandThenUndo(message: string, id: string) {
    const before = await taskNow(fixture.alice, id);
    const reply = await say(fixture.alice, message);
    if (reply.confirm) await talkTo(fixture.alice, { confirm: reply.confirm.token });
    const changed = await taskNow(fixture.alice, id);
    expect(restorable(changed), message).not.toEqual(restorable(before));
    const exchange = (await history(fixture.alice)).exchanges.at(-1);
    const undone = await fixture.alice.post(`/api/assistant/history/${exchange?.id}/undo`);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.unchanged, message).toBe(0);
    return { before, after: await taskNow(fixture.alice, id) };
  }

  it("of a repeating subtask with reminders in a list: moved, completed, moved to another list", async () => {
    const bag = await repeatingSubtask();
    for (const message of ["move pack the bag to friday", "complete pack the bag", "move pack the bag to +Home"]) {
      const { before, after } = await commandThenUndo(message, bag.id);
      expect(restorable(after), message).toEqual(restorable(before));
    }
    // Completing it made a completed copy; its Undo took that away too.
    expect((await fixture.alice.get("/api/tasks?view=completed")).body.tasks).toEqual([]);
  });

  it("as an edit can put back any field a task has", () => {
    const before = {
      ...NEW_TASK_DEFAULTS,
      id: "t1",
      title: "Before",
      description: "",
      tags: [],
      reminders: [],
      position: 1,
      createdAt: NOW,
      updatedAt: NOW,
    } satisfies Task;
    const after: Task = {
      ...before,
      title: "After",
      description: "Changed",
      completed: true,
      completedAt: NOW,
      dueAt: NOW,
      dueAllDay: true,
      priority: "high",
      tags: ["x"],
      reminders: [{ minutesBefore: 5 }],
      recurrence: "FREQ=DAILY",
      listId: "l1",
      position: 2,
      parentId: "p1",
      postponedCount: 1,
      version: 2,
    };
    const revert = revertOf(before, after);
    // Every field a task restored whole has that an edit takes, and the edit takes it: a field added to tasks
    // later fails here until an Undo can put it back.
    const editable = Object.keys(restoreInputOf(before)).filter(
      (field) => !["completedAt", "postponedCount", "createdAt"].includes(field),
    );
    expect(Object.keys(revert).sort()).toEqual(editable.sort());
    expect(updateTaskSchema.safeParse(revert).success).toBe(true);
    expect(revertOf(before, before)).toEqual({});
  });
});
