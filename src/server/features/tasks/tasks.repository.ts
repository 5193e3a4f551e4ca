import { type Insertable, type Kysely, type Selectable, sql, type Transaction } from "kysely";
import { PENDING_REMINDERS_PER_USER_MAX, SUBTASK_DEPTH_MAX } from "../../../shared/limits";
import {
  type Reminder,
  sortReminders,
  TASK_PRIORITIES,
  type TagCount,
  type Task,
  type TaskOrder,
  type TaskPriority,
} from "../../../shared/schemas/task";
import { fixedShapeSlices } from "../../db/fixed-shapes";
import { type DB, type TasksTable, toIsoString } from "../../db/schema";
import { lockUser } from "../../db/user-lock";
import { fireAtOf, isPendingWhenWritten } from "../reminders/fire-at";
import { dueSortOf, UNDATED_DUE_SORT } from "./due-sort";
import { AFTER_EVERY_WORD_STARTING_WITH, searchTerms, taskWords } from "./search-words";
import type { SortKey } from "./task-cursor";

/** What a list asks for; the service turns views and time zones into these plain conditions. */
export interface TaskFilter {
  completed: boolean;
  /** Due at or after this instant. */
  dueFrom?: string;
  /** Due before this instant. */
  dueBefore?: string;
  /** Only tasks without a due date (their `dueSort` is the undated sentinel, so the due index finds them). */
  undated?: boolean;
  /** Overdue: all-day tasks due before `startOfToday`, timed ones due before `now`. */
  overdue?: { startOfToday: string; now: string };
  search?: string | undefined;
  /** Tasks with a word beginning with any of these, where a search wants each of its terms. */
  anyWord?: readonly string[];
  /** Tasks with this tag, or with any of these. */
  tag?: string | readonly string[] | undefined;
  priority?: TaskPriority | undefined;
  /** Completed at or after this instant. */
  completedFrom?: string;
  /** Due dates moved later at least this many times. */
  postponedAtLeast?: number;
  /** One list's tasks; null: the Inbox's; undefined: every list's. */
  listId?: string | null | undefined;
  /** One task's direct subtasks; null: top-level tasks only; undefined: every task. */
  parentId?: string | null | undefined;
}

export interface TaskListRequest {
  filter: TaskFilter;
  sort: TaskOrder;
  limit: number;
  /** The sort key of the last task of the previous page. */
  after?: SortKey | undefined;
}

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

type Executor = Kysely<DB> | Transaction<DB>;

