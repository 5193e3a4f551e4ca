import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../src/test/free-port";

const SERVER_ENTRY = fileURLToPath(new URL("../../dist/server/main.js", import.meta.url));
const START_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 15_000;

export interface ServerProcess {
  baseURL: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** For reading its memory use (benchmarks). */
  pid: number | undefined;
  /** The process itself, for tests that kill it or close its output (the hardening suite). */
  child: ChildProcess;
  /** Ends the process with SIGTERM, as an operator would, and waits until it has exited. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Reuse a data directory (e.g. to restart on the same database); a fresh temporary one otherwise. */
  dataDir?: string;
  /** Reuse a port so pages and cookies of a previous run stay valid; a free one otherwise. */
  port?: number;
  /** A PostgreSQL database (e.g. for benchmarks); the embedded SQLite otherwise. */
  databaseUrl?: string;
  /** Further environment, e.g. ASSISTANT_LLM_URL for a spec's stand-in language model. */
  env?: Record<string, string>;
  /** Leave its standard output unread once it is up, as a stuck log reader would (the pipe fills). */
  unreadOutput?: boolean;
}

/** The built server (`dist/server/main.js`) as its own process, answering on `/api/health` before this resolves. */
export async function startServerProcess(options: StartOptions = {}): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), "taskmind-e2e-")));
  const port = options.port ?? (await freePort("localhost"));
  const baseURL = `http://localhost:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "localhost",
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? "",
      BASE_URL: baseURL,
      LOG_LEVEL: "warn",
      // Every browser context sends its own X-Forwarded-For, so the per-IP auth rate limit never spans tests.
      TRUST_PROXY: "1",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));

  await waitUntilHealthy(baseURL, child, output);
  if (options.unreadOutput) child.stdout?.pause();
  return {
    baseURL,
    port,
    dataDir,
    databaseUrl: options.databaseUrl,
    pid: child.pid,
    child,
    stop: () => stopProcess(child),
  };
}

/** Removes a data directory made by `startServerProcess` once no server uses it any more. */
export async function removeDataDir(dataDir: string): Promise<void> {
  await rm(dataDir, { recursive: true, force: true });
}

async function waitUntilHealthy(baseURL: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode} before it was ready:\n${output.join("")}`);
    }
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(
    `The server did not answer on ${baseURL}/api/health within ${START_TIMEOUT_MS} ms:\n${output.join("")}`,
  );
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    child.once("exit", () => {
      clearTimeout(forceKill);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
