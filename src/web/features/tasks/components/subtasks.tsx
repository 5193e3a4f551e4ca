import { useInfiniteQuery } from "@tanstack/react-query";
import { ChevronRight } from "lucide-react";
import { useEffect, useRef } from "react";
import type { CreateTaskInput, Task } from "../../../../shared/schemas/task";
import { plural } from "../../../lib/plural";
import { usePreferences } from "../../../lib/preferences";
import { subtaskListQuery } from "../api/task-queries";
import { setExpanded, useExpanded } from "../hooks/use-expanded";
import { QuickAdd } from "./quick-add";
import type { TaskItemActions } from "./task-item";
import { TaskList } from "./task-list";

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

/**
 * Under a task of a tree: its subtasks when shown (asked for when first opened), each a task of the tree one
 * level deeper, and the line adding one while `adding`.
 */
export function Subtasks({
  task,
  depth,
  tree,
  actions,
  adding,
  onStopAdding,
}: {
  task: Task;
  depth: number;
  tree: TaskTree;
  actions: TaskItemActions;
  adding: boolean;
  onStopAdding: () => void;
}) {
  const expanded = useExpanded(task.id);
  const shown = expanded && task.subtasks.total > 0;
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (adding) inputRef.current?.focus();
  }, [adding]);
  if (!shown && !adding) return null;
  return (
    <div className="task-subtasks">
      {shown && <SubtaskList task={task} depth={depth} tree={tree} actions={actions} />}
      {adding && (
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape in the field (a keyboard user's way out) bubbles here.
        <div
          className="subtask-add"
          onKeyDown={(event) => {
            if (event.key !== "Escape") return;
            // Back to the task's row, where the keyboard left off.
            event.currentTarget.closest<HTMLElement>("[data-task-id]")?.focus();
            onStopAdding();
          }}
          onBlur={(event) => {
            // Leaving it empty closes it; a subtask half typed stays for the user to come back to.
            const left = !event.currentTarget.contains(event.relatedTarget as Node | null);
            if (left && !inputRef.current?.value) onStopAdding();
          }}
        >
          <QuickAdd
            inputRef={inputRef}
            label={`New subtask of “${task.title}”`}
            placeholder="Add a subtask, then press Enter"
            onAdd={async (input) => {
              setExpanded(task.id, true);
              await tree.addSubtask(task, input);
            }}
          />
        </div>
      )}
    </div>
  );
}

function SubtaskList({
  task,
  depth,
  tree,
  actions,
}: {
  task: Task;
  depth: number;
  tree: TaskTree;
  actions: TaskItemActions;
}) {
  const { timeZone } = usePreferences();
  const subtasks = useInfiniteQuery(subtaskListQuery(tree.userId, task.id, timeZone));
  const loaded = subtasks.data?.pages.flatMap((page) => page.tasks) ?? [];
  if (subtasks.isPending) return <p className="muted">Loading subtasks…</p>;
  if (subtasks.isError) return <p className="form-error">We couldn't load the subtasks.</p>;
  return (
    <TaskList
      tasks={loaded}
      actions={actions}
      tree={tree}
      subtasksOf={{ task, depth }}
      onReorder={(taskId, target) => tree.reorder(taskId, target, task)}
    />
  );
}
