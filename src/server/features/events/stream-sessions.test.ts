import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitForResetLink } from "../../../test/outbox";
import { toIsoString } from "../../db/schema";
import { eventBusApplicationName } from "../../events/postgres-bus";
import { openEventStream } from "../../test/event-stream";
import { fixedClock } from "../../test/fixed-clock";
import { cutConnections } from "../../test/postgres-admin";
import type { TestClient } from "../../test/test-client";
import { TEST_DATABASE_URL } from "../../test/test-env";
import { startTestServer, type TestServer } from "../../test/test-server";
import { createAdminRepository } from "../admin/admin.repository";

type Stream = Awaited<ReturnType<typeof openEventStream>>;

const NEW_PASSWORD = "a brand new passphrase";

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

interface Devices {
  /** Signs up, and acts. */
  laptop: TestClient;
  /** The same account signed in elsewhere: its stream is the one watched. */
  phone: TestClient;
  userId: string;
  email: string;
  password: string;
}

async function twoDevices(on: TestServer = server): Promise<Devices> {
  const laptop = on.client();
  const { email, password } = await laptop.signUp();
  const phone = on.client();
  expect((await phone.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
  return { laptop, phone, userId: (await laptop.get("/api/me")).body.user.id, email, password };
}

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

/** Ends the phone's session; returns a client of the account still signed in, if one is. */
type Revocation = [how: string, revoke: (devices: Devices) => Promise<TestClient | undefined>];

/** Every way a session ends (expiry apart, which needs a server of its own). */
const REVOCATIONS = {
  signOut: [
    "signing out (Better Auth's sign-out)",
    async ({ laptop, phone }) => {
      expect((await phone.post("/api/auth/sign-out", {})).status).toBe(200);
      return laptop;
    },
  ],
  endThatSession: [
    "ending that session from another device (DELETE /api/me/sessions/:id)",
    async ({ laptop }) => {
      const sessions: { id: string; current: boolean }[] = (await laptop.get("/api/me/sessions")).body.sessions;
      const phoneSession = sessions.find((session) => !session.current);
      expect((await laptop.delete(`/api/me/sessions/${phoneSession?.id}`)).status).toBe(204);
      return laptop;
    },
  ],
  endOthers: [
    "signing out everywhere else (DELETE /api/me/sessions)",
    async ({ laptop }) => {
      expect((await laptop.delete("/api/me/sessions")).body).toEqual({ ended: 1 });
      return laptop;
    },
  ],
  changePassword: [
    "changing the password (POST /api/me/password)",
    async ({ laptop, password }) => {
      const changed = await laptop.post("/api/me/password", { currentPassword: password, newPassword: NEW_PASSWORD });
      expect(changed.status).toBe(200);
      return laptop;
    },
  ],
  resetPassword: [
    "resetting the password",
    async ({ email }) => {
      await server.client().post("/api/auth/request-password-reset", { email });
      const token = new URL(await waitForResetLink(server.dataDir, email)).searchParams.get("token");
      const reset = await server.client().post("/api/auth/reset-password", { token, newPassword: NEW_PASSWORD });
      expect(reset.status).toBe(200);
      const signedInAgain = server.client();
      await signedInAgain.post("/api/auth/sign-in/email", { email, password: NEW_PASSWORD });
      return signedInAgain;
    },
  ],
  adminDisable: [
    "an admin disabling the account",
    async ({ userId }) => {
      expect((await admin.post(`/api/admin/users/${userId}/disable`)).status).toBe(204);
      return undefined;
    },
  ],
  adminDelete: [
    "an admin deleting the account",
    async ({ userId }) => {
      expect((await admin.delete(`/api/admin/users/${userId}`)).status).toBe(204);
      return undefined;
    },
  ],
  deleteAccount: [
    "deleting the account (DELETE /api/me)",
    async ({ laptop, password }) => {
      expect((await laptop.delete("/api/me", { body: { password } })).status).toBe(204);
      return undefined;
    },
  ],
} satisfies Record<string, Revocation>;

describe("an event stream whose session ends", () => {
  for (const [how, revoke] of Object.values(REVOCATIONS)) {
    it(`ends, delivering nothing more, on ${how}`, async () => {
      const devices = await twoDevices();
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
      // Past the expiry of both sessions for the server; the laptop still has its cookie to write with.
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
        const devices = await twoDevices();
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
