import { EVENT_STREAMS_PER_IP_MAX, EVENT_STREAMS_PER_USER_MAX } from "../../../shared/limits";
import type { Task } from "../../../shared/schemas/task";
import type { Clock } from "../../clock";
import { DomainError } from "../../errors";
import type { BusMessage, ListsChanged, ReminderDue, Resync, TaskChange, TaskEventBus } from "../../events/task-events";
import type { Logger } from "../../logger";
import type { SessionsRepository } from "../me/sessions.repository";
import type { TasksService } from "../tasks/tasks.service";

/** How long a client whose address has too many streams open is asked to wait. */
const STREAMS_PER_IP_RETRY_AFTER_SECONDS = 30;

/** What a stream sends: `ready` (load everything again), one task's change, or word that the lists changed. */
export type StreamEvent =
  | { event: "ready" }
  | { event: "task.created" | "task.updated"; data: { task: Task } }
  | { event: "task.deleted"; data: { taskId: string } }
  | { event: "lists.changed" }
  | { event: "reminder.due"; data: Omit<ReminderDue, "type" | "userId"> };

/**
 * Why a stream ended: another of the user's streams took its place (the per-user cap), its session ended,
 * the server is shutting down, loading a change failed (the client reconnects and reloads), or the client left.
 */
export type StreamEnd = "replaced" | "signed_out" | "shutdown" | "failed" | "closed";

/** Who opens a stream, as `requireUser` and the client IP tell. */
export interface StreamViewer {
  userId: string;
  sessionId: string;
  sessionExpiresAt: Date;
  ip: string;
}

export interface EventStream {
  /** The next event, waiting up to `idleMs` for one ("idle" if none came), or why the stream ends. */
  next(idleMs: number): Promise<StreamEvent | "idle" | { ended: StreamEnd }>;
  /** The client went away. */
  close(): void;
}

interface OpenStream {
  viewer: StreamViewer;
  queue: StreamEvent[];
  ended: StreamEnd | undefined;
  wake: () => void;
}

/** One user's streams on this instance (oldest first), and the bus messages waiting to be handled for them. */
interface UserStreams {
  streams: OpenStream[];
  inbox: BusMessage[];
  draining: boolean;
  unsubscribe: () => void;
}

export interface EventsServiceDependencies {
  bus: TaskEventBus;
  tasks: TasksService;
  sessions: SessionsRepository;
  clock: Clock;
  logger: Logger;
}

/**
 * The open event streams of this instance. Each user with streams here is subscribed to the bus once, and
 * each message for them is handled once, in order: a changed task is loaded once and queued for all of the
 * user's streams; word that sessions of the user ended has their streams' sessions looked up again (one
 * query), ending those no longer valid before anything later is delivered. So does a stream whose session's
 * expiry has passed, before anything more is sent to it.
 */
/** When a browser turned away by a stopping server tries again: soon, as another instance (or this one, restarted) is due. */
const STOPPING_RETRY_AFTER_SECONDS = 1;

