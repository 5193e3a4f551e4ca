import * as de from "chrono-node/de";
import type { Parser, ParsingComponents } from "chrono-node/en";
import * as en from "chrono-node/en";
import { WEEKDAYS } from "../recurrence/rule";
import { type IsoWeekday, nthWeekdayOf } from "../time/calendar";
import { NOON_HOUR, type TimeOfDay } from "../time/zoned-time";
import { afterNoon, beforeNoon } from "./clock-hours";
import {
  dayAfterReference,
  longestFirst,
  nextDayOfMonth,
  TIME_OF_DAY,
  weekdayOfWeekAhead,
} from "./date-parser-support";
import { countOf, DAY_ORDINAL_WORDS, MINUTE_WORDS, NUMBER_WORDS, ONE_ARTICLES } from "./number-words";
import { GERMAN_MONTH_DAYS, MONTH_WORDS, ORDINAL_WORDS } from "./recurrence";
import { CHRONO_UNKNOWN_WEEKDAYS, WEEKDAY_WORDS } from "./weekday-words";

/** The dates and times chrono misreads or does not know, in English and in both languages read (see `readerFor`). */

/** Typos of "tomorrow" people make in a hurry (chrono knows "tmr" and "tmrw" itself). */
export const TOMORROW_TYPOS: Parser = {
  pattern: () => /\b(?:tomorow|tommorow|tommorrow|tomorro|tomrrow|tmorrow|2moro|2morrow)\b/i,
  extract: (context) => dayAfterReference(context, 1),
};

/**
 * Scots and northern English for "tomorrow": "the morra", "the morrow", "the morn" ("bins out the morra"); not "in
 * the morn", which is the morning.
 */
export const TOMORROW_SCOTS: Parser = {
  pattern: () => /\b(?:the\s+morr(?:a|ae|ow)|(?<!\bin\s)the\s+morn)\b/i,
  extract: (context) => dayAfterReference(context, 1),
};

/** Chrono reads only "tomorrow" out of it, which would leave "day after" in the title and the wrong day. */
export const DAY_AFTER_TOMORROW: Parser = {
  pattern: () => /\b(?:the\s+)?day\s+after\s+tomorrow\b/i,
  extract: (context) => dayAfterReference(context, 2),
};

/**
 * The end of the working day ("eod", "end of day", "cob", "close of business"): 17:00, when offices close, not
 * midnight; a time of day, so "tomorrow eod" is tomorrow at 17:00.
 */
const END_OF_DAY_TIME: TimeOfDay = { hour: 17, minute: 0 };
export const END_OF_DAY: Parser = {
  pattern: () => /\b(?:eod|cob|end\s+of\s+(?:the\s+)?(?:work(?:ing)?\s+)?day|close\s+of\s+business)\b/i,
  extract: (context) => context.createParsingComponents(END_OF_DAY_TIME),
};

/**
 * Australian "arvo", the afternoon: "this arvo", "tomorrow arvo", "sat arvo" (chrono joins the day before it), at
 * the hour "afternoon" means (see TIME_OF_DAY). Alone it is as ambiguous as "afternoon" (see AMBIGUOUS_ALONE).
 */
export const ARVO: Parser = {
  pattern: () => /\b(?:this\s+)?arvo\b/i,
  extract: (context) => context.createParsingComponents(TIME_OF_DAY["casualReference/afternoon"]),
};

/**
 * "tmrw am", "fri pm": the morning or the afternoon said as "am" or "pm" after a day, as people in a hurry write it
 * (chrono joins the day before it), at the hour the word means (see TIME_OF_DAY). Only after an English day: German
 * "am" is "on" ("Freitag am Bahnhof"), and a time's own "am" follows a number.
 */
export const DAY_THEN_AM_OR_PM: Parser = {
  pattern: () =>
    /(?<=\b(?:today|tomorrow|tmrw|tmr|tmw|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?)\s+)(?:(am|a\.m\.)|pm|p\.m\.)(?![\p{L}\p{N}])/iu,
  extract: (context, match) =>
    context.createParsingComponents(
      TIME_OF_DAY[match[1] ? "casualReference/morning" : "casualReference/afternoon"] ?? { hour: 9, minute: 0 },
    ),
};

/** "12 noon", "at 12 midday": noon said twice over, which chrono reads as 12 with a word left in the title. */
export const TWELVE_NOON: Parser = {
  pattern: () => /\b(?:at\s+)?12\s+(?:noon|midday)\b/i,
  extract: (context) => context.createParsingComponents({ hour: NOON_HOUR, minute: 0 }),
};

