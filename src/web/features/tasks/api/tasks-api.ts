import type {
  CreateTaskInput,
  RestoreTaskInput,
  TagCount,
  Task,
  TaskPage,
  TaskPriority,
  TaskSort,
  TaskView,
  UpdateTaskInput,
} from "../../../../shared/schemas/task";
import { api } from "../../../lib/api-client";

/** What the task list shows: a view, its order and the filters narrowing it. */
export interface TaskListParams {
  view: TaskView;
  sort: TaskSort;
  q?: string | undefined;
  tag?: string | undefined;
  priority?: TaskPriority | undefined;
}

/** `timeZone` is the user's: "today" starts at midnight there. */
export function listTasks(params: TaskListParams, timeZone: string, cursor?: string): Promise<TaskPage> {
  const query = new URLSearchParams({ view: params.view, sort: params.sort, tz: timeZone });
  for (const name of ["q", "tag", "priority"] as const) {
    const value = params[name];
    if (value) query.set(name, value);
  }
  if (cursor) query.set("cursor", cursor);
  return api.get<TaskPage>(`/api/tasks?${query}`);
}

export async function listTags(): Promise<TagCount[]> {
  return (await api.get<{ tags: TagCount[] }>("/api/tags")).tags;
}

export async function createTask(input: CreateTaskInput): Promise<Task> {
  return (await api.post<{ task: Task }>("/api/tasks", input)).task;
}

/** With `expectedVersion`, the server refuses (409) to overwrite a change made elsewhere meanwhile. */
export async function updateTask(id: string, changes: UpdateTaskInput, expectedVersion?: number): Promise<Task> {
  const headers = expectedVersion === undefined ? undefined : { "if-match": `"${expectedVersion}"` };
  return (await api.patch<{ task: Task }>(`/api/tasks/${encodeURIComponent(id)}`, changes, { headers })).task;
}

export async function deleteTask(id: string): Promise<void> {
  await api.delete(`/api/tasks/${encodeURIComponent(id)}`);
}

/** Puts a just-deleted task back as it was, under its old id (the Undo of a delete). */
export async function restoreTask(task: Task): Promise<Task> {
  const { title, description, completed, completedAt, dueAt, dueAllDay, priority, tags, createdAt } = task;
  const body: RestoreTaskInput = {
    title,
    description,
    completed,
    completedAt,
    dueAt,
    dueAllDay,
    priority,
    tags,
    createdAt,
  };
  return (await api.put<{ task: Task }>(`/api/tasks/${encodeURIComponent(task.id)}`, body)).task;
}
