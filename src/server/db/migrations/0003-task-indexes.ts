import { type Kysely, type Migration, sql } from "kysely";
import { UNDATED_DUE_SORT } from "../../features/tasks/due-sort";
import { searchWords } from "../../features/tasks/search-words";
import type { Engine } from "../connection";
import { columnTypes } from "./column-types";

/** Tasks per step while indexing the words of existing tasks. */
const BACKFILL_BATCH = 200;
/** Three values a row: well inside both engines' limit on bound values per statement. */
const WORDS_PER_INSERT = 5000;

/** The tables as this migration sees them (later migrations may change them). */
interface Tables {
  tasks: { id: string; userId: string; title: string; description: string; dueAt: string | null; dueSort: string };
  taskWords: { taskId: string; userId: string; word: string };
}

/**
 * Every list a user can ask for answers from an index, even with 10,000 tasks:
 * - one index per sort, each led by (userId, completed), as every view splits open from completed tasks;
 * - `dueSort`, the due date or, for undated tasks, a far-future instant, so "soonest first, undated last"
 *   is a plain index order on both engines;
 * - `taskWords`, each task's words (see search-words.ts), searched by prefix as a range on an index.
 */
export function taskIndexes(engine: Engine): Migration {
  const { timestamp, binaryText } = columnTypes(engine);
  return {
    async up(db: Kysely<Tables>) {
      await db.schema
        .alterTable("tasks")
        .addColumn("dueSort", timestamp, (col) => col.notNull().defaultTo(UNDATED_DUE_SORT))
        .execute();
      await db
        .updateTable("tasks")
        .set({ dueSort: sql.ref("dueAt") })
        .where("dueAt", "is not", null)
        .execute();

      await db.schema.dropIndex("tasks_user_newest").execute();
      const index = (name: string, columns: string[]) =>
        db.schema.createIndex(name).on("tasks").columns(columns).execute();
      await index("tasks_by_created", ["userId", "completed", "createdAt", "id"]);
      await index("tasks_by_priority", ["userId", "completed", "priority", "createdAt", "id"]);
      await index("tasks_by_due", ["userId", "completed", "dueSort", "id"]);

      await db.schema
        .createTable("taskWords")
        .addColumn("taskId", "text", (col) => col.notNull().references("tasks.id").onDelete("cascade"))
        .addColumn("userId", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
        .addColumn("word", binaryText as never, (col) => col.notNull())
        .addPrimaryKeyConstraint("task_words_pk", ["taskId", "word"])
        .execute();
      await db.schema
        .createIndex("task_words_user_word")
        .on("taskWords")
        .columns(["userId", "word", "taskId"])
        .execute();

      // Existing tasks become searchable too, a batch at a time so a large database never sits in memory.
      let after = "";
      for (;;) {
        const tasks = await db
          .selectFrom("tasks")
          .select(["id", "userId", "title", "description"])
          .where("id", ">", after)
          .orderBy("id")
          .limit(BACKFILL_BATCH)
          .execute();
        const last = tasks.at(-1);
        if (!last) break;
        const rows = tasks.flatMap((task) =>
          searchWords(`${task.title} ${task.description}`).map((word) => ({
            taskId: task.id,
            userId: task.userId,
            word,
          })),
        );
        for (let start = 0; start < rows.length; start += WORDS_PER_INSERT) {
          await db
            .insertInto("taskWords")
            .values(rows.slice(start, start + WORDS_PER_INSERT))
            .execute();
        }
        after = last.id;
      }
    },
  };
}
