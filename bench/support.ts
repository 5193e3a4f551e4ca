import { readFile } from "node:fs/promises";
import pg from "pg";
import type { TestClient } from "../src/server/test/test-client";

/** The p-th percentile (0–100) of some samples, in ms with two decimals. */
export function pct(samples: number[], p: number): string {
  const sorted = [...samples].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN).toFixed(2);
}

/** Runs `work` against a fresh schema of the PostgreSQL server, dropped afterwards. */
export async function inFreshSchema<T>(
  serverUrl: string,
  work: (databaseUrl: string, schema: string) => Promise<T>,
): Promise<T> {
  const schema = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  try {
    const url = new URL(serverUrl);
    url.searchParams.set("options", `-c search_path=${schema}`);
    return await work(url.toString(), schema);
  } finally {
    await admin.query(`drop schema "${schema}" cascade`);
    await admin.end();
  }
}

/** `measure` on SQLite, and on PostgreSQL too when BENCH_DATABASE_URL is set. */
export async function onEachEngine<T>(measure: (databaseUrl: string | undefined) => Promise<T>): Promise<T[]> {
  const results = [await measure(undefined)];
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl) results.push(await inFreshSchema(postgresUrl, (url) => measure(url)));
  return results;
}

/** A process's memory now (RSS) and at its highest so far (peak RSS), in MB, read from /proc. */
export async function memoryMb(pid: number | undefined): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? Number.NaN);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

/** How often the neighbour of a load asks for its task list, and how often the server's memory is read. */
export const NEIGHBOUR_EVERY_MS = 20;
export const MEMORY_EVERY_MS = 50;

/**
 * Runs `work` while `neighbour` lists its tasks every NEIGHBOUR_EVERY_MS (whether or not the previous answer
 * has come: a stalled server shows in many answers, not one) and the server's RSS is read every
 * MEMORY_EVERY_MS; the neighbour's latencies and the RSS growth.
 */
export async function underLoad(pid: number | undefined, neighbour: TestClient, work: () => Promise<void>) {
  const before = await memoryMb(pid);
  let peak = before.rss;
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  let running = true;
  const load = setInterval(() => {
    const started = performance.now();
    pending.push(
      neighbour.get("/api/tasks").then((response) => {
        if (response.status !== 200) throw new Error(`GET /api/tasks answered ${response.status}`);
        latencies.push(performance.now() - started);
      }),
    );
  }, NEIGHBOUR_EVERY_MS);
  const watch = (async () => {
    while (running) {
      peak = Math.max(peak, (await memoryMb(pid)).rss);
      await new Promise((resolve) => setTimeout(resolve, MEMORY_EVERY_MS));
    }
  })();
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(load);
    running = false;
  }
  const seconds = (performance.now() - started) / 1000;
  await Promise.all([...pending, watch]);
  return {
    "time (s)": seconds.toFixed(1),
    "other GETs": latencies.length,
    "p50 (ms)": pct(latencies, 50),
    "p99 (ms)": pct(latencies, 99),
    "max (ms)": pct(latencies, 100),
    "RSS before (MB)": before.rss,
    "RSS peak (MB)": peak,
    "growth (MB)": peak - before.rss,
  };
}
