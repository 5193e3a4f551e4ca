import type { ReminderMessage } from "../../shared/schemas/task";
/** What changed, small enough for a PostgreSQL NOTIFY payload; receivers load the task themselves. */
export interface TaskChange {
  type: "task.created" | "task.updated" | "task.deleted";
  userId: string;
  taskId: string;
}

/**
 * Word that a stream's client should load everything again: for one user after a change too big to send
 * task by task (an import), or for everyone when changes may have gone unheard (the bus lost its
 * connection for a while).
 */
export interface Resync {
  type: "resync";
  userId?: string;
}

/**
 * Word that sessions of this user ended (signed out, revoked, expired, the password changed or reset, the
 * account disabled or deleted): every instance looks up the sessions of the user's open streams again and
 * ends those no longer valid. Which sessions ended is not said, so one word can cover many.
 */
export interface SessionsEnded {
  type: "sessions.ended";
  userId: string;
}

/** The user's lists changed (made, renamed, moved, archived): their streams say so, and clients load them again. */
export interface ListsChanged {
  type: "lists.changed";
  userId: string;
}

/** A reminder of a task is due: its user's streams show it (the title is at most TASK_TITLE_MAX_LENGTH, within a NOTIFY). */
export interface ReminderDue extends ReminderMessage {
  type: "reminder.due";
  userId: string;
}

export type BusMessage = TaskChange | ListsChanged | Resync | SessionsEnded | ReminderDue;

export type TaskChangeListener = (message: BusMessage) => void;

/**
 * Carries task changes, and the end of sessions, to every open event stream of their user. One process: in memory.
 * Several instances on one PostgreSQL: LISTEN/NOTIFY, so a change made through any instance reaches all.
 */
export interface TaskEventBus {
  publish(message: TaskChange | ListsChanged | Required<Resync> | SessionsEnded | ReminderDue): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(userId: string, listener: TaskChangeListener): () => void;
  /** Every message, whatever its user (e.g. for a cache that must forget ended sessions). Returns the unsubscribe function. */
  subscribeAll(listener: TaskChangeListener): () => void;
  /** Called once when the bus stops (server shutdown), so open streams can end. */
  onClose(listener: () => void): () => void;
  /**
   * Shutdown's first step: tells the `onClose` listeners, so that open streams end and let the server close,
   * while publishing still works for the requests in flight.
   */
  endStreams(): void;
  /** Shutdown's last step, once no request is left: also stops publishing. */
  close(): Promise<void>;
}

/** Tells the event streams of a user, on every instance, to look at their sessions again. */
export type AnnounceSessionsEnded = (userId: string) => Promise<void>;

export function sessionsEndedAnnouncer(bus: TaskEventBus): AnnounceSessionsEnded {
  return (userId) => bus.publish({ type: "sessions.ended", userId });
}
