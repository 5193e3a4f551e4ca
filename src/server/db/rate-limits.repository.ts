import type { Kysely } from "kysely";
import type { DB } from "./schema";

export interface WindowCount {
  hits: number;
  /** Unix seconds at which the current window opened (with the first hit in it). */
  windowStart: number;
}

/**
 * Counts one hit for `key` at `now` (Unix seconds). A window opens with the first hit and lasts
 * `windowSeconds`; a hit after it opens a new one. One atomic upsert, so concurrent requests, and
 * several instances sharing one PostgreSQL server, count correctly.
 */
export async function countHit(db: Kysely<DB>, key: string, now: number, windowSeconds: number): Promise<WindowCount> {
  const row = await db
    .insertInto("rateLimits")
    .values({ key, windowStart: now, hits: 1 })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((eb) => {
        const windowOpen = eb("rateLimits.windowStart", ">", eb(eb.ref("excluded.windowStart"), "-", windowSeconds));
        return {
          hits: eb
            .case()
            .when(windowOpen)
            .then(eb("rateLimits.hits", "+", 1))
            .else(1)
            .end(),
          windowStart: eb.case().when(windowOpen).then(eb.ref("rateLimits.windowStart")).else(now).end(),
        };
      }),
    )
    .returning(["hits", "windowStart"])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), windowStart: Number(row.windowStart) };
}

/** The hits counted for `key` in its window still open at `now`, without counting one; none once it has closed. */
export async function hitsInOpenWindow(
  db: Kysely<DB>,
  key: string,
  now: number,
  windowSeconds: number,
): Promise<WindowCount | undefined> {
  const row = await db
    .selectFrom("rateLimits")
    .select(["hits", "windowStart"])
    .where("key", "=", key)
    .where("windowStart", ">", now - windowSeconds)
    .executeTakeFirst();
  return row && { hits: Number(row.hits), windowStart: Number(row.windowStart) };
}
