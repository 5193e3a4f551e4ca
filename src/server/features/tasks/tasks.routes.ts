import { Hono } from "hono";
import { createTaskSchema, listTasksQuerySchema, updateTaskSchema } from "../../../shared/schemas/task";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody, parseQuery } from "../../http/validate";
import type { TasksService } from "./tasks.service";

/** `/api/tasks`: thin HTTP glue; rules live in the service, ownership in the repository. */
export function tasksRoutes(tasks: TasksService) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await tasks.list(c.var.userId, parseQuery(c, listTasksQuerySchema))))
    .post("/", async (c) => {
      const task = await tasks.create(c.var.userId, await parseJsonBody(c, createTaskSchema));
      return c.json({ task }, 201);
    })
    .get("/:id", async (c) => c.json({ task: await tasks.get(c.var.userId, c.req.param("id")) }))
    .patch("/:id", async (c) => {
      const changes = await parseJsonBody(c, updateTaskSchema);
      return c.json({ task: await tasks.update(c.var.userId, c.req.param("id"), changes) });
    })
    .delete("/:id", async (c) => {
      await tasks.remove(c.var.userId, c.req.param("id"));
      return c.body(null, 204);
    });
}
