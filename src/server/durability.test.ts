import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { TestClient } from "./test/test-client";
import { TEST_DATABASE_URL } from "./test/test-env";

// The real server process, started the way `npm start` does, so it can be killed for real.
const MAIN = path.resolve(import.meta.dirname, "main.ts");

let dataDir: string;
let databaseUrl: string | undefined;
const schema = `durability_${process.pid}_${Date.now()}`;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "taskmind-durability-"));
  if (TEST_DATABASE_URL) {
    await postgres(`create schema "${schema}"`);
    const url = new URL(TEST_DATABASE_URL);
    url.searchParams.set("options", `-c search_path=${schema}`);
    databaseUrl = url.toString();
  }
});
const children = new Set<ChildProcess>();
afterAll(async () => {
  // A failed assertion must not leave a server running.
  for (const child of children) child.kill("SIGKILL");
  if (TEST_DATABASE_URL) await postgres(`drop schema "${schema}" cascade`);
  await rm(dataDir, { recursive: true, force: true });
});

async function postgres(statement: string) {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

async function startProcess(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      BASE_URL: `http://127.0.0.1:${port}`,
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.add(child);
  child.once("exit", () => children.delete(child));
  for (let attempt = 0; attempt < 100; attempt++) {
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("The server did not start");
}

it("keeps every acknowledged write through kill -9, and stops cleanly on SIGTERM", async () => {
  const port = 20_000 + (process.pid % 10_000);
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
