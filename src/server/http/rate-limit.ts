import type { MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import { countHit } from "../db/rate-limits.repository";
import type { DB } from "../db/schema";
import { clientIp } from "./client-ip";
import { HttpError } from "./http-error";

export interface RateLimitRule {
  maxRequests: number;
  windowSeconds: number;
}

/**
 * At most `maxRequests` per window per client IP and path; the window opens with the first request. Counters live in the database, so they hold
 * across restarts and across every instance that shares a PostgreSQL server.
 */
export function rateLimit(db: Kysely<DB>, rule: RateLimitRule, trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    const now = Math.floor(Date.now() / 1000);
    const key = `${clientIp(c, trustProxy)} ${c.req.path}`;
    const { hits, windowStart } = await countHit(db, key, now, rule.windowSeconds);
    if (hits > rule.maxRequests) {
      c.header("Retry-After", String(Math.max(1, windowStart + rule.windowSeconds - now)));
      throw new HttpError(429, "rate_limited", "Too many attempts. Please wait a minute and try again.");
    }
    await next();
  };
}
