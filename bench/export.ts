// How long a 10,000-task account takes to export in each format, and how much memory the server needs
// for it (its peak RSS, read from /proc, against its RSS before). Against the built server (`npm run build`
// first); BENCH_DATABASE_URL=postgres://… adds PostgreSQL.
import { removeDataDir, startServerProcess } from "../e2e/support/server-process";
import { TestClient } from "../src/server/test/test-client";
import { EXPORT_FORMATS } from "../src/shared/schemas/transfer";
import { markdownTable, QUICK, recordSection } from "./report";
import { seed, TASKS } from "./seed";
import { memoryMb, onEachEngine } from "./support";

const ACCOUNT_TASKS = QUICK ? 1_000 : TASKS;

async function measure(databaseUrl: string | undefined) {
  const server = await startServerProcess({ databaseUrl });
  const client = new TestClient(server.baseURL);
  try {
    await client.signUp();
    const userId = (await client.get("/api/me")).body.user.id as string;
    const { database } = await seed(databaseUrl, server.dataDir, userId, ACCOUNT_TASKS);
    await database.close();
    await client.get("/api/health").catch(() => undefined);
    const rows = [];
    for (const format of EXPORT_FORMATS) {
      const before = await memoryMb(server.pid);
      const started = performance.now();
      const response = await client.open(`/api/export?format=${format}`, new AbortController().signal);
      const bytes = (await response.arrayBuffer()).byteLength;
      const seconds = (performance.now() - started) / 1000;
      const after = await memoryMb(server.pid);
      rows.push({
        engine: database.engine,
        format,
        "size (MB)": (bytes / 1024 / 1024).toFixed(1),
        "time (s)": seconds.toFixed(2),
        "RSS before (MB)": before.rss,
        "peak RSS (MB)": after.peak,
      });
    }
    return rows;
  } finally {
    await server.stop();
    await removeDataDir(server.dataDir);
  }
}

const rows = (await onEachEngine(measure)).flat();
await recordSection({
  id: "export",
  title: "Export",
  markdown: [
    `Exporting one account of ${ACCOUNT_TASKS} tasks in each format: the time to the last byte, and the server's RSS`,
    "before and at its peak.",
    "",
    markdownTable(rows),
  ].join("\n"),
  data: rows,
});
