import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { UNDO_WINDOW_MS } from "../../../../shared/limits";
import { plural } from "../../../../shared/plural";
import type { CreateTaskInput, Task, TaskUpdateResult, UpdateTaskInput } from "../../../../shared/schemas/task";
import { formatDue } from "../../../../shared/time/format-date";
import { useToast } from "../../../components/toast";
import { ApiError } from "../../../lib/api-client";
import { usePreferences } from "../../../lib/preferences";
import { taskKeys } from "../api/task-queries";
import { createTask, deleteTask, listSubtree, restoreTask, skipOccurrence, updateTask } from "../api/tasks-api";
import {
  type CacheSnapshot,
  prependCachedTask,
  refreshTasks,
  removeCachedTask,
  replaceCachedTask,
  repositionCachedTasks,
  restoreCache,
} from "./task-cache";

const PENDING_ID_PREFIX = "pending:";
const REPOSITION = ["tasks", "reposition"];

/** A task shown before the server has saved it: it cannot be changed yet. */
export const isSaving = (task: Task) => task.id.startsWith(PENDING_ID_PREFIX);

function pendingTask(input: CreateTaskInput): Task {
  const now = new Date().toISOString();
  return {
    id: `${PENDING_ID_PREFIX}${crypto.randomUUID()}`,
    title: input.title.trim(),
    description: input.description?.trim() ?? "",
    completed: false,
    completedAt: null,
    dueAt: input.dueAt ?? null,
    dueAllDay: input.dueAllDay ?? false,
    priority: input.priority ?? "none",
    tags: input.tags ?? [],
    reminders: input.reminders ?? [],
    recurrence: input.recurrence ?? null,
    postponedCount: 0,
    listId: input.listId ?? null,
    // Last in "My order", as the server places it.
    position: Date.parse(now),
    parentId: input.parentId ?? null,
    subtasks: { done: 0, total: 0 },
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
}

type OnSaved = (saved: Task) => void;

/** What a toast says was done to a task, and to the subtasks that went with it: "“Post the letter” completed." */
const actedOn = (task: Task, subtasks: number, done: "completed" | "deleted") =>
  subtasks > 0 ? `“${task.title}” and ${plural(subtasks, "subtask")} ${done}.` : `“${task.title}” ${done}.`;

/** The conflict answer's current task, when the server refused an edit because of a newer one. */
export function conflictingTask(error: unknown): Task | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  return (error.body as { task?: Task } | undefined)?.task;
}

/**
 * Changes to tasks, shown at once in every list on screen and undone with a visible message when the
 * server refuses them. Each ends by asking the server again, so lists also gain or lose the tasks the
 * change moved in or out of them.
 */
