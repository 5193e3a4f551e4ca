import pg from "pg";
import { DATABASE_CONNECT_TIMEOUT_MS } from "../db/connection";
import type { Logger } from "../logger";
import { createLocalDelivery } from "./local-delivery";
import type { BusMessage, TaskEventBus } from "./task-events";

const CHANNEL = "taskmind_task_changes";
/** After losing the connection: first retry, then doubling up to the most. */
export const LISTENER_RETRY_MS = { first: 100, most: 5000 } as const;
/**
 * The listener only ever receives, so a peer that vanished without a word (a NAT or firewall dropping an
 * idle connection) would go unnoticed for ever; TCP keep-alive probes after this much silence find it.
 */
const LISTENER_KEEPALIVE_MS = 30_000;

/**
 * How an instance's bus connections show in pg_stat_activity. By port, so an operator — or a test — can
 * tell which instance a connection belongs to (pg_stat_activity already shows the client address).
 */
export function eventBusApplicationName(port: number): string {
  return `taskmind-events:${port}`;
}

export interface PostgresBusOptions {
  databaseUrl: string;
  logger: Logger;
  applicationName: string;
}

/**
 * Fans changes out through PostgreSQL LISTEN/NOTIFY: every instance listens on one channel and
 * delivers what it hears to its own streams, including what it published itself. A lost listening
 * connection (a PostgreSQL restart, a network cut) is re-opened with backoff; as notifications sent
 * meanwhile are gone, every open stream is then told to resync.
 */
export async function createPostgresBus({
  databaseUrl,
  logger,
  applicationName,
}: PostgresBusOptions): Promise<TaskEventBus> {
  const local = createLocalDelivery();
  const publisher = new pg.Pool({
    connectionString: databaseUrl,
    max: 2,
    application_name: applicationName,
    connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
  });
  // A pool whose idle connection drops emits "error", which unheard would end the process; the next
  // publish simply opens a new connection.
  publisher.on("error", (error) => logger.warn({ err: error }, "The PostgreSQL event publisher lost a connection"));
  let listener: pg.Client | undefined;
  /** A reconnection under way, which close() waits for so that it leaves no client behind. */
  let reconnecting: Promise<void> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let retryMs: number = LISTENER_RETRY_MS.first;
  let closed = false;

  async function listen(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: databaseUrl,
      application_name: applicationName,
      // A connection attempt that meets a server neither up nor down (starting, or unreachable) would otherwise
      // wait for ever, and with it every later reconnection: changes would stop reaching this instance's streams.
      connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: LISTENER_KEEPALIVE_MS,
    });
    client.on("notification", ({ payload }) => {
      if (payload) local.deliver(JSON.parse(payload) as BusMessage);
    });
    // A lost connection emits "error" (not always) and then "end"; the error only explains the end.
    let cause: unknown;
    client.on("error", (error) => {
      cause = error;
    });
    client.on("end", () => {
      if (listener !== client) return;
      listener = undefined;
      logger.warn({ err: cause, retryMs }, "The PostgreSQL event listener lost its connection; reconnecting");
      retryLater();
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  function retryLater(): void {
    if (closed) return;
    retry = setTimeout(() => {
      retry = undefined;
      reconnecting = reconnect().finally(() => {
        reconnecting = undefined;
      });
    }, retryMs);
  }

  async function reconnect(): Promise<void> {
    try {
      const client = await listen();
      if (closed) return void (await client.end());
      listener = client;
      retryMs = LISTENER_RETRY_MS.first;
      logger.info("The PostgreSQL event listener is connected again");
      local.deliver({ type: "resync" });
    } catch (error) {
      if (closed) return;
      retryMs = Math.min(retryMs * 2, LISTENER_RETRY_MS.most);
      logger.warn({ err: error, retryMs }, "The PostgreSQL event listener could not reconnect yet");
      retryLater();
    }
  }

  listener = await listen();
  return {
    async publish(change) {
      await publisher.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(change)]);
    },
    subscribe: local.subscribe,
    subscribeAll: local.subscribeAll,
    onClose: local.onClose,
    endStreams: local.closeAll,
    async close() {
      closed = true;
      clearTimeout(retry);
      local.closeAll();
      const open = listener;
      listener = undefined;
      await Promise.all([open?.end(), reconnecting, publisher.end()]);
    },
  };
}
