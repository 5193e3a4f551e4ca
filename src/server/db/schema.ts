import type { ColumnType, Generated, Kysely, Transaction } from "kysely";

/**
 * Timestamps are written as ISO 8601 strings in UTC. PostgreSQL stores them as `timestamptz`
 * and reads them back as `Date`; SQLite keeps the string. `toIsoString` evens that out.
 */
export type Timestamp = ColumnType<Date | string, string, string>;
/** PostgreSQL has booleans; SQLite stores 0 and 1. */
export type Flag = ColumnType<boolean | number, boolean | number, boolean | number>;
/** A flag whose column has a default, so inserts may leave it out. */
export type DefaultedFlag = ColumnType<boolean | number, boolean | number | undefined, boolean | number>;

/** Better Auth's user table, with the profile fields of the spec's user record. */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Flag;
  image: string | null;
  displayName: string;
  role: string;
  theme: Generated<string>;
  timeZone: string | null;
  weekStart: Generated<string>;
  timeFormat: Generated<string>;
  defaultView: Generated<string>;
  dailyCapacity: Generated<number>;
  useAssistantModel: DefaultedFlag;
  emailReminders: DefaultedFlag;
  /** A new timed task's reminder, this many minutes before it is due; null: none. */
  defaultReminderMinutes: ColumnType<number | null, number | null | undefined, number | null>;
  disabled: DefaultedFlag;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SessionsTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface AccountsTable {
  id: string;
  userId: string;
  accountId: string;
  providerId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Timestamp | null;
  refreshTokenExpiresAt: Timestamp | null;
  scope: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface TasksTable {
  id: string;
  userId: string;
  title: string;
  description: string;
  completed: DefaultedFlag;
  completedAt: Timestamp | null;
  dueAt: Timestamp | null;
  dueAllDay: DefaultedFlag;
  /** `dueAt`, or a far-future instant for undated tasks (see due-sort.ts). */
  dueSort: ColumnType<Date | string, string | undefined, string>;
  /** 0 none, 1 low, 2 medium, 3 high: sorts by importance. */
  priority: Generated<number>;
  /** An RRULE (see shared/recurrence/rule.ts), or null when the task does not repeat. */
  recurrence: ColumnType<string | null, string | null | undefined, string | null>;
  /** How many times the due date was moved later (see tasks.service.ts). */
  postponedCount: Generated<number>;
  /** Its list; null: the Inbox. */
  listId: ColumnType<string | null, string | null | undefined, string | null>;
  /** Its place in "My order" (ascending); see migrations/0012-lists.ts. */
  position: ColumnType<number, number | undefined, number>;
  /** Its parent task; null: a top-level task (see migrations/0014-subtasks.ts). */
  parentId: ColumnType<string | null, string | null | undefined, string | null>;
  version: Generated<number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A user's list of tasks; the Inbox has no row (a task's `listId` is null). */
export interface ListsTable {
  id: string;
  userId: string;
  name: string;
  /** One of LIST_COLORS, or null. */
  color: string | null;
  emoji: string | null;
  position: number;
  archived: DefaultedFlag;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A task's reminder: at an instant, or some minutes before the task is due (see migrations/0015-reminders.ts). */
export interface RemindersTable {
  id: string;
  userId: string;
  taskId: string;
  at: Timestamp | null;
  minutesBefore: number | null;
  /** When it is due; null: relative to a task without a due date. */
  fireAt: Timestamp | null;
  /** When it was sent (claimed by the scheduler); null while pending. */
  sentAt: Timestamp | null;
  /** Sent more than an hour after it was due. */
  late: DefaultedFlag;
  createdAt: Timestamp;
}

export interface TaskTagsTable {
  taskId: string;
  userId: string;
  tag: string;
}

/** The words of each task's title and description (see search-words.ts). */
export interface TaskWordsTable {
  taskId: string;
  userId: string;
  word: string;
}

/** An import under way: one per account; `heartbeatAt` moves while it runs, so one cut off by a crash shows. */
export interface ImportsTable {
  id: string;
  userId: string;
  heartbeatAt: Timestamp;
  /** Every task is in: from here on the import is finished, never undone. */
  committed: DefaultedFlag;
}

/** The tasks an unfinished import has written, to undo it. */
export interface ImportedTasksTable {
  importId: string;
  taskId: string;
}

/** The lists an unfinished import has made, to undo it. */
export interface ImportedListsTable {
  importId: string;
  listId: string;
}

/** Settings an admin changes at run time, e.g. whether sign-ups are open. */
export interface InstanceSettingsTable {
  key: string;
  value: string;
}

export interface RateLimitsTable {
  key: string;
  windowStart: number;
  hits: Generated<number>;
}

/** One message to the assistant and its answer as the page redraws it, with what undoes it for a while. */
export interface AssistantExchangesTable {
  id: Generated<number>;
  userId: string;
  message: string;
  /** The reply as the page redraws it (`AssistantRecord`), as JSON. */
  response: string;
  createdAt: Timestamp;
  /** UTF-8 bytes of `message` and `response`, which count toward the user's cap. */
  bytes: number;
  /** What undoing the exchange's changes takes (`UndoStep[]` as JSON) while it may; null once done or expired. */
  undo: string | null;
  undoExpiresAt: Timestamp | null;
  /** UTF-8 bytes of `undo` (0 without), which count toward the user's cap while it is kept. */
  undoBytes: number;
}

/** A question the assistant asked (a yes, or which one), answerable once, by its user, until `expiresAt`. */
export interface AssistantQuestionsTable {
  token: string;
  userId: string;
  label: string;
  plan: string;
  /** The language of the message that asked it, which its answer is said in. */
  language: Generated<"de" | "en">;
  expiresAt: Timestamp;
}

/** A device's Web Push subscription, tied to the session it was made in. */
export interface PushSubscriptionsTable {
  id: string;
  userId: string;
  sessionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: Timestamp;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  tasks: TasksTable;
  lists: ListsTable;
  taskTags: TaskTagsTable;
  reminders: RemindersTable;
  pushSubscriptions: PushSubscriptionsTable;
  taskWords: TaskWordsTable;
  instanceSettings: InstanceSettingsTable;
  rateLimits: RateLimitsTable;
  assistantExchanges: AssistantExchangesTable;
  assistantQuestions: AssistantQuestionsTable;
  imports: ImportsTable;
  importedTasks: ImportedTasksTable;
  importedLists: ImportedListsTable;
}

/** Where a query runs: the database itself, or a transaction a write has opened on it. */
export type Executor = Kysely<DB> | Transaction<DB>;

/** What `Date#toISOString` writes, which SQLite gives back as stored. */
const CANONICAL_ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

export function toIsoString(value: Date | string): string {
  // Parsing and writing again each of a page's timestamps is most of the work of making a page of tasks.
  if (typeof value === "string" && CANONICAL_ISO.test(value)) return value;
  return new Date(value).toISOString();
}
