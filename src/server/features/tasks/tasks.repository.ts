import type { Kysely, Transaction } from "kysely";
import type { TagCount, Task } from "../../../shared/schemas/task";
import type { DB } from "../../db/schema";
import {
  armsReminders,
  holdingPendingReminders,
  pendingReminders,
  refuseOverPendingReminders,
  remindersQuery,
  spentReminderInstants,
} from "../reminders/reminder-rows";
import { deleteImportedTasks, forgetImportedTasks, noteImportedTasks } from "../transfer/imported-tasks";
import { AFTER_EVERY_WORD_STARTING_WITH } from "./search-words";
import { everyTaskPages, listQuery, type TaskListRequest } from "./task-list-query";
import {
  COLUMNS,
  insertTask,
  insertTasks,
  type NewTask,
  ownedTasks,
  recount,
  type TaskChanges,
  updateTask,
  withDetails,
} from "./task-rows";
import {
  ancestryQuery,
  changeSubtasks,
  checkTreePlace,
  childCountQuery,
  deleteLeaves,
  heightQuery,
  leavesQuery,
  linkUnderParents,
  type SubtreeChanges,
  subtreeQuery,
  type TreeFacts,
  type TreePlace,
} from "./task-tree";

/**
 * The transactions on the tasks tables (and on the notes of which tasks an unfinished import wrote), made of the
 * helpers beside it. Every query is scoped to its owner, so no caller can reach another user's task by forgetting
 * a check: to them it simply does not exist.
 */
export function createTasksRepository(db: Kysely<DB>) {
  return {
    /** One page of the user's tasks matching `filter`, in `sort` order, continuing after `after`. */
    list(userId: string, request: TaskListRequest): Promise<Task[]> {
      return listQuery(db, userId, request)
        .execute()
        .then((rows) => withDetails(db, userId, rows));
    },

    /** The SQL a list runs, for looking at its query plan (bench/scale.ts). */
    compileList: (userId: string, request: TaskListRequest) => listQuery(db, userId, request).compile(),
    /** The user's pending reminders, counted up to one past PENDING_REMINDERS_PER_USER_MAX. */
    pendingReminders: (userId: string) => pendingReminders(db, userId),
    /** The query loading a page's reminders, for benchmarks to explain. */
    compileReminders: (userId: string, ids: string[]) => remindersQuery(db, userId, ids).compile(),
    async find(userId: string, id: string): Promise<Task | undefined> {
      const row = await ownedTasks(db, userId).select(COLUMNS).where("id", "=", id).executeTakeFirst();
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
        await insertTasks(trx, tasks, now);
        if (importId) {
          await noteImportedTasks(
            trx,
            importId,
            tasks.map(({ id }) => id),
          );
        }
        const [first] = tasks;
        if (first && tasks.some(({ reminders = [] }) => reminders.length > 0)) {
          await refuseOverPendingReminders(trx, first.userId);
        }
      });
    },

    /**
     * Puts each task under its parent, in one transaction (see `linkUnderParents`). Answers the ids of the tasks
     * linked.
     */
    link(
      userId: string,
      links: { taskId: string; parentId: string }[],
      allows: (facts: TreeFacts, taskId: string) => boolean,
    ): Promise<string[]> {
      return db.transaction().execute((trx) => linkUnderParents(trx, userId, links, allows));
    },

    /** Deletes up to `limit` of the tasks an import has written (their words, tags and notes go too); returns how many. */
    deleteImported: (userId: string, importId: string, limit: number): Promise<number> =>
      deleteImportedTasks(db, userId, importId, limit),

    /** Forgets up to `limit` of an import's notes of its tasks, which stay; returns how many. */
    forgetImported: (importId: string, limit: number): Promise<number> => forgetImportedTasks(db, importId, limit),

    /** Every task of the user, a page at a time (see `everyTaskPages`). */
    everyTask: (userId: string, pageSize: number): AsyncGenerator<Task[]> => everyTaskPages(db, userId, pageSize),

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
    spentReminderInstants: (userId: string, taskId: string): Promise<Set<string>> =>
      spentReminderInstants(db, userId, taskId),

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
    deleteInList: (userId: string, listId: string, limit: number): Promise<number> =>
      deleteLeaves(db, userId, limit, listId),

    /** Deletes up to `limit` of the user's tasks, subtasks first, as an account goes; returns how many. */
    deleteSomeOf: (userId: string, limit: number): Promise<number> => deleteLeaves(db, userId, limit),

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
