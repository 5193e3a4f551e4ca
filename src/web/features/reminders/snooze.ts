import { type DateFormatOptions, formatDue, formatTime } from "../../../shared/format-date";
import type { SnoozeChoice, Task } from "../../../shared/schemas/task";
import { wallClockAt } from "../../../shared/zoned-time";

const MINUTE_MS = 60_000;
/** Roughly how far ahead each choice reminds again ("tomorrow": the same time of day, a day on). */
const SNOOZE_MS: Record<SnoozeChoice, number> = {
  "10m": 10 * MINUTE_MS,
  "1h": 60 * MINUTE_MS,
  tomorrow: 1440 * MINUTE_MS,
};

/**
 * When a snoozed task reminds again: of the reminders at an instant in the server's answer, the one nearest to the
 * choice's time from now (the server's clock may differ a little from this one, and a day may have 23 or 25 hours).
 */
export function snoozedUntil(task: Pick<Task, "reminders">, choice: SnoozeChoice, now: Date): string | undefined {
  const expected = now.getTime() + SNOOZE_MS[choice];
  const distance = (at: string) => Math.abs(Date.parse(at) - expected);
  return task.reminders
    .flatMap((reminder) => ("at" in reminder ? [reminder.at] : []))
    .reduce<string | undefined>(
      (best, at) => (best === undefined || distance(at) < distance(best) ? at : best),
      undefined,
    );
}

/** "Snoozed until 14:30." today, "Snoozed until tomorrow, 14:30." on the next day, in the user's zone and clock. */
export function snoozeConfirmation(at: string, { now, ...format }: DateFormatOptions & { now: Date }): string {
  const dayOf = (date: Date) => {
    const { year, month, day } = wallClockAt(date, format.timeZone);
    return Date.UTC(year, month - 1, day);
  };
  const days = Math.round((dayOf(new Date(at)) - dayOf(now)) / (1440 * MINUTE_MS));
  const time = formatTime(at, format);
  if (days === 0) return `Snoozed until ${time}.`;
  if (days === 1) return `Snoozed until tomorrow, ${time}.`;
  return `Snoozed until ${formatDue(at, false, { ...format, now })}.`;
}
