import { z } from "zod";
import { RECURRENCE_INTERVAL_MAX, RECURRENCE_RULE_MAX_LENGTH } from "../limits";

/**
 * RFC 5545 recurrence rules (RRULE), limited to what the quick-add grammar and the repeat picker make and
 * what `occurrences.ts` expands: FREQ, INTERVAL, BYDAY (ordinals in monthly rules), BYMONTHDAY and
 * BYMONTH. A stored rule is always in the canonical form `formatRule` writes, so equal rules compare equal.
 * Small and dependency-free: the task schemas (and so every page) import it. Said in words by `description.ts`.
 */

export const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const FREQUENCIES = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export interface RecurrenceRule {
  freq: Frequency;
  /** Every this-many days, weeks, months or years (1 = every one). */
  interval: number;
  /** Weekdays; `ordinal` (1 to 5, or -1 to -5 counting from the end) only in monthly rules: 1MO = first Monday. */
  byDay: { weekday: Weekday; ordinal: number | null }[];
  /** Days of the month, 1 to 31 or -1 to -31 from its end (-1 = last day). */
  byMonthDay: number[];
  /** Months, 1 to 12. */
  byMonth: number[];
}

/** The days each month can have (February in a leap year), to refuse rules that can never happen. */
const LONGEST_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export const RECURRENCE_MESSAGES = {
  invalid:
    "Recurrence must be an RRULE such as FREQ=WEEKLY;BYDAY=MO (FREQ DAILY, WEEKLY, MONTHLY or YEARLY, with INTERVAL, BYDAY, BYMONTHDAY, BYMONTH).",
  tooLong: `Recurrence must be at most ${RECURRENCE_RULE_MAX_LENGTH} characters.`,
  neverRecurs:
    "This rule never comes round again after the task's due date (every 4 years on 29 February, say, from a year that is not a leap year). Change the rule or the due date.",
} as const;

const BY_DAY_PATTERN = /^([+-]?[1-5])?(MO|TU|WE|TH|FR|SA|SU)$/;
const INTEGER_PATTERN = /^[+-]?\d{1,3}$/;

/** Reads a rule (case-insensitive, with or without `RRULE:`); a message says why when it is not one we expand. */
export function parseRule(text: string): RecurrenceRule | { error: string } {
  const fail = (why: string) => ({ error: `${RECURRENCE_MESSAGES.invalid} ${why}` });
  const body = text
    .trim()
    .toUpperCase()
    .replace(/^RRULE:/, "");
  const fields = new Map<string, string>();
  for (const part of body.split(";")) {
    const [key, value, ...rest] = part.split("=");
    if (!key || value === undefined || value === "" || rest.length > 0) return fail(`“${part}” is not NAME=VALUE.`);
    if (fields.has(key)) return fail(`${key} is given twice.`);
    fields.set(key, value);
  }
  const freq = fields.get("FREQ");
  if (!freq || !(FREQUENCIES as readonly string[]).includes(freq)) return fail("FREQ is missing or not supported.");
  const rule: RecurrenceRule = { freq: freq as Frequency, interval: 1, byDay: [], byMonthDay: [], byMonth: [] };
  for (const [key, value] of fields) {
    const list = value.split(",");
    switch (key) {
      case "FREQ":
        break;
      case "INTERVAL":
        if (!/^\d{1,3}$/.test(value) || Number(value) < 1 || Number(value) > RECURRENCE_INTERVAL_MAX) {
          return fail(`INTERVAL must be 1 to ${RECURRENCE_INTERVAL_MAX}.`);
        }
        rule.interval = Number(value);
        break;
      case "BYDAY":
        for (const item of list) {
          const match = BY_DAY_PATTERN.exec(item);
          if (!match) return fail(`“${item}” is not a weekday such as MO or 1MO.`);
          rule.byDay.push({ weekday: match[2] as Weekday, ordinal: match[1] ? Number(match[1]) : null });
        }
        break;
      case "BYMONTHDAY":
        for (const item of list) {
          const day = Number(item);
          if (!INTEGER_PATTERN.test(item) || day === 0 || Math.abs(day) > 31)
            return fail("BYMONTHDAY is 1 to 31 or -1 to -31.");
          rule.byMonthDay.push(day);
        }
        break;
      case "BYMONTH":
        for (const item of list) {
          const month = Number(item);
          if (!/^\d{1,2}$/.test(item) || month < 1 || month > 12) return fail("BYMONTH is 1 to 12.");
          rule.byMonth.push(month);
        }
        break;
      default:
        return fail(`${key} is not supported.`);
    }
  }
  const problem = unsupportedCombination(rule);
  return problem ? fail(problem) : normalized(rule);
}

