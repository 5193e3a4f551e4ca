import {
  PENDING_REMINDERS_PER_USER_MAX,
  SUBTASK_DEPTH_MAX,
  SUBTASKS_PER_PARENT_MAX,
  TASK_REMINDERS_MAX,
} from "../../../shared/limits";
import { nextOccurrence, repeatingDue } from "../../../shared/recurrence/occurrences";
import { RECURRENCE_MESSAGES } from "../../../shared/recurrence/rule";
import { INBOX } from "../../../shared/schemas/list";
import {
  type ListTasksQuery,
  type NewTaskInput,
  type Reminder,
  type RestoreTaskInput,
  ROOT_PARENT,
  type SnoozeChoice,
  type SnoozeResult,
  sortOf,
  sortReminders,
  TASK_MESSAGES,
  type TagCount,
  type Task,
  type TaskPage,
  type TaskUpdateResult,
  type UpdateTaskInput,
} from "../../../shared/schemas/task";
import { sameTimeNextDay, todayIn } from "../../../shared/time/zoned-time";
import { inBatches, TASKS_PER_BATCH, untilDone } from "../../batches";
import type { Clock } from "../../clock";
import { DomainError, fieldError, notFound } from "../../errors";
import type { TaskEventBus } from "../../events/task-events";
import type { ListsService } from "../lists/lists.service";
import type { UsersRepository } from "../me/users.repository";
import { PendingRemindersFull } from "../reminders/reminder-rows";
import { decodeCursor, encodeCursor } from "./task-cursor";
import { sortKeyOf, type TaskFilter } from "./task-list-query";
import type { NewTask, TaskChanges } from "./task-rows";
import type { SubtreeChanged, SubtreeChanges, TreeFacts, TreePlace } from "./task-tree";
import type { TasksRepository } from "./tasks.repository";

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

/** Notes of an import's tasks forgotten per statement: they are only forgotten (the tasks stay), so many at once. */
const IMPORT_FORGET_BATCH = 2000;

/** A rule that never comes round again, under the field that says it. */
const neverRecurs = (message: string) => fieldError("invalid", "validation_failed", "recurrence", message);

/**
 * A write the repository refused because it would leave the account more than PENDING_REMINDERS_PER_USER_MAX
 * reminders still to come: a 409 saying what to do. Anything else goes on as it was.
 */
function refusePendingRemindersFull(error: unknown): never {
  if (error instanceof PendingRemindersFull) {
    throw new DomainError(
      "conflict",
      "too_many_pending_reminders",
      `An account has at most ${PENDING_REMINDERS_PER_USER_MAX} reminders still to come. ` +
        "Remove some, or complete the tasks they are for, first.",
    );
  }
  throw error;
}

/**
 * What breaks the tree's rule if a task (`taskId`, absent for a new one) goes under the parent `facts` describe:
 * a parent the user does not have, the task itself or one of its subtasks, more than SUBTASK_DEPTH_MAX levels
 * with the task's own subtasks, or a parent with SUBTASKS_PER_PARENT_MAX subtasks already. Undefined: nothing.
 */
function treeRuleBroken({ ancestry, height, siblings }: TreeFacts, taskId?: string): string | undefined {
  if (ancestry.length === 0) return TASK_MESSAGES.parentNotFound;
  if (ancestry.some(({ id }) => id === taskId)) return TASK_MESSAGES.parentIsItself;
  if (ancestry.length + 1 + height > SUBTASK_DEPTH_MAX) return TASK_MESSAGES.subtasksTooDeep;
  if (siblings >= SUBTASKS_PER_PARENT_MAX) return TASK_MESSAGES.tooManySubtasks;
  return undefined;
}