/** "in a fortnight": two weeks, which chrono does not know. */
export const IN_A_FORTNIGHT: Parser = {
  pattern: () => /\bin\s+(?:a|one)\s+fortnight\b/i,
  extract: (context) => dayAfterReference(context, 14),
};

/**
 * "next week thursday", "in 2 weeks on friday", German "nächste Woche Donnerstag", "in zwei Wochen am Freitag":
 * that weekday of the week to come, weeks starting on Monday (chrono reads only "next week" out of it, a week from
 * today, and leaves the weekday in the title). "thursday next week" chrono reads itself. German "übernächsten
 * Freitag", the one after the coming one, is next week's.
 */
export const WEEK_THEN_WEEKDAY: Parser = {
  pattern: () =>
    new RegExp(
      String.raw`(?<![\p{L}\p{N}])(?:(next\s+week|nächste[nr]?\s+woche|übernächste[nmrs]?)|in\s+(\d{1,2}|${longestFirst([...Object.keys(NUMBER_WORDS), ...ONE_ARTICLES])})\s+(?:weeks?|wochen?))\s*,?\s+(?:on\s+(?:the\s+)?|am\s+)?(${longestFirst(Object.keys(WEEKDAY_WORDS))})(?![\p{L}\p{N}])`,
      "iu",
    ),
  extract: (context, match) => {
    const weeks = match[1] ? 1 : countOf(match[2] ?? "");
    const weekday = WEEKDAYS.indexOf(WEEKDAY_WORDS[(match[3] ?? "").toLowerCase()] ?? "MO");
    if (weeks === undefined || weekday < 0) return null;
    return weekdayOfWeekAhead(context, weeks, weekday);
  },
};

/** Friday, the end of the working week that a deadline "by the end of the week" means. */
const WORKING_WEEK_LAST_DAY = WEEKDAYS.indexOf("FR");
/**
 * "end of the week", "end of next week", the office's "EOW", German "Ende der Woche", "Ende nächster Woche": that week's Friday (chrono
 * reads the first not at all and the second as Saturday). German "Ende des Monats", "Monatsende", and as it is said
 * in a hurry "Ende Monat": the month's last day, as chrono reads English "end of month".
 */
export const END_OF_PERIOD: Parser = {
  pattern: () =>
    /(?<![\p{L}\p{N}])(?:end\s+of\s+(?:the\s+|this\s+)?(next\s+)?week|eow|ende\s+(?:der\s+|dieser\s+)?(nächste[nr]?\s+)?woche|(?:ende\s+(?:(?:des|dieses)\s+)?(nächsten\s+)?monats?|monatsende))(?![\p{L}\p{N}])/iu,
  extract: (context, match) => {
    if (/woche|week|^eow$/i.test(match[0])) {
      return weekdayOfWeekAhead(context, match[1] || match[2] ? 1 : 0, WORKING_WEEK_LAST_DAY);
    }
    const today = dayAfterReference(context, 0);
    const last = new Date(Date.UTC(today.year, today.month + (match[3] ? 1 : 0), 0));
    return { year: last.getUTCFullYear(), month: last.getUTCMonth() + 1, day: last.getUTCDate() };
  },
};

/**
 * A time said in words: "half past 6", British "at half 3", "quarter past 3", "quarter to 9", German "halb sieben" (6:30), "viertel nach
 * drei", "viertel vor neun". The hour is as said, so a bare 1 to 7 is in the afternoon as "at 6" is (`timeOf`).
 */
export const SPOKEN_TIME: Parser = {
  pattern: () =>
    new RegExp(
      String.raw`(?<![\p{L}\p{N}])(half\s+past|quarter\s+past|quarter\s+to|(?<=\bat\s+)half|halb|viertel\s+nach|viertel\s+vor)\s+(\d{1,2}|${longestFirst([...Object.keys(NUMBER_WORDS), "ein"])})(?:\s+(?:(${PART_OF_DAY_MORNING})|(${PART_OF_DAY_LATER})))?(?![\p{L}\p{N}:.])`,
      "iu",
    ),
  extract: (context, match) => {
    const said = (match[1] ?? "").toLowerCase().replace(/\s+/g, " ");
    const named = /^eins?$/i.test(match[2] ?? "") ? 1 : countOf(match[2] ?? "");
    const [hours, minute] = SPOKEN_TIME_OFFSETS[said] ?? [0, 0];
    if (named === undefined || named < 1 || named > 12) return null;
    const hour = ((named + hours + 11) % 12) + 1;
    // "halb vier nachmittags", "quarter past 7 in the morning": the part of the day said after it settles am or pm.
    if (match[3]) return context.createParsingComponents({ ...beforeNoon(hour), minute });
    if (match[4]) return context.createParsingComponents({ ...afterNoon(hour), minute });
    return context.createParsingComponents({ hour, minute });
  },
};
/** The English hours said in words, "one" to "twelve" (NUMBER_WORDS holds German ones too). */
const ENGLISH_HOUR_WORDS = Object.keys(NUMBER_WORDS).filter(
  (word) => /^[a-z]+$/.test(word) && !/^(?:zwei|drei|vier|sechs|sieben|acht|neun|zehn|elf)$/.test(word),
);
/**
 * A clock time said in words, as US dictation writes it: "at three thirty pm", "at four", "at seven o'clock", "ten
 * am". Only after "at" or before "am"/"pm", so a count in a title stays ("I have three kids"); a bare one to seven
 * is in the afternoon, as "at 3" is.
 */
