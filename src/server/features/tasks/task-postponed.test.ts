import { beforeEach, describe, expect, it } from "vitest";
import { TASK_MESSAGES, type Task } from "../../../shared/schemas/task";
import { fixedClock } from "../../test/fixed-clock";
import { signedInFixture } from "../../test/signed-in-fixture";

/** Wednesday 25 November 2026, 10:00 in Berlin. */
const NOW = "2026-11-25T09:00:00.000Z";
const clock = fixedClock(NOW);
const fixture = signedInFixture({ clock, timeZone: "Europe/Berlin" });

beforeEach(async () => {
  clock.set(NOW);
});

async function add(fields: Record<string, unknown>): Promise<Task> {
  const response = await fixture.alice.post("/api/tasks", { title: "Call the bank", ...fields });
  expect(response.status).toBe(201);
  return response.body.task;
}

async function patch(id: string, changes: Record<string, unknown>): Promise<Task> {
  const response = await fixture.alice.patch(`/api/tasks/${id}`, changes);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.task;
}

describe("postponedCount", () => {
  it("goes up by one each time the due date moves later, and only then", async () => {
    const task = await add({ dueAt: "2026-11-26T08:00:00Z" });
    expect(task.postponedCount).toBe(0);
    expect((await patch(task.id, { dueAt: "2026-11-27T08:00:00Z" })).postponedCount).toBe(1);
    // Earlier, the same instant, another field, cleared, set again from none: no postponement.
    expect((await patch(task.id, { dueAt: "2026-11-26T08:00:00Z" })).postponedCount).toBe(1);
    expect((await patch(task.id, { dueAt: "2026-11-26T08:00:00Z", dueAllDay: true })).postponedCount).toBe(1);
    expect((await patch(task.id, { title: "Call the bank again" })).postponedCount).toBe(1);
    expect((await patch(task.id, { dueAt: null })).postponedCount).toBe(1);
    expect((await patch(task.id, { dueAt: "2026-12-24T08:00:00Z" })).postponedCount).toBe(1);
    expect((await patch(task.id, { dueAt: "2026-12-25T08:00:00Z" })).postponedCount).toBe(2);
    expect((await fixture.alice.get(`/api/tasks/${task.id}`)).body.task.postponedCount).toBe(2);
  });

  it("does not count a repeating task moving on to its next occurrence, completed or skipped", async () => {
    const task = await add({ dueAt: "2026-11-25T16:00:00Z", recurrence: "FREQ=DAILY" });
    const completed = await fixture.alice.patch(`/api/tasks/${task.id}`, { completed: true });
    expect(completed.status).toBe(200);
    expect(completed.body.task).toMatchObject({ dueAt: "2026-11-26T16:00:00.000Z", postponedCount: 0 });
    const skipped = await fixture.alice.post(`/api/tasks/${task.id}/skip`);
    expect(skipped.status).toBe(200);
    expect(skipped.body.task).toMatchObject({ dueAt: "2026-11-27T16:00:00.000Z", postponedCount: 0 });
    // Moved later by hand, it is postponed like any task.
    expect((await patch(task.id, { dueAt: "2026-11-28T16:00:00Z" })).postponedCount).toBe(1);
  });

  it("comes back with a deleted task put back (the Undo of a delete), and a bad one is refused", async () => {
    const task = await add({ dueAt: "2026-11-26T08:00:00Z" });
    const postponed = await patch(task.id, { dueAt: "2026-11-27T08:00:00Z" });
    expect((await fixture.alice.delete(`/api/tasks/${task.id}`)).status).toBe(204);
    const { id: _id, version: _version, updatedAt: _updatedAt, subtasks: _subtasks, ...fields } = postponed;
    const refused = await fixture.alice.request("PUT", `/api/tasks/${task.id}`, {
      body: { ...fields, postponedCount: -1 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ postponedCount: TASK_MESSAGES.postponedCountInvalid });
    const restored = await fixture.alice.request("PUT", `/api/tasks/${task.id}`, { body: fields });
    expect(restored.status).toBe(201);
    expect(restored.body.task.postponedCount).toBe(1);
  });
});
