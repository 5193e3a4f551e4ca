import { Hono, type MiddlewareHandler, type Schema } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  ASSISTANT_RATE_LIMIT,
  AUTH_RATE_LIMIT,
  IMPORT_MAX_BYTES,
  IMPORT_RATE_LIMIT,
  PUSH_SUBSCRIBE_RATE_LIMIT,
  QUICK_ADD_PARSE_RATE_LIMIT,
  REQUEST_BODY_MAX_BYTES,
} from "../shared/limits";
import type { Auth } from "./auth/auth";
import { type AuthGate, authRoutes } from "./auth/auth.routes";
import { requireUser } from "./auth/require-user";
import type { Clock } from "./clock";
import type { Services } from "./compose";
import { type Database, isDatabaseUnavailable } from "./db/connection";
import { DomainError, databaseUnavailable, notFound } from "./errors";
import { adminRoutes, instanceRoutes } from "./features/admin/admin.routes";
import { requireAdmin } from "./features/admin/require-admin";
import { assistantRoutes } from "./features/assistant/assistant.routes";
import { eventsRoutes } from "./features/events/events.routes";
import { healthRoutes } from "./features/health/health.routes";
import { listsRoutes } from "./features/lists/lists.routes";
import { meRoutes } from "./features/me/me.routes";
import { sessionActivity } from "./features/me/session-activity";
import { pushRoutes } from "./features/push/push.routes";
import { quickAddRoutes } from "./features/tasks/quick-add.routes";
import { tagsRoutes } from "./features/tasks/tags.routes";
import { tasksRoutes } from "./features/tasks/tasks.routes";
import { exportRoutes, importRoutes } from "./features/transfer/transfer.routes";
import type { AppEnv } from "./http/app-env";
import { compressJson } from "./http/compression";
import { refuseControlCharactersInPaths } from "./http/control-character-paths";
import { STATUS_OF } from "./http/error-response";
import { noStore } from "./http/no-store";
import { originGuard } from "./http/origin-guard";
import { perClientIp, perUser, type RateLimitKey, type RateLimitRule, rateLimit } from "./http/rate-limit";
import { requestLogger } from "./http/request-logger";
import { securityHeaders } from "./http/security-headers";
import { inlineScriptsOf, staticFiles } from "./http/static-files";
import type { Logger } from "./logger";

export interface AppOptions {
  services: Services;
  database: Database;
  clock: Clock;
  auth: Auth;
  logger: Logger;
  baseUrl: string;
  trustProxy: boolean;
  /** Whether the operator configured a language model (ASSISTANT_LLM_*), which the page is told. */
  assistantModel: boolean;
  /** The built front end; the API alone when omitted (as in the API tests). */
  webRoot?: string;
}

/** A part of the API: its path, who may call it (in order: signed in, then any limit or role), what answers. */
interface Route {
  path: string;
  guards: MiddlewareHandler<AppEnv>[];
  routes: Hono<AppEnv, Schema, string>;
}

function limitBodiesTo(maxBytes: number, what: string) {
  const size = maxBytes >= 1024 * 1024 ? `${maxBytes / (1024 * 1024)} MB` : `${maxBytes / 1024} KB`;
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new DomainError("too_large", "payload_too_large", `${what} are limited to ${size}.`);
    },
  });
}

/**
 * The whole HTTP surface, used alike by the server and by the tests: the middleware every request passes, then
 * the route table. The services come built (`compose.ts`); this file is HTTP only.
 */
