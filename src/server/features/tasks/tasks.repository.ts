import type { Kysely, Selectable } from "kysely";
import type { Task } from "../../../shared/schemas/task";
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
  createdAt: string;
}

export interface TaskChanges {
  title?: string | undefined;
  description?: string | undefined;
  updatedAt: string;
}

const COLUMNS = ["id", "title", "description", "createdAt", "updatedAt"] as const;

function toTask(row: Pick<Selectable<TasksTable>, (typeof COLUMNS)[number]>): Task {
  return { ...row, createdAt: toIsoString(row.createdAt), updatedAt: toIsoString(row.updatedAt) };
}

/**
 * The only code that touches the tasks table. Every query is scoped to its owner here, so no caller
 * can reach another user's task by forgetting a check: to them it simply does not exist.
 */
export function createTasksRepository(db: Kysely<DB>) {
  const owned = (userId: string) => db.selectFrom("tasks").where("userId", "=", userId);

  return {
    /** Newest first; `after` continues from the last task of the previous page. */
    async listNewestFirst(userId: string, limit: number, after?: TaskKey): Promise<Task[]> {
      const rows = await owned(userId)
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
      return rows.map(toTask);
    },

    async find(userId: string, id: string): Promise<Task | undefined> {
      const row = await owned(userId).select(COLUMNS).where("id", "=", id).executeTakeFirst();
      return row && toTask(row);
    },

    async insert(task: NewTask): Promise<Task> {
      const row = await db
        .insertInto("tasks")
        .values({ ...task, updatedAt: task.createdAt })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return toTask(row);
    },

    async update(userId: string, id: string, changes: TaskChanges): Promise<Task | undefined> {
      const row = await db
        .updateTable("tasks")
        .set(changes)
        .where("userId", "=", userId)
        .where("id", "=", id)
        .returning(COLUMNS)
        .executeTakeFirst();
      return row && toTask(row);
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom("tasks").where("userId", "=", userId).where("id", "=", id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;
