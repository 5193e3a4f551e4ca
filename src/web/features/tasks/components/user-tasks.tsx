import { useTasks } from "../hooks/use-tasks";
import { EmptyTasks, TaskList, TaskListSkeleton } from "./task-list";

/** One user's task list in whichever state it is: loading, failed, empty or loaded (a page at a time). */
export function UserTasks({ userId }: { userId: string }) {
  const tasks = useTasks(userId);
  const loaded = tasks.data?.pages.flatMap((page) => page.tasks) ?? [];

  if (tasks.isPending) return <TaskListSkeleton />;
  if (tasks.isError && loaded.length === 0) {
    return (
      <LoadError
        message="We couldn't load your tasks."
        detail={tasks.error.message}
        retrying={tasks.isFetching}
        onRetry={() => void tasks.refetch()}
      />
    );
  }
  if (loaded.length === 0) return <EmptyTasks />;

  const loadMore = () => {
    if (!tasks.isFetchingNextPage) void tasks.fetchNextPage();
  };
  return (
    <>
      <TaskList tasks={loaded} />
      {tasks.isFetchNextPageError && (
        <p className="form-error" role="alert">
          We couldn't load more tasks. {tasks.error?.message}
        </p>
      )}
      {tasks.hasNextPage && (
        <div>
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={tasks.isFetchingNextPage}
            onClick={loadMore}
          >
            {tasks.isFetchingNextPage ? "Loading…" : "Load more"}
          </button>
        </div>
      )}
    </>
  );
}

interface LoadErrorProps {
  message: string;
  detail: string;
  retrying: boolean;
  onRetry: () => void;
}

function LoadError({ message, detail, retrying, onRetry }: LoadErrorProps) {
  return (
    <div className="form-error load-error" role="alert">
      <p>
        <strong>{message}</strong> {detail}
      </p>
      <div>
        <button
          type="button"
          className="button button-secondary"
          aria-disabled={retrying}
          onClick={() => retrying || onRetry()}
        >
          {retrying ? "Retrying…" : "Retry"}
        </button>
      </div>
    </div>
  );
}
