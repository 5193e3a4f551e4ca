import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import type { Clock } from "../clock";
import type { TestClient } from "./test-client";
import { startTestServer, type TestServer } from "./test-server";

/**
 * One test server for the file and, before each test, a freshly signed-up user `alice` (in `timeZone`, when
 * given). Read the members inside tests: they are set by the hooks.
 */
export function signedInFixture({ clock, timeZone }: { clock?: Clock; timeZone?: string } = {}): {
  server: TestServer;
  alice: TestClient;
} {
  const fixture = {} as { server: TestServer; alice: TestClient };
  beforeAll(async () => {
    fixture.server = await startTestServer(clock ? { clock } : {});
  });
  afterAll(() => fixture.server.close());
  beforeEach(async () => {
    fixture.alice = fixture.server.client();
    await fixture.alice.signUp();
    if (timeZone) expect((await fixture.alice.patch("/api/me", { preferences: { timeZone } })).status).toBe(200);
  });
  return fixture;
}
