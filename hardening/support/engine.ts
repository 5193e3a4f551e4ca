import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { type ServerProcess, type StartOptions, startServerProcess } from "../../e2e/support/server-process";
import { createTestSchema, type TestSchema } from "../../src/server/test/postgres-admin";
import type { TestClient } from "../../src/server/test/test-client";
import { TEST_DATABASE_URL } from "../../src/server/test/test-env";
import { TASK_PAGE_SIZE_MAX } from "../../src/shared/limits";
import type { Task } from "../../src/shared/schemas/task";

/** Like the API suite: PostgreSQL when TEST_DATABASE_URL is set, the embedded SQLite otherwise. */
export const ENGINE = TEST_DATABASE_URL ? "postgres" : "sqlite";

export interface Storage {
  dataDir: string;
  /** The PostgreSQL schema the server works in, on PostgreSQL. */
  schema: TestSchema | undefined;
  remove(): Promise<void>;
}

/** A fresh data directory and, on PostgreSQL, a fresh schema, for one test's server processes. */
export async function freshStorage(prefix: string): Promise<Storage> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `taskmind-${prefix}-`));
  const schema = TEST_DATABASE_URL ? await createTestSchema(prefix) : undefined;
  return {
    dataDir,
    schema,
    remove: async () => {
      await schema?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface FreshServers {
  /** The storage of the current test (of the file, unless `each`). */
  readonly storage: Storage;
  /** Starts a server on that storage; the last one started is stopped when the test (or file) ends. */
  start(options?: Omit<StartOptions, "dataDir" | "databaseUrl">): Promise<ServerProcess>;
}

/** Server processes on fresh storage, made before and removed after each test (`each`) or the whole file. */
export function serversOnFreshStorage(prefix: string, { each = false } = {}): FreshServers {
  let storage: Storage | undefined;
  let server: ServerProcess | undefined;
  (each ? beforeEach : beforeAll)(async () => {
    storage = await freshStorage(prefix);
  });
  (each ? afterEach : afterAll)(async () => {
    await server?.stop();
    server = undefined;
    await storage?.remove();
  });
  const current = (): Storage => {
    if (!storage) throw new Error("serversOnFreshStorage: used outside a test");
    return storage;
  };
  return {
    get storage() {
      return current();
    },
    start: async (options = {}) => {
      const { dataDir, schema } = current();
      server = await startServerProcess({ ...options, dataDir, databaseUrl: schema?.databaseUrl });
      return server;
    },
  };
}

/** Every task of the client's user, page by page. */
export async function allTasks(client: TestClient): Promise<Task[]> {
  const tasks: Task[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `/api/tasks?limit=${TASK_PAGE_SIZE_MAX}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
    const page = await client.get(query);
    if (page.status !== 200) throw new Error(`listing failed: ${page.status} ${JSON.stringify(page.body)}`);
    tasks.push(...page.body.tasks);
    cursor = page.body.nextCursor;
  } while (cursor);
  return tasks;
}
