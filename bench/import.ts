// What the largest imports cost everyone else: while one account previews, then imports, a 10 MB CSV of long
// tasks and a CSV of the most tasks allowed, another account asks for its task list every 20 ms (whether or
// not the previous answer has come: a stalled server shows in many answers, not one), and the server's memory
// is read every 50 ms. Against the built server (`npm run build` first); BENCH_DATABASE_URL=postgres://… adds
// PostgreSQL. Target: the other account's p99 under 100 ms, and the server's RSS up by under 100 MB.
import { removeDataDir, startServerProcess } from "../e2e/support/server-process";
import { TestClient } from "../src/server/test/test-client";
import { IMPORT_MAX_BYTES, IMPORT_TASKS_MAX, TASK_DESCRIPTION_MAX_LENGTH } from "../src/shared/limits";
import { markdownTable, QUICK, recordSection } from "./report";
import { MEMORY_EVERY_MS, NEIGHBOUR_EVERY_MS, onEachEngine, underLoad } from "./support";

/** How long the load runs alone, without an import, for comparison. */
const IDLE_MS = QUICK ? 1000 : 3000;
/** The largest file and the most tasks allowed; QUICK: a tenth of the file and 1,000 tasks, the same steps. */
const LONG_FILE_BYTES = QUICK ? IMPORT_MAX_BYTES / 10 : IMPORT_MAX_BYTES;
const MANY_TASKS = QUICK ? 1_000 : IMPORT_TASKS_MAX;
const HEADER = "title,description,due,priority,tags,completed";

/** A deterministic stream of made-up words, so that every long task has over a thousand different ones. */
function wordMaker(seed: number) {
  let state = seed;
  const letters = "abcdefghijklmnopqrstuvwxyz";
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    let word = "";
    for (let length = 3 + (state % 6), value = state; length > 0; length--, value = Math.floor(value / 7) + length) {
      word += letters[value % 26];
    }
    return word;
  };
}

/** As many tasks with a full description (~1,000 words each) as fit in LONG_FILE_BYTES. */
function longTasksCsv(): { name: string; csv: string } {
  const word = wordMaker(7);
  const lines = [HEADER];
  let bytes = HEADER.length;
  for (let index = 1; ; index++) {
    let description = "";
    while (description.length < TASK_DESCRIPTION_MAX_LENGTH - 10) description += `${word()} `;
    const line = `Long task ${index},${description.trim()},2026-12-${String((index % 28) + 1).padStart(2, "0")},medium,notes,no`;
    if (bytes + line.length + 1 > LONG_FILE_BYTES) break;
    lines.push(line);
    bytes += line.length + 1;
  }
  return { name: `long tasks (${lines.length - 1}, ${megabytes(bytes)} MB)`, csv: lines.join("\n") };
}

/** MANY_TASKS ordinary tasks. */
function manyTasksCsv(): { name: string; csv: string } {
  const word = wordMaker(11);
  const lines = [HEADER];
  for (let index = 1; index <= MANY_TASKS; index++) {
    const title = `${word()} ${word()} ${word()} ${index}`;
    const description = Array.from({ length: 12 }, word).join(" ");
    lines.push(`${title},${description},2026-12-01 17:00,low,"home, errands",${index % 3 === 0 ? "yes" : "no"}`);
  }
  const csv = lines.join("\n");
  return { name: `${MANY_TASKS} tasks (${megabytes(csv.length)} MB)`, csv };
}

function megabytes(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1);
}

async function measure(databaseUrl: string | undefined) {
  const server = await startServerProcess({ databaseUrl });
  const importer = new TestClient(server.baseURL);
  const neighbour = new TestClient(server.baseURL);
  const engine = databaseUrl ? "postgres" : "sqlite";
  try {
    await importer.signUp();
    await neighbour.signUp();
    for (let index = 0; index < 50; index++) await neighbour.post("/api/tasks", { title: `Neighbour's task ${index}` });
    // The same load with no import first: what the machine gives anyway.
    const idle = () => new Promise<void>((resolve) => setTimeout(resolve, IDLE_MS));
    const rows = [{ engine, file: "none", step: "idle", ...(await underLoad(server.pid, neighbour, idle)) }];
    for (const { name, csv } of [longTasksCsv(), manyTasksCsv()]) {
      for (const step of ["preview", "import"]) {
        const send = async () => {
          const query = step === "preview" ? "&preview=true" : "";
          const response = await importer.request("POST", `/api/import?format=csv${query}`, {
            rawBody: csv,
            headers: { "content-type": "text/csv" },
          });
          if (response.status !== 200) throw new Error(`The ${step} answered ${response.status}`);
        };
        rows.push({ engine, file: name, step, ...(await underLoad(server.pid, neighbour, send)) });
      }
    }
    return rows;
  } finally {
    await server.stop();
    await removeDataDir(server.dataDir);
  }
}

const rows = (await onEachEngine(measure)).flat();
await recordSection({
  id: "import",
  title: "Import: what the largest imports cost everyone else",
  markdown: [
    `One account previews, then imports, a CSV of long tasks and one of ${MANY_TASKS} tasks, while another account`,
    `lists its tasks every ${NEIGHBOUR_EVERY_MS} ms and the server's RSS is read every ${MEMORY_EVERY_MS} ms.`,
    "Targets: the other account's p99 under 100 ms, the server's RSS up by under 100 MB.",
    "",
    markdownTable(rows),
  ].join("\n"),
  data: rows,
});
