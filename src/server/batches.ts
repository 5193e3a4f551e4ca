import { setImmediate } from "node:timers/promises";

/**
 * Tasks deleted or changed per statement when there may be thousands (a list, a subtree, an account): each takes
 * its words (up to TASK_SEARCH_WORDS_MAX), tags and reminders along, and one statement must stay short, as short
 * as one an import writes, so that it never holds the database (on SQLite, the event loop) for long.
 */
export const TASKS_PER_BATCH = 20;

/** Runs `step` until it does nothing, letting other requests in between two; answers how much it did in all. */
export async function untilDone(step: () => Promise<number>): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await step();
    if (batch === 0) return done;
    done += batch;
    await setImmediate();
  }
}

/**
 * `each` for every `size` (TASKS_PER_BATCH unless said) of `items` in turn, letting other requests in between two.
 * A batch whose items are each a transaction of their own is best of one: on SQLite each commit waits for the
 * disk (synchronous=FULL) with the event loop held.
 */
export async function inBatches<T>(
  items: readonly T[],
  each: (batch: T[]) => Promise<void>,
  size = TASKS_PER_BATCH,
): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await setImmediate();
    await each(items.slice(start, start + size));
  }
}
