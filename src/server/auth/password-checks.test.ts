import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_RATE_LIMIT, PASSWORD_FAILURE_LIMITS } from "../../shared/limits";
import { fixedClock } from "../test/fixed-clock";
import { type TestClient, type TestResponse, uniqueEmail } from "../test/test-client";
import { startTestServer, type TestServer } from "../test/test-server";

const { perAccount, perIp } = PASSWORD_FAILURE_LIMITS;
const PASSWORD = "correct horse battery";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Every endpoint that checks a password: `client` is signed in to the account of `email`. */
const CHECKS: [string, (client: TestClient, email: string, password: string) => Promise<TestResponse>][] = [
  ["sign-in", (client, email, password) => client.post("/api/auth/sign-in/email", { email, password })],
  [
    "POST /api/me/password",
    (client, _email, password) =>
      client.post("/api/me/password", { currentPassword: password, newPassword: "a brand new passphrase" }),
  ],
  ["DELETE /api/me", (client, _email, password) => client.delete("/api/me", { body: { password } })],
];

const storedHash = async (email: string) =>
  (
    await server.database.db
      .selectFrom("accounts")
      .innerJoin("users", "users.id", "accounts.userId")
      .select("accounts.password")
      .where("users.email", "=", email)
      .executeTakeFirst()
  )?.password;

function expectTooMany(response: TestResponse, windowSeconds: number) {
  expect(response.status).toBe(429);
  expect(response.body.error.code).toBe("rate_limited");
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

// Each test runs a dozen to thirty scrypt hashes on purpose: give them time on a busy machine (with the browser
// tests running beside them, thirty took over a minute).
describe("wrong passwords", { timeout: 180_000 }, () => {
  it.each(CHECKS)(
    `%s: after ${perAccount.maxFailures} for one account, from as many addresses, every check of it is refused with 429 (the right password too); other accounts are not`,
    async (_endpoint, check) => {
      const alice = server.client();
      const { email } = await alice.signUp(uniqueEmail(), PASSWORD);
      const hashBefore = await storedHash(email);
      for (let attempt = 0; attempt < perAccount.maxFailures; attempt++) {
        // The same browser session, each time from another address.
        const wrong = await check(alice.at(server.baseUrl), email, "not the password");
        expect([400, 401]).toContain(wrong.status);
      }

      expectTooMany(await check(alice.at(server.baseUrl), email, PASSWORD), perAccount.windowSeconds);
      // Nothing was done with the right password, and sign-in is shut for this account too.
      expect(await storedHash(email)).toBe(hashBefore);
      expect((await alice.get("/api/me")).status).toBe(200);
      const signIn = await server.client().post("/api/auth/sign-in/email", { email, password: PASSWORD });
      expectTooMany(signIn, perAccount.windowSeconds);

      const bob = server.client();
      const other = await bob.signUp(uniqueEmail(), PASSWORD);
      expect((await check(bob, other.email, PASSWORD)).status).toBeLessThan(300);
    },
  );

  it(`from one address: after ${perIp.maxFailures} for any accounts, every check from it is refused with 429; other addresses are not`, async () => {
    // Sign-in takes only ${AUTH_RATE_LIMIT.maxRequests} requests a minute from an address: time moves on between rounds.
    const clock = fixedClock("2026-03-02T09:00:00Z");
    const timed = await startTestServer({ clock });
    try {
      const { email, password } = await timed.client().signUp();
      const attacker = timed.client();
      for (let attempt = 0; attempt < perIp.maxFailures; attempt++) {
        if (attempt % AUTH_RATE_LIMIT.maxRequests === 0) clock.advance((AUTH_RATE_LIMIT.windowSeconds + 1) * 1000);
        const wrong = await attacker.post("/api/auth/sign-in/email", { email: uniqueEmail(), password: "guessed" });
        expect(wrong.status).toBe(401);
      }
      clock.advance((AUTH_RATE_LIMIT.windowSeconds + 1) * 1000);

      expectTooMany(await attacker.post("/api/auth/sign-in/email", { email, password }), perIp.windowSeconds);
      expect((await timed.client().post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
    } finally {
      await timed.close();
    }
  });
});
