import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { waitForResetLink } from "../../test/outbox";
import { gatedHasher } from "../test/gated-hasher";
import { type TestResponse, uniqueEmail } from "../test/test-client";
import { startTestServer, type TestServer } from "../test/test-server";
import { PASSWORD_HASHING_LIMITS } from "./password-hashing";

const gate = gatedHasher();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ passwordHasher: gate.hasher });
});
afterAll(() => server.close());
beforeEach(() => gate.open());

const CAPACITY = PASSWORD_HASHING_LIMITS.running + PASSWORD_HASHING_LIMITS.waiting;
const isBusy = (response: TestResponse) => response.status === 503;

/** Resolves with the first `count` of these answers that are refusals, as they arrive. */
function refusals(answers: Promise<TestResponse>[], count: number): Promise<TestResponse[]> {
  const refused: TestResponse[] = [];
  return new Promise((resolve) => {
    for (const answer of answers) {
      void answer.then((response) => {
        if (isBusy(response)) refused.push(response);
        if (refused.length === count) resolve(refused);
      });
    }
  });
}

/** Fails as soon as the server runs more hashes at once than it may. */
const tooManyAtOnce = () =>
  gate.whenInside(PASSWORD_HASHING_LIMITS.running + 1).then(() => {
    throw new Error(`more than ${PASSWORD_HASHING_LIMITS.running} password hashes ran at once`);
  });

function expectBusy(response: TestResponse) {
  expect(response.status).toBe(503);
  expect(response.body.error.code).toBe("unavailable");
  expect(response.headers.get("retry-after")).toBe(String(PASSWORD_HASHING_LIMITS.retryAfterSeconds));
}

describe("password hashing", () => {
  it(`runs ${PASSWORD_HASHING_LIMITS.running} at a time, queues ${PASSWORD_HASHING_LIMITS.waiting}, refuses the rest with 503 and Retry-After; other requests go on`, async () => {
    const bob = server.client();
    await bob.signUp();
    gate.shut();
    // 40 strangers, each from their own address, each trying their own account.
    const attempts = Array.from({ length: 40 }, () =>
      server.client().post("/api/auth/sign-in/email", { email: uniqueEmail(), password: "guessed password" }),
    );
    const refused = await Promise.race([refusals(attempts, attempts.length - CAPACITY), tooManyAtOnce()]);
    for (const response of refused) expectBusy(response);
    // Ten are still held in the hasher or its queue; Bob's list does not wait for them.
    expect((await bob.get("/api/tasks")).status).toBe(200);

    gate.open();
    const statuses = (await Promise.all(attempts)).map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(CAPACITY);
    expect(statuses.filter((status) => status === 503)).toHaveLength(attempts.length - CAPACITY);
    expect(gate.mostInside).toBe(PASSWORD_HASHING_LIMITS.running);
  });

  it(`gives one account no more than ${PASSWORD_HASHING_LIMITS.perRequester} places, so others still get in`, async () => {
    const alice = server.client();
    await alice.signUp();
    const { email, password } = await server.client().signUp();
    gate.shut();
    const aliceAttempts = Array.from({ length: 5 }, () =>
      alice.delete("/api/me", { body: { password: "not my password" } }),
    );
    const refused = await Promise.race([
      refusals(aliceAttempts, aliceAttempts.length - PASSWORD_HASHING_LIMITS.perRequester),
      tooManyAtOnce(),
    ]);
    for (const response of refused) expectBusy(response);
    const carol = server.client().post("/api/auth/sign-in/email", { email, password });

    gate.open();
    expect((await carol).status).toBe(200);
    const aliceStatuses = (await Promise.all(aliceAttempts)).map((response) => response.status);
    expect(aliceStatuses.filter((status) => status === 400)).toHaveLength(PASSWORD_HASHING_LIMITS.perRequester);
    expect((await alice.get("/api/me")).status).toBe(200);
  });

  it("refuses every kind of password work while the queue is full, changing nothing", async () => {
    const alice = server.client();
    const { email, password } = await alice.signUp();
    await server.client().post("/api/auth/request-password-reset", { email });
    const token = new URL(await waitForResetLink(server.dataDir, email)).searchParams.get("token");
    gate.shut();
    const strangers = Array.from({ length: CAPACITY + 1 }, () =>
      server.client().post("/api/auth/sign-in/email", { email: uniqueEmail(), password: "guessed password" }),
    );
    await Promise.race([refusals(strangers, 1), tooManyAtOnce()]);

    const newPassword = "another fine password";
    expectBusy(await server.client().post("/api/auth/sign-up/email", { email: uniqueEmail(), password: newPassword }));
    expectBusy(await server.client().post("/api/auth/reset-password", { token, newPassword }));
    expectBusy(await alice.post("/api/me/password", { currentPassword: password, newPassword }));
    expectBusy(await alice.delete("/api/me", { body: { password } }));

    gate.open();
    await Promise.all(strangers);
    expect((await alice.get("/api/me")).status).toBe(200);
    expect((await server.client().post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
    expect((await server.client().post("/api/auth/reset-password", { token, newPassword })).status).toBe(200);
  });
});
