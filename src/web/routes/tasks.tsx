import { Plus } from "lucide-react";
import { Link } from "react-router";
import { TaskBoard } from "../features/tasks/components/task-board";
import { useSession } from "../lib/use-session";

export function TasksPage() {
  const session = useSession();
  const userId = session.data?.user.id;

  return (
    <>
      <title>Your Tasks · Taskmind</title>
      <div className="page-header">
        <h1>Your Tasks</h1>
        {userId && (
          <Link to="/add-task" className="button button-secondary">
            <Plus size={18} aria-hidden="true" />
            Add Task
          </Link>
        )}
      </div>
      {userId ? <TaskBoard userId={userId} /> : <p className="notice">Please log in to see your tasks.</p>}
    </>
  );
}
