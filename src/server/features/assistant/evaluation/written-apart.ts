import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../../test/fixed-clock";
import { startTestServer, type TestServer } from "../../../test/test-server";
import { BLIND_CASES, BLIND_SEED_ANSWERS } from "./blind";
import { DRILL_CASES } from "./drill";
import { DRILL2_CASES, DRILL2_SEED_ANSWERS } from "./drill2";
import { DRILL3_CASES, DRILL3_SEED_ANSWERS } from "./drill3";
import { DRILL4_CASES, DRILL4_SEED_ANSWERS } from "./drill4";
import { DRILL5_CASES, DRILL5_SEED_ANSWERS } from "./drill5";
import { FRESH_CASES, FRESH_SEED_ANSWERS } from "./fresh";
import { HOLDOUT_CASES } from "./holdout";
import { EVALUATION_CASES, type EvaluationCase } from "./messages";
import { formatReport, harmfulCases, runEvaluation, seededAccount } from "./run";
import { SEALED_CASES, SEALED_SEED_ANSWERS } from "./sealed";
import { SEALED2_CASES, SEALED2_SEED_ANSWERS } from "./sealed2";
import { SEALED3_CASES, SEALED3_SEED_ANSWERS } from "./sealed3";
import { SEALED4_CASES, SEALED4_SEED_ANSWERS } from "./sealed4";
import { SEALED5_CASES, SEALED5_SEED_ANSWERS } from "./sealed5";
import { SEALED6_CASES, SEALED6_SEED_ANSWERS } from "./sealed6";
import { SEALED7_CASES, SEALED7_SEED_ANSWERS } from "./sealed7";
import { SEALED8_CASES, SEALED8_SEED_ANSWERS } from "./sealed8";
import { SEALED9_CASES, SEALED9_SEED_ANSWERS } from "./sealed9";
import { SEALED10_CASES, SEALED10_SEED_ANSWERS } from "./sealed10";
import { SEALED11_CASES, SEALED11_SEED_ANSWERS } from "./sealed11";
import { SEALED12_CASES, SEALED12_SEED_ANSWERS } from "./sealed12";
import { SEALED13_CASES, SEALED13_SEED_ANSWERS } from "./sealed13";
import { SEALED14_CASES, SEALED14_SEED_ANSWERS } from "./sealed14";
import { SEALED15_CASES, SEALED15_SEED_ANSWERS } from "./sealed15";
import { SEALED16_CASES, SEALED16_SEED_ANSWERS } from "./sealed16";
import { SEALED17_CASES, SEALED17_SEED_ANSWERS } from "./sealed17";
import { SEALED18_CASES, SEALED18_SEED_ANSWERS } from "./sealed18";
import { SEALED19_CASES, SEALED19_SEED_ANSWERS } from "./sealed19";
import { SEALED20_CASES, SEALED20_SEED_ANSWERS } from "./sealed20";
import { EVALUATION_NOW } from "./seed";
import { type SeedAnswers, wrongSeedAnswers } from "./seed-questions";
import { UNSEEN_CASES, UNSEEN_SEED_ANSWERS } from "./unseen";

/**
 * The corpora written by people who had not read the assistant's rules, oldest first. Each measured how the rules
 * carry over to wording they were never tuned on until it was fixed against; the newest is the honest measure.
 */
