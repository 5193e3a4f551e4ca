import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { usePreferences } from "../../../lib/preferences";
import { listTags, listTasks, type TaskListParams } from "../api/tasks-api";
import { taskKeys } from "./task-cache";

/**
 * One list of the signed-in user's tasks, a page at a time. Keyed by user, so one user's list can never be
 * shown to the next person who signs in on this tab. While a new search or filter loads, the previous
 * results stay on screen instead of flashing a skeleton.
 */
export function useTaskList(userId: string, params: TaskListParams) {
  const { timeZone } = usePreferences();
  return useInfiniteQuery({
    queryKey: taskKeys.list(userId, params, timeZone),
    queryFn: ({ pageParam }) => listTasks(params, timeZone, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useTags(userId: string) {
  return useQuery({ queryKey: taskKeys.tags(userId), queryFn: listTags });
}
