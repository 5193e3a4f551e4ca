import { chmodSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type KyselyConfig, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { PRIVATE_FILE_MODE, SQLITE_FILE_NAME } from "../data-dir";
import type { DB } from "./schema";
import { SqliteBooleansPlugin } from "./sqlite-booleans";

export type Engine = "sqlite" | "postgres";

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  /** Where the data lives, for the start-up message (never includes a password). */
  location: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL schema to work in; tests use a fresh one each. */
  postgresSchema?: string;
  /**
   * Told when an idle PostgreSQL connection is lost (a restart, a network cut). Unheard, that error would
   * end the process; the pool simply opens a new connection for the next query.
   */
  onConnectionLost?: (error: Error) => void;
  /** How the PostgreSQL connections name themselves in `pg_stat_activity`. */
  applicationName?: string;
  /** Told the SQL of every query run, e.g. for a test that counts the queries something costs. */
  onQuery?: (sql: string) => void;
}

export function openDatabase(options: DatabaseOptions): Database {
  return options.databaseUrl
    ? openPostgres({ ...options, databaseUrl: options.databaseUrl })
    : openSqlite(path.join(options.dataDir, SQLITE_FILE_NAME), options.onQuery);
}

function queryLog(onQuery: ((sql: string) => void) | undefined): KyselyConfig["log"] {
  if (!onQuery) return undefined;
  return (event) => {
    if (event.level === "query") onQuery(event.query.sql);
  };
}

function openSqlite(file: string, onQuery?: (sql: string) => void): Database {
  const sqlite = new SQLite(file);
  // Before any write: SQLite gives the -wal, -shm and -journal files it makes later its database file's mode.
  chmodSync(file, PRIVATE_FILE_MODE);
  sqlite.pragma("journal_mode = WAL");
  // FULL: a write the API has acknowledged survives a crash or power loss, not only a process kill.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new SqliteBooleansPlugin()],
    log: queryLog(onQuery),
  });
  return { db, engine: "sqlite", location: file, close: () => db.destroy() };
}

function openPostgres({
  databaseUrl,
  postgresSchema,
  onConnectionLost = () => {},
  applicationName,
  onQuery,
}: DatabaseOptions & { databaseUrl: string }): Database {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    ...(postgresSchema ? { options: `-c search_path=${postgresSchema}` } : {}),
    ...(applicationName ? { application_name: applicationName } : {}),
  });
  pool.on("error", onConnectionLost);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log: queryLog(onQuery) });
  const url = new URL(databaseUrl);
  url.password = "";
  return { db, engine: "postgres", location: url.toString(), close: () => db.destroy() };
}

export async function isDatabaseReachable(db: Kysely<DB>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
