import { Link } from "react-router";
import { formatDateTime } from "../../../../shared/format-date";
import type { Task } from "../../../../shared/schemas/task";
import "./tasks.css";

export function TaskList({ tasks }: { tasks: Task[] }) {
  return (
    <ul className="task-list">
      {tasks.map((task) => (
        <li key={task.id} className="task-item">
          <h2 className="task-title">{task.title}</h2>
          <p className="task-description">{task.description}</p>
          <time className="task-time" dateTime={task.createdAt}>
            {formatDateTime(task.createdAt)}
          </time>
        </li>
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
            <span className="skeleton-line skeleton-title" />
            <span className="skeleton-line" />
            <span className="skeleton-line skeleton-time" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function EmptyTasks() {
  return (
    <div className="notice task-empty">
      <p>No tasks found.</p>
      <Link to="/add-task">Add a task</Link>
    </div>
  );
}
