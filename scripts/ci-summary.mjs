// Totals the JSON reports of every suite (Vitest and Playwright) into one line: "N passed, N failed".
// Exits non-zero when a test failed or no test ran at all.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? ".reports";
let passed = 0;
let failed = 0;
let files = [];
try {
  files = readdirSync(dir).filter((file) => file.endsWith(".json"));
} catch {
  // No reports: a step before the tests failed; the totals below say so.
}

for (const file of files) {
  const report = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  if (report.stats && "expected" in report.stats) {
    // Playwright
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
  } else {
    // Vitest. A file that fails outside its tests (a failing beforeAll, an import error) fails none of them,
    // its tests are only skipped: it counts as one failure of its own.
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const result of report.testResults ?? []) {
      const failedTests = result.assertionResults.filter((test) => test.status === "failed").length;
      if (result.status === "failed" && failedTests === 0) failed += 1;
    }
  }
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
