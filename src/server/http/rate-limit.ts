import type { Context, MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import type { Clock } from "../clock";
import { countHit } from "../db/rate-limits.repository";
import type { DB } from "../db/schema";
import { DomainError } from "../errors";
import type { AppEnv } from "./app-env";
import { clientIp } from "./client-ip";

export interface RateLimitRule {
  maxRequests: number;
  windowSeconds: number;
}

/** What requests count together, e.g. those of one client IP to one path. */
export type RateLimitKey = (c: Context<AppEnv>) => string;

/** Per client IP and path: for requests made before anyone is signed in. */
export const perClientIpAndPath =
  (trustProxy: boolean): RateLimitKey =>
  (c) =>
    `${clientIp(c, trustProxy)} ${c.req.path}`;

/**
 * At most `maxRequests` per window per key (see `RateLimitKey`); the window opens with the first request. Counters
 * live in the database, so they hold across restarts and across every instance that shares a PostgreSQL server.
 */
export function rateLimit(
  db: Kysely<DB>,
  rule: RateLimitRule,
  clock: Clock,
  keyOf: RateLimitKey,
  message = "Too many attempts. Please wait a minute and try again.",
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const now = Math.floor(clock.now().getTime() / 1000);
    const key = keyOf(c);
    const { hits, windowStart } = await countHit(db, key, now, rule.windowSeconds);
    if (hits > rule.maxRequests) {
      throw new DomainError("rate_limited", "rate_limited", message, {
        retryAfterSeconds: Math.max(1, windowStart + rule.windowSeconds - now),
      });
    }
    await next();
  };
}