export function useTaskActions(userId: string) {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const { timeZone, hour12 } = usePreferences();
  const dueText = (task: Task) => (task.dueAt ? formatDue(task.dueAt, task.dueAllDay, { timeZone, hour12 }) : "later");

  /**
   * Shown in the same moment as the click (a checkbox must stay as clicked), then once more after stopping
   * any list still arriving, which would otherwise overwrite the change with what the server had before it.
   * `apply` must be idempotent.
   */
  const applyAtOnce = async (apply: () => CacheSnapshot) => {
    const snapshot = apply();
    await queryClient.cancelQueries({ queryKey: taskKeys.lists(userId) });
    apply();
    return snapshot;
  };
  const undoOnScreen = (snapshot: CacheSnapshot | undefined) => snapshot && restoreCache(queryClient, snapshot);
  const refresh = () => refreshTasks(queryClient, userId);

  /**
   * Every completion is answered the same way: a toast naming the task (and how many subtasks went with it, or
   * when a repeating one comes next) with an Undo (see `undoCompletion`). Reopening needs none: the task is
   * still there to tick again.
   */
  const toggle = useMutation({
    mutationFn: ({ task, completeSubtasks }: { task: Task; completeSubtasks?: boolean; onSaved?: OnSaved }) =>
      updateTask(task.id, { completed: !task.completed, ...(completeSubtasks ? { completeSubtasks } : {}) }),
    onMutate: ({ task }) =>
      applyAtOnce(() =>
        replaceCachedTask(queryClient, userId, {
          ...task,
          completed: !task.completed,
          completedAt: task.completed ? null : new Date().toISOString(),
        }),
      ),
    onSuccess: (result, { task, onSaved }) => {
      onSaved?.(result.task);
      if (task.completed) return;
      // A repeating task stays open, moved on: show it so at once.
      if (result.completion) replaceCachedTask(queryClient, userId, result.task);
      const done = actedOn(task, result.completedSubtasks?.length ?? 0, "completed");
      showToast(result.completion ? `${done} Next: ${dueText(result.task)}.` : done, {
        durationMs: UNDO_WINDOW_MS,
        action: { label: "Undo", onAction: () => undoCompletion.mutate({ task, result, onSaved }) },
      });
    },
    onError: (error, { task }, snapshot) => {
      undoOnScreen(snapshot);
      showToast(`“${task.title}” could not be ${task.completed ? "reopened" : "completed"}. ${error.message}`);
    },
    onSettled: refresh,
  });

  /**
   * The Undo of a completion: the task open again with exactly the subtasks completing closed; a repeating task
   * back on its date (unless changed since) and its completed copy gone. `onSaved` gets the task as reopened.
   */
  const undoCompletion = useMutation({
    mutationFn: async ({ task, result }: { task: Task; result: TaskUpdateResult; onSaved?: OnSaved }) => {
      const { task: saved, completion, completedSubtasks = [] } = result;
      const reopened = completion
        ? updateTask(task.id, { dueAt: task.dueAt, dueAllDay: task.dueAllDay }, saved.version)
        : updateTask(task.id, { completed: false });
      const [{ task: reopenedTask }] = await Promise.all([
        reopened,
        ...(completion ? [deleteTask(completion.id)] : []),
        ...completedSubtasks.map((id) => updateTask(id, { completed: false })),
      ]);
      return reopenedTask;
    },
    onSuccess: (reopened, { onSaved }) => onSaved?.(reopened),
    onError: (error, { task }) => showToast(`“${task.title}” could not be put back. ${error.message}`),
    onSettled: refresh,
  });

  const skip = useMutation({
    mutationFn: skipOccurrence,
    onSuccess: (moved) => {
      replaceCachedTask(queryClient, userId, moved);
      showToast(`“${moved.title}” skipped. Next: ${dueText(moved)}.`);
    },
    onError: (error, task) => showToast(`“${task.title}” could not be skipped. ${error.message}`),
    onSettled: refresh,
  });

  /** Sends the version the user edited, so a change made elsewhere meanwhile is not overwritten (409). */
  const save = useMutation({
    mutationFn: async ({ task, changes }: { task: Task; changes: UpdateTaskInput }) =>
      (await updateTask(task.id, changes, task.version)).task,
    onMutate: ({ task, changes }) => applyAtOnce(() => replaceCachedTask(queryClient, userId, { ...task, ...changes })),
    onError: (error, _variables, snapshot) => {
      undoOnScreen(snapshot);
      const current = conflictingTask(error);
      if (current) replaceCachedTask(queryClient, userId, current);
    },
    onSettled: refresh,
  });

  /** New places in "My order" (usually one task's; several when a run had to be spread apart first). */
  const reposition = useMutation({
    mutationFn: (positions: ReadonlyMap<string, number>) =>
      Promise.all([...positions].map(([id, position]) => updateTask(id, { position }))),
    onMutate: (positions) => applyAtOnce(() => repositionCachedTasks(queryClient, userId, positions)),
    onError: (error, _positions, snapshot) => {
      undoOnScreen(snapshot);
      showToast(`The task could not be moved. ${error.message}`);
    },
    // Moves come quickly one after another (Alt+↓ held down): reloading after each but the last would show the
    // order from before the later ones for a moment, and a move made then would start from it.
    mutationKey: REPOSITION,
    onSettled: () => queryClient.isMutating({ mutationKey: REPOSITION }) === 1 && refresh(),
  });

  const remove = useMutation({
    mutationFn: (task: Task) => deleteTask(task.id),
    onMutate: (task) => applyAtOnce(() => removeCachedTask(queryClient, userId, task.id)),
    onError: (error, task, snapshot) => {
      undoOnScreen(snapshot);
      showToast(`“${task.title}” could not be deleted. ${error.message}`);
    },
    onSettled: refresh,
  });

  /** Puts a deleted task back, then its subtasks (`subtree`: parents before their subtasks) under it. */
  const restore = useMutation({
    mutationFn: async ({ task, subtree }: { task: Task; subtree: Task[] }) => {
      const restored = await restoreTask(task);
      for (const subtask of subtree) await restoreTask(subtask);
      return restored;
    },
    onError: (error, { task }) => showToast(`“${task.title}” could not be restored. ${error.message}`),
    onSettled: refresh,
  });

  const create = useMutation({
    mutationFn: ({ input }: { input: CreateTaskInput; shownIn: QueryKey | undefined }) => createTask(input),
    onMutate: ({ input, shownIn }) => {
      if (!shownIn) return undefined;
      const pending = pendingTask(input);
      return applyAtOnce(() => prependCachedTask(queryClient, shownIn, pending));
    },
    onError: (error, _variables, snapshot) => {
      undoOnScreen(snapshot);
      showToast(`Your task was not saved. ${error.message}`);
    },
    onSettled: refresh,
  });

  const removeWithSubtasks = async (task: Task, onRestored?: (restored: Task) => void) => {
    // Its subtasks go with it: read first, for the Undo to put them back.
    let subtree: Task[] = [];
    if (task.subtasks.total > 0) {
      try {
        subtree = await listSubtree(task.id, timeZone);
      } catch (error) {
        showToast(`“${task.title}” could not be deleted. ${(error as Error).message}`);
        return;
      }
    }
    // Whether the delete went through; one that failed has nothing to undo (and showed its own message).
    const deleted = remove.mutateAsync(task).then(
      () => true,
      () => false,
    );
    showToast(actedOn(task, subtree.length, "deleted"), {
      durationMs: UNDO_WINDOW_MS,
      action: {
        label: "Undo",
        // Undo pressed at once still waits for the delete to finish.
        onAction: () =>
          void deleted.then((done) => done && restore.mutate({ task, subtree }, { onSuccess: onRestored })),
      },
    });
  };

  return {
    /**
     * Completes (offering Undo) or reopens a task. `onSaved` gets the task as the server saved it, and again as
     * an Undo reopened it (e.g. for a card showing that task alone).
     */
    toggle: (task: Task, onSaved?: OnSaved) => toggle.mutate({ task, onSaved }),
    /** Completes a task and every open subtask under it, offering to reopen them all. */
    completeWithSubtasks: (task: Task) => toggle.mutate({ task, completeSubtasks: true }),
    save: (task: Task, changes: UpdateTaskInput) => save.mutateAsync({ task, changes }),
    /** Gives tasks (id → position) new places in "My order". */
    reposition: (positions: ReadonlyMap<string, number>) => reposition.mutate(positions),
    /** Moves a repeating task to its next occurrence, recording no completion. */
    skip: (task: Task) => skip.mutateAsync(task),
    /** Deletes at once and offers Undo for a few seconds; Undo puts the task back as it was. */
    remove: (task: Task, onRestored?: (restored: Task) => void) => void removeWithSubtasks(task, onRestored),
    /** Shown at once in the list `shownIn` (none: a task going to a list not on screen), before it is saved. */
    create: (input: CreateTaskInput, shownIn: QueryKey | undefined) => create.mutateAsync({ input, shownIn }),
  };
}
