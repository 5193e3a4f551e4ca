import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import packageJson from "../../package.json";
import { AUTH_RATE_LIMIT, IMPORT_MAX_BYTES, IMPORT_RATE_LIMIT, REQUEST_BODY_MAX_BYTES } from "../shared/limits";
import type { Auth } from "./auth/auth";
import { type AuthGate, authRoutes } from "./auth/auth.routes";
import { requireUser } from "./auth/require-user";
import type { Clock } from "./clock";
import type { Database } from "./db/connection";
import { DomainError, notFound } from "./errors";
import type { TaskEventBus } from "./events/task-events";
import { createAdminRepository } from "./features/admin/admin.repository";
import { adminRoutes, instanceRoutes } from "./features/admin/admin.routes";
import { createAdminService } from "./features/admin/admin.service";
import { requireAdmin } from "./features/admin/require-admin";
import { eventsRoutes } from "./features/events/events.routes";
import { healthRoutes } from "./features/health/health.routes";
import { createAccountService } from "./features/me/account.service";
import { meRoutes } from "./features/me/me.routes";
import { sessionActivity } from "./features/me/session-activity";
import { createSessionsRepository } from "./features/me/sessions.repository";
import { createUsersRepository } from "./features/me/users.repository";
import { tagsRoutes } from "./features/tasks/tags.routes";
import { createTasksRepository } from "./features/tasks/tasks.repository";
import { tasksRoutes } from "./features/tasks/tasks.routes";
import { createTasksService } from "./features/tasks/tasks.service";
import { createImportsRepository } from "./features/transfer/imports.repository";
import { exportRoutes, importRoutes } from "./features/transfer/transfer.routes";
import { createTransferService } from "./features/transfer/transfer.service";
import type { AppEnv } from "./http/app-env";
import { STATUS_OF } from "./http/error-response";
import { originGuard } from "./http/origin-guard";
import { perClientIpAndPath, rateLimit } from "./http/rate-limit";
import { requestLogger } from "./http/request-logger";
import { securityHeaders } from "./http/security-headers";
import { staticFiles } from "./http/static-files";
import type { Logger } from "./logger";

export interface AppDependencies {
  database: Database;
  /** Where "now" comes from, for every service. */
  clock: Clock;
  events: TaskEventBus;
  auth: Auth;
  logger: Logger;
  baseUrl: string;
  trustProxy: boolean;
  /** ADMIN_EMAIL: that account becomes an admin when it signs up. */
  adminEmail: string | undefined;
  /** SIGNUPS=closed. */
  signupsClosed: boolean;
  /** When the process started, for the admin's uptime. */
  startedAt: number;
  /** The built front end; the API alone when omitted (as in the API tests). */
  webRoot?: string;
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
 * The whole HTTP surface, used alike by the server and by the tests, and the work the server does now and then
 * besides answering (undoing imports cut off by a crash).
 */
export function createApp(dependencies: AppDependencies) {
  const { database, clock, events, auth, logger, baseUrl, trustProxy, webRoot } = dependencies;
  const { db } = database;
  const users = createUsersRepository(db);
  const adminRows = createAdminRepository(database);
  const admin = createAdminService(adminRows, users, {
    engine: database.engine,
    appVersion: packageJson.version,
    signupsForcedClosed: dependencies.signupsClosed,
    startedAt: dependencies.startedAt,
    clock,
  });
  const app = new Hono<AppEnv>();

  app.use(requestLogger(logger));
  app.use(securityHeaders());
  app.use("/api/*", originGuard(baseUrl));
  // An import file may be larger than any other request body.
  const requestLimit = limitBodiesTo(REQUEST_BODY_MAX_BYTES, "Request bodies");
  const importLimit = limitBodiesTo(IMPORT_MAX_BYTES, "Import files");
  app.use("/api/*", (c, next) => (c.req.path === "/api/import" ? importLimit(c, next) : requestLimit(c, next)));

  app.route("/api/health", healthRoutes(db));
  app.route("/api/instance", instanceRoutes(admin));
  const gate: AuthGate = {
    signupsOpen: async () => (await admin.signups()).open,
    isDisabled: (email) => adminRows.isDisabled(email),
    afterSignUp: async (email) => {
      if (email.toLowerCase() === dependencies.adminEmail) await adminRows.promote(email);
    },
  };
  app.route("/api/auth", authRoutes(auth, rateLimit(db, AUTH_RATE_LIMIT, clock, perClientIpAndPath(trustProxy)), gate));
  const sessions = createSessionsRepository(db);
  const signedIn = requireUser(auth, sessionActivity(sessions, clock));
  app.use("/api/me/*", signedIn);
  app.use("/api/tasks/*", signedIn);
  app.use("/api/tags/*", signedIn);
  app.use("/api/events/*", signedIn);
  const taskRows = createTasksRepository(db);
  const tasks = createTasksService(taskRows, events, clock);
  app.route("/api/me", meRoutes(createAccountService(auth, users, sessions, clock)));
  app.route("/api/tasks", tasksRoutes(tasks));
  app.route("/api/tags", tagsRoutes(tasks));
  const transfer = createTransferService(tasks, users, createImportsRepository(db), clock);
  app.use("/api/export/*", signedIn);
  const importsPerAccount = rateLimit(
    db,
    IMPORT_RATE_LIMIT,
    clock,
    (c) => `import ${c.var.userId}`,
    `Too many imports: an account may send ${IMPORT_RATE_LIMIT.maxRequests} files (previews included) per ${IMPORT_RATE_LIMIT.windowSeconds / 60} minutes. Please try again later.`,
  );
  app.use("/api/import/*", signedIn, importsPerAccount);
  app.route("/api/export", exportRoutes(transfer));
  app.use("/api/admin/*", signedIn, requireAdmin(adminRows));
  app.route("/api/admin", adminRoutes(admin));
  app.route("/api/import", importRoutes(transfer));
  app.route("/api/events", eventsRoutes(events, tasks, clock));
  app.all("/api/*", () => {
    throw notFound("This endpoint");
  });
  if (webRoot) app.route("/", staticFiles(webRoot));

  app.onError((error, c) => {
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
  return { app, recoverStaleImports: () => transfer.recoverStale() };
}
