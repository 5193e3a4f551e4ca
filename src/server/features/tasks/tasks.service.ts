import type { CreateTaskInput, ListTasksQuery, Task, TaskPage, UpdateTaskInput } from "../../../shared/schemas/task";
import { notFound } from "../../http/http-error";
import { decodeCursor, encodeCursor } from "./task-cursor";
import type { TasksRepository } from "./tasks.repository";

export function createTasksService(tasks: TasksRepository) {
  return {
    async list(userId: string, { limit, cursor }: ListTasksQuery): Promise<TaskPage> {
      // One more than asked tells whether another page exists without a count query.
      const rows = await tasks.listNewestFirst(userId, limit + 1, cursor ? decodeCursor(cursor) : undefined);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return { tasks: page, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
    },

    async get(userId: string, id: string): Promise<Task> {
      return (await tasks.find(userId, id)) ?? throwTaskNotFound();
    },

    create(userId: string, input: CreateTaskInput): Promise<Task> {
      return tasks.insert({ id: crypto.randomUUID(), userId, ...input, createdAt: new Date().toISOString() });
    },

    async update(userId: string, id: string, input: UpdateTaskInput): Promise<Task> {
      const updated = await tasks.update(userId, id, { ...input, updatedAt: new Date().toISOString() });
      return updated ?? throwTaskNotFound();
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await tasks.delete(userId, id))) throwTaskNotFound();
    },
  };
}

function throwTaskNotFound(): never {
  throw notFound("This task");
}

export type TasksService = ReturnType<typeof createTasksService>;
