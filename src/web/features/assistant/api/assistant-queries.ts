import { queryOptions } from "@tanstack/react-query";
import { getAssistantHistory } from "./assistant-api";

export const assistantKeys = {
  history: (userId: string) => ["assistant", userId, "history"] as const,
};

/** The greeting and the conversation so far, as kept on the server (so it follows the user between devices). */
export const assistantHistoryQuery = (userId: string) =>
  queryOptions({ queryKey: assistantKeys.history(userId), queryFn: getAssistantHistory, staleTime: 0 });
