import type { BusMessage, TaskChangeListener } from "./task-events";

/** The in-process half of every bus: who listens for which user, and who wants to hear of shutdown. */
export function createLocalDelivery() {
  const listeners = new Map<string, Set<TaskChangeListener>>();
  const closeListeners = new Set<() => void>();
  return {
    /** To the streams of the message's user; a resync without a user goes to every stream. */
    deliver(message: BusMessage) {
      const streams = message.userId === undefined ? [...listeners.values()] : [listeners.get(message.userId) ?? []];
      for (const forUser of streams) for (const listener of forUser) listener(message);
    },

    subscribe(userId: string, listener: TaskChangeListener) {
      const forUser = listeners.get(userId) ?? new Set();
      forUser.add(listener);
      listeners.set(userId, forUser);
      return () => {
        forUser.delete(listener);
        if (forUser.size === 0) listeners.delete(userId);
      };
    },
    onClose(listener: () => void) {
      closeListeners.add(listener);
      return () => closeListeners.delete(listener);
    },
    closeAll() {
      for (const listener of closeListeners) listener();
      closeListeners.clear();
      listeners.clear();
    },
  };
}
