// `npm run bench` (after `npm run build`): every benchmark, one after another, each in its own process, then
// one report (bench/write-results.ts). BENCH_QUICK=1 (`npm run bench:quick`) is the CI-sized run.
// PostgreSQL is measured too when BENCH_DATABASE_URL names a server, by default the local one if it answers
// (BENCH_DATABASE_URL= empty measures SQLite alone). A script that fails does not stop the others: the run
// ends with the report of what was measured, the failures listed, and a non-zero exit.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readdir } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { clearSections, recordedSections } from "./report";
import { type ScriptRun, writeResults } from "./write-results";

/** Every benchmark script with the sections it records: the order they run in is the report's order. */
const BENCHES: readonly { script: string; sections: readonly string[] }[] = [
  { script: "run.ts", sections: ["http"] },
  { script: "scale.ts", sections: ["scale"] },
  { script: "first-page.ts", sections: ["first-page"] },
  { script: "lighthouse.ts", sections: ["lighthouse"] },
  { script: "event-latency.ts", sections: ["event-latency"] },
  { script: "tab-latency.ts", sections: ["tab-latency"] },
  { script: "event-streams.ts", sections: ["event-streams"] },
  { script: "export.ts", sections: ["export"] },
  { script: "import.ts", sections: ["import"] },
  { script: "parse.ts", sections: ["parse"] },
  { script: "assistant.ts", sections: ["assistant"] },
  { script: "attacks.ts", sections: ["attacks"] },
];
const SECTION_ORDER = BENCHES.flatMap((bench) => bench.sections);

const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/test";

async function answers(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs one script in its own process (a fresh server, JIT and heap for each); why it failed, if it did. */
async function run(script: string): Promise<string | undefined> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, script)], {
    stdio: "inherit",
  });
  const [code, signal] = (await once(child, "exit")) as [number | null, NodeJS.Signals | null];
  if (code === 0) return undefined;
  return signal ? `killed by ${signal}` : `exited with ${code}`;
}

// Every script must exist before anything runs, so a renamed script fails at once, not after an hour.
const present = new Set(await readdir(import.meta.dirname));
const missing = BENCHES.filter((bench) => !present.has(bench.script)).map((bench) => bench.script);
if (missing.length > 0) throw new Error(`bench/all.ts lists scripts that do not exist: ${missing.join(", ")}`);

process.env.BENCH_DATABASE_URL ??= (await answers(LOCAL_POSTGRES)) ? LOCAL_POSTGRES : "";
const postgres = process.env.BENCH_DATABASE_URL;
console.log(`Benchmarks on SQLite${postgres ? ` and PostgreSQL (${postgres})` : " only"}`);

await clearSections();
const runs: ScriptRun[] = [];
for (const { script, sections } of BENCHES) {
  console.log(`\n=== bench/${script}`);
  const started = performance.now();
  let failure = await run(script);
  const recorded = new Set((await recordedSections([])).map((section) => section.id));
  const unrecorded = sections.filter((id) => !recorded.has(id));
  if (!failure && unrecorded.length > 0) failure = `recorded no section ${unrecorded.join(", ")}`;
  runs.push({ script, seconds: (performance.now() - started) / 1000, ...(failure ? { failure } : {}) });
}

const report = await writeResults(SECTION_ORDER, runs);
const failures = runs.filter((scriptRun) => scriptRun.failure);
console.log(`\nReport: ${path.relative(process.cwd(), report)}`);
if (failures.length > 0) {
  console.error(
    `Failed: ${failures.map((failedRun) => `bench/${failedRun.script} (${failedRun.failure})`).join("; ")}`,
  );
  process.exitCode = 1;
}
