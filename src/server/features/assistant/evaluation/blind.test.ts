import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../../test/fixed-clock";
import { startTestServer, type TestServer } from "../../../test/test-server";
import { BLIND_CASES } from "./blind";
import { HOLDOUT_CASES } from "./holdout";
import { EVALUATION_CASES } from "./messages";
import { formatReport, harmfulCases, runEvaluation } from "./run";
import { EVALUATION_NOW } from "./seed";

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

describe("the assistant's blind evaluation", () => {
  it("opens with messages neither of the other corpora has", () => {
    const others = new Set(
      [...EVALUATION_CASES, ...HOLDOUT_CASES].flatMap(({ say }) =>
        say.filter((step) => typeof step === "string").map(normalised),
      ),
    );
    const firstMessages = BLIND_CASES.map(({ say }) => say[0]).filter((step) => typeof step === "string");
    expect(firstMessages.filter((message) => others.has(normalised(message)))).toEqual([]);
  });

  it("does nothing harmful on any blind message, and reports how often it is right", {
    timeout: 600_000,
  }, async () => {
    const started = performance.now();
    const report = await runEvaluation(server, BLIND_CASES);
    console.info(formatReport("Assistant blind evaluation", report, performance.now() - started));
    expect(report.overall.total).toBe(BLIND_CASES.length);
    expect(harmfulCases(report)).toEqual([]);
  });
});
