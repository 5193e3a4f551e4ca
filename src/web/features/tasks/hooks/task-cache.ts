import type { InfiniteData, QueryClient, QueryKey } from "@tanstack/react-query";
import { byPosition } from "../../../../shared/position";
import type { Task, TaskPage } from "../../../../shared/schemas/task";
import { refreshLists } from "../../lists/hooks/use-lists";
import { taskKeys } from "../api/task-queries";

type TaskPages = InfiniteData<TaskPage, string | undefined>;
export type CacheSnapshot = [QueryKey, TaskPages | undefined][];

/**
 * Rewrites every cached list of the user at once: `change` returns the task to show instead, or null to
 * drop it. Returns what was there before, so a refused change can be put back exactly.
 */
export function changeCachedTasks(
  queryClient: QueryClient,
  userId: string,
  change: (task: Task) => Task | null,
): CacheSnapshot {
  const snapshot = queryClient.getQueriesData<TaskPages>({ queryKey: taskKeys.lists(userId) });
  queryClient.setQueriesData<TaskPages>({ queryKey: taskKeys.lists(userId) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            tasks: page.tasks.flatMap((task) => change(task) ?? []),
          })),
        }
      : data,
  );
  return snapshot;
}

/** Shows a task being created at the top of one list until the server's answer replaces it. */
export function prependCachedTask(queryClient: QueryClient, key: QueryKey, task: Task): CacheSnapshot {
  const snapshot: CacheSnapshot = [[key, queryClient.getQueryData<TaskPages>(key)]];
  queryClient.setQueryData<TaskPages>(key, (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first || first.tasks.some((shown) => shown.id === task.id)) return data;
    return { ...data, pages: [{ ...first, tasks: [task, ...first.tasks] }, ...rest] };
  });
  return snapshot;
}

/** A task as some cached list of the user shows it (a board's tasks, or a task's subtasks). */
export function cachedTask(queryClient: QueryClient, userId: string, taskId: string): Task | undefined {
  for (const [, data] of queryClient.getQueriesData<TaskPages>({ queryKey: taskKeys.lists(userId) })) {
    const task = data?.pages.flatMap((page) => page.tasks).find((candidate) => candidate.id === taskId);
    if (task) return task;
  }
  return undefined;
}

export function restoreCache(queryClient: QueryClient, snapshot: CacheSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

export const replaceCachedTask = (queryClient: QueryClient, userId: string, replacement: Task) =>
  changeCachedTasks(queryClient, userId, (task) => (task.id === replacement.id ? replacement : task));

/**
 * Gives tasks new places in "My order": each cached list in that order shows them there at once (its pages
 * keep their lengths), the other lists just get the new positions.
 */
export function repositionCachedTasks(
  queryClient: QueryClient,
  userId: string,
  positions: ReadonlyMap<string, number>,
): CacheSnapshot {
  const snapshot = changeCachedTasks(queryClient, userId, (task) => {
    const position = positions.get(task.id);
    return position === undefined ? task : { ...task, position };
  });
  const manualLists = { queryKey: taskKeys.lists(userId), predicate: isManualList };
  queryClient.setQueriesData<TaskPages>(manualLists, (data) => {
    if (!data) return data;
    const ordered = data.pages.flatMap((page) => page.tasks).sort(byPosition);
    let start = 0;
    const pages = data.pages.map((page) => {
      const tasks = ordered.slice(start, start + page.tasks.length);
      start += page.tasks.length;
      return { ...page, tasks };
    });
    return { ...data, pages };
  });
  return snapshot;
}

/** Whether a cached list query is in "My order" (its key holds its parameters: see taskKeys.list). */
const isManualList = (query: { queryKey: QueryKey }) =>
  (query.queryKey[3] as { sort?: string } | undefined)?.sort === "manual";

export const removeCachedTask = (queryClient: QueryClient, userId: string, taskId: string) =>
  changeCachedTasks(queryClient, userId, (task) => (task.id === taskId ? null : task));

/**
 * Asks the server again for every list and the tag counts: the ones on screen at once (unless
 * `refetchShown` is false), the rest when shown. Needed after every cache rewrite above too, since a
 * rewritten query counts as fresh: a list not on screen would otherwise come back as it was rewritten.
 */
export const refreshTasks = async (queryClient: QueryClient, userId: string, { refetchShown = true } = {}) => {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: taskKeys.all(userId), refetchType: refetchShown ? "active" : "none" }),
    // The lists' counts of open tasks follow the tasks.
    refreshLists(queryClient, userId, { refetchShown }),
  ]);
};
