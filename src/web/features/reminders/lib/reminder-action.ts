import type { SnoozeChoice } from "../../../../shared/schemas/task";
import { SNOOZE_LABELS } from "./reminder-notification";

/** The API call that carries out a reminder notification's action, as the service worker sends it. */
export interface ReminderActionRequest {
  method: "patch" | "post";
  path: string;
  body: { completed: true } | { for: SnoozeChoice };
}

// The choices from SNOOZE_LABELS, not from the task schema: its value would bring zod into the service worker.
const SNOOZE_CHOICES = Object.keys(SNOOZE_LABELS) as SnoozeChoice[];

/**
 * What a click on a reminder notification's action button asks of the server: "complete" completes the task,
 * "snooze-<choice>" snoozes it. Any other action (a click on the notification itself is the empty action) asks
 * nothing: it opens the app.
 */
export function requestForAction(action: string, taskId: string): ReminderActionRequest | null {
  const task = `/api/tasks/${encodeURIComponent(taskId)}`;
  if (action === "complete") return { method: "patch", path: task, body: { completed: true } };
  const choice = SNOOZE_CHOICES.find((candidate) => action === `snooze-${candidate}`);
  return choice ? { method: "post", path: `${task}/snooze`, body: { for: choice } } : null;
}
