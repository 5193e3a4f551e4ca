import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { createTask, listTasks } from "../api/tasks-api";

const TASKS_QUERY_KEY = ["tasks"] as const;

/**
 * The signed-in user's tasks, newest first, a page at a time. Keyed by user, so one user's list can
 * never be shown to the next person who signs in on this tab. Idle without a user.
 */
export function useTasks(userId: string | undefined) {
  return useInfiniteQuery({
    queryKey: [...TASKS_QUERY_KEY, userId],
    queryFn: ({ pageParam }) => listTasks(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    enabled: userId !== undefined,
  });
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY }),
  });
}
