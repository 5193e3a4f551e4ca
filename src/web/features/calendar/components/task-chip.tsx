import type { Task } from "../../../../shared/schemas/task";
import { formatTime, isOverdue } from "../../../../shared/time/format-date";
import { usePreferences } from "../../../lib/preferences";
import { startTaskDrag } from "../../../lib/task-drag";
import { PriorityFlag } from "../../tasks/components/priority-flag";
import { isSaving } from "../../tasks/hooks/use-task-actions";

/**
 * A task on a calendar's day or in its tray: its time (unless all day), priority flag and title, dragged with a
 * mouse to another day. Not a tab stop: a day's gridcell names its tasks, and its dialog lists them with every action.
 */
export function TaskChip({ task }: { task: Task }) {
  const { timeZone, hour12 } = usePreferences();
  const saving = isSaving(task);
  return (
    <li
      className="calendar-chip"
      data-task-id={task.id}
      data-overdue={isOverdue(task, { timeZone }) || undefined}
      draggable={!saving}
      title={task.title}
      onDragStart={(event) => startTaskDrag(event, task.id)}
    >
      {task.dueAt && !task.dueAllDay && (
        <time className="calendar-chip-time" dateTime={task.dueAt}>
          {formatTime(task.dueAt, { timeZone, hour12 })}
        </time>
      )}
      <PriorityFlag priority={task.priority} compact />
      <span className="calendar-chip-title">{task.title}</span>
    </li>
  );
}
