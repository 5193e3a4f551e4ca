import { INBOX } from "../../../shared/schemas/list";
import {
  type ListTasksQuery,
  type NewTaskInput,
  type RestoreTaskInput,
  ROOT_PARENT,
  type SnoozeChoice,
  type SnoozeResult,
  sortOf,
  type TagCount,
  type Task,
  type TaskPage,
  type TaskUpdateResult,
  type UpdateTaskInput,
} from "../../../shared/schemas/task";
import { todayIn } from "../../../shared/time/zoned-time";
import { TASKS_PER_BATCH, untilDone } from "../../batches";
import { getTask, type TasksContext } from "./context";
import { createTask, restoreTask } from "./new-tasks";
import { skipOccurrence } from "./repeating-tasks";
import { removeWithSubtasks } from "./subtasks";
import { decodeCursor, encodeCursor } from "./task-cursor";
import { addImportedTasks, finishTaskImport, linkImportedTasks, undoTaskImport } from "./task-imports";
import { sortKeyOf, type TaskFilter } from "./task-list-query";
import { snoozeTask } from "./task-snooze";
import { applyUpdate } from "./task-update";

/** A view, in the user's time zone, as plain conditions on the tasks (exported for bench/scale.ts). */
export function filterFor(
  { view, tz, q, tag, priority, list, parent, dueFrom, dueBefore, undated }: ListTasksQuery,
  now: Date,
): TaskFilter {
  const today = todayIn(tz, now);
  const listId = list === undefined ? undefined : list === INBOX ? null : list;
  // A due range and `undated` come only with view all or completed (see `checkListTasksQuery`).
  const due = { ...(dueFrom && dueBefore ? { dueFrom, dueBefore } : {}), ...(undated ? { undated } : {}) };
  const parentId = parent === undefined ? undefined : parent === ROOT_PARENT ? null : parent;
  const base = { completed: view === "completed", search: q, tag, priority, listId, parentId, ...due };
  switch (view) {
    case "today":
      return { ...base, dueFrom: today.start.toISOString(), dueBefore: today.end.toISOString() };
    case "upcoming":
      return { ...base, dueFrom: today.end.toISOString() };
    case "overdue":
      return { ...base, overdue: { startOfToday: today.start.toISOString(), now: now.toISOString() } };
    case "all":
    case "completed":
      return base;
  }
}

/**
 * What can be done to the user's tasks, each a use case in the module beside this one that holds its rules: new
 * tasks (new-tasks.ts), an update (task-update.ts), repetition (repeating-tasks.ts), the tree of subtasks
 * (subtasks.ts), a snooze (task-snooze.ts) and an import's tasks (task-imports.ts).
 */
