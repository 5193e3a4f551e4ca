import { once } from "node:events";
import { chmod, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort } from "../test/free-port";
import { waitForResetLink } from "../test/outbox";
import { OUTBOX_DIR_NAME, SECRET_FILE_NAME, SQLITE_FILE_NAME, VAPID_KEYS_FILE_NAME } from "./data-dir";
import { createTestSchema, type TestSchema } from "./test/postgres-admin";
import { serverProcesses } from "./test/server-process";
import { TestClient } from "./test/test-client";
import { TEST_DATABASE_URL } from "./test/test-env";

let dataDir: string;
let schema: TestSchema | undefined;
/** The usual umask, so that only the server's own care can make its files private. */
const LENIENT_UMASK = 0o022;
let umaskBefore: number;

beforeAll(async () => {
  umaskBefore = process.umask(LENIENT_UMASK);
  dataDir = await mkdtemp(path.join(tmpdir(), "taskmind-modes-"));
  if (TEST_DATABASE_URL) schema = await createTestSchema("modes");
});
const processes = serverProcesses();
afterAll(async () => {
  await processes.stopAll();
  await schema?.drop();
  await rm(dataDir, { recursive: true, force: true });
  process.umask(umaskBefore);
});

/** Every file and folder the server keeps in DATA_DIR, relative to it ("." for DATA_DIR), with its mode. */
async function modes(): Promise<Record<string, string>> {
  const outbox = path.join(dataDir, OUTBOX_DIR_NAME);
  const names = [
    ".",
    ...(await readdir(dataDir)),
    ...(await readdir(outbox)).map((name) => path.join(OUTBOX_DIR_NAME, name)),
  ];
  const entries = await Promise.all(
    names.map(async (name) => [name, ((await stat(path.join(dataDir, name))).mode & 0o777).toString(8)]),
  );
  return Object.fromEntries(entries);
}

const privately = (entries: Record<string, string>) =>
  Object.fromEntries(
    Object.keys(entries).map((name) => [name, name === "." || name === OUTBOX_DIR_NAME ? "700" : "600"]),
  );

it("keeps DATA_DIR and all in it to the server's user, whatever it creates and whatever an older version left", async () => {
  const port = await freePort();
  const client = new TestClient(`http://127.0.0.1:${port}`);
  await chmod(dataDir, 0o755);

  // A first run on an empty DATA_DIR: the database (and its WAL files), the secret, the VAPID keys and an e-mail.
  let child = await processes.start({ port, dataDir, databaseUrl: schema?.databaseUrl });
  const { email } = await client.signUp();
  expect((await client.post("/api/tasks", { title: "Private" })).status).toBe(201);
  expect((await client.post("/api/auth/request-password-reset", { email })).status).toBe(200);
  await waitForResetLink(dataDir, email);
  const created = await modes();
  expect(Object.keys(created)).toEqual(
    expect.arrayContaining([
      ".",
      SECRET_FILE_NAME,
      VAPID_KEYS_FILE_NAME,
      OUTBOX_DIR_NAME,
      expect.stringMatching(/^outbox\/.+\.eml$/),
    ]),
  );
  if (!schema) {
    expect(Object.keys(created)).toEqual(
      expect.arrayContaining([SQLITE_FILE_NAME, `${SQLITE_FILE_NAME}-wal`, `${SQLITE_FILE_NAME}-shm`]),
    );
  }
  expect(created).toEqual(privately(created));

  // As an older version left them, the WAL files of a crash included: readable to everyone.
  const exited = once(child, "exit");
  child.kill("SIGKILL");
  await exited;
  for (const [name, mode] of Object.entries(created)) {
    await chmod(path.join(dataDir, name), mode === "700" ? 0o755 : 0o644);
  }
  child = await processes.start({ port, dataDir, databaseUrl: schema?.databaseUrl });
  const restarted = await modes();
  expect(Object.keys(restarted).sort()).toEqual(Object.keys(created).sort());
  expect(restarted).toEqual(privately(restarted));
}, 60_000);
