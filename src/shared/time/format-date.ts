import type { TimeFormat } from "../schemas/user";
import { type CalendarDay, daysBetween } from "./calendar";
import { type TimeOfDay, wallClockAt } from "./zoned-time";

export interface DateFormatOptions {
  /** BCP 47 locale; the visitor's own when omitted. */
  locale?: string | undefined;
  /** IANA time zone; the visitor's own when omitted. */
  timeZone?: string | undefined;
  /** A 12- ("5:00 PM") or 24-hour ("17:00") clock, as the setting shows them; the locale's custom when omitted. */
  hour12?: boolean | undefined;
}

/**
 * One formatter per locale, zone and style: making one costs far more than using it, and a list formats two or
 * three dates per task on every render (on a phone, most of the task list's first render was making formatters).
 * As in zoned-time.ts, the visitor's own zone (undefined) is not kept: it changes when the device travels.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  if (options.timeZone === undefined) return new Intl.DateTimeFormat(locale, options);
  const key = JSON.stringify([locale, options]);
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

const relativeDayFormats = new Map<string | undefined, Intl.RelativeTimeFormat>();

function relativeDayFormat(locale: string | undefined): Intl.RelativeTimeFormat {
  let format = relativeDayFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
    relativeDayFormats.set(locale, format);
  }
  return format;
}

function toDate(iso: string): Date {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${iso}`);
  return date;
}

/** A task's creation time in the visitor's locale and time zone, e.g. "Nov 23, 2026, 3:45 PM". */
export function formatDateTime(iso: string, options: DateFormatOptions = {}): string {
  const { locale, timeZone } = options;
  return `${dateTimeFormat(locale, { dateStyle: "medium", timeZone }).format(toDate(iso))}, ${formatTime(iso, options)}`;
}

/**
 * When a task is due, as people say it: "Today", "Tomorrow, 5:00 PM", "Mon, Nov 30", "Wed, Jan 6, 2027".
 * An all-day task shows its day only.
 */
export function formatDue(
  iso: string,
  allDay: boolean,
  { locale, timeZone, hour12, now = new Date() }: DateFormatOptions & { now?: Date } = {},
): string {
  const due = toDate(iso);
  const daysAway = daysBetween(wallClockAt(now, timeZone), wallClockAt(due, timeZone));
  let day: string;
  if (Math.abs(daysAway) <= 1) {
    const relative = relativeDayFormat(locale).format(daysAway, "day");
    day = relative.charAt(0).toLocaleUpperCase(locale) + relative.slice(1);
  } else {
    const sameYear = wallClockAt(due, timeZone).year === wallClockAt(now, timeZone).year;
    day = dateTimeFormat(locale, {
      timeZone,
      weekday: "short",
      month: "short",
      day: "numeric",
      ...(sameYear ? {} : { year: "numeric" }),
    }).format(due);
  }
  if (allDay) return day;
  return `${day}, ${formatTime(iso, { locale, timeZone, hour12 })}`;
}

/** Due and not done in time: an all-day task once its day has passed, a timed one once its time has. */
export function isOverdue(
  task: { completed: boolean; dueAt: string | null; dueAllDay: boolean },
  { timeZone, now = new Date() }: { timeZone?: string | undefined; now?: Date } = {},
): boolean {
  if (task.completed || task.dueAt === null) return false;
  const due = toDate(task.dueAt);
  if (!task.dueAllDay) return due < now;
  return daysBetween(wallClockAt(now, timeZone), wallClockAt(due, timeZone)) < 0;
}

/** A calendar day at noon UTC, formatted in UTC: the same day whatever the visitor's zone. */
const noonOf = ({ year, month, day }: CalendarDay) => new Date(Date.UTC(year, month - 1, day, 12));

/**
 * A calendar day with its weekday, in the locale's order, e.g. "Monday 30 November" (or "Monday, November 30"; short:
 * "Mon 30 Nov"), with its year when it is not `thisYear`'s.
 */
export function formatDay(
  day: CalendarDay,
  {
    locale,
    length = "long",
    thisYear = day.year,
  }: Pick<DateFormatOptions, "locale"> & { length?: "long" | "short"; thisYear?: number } = {},
): string {
  return dateTimeFormat(locale, {
    timeZone: "UTC",
    weekday: length,
    day: "numeric",
    month: length,
    ...(day.year === thisYear ? {} : { year: "numeric" }),
  }).format(noonOf(day));
}

