import { createLocalDelivery } from "./local-delivery";
import type { TaskEventBus } from "./task-events";

/** For the embedded SQLite database, which one process owns: changes never leave it. */
export function createMemoryBus(): TaskEventBus {
  const local = createLocalDelivery();
  return {
    publish: async (change) => local.deliver(change),
    subscribe: local.subscribe,
    subscribeAll: local.subscribeAll,
    onClose: local.onClose,
    endStreams: local.closeAll,
    close: async () => local.closeAll(),
  };
}
