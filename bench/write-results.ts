// Joins the sections the benchmarks recorded into one report, bench/results/latest.md and its JSON twin
// latest.json, under a header saying when, on which commit and on what machine the figures were taken.
// The CI-sized run writes quick.md and quick.json instead (not committed), so CI never overwrites a real run.
import { execFileSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { markdownTable, QUICK, RESULTS_DIR, recordedSections } from "./report";

/** How one benchmark script went, for the report's last table. */
export interface ScriptRun {
  script: string;
  seconds: number;
  /** Why it failed (its exit or a section it did not record); absent when it did its part. */
  failure?: string;
}

function git(...args: string[]): string | undefined {
  try {
    return execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return undefined;
  }
}

/** The commit measured, marked when the working tree differed from it. */
function commit(): string {
  const head = git("rev-parse", "--short=12", "HEAD");
  if (!head) return "unknown (not a git checkout)";
  return git("status", "--porcelain", "--untracked-files=no") ? `${head} with uncommitted changes` : head;
}

async function postgresVersion(databaseUrl: string | undefined): Promise<string> {
  if (!databaseUrl) return "not measured (no BENCH_DATABASE_URL)";
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    return (await client.query<{ server_version: string }>("show server_version")).rows[0]?.server_version ?? "?";
  } finally {
    await client.end();
  }
}

/** Writes the report of the sections recorded so far, in `order`; the path of its markdown. */
export async function writeResults(order: readonly string[], runs: ScriptRun[]): Promise<string> {
  const cpus = os.cpus();
  const machine = {
    cpu: cpus[0]?.model ?? "unknown",
    cores: cpus.length,
    ramGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    postgres: await postgresVersion(process.env.BENCH_DATABASE_URL),
  };
  const header = {
    date: new Date().toISOString(),
    commit: commit(),
    quick: QUICK,
    machine,
  };
  const sections = await recordedSections(order);
  const failures = runs.filter((run) => run.failure);
  const markdown = [
    `# Benchmarks${QUICK ? " (quick: the CI-sized run, figures not comparable to a full run)" : ""}`,
    "",
    `- date: ${header.date}`,
    `- commit: ${header.commit}`,
    `- machine: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGb} GB RAM`,
    `- Node ${machine.node}, PostgreSQL ${machine.postgres}`,
    `- run: ${QUICK ? "quick (BENCH_QUICK=1)" : "full"}${failures.length ? `, ${failures.length} script(s) failed` : ""}`,
    ...sections.flatMap((section) => ["", `## ${section.title}`, "", section.markdown]),
    "",
    "## Scripts",
    "",
    markdownTable(
      runs.map((run) => ({ script: run.script, "time (s)": run.seconds.toFixed(0), result: run.failure ?? "ok" })),
    ),
    "",
  ].join("\n");
  const name = QUICK ? "quick" : "latest";
  const markdownPath = path.join(RESULTS_DIR, `${name}.md`);
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(markdownPath, markdown);
  await writeFile(
    path.join(RESULTS_DIR, `${name}.json`),
    `${JSON.stringify({ ...header, scripts: runs, sections }, null, 2)}\n`,
  );
  return markdownPath;
}
