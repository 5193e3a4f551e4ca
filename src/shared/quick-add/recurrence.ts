import { RECURRENCE_INTERVAL_MAX } from "../limits";
import { formatRule, type RecurrenceRule, WEEKDAYS, type Weekday } from "../recurrence/rule";
import type { TimeOfDay } from "../time/zoned-time";
import { NUMBER_WORDS } from "./number-words";
import { WEEKDAY_WORDS } from "./weekday-words";

/**
 * Recurrence in plain language ("every other Tuesday", "ev 3 months starting dec 3") to an RFC 5545 RRULE
 * (docs/decisions/009-recurrence.md); the rule itself and its occurrences are `src/shared/recurrence/`'s.
 * Pure: the browser loads it with the quick-add parser.
 */

export interface RecurrenceMatch {
  /** The phrase's span in the text, "starting <date>" included. */
  start: number;
  end: number;
  rrule: string;
  /** A time the words imply ("every morning" → 09:00), or null. */
  time: TimeOfDay | null;
  /** The date of a "starting <date>" phrase, for the date parser to resolve. */
  startsOn: { start: number; end: number; text: string } | null;
}

// ——— The grammar ———

export const MONTH_WORDS: Record<string, number> = {
  january: 1,
  jan: 1,
  february: 2,
  feb: 2,
  march: 3,
  mar: 3,
  april: 4,
  apr: 4,
  may: 5,
  june: 6,
  jun: 6,
  july: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sept: 9,
  sep: 9,
  october: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
};
/** "every other week", German "jeden zweiten Tag": a count said as an ordinal. */
const COUNT_ORDINALS: Record<string, number> = {
  other: 2,
  zweite: 2,
  zweiten: 2,
  zweites: 2,
  dritte: 3,
  dritten: 3,
  drittes: 3,
  vierte: 4,
  vierten: 4,
  viertes: 4,
};
export const ORDINAL_WORDS: Record<string, number> = {
  first: 1,
  "1st": 1,
  second: 2,
  "2nd": 2,
  third: 3,
  "3rd": 3,
  fourth: 4,
  "4th": 4,
  fifth: 5,
  "5th": 5,
  last: -1,
};
/** German ordinals of a month's day, said in words ("jeden ersten des Monats", "am dritten Dezember"). */
export const GERMAN_MONTH_DAYS: Record<string, number> = {
  ersten: 1,
  zweiten: 2,
  dritten: 3,
  vierten: 4,
  fünften: 5,
  sechsten: 6,
  siebten: 7,
  achten: 8,
  neunten: 9,
  zehnten: 10,
  elften: 11,
  zwölften: 12,
  dreizehnten: 13,
  vierzehnten: 14,
  fünfzehnten: 15,
  sechzehnten: 16,
  siebzehnten: 17,
  achtzehnten: 18,
  neunzehnten: 19,
  zwanzigsten: 20,
  einundzwanzigsten: 21,
  zweiundzwanzigsten: 22,
  dreiundzwanzigsten: 23,
  vierundzwanzigsten: 24,
  fünfundzwanzigsten: 25,
  sechsundzwanzigsten: 26,
  siebenundzwanzigsten: 27,
  achtundzwanzigsten: 28,
  neunundzwanzigsten: 29,
  dreißigsten: 30,
  einunddreißigsten: 31,
};
/** Parts of the day that imply a time, as Todoist reads them. */
const DAY_PARTS: Record<string, TimeOfDay> = {
  morning: { hour: 9, minute: 0 },
  afternoon: { hour: 12, minute: 0 },
  evening: { hour: 19, minute: 0 },
  night: { hour: 22, minute: 0 },
  // German: "jeden Morgen", "jeden Abend".
  morgen: { hour: 9, minute: 0 },
  nachmittag: { hour: 15, minute: 0 },
  abend: { hour: 19, minute: 0 },
  nacht: { hour: 22, minute: 0 },
};
/** The units a rule counts in, English and German, singular and plural. */
const UNIT_WORDS: Record<string, RecurrenceRule["freq"]> = {
  day: "DAILY",
  days: "DAILY",
  tag: "DAILY",
  tage: "DAILY",
  week: "WEEKLY",
  weeks: "WEEKLY",
  woche: "WEEKLY",
  wochen: "WEEKLY",
  month: "MONTHLY",
  months: "MONTHLY",
  monat: "MONTHLY",
  monate: "MONTHLY",
  year: "YEARLY",
  years: "YEARLY",
  jahr: "YEARLY",
  jahre: "YEARLY",
};

