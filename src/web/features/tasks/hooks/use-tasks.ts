import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { usePreferences } from "../../../lib/preferences";
import { tagsQuery, taskListQuery } from "../api/task-queries";
import type { TaskListParams } from "../api/tasks-api";

/**
 * One list of the signed-in user's tasks, a page at a time (not asked for while `enabled` is false). While a new
 * search or filter loads, the previous results stay on screen instead of flashing a skeleton.
 */
export function useTaskList(userId: string, params: TaskListParams, { enabled = true } = {}) {
  const { timeZone } = usePreferences();
  return useInfiniteQuery({ ...taskListQuery(userId, params, timeZone), placeholderData: keepPreviousData, enabled });
}

export function useTags(userId: string) {
  return useQuery(tagsQuery(userId));
}
