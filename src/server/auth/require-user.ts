import type { MiddlewareHandler } from "hono";
import { unauthenticated } from "../errors";
import type { AppEnv } from "../http/app-env";
import type { Auth } from "./auth";

/**
 * Lets a request through only with a live session (checked against the database each time), and tells
 * `markActive` which session was used, for the "last active" of the user's session list.
 */
export function requireUser(auth: Auth, markActive: (sessionId: string) => Promise<void>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    // Disabling an account deletes its sessions; this also shuts out one a sign-in racing it created.
    if (!session || session.user.disabled) throw unauthenticated();
    c.set("userId", session.user.id);
    c.set("sessionId", session.session.id);
    c.set("sessionExpiresAt", session.session.expiresAt);
    await markActive(session.session.id);
    await next();
  };
}
