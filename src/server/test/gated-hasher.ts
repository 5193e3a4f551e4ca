import { type PasswordHasher, scryptHasher } from "../auth/password-hashing";

/**
 * The real scrypt behind a gate. While the gate is shut every hash and check the server runs waits inside
 * it, so a test can hold password work in flight for as long as it likes, and see how much of it the
 * server let run at once.
 */
export function gatedHasher() {
  let shut = false;
  let held: (() => void)[] = [];
  let inside = 0;
  let mostInside = 0;
  let watchers: { count: number; reached: () => void }[] = [];

  async function through<T>(work: () => Promise<T>): Promise<T> {
    inside += 1;
    mostInside = Math.max(mostInside, inside);
    for (const watcher of watchers) if (inside >= watcher.count) watcher.reached();
    watchers = watchers.filter((watcher) => inside < watcher.count);
    try {
      if (shut) await new Promise<void>((resolve) => held.push(resolve));
      return await work();
    } finally {
      inside -= 1;
    }
  }

  return {
    hasher: {
      hash: (password) => through(() => scryptHasher.hash(password)),
      verify: (data) => through(() => scryptHasher.verify(data)),
    } satisfies PasswordHasher,
    /** Shuts the gate and starts counting `mostInside` afresh. */
    shut() {
      shut = true;
      mostInside = inside;
    },
    open() {
      shut = false;
      for (const release of held) release();
      held = [];
    },
    /** Resolves once `count` hashes or checks are running at the same time. */
    whenInside(count: number): Promise<void> {
      if (inside >= count) return Promise.resolve();
      return new Promise((reached) => watchers.push({ count, reached }));
    },
    /** The most that ever ran at the same time. */
    get mostInside() {
      return mostInside;
    },
  };
}
