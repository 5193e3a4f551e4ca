import { useQueryClient } from "@tanstack/react-query";
import { useToast } from "../../../components/toast";
import { useSession } from "../../../lib/use-session";
import { updateTask } from "../api/tasks-api";
import { refreshTasks } from "./task-cache";

/** Moves a task (known by its id alone, as a drop gives it) to a list, and says so. */
export function useMoveTaskToList() {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const userId = useSession().data?.user.id ?? "";
  return async (taskId: string, listId: string | null, name: string) => {
    try {
      await updateTask(taskId, { listId });
      showToast(`Moved to ${name}.`);
    } catch (error) {
      showToast(`The task was not moved. ${(error as Error).message}`);
    } finally {
      void refreshTasks(queryClient, userId);
    }
  };
}
