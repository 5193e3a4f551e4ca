import { describe, expect, it } from "vitest";
import { TASK_MESSAGES } from "../../../shared/schemas/task";
import { openEventStream } from "../../test/event-stream";
import { signedInFixture } from "../../test/signed-in-fixture";

const fixture = signedInFixture();

/** What the web client sends back to undo a delete: the task as it was. */
async function deletedTask() {
  const created = (
    await fixture.alice.post("/api/tasks", {
      title: "Precious",
      description: "Do not lose",
      dueAt: "2026-12-24T18:00:00Z",
      priority: "high",
      tags: ["family", "gifts"],
    })
  ).body.task;
  const completed = (await fixture.alice.patch(`/api/tasks/${created.id}`, { completed: true })).body.task;
  expect((await fixture.alice.delete(`/api/tasks/${created.id}`)).status).toBe(204);
  const { id, version, updatedAt, subtasks: _subtasks, ...snapshot } = completed;
  return { id, snapshot, completed };
}

describe("PUT /api/tasks/:id (undo a delete)", () => {
  it("puts the task back under its id with its fields and times, and tells the owner's streams", async () => {
    // Open before the delete, and read up to its event: on PostgreSQL the delete's notice can reach a stream
    // opened just after it.
    const stream = await openEventStream(fixture.alice);
    try {
      expect((await stream.next()).event).toBe("ready");
      const { id, snapshot, completed } = await deletedTask();
      while ((await stream.next()).event !== "task.deleted");
      const response = await fixture.alice.request("PUT", `/api/tasks/${id}`, { body: snapshot });
      expect(response.status).toBe(201);
      expect(response.body.task).toMatchObject({ ...snapshot, id, version: 1 });
      expect(response.body.task.completedAt).toBe(completed.completedAt);
      expect((await fixture.alice.get(`/api/tasks/${id}`)).body.task).toEqual(response.body.task);
      expect(await stream.next()).toEqual({ event: "task.created", data: { task: response.body.task } });
    } finally {
      stream.close();
    }
  });

  it("puts the task back in its list, at its place in My order; never in another user's list", async () => {
    const work = (await fixture.alice.post("/api/lists", { name: "Work" })).body.list;
    const task = (await fixture.alice.post("/api/tasks", { title: "Slides", listId: work.id })).body.task;
    const moved = (await fixture.alice.patch(`/api/tasks/${task.id}`, { position: 12.5 })).body.task;
    await fixture.alice.delete(`/api/tasks/${task.id}`);
    const { id, version, updatedAt, subtasks: _subtasks, ...snapshot } = moved;
    expect(snapshot).toMatchObject({ listId: work.id, position: 12.5 });

    const bob = fixture.server.client();
    await bob.signUp();
    const bobsList = (await bob.post("/api/lists", { name: "Bob's" })).body.list;
    const intoBobs = await fixture.alice.request("PUT", `/api/tasks/${id}`, {
      body: { ...snapshot, listId: bobsList.id },
    });
    expect(intoBobs.status).toBe(400);
    expect(intoBobs.body.error.fields).toEqual({ listId: "This list was not found." });

    const restored = await fixture.alice.request("PUT", `/api/tasks/${id}`, { body: snapshot });
    expect(restored.status).toBe(201);
    expect(restored.body.task).toMatchObject({ listId: work.id, position: 12.5 });
    const inWork = await fixture.alice.get(`/api/tasks?list=${work.id}&sort=manual`);
    expect(inWork.body.tasks.map((each: { id: string }) => each.id)).toEqual([id]);
  });

  it("refuses to overwrite the caller's own existing task with 409", async () => {
    const mine = (await fixture.alice.post("/api/tasks", { title: "Mine" })).body.task;
    const response = await fixture.alice.request("PUT", `/api/tasks/${mine.id}`, {
      body: { title: "Overwritten", createdAt: mine.createdAt },
    });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe("task_exists");
    expect((await fixture.alice.get(`/api/tasks/${mine.id}`)).body.task.title).toBe("Mine");
  });

  it("answers 404 for another user's task, as every other request about it does, changing nothing", async () => {
    const bob = fixture.server.client();
    await bob.signUp();
    const bobs = (await bob.post("/api/tasks", { title: "Bob's" })).body.task;
    const stolen = await fixture.alice.request("PUT", `/api/tasks/${bobs.id}`, {
      body: { title: "Mine now", createdAt: bobs.createdAt },
    });
    const patched = await fixture.alice.patch(`/api/tasks/${bobs.id}`, { title: "Mine now" });
    expect(stolen.status).toBe(404);
    expect(stolen.body).toEqual(patched.body);
    expect(patched.status).toBe(404);
    expect((await bob.get(`/api/tasks/${bobs.id}`)).body.task).toEqual(bobs);
    expect((await fixture.alice.get("/api/tasks")).body.tasks).toEqual([]);
  });

  it("refuses an id the server would never make and a bad body with 400, saving nothing", async () => {
    const badId = await fixture.alice.request("PUT", "/api/tasks/not-a-uuid", {
      body: { title: "x", createdAt: "2026-11-01T00:00:00Z" },
    });
    expect(badId.status).toBe(400);
    const { id } = await deletedTask();
    const badBody = await fixture.alice.request("PUT", `/api/tasks/${id}`, { body: { title: "x", createdAt: "soon" } });
    expect(badBody.status).toBe(400);
    expect(badBody.body.error.fields).toEqual({ createdAt: TASK_MESSAGES.timeInvalid });
    expect((await fixture.alice.get(`/api/tasks/${id}`)).status).toBe(404);
  });

  it("answers 401 without a session", async () => {
    const response = await fixture.server
      .client()
      .request("PUT", `/api/tasks/${crypto.randomUUID()}`, { body: { title: "x", createdAt: "2026-11-01T00:00:00Z" } });
    expect(response.status).toBe(401);
  });
});
