import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import type { TasksService } from "./tasks.service";

/** `GET /api/tags`: the user's tags with how many tasks carry each. */
export function tagsRoutes(tasks: TasksService) {
  return new Hono<AppEnv>().get("/", async (c) => c.json({ tags: await tasks.tags(c.var.userId) }));
}
