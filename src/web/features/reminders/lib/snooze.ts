import { daysBetween } from "../../../../shared/time/calendar";
import { type DateFormatOptions, formatDue, formatTime } from "../../../../shared/time/format-date";
import { wallClockAt } from "../../../../shared/time/zoned-time";

/** "Snoozed until 14:30." today, "Snoozed until tomorrow, 14:30." on the next day, in the user's zone and clock. */
export function snoozeConfirmation(at: string, { now, ...format }: DateFormatOptions & { now: Date }): string {
  const days = daysBetween(wallClockAt(now, format.timeZone), wallClockAt(new Date(at), format.timeZone));
  const time = formatTime(at, format);
  if (days === 0) return `Snoozed until ${time}.`;
  if (days === 1) return `Snoozed until tomorrow, ${time}.`;
  return `Snoozed until ${formatDue(at, false, { ...format, now })}.`;
}
