import { Plus } from "lucide-react";
import { Link } from "react-router";
import { useSession } from "../features/auth/hooks/use-session";
import { EmptyTasks, TaskList, TaskListSkeleton } from "../features/tasks/components/task-list";
import { useTasks } from "../features/tasks/hooks/use-tasks";

export function TasksPage() {
  const session = useSession();
  const signedIn = Boolean(session.data);
  const tasks = useTasks(signedIn);
  const loaded = tasks.data?.pages.flatMap((page) => page.tasks) ?? [];

  return (
    <>
      <title>Your Tasks · Taskmind</title>
      <div className="page-header">
        <h1>Your Tasks</h1>
        {signedIn && (
          <Link to="/add-task" className="button button-secondary">
            <Plus size={18} aria-hidden="true" />
            Add Task
          </Link>
        )}
      </div>
      {!signedIn ? (
        <p className="notice">Please log in to see your tasks.</p>
      ) : tasks.isPending ? (
        <TaskListSkeleton />
      ) : tasks.isError && loaded.length === 0 ? (
        <div className="form-error" role="alert">
          <p>We couldn't load your tasks. {tasks.error.message}</p>
          <button type="button" className="button button-secondary" onClick={() => void tasks.refetch()}>
            Retry
          </button>
        </div>
      ) : loaded.length === 0 ? (
        <EmptyTasks />
      ) : (
        <>
          <TaskList tasks={loaded} />
          {tasks.hasNextPage && (
            <button
              type="button"
              className="button button-secondary"
              aria-disabled={tasks.isFetchingNextPage}
              onClick={() => {
                if (!tasks.isFetchingNextPage) void tasks.fetchNextPage();
              }}
            >
              {tasks.isFetchingNextPage ? "Loading…" : "Load more"}
            </button>
          )}
        </>
      )}
    </>
  );
}
