import type { Parser } from "chrono-node/en";
import { meridiemOf } from "./clock-hours";

/**
 * German times chrono's German reader misses, read for the German reader of quick add (and so the assistant's
 * moves), beside the other German parsers of german-date-parsers.ts.
 */

/**
 * "9.45 Uhr", "14.30 Uhr" with no "um" before it: German writes the minutes after a dot, on the 24-hour clock, and
 * the "Uhr" after them says it is a time ("4.12." without it stays a date). Chrono reads it only after "um".
 */
export const DOTTED_UHR: Parser = {
  pattern: () => /(?<![\p{L}\p{N}.:,/-])([01]?\d|2[0-3])\.([0-5]\d)\s*uhr(?![\p{L}\p{N}])/iu,
  extract: (context, match) => {
    const hour = Number(match[1]);
    return context.createParsingComponents({
      hour,
      minute: Number(match[2]),
      meridiem: meridiemOf(hour),
    });
  },
};

/** The evening's hour, as "evening" is read (date-parser-support.ts, TIME_OF_DAY): "z'Abig", "Znacht". */
const EVENING = 19;

/** The Swiss (and Alemannic) meals that name a time of day, at the hour each is eaten. */
const SWISS_MEAL_HOURS: Readonly<Record<string, number>> = {
  znüni: 9,
  znueni: 9,
  zmittag: 12,
  zvieri: 16,
  znacht: EVENING,
};

/**
 * "am Zmittag", "zum Znüni", "bim Zvieri": a meal said after a preposition is its time of day, no word of the title
 * ("Znüni für die Sitzung organisieren" is a task about the snack). "z'Abig" (Swiss "am Abend") carries its "z" as
 * its preposition: the evening, at the hour the evening is read elsewhere (19:00).
 */
export const SWISS_DAY_PART: Parser = {
  pattern: () =>
    new RegExp(
      String.raw`(?<![\p{L}\p{N}])(?:(?:am|zum|zu|bim|beim|um|übern?|über\s+de[nm]|über\s+s|ums)\s+(${Object.keys(SWISS_MEAL_HOURS).join("|")})|z['’]?abig)(?![\p{L}\p{N}])`,
      "iu",
    ),
  extract: (context, match) => {
    const hour = SWISS_MEAL_HOURS[(match[1] ?? "znacht").toLowerCase()] ?? EVENING;
    return context.createParsingComponents({ hour, minute: 0, meridiem: meridiemOf(hour) });
  },
};
