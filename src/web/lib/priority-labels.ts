import type { TaskPriority } from "../../shared/schemas/task";

/** A priority's name on screen: the task forms, the priority flag and the quick add's preview say it alike. */
export const PRIORITY_LABELS: Record<TaskPriority, string> = {
  none: "None",
  low: "Low",
  medium: "Medium",
  high: "High",
};
