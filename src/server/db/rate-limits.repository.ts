import type { Kysely } from "kysely";
import type { DB } from "./schema";

/**
 * Counts one hit for `key` in the fixed window starting at `windowStart` and returns the window's total.
 * One atomic upsert, so concurrent requests (and several instances on one PostgreSQL) count correctly.
 */
export async function countHit(db: Kysely<DB>, key: string, windowStart: number): Promise<number> {
  const row = await db
    .insertInto("rateLimits")
    .values({ key, windowStart, hits: 1 })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((eb) => ({
        hits: eb
          .case()
          .when("rateLimits.windowStart", "=", eb.ref("excluded.windowStart"))
          .then(eb("rateLimits.hits", "+", 1))
          .else(1)
          .end(),
        windowStart: eb.ref("excluded.windowStart"),
      })),
    )
    .returning("hits")
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}
