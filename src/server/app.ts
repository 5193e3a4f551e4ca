import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import packageJson from "../../package.json";
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
import { createPasswordChecks } from "./auth/password-checks";
import type { PasswordHashing } from "./auth/password-hashing";
import { requireUser } from "./auth/require-user";
import { createSessionCache, type LiveSession } from "./auth/session-cache";
import type { Clock } from "./clock";
import type { WebPushConfig } from "./config";
import { type Database, isDatabaseUnavailable } from "./db/connection";
import { DomainError, databaseUnavailable, notFound } from "./errors";
import { sessionsEndedAnnouncer, type TaskEventBus } from "./events/task-events";
import { createAdminRepository } from "./features/admin/admin.repository";
import { adminRoutes, instanceRoutes } from "./features/admin/admin.routes";
import { createAdminService } from "./features/admin/admin.service";
import { requireAdmin } from "./features/admin/require-admin";
import { createAssistantRepository } from "./features/assistant/assistant.repository";
import { assistantRoutes } from "./features/assistant/assistant.routes";
import { createAssistantService } from "./features/assistant/assistant.service";
import { type AssistantModelConfig, createAssistantModel } from "./features/assistant/assistant-model";
import { eventsRoutes } from "./features/events/events.routes";
import { createEventsService } from "./features/events/events.service";
import { healthRoutes } from "./features/health/health.routes";
import { createListsRepository } from "./features/lists/lists.repository";
import { listsRoutes } from "./features/lists/lists.routes";
import { createListsService } from "./features/lists/lists.service";
import { createAccountService } from "./features/me/account.service";
import { createEmailVerificationService } from "./features/me/email-verification.service";
import { meRoutes } from "./features/me/me.routes";
import { sessionActivity } from "./features/me/session-activity";
import { createSessionsRepository, type SessionsRepository } from "./features/me/sessions.repository";
import { createUsersRepository } from "./features/me/users.repository";
import { createPushRepository } from "./features/push/push.repository";
import { pushRoutes } from "./features/push/push.routes";
import { createPushService } from "./features/push/push.service";
import { quickAddRoutes } from "./features/tasks/quick-add.routes";
import { createQuickAddService } from "./features/tasks/quick-add.service";
import { tagsRoutes } from "./features/tasks/tags.routes";
import { createTasksRepository } from "./features/tasks/tasks.repository";
import { tasksRoutes } from "./features/tasks/tasks.routes";
import { createTasksService } from "./features/tasks/tasks.service";
import { createImportsRepository } from "./features/transfer/imports.repository";
import { exportRoutes, importRoutes } from "./features/transfer/transfer.routes";
import { createTransferService } from "./features/transfer/transfer.service";
import type { AppEnv } from "./http/app-env";
import { compressJson } from "./http/compression";
import { refuseControlCharactersInPaths } from "./http/control-character-paths";
import { STATUS_OF } from "./http/error-response";
import { noStore } from "./http/no-store";
import { originGuard } from "./http/origin-guard";
import { perClientIp, perUser, rateLimit } from "./http/rate-limit";
import { requestLogger } from "./http/request-logger";
import { securityHeaders } from "./http/security-headers";
import { inlineScriptsOf, staticFiles } from "./http/static-files";
import type { Logger } from "./logger";
import type { Mailer } from "./mail/mailer";

export interface AppDependencies {
  database: Database;
  /** Where "now" comes from, for every service. */
  clock: Clock;
  events: TaskEventBus;
  auth: Auth;
  /** The queue every password hash and check waits in; the same one `auth` was given. */
  passwordHashing: PasswordHashing;
  logger: Logger;
  baseUrl: string;
  trustProxy: boolean;
  /** SIGNUPS=closed. */
  signupsClosed: boolean;
  /** ASSISTANT_LLM_*: the language model the assistant may ask, when the operator configured one. */
  assistantModel: AssistantModelConfig | undefined;
  /** Web Push (PUSH_SERVICES, VAPID_*); undefined when it is off. */
  webPush: WebPushConfig | undefined;
  /** When the process started, for the admin's uptime. */
  startedAt: number;
  /** Sends the e-mail-verification links (SMTP_URL or the outbox). */
  mailer: Mailer;
  /** The built front end; the API alone when omitted (as in the API tests). */
  webRoot?: string;
}

const confirmSession =
  (sessions: SessionsRepository) =>
  async ({ userId, sessionId }: LiveSession, now: Date): Promise<Date | undefined> =>
    (await sessions.liveExpiries(userId, [sessionId], now)).get(sessionId);

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
 * besides answering (undoing imports cut off by a crash) or for the reminders (their Web Push).
 */
