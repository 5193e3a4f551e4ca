import { useMutation, useQueryClient } from "@tanstack/react-query";
import { taskKeys } from "../api/task-queries";
import { createTask } from "../api/tasks-api";

/** Adding a task from its own page: no list is on screen, so every cached one is simply asked again. */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.root }),
  });
}
