import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEventStream } from "../../test/event-stream";
import { TEST_DATABASE_URL } from "../../test/test-env";
import { startTestServer, type TestServer } from "../../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const task = { title: "Plan the trip", description: "Trains first" };

describe("GET /api/events", () => {
  it("answers 401 without a session", async () => {
    const response = await server.client().get("/api/events");
    expect(response.status).toBe(401);
  });

  it("tells every open stream of the owner about creates, updates and deletes, and nobody else", async () => {
    const laptop = server.client();
    const { email, password } = await laptop.signUp();
    const phone = server.client();
    await phone.post("/api/auth/sign-in/email", { email, password });
    const stranger = server.client();
    await stranger.signUp();

    const phoneStream = await openEventStream(phone);
    const strangerStream = await openEventStream(stranger);
    try {
      expect(phoneStream.response.headers.get("content-type")).toContain("text/event-stream");
      expect((await phoneStream.next()).event).toBe("ready");
      expect((await strangerStream.next()).event).toBe("ready");

      const created = (await laptop.post("/api/tasks", task)).body.task;
      expect(await phoneStream.next(1000)).toEqual({ event: "task.created", data: { task: created } });

      const updated = (await laptop.patch(`/api/tasks/${created.id}`, { completed: true })).body.task;
      expect(await phoneStream.next(1000)).toEqual({ event: "task.updated", data: { task: updated } });

      await laptop.delete(`/api/tasks/${created.id}`);
      expect(await phoneStream.next(1000)).toEqual({ event: "task.deleted", data: { taskId: created.id } });

      expect(strangerStream.pending()).toEqual([]);
    } finally {
      phoneStream.close();
      strangerStream.close();
    }
  });

  it("ends open streams when the server shuts down, so shutdown is not held up", async () => {
    const own = await startTestServer();
    const client = own.client();
    await client.signUp();
    const stream = await openEventStream(client);
    expect((await stream.next()).event).toBe("ready");
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(5000);
    stream.close();
  });
});

// Several instances share one PostgreSQL server; SQLite has one process, so this needs PostgreSQL.
if (TEST_DATABASE_URL) {
  describe("several instances on one PostgreSQL", () => {
    it("deliver a change made through one instance to a stream open on another", async () => {
      const other = await startTestServer({ shareDatabaseWith: server });
      try {
        const writer = server.client();
        const { email, password } = await writer.signUp();
        const reader = other.client();
        await reader.post("/api/auth/sign-in/email", { email, password });
        const stream = await openEventStream(reader);
        try {
          expect((await stream.next()).event).toBe("ready");
          const created = (await writer.post("/api/tasks", task)).body.task;
          expect(await stream.next(1000)).toEqual({ event: "task.created", data: { task: created } });
        } finally {
          stream.close();
        }
      } finally {
        await other.close();
      }
    });
  });
}
