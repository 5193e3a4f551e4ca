import { Link } from "react-router";
import type { Task, TaskView } from "../../../../shared/schemas/task";
import { TaskItem, type TaskItemActions } from "./task-item";
import "./tasks.css";

export function TaskList({ tasks, actions }: { tasks: Task[]; actions: TaskItemActions }) {
  return (
    <ul className="task-list">
      {tasks.map((task) => (
        <TaskItem key={task.id} task={task} actions={actions} />
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
