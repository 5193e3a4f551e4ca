import { type Selectable, sql } from "kysely";
import { type Reminder, TASK_PRIORITIES, type Task, type TaskPriority } from "../../../shared/schemas/task";
import { insertRows } from "../../db/insert-rows";
import { type Executor, type TasksTable, toIsoString } from "../../db/schema";
import { followDueDate, reminderRow, remindersOf, replaceReminders, settleReminders } from "../reminders/reminder-rows";
import { dueSortOf } from "./due-sort";
import { taskWords } from "./search-words";

export interface NewTask {
  id: string;
  userId: string;
  title: string;
  description: string;
  dueAt?: string | null | undefined;
  dueAllDay?: boolean | undefined;
  priority?: TaskPriority | undefined;
  tags?: string[] | undefined;
  reminders?: Reminder[] | undefined;
  recurrence?: string | null | undefined;
  /** A restored task comes back as it was when deleted. */
  completed?: boolean | undefined;
  completedAt?: string | null | undefined;
  postponedCount?: number | undefined;
  listId?: string | null | undefined;
  /** Its place in "My order"; a new task goes last (see migrations/0012-lists.ts). */
  position?: number | undefined;
  parentId?: string | null | undefined;
  createdAt: string;
}

export interface TaskChanges {
  title?: string | undefined;
  description?: string | undefined;
  completed?: boolean | undefined;
  dueAt?: string | null | undefined;
  dueAllDay?: boolean | undefined;
  priority?: TaskPriority | undefined;
  tags?: string[] | undefined;
  /** Replaces the set: a reminder in both keeps its state (sent or not), the others go or come new. */
  reminders?: Reminder[] | undefined;
  recurrence?: string | null | undefined;
  listId?: string | null | undefined;
  position?: number | undefined;
  parentId?: string | null | undefined;
  /** The due date moves later: the postponed count goes up by one. */
  postponed?: true | undefined;
  updatedAt: string;
}

export const COLUMNS = [
  "id",
  "title",
  "description",
  "completed",
  "completedAt",
  "dueAt",
  "dueAllDay",
  "priority",
  "recurrence",
  "postponedCount",
  "listId",
  "position",
  "parentId",
  "version",
  "createdAt",
  "updatedAt",
] as const;
type TaskRow = Pick<Selectable<TasksTable>, (typeof COLUMNS)[number]>;

export const priorityRank = (priority: TaskPriority) => TASK_PRIORITIES.indexOf(priority);

/** A read of the user's tasks, scoped to their owner from its first condition. */
export const ownedTasks = (db: Executor, userId: string) => db.selectFrom("tasks").where("userId", "=", userId);

const NO_SUBTASKS = { done: 0, total: 0 } as const;

function toTask(row: TaskRow, tags: string[], reminders: Reminder[], subtasks: Task["subtasks"] = NO_SUBTASKS): Task {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    completed: Boolean(row.completed),
    completedAt: row.completedAt === null ? null : toIsoString(row.completedAt),
    dueAt: row.dueAt === null ? null : toIsoString(row.dueAt),
    dueAllDay: Boolean(row.dueAllDay),
    priority: TASK_PRIORITIES[row.priority] ?? "none",
    tags,
    reminders,
    recurrence: row.recurrence,
    postponedCount: Number(row.postponedCount),
    listId: row.listId,
    position: Number(row.position),
    parentId: row.parentId,
    subtasks: { ...subtasks },
    version: Number(row.version),
    createdAt: toIsoString(row.createdAt),
    updatedAt: toIsoString(row.updatedAt),
  };
}

/** How many direct subtasks each task has, and how many of them are completed; one grouped query. */
async function subtaskCounts(
  db: Executor,
  userId: string,
  ids: string[],
): Promise<Map<string | null, Task["subtasks"]>> {
  const rows = await db
    .selectFrom("tasks")
    .select((eb) => [
      "parentId",
      eb.fn.countAll<number | string>().as("total"),
      eb.fn.count<number | string>(sql`case when ${sql.ref("completed")} then 1 end`).as("done"),
    ])
    .where("userId", "=", userId)
    .where("parentId", "in", ids)
    .groupBy("parentId")
    .execute();
  return new Map(rows.map((row) => [row.parentId, { done: Number(row.done), total: Number(row.total) }]));
}

/** Attaches each task's tags and reminders, and the count of its direct subtasks, with one query each for the whole page. */
export async function withDetails(db: Executor, userId: string, rows: TaskRow[]): Promise<Task[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const subtasksOf = await subtaskCounts(db, userId, ids);
  const remindersByTask = await remindersOf(db, userId, ids);
  const tagRows = await db
    .selectFrom("taskTags")
    .select(["taskId", "tag"])
    .where("userId", "=", userId)
    .where("taskId", "in", ids)
    .orderBy("tag")
    .execute();
  const tagsByTask = new Map<string, string[]>();
  for (const { taskId, tag } of tagRows) tagsByTask.set(taskId, [...(tagsByTask.get(taskId) ?? []), tag]);
  return rows.map((row) =>
    toTask(row, tagsByTask.get(row.id) ?? [], remindersByTask.get(row.id) ?? [], subtasksOf.get(row.id)),
  );
}

