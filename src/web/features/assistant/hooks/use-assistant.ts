import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { plural } from "../../../../shared/plural";
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
import { clearAssistantHistory, declineQuestion, sendToAssistant, undoExchange } from "../api/assistant-api";
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

/**
 * The conversation with the assistant: kept on the server, sent one message (or answer) at a time, each
 * reply's changes undoable for a while. Changes reach the task lists through the usual refresh (and the live
 * events).
 */
interface AnswerOptions {
  /** A day's plan as the user left it. */
  taskIds?: string[];
  alternatives?: string[];
}

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
  /** Tokens answered or declined here: their buttons go at once, before the history says so. */
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const close = (tokens: string[]) => setClosed((known) => new Set([...known, ...tokens]));
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
      // A task edited since keeps its edit: Undo never overwrites a newer change, and says so.
      showToast(
        unchanged > 0
          ? `Undone, except ${plural(unchanged, "change")} to tasks edited since, left as they are.`
          : "Undone.",
      );
    },
    onError: (error) => {
      showToast(`Could not undo. ${error.message}`);
      // Its Undo is gone (expired, or used on another device): the exchange says so once reloaded.
      void reload();
    },
    onSettled: () => refreshTasks(queryClient, userId),
  });

  const decline = useMutation({
    mutationFn: declineQuestion,
    onError: (error) => showToast(`Could not say no. ${error.message}`),
    onSettled: reload,
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
    /**
     * A button's answer (a choice, a yes, or a day's plan as edited); a failure is said in a toast. `alternatives`:
     * the buttons that go with it (the other choices), closed with it.
     */
    answer: (token: string, shownAs: string, { taskIds, alternatives = [] }: AnswerOptions = {}) => {
      close([token, ...alternatives]);
      send.mutate(
        { request: { confirm: token, ...(taskIds ? { taskIds } : {}) }, shownAs },
        { onError: (error) => showToast(error.message) },
      );
    },
    /** A question's No: dismissed here, dropped on the server. */
    decline: (token: string) => {
      close([token]);
      decline.mutate(token);
    },
    /** Whether a button of an exchange still answers: open on the server when last read, and not used here since. */
    isOpen: (exchange: AssistantExchange, token: string) => exchange.open.includes(token) && !closed.has(token),
    undo: (exchange: AssistantExchange) => undo.mutate(exchange),
    /** Its Undo as the server told it, or undone here since. */
    undoState: (exchange: AssistantExchange): AssistantExchange["undo"] =>
      undone.has(exchange.id) ? "undone" : exchange.undo,
    clear: () => clear.mutate(),
    clearing: clear.isPending,
    /** A card's task as last known here, whole; by its title alone when this tab has not seen it; null: deleted. */
    current: (task: TaskReference): Task | TaskReference | null =>
      latest.has(task.id) ? (latest.get(task.id) ?? null) : task,
    remember,
  };
}
