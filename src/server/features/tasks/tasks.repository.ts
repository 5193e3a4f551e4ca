import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import { TASK_PRIORITIES, type TagCount, type Task, type TaskPriority } from "../../../shared/schemas/task";
import { type DB, type TasksTable, toIsoString } from "../../db/schema";

export interface TaskKey {
  createdAt: string;
  id: string;
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
    /** Newest first; `after` continues from the last task of the previous page. */
    async listNewestFirst(userId: string, limit: number, after?: TaskKey): Promise<Task[]> {
      const rows = await owned(db, userId)
        .select(COLUMNS)
        .$if(after !== undefined, (query) =>
          query.where((eb) =>
            // biome-ignore lint/style/noNonNullAssertion: guarded by the $if condition
            eb(eb.refTuple("createdAt", "id"), "<", eb.tuple(after!.createdAt, after!.id)),
          ),
        )
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
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
