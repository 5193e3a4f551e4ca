import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toIsoString } from "../db/schema";
import { createAdminRepository } from "../features/admin/admin.repository";
import { fixedClock } from "../test/fixed-clock";
import { revocations, twoDevices } from "../test/revocations";
import type { TestClient } from "../test/test-client";
import { TEST_DATABASE_URL } from "../test/test-env";
import { startTestServer, type TestServer } from "../test/test-server";

// Signed-in requests are answered from a session this instance remembers (session-cache.ts): these prove
// that remembering it never lets a session through once it has ended, here or on another instance.

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  const { email } = await admin.signUp();
  await createAdminRepository(server.database).promote(email);
});
afterAll(() => server.close());

const REVOCATIONS = revocations(
  () => server,
  () => admin,
);

/** A few signed-in requests, so the instance `client` talks to remembers its session. */
async function use(client: TestClient): Promise<void> {
  for (const path of ["/api/me", "/api/tasks", "/api/me"]) expect((await client.get(path)).status).toBe(200);
}

/**
 * Requests with the cookies a device had before its session ended (its browser may have forgotten them, as
 * at sign-out; whoever copied them has not): each refused.
 */
async function expectRefused(on: TestServer, cookie: string): Promise<void> {
  for (const path of ["/api/tasks", "/api/me"]) {
    expect((await on.client().get(path, { headers: { cookie } })).status).toBe(401);
  }
}

describe("a remembered session", () => {
  for (const [how, revoke] of Object.values(REVOCATIONS)) {
    it(`is refused on the very next request after ${how}`, async () => {
      const devices = await twoDevices(server);
      await use(devices.phone);
      const cookie = devices.phone.cookieHeader();
      const stillSignedIn = await revoke(devices);
      await expectRefused(server, cookie);
      if (stillSignedIn) await use(stillSignedIn);
    });
  }

  it("is refused once it has expired by the server's clock", async () => {
    const clock = fixedClock(new Date().toISOString());
    const own = await startTestServer({ clock });
    try {
      const client = own.client();
      await client.signUp();
      await use(client);
      const cookie = client.cookieHeader();
      const { expiresAt } = await own.database.db.selectFrom("sessions").select("expiresAt").executeTakeFirstOrThrow();
      clock.set(new Date(Date.parse(toIsoString(expiresAt)) - 1000).toISOString());
      await use(client);
      clock.advance(1000);
      await expectRefused(own, cookie);
    } finally {
      await own.close();
    }
  });
});

// Several instances share one PostgreSQL server; SQLite has one process, so this needs PostgreSQL.
if (TEST_DATABASE_URL) {
  describe("a session remembered by another instance", () => {
    let other: TestServer;
    beforeAll(async () => {
      other = await startTestServer({ shareDatabaseWith: server });
    });
    afterAll(() => other.close());

    for (const [how, revoke] of Object.values(REVOCATIONS)) {
      it(`is refused there on the very next request after ${how} through the first`, async () => {
        const devices = await twoDevices(server);
        const phoneThere = devices.phone.at(other.baseUrl);
        await use(phoneThere);
        const cookie = devices.phone.cookieHeader();
        const stillSignedIn = await revoke(devices);
        await expectRefused(other, cookie);
        if (stillSignedIn) await use(stillSignedIn.at(other.baseUrl));
      });
    }
  });
}
