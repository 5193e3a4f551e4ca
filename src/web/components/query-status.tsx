import type { ReactElement, ReactNode } from "react";

/** What the block needs of a query: a `useQuery` or `useInfiniteQuery` result. */
interface QueryState<Data> {
  data: Data | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

interface QueryStatusProps<Data> {
  query: QueryState<Data>;
  /** Said while loading, or a placeholder that says so itself (skeleton rows). */
  loading: string | ReactElement;
  /** What could not be done, e.g. "We couldn't load your devices."; the error's own message follows it. */
  failure: string;
  children: (data: Data) => ReactNode;
}

/**
 * Every panel fed by a query: its content once the data is there; until then it is loading, or it
 * failed and says why with a Retry. A refresh that fails keeps the data already shown on screen.
 */
export function QueryStatus<Data>({ query, loading, failure, children }: QueryStatusProps<Data>) {
  if (query.data !== undefined) return children(query.data);
  if (query.error) {
    return (
      <LoadFailed
        message={failure}
        detail={query.error.message}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return typeof loading === "string" ? <p role="status">{loading}</p> : loading;
}

interface LoadFailedProps {
  message: string;
  detail: string;
  retrying: boolean;
  onRetry: () => void;
}

/** A load that failed: what, why, and a Retry (which says so while it runs). */
export function LoadFailed({ message, detail, retrying, onRetry }: LoadFailedProps) {
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
