import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AUTH_RATE_LIMIT, REQUEST_BODY_MAX_BYTES } from "../shared/limits";
import type { Auth } from "./auth/auth";
import { authRoutes } from "./auth/auth.routes";
import { requireUser } from "./auth/require-user";
import type { Database } from "./db/connection";
import type { TaskEventBus } from "./events/task-events";
import { eventsRoutes } from "./features/events/events.routes";
import { healthRoutes } from "./features/health/health.routes";
import { meRoutes } from "./features/me/me.routes";
import { createUsersRepository } from "./features/me/users.repository";
import { tagsRoutes } from "./features/tasks/tags.routes";
import { createTasksRepository } from "./features/tasks/tasks.repository";
import { tasksRoutes } from "./features/tasks/tasks.routes";
import { createTasksService } from "./features/tasks/tasks.service";
import type { AppEnv } from "./http/app-env";
import { HttpError, notFound } from "./http/http-error";
import { originGuard } from "./http/origin-guard";
import { rateLimit } from "./http/rate-limit";
import { requestLogger } from "./http/request-logger";
import { securityHeaders } from "./http/security-headers";
import { staticFiles } from "./http/static-files";
import type { Logger } from "./logger";

export interface AppDependencies {
  database: Database;
  events: TaskEventBus;
  auth: Auth;
  logger: Logger;
  baseUrl: string;
  trustProxy: boolean;
  /** The built front end; the API alone when omitted (as in the API tests). */
  webRoot?: string;
}

/** The whole HTTP surface, used alike by the server and by the tests. */
export function createApp({ database, events, auth, logger, baseUrl, trustProxy, webRoot }: AppDependencies) {
  const { db } = database;
  const app = new Hono<AppEnv>();

  app.use(requestLogger(logger));
  app.use(securityHeaders());
  app.use("/api/*", originGuard(baseUrl));
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: REQUEST_BODY_MAX_BYTES,
      onError: () => {
        throw new HttpError(
          413,
          "payload_too_large",
          `Request bodies are limited to ${REQUEST_BODY_MAX_BYTES / 1024} KB.`,
        );
      },
    }),
  );

  app.route("/api/health", healthRoutes(db));
  app.route("/api/auth", authRoutes(auth, rateLimit(db, AUTH_RATE_LIMIT, trustProxy)));
  app.use("/api/me/*", requireUser(auth));
  app.use("/api/tasks/*", requireUser(auth));
  app.use("/api/tags/*", requireUser(auth));
  app.use("/api/events/*", requireUser(auth));
  const tasks = createTasksService(createTasksRepository(db), events);
  app.route("/api/me", meRoutes(createUsersRepository(db)));
  app.route("/api/tasks", tasksRoutes(tasks));
  app.route("/api/tags", tagsRoutes(tasks));
  app.route("/api/events", eventsRoutes(events, tasks));
  app.all("/api/*", () => {
    throw notFound("This endpoint");
  });
  if (webRoot) app.route("/", staticFiles(webRoot));

  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.toBody(), error.status);
    logger.error({ err: error, method: c.req.method, path: c.req.path }, "Unhandled error");
    return c.json(
      new HttpError(500, "internal_error", "Something went wrong on our side. Please try again.").toBody(),
      500,
    );
  });
  return app;
}