export function createApp(dependencies: AppDependencies) {
  const { database, clock, events, auth, passwordHashing, logger, baseUrl, trustProxy, webRoot, mailer } = dependencies;
  const { db } = database;
  const users = createUsersRepository(db);
  const sessionsEnded = sessionsEndedAnnouncer(events);
  const taskRows = createTasksRepository(db);
  const lists = createListsService(createListsRepository(db), taskRows, events, clock);
  const tasks = createTasksService(taskRows, events, clock, users, lists);
  const admin = createAdminService(createAdminRepository(database), users, tasks, {
    engine: database.engine,
    appVersion: packageJson.version,
    signupsForcedClosed: dependencies.signupsClosed,
    startedAt: dependencies.startedAt,
    clock,
    sessionsEnded,
  });
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

  app.route("/api/health", healthRoutes(db));
  app.route("/api/instance", instanceRoutes(admin, { assistantModel: dependencies.assistantModel !== undefined }));
  const gate: AuthGate = {
    signupsOpen: async () => (await admin.signups()).open,
    isDisabled: (email) => admin.isDisabled(email),
  };
  const passwords = createPasswordChecks(db, clock, passwordHashing);
  const limiter = rateLimit(db, AUTH_RATE_LIMIT, perClientIp(trustProxy), clock);
  const sessions = createSessionsRepository(db);
  const emailVerification = createEmailVerificationService({ users, mailer, database, clock, baseUrl, logger });
  const account = createAccountService(
    auth,
    users,
    tasks,
    sessions,
    passwords,
    clock,
    sessionsEnded,
    emailVerification,
  );
  app.route("/api/auth", authRoutes(auth, { limiter, gate, passwords, account, emailVerification, trustProxy }));
  const sessionCache = createSessionCache({ auth, clock, bus: events, confirm: confirmSession(sessions) });
  const signedIn = requireUser(sessionCache, sessionActivity(sessions, clock));
  app.use("/api/me/*", signedIn);
  app.use("/api/tasks/*", signedIn);
  app.use("/api/tags/*", signedIn);
  app.use("/api/lists/*", signedIn);
  app.use("/api/events/*", signedIn);
  app.use("/api/push/*", signedIn);
  app.route("/api/me", meRoutes(account, emailVerification, trustProxy));
  const quickAdd = createQuickAddService(users, lists, clock);
  app.route("/api/tasks/parse", quickAddRoutes(quickAdd, rateLimit(db, QUICK_ADD_PARSE_RATE_LIMIT, perUser, clock)));
  app.route("/api/tasks", tasksRoutes(tasks));
  app.route("/api/tags", tagsRoutes(tasks));
  app.route("/api/lists", listsRoutes(lists));
  const assistant = createAssistantService({
    assistant: createAssistantRepository(db),
    tasks,
    lists,
    quickAdd,
    users,
    clock,
    logger,
    ...(dependencies.assistantModel ? { model: createAssistantModel(dependencies.assistantModel) } : {}),
  });
  app.use("/api/assistant/*", signedIn);
  const assistantLimit = rateLimit(db, ASSISTANT_RATE_LIMIT, perUser, clock);
  app.route("/api/assistant", assistantRoutes(assistant, assistantLimit));
  const transfer = createTransferService(tasks, lists, users, createImportsRepository(db), clock, assistant.exchanges);
  app.use("/api/export/*", signedIn);
  const importsPerAccount = rateLimit(
    db,
    IMPORT_RATE_LIMIT,
    perUser,
    clock,
    `Too many imports: an account may send ${IMPORT_RATE_LIMIT.maxRequests} files (previews included) per ${IMPORT_RATE_LIMIT.windowSeconds / 60} minutes. Please try again later.`,
  );
  app.use("/api/import/*", signedIn, importsPerAccount);
  app.route("/api/export", exportRoutes(transfer));
  app.use("/api/admin/*", signedIn, requireAdmin(admin));
  app.route("/api/admin", adminRoutes(admin));
  app.route("/api/import", importRoutes(transfer));
  const push = createPushService({ pushes: createPushRepository(db), webPush: dependencies.webPush, clock, logger });
  app.route("/api/push", pushRoutes(push, rateLimit(db, PUSH_SUBSCRIBE_RATE_LIMIT, perUser, clock)));
  const streams = createEventsService({ bus: events, tasks, sessions, clock, logger });
  app.route("/api/events", eventsRoutes(streams, clock, trustProxy));
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
  return { app, recoverStaleImports: () => transfer.recoverStale(), push };
}
