import pg from "pg";
import type { Logger } from "../logger";
import { createLocalDelivery } from "./local-delivery";
import type { TaskChange, TaskEventBus } from "./task-events";

const CHANNEL = "taskmind_task_changes";

/**
 * Fans changes out through PostgreSQL LISTEN/NOTIFY: every instance listens on one channel and
 * delivers what it hears to its own streams, including what it published itself.
 */
export async function createPostgresBus(databaseUrl: string, logger: Logger): Promise<TaskEventBus> {
  const local = createLocalDelivery();
  const listener = new pg.Client({ connectionString: databaseUrl });
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  listener.on("notification", ({ payload }) => {
    if (payload) local.deliver(JSON.parse(payload) as TaskChange);
  });
  listener.on("error", (error) => logger.error({ err: error }, "The PostgreSQL event listener failed"));
  await listener.connect();
  await listener.query(`listen ${CHANNEL}`);

  return {
    async publish(change) {
      await publisher.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(change)]);
    },
    subscribe: local.subscribe,
    onClose: local.onClose,
    async close() {
      local.closeAll();
      await Promise.all([listener.end(), publisher.end()]);
    },
  };
}
