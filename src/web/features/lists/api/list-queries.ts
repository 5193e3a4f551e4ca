import { queryOptions } from "@tanstack/react-query";
import { getLists } from "./lists-api";

/** Keyed by user, like the tasks, so one user's lists never show to the next person signing in on this tab. */
export const listKeys = {
  all: (userId: string) => ["lists", userId] as const,
};

/** The Inbox and the user's lists, with their counts of tasks. */
export const listsQuery = (userId: string) => queryOptions({ queryKey: listKeys.all(userId), queryFn: getLists });
