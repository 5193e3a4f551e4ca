import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/app-env";
import { unauthorized } from "../http/http-error";
import type { Auth } from "./auth";

/** Lets a request through only with a live session (checked against the database each time). */
export function requireUser(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw unauthorized();
    c.set("userId", session.user.id);
    await next();
  };
}