const COLUMNS = [
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

const priorityRank = (priority: TaskPriority) => TASK_PRIORITIES.indexOf(priority);

/** Each sort: its ORDER BY, and the row comparison that continues after a given key. */
const SORTS = {
  created: {
    orderBy: [sql`${sql.ref("createdAt")} desc`, sql`${sql.ref("id")} desc`],
    after: (key: SortKey) => sql<boolean>`(${sql.ref("createdAt")}, ${sql.ref("id")}) < (${key[0]}, ${key[1]})`,
    keyOf: (task: Task): SortKey => [task.createdAt, task.id],
  },
  priority: {
    orderBy: [sql`${sql.ref("priority")} desc`, sql`${sql.ref("createdAt")} desc`, sql`${sql.ref("id")} desc`],
    after: (key: SortKey) =>
      sql<boolean>`(${sql.ref("priority")}, ${sql.ref("createdAt")}, ${sql.ref("id")}) < (${key[0]}, ${key[1]}, ${key[2]})`,
    keyOf: (task: Task): SortKey => [priorityRank(task.priority), task.createdAt, task.id],
  },
  due: {
    orderBy: [sql`${sql.ref("dueSort")} asc`, sql`${sql.ref("id")} asc`],
    after: (key: SortKey) => sql<boolean>`(${sql.ref("dueSort")}, ${sql.ref("id")}) > (${key[0]}, ${key[1]})`,
    keyOf: (task: Task): SortKey => [dueSortOf(task.dueAt), task.id],
  },
  manual: {
    orderBy: [sql`${sql.ref("position")} asc`, sql`${sql.ref("id")} asc`],
    after: (key: SortKey) => sql<boolean>`(${sql.ref("position")}, ${sql.ref("id")}) > (${key[0]}, ${key[1]})`,
    keyOf: (task: Task): SortKey => [task.position, task.id],
  },
  completed: {
    orderBy: [sql`${sql.ref("completedAt")} desc`, sql`${sql.ref("id")} desc`],
    after: (key: SortKey) => sql<boolean>`(${sql.ref("completedAt")}, ${sql.ref("id")}) < (${key[0]}, ${key[1]})`,
    // Only completed tasks are listed in this order, and every one has its time (see `taskRow`).
    keyOf: (task: Task): SortKey => [task.completedAt ?? task.createdAt, task.id],
  },
} as const;

export const sortKeyOf = (task: Task, sort: TaskOrder) => SORTS[sort].keyOf(task);

/** What the changes to a task do to its subtasks at every depth (their versions go up as their own changes' do). */
export interface SubtreeChanges {
  /** They follow the task into its new list. */
  listId?: string | null | undefined;
  /** true: the open ones are completed; false: the completed ones are reopened. */
  completed?: boolean | undefined;
}

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

/** The reminders of a page of tasks (through the index on taskId). */
const remindersQuery = (db: Executor, userId: string, ids: string[]) =>
  db
    .selectFrom("reminders")
    .select(["taskId", "at", "minutesBefore"])
    .where("userId", "=", userId)
    .where("taskId", "in", ids);

/** Each task's reminders, in their canonical order; one query. */
async function remindersOf(db: Executor, userId: string, ids: string[]): Promise<Map<string, Reminder[]>> {
  const rows = await remindersQuery(db, userId, ids).execute();
  const byTask = new Map<string, Reminder[]>();
  for (const row of rows) byTask.set(row.taskId, [...(byTask.get(row.taskId) ?? []), reminderOf(row)]);
  for (const [taskId, reminders] of byTask) byTask.set(taskId, sortReminders(reminders));
  return byTask;
}

const reminderOf = (row: { at: Date | string | null; minutesBefore: number | null }): Reminder =>
  row.at === null ? { minutesBefore: Number(row.minutesBefore) } : { at: toIsoString(row.at) };

/**
 * A new reminder's row, due as `fireAtOf` says. One already due at `now` is settled (as if sent, never sent):
 * a reminder set for a time gone by, a restored or imported one, has nothing left to remind of.
 */
function reminderRow(userId: string, taskId: string, reminder: Reminder, dueAt: string | null, now: string) {
  const fireAt = fireAtOf(reminder, dueAt);
  return {
    id: crypto.randomUUID(),
    userId,
    taskId,
    at: "at" in reminder ? reminder.at : null,
    minutesBefore: "minutesBefore" in reminder ? reminder.minutesBefore : null,
    fireAt,
    sentAt: isPendingWhenWritten(reminder, dueAt, now) ? null : now,
    late: false,
    createdAt: now,
  };
}

/**
 * Makes the task's reminders `reminders`: one it has already (the same instant, or the same minutes before)
 * stays as it is, sent or not; the others are deleted or added.
 */
async function replaceReminders(
  db: Executor,
  userId: string,
  taskId: string,
  reminders: Reminder[],
  dueAt: string | null,
  now: string,
): Promise<void> {
  const existing = await db
    .selectFrom("reminders")
    .select(["id", "at", "minutesBefore"])
    .where("taskId", "=", taskId)
    .execute();
  const key = (reminder: Reminder) => JSON.stringify(reminder);
  const wanted = new Set(reminders.map(key));
  const kept = new Set<string>();
  const dropped: string[] = [];
  for (const row of existing) {
    const rowKey = key(reminderOf(row));
    if (wanted.has(rowKey)) kept.add(rowKey);
    else dropped.push(row.id);
  }
  if (dropped.length > 0) await db.deleteFrom("reminders").where("id", "in", dropped).execute();
  await insertRows(
    db,
    "reminders",
    reminders
      .filter((reminder) => !kept.has(key(reminder)))
      .map((reminder) => reminderRow(userId, taskId, reminder, dueAt, now)),
  );
}

/**
 * The task's due date moved: its relative reminders are due relative to the new one. Those now due later than
 * `now` are pending again (a repeating task's next occurrence reminds again); those already sent whose new
 * time has passed stay sent.
 */
async function followDueDate(db: Executor, taskId: string, dueAt: string | null, now: string): Promise<void> {
  const relative = await db
    .selectFrom("reminders")
    .select(["id", "minutesBefore"])
    .where("taskId", "=", taskId)
    .where("minutesBefore", "is not", null)
    .execute();
  for (const { id, minutesBefore } of relative) {
    const fireAt = fireAtOf({ minutesBefore: Number(minutesBefore) }, dueAt);
    const rearm = fireAt !== null && fireAt > now;
    await db
      .updateTable("reminders")
      .set({ fireAt, ...(rearm ? { sentAt: null, late: false } : {}) })
      .where("id", "=", id)
      .execute();
  }
}

/**
 * The tasks were completed or reopened at `now`. Completing one settles its pending reminders (marked sent
 * without being sent, so they never go out); reopening it makes those still to come pending again.
 */
async function settleReminders(db: Executor, taskIds: string[], completed: boolean, now: string): Promise<void> {
  if (taskIds.length === 0) return;
  const query = db.updateTable("reminders").where("taskId", "in", taskIds);
  if (completed) await query.set({ sentAt: now, late: false }).where("sentAt", "is", null).execute();
  else
    await query.set({ sentAt: null, late: false }).where("sentAt", "is not", null).where("fireAt", ">", now).execute();
}

/** Attaches each task's tags and reminders, and the count of its direct subtasks, with one query each for the whole page. */
async function withDetails(db: Executor, userId: string, rows: TaskRow[]): Promise<Task[]> {
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

async function insertTask(db: Executor, task: NewTask, now: string): Promise<Task | undefined> {
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

/** Bound values per statement: well inside both engines' limits (SQLite 32,766, PostgreSQL 65,535). */
const VALUES_PER_STATEMENT = 10_000;

/** Rows inserted a statement at a time, as many as fit its bound values, in a few fixed shapes (fixed-shapes.ts). */
async function insertRows<Table extends "tasks" | "taskTags" | "taskWords" | "importedTasks" | "reminders">(
  db: Executor,
  table: Table,
  rows: Insertable<DB[Table]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const perStatement = Math.floor(VALUES_PER_STATEMENT / Object.keys(first).length);
  for (const slice of fixedShapeSlices(rows, perStatement)) {
    await db
      .insertInto(table)
      .values(slice as never)
      .execute();
  }
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
async function updateTask(
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

/**
 * `subtree`: the ids of a task's subtasks at every depth, with how far below it each is (1: a direct subtask).
 * Deeper than SUBTASK_DEPTH_MAX it does not look: nothing is, and a cycle two racing moves might make ends there.
 */
function withSubtree(db: Executor, userId: string, id: string) {
  return db.withRecursive("subtree(id, depth)", (start) =>
    start
      .selectFrom("tasks")
      .select(["id", sql<number>`1`.as("depth")])
      .where("userId", "=", userId)
      .where("parentId", "=", id)
      .union((next) =>
        // A cross join keeps the steps in this order on SQLite: each found task's subtasks through the index,
        // where the planner would otherwise read every task of the user for each (see subtree-plans.test.ts).
        next
          .selectFrom("subtree")
          .crossJoin("tasks")
          .select(["tasks.id", sql<number>`${sql.ref("subtree.depth")} + 1`.as("depth")])
          .where("tasks.userId", "=", userId)
          .whereRef("tasks.parentId", "=", "subtree.id")
          .where("subtree.depth", "<", SUBTASK_DEPTH_MAX),
      ),
  );
}

/**
 * A task and its ancestors, from it upwards, up to one more than SUBTASK_DEPTH_MAX, each with its list; empty
 * when there is none.
 */
function ancestryQuery(db: Executor, userId: string, id: string) {
  return db
    .withRecursive("ancestry(id, parentId, listId, depth)", (start) =>
      start
        .selectFrom("tasks")
        .select(["id", "parentId", "listId", sql<number>`1`.as("depth")])
        .where("userId", "=", userId)
        .where("id", "=", id)
        .union((next) =>
          next
            .selectFrom("ancestry")
            .crossJoin("tasks")
            .select([
              "tasks.id",
              "tasks.parentId",
              "tasks.listId",
              sql<number>`${sql.ref("ancestry.depth")} + 1`.as("depth"),
            ])
            .where("tasks.userId", "=", userId)
            .whereRef("tasks.id", "=", "ancestry.parentId")
            .where("ancestry.depth", "<=", SUBTASK_DEPTH_MAX),
        ),
    )
    .selectFrom("ancestry")
    .select(["id", "listId"])
    .orderBy("depth");
}

/** How many levels of subtasks are below the task (0: none). */
const heightQuery = (db: Executor, userId: string, id: string) =>
  withSubtree(db, userId, id)
    .selectFrom("subtree")
    .select((eb) => eb.fn.max("depth").as("height"));

/** How many direct subtasks the task has. */
const childCountQuery = (db: Executor, userId: string, id: string) =>
  db
    .selectFrom("tasks")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("userId", "=", userId)
    .where("parentId", "=", id);

/** The task's subtasks at every depth, each with how far below it it is. */
const subtreeQuery = (db: Executor, userId: string, id: string) =>
  withSubtree(db, userId, id).selectFrom("subtree").select(["id", "depth"]);

/**
 * Up to `limit` of the user's tasks (in `listId`, when given) that have no subtasks: deleted so, a batch never
 * takes a subtree along by cascade, however large.
 */
function leavesQuery(db: Executor, userId: string, limit: number, listId?: string) {
  return db
    .selectFrom("tasks")
    .select("id")
    .where("userId", "=", userId)
    .$if(listId !== undefined, (query) => query.where("listId", "=", listId as string))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("tasks as child").select("child.id").whereRef("child.parentId", "=", "tasks.id"))),
    )
    .limit(limit);
}

/** What the tree's rule looks at, read inside the write's transaction after the tree lock (see `lockUser`). */
export interface TreeFacts {
  /** The parent and its ancestors, nearest first, each with its list; empty when there is no such parent. */
  ancestry: { id: string; listId: string | null }[];
  /** Levels of subtasks below the task that moves (0 for a new one): they count towards the depth. */
  height: number;
  /** How many direct subtasks the parent has already. */
  siblings: number;
}

/** Thrown by a write that would leave its user more than PENDING_REMINDERS_PER_USER_MAX pending reminders. */
export class PendingRemindersFull extends Error {
  constructor() {
    super(`A write would leave its user more than ${PENDING_REMINDERS_PER_USER_MAX} pending reminders`);
    this.name = "PendingRemindersFull";
  }
}

/**
 * The user's pending reminders, counted through the partial index on `userId` and no further than one past
 * the limit: what a write must know costs the same however many an account holds.
 */
async function pendingReminders(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom("reminders")
        .select("id")
        .where("userId", "=", userId)
        .where("sentAt", "is", null)
        .limit(PENDING_REMINDERS_PER_USER_MAX + 1)
        .as("pending"),
    )
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * A transaction's `write`, one that `arms` reminders (may make some pending: new ones, a due date that re-arms
 * relative ones, a task reopened), run under the user's lock, and refused with PendingRemindersFull (rolling it
 * back) when it leaves the user past PENDING_REMINDERS_PER_USER_MAX with more than before. A write that arms
 * nothing, or lowers the count, always goes through.
 */
