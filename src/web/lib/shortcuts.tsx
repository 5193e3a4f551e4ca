import { createContext, use } from "react";

/**
 * The fields a page offers to the keys that work on every signed-in page, marked `data-shortcut` on the field:
 * `n` focuses its quick add, `/` its search.
 */
export const SHORTCUT_FIELD = {
  newTask: { "data-shortcut": "new-task" },
  search: { "data-shortcut": "search" },
} as const;

/** The keys that work on every signed-in page, as the help dialog shows them. */
export const GLOBAL_SHORTCUTS = [
  { keys: ["n"], action: "New task (the page's quick add, or a box of its own)" },
  { keys: ["/"], action: "Search your tasks" },
  { keys: ["?"], action: "Show these shortcuts" },
] as const;

/** Opens the keyboard shortcuts' help, the `?` key's dialog (given by the signed-in layout). */
export const ShowShortcutsContext = createContext<() => void>(() => {});

export function useShowShortcuts(): () => void {
  return use(ShowShortcutsContext);
}

/** Whether a key press belongs to something else than the page: typing in a field, or an open dialog. */
export function isTypingOrInDialog(event: KeyboardEvent): boolean {
  if (event.defaultPrevented) return true;
  const target = event.target as HTMLElement | null;
  if (target?.closest("input, textarea, select, [contenteditable='true']")) return true;
  return document.querySelector("dialog[open]") !== null;
}
