import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { usePreferences } from "../../../lib/preferences";
import { tagsQuery, taskListQuery } from "../api/task-queries";
import type { TaskListParams } from "../api/tasks-api";

/**
 * One list of the signed-in user's tasks, a page at a time. While a new search or filter loads, the previous
 * results stay on screen instead of flashing a skeleton.
 */
export function useTaskList(userId: string, params: TaskListParams) {
  const { timeZone } = usePreferences();
  return useInfiniteQuery({ ...taskListQuery(userId, params, timeZone), placeholderData: keepPreviousData });
}

export function useTags(userId: string) {
  return useQuery(tagsQuery(userId));
}
