import type { Chrono, Parser } from "chrono-node/en";
import { meridiemOf } from "./clock-hours";
import { WEEKDAY_WORDS, weekdaySpellings } from "./weekday-words";

/**
 * "at 1630", "tmrw b4 1500", "mon 0800", "every sat 1900": the 24-hour clock written without a colon, as nurses,
 * soldiers and much of Europe write it, four digits from 0000 to 2359 ("hrs" or "Uhr" may follow). Four digits are
 * often something else (a year, an amount, a house number), so they are read as a time only where a time is said:
 * after "at", "um" or "@", after a deadline word ("by", "before", "b4", "bis"; not a year to come there: "retire by
 * 2030"), after a day ("mon", "tomorrow") or a rule already read, or said alone ("1030", the time a task is moved to).
 */
export const TWENTY_FOUR_HOUR: Parser = {
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
export function sparingTwentyFourHours(refiner: Refiner): Refiner {
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
