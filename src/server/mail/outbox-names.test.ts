import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { waitForResetLink } from "../../test/outbox";
import { OUTBOX_DIR_NAME } from "../data-dir";
import { fixedClock } from "../test/fixed-clock";
import { startTestServer, type TestServer } from "../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock: fixedClock("2026-11-25T14:00:00.000Z") });
});
afterAll(() => server.close());

it("names each outbox e-mail by the server's clock, so the files sort by when they were written", async () => {
  const client = server.client();
  const { email } = await client.signUp();
  expect((await client.post("/api/auth/request-password-reset", { email })).status).toBe(200);
  await waitForResetLink(server.dataDir, email);
  expect(await readdir(path.join(server.dataDir, OUTBOX_DIR_NAME))).toEqual([
    expect.stringMatching(/^2026-11-25T14-00-00-000Z-[0-9a-f-]{36}\.eml$/),
  ]);
});