/** A weekday's name, e.g. "Mon" (short) or "Monday" (long), for a calendar's column headers. */
export function formatWeekday(
  day: CalendarDay,
  { locale, style = "short" }: Pick<DateFormatOptions, "locale"> & { style?: "short" | "long" } = {},
): string {
  return dateTimeFormat(locale, { timeZone: "UTC", weekday: style }).format(noonOf(day));
}

/** A month and its year, e.g. "November 2026". */
export function formatMonth(
  month: Pick<CalendarDay, "year" | "month">,
  { locale }: Pick<DateFormatOptions, "locale"> = {},
) {
  return dateTimeFormat(locale, { timeZone: "UTC", month: "long", year: "numeric" }).format(
    noonOf({ ...month, day: 1 }),
  );
}

/**
 * The time of day of an instant: every time the app shows is written here. A clock the user chose is written as
 * the setting shows it, "5:00 PM" or "17:00", whatever the locale (which would make the 12-hour clock "05:00 pm"
 * in en-GB, or "01:00 PM" in de-DE); without a choice, as usual in the locale.
 */
export function formatTime(iso: string, { locale, timeZone, hour12 }: DateFormatOptions = {}): string {
  const format =
    hour12 === undefined
      ? dateTimeFormat(locale, { timeZone, timeStyle: "short" })
      : dateTimeFormat(CHOSEN_CLOCK_LOCALE, {
          timeZone,
          hour: hour12 ? "numeric" : "2-digit",
          minute: "2-digit",
          hourCycle: hour12 ? "h12" : "h23",
        });
  return format.format(toDate(iso));
}

/**
 * A time of day on no particular date ("17:05" in a reply about today), as formatTime writes it; the locale's
 * custom without a chosen clock (en-GB's "07:05", de-DE's "07:05").
 */
export function formatTimeOfDay({ hour, minute }: TimeOfDay, { locale, hour12 }: DateFormatOptions = {}): string {
  return formatTime(new Date(Date.UTC(2000, 0, 1, hour, minute)).toISOString(), { locale, timeZone: "UTC", hour12 });
}

/** The time format setting as Intl takes it: undefined keeps the locale's own clock. */
export function hour12Of(timeFormat: TimeFormat): boolean | undefined {
  return timeFormat === "locale" ? undefined : timeFormat === "12h";
}

/** Whose clocks are written as the time format setting shows them: "5:00 PM" and "17:00". */
const CHOSEN_CLOCK_LOCALE = "en-US";

const MINUTES_IN = [
  ["week", 7 * 24 * 60],
  ["day", 24 * 60],
  ["h", 60],
  ["min", 1],
] as const;

export type MinutesUnit = (typeof MINUTES_IN)[number][0];

/** Minutes as weeks, days, hours and minutes, largest first, the units with none left out: 90 is 1 h 30 min. */
export function unitsOfMinutes(minutes: number): { unit: MinutesUnit; count: number }[] {
  const pieces: { unit: MinutesUnit; count: number }[] = [];
  let left = minutes;
  for (const [unit, size] of MINUTES_IN) {
    const count = Math.floor(left / size);
    left -= count * size;
    if (count > 0) pieces.push({ unit, count });
  }
  return pieces;
}

/** When a relative reminder comes: "At due time", "10 min before", "1 h 30 min before", "2 days before", "1 week before". */
export function formatMinutesBefore(minutes: number): string {
  if (minutes === 0) return "At due time";
  const pieces = unitsOfMinutes(minutes).map(({ unit, count }) => {
    const plural = count > 1 && (unit === "week" || unit === "day") ? "s" : "";
    return `${count} ${unit}${plural}`;
  });
  return `${pieces.join(" ")} before`;
}

/** When a reminder comes: "Tomorrow, 9:00 AM" for one at an instant, "1 h before" or "At due time" for a relative one. */
export function formatReminder(
  reminder: { at: string } | { minutesBefore: number },
  options: DateFormatOptions & { now?: Date },
): string {
  return "at" in reminder ? formatDue(reminder.at, false, options) : formatMinutesBefore(reminder.minutesBefore);
}
