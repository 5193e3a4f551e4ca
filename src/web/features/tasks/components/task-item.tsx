import { CalendarDays, CircleCheck, Flag, ListPlus, Pencil, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { formatDateTime, formatDue, isOverdue } from "../../../../shared/format-date";
import { SUBTASK_DEPTH_MAX } from "../../../../shared/limits";
import { describeRecurrence } from "../../../../shared/recurrence-rule";
import type { Task } from "../../../../shared/schemas/task";
import { usePreferences } from "../../../lib/preferences";
import { startTaskDrag } from "../../../lib/task-drag";
import { isSaving } from "../hooks/use-task-actions";
import { PRIORITY_LABELS } from "../task-form-values";
import { Subtasks, SubtaskToggle, type TaskTree } from "./subtasks";

export interface TaskItemActions {
  toggle: (task: Task) => void;
  edit: (task: Task) => void;
  remove: (task: Task) => void;
  filterByTag: (tag: string) => void;
}

/**
 * One task: a checkbox to complete it, what it is, when it is due, and its edit and delete buttons. In a tree,
 * also its subtasks (shown on demand) and a button adding one.
 */
export function TaskItem({
  task,
  actions,
  children,
  draggable = false,
  dropMark,
  tree,
  depth = 1,
}: {
  task: Task;
  actions: TaskItemActions;
  /** More about the task, below its details (e.g. the weekly review's fixes). */
  children?: ReactNode;
  /** Can be dragged onto a list, or to another place in My order. */
  draggable?: boolean;
  /** A dragged task would land just above or below this one, or under it (`into`). */
  dropMark?: "above" | "below" | "into" | undefined;
  /** Shown as a tree: its subtasks open under it. */
  tree?: TaskTree | undefined;
  /** Its level in the tree: 1 for a top-level task. */
  depth?: number;
}) {
  const saving = isSaving(task);
  const [adding, setAdding] = useState(false);
  const canNest = tree !== undefined && depth < SUBTASK_DEPTH_MAX;
  const { timeZone, hour12 } = usePreferences();
  const overdue = isOverdue(task, { timeZone });
  return (
    <li
      className="task-item"
      data-task-id={task.id}
      data-completed={task.completed}
      data-overdue={overdue}
      data-depth={tree ? depth : undefined}
      tabIndex={-1}
      aria-busy={saving}
      draggable={draggable && !saving}
      onDragStart={
        draggable
          ? (event) => {
              // A subtask's row lies inside its parent's: the parent must not take the drag over.
              event.stopPropagation();
              startTaskDrag(event, task.id);
            }
          : undefined
      }
      data-drop={dropMark}
    >
      <input
        type="checkbox"
        className="task-check"
        checked={task.completed}
        disabled={saving}
        aria-label={`Complete “${task.title}”`}
        onChange={() => actions.toggle(task)}
      />
      <div className="task-body">
        <h2 className="task-title">{task.title}</h2>
        {task.description && <p className="task-description">{task.description}</p>}
        <div className="task-meta">
          <SubtaskToggle task={task} expandable={tree !== undefined} />
          {task.dueAt && (
            <span className="task-due">
              <CalendarDays size={14} aria-hidden="true" />
              <span className="visually-hidden">Due </span>
              <time dateTime={task.dueAt}>{formatDue(task.dueAt, task.dueAllDay, { timeZone, hour12 })}</time>
              {overdue && <strong className="task-overdue-label">Overdue</strong>}
            </span>
          )}
          {task.recurrence && (
            <span className="task-recurrence">
              <span aria-hidden="true">↻</span>
              <span className="visually-hidden">Repeats </span>
              {describeRecurrence(task.recurrence)}
            </span>
          )}
          {task.priority !== "none" && (
            <span className="task-priority" data-priority={task.priority}>
              <Flag size={14} aria-hidden="true" />
              {PRIORITY_LABELS[task.priority]} priority
            </span>
          )}
          {task.tags.map((tag) => (
            <button
              key={tag}
              type="button"
              className="task-tag"
              aria-label={`Show tasks tagged ${tag}`}
              onClick={() => actions.filterByTag(tag)}
            >
              #{tag}
            </button>
          ))}
          {task.completedAt && (
            <span className="task-completed-at">
              <CircleCheck size={14} aria-hidden="true" />
              Completed{" "}
              <time dateTime={task.completedAt}>{formatDue(task.completedAt, false, { timeZone, hour12 })}</time>
            </span>
          )}
          <span className="task-time">
            Added <time dateTime={task.createdAt}>{formatDateTime(task.createdAt, { timeZone, hour12 })}</time>
          </span>
        </div>
        {children}
      </div>
      {saving ? (
        <span className="task-saving">Saving…</span>
      ) : (
        <div className="task-actions">
          {canNest && (
            <button
              type="button"
              className="icon-button"
              aria-label={`Add a subtask to “${task.title}”`}
              aria-expanded={adding}
              onClick={() => setAdding(true)}
            >
              <ListPlus size={16} aria-hidden="true" />
            </button>
          )}
          <button
            type="button"
            className="icon-button"
            aria-label={`Edit “${task.title}”`}
            onClick={() => actions.edit(task)}
          >
            <Pencil size={16} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={`Delete “${task.title}”`}
            onClick={() => actions.remove(task)}
          >
            <Trash2 size={16} aria-hidden="true" />
          </button>
        </div>
      )}
      {tree && (
        <Subtasks
          task={task}
          depth={depth}
          tree={tree}
          actions={actions}
          adding={adding}
          onStopAdding={() => setAdding(false)}
        />
      )}
    </li>
  );
}
