import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/shared/**/*.test.ts", "src/web/**/*.test.{ts,tsx}", "src/test/**/*.test.ts"],
          setupFiles: ["./src/test/fail-on-console-error.ts"],
        },
      },
      {
        test: {
          name: "api",
          include: ["src/server/**/*.test.ts"],
          setupFiles: ["./src/test/fail-on-console-error.ts"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
