import type { Insertable } from "kysely";
import { fixedShapeSlices } from "./fixed-shapes";
import type { DB, Executor } from "./schema";

/** Bound values per statement: well inside both engines' limits (SQLite 32,766, PostgreSQL 65,535). */
const VALUES_PER_STATEMENT = 10_000;

/** Rows inserted a statement at a time, as many as fit its bound values, in a few fixed shapes (fixed-shapes.ts). */
export async function insertRows<Table extends "tasks" | "taskTags" | "taskWords" | "importedTasks" | "reminders">(
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
