import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type {
  AssistantAction,
  AssistantExchange,
  AssistantRequest,
  AssistantResponse,
  TaskReference,
} from "../../../../shared/schemas/assistant";
import type { Task } from "../../../../shared/schemas/task";
import { useToast } from "../../../components/toast";
import { refreshTasks } from "../../tasks/hooks/task-cache";
import { clearAssistantHistory, sendToAssistant, undoExchange } from "../api/assistant-api";
import { assistantHistoryQuery, assistantKeys } from "../api/assistant-queries";

/** What a change left of each task it touched: the card shows that rather than the task as first answered. */
function resultsOf(actions: AssistantAction[]): [string, Task | null][] {
  return actions.map((action) =>
    action.kind === "updated"
      ? [action.after.id, action.after]
      : [action.task.id, action.kind === "created" ? action.task : null],
  );
}

/** Every task a reply shows, whole: the history keeps only their ids and titles. */
function shownIn(response: AssistantResponse): [string, Task][] {
  const { tasks, review } = response;
  const all = [...tasks, ...(review ? [...review.completed, ...review.slipped, ...review.upcoming] : [])];
  return all.map((task) => [task.id, task]);
}

/** Whether an exchange's changes can still be undone (the server has the last word). */
const undoLasts = (exchange: AssistantExchange) =>
  exchange.undoUntil !== null && Date.parse(exchange.undoUntil) > Date.now();

/**
 * The conversation with the assistant: kept on the server, sent one message (or answer) at a time, each
 * reply's changes undoable for a while. Changes reach the task lists through the usual refresh (and the live
 * events).
 */
export function useAssistant(userId: string) {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const history = useInfiniteQuery(assistantHistoryQuery(userId));
  /**
   * The latest known state of tasks on cards (null: deleted): the tasks of this tab's replies, and what was done
   * to them since. Any other task of the history is known by its title alone.
   */
  const [latest, setLatest] = useState<ReadonlyMap<string, Task | null>>(new Map());
  const [undone, setUndone] = useState<ReadonlySet<number>>(new Set());
  const remember = (entries: [string, Task | null][]) => setLatest((known) => new Map([...known, ...entries]));
  const reload = () => queryClient.invalidateQueries({ queryKey: assistantKeys.history(userId) });

  const send = useMutation({
    mutationFn: ({ request }: { request: AssistantRequest; shownAs: string }) => sendToAssistant(request),
    onSuccess: async (response) => {
      remember([...shownIn(response), ...resultsOf(response.actions)]);
      if (response.actions.length > 0) void refreshTasks(queryClient, userId);
      // The exchange as kept (with its id), and a greeting that counts the tasks as they are now.
      await reload();
    },
  });

  const undo = useMutation({
    mutationFn: (exchange: AssistantExchange) => undoExchange(exchange.id),
    onSuccess: ({ tasks, deletedIds, unchanged }, exchange) => {
      remember([
        ...tasks.map((task): [string, Task] => [task.id, task]),
        ...deletedIds.map((id): [string, null] => [id, null]),
      ]);
      setUndone((ids) => new Set([...ids, exchange.id]));
      showToast(unchanged > 0 ? `Undone, but for ${unchanged} changed since.` : "Undone.");
    },
    onError: (error) => {
      showToast(`Could not undo. ${error.message}`);
      // Its Undo is gone (expired, or used on another device): the exchange says so once reloaded.
      void reload();
    },
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
    /** Undone here, can still be undone, or neither (expired, too large to keep, or undone elsewhere). */
    undoState: (exchange: AssistantExchange): "undone" | "available" | "unavailable" =>
      undone.has(exchange.id) ? "undone" : undoLasts(exchange) ? "available" : "unavailable",
    clear: () => clear.mutate(),
    clearing: clear.isPending,
    /** A card's task as last known here, whole; by its title alone when this tab has not seen it; null: deleted. */
    current: (task: TaskReference): Task | TaskReference | null =>
      latest.has(task.id) ? (latest.get(task.id) ?? null) : task,
    remember,
  };
}
