import { type Frequency, parseRule, type Weekday } from "./rule";

/**
 * What one language says of each part of a rule; `describeRecurrence` puts the parts together the same way in
 * every language, so a rule reads alike in the task list and in the assistant's English and German replies.
 */
export interface RecurrenceWords {
  /** Said of a rule that cannot be read. */
  unreadable: string;
  weekdays: Record<Weekday, string>;
  /** January first. */
  months: readonly string[];
  /** Joins the last of several items: "Monday, Wednesday and Friday". */
  and: string;
  /** Before the days a rule falls on: "every 2 weeks on Monday". */
  on: string;
  /** "every day", "every other week", "every 3 months". */
  every: (unit: Frequency, interval: number) => string;
  /** A weekly rule on the given days, every week: "every Monday and Friday". */
  everyWeekOn: (days: string) => string;
  /** Monday to Friday, every week ("every weekday"), or after a longer interval ("every 2 weeks on weekdays"). */
  everyWorkday: string;
  onWorkdays: string;
  /** A weekday's place in its month, 1 to 5 or -1 to -5 from the end: "the first Monday", "the last Friday". */
  nthWeekday: (ordinal: number, weekday: string) => string;
  /** A day of the month, 1 to 31 or -1 to -31 from its end: "the 15th", "the last day". */
  monthDay: (day: number) => string;
  /** A day in a given month: "June 12", "the last day of June". */
  dayOfMonth: (day: number, month: string) => string;
  /** A yearly rule's months without a day: "in June and July". */
  inMonths: (months: string) => string;
}

const ORDINAL_WORDS: Record<number, string> = { 1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth" };
const UNITS: Record<Frequency, string> = { DAILY: "day", WEEKLY: "week", MONTHLY: "month", YEARLY: "year" };

function ordinalNumber(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

function englishMonthDay(day: number): string {
  if (day === -1) return "the last day";
  return day < 0 ? `the ${ordinalNumber(-day)} last day` : `the ${ordinalNumber(day)}`;
}

export const ENGLISH_RECURRENCE_WORDS: RecurrenceWords = {
  unreadable: "repeats",
  weekdays: {
    MO: "Monday",
    TU: "Tuesday",
    WE: "Wednesday",
    TH: "Thursday",
    FR: "Friday",
    SA: "Saturday",
    SU: "Sunday",
  },
  months: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  and: "and",
  on: "on",
  every: (unit, interval) =>
    interval === 1
      ? `every ${UNITS[unit]}`
      : interval === 2
        ? `every other ${UNITS[unit]}`
        : `every ${interval} ${UNITS[unit]}s`,
  everyWeekOn: (days) => `every ${days}`,
  everyWorkday: "every weekday",
  onWorkdays: "on weekdays",
  nthWeekday: (ordinal, weekday) =>
    `the ${ordinal === -1 ? "last" : ordinal < 0 ? `${ORDINAL_WORDS[-ordinal]} last` : ORDINAL_WORDS[ordinal]} ${weekday}`,
  monthDay: englishMonthDay,
  dayOfMonth: (day, month) => (day > 0 ? `${month} ${day}` : `${englishMonthDay(day)} of ${month}`),
  inMonths: (months) => `in ${months}`,
};

/**
 * The rule in words, as a task shows it: "every Monday", "every 2 weeks on Tuesday and Thursday", "every year on
 * June 12"; in another language with its words.
 */
export function describeRecurrence(rrule: string, words: RecurrenceWords = ENGLISH_RECURRENCE_WORDS): string {
  const parsed = parseRule(rrule);
  if ("error" in parsed) return words.unreadable;
  const { freq, interval, byDay, byMonthDay, byMonth } = parsed;
  const listed = (items: string[]) =>
    items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${words.and} ${items.at(-1)}`;
  const every = words.every(freq, interval);
  switch (freq) {
    case "DAILY":
      return every;
    case "WEEKLY": {
      const weekdays = byDay.map((day) => day.weekday);
      if (!weekdays.length) return every;
      if (weekdays.join() === "MO,TU,WE,TH,FR") {
        return interval === 1 ? words.everyWorkday : `${every} ${words.onWorkdays}`;
      }
      const days = listed(weekdays.map((day) => words.weekdays[day]));
      return interval === 1 ? words.everyWeekOn(days) : `${every} ${words.on} ${days}`;
    }
    case "MONTHLY": {
      const on = byDay.length
        ? listed(byDay.map(({ weekday, ordinal }) => words.nthWeekday(ordinal ?? 1, words.weekdays[weekday])))
        : listed(byMonthDay.map(words.monthDay));
      return on ? `${every} ${words.on} ${on}` : every;
    }
    case "YEARLY": {
      if (!byMonth.length) return every;
      const months = byMonth.map((month) => words.months[month - 1] ?? "");
      if (!byMonthDay.length) return `${every} ${words.inMonths(listed(months))}`;
      return `${every} ${words.on} ${listed(months.flatMap((month) => byMonthDay.map((day) => words.dayOfMonth(day, month))))}`;
    }
  }
}
