import { Hono, type MiddlewareHandler } from "hono";
import { assistantRequestSchema } from "../../../shared/schemas/assistant";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody } from "../../http/validate";
import type { AssistantService } from "./assistant.service";

/** `/api/assistant`: thin HTTP glue; `limiter` counts each user's messages. */
export function assistantRoutes(assistant: AssistantService, limiter: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .post("/", limiter, async (c) =>
      c.json(await assistant.reply(c.var.userId, await parseJsonBody(c, assistantRequestSchema))),
    )
    .get("/history", async (c) => c.json(await assistant.history(c.var.userId)))
    .delete("/history", async (c) => {
      await assistant.clearHistory(c.var.userId);
      return c.body(null, 204);
    });
}
