import type { Parser } from "chrono-node/en";
import { isoWeekday } from "../time/calendar";
import type { TimeOfDay } from "../time/zoned-time";

/**
 * What the custom date parsers share: days counted from chrono's reference, the hours words for a time of day mean,
 * words to match longest first.
 */

export type ParsingContext = Parameters<Parser["extract"]>[0];

/**
 * When a time of day is said in words, not numbers. Morning is 09:00 as in "every morning"; chrono's own
 * guesses (06:00 in the morning, 22:00 tonight) are earlier or later than people mean.
 */
export const TIME_OF_DAY: Record<string, TimeOfDay> = {
  "casualReference/morning": { hour: 9, minute: 0 },
  "casualReference/afternoon": { hour: 15, minute: 0 },
  "casualReference/evening": { hour: 19, minute: 0 },
  "casualReference/tonight": { hour: 20, minute: 0 },
};

/** The wall-clock date `days` after the reference, which is the user's wall clock written as UTC. */
export function dayAfterReference(context: ParsingContext, days: number) {
  const reference = context.reference.instant;
  const day = new Date(Date.UTC(reference.getUTCFullYear(), reference.getUTCMonth(), reference.getUTCDate() + days));
  return { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
}

/** The `weekday` (0 Monday … 6 Sunday) of the week `weeks` after this one, weeks starting on Monday; today at the earliest. */
export function weekdayOfWeekAhead(context: ParsingContext, weeks: number, weekday: number) {
  const today = dayAfterReference(context, 0);
  return dayAfterReference(context, Math.max(0, weeks * 7 - (isoWeekday(today) - 1) + weekday));
}

/** The next day (today included) that is `day` of `month`, or null when no year has it (31.2.). */
export function nextDayOfMonth(context: ParsingContext, month: number, day: number) {
  const today = dayAfterReference(context, 0);
  const year = month > today.month || (month === today.month && day >= today.day) ? today.year : today.year + 1;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 ? { year, month, day } : null;
}

/** Longest words first, so that "tuesday" wins over "tue" and "eleven" over "elf". */
export const longestFirst = (words: string[]) => [...words].sort((a, b) => b.length - a.length).join("|");
