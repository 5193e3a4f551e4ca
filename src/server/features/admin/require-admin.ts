import type { MiddlewareHandler } from "hono";
import { notFound } from "../../errors";
import type { AppEnv } from "../../http/app-env";
import type { AdminRepository } from "./admin.repository";

/** After `requireUser`: anyone but an admin is told the admin area does not exist. */
export function requireAdmin(admin: AdminRepository): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if ((await admin.roleOf(c.var.userId)) !== "admin") throw notFound("This endpoint");
    await next();
  };
}
