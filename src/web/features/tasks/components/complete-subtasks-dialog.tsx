import { type ReactNode, useState } from "react";
import { plural } from "../../../../shared/plural";
import type { Task } from "../../../../shared/schemas/task";
import { Dialog } from "../../../components/dialog";
import type { useTaskActions } from "../hooks/use-task-actions";

/**
 * Completing a task with open subtasks asks first whether they are done too. `toggle` completes or reopens a
 * task, asking when it must; `dialog` is where it asks, to be rendered by the caller.
 */
export function useCompleteAsking(
  actions: Pick<ReturnType<typeof useTaskActions>, "toggle" | "completeWithSubtasks">,
): {
  toggle: (task: Task) => void;
  dialog: ReactNode;
} {
  const [completing, setCompleting] = useState<Task>();
  const toggle = (task: Task) => {
    if (!task.completed && task.subtasks.done < task.subtasks.total) setCompleting(task);
    else actions.toggle(task);
  };
  const dialog = completing && (
    <CompleteSubtasksDialog
      task={completing}
      onComplete={(withSubtasks) => {
        setCompleting(undefined);
        if (withSubtasks) actions.completeWithSubtasks(completing);
        else actions.toggle(completing);
      }}
      onClose={() => setCompleting(undefined)}
    />
  );
  return { toggle, dialog };
}

/** Completing a task with open subtasks: them too, or it alone. */
function CompleteSubtasksDialog({
  task,
  onComplete,
  onClose,
}: {
  task: Task;
  onComplete: (withSubtasks: boolean) => void;
  onClose: () => void;
}) {
  const open = task.subtasks.total - task.subtasks.done;
  return (
    <Dialog title={`Complete its ${plural(open, "open subtask")} too?`} onClose={onClose}>
      <p>“{task.title}” has subtasks that are not done yet.</p>
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={() => onComplete(false)}>
          Only this task
        </button>
        <button type="button" className="button button-primary" onClick={() => onComplete(true)}>
          Complete all
        </button>
      </div>
    </Dialog>
  );
}