function holdingPendingReminders<T>(
  userId: string,
  arms: boolean,
  write: (trx: Transaction<DB>) => Promise<T>,
): (trx: Transaction<DB>) => Promise<T> {
  if (!arms) return write;
  return async (trx) => {
    await lockUser(trx, userId);
    const before = await pendingReminders(trx, userId);
    const result = await write(trx);
    await refuseOverPendingReminders(trx, userId, before);
    return result;
  };
}

/**
 * Throws PendingRemindersFull when the user has more pending reminders than PENDING_REMINDERS_PER_USER_MAX, and
 * more than `before`. After a write that only adds (an import's), the lock may be taken here: it then holds no
 * row another writer of the user waits for, and counts once those before it have committed.
 */
async function refuseOverPendingReminders(trx: Transaction<DB>, userId: string, before = 0): Promise<void> {
  await lockUser(trx, userId);
  const after = await pendingReminders(trx, userId);
  if (after > PENDING_REMINDERS_PER_USER_MAX && after > before) throw new PendingRemindersFull();
}

/** Whether changes to a task may make reminders pending (a subtask reopened, see `changeSubtasks`, likewise). */
const armsReminders = (changes: Partial<TaskChanges>) =>
  changes.reminders !== undefined || changes.dueAt !== undefined || changes.completed === false;

