import { setImmediate } from "node:timers/promises";
import type {
  ListTasksQuery,
  NewTaskInput,
  RestoreTaskInput,
  TagCount,
  Task,
  TaskPage,
  UpdateTaskInput,
} from "../../../shared/schemas/task";
import { todayIn } from "../../../shared/zoned-time";
import type { Clock } from "../../clock";
import { DomainError, notFound } from "../../errors";
import type { TaskEventBus } from "../../events/task-events";
import { decodeCursor, encodeCursor } from "./task-cursor";
import { sortKeyLength, sortKeyOf, type TaskFilter, type TasksRepository } from "./tasks.repository";

/** A view, in the user's time zone, as plain conditions on the tasks (exported for bench/scale.ts). */
export function filterFor({ view, tz, q, tag, priority }: ListTasksQuery, now: Date): TaskFilter {
  const today = todayIn(tz, now);
  const base = { completed: view === "completed", search: q, tag, priority };
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
 * Tasks deleted per statement when an import is undone: each takes its words (up to TASK_SEARCH_WORDS_MAX)
 * along, and one statement must stay short, as short as one the import wrote. Notes of an import's tasks are
 * only forgotten, so more at once.
 */
const IMPORT_UNDO_BATCH = 20;
const IMPORT_FORGET_BATCH = 2000;

export function createTasksService(tasks: TasksRepository, events: TaskEventBus, clock: Clock) {
  return {
    async list(userId: string, query: ListTasksQuery): Promise<TaskPage> {
      const { limit, cursor, sort } = query;
      const after = cursor ? decodeCursor(cursor, sort, sortKeyLength(sort)) : undefined;
      // One more than asked tells whether another page exists without a count query.
      const rows = await tasks.list(userId, { filter: filterFor(query, clock.now()), sort, limit: limit + 1, after });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        tasks: page,
        nextCursor: rows.length > limit && last ? encodeCursor(sort, sortKeyOf(last, sort)) : null,
      };
    },

    async get(userId: string, id: string): Promise<Task> {
      return (await tasks.find(userId, id)) ?? throwTaskNotFound();
    },

    /** Like `get`, for callers to whom a missing task is no error. */
    find(userId: string, id: string): Promise<Task | undefined> {
      return tasks.find(userId, id);
    },

    async create(userId: string, input: NewTaskInput): Promise<Task> {
      const id = crypto.randomUUID();
      const task = await tasks.insert({ id, userId, ...input, createdAt: clock.now().toISOString() });
      if (!task) throw new Error(`A fresh task id was taken: ${id}`);
      await events.publish({ type: "task.created", userId, taskId: task.id });
      return task;
    },

    /** Puts a deleted task back under its old id, as it was (the Undo of a delete). */
    async restore(userId: string, id: string, input: RestoreTaskInput): Promise<Task> {
      const task = await tasks.insert({ id, userId, ...input });
      if (!task)
        throw new DomainError("conflict", "task_exists", "This task exists already, so there is nothing to restore.");
      await events.publish({ type: "task.created", userId, taskId: id });
      return task;
    },

    /** With `expectedVersion` (from If-Match), a task changed meanwhile is refused with 409 and its current state. */
    async update(userId: string, id: string, input: UpdateTaskInput, expectedVersion?: number): Promise<Task> {
      const changes = { ...input, updatedAt: clock.now().toISOString() };
      const updated = await tasks.update(userId, id, changes, expectedVersion);
      if (updated) {
        await events.publish({ type: "task.updated", userId, taskId: id });
        return updated;
      }
      const current = await tasks.find(userId, id);
      if (!current) throwTaskNotFound();
      throw new DomainError(
        "conflict",
        "conflict",
        "This task was changed elsewhere since you loaded it. Reload it and try again.",
        { details: { task: current } },
      );
    },

    /** Every task of the user, a page at a time (for an export). */
    everyTask(userId: string, pageSize: number): AsyncGenerator<Task[]> {
      return tasks.everyTask(userId, pageSize);
    },

    /**
     * Adds one batch of an import's tasks (new ids, in one short transaction), noted as the import's until
     * `finishImport` or `undoImport`. No events: the import announces itself once it is finished.
     */
    async addImported(userId: string, importId: string, inputs: RestoreTaskInput[]): Promise<void> {
      await tasks.insertAll(
        inputs.map((input) => ({ id: crypto.randomUUID(), userId, ...input })),
        importId,
      );
    },

    /** Deletes every task the import has written, a batch at a time, and has every client reload. */
    async undoImport(userId: string, importId: string): Promise<void> {
      while ((await tasks.deleteImported(userId, importId, IMPORT_UNDO_BATCH)) > 0) await setImmediate();
      await events.publish({ type: "resync", userId });
    },

    /** Keeps the import's tasks for good (forgetting, a batch at a time, which were its), and has every client reload. */
    async finishImport(userId: string, importId: string): Promise<void> {
      while ((await tasks.forgetImported(importId, IMPORT_FORGET_BATCH)) > 0) await setImmediate();
      await events.publish({ type: "resync", userId });
    },

    tags(userId: string): Promise<TagCount[]> {
      return tasks.tagCounts(userId);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await tasks.delete(userId, id))) throwTaskNotFound();
      await events.publish({ type: "task.deleted", userId, taskId: id });
    },
  };
}

function throwTaskNotFound(): never {
  throw notFound("This task");
}

export type TasksService = ReturnType<typeof createTasksService>;
