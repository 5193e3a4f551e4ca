import { sql, type Transaction } from "kysely";
import { SUBTASK_DEPTH_MAX } from "../../../shared/limits";
import type { DB, Executor } from "../../db/schema";
import { lockUser } from "../../db/user-lock";
import { settleReminders } from "../reminders/reminder-rows";

/** What the changes to a task do to its subtasks at every depth (their versions go up as their own changes' do). */
export interface SubtreeChanges {
  /** They follow the task into its new list. */
  listId?: string | null | undefined;
  /** true: the open ones are completed; false: the completed ones are reopened. */
  completed?: boolean | undefined;
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
export function ancestryQuery(db: Executor, userId: string, id: string) {
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
export const heightQuery = (db: Executor, userId: string, id: string) =>
  withSubtree(db, userId, id)
    .selectFrom("subtree")
    .select((eb) => eb.fn.max("depth").as("height"));

/** How many direct subtasks the task has. */
export const childCountQuery = (db: Executor, userId: string, id: string) =>
  db
    .selectFrom("tasks")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("userId", "=", userId)
    .where("parentId", "=", id);

/** The task's subtasks at every depth, each with how far below it it is. */
export const subtreeQuery = (db: Executor, userId: string, id: string) =>
  withSubtree(db, userId, id).selectFrom("subtree").select(["id", "depth"]);

/**
 * Up to `limit` of the user's tasks (in `listId`, when given) that have no subtasks: deleted so, a batch never
 * takes a subtree along by cascade, however large.
 */
export function leavesQuery(db: Executor, userId: string, limit: number, listId?: string) {
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
export async function checkTreePlace(
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
export async function changeSubtasks(
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

/**
 * Puts each task under its parent, into the parent's list, under the tree lock, as a move does (see
 * `checkTreePlace`); a link `allows` refuses, against the tree as it is then, is not made (the task stays where
 * it is). Answers the ids of the tasks linked.
 */
export async function linkUnderParents(
  trx: Transaction<DB>,
  userId: string,
  links: { taskId: string; parentId: string }[],
  allows: (facts: TreeFacts, taskId: string) => boolean,
): Promise<string[]> {
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
}

/** Deletes up to `limit` of the user's tasks (in `listId`, when given), subtasks first; returns how many. */
export async function deleteLeaves(db: Executor, userId: string, limit: number, listId?: string): Promise<number> {
  const result = await db
    .deleteFrom("tasks")
    .where("userId", "=", userId)
    .where("id", "in", leavesQuery(db, userId, limit, listId))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