export const WRITTEN_APART: readonly { name: string; cases: EvaluationCase[]; seedAnswers?: SeedAnswers }[] = [
  { name: "held-out", cases: HOLDOUT_CASES },
  { name: "unseen", cases: UNSEEN_CASES, seedAnswers: UNSEEN_SEED_ANSWERS },
  { name: "blind", cases: BLIND_CASES, seedAnswers: BLIND_SEED_ANSWERS },
  { name: "fresh", cases: FRESH_CASES, seedAnswers: FRESH_SEED_ANSWERS },
  { name: "drill", cases: DRILL_CASES },
  { name: "drill2", cases: DRILL2_CASES, seedAnswers: DRILL2_SEED_ANSWERS },
  { name: "sealed", cases: SEALED_CASES, seedAnswers: SEALED_SEED_ANSWERS },
  { name: "sealed2", cases: SEALED2_CASES, seedAnswers: SEALED2_SEED_ANSWERS },
  { name: "drill3", cases: DRILL3_CASES, seedAnswers: DRILL3_SEED_ANSWERS },
  { name: "sealed3", cases: SEALED3_CASES, seedAnswers: SEALED3_SEED_ANSWERS },
  { name: "sealed4", cases: SEALED4_CASES, seedAnswers: SEALED4_SEED_ANSWERS },
  { name: "drill4", cases: DRILL4_CASES, seedAnswers: DRILL4_SEED_ANSWERS },
  { name: "sealed5", cases: SEALED5_CASES, seedAnswers: SEALED5_SEED_ANSWERS },
  { name: "drill5", cases: DRILL5_CASES, seedAnswers: DRILL5_SEED_ANSWERS },
  { name: "sealed6", cases: SEALED6_CASES, seedAnswers: SEALED6_SEED_ANSWERS },
  { name: "sealed7", cases: SEALED7_CASES, seedAnswers: SEALED7_SEED_ANSWERS },
  { name: "sealed8", cases: SEALED8_CASES, seedAnswers: SEALED8_SEED_ANSWERS },
  { name: "sealed9", cases: SEALED9_CASES, seedAnswers: SEALED9_SEED_ANSWERS },
  { name: "sealed10", cases: SEALED10_CASES, seedAnswers: SEALED10_SEED_ANSWERS },
  { name: "sealed11", cases: SEALED11_CASES, seedAnswers: SEALED11_SEED_ANSWERS },
  { name: "sealed12", cases: SEALED12_CASES, seedAnswers: SEALED12_SEED_ANSWERS },
  { name: "sealed13", cases: SEALED13_CASES, seedAnswers: SEALED13_SEED_ANSWERS },
  { name: "sealed14", cases: SEALED14_CASES, seedAnswers: SEALED14_SEED_ANSWERS },
  { name: "sealed15", cases: SEALED15_CASES, seedAnswers: SEALED15_SEED_ANSWERS },
  { name: "sealed16", cases: SEALED16_CASES, seedAnswers: SEALED16_SEED_ANSWERS },
  { name: "sealed17", cases: SEALED17_CASES, seedAnswers: SEALED17_SEED_ANSWERS },
  { name: "sealed18", cases: SEALED18_CASES, seedAnswers: SEALED18_SEED_ANSWERS },
  { name: "sealed19", cases: SEALED19_CASES, seedAnswers: SEALED19_SEED_ANSWERS },
  { name: "sealed20", cases: SEALED20_CASES, seedAnswers: SEALED20_SEED_ANSWERS },
];

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

/**
 * Evaluates the corpora `WRITTEN_APART[from..to)` (to the newest by default) against a server of their own. The corpora are spread over a few
 * test files so that the test workers share them; each still counts as new only what no earlier corpus had.
 */
export function evaluateWrittenApart(from: number, to = WRITTEN_APART.length): void {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock: fixedClock(EVALUATION_NOW) });
  });
  afterAll(() => server.close());

  const corpora = WRITTEN_APART.map((corpus, index) => ({ ...corpus, index })).slice(from, to);

  // A corpus's own seed answers are as the seed gives them: a wrong one would score a right reply wrong.
  it.each(corpora.flatMap(({ name, seedAnswers }) => (seedAnswers ? [{ name, seedAnswers }] : [])))(
    "the $name corpus expects the answers the task API gives for the seeded account",
    async ({ seedAnswers }) => {
      expect(await wrongSeedAnswers(await seededAccount(server), seedAnswers)).toEqual([]);
    },
  );

  describe.each(
    corpora.map(({ name, cases, index }) => ({
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
}
