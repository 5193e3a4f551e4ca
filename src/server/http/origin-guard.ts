import type { MiddlewareHandler } from "hono";
import { DomainError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF). Only pages of `BASE_URL`'s
 * origin may make changes: the address a request claims to be sent to (its Host) is the sender's to choose,
 * so it proves nothing. Clients that are not browsers send neither Origin nor Sec-Fetch-Site and cannot carry
 * a victim's cookie, so they pass.
 */
export function originGuard(baseUrl: string): MiddlewareHandler {
  const baseOrigin = new URL(baseUrl).origin;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      if (origin !== undefined && origin !== baseOrigin) {
        // Also what someone sees who opened this server under another name (127.0.0.1 for localhost).
        throw new DomainError(
          "forbidden",
          "forbidden",
          `Changes are accepted only from ${baseOrigin} (the server's BASE_URL); open Taskmind there.`,
        );
      }
      if (origin === undefined && c.req.header("sec-fetch-site") === "cross-site") {
        throw new DomainError("forbidden", "forbidden", "This request came from another site and was refused.");
      }
    }
    await next();
  };
}