export function createTasksService(ctx: TasksContext) {
  const { taskRows, clock } = ctx;
  return {
    /** `anyTag`: tasks with any of these tags instead of `query.tag` (the assistant's guesses at a tag). */
    async list(userId: string, query: ListTasksQuery, anyTag?: readonly string[]): Promise<TaskPage> {
      // Another user's task has no subtasks to list: it does not exist for them.
      if (query.parent !== undefined && query.parent !== ROOT_PARENT) await getTask(ctx, userId, query.parent);
      const { limit, cursor } = query;
      const sort = sortOf(query);
      const after = cursor ? decodeCursor(cursor, sort) : undefined;
      // One more than asked tells whether another page exists without a count query.
      const filter = { ...filterFor(query, clock.now()), ...(anyTag ? { tag: anyTag } : {}) };
      const rows = await taskRows.list(userId, { filter, sort, limit: limit + 1, after });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        tasks: page,
        nextCursor: rows.length > limit && last ? encodeCursor(sort, sortKeyOf(last, sort)) : null,
      };
    },

    get: (userId: string, id: string): Promise<Task> => getTask(ctx, userId, id),

    /** For the weekly review: tasks completed since `since`, newest first (no view of the list answers this). */
    completedSince(userId: string, since: Date, limit: number): Promise<Task[]> {
      const filter = { completed: true, completedFrom: since.toISOString() };
      return taskRows.list(userId, { filter, sort: "created", limit });
    },

    /** For the weekly review: open tasks whose due date was moved later at least `times` times, soonest due first. */
    postponedAtLeast(userId: string, times: number, limit: number): Promise<Task[]> {
      return taskRows.list(userId, { filter: { completed: false, postponedAtLeast: times }, sort: "due", limit });
    },

    /**
     * For the assistant: open tasks with a word beginning with any of `words` (as `searchWords` gives them),
     * newest first: one read of the word index however many words there are.
     */
    withAnyWord(userId: string, words: readonly string[], limit: number): Promise<Task[]> {
      if (words.length === 0) return Promise.resolve([]);
      return taskRows.list(userId, { filter: { completed: false, anyWord: words }, sort: "created", limit });
    },

    /** Like `get`, for callers to whom a missing task is no error. */
    find(userId: string, id: string): Promise<Task | undefined> {
      return taskRows.find(userId, id);
    },

    /** A subtask goes into its parent's list, whatever `listId` says; the parent's progress changes with it. */
    create(userId: string, input: NewTaskInput): Promise<Task> {
      return createTask(ctx, userId, input);
    },

    /**
     * Puts a deleted task back under its old id, as it was (the Undo of a delete). An id in use is the caller's
     * own task (409) or, like any task of someone else, one that does not exist for them (404). A deleted
     * subtree comes back a task at a time, parents first: a parent that is not back (or no longer the user's)
     * is a 400 on `parentId`.
     */
    restore(userId: string, id: string, input: RestoreTaskInput): Promise<Task> {
      return restoreTask(ctx, userId, id, input);
    },

    /**
     * With `expectedVersion` (from If-Match), a task changed meanwhile is refused with 409 and its current state.
     * Completing a repeating task moves it on and answers the completed copy too (see `completeOccurrence`).
     * A task's subtasks follow it to another list; `completeSubtasks` completes its open ones with it.
     */
    update(userId: string, id: string, input: UpdateTaskInput, expectedVersion?: number): Promise<TaskUpdateResult> {
      return applyUpdate(ctx, userId, id, input, expectedVersion);
    },

    /** "Skip this occurrence": a repeating task moves on to its next occurrence, no completion recorded. */
    skip(userId: string, id: string, expectedVersion?: number): Promise<Task> {
      return skipOccurrence(ctx, userId, id, expectedVersion);
    },

    /**
     * "Remind me again": a reminder at now plus 10 minutes, an hour, or the same time tomorrow in the user's
     * zone. The task's spent reminders at an instant go first to make room (nothing would ever send them
     * again); with TASK_REMINDERS_MAX still pending it is refused (409), as is a completed task.
     */
    snooze(userId: string, id: string, choice: SnoozeChoice, expectedVersion?: number): Promise<SnoozeResult> {
      return snoozeTask(ctx, userId, id, choice, expectedVersion);
    },

    /** Every task of the user, a page at a time (for an export). */
    everyTask(userId: string, pageSize: number): AsyncGenerator<Task[]> {
      return taskRows.everyTask(userId, pageSize);
    },

    /**
     * Adds one batch of an import's tasks (new ids, in one short transaction), noted as the import's until
     * `finishImport` or `undoImport`. No events: the import announces itself once it is finished.
     */
    addImported(userId: string, importId: string, inputs: (RestoreTaskInput & { id?: string })[]): Promise<void> {
      return addImportedTasks(ctx, userId, importId, inputs);
    },

    /** The user's pending reminders, counted up to one past PENDING_REMINDERS_PER_USER_MAX. */
    pendingReminders(userId: string): Promise<number> {
      return taskRows.pendingReminders(userId);
    },

    /** Once an import's tasks are all written: puts each child under its parent (see `linkImportedTasks`). */
    linkImported(userId: string, links: Map<string, string>): Promise<void> {
      return linkImportedTasks(ctx, userId, links);
    },

    /** Deletes every task the import has written, a batch at a time, and has every client reload. */
    undoImport(userId: string, importId: string): Promise<void> {
      return undoTaskImport(ctx, userId, importId);
    },

    /** Keeps the import's tasks for good (forgetting, a batch at a time, which were its), and has every client reload. */
    finishImport(userId: string, importId: string): Promise<void> {
      return finishTaskImport(ctx, userId, importId);
    },

    tags(userId: string): Promise<TagCount[]> {
      return taskRows.tagCounts(userId);
    },

    /** For the assistant's names with a typo: words the user's tasks hold near `word` (see the repository's). */
    wordsAround(userId: string, word: string, limit: number): Promise<string[]> {
      return taskRows.wordsAround(userId, word, limit);
    },

    /** Deletes the task with its subtasks at every depth (see `removeWithSubtasks`). */
    remove(userId: string, id: string): Promise<void> {
      return removeWithSubtasks(ctx, userId, id);
    },

    /** Deletes every task of the user, subtasks first, a batch at a time (before the account itself goes). */
    async removeAll(userId: string): Promise<void> {
      await untilDone(() => taskRows.deleteSomeOf(userId, TASKS_PER_BATCH));
    },
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
