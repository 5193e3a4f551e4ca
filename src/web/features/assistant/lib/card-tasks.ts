import type { TaskReference } from "../../../../shared/schemas/assistant";
import type { Task } from "../../../../shared/schemas/task";
import type { useAssistant } from "../hooks/use-assistant";

/** The conversation as the chat's parts share it: its history, what this tab knows of its tasks, and its actions. */
export type Assistant = ReturnType<typeof useAssistant>;

/** A task on a card: whole when this tab knows it, else by its title (the history keeps no more). */
export type CardTask = Task | TaskReference;

export const isWhole = (task: CardTask): task is Task => "version" in task;

/** The cards' tasks as last known here, the deleted ones left out. */
export const cardsOf = (assistant: Assistant, tasks: TaskReference[]) =>
  tasks.map(assistant.current).filter((task): task is CardTask => task !== null);
