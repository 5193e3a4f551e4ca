import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { AssistantAction, AssistantExchange, AssistantRequest } from "../../../../shared/schemas/assistant";
import type { Task } from "../../../../shared/schemas/task";
import { useToast } from "../../../components/toast";
import { deleteTask, restoreTask, updateTask } from "../../tasks/api/tasks-api";
import { refreshTasks } from "../../tasks/hooks/task-cache";
import { clearAssistantHistory, sendToAssistant } from "../api/assistant-api";
import { assistantHistoryQuery, assistantKeys } from "../api/assistant-queries";

/** Puts one change back; returns the task as it is now (null: gone). */
async function undoAction(action: AssistantAction): Promise<[string, Task | null]> {
  switch (action.kind) {
    case "created":
      await deleteTask(action.task.id);
      return [action.task.id, null];
    case "deleted":
      return [action.task.id, await restoreTask(action.task)];
    case "updated": {
      const { id, title, description, completed, dueAt, dueAllDay, priority, tags, listId } = action.before;
      // Only if nobody changed the task since (409 otherwise): Undo never overwrites a newer edit.
      const changes = { title, description, completed, dueAt, dueAllDay, priority, tags, listId };
      return [id, (await updateTask(id, changes, action.after.version)).task];
    }
  }
}

/** What a change left of each task it touched: the card shows that rather than the task as first answered. */
function resultsOf(actions: AssistantAction[]): [string, Task | null][] {
  return actions.map((action) =>
    action.kind === "updated"
      ? [action.after.id, action.after]
      : [action.task.id, action.kind === "created" ? action.task : null],
  );
}

/**
 * The conversation with the assistant: kept on the server, sent one message (or answer) at a time, each
 * reply's changes undoable. Changes reach the task lists through the usual refresh (and the live events).
 */
export function useAssistant(userId: string) {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const history = useQuery(assistantHistoryQuery(userId));
  /** The latest known state of tasks shown on cards; null when deleted. */
  const [latest, setLatest] = useState<ReadonlyMap<string, Task | null>>(new Map());
  const [undone, setUndone] = useState<ReadonlySet<number>>(new Set());
  const remember = (entries: [string, Task | null][]) => setLatest((known) => new Map([...known, ...entries]));
  const reload = () => queryClient.invalidateQueries({ queryKey: assistantKeys.history(userId) });

  const send = useMutation({
    mutationFn: ({ request }: { request: AssistantRequest; shownAs: string }) => sendToAssistant(request),
    onSuccess: async (response) => {
      remember(resultsOf(response.actions));
      if (response.actions.length > 0) void refreshTasks(queryClient, userId);
      // The exchange as kept (with its id), and a greeting that counts the tasks as they are now.
      await reload();
    },
  });

  const undo = useMutation({
    mutationFn: async (exchange: AssistantExchange) => {
      for (const action of [...exchange.response.actions].reverse()) remember([await undoAction(action)]);
    },
    onSuccess: (_nothing, exchange) => {
      setUndone((ids) => new Set([...ids, exchange.id]));
      showToast("Undone.");
    },
    onError: (error) => showToast(`Could not undo. ${error.message}`),
    onSettled: () => refreshTasks(queryClient, userId),
  });

  const clear = useMutation({
    mutationFn: clearAssistantHistory,
    onSuccess: reload,
    onError: (error) => showToast(`The conversation was not cleared. ${error.message}`),
  });

  return {
    history,
    /** The text being sent, shown until its reply arrives. */
    sending: send.isPending ? send.variables.shownAs : undefined,
    send: (request: AssistantRequest, shownAs: string) => send.mutateAsync({ request, shownAs }),
    /** A button's answer (a choice, a yes, or a day's plan as edited); a failure is said in a toast. */
    answer: (token: string, shownAs: string, taskIds?: string[]) =>
      send.mutate(
        { request: { confirm: token, ...(taskIds ? { taskIds } : {}) }, shownAs },
        { onError: (error) => showToast(error.message) },
      ),
    undo: (exchange: AssistantExchange) => undo.mutate(exchange),
    isUndone: (exchange: AssistantExchange) => undone.has(exchange.id),
    clear: () => clear.mutate(),
    clearing: clear.isPending,
    /** The card's task as last known here. */
    current: (task: Task): Task | null => (latest.has(task.id) ? (latest.get(task.id) ?? null) : task),
    remember,
  };
}
