import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const ASSISTANT_EVALUATION = "src/server/features/assistant/evaluation/**/*.test.ts";

export default defineConfig({
  test: {
    // A worker per core, not Vitest's default of one fewer: the API tests spend much of their time waiting on
    // HTTP, fsync and PostgreSQL, so on a 2-core machine one worker would leave a core idle.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: "unit",
          // The web's hooks and components (*.test.tsx) are project `web`, in a DOM.
          include: ["src/shared/**/*.test.ts", "src/web/**/*.test.ts", "src/test/**/*.test.ts"],
          setupFiles: ["./src/test/fail-on-console-error.ts"],
        },
      },
      {
        test: {
          // Hooks and components with a real QueryClient and `fetch` stubbed as the server answers: seconds.
          name: "web",
          environment: "happy-dom",
          include: ["src/web/**/*.test.tsx"],
          setupFiles: ["./src/test/fail-on-console-error.ts", "./src/web/test/setup-dom.ts"],
          unstubGlobals: true,
        },
      },
      {
        test: {
          name: "api",
          include: ["src/server/**/*.test.ts"],
          exclude: [ASSISTANT_EVALUATION],
          setupFiles: ["./src/test/fail-on-console-error.ts"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          // The assistant's evaluation corpora measure understanding, which no engine or Node version changes:
          // `npm test` runs them once (on SQLite); CI's other runs of the API suite leave them out.
          name: "evaluation",
          include: [ASSISTANT_EVALUATION],
          setupFiles: ["./src/test/fail-on-console-error.ts"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          // Against the built server (npm run build first), once per engine like the API tests.
          name: "hardening",
          include: ["hardening/**/*.test.ts"],
          // The outage test starts its own PostgreSQL cluster, so it belongs to the PostgreSQL run only.
          exclude: process.env.TEST_DATABASE_URL ? [] : ["hardening/db-outage.test.ts"],
          setupFiles: ["./src/test/fail-on-console-error.ts"],
          // Load tests, each timing itself: one file at a time, so they do not load the machine for each other.
          fileParallelism: false,
          // The soak runs ten minutes outside CI.
          testTimeout: 15 * 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
