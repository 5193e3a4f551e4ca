import { type DateFormatOptions, formatDue } from "../../../shared/format-date";
import type { Reminder } from "../../../shared/schemas/task";

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/** The relative reminders the picker and Settings offer, closest to the due time first. */
export const COMMON_MINUTES_BEFORE = [0, 10, MINUTES_PER_HOUR, MINUTES_PER_DAY] as const;

/** A span of minutes as people read it: "10 min", "1 h 30 min", "1 day", "2 days 3 h", "1 week". */
export function durationLabel(minutes: number): string {
  if (minutes > 0 && minutes % MINUTES_PER_WEEK === 0) {
    const weeks = minutes / MINUTES_PER_WEEK;
    return weeks === 1 ? "1 week" : `${weeks} weeks`;
  }
  const days = Math.floor(minutes / MINUTES_PER_DAY);
  const hours = Math.floor((minutes % MINUTES_PER_DAY) / MINUTES_PER_HOUR);
  const rest = minutes % MINUTES_PER_HOUR;
  return [days && (days === 1 ? "1 day" : `${days} days`), hours && `${hours} h`, rest && `${rest} min`]
    .filter(Boolean)
    .join(" ");
}

/** A relative reminder as people read it: "At due time", "10 min before", "1 day before". */
export function minutesBeforeLabel(minutes: number): string {
  return minutes === 0 ? "At due time" : `${durationLabel(minutes)} before`;
}

/** Any reminder as people read it: relative ones by their distance, one at an instant by its day and time. */
export function reminderLabel(reminder: Reminder, format: DateFormatOptions & { now?: Date }): string {
  return "at" in reminder ? formatDue(reminder.at, false, format) : minutesBeforeLabel(reminder.minutesBefore);
}
