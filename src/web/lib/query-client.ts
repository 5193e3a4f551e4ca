import { focusManager, MutationCache, notifyManager, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

/**
 * @param onUnauthorized called when any request answers 401: the session we thought we had is gone,
 *   so whoever tracks it should check again.
 */
export function createQueryClient(onUnauthorized: (client: QueryClient) => void): QueryClient {
  refetchWhenWindowGetsFocus();
  // Cache changes reach the screen before the browser does anything else (the default waits for a timer):
  // an optimistic change made on a click shows within that click, so a ticked checkbox never springs back
  // for a moment, not even when the click cancels a list still loading.
  notifyManager.setScheduler(queueMicrotask);
  const handleError = (error: Error) => {
    if (error instanceof ApiError && error.status === 401) onUnauthorized(client);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    mutationCache: new MutationCache({ onError: handleError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Failures show at once with a Retry button instead of hiding behind silent attempts.
        retry: false,
      },
    },
  });
  return client;
}

/**
 * TanStack Query only watches tab visibility; a window that was merely behind another one (both visible)
 * must count too, so a sign-out made there is noticed as soon as the user comes back.
 */
function refetchWhenWindowGetsFocus(): void {
  focusManager.setEventListener((onFocus) => {
    // No window when the build prerenders the public pages.
    if (typeof window === "undefined") return;
    const listener = () => onFocus();
    window.addEventListener("visibilitychange", listener);
    window.addEventListener("focus", listener);
    return () => {
      window.removeEventListener("visibilitychange", listener);
      window.removeEventListener("focus", listener);
    };
  });
}
