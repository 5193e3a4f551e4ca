import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../test/free-port";
import { createPostgresBus, eventBusApplicationName, LISTENER_RETRY_MS } from "../../events/postgres-bus";
import type { BusMessage } from "../../events/task-events";
import { createLogger } from "../../logger";
import { EVENT_WAIT_MS, openEventStream } from "../../test/event-stream";
import { gatedHasher } from "../../test/gated-hasher";
import { createTestSchema, cutConnections, type TestSchema } from "../../test/postgres-admin";
import { serverProcesses } from "../../test/server-process";
import { TestClient } from "../../test/test-client";
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
      expect(await phoneStream.next()).toEqual({ event: "task.created", data: { task: created } });

      const updated = (await laptop.patch(`/api/tasks/${created.id}`, { completed: true })).body.task;
      expect(await phoneStream.next()).toEqual({ event: "task.updated", data: { task: updated } });

      await laptop.delete(`/api/tasks/${created.id}`);
      expect(await phoneStream.next()).toEqual({ event: "task.deleted", data: { taskId: created.id } });

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

  it("lets a request in flight at shutdown finish, what it announces included, after ending the streams", async () => {
    const gate = gatedHasher();
    const own = await startTestServer({ passwordHasher: gate.hasher });
    const client = own.client();
    const { password } = await client.signUp();
    const stream = await openEventStream(client);
    expect((await stream.next()).event).toBe("ready");
    gate.shut();
    // A password change ends the account's other sessions and says so on the event bus, once it is through.
    const changing = client.post("/api/me/password", {
      currentPassword: password,
      newPassword: "a brand new passphrase",
    });
    await gate.whenInside(1);
    const closing = own.close();
    await stream.ended();
    gate.open();
    expect((await changing).status).toBe(200);
    await closing;
  });
});

// Several instances share one PostgreSQL server; SQLite has one process, so these need PostgreSQL.
if (TEST_DATABASE_URL) {
  describe("two server processes on one PostgreSQL", () => {
    const processes = serverProcesses();
    let schema: TestSchema;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), "taskmind-events-"));
      schema = await createTestSchema("events");
    });
    afterAll(async () => {
      await processes.stopAll();
      await schema.drop();
      await rm(dataDir, { recursive: true, force: true });
    });

    it("deliver a change made through one to a stream open on the other, also after the other lost its listener", async () => {
      // One data directory, so the second process reads the auth secret the first one generated.
      const [portA, portB] = [await freePort(), await freePort()];
      await processes.start({ port: portA, dataDir, databaseUrl: schema.databaseUrl });
      await processes.start({ port: portB, dataDir, databaseUrl: schema.databaseUrl });

      const writer = new TestClient(`http://127.0.0.1:${portA}`);
      await writer.signUp();
      // The session made through A, used on B: both read it from the one database.
      const stream = await openEventStream(writer.at(`http://127.0.0.1:${portB}`));
      try {
        expect((await stream.next()).event).toBe("ready");
        const created = (await writer.post("/api/tasks", task)).body.task;
        expect(await stream.next()).toEqual({ event: "task.created", data: { task: created } });
        const updated = (await writer.patch(`/api/tasks/${created.id}`, { title: "Plan the return" })).body.task;
        expect(await stream.next()).toEqual({ event: "task.updated", data: { task: updated } });
        await writer.delete(`/api/tasks/${created.id}`);
        expect(await stream.next()).toEqual({ event: "task.deleted", data: { taskId: created.id } });

        // What A sends while B is not listening is lost, so B's stream is told to load everything again.
        expect(await cutConnections(eventBusApplicationName(portB))).toBeGreaterThan(0);
        expect(await stream.next()).toEqual({ event: "ready", data: {} });
        const again = (await writer.post("/api/tasks", task)).body.task;
        expect(await stream.next()).toEqual({ event: "task.created", data: { task: again } });
      } finally {
        stream.close();
      }
    }, 60_000);
  });

  describe("the PostgreSQL event bus", () => {
    const openBus = () => {
      const log = recordingLogger();
      const applicationName = `taskmind-events-test-${randomUUID().slice(0, 8)}`;
      return createPostgresBus({ databaseUrl: TEST_DATABASE_URL as string, logger: log.logger, applicationName }).then(
        (bus) => ({ bus, log, applicationName }),
      );
    };

    it("reconnects after losing its connections, tells streams to resync, and delivers again", async () => {
      const { bus, log, applicationName } = await openBus();
      const heard: BusMessage[] = [];
      bus.subscribe("u1", (message) => heard.push(message));
      try {
        await bus.publish({ type: "task.created", userId: "u1", taskId: "t1" });
        await until(() => heard.length === 1);

        // The listener and the publisher's idle connection, as a PostgreSQL restart would.
        expect(await cutConnections(applicationName)).toBe(2);
        await until(() => heard.some((message) => message.type === "resync"));
        expect(log.messages()).toContainEqual({ level: "warn", msg: expect.stringMatching(/listener lost/) });
        expect(log.messages()).toContainEqual({ level: "info", msg: expect.stringMatching(/connected again/) });

        await bus.publish({ type: "task.updated", userId: "u1", taskId: "t1" });
        await until(() => heard.some((message) => message.type === "task.updated"));
        expect(heard.map((message) => message.type)).toEqual(["task.created", "resync", "task.updated"]);
      } finally {
        await bus.close();
      }
    });

    it("closed while waiting to reconnect, leaves no timer or connection behind", async () => {
      const active = (kind: "Timeout" | "TCPSocketWrap") =>
        process.getActiveResourcesInfo().filter((resource) => resource === kind).length;
      const before = { timers: active("Timeout"), sockets: active("TCPSocketWrap") };
      const { bus, log, applicationName } = await openBus();
      await cutConnections(applicationName);
      await until(() => log.messages().some((entry) => entry.level === "warn"));
      await bus.close();
      expect(active("Timeout")).toBeLessThanOrEqual(before.timers);
      expect(active("TCPSocketWrap")).toBeLessThanOrEqual(before.sockets);
      await new Promise((resolve) => setTimeout(resolve, LISTENER_RETRY_MS.first * 3));
      expect(await cutConnections(applicationName)).toBe(0);
      expect(log.messages()).not.toContainEqual({ level: "info", msg: expect.stringMatching(/connected again/) });
    });
  });
}

/** pino's number for `error`. */
const ERROR_LEVEL = 50;

/** A logger that keeps what it is told; an error still reaches console.error, and so fails the test. */
function recordingLogger() {
  const lines: string[] = [];
  const logger = createLogger("info", {
    write(line: string) {
      lines.push(line);
      if (JSON.parse(line).level >= ERROR_LEVEL) console.error(line);
    },
  });
  return {
    logger,
    messages: () =>
      lines.map((line) => {
        const { level, msg } = JSON.parse(line) as { level: number; msg: string };
        return { level: logger.levels.labels[level], msg };
      }),
  };
}

async function until(check: () => boolean, timeoutMs = EVENT_WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
