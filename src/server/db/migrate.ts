import { type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import type { Database } from "./connection";
import { initial } from "./migrations/0001-initial";
import { taskDetails } from "./migrations/0002-task-details";
import { taskIndexes } from "./migrations/0003-task-indexes";
import { userPreferences } from "./migrations/0004-user-preferences";
import { admin } from "./migrations/0005-admin";
import { imports } from "./migrations/0006-imports";
import { taskRecurrence } from "./migrations/0007-task-recurrence";
import { assistant } from "./migrations/0008-assistant";
import { dailyCapacity } from "./migrations/0009-daily-capacity";
import { postponedCount } from "./migrations/0010-postponed-count";
import { assistantModelPreference } from "./migrations/0011-assistant-model-preference";
import { lists } from "./migrations/0012-lists";
import { importedLists } from "./migrations/0013-imported-lists";
import { subtasks } from "./migrations/0014-subtasks";
import { reminders } from "./migrations/0015-reminders";
import { pushSubscriptions } from "./migrations/0016-push-subscriptions";
import { subtreeIndexes } from "./migrations/0017-subtree-indexes";
import { assistantHistorySize } from "./migrations/0018-assistant-history-size";
import { unprovedEmailReminders } from "./migrations/0019-unproved-email-reminders";
import { pendingRemindersByUser } from "./migrations/0020-pending-reminders-by-user";
import { assistantQuestionLanguage } from "./migrations/0021-assistant-question-language";
import { tasksByCompletion } from "./migrations/0022-tasks-by-completion";

/** The one migration set; names sort in the order they apply. */
export function migrationsFor(database: Database): Record<string, Migration> {
  return {
    "0001-initial": initial(database.engine),
    "0002-task-details": taskDetails(database.engine),
    "0003-task-indexes": taskIndexes(database.engine),
    "0004-user-preferences": userPreferences(),
    "0005-admin": admin(database.engine),
    "0006-imports": imports(database.engine),
    "0007-task-recurrence": taskRecurrence(),
    "0008-assistant": assistant(database.engine),
    "0009-daily-capacity": dailyCapacity(),
    "0010-postponed-count": postponedCount(),
    "0011-assistant-model-preference": assistantModelPreference(database.engine),
    "0012-lists": lists(database.engine),
    "0013-imported-lists": importedLists(),
    "0014-subtasks": subtasks(),
    "0015-reminders": reminders(database.engine),
    "0016-push-subscriptions": pushSubscriptions(database.engine),
    "0017-subtree-indexes": subtreeIndexes(),
    "0018-assistant-history-size": assistantHistorySize(database.engine),
    "0019-unproved-email-reminders": unprovedEmailReminders(database.engine),
    "0020-pending-reminders-by-user": pendingRemindersByUser(),
    "0021-assistant-question-language": assistantQuestionLanguage(),
    "0022-tasks-by-completion": tasksByCompletion(),
  };
}

/** Brings the schema up to date. On PostgreSQL, Kysely's lock lets several instances start at once. */
export async function migrateToLatest(database: Database): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(database) };
  const migrator = new Migrator({
    db: database.db,
    provider,
    // Kysely looks for its bookkeeping tables in every schema; name ours, or another schema's would do.
    ...(database.engine === "postgres" ? { migrationTableSchema: await currentSchema(database) } : {}),
  });
  for (let attempt = 1; ; attempt++) {
    const { error } = await migrator.migrateToLatest();
    if (!error) return;
    if (attempt < SCHEMA_RACE_ATTEMPTS && isSchemaDroppedMeanwhile(error)) continue;
    throw error instanceof Error ? error : new Error(`Migration failed: ${String(error)}`);
  }
}

/**
 * Kysely checks for its bookkeeping tables by listing the tables of every schema; another schema dropped
 * during that listing (by another application or test run sharing the server) fails it with "schema does
 * not exist" although nothing of ours is wrong. Migrations run in a transaction, so trying again is safe.
 */
const SCHEMA_RACE_ATTEMPTS = 3;

function isSchemaDroppedMeanwhile(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "3F000";
}

async function currentSchema({ db }: Database): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error("PostgreSQL reports no current schema: check the search_path of DATABASE_URL");
  return schema;
}
