import { randomUUID } from "node:crypto";
import pg from "pg";
import { TEST_DATABASE_URL } from "./test-env";

/** Runs one statement on the test PostgreSQL server (creating and dropping schemas, say); returns its row count. */
export async function onPostgres(statement: string, parameters: unknown[] = []): Promise<number> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(statement, parameters)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

export interface TestSchema {
  /** The schema's name, e.g. for checks that look at its tables and indexes. */
  name: string;
  /** TEST_DATABASE_URL working in the schema, for a server process's DATABASE_URL. */
  databaseUrl: string;
  drop(): Promise<void>;
}

/** A fresh, empty schema on the test PostgreSQL server, for servers started as processes. */
export async function createTestSchema(prefix: string): Promise<TestSchema> {
  if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `${prefix}_${randomUUID().replaceAll("-", "")}`;
  await onPostgres(`create schema "${schema}"`);
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    name: schema,
    databaseUrl: url.toString(),
    drop: async () => {
      await onPostgres(`drop schema "${schema}" cascade`);
    },
  };
}

/**
 * Ends the backends of the connections that call themselves `applicationName`, as a PostgreSQL restart or a
 * network cut would. Returns how many it ended.
 */
export function cutConnections(applicationName: string): Promise<number> {
  return onPostgres("select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1", [
    applicationName,
  ]);
}
