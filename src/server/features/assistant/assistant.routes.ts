import { Hono, type MiddlewareHandler } from "hono";
import {
  assistantDeclineSchema,
  assistantHistoryQuerySchema,
  assistantRequestSchema,
  exchangeIdSchema,
} from "../../../shared/schemas/assistant";
import { notFound } from "../../errors";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody, parseQuery } from "../../http/validate";
import { firstLanguage } from "../tasks/quick-add.service";
import type { AssistantService } from "./assistant.service";

/** `/api/assistant`: thin HTTP glue; `limiter` counts each user's messages. */
export function assistantRoutes(assistant: AssistantService, limiter: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .post("/", limiter, async (c) => {
      const request = await parseJsonBody(c, assistantRequestSchema);
      // Quick add and dates read the message in the browser's language, as POST /api/tasks/parse does.
      return c.json(await assistant.reply(c.var.userId, request, firstLanguage(c.req.header("accept-language"))));
    })
    .post("/decline", async (c) => {
      // A No, its token in the body rather than the path, which access logs keep.
      const { confirm } = await parseJsonBody(c, assistantDeclineSchema);
      await assistant.decline(c.var.userId, confirm);
      return c.body(null, 204);
    })
    .get("/history", async (c) =>
      c.json(await assistant.history(c.var.userId, parseQuery(c, assistantHistoryQuerySchema))),
    )
    .delete("/history", async (c) => {
      await assistant.clearHistory(c.var.userId);
      return c.body(null, 204);
    })
    .post("/history/:id/undo", async (c) => {
      const id = c.req.param("id");
      // Anything but an id the history gives names no exchange.
      if (!exchangeIdSchema.safeParse(id).success) throw notFound("This exchange");
      return c.json(await assistant.undo(c.var.userId, Number(id)));
    });
}
