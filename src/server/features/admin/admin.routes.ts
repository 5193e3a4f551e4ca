import { Hono } from "hono";
import { updateSignupsSchema } from "../../../shared/schemas/admin";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody } from "../../http/validate";
import type { AdminService } from "./admin.service";

/** `/api/admin/*`, behind `requireUser` and `requireAdmin`. */
export function adminRoutes(admin: AdminService) {
  return new Hono<AppEnv>()
    .get("/users", async (c) => c.json(await admin.listUsers()))
    .post("/users/:id/disable", async (c) => {
      await admin.setDisabled(c.var.userId, c.req.param("id"), true);
      return c.body(null, 204);
    })
    .post("/users/:id/enable", async (c) => {
      await admin.setDisabled(c.var.userId, c.req.param("id"), false);
      return c.body(null, 204);
    })
    .delete("/users/:id", async (c) => {
      await admin.deleteUser(c.var.userId, c.req.param("id"));
      return c.body(null, 204);
    })
    .get("/settings", async (c) => c.json({ signups: await admin.signups() }))
    .patch("/settings", async (c) => {
      const { open } = await parseJsonBody(c, updateSignupsSchema);
      return c.json({ signups: await admin.setSignupsOpen(open) });
    })
    .get("/health", async (c) => c.json({ health: await admin.health() }));
}

/**
 * `GET /api/instance`: what the pages need to know of this server, e.g. whether the sign-up form can be used, and
 * whether the operator configured a language model for the assistant (Settings then offers to turn it off).
 */
export function instanceRoutes(admin: AdminService, { assistantModel }: { assistantModel: boolean }) {
  return new Hono<AppEnv>().get("/", async (c) =>
    c.json({ signupsOpen: (await admin.signups()).open, assistantModel }),
  );
}
