import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { createTask, listTasks } from "../api/tasks-api";

export const TASKS_QUERY_KEY = ["tasks"] as const;

/** The signed-in user's tasks, newest first, a page at a time. */
export function useTasks(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: TASKS_QUERY_KEY,
    queryFn: ({ pageParam }) => listTasks(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    enabled,
  });
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY }),
  });
}
