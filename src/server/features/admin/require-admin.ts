import type { MiddlewareHandler } from "hono";
import { notFound } from "../../errors";
import type { AppEnv } from "../../http/app-env";
import type { AdminService } from "./admin.service";

/** After `requireUser`: anyone but an admin is told the admin area does not exist. */
export function requireAdmin(admin: AdminService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!(await admin.isAdmin(c.var.userId))) throw notFound("This endpoint");
    await next();
  };
}
