import { TASK_PAGE_SIZE_MAX } from "../../../../shared/limits";
import {
  type CreateTaskInput,
  restoreInputOf,
  type SnoozeChoice,
  type SnoozeResult,
  type TagCount,
  type Task,
  type TaskPage,
  type TaskPriority,
  type TaskSort,
  type TaskUpdateResult,
  type TaskView,
  type UpdateTaskInput,
} from "../../../../shared/schemas/task";
import { api } from "../../../lib/api-client";

/** What the task list shows: a view, its order and the filters narrowing it. */
export interface TaskListParams {
  view: TaskView;
  /** Without, the view's own order (e.g. Upcoming soonest due first; see `sortOf`). */
  sort?: TaskSort | undefined;
  q?: string | undefined;
  tag?: string | undefined;
  priority?: TaskPriority | undefined;
  /** One list's tasks (a list's id, or `inbox`); every list's without. */
  list?: string | undefined;
  /** Due from `dueFrom` (inclusive) to `dueBefore` (exclusive), ISO instants: the calendar's days. */
  dueFrom?: string | undefined;
  dueBefore?: string | undefined;
  /** Only tasks without a due date: the calendar's "No date" tray. */
  undated?: boolean | undefined;
  /** The page size; the server's default without. */
  limit?: number | undefined;
  /** `root`: top-level tasks only; a task's id: its direct subtasks; every task, flat, without. */
  parent?: string | undefined;
}

/** `timeZone` is the user's: "today" starts at midnight there. */
export function listTasks(params: TaskListParams, timeZone: string, cursor?: string): Promise<TaskPage> {
  const query = new URLSearchParams({ view: params.view, tz: timeZone });
  if (params.sort) query.set("sort", params.sort);
  for (const name of ["q", "tag", "priority", "list", "dueFrom", "dueBefore", "undated", "limit", "parent"] as const) {
    const value = params[name];
    if (value) query.set(name, String(value));
  }
  if (cursor) query.set("cursor", cursor);
  return api.get<TaskPage>(`/api/tasks?${query}`);
}

/**
 * Every subtask of a task, at any depth, parents before their subtasks (open and completed ones: all a Undo
 * of deleting the task must put back).
 */
export async function listSubtree(taskId: string, timeZone: string): Promise<Task[]> {
  const subtree: Task[] = [];
  for (let parents = [taskId]; parents.length > 0; ) {
    const pages = await Promise.all(
      parents.flatMap((parent) =>
        (["all", "completed"] as const).map((view) =>
          listTasks({ view, sort: "manual", parent, limit: TASK_PAGE_SIZE_MAX }, timeZone),
        ),
      ),
    );
    const level = pages.flatMap((page) => page.tasks);
    subtree.push(...level);
    parents = level.filter((task) => task.subtasks.total > 0).map((task) => task.id);
  }
  return subtree;
}

export async function listTags(): Promise<TagCount[]> {
  return (await api.get<{ tags: TagCount[] }>("/api/tags")).tags;
}

export async function createTask(input: CreateTaskInput): Promise<Task> {
  return (await api.post<{ task: Task }>("/api/tasks", input)).task;
}

const ifMatch = (expectedVersion: number | undefined) =>
  expectedVersion === undefined ? undefined : { "if-match": `"${expectedVersion}"` };

/**
 * With `expectedVersion`, the server refuses (409) to overwrite a change made elsewhere meanwhile. Completing a
 * repeating task answers the task moved to its next occurrence and the completed copy (`completion`).
 */
export function updateTask(id: string, changes: UpdateTaskInput, expectedVersion?: number): Promise<TaskUpdateResult> {
  return api.patch<TaskUpdateResult>(`/api/tasks/${encodeURIComponent(id)}`, changes, {
    headers: ifMatch(expectedVersion),
  });
}

export async function getTask(id: string): Promise<Task> {
  return (await api.get<{ task: Task }>(`/api/tasks/${encodeURIComponent(id)}`)).task;
}

/** Reminds of a task again after a while: the task with its new reminder, and when that reminder is. */
export function snoozeTask(id: string, choice: SnoozeChoice): Promise<SnoozeResult> {
  return api.post<SnoozeResult>(`/api/tasks/${encodeURIComponent(id)}/snooze`, { for: choice });
}

/** Moves a repeating task to its next occurrence without recording a completion. */
export async function skipOccurrence(task: Task): Promise<Task> {
  return (await api.post<{ task: Task }>(`/api/tasks/${encodeURIComponent(task.id)}/skip`)).task;
}

export async function deleteTask(id: string): Promise<void> {
  await api.delete(`/api/tasks/${encodeURIComponent(id)}`);
}

/** Puts a just-deleted task back as it was, under its old id (the Undo of a delete), in its list and place. */
export async function restoreTask(task: Task): Promise<Task> {
  const body = restoreInputOf(task);
  return (await api.put<{ task: Task }>(`/api/tasks/${encodeURIComponent(task.id)}`, body)).task;
}
