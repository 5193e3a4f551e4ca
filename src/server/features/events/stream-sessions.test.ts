import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toIsoString } from "../../db/schema";
import { eventBusApplicationName } from "../../events/postgres-bus";
import { openEventStream } from "../../test/event-stream";
import { fixedClock } from "../../test/fixed-clock";
import { cutConnections } from "../../test/postgres-admin";
import { revocations, twoDevices } from "../../test/revocations";
import type { TestClient } from "../../test/test-client";
import { TEST_DATABASE_URL } from "../../test/test-env";
import { startTestServer, type TestServer } from "../../test/test-server";
import { createAdminRepository } from "../admin/admin.repository";

type Stream = Awaited<ReturnType<typeof openEventStream>>;

let server: TestServer;
let admin: TestClient;
const open: Stream[] = [];
beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  const { email } = await admin.signUp();
  // As `npm run admin -- promote` does.
  await createAdminRepository(server.database).promote(email);
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await server.close();
});

/** A stream of `client`, past its `ready`; closed after the file. */
async function watch(client: TestClient): Promise<Stream> {
  const stream = await openEventStream(client);
  open.push(stream);
  expect((await stream.next()).event).toBe("ready");
  return stream;
}

/**
 * The stream ends; a task `writer` (still signed in) creates just after the session ended, and so before
 * the stream could have noticed, never reaches it.
 */
async function expectEndedBeforeNextChange(stream: Stream, writer: TestClient | undefined): Promise<void> {
  const title = `Secret plan ${randomUUID()}`;
  if (writer) expect((await writer.post("/api/tasks", { title })).status).toBe(201);
  await stream.ended();
  expect(JSON.stringify(stream.pending())).not.toContain(title);
}

const REVOCATIONS = revocations(
  () => server,
  () => admin,
);

describe("an event stream whose session ends", () => {
  for (const [how, revoke] of Object.values(REVOCATIONS)) {
    it(`ends, delivering nothing more, on ${how}`, async () => {
      const devices = await twoDevices(server);
      const stream = await watch(devices.phone);
      const writer = await revoke(devices);
      await expectEndedBeforeNextChange(stream, writer);
    });
  }

  it("ends, delivering nothing more, once its session has expired", async () => {
    const clock = fixedClock(new Date().toISOString());
    const own = await startTestServer({ clock });
    try {
      const { laptop, phone, userId } = await twoDevices(own);
      const stream = await watch(phone);
      const expiries = await own.database.db
        .selectFrom("sessions")
        .select("expiresAt")
        .where("userId", "=", userId)
        .execute();
      const latest = Math.max(...expiries.map((session) => Date.parse(toIsoString(session.expiresAt))));
      // Past the expiry of both sessions for the server, except the laptop's, made to last a day longer so
      // that it can still write (an expired session is refused).
      const sessions: { id: string; current: boolean }[] = (await laptop.get("/api/me/sessions")).body.sessions;
      await own.database.db
        .updateTable("sessions")
        .set({ expiresAt: new Date(latest + 86_400_000).toISOString() })
        .where("id", "=", sessions.find((session) => session.current)?.id ?? "")
        .execute();
      clock.set(new Date(latest + 60_000).toISOString());
      await expectEndedBeforeNextChange(stream, laptop);
    } finally {
      await own.close();
    }
  });
});

// Several instances share one PostgreSQL server; SQLite has one process, so this needs PostgreSQL.
if (TEST_DATABASE_URL) {
  describe("an event stream on another instance whose session ends", () => {
    let other: TestServer;
    beforeAll(async () => {
      other = await startTestServer({ shareDatabaseWith: server });
    });
    afterAll(() => other.close());

    // One way our own code ends sessions, one way Better Auth does.
    for (const [how, revoke] of [REVOCATIONS.endOthers, REVOCATIONS.changePassword]) {
      it(`ends on ${how} through the first`, async () => {
        const devices = await twoDevices(server);
        const stream = await watch(devices.phone.at(other.baseUrl));
        const writer = await revoke(devices);
        await expectEndedBeforeNextChange(stream, writer);
      });
    }
  });

  describe("an event stream whose session ended while its instance was not listening", () => {
    it("ends once the instance has reconnected, as word of it may have been lost", async () => {
      const own = await startTestServer();
      try {
        const { laptop, phone } = await twoDevices(own);
        const stream = await watch(phone);
        const sessions: { id: string; current: boolean }[] = (await laptop.get("/api/me/sessions")).body.sessions;
        const phoneSession = sessions.find((session) => !session.current)?.id ?? "";
        // Deleted unannounced: only the look at sessions that follows a reconnection can notice it.
        await own.database.db.deleteFrom("sessions").where("id", "=", phoneSession).execute();
        expect(await cutConnections(eventBusApplicationName(own.port))).toBeGreaterThan(0);
        await stream.ended();
        expect(stream.pending()).toEqual([]);
      } finally {
        await own.close();
      }
    });
  });
}
