import { createLocalDelivery } from "./local-delivery";
import type { TaskEventBus } from "./task-events";

/** For the embedded SQLite database, which one process owns: changes never leave it. */
export function createMemoryBus(): TaskEventBus {
  const local = createLocalDelivery();
  return {
    publish: async (change) => local.deliver(change),
    subscribe: local.subscribe,
    onClose: local.onClose,
    close: async () => local.closeAll(),
  };
}
