import { type Migration, type MigrationProvider, Migrator } from "kysely";
import type { Database } from "./connection";
import { initial } from "./migrations/0001-initial";

/** The one migration set; names sort in the order they apply. */
function migrationsFor(database: Database): Record<string, Migration> {
  return {
    "0001-initial": initial(database.engine),
  };
}

/** Brings the schema up to date. On PostgreSQL, Kysely's lock lets several instances start at once. */
export async function migrateToLatest(database: Database): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(database) };
  const migrator = new Migrator({ db: database.db, provider });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${String(error)}`);
}
