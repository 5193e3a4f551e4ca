import packageJson from "../../package.json";
import type { Auth } from "./auth/auth";
import { createPasswordChecks } from "./auth/password-checks";
import type { PasswordHashing } from "./auth/password-hashing";
import { createSessionCache } from "./auth/session-cache";
import type { Clock } from "./clock";
import type { WebPushConfig } from "./config";
import type { Database } from "./db/connection";
import { sessionsEndedAnnouncer, type TaskEventBus } from "./events/task-events";
import { createAdminRepository } from "./features/admin/admin.repository";
import { createAdminService } from "./features/admin/admin.service";
import { createAssistantRepository } from "./features/assistant/assistant.repository";
import { createAssistantService } from "./features/assistant/assistant.service";
import { type AssistantModelConfig, createAssistantModel } from "./features/assistant/assistant-model";
import { createEventsService } from "./features/events/events.service";
import { createListsRepository } from "./features/lists/lists.repository";
import { createListsService } from "./features/lists/lists.service";
import { createAccountService } from "./features/me/account.service";
import { createEmailVerificationService } from "./features/me/email-verification.service";
import { createSessionsRepository } from "./features/me/sessions.repository";
import { createUsersRepository } from "./features/me/users.repository";
import { createPushRepository } from "./features/push/push.repository";
import { createPushService } from "./features/push/push.service";
import { createReminderDelivery } from "./features/reminders/reminder-delivery";
import { createReminderScheduler } from "./features/reminders/reminder-scheduler";
import { createQuickAddService } from "./features/tasks/quick-add.service";
import { createTasksRepository } from "./features/tasks/tasks.repository";
import { createTasksService } from "./features/tasks/tasks.service";
import { createImportsRepository } from "./features/transfer/imports.repository";
import { createTransferService } from "./features/transfer/transfer.service";
import type { Logger } from "./logger";
import type { Mailer } from "./mail/mailer";

/** What the server is made of, from the outside: the database, the clock, the bus and what the operator set. */
export interface Infrastructure {
  database: Database;
  /** Where "now" comes from, for every service. */
  clock: Clock;
  events: TaskEventBus;
  auth: Auth;
  /** The queue every password hash and check waits in; the same one `auth` was given. */
  passwordHashing: PasswordHashing;
  logger: Logger;
  /** Sends the e-mails (SMTP_URL or the outbox). */
  mailer: Mailer;
  baseUrl: string;
  /** SIGNUPS=closed. */
  signupsClosed: boolean;
  /** ASSISTANT_LLM_*: the language model the assistant may ask, when the operator configured one. */
  assistantModel: AssistantModelConfig | undefined;
  /** Web Push (PUSH_SERVICES, VAPID_*); undefined when it is off. */
  webPush: WebPushConfig | undefined;
  /** When the process started, for the admin's uptime. */
  startedAt: number;
}

/**
 * Every repository and service, each built once, in the order they need each other. The HTTP layer (`app.ts`)
 * and the background jobs (`runtime.ts`) use what this answers; nothing else builds a service.
 *
 * Names: a service is called after its feature (`tasks`, `lists`); a repository whose feature has a service of
 * that name is `…Rows` (`taskRows`), so that one name never means both.
 */
export function compose(infrastructure: Infrastructure) {
  const { database, clock, events, auth, passwordHashing, logger, mailer, baseUrl } = infrastructure;
  const { db } = database;

  const users = createUsersRepository(db);
  const sessions = createSessionsRepository(db);
  const taskRows = createTasksRepository(db);
  const sessionsEnded = sessionsEndedAnnouncer(events);

  const lists = createListsService({ listRows: createListsRepository(db), taskRows, events, clock });
  const tasks = createTasksService({ taskRows, events, clock, users, lists });
  const admin = createAdminService({
    adminRows: createAdminRepository(database),
    users,
    tasks,
    options: {
      engine: database.engine,
      appVersion: packageJson.version,
      signupsForcedClosed: infrastructure.signupsClosed,
      startedAt: infrastructure.startedAt,
      clock,
      sessionsEnded,
    },
  });
  const passwords = createPasswordChecks(db, clock, passwordHashing);
  const emailVerification = createEmailVerificationService({ users, mailer, database, clock, baseUrl, logger });
  const account = createAccountService({
    auth,
    users,
    tasks,
    sessions,
    passwords,
    clock,
    sessionsEnded,
    emailVerification,
  });
  const sessionCache = createSessionCache({
    auth,
    clock,
    bus: events,
    confirm: async ({ userId, sessionId }, now) =>
      (await sessions.liveExpiries(userId, [sessionId], now)).get(sessionId),
  });
  const quickAdd = createQuickAddService({ users, lists, clock });
  const assistant = createAssistantService({
    assistantRows: createAssistantRepository(db),
    tasks,
    lists,
    quickAdd,
    users,
    clock,
    logger,
    ...(infrastructure.assistantModel ? { model: createAssistantModel(infrastructure.assistantModel) } : {}),
  });
  const transfer = createTransferService({
    tasks,
    lists,
    users,
    imports: createImportsRepository(db),
    clock,
    assistantExchanges: assistant.exchanges,
  });
  const push = createPushService({ pushes: createPushRepository(db), webPush: infrastructure.webPush, clock, logger });
  const streams = createEventsService({ bus: events, tasks, sessions, clock, logger });
  const reminders = createReminderScheduler({
    database,
    clock,
    deliver: createReminderDelivery({ events, mailer, push, database, baseUrl, clock, logger }),
    logger,
  });

  return {
    users,
    sessions,
    sessionCache,
    passwords,
    lists,
    tasks,
    admin,
    emailVerification,
    account,
    quickAdd,
    assistant,
    transfer,
    push,
    streams,
    reminders,
  };
}

export type Services = ReturnType<typeof compose>;
