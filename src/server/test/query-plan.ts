import { CompiledQuery } from "kysely";
import type { Database } from "../db/connection";

/** The engine's plan of a compiled query, a line per step (SQLite's EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN). */
export async function planOf(database: Database, compiled: CompiledQuery): Promise<string[]> {
  const explain = database.engine === "sqlite" ? "explain query plan " : "explain ";
  const plan = await database.db.executeQuery(CompiledQuery.raw(explain + compiled.sql, [...compiled.parameters]));
  return plan.rows.map((row) => {
    const record = row as Record<string, unknown>;
    return String(record["QUERY PLAN"] ?? record.detail);
  });
}

/**
 * A plan reads a whole table when SQLite says `SCAN <table>` without an index, or PostgreSQL a `Seq Scan`.
 * `subqueries`: the query's subqueries in FROM, which SQLite also says it scans (going through their rows once
 * made, not a table).
 */
export const readsWholeTable = (line: string, subqueries: readonly string[] = []) =>
  (/^SCAN \w+$/.test(line.trim()) && !subqueries.includes(line.trim().slice("SCAN ".length))) || /Seq Scan/.test(line);
