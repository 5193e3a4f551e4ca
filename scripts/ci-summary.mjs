// Totals the JSON reports of every suite (Vitest and Playwright) into one line: "N passed, N failed",
// after how long each suite took and every test that failed (and every browser test that passed only on its
// retry), so a red run says what broke, and a slow one where, even when only its last lines are read.
// Exits non-zero when a test failed or no test ran at all.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? ".reports";
let passed = 0;
let failed = 0;
const failures = [];
const flaky = [];
const durations = [];
let files = [];
try {
  files = readdirSync(dir).filter((file) => file.endsWith(".json"));
} catch {
  // No reports: a step before the tests failed; the totals below say so.
}

/** Every test of a Playwright report, with its title path. */
function* playwrightTests(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) yield { title: [...here, spec.title].join(" › "), status: test.status };
  }
  for (const child of suite.suites ?? []) yield* playwrightTests(child, here);
}

for (const file of files) {
  const report = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  if (report.stats && "expected" in report.stats) {
    // Playwright
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    durations.push([file, report.stats.duration]);
    for (const suite of report.suites ?? []) {
      for (const test of playwrightTests(suite)) {
        if (test.status === "unexpected") failures.push(`${file}: ${test.title}`);
        if (test.status === "flaky") flaky.push(`${file}: ${test.title}`);
      }
    }
  } else {
    // Vitest. A file that fails outside its tests (a failing beforeAll, an import error) fails none of them,
    // its tests are only skipped: it counts as one failure of its own.
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    const ended = Math.max(report.startTime, ...(report.testResults ?? []).map((result) => result.endTime));
    durations.push([file, ended - report.startTime]);
    for (const result of report.testResults ?? []) {
      const failedTests = result.assertionResults.filter((test) => test.status === "failed");
      for (const test of failedTests) failures.push(`${file}: ${path.relative(".", result.name)} › ${test.fullName}`);
      if (result.status === "failed" && failedTests.length === 0) {
        failed += 1;
        failures.push(`${file}: ${path.relative(".", result.name)} (the file failed outside its tests)`);
      }
    }
  }
}

// Where CI's time goes (it must stay well under its 90 minutes), slowest suite first.
for (const [file, ms] of durations.sort((a, b) => b[1] - a[1])) {
  console.log(`${file}: ${(ms / 60_000).toFixed(1)} min`);
}
for (const title of flaky) console.log(`flaky (passed on retry): ${title}`);
for (const title of failures) console.log(`FAILED: ${title}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
