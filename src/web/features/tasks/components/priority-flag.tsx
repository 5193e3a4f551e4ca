import { Flag } from "lucide-react";
import type { TaskPriority } from "../../../../shared/schemas/task";
import { PRIORITY_LABELS } from "../../../lib/priority-labels";
import "./tasks.css";

/**
 * A task's priority as a flag in its colour (high red, medium orange, low blue), never by colour alone: it is
 * named ("High priority"), and beside a task's title the level is written out too. Nothing for no priority.
 */
export function PriorityFlag({ priority, compact = false }: { priority: TaskPriority; compact?: boolean }) {
  if (priority === "none") return null;
  const name = `${PRIORITY_LABELS[priority]} priority`;
  return (
    <span className="priority-flag" data-priority={priority} role="img" aria-label={name} title={name}>
      <Flag size={compact ? 12 : 14} fill="currentColor" aria-hidden="true" />
      {!compact && PRIORITY_LABELS[priority]}
    </span>
  );
}
