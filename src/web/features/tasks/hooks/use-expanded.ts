import { useSyncExternalStore } from "react";

/** Which tasks show their subtasks: kept for the tab's session, so a reload or a trip elsewhere keeps them open. */
const STORAGE_KEY = "taskmind.expanded-tasks";
const listeners = new Set<() => void>();

function read(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

let expanded = new Set(read());

export function setExpanded(taskId: string, open: boolean): void {
  if (expanded.has(taskId) === open) return;
  expanded = new Set(expanded);
  if (open) expanded.add(taskId);
  else expanded.delete(taskId);
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...expanded]));
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the task shows its subtasks. */
export function useExpanded(taskId: string): boolean {
  return useSyncExternalStore(subscribe, () => expanded.has(taskId));
}
