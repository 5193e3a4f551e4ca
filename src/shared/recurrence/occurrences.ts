import { INSTANT_YEARS } from "../limits";
import {
  type DayNumber,
  dayNumberOf,
  dayOfNumber,
  daysInMonth,
  type IsoWeekday,
  isoWeekday,
  nthWeekdayOf,
} from "../time/calendar";
import { instantAt, type TimeOfDay, wallClockAt } from "../time/zoned-time";
import { RECURRENCE_MESSAGES, type RecurrenceRule, ruleOf, WEEKDAYS, type Weekday } from "./rule";

/**
 * The occurrences of an RFC 5545 RRULE, expanded on wall-clock dates in the user's time zone
 * (docs/decisions/009-recurrence.md): when a repeating task is first due, and where it moves once done. Pure:
 * the browser loads it too.
 */

/** 0 = Monday … 6 = Sunday, as in WEEKDAYS. */
const weekdayIndex = (day: DayNumber) => isoWeekday(dayOfNumber(day)) - 1;

/** A day of a month counted as RRULE counts (-1 = last); null when the month has no such day. */
function monthDay(year: number, month: number, day: number): DayNumber | null {
  const length = daysInMonth({ year, month });
  const date = day > 0 ? day : length + day + 1;
  return date >= 1 && date <= length ? dayNumberOf({ year, month, day: date }) : null;
}

/** The nth (or -nth from the end) given weekday of a month, or null when it has none (a fifth Monday). */
function nthDay(year: number, month: number, weekday: Weekday, ordinal: number): DayNumber | null {
  const day = nthWeekdayOf({ year, month }, (WEEKDAYS.indexOf(weekday) + 1) as IsoWeekday, ordinal);
  return day && dayNumberOf(day);
}

/** How many periods of the rule's frequency lie between two days (whole weeks from Monday, months, years). */
function periodsBetween(freq: RecurrenceRule["freq"], from: DayNumber, to: DayNumber): number {
  const a = dayOfNumber(from);
  const b = dayOfNumber(to);
  switch (freq) {
    case "DAILY":
      return to - from;
    case "WEEKLY":
      return Math.floor((to - weekdayIndex(to) - (from - weekdayIndex(from))) / 7);
    case "MONTHLY":
      return (b.year - a.year) * 12 + (b.month - a.month);
    case "YEARLY":
      return b.year - a.year;
  }
}

/** The days of the rule in the `index`-th period after the anchor's, in order. */
function daysOfPeriod(rule: RecurrenceRule, anchor: DayNumber, index: number): DayNumber[] {
  const start = dayOfNumber(anchor);
  const step = index * rule.interval;
  switch (rule.freq) {
    case "DAILY":
      return [anchor + step];
    case "WEEKLY": {
      const monday = anchor - weekdayIndex(anchor) + step * 7;
      const weekdays = rule.byDay.length
        ? rule.byDay.map((day) => WEEKDAYS.indexOf(day.weekday))
        : [weekdayIndex(anchor)];
      return weekdays.map((weekday) => monday + weekday);
    }
    case "MONTHLY": {
      const months = start.year * 12 + start.month - 1 + step;
      const year = Math.floor(months / 12);
      const month = (months % 12) + 1;
      const days = rule.byDay.length
        ? rule.byDay.map(({ weekday, ordinal }) => nthDay(year, month, weekday, ordinal ?? 1))
        : (rule.byMonthDay.length ? rule.byMonthDay : [start.day]).map((day) => monthDay(year, month, day));
      return days.filter((day): day is DayNumber => day !== null);
    }
    case "YEARLY": {
      const year = start.year + step;
      const months = rule.byMonth.length ? rule.byMonth : [start.month];
      const monthDays = rule.byMonthDay.length ? rule.byMonthDay : [start.day];
      return months
        .flatMap((month) => monthDays.map((day) => monthDay(year, month, day)))
        .filter((day): day is DayNumber => day !== null);
    }
  }
}

/**
 * The Gregorian calendar repeats itself every 400 years (146,097 days, whole weeks too): that many of each
 * frequency's periods.
 */
const CALENDAR_CYCLE: Record<RecurrenceRule["freq"], number> = {
  DAILY: 146_097,
  WEEKLY: 20_871,
  MONTHLY: 4_800,
  YEARLY: 400,
};
const greatestCommonDivisor = (a: number, b: number): number => (b === 0 ? a : greatestCommonDivisor(b, a % b));
/** The last day an occurrence may fall on: its instant stays within INSTANT_YEARS in every time zone. */
const LAST_DAY: DayNumber = dayNumberOf({ year: INSTANT_YEARS.max, month: 12, day: 30 });