/** Every column of a new task's row, none left to a default: a multi-row insert needs the same columns in each. */
function taskRow({ tags: _tags, reminders: _reminders, priority = "none", ...task }: NewTask) {
  return {
    id: task.id,
    userId: task.userId,
    title: task.title,
    description: task.description,
    completed: task.completed ?? false,
    // A completed task always has its time, for the completed view's order: one put back without it (a restore,
    // an import) counts as completed when it was made.
    completedAt: task.completedAt ?? (task.completed ? task.createdAt : null),
    dueAt: task.dueAt ?? null,
    dueAllDay: task.dueAllDay ?? false,
    dueSort: dueSortOf(task.dueAt),
    priority: priorityRank(priority),
    recurrence: task.recurrence ?? null,
    postponedCount: task.postponedCount ?? 0,
    listId: task.listId ?? null,
    position: task.position ?? Date.parse(task.createdAt),
    parentId: task.parentId ?? null,
    createdAt: task.createdAt,
    updatedAt: task.createdAt,
  };
}

export async function insertTask(db: Executor, task: NewTask, now: string): Promise<Task | undefined> {
  const row = await db
    .insertInto("tasks")
    .values(taskRow(task))
    .onConflict((conflict) => conflict.column("id").doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!row) return undefined;
  const tags = task.tags ?? [];
  const reminders = task.reminders ?? [];
  await replaceTags(db, task.userId, task.id, tags);
  await replaceWords(db, task.userId, task.id, row.title, row.description);
  const dueAt = row.dueAt === null ? null : toIsoString(row.dueAt);
  await replaceReminders(db, task.userId, task.id, reminders, dueAt, now);
  // No task can be under one that did not exist a moment ago: a new task has no subtasks.
  return toTask(row, [...tags].sort(), reminders);
}

/** New tasks with their tags, reminders and words, in a few multi-row statements. */
export async function insertTasks(db: Executor, tasks: NewTask[], now: string): Promise<void> {
  await insertRows(db, "tasks", tasks.map(taskRow));
  await insertRows(
    db,
    "taskTags",
    tasks.flatMap(({ id, userId, tags = [] }) => tags.map((tag) => ({ taskId: id, userId, tag }))),
  );
  await insertRows(
    db,
    "reminders",
    tasks.flatMap(({ id, userId, reminders = [], dueAt }) =>
      reminders.map((reminder) => reminderRow(userId, id, reminder, dueAt ?? null, now)),
    ),
  );
  await insertRows(
    db,
    "taskWords",
    tasks.flatMap(({ id, userId, title, description }) =>
      taskWords(title, description).map((word) => ({ taskId: id, userId, word })),
    ),
  );
}

/** The words a task is found by; replaced whenever its title or description changes. */
async function replaceWords(db: Executor, userId: string, taskId: string, title: string, description: string) {
  await db.deleteFrom("taskWords").where("taskId", "=", taskId).execute();
  await insertRows(
    db,
    "taskWords",
    taskWords(title, description).map((word) => ({ taskId, userId, word })),
  );
}

async function replaceTags(db: Executor, userId: string, taskId: string, tags: string[]): Promise<void> {
  await db.deleteFrom("taskTags").where("taskId", "=", taskId).execute();
  await insertRows(
    db,
    "taskTags",
    tags.map((tag) => ({ taskId, userId, tag })),
  );
}

/**
 * Applies the changes and bumps the version. With `expectedVersion`, only if the task is still at that version.
 * Undefined when nothing matched (no such task for this user, or a newer version).
 */
export async function updateTask(
  db: Executor,
  userId: string,
  id: string,
  changes: TaskChanges,
  expectedVersion: number | undefined,
): Promise<Task | undefined> {
  const { tags, reminders, priority, completed, postponed, ...fields } = changes;
  const row = await db
    .updateTable("tasks")
    .set((eb) => ({
      ...fields,
      ...(priority !== undefined ? { priority: priorityRank(priority) } : {}),
      ...(fields.dueAt !== undefined ? { dueSort: dueSortOf(fields.dueAt) } : {}),
      ...(completed !== undefined
        ? {
            completed,
            // Completing keeps the first completion time; reopening clears it.
            completedAt: completed ? sql<string>`coalesce(${sql.ref("completedAt")}, ${changes.updatedAt})` : null,
          }
        : {}),
      ...(postponed ? { postponedCount: eb("postponedCount", "+", 1) } : {}),
      version: eb("version", "+", 1),
    }))
    .where("userId", "=", userId)
    .where("id", "=", id)
    .$if(expectedVersion !== undefined, (query) => query.where("version", "=", expectedVersion as number))
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!row) return undefined;
  if (tags !== undefined) await replaceTags(db, userId, id, tags);
  const dueAt = row.dueAt === null ? null : toIsoString(row.dueAt);
  if (reminders !== undefined) await replaceReminders(db, userId, id, reminders, dueAt, changes.updatedAt);
  if (completed !== undefined) await settleReminders(db, [id], completed, changes.updatedAt);
  if (fields.dueAt !== undefined) await followDueDate(db, id, dueAt, changes.updatedAt);
  if (fields.title !== undefined || fields.description !== undefined) {
    await replaceWords(db, userId, id, row.title, row.description);
  }
  return (await withDetails(db, userId, [row]))[0];
}

/** The task with its subtasks' progress counted again, after a change to them. */
export async function recount(db: Executor, userId: string, task: Task): Promise<Task> {
  return { ...task, subtasks: (await subtaskCounts(db, userId, [task.id])).get(task.id) ?? { ...NO_SUBTASKS } };
}