/** A task's new place in the tree, checked where it is written (see `checkTreePlace`). */
export interface TreePlace {
  parentId: string;
  /** The task that moves, absent for a new one. */
  taskId?: string | undefined;
  /** The rule, the service's: throws to refuse (a missing parent too). */
  check: (facts: TreeFacts) => void;
}

/** The tree around `parentId` as the rule sees it (call `lockUser` first). */
async function treeFacts(trx: Transaction<DB>, userId: string, parentId: string, taskId?: string): Promise<TreeFacts> {
  const ancestry = await ancestryQuery(trx, userId, parentId).execute();
  const height = taskId ? Number((await heightQuery(trx, userId, taskId).executeTakeFirst())?.height ?? 0) : 0;
  const siblings = Number((await childCountQuery(trx, userId, parentId).executeTakeFirst())?.count ?? 0);
  return { ancestry, height, siblings };
}

/**
 * Checks a place in the tree against the tree as it is inside the write's transaction, after taking the user's
 * tree lock. Answers the parent's list, read in the same transaction, where the task must go: a parent moved to
 * another list meanwhile takes it along.
 */
async function checkTreePlace(
  trx: Transaction<DB>,
  userId: string,
  place: TreePlace | undefined,
): Promise<{ listId: string | null } | undefined> {
  if (!place) return undefined;
  await lockUser(trx, userId);
  const facts = await treeFacts(trx, userId, place.parentId, place.taskId);
  place.check(facts);
  const [parent] = facts.ancestry;
  if (!parent) throw new Error("A tree rule let a missing parent through");
  return { listId: parent.listId };
}

