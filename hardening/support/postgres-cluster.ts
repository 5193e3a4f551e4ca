import { execFile } from "node:child_process";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../../src/test/free-port";

const run = promisify(execFile);
/** Debian's PostgreSQL 15, as on the CI machine. */
const BIN = "/usr/lib/postgresql/15/bin";
/** PostgreSQL refuses to run as root (as CI does): then its commands run as this user. */
const POSTGRES_USER = "postgres";

export interface PostgresCluster {
  /** Its `postgres` database, for a server's DATABASE_URL. */
  databaseUrl: string;
  /** Fast shutdown: open connections are ended, as in a restart or a crash of the database server. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its files. */
  remove(): Promise<void>;
}

/**
 * A throw-away PostgreSQL cluster in a temporary directory, on a port of its own, so that a test can stop and
 * start it without touching the machine's PostgreSQL server.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const dir = await mkdtemp(path.join(tmpdir(), "taskmind-pg-"));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { stdout } = await run("id", ["-u", POSTGRES_USER]);
    const { stdout: group } = await run("id", ["-g", POSTGRES_USER]);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const command = (tool: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", POSTGRES_USER, "--", path.join(BIN, tool), ...args])
      : run(path.join(BIN, tool), args);
  const data = path.join(dir, "data");
  const port = await freePort();
  await command("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "--no-instructions"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const start = async () => {
    await command("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  };
  const stop = async () => {
    await command("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  };
  await start();
  return {
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: async () => {
      await stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
