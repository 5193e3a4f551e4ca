import { randomInt } from "node:crypto";
import { type BrowserContext, type BrowserContextOptions, test as base } from "@playwright/test";
import { ConsoleGuard } from "./support/console-guard";
import { removeDataDir, type ServerProcess, startServerProcess } from "./support/server-process";
import { freshSchema } from "./support/test-database";

export { expect } from "@playwright/test";

interface WorkerFixtures {
  /** One real server per worker, on a free port and its own temporary data directory. */
  server: ServerProcess;
}

interface TestFixtures {
  /** The running server's `DATA_DIR` (its `outbox/` holds the e-mails it sent). */
  dataDir: string;
  /** The running server's `DATABASE_URL`: its PostgreSQL schema, or undefined for its embedded SQLite. */
  databaseUrl: string | undefined;
  /** Fails the test on any unexpected console error or uncaught exception in any page. */
  consoleGuard: ConsoleGuard;
  /** Declares an HTTP error the test provokes on purpose, so the browser's log line about it is allowed. */
  expectHttpError: (status: number, path: string) => void;
  /** Declares a console error that the browser itself prints for what the test does (by a part of its text). */
  expectConsoleError: (text: string) => void;
  /** Declares a request the test makes fail without any answer (`route.abort`), likewise. */
  expectNetworkFailure: (path: string) => void;
  /**
   * Declares the 401s of a signed-in page whose session the test ends under it: whichever of the page's
   * requests asks first is refused, and which one that is depends on timing.
   */
  expectSessionToEnd: () => void;
  /** A further browser context (another visitor), with its own client IP and the same error watch. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}

/** What a signed-in page asks the server for (tasks, tags, the account and its devices, the event stream, Web Push, the assistant, the admin area). */
const SIGNED_IN_PATHS = [
  "/api/tasks",
  "/api/tags",
  "/api/lists",
  "/api/me",
  "/api/me/sessions",
  "/api/push/key",
  "/api/events",
  "/api/assistant/history",
  "/api/admin/users",
  "/api/admin/settings",
  "/api/admin/health",
];

/** A client address of its own for each visitor, so the per-IP auth rate limit never adds up across tests. */
export function randomClientIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern here.
    async ({}, use, workerInfo) => {
      const schema = await freshSchema(`e2e_${workerInfo.workerIndex}_${process.pid}_${Date.now()}`);
      const server = await startServerProcess({ databaseUrl: schema?.databaseUrl });
      await use(server);
      await server.stop();
      await removeDataDir(server.dataDir);
      await schema?.drop();
    },
    { scope: "worker", timeout: 30_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseURL),
  dataDir: async ({ server }, use) => use(server.dataDir),
  databaseUrl: async ({ server }, use) => use(server.databaseUrl),
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern here.
  extraHTTPHeaders: async ({}, use) => use({ "X-Forwarded-For": randomClientIp() }),

  consoleGuard: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern here.
    async ({}, use) => {
      const guard = new ConsoleGuard();
      await use(guard);
      guard.assertClean();
    },
    { auto: true },
  ],
  expectHttpError: async ({ consoleGuard }, use) => use((status, path) => consoleGuard.expectFailure(status, path)),
  expectConsoleError: async ({ consoleGuard }, use) => use((text) => consoleGuard.expectMessage(text)),
  expectNetworkFailure: async ({ consoleGuard }, use) => use((path) => consoleGuard.expectFailure("network", path)),
  expectSessionToEnd: async ({ consoleGuard }, use) =>
    use(() => {
      for (const path of SIGNED_IN_PATHS) consoleGuard.expectFailure(401, path);
    }),
  context: async ({ context, consoleGuard }, use) => {
    await consoleGuard.watchContext(context);
    await use(context);
  },
  newContext: async ({ browser, baseURL, consoleGuard }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({
        baseURL,
        ...options,
        extraHTTPHeaders: { "X-Forwarded-For": randomClientIp(), ...options.extraHTTPHeaders },
      });
      await consoleGuard.watchContext(context);
      contexts.push(context);
      return context;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
