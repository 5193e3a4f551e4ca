import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The address of whoever sent the request. Behind a reverse proxy (TRUST_PROXY=1) that is the
 * last X-Forwarded-For entry, the one our own proxy appended; earlier entries are the client's to forge.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return getConnInfo(c).remote.address ?? "unknown";
}
