import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import {
  TASK_PRIORITIES,
  type TagCount,
  type Task,
  type TaskPriority,
  type TaskSort,
} from "../../../shared/schemas/task";
import { type DB, type TasksTable, toIsoString } from "../../db/schema";
import type { SortKey } from "./task-cursor";

/** What a list asks for; the service turns views and time zones into these plain conditions. */
export interface TaskFilter {
  completed: boolean;
  /** Due at or after this instant. */
  dueFrom?: string;
  /** Due before this instant. */
  dueBefore?: string;
  /** Overdue: all-day tasks due before `startOfToday`, timed ones due before `now`. */
  overdue?: { startOfToday: string; now: string };
  search?: string | undefined;
  tag?: string | undefined;
  priority?: TaskPriority | undefined;
}

export interface TaskListRequest {
  filter: TaskFilter;
  sort: TaskSort;
  limit: number;
  /** The sort key of the last task of the previous page. */
  after?: SortKey | undefined;
}

/** Undated tasks sort after every dated one. */
const FAR_FUTURE = "9999-12-31T23:59:59.999Z";

export interface NewTask {
  id: string;
  userId: string;
  title: string;
  description: string;
  dueAt?: string | null | undefined;
  dueAllDay?: boolean | undefined;
  priority?: TaskPriority | undefined;
  tags?: string[] | undefined;
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
  "version",
  "createdAt",
  "updatedAt",
] as const;
type TaskRow = Pick<Selectable<TasksTable>, (typeof COLUMNS)[number]>;

const priorityRank = (priority: TaskPriority) => TASK_PRIORITIES.indexOf(priority);

const dueKey = sql<string>`coalesce(${sql.ref("dueAt")}, ${FAR_FUTURE})`;

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
    orderBy: [sql`${dueKey} asc`, sql`${sql.ref("id")} asc`],
    after: (key: SortKey) => sql<boolean>`(${dueKey}, ${sql.ref("id")}) > (${key[0]}, ${key[1]})`,
    keyOf: (task: Task): SortKey => [task.dueAt ?? FAR_FUTURE, task.id],
  },
} as const;

export const sortKeyLength = (sort: TaskSort) => SORTS[sort].orderBy.length;
export const sortKeyOf = (task: Task, sort: TaskSort) => SORTS[sort].keyOf(task);

/** `%` and `_` typed by the user are meant literally. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function toTask(row: TaskRow, tags: string[]): Task {
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
    version: Number(row.version),
    createdAt: toIsoString(row.createdAt),
    updatedAt: toIsoString(row.updatedAt),
  };
}

/** Attaches each task's tags with one query for the whole page. */
async function withTags(db: Executor, userId: string, rows: TaskRow[]): Promise<Task[]> {
  if (rows.length === 0) return [];
  const tagRows = await db
    .selectFrom("taskTags")
    .select(["taskId", "tag"])
    .where("userId", "=", userId)
    .where(
      "taskId",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("tag")
    .execute();
  const tagsByTask = new Map<string, string[]>();
  for (const { taskId, tag } of tagRows) tagsByTask.set(taskId, [...(tagsByTask.get(taskId) ?? []), tag]);
  return rows.map((row) => toTask(row, tagsByTask.get(row.id) ?? []));
}

async function replaceTags(db: Executor, userId: string, taskId: string, tags: string[]): Promise<void> {
  await db.deleteFrom("taskTags").where("taskId", "=", taskId).execute();
  if (tags.length > 0) {
    await db
      .insertInto("taskTags")
      .values(tags.map((tag) => ({ taskId, userId, tag })))
      .execute();
  }
}

/**
 * The only code that touches the tasks tables. Every query is scoped to its owner here, so no caller
 * can reach another user's task by forgetting a check: to them it simply does not exist.
 */
export function createTasksRepository(db: Kysely<DB>) {
  const owned = (executor: Executor, userId: string) => executor.selectFrom("tasks").where("userId", "=", userId);

  return {
    /** One page of the user's tasks matching `filter`, in `sort` order, continuing after `after`. */
    async list(userId: string, { filter, sort, limit, after }: TaskListRequest): Promise<Task[]> {
      const { orderBy, after: continueAfter } = SORTS[sort];
      let query = owned(db, userId).select(COLUMNS).where("completed", "=", filter.completed);
      if (filter.dueFrom) query = query.where("dueAt", ">=", filter.dueFrom);
      if (filter.dueBefore) query = query.where("dueAt", "<", filter.dueBefore);
      if (filter.overdue) {
        const { startOfToday, now } = filter.overdue;
        query = query.where((eb) =>
          eb.or([
            eb.and([eb("dueAllDay", "=", true), eb("dueAt", "<", startOfToday)]),
            eb.and([eb("dueAllDay", "=", false), eb("dueAt", "<", now)]),
          ]),
        );
      }
      if (filter.search) {
        const pattern = containsPattern(filter.search);
        query = query.where(
          sql<boolean>`(lower(${sql.ref("title")}) like ${pattern} escape '\\' or lower(${sql.ref("description")}) like ${pattern} escape '\\')`,
        );
      }
      if (filter.tag) {
        const tag = filter.tag;
        query = query.where(({ exists, selectFrom }) =>
          exists(
            selectFrom("taskTags")
              .select("taskTags.tag")
              .whereRef("taskTags.taskId", "=", "tasks.id")
              .where("taskTags.tag", "=", tag),
          ),
        );
      }
      if (filter.priority) query = query.where("priority", "=", priorityRank(filter.priority));
      if (after) query = query.where(continueAfter(after));
      for (const order of orderBy) query = query.orderBy(order);
      const rows = await query.limit(limit).execute();
      return withTags(db, userId, rows);
    },

    async find(userId: string, id: string): Promise<Task | undefined> {
      const row = await owned(db, userId).select(COLUMNS).where("id", "=", id).executeTakeFirst();
      return row && (await withTags(db, userId, [row]))[0];
    },

    insert({ tags = [], priority, ...task }: NewTask): Promise<Task> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("tasks")
          .values({
            ...task,
            ...(priority !== undefined ? { priority: priorityRank(priority) } : {}),
            updatedAt: task.createdAt,
          })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        await replaceTags(trx, task.userId, task.id, tags);
        return toTask(row, [...tags].sort());
      });
    },

    /**
     * Applies the changes and bumps the version, in one transaction. With `expectedVersion`, only if the task
     * is still at that version. Undefined when nothing matched (no such task for this user, or a newer version).
     */
    update(userId: string, id: string, changes: TaskChanges, expectedVersion?: number): Promise<Task | undefined> {
      const { tags, priority, completed, ...fields } = changes;
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable("tasks")
          .set((eb) => ({
            ...fields,
            ...(priority !== undefined ? { priority: priorityRank(priority) } : {}),
            ...(completed !== undefined
              ? {
                  completed,
                  // Completing keeps the first completion time; reopening clears it.
                  completedAt: completed
                    ? sql<string>`coalesce(${sql.ref("completedAt")}, ${changes.updatedAt})`
                    : null,
                }
              : {}),
            version: eb("version", "+", 1),
          }))
          .where("userId", "=", userId)
          .where("id", "=", id)
          .$if(expectedVersion !== undefined, (query) => query.where("version", "=", expectedVersion as number))
          .returning(COLUMNS)
          .executeTakeFirst();
        if (!row) return undefined;
        if (tags !== undefined) await replaceTags(trx, userId, id, tags);
        return (await withTags(trx, userId, [row]))[0];
      });
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom("tasks").where("userId", "=", userId).where("id", "=", id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

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
  };
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;
