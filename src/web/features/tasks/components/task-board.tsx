import { useRef, useState } from "react";
import type { Task } from "../../../../shared/schemas/task";
import { QueryStatus } from "../../../components/query-status";
import { usePreferences } from "../../../lib/preferences";
import { taskKeys } from "../api/task-queries";
import { useListParams } from "../hooks/use-list-params";
import { useTaskActions } from "../hooks/use-task-actions";
import { useTaskShortcuts } from "../hooks/use-task-shortcuts";
import { useTaskList } from "../hooks/use-tasks";
import { QuickAdd } from "./quick-add";
import { ShortcutsDialog } from "./shortcuts-dialog";
import { TaskEditDialog } from "./task-edit-dialog";
import type { TaskItemActions } from "./task-item";
import { EmptyTasks, TaskList, TaskListSkeleton } from "./task-list";
import { TaskToolbar } from "./task-toolbar";

/**
 * One user's tasks: the view, search and filters, quick add, and the list in whichever state it is
 * (loading, failed, empty or loaded a page at a time), with its dialogs and keyboard shortcuts.
 */
export function TaskBoard({ userId }: { userId: string }) {
  const { params, update, filtered } = useListParams();
  const { timeZone } = usePreferences();
  const tasks = useTaskList(userId, params);
  const actions = useTaskActions(userId);
  const [editing, setEditing] = useState<Task>();
  const [showingHelp, setShowingHelp] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const quickAddRef = useRef<HTMLInputElement>(null);
  const loaded = tasks.data?.pages.flatMap((page) => page.tasks) ?? [];

  /** Deleting the task in focus hands focus to its neighbour, so j/k and Delete can go on. */
  const remove = (task: Task) => {
    const row = listRef.current?.querySelector<HTMLElement>(`[data-task-id="${CSS.escape(task.id)}"]`);
    const neighbour = (row?.nextElementSibling ?? row?.previousElementSibling) as HTMLElement | null;
    const hadFocus = row?.contains(document.activeElement);
    actions.remove(task);
    if (hadFocus) requestAnimationFrame(() => neighbour?.focus());
  };

  const itemActions: TaskItemActions = {
    toggle: actions.toggle,
    edit: setEditing,
    remove,
    filterByTag: (tag) => update({ tag }),
  };
  const byId = (id: string, act: (task: Task) => void) => {
    const task = loaded.find((candidate) => candidate.id === id);
    if (task) act(task);
  };
  useTaskShortcuts(listRef, {
    newTask: () => quickAddRef.current?.focus(),
    search: () => searchRef.current?.focus(),
    showHelp: () => setShowingHelp(true),
    toggle: (id) => byId(id, actions.toggle),
    edit: (id) => byId(id, setEditing),
    remove: (id) => byId(id, remove),
  });

  return (
    <>
      <TaskToolbar
        userId={userId}
        params={params}
        onChange={update}
        searchRef={searchRef}
        onShowShortcuts={() => setShowingHelp(true)}
      />
      {params.view !== "completed" && (
        <QuickAdd
          inputRef={quickAddRef}
          dueToday={params.view === "today"}
          onAdd={(input) => actions.create(input, taskKeys.list(userId, params, timeZone))}
        />
      )}
      <div ref={listRef} className="task-results">
        <QueryStatus query={tasks} loading={<TaskListSkeleton />} failure="We couldn't load your tasks.">
          {() =>
            loaded.length === 0 ? (
              <EmptyTasks
                view={params.view}
                filtered={filtered}
                onClearFilters={() => update({ q: undefined, tag: undefined, priority: undefined })}
              />
            ) : (
              <TaskList tasks={loaded} actions={itemActions} />
            )
          }
        </QueryStatus>
      </div>
      {tasks.isFetchNextPageError && (
        <p className="form-error" role="alert">
          We couldn't load more tasks. {tasks.error?.message}
        </p>
      )}
      {tasks.hasNextPage && (
        <div>
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={tasks.isFetchingNextPage}
            onClick={() => tasks.isFetchingNextPage || void tasks.fetchNextPage()}
          >
            {tasks.isFetchingNextPage ? "Loading…" : "Load more"}
          </button>
        </div>
      )}
      {editing && (
        <TaskEditDialog
          task={editing}
          onSave={actions.save}
          onSkip={actions.skip}
          onClose={() => setEditing(undefined)}
        />
      )}
      {showingHelp && <ShortcutsDialog onClose={() => setShowingHelp(false)} />}
    </>
  );
}