/** What each frequency may be narrowed by, so every stored rule is one the expander understands. */
function unsupportedCombination({ freq, byDay, byMonthDay, byMonth }: RecurrenceRule): string | undefined {
  const ordinals = byDay.some((day) => day.ordinal !== null);
  switch (freq) {
    case "DAILY":
      if (byDay.length || byMonthDay.length || byMonth.length) return "A daily rule takes only INTERVAL.";
      return undefined;
    case "WEEKLY":
      if (byMonthDay.length || byMonth.length || ordinals) return "A weekly rule takes only INTERVAL and BYDAY.";
      return undefined;
    case "MONTHLY":
      if (byMonth.length) return "A monthly rule does not take BYMONTH.";
      if (byDay.length && !byDay.every((day) => day.ordinal !== null)) {
        return "A monthly BYDAY needs an ordinal, e.g. 1MO or -1FR.";
      }
      if (byDay.length && byMonthDay.length) return "A monthly rule takes BYDAY or BYMONTHDAY, not both.";
      return undefined;
    case "YEARLY": {
      if (byDay.length) return "A yearly rule does not take BYDAY.";
      if (byMonthDay.length && !byMonth.length) return "A yearly BYMONTHDAY needs BYMONTH.";
      // Every month of the rule must have one of its days (no 30 February), or it would never happen.
      const possible = byMonth.every((month) =>
        byMonthDay.every((day) => Math.abs(day) <= (LONGEST_MONTH[month - 1] ?? 0)),
      );
      return possible ? undefined : "A day of BYMONTHDAY does not exist in a month of BYMONTH.";
    }
  }
}

/** Sorted and without repeats, so one rule has one spelling. */
function normalized(rule: RecurrenceRule): RecurrenceRule {
  const unique = <T>(values: T[], key: (value: T) => string | number) => [
    ...new Map(values.map((value) => [key(value), value])).values(),
  ];
  const dayKey = (day: { weekday: Weekday; ordinal: number | null }) => `${day.ordinal ?? 0}${day.weekday}`;
  return {
    ...rule,
    byDay: unique(rule.byDay, dayKey).sort(
      (a, b) => (a.ordinal ?? 0) - (b.ordinal ?? 0) || WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday),
    ),
    byMonthDay: unique(rule.byMonthDay, String).sort((a, b) => a - b),
    byMonth: unique(rule.byMonth, String).sort((a, b) => a - b),
  };
}

/** The canonical text: FREQ, INTERVAL (when not 1), BYMONTH, BYMONTHDAY, BYDAY. */
export function formatRule({ freq, interval, byDay, byMonthDay, byMonth }: RecurrenceRule): string {
  const parts = [`FREQ=${freq}`];
  if (interval !== 1) parts.push(`INTERVAL=${interval}`);
  if (byMonth.length) parts.push(`BYMONTH=${byMonth.join(",")}`);
  if (byMonthDay.length) parts.push(`BYMONTHDAY=${byMonthDay.join(",")}`);
  if (byDay.length) parts.push(`BYDAY=${byDay.map((day) => `${day.ordinal ?? ""}${day.weekday}`).join(",")}`);
  return parts.join(";");
}

/** A rule known to be valid (stored, or made by our own code); a bad one is a programming error. */
export function ruleOf(rrule: string): RecurrenceRule {
  const rule = parseRule(rrule);
  if ("error" in rule) throw new Error(`Not a supported recurrence rule: ${rrule}`);
  return rule;
}

/** A task's `recurrence` in the API: an RRULE we can expand, kept in canonical form; `null` = does not repeat. */
export const recurrenceSchema = z
  .string({ error: RECURRENCE_MESSAGES.invalid })
  .max(RECURRENCE_RULE_MAX_LENGTH, RECURRENCE_MESSAGES.tooLong)
  .transform((value, context) => {
    const rule = parseRule(value);
    if ("error" in rule) {
      context.addIssue({ code: "custom", message: rule.error });
      return z.NEVER;
    }
    return formatRule(rule);
  });
