import type { MiddlewareHandler } from "hono";

/**
 * `Cache-Control: no-store` on every answer under `/api`, whatever made it (a route, Better Auth, an error, the
 * event stream): an answer about an account (its tasks, its sessions, who is signed in) must never be kept by
 * the browser's cache (on a shared computer, after sign-out) or a proxy. The few public ones (`/api/health`,
 * `/api/instance`) are live states too, which a kept copy would misreport, so one rule covers them all and no
 * route can be forgotten. Set after the rest has answered, so it wins over anything a handler chose (the event
 * stream's `no-cache`).
 */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  };
}
