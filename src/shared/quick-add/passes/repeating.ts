import type { ParsedResult } from "chrono-node/en";
import { firstOccurrence, nextOccurrence } from "../../recurrence/occurrences";
import { formatRule, ruleOf, WEEKDAYS } from "../../recurrence/rule";
import { instantAt, NOON_HOUR, type TimeOfDay } from "../../time/zoned-time";
import type { Claims } from "../claims";
import type { DateReader } from "../date-reader";
import { carriesDate, dateOf } from "../date-readings";
import { findRecurrence, type RecurrenceMatch } from "../recurrence";

/** The recurrence said, when its words are free: the dates said with it are read after it. */
export function claimRecurrence(text: string, claims: Claims): RecurrenceMatch | null {
  const recurrence = findRecurrence(claims.unclaimed(text));
  if (!recurrence || !claims.isFree(recurrence)) return null;
  claims.claim(recurrence, "recurrence");
  return recurrence;
}

/** Chrono's weekday numbers, 0 = Sunday, as RRULE weekdays. */
const WEEKDAY_OF_CHRONO = [WEEKDAYS[6], ...WEEKDAYS.slice(0, 6)];

/**
 * A rule that names no day of its own, and the first date said with it that gives one: "Mom birthday Dec 19
 * every year" is yearly on 19 December, "rent on the 1st every month" monthly on the 1st, "friday every week"
 * weekly on Fridays. The date is also where the series starts.
 */
export function anchoredRule(
  rrule: string,
  results: readonly ParsedResult[],
): { rrule: string; date: ParsedResult } | null {
  const rule = ruleOf(rrule);
  if (rule.byDay.length || rule.byMonthDay.length || rule.byMonth.length) return null;
  for (const date of results) {
    const { start } = date;
    const month = start.get("month");
    const day = start.get("day");
    const weekday = WEEKDAY_OF_CHRONO[start.get("weekday") ?? -1];
    if (rule.freq === "YEARLY" && start.isCertain("month") && start.isCertain("day") && month && day) {
      return { rrule: formatRule({ ...rule, byMonth: [month], byMonthDay: [day] }), date };
    }
    if (rule.freq === "MONTHLY" && start.isCertain("day") && !start.isCertain("weekday") && day) {
      return { rrule: formatRule({ ...rule, byMonthDay: [day] }), date };
    }
    if (rule.freq === "WEEKLY" && start.isCertain("weekday") && !start.isCertain("day") && weekday) {
      return { rrule: formatRule({ ...rule, byDay: [{ weekday, ordinal: null }] }), date };
    }
    // "every week, tomorrow 5pm": the day it starts on is the weekday it repeats on.
    if (rule.freq === "WEEKLY" && start.isCertain("day")) {
      const { year, month: monthOf, day: dayOf } = dateOf(date);
      const onWeekday = WEEKDAY_OF_CHRONO[new Date(Date.UTC(year, monthOf - 1, dayOf)).getUTCDay()];
      if (onWeekday) return { rrule: formatRule({ ...rule, byDay: [{ weekday: onWeekday, ordinal: null }] }), date };
    }
  }
  return null;
}

/**
 * The first occurrence of a repeating task, from the day said with its rule (`date`) or the rule's "starting" date,
 * at the time said with it (`time`, read from `said`); null when the rule never happens from there, or never again.
 */
export function firstDueOf(
  recurrence: RecurrenceMatch,
  rrule: string,
  { date, time, said }: { date: ParsedResult | undefined; time: TimeOfDay | null; said: ParsedResult | undefined },
  { now, timeZone, readDates }: DateReader,
): { due: Date; allDay: boolean } | null {
  const startsOn = date ?? (recurrence.startsOn && readDates(recurrence.startsOn.text).find(carriesDate));
  const repeatTime = eveningHour(time, said, recurrence.time) ?? recurrence.time;
  // From the day it starts: a timed occurrence counts from a millisecond before it, so one at midnight does;
  // an all-day one from its first instant, which is on that day (a millisecond before is on the day before).
  const startOfDay = startsOn ? instantAt(dateOf(startsOn), timeZone).getTime() : null;
  const after = startOfDay === null ? now : new Date(repeatTime === null ? startOfDay : startOfDay - 1);
  const due = firstOccurrence(rrule, { after, timeZone, time: repeatTime });
  if (!due || !nextOccurrence(rrule, { due, allDay: true, today: now, timeZone })) return null;
  return { due, allDay: repeatTime === null };
}

/** The hour from which a part of the day said in a rule ("every monday night", "evening") is after noon. */
const EVENING_FROM = 17;
/**
 * "every monday night at 8": a bare hour said with a rule's evening or night is that evening's (20:00), as "tonight
 * at 8" is; an hour with its am or pm is as said.
 */
function eveningHour(time: TimeOfDay | null, said: ParsedResult | undefined, partOfDay: TimeOfDay | null) {
  if (!time || !said || !partOfDay || partOfDay.hour < EVENING_FROM) return time;
  if (said.start.isCertain("meridiem") || time.hour >= NOON_HOUR) return time;
  return { ...time, hour: time.hour + NOON_HOUR };
}
