import { ChevronRight } from "lucide-react";
import { plural } from "../../../../shared/plural";
import type { CreateTaskInput, Task } from "../../../../shared/schemas/task";
import { setExpanded, useExpanded } from "../hooks/use-expanded";

/** What a list shown as a tree needs: whose tasks, how a subtask is added under its parent, and a task moved there. */
export interface TaskTree {
  userId: string;
  addSubtask: (parent: Task, input: CreateTaskInput) => Promise<unknown>;
  /** Makes the task `taskId` (dropped onto `parent`'s row) a subtask of `parent`. */
  adopt: (taskId: string, parent: Task) => void;
  /** Puts the task `taskId` at `target` among `parent`'s subtasks (its index once taken out of them). */
  reorder: (taskId: string, target: number, parent: Task) => void;
}

export const subtasksId = (task: Task) => `subtasks-${task.id}`;

/** "2/5" beside a task with subtasks, and (in a tree) the button showing or hiding them. */
export function SubtaskToggle({ task, expandable }: { task: Task; expandable: boolean }) {
  const expanded = useExpanded(task.id);
  const { done, total } = task.subtasks;
  if (total === 0) return null;
  const progress = (
    <span className="task-progress" role="img" aria-label={`${done} of ${plural(total, "subtask")} done`}>
      {done}/{total}
    </span>
  );
  if (!expandable) return progress;
  return (
    <button
      type="button"
      className="task-subtask-toggle"
      aria-expanded={expanded}
      aria-controls={expanded ? subtasksId(task) : undefined}
      onClick={() => setExpanded(task.id, !expanded)}
    >
      <ChevronRight size={14} aria-hidden="true" className="task-subtask-chevron" />
      <span className="visually-hidden">{expanded ? "Hide subtasks" : "Show subtasks"}, </span>
      {progress}
    </button>
  );
}
