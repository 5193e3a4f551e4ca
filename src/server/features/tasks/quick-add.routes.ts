import { Hono, type MiddlewareHandler } from "hono";
import { parseQuickAddRequestSchema } from "../../../shared/schemas/quick-add";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody } from "../../http/validate";
import { firstLanguage, type QuickAddService } from "./quick-add.service";

/** `POST /api/tasks/parse`: what quick-add text means, without saving anything. */
export function quickAddRoutes(quickAdd: QuickAddService, limiter: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>().post("/", limiter, async (c) => {
    const request = await parseJsonBody(c, parseQuickAddRequestSchema);
    return c.json(await quickAdd.parse(c.var.userId, request, firstLanguage(c.req.header("accept-language"))));
  });
}