/** Longest words first, so "tuesday" wins over "tue". */
const alternation = (words: object) =>
  Object.keys(words)
    .sort((a, b) => b.length - a.length)
    .join("|");
const WD = `(?:${alternation(WEEKDAY_WORDS)})`;
/** Between weekdays: a comma, "and", "&", "/", a space; texting's "n" ("every tuesday n thursday"). */
const WD_SEPARATOR = "(?:\\s*,\\s*(?:and\\s+|und\\s+)?|\\s+(?:and|und|n)\\s+|\\s*[&/]\\s*|\\s+)";
const WD_LIST = `${WD}(?:${WD_SEPARATOR}${WD})*`;
const MONTH = `(?:${alternation(MONTH_WORDS)})\\.?`;
const NUMBER = `(?:\\d{1,3}|${alternation(NUMBER_WORDS)})`;
const ORDINAL = `(?:${alternation(ORDINAL_WORDS)})`;
const COUNT = `(?:${NUMBER}|${alternation(COUNT_ORDINALS)})`;
const UNIT = `(?:${alternation(UNIT_WORDS)})`;
/** A day of the month with its ordinal suffix ("5th"); `DAY_NUMBER` also without ("5"). */
const DAY_ORDINAL = "(?:[12]\\d|3[01]|0?[1-9])(?:st|nd|rd|th)";
const DAY_NUMBER = "(?:[12]\\d|3[01]|0?[1-9])(?:st|nd|rd|th)?";
const OF_MONTH = "(?:\\s+of\\s+(?:the|each|every)\\s+month)?";
const DAY_PART = `(?:${alternation(DAY_PARTS)})`;
/** Where a word ends: the next character is no letter or digit. */
const WORD_END = "(?![\\p{L}\\p{N}])";
/** A date in a year: "june 12", "12 june", "12th of june", "the 12th of june". */
const DATE_IN_YEAR = `(?:${MONTH}\\s+${DAY_NUMBER}|(?:the\\s+)?${DAY_NUMBER}\\s+(?:of\\s+)?${MONTH})`;
/** What may follow "starting": the date parser resolves it; this only finds where it ends. */
const START_DATE = [
  "today",
  "tonight",
  "tomorrow",
  "tmrw",
  "tomorow",
  `(?:next|this)\\s+(?:week|month|year|${WD})`,
  `(?:in\\s+)?${NUMBER}\\s+(?:days?|weeks?|months?)(?:\\s+from\\s+now)?`,
  `${MONTH}\\s+${DAY_NUMBER}(?:,?\\s+\\d{4})?`,
  `(?:the\\s+)?${DAY_NUMBER}\\s+(?:of\\s+)?${MONTH}(?:,?\\s+\\d{4})?`,
  `${MONTH}(?:\\s+\\d{4})?`,
  `(?:the\\s+)?${DAY_ORDINAL}`,
  "\\d{4}-\\d{2}-\\d{2}",
  "\\d{1,2}[/.]\\d{1,2}(?:[/.]\\d{2,4})?",
  WD,
]
  .map((alternative) => `(?:${alternative})`)
  .join("|");

const newRule = (freq: RecurrenceRule["freq"], interval = 1): RecurrenceRule => ({
  freq,
  interval,
  byDay: [],
  byMonthDay: [],
  byMonth: [],
});

const STANDALONE: Record<string, RecurrenceRule> = {
  daily: newRule("DAILY"),
  weekly: newRule("WEEKLY"),
  fortnightly: newRule("WEEKLY", 2),
  monthly: newRule("MONTHLY"),
  yearly: newRule("YEARLY"),
  annually: newRule("YEARLY"),
  täglich: newRule("DAILY"),
  wöchentlich: newRule("WEEKLY"),
  zweiwöchentlich: newRule("WEEKLY", 2),
  monatlich: newRule("MONTHLY"),
  jährlich: newRule("YEARLY"),
  werktags: { ...newRule("WEEKLY"), byDay: WEEKDAYS.slice(0, 5).map((weekday) => ({ weekday, ordinal: null })) },
};

