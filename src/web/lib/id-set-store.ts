import { useSyncExternalStore } from "react";

/**
 * A set of ids shared by every component of the tab, outside React's state so that any component (or a callback
 * of a mutation) can change it. With `sessionStorage` given a key, it outlives reloads for the tab's session.
 */
export function createIdSetStore({ sessionKey }: { sessionKey?: string } = {}) {
  const listeners = new Set<() => void>();
  let ids: ReadonlySet<string> = new Set(sessionKey ? readStored(sessionKey) : []);

  const set = (id: string, present: boolean) => {
    if (ids.has(id) === present) return;
    const next = new Set(ids);
    if (present) next.add(id);
    else next.delete(id);
    ids = next;
    if (sessionKey) sessionStorage.setItem(sessionKey, JSON.stringify([...ids]));
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    set,
    /** The whole set; a new object after every change. */
    useIds: (): ReadonlySet<string> => useSyncExternalStore(subscribe, () => ids),
    /** Whether one id is in the set: re-renders only when that answer changes. */
    useHas: (id: string): boolean => useSyncExternalStore(subscribe, () => ids.has(id)),
  };
}

function readStored(key: string): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? "[]");
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}
