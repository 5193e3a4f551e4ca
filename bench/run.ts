// `npm run bench`: start-up time, idle memory and API latency of the built server (`npm run build` first).
// Set BENCH_DATABASE_URL=postgres://… to measure on PostgreSQL too. Traffic stays on 127.0.0.1 and is bounded.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { TestClient } from "../src/server/test/test-client";
import { onEachEngine, pct } from "./support";

const TASKS = 2_000;
const READS = 500;
const PORT = 3900;

async function measure(engine: string, databaseUrl: string | undefined) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "taskmind-bench-"));
  const baseUrl = `http://127.0.0.1:${PORT}`;
  const started = performance.now();
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      PATH: process.env.PATH,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  while (
    !(await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const startMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idleRssMb = await rssMb(child.pid);

  const client = new TestClient(baseUrl);
  await client.signUp();
  const writes: number[] = [];
  for (let i = 0; i < TASKS; i++) {
    const t = performance.now();
    await client.post("/api/tasks", { title: `Task ${i}`, description: "Benchmark task" });
    writes.push(performance.now() - t);
  }
  const reads: number[] = [];
  for (let i = 0; i < READS; i++) {
    const t = performance.now();
    await client.get("/api/tasks?limit=50");
    reads.push(performance.now() - t);
  }
  const loadedRssMb = await rssMb(child.pid);
  child.kill("SIGTERM");
  await once(child, "exit");
  await rm(dataDir, { recursive: true, force: true });
  return {
    engine,
    "start to first response (ms)": Math.round(startMs),
    "idle RSS (MB)": idleRssMb,
    "RSS after load (MB)": loadedRssMb,
    "POST /api/tasks p50/p99 (ms)": `${pct(writes, 50)} / ${pct(writes, 99)}`,
    [`GET /api/tasks (${TASKS} tasks) p50/p99 (ms)`]: `${pct(reads, 50)} / ${pct(reads, 99)}`,
  };
}

async function rssMb(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

console.table(await onEachEngine((databaseUrl) => measure(databaseUrl ? "postgres" : "sqlite", databaseUrl)));