/**
 * The first day of the rule, anchored at `anchor` (RFC 5545's DTSTART), that `accept` takes; null when there
 * is none, as "every 4 years on 29 February" from a year that is not a leap year never comes round.
 * Bounded: a rule's periods repeat their calendar days once its steps have gone round the 400-year cycle
 * (CALENDAR_CYCLE / gcd(interval, CALENDAR_CYCLE) periods, at most 400 for a rule that never happens, which
 * needs an INTERVAL of whole years), so the search stops there, or at LAST_DAY if sooner.
 */
function firstDay(
  rule: RecurrenceRule,
  anchor: DayNumber,
  notBefore: DayNumber,
  accept: (day: DayNumber) => boolean,
): DayNumber | null {
  // Skip the periods wholly before `notBefore` at once: an overdue daily task may be years behind.
  const skipped = Math.max(0, Math.floor(periodsBetween(rule.freq, anchor, notBefore) / rule.interval) - 1);
  const cycle = CALENDAR_CYCLE[rule.freq];
  // One period before `notBefore`'s, and its own again a cycle on (its days before `notBefore` did not count).
  const searched = cycle / greatestCommonDivisor(rule.interval, cycle) + 2;
  const last = Math.min(skipped + searched, Math.floor(periodsBetween(rule.freq, anchor, LAST_DAY) / rule.interval));
  for (let index = skipped; index <= last; index++) {
    for (const day of daysOfPeriod(rule, anchor, index).sort((a, b) => a - b)) {
      if (day >= anchor && day >= notBefore && day <= LAST_DAY && accept(day)) return day;
    }
  }
  return null;
}

function dayIn(instant: Date, timeZone: string): DayNumber {
  const { year, month, day } = wallClockAt(instant, timeZone);
  return dayNumberOf({ year, month, day });
}

function instantOn(day: DayNumber, time: TimeOfDay | null, timeZone: string): Date {
  return instantAt({ ...dayOfNumber(day), hour: time?.hour ?? 0, minute: time?.minute ?? 0 }, timeZone);
}

/**
 * When a new recurring task is first due: the first occurrence of the rule from `after` on, the series
 * beginning on `after`'s day (so "every week" starts today, "every monday" on the next Monday). With a time,
 * the first occurrence strictly after `after` at that wall-clock time; without one (an all-day task, returned
 * as the start of its day), `after`'s own day counts, as a task due today is not late. Null when the rule
 * never happens from there (see `firstDay`).
 */
export function firstOccurrence(
  rrule: string,
  { after, timeZone, time }: { after: Date; timeZone: string; time: TimeOfDay | null },
): Date | null {
  const today = dayIn(after, timeZone);
  const rule = ruleOf(rrule);
  const accept = (candidate: DayNumber) => (time === null ? true : instantOn(candidate, time, timeZone) > after);
  // Weeks count from the series' first day, so "alle 2 Wochen montags" said on a Thursday begins the coming
  // Monday, not the one after (a month or a year counts from today's: a day it lacks may never come round).
  const start = rule.freq === "WEEKLY" ? (firstDay({ ...rule, interval: 1 }, today, today, accept) ?? today) : today;
  const day = firstDay(rule, start, today, accept);
  return day === null ? null : instantOn(day, time, timeZone);
}

/**
 * Where a recurring task due at `due` moves when completed or skipped: its series' first occurrence on a day
 * after both the due day and `today`'s day (an overdue task does not land in the past), at the same wall-clock
 * time as `due` (09:00 stays 09:00 across a DST change). An all-day task stays at the start of its day.
 * The series is anchored at `due`, so "every 2 weeks" counts from it. Null when it never comes round again.
 */
export function nextOccurrence(
  rrule: string,
  { due, allDay, today, timeZone }: { due: Date; allDay: boolean; today: Date; timeZone: string },
): Date | null {
  const anchor = dayIn(due, timeZone);
  const clock = wallClockAt(due, timeZone);
  const time = allDay ? null : { hour: clock.hour, minute: clock.minute };
  const day = firstDay(ruleOf(rrule), anchor, Math.max(anchor, dayIn(today, timeZone)) + 1, () => true);
  return day === null ? null : instantOn(day, time, timeZone);
}

/**
 * The one check of a repeating task, wherever it is saved (the API, the assistant, an import): its due date,
 * which for one without a due date is the rule's first day from `now` (all day), and a next occurrence after
 * it, without which completing or skipping it could not move it on.
 */
export function repeatingDue(
  rrule: string,
  { dueAt, now, timeZone }: { dueAt: string | null; now: Date; timeZone: string },
): { dueAt: string; dueAllDay: boolean } | { error: string } {
  const due = dueAt ? new Date(dueAt) : firstOccurrence(rrule, { after: now, timeZone, time: null });
  if (!due || !nextOccurrence(rrule, { due, allDay: true, today: now, timeZone })) {
    return { error: RECURRENCE_MESSAGES.neverRecurs };
  }
  return { dueAt: due.toISOString(), dueAllDay: true };
}
