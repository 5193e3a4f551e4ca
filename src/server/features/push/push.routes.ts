import { Hono, type MiddlewareHandler } from "hono";
import { type PushKey, pushSubscriptionSchema, pushUnsubscribeSchema } from "../../../shared/schemas/push";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody } from "../../http/validate";
import type { PushService } from "./push.service";

/** `/api/push`: the server's public key, and this device's subscription (bound to the session it comes with). */
export function pushRoutes(push: PushService, subscribeLimit: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .get("/key", (c) => c.json({ publicKey: push.publicKey() } satisfies PushKey))
    .post("/subscriptions", subscribeLimit, async (c) => {
      const subscription = await parseJsonBody(c, pushSubscriptionSchema);
      await push.subscribe(c.var.userId, c.var.sessionId, subscription);
      return c.json({ ok: true }, 201);
    })
    .delete("/subscriptions", async (c) => {
      const { endpoint } = await parseJsonBody(c, pushUnsubscribeSchema);
      await push.unsubscribe(c.var.userId, endpoint);
      return c.body(null, 204);
    });
}
