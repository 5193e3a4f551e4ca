import { useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useRef, useState } from "react";
import { SUBTASK_DEPTH_MAX } from "../../../../shared/limits";
import { positionBetween, spreadPositions } from "../../../../shared/position";
import { INBOX } from "../../../../shared/schemas/list";
import { type CreateTaskInput, ROOT_PARENT, TASK_MESSAGES, type Task } from "../../../../shared/schemas/task";
import { QueryStatus } from "../../../components/query-status";
import { useToast } from "../../../components/toast";
import { usePreferences } from "../../../lib/preferences";
import { useShowShortcuts } from "../../../lib/shortcuts";
import { useHiddenLists } from "../../lists/hooks/use-hidden-lists";
import { useLists } from "../../lists/hooks/use-lists";
import { subtaskListQuery, taskKeys } from "../api/task-queries";
import { cachedTask } from "../hooks/task-cache";
import { setExpanded } from "../hooks/use-expanded";
import { useListParams } from "../hooks/use-list-params";
import { useMoveTaskToList } from "../hooks/use-move-task-to-list";
import { isSaving, useTaskActions } from "../hooks/use-task-actions";
import { useTaskShortcuts } from "../hooks/use-task-shortcuts";
import { useTaskList } from "../hooks/use-tasks";
import { groupByDueDay, todayGroups } from "../lib/task-groups";
import { useCompleteAsking } from "./complete-subtasks-dialog";
import { MoveToListDialog } from "./move-to-list-dialog";
import { NewTaskDialog } from "./new-task-dialog";
import { QuickAdd } from "./quick-add";
import { TaskEditDialog } from "./task-edit-dialog";
import type { TaskItemActions } from "./task-item";
import { EmptyTasks, TaskGroups, TaskList, TaskListSkeleton } from "./task-list";
import { TaskToolbar, VIEW_LABELS } from "./task-toolbar";
import type { TaskTree } from "./task-tree";

/**
 * One user's tasks: the view, search and filters, quick add, and the list in whichever state it is
 * (loading, failed, empty or loaded a page at a time), with its dialogs and keyboard shortcuts.
 */
