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
 * Fixed-window limit per client IP and per path. Counters live in the database, so they hold
 * across restarts and across every instance that shares a PostgreSQL server.
 */
export function rateLimit(db: Kysely<DB>, rule: RateLimitRule, trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const windowStart = nowSeconds - (nowSeconds % rule.windowSeconds);
    const hits = await countHit(db, `${clientIp(c, trustProxy)} ${c.req.path}`, windowStart);
    if (hits > rule.maxRequests) {
      c.header("Retry-After", String(windowStart + rule.windowSeconds - nowSeconds));
      throw new HttpError(429, "rate_limited", "Too many attempts. Please wait a minute and try again.");
    }
    await next();
  };
}
