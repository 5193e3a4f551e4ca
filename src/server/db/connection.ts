import { chmodSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type KyselyConfig, PostgresDialect, type SqliteDatabase, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { PRIVATE_FILE_MODE, SQLITE_FILE_NAME } from "../data-dir";
import { FixedShapeInListsPlugin } from "./fixed-shapes";
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
  const statements = new StatementCache(() => {
    const sqlite = new SQLite(file);
    // Before any write: SQLite gives the -wal, -shm and -journal files it makes later its database file's mode.
    chmodSync(file, PRIVATE_FILE_MODE);
    return sqlite;
  });
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: statements }),
    plugins: [new SqliteBooleansPlugin(), new FixedShapeInListsPlugin()],
    log: queryLog(onQuery),
  });
  statementCaches.set(db, statements);
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
 * How many statements one SQLite connection keeps prepared before it is renewed (see StatementCache). The
 * queries' texts are bounded by the code (every varying part has a fixed shape: fixed-shapes.ts), to a few
 * hundred; this is the ceiling should that ever stop being so, at a few kilobytes a statement (up to a few
 * megabytes for an `in` list of thousands), rather than a server that grows until restarted.
 */
export const SQLITE_STATEMENTS_MAX = 2_000;

/**
 * Statements kept prepared. Kysely asks for a statement on every query, and better-sqlite3 compiles one each
 * time (a fifth of the CPU of a simple request); the same SQL text always compiles to the same statement, so it
 * is compiled once, and kept: one per SQL text and per query running it at once (a streamed query holds its
 * statement until it is read out).
 *
 * Never dropped one by one, for a second reason: on Node 24, better-sqlite3 12 can abort the process when the
 * garbage collector destroys one of its statements or databases at an unlucky moment (Node 24's ObjectWrap
 * asserts an environment that a collection outside any context lacks: WiseLibs/better-sqlite3#1515). Version 13
 * fixes that but needs Node 22, and we support Node 20. So none of them ever becomes garbage, and an LRU that
 * evicts statements is ruled out. Instead, past SQLITE_STATEMENTS_MAX, at the first query outside a transaction
 * with no statement being read, the connection is closed, which frees every statement's SQLite memory (the bulk
 * of it), and a new one opened whose statements are prepared afresh as they are used. On Node 24 the closed
 * connection's statements' JavaScript objects (about 600 bytes each) stay referenced, for the reason above.
 */
class StatementCache implements SqliteDatabase {
  private connection: SQLite.Database;
  private statements = new Map<string, SQLite.Statement[]>();
  private kept = 0;

  constructor(private readonly connect: () => SQLite.Database) {
    this.connection = this.open();
  }

  /** Statements prepared on the open connection. */
  get size(): number {
    return this.kept;
  }

  prepare(text: string): SQLite.Statement {
    const kept = this.statements.get(text) ?? [];
    const idle = kept.find((candidate) => !candidate.busy);
    if (idle) return idle;
    if (this.kept >= SQLITE_STATEMENTS_MAX && this.isQuiet()) return this.renew().prepare(text);
    const statement = this.connection.prepare(text);
    this.statements.set(text, [...kept, statement]);
    this.kept += 1;
    return statement;
  }

  close(): void {
    this.connection.close();
  }

  private open(): SQLite.Database {
    const connection = this.connect();
    objectsKeptForTheProcess.add(connection);
    // Through the kept statements, not `connection.pragma()`, whose statements would become garbage (see above).
    const pragma = (text: string) => {
      const statement = this.prepare(`pragma ${text}`);
      return statement.reader ? statement.all([]) : statement.run([]);
    };
    this.connection = connection;
    pragma("journal_mode = WAL");
    // FULL: a write the API has acknowledged survives a crash or power loss, not only a process kill.
    pragma("synchronous = FULL");
    pragma("foreign_keys = ON");
    pragma("busy_timeout = 5000");
    return connection;
  }

  /** Nothing would notice the connection change: no transaction open, no statement half read. */
  private isQuiet(): boolean {
    if (this.connection.inTransaction) return false;
    for (const kept of this.statements.values()) if (kept.some((statement) => statement.busy)) return false;
    return true;
  }

  private renew(): this {
    if (STATEMENTS_MAY_NOT_BE_COLLECTED) {
      for (const kept of this.statements.values())
        for (const statement of kept) objectsKeptForTheProcess.add(statement);
    }
    this.statements = new Map();
    this.kept = 0;
    this.connection.close();
    this.open();
    return this;
  }
}

/** Node 24 and later, whose ObjectWrap can abort when a statement is collected (see StatementCache). */
const STATEMENTS_MAY_NOT_BE_COLLECTED = Number(process.versions.node.split(".")[0]) >= 24;

/** See StatementCache: closed connections and their statements are kept, so they never become garbage. */
const objectsKeptForTheProcess = new Set<SQLite.Database | SQLite.Statement>();

const statementCaches = new WeakMap<Kysely<DB>, StatementCache>();

/** How many statements a SQLite database keeps prepared now (undefined on PostgreSQL), for tests of the bound. */
export const preparedStatementCount = (db: Kysely<DB>): number | undefined => statementCaches.get(db)?.size;

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
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    // Not for a cache here: so that both engines run the same SQL.
    plugins: [new FixedShapeInListsPlugin()],
    log: queryLog(onQuery),
  });
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
