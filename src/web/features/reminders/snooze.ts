import { type DateFormatOptions, formatDue, formatTime } from "../../../shared/format-date";
import { wallClockAt } from "../../../shared/zoned-time";

const DAY_MS = 86_400_000;

/** "Snoozed until 14:30." today, "Snoozed until tomorrow, 14:30." on the next day, in the user's zone and clock. */
export function snoozeConfirmation(at: string, { now, ...format }: DateFormatOptions & { now: Date }): string {
  const dayOf = (date: Date) => {
    const { year, month, day } = wallClockAt(date, format.timeZone);
    return Date.UTC(year, month - 1, day);
  };
  const days = Math.round((dayOf(new Date(at)) - dayOf(now)) / DAY_MS);
  const time = formatTime(at, format);
  if (days === 0) return `Snoozed until ${time}.`;
  if (days === 1) return `Snoozed until tomorrow, ${time}.`;
  return `Snoozed until ${formatDue(at, false, { ...format, now })}.`;
}