const sticky = (source: string) => new RegExp(`${source}${WORD_END}`, "iuy");
const PATTERNS = {
  trigger: new RegExp(
    [
      "(?<![\\p{L}\\p{N}])(?:",
      "(?:every|each|ev|jeden|jede|jedes|alle)\\s+",
      `|(?<word>${alternation(STANDALONE)})${WORD_END}`,
      // "on the 1st of every month", German "am 1. jedes Monats".
      `|(?:on\\s+)?(?:the\\s+)?(?<dayOf>${DAY_ORDINAL})\\s+of\\s+(?:every|each)\\s+month${WORD_END}`,
      // "on the last day of every month", German "am letzten Tag jedes Monats".
      `|(?:on\\s+)?(?:the\\s+)?(?<lastOf>last\\s+day)\\s+of\\s+(?:every|each)\\s+month${WORD_END}`,
      `|(?:am\\s+)?(?<lastOfGerman>letzten\\s+(?:Tag\\s+)?)(?:jedes|jeden)\\s+Monats?${WORD_END}`,
      `|(?:am\\s+)?(?<tagDes>[12]\\d|3[01]|0?[1-9])\\.\\s+(?:jedes|jeden)\\s+Monats?${WORD_END}`,
      // Two or more weekdays said together are a week's routine: "gym mon wed fri".
      `|(?<routine>${WD}(?:${WD_SEPARATOR}${WD})+)${WORD_END}`,
      ")",
    ].join(""),
    "giu",
  ),
  dayPart: sticky(`(?<part>${DAY_PART})`),
  weekdayWord: sticky("(?<kind>weekdays?|weekends?|werktage?|wochenenden?)"),
  unit: sticky(`(?:(?<count>${COUNT})\\s+)?(?<unit>${UNIT})`),
  fortnight: sticky("fortnight"),
  // "every other friday", German "jeden zweiten Freitag".
  weekdays: sticky(`(?<other>(?:other|zweiten)\\s+)?(?<days>${WD_LIST})`),
  nthWeekday: sticky(`(?<ordinal>${ORDINAL})\\s+(?<day>${WD})${OF_MONTH}`),
  lastDay: sticky(`(?:the\\s+)?last\\s+day${OF_MONTH}`),
  // German "jeden 15. des Monats", "jeden ersten des Monats": the day by its number and dot, or its word.
  germanMonthDay: sticky(
    `(?:(?<dayDot>[12]\\d|3[01]|0?[1-9])\\.|(?<dayWord>${alternation(GERMAN_MONTH_DAYS)}))\\s+(?:des|eines|im)\\s+Monats?${WORD_END}`,
  ),
  monthDay: sticky(`(?:the\\s+)?(?<day>${DAY_ORDINAL})${OF_MONTH}`),
  dateInYear: sticky(DATE_IN_YEAR),
  // "every 2 weeks on friday", German "alle zwei Wochen am Freitag" or "… freitags".
  onWeekdays: sticky(`\\s+(?:(?:on|am|an)\\s+(?<days>${WD_LIST})|(?<adverbs>${WD}s(?:${WD_SEPARATOR}${WD}s)*))`),
  // German "jeden Monat am 1.": the day's number and its dot, no month after it ("am 1.12." is a date).
  onMonthDay: sticky(
    `\\s+(?:on\\s+the\\s+(?:(?<last>last\\s+day)|(?<ordinal>${ORDINAL})\\s+(?<weekday>${WD})|(?<day>${DAY_NUMBER}))|am\\s+(?<dayAm>[12]\\d|3[01]|0?[1-9])\\.(?!\\d))`,
  ),
  onDateInYear: sticky(`\\s+on\\s+(?<date>${DATE_IN_YEAR})`),
  trailingDayPart: sticky(`\\s+(?:in\\s+the\\s+)?(?<part>${DAY_PART})`),
  startsOn: sticky(`\\s*,?\\s+(?:(?:starting|starts|beginning)(?:\\s+(?:on|from))?|from)\\s+(?<date>${START_DATE})`),
};

interface Phrase {
  end: number;
  rule: RecurrenceRule;
  time: TimeOfDay | null;
}

function at(pattern: RegExp, text: string, index: number): RegExpExecArray | null {
  pattern.lastIndex = index;
  return pattern.exec(text);
}

function weekdaysIn(list: string): Weekday[] {
  const days = list.toLowerCase().match(new RegExp(WD, "gu")) ?? [];
  return [...new Set(days.map((day) => WEEKDAY_WORDS[day] as Weekday))].sort(
    (a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b),
  );
}

const dayNumber = (text: string) => Number.parseInt(text, 10);

/** "june 12" / "12th of june" → month and day, or null for a date no year has (June 31). */
function monthAndDay(text: string): { month: number; day: number } | null {
  const lower = text.toLowerCase();
  const monthWord = lower.match(new RegExp(alternation(MONTH_WORDS), "u"))?.[0];
  const day = lower.match(/\d+/)?.[0];
  const month = monthWord ? MONTH_WORDS[monthWord] : undefined;
  if (!month || !day) return null;
  const longest = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return dayNumber(day) <= longest ? { month, day: dayNumber(day) } : null;
}

