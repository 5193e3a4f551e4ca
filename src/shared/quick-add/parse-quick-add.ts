import * as de from "chrono-node/de";
import * as en from "chrono-node/en";
import { Chrono, Meridiem, type ParsedResult, type Parser, type ParsingComponents } from "chrono-node/en";
import { foldCase } from "../fold-case";
import {
  LIST_NAME_MAX_LENGTH,
  QUICK_ADD_LOCALES_REMEMBERED_MAX,
  REMINDER_MINUTES_BEFORE_MAX,
  TASK_REMINDERS_MAX,
  TASK_TAG_MAX_LENGTH,
  TASK_TAGS_MAX,
} from "../limits";
import { firstOccurrence, nextOccurrence } from "../recurrence/occurrences";
import { formatRule, ruleOf, WEEKDAYS } from "../recurrence/rule";
import type { QuickAddPart, QuickAddPartKind, QuickAddResult } from "../schemas/quick-add";
import { type Reminder, reminderKey, sortReminders, type TaskPriority } from "../schemas/task";
import { type CalendarDay, type IsoWeekday, isoWeekday, nthWeekdayOf } from "../time/calendar";
import { instantAt, NOON_HOUR, type TimeOfDay, wallClockAt } from "../time/zoned-time";
import { afterNoon, beforeNoon, meridiemOf } from "./clock-hours";
import { DOTTED_UHR, SWISS_DAY_PART } from "./german-times";
import { languageOf } from "./language-of";
import {
  countOf,
  DAY_ORDINAL_WORDS,
  GERMAN_NUMBER_WORDS,
  MINUTE_WORDS,
  NUMBER_WORDS,
  ONE_ARTICLES,
} from "./number-words";
import { findRecurrence, GERMAN_MONTH_DAYS, MONTH_WORDS, ORDINAL_WORDS } from "./recurrence";
import { SECOND_LANGUAGE_PARSERS } from "./second-language";
import {
  CHRONO_UNKNOWN_WEEKDAYS,
  ENGLISH_WEEKDAY_ALSO_WORDS,
  WEEKDAY_ALSO_WORDS,
  WEEKDAY_WORDS,
  weekdaySpellings,
} from "./weekday-words";

/**
 * Plain-language quick add: "buy oat milk tomorrow at 5pm #errands p1 +Groceries remind me 1h before" → a title, a
 * due date, tags, a priority, a recurrence, a list and reminders. Pure (no Node API), so the browser runs the very parser the server does.
 *
 * Dates and times come from chrono-node, in English and (for German speakers) German,
 * guarded against its traps: a phrase that may well be a plain word ("call may", "sat down", "the morning
 * paper", "2 weeks vacation") stays text. Whatever is not recognised stays in the title, in order.
 */

export interface Span {
  start: number;
  end: number;
}

export interface QuickAddOptions {
  /** What "today" and "in 3 days" count from. */
  now: Date;
  /** The user's IANA time zone: "5pm" is 17:00 on their clocks. */
  timeZone: string;
  /**
   * A BCP 47 tag: decides the language besides English and whether 3/12 is 3 December or March 12; only its
   * language and region count (see `readingLocale`).
   */
  locale: string;
  /** Spans the user dismissed: they stay text. */
  ignore?: readonly Span[];
  /** The names of the user's lists a `+Name` may put the task in (their active ones); none when absent. */
  lists?: readonly string[];
  /**
   * The day the task is due when the text names none (a calendar's day, the Today view): a reminder's time of day
   * said alone is on it.
   */
  dueDay?: CalendarDay | undefined;
}

type ParsingContext = Parameters<Parser["extract"]>[0];

const PRIORITY_PATTERN = /(?<!\S)(?:p([1-4])|!([1-3]))(?!\S)/giu;
const PRIORITY_OF_P: Record<string, TaskPriority> = { "1": "high", "2": "medium", "3": "low", "4": "none" };
const PRIORITY_OF_BANG: Record<string, TaskPriority> = { "1": "high", "2": "medium", "3": "low" };
/** `#errands`; punctuation after it ends it ("#errands," is the tag errands). */
const TAG_PATTERN = /(?<!\S)#([\p{L}\p{N}_-]+)(?=$|[\s,.;:!?)])/gu;
const DIGITS_ONLY = /^\p{N}+$/u;
/**
 * `+Groceries`, or `+"Long name"` (curly quotes too, as phones type them) for a name with spaces; punctuation after
 * a bare name ends it, as after a tag.
 */