/** What `changeSubtasks` changed: the ids of the subtasks it moved to another list, and of those it (un)ticked. */
export interface SubtreeChanged {
  moved: string[];
  ticked: string[];
}

/** Applies `changes` to those of the subtasks `ids` that they change. */
async function changeSubtasks(
  db: Executor,
  userId: string,
  ids: string[],
  { listId, completed }: SubtreeChanges,
  updatedAt: string,
): Promise<SubtreeChanged> {
  const change = (set: { listId: string | null } | { completed: boolean; completedAt: string | null }) =>
    db
      .updateTable("tasks")
      .set((eb) => ({ ...set, updatedAt, version: eb("version", "+", 1) }))
      .where("userId", "=", userId)
      .where("id", "in", ids);
  const moved =
    listId === undefined
      ? []
      : await change({ listId })
          .where((eb) => (listId === null ? eb("listId", "is not", null) : eb("listId", "is distinct from", listId)))
          .returning("id")
          .execute();
  const ticked =
    completed === undefined
      ? []
      : await change({ completed, completedAt: completed ? updatedAt : null })
          .where("completed", "=", !completed)
          .returning("id")
          .execute();
  const tickedIds = ticked.map((row) => row.id);
  if (completed !== undefined) await settleReminders(db, tickedIds, completed, updatedAt);
  return { moved: moved.map((row) => row.id), ticked: tickedIds };
}

/** The task with its subtasks' progress counted again, after a change to them. */
async function recount(db: Executor, userId: string, task: Task): Promise<Task> {
  return { ...task, subtasks: (await subtaskCounts(db, userId, [task.id])).get(task.id) ?? { ...NO_SUBTASKS } };
}

/**
 * The only code that touches the tasks tables (and the notes of which tasks an unfinished import wrote). Every query is scoped to its owner here, so no caller
 * can reach another user's task by forgetting a check: to them it simply does not exist.
 */
