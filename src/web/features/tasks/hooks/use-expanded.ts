import { createIdSetStore } from "../../../lib/id-set-store";

/** Which tasks show their subtasks: kept for the tab's session, so a reload or a trip elsewhere keeps them open. */
const expanded = createIdSetStore({ sessionKey: "taskmind.expanded-tasks" });

export const setExpanded = expanded.set;

/** Whether the task shows its subtasks. */
export const useExpanded = expanded.useHas;
