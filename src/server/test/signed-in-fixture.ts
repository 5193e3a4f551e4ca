import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Clock } from "../clock";
import type { TestClient } from "./test-client";
import { startTestServer, type TestServer } from "./test-server";

/** What a task has before anyone touches its details. */
export const NEW_TASK_DEFAULTS = {
  completed: false,
  completedAt: null,
  dueAt: null,
  dueAllDay: false,
  priority: "none",
  tags: [],
  recurrence: null,
  postponedCount: 0,
  version: 1,
} as const;

/**
 * One test server for the file and, before each test, a freshly signed-up user `alice`.
 * Read the members inside tests: they are set by the hooks.
 */
export function signedInFixture(options: { clock?: Clock } = {}): { server: TestServer; alice: TestClient } {
  const fixture = {} as { server: TestServer; alice: TestClient };
  beforeAll(async () => {
    fixture.server = await startTestServer(options);
  });
  afterAll(() => fixture.server.close());
  beforeEach(async () => {
    fixture.alice = fixture.server.client();
    await fixture.alice.signUp();
  });
  return fixture;
}
