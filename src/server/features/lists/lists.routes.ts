import { Hono } from "hono";
import { createListSchema, updateListSchema } from "../../../shared/schemas/list";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody } from "../../http/validate";
import type { ListsService } from "./lists.service";

/** `/api/lists`: thin HTTP glue; rules live in the service, ownership in the repository. */
export function listsRoutes(lists: ListsService) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await lists.overview(c.var.userId)))
    .post("/", async (c) => {
      const list = await lists.create(c.var.userId, await parseJsonBody(c, createListSchema));
      return c.json({ list }, 201);
    })
    .patch("/:id", async (c) => {
      const list = await lists.update(c.var.userId, c.req.param("id"), await parseJsonBody(c, updateListSchema));
      return c.json({ list });
    })
    .delete("/:id", async (c) => c.json(await lists.remove(c.var.userId, c.req.param("id"))));
}
