import { Meridiem, type Parser } from "chrono-node/en";
import { afterNoon } from "./clock-hours";
import { dayAfterReference, longestFirst, nextDayOfMonth, TIME_OF_DAY } from "./date-parser-support";
import { GERMAN_MONTHS } from "./date-parsers";
import { countOf, GERMAN_NUMBER_WORDS } from "./number-words";
import { GERMAN_MONTH_DAYS, MONTH_WORDS } from "./recurrence";

/** German dates and times chrono's German reader misses (its times on the clock are german-times.ts's). */

/**
 * German "um drei", "um neune", "um elf Uhr": an hour said in words, which German chrono reads only as digits; a bare
 * 1 to 7 is in the afternoon as "um 3" is (`timeOf`). Only after "um": "drei Äpfel kaufen" keeps its number.
 */
export const GERMAN_HOUR_IN_WORDS: Parser = {
  pattern: () =>
    new RegExp(
      String.raw`(?<![\p{L}\p{N}])um\s+(${longestFirst(Object.keys(GERMAN_NUMBER_WORDS))})(?:\s+uhr)?(?![\p{L}\p{N}:.])`,
      "iu",
    ),
  extract: (context, match) => {
    const hour = GERMAN_NUMBER_WORDS[(match[1] ?? "").toLowerCase()];
    return hour === undefined ? null : context.createParsingComponents({ hour, minute: 0 });
  },
};
/**
 * Bavarian "in der Früh" (in the morning, at the hour "morning" means: see TIME_OF_DAY) and "auf d'Nacht" (tonight,
 * or in the evening at the hour said after it: "auf d'Nacht um 8" is 20:00), as a time of the day said beside it.
 */
export const GERMAN_MORNING_OR_NIGHT: Parser = {
  pattern: () =>
    new RegExp(
      String.raw`(?<![\p{L}\p{N}])(?:in\s+der\s+früh|auf\s+d['\u2019]\s*nacht(?:\s+um\s+(\d{1,2}|${longestFirst(Object.keys(GERMAN_NUMBER_WORDS))})(?:\s*uhr)?)?)(?![\p{L}\p{N}:.])`,
      "iu",
    ),
  extract: (context, match) => {
    if (/früh/i.test(match[0])) return context.createParsingComponents(TIME_OF_DAY["casualReference/morning"]);
    if (!match[1]) return context.createParsingComponents(TIME_OF_DAY["casualReference/tonight"]);
    const hour = countOf(match[1]);
    if (hour === undefined || hour < 1 || hour > 12) return null;
    return context.createParsingComponents({ ...afterNoon(hour), minute: 0 });
  },
};

/** German "10.12." and "(auf) den 14.1.": day and month with no year, the next such day, its article with it. */
export const GERMAN_DAY_MONTH: Parser = {
  pattern: () => /(?:\b(?:den|dem)\s+)?(?<![\d.])([12]\d|3[01]|0?[1-9])\.(1[0-2]|0?[1-9])\.(?![\d.])/i,
  extract: (context, match) => nextDayOfMonth(context, Number(match[2]), Number(match[1])),
};

/**
 * German "morgen früh", "heute früh": that morning, at the hour "morning" means (see TIME_OF_DAY), or at the hour
 * said after it ("morgen früh um 8", "um 7:30 Uhr").
 */
export const GERMAN_EARLY: Parser = {
  pattern: () => /(?<!\p{L})(heute|morgen)\s+früh(?:\s+um\s+([01]?\d)(?:[:.]([0-5]\d))?(?:\s*uhr)?)?(?![\p{L}\p{N}])/iu,
  extract: (context, match) => ({
    ...dayAfterReference(context, match[1]?.toLowerCase() === "morgen" ? 1 : 0),
    ...(match[2]
      ? // Morning: "um 7" is 07:00 here, not the afternoon a bare 7 is elsewhere.
        { hour: Number(match[2]), minute: Number(match[3] ?? 0), meridiem: Meridiem.AM }
      : TIME_OF_DAY["casualReference/morning"]),
  }),
};

/** German "am dritten Dezember", "zum zwanzigsten März": a day of a month in words, the next such day. */
export const GERMAN_DAY_IN_WORDS: Parser = {
  pattern: () =>
    new RegExp(
      String.raw`(?<![\p{L}\p{N}])(?:(?:am|den|dem|zum)\s+)?(${longestFirst(Object.keys(GERMAN_MONTH_DAYS))})\s+(${longestFirst([...Object.keys(MONTH_WORDS), ...Object.keys(GERMAN_MONTHS)])})(?![\p{L}\p{N}])`,
      "iu",
    ),
  extract: (context, match) => {
    const day = GERMAN_MONTH_DAYS[(match[1] ?? "").toLowerCase()];
    const month = MONTH_WORDS[(match[2] ?? "").toLowerCase()] ?? GERMAN_MONTHS[(match[2] ?? "").toLowerCase()];
    return day && month ? nextDayOfMonth(context, month, day) : null;
  },
};
