import { formatDue } from "../../../shared/format-date";
import type { Clock } from "../../clock";
import type { TaskEventBus } from "../../events/task-events";
import type { Mailer, MailMessage } from "../../mail/mailer";
import type { PushService } from "../push/push.service";
import type { DeliverReminder } from "./reminder-scheduler";
import type { DueReminder } from "./reminders.repository";

/** The e-mail of a reminder: the due time in the user's zone, a link to their tasks, and "(late)" when late. */
export function reminderEmail(reminder: DueReminder, baseUrl: string, now: Date): MailMessage {
  const timeZone = reminder.timeZone ?? "UTC";
  const due = reminder.dueAt
    ? `Due ${formatDue(reminder.dueAt, reminder.dueAllDay, { locale: "en", timeZone, now })}${reminder.dueAllDay ? "" : ` (${timeZone})`}.`
    : "No due date.";
  return {
    to: reminder.email,
    // Titles refuse control characters, so nothing can break out of the header.
    subject: `Reminder: ${reminder.title}${reminder.late ? " (late)" : ""}`,
    text: [
      reminder.title,
      due,
      ...(reminder.late ? ["(late: this reminder was due more than an hour before it could be sent)"] : []),
      "",
      `Your tasks: ${baseUrl}/tasks`,
    ].join("\n"),
  };
}

/**
 * In the app, through the event bus to every instance's streams of the user; by Web Push to each of their
 * devices that subscribed; by e-mail when they turned it on. Each way once (decision 014: at most once).
 */
export function createReminderDelivery({
  events,
  mailer,
  push,
  baseUrl,
  clock,
}: {
  events: TaskEventBus;
  mailer: Mailer;
  push: Pick<PushService, "sendReminder">;
  baseUrl: string;
  clock: Clock;
}): DeliverReminder {
  return async (reminder) => {
    const { userId, taskId, title, dueAt, dueAllDay, fireAt, late } = reminder;
    await events.publish({ type: "reminder.due", userId, taskId, title, dueAt, dueAllDay, fireAt, late });
    await push.sendReminder(reminder);
    if (reminder.emailReminders) await mailer.send(reminderEmail(reminder, baseUrl, clock.now()));
  };
}
