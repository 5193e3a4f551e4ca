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

/** `each` for every TASKS_PER_BATCH of `items` in turn, letting other requests in between two. */
export async function inBatches<T>(items: readonly T[], each: (batch: T[]) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += TASKS_PER_BATCH) {
    if (start > 0) await setImmediate();
    await each(items.slice(start, start + TASKS_PER_BATCH));
  }
}