export function createTasksRepository(db: Kysely<DB>) {
  const owned = (executor: Executor, userId: string) => executor.selectFrom("tasks").where("userId", "=", userId);

  /** One page of the user's tasks matching `filter`, in `sort` order, continuing after `after`. */
  function listQuery(userId: string, { filter, sort, limit, after }: TaskListRequest) {
    const { orderBy, after: continueAfter } = SORTS[sort];
    // Conditions are on `dueSort` (= dueAt for dated tasks) so each can use the (userId, completed, dueSort) index.
    let query = owned(db, userId).select(COLUMNS);
    // Right after userId, as the (userId, listId, completed, …) indexes have it.
    if (filter.listId !== undefined) query = query.where("listId", filter.listId === null ? "is" : "=", filter.listId);
    if (filter.parentId !== undefined) {
      query = query.where("parentId", filter.parentId === null ? "is" : "=", filter.parentId);
    }
    query = query.where("completed", "=", filter.completed);
    if (filter.dueFrom) query = query.where("dueSort", ">=", filter.dueFrom);
    if (filter.dueFrom || filter.dueBefore) query = query.where("dueSort", "<", filter.dueBefore ?? UNDATED_DUE_SORT);
    if (filter.undated) query = query.where("dueSort", "=", UNDATED_DUE_SORT);
    if (filter.overdue) {
      const { startOfToday, now } = filter.overdue;
      query = query
        .where("dueSort", "<", now)
        .where((eb) => eb.or([eb("dueAllDay", "=", false), eb("dueSort", "<", startOfToday)]));
    }
    if (filter.completedFrom) query = query.where("completedAt", ">=", filter.completedFrom);
    if (filter.postponedAtLeast !== undefined) query = query.where("postponedCount", ">=", filter.postponedAtLeast);
    if (filter.search !== undefined) {
      const terms = searchTerms(filter.search);
      // Nothing to look for (e.g. only punctuation) finds nothing, rather than everything.
      if (terms.length === 0) query = query.where(sql<boolean>`1 = 0`);
      for (const term of terms) {
        query = query.where("id", "in", (eb) =>
          eb
            .selectFrom("taskWords")
            .select("taskWords.taskId")
            .where("taskWords.userId", "=", userId)
            .where("taskWords.word", ">=", term)
            .where("taskWords.word", "<", `${term}${AFTER_EVERY_WORD_STARTING_WITH}`),
        );
      }
    }
    if (filter.anyWord !== undefined) {
      const words = filter.anyWord;
      // One read of the (userId, word, taskId) index: a range per word, OR'ed.
      query = query.where("id", "in", (eb) =>
        eb
          .selectFrom("taskWords")
          .select("taskWords.taskId")
          .where("taskWords.userId", "=", userId)
          .where((each) =>
            each.or(
              words.map((word) =>
                each.and([
                  each("taskWords.word", ">=", word),
                  each("taskWords.word", "<", `${word}${AFTER_EVERY_WORD_STARTING_WITH}`),
                ]),
              ),
            ),
          ),
      );
    }
    if (filter.tag) {
      const tag = filter.tag;
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom("taskTags")
            .select("taskTags.tag")
            .whereRef("taskTags.taskId", "=", "tasks.id")
            .where((eb) =>
              typeof tag === "string"
                ? eb("taskTags.tag", "=", tag)
                : eb.or(tag.map((each) => eb("taskTags.tag", "=", each))),
            ),
        ),
      );
    }
    if (filter.priority) query = query.where("priority", "=", priorityRank(filter.priority));
    if (after) query = query.where(continueAfter(after));
    for (const order of orderBy) query = query.orderBy(order);
    return query.limit(limit);
  }

  return {
    /** One page of the user's tasks matching `filter`, in `sort` order, continuing after `after`. */
    list(userId: string, request: TaskListRequest): Promise<Task[]> {
      return listQuery(userId, request)
        .execute()
        .then((rows) => withDetails(db, userId, rows));
    },

    /** The SQL a list runs, for looking at its query plan (bench/scale.ts). */
    compileList: (userId: string, request: TaskListRequest) => listQuery(userId, request).compile(),
    /** The user's pending reminders, counted up to one past PENDING_REMINDERS_PER_USER_MAX. */
    pendingReminders: (userId: string) => pendingReminders(db, userId),
    /** The query loading a page's reminders, for benchmarks to explain. */
    compileReminders: (userId: string, ids: string[]) => remindersQuery(db, userId, ids).compile(),
    async find(userId: string, id: string): Promise<Task | undefined> {
      const row = await owned(db, userId).select(COLUMNS).where("id", "=", id).executeTakeFirst();
      return row && (await withDetails(db, userId, [row]))[0];
    },

    /**
     * Undefined when the id is taken (only a restore chooses its id). `now`: when it is written; `place`: see
     * `checkTreePlace`.
     */
    insert(task: NewTask, now: string, place?: TreePlace): Promise<Task | undefined> {
      const write = async (trx: Transaction<DB>) => {
        const parent = await checkTreePlace(trx, task.userId, place);
        return insertTask(trx, parent ? { ...task, listId: parent.listId } : task, now);
      };
      return db.transaction().execute(holdingPendingReminders(task.userId, (task.reminders ?? []).length > 0, write));
    },

    /**
     * New tasks, in one transaction and a few statements. With `importId`, each is noted as that import's, so
     * that `deleteImported` can undo the import until it is finished.
     */
    insertAll(tasks: NewTask[], now: string, importId?: string): Promise<void> {
      return db.transaction().execute(async (trx) => {
        await insertRows(trx, "tasks", tasks.map(taskRow));
        await insertRows(
          trx,
          "taskTags",
          tasks.flatMap(({ id, userId, tags = [] }) => tags.map((tag) => ({ taskId: id, userId, tag }))),
        );
        await insertRows(
          trx,
          "reminders",
          tasks.flatMap(({ id, userId, reminders = [], dueAt }) =>
            reminders.map((reminder) => reminderRow(userId, id, reminder, dueAt ?? null, now)),
          ),
        );
        await insertRows(
          trx,
          "taskWords",
          tasks.flatMap(({ id, userId, title, description }) =>
            taskWords(title, description).map((word) => ({ taskId: id, userId, word })),
          ),
        );
        if (importId)
          await insertRows(
            trx,
            "importedTasks",
            tasks.map(({ id }) => ({ importId, taskId: id })),
          );
        const [first] = tasks;
        if (first && tasks.some(({ reminders = [] }) => reminders.length > 0)) {
          await refuseOverPendingReminders(trx, first.userId);
        }
      });
    },

    /**
     * Puts each task under its parent, into the parent's list, in one transaction under the tree lock, as a move
     * does (see `checkTreePlace`); a link `allows` refuses, against the tree as it is then, is not made (the task
     * stays where it is). Answers the ids of the tasks linked.
     */
    link(
      userId: string,
      links: { taskId: string; parentId: string }[],
      allows: (facts: TreeFacts, taskId: string) => boolean,
    ): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        await lockUser(trx, userId);
        const linked: string[] = [];
        for (const { taskId, parentId } of links) {
          const facts = await treeFacts(trx, userId, parentId, taskId);
          const [parent] = facts.ancestry;
          if (!parent || !allows(facts, taskId)) continue;
          await trx
            .updateTable("tasks")
            .set({ parentId, listId: parent.listId })
            .where("userId", "=", userId)
            .where("id", "=", taskId)
            .execute();
          linked.push(taskId);
        }
        return linked;
      });
    },

    /** Deletes up to `limit` of the tasks an import has written (their words, tags and notes go too); returns how many. */
    async deleteImported(userId: string, importId: string, limit: number): Promise<number> {
      const result = await db
        .deleteFrom("tasks")
        .where("userId", "=", userId)
        .where("id", "in", (eb) =>
          eb.selectFrom("importedTasks").select("taskId").where("importId", "=", importId).limit(limit),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Forgets up to `limit` of an import's notes of its tasks, which stay; returns how many. */
    async forgetImported(importId: string, limit: number): Promise<number> {
      const result = await db
        .deleteFrom("importedTasks")
        .where("importId", "=", importId)
        .where("taskId", "in", (eb) =>
          eb.selectFrom("importedTasks").select("taskId").where("importId", "=", importId).limit(limit),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * Every task of the user, a page at a time so an export of any size fits in memory: open ones, then
     * completed ones, each oldest first (the order of the (userId, completed, createdAt, id) index).
     */
    async *everyTask(userId: string, pageSize: number): AsyncGenerator<Task[]> {
      for (const completed of [false, true]) {
        let after: [string, string] | undefined;
        for (;;) {
          let query = owned(db, userId).select(COLUMNS).where("completed", "=", completed);
          if (after) {
            query = query.where(sql<boolean>`(${sql.ref("createdAt")}, ${sql.ref("id")}) > (${after[0]}, ${after[1]})`);
          }
          const rows = await query.orderBy("createdAt").orderBy("id").limit(pageSize).execute();
          const last = rows.at(-1);
          if (!last) break;
          yield await withDetails(db, userId, rows);
          after = [toIsoString(last.createdAt), last.id];
        }
      }
    },

    /**
     * `updateTask` in a transaction; `place`: see `checkTreePlace`. Its subtasks are the caller's to change
     * after, a batch at a time (`subtree`, `changeSubtasks`).
     */
    update(
      userId: string,
      id: string,
      changes: TaskChanges,
      expectedVersion?: number,
      place?: TreePlace,
    ): Promise<Task | undefined> {
      const write = async (trx: Transaction<DB>) => {
        const parent = await checkTreePlace(trx, userId, place);
        return updateTask(trx, userId, id, parent ? { ...changes, ...parent } : changes, expectedVersion);
      };
      return db.transaction().execute(holdingPendingReminders(userId, armsReminders(changes), write));
    },

    /** The ids of the task's subtasks at every depth, each with how far below it it is (1: a direct subtask). */
    subtree: (userId: string, id: string): Promise<{ id: string; depth: number }[]> =>
      subtreeQuery(db, userId, id).execute(),

    /** Applies `changes` to those of the subtasks `ids` (a batch of a subtree) that they change. */
    changeSubtasks: (userId: string, ids: string[], changes: SubtreeChanges, updatedAt: string) =>
      db
        .transaction()
        .execute(
          holdingPendingReminders(userId, changes.completed === false, (trx) =>
            changeSubtasks(trx, userId, ids, changes, updatedAt),
          ),
        ),

    /** The task with its subtasks' progress counted again, after a change to them. */
    recount: (userId: string, task: Task): Promise<Task> => recount(db, userId, task),

    /** The instants of the task's reminders at an instant that have been sent (or settled): spent. */
    async spentReminderInstants(userId: string, taskId: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom("reminders")
        .select("at")
        .where("userId", "=", userId)
        .where("taskId", "=", taskId)
        .where("at", "is not", null)
        .where("sentAt", "is not", null)
        .execute();
      return new Set(rows.flatMap(({ at }) => (at === null ? [] : [toIsoString(at)])));
    },

    /**
     * A recurring task's completion: the task moves on (`changes`) and the completed copy is saved, both or
     * neither. Undefined, with nothing saved, when the task did not match (as for `update`).
     */
    completeOccurrence(
      userId: string,
      id: string,
      changes: TaskChanges,
      expectedVersion: number | undefined,
      completion: NewTask,
      place?: TreePlace,
    ): Promise<{ task: Task; completion: Task } | undefined> {
      const write = async (trx: Transaction<DB>) => {
        const parent = await checkTreePlace(trx, userId, place);
        const task = await updateTask(trx, userId, id, parent ? { ...changes, ...parent } : changes, expectedVersion);
        if (!task) return undefined;
        const copy = await insertTask(trx, completion, changes.updatedAt);
        if (!copy) throw new Error(`A fresh task id was taken: ${completion.id}`);
        return { task, completion: copy };
      };
      // The next occurrence's reminders are pending again (its subtasks, reopened after, are counted then).
      return db.transaction().execute(holdingPendingReminders(userId, true, write));
    },

    /**
     * Deletes the tasks `ids` (a batch: their subtasks first, see `subtree`), with their words, tags and reminders;
     * answers those deleted (id and parent). A subtask added meanwhile under one of them goes with it by cascade.
     */
    async deleteSome(userId: string, ids: string[]): Promise<{ id: string; parentId: string | null }[]> {
      if (ids.length === 0) return [];
      return db
        .deleteFrom("tasks")
        .where("userId", "=", userId)
        .where("id", "in", ids)
        .returning(["id", "parentId"])
        .execute();
    },

    /** Deletes up to `limit` of a list's tasks, subtasks first (see `leavesQuery`); returns how many. */
    async deleteInList(userId: string, listId: string, limit: number): Promise<number> {
      const result = await db
        .deleteFrom("tasks")
        .where("userId", "=", userId)
        .where("id", "in", leavesQuery(db, userId, limit, listId))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Deletes up to `limit` of the user's tasks, subtasks first, as an account goes; returns how many. */
    async deleteSomeOf(userId: string, limit: number): Promise<number> {
      const result = await db
        .deleteFrom("tasks")
        .where("userId", "=", userId)
        .where("id", "in", leavesQuery(db, userId, limit))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Every query that walks the tree, for a test to look at their plans (subtree-plans.test.ts). */
    compileTreeQueries: (userId: string, id: string) => ({
      subtree: subtreeQuery(db, userId, id).compile(),
      ancestry: ancestryQuery(db, userId, id).compile(),
      height: heightQuery(db, userId, id).compile(),
      childCount: childCountQuery(db, userId, id).compile(),
      leavesOfList: leavesQuery(db, userId, 1, id).compile(),
      leavesOfUser: leavesQuery(db, userId, 1).compile(),
    }),

    async tagCounts(userId: string): Promise<TagCount[]> {
      const rows = await db
        .selectFrom("taskTags")
        .select((eb) => ["tag", eb.fn.countAll<number | string>().as("count")])
        .where("userId", "=", userId)
        .groupBy("tag")
        .orderBy("tag")
        .execute();
      return rows.map((row) => ({ name: row.tag, count: Number(row.count) }));
    },

    /**
     * Up to `limit` different words of the user's word index on each side of `word` in its order, all
     * beginning with the word's first letter: where a slip of it is most likely found. Two range reads of
     * the (userId, word, taskId) index, each stopping at its limit.
     */
    async wordsAround(userId: string, word: string, limit: number): Promise<string[]> {
      const first = [...word][0] ?? "";
      const words = db.selectFrom("taskWords").select("word").distinct().where("userId", "=", userId);
      const [before, after] = await Promise.all([
        words.where("word", ">=", first).where("word", "<", word).orderBy("word", "desc").limit(limit).execute(),
        words
          .where("word", ">=", word)
          .where("word", "<", `${first}${AFTER_EVERY_WORD_STARTING_WITH}`)
          .orderBy("word")
          .limit(limit)
          .execute(),
      ]);
      return [...before.reverse(), ...after].map((row) => row.word);
    },
  };
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;
