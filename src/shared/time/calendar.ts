import type { WeekStart } from "../schemas/user";
import { instantAt, wallClockAt } from "./zoned-time";

/**
 * A calendar day, as people name it, without a zone (months count from 1). Days are counted on UTC midnights,
 * where every day is 24 hours long; instants come in only through a zone (`dayOf`, `instantsOf`, `dueOnDay`).
 */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** 1 = Monday … 7 = Sunday, as ISO 8601 (and Intl's week info) count them. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const DAY_MS = 86_400_000;

const utcOf = ({ year, month, day }: CalendarDay) => Date.UTC(year, month - 1, day);

function fromUtc(ms: number): CalendarDay {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export const addDays = (day: CalendarDay, days: number): CalendarDay => fromUtc(utcOf(day) + days * DAY_MS);

/** A day as the count of days since 1970-01-01: a plain number, for arithmetic in the recurrence expander's loops. */
export type DayNumber = number;
export const dayNumberOf = (day: CalendarDay): DayNumber => utcOf(day) / DAY_MS;
export const dayOfNumber = (day: DayNumber): CalendarDay => fromUtc(day * DAY_MS);

export const daysInMonth = ({ year, month }: Pick<CalendarDay, "year" | "month">) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The month's `ordinal`th `weekday` (from 1; -1 the last, -2 the one before…), or null when it has none (a 5th). */
export function nthWeekdayOf(
  { year, month }: Pick<CalendarDay, "year" | "month">,
  weekday: IsoWeekday,
  ordinal: number,
): CalendarDay | null {
  const length = daysInMonth({ year, month });
  const weekdayOn = (dayOfMonth: number) => isoWeekday({ year, month, day: dayOfMonth });
  const day =
    ordinal < 0
      ? length - ((weekdayOn(length) - weekday + 7) % 7) + (ordinal + 1) * 7
      : 1 + ((weekday - weekdayOn(1) + 7) % 7) + (ordinal - 1) * 7;
  return day >= 1 && day <= length ? { year, month, day } : null;
}

/** The same day `months` later, or the month's last day when it is shorter (31 January + 1 → 28 February). */
export function addMonths({ year, month, day }: CalendarDay, months: number): CalendarDay {
  const first = fromUtc(Date.UTC(year, month - 1 + months, 1));
  return { ...first, day: Math.min(day, daysInMonth(first)) };
}

export const isoWeekday = (day: CalendarDay): IsoWeekday =>
  (((new Date(utcOf(day)).getUTCDay() + 6) % 7) + 1) as IsoWeekday;

export const sameDay = (a: CalendarDay, b: CalendarDay) => a.year === b.year && a.month === b.month && a.day === b.day;

/** Days apart: positive when `b` is later. */
export const daysBetween = (a: CalendarDay, b: CalendarDay) => Math.round((utcOf(b) - utcOf(a)) / DAY_MS);

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** `2026-11-30`: how a day is named in URLs and as a key. */
export const dayKey = ({ year, month, day }: CalendarDay) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The day a `dayKey` names; undefined for anything else (`2026-02-30` too). */
export function dayOfKey(key: string): CalendarDay | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return undefined;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return sameDay(fromUtc(utcOf(day)), day) ? day : undefined;
}

/** The day an instant falls on in a time zone. */
export function dayOf(instant: Date | string, timeZone: string): CalendarDay {
  const { year, month, day } = wallClockAt(new Date(instant), timeZone);
  return { year, month, day };
}

/** The weekday a week starts on: the user's choice, or the locale's custom (Monday where it is unknown). */
export function firstWeekday(weekStart: WeekStart, locale?: string): IsoWeekday {
  switch (weekStart) {
    case "monday":
      return 1;
    case "saturday":
      return 6;
    case "sunday":
      return 7;
    case "locale": {
      const info = new Intl.Locale(locale ?? new Intl.DateTimeFormat().resolvedOptions().locale) as Intl.Locale & {
        getWeekInfo?: () => { firstDay: number };
        weekInfo?: { firstDay: number };
      };
      return ((info.getWeekInfo?.() ?? info.weekInfo)?.firstDay ?? 1) as IsoWeekday;
    }
  }
}

/** The first day of the week `day` is in, for weeks starting on `first`. */
export const startOfWeek = (day: CalendarDay, first: IsoWeekday): CalendarDay =>
  addDays(day, -((isoWeekday(day) - first + 7) % 7));

/** The seven days of the week `day` is in. */
export function weekOf(day: CalendarDay, first: IsoWeekday): CalendarDay[] {
  const start = startOfWeek(day, first);
  return Array.from({ length: 7 }, (_, index) => addDays(start, index));
}

/**
 * A month's grid: its weeks (four to six), each of seven days, from the week of its first day to the week of
 * its last, so the first and last may hold days of the months around it.
 */
export function monthWeeks({ year, month }: Pick<CalendarDay, "year" | "month">, first: IsoWeekday): CalendarDay[][] {
  const last = addDays(addMonths({ year, month, day: 1 }, 1), -1);
  const weeks: CalendarDay[][] = [];
  for (
    let start = startOfWeek({ year, month, day: 1 }, first);
    daysBetween(start, last) >= 0;
    start = addDays(start, 7)
  ) {
    weeks.push(weekOf(start, first));
  }
  return weeks;
}

/**
 * The instants the days `from` to `to` (both included) cover in a time zone: `[from, before)`, for a due
 * range. Days changing to or from daylight saving time are 23 or 25 hours long.
 */
export function instantsOf({ from, to }: { from: CalendarDay; to: CalendarDay }, timeZone: string) {
  return { from: instantAt(from, timeZone), before: instantAt(addDays(to, 1), timeZone) };
}

/**
 * A task's due date moved to another day in the zone: a timed task keeps its time of day (a time the new day
 * skips, at a DST change, lands just after it), an all-day task stays all-day, and an undated one becomes
 * due all that day.
 */
export function dueOnDay(
  { dueAt, dueAllDay }: { dueAt: string | null; dueAllDay: boolean },
  day: CalendarDay,
  timeZone: string,
): { dueAt: string; dueAllDay: boolean } {
  if (dueAt === null || dueAllDay) return { dueAt: instantAt(day, timeZone).toISOString(), dueAllDay: true };
  const { hour, minute } = wallClockAt(new Date(dueAt), timeZone);
  return { dueAt: instantAt({ ...day, hour, minute }, timeZone).toISOString(), dueAllDay: false };
}
