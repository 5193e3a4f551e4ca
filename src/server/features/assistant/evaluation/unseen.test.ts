import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../../test/fixed-clock";
import { startTestServer, type TestServer } from "../../../test/test-server";
import { HOLDOUT_CASES } from "./holdout";
import { EVALUATION_CASES } from "./messages";
import { formatReport, harmfulCases, runEvaluation } from "./run";
import { EVALUATION_NOW } from "./seed";
import { UNSEEN_CASES } from "./unseen";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock: fixedClock(EVALUATION_NOW) });
});
afterAll(() => server.close());

const normalised = (message: string) =>
  message
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

describe("the assistant's unseen evaluation", () => {
  it("has no first message the main or the held-out corpus has", () => {
    const seen = new Set(
      [...EVALUATION_CASES, ...HOLDOUT_CASES].flatMap(({ say }) =>
        say.filter((step) => typeof step === "string").map(normalised),
      ),
    );
    const firstMessages = UNSEEN_CASES.map(({ say }) => say[0]).filter((step) => typeof step === "string");
    expect(firstMessages.filter((message) => seen.has(normalised(message)))).toEqual([]);
  });

  it("does nothing harmful on any unseen message, and reports how often it is right", {
    timeout: 600_000,
  }, async () => {
    const started = performance.now();
    const report = await runEvaluation(server, UNSEEN_CASES);
    console.info(formatReport("Assistant unseen evaluation", report, performance.now() - started));
    expect(report.overall.total).toBe(UNSEEN_CASES.length);
    expect(harmfulCases(report)).toEqual([]);
  });
});
