import { useSyncExternalStore } from "react";

/**
 * Lists this tab shows as gone while their deletion waits out its Undo: they, and every task in them, stay off
 * the screen, whatever the server still answers meanwhile.
 */
let hidden: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

function setHidden(next: ReadonlySet<string>) {
  hidden = next;
  for (const listener of listeners) listener();
}

export const hideList = (id: string) => setHidden(new Set([...hidden, id]));
export const unhideList = (id: string) => setHidden(new Set([...hidden].filter((candidate) => candidate !== id)));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useHiddenLists(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, () => hidden);
}
