import { chmodSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type KyselyConfig, PostgresDialect, type SqliteDatabase, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { PRIVATE_FILE_MODE, SQLITE_FILE_NAME } from "../data-dir";
import type { DB } from "./schema";
import { SqliteBooleansPlugin } from "./sqlite-booleans";

export type Engine = "sqlite" | "postgres";

/**
 * How long a request waits for a new PostgreSQL connection before it is answered 503: a database server that
 * is down refuses at once, but one that is unreachable (a network cut) would otherwise keep it waiting for ever.
 */
export const DATABASE_CONNECT_TIMEOUT_MS = 5_000;

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
  const database = withPreparedStatements(sqlite);
  // Through the kept statements, not `sqlite.pragma()`, whose statements would become garbage (see below).
  const pragma = (text: string) => {
    const statement = database.prepare(`pragma ${text}`);
    return statement.reader ? statement.all([]) : statement.run([]);
  };
  pragma("journal_mode = WAL");
  // FULL: a write the API has acknowledged survives a crash or power loss, not only a process kill.
  pragma("synchronous = FULL");
  pragma("foreign_keys = ON");
  pragma("busy_timeout = 5000");
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database }),
    plugins: [new SqliteBooleansPlugin()],
    log: queryLog(onQuery),
  });
  return { db, engine: "sqlite", location: file, close: () => db.destroy() };
}

/**
 * A PostgreSQL connection that gives up connecting after `DATABASE_CONNECT_TIMEOUT_MS`, and that hears its own
 * loss. The pool listens to idle connections only: one lost while a request holds it (between the statements of
 * a transaction, say, as when PostgreSQL shuts down) would emit an unheard error and end the process. Its loss
 * needs no telling here: the request's next query on it fails (503) and the pool drops it.
 */
class TimelyClient extends pg.Client {
  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS });
    this.on("error", () => {});
  }
}

/**
 * Statements kept prepared. Kysely asks for a statement on every query, and better-sqlite3 compiles one each
 * time (a fifth of the CPU of a simple request); the same SQL text always compiles to the same statement, so it
 * is compiled once, and kept: one per SQL text and per query running it at once (a streamed query holds its
 * statement until it is read out).
 *
 * Kept, never dropped, for a second reason: on Node 24, better-sqlite3 12 can abort the process when the garbage
 * collector destroys one of its statements or databases at an unlucky moment (Node 24's ObjectWrap asserts an
 * environment that a collection outside any context lacks: WiseLibs/better-sqlite3#1515). Version 13 fixes that
 * but needs Node 22, and we support Node 20. So none of them ever becomes garbage. The texts are bounded by the
 * code: each varying part (an `in (?, ?, …)` list, the words of a search, the rows of an import batch) has a
 * named maximum, so this holds a few hundred statements in practice.
 */
function withPreparedStatements(sqlite: SQLite.Database): SqliteDatabase {
  databasesKeptForTheProcess.add(sqlite);
  const statements = new Map<string, SQLite.Statement[]>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      const kept = statements.get(text) ?? [];
      const idle = kept.find((statement) => !statement.busy);
      if (idle) return idle;
      const statement = sqlite.prepare(text);
      statements.set(text, [...kept, statement]);
      return statement;
    },
  };
}

/** See withPreparedStatements: a closed database is kept too, so that it is never garbage-collected. */
const databasesKeptForTheProcess = new Set<SQLite.Database>();

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
    // The connection's own timeout, not the pool's: that one would also turn away requests merely waiting their
    // turn for a connection under a burst of load.
    Client: TimelyClient,
    // A server that vanished without a word (a NAT or firewall dropping the connection) is found out.
    keepAlive: true,
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

/** SQLSTATEs of a database server that cannot serve now (connection exceptions, shutting down, too many clients). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
/** The network's words for a server that is not there. */
const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH"]);
/** node-postgres's own errors for a connection lost, or never made, in time. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether an error means the database cannot be reached now (it is down, restarting, cut off, or SQLite's file
 * stayed locked past the busy timeout) rather than that something is wrong with the request or the code: such a
 * request is worth trying again shortly, and is answered 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNAVAILABLE_SQLSTATE.test(code) || UNREACHABLE_CODES.has(code))) return true;
  if (code === "SQLITE_BUSY" || LOST_CONNECTION.test(error.message)) return true;
  // Connecting to a host name with several addresses fails with each of them.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return isDatabaseUnavailable(error.cause);
}
