import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { freePort } from "../../test/free-port";
import type { PasswordHasher } from "../auth/password-hashing";
import type { Clock } from "../clock";
import { type Config, resolveWebPush } from "../config";
import { parseEnv } from "../env";
import type { AssistantModelConfig } from "../features/assistant/assistant-model";
import { createLogger } from "../logger";
import { type RunningServer, startServer } from "../runtime";
import { onPostgres } from "./postgres-admin";
import { TestClient } from "./test-client";
import { TEST_DATABASE_URL } from "./test-env";

export interface TestServer extends RunningServer {
  baseUrl: string;
  dataDir: string;
  postgresSchema: string | undefined;
  /**
   * A client with its own cookie jar and its own client IP (the server trusts X-Forwarded-For), on a page of
   * the server's public address.
   */
  client(): TestClient;
}

/**
 * A real server on a free port, on a fresh SQLite file — or, with TEST_DATABASE_URL, in a fresh
 * PostgreSQL schema — so every test file starts from an empty database.
 */
export async function startTestServer(
  options: {
    /** BASE_URL, when it is not the address the server listens on (as behind a reverse proxy). */
    publicUrl?: string;
    /** Another instance on the same database: the same PostgreSQL schema, or the same SQLite file. */
    shareDatabaseWith?: TestServer;
    /** SIGNUPS=closed. */
    signupsClosed?: boolean;
    /** A fixed clock for tests of dates and times; the system clock otherwise. */
    clock?: Clock;
    /** Receives every line the server logs, down to `trace`, for tests of what logs may hold. */
    logLines?: string[];
    /** Scrypt behind a gate the test opens, to hold password checks in flight (`gated-hasher.ts`). */
    passwordHasher?: PasswordHasher;
    /** Told the SQL of every query the server runs, for tests that count what something costs. */
    onQuery?: (sql: string) => void;
    /** The assistant's language model (ASSISTANT_LLM_*), e.g. a stand-in the test runs. */
    assistantModel?: AssistantModelConfig;
    /** The built front end to serve too (dist/web, after `npm run build`). */
    webRoot?: string;
    /**
     * PUSH_SERVICES (the browsers' push services by default): a test's stand-in push service is allowed by its
     * origin, `http://127.0.0.1:<port>`.
     */
    pushServices?: string;
    /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; without them the server generates a pair into DATA_DIR. */
    vapidKeys?: { publicKey: string; privateKey: string };
    /** Send reminders due at start and every poll, as a real server does; otherwise only on `reminders.runDue()`. */
    pollReminders?: boolean;
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
  const mailFrom = "Taskmind <taskmind@localhost>";
  const pushEnv = parseEnv({
    MAIL_FROM: mailFrom,
    PUSH_SERVICES: options.pushServices,
    VAPID_PUBLIC_KEY: options.vapidKeys?.publicKey,
    VAPID_PRIVATE_KEY: options.vapidKeys?.privateKey,
  });
  const config: Config = {
    port,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: TEST_DATABASE_URL,
    baseUrl: options.publicUrl ?? baseUrl,
    authSecret: "test-secret-that-is-long-enough-to-be-accepted",
    smtpUrl: undefined,
    mailFrom,
    trustProxy: true,
    signupsClosed: options.signupsClosed ?? false,
    assistantModel: options.assistantModel,
    webPush: resolveWebPush(pushEnv, dataDir, options.publicUrl ?? baseUrl),
  };
  // Errors the server logs go to console.error, which fails the test that caused them.
  const errors = { level: "error" as const, stream: { write: (line: string) => console.error(line) } };
  const { logLines } = options;
  const logger = logLines
    ? createLogger(
        "trace",
        pino.multistream([errors, { level: "trace", stream: { write: (line: string) => logLines.push(line) } }]),
      )
    : createLogger("error", errors.stream);
  const server = await startServer(config, logger, {
    ...(postgresSchema ? { postgresSchema } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.passwordHasher ? { passwordHasher: options.passwordHasher } : {}),
    ...(options.onQuery ? { onQuery: options.onQuery } : {}),
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
    pollReminders: options.pollReminders ?? false,
  });
  return {
    ...server,
    baseUrl,
    dataDir,
    postgresSchema,
    client: () => new TestClient(baseUrl, new URL(config.baseUrl).origin),
    close: async () => {
      await server.close();
      if (ownsSchema) await onPostgres(`drop schema "${postgresSchema}" cascade`);
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
