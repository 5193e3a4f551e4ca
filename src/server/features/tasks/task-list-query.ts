import { sql } from "kysely";
import type { Task, TaskOrder, TaskPriority } from "../../../shared/schemas/task";
import { type Executor, toIsoString } from "../../db/schema";
import { dueSortOf, UNDATED_DUE_SORT } from "./due-sort";
import { AFTER_EVERY_WORD_STARTING_WITH, searchTerms } from "./search-words";
import type { SortKey } from "./task-cursor";
import { COLUMNS, ownedTasks, priorityRank, withDetails } from "./task-rows";

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

/** One page of the user's tasks matching `filter`, in `sort` order, continuing after `after`. */
export function listQuery(db: Executor, userId: string, { filter, sort, limit, after }: TaskListRequest) {
  const { orderBy, after: continueAfter } = SORTS[sort];
  // Conditions are on `dueSort` (= dueAt for dated tasks) so each can use the (userId, completed, dueSort) index.
  let query = ownedTasks(db, userId).select(COLUMNS);
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

/**
 * Every task of the user, a page at a time so an export of any size fits in memory: open ones, then
 * completed ones, each oldest first (the order of the (userId, completed, createdAt, id) index).
 */
export async function* everyTaskPages(db: Executor, userId: string, pageSize: number): AsyncGenerator<Task[]> {
  for (const completed of [false, true]) {
    let after: [string, string] | undefined;
    for (;;) {
      let query = ownedTasks(db, userId).select(COLUMNS).where("completed", "=", completed);
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
}
