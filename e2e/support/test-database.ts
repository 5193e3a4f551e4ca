import pg from "pg";

/** The one place the browser tests read the environment: set TEST_DATABASE_URL to run them on PostgreSQL. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

async function run(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh PostgreSQL schema for one worker's server, as a DATABASE_URL, and the function that drops it;
 * undefined without TEST_DATABASE_URL (the server then uses its embedded SQLite).
 */
export async function freshSchema(
  name: string,
): Promise<{ databaseUrl: string; drop: () => Promise<void> } | undefined> {
  if (!TEST_DATABASE_URL) return undefined;
  await run(`create schema "${name}"`);
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set("options", `-c search_path=${name}`);
  return { databaseUrl: url.toString(), drop: () => run(`drop schema "${name}" cascade`) };
}
