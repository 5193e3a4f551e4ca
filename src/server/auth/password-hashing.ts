import { AsyncLocalStorage } from "node:async_hooks";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { DomainError } from "../errors";

/**
 * How much password hashing the server takes on at once. Scrypt runs on libuv's thread pool (4 threads,
 * shared with file I/O), ~32 MB and tens of milliseconds each: two at a time leave the rest of the server
 * free, a short queue absorbs a burst of sign-ins, and one requester (an account, an IP) may hold only a
 * few places so that it can never take all of them.
 */
export const PASSWORD_HASHING_LIMITS = {
  running: 2,
  waiting: 8,
  perRequester: 2,
  retryAfterSeconds: 1,
} as const;

/** What Better Auth calls to hash and to check a password. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

/** Better Auth's own scrypt: the stored format (`salt:key`, hex) stays the same, so every existing hash verifies. */
export const scryptHasher: PasswordHasher = { hash: hashPassword, verify: verifyPassword };

const busy = () =>
  new DomainError(
    "unavailable",
    "unavailable",
    "The server is busy checking passwords. Please try again in a moment.",
    {
      retryAfterSeconds: PASSWORD_HASHING_LIMITS.retryAfterSeconds,
    },
  );

/**
 * The one way to the password hasher: every hash and check (sign-up, sign-in, reset, change, confirmations)
 * waits here for one of `running` places. Work beyond the queue, or beyond a requester's share, is refused
 * at once with `unavailable` rather than held. Requesters are whoever `attributedTo` names around the call,
 * since Better Auth calls the hasher without saying for whom.
 */
export function createPasswordHashing(hasher: PasswordHasher = scryptHasher) {
  const requesters = new AsyncLocalStorage<readonly string[]>();
  const heldBy = new Map<string, number>();
  const waiting: (() => void)[] = [];
  let running = 0;

  const hold = (keys: readonly string[], change: 1 | -1) => {
    for (const key of keys) {
      const count = (heldBy.get(key) ?? 0) + change;
      if (count === 0) heldBy.delete(key);
      else heldBy.set(key, count);
    }
  };

  /** A place to run in: at once if one is free, else the first to free up is handed over. */
  const place = (): Promise<void> => {
    if (running < PASSWORD_HASHING_LIMITS.running) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const leave = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  async function queued<T>(work: () => Promise<T>): Promise<T> {
    const keys = requesters.getStore() ?? [];
    const full = running + waiting.length >= PASSWORD_HASHING_LIMITS.running + PASSWORD_HASHING_LIMITS.waiting;
    if (full || keys.some((key) => (heldBy.get(key) ?? 0) >= PASSWORD_HASHING_LIMITS.perRequester)) throw busy();
    hold(keys, 1);
    try {
      await place();
      try {
        return await work();
      } finally {
        leave();
      }
    } finally {
      hold(keys, -1);
    }
  }

  return {
    /** Give this to Better Auth. */
    hasher: {
      hash: (password) => queued(() => hasher.hash(password)),
      verify: (data) => queued(() => hasher.verify(data)),
    } satisfies PasswordHasher,

    /** Runs `task` with the hashing it causes counted against these requesters (e.g. the account and the client IP). */
    attributedTo: <T>(requesterKeys: readonly string[], task: () => Promise<T>): Promise<T> =>
      requesters.run(requesterKeys, task),
  };
}

export type PasswordHashing = ReturnType<typeof createPasswordHashing>;
