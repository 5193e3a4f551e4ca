import { type Context, Hono } from "hono";
import type { SnoozeResult, Task, TaskUpdateResult } from "../../../shared/schemas/task";
import {
  createTaskSchema,
  listTasksQuerySchema,
  restoreTaskSchema,
  snoozeSchema,
  TASK_ID_PATTERN,
  updateTaskSchema,
} from "../../../shared/schemas/task";
import { DomainError } from "../../errors";
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
    .put("/:id", async (c) => {
      const id = c.req.param("id");
      if (!TASK_ID_PATTERN.test(id)) throw new DomainError("invalid", "bad_request", "A task id is a UUID.");
      const task = await tasks.restore(c.var.userId, id, await parseJsonBody(c, restoreTaskSchema));
      return c.json({ task }, 201);
    })
    .get("/:id", async (c) => withVersion(c, await tasks.get(c.var.userId, c.req.param("id"))))
    .patch("/:id", async (c) => {
      const expectedVersion = parseIfMatch(c.req.header("if-match"));
      const changes = await parseJsonBody(c, updateTaskSchema);
      const { task, ...extra } = await tasks.update(c.var.userId, c.req.param("id"), changes, expectedVersion);
      return withVersion(c, task, extra);
    })
    .post("/:id/skip", async (c) => {
      const expectedVersion = parseIfMatch(c.req.header("if-match"));
      return withVersion(c, await tasks.skip(c.var.userId, c.req.param("id"), expectedVersion));
    })
    .post("/:id/snooze", async (c) => {
      const expectedVersion = parseIfMatch(c.req.header("if-match"));
      const { for: choice } = await parseJsonBody(c, snoozeSchema);
      const { task, snoozedUntil } = await tasks.snooze(c.var.userId, c.req.param("id"), choice, expectedVersion);
      return withVersion(c, task, { snoozedUntil });
    })
    .delete("/:id", async (c) => {
      await tasks.remove(c.var.userId, c.req.param("id"));
      return c.body(null, 204);
    });
}

/** `{ task }` (and any `extra` members) with the task's version as its ETag, to be sent back as If-Match. */
function withVersion(c: Context, task: Task, extra?: Omit<TaskUpdateResult, "task"> | Omit<SnoozeResult, "task">) {
  c.header("ETag", `"${task.version}"`);
  return c.json({ task, ...extra });
}

/** `If-Match: "3"` (or a bare 3) → 3; absent → no check. */
function parseIfMatch(header: string | undefined): number | undefined {
  if (header === undefined) return undefined;
  const version = Number(
    header
      .trim()
      .replace(/^W\//, "")
      .replace(/^"(.*)"$/, "$1"),
  );
  if (!Number.isSafeInteger(version) || version < 1) {
    throw new DomainError("invalid", "bad_request", 'If-Match must be a task version, e.g. "3".');
  }
  return version;
}
