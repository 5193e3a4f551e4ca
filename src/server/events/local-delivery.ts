import type { BusMessage, TaskChangeListener } from "./task-events";

/** The in-process half of every bus: who listens for which user, and who wants to hear of shutdown. */
export function createLocalDelivery() {
  const listeners = new Map<string, Set<TaskChangeListener>>();
  const everyUserListeners = new Set<TaskChangeListener>();
  const closeListeners = new Set<() => void>();
  return {
    /**
     * To those listening for every user first (so a cache forgets an ended session before any stream hears
     * of it), then to the streams of the message's user; a resync without a user goes to every stream.
     */
    deliver(message: BusMessage) {
      for (const listener of everyUserListeners) listener(message);
      const streams = message.userId === undefined ? [...listeners.values()] : [listeners.get(message.userId) ?? []];
      for (const forUser of streams) for (const listener of forUser) listener(message);
    },

    subscribeAll(listener: TaskChangeListener) {
      everyUserListeners.add(listener);
      return () => {
        everyUserListeners.delete(listener);
      };
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
      everyUserListeners.clear();
    },
  };
}
