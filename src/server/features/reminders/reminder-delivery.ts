import { REMINDER_EMAIL_RATE_LIMIT } from "../../../shared/limits";
import { formatDue, hour12Of } from "../../../shared/time/format-date";
import type { Clock } from "../../clock";
import type { Database } from "../../db/connection";
import { countHit } from "../../db/rate-limits.repository";
import type { TaskEventBus } from "../../events/task-events";
import type { Logger } from "../../logger";
import type { Mailer, MailMessage } from "../../mail/mailer";
import type { PushService } from "../push/push.service";
import type { DeliverReminder } from "./reminder-scheduler";
import type { DueReminder } from "./reminders.repository";

/**
 * The e-mail of a reminder: the due time in the user's zone and on their clock, a link to their tasks, and
 * "(late)" when late.
 */
export function reminderEmail(reminder: DueReminder, baseUrl: string, now: Date): MailMessage {
  const timeZone = reminder.timeZone ?? "UTC";
  const format = { locale: "en", timeZone, hour12: hour12Of(reminder.timeFormat), now };
  const due = reminder.dueAt
    ? `Due ${formatDue(reminder.dueAt, reminder.dueAllDay, format)}${reminder.dueAllDay ? "" : ` (${timeZone})`}.`
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
 * devices that subscribed; by e-mail when they turned it on and proved the address, up to
 * REMINDER_EMAIL_RATE_LIMIT an account. Each way once (decision 014: at most once). A disabled account's
 * reminders were claimed like any (so none wait to burst out when it is enabled again) and go nowhere.
 */
export function createReminderDelivery({
  events,
  mailer,
  push,
  database,
  baseUrl,
  clock,
  logger,
}: {
  events: TaskEventBus;
  mailer: Mailer;
  push: Pick<PushService, "sendReminder">;
  database: Database;
  baseUrl: string;
  clock: Clock;
  logger: Logger;
}): DeliverReminder {
  /** Counts the e-mail against the account's share; false once the share is spent (said once a window). */
  async function withinEmailLimit(userId: string, taskId: string, now: Date): Promise<boolean> {
    const { maxEmails, windowSeconds } = REMINDER_EMAIL_RATE_LIMIT;
    const key = `reminder-email user ${userId}`;
    const { hits } = await countHit(database.db, key, Math.floor(now.getTime() / 1000), windowSeconds);
    if (hits === maxEmails + 1) {
      logger.warn(
        { userId, taskId, maxEmails, windowSeconds },
        "Reminder e-mail limit reached: the account gets no more until its window closes",
      );
    }
    return hits <= maxEmails;
  }

  return async (reminder) => {
    const { userId, taskId, title, dueAt, dueAllDay, fireAt, late } = reminder;
    if (reminder.accountDisabled) {
      logger.debug({ userId, taskId }, "A reminder of a disabled account was not delivered");
      return;
    }
    await events.publish({ type: "reminder.due", userId, taskId, title, dueAt, dueAllDay, fireAt, late });
    await push.sendReminder(reminder);
    if (!reminder.emailReminders || !reminder.emailVerified) return;
    const now = clock.now();
    if (await withinEmailLimit(userId, taskId, now)) await mailer.send(reminderEmail(reminder, baseUrl, now));
  };
}