export function createTasksService({
  taskRows,
  events,
  clock,
  users,
  lists,
}: {
  taskRows: TasksRepository;
  events: TaskEventBus;
  clock: Clock;
  users: Pick<UsersRepository, "findProfile">;
  lists: Pick<ListsService, "ensureOwned">;
}) {
  /** Where "today" is for the user: their time zone preference, UTC until they have one. */
  const timeZoneOf = async (userId: string) => (await users.findProfile(userId))?.preferences.timeZone ?? "UTC";

  /**
   * A repeating task is always due somewhere in its series: one left without a due date (made so, or its
   * date cleared) is due on its rule's first day from today, all day. A rule that never comes round again
   * from there is refused (400 on `recurrence`), as completing the task could not move it on.
   */
  function dueOfRepeating(recurrence: string | null, dueAt: string | null, timeZone: string) {
    if (!recurrence) return {};
    const due = repeatingDue(recurrence, { dueAt, now: clock.now(), timeZone });
    if ("error" in due) throw neverRecurs(due.error);
    return dueAt ? {} : due;
  }

  /** A new task's reminders: those it names, else the user's default when it is due at a time (not all day). */
  async function remindersOfNew(
    userId: string,
    { reminders, dueAt, dueAllDay }: Pick<NewTaskInput, "reminders" | "dueAt" | "dueAllDay">,
  ): Promise<Reminder[]> {
    if (reminders !== undefined) return reminders;
    if (!dueAt || dueAllDay) return [];
    const minutesBefore = (await users.findProfile(userId))?.preferences.defaultReminderMinutes ?? null;
    return minutesBefore === null ? [] : [{ minutesBefore }];
  }

  const getTask = async (userId: string, id: string): Promise<Task> =>
    (await taskRows.find(userId, id)) ?? throwTaskNotFound();

  /** Why an update matched nothing: no such task for this user (404), or a newer version (409 with it). */
  async function refuseUpdate(userId: string, id: string): Promise<never> {
    const current = await taskRows.find(userId, id);
    if (!current) throwTaskNotFound();
    throw new DomainError(
      "conflict",
      "conflict",
      "This task was changed elsewhere since you loaded it. Reload it and try again.",
      { details: { task: current } },
    );
  }

  /** One event per task, each once. */
  async function announce(
    userId: string,
    type: "task.created" | "task.updated" | "task.deleted",
    ids: Iterable<string | null>,
  ) {
    for (const taskId of new Set(ids)) if (taskId) await events.publish({ type, userId, taskId });
  }

  /**
   * A task (`taskId`, absent for a new one) under `parentId`, and the tree's rule (`treeRuleBroken`, a 400 on
   * `parentId`), which the repository checks inside the write's transaction so that racing moves cannot break
   * it. The repository puts the task in its parent's list, read in the same transaction.
   */
  function placeUnder(parentId: string, taskId?: string) {
    const check = (facts: TreeFacts) => {
      const broken = treeRuleBroken(facts, taskId);
      if (broken) throw fieldError("invalid", "validation_failed", "parentId", broken);
    };
    return { changes: { parentId }, place: { parentId, taskId, check } };
  }

  /**
   * Applies `changes` to the task's subtasks at every depth, a batch at a time with others let in between (see
   * batches.ts), after the task's own change: a subtree may hold thousands.
   */
  async function changeSubtree(
    userId: string,
    id: string,
    changes: SubtreeChanges,
    updatedAt: string,
  ): Promise<SubtreeChanged> {
    const changed: SubtreeChanged = { moved: [], ticked: [] };
    if (changes.listId === undefined && changes.completed === undefined) return changed;
    const ids = new Set((await taskRows.subtree(userId, id)).map((row) => row.id));
    ids.delete(id);
    await inBatches([...ids], async (batch) => {
      // Reopened subtasks re-arm their reminders: a batch past the account's cap is refused (the batches before stay).
      const { moved, ticked } = await taskRows
        .changeSubtasks(userId, batch, changes, updatedAt)
        .catch(refusePendingRemindersFull);
      changed.moved.push(...moved);
      changed.ticked.push(...ticked);
    });
    return changed;
  }

  /** The task with its progress counted again when its subtasks were (un)ticked. */
  const recounted = (userId: string, task: Task, { ticked }: SubtreeChanged) =>
    ticked.length > 0 ? taskRows.recount(userId, task) : task;

  /**
   * Where an update puts a task: under a new parent (in its list), at the top level (`parentId: null`), or in
   * another list, which takes a subtask out of its parent. Its subtasks go along (see `update`).
   */
  function placeOf(
    current: Task,
    { parentId, listId }: UpdateTaskInput,
  ): { changes: Pick<TaskChanges, "parentId" | "listId">; place?: TreePlace } {
    if (parentId === current.parentId && parentId !== null) return { changes: { listId: current.listId } };
    if (parentId) return placeUnder(parentId, current.id);
    const leaves = parentId === undefined && listId !== undefined && listId !== current.listId && current.parentId;
    return { changes: leaves ? { parentId: null } : {} };
  }

  /** Moves a repeating task to its next occurrence after today (and after its due day), at its time of day. */
  async function nextDue(userId: string, task: Pick<Task, "dueAt" | "dueAllDay">, recurrence: string) {
    const now = clock.now();
    const due = task.dueAt ? new Date(task.dueAt) : now;
    const allDay = task.dueAt ? task.dueAllDay : true;
    const next = nextOccurrence(recurrence, { due, allDay, today: now, timeZone: await timeZoneOf(userId) });
    // Only a task saved before rules were checked so, or whose owner has since moved to another time zone.
    if (!next) throw neverRecurs(RECURRENCE_MESSAGES.neverRecurs);
    return { dueAt: next.toISOString(), dueAllDay: allDay };
  }

  /**
   * Completing a repeating task: the completion is kept as a completed copy (same title, description,
   * priority and tags, due when the occurrence was, not repeating), and the task itself stays open, moved on
   * to its next occurrence with the rest of the patch applied. Both or neither are saved.
   */
  async function completeOccurrence(
    userId: string,
    current: Task,
    { completed: _completed, ...patch }: UpdateTaskInput,
    recurrence: string,
    expectedVersion: number,
    place: TreePlace | undefined,
  ): Promise<TaskUpdateResult> {
    const now = clock.now().toISOString();
    const done = { ...current, ...patch };
    const changes: TaskChanges = { ...patch, ...(await nextDue(userId, done, recurrence)), updatedAt: now };
    const completion: NewTask = {
      id: crypto.randomUUID(),
      userId,
      title: done.title,
      description: done.description,
      dueAt: done.dueAt,
      dueAllDay: done.dueAllDay,
      priority: done.priority,
      tags: done.tags,
      recurrence: null,
      completed: true,
      completedAt: now,
      createdAt: now,
    };
    const saved = await taskRows
      .completeOccurrence(userId, current.id, changes, expectedVersion, completion, place)
      .catch(refusePendingRemindersFull);
    if (!saved) return refuseUpdate(userId, current.id);
    // The next occurrence starts over: its subtasks come back unticked (and follow it to its parent's list).
    const subtasks = await changeSubtree(
      userId,
      current.id,
      { completed: false, ...(saved.task.listId !== current.listId ? { listId: saved.task.listId } : {}) },
      now,
    );
    await events.publish({ type: "task.created", userId, taskId: saved.completion.id });
    await announce(userId, "task.updated", [current.id, ...subtasks.moved, ...subtasks.ticked]);
    return { task: await recounted(userId, saved.task, subtasks), completion: saved.completion };
  }

  return {
    /** `anyTag`: tasks with any of these tags instead of `query.tag` (the assistant's guesses at a tag). */
    async list(userId: string, query: ListTasksQuery, anyTag?: readonly string[]): Promise<TaskPage> {
      // Another user's task has no subtasks to list: it does not exist for them.
      if (query.parent !== undefined && query.parent !== ROOT_PARENT) await getTask(userId, query.parent);
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

    get: getTask,

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
    async create(userId: string, input: NewTaskInput): Promise<Task> {
      await lists.ensureOwned(userId, input.listId);
      const { changes, place } = input.parentId ? placeUnder(input.parentId) : {};
      const id = crypto.randomUUID();
      const recurrence = input.recurrence ?? null;
      const due = recurrence ? dueOfRepeating(recurrence, input.dueAt ?? null, await timeZoneOf(userId)) : {};
      const reminders = await remindersOfNew(userId, { ...input, ...due });
      const now = clock.now().toISOString();
      const task = await taskRows
        .insert({ id, userId, ...input, ...changes, ...due, reminders, createdAt: now }, now, place)
        .catch(refusePendingRemindersFull);
      if (!task) throw new Error(`A fresh task id was taken: ${id}`);
      await events.publish({ type: "task.created", userId, taskId: task.id });
      await announce(userId, "task.updated", [task.parentId]);
      return task;
    },

    /**
     * Puts a deleted task back under its old id, as it was (the Undo of a delete). An id in use is the caller's
     * own task (409) or, like any task of someone else, one that does not exist for them (404). A deleted
     * subtree comes back a task at a time, parents first: a parent that is not back (or no longer the user's)
     * is a 400 on `parentId`.
     */
    async restore(userId: string, id: string, input: RestoreTaskInput): Promise<Task> {
      await lists.ensureOwned(userId, input.listId);
      const { changes, place } = input.parentId ? placeUnder(input.parentId) : {};
      // Checked as a new task is, but put back with its own due date, or none.
      if (input.recurrence) dueOfRepeating(input.recurrence, input.dueAt ?? null, await timeZoneOf(userId));
      const task = await taskRows
        .insert({ id, userId, ...input, ...changes }, clock.now().toISOString(), place)
        .catch(refusePendingRemindersFull);
      if (!task) {
        if (!(await taskRows.find(userId, id))) throwTaskNotFound();
        throw new DomainError("conflict", "task_exists", "This task exists already, so there is nothing to restore.");
      }
      await events.publish({ type: "task.created", userId, taskId: id });
      await announce(userId, "task.updated", [task.parentId]);
      return task;
    },

    /**
     * With `expectedVersion` (from If-Match), a task changed meanwhile is refused with 409 and its current state.
     * Completing a repeating task moves it on and answers the completed copy too (see `completeOccurrence`).
     * A task's subtasks follow it to another list; `completeSubtasks` completes its open ones with it.
     */
    async update(
      userId: string,
      id: string,
      { completeSubtasks, ...input }: UpdateTaskInput,
      expectedVersion?: number,
    ): Promise<TaskUpdateResult> {
      await lists.ensureOwned(userId, input.listId);
      // Only changes that touch the repetition, the due date or the task's place need the task as it is.
      const moves = input.parentId !== undefined || input.listId !== undefined;
      const needsCurrent = input.completed === true || input.recurrence || input.dueAt !== undefined || moves;
      const current = needsCurrent ? await getTask(userId, id) : undefined;
      const { changes: placed, place } = current && moves ? placeOf(current, input) : {};
      // A task put under another parent, or back at the top level, goes last among its new siblings, where a new
      // task goes (a new task's position is its creation time), unless the patch places it itself.
      const parentId = placed?.parentId !== undefined ? placed.parentId : input.parentId;
      const reparented = current !== undefined && parentId !== undefined && parentId !== current.parentId;
      const moved =
        reparented && input.position === undefined ? { ...placed, position: clock.now().getTime() } : placed;
      const recurrence = input.recurrence !== undefined ? input.recurrence : (current?.recurrence ?? null);
      if (current && recurrence && input.completed === true && !current.completed) {
        const patch = { ...input, ...moved };
        return completeOccurrence(userId, current, patch, recurrence, expectedVersion ?? current.version, place);
      }
      // Checked when the rule or the due date changes: a task stored so before keeps its own (see `nextDue`).
      const rescheduled = current && recurrence && (input.recurrence || input.dueAt !== undefined);
      const due = rescheduled
        ? dueOfRepeating(recurrence, input.dueAt === undefined ? current.dueAt : input.dueAt, await timeZoneOf(userId))
        : {};
      const changes: TaskChanges = { ...input, ...moved, ...due, updatedAt: clock.now().toISOString() };
      // Moved later by any edit (a form, the assistant, a plan): the weekly review counts it as slipping. The
      // version check below makes the count exact even when two edits race.
      if (current?.dueAt && changes.dueAt && Date.parse(changes.dueAt) > Date.parse(current.dueAt)) {
        changes.postponed = true;
      }
      const saved = await taskRows
        .update(userId, id, changes, expectedVersion ?? current?.version, place)
        .catch(refusePendingRemindersFull);
      if (!saved) return refuseUpdate(userId, id);
      // Its subtasks follow it to its list (its parent's, when it went under one), and are completed with it.
      const subtree: SubtreeChanges = {
        ...(current && saved.listId !== current.listId ? { listId: saved.listId } : {}),
        ...(input.completed === true && completeSubtasks ? { completed: true } : {}),
      };
      const subtasks = await changeSubtree(userId, id, subtree, changes.updatedAt);
      const task = await recounted(userId, saved, subtasks);
      // The parents' progress changes as a task comes, goes, or is (un)ticked.
      const parents = input.completed !== undefined || (current !== undefined && current.parentId !== task.parentId);
      await announce(userId, "task.updated", [
        id,
        ...subtasks.moved,
        ...subtasks.ticked,
        ...(parents ? [current?.parentId ?? null, task.parentId] : []),
      ]);
      return { task, ...(subtree.completed ? { completedSubtasks: subtasks.ticked } : {}) };
    },

    /** "Skip this occurrence": a repeating task moves on to its next occurrence, no completion recorded. */
    async skip(userId: string, id: string, expectedVersion?: number): Promise<Task> {
      const current = await getTask(userId, id);
      if (!current.recurrence) {
        throw new DomainError(
          "conflict",
          "not_recurring",
          "This task does not repeat, so it has no occurrence to skip.",
        );
      }
      const changes = { ...(await nextDue(userId, current, current.recurrence)), updatedAt: clock.now().toISOString() };
      const saved = await taskRows
        .update(userId, id, changes, expectedVersion ?? current.version)
        .catch(refusePendingRemindersFull);
      if (!saved) return refuseUpdate(userId, id);
      // The next occurrence starts over: its subtasks come back unticked.
      const subtasks = await changeSubtree(userId, id, { completed: false }, changes.updatedAt);
      await announce(userId, "task.updated", [id, ...subtasks.ticked]);
      return recounted(userId, saved, subtasks);
    },

    /**
     * "Remind me again": a reminder at now plus 10 minutes, an hour, or the same time tomorrow in the user's
     * zone. The task's spent reminders at an instant go first to make room (nothing would ever send them
     * again); with TASK_REMINDERS_MAX still pending it is refused (409), as is a completed task.
     */
    async snooze(userId: string, id: string, choice: SnoozeChoice, expectedVersion?: number): Promise<SnoozeResult> {
      const current = await getTask(userId, id);
      if (current.completed) {
        throw new DomainError("conflict", "task_completed", "A completed task has nothing to remind of.");
      }
      const spent = await taskRows.spentReminderInstants(userId, id);
      const kept = current.reminders.filter((reminder) => !("at" in reminder && spent.has(reminder.at)));
      if (kept.length >= TASK_REMINDERS_MAX) {
        throw new DomainError(
          "conflict",
          "too_many_reminders",
          `This task has ${TASK_REMINDERS_MAX} reminders still to come, the most it can have. Remove one to snooze.`,
        );
      }
      const now = clock.now();
      const at = snoozedUntil(choice, now, await timeZoneOf(userId)).toISOString();
      const changes = { reminders: sortReminders([...kept, { at }]), updatedAt: now.toISOString() };
      const saved = await taskRows
        .update(userId, id, changes, expectedVersion ?? current.version)
        .catch(refusePendingRemindersFull);
      if (!saved) return refuseUpdate(userId, id);
      await announce(userId, "task.updated", [id]);
      return { task: saved, snoozedUntil: at };
    },

    /** Every task of the user, a page at a time (for an export). */
    everyTask(userId: string, pageSize: number): AsyncGenerator<Task[]> {
      return taskRows.everyTask(userId, pageSize);
    },

    /**
     * Adds one batch of an import's tasks (new ids, in one short transaction), noted as the import's until
     * `finishImport` or `undoImport`. No events: the import announces itself once it is finished.
     */
    async addImported(userId: string, importId: string, inputs: (RestoreTaskInput & { id?: string })[]): Promise<void> {
      const rows = [];
      let timeZone: string | undefined;
      // A repeating task imported without a due date is due on its rule's first day, as one made so here is. The
      // import's first pass checked every rule as `dueOfRepeating` does, dated or not: those with a date are fine.
      for (const { id = crypto.randomUUID(), ...input } of inputs) {
        let due = {};
        if (input.recurrence && !input.dueAt) {
          timeZone ??= await timeZoneOf(userId);
          due = dueOfRepeating(input.recurrence, null, timeZone);
        }
        // Every task goes in top-level: its parent may come later in the file (see `linkImported`).
        rows.push({ id, userId, ...input, parentId: null, ...due });
      }
      await taskRows.insertAll(rows, clock.now().toISOString(), importId).catch(refusePendingRemindersFull);
    },

    /** The user's pending reminders, counted up to one past PENDING_REMINDERS_PER_USER_MAX. */
    pendingReminders(userId: string): Promise<number> {
      return taskRows.pendingReminders(userId);
    },

    /**
     * Once an import's tasks are all written: puts each child under its parent (`links`, child id to parent id,
     * parents' own links first), in its parent's list, a batch at a time under the tree lock and rule, as a move
     * is: the tree may have changed since the file was checked (a move made while the import ran), and a link the
     * rule now refuses leaves its task at the top level, as a file's too deep a chain does. No events: the
     * import's resync follows.
     */
    async linkImported(userId: string, links: Map<string, string>): Promise<void> {
      const levelOf = (id: string): number => {
        const parent = links.get(id);
        return parent === undefined ? 0 : 1 + levelOf(parent);
      };
      const pairs = [...links]
        .map(([taskId, parentId]) => ({ taskId, parentId, level: levelOf(taskId) }))
        .sort((a, b) => a.level - b.level);
      await inBatches(pairs, async (batch) => {
        await taskRows.link(userId, batch, (facts, taskId) => treeRuleBroken(facts, taskId) === undefined);
      });
    },

    /** Deletes every task the import has written, a batch at a time, and has every client reload. */
    async undoImport(userId: string, importId: string): Promise<void> {
      await untilDone(() => taskRows.deleteImported(userId, importId, TASKS_PER_BATCH));
      await events.publish({ type: "resync", userId });
    },

    /** Keeps the import's tasks for good (forgetting, a batch at a time, which were its), and has every client reload. */
    async finishImport(userId: string, importId: string): Promise<void> {
      await untilDone(() => taskRows.forgetImported(importId, IMPORT_FORGET_BATCH));
      await events.publish({ type: "resync", userId });
    },

    tags(userId: string): Promise<TagCount[]> {
      return taskRows.tagCounts(userId);
    },

    /** For the assistant's names with a typo: words the user's tasks hold near `word` (see the repository's). */
    wordsAround(userId: string, word: string, limit: number): Promise<string[]> {
      return taskRows.wordsAround(userId, word, limit);
    },

    /**
     * Deletes the task with its subtasks at every depth: a level at a time, the deepest first (a statement that
     * took a parent with its subtask would take the subtask by cascade, unannounced), a batch at a time with
     * others let in between (a subtree may hold thousands), the task itself last.
     */
    async remove(userId: string, id: string): Promise<void> {
      await getTask(userId, id);
      // Each subtask at its deepest place (a cycle two racing moves once made may show one at several).
      const depthOf = new Map<string, number>();
      for (const row of await taskRows.subtree(userId, id)) {
        if (row.id !== id) depthOf.set(row.id, Math.max(row.depth, depthOf.get(row.id) ?? 0));
      }
      const deleted: string[] = [];
      for (let depth = SUBTASK_DEPTH_MAX; depth > 0; depth--) {
        const level = [...depthOf].filter(([, at]) => at === depth).map(([subtask]) => subtask);
        await inBatches(level, async (batch) => {
          deleted.push(...(await taskRows.deleteSome(userId, batch)).map((row) => row.id));
        });
      }
      const [task] = await taskRows.deleteSome(userId, [id]);
      // Deleted meanwhile by another request, which announced it.
      if (!task) throwTaskNotFound();
      await announce(userId, "task.deleted", [...deleted, id]);
      await announce(userId, "task.updated", [task.parentId]);
    },

    /** Deletes every task of the user, subtasks first, a batch at a time (before the account itself goes). */
    async removeAll(userId: string): Promise<void> {
      await untilDone(() => taskRows.deleteSomeOf(userId, TASKS_PER_BATCH));
    },
  };
}

const SNOOZE_MS = { "10m": 10 * 60_000, "1h": 60 * 60_000 } as const;

/** When a reminder snoozed at `now` comes again: "tomorrow" is the same time of day in the user's zone. */
function snoozedUntil(choice: SnoozeChoice, now: Date, timeZone: string): Date {
  return choice === "tomorrow" ? sameTimeNextDay(now, timeZone) : new Date(now.getTime() + SNOOZE_MS[choice]);
}

function throwTaskNotFound(): never {
  throw notFound("This task");
}

export type TasksService = ReturnType<typeof createTasksService>;
