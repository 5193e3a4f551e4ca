import type { ParsedResult } from "chrono-node/en";
import type { CalendarDay } from "../time/calendar";
import { NOON_HOUR, type TimeOfDay } from "../time/zoned-time";
import { TIME_OF_DAY } from "./date-parser-support";
import { ENGLISH_WEEKDAY_ALSO_WORDS, WEEKDAY_ALSO_WORDS } from "./weekday-words";

/** What one of chrono's readings says: its day, its time of day, and whether it is safe to take. */

/**
 * What chrono reads as a date or time but, said alone, is more likely a word: "sat down", "Sunday roast" is
 * fine but "sun" is not, "the morning paper", "weekend plans", "now", German "so" (Sonntag) and "do"
 * (Donnerstag).
 */
const AMBIGUOUS_ALONE = new Set([
  ...Object.keys(WEEKDAY_ALSO_WORDS),
  "weekend",
  "now",
  "morning",
  "afternoon",
  "arvo",
  "evening",
  "night",
]);
/**
 * "smoko run for the boys sat", "bbq at daves sun": a weekday's short name last, after the task, is its day; after
 * a word it would be said of ("we sat", "in the sun", "to wed") it stays a word.
 */
const WORD_BEFORE_SHORT_WEEKDAY =
  /(?:^|\s)(?:i|we|you|he|she|they|it|who|that|which|has|have|had|was|were|the|a|an|in|into|out|of|to|get|got|and|or|my|your|our|his|her|their|this|just|then|down|up)\s+$/i;
const shortWeekdayLast = (said: string, text: string, start: number, end: number) =>
  ENGLISH_WEEKDAY_ALSO_WORDS.has(said) &&
  /^[\s.!]*$/.test(text.slice(end)) &&
  /\S\s+$/.test(text.slice(0, start)) &&
  !WORD_BEFORE_SHORT_WEEKDAY.test(text.slice(0, start));
/**
 * "2 weeks", "a few days": a duration, not a date, unless said "in 2 weeks", "2 weeks from now"; "the minutes" of a
 * meeting are none either.
 */
const BARE_DURATION =
  /^(?:\d+(?:[.,]\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|(?:a\s+)?(?:few|couple(?:\s+of)?)|several|the)\s+\p{L}+$/iu;
/** "last friday" points back in time, and chrono, asked for dates ahead, moves it forward. */
const LOOKS_BACK = /^last\s/i;
/** Not the dot that ends a German date ("10.12."). */
const TRAILING_PUNCTUATION = /(?<!\d\.\d{1,2})[\s,;:.]+$/;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The length of the words a reading took, without the punctuation chrono takes after them. */
export const lengthRead = (result: ParsedResult) => result.text.replace(TRAILING_PUNCTUATION, "").length;

/**
 * A bare hour from 1 to 7 ("at 3", "um 5", "at 6:30"), no am or pm said, is in the afternoon or evening
 * (15:00, 17:00, 18:30): tasks are rarely set for before dawn. 8 to 12 are read as said ("at 9" is 09:00,
 * "at 12" noon); "3am", "03:00" and 24-hour times ("15:00") are as said, in every locale.
 */
const BARE_HOUR_AFTERNOON = { from: 1, to: 7 } as const;
/** "05:30", "07 Uhr": a leading zero says the 24-hour clock. */
const LEADING_ZERO_HOUR = /(?<![\d./-])0\d(?:[:.]\d\d|\s*uhr)/i;
/**
 * "um 7:30", "7.30 Uhr": German writes a time with its minutes on the 24-hour clock, so it is as said (a bare
 * "um 3" is still 15:00, and "halb sieben", said in words, 18:30); "4.12." is a date, no time. English "at 5:30"
 * said in German quick add keeps the English reading.
 */
const GERMAN_CLOCK_TIME =
  /(?<!\b(?:at|by)\s+)(?<![\d.:])\d{1,2}:[0-5]\d(?![\d:])|\bum\s+\d{1,2}\.[0-5]\d(?![\d.])|\d{1,2}\.[0-5]\d\s*uhr/i;

/** The time of day a reading names; `german`: the text is read as German, whose clock has 24 hours. */
export function timeOf(result: ParsedResult, german = false): TimeOfDay | null {
  const { start } = result;
  if (start.isCertain("hour")) {
    const hour = start.get("hour") ?? 0;
    const bare =
      !start.isCertain("meridiem") &&
      hour >= BARE_HOUR_AFTERNOON.from &&
      hour <= BARE_HOUR_AFTERNOON.to &&
      !LEADING_ZERO_HOUR.test(result.text) &&
      !(german && GERMAN_CLOCK_TIME.test(result.text));
    return { hour: bare ? hour + NOON_HOUR : hour, minute: start.get("minute") ?? 0 };
  }
  for (const tag of result.tags()) {
    const time = TIME_OF_DAY[tag];
    if (time) return time;
  }
  return null;
}

export function carriesDate(result: ParsedResult): boolean {
  const { start } = result;
  return start.isCertain("day") || start.isCertain("weekday") || result.tags().has("result/relativeDate");
}

/** "1:1", "3:2": one digit after the colon, which no time is written with. */
const RATIO = /(?<![\d:])\d{1,2}:\d(?![\d:])/;

/** Whether chrono's reading is safe to take, or the words had better stay text. */
export function isUnambiguous(result: ParsedResult, text: string, referenceYear: number): boolean {
  // No task is set in a past year: such words ("file the april 15 2019 return") are the title's.
  if ((result.start.get("year") ?? referenceYear) < referenceYear) return false;
  const end = result.index + result.text.length;
  // Chrono matches "fr" (Freitag) in "früh": a date must be whole words.
  if (LETTER_OR_DIGIT.test(text.charAt(result.index - 1)) || LETTER_OR_DIGIT.test(text.charAt(end))) return false;
  const said = result.text.trim().toLowerCase();
  if (LOOKS_BACK.test(said)) return false;
  if (AMBIGUOUS_ALONE.has(said) && !shortWeekdayLast(said, text, result.index, end)) return false;
  // "1:1 with Sarah", "a 2:1 win": a ratio, or a meeting's name; a time has two digits of minutes.
  if (RATIO.test(said)) return false;
  if (result.tags().has("result/relativeDate") && BARE_DURATION.test(said)) return false;
  // A month alone ("june", "march in the parade") or "this month" names no day.
  return carriesDate(result) || timeOf(result) !== null;
}

export function dateOf(result: ParsedResult): CalendarDay {
  const { start } = result;
  return { year: start.get("year") ?? 0, month: start.get("month") ?? 1, day: start.get("day") ?? 1 };
}
