import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
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
