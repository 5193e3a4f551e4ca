import { TASK_PAGE_SIZE_DEFAULT } from "../../shared/limits";
import { byPosition } from "../../shared/position";
import { createTaskSchema, type Task, updateTaskSchema } from "../../shared/schemas/task";
import { NEW_TASK_DEFAULTS } from "../../test/new-task-defaults";
import { errorAnswer, type FakeServer, json } from "./fake-server";

const NOW = "2026-11-25T09:00:00.000Z";

/** A task as the server answers it (`GET /api/tasks`), open, in the Inbox, at version 1. */
export function aTask(fields: Partial<Task> & Pick<Task, "title" | "position">): Task {
  return {
    id: crypto.randomUUID(),
    description: "",
    ...NEW_TASK_DEFAULTS,
    tags: [],
    reminders: [],
    createdAt: NOW,
    updatedAt: NOW,
    ...fields,
  };
}

/** The fields of a PATCH this fake applies as the server does; anything else (moves, recurrence) it refuses to fake. */
const SIMPLE_FIELDS = ["title", "description", "priority", "tags", "position", "completed"] as const;

/**
 * `/api/tasks` as `tasks.routes.ts` answers it, over tasks kept here: the open tasks in "My order"
 * (`view=all&sort=manual`), and PATCH with its If-Match check (409 with the current task, as `refuseUpdate` answers).
 * POST of a plain new task. Also `GET /api/lists`, which a change to tasks refreshes.
 */
export function serveTasks(server: FakeServer, initial: Task[]) {
  const tasks = new Map(initial.map((task) => [task.id, structuredClone(task)]));
  let clock = Date.parse(NOW);
  const change = (current: Task, changes: Partial<Task>): Task => {
    clock += 1000;
    const saved = { ...current, ...changes, version: current.version + 1, updatedAt: new Date(clock).toISOString() };
    tasks.set(saved.id, saved);
    return saved;
  };

  server.on("GET", /^\/api\/tasks$/, ({ url }) => {
    const { view, sort, limit, tz, ...rest } = Object.fromEntries(url.searchParams);
    if (view !== "all" || sort !== "manual" || !tz || Object.keys(rest).length > 0) {
      throw new Error("only view=all&sort=manual is faked");
    }
    const open = [...tasks.values()].filter((task) => !task.completed).sort(byPosition);
    if (open.length > Number(limit ?? TASK_PAGE_SIZE_DEFAULT)) throw new Error("a second page is not faked");
    return json({ tasks: open, nextCursor: null });
  });

  server.on("POST", /^\/api\/tasks$/, ({ body }) => {
    const parsed = createTaskSchema.safeParse(body);
    if (!parsed.success) throw new Error(`the page sent an invalid task: ${JSON.stringify(body)}`);
    const { title, description, priority, tags, ...rest } = parsed.data;
    const unfaked = Object.entries(rest).filter(([, value]) => value !== undefined && value !== null);
    if (unfaked.length > 0) throw new Error(`creating with ${unfaked.map(([field]) => field).join(", ")} is not faked`);
    clock += 1000;
    const at = new Date(clock).toISOString();
    // Last in "My order": a new task's position is its creation time.
    const task = aTask({ title, description, priority: priority ?? "none", tags: tags ?? [], position: clock });
    const created = { ...task, createdAt: at, updatedAt: at };
    tasks.set(created.id, created);
    return json({ task: created }, 201);
  });

  server.on("PATCH", /^\/api\/tasks\/([^/]+)$/, ({ headers, body }, [id]) => {
    const parsed = updateTaskSchema.safeParse(body);
    if (!parsed.success) throw new Error(`the page sent an invalid PATCH: ${JSON.stringify(body)}`);
    const unfaked = Object.keys(parsed.data).filter((field) => !(SIMPLE_FIELDS as readonly string[]).includes(field));
    if (unfaked.length > 0) throw new Error(`PATCH of ${unfaked.join(", ")} is not faked`);
    const current = tasks.get(id ?? "");
    if (!current) return errorAnswer(404, "not_found", "This task was not found.");
    const ifMatch = headers["if-match"];
    if (ifMatch !== undefined && Number(ifMatch.replace(/^"(.*)"$/, "$1")) !== current.version) {
      return errorAnswer(
        409,
        "conflict",
        "This task was changed elsewhere since you loaded it. Reload it and try again.",
        {
          extra: { task: current },
        },
      );
    }
    const { completed, ...rest } = parsed.data;
    const completion =
      completed === undefined ? {} : { completed, completedAt: completed ? new Date(clock).toISOString() : null };
    const saved = change(current, { ...rest, ...completion });
    return json({ task: saved }, 200, { etag: `"${saved.version}"` });
  });

  server.on("GET", /^\/api\/lists$/, () => {
    const all = [...tasks.values()];
    return json({
      inbox: { openCount: all.filter((task) => !task.completed).length, taskCount: all.length },
      lists: [],
    });
  });

  return {
    /** The tasks as the server has them now. */
    get: (id: string) => tasks.get(id),
    /** A change made on another device: the task's version goes up. */
    changeElsewhere: (id: string, changes: Partial<Task>) => {
      const current = tasks.get(id);
      if (!current) throw new Error(`No task ${id}`);
      return change(current, changes);
    },
  };
}
