import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { TASK_PAGE_SIZE_MAX } from "../../../../shared/limits";
import { listTags, listTasks, type TaskListParams } from "./tasks-api";

/** Every cached query about one user's tasks starts with `all(userId)`, so one call can refresh them all. */
export const taskKeys = {
  /** Every user's: for a change made where the user is not at hand (the add-task screen, an import). */
  root: ["tasks"] as const,
  all: (userId: string) => ["tasks", userId] as const,
  lists: (userId: string) => ["tasks", userId, "list"] as const,
  list: (userId: string, params: TaskListParams, timeZone: string) =>
    ["tasks", userId, "list", params, timeZone] as const,
  tags: (userId: string) => ["tasks", userId, "tags"] as const,
};

/**
 * One list of the user's tasks, a page at a time. Keyed by user, so one user's list can never be shown to
 * the next person who signs in on this tab; `timeZone` is the user's, where "today" starts.
 */
export const taskListQuery = (userId: string, params: TaskListParams, timeZone: string) =>
  infiniteQueryOptions({
    queryKey: taskKeys.list(userId, params, timeZone),
    queryFn: ({ pageParam }) => listTasks(params, timeZone, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** A task's subtasks, in My order: one page of as many as a page holds. */
export const subtaskListQuery = (userId: string, parentId: string, timeZone: string) =>
  taskListQuery(userId, { view: "all", sort: "manual", parent: parentId, limit: TASK_PAGE_SIZE_MAX }, timeZone);

export const tagsQuery = (userId: string) => queryOptions({ queryKey: taskKeys.tags(userId), queryFn: listTags });