export function createEventsService({ bus, tasks, sessions, clock, logger }: EventsServiceDependencies) {
  const users = new Map<string, UserStreams>();
  const streamsPerIp = new Map<string, number>();
  let stopping = false;

  bus.onClose(() => {
    stopping = true;
    for (const user of [...users.values()]) for (const stream of [...user.streams]) end(stream, "shutdown");
  });

  function end(stream: OpenStream, reason: StreamEnd): void {
    if (stream.ended) return;
    stream.ended = reason;
    // A stream that ends sends nothing more, not even what was queued before.
    stream.queue.length = 0;
    stream.wake();
    const { userId, ip } = stream.viewer;
    const count = (streamsPerIp.get(ip) ?? 1) - 1;
    if (count > 0) streamsPerIp.set(ip, count);
    else streamsPerIp.delete(ip);
    const user = users.get(userId);
    if (!user) return;
    user.streams = user.streams.filter((other) => other !== stream);
    if (user.streams.length > 0) return;
    user.unsubscribe();
    users.delete(userId);
  }

  function userStreams(userId: string): UserStreams {
    const existing = users.get(userId);
    if (existing) return existing;
    const user: UserStreams = { streams: [], inbox: [], draining: false, unsubscribe: () => {} };
    user.unsubscribe = bus.subscribe(userId, (message) => {
      user.inbox.push(message);
      void drain(userId, user);
    });
    users.set(userId, user);
    return user;
  }

  /** Ends the streams whose session is no longer valid; the others learn their session's current expiry. */
  async function recheckSessions(userId: string, user: UserStreams): Promise<void> {
    const streams = [...user.streams];
    const live = await sessions.liveExpiries(
      userId,
      streams.map((stream) => stream.viewer.sessionId),
      clock.now(),
    );
    for (const stream of streams) {
      const expiresAt = live.get(stream.viewer.sessionId);
      if (!expiresAt) {
        end(stream, "signed_out");
        continue;
      }
      stream.viewer.sessionExpiresAt = expiresAt;
    }
  }

  async function drain(userId: string, user: UserStreams): Promise<void> {
    if (user.draining) return;
    user.draining = true;
    try {
      for (let message = user.inbox.shift(); message && user.streams.length > 0; message = user.inbox.shift()) {
        // Word of ended sessions may have been lost along with changes, so a resync looks at them too; so does
        // a change for a stream whose session's expiry has passed (using the session may have pushed it back).
        // One look now covers every such word received so far.
        const now = clock.now();
        const expired = user.streams.some((stream) => stream.viewer.sessionExpiresAt <= now);
        if (message.type === "sessions.ended" || message.type === "resync" || expired) {
          user.inbox = user.inbox.filter((waiting) => waiting.type !== "sessions.ended");
          await recheckSessions(userId, user);
        }
        if (message.type === "sessions.ended") continue;
        const event = await toEvent(message, tasks);
        if (!event) continue;
        for (const stream of user.streams) {
          stream.queue.push(event);
          stream.wake();
        }
      }
    } catch (error) {
      // Its clients reconnect, start with `ready` and load everything again: nothing is lost.
      logger.warn({ err: error }, "Could not deliver a change to event streams; they are closed to reconnect");
      for (const stream of [...user.streams]) end(stream, "failed");
    } finally {
      user.draining = false;
    }
  }

  return {
    /**
     * Opens a stream for a signed-in request. A client IP may hold `EVENT_STREAMS_PER_IP_MAX` (more: 429); a
     * user's stream beyond `EVENT_STREAMS_PER_USER_MAX` ends their oldest one. Both count this instance only.
     */
    open(viewer: StreamViewer): EventStream {
      // A stream opened now would hold the stopping server open; the browser reconnects, to the next one.
      if (stopping)
        throw new DomainError("unavailable", "unavailable", "The server is restarting.", {
          retryAfterSeconds: STOPPING_RETRY_AFTER_SECONDS,
        });
      const fromIp = streamsPerIp.get(viewer.ip) ?? 0;
      if (fromIp >= EVENT_STREAMS_PER_IP_MAX) {
        throw new DomainError(
          "rate_limited",
          "too_many_streams",
          `At most ${EVENT_STREAMS_PER_IP_MAX} live update streams can be open from one address.`,
          { retryAfterSeconds: STREAMS_PER_IP_RETRY_AFTER_SECONDS },
        );
      }
      streamsPerIp.set(viewer.ip, fromIp + 1);
      const stream: OpenStream = { viewer: { ...viewer }, queue: [], ended: undefined, wake: () => {} };
      const user = userStreams(viewer.userId);
      user.streams.push(stream);
      const oldest = user.streams[0];
      if (user.streams.length > EVENT_STREAMS_PER_USER_MAX && oldest) end(oldest, "replaced");

      return {
        async next(idleMs) {
          for (;;) {
            if (stream.ended) return { ended: stream.ended };
            const event = stream.queue.shift();
            if (event) return event;
            const woken = await new Promise<boolean>((resolve) => {
              const timer = setTimeout(() => resolve(false), idleMs);
              stream.wake = () => {
                clearTimeout(timer);
                resolve(true);
              };
            });
            if (!woken) return "idle";
          }
        },
        close: () => end(stream, "closed"),
      };
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;

/** The event as sent: the task as it is now, or only its id once deleted; nothing if it is gone meanwhile. */
async function toEvent(
  message: TaskChange | ListsChanged | Resync | ReminderDue,
  tasks: TasksService,
): Promise<StreamEvent | undefined> {
  switch (message.type) {
    case "lists.changed":
      return { event: "lists.changed" };
    case "reminder.due": {
      const { type: _type, userId: _userId, ...data } = message;
      return { event: "reminder.due", data };
    }
    // Changes may have been missed: a fresh `ready` makes the client load everything again.
    case "resync":
      return { event: "ready" };
    case "task.deleted":
      return { event: message.type, data: { taskId: message.taskId } };
    case "task.created":
    case "task.updated": {
      const task = await tasks.find(message.userId, message.taskId);
      return task && { event: message.type, data: { task } };
    }
  }
}
