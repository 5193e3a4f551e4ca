import { readFile } from "node:fs/promises";
import pg from "pg";

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