export function TaskBoard({ userId, list }: { userId: string; list?: string }) {
  const { params, update, filtered } = useListParams(list);
  const { timeZone } = usePreferences();
  const tasks = useTaskList(userId, params);
  // Today shows the overdue tasks too, above its own (see `todayGroups`).
  const overdue = useTaskList(userId, { ...params, view: "overdue" }, { enabled: params.view === "today" });
  const actions = useTaskActions(userId);
  const [editing, setEditing] = useState<Task>();
  const showShortcuts = useShowShortcuts();
  const [movingToList, setMovingToList] = useState<Task>();
  /** Quick add in a dialog: a phone's way to it (from the floating button), where the line itself is folded away. */
  const [quickAdding, setQuickAdding] = useState(false);
  const queryClient = useQueryClient();
  const moveToList = useMoveTaskToList();
  const showToast = useToast();
  const listRef = useRef<HTMLDivElement>(null);
  const hiddenLists = useHiddenLists();
  const lists = useLists();
  const shownOf = (query: typeof tasks) =>
    (query.data?.pages.flatMap((page) => page.tasks) ?? []).filter(
      (task) => task.listId === null || !hiddenLists.has(task.listId),
    );
  const loaded = shownOf(tasks);
  const groups =
    params.view === "today"
      ? todayGroups(shownOf(overdue), loaded)
      : params.view === "upcoming"
        ? groupByDueDay(loaded, { timeZone })
        : undefined;
  /** Today's list is there once its overdue tasks are too, so that neither part comes in after the other. */
  const listed =
    params.view === "today"
      ? {
          data: overdue.data && tasks.data,
          error: tasks.error ?? overdue.error,
          isFetching: tasks.isFetching || overdue.isFetching,
          refetch: () => Promise.all([tasks.refetch(), overdue.refetch()]),
        }
      : tasks;

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

  const rowOf = (taskId: string) =>
    listRef.current?.querySelector<HTMLElement>(`[data-task-id="${CSS.escape(taskId)}"]`) ?? undefined;

  /** Keeps focus on a task's row after a change that re-renders or reorders the list. */
  const refocus = (taskId: string) => requestAnimationFrame(() => rowOf(taskId)?.focus());

  /** Focuses a task's row once it shows (in its new place, after a move the list reloads for): for a second at most. */
  const focusWhenShown = (taskId: string, frames = 60) =>
    requestAnimationFrame(() => {
      const row = rowOf(taskId);
      if (row) row.focus();
      else if (frames > 0) focusWhenShown(taskId, frames - 1);
    });

  const completeAsking = useCompleteAsking(actions);
  const toggle = completeAsking.toggle;

  /** Puts a task under another (opened, to show it there) or at the top level; the server's refusal shows. */
  const reparent = (task: Task, parentId: string | null) => {
    if (parentId) setExpanded(parentId, true);
    actions.save(task, { parentId }).then(
      () => focusWhenShown(task.id),
      (error: Error) => showToast(`“${task.title}” could not be moved. ${error.message}`),
    );
  };

  /** Open tasks unfiltered show as a tree: each task opens onto its subtasks, takes new ones and dropped ones. */
  const tree: TaskTree | undefined =
    params.parent === ROOT_PARENT
      ? {
          userId,
          addSubtask: (parent, input) => actions.create({ ...input, parentId: parent.id }, undefined),
          adopt: (taskId, parent) =>
            byId(taskId, (task) => task.parentId !== parent.id && !isSaving(task) && reparent(task, parent.id)),
          reorder: (taskId, target, parent) =>
            byId(taskId, (task) =>
              // One of another task's, dropped among these: it becomes one of them (last, as a new one would).
              task.parentId === parent.id ? moveTo(task, target) : !isSaving(task) && reparent(task, parent.id),
            ),
        }
      : undefined;

  /**
   * Tab puts the task under the one above it at its level, Shift+Tab under its parent's parent (or at the top
   * level). Whether there was such a move to make: when not, the key is left to move focus as usual.
   */
  const nest = (taskId: string, outdent: boolean): boolean => {
    const task = cachedTask(queryClient, userId, taskId);
    const row = rowOf(taskId);
    if (!tree || !task || !row || isSaving(task)) return false;
    let parentId: string | null;
    if (outdent) {
      if (task.parentId === null) return false;
      parentId = cachedTask(queryClient, userId, task.parentId)?.parentId ?? null;
    } else {
      const above = (row.previousElementSibling as HTMLElement | null)?.dataset.taskId;
      if (!above) return false;
      if (Number(row.dataset.depth) >= SUBTASK_DEPTH_MAX) {
        showToast(TASK_MESSAGES.subtasksTooDeep);
        return true;
      }
      parentId = above;
    }
    reparent(task, parentId);
    return true;
  };

  /**
   * The tasks a task is ordered among: the board's, or (a subtask shown in a tree) its parent's subtasks, which
   * are always in My order; and whether more of them are still to load.
   */
  const siblingsOf = (task: Task): { siblings: Task[]; more: boolean; manual: boolean } => {
    if (task.parentId === null || loaded.some((candidate) => candidate.id === task.id)) {
      return { siblings: loaded, more: tasks.hasNextPage, manual: params.sort === "manual" };
    }
    const subtasks = queryClient.getQueryData(subtaskListQuery(userId, task.parentId, timeZone).queryKey);
    const siblings = subtasks?.pages.flatMap((page) => page.tasks) ?? [];
    return { siblings, more: Boolean(subtasks?.pages.at(-1)?.nextCursor), manual: true };
  };

  /**
   * Puts a task at `target` (its index once taken out of its siblings) in "My order": a position between its
   * new neighbours, or, with no number left between them, the loaded siblings spread apart.
   */
  const moveTo = (task: Task, target: number) => {
    const { siblings, more, manual } = siblingsOf(task);
    if (!manual) {
      showToast(
        params.view === "all"
          ? "Sort by “My order” to move tasks by hand."
          : `${VIEW_LABELS[params.view]} is in an order of its own: move tasks by hand in All, by “My order”.`,
      );
      return;
    }
    const index = siblings.findIndex((candidate) => candidate.id === task.id);
    if (index < 0 || target === index || target < 0 || target >= siblings.length) return;
    const reordered = siblings.filter((candidate) => candidate.id !== task.id);
    reordered.splice(target, 0, task);
    const after = reordered[target + 1];
    // Past the last loaded task lie the unloaded ones, whose places are not known here.
    if (!after && more) {
      showToast("Load more tasks to move this one further down.");
      return;
    }
    const position = positionBetween(reordered[target - 1]?.position, after?.position);
    if (position !== undefined) {
      actions.reposition(new Map([[task.id, position]]));
    } else if (more) {
      showToast("Load all the tasks to move this one: there is no room left between its neighbours.");
      return;
    } else {
      const spread = spreadPositions(reordered.length, reordered[0]?.position ?? 0);
      actions.reposition(new Map(reordered.map((each, at) => [each.id, spread[at] ?? each.position])));
    }
    refocus(task.id);
  };

  /** One place up or down among its siblings. */
  const step = (task: Task, by: -1 | 1) =>
    moveTo(task, siblingsOf(task).siblings.findIndex((candidate) => candidate.id === task.id) + by);

  const itemActions: TaskItemActions = {
    toggle,
    edit: setEditing,
    remove,
    filterByTag: (tag) => update({ tag }),
  };
  /** The task of a row: one of the board's, or a subtask shown under one. */
  const byId = (id: string, act: (task: Task) => void) => {
    const task = cachedTask(queryClient, userId, id);
    if (task) act(task);
  };
  useTaskShortcuts(listRef, {
    toggle: (id) => byId(id, toggle),
    edit: (id) => byId(id, setEditing),
    remove: (id) => byId(id, remove),
    move: (id, by) => byId(id, (task) => step(task, by)),
    moveToList: (id) => byId(id, setMovingToList),
    nest,
  });

  const dueOn = params.view === "today" ? "today" : undefined;
  return (
    <div className="task-board">
      <TaskToolbar userId={userId} params={params} onChange={update} onShowShortcuts={showShortcuts} />
      {params.view !== "completed" && (
        <>
          <div className="task-board-quick-add">
            <QuickAdd dueOn={dueOn} onAdd={add} shortcut />
          </div>
          <button type="button" className="floating-add" aria-label="Quick add" onClick={() => setQuickAdding(true)}>
            <Plus size={24} aria-hidden="true" />
          </button>
        </>
      )}
      <div ref={listRef} className="task-results">
        <QueryStatus query={listed} loading={<TaskListSkeleton />} failure="We couldn't load your tasks.">
          {() =>
            (groups ? groups.length === 0 : loaded.length === 0) ? (
              <EmptyTasks
                view={params.view}
                filtered={filtered}
                onClearFilters={() => update({ q: undefined, tag: undefined, priority: undefined })}
              />
            ) : groups ? (
              <TaskGroups
                groups={groups}
                actions={itemActions}
                footerOf={(group) =>
                  group.key === "overdue" && <LoadMore query={overdue} label="Load more overdue tasks" />
                }
              />
            ) : (
              <TaskList
                tasks={loaded}
                actions={itemActions}
                tree={tree}
                onReorder={
                  params.sort === "manual"
                    ? (taskId, target) =>
                        byId(taskId, (task) =>
                          // A subtask dropped among the top-level tasks of a tree comes out to the top level.
                          tree && task.parentId !== null ? reparent(task, null) : moveTo(task, target),
                        )
                    : undefined
                }
              />
            )
          }
        </QueryStatus>
      </div>
      <LoadMore query={tasks} label="Load more" />
      {editing && (
        <TaskEditDialog
          task={editing}
          onSave={actions.save}
          onSkip={actions.skip}
          onClose={() => setEditing(undefined)}
        />
      )}
      {quickAdding && <NewTaskDialog userId={userId} dueOn={dueOn} onAdd={add} onClose={() => setQuickAdding(false)} />}
      {completeAsking.dialog}
      {movingToList && (
        <MoveToListDialog
          task={movingToList}
          onMove={(listId, name) => void moveToList(movingToList.id, listId, name)}
          onClose={() => setMovingToList(undefined)}
        />
      )}
    </div>
  );
}

/** The next page of a list: a button, and what went wrong when it could not be loaded. */
function LoadMore({ query, label }: { query: ReturnType<typeof useTaskList>; label: string }) {
  return (
    <>
      {query.isFetchNextPageError && (
        <p className="form-error" role="alert">
          We couldn't load more tasks. {query.error?.message}
        </p>
      )}
      {query.hasNextPage && (
        <div>
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={query.isFetchingNextPage}
            onClick={() => query.isFetchingNextPage || void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? "Loading…" : label}
          </button>
        </div>
      )}
    </>
  );
}
