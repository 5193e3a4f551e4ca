import { type Kysely, type Selectable, sql } from "kysely";
import type { List, ListColor, ListName, ListsOverview } from "../../../shared/schemas/list";
import { fixedShapeSlices } from "../../db/fixed-shapes";
import { type DB, type ListsTable, toIsoString } from "../../db/schema";
import { lockUser } from "../../db/user-lock";

export interface NewList {
  id: string;
  userId: string;
  name: string;
  color: ListColor | null;
  emoji: string | null;
  archived: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ListChanges {
  name?: string | undefined;
  color?: ListColor | null | undefined;
  emoji?: string | null | undefined;
  position?: number | undefined;
  archived?: boolean | undefined;
  updatedAt: string;
}

const COLUMNS = ["id", "name", "color", "emoji", "position", "archived", "createdAt", "updatedAt"] as const;
type ListRow = Pick<Selectable<ListsTable>, (typeof COLUMNS)[number]>;

type TaskCounts = Pick<List, "openCount" | "taskCount">;
const NO_TASKS: TaskCounts = { openCount: 0, taskCount: 0 };

function toList(row: ListRow, counts: TaskCounts): List {
  return {
    id: row.id,
    name: row.name,
    color: row.color as ListColor | null,
    emoji: row.emoji,
    position: Number(row.position),
    archived: Boolean(row.archived),
    ...counts,
    createdAt: toIsoString(row.createdAt),
    updatedAt: toIsoString(row.updatedAt),
  };
}

/** Notes of an import's lists per statement: an account's lists (LISTS_PER_USER_MAX) take a few. */
const IMPORTED_LISTS_PER_STATEMENT = 128;

/** A new list, placed after the user's last. */
async function insertList(db: Kysely<DB>, list: NewList): Promise<List> {
  const row = await db
    .insertInto("lists")
    .values((eb) => ({
      ...list,
      position: eb
        .selectFrom("lists")
        .select(sql<number>`coalesce(max(${sql.ref("position")}), 0) + 1`.as("next"))
        .where("userId", "=", list.userId),
    }))
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toList(row, NO_TASKS);
}

/**
 * The only code that touches the lists table. Every query is scoped to its owner here: another user's list
 * does not exist for anyone else.
 */
export function createListsRepository(db: Kysely<DB>) {
  const owned = (userId: string) => db.selectFrom("lists").where("userId", "=", userId);

  /** Tasks per list, all and open (the Inbox's under `null`), from the (userId, listId, completed, …) indexes. */
  async function taskCounts(userId: string, listId?: string): Promise<Map<string | null, TaskCounts>> {
    const rows = await db
      .selectFrom("tasks")
      .select((eb) => ["listId", "completed", eb.fn.countAll<number | string>().as("count")])
      .where("userId", "=", userId)
      .$if(listId !== undefined, (query) => query.where("listId", "=", listId as string))
      .groupBy(["listId", "completed"])
      .execute();
    const counts = new Map<string | null, TaskCounts>();
    for (const row of rows) {
      const count = counts.get(row.listId) ?? { openCount: 0, taskCount: 0 };
      count.taskCount += Number(row.count);
      if (!row.completed) count.openCount += Number(row.count);
      counts.set(row.listId, count);
    }
    return counts;
  }

  return {
    async overview(userId: string): Promise<ListsOverview> {
      const [rows, counts] = await Promise.all([
        owned(userId).select(COLUMNS).orderBy("position").orderBy("id").execute(),
        taskCounts(userId),
      ]);
      return {
        inbox: counts.get(null) ?? NO_TASKS,
        lists: rows.map((row) => toList(row, counts.get(row.id) ?? NO_TASKS)),
      };
    },

    async find(userId: string, id: string): Promise<List | undefined> {
      const row = await owned(userId).select(COLUMNS).where("id", "=", id).executeTakeFirst();
      return row && toList(row, (await taskCounts(userId, id)).get(id) ?? NO_TASKS);
    },

    /** The user's lists that are not archived, by id and name, in their order: those quick add may name. */
    activeNames(userId: string): Promise<ListName[]> {
      return owned(userId)
        .select(["id", "name"])
        .where("archived", "=", false)
        .orderBy("position")
        .orderBy("id")
        .execute();
    },

    async exists(userId: string, id: string): Promise<boolean> {
      return (await owned(userId).select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
    },

    /** A list made with no limit, for benchmarks' seeds; users' lists are made by `insertWithin`. */
    insert(list: NewList): Promise<List> {
      return insertList(db, list);
    },

    /**
     * Makes the lists, in the order given after the user's last, unless the user would then have more than `max`
     * (undefined then, and nothing made). Counted after taking the user's lock, in the transaction that makes
     * them: creates racing each other, on one instance or several, each count what the others made. With
     * `importId`, they are noted as that import's until it ends, so that `deleteImported` can undo them.
     */
    insertWithin(lists: NewList[], max: number, importId?: string): Promise<List[] | undefined> {
      const [first] = lists;
      if (!first) return Promise.resolve([]);
      return db.transaction().execute(async (trx) => {
        await lockUser(trx, first.userId);
        const { count } = await trx
          .selectFrom("lists")
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .where("userId", "=", first.userId)
          .executeTakeFirstOrThrow();
        if (Number(count) + lists.length > max) return undefined;
        const made: List[] = [];
        for (const list of lists) made.push(await insertList(trx, list));
        if (importId !== undefined) {
          const notes = made.map(({ id }) => ({ importId, listId: id }));
          for (const slice of fixedShapeSlices(notes, IMPORTED_LISTS_PER_STATEMENT)) {
            await trx.insertInto("importedLists").values(slice).execute();
          }
        }
        return made;
      });
    },

    /** Deletes the lists an import has made (and any task added to them meanwhile). */
    async deleteImported(userId: string, importId: string): Promise<void> {
      await db
        .deleteFrom("lists")
        .where("userId", "=", userId)
        .where("id", "in", (eb) => eb.selectFrom("importedLists").select("listId").where("importId", "=", importId))
        .execute();
    },

    async update(userId: string, id: string, changes: ListChanges): Promise<List | undefined> {
      const row = await db
        .updateTable("lists")
        .set(changes)
        .where("userId", "=", userId)
        .where("id", "=", id)
        .returning(COLUMNS)
        .executeTakeFirst();
      return row && toList(row, (await taskCounts(userId, id)).get(id) ?? NO_TASKS);
    },

    /** Deletes the list (a task added to it meanwhile goes with it); false when there was no such list. */
    async delete(userId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom("lists").where("userId", "=", userId).where("id", "=", id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type ListsRepository = ReturnType<typeof createListsRepository>;
