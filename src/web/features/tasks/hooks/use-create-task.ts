import { useMutation, useQueryClient } from "@tanstack/react-query";
import { taskKeys } from "../api/task-queries";
import { createTask } from "../api/tasks-api";

/**
 * Adding a task from its own page (the Add Task form). Not `useTaskActions().create`, on purpose: that one shows
 * the task at once in the list on screen and reports a refusal in a toast; here no list is on screen (every cached
 * one is simply asked again) and a refusal is the form's to show beside its fields, with what was typed kept.
 */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.root }),
  });
}
