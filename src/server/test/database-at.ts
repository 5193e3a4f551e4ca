import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Migrator } from "kysely";
import { type Database, openDatabase } from "../db/connection";
import { migrationsFor } from "../db/migrate";
import { createTestSchema } from "./postgres-admin";
import { TEST_DATABASE_URL } from "./test-env";

/**
 * A fresh database on the engine under test (SQLite, or a schema of TEST_DATABASE_URL) migrated up to `migration`
 * only, for a test of what the later ones do to rows written before them; `remove` when done.
 */
export async function databaseAt(migration: string): Promise<{ database: Database; remove: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "taskmind-migrate-"));
  const schema = TEST_DATABASE_URL ? await createTestSchema("migrate") : undefined;
  const database = openDatabase(schema ? { dataDir, databaseUrl: schema.databaseUrl } : { dataDir });
  const remove = async () => {
    await database.close();
    await schema?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrationsFor(database) },
    // migrateToLatest names the schema of Kysely's own tables on PostgreSQL; so must this.
    ...(schema ? { migrationTableSchema: schema.name } : {}),
  });
  const { error } = await migrator.migrateTo(migration);
  if (error) {
    await remove();
    throw error;
  }
  return { database, remove };
}

/** A user row as the first migrations knew it (no preferences), written at `now`. */
export const oldUser = (
  id: string,
  now: string,
  fields: { emailVerified?: boolean; emailReminders?: boolean } = {},
) => ({
  id,
  name: "",
  email: `${id}@example.com`,
  emailVerified: false,
  image: null,
  displayName: "",
  role: "user",
  createdAt: now,
  updatedAt: now,
  ...fields,
});
