import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Task, TaskPage } from "../../../../shared/schemas/task";
import { fixedClock } from "../../../test/fixed-clock";
import { startTestServer, type TestServer } from "../../../test/test-server";
import { EVALUATION_CASES, SEED_ANSWERS } from "./messages";
import { formatReport, harmfulCases, runEvaluation, seededAccount } from "./run";
import { berlin, EVALUATION_NOW, EVALUATION_TIME_ZONE } from "./seed";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock: fixedClock(EVALUATION_NOW) });
});
afterAll(() => server.close());

describe("the assistant's evaluation", () => {
  it("expects the answers the task API gives for the seeded account", async () => {
    const { client, seeded } = await seededAccount(server);
    const listId = (name: string) => seeded.lists.find((list) => list.name === name)?.id;
    const titles = async (query: string) => {
      const { body } = await client.get<TaskPage>(`/api/tasks?limit=200&tz=${EVALUATION_TIME_ZONE}&${query}`);
      return body.tasks.map((task) => task.title).sort();
    };
    const due = (from: string, before: string) => `dueFrom=${berlin(from)}&dueBefore=${berlin(before)}`;
    const sorted = (tasks: string[]) => [...tasks].sort();
    const expected: [string, string[]][] = [
      ["view=overdue", SEED_ANSWERS.OVERDUE],
      ["view=today", SEED_ANSWERS.DUE_TODAY],
      [due("2026-11-27", "2026-11-28"), SEED_ANSWERS.TOMORROW],
      [due("2026-11-28", "2026-11-29"), SEED_ANSWERS.SATURDAY],
      [due("2026-12-01", "2026-12-02"), SEED_ANSWERS.TUESDAY],
      [due("2026-11-30", "2026-12-07"), SEED_ANSWERS.NEXT_WEEK],
      ["undated=true&parent=root", SEED_ANSWERS.UNDATED],
      [`list=${listId("Work")}&parent=root`, SEED_ANSWERS.WORK],
      [`list=${listId("Home")}&parent=root`, SEED_ANSWERS.HOME],
      ["tag=errands", SEED_ANSWERS.ERRANDS],
      ["tag=finance", SEED_ANSWERS.FINANCE],
      ["tag=health", SEED_ANSWERS.HEALTH],
      ["tag=family", SEED_ANSWERS.FAMILY],
      ["priority=high", SEED_ANSWERS.HIGH],
      [`priority=high&list=${listId("Work")}`, SEED_ANSWERS.HIGH_AT_WORK],
      ["priority=medium", SEED_ANSWERS.MEDIUM],
    ];
    for (const [query, tasks] of expected) expect(await titles(query), query).toEqual(sorted(tasks));
    const completedBetween = (from: string, before: string) =>
      [...seeded.tasks.values()]
        .filter(
          (task: Task) =>
            task.completedAt !== null && task.completedAt >= berlin(from) && task.completedAt < berlin(before),
        )
        .map((task) => task.title)
        .sort();
    expect(completedBetween("2026-11-16", "2026-11-23")).toEqual(sorted(SEED_ANSWERS.DONE_LAST_WEEK));
    expect(completedBetween("2026-11-23", "2026-11-30")).toEqual(sorted(SEED_ANSWERS.DONE_THIS_WEEK));
    const task = (title: string) => [...seeded.tasks.values()].find((candidate) => candidate.title === title);
    expect(task("Prepare client presentation")?.subtasks).toEqual({ done: 1, total: 3 });
    expect(task("Return library books")?.reminders).toHaveLength(2);
    expect(task("Take out the trash")?.recurrence).toBe("FREQ=WEEKLY;BYDAY=TH");
    expect(seeded.tasks.size).toBe(44);
  });

  it("does nothing harmful on any message of the corpus, and reports how often it is right", {
    timeout: 600_000,
  }, async () => {
    const started = performance.now();
    const report = await runEvaluation(server);
    console.info(formatReport("Assistant evaluation", report, performance.now() - started));
    expect(report.overall.total).toBe(EVALUATION_CASES.length);
    expect(harmfulCases(report)).toEqual([]);
  });
});
