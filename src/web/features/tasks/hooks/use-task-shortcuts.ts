import { type RefObject, useEffect, useEffectEvent } from "react";
import { isTypingOrInDialog } from "../../../lib/shortcuts";

export interface TaskShortcutActions {
  toggle: (taskId: string) => void;
  edit: (taskId: string) => void;
  remove: (taskId: string) => void;
  /** One place up (-1) or down (1) in "My order". */
  move: (taskId: string, step: -1 | 1) => void;
  /** Asks which list to move the task to. */
  moveToList: (taskId: string) => void;
  /**
   * Makes the task a subtask of the one above it, or (`outdent`) of its parent's parent. Whether there was such
   * a move to make (a refused one counts): when not, Tab moves focus as usual.
   */
  nest: (taskId: string, outdent: boolean) => boolean;
}

/** The task list's own shortcuts, as the help dialog shows them (after those of every page). */
export const TASK_SHORTCUTS = [
  { keys: ["j"], action: "Next task" },
  { keys: ["k"], action: "Previous task" },
  { keys: ["x"], action: "Complete or reopen the task" },
  { keys: ["e"], action: "Edit the task" },
  { keys: ["Delete"], action: "Delete the task (with Undo)" },
  { keys: ["m"], action: "Move the task to another list" },
  { keys: ["Alt", "↑"], action: "Move the task up in My order" },
  { keys: ["Alt", "↓"], action: "Move the task down in My order" },
  { keys: ["Tab"], action: "Make the task a subtask of the one above (on a task's row)" },
  { keys: ["Shift", "Tab"], action: "Make the subtask a level less deep (on a task's row)" },
] as const;

const ROW = "[data-task-id]";

/** Alt with ↑ or ↓ alone: moving the task in focus, the one chord among the single keys. */
const MOVE_STEPS: Record<string, -1 | 1> = { ArrowUp: -1, ArrowDown: 1 };
const isMoveChord = (event: KeyboardEvent) =>
  event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey && event.key in MOVE_STEPS;

/** Typing in a field, a dialog being open or a modifier held means the key is not meant for us. */
const isForSomethingElse = (event: KeyboardEvent): boolean =>
  event.ctrlKey || event.metaKey || (event.altKey && !isMoveChord(event)) || isTypingOrInDialog(event);

/**
 * Single-key shortcuts on the task list. The task they act on is the one holding focus (a row or a control
 * in it), so they work the same after a click, a Tab or j/k, and a screen reader announces the row moved to.
 */
export function useTaskShortcuts(listRef: RefObject<HTMLElement | null>, actions: TaskShortcutActions) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (isForSomethingElse(event)) return;
    const rows = [...(listRef.current?.querySelectorAll<HTMLElement>(ROW) ?? [])];
    const current = (document.activeElement as HTMLElement | null)?.closest<HTMLElement>(ROW) ?? null;
    const currentId = current?.dataset.taskId;
    const move = (offset: number) => {
      const index = current ? rows.indexOf(current) + offset : offset > 0 ? 0 : rows.length - 1;
      rows[Math.max(0, Math.min(rows.length - 1, index))]?.focus();
    };
    const handlers: Record<string, (() => void) | undefined> = {
      j: () => move(1),
      k: () => move(-1),
      x: currentId ? () => actions.toggle(currentId) : undefined,
      e: currentId ? () => actions.edit(currentId) : undefined,
      m: currentId ? () => actions.moveToList(currentId) : undefined,
      Delete: currentId ? () => actions.remove(currentId) : undefined,
      Backspace:
        current && document.activeElement === current ? () => actions.remove(current.dataset.taskId ?? "") : undefined,
    };
    // Tab nests only from a row itself (not from its buttons), and only when there is a move to make.
    if (event.key === "Tab" && !event.altKey && current && document.activeElement === current) {
      if (actions.nest(current.dataset.taskId ?? "", event.shiftKey)) event.preventDefault();
      return;
    }
    const step = isMoveChord(event) ? MOVE_STEPS[event.key] : undefined;
    if (step !== undefined) {
      if (!currentId) return;
      event.preventDefault();
      actions.move(currentId, step);
      return;
    }
    const handler = handlers[event.key];
    if (!handler) return;
    event.preventDefault();
    handler();
  });

  useEffect(() => {
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
