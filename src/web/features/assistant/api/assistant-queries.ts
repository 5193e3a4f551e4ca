import { infiniteQueryOptions } from "@tanstack/react-query";
import { getAssistantHistory } from "./assistant-api";

export const assistantKeys = {
  history: (userId: string) => ["assistant", userId, "history"] as const,
};

/**
 * The greeting and the conversation so far, as kept on the server (so it follows the user between devices): the
 * newest page first, earlier ones on demand.
 */
export const assistantHistoryQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: assistantKeys.history(userId),
    queryFn: ({ pageParam }) => getAssistantHistory(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  });