function countOf(word: string): number {
  const lower = word.toLowerCase();
  return COUNT_ORDINALS[lower] ?? NUMBER_WORDS[lower] ?? dayNumber(word);
}

/** Extends a weekly/monthly/yearly rule with its "on …" tail, when one follows. */
function withTail(text: string, phrase: Phrase): Phrase {
  const { rule } = phrase;
  if (rule.freq === "WEEKLY" && !rule.byDay.length) {
    const match = at(PATTERNS.onWeekdays, text, phrase.end);
    const days = match?.groups?.days ?? match?.groups?.adverbs;
    if (match && days) {
      const byDay = weekdaysIn(days).map((weekday) => ({ weekday, ordinal: null }));
      return { ...phrase, end: phrase.end + match[0].length, rule: { ...rule, byDay } };
    }
  }
  if (rule.freq === "MONTHLY" && !rule.byDay.length && !rule.byMonthDay.length) {
    const match = at(PATTERNS.onMonthDay, text, phrase.end);
    const groups = match?.groups;
    if (match && groups) {
      const end = phrase.end + match[0].length;
      if (groups.last) return { ...phrase, end, rule: { ...rule, byMonthDay: [-1] } };
      if (groups.ordinal && groups.weekday) {
        const byDay = [
          {
            weekday: WEEKDAY_WORDS[groups.weekday.toLowerCase()] as Weekday,
            ordinal: ORDINAL_WORDS[groups.ordinal.toLowerCase()] ?? 1,
          },
        ];
        return { ...phrase, end, rule: { ...rule, byDay } };
      }
      const day = groups.day ?? groups.dayAm;
      if (day) return { ...phrase, end, rule: { ...rule, byMonthDay: [dayNumber(day)] } };
    }
  }
  if (rule.freq === "YEARLY" && !rule.byMonth.length) {
    const match = at(PATTERNS.onDateInYear, text, phrase.end);
    const date = match?.groups?.date ? monthAndDay(match.groups.date) : null;
    if (match && date) {
      return {
        ...phrase,
        end: phrase.end + match[0].length,
        rule: { ...rule, byMonth: [date.month], byMonthDay: [date.day] },
      };
    }
  }
  return phrase;
}

/** "… morning" after a daily or weekday rule: the time it implies. */
function withDayPart(text: string, phrase: Phrase): Phrase {
  if (phrase.time || (phrase.rule.freq !== "DAILY" && phrase.rule.freq !== "WEEKLY")) return phrase;
  const match = at(PATTERNS.trailingDayPart, text, phrase.end);
  const part = match?.groups?.part;
  if (!match || !part) return phrase;
  return { ...phrase, end: phrase.end + match[0].length, time: DAY_PARTS[part.toLowerCase()] ?? null };
}

