import type { Clock } from "../clock";
import type { TaskEventBus } from "../events/task-events";
import type { Auth } from "./auth";

/**
 * How long this instance answers from memory for a session Better Auth vouched for. Ended sessions are
 * forgotten as soon as word of their end arrives (see `createSessionCache`); this bounds how long anything
 * else Better Auth would decide on a lookup (extending a session nearing its expiry) waits.
 */
const SESSION_CACHE_TTL_MS = 60_000;
/** Sessions remembered per instance; past it the one remembered first is dropped (first in, first out). */
const SESSION_CACHE_MAX = 5_000;

/** A live session, as `requireUser` needs it. */
export interface LiveSession {
  userId: string;
  sessionId: string;
  expiresAt: Date;
}

interface Entry extends LiveSession {
  /** Until when (clock ms) Better Auth's word is taken without asking again. */
  trustedUntil: number;
}

export interface SessionCacheOptions {
  auth: Auth;
  clock: Clock;
  bus: TaskEventBus;
  /**
   * Asked on every answer from memory: the session's expiry if it is still valid (its row there and
   * unexpired, its account not disabled). Word from another instance arrives a moment after the revoking
   * request has been answered, and a change made straight in the database sends none: this one indexed
   * query keeps "refused on the very next request" true whatever ended the session.
   */
  confirm: (session: LiveSession, now: Date) => Promise<Date | undefined>;
}

/**
 * Better Auth's session lookup (a signed-cookie check, its own queries and output transforms) is a fifth of the
 * CPU of a simple request. Its answer is kept here, keyed by the request's whole Cookie header (the same header,
 * the same session), confirmed on each use by one indexed query, and forgotten when word comes over the event
 * bus that sessions of the user ended (sign-out, a revocation, a password change or reset, the account disabled
 * or deleted), or that word may have been lost. No check is weakened: an expired session (by the injected
 * clock) is refused from memory too, and a lookup that raced an ending is not kept.
 */
export function createSessionCache({ auth, clock, bus, confirm }: SessionCacheOptions) {
  const entries = new Map<string, Entry>();
  /** Counts endings heard, so that a lookup begun before one does not keep what it found. */
  let endings = 0;

  function forget(userId: string | undefined): void {
    endings += 1;
    for (const [key, entry] of entries) if (userId === undefined || entry.userId === userId) entries.delete(key);
  }
  bus.subscribeAll((message) => {
    if (message.type === "sessions.ended") forget(message.userId);
    // Lost word (the bus reconnected) may have been of ended sessions.
    else if (message.type === "resync" && message.userId === undefined) forget(undefined);
  });

  async function fromMemory(key: string, now: Date): Promise<LiveSession | undefined> {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now.getTime() < entry.trustedUntil && now < entry.expiresAt) {
      const expiresAt = await confirm(entry, now);
      if (expiresAt) return { ...entry, expiresAt };
    }
    entries.delete(key);
    return undefined;
  }

  return {
    /** The live session of a request's cookies, if it has one. */
    async lookup(headers: Headers): Promise<LiveSession | undefined> {
      const key = headers.get("cookie");
      const now = clock.now();
      const remembered = key === null ? undefined : await fromMemory(key, now);
      if (remembered) return remembered;
      const endingsBefore = endings;
      const found = await auth.api.getSession({ headers });
      // Disabling an account deletes its sessions; this also shuts out one a sign-in racing it created.
      if (!found || found.user.disabled || found.session.expiresAt <= now) return undefined;
      const session = { userId: found.user.id, sessionId: found.session.id, expiresAt: found.session.expiresAt };
      if (key !== null && endings === endingsBefore) {
        if (entries.size >= SESSION_CACHE_MAX) entries.delete(entries.keys().next().value as string);
        entries.set(key, { ...session, trustedUntil: now.getTime() + SESSION_CACHE_TTL_MS });
      }
      return session;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
