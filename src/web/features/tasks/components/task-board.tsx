import { useRef, useState } from "react";
import { positionBetween, spreadPositions } from "../../../../shared/position";
import { INBOX } from "../../../../shared/schemas/list";
import type { CreateTaskInput, Task } from "../../../../shared/schemas/task";
import { QueryStatus } from "../../../components/query-status";
import { useToast } from "../../../components/toast";
import { usePreferences } from "../../../lib/preferences";
import { useHiddenLists } from "../../lists/hooks/use-hidden-lists";
import { useLists } from "../../lists/hooks/use-lists";
import { taskKeys } from "../api/task-queries";
import { useListParams } from "../hooks/use-list-params";
import { useMoveTaskToList } from "../hooks/use-move-task-to-list";
import { useTaskActions } from "../hooks/use-task-actions";
import { useTaskShortcuts } from "../hooks/use-task-shortcuts";
import { useTaskList } from "../hooks/use-tasks";
import { MoveToListDialog } from "./move-to-list-dialog";
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
export function TaskBoard({ userId, list }: { userId: string; list?: string }) {
  const { params, update, filtered } = useListParams(list);
  const { timeZone } = usePreferences();
  const tasks = useTaskList(userId, params);
  const actions = useTaskActions(userId);
  const [editing, setEditing] = useState<Task>();
  const [showingHelp, setShowingHelp] = useState(false);
  const [movingToList, setMovingToList] = useState<Task>();
  const moveToList = useMoveTaskToList();
  const showToast = useToast();
  const listRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const quickAddRef = useRef<HTMLInputElement>(null);
  const hiddenLists = useHiddenLists();
  const lists = useLists();
  const loaded = (tasks.data?.pages.flatMap((page) => page.tasks) ?? []).filter(
    (task) => task.listId === null || !hiddenLists.has(task.listId),
  );

  /**
   * A task from quick add goes into the list its text names, else the list shown (the Inbox on the Inbox's board,
   * none on all tasks'). One going to another list than the one shown is not shown here, and a message says where
   * it went.
   */
  const add = async (input: CreateTaskInput) => {
    const shownList = list === undefined ? undefined : list === INBOX ? null : list;
    const listId = input.listId ?? shownList ?? null;
    const elsewhere = shownList !== undefined && listId !== shownList;
    const task = await actions.create(
      listId === null ? input : { ...input, listId },
      elsewhere ? undefined : taskKeys.list(userId, params, timeZone),
    );
    if (elsewhere) {
      const name = lists.data?.lists.find((candidate) => candidate.id === listId)?.name ?? "another list";
      showToast(`“${task.title}” added to ${name}.`);
    }
  };

  /** Deleting the task in focus hands focus to its neighbour, so j/k and Delete can go on. */
  const remove = (task: Task) => {
    const row = listRef.current?.querySelector<HTMLElement>(`[data-task-id="${CSS.escape(task.id)}"]`);
    const neighbour = (row?.nextElementSibling ?? row?.previousElementSibling) as HTMLElement | null;
    const hadFocus = row?.contains(document.activeElement);
    actions.remove(task);
    if (hadFocus) requestAnimationFrame(() => neighbour?.focus());
  };

  /** Keeps focus on a task's row after a change that re-renders or reorders the list. */
  const refocus = (taskId: string) =>
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLElement>(`[data-task-id="${CSS.escape(taskId)}"]`)?.focus(),
    );

  /**
   * Puts a task at `target` (its index once taken out of the list) in "My order": a position between its new
   * neighbours, or, with no number left between them, the loaded tasks spread apart.
   */
  const moveTo = (task: Task, target: number) => {
    if (params.sort !== "manual") {
      showToast("Sort by “My order” to move tasks by hand.");
      return;
    }
    const index = loaded.findIndex((candidate) => candidate.id === task.id);
    if (index < 0 || target === index || target < 0 || target >= loaded.length) return;
    const reordered = loaded.filter((candidate) => candidate.id !== task.id);
    reordered.splice(target, 0, task);
    const after = reordered[target + 1];
    // Past the last loaded task lie the unloaded ones, whose places are not known here.
    if (!after && tasks.hasNextPage) {
      showToast("Load more tasks to move this one further down.");
      return;
    }
    const position = positionBetween(reordered[target - 1]?.position, after?.position);
    if (position !== undefined) {
      actions.reposition(new Map([[task.id, position]]));
    } else if (tasks.hasNextPage) {
      showToast("Load all the tasks to move this one: there is no room left between its neighbours.");
      return;
    } else {
      const spread = spreadPositions(reordered.length, reordered[0]?.position ?? 0);
      actions.reposition(new Map(reordered.map((each, at) => [each.id, spread[at] ?? each.position])));
    }
    refocus(task.id);
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
    move: (id, step) => byId(id, (task) => moveTo(task, loaded.findIndex((candidate) => candidate.id === id) + step)),
    moveToList: (id) => byId(id, setMovingToList),
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
        <QuickAdd inputRef={quickAddRef} dueOn={params.view === "today" ? "today" : undefined} onAdd={add} />
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
              <TaskList
                tasks={loaded}
                actions={itemActions}
                onReorder={
                  params.sort === "manual"
                    ? (taskId, target) => byId(taskId, (task) => moveTo(task, target))
                    : undefined
                }
              />
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
      {movingToList && (
        <MoveToListDialog
          task={movingToList}
          onMove={(listId, name) => void moveToList(movingToList.id, listId, name)}
          onClose={() => setMovingToList(undefined)}
        />
      )}
    </>
  );
}