export const WORDED_TIME: Parser = {
  pattern: () =>
    new RegExp(
      String.raw`(?:(?<=\bat\s+)|(?<![\p{L}\p{N}])(?=(?:${longestFirst(ENGLISH_HOUR_WORDS)})(?:\s+(?:${longestFirst(Object.keys(MINUTE_WORDS))}))?\s*(?:a\.?m\.?|p\.?m\.?)(?![\p{L}\p{N}])))(${longestFirst(ENGLISH_HOUR_WORDS)})(?:\s+(${longestFirst(Object.keys(MINUTE_WORDS))}))?(?:\s*(a\.?m\.?|p\.?m\.?)|\s+(?:(${PART_OF_DAY_MORNING})|(${PART_OF_DAY_LATER})))?(?![\p{L}\p{N}])`,
      "iu",
    ),
  extract: (context, match) => {
    const hour = countOf(match[1] ?? "");
    if (hour === undefined || hour < 1 || hour > 12) return null;
    const minute = MINUTE_WORDS[(match[2] ?? "").toLowerCase()] ?? 0;
    const meridiem = (match[3] ?? "").toLowerCase();
    if (meridiem.startsWith("a") || match[4]) return context.createParsingComponents({ ...beforeNoon(hour), minute });
    if (meridiem.startsWith("p") || match[5]) return context.createParsingComponents({ ...afterNoon(hour), minute });
    return context.createParsingComponents({ hour, minute });
  },
};
/**
 * "by 5", "by 10:30": a deadline at that hour, read as "at 5" is (`timeOf`: a bare 1 to 7 is in the afternoon).
 * Only at the end of the words or before another mark or date ("by 5 #work", "by 3 tomorrow"): "split by 2 teams"
 * keeps its number.
 */
