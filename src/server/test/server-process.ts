import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";

// The real server process, started the way `npm start` does (from source), so it can be killed for real.
const MAIN = path.resolve(import.meta.dirname, "../main.ts");
/** Generous: from source, under a busy parallel test run, start-up can take several seconds. */
const START_TIMEOUT_MS = 20_000;
const HEALTH_POLL_MS = 100;

export interface ServerProcessOptions {
  port: number;
  dataDir: string;
  /** A PostgreSQL URL (with its search_path); the embedded SQLite in `dataDir` otherwise. */
  databaseUrl: string | undefined;
}

/** A server process of its own; its `kill` is the test's to call (afterwards, `stopAll` ends any left). */
export function serverProcesses() {
  const children = new Set<ChildProcess>();

  async function start({ port, dataDir, databaseUrl }: ServerProcessOptions): Promise<ChildProcess> {
    const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
      env: {
        ...process.env,
        PORT: String(port),
        // Vitest sets BASE_URL for itself; the server needs its own.
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
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} on start`);
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return child;
      await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
    }
    child.kill("SIGKILL");
    throw new Error(`The server did not answer within ${START_TIMEOUT_MS} ms`);
  }

  /** A failed assertion must not leave a server running. */
  async function stopAll(): Promise<void> {
    const exits = [...children].map((child) => once(child, "exit"));
    for (const child of children) child.kill("SIGKILL");
    await Promise.all(exits);
  }

  return { start, stopAll };
}
