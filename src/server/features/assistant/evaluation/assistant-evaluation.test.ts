import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../../test/fixed-clock";
import { startTestServer, type TestServer } from "../../../test/test-server";
import { EVALUATION_CASES, SEED_ANSWERS } from "./messages";
import { formatReport, harmfulCases, runEvaluation, seededAccount } from "./run";
import { EVALUATION_NOW } from "./seed";
import { wrongSeedAnswers } from "./seed-questions";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock: fixedClock(EVALUATION_NOW) });
});
afterAll(() => server.close());

describe("the assistant's evaluation", () => {
  it("expects the answers the task API gives for the seeded account", async () => {
    const account = await seededAccount(server);
    expect(await wrongSeedAnswers(account, SEED_ANSWERS)).toEqual([]);
    const { seeded } = account;
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
