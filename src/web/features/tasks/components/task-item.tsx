import { Bell, CalendarDays, CircleCheck, Ellipsis, ListPlus, Pencil, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useParams } from "react-router";
import { SUBTASK_DEPTH_MAX } from "../../../../shared/limits";
import { plural } from "../../../../shared/plural";
import { describeRecurrence } from "../../../../shared/recurrence/description";
import type { Task } from "../../../../shared/schemas/task";
import { formatDue, isOverdue } from "../../../../shared/time/format-date";
import { MenuButton, type MenuItem } from "../../../components/menu";
import { usePreferences } from "../../../lib/preferences";
import { startTaskDrag } from "../../../lib/task-drag";
import { ListMark } from "../../lists/components/list-dialog";
import { useLists } from "../../lists/hooks/use-lists";
import { isSaving } from "../hooks/use-task-actions";
import { PriorityFlag } from "./priority-flag";
import { SubtaskToggle, type TaskTree } from "./task-tree";

export interface TaskItemActions {
  toggle: (task: Task) => void;
  edit: (task: Task) => void;
  remove: (task: Task) => void;
  filterByTag: (tag: string) => void;
}

/**
 * One task: a checkbox to complete it, what it is, and compact details (due, priority, list, tags, reminders,
 * repeat, subtasks); where the list is wide, all on one line. Its actions are buttons on a wide screen and a
 * menu on a phone. In a tree, also its subtasks (shown on demand) and an action adding one. When it was added
 * shows in its dialog, not here.
 */
export function TaskItem({
  task,
  actions,
  children,
  draggable = false,
  dropMark,
  tree,
  depth = 1,
  subtasks,
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
  /**
   * In a tree, what opens under it: its subtasks, and the line adding one while `adding`. Given by the list, which
   * shows each task's subtasks as a list of its own.
   */
  subtasks?: ((adding: boolean, onStopAdding: () => void) => ReactNode) | undefined;
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
          {task.dueAt && (
            <span className="task-due">
              <CalendarDays size={14} aria-hidden="true" />
              <span className="visually-hidden">Due </span>
              <time dateTime={task.dueAt}>{formatDue(task.dueAt, task.dueAllDay, { timeZone, hour12 })}</time>
              {overdue && <strong className="task-overdue-label">Overdue</strong>}
            </span>
          )}
          <PriorityFlag priority={task.priority} />
          <TaskListName listId={task.listId} />
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
          {task.reminders.length > 0 && (
            <span className="task-reminders" role="img" aria-label={plural(task.reminders.length, "reminder")}>
              <Bell size={14} aria-hidden="true" />
            </span>
          )}
          {task.recurrence && (
            <span className="task-recurrence">
              <span aria-hidden="true">↻</span>
              <span className="visually-hidden">Repeats </span>
              {describeRecurrence(task.recurrence)}
            </span>
          )}
          {task.completedAt && (
            <span className="task-completed-at">
              <CircleCheck size={14} aria-hidden="true" />
              Completed{" "}
              <time dateTime={task.completedAt}>{formatDue(task.completedAt, false, { timeZone, hour12 })}</time>
            </span>
          )}
          <SubtaskToggle task={task} expandable={tree !== undefined} />
        </div>
        {children}
      </div>
      {saving ? (
        <span className="task-saving">Saving…</span>
      ) : (
        <TaskActions task={task} actions={actions} onAddSubtask={canNest ? () => setAdding(true) : undefined} />
      )}
      {subtasks?.(adding, () => setAdding(false))}
    </li>
  );
}

/** The list a task is in, unless it is the Inbox or the list the page shows. */
function TaskListName({ listId }: { listId: string | null }) {
  const shownList = useParams().listId;
  const list = useLists().data?.lists.find((candidate) => candidate.id === listId);
  if (!list || list.id === shownList) return null;
  return (
    <span className="task-list-name">
      <ListMark list={list} />
      <span className="visually-hidden">In </span>
      {list.name}
    </span>
  );
}

/**
 * A task's actions: buttons side by side where there is room, one menu on a phone (where the buttons would push
 * the title onto more lines). Both are in the page; the screen's width shows one of them.
 */
function TaskActions({
  task,
  actions,
  onAddSubtask,
}: {
  task: Task;
  actions: TaskItemActions;
  onAddSubtask: (() => void) | undefined;
}) {
  const items: (MenuItem & { buttonLabel: string })[] = [
    ...(onAddSubtask
      ? [
          {
            label: "Add a subtask",
            buttonLabel: `Add a subtask to “${task.title}”`,
            icon: <ListPlus size={16} aria-hidden="true" />,
            onSelect: onAddSubtask,
          },
        ]
      : []),
    {
      label: "Edit",
      buttonLabel: `Edit “${task.title}”`,
      icon: <Pencil size={16} aria-hidden="true" />,
      onSelect: () => actions.edit(task),
    },
    {
      label: "Delete",
      buttonLabel: `Delete “${task.title}”`,
      icon: <Trash2 size={16} aria-hidden="true" />,
      onSelect: () => actions.remove(task),
    },
  ];
  return (
    <>
      <div className="task-actions">
        {items.map((item) => (
          <button
            key={item.label}
            type="button"
            className="icon-button"
            aria-label={item.buttonLabel}
            onClick={item.onSelect}
          >
            {item.icon}
          </button>
        ))}
      </div>
      <MenuButton className="task-menu" label={`Actions for “${task.title}”`} items={items}>
        <Ellipsis size={18} aria-hidden="true" />
      </MenuButton>
    </>
  );
}