export function createApp({
  services,
  database,
  clock,
  auth,
  logger,
  baseUrl,
  trustProxy,
  webRoot,
  assistantModel,
}: AppOptions) {
  const { db } = database;
  const { admin, account, emailVerification, passwords, quickAdd, tasks, lists, assistant, transfer, push } = services;
  const app = new Hono<AppEnv>();

  app.use(requestLogger(logger));
  app.use(securityHeaders(webRoot ? inlineScriptsOf(webRoot) : []));
  app.use("/api/*", noStore());
  app.use("/api/*", originGuard(baseUrl));
  app.use("/api/*", compressJson());
  app.use("/api/*", refuseControlCharactersInPaths());
  // An import file may be larger than any other request body.
  const requestLimit = limitBodiesTo(REQUEST_BODY_MAX_BYTES, "Request bodies");
  const importLimit = limitBodiesTo(IMPORT_MAX_BYTES, "Import files");
  app.use("/api/*", (c, next) => {
    // A GET or HEAD body is never read; looking for one would build a whole fetch Request for every read.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    return c.req.path === "/api/import" ? importLimit(c, next) : requestLimit(c, next);
  });

  const signedIn = requireUser(services.sessionCache, sessionActivity(services.sessions, clock));
  const limit = (policy: RateLimitRule, key: RateLimitKey, message?: string) =>
    rateLimit(db, policy, key, clock, message);
  const gate: AuthGate = {
    signupsOpen: async () => (await admin.signups()).open,
    isDisabled: (email) => admin.isDisabled(email),
  };
  const authLimit = limit(AUTH_RATE_LIMIT, perClientIp(trustProxy));
  const importsPerAccount = limit(
    IMPORT_RATE_LIMIT,
    perUser,
    `Too many imports: an account may send ${IMPORT_RATE_LIMIT.maxRequests} files (previews included) per ${IMPORT_RATE_LIMIT.windowSeconds / 60} minutes. Please try again later.`,
  );
  const open: MiddlewareHandler<AppEnv>[] = [];

  const routeTable: Route[] = [
    { path: "/api/health", guards: open, routes: healthRoutes(db) },
    { path: "/api/instance", guards: open, routes: instanceRoutes(admin, { assistantModel }) },
    {
      path: "/api/auth",
      guards: open,
      routes: authRoutes(auth, { limiter: authLimit, gate, passwords, account, emailVerification, trustProxy }),
    },
    { path: "/api/me", guards: [signedIn], routes: meRoutes(account, emailVerification, trustProxy) },
    {
      path: "/api/tasks/parse",
      guards: [signedIn],
      routes: quickAddRoutes(quickAdd, limit(QUICK_ADD_PARSE_RATE_LIMIT, perUser)),
    },
    { path: "/api/tasks", guards: [signedIn], routes: tasksRoutes(tasks) },
    { path: "/api/tags", guards: [signedIn], routes: tagsRoutes(tasks) },
    { path: "/api/lists", guards: [signedIn], routes: listsRoutes(lists) },
    {
      path: "/api/assistant",
      guards: [signedIn],
      routes: assistantRoutes(assistant, limit(ASSISTANT_RATE_LIMIT, perUser)),
    },
    { path: "/api/export", guards: [signedIn], routes: exportRoutes(transfer) },
    { path: "/api/import", guards: [signedIn, importsPerAccount], routes: importRoutes(transfer) },
    { path: "/api/admin", guards: [signedIn, requireAdmin(admin)], routes: adminRoutes(admin) },
    { path: "/api/push", guards: [signedIn], routes: pushRoutes(push, limit(PUSH_SUBSCRIBE_RATE_LIMIT, perUser)) },
    { path: "/api/events", guards: [signedIn], routes: eventsRoutes(services.streams, clock, trustProxy) },
  ];
  for (const { path, guards, routes } of routeTable) {
    if (guards.length > 0) app.use(`${path}/*`, ...guards);
    app.route(path, routes);
  }
  app.all("/api/*", () => {
    throw notFound("This endpoint");
  });
  if (webRoot) app.route("/", staticFiles(webRoot));

  app.onError((thrown, c) => {
    // A database that is down or restarting is no bug of ours: 503, and when to try again.
    const error = isDatabaseUnavailable(thrown) ? databaseUnavailable() : thrown;
    if (error instanceof DomainError) {
      const { retryAfterSeconds } = error.options;
      if (retryAfterSeconds !== undefined) c.header("Retry-After", String(retryAfterSeconds));
      return c.json(error.toBody(), STATUS_OF[error.kind]);
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, "Unhandled error");
    return c.json(
      new DomainError("internal", "internal_error", "Something went wrong on our side. Please try again.").toBody(),
      500,
    );
  });
  return app;
}
