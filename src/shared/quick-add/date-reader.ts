import * as de from "chrono-node/de";
import * as en from "chrono-node/en";
import { Chrono, type ParsedResult } from "chrono-node/en";
import { QUICK_ADD_LOCALES_REMEMBERED_MAX } from "../limits";
import { instantAt, type TimeOfDay, type WallClock, wallClockAt } from "../time/zoned-time";
import { masked } from "./claims";
import {
  ARVO,
  BY_HOUR,
  DAY_AFTER_TOMORROW,
  DAY_MONTH_AFTER_THE,
  DAY_OF_MONTH,
  DAY_THEN_AM_OR_PM,
  END_OF_DAY,
  END_OF_PERIOD,
  IN_A_FORTNIGHT,
  NTH_WEEKDAY_OF_MONTH,
  OTHER_WEEKDAY_SPELLING,
  SPOKEN_TIME,
  TOMORROW_SCOTS,
  TOMORROW_TYPOS,
  TWELVE_NOON,
  WEEK_THEN_WEEKDAY,
  WORDED_TIME,
} from "./date-parsers";
import { carriesDate, dateOf, isUnambiguous, timeOf } from "./date-readings";
import {
  GERMAN_DAY_IN_WORDS,
  GERMAN_DAY_MONTH,
  GERMAN_EARLY,
  GERMAN_HOUR_IN_WORDS,
  GERMAN_MORNING_OR_NIGHT,
} from "./german-date-parsers";
import { DOTTED_UHR, SWISS_DAY_PART } from "./german-times";
import { languageOf } from "./language-of";
import { SECOND_LANGUAGE_PARSERS } from "./second-language";
import { sparingTwentyFourHours, TWENTY_FOUR_HOUR } from "./twenty-four-hour";

/** Chrono set up for quick add, one reader for each language and order of day and month, and how one text is read. */

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

/** Builds every date reader there can be, so that no request waits for one (each takes a noticeable while). */
export function buildEveryDateReader(): void {
  for (const read of ["en", ...Object.keys(OTHER_LANGUAGES)] as ReadLanguage[]) {
    for (const dayFirst of [true, false]) readerFor(read, dayFirst);
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
 * "parents evening on the 9th", "games night on friday": a part of the day said before a date names the event,
 * its date still to be read.
 */
const EVENT_BEFORE_DATE = /^(?:morning|afternoon|arvo|evening|night)(?=\s+(?:on|this|next)\s)/i;
/** "next thursday", "nächsten Donnerstag": a weekday of the week to come, never today's. */
const SAYS_NEXT_WEEKDAY = /^(?:next|nächste[nrs]?)\s/iu;

/** The dates of one quick add, read as its locale and its words say, counted from its `now` on the user's clocks. */
export interface DateReader {
  readonly now: Date;
  readonly timeZone: string;
  /** The user's wall clock at `now`. */
  readonly wall: WallClock;
  /** The readings of `source` safe to take, in order. */
  readDates(source: string): ParsedResult[];
  /** The time of day a reading names, on the clock of the language the text is read in. */
  timeOf(reading: ParsedResult): TimeOfDay | null;
  /** The instant a reading names, at `timeOfDay` on its day (its own time, if it says one). */
  instantOf(reading: ParsedResult, timeOfDay: TimeOfDay | null): Date;
}

export function dateReaderFor(
  text: string,
  { now, timeZone, locale }: { now: Date; timeZone: string; locale: string },
): DateReader {
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
  return { now, timeZone, wall, readDates, timeOf: (reading) => timeOf(reading, german), instantOf };
}
