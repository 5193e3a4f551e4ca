import type { MiddlewareHandler } from "hono";
import { DomainError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF).
 * Allowed: our configured origin and the origin the request was addressed to. Clients that are not
 * browsers send neither Origin nor Sec-Fetch-Site and cannot carry a victim's cookie, so they pass.
 */
export function originGuard(baseUrl: string): MiddlewareHandler {
  const baseOrigin = new URL(baseUrl).origin;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      const foreignOrigin = origin !== undefined && origin !== baseOrigin && origin !== new URL(c.req.url).origin;
      const crossSite = origin === undefined && c.req.header("sec-fetch-site") === "cross-site";
      if (foreignOrigin || crossSite) {
        throw new DomainError("forbidden", "forbidden", "This request came from another site and was refused.");
      }
    }
    await next();
  };
}