/** Every reading of what follows "every"; the longest wins. */
function phrasesAfterEvery(text: string, index: number): Phrase[] {
  const phrases: Phrase[] = [];
  const add = (
    match: RegExpExecArray | null,
    build: (groups: Record<string, string | undefined>) => RecurrenceRule | null,
    time: TimeOfDay | null = null,
  ) => {
    if (!match) return;
    const rule = build(match.groups ?? {});
    if (rule) phrases.push({ end: index + match[0].length, rule, time });
  };

  const dayPart = at(PATTERNS.dayPart, text, index);
  add(dayPart, () => newRule("DAILY"), DAY_PARTS[dayPart?.groups?.part?.toLowerCase() ?? ""] ?? null);
  add(at(PATTERNS.weekdayWord, text, index), ({ kind }) => ({
    ...newRule("WEEKLY"),
    byDay: (/^w(?:eekday|erktag)/i.test(kind ?? "") ? WEEKDAYS.slice(0, 5) : WEEKDAYS.slice(5)).map((weekday) => ({
      weekday,
      ordinal: null,
    })),
  }));
  add(at(PATTERNS.unit, text, index), ({ count, unit }) => {
    const interval = count ? countOf(count) : 1;
    if (interval < 1 || interval > RECURRENCE_INTERVAL_MAX) return null;
    const freq = UNIT_WORDS[unit?.toLowerCase() ?? ""];
    return freq ? newRule(freq, interval) : null;
  });
  add(at(PATTERNS.fortnight, text, index), () => newRule("WEEKLY", 2));
  add(at(PATTERNS.weekdays, text, index), ({ other, days }) => ({
    ...newRule("WEEKLY", other ? 2 : 1),
    byDay: weekdaysIn(days ?? "").map((weekday) => ({ weekday, ordinal: null })),
  }));
  add(at(PATTERNS.nthWeekday, text, index), ({ ordinal, day }) => ({
    ...newRule("MONTHLY"),
    byDay: [
      {
        weekday: WEEKDAY_WORDS[day?.toLowerCase() ?? ""] as Weekday,
        ordinal: ORDINAL_WORDS[ordinal?.toLowerCase() ?? ""] ?? 1,
      },
    ],
  }));
  add(at(PATTERNS.lastDay, text, index), () => ({ ...newRule("MONTHLY"), byMonthDay: [-1] }));
  add(at(PATTERNS.monthDay, text, index), ({ day }) => ({ ...newRule("MONTHLY"), byMonthDay: [dayNumber(day ?? "")] }));
  add(at(PATTERNS.germanMonthDay, text, index), ({ dayDot, dayWord }) => ({
    ...newRule("MONTHLY"),
    byMonthDay: [dayDot ? dayNumber(dayDot) : (GERMAN_MONTH_DAYS[dayWord?.toLowerCase() ?? ""] ?? 1)],
  }));
  const dateInYear = at(PATTERNS.dateInYear, text, index);
  add(dateInYear, () => {
    const date = monthAndDay(dateInYear?.[0] ?? "");
    return date && { ...newRule("YEARLY"), byMonth: [date.month], byMonthDay: [date.day] };
  });
  return phrases;
}

/** The phrases a trigger starts: the one a standalone word or a whole-phrase trigger says, or those after "every". */
function phrasesAt(text: string, trigger: RegExpExecArray): Phrase[] {
  const end = trigger.index + trigger[0].length;
  const { word, dayOf, tagDes, routine, lastOf, lastOfGerman } = trigger.groups ?? {};
  const standalone = word ? STANDALONE[word.toLowerCase()] : undefined;
  if (standalone) return [{ end, rule: standalone, time: null }];
  if (lastOf || lastOfGerman) return [{ end, rule: { ...newRule("MONTHLY"), byMonthDay: [-1] }, time: null }];
  const day = dayOf ?? tagDes;
  if (day) return [{ end, rule: { ...newRule("MONTHLY"), byMonthDay: [dayNumber(day)] }, time: null }];
  if (routine) {
    const byDay = weekdaysIn(routine).map((weekday) => ({ weekday, ordinal: null }));
    return [{ end, rule: { ...newRule("WEEKLY"), byDay }, time: null }];
  }
  return phrasesAfterEvery(text, end);
}

/**
 * The recurrence phrase in `text`: "every day/weekday/week/month/year", "every monday", "every tue and thu",
 * "every 2 weeks", "every other week", "every first monday of the month", "every month on the 5th", "every last
 * day of the month", "every year on june 12", "every morning" (09:00), "ev" for every, "daily" … "yearly", "on
 * the 1st of every month", "mon wed fri", and in German "jeden Dienstag", "alle zwei Wochen", "jeden zweiten
 * Tag", "täglich" … "jährlich", "werktags", "am 1. jedes Monats", each optionally followed by "starting <date>".
 * The first phrase said with a trigger ("every", "jeden") wins over a standalone word, which may be part of the
 * title ("weekly report every friday"); failing one, the first standalone word. Anything else, "every" alone
 * included, is no recurrence.
 */
export function findRecurrence(text: string): RecurrenceMatch | null {
  let fallback: RecurrenceMatch | null = null;
  for (const trigger of text.matchAll(PATTERNS.trigger)) {
    const longest = phrasesAt(text, trigger)
      .map((phrase) => withDayPart(text, withTail(text, phrase)))
      .reduce<Phrase | null>((best, phrase) => (!best || phrase.end > best.end ? phrase : best), null);
    if (!longest) continue;
    const starting = at(PATTERNS.startsOn, text, longest.end);
    const date = starting?.groups?.date;
    const end = starting ? longest.end + starting[0].length : longest.end;
    const match = {
      start: trigger.index,
      end,
      rrule: formatRule(longest.rule),
      time: longest.time,
      startsOn: starting && date ? { start: end - date.length, end, text: date } : null,
    };
    if (!trigger.groups?.word) return match;
    fallback ??= match;
  }
  return fallback;
}
