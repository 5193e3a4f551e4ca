import type { CreateTaskInput, Task, TaskPage } from "../../../../shared/schemas/task";
import { api } from "../../../lib/api-client";

export function listTasks(cursor?: string): Promise<TaskPage> {
  return api.get<TaskPage>(cursor ? `/api/tasks?cursor=${encodeURIComponent(cursor)}` : "/api/tasks");
}

export async function createTask(input: CreateTaskInput): Promise<Task> {
  return (await api.post<{ task: Task }>("/api/tasks", input)).task;
}
