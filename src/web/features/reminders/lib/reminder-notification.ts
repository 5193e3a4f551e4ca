import type { ReminderMessage, SnoozeChoice } from "../../../../shared/schemas/task";
import { formatDue } from "../../../../shared/time/format-date";

/** The snooze choices as people read them, in the order they are offered. */
export const SNOOZE_LABELS: Record<SnoozeChoice, string> = {
  "10m": "10 min",
  "1h": "1 h",
  tomorrow: "Tomorrow",
};

/** A notification's action: complete the task, or snooze it for one of the choices. */
export type ReminderAction = "complete" | `snooze-${SnoozeChoice}`;

/**
 * Chromium shows at most two actions on a system notification (`Notification.maxActions`): Complete and the
 * shortest snooze. A click on the notification itself opens the app, whose reminder toast offers every choice.
 */
const NOTIFICATION_ACTIONS: { action: ReminderAction; title: string }[] = [
  { action: "complete", title: "Complete" },
  { action: "snooze-10m", title: `Snooze ${SNOOZE_LABELS["10m"]}` },
];

/** What the reminder says under its title: when the task is due, and whether the reminder comes late. */
export function reminderBody(
  reminder: ReminderMessage,
  { timeZone, locale, hour12, now }: { timeZone?: string; locale?: string; hour12?: boolean; now: Date },
): string {
  const due = reminder.dueAt
    ? `Due ${formatDue(reminder.dueAt, reminder.dueAllDay, { timeZone, locale, hour12, now })}.`
    : "No due date.";
  return reminder.late ? `${due} (late)` : due;
}

/**
 * The system notification of a reminder, the same from the tab and from a push: one tag per reminder, so the tab
 * and a push of the same reminder show one notification, not two.
 */
export function reminderNotification(
  reminder: ReminderMessage,
  format: Parameters<typeof reminderBody>[1],
): { title: string; options: NotificationOptions & { actions: typeof NOTIFICATION_ACTIONS } } {
  return {
    title: reminder.title,
    options: {
      body: reminderBody(reminder, format),
      tag: `reminder:${reminder.taskId}:${reminder.fireAt}`,
      data: { taskId: reminder.taskId },
      actions: NOTIFICATION_ACTIONS,
    },
  };
}
