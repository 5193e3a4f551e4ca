import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../../test/fixed-clock";
import { startTestServer, type TestServer } from "../../../test/test-server";
import { BLIND_CASES } from "./blind";
import { DRILL_CASES } from "./drill";
import { DRILL2_CASES } from "./drill2";
import { DRILL3_CASES } from "./drill3";
import { DRILL4_CASES } from "./drill4";
import { DRILL5_CASES } from "./drill5";
import { FRESH_CASES } from "./fresh";
import { HOLDOUT_CASES } from "./holdout";
import { EVALUATION_CASES, type EvaluationCase } from "./messages";
import { formatReport, harmfulCases, runEvaluation } from "./run";
import { SEALED_CASES } from "./sealed";
import { SEALED2_CASES } from "./sealed2";
import { SEALED3_CASES } from "./sealed3";
import { SEALED4_CASES } from "./sealed4";
import { SEALED5_CASES } from "./sealed5";
import { SEALED6_CASES } from "./sealed6";
import { SEALED7_CASES } from "./sealed7";
import { SEALED8_CASES } from "./sealed8";
import { EVALUATION_NOW } from "./seed";
import { UNSEEN_CASES } from "./unseen";

/**
 * The corpora written by people who had not read the assistant's rules, oldest first. Each measured how the rules
 * carry over to wording they were never tuned on until it was fixed against; the newest is the honest measure.
 */
const WRITTEN_APART: readonly { name: string; cases: EvaluationCase[] }[] = [
  { name: "held-out", cases: HOLDOUT_CASES },
  { name: "unseen", cases: UNSEEN_CASES },
  { name: "blind", cases: BLIND_CASES },
  { name: "fresh", cases: FRESH_CASES },
  { name: "drill", cases: DRILL_CASES },
  { name: "drill2", cases: DRILL2_CASES },
  { name: "sealed", cases: SEALED_CASES },
  { name: "sealed2", cases: SEALED2_CASES },
  { name: "drill3", cases: DRILL3_CASES },
  { name: "sealed3", cases: SEALED3_CASES },
  { name: "sealed4", cases: SEALED4_CASES },
  { name: "drill4", cases: DRILL4_CASES },
  { name: "sealed5", cases: SEALED5_CASES },
  { name: "drill5", cases: DRILL5_CASES },
  { name: "sealed6", cases: SEALED6_CASES },
  { name: "sealed7", cases: SEALED7_CASES },
  { name: "sealed8", cases: SEALED8_CASES },
];

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
const messagesOf = (cases: EvaluationCase[]) =>
  cases.flatMap(({ say }) => say.filter((step) => typeof step === "string").map(normalised));

/**
 * Each corpus less the messages the main corpus or an earlier one already has (two people writing apart may both
 * write "delete everything tagged books"): a message already fixed against measures nothing new.
 */
function newIn(cases: EvaluationCase[], earlier: readonly EvaluationCase[][]): EvaluationCase[] {
  const seen = new Set([EVALUATION_CASES, ...earlier].flatMap(messagesOf));
  return cases.filter(({ say }) => typeof say[0] !== "string" || !seen.has(normalised(say[0])));
}

describe.each(
  WRITTEN_APART.map(({ name, cases }, index) => ({
    name,
    cases: newIn(
      cases,
      WRITTEN_APART.slice(0, index).map((corpus) => corpus.cases),
    ),
    written: cases.length,
  })),
)("the assistant's $name evaluation", ({ name, cases, written }) => {
  it("does nothing harmful on any of its new messages, and reports how often it is right", {
    timeout: 600_000,
  }, async () => {
    const started = performance.now();
    const report = await runEvaluation(server, cases);
    const title = `Assistant ${name} evaluation (${cases.length} of its ${written} messages are new)`;
    console.info(formatReport(title, report, performance.now() - started));
    expect(report.overall.total).toBe(cases.length);
    expect(harmfulCases(report)).toEqual([]);
  });
});
