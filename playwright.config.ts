import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./e2e/support/chromium";

/**
 * What the browser alone decides, which no database engine changes: the accessibility audits, the layout at each
 * width and the prerendered first page. CI runs the suite a second time on PostgreSQL for what the engine does
 * change (live sync between instances, sessions, restarts, every feature's data); these run on SQLite only.
 */
const ENGINE_INDEPENDENT = ["a11y.spec.ts", "layout.spec.ts", "first-page.spec.ts"];

/**
 * Browser tests against the built server (`npm run build` first). Each worker starts its own server
 * on a free port with its own data directory (see e2e/fixtures.ts), so no web server is configured here.
 */
export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  testIgnore: process.env.TEST_DATABASE_URL ? ENGINE_INDEPENDENT : [],
  fullyParallel: true,
  workers: 2,
  // One retry: two workers, their servers and browsers share two cores, and a test that loses a race for them
  // once must not sink a whole CI run. A test that passes only on its retry is reported as flaky, by name, in
  // CI's summary (scripts/ci-summary.mjs); one that fails twice fails.
  retries: 1,
  forbidOnly: true,
  // Generous: two workers, their servers and browsers share two cores; a wait only ends early on success.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // CI runs the suite twice (SQLite, then PostgreSQL) and keeps both reports.
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT_FILE ?? ".reports/e2e.json" }]],
  outputDir: "test-results",
  use: {
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
});
