import { type DragEvent, useState } from "react";
import { Link } from "react-router";
import type { Task, TaskView } from "../../../../shared/schemas/task";
import { droppedTaskId, isTaskDrag } from "../../../lib/task-drag";
import type { TaskTree } from "./subtasks";
import { TaskItem, type TaskItemActions } from "./task-item";
import "./tasks.css";

interface TaskListProps {
  tasks: Task[];
  actions: TaskItemActions;
  /** Dropping a dragged task on a row puts it there (My order); without, rows are only dragged elsewhere. */
  onReorder?: ((taskId: string, target: number) => void) | undefined;
  /** Shows the tasks as a tree, each opening onto its subtasks. */
  tree?: TaskTree | undefined;
}

/**
 * The tasks, each one draggable (onto a list in the navigation; within the list too, in My order). Where a
 * dragged task would land shows as a line above or below the row under it.
 */
export function TaskList({ tasks, actions, onReorder, tree }: TaskListProps) {
  const [dropAt, setDropAt] = useState<{ index: number; below: boolean }>();
  const targetOf = (event: DragEvent<HTMLUListElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>("[data-task-id]");
    const index = tasks.findIndex((task) => task.id === row?.dataset.taskId);
    if (!row || index < 0) return undefined;
    const { top, height } = row.getBoundingClientRect();
    return { index, below: event.clientY > top + height / 2 };
  };
  return (
    <ul
      className="task-list"
      onDragOver={(event) => {
        if (!onReorder || !isTaskDrag(event)) return;
        const target = targetOf(event);
        if (!target) return;
        event.preventDefault();
        setDropAt(target);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropAt(undefined);
      }}
      onDrop={(event) => {
        const target = targetOf(event);
        const taskId = droppedTaskId(event);
        setDropAt(undefined);
        if (!onReorder || !target || !taskId) return;
        event.preventDefault();
        const from = tasks.findIndex((task) => task.id === taskId);
        const slot = target.index + (target.below ? 1 : 0);
        // Its index once taken out of the list: a row above the slot leaves a gap above it.
        onReorder(taskId, from >= 0 && from < slot ? slot - 1 : slot);
      }}
      onDragEnd={() => setDropAt(undefined)}
    >
      {tasks.map((task, index) => (
        <TaskItem
          key={task.id}
          task={task}
          actions={actions}
          draggable
          tree={tree}
          dropMark={dropAt?.index === index ? (dropAt.below ? "below" : "above") : undefined}
        />
      ))}
    </ul>
  );
}

export function TaskListSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">Loading your tasks…</span>
      <ul className="task-list" aria-hidden="true">
        {[0, 1, 2].map((row) => (
          <li key={row} className="task-item task-skeleton">
            <span className="task-check skeleton-check" />
            <span className="task-body">
              <span className="skeleton-line skeleton-title" />
              <span className="skeleton-line" />
              <span className="skeleton-line skeleton-time" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What to do next, when a view has nothing to show. */
const VIEW_HINTS: Record<TaskView, string> = {
  all: "Add your first task, or use the box above to add one in a line.",
  today: "Nothing is due today.",
  upcoming: "Nothing is due after today. Give a task a due date to plan ahead.",
  overdue: "Nothing is overdue. Well done.",
  completed: "Tasks you complete will show here.",
};

interface EmptyTasksProps {
  view: TaskView;
  filtered: boolean;
  onClearFilters: () => void;
}

export function EmptyTasks({ view, filtered, onClearFilters }: EmptyTasksProps) {
  return (
    <div className="notice task-empty">
      <p>No tasks found.</p>
      {filtered ? (
        <>
          <p className="muted">No task matches this search and these filters.</p>
          <button type="button" className="button button-secondary" onClick={onClearFilters}>
            Clear search and filters
          </button>
        </>
      ) : (
        <>
          <p className="muted">{VIEW_HINTS[view]}</p>
          <Link to="/add-task">Add a task</Link>
        </>
      )}
    </div>
  );
}