const LIST_PATTERN = /(?<!\S)\+(?:["\u201c]([^"\u201c\u201d]+)["\u201d]|([\p{L}\p{N}_-]+))(?=$|[\s,.;:!?)])/gu;

/**
 * When a time of day is said in words, not numbers. Morning is 09:00 as in "every morning"; chrono's own
 * guesses (06:00 in the morning, 22:00 tonight) are earlier or later than people mean.
 */
const TIME_OF_DAY: Record<string, TimeOfDay> = {
  "casualReference/morning": { hour: 9, minute: 0 },
  "casualReference/afternoon": { hour: 15, minute: 0 },
  "casualReference/evening": { hour: 19, minute: 0 },
  "casualReference/tonight": { hour: 20, minute: 0 },
};

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
 * "parents evening on the 9th", "games night on friday": a part of the day said before a date names the event,
 * its date still to be read.
 */
const EVENT_BEFORE_DATE = /^(?:morning|afternoon|arvo|evening|night)(?=\s+(?:on|this|next)\s)/i;
/**
 * "2 weeks", "a few days": a duration, not a date, unless said "in 2 weeks", "2 weeks from now"; "the minutes" of a
 * meeting are none either.
 */
const BARE_DURATION =
  /^(?:\d+(?:[.,]\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|(?:a\s+)?(?:few|couple(?:\s+of)?)|several|the)\s+\p{L}+$/iu;
/** "today itself", "by monday itself": Indian English "itself" after a day says that very day, no word of the title. */
const ITSELF_AFTER = /^\s+itself(?=[\s.,!]|$)/i;
/** "um 9.30 Uhr": the reader of dates stops before the "Uhr" after a time with a dot; it is the time's, no title's. */
const UHR_AFTER = /^\s*uhr(?![\p{L}\p{N}])/iu;
/** "last friday" points back in time, and chrono, asked for dates ahead, moves it forward. */
const LOOKS_BACK = /^last\s/i;
/**
 * Connecting words before a date that belong to it: "call mom by friday" is titled "call mom", "move the
 * dentist to jan 14" "move the dentist", "order toner till friday" "order toner"; German "bis Montag", "am Freitag",
 * "um 9".
 */
const LEADING_CONNECTOR =
  /(?:^|\s)((?:due\s+(?:on|by)|due|by|on|at|until|till|til|to|for|before|b4|bis|am|um|zum|für|vor)\s+)$/i;
/**
 * The "the" of "on the 9th of December", which chrono leaves out of a date said by its number; before a word ("for
 * the friday meeting") it is the title's.
 */
const THE_BEFORE_NUMBER = /(?:^|\s)(the\s+)$/i;
/**
 * Separators left dangling at an end of the title once a date is taken out ("call mom, tomorrow"), with the full
 * stop that ended the sentence after them ("Stoff bestellen, bis Freitag.").
 */
const DANGLING_SEPARATORS = /^[\s,;:–—-]+|[\s,;:–—-]+\.?$/g;
/** Not the dot that ends a German date ("10.12."). */
const TRAILING_PUNCTUATION = /(?<!\d\.\d{1,2})[\s,;:.]+$/;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** What begins a reminder phrase: "remind me 1h before", "remind at 9". */
const REMIND = /(?<!\S)remind(?:\s+me)?\s+/giu;
/** "1h before", "10 min before", "an hour before", "half an hour before", "2 days earlier": before it is due. */
const BEFORE_DUE =
  /^(?:(?:(\d{1,6})\s*|(?:an?|one)\s+)(minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|wks?|w)|(half\s+an\s+hour))\s+(?:before|b4|earlier)(?=$|[\s,.;:!?)])/iu;
/** "at due time", "when due", "when it's due": as the task falls due. */
const AT_DUE = /^(?:at\s+(?:the\s+)?due\s+time|when\s+(?:it(?:'|’)?s\s+|it\s+is\s+)?due)(?=$|[\s,.;:!?)])/iu;
const MINUTES_PER_UNIT: Record<string, number> = { m: 1, h: 60, d: 24 * 60, w: 7 * 24 * 60 };
/**
 * "remind me to call mum at 5pm" at the start: the task is "call mum", with a reminder as it falls due when it
 * has a time (a task without one gets the user's default reminder, as any other). Scots "remind me tae …" too.
 */
const REMIND_ME_TO = /^\s*(?:please\s+)?remind\s+me\s+t(?:o|ae)\s+/iu;
/** "remind me tomorrow" names a day but no time: the reminder comes in the morning, as "tomorrow morning" would. */
const REMINDER_TIME_ALONE: TimeOfDay = { hour: 9, minute: 0 };

/** The minutes before its task that a `BEFORE_DUE` match says. */
function minutesBeforeOf(match: RegExpExecArray): number {
  const [, count, unit, halfAnHour] = match;
  if (halfAnHour) return 30;
  return (count ? Number(count) : 1) * (MINUTES_PER_UNIT[(unit ?? "m").charAt(0).toLowerCase()] ?? 1);
}

/** Stands in for text another rule took, or the user dismissed: no date parser reads it as part of a word or phrase. */
const MASK = "\u0000";

/** The wall-clock date `days` after the reference, which is the user's wall clock written as UTC. */
function dayAfterReference(context: ParsingContext, days: number) {
  const reference = context.reference.instant;
  const day = new Date(Date.UTC(reference.getUTCFullYear(), reference.getUTCMonth(), reference.getUTCDate() + days));
  return { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
}

/** Typos of "tomorrow" people make in a hurry (chrono knows "tmr" and "tmrw" itself). */
const TOMORROW_TYPOS: Parser = {
  pattern: () => /\b(?:tomorow|tommorow|tommorrow|tomorro|tomrrow|tmorrow|2moro|2morrow)\b/i,
  extract: (context) => dayAfterReference(context, 1),
};

/**
 * Scots and northern English for "tomorrow": "the morra", "the morrow", "the morn" ("bins out the morra"); not "in
 * the morn", which is the morning.
 */
const TOMORROW_SCOTS: Parser = {
  pattern: () => /\b(?:the\s+morr(?:a|ae|ow)|(?<!\bin\s)the\s+morn)\b/i,
  extract: (context) => dayAfterReference(context, 1),
};

/** Chrono reads only "tomorrow" out of it, which would leave "day after" in the title and the wrong day. */
const DAY_AFTER_TOMORROW: Parser = {
  pattern: () => /\b(?:the\s+)?day\s+after\s+tomorrow\b/i,
  extract: (context) => dayAfterReference(context, 2),
};

/**
 * The end of the working day ("eod", "end of day", "cob", "close of business"): 17:00, when offices close, not
 * midnight; a time of day, so "tomorrow eod" is tomorrow at 17:00.
 */
const END_OF_DAY_TIME: TimeOfDay = { hour: 17, minute: 0 };
const END_OF_DAY: Parser = {
  pattern: () => /\b(?:eod|cob|end\s+of\s+(?:the\s+)?(?:work(?:ing)?\s+)?day|close\s+of\s+business)\b/i,
  extract: (context) => context.createParsingComponents(END_OF_DAY_TIME),
};

/**
 * Australian "arvo", the afternoon: "this arvo", "tomorrow arvo", "sat arvo" (chrono joins the day before it), at
 * the hour "afternoon" means (see TIME_OF_DAY). Alone it is as ambiguous as "afternoon" (see AMBIGUOUS_ALONE).
 */
const ARVO: Parser = {
  pattern: () => /\b(?:this\s+)?arvo\b/i,
  extract: (context) => context.createParsingComponents(TIME_OF_DAY["casualReference/afternoon"]),
};

/**
 * "tmrw am", "fri pm": the morning or the afternoon said as "am" or "pm" after a day, as people in a hurry write it
 * (chrono joins the day before it), at the hour the word means (see TIME_OF_DAY). Only after an English day: German
 * "am" is "on" ("Freitag am Bahnhof"), and a time's own "am" follows a number.
 */
const DAY_THEN_AM_OR_PM: Parser = {
  pattern: () =>
    /(?<=\b(?:today|tomorrow|tmrw|tmr|tmw|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?)\s+)(?:(am|a\.m\.)|pm|p\.m\.)(?![\p{L}\p{N}])/iu,
  extract: (context, match) =>
    context.createParsingComponents(
      TIME_OF_DAY[match[1] ? "casualReference/morning" : "casualReference/afternoon"] ?? { hour: 9, minute: 0 },
    ),
};

/** "12 noon", "at 12 midday": noon said twice over, which chrono reads as 12 with a word left in the title. */
const TWELVE_NOON: Parser = {
  pattern: () => /\b(?:at\s+)?12\s+(?:noon|midday)\b/i,
  extract: (context) => context.createParsingComponents({ hour: NOON_HOUR, minute: 0 }),
};

/** "in a fortnight": two weeks, which chrono does not know. */
const IN_A_FORTNIGHT: Parser = {
  pattern: () => /\bin\s+(?:a|one)\s+fortnight\b/i,
  extract: (context) => dayAfterReference(context, 14),
};

/** "next thursday", "nächsten Donnerstag": a weekday of the week to come, never today's. */
const SAYS_NEXT_WEEKDAY = /^(?:next|nächste[nrs]?)\s/iu;

/** Longest words first, so that "tuesday" wins over "tue" and "eleven" over "elf". */
const longestFirst = (words: string[]) => [...words].sort((a, b) => b.length - a.length).join("|");
/**
 * "next week thursday", "in 2 weeks on friday", German "nächste Woche Donnerstag", "in zwei Wochen am Freitag":
 * that weekday of the week to come, weeks starting on Monday (chrono reads only "next week" out of it, a week from
 * today, and leaves the weekday in the title). "thursday next week" chrono reads itself. German "übernächsten
 * Freitag", the one after the coming one, is next week's.
 */
const WEEK_THEN_WEEKDAY: Parser = {
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

/** The `weekday` (0 Monday … 6 Sunday) of the week `weeks` after this one, weeks starting on Monday; today at the earliest. */
function weekdayOfWeekAhead(context: ParsingContext, weeks: number, weekday: number) {
  const today = dayAfterReference(context, 0);
  return dayAfterReference(context, Math.max(0, weeks * 7 - (isoWeekday(today) - 1) + weekday));
}

/** Friday, the end of the working week that a deadline "by the end of the week" means. */
const WORKING_WEEK_LAST_DAY = WEEKDAYS.indexOf("FR");
/**
 * "end of the week", "end of next week", the office's "EOW", German "Ende der Woche", "Ende nächster Woche": that week's Friday (chrono
 * reads the first not at all and the second as Saturday). German "Ende des Monats", "Monatsende", and as it is said
 * in a hurry "Ende Monat": the month's last day, as chrono reads English "end of month".
 */
const END_OF_PERIOD: Parser = {
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
const SPOKEN_TIME: Parser = {
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
const WORDED_TIME: Parser = {
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
 * German "um drei", "um neune", "um elf Uhr": an hour said in words, which German chrono reads only as digits; a bare
 * 1 to 7 is in the afternoon as "um 3" is (`timeOf`). Only after "um": "drei Äpfel kaufen" keeps its number.
 */
const GERMAN_HOUR_IN_WORDS: Parser = {
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
const GERMAN_MORNING_OR_NIGHT: Parser = {
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
/**
 * "by 5", "by 10:30": a deadline at that hour, read as "at 5" is (`timeOf`: a bare 1 to 7 is in the afternoon).
 * Only at the end of the words or before another mark or date ("by 5 #work", "by 3 tomorrow"): "split by 2 teams"
 * keeps its number.
 */
const BY_HOUR: Parser = {
  pattern: () =>
    /(?<![\p{L}\p{N}])by\s+(1[0-2]|0?[1-9])(?::([0-5]\d))?(?=\s*$|\s*[,;!?]|\s+(?:[#+!\0]|p[1-4]\b|today\b|tomorrow\b|tonight\b|on\b|this\b|next\b|every\b))/iu,
  extract: (context, match) =>
    context.createParsingComponents({ hour: Number(match[1]), minute: Number(match[2] ?? 0) }),
};
/**
 * "at 1630", "tmrw b4 1500", "mon 0800", "every sat 1900": the 24-hour clock written without a colon, as nurses,
 * soldiers and much of Europe write it, four digits from 0000 to 2359 ("hrs" or "Uhr" may follow). Four digits are
 * often something else (a year, an amount, a house number), so they are read as a time only where a time is said:
 * after "at", "um" or "@", after a deadline word ("by", "before", "b4", "bis"; not a year to come there: "retire by
 * 2030"), after a day ("mon", "tomorrow") or a rule already read, or said alone ("1030", the time a task is moved to).
 */
const TWENTY_FOUR_HOUR: Parser = {
  pattern: () =>
    /(?<![\p{L}\p{N}:.,/-])(?:(at|um|@|by|before|b4|until|till|til|bis|vor|gegen)\s+)?([01]\d|2[0-3])([0-5]\d)(?:\s*(?:hrs?|h|uhr)\b)?(?![\p{L}\p{N}:.,/-])/iu,
  extract: (context, match) => {
    const start = match.index ?? 0;
    const before = context.text.slice(0, start).toLowerCase();
    const after = context.text.slice(start + match[0].length);
    const connector = match[1]?.toLowerCase();
    const said = Number(`${match[2]}${match[3]}`);
    const aYearToCome = said >= context.reference.instant.getUTCFullYear() && said <= 2099;
    const readsAsTime =
      connector === "at" ||
      connector === "um" ||
      connector === "@" ||
      (connector !== undefined && !aYearToCome) ||
      DAY_WORD_ENDING.test(before) ||
      /\0\s*$/.test(before) ||
      (before.trim() === "" && after.trim() === "");
    if (!readsAsTime) return null;
    const hour = Number(match[2]);
    return context
      .createParsingComponents({
        hour,
        minute: Number(match[3]),
        meridiem: meridiemOf(hour),
      })
      .addTag(TWENTY_FOUR_HOUR_TAG);
  },
};
/** Chrono drops a reading that is all digits as unlikely ("1030"); a 24-hour time said where a time is, it keeps. */
const TWENTY_FOUR_HOUR_TAG = "parser/twentyFourHour";
type Refiner = Chrono["refiners"][number];
/**
 * Chrono's UnlikelyFormatFilter is not exported, and a minifier renames its class, so it is known by the method only
 * it has (method names survive minifying): the browser's quick add must read "mon 0800" as the server does.
 */
const isUnlikelyFormatFilter = (refiner: Refiner) => "isStrictModeValid" in refiner;
function sparingTwentyFourHours(refiner: Refiner): Refiner {
  if (!isUnlikelyFormatFilter(refiner)) return refiner;
  return {
    refine: (context, results) => {
      const spared = results.filter((result) => result.tags().has(TWENTY_FOUR_HOUR_TAG));
      const judged = refiner.refine(
        context,
        results.filter((result) => !spared.includes(result)),
      );
      return [...judged, ...spared].sort((a, b) => a.index - b.index);
    },
  };
}
/** The words for a day that a 24-hour time may follow alone ("mon 0800", "tmrw 0900", "Freitag 1400"). */
const DAY_WORDS_BEFORE_TIME = [
  "today",
  "tonight",
  "tomorrow",
  "tmrw?",
  "tmw",
  "tomorow",
  "tommorow",
  "2moro",
  "heute",
  "morgen",
  "übermorgen",
  ...Object.keys(WEEKDAY_WORDS).filter((word) => !weekdaySpellings("de").includes(word)),
  // German days take a plural "s" here: "montags 0800".
  ...weekdaySpellings("de").map((name) => `${name}s?`),
].join("|");
/** Text that ends in one of those words: a 24-hour time may follow. */
const DAY_WORD_ENDING = new RegExp(String.raw`(?:^|\s)(?:${DAY_WORDS_BEFORE_TIME})\s+$`, "iu");
/**
 * Weekdays chrono does not know as they are often written: "tues", "weds", German "Sonnabend" (Saturday, in the
 * north and east); read as chrono reads the usual word ("next tues" as "next tuesday", "am Sonnabend" as "am
 * Samstag").
 */
const OTHER_WEEKDAY_SPELLING: Parser = {
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

/** The next day (today included) that is `day` of `month`, or null when no year has it (31.2.). */
function nextDayOfMonth(context: ParsingContext, month: number, day: number) {
  const today = dayAfterReference(context, 0);
  const year = month > today.month || (month === today.month && day >= today.day) ? today.year : today.year + 1;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 ? { year, month, day } : null;
}

/** German "10.12." and "(auf) den 14.1.": day and month with no year, the next such day, its article with it. */
const GERMAN_DAY_MONTH: Parser = {
  pattern: () => /(?:\b(?:den|dem)\s+)?(?<![\d.])([12]\d|3[01]|0?[1-9])\.(1[0-2]|0?[1-9])\.(?![\d.])/i,
  extract: (context, match) => nextDayOfMonth(context, Number(match[2]), Number(match[1])),
};

/**
 * "on the 14.1.", "for the 3.12.": German's day and month said in English, its closing dot with it (a US "3.12" has
 * none), so the next such day in every locale.
 */
const DAY_MONTH_AFTER_THE: Parser = {
  pattern: () => /\bthe\s+(?<![\d.])([12]\d|3[01]|0?[1-9])\.(1[0-2]|0?[1-9])\.(?![\d.])/i,
  extract: (context, match) => nextDayOfMonth(context, Number(match[2]), Number(match[1])),
};

/**
 * German "morgen früh", "heute früh": that morning, at the hour "morning" means (see TIME_OF_DAY), or at the hour
 * said after it ("morgen früh um 8", "um 7:30 Uhr").
 */
const GERMAN_EARLY: Parser = {
  pattern: () => /(?<!\p{L})(heute|morgen)\s+früh(?:\s+um\s+([01]?\d)(?:[:.]([0-5]\d))?(?:\s*uhr)?)?(?![\p{L}\p{N}])/iu,
  extract: (context, match) => ({
    ...dayAfterReference(context, match[1]?.toLowerCase() === "morgen" ? 1 : 0),
    ...(match[2]
      ? // Morning: "um 7" is 07:00 here, not the afternoon a bare 7 is elsewhere.
        { hour: Number(match[2]), minute: Number(match[3] ?? 0), meridiem: Meridiem.AM }
      : TIME_OF_DAY["casualReference/morning"]),
  }),
};

/**
 * The months' German names that are not also English ones, for NTH_WEEKDAY_OF_MONTH (a recurrence's month words
 * are read inside other words, where "mai" would be found in "mail").
 */
const GERMAN_MONTHS: Readonly<Record<string, number>> = {
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
const NTH_WEEKDAY_OF_MONTH: Parser = {
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

/** German "am dritten Dezember", "zum zwanzigsten März": a day of a month in words, the next such day. */
const GERMAN_DAY_IN_WORDS: Parser = {
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

/**
 * "on the 1st", "the 21st": the next such day of a month, today included. In words ("on the twenty first") only after
 * "on the" and before the end, a time or a mark, since "the first draft", "on the third floor" are titles.
 */
const DAY_OF_MONTH: Parser = {
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

/**
 * The languages read besides English, which is always understood. Only German so far: chrono's French and
 * Spanish read "après-demain" and "pasado mañana" as tomorrow.
 */
const OTHER_LANGUAGES = { de } as const;
type ReadLanguage = "en" | keyof typeof OTHER_LANGUAGES;

/** How quick-add text is read when nothing says otherwise, or its locale is one we cannot use: English, US dates. */
export const DEFAULT_LOCALE = "en-US";

/**
 * What the parser reads text by, of a BCP 47 tag: its language and region alone ("de-AT-u-ca-buddhist" → "de-AT"),
 * when the runtime knows that language; a malformed tag, or one in a language it has no data for, is the default.
 */
function readingLocale(tag: string): string {
  try {
    const { language, region } = new Intl.Locale(tag);
    const reduced = region ? `${language}-${region}` : language;
    return Intl.DateTimeFormat.supportedLocalesOf([reduced]).length > 0 ? reduced : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * Date readers (~60 KB each), built once for each thing a reader depends on: the language read besides English
 * and the order of day and month. However many locales come, there are at most two for each language read.
 */
const chronoByReading = new Map<string, Chrono>();
/**
 * Whether each locale read lately writes the day first: finding out makes an Intl.DateTimeFormat, whose memory
 * the runtime is slow to give back. At most QUICK_ADD_LOCALES_REMEMBERED_MAX, the oldest forgotten first.
 */
const dayFirstByLocale = new Map<string, boolean>();

/** How many date readers and locales' orders of day and month are kept (for the test that they stay bounded). */
export function quickAddCacheSizes(): { dateReaders: number; locales: number } {
  return { dateReaders: chronoByReading.size, locales: dayFirstByLocale.size };
}

/** Whether the locale writes the day before the month (3/12 is 3 December in en-GB, March 12 in en-US). */
function writesDayFirst(locale: string): boolean {
  const known = dayFirstByLocale.get(locale);
  if (known !== undefined) return known;
  const order = new Intl.DateTimeFormat(locale, { day: "numeric", month: "numeric" })
    .formatToParts(new Date(0))
    .find((part) => part.type === "day" || part.type === "month");
  const dayFirst = order?.type === "day";
  if (dayFirstByLocale.size >= QUICK_ADD_LOCALES_REMEMBERED_MAX) {
    dayFirstByLocale.delete(dayFirstByLocale.keys().next().value ?? "");
  }
  dayFirstByLocale.set(locale, dayFirst);
  return dayFirst;
}

/**
 * The reader for text in the locale: its language's, or German's for German text whatever the browser's
 * language (German writes the day first).
 */
function chronoFor(tag: string, text: string): Chrono {
  const locale = readingLocale(tag);
  const germanText = readsGermanText(locale, text);
  return readerFor(germanText ? "de" : readLanguageOf(locale), germanText || writesDayFirst(locale));
}

/** The language of the locale's reader: its own, when chrono has one besides English. */
function readLanguageOf(locale: string): ReadLanguage {
  const language = new Intl.Locale(locale).language;
  return Object.hasOwn(OTHER_LANGUAGES, language) ? (language as ReadLanguage) : "en";
}

/** German text in a locale of another language, read the German way. */
const readsGermanText = (locale: string, text: string) =>
  new Intl.Locale(locale).language !== "de" && languageOf(text) === "de";

/** Whether the text is read as German, by its locale or its words: German writes the 24-hour clock. */
function readsGerman(tag: string, text: string): boolean {
  const locale = readingLocale(tag);
  return readLanguageOf(locale) === "de" || readsGermanText(locale, text);
}

/**
 * Text that runs the parser's patterns at the start. V8 compiles a regular expression at its first match and
 * again, to machine code, once it is used more, separately for one-byte and two-byte text (“quotes” make text
 * two-byte); chrono's patterns are so large that this took a cold request 250 ms.
 */
const WARM_UP_TEXTS = [
  "call “mom” next friday at 9 #family p1 +Work every week",
  "call mom tomorrow at 5pm",
  "„Müll“ rausbringen übermorgen um 15 Uhr jeden Dienstag, 10.12.",
  "pay rent on the 1st of every month, dentist in 2 weeks at 10:30, 3/12 eod",
];
/** The locales whose date orders and languages the warm-up takes: day first, month first, German. */
const WARM_UP_LOCALES = ["en-GB", "en-US", "de-DE"];

/**
 * Builds every date reader there can be and runs the parser through its patterns, so that no request waits for
 * either (each takes a noticeable while): at the server's start.
 */
export function prepareDateReaders(): void {
  const reference = new Date(0);
  for (const read of ["en", ...Object.keys(OTHER_LANGUAGES)] as ReadLanguage[]) {
    for (const dayFirst of [true, false]) readerFor(read, dayFirst);
  }
  for (let round = 0; round < 2; round++) {
    for (const locale of WARM_UP_LOCALES) {
      for (const text of WARM_UP_TEXTS) parseQuickAdd(text, { now: reference, timeZone: "UTC", locale });
    }
  }
}

/** The reader of one language besides English and one order of day and month, built once. */
function readerFor(read: ReadLanguage, dayFirst: boolean): Chrono {
  const key = `${read}/${dayFirst ? "day-month" : "month-day"}`;
  const cached = chronoByReading.get(key);
  if (cached) return cached;
  const english = en.configuration.createCasualConfiguration(dayFirst);
  // Chrono's day-first English reads "jan 14" and "December 19" as January 2014 and December 2019: a day
  // number after a month is a day here, in every locale.
  for (const parser of english.parsers) {
    if ("shouldSkipYearLikeDate" in parser) parser.shouldSkipYearLikeDate = false;
  }
  english.parsers.push(
    NTH_WEEKDAY_OF_MONTH,
    TOMORROW_TYPOS,
    TOMORROW_SCOTS,
    DAY_AFTER_TOMORROW,
    DAY_OF_MONTH,
    END_OF_DAY,
    ARVO,
    DAY_THEN_AM_OR_PM,
    IN_A_FORTNIGHT,
    TWELVE_NOON,
    WEEK_THEN_WEEKDAY,
    END_OF_PERIOD,
    SPOKEN_TIME,
    WORDED_TIME,
    DAY_MONTH_AFTER_THE,
    BY_HOUR,
    TWENTY_FOUR_HOUR,
    OTHER_WEEKDAY_SPELLING,
    ...SECOND_LANGUAGE_PARSERS,
  );
  const other = read === "en" ? undefined : OTHER_LANGUAGES[read].createCasualConfiguration(dayFirst);
  if (read === "de") {
    other?.parsers.push(
      GERMAN_DAY_MONTH,
      GERMAN_DAY_IN_WORDS,
      GERMAN_EARLY,
      DOTTED_UHR,
      SWISS_DAY_PART,
      GERMAN_HOUR_IN_WORDS,
      GERMAN_MORNING_OR_NIGHT,
      WEEK_THEN_WEEKDAY,
      END_OF_PERIOD,
      SPOKEN_TIME,
      NTH_WEEKDAY_OF_MONTH,
      TWENTY_FOUR_HOUR,
      OTHER_WEEKDAY_SPELLING,
    );
  }
  const chrono = new Chrono(
    other
      ? {
          parsers: [...other.parsers, ...english.parsers],
          refiners: [...other.refiners, ...english.refiners].map(sparingTwentyFourHours),
        }
      : { parsers: english.parsers, refiners: english.refiners.map(sparingTwentyFourHours) },
  );
  chronoByReading.set(key, chrono);
  return chrono;
}

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
function timeOf(result: ParsedResult, german = false): TimeOfDay | null {
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

function carriesDate(result: ParsedResult): boolean {
  const { start } = result;
  return start.isCertain("day") || start.isCertain("weekday") || result.tags().has("result/relativeDate");
}

/** "1:1", "3:2": one digit after the colon, which no time is written with. */
const RATIO = /(?<![\d:])\d{1,2}:\d(?![\d:])/;

/** Whether chrono's reading is safe to take, or the words had better stay text. */
function isUnambiguous(result: ParsedResult, text: string, referenceYear: number): boolean {
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

function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}

function masked(text: string, spans: readonly Span[]): string {
  let result = text;
  for (const { start, end } of spans) {
    result = result.slice(0, start) + MASK.repeat(Math.max(0, end - start)) + result.slice(end);
  }
  return result.slice(0, text.length);
}

function titleWithout(text: string, parts: readonly QuickAddPart[]): string {
  const pieces: string[] = [];
  let from = 0;
  for (const { start, end } of [...parts].sort((a, b) => a.start - b.start)) {
    pieces.push(text.slice(from, start));
    from = end;
  }
  pieces.push(text.slice(from));
  return pieces
    .join(" ")
    .replace(/\s+/g, " ")
    .replace(/ ([,.;:!?])/g, "$1")
    .replace(DANGLING_SEPARATORS, "");
}

/**
 * Whether the text says nothing but what the parser recognised in it ("tomorrow p1", "friday at 3"), its title
 * being then the text itself: how a caller tells words that are all date from a task's title.
 */
export function isAllRecognised(text: string, result: Pick<QuickAddResult, "parts">): boolean {
  return text.trim() !== "" && titleWithout(text, result.parts) === "";
}

export function parseQuickAdd(text: string, options: QuickAddOptions): QuickAddResult {
  const { now, timeZone, locale, ignore = [], lists = [], dueDay: dayOtherwise } = options;
  /** Spans no rule may read any more: the dismissed ones and those already recognised. */
  const taken: Span[] = [...ignore];
  const parts: QuickAddPart[] = [];
  const isFree = (span: Span) => !taken.some((other) => overlaps(span, other));
  const claim = (start: number, end: number, kind: QuickAddPartKind) => {
    parts.push({ start, end, kind });
    taken.push({ start, end });
  };

  // Lists first: a quoted name may hold words another rule would take ("+\"Q1 p1 goals\"").
  // Of two lists named alike, the first in the user's order.
  const listsByFold = new Map([...lists].reverse().map((name) => [foldCase(name), name]));
  let list: string | null = null;
  let unknownList: QuickAddResult["unknownList"] = null;
  for (const match of text.matchAll(LIST_PATTERN)) {
    const name = (match[1] ?? match[2] ?? "").trim();
    const span = { start: match.index, end: match.index + match[0].length };
    if (name === "" || DIGITS_ONLY.test(name) || !isFree(span)) continue;
    const known = listsByFold.get(foldCase(name));
    if (known !== undefined && list === null) {
      list = known;
      claim(span.start, span.end, "list");
      continue;
    }
    // Any other list named stays text, but never reads as a date ("+March", "+\"Friday drinks\"").
    taken.push(span);
    if (known === undefined && unknownList === null && name.length <= LIST_NAME_MAX_LENGTH) {
      unknownList = { name, ...span };
    }
  }
  if (list !== null) unknownList = null;

  let priority: TaskPriority = "none";
  for (const match of text.matchAll(PRIORITY_PATTERN)) {
    const span = { start: match.index, end: match.index + match[0].length };
    if (!isFree(span)) continue;
    priority = match[1] ? (PRIORITY_OF_P[match[1]] ?? "none") : (PRIORITY_OF_BANG[match[2] ?? ""] ?? "none");
    claim(span.start, span.end, "priority");
    break; // A second priority stays text.
  }

  const tags: string[] = [];
  for (const match of text.matchAll(TAG_PATTERN)) {
    const name = (match[1] ?? "").toLowerCase();
    const span = { start: match.index, end: match.index + match[0].length };
    if (DIGITS_ONLY.test(name) || name.length > TASK_TAG_MAX_LENGTH || !isFree(span)) continue;
    if (!tags.includes(name)) {
      if (tags.length === TASK_TAGS_MAX) continue;
      tags.push(name);
    }
    claim(span.start, span.end, "tag");
  }

  // Chrono reads the user's wall clock written as UTC, so its days and weekdays are the user's, DST or not.
  const wall = wallClockAt(now, timeZone);
  const reference = new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second));
  const chrono = chronoFor(locale, text);
  const german = readsGerman(locale, text);
  const readDatesOnly = (source: string) =>
    chrono
      .parse(source, { instant: reference, timezone: 0 }, { forwardDate: true })
      .filter((result) => isUnambiguous(result, source, wall.year));
  const readDates = (source: string) => {
    const results = readDatesOnly(source);
    // Chrono reads "evening on the 9th" as this evening; the part of the day is the title's ("parents evening").
    const event = results.find((result) => !carriesDate(result) && EVENT_BEFORE_DATE.test(result.text));
    const word = event && EVENT_BEFORE_DATE.exec(event.text)?.[0];
    if (!event || !word) return results;
    return readDatesOnly(masked(source, [{ start: event.index, end: event.index + word.length }]));
  };
  /** The instant a reading names, at `timeOfDay` on its day (its own time, if it says one). */
  const instantOf = (reading: ParsedResult, timeOfDay: TimeOfDay | null): Date => {
    // "in 3 hours" counts real hours from now, across a DST change too.
    if (reading.tags().has("result/relativeDateAndTime")) {
      return new Date(now.getTime() + (reading.start.date().getTime() - reference.getTime()));
    }
    if (reading.start.isCertain("timezoneOffset")) return reading.start.date(); // "17:00 UTC" says its own zone.
    const at = instantAt({ ...dateOf(reading), ...(timeOfDay ?? {}) }, timeZone);
    if (!timeOfDay || !reading.start.isCertain("hour") || reading.start.get("hour") === timeOfDay.hour) return at;
    // Chrono moved a time it read as past to the next day or week ("at 3" as 03:00, "thursday at 2" on a
    // Thursday morning); read as the afternoon (see `timeOf`), it may still be today. "next thursday at 4" said on
    // a Thursday is next week's, whatever the time.
    const weekBack = SAYS_NEXT_WEEKDAY.test(reading.text) ? 0 : 7;
    const back = carriesDate(reading) ? (reading.start.isCertain("day") ? 0 : weekBack) : 1;
    const earlier = instantAt({ ...dateOf(reading), day: dateOf(reading).day - back, ...timeOfDay }, timeZone);
    return back > 0 && earlier > now ? earlier : at;
  };

  // Reminder phrases before dates: in "call mum tomorrow remind me at 9am" the 9am is the reminder's, not the
  // task's. Their words are taken now; which reminders they make is known once the due date is (below).
  const reminderPhrases: { span: Span; says: Reminder | TimeOfDay }[] = [];
  const readReminder = (rest: string): { length: number; says: Reminder | TimeOfDay } | null => {
    const before = BEFORE_DUE.exec(rest);
    if (before) return { length: before[0].length, says: { minutesBefore: minutesBeforeOf(before) } };
    const atDue = AT_DUE.exec(rest);
    if (atDue) return { length: atDue[0].length, says: { minutesBefore: 0 } };
    const when = readDates(rest)[0];
    if (when?.index !== 0) return null;
    const length = when.text.replace(TRAILING_PUNCTUATION, "").length;
    const time = timeOf(when, german);
    if (!carriesDate(when)) return time && { length, says: time };
    return { length, says: { at: instantOf(when, time ?? REMINDER_TIME_ALONE).toISOString() } };
  };
  const remindMeTo = REMIND_ME_TO.exec(text);
  const remindMeToSpan = remindMeTo && {
    start: remindMeTo[0].length - remindMeTo[0].trimStart().length,
    end: remindMeTo[0].trimEnd().length,
  };
  if (remindMeToSpan && isFree(remindMeToSpan)) taken.push(remindMeToSpan);
  const remindable = masked(text, taken);
  for (const match of remindable.matchAll(REMIND)) {
    const from = match.index + match[0].length;
    const read = readReminder(remindable.slice(from));
    const span = { start: match.index, end: from + (read?.length ?? 0) };
    if (!read || !isFree(span)) continue;
    taken.push(span);
    reminderPhrases.push({ span, says: read.says });
  }

  const recurrence = findRecurrence(masked(text, taken));
  if (recurrence && isFree(recurrence)) claim(recurrence.start, recurrence.end, "recurrence");
  const repeats = recurrence !== null && parts.some((part) => part.kind === "recurrence");

  const results = readDates(masked(text, taken));
  // A repeating task's first date is its first occurrence; another date said with it stays text, unless it gives
  // the rule the day it lacks.
  const anchored = recurrence && repeats ? anchoredRule(recurrence.rrule, results) : null;
  const rrule = anchored?.rrule ?? recurrence?.rrule ?? null;
  const dateResult = repeats ? anchored?.date : results.find(carriesDate);
  const dateTime = dateResult && timeOf(dateResult, german);
  const timeResult = dateTime ? undefined : results.find((result) => !carriesDate(result) && timeOf(result, german));

  const claimWords = (result: ParsedResult, kind: QuickAddPartKind) => {
    let start = result.index;
    // Chrono takes the comma in "friday, report monday" with the weekday; it belongs to the title.
    const read = start + result.text.replace(TRAILING_PUNCTUATION, "").length;
    const after = text.slice(read);
    const saidAfter = ITSELF_AFTER.exec(after) ?? (timeOf(result, german) ? UHR_AFTER.exec(after) : null);
    const end = read + (saidAfter?.[0].length ?? 0);
    const before = text.slice(0, start);
    const article = /^\d/.test(result.text) ? (THE_BEFORE_NUMBER.exec(before)?.[1] ?? "") : "";
    const connector = `${LEADING_CONNECTOR.exec(before.slice(0, before.length - article.length))?.[1] ?? ""}${article}`;
    if (connector && isFree({ start: start - connector.length, end: start })) start -= connector.length;
    claim(start, end, kind);
  };
  if (dateResult) claimWords(dateResult, "date");
  if (timeResult) claimWords(timeResult, "time");
  const time = dateTime ?? (timeResult ? timeOf(timeResult, german) : null);

  let due: Date | null = null;
  let allDay = false;
  if (recurrence && rrule && repeats) {
    const startsOn = anchored?.date ?? (recurrence.startsOn && readDates(recurrence.startsOn.text).find(carriesDate));
    const repeatTime = eveningHour(time, dateResult ?? timeResult, recurrence.time) ?? recurrence.time;
    // From the day it starts: a timed occurrence counts from a millisecond before it, so one at midnight does;
    // an all-day one from its first instant, which is on that day (a millisecond before is on the day before).
    const startOfDay = startsOn ? instantAt(dateOf(startsOn), timeZone).getTime() : null;
    const after = startOfDay === null ? now : new Date(repeatTime === null ? startOfDay : startOfDay - 1);
    due = firstOccurrence(rrule, { after, timeZone, time: repeatTime });
    // A rule that never happens from there ("every 4 years on feb 29" in 2026), or never again, is one no task can
    // have (see `repeatingDue`): its words stay text.
    if (!due || !nextOccurrence(rrule, { due, allDay: true, today: now, timeZone })) {
      return parseQuickAdd(text, { ...options, ignore: [...ignore, { start: recurrence.start, end: recurrence.end }] });
    }
    allDay = repeatTime === null;
  } else {
    const anchor = dateResult ?? timeResult;
    due = anchor ? instantOf(anchor, time) : null;
    allDay = due !== null && time === null;
  }

  // A time of day said alone is on the day the task is due; on an undated task, the next time the clocks show it.
  const dueDay = due ? wallClockAt(due, timeZone) : dayOtherwise;
  const atTimeOfDay = (said: TimeOfDay): Reminder => {
    const day = dueDay ?? wall;
    const at = instantAt({ year: day.year, month: day.month, day: day.day, ...said }, timeZone);
    const next =
      dueDay || at > now ? at : instantAt({ year: day.year, month: day.month, day: day.day + 1, ...said }, timeZone);
    return { at: next.toISOString() };
  };
  if (remindMeToSpan && taken.includes(remindMeToSpan)) {
    if (due && !allDay) reminderPhrases.unshift({ span: remindMeToSpan, says: { minutesBefore: 0 } });
    else parts.push({ ...remindMeToSpan, kind: "reminder" });
  }
  // Within the limits, or the words stay text: no more than TASK_REMINDERS_MAX, none over a week before.
  const reminderKeys = new Set<string>();
  for (const { span, says } of reminderPhrases) {
    const reminder = "hour" in says ? atTimeOfDay(says) : says;
    const key = reminderKey(reminder);
    if ("minutesBefore" in reminder && reminder.minutesBefore > REMINDER_MINUTES_BEFORE_MAX) continue;
    if (!reminderKeys.has(key) && reminderKeys.size === TASK_REMINDERS_MAX) continue;
    reminderKeys.add(key);
    parts.push({ ...span, kind: "reminder", reminder });
  }

  return {
    // A task always has a title: text that is all tags or dates ("p1", "#inbox") is its own.
    title: titleWithout(text, parts) || text.replace(/\s+/g, " ").trim(),
    dueAt: due?.toISOString() ?? null,
    allDay,
    priority,
    tags,
    reminders: sortReminders(parts.flatMap((part) => (part.reminder ? [part.reminder] : []))),
    recurrence: repeats ? rrule : null,
    list,
    unknownList,
    parts: parts.sort((a, b) => a.start - b.start),
  };
}

function dateOf(result: ParsedResult): CalendarDay {
  const { start } = result;
  return { year: start.get("year") ?? 0, month: start.get("month") ?? 1, day: start.get("day") ?? 1 };
}

/** Chrono's weekday numbers, 0 = Sunday, as RRULE weekdays. */
const WEEKDAY_OF_CHRONO = [WEEKDAYS[6], ...WEEKDAYS.slice(0, 6)];

/**
 * A rule that names no day of its own, and the first date said with it that gives one: "Mom birthday Dec 19
 * every year" is yearly on 19 December, "rent on the 1st every month" monthly on the 1st, "friday every week"
 * weekly on Fridays. The date is also where the series starts.
 */
function anchoredRule(rrule: string, results: readonly ParsedResult[]): { rrule: string; date: ParsedResult } | null {
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
