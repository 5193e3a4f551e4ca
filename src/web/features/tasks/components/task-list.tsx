import { useInfiniteQuery } from "@tanstack/react-query";
import { type DragEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { Task, TaskView } from "../../../../shared/schemas/task";
import { usePreferences } from "../../../lib/preferences";
import { taskDropZone } from "../../../lib/task-drag";
import { QuickAddSyntax } from "../../quick-add/components/quick-add-syntax";
import { subtaskListQuery } from "../api/task-queries";
import { setExpanded, useExpanded } from "../hooks/use-expanded";
import type { TaskGroup } from "../lib/task-groups";
import { QuickAdd } from "./quick-add";
import { TaskItem, type TaskItemActions } from "./task-item";
import { subtasksId, type TaskTree } from "./task-tree";
import "./tasks.css";

interface TaskListProps {
  tasks: Task[];
  actions: TaskItemActions;
  /** Dropping a dragged task on a row puts it there (My order); without, rows are only dragged elsewhere. */
  onReorder?: ((taskId: string, target: number) => void) | undefined;
  /** Shows the tasks as a tree, each opening onto its subtasks; a task dropped onto a row goes under it. */
  tree?: TaskTree | undefined;
  /** The list of a task's subtasks, `depth` levels down (the top level's tasks are at depth 1). */
  subtasksOf?: { task: Task; depth: number } | undefined;
}

type DropAt = { index: number; at: "above" | "below" | "into" };

/**
 * The tasks, each one draggable (onto a list in the navigation; within the list too, in My order; onto another
 * task in a tree). Where a dragged task would land shows as a line above or below the row under it, or the row
 * itself marked when the task would go under it (dropped on its middle, or anywhere on it outside My order).
 */
export function TaskList({ tasks, actions, onReorder, tree, subtasksOf }: TaskListProps) {
  const [dropAt, setDropAt] = useState<DropAt>();
  const depth = subtasksOf ? subtasksOf.depth + 1 : 1;
  const targetOf = (event: DragEvent): DropAt | undefined => {
    const row = (event.target as HTMLElement).closest<HTMLElement>("[data-task-id]");
    const index = tasks.findIndex((task) => task.id === row?.dataset.taskId);
    if (!row || index < 0) return undefined;
    // The row's own part, above its subtasks.
    const { top, bottom: rowBottom } = row.getBoundingClientRect();
    const bottom = row.querySelector(":scope > .task-subtasks")?.getBoundingClientRect().top ?? rowBottom;
    const share = (event.clientY - top) / Math.max(1, bottom - top);
    if (tree && (!onReorder || (share > 0.25 && share < 0.75))) return { index, at: "into" };
    if (!onReorder) return undefined;
    return { index, at: share > 0.5 ? "below" : "above" };
  };
  return (
    <ul
      className={subtasksOf ? "task-list subtask-list" : "task-list"}
      id={subtasksOf && subtasksId(subtasksOf.task)}
      aria-label={subtasksOf && `Subtasks of “${subtasksOf.task.title}”`}
      {...taskDropZone(
        setDropAt,
        (taskId, target) => {
          const onto = tasks[target.index];
          if (target.at === "into") {
            if (tree && onto && onto.id !== taskId) tree.adopt(taskId, onto);
            return;
          }
          const from = tasks.findIndex((task) => task.id === taskId);
          const slot = target.index + (target.at === "below" ? 1 : 0);
          // Its index once taken out of the list: a row above the slot leaves a gap above it.
          onReorder?.(taskId, from >= 0 && from < slot ? slot - 1 : slot);
        },
        targetOf,
      )}
      onDragEnd={() => setDropAt(undefined)}
    >
      {tasks.map((task, index) => (
        <TaskItem
          key={task.id}
          task={task}
          actions={actions}
          draggable
          tree={tree}
          depth={depth}
          dropMark={dropAt?.index === index ? dropAt.at : undefined}
          subtasks={
            tree &&
            ((adding, onStopAdding) => (
              <Subtasks
                task={task}
                depth={depth}
                tree={tree}
                actions={actions}
                adding={adding}
                onStopAdding={onStopAdding}
              />
            ))
          }
        />
      ))}
    </ul>
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

interface TaskGroupsProps {
  groups: TaskGroup[];
  actions: TaskItemActions;
  /** What follows a group's tasks (e.g. a button loading more of them). */
  footerOf?: (group: TaskGroup) => ReactNode;
}

/** Tasks under headings (Upcoming's days; Today's overdue tasks, then today's): a list under each. */
export function TaskGroups({ groups, actions, footerOf }: TaskGroupsProps) {
  return groups.map((group) => (
    <TaskGroupSection key={group.key} group={group} actions={actions}>
      {footerOf?.(group)}
    </TaskGroupSection>
  ));
}

function TaskGroupSection({
  group,
  actions,
  children,
}: {
  group: TaskGroup;
  actions: TaskItemActions;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="task-group" data-group={group.key} aria-labelledby={headingId}>
      <h2 id={headingId} className="task-group-heading">
        {group.heading}
      </h2>
      <TaskList tasks={group.tasks} actions={actions} />
      {children}
    </section>
  );
}

export function TaskListSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">Loading your tasks…</span>
      <ul className="task-list" aria-hidden="true">
        {[0, 1, 2].map((row) => (
          <li key={row} className="task-item task-skeleton">
            <span className="task-check skeleton-check" />
            <span className="task-body">
              <span className="skeleton-line skeleton-title" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What to do next, when a view has nothing to show (All: how to add a task says it). */
const VIEW_HINTS: Record<TaskView, string | undefined> = {
  all: undefined,
  today: "Nothing is due today.",
  upcoming: "Nothing is due after today. Give a task a due date to plan ahead.",
  overdue: "Nothing is overdue. Well done.",
  completed: "Tasks you complete will show here.",
};

interface EmptyTasksProps {
  view: TaskView;
  filtered: boolean;
  onClearFilters: () => void;
}

export function EmptyTasks({ view, filtered, onClearFilters }: EmptyTasksProps) {
  const hint = VIEW_HINTS[view];
  return (
    <div className="notice task-empty">
      <p>No tasks found.</p>
      {filtered ? (
        <>
          <p className="muted">No task matches this search and these filters.</p>
          <button type="button" className="button button-secondary" onClick={onClearFilters}>
            Clear search and filters
          </button>
        </>
      ) : (
        <>
          {hint && <p className="muted">{hint}</p>}
          {/* Completed has no box to type in. */}
          {view === "completed" ? (
            <Link to="/add-task">Add a task</Link>
          ) : (
            <>
              <QuickAddSyntax />
              <p>
                Or fill in every detail: <Link to="/add-task">Add a task</Link>
              </p>
            </>
          )}
        </>
      )}
    </div>
  );
}
