import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort } from "../test/free-port";
import { serverApplicationName } from "./runtime";
import { createTestSchema, cutConnections, type TestSchema } from "./test/postgres-admin";
import { serverProcesses } from "./test/server-process";
import { TestClient } from "./test/test-client";
import { TEST_DATABASE_URL } from "./test/test-env";

let dataDir: string;
let schema: TestSchema | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "taskmind-durability-"));
  if (TEST_DATABASE_URL) schema = await createTestSchema("durability");
});
const processes = serverProcesses();
afterAll(async () => {
  await processes.stopAll();
  await schema?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const startProcess = (port: number) => processes.start({ port, dataDir, databaseUrl: schema?.databaseUrl });

it("keeps every acknowledged write through kill -9, and stops cleanly on SIGTERM", async () => {
  // Both runs on one port, so the same client, session and all, talks to the restarted server.
  const port = await freePort();
  const client = new TestClient(`http://127.0.0.1:${port}`);

  let child = await startProcess(port);
  await client.signUp();
  const titles: string[] = [];
  for (let i = 0; i < 20; i++) {
    const response = await client.post("/api/tasks", { title: `write ${i}`, description: "acknowledged" });
    expect(response.status).toBe(201);
    titles.unshift(`write ${i}`);
  }
  child.kill("SIGKILL");
  await once(child, "exit");

  child = await startProcess(port);
  const listed = await client.get("/api/tasks");
  expect(listed.body.tasks.map((task: { title: string }) => task.title)).toEqual(titles);

  child.kill("SIGTERM");
  const [code] = await once(child, "exit");
  expect(code).toBe(0);
}, 60_000);

if (TEST_DATABASE_URL) {
  it("outlives the loss of its idle database connections, as in a PostgreSQL restart, and answers on", async () => {
    const port = await freePort();
    const client = new TestClient(`http://127.0.0.1:${port}`);
    const child = await startProcess(port);
    await client.signUp();
    expect((await client.post("/api/tasks", { title: "Before the cut" })).status).toBe(201);

    expect(await cutConnections(serverApplicationName(port))).toBeGreaterThan(0);
    // The ended backends tell their idle connections at once; an unheard pool error would end the process.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(child.exitCode).toBeNull();
    const listed = await client.get("/api/tasks");
    expect(listed.status).toBe(200);
    expect(listed.body.tasks.map((task: { title: string }) => task.title)).toEqual(["Before the cut"]);
  }, 60_000);
}
