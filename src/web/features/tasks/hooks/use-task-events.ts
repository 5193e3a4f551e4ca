import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { ReminderMessage, Task } from "../../../../shared/schemas/task";
import { checkReachable } from "../../../lib/connection";
import { refreshLists } from "../../lists/hooks/use-lists";
import { refreshTasks, removeCachedTask, replaceCachedTask } from "./task-cache";

/** After the browser gives up on a stream (e.g. the server answered an error), try again this much later. */
const RETRY_AFTER_CLOSE_MS = 5000;

/**
 * Keeps every list of this user current with the changes made in other tabs and on other devices.
 * A changed or deleted task is updated in place at once; then the lists are asked again, since a change can
 * move a task into or out of a view. Each (re)connection starts with `ready`, answered with a full refresh,
 * so nothing that happened while disconnected is missed. A reminder that is due goes to `onReminder`.
 */
export function useTaskEvents(
  userId: string | undefined,
  onStreamClosed: () => void,
  onReminder: (reminder: ReminderMessage) => void,
) {
  const queryClient = useQueryClient();
  // The latest one, without connecting again each time it changes (it follows the user's time zone and clock).
  const reminderHandler = useRef(onReminder);
  useEffect(() => {
    reminderHandler.current = onReminder;
  }, [onReminder]);

  useEffect(() => {
    if (!userId) return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopWaiting: (() => void) | undefined;
    // While this tab's own change is on its way, a refetch would show the list from before it: the lists are
    // only marked stale then, and the ones on screen are refetched once every change has settled (any change:
    // one that is not a task's, such as saving the time zone, refetches no task on its own).
    const refresh = () => {
      if (queryClient.isMutating() === 0) {
        void refreshTasks(queryClient, userId);
        return;
      }
      void refreshTasks(queryClient, userId, { refetchShown: false });
      if (stopWaiting) return;
      const mutations = queryClient.getMutationCache();
      stopWaiting = mutations.subscribe(() => {
        if (queryClient.isMutating() > 0) return;
        stopWaiting?.();
        stopWaiting = undefined;
        void refreshTasks(queryClient, userId);
      });
    };

    const connect = () => {
      source = new EventSource("/api/events");
      source.addEventListener("ready", refresh);
      source.addEventListener("lists.changed", () => void refreshLists(queryClient, userId));
      source.addEventListener("task.created", refresh);
      source.addEventListener("task.updated", (event) => {
        replaceCachedTask(queryClient, userId, (JSON.parse(event.data) as { task: Task }).task);
        refresh();
      });
      source.addEventListener("task.deleted", (event) => {
        removeCachedTask(queryClient, userId, (JSON.parse(event.data) as { taskId: string }).taskId);
        refresh();
      });
      source.addEventListener("reminder.due", (event) =>
        reminderHandler.current(JSON.parse(event.data) as ReminderMessage),
      );
      source.addEventListener("error", () => {
        // The browser reconnects by itself after a dropped connection (is the server still there? the connection
        // indicator asks), but not after an error answer.
        if (source?.readyState === EventSource.CONNECTING) checkReachable();
        if (source?.readyState !== EventSource.CLOSED) return;
        onStreamClosed();
        retry = setTimeout(connect, RETRY_AFTER_CLOSE_MS);
      });
    };

    connect();
    return () => {
      clearTimeout(retry);
      stopWaiting?.();
      source?.close();
    };
  }, [userId, queryClient, onStreamClosed]);
}