export const BY_HOUR: Parser = {
  pattern: () =>
    /(?<![\p{L}\p{N}])by\s+(1[0-2]|0?[1-9])(?::([0-5]\d))?(?=\s*$|\s*[,;!?]|\s+(?:[#+!\0]|p[1-4]\b|today\b|tomorrow\b|tonight\b|on\b|this\b|next\b|every\b))/iu,
  extract: (context, match) =>
    context.createParsingComponents({ hour: Number(match[1]), minute: Number(match[2] ?? 0) }),
};
/**
 * Weekdays chrono does not know as they are often written: "tues", "weds", German "Sonnabend" (Saturday, in the
 * north and east); read as chrono reads the usual word ("next tues" as "next tuesday", "am Sonnabend" as "am
 * Samstag").
 */
export const OTHER_WEEKDAY_SPELLING: Parser = {
  pattern: () =>
    new RegExp(
      String.raw`(?<![\p{L}\p{N}])((?:next|this|on|nächsten|kommenden|diesen|am)\s+)?(${Object.keys(CHRONO_UNKNOWN_WEEKDAYS).join("|")})(?![\p{L}\p{N}])`,
      "iu",
    ),
  extract: (context, match) => {
    const usual = CHRONO_UNKNOWN_WEEKDAYS[(match[2] ?? "").toLowerCase()];
    if (!usual) return null;
    const reader = usual.language === "de" ? de.casual : en.casual;
    const [reading] = reader.parse(`${match[1] ?? ""}${usual.readAs}`, context.reference, context.option);
    return (reading?.start as ParsingComponents | undefined) ?? null;
  },
};
/** A part of the day said after a spoken time, before noon or after it. */
const PART_OF_DAY_MORNING = String.raw`morgens|vormittags|früh|in\s+the\s+morning`;
const PART_OF_DAY_LATER = String.raw`nachmittags|abends|nachts|in\s+the\s+(?:afternoon|evening)|at\s+night`;
/** For each way of saying it, the hours to add to the number said and the minute: "halb sieben" is 6:30. */
const SPOKEN_TIME_OFFSETS: Record<string, [hours: number, minute: number]> = {
  "half past": [0, 30],
  // British "at half 3" is half past, not German "halb" (half to).
  half: [0, 30],
  "quarter past": [0, 15],
  "quarter to": [-1, 45],
  halb: [-1, 30],
  "viertel nach": [0, 15],
  "viertel vor": [-1, 45],
};

/**
 * "on the 14.1.", "for the 3.12.": German's day and month said in English, its closing dot with it (a US "3.12" has
 * none), so the next such day in every locale.
 */
export const DAY_MONTH_AFTER_THE: Parser = {
  pattern: () => /\bthe\s+(?<![\d.])([12]\d|3[01]|0?[1-9])\.(1[0-2]|0?[1-9])\.(?![\d.])/i,
  extract: (context, match) => nextDayOfMonth(context, Number(match[2]), Number(match[1])),
};

/**
 * The months' German names that are not also English ones, for NTH_WEEKDAY_OF_MONTH (a recurrence's month words
 * are read inside other words, where "mai" would be found in "mail").
 */
export const GERMAN_MONTHS: Readonly<Record<string, number>> = {
  januar: 1,
  jänner: 1,
  februar: 2,
  feber: 2,
  märz: 3,
  mai: 5,
  juni: 6,
  juli: 7,
  oktober: 10,
  dezember: 12,
};
/** The ordinals of a weekday in its month, English ("first", "last") and German ("ersten", "letzten"). */
const WEEKDAY_ORDINALS: Readonly<Record<string, number>> = { ...ORDINAL_WORDS, ...GERMAN_MONTH_DAYS, letzten: -1 };
/**
 * "the first monday in december", "last friday of january", German "den ersten Montag im Dezember": that weekday
 * of the month, the next such day (today included); chrono reads only the weekday, and the wrong one.
 */
export const NTH_WEEKDAY_OF_MONTH: Parser = {
  pattern: () =>
    new RegExp(
      String.raw`(?<![\p{L}\p{N}])(?:(?:the|den|am|dem)\s+)?(${longestFirst(Object.keys(WEEKDAY_ORDINALS))})\s+(${longestFirst(Object.keys(WEEKDAY_WORDS))})\s+(?:in|of|im)\s+(${longestFirst([...Object.keys(MONTH_WORDS), ...Object.keys(GERMAN_MONTHS)])})(?![\p{L}\p{N}])`,
      "iu",
    ),
  extract: (context, match) => {
    const ordinal = WEEKDAY_ORDINALS[(match[1] ?? "").toLowerCase()];
    const weekday = WEEKDAYS.indexOf(WEEKDAY_WORDS[(match[2] ?? "").toLowerCase()] ?? "MO");
    const month = MONTH_WORDS[(match[3] ?? "").toLowerCase()] ?? GERMAN_MONTHS[(match[3] ?? "").toLowerCase()];
    if (!ordinal || ordinal > 5 || weekday < 0 || !month) return null;
    const today = dayAfterReference(context, 0);
    for (const year of [today.year, today.year + 1]) {
      const found = nthWeekdayOf({ year, month }, (weekday + 1) as IsoWeekday, ordinal);
      if (found && (year > today.year || month > today.month || (month === today.month && found.day >= today.day))) {
        return found;
      }
    }
    return null;
  },
};

/**
 * "on the 1st", "the 21st": the next such day of a month, today included. In words ("on the twenty first") only after
 * "on the" and before the end, a time or a mark, since "the first draft", "on the third floor" are titles.
 */
export const DAY_OF_MONTH: Parser = {
  pattern: () =>
    new RegExp(
      String.raw`\b(?:(?:on\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+of\b)|on\s+the\s+(${longestFirst(Object.keys(DAY_ORDINAL_WORDS))})(?=\s*(?:$|[,;!?#+]|(?:at|by|p[1-4])\b)))`,
      "i",
    ),
  extract: (context, match) => {
    const wanted = match[1] ? Number(match[1]) : (DAY_ORDINAL_WORDS[(match[2] ?? "").toLowerCase()] ?? 0);
    if (wanted < 1 || wanted > 31) return null;
    const today = dayAfterReference(context, 0);
    for (let ahead = wanted >= today.day ? 0 : 1; ahead <= 12; ahead++) {
      const day = new Date(Date.UTC(today.year, today.month - 1 + ahead, wanted));
      if (day.getUTCDate() === wanted) {
        return { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: wanted };
      }
    }
    return null;
  },
};
