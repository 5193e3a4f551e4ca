import { type ServerType, serve } from "@hono/node-server";
import { prepareDateReaders } from "../shared/quick-add/parse-quick-add";
import { createApp } from "./app";
import { createAuth } from "./auth/auth";
import { createPasswordHashing, type PasswordHasher } from "./auth/password-hashing";
import { type Clock, systemClock } from "./clock";
import { compose } from "./compose";
import type { Config } from "./config";
import { type Database, openDatabase } from "./db/connection";
import { migrateToLatest } from "./db/migrate";
import { createMemoryBus } from "./events/memory-bus";
import { createPostgresBus, eventBusApplicationName } from "./events/postgres-bus";
import { sessionsEndedAnnouncer } from "./events/task-events";
import { REMINDER_POLL_MS, type ReminderScheduler } from "./features/reminders/reminder-scheduler";
import { IMPORT_LEASE_MS } from "./features/transfer/transfer.service";
import type { Logger } from "./logger";
import { createMailer } from "./mail/mailer";

export interface RunningServer {
  database: Database;
  /** Sends the reminders due now; the server runs it every REMINDER_POLL_MS, and tests when they move the clock. */
  reminders: Pick<ReminderScheduler, "runDue">;
  /** The port actually listened on (useful with port 0). */
  port: number;
  /** Every handler the app registered (middleware too), as Hono lists them: what the access matrix must cover. */
  routes: readonly { method: string; path: string }[];
  /**
   * Ends event streams, stops accepting connections, lets in-flight requests finish (their changes still
   * published), then closes the event bus and the database.
   */
  close(): Promise<void>;
}

export interface StartOptions {
  webRoot?: string;
  postgresSchema?: string;
  /** The system clock unless a test fixes the time. */
  clock?: Clock;
  /** Scrypt unless a test needs to hold password checks in flight. */
  passwordHasher?: PasswordHasher;
  /** Told the SQL of every query (tests that count queries). */
  onQuery?: (sql: string) => void;
  /** false: reminders go out only when `reminders.runDue` is called (tests moving a fixed clock). */
  pollReminders?: boolean;
}

/** The name the server's database connections carry (the event bus's have their own). */
export function serverApplicationName(port: number): string {
  return `taskmind:${port}`;
}

/** Opens and migrates the database, wires the app and listens. Used by `main.ts` and the API tests. */
export async function startServer(config: Config, logger: Logger, options: StartOptions = {}): Promise<RunningServer> {
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    ...(options.postgresSchema ? { postgresSchema: options.postgresSchema } : {}),
    ...(options.onQuery ? { onQuery: options.onQuery } : {}),
    applicationName: serverApplicationName(config.port),
    onConnectionLost: (error) =>
      logger.warn({ err: error }, "A PostgreSQL connection was lost; the next query opens a new one"),
  });
  await migrateToLatest(database);
  const events = config.databaseUrl
    ? await createPostgresBus({
        databaseUrl: config.databaseUrl,
        logger,
        applicationName: eventBusApplicationName(config.port),
      })
    : createMemoryBus();
  const clock = options.clock ?? systemClock;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    logger,
    clock,
  });
  const passwordHashing = createPasswordHashing(options.passwordHasher);
  const auth = createAuth({
    db: database.db,
    engine: database.engine,
    baseUrl: config.baseUrl,
    secret: config.authSecret,
    mailer,
    logger,
    passwordHasher: passwordHashing.hasher,
    onSessionEnded: sessionsEndedAnnouncer(events),
  });
  const services = compose({
    database,
    clock,
    events,
    auth,
    passwordHashing,
    logger,
    mailer,
    baseUrl: config.baseUrl,
    signupsClosed: config.signupsClosed,
    assistantModel: config.assistantModel,
    webPush: config.webPush,
    startedAt: clock.now().getTime(),
  });
  const app = createApp({
    services,
    database,
    clock,
    auth,
    logger,
    baseUrl: config.baseUrl,
    trustProxy: config.trustProxy,
    assistantModel: config.assistantModel !== undefined,
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
  });

  // The date readers are built now, not by the first message that needs one.
  prepareDateReaders();
  const server = await listen(app.fetch, config.host, config.port);
  // An import cut off by a crash, here or on another instance, is undone once its lease has run out.
  let recovering = Promise.resolve();
  const recoverNow = () => {
    recovering = recovering
      .then(() => services.transfer.recoverStale())
      .catch((error: unknown) => logger.error({ err: error }, "Undoing an import cut off by a crash failed"));
  };
  recoverNow();
  const recovery = setInterval(recoverNow, IMPORT_LEASE_MS).unref();
  const { reminders } = services;
  // Once now, so that reminders due while the server was down go out as it comes back; then every poll. A poll
  // while a round still runs (slow deliveries) is skipped, not queued behind it: polls cannot pile up.
  let sending: Promise<void> | undefined;
  const sendDue = () => {
    if (sending !== undefined) return;
    sending = reminders
      .runDue()
      .then(
        () => undefined,
        // Nothing was claimed (the claim rolled back): the next poll tries again.
        (error: unknown) =>
          logger.warn({ err: error }, "Sending the reminders due failed; trying again at the next poll"),
      )
      .finally(() => {
        sending = undefined;
      });
  };
  const polling = options.pollReminders ?? true;
  if (polling) sendDue();
  const reminderPoll = polling ? setInterval(sendDue, REMINDER_POLL_MS).unref() : undefined;
  const address = server.address();
  return {
    database,
    port: typeof address === "object" && address ? address.port : config.port,
    routes: app.routes.map(({ method, path }) => ({ method, path })),
    reminders,
    close: async () => {
      clearInterval(recovery);
      clearInterval(reminderPoll);
      await recovering;
      await sending;
      // Open event streams would hold the server open: end them first.
      events.endStreams();
      // close() ends the connections idle now; one that finishes its last request later is ended at once too,
      // rather than held open for the keep-alive timeout.
      if ("keepAliveTimeout" in server) server.keepAliveTimeout = 1;
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      await events.close();
      await database.close();
    },
  };
}

/**
 * How long an idle keep-alive connection stays open. Node's 5 s is shorter than clients and proxies keep theirs
 * (browsers, load balancers: about a minute), so one reusing a connection just as the server drops it gets a
 * reset instead of an answer; a server outliving its clients' idle time never drops a connection under them.
 * `close()` still ends idle connections at once.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

function listen(fetch: Parameters<typeof serve>[0]["fetch"], hostname: string, port: number): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, hostname, port }, () => resolve(server));
    if ("keepAliveTimeout" in server) {
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      // Node requires the wait for a request's headers to outlast the idle wait, or it cuts slow first requests.
      server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
    }
    server.once("error", reject);
  });
}
