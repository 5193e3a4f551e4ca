import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../test/free-port";
import type { Clock } from "../clock";
import type { Config } from "../config";
import { createLogger } from "../logger";
import { type RunningServer, startServer } from "../runtime";
import { onPostgres } from "./postgres-admin";
import { TestClient } from "./test-client";
import { TEST_DATABASE_URL } from "./test-env";

export interface TestServer extends RunningServer {
  baseUrl: string;
  dataDir: string;
  postgresSchema: string | undefined;
  /** A client with its own cookie jar and its own client IP (the server trusts X-Forwarded-For). */
  client(): TestClient;
}

/**
 * A real server on a free port, on a fresh SQLite file — or, with TEST_DATABASE_URL, in a fresh
 * PostgreSQL schema — so every test file starts from an empty database.
 */
export async function startTestServer(
  options: {
    publicUrl?: string;
    /** Another instance on the same database: the same PostgreSQL schema, or the same SQLite file. */
    shareDatabaseWith?: TestServer;
    /** ADMIN_EMAIL, lower-case. */
    adminEmail?: string;
    /** SIGNUPS=closed. */
    signupsClosed?: boolean;
    /** A fixed clock for tests of dates and times; the system clock otherwise. */
    clock?: Clock;
    /** Told the SQL of every query the server runs, for tests that count what something costs. */
    onQuery?: (sql: string) => void;
  } = {},
): Promise<TestServer> {
  const dataDir = options.shareDatabaseWith?.dataDir ?? (await mkdtemp(path.join(tmpdir(), "taskmind-test-")));
  const ownsDataDir = options.shareDatabaseWith === undefined;
  const shared = options.shareDatabaseWith?.postgresSchema;
  const postgresSchema = shared ?? (TEST_DATABASE_URL ? `test_${randomUUID().replaceAll("-", "")}` : undefined);
  const ownsSchema = postgresSchema !== undefined && shared === undefined;
  if (ownsSchema) await onPostgres(`create schema "${postgresSchema}"`);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config: Config = {
    port,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: TEST_DATABASE_URL,
    baseUrl: options.publicUrl ?? baseUrl,
    authSecret: "test-secret-that-is-long-enough-to-be-accepted",
    smtpUrl: undefined,
    mailFrom: "Taskmind <taskmind@localhost>",
    trustProxy: true,
    adminEmail: options.adminEmail,
    signupsClosed: options.signupsClosed ?? false,
  };
  // Errors the server logs go to console.error, which fails the test that caused them.
  const logger = createLogger("error", { write: (line: string) => console.error(line) });
  const server = await startServer(config, logger, {
    ...(postgresSchema ? { postgresSchema } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.onQuery ? { onQuery: options.onQuery } : {}),
  });
  return {
    ...server,
    baseUrl,
    dataDir,
    postgresSchema,
    client: () => new TestClient(baseUrl),
    close: async () => {
      await server.close();
      if (ownsSchema) await onPostgres(`drop schema "${postgresSchema}" cascade`);
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
