import type { MiddlewareHandler } from "hono";
import { unauthenticated } from "../errors";
import type { AppEnv } from "../http/app-env";
import type { SessionCache } from "./session-cache";

/**
 * Lets a request through only with a live session (see `session-cache.ts` for how it is checked), and tells
 * `markActive` which session was used, for the "last active" of the user's session list.
 */
export function requireUser(
  sessions: SessionCache,
  markActive: (sessionId: string) => Promise<void>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // A path under another guarded one (/api/tasks/parse under /api/tasks) meets this guard twice: check once.
    if (c.get("sessionId") !== undefined) return next();
    const session = await sessions.lookup(c.req.raw.headers);
    if (!session) throw unauthenticated();
    c.set("userId", session.userId);
    c.set("sessionId", session.sessionId);
    c.set("sessionExpiresAt", session.expiresAt);
    await markActive(session.sessionId);
    await next();
  };
}
