import type { Context, MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import { RATE_LIMITED_MESSAGE } from "../../shared/api-error";
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

/** Whom a limit counts: a client IP (before sign-in) or a signed-in user. */
export type RateLimitKey = (c: Context<AppEnv>) => string;

export const perClientIp =
  (trustProxy: boolean): RateLimitKey =>
  (c) =>
    clientIp(c, trustProxy);
/** Only after `requireUser`. */
export const perUser: RateLimitKey = (c) => `user ${c.var.userId}`;

/**
 * At most `maxRequests` per window per key (see `RateLimitKey`) and path; the window opens with the first request.
 * Counters live in the database, so they hold across restarts and across every instance that shares a PostgreSQL
 * server.
 */
export function rateLimit(
  db: Kysely<DB>,
  rule: RateLimitRule,
  keyOf: RateLimitKey,
  clock: Clock,
  message = RATE_LIMITED_MESSAGE,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const now = Math.floor(clock.now().getTime() / 1000);
    const key = `${keyOf(c)} ${c.req.path}`;
    const { hits, windowStart } = await countHit(db, key, now, rule.windowSeconds);
    if (hits > rule.maxRequests) {
      throw new DomainError("rate_limited", "rate_limited", message, {
        retryAfterSeconds: Math.max(1, windowStart + rule.windowSeconds - now),
      });
    }
    await next();
  };
}
