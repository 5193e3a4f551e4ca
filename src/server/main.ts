import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { resolveConfig } from "./config";
import { parseEnv } from "./env";
import { logOutput } from "./log-output";
import { createLogger } from "./logger";
import { startServer } from "./runtime";

const SHUTDOWN_GRACE_MS = 10_000;

const env = parseEnv(process.env);
// Standard output, without ever blocking on it (see log-output.ts).
const output = logOutput(1);
const logger = createLogger(env.LOG_LEVEL, output);
const config = resolveConfig(env);
// Built layout: dist/server/main.js serves dist/web.
const webRoot = fileURLToPath(new URL("../web", import.meta.url));
// pages.json only the build writes (run from the sources, ../web is the front end's source folder).
const webBuilt = existsSync(`${webRoot}/pages.json`);
if (!webBuilt) logger.warn(`No front end at ${webRoot}: serving the API only (run npm run build)`);

const server = await startServer(config, logger, webBuilt ? { webRoot } : {});
logger.info(
  { url: config.baseUrl, engine: server.database.engine, data: server.database.location },
  `Taskmind is serving ${config.baseUrl} (data: ${server.database.location})`,
);

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: finishing open requests, then stopping`);
    // Keep-alive connections could hold close() open for ever; the grace period bounds it.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    server.close().then(
      () => exitAfterLogging(0),
      (error: unknown) => {
        logger.error({ err: error }, "Shutdown failed");
        exitAfterLogging(1);
      },
    );
  });
}

/** The last lines have a moment to reach a reader; a reader that does not read does not hold the exit. */
function exitAfterLogging(code: number): void {
  void (output?.flush() ?? Promise.resolve()).then(() => process.exit(code));
}
