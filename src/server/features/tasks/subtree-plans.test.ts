import { CompiledQuery, sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { Task } from "../../../shared/schemas/task";
import { signedInFixture } from "../../test/signed-in-fixture";
import { createTasksRepository } from "./tasks.repository";

const fixture = signedInFixture();

/**
 * The plan of a statement, one line per step: SQLite's EXPLAIN QUERY PLAN as it is; PostgreSQL's EXPLAIN with
 * sequential scans turned off for the statement, so a scan it still shows is one no index can replace (on a
 * test's few rows it would rightly prefer a scan anyway).
 */
async function planOf(compiled: CompiledQuery): Promise<string[]> {
  const { database } = fixture.server;
  const lines = (rows: unknown[]) =>
    rows.map((row) => {
      const record = row as Record<string, unknown>;
      return String(record["QUERY PLAN"] ?? record.detail);
    });
  if (database.engine === "sqlite") {
    const plan = await database.db.executeQuery(
      CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
    );
    return lines(plan.rows);
  }
  return database.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const plan = await trx.executeQuery(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
    return lines(plan.rows);
  });
}

/** A step that reads the whole tasks table, or every task of the user where it looks for a task's subtasks. */
const wholeScan = (line: string) =>
  /\bSCAN (tasks|child)\b/.test(line) || /Seq Scan on tasks/.test(line) || /USING .*\(userId=\?\)$/.test(line);

describe("the queries that walk the task tree", () => {
  it("each read through an index, never the user's or everyone's whole tasks, on the engine in use", async () => {
    const parent = (await fixture.alice.post("/api/tasks", { title: "Move house" })).body.task as Task;
    const pack = (await fixture.alice.post("/api/tasks", { title: "Pack", parentId: parent.id })).body.task as Task;
    await fixture.alice.post("/api/tasks", { title: "Books", parentId: pack.id });
    const userId = (await fixture.alice.get("/api/me")).body.user.id as string;

    const { leavesOfUser, ...walks } = createTasksRepository(fixture.server.database.db).compileTreeQueries(
      userId,
      parent.id,
    );
    // What deleting a task or a list looks up for the foreign keys that point at it (and cascades along).
    const foreignKeys = {
      subtasksOfADeletedTask: CompiledQuery.raw(
        `select "id" from "tasks" where "parentId" = ?`.replaceAll("?", placeholder()),
        [parent.id],
      ),
      tasksOfADeletedList: CompiledQuery.raw(
        `select "id" from "tasks" where "listId" = ?`.replaceAll("?", placeholder()),
        [parent.id],
      ),
    };
    const plans: Record<string, string[]> = {};
    for (const [name, compiled] of Object.entries({ ...walks, ...foreignKeys })) plans[name] = await planOf(compiled);
    for (const [name, plan] of Object.entries(plans)) {
      expect({ name, scans: plan.filter(wholeScan) }, plan.join("\n")).toEqual({ name, scans: [] });
    }
    // Deleting an account's tasks walks through them a batch at a time (LIMIT), each one's subtasks looked up by index.
    const userPlan = await planOf(leavesOfUser);
    expect(
      userPlan.filter((line) => /\bSCAN (tasks|child)\b|Seq Scan on tasks/.test(line)),
      userPlan.join("\n"),
    ).toEqual([]);
  });
});

/** The engine's placeholder for a raw statement's one parameter. */
const placeholder = () => (fixture.server.database.engine === "sqlite" ? "?" : "$1");
