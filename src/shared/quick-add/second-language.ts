import type { Meridiem, Parser, ParsingComponents } from "chrono-node/en";
import * as en from "chrono-node/en";
import { NOON_HOUR } from "../time/zoned-time";
import { afterNoon, beforeNoon } from "./clock-hours";
import type { ParsingContext } from "./date-parser-support";

/**
 * Dates and times as a Spanish speaker says them in English, word for word from Spanish: "at the 5 of the
 * afternoon" (a las 5 de la tarde), "in the morning of tomorrow" (mañana por la mañana), "the afternoon of Friday"
 * (el viernes por la tarde), "for the Friday" (para el viernes). Chrono reads none of them whole, so the words would
 * stay in the title and the wrong day or hour be taken.
 */

const PART_OF_DAY = "morning|afternoon|evening|night";
const WEEKDAY = "(?:mon|tues|wednes|thurs|fri|satur|sun)day";

/** The 24-hour clock's hour of `hour` said with a part of the day ("the 5 of the afternoon" is 17:00). */
function hourOf(hour: number, part: string): { hour: number; meridiem: Meridiem } {
  const later = part === "afternoon" || part === "evening" || (part === "night" && hour >= 6 && hour !== NOON_HOUR);
  return later ? afterNoon(hour) : beforeNoon(hour);
}

/** "at the 5 of the afternoon", "the 9 of the morning", "at 8:30 of the evening": the hour with its part of the day. */
const HOUR_OF_PART_OF_DAY: Parser = {
  pattern: () =>
    new RegExp(
      String.raw`(?<![\p{L}\p{N}])(?:at\s+the|at|the)\s+(1[0-2]|0?[1-9])(?:[:.]([0-5]\d))?\s+(?:o'?clock\s+)?(?:of|in)\s+the\s+(${PART_OF_DAY})(?![\p{L}\p{N}])`,
      "iu",
    ),
  extract: (context, match) =>
    context.createParsingComponents({
      ...hourOf(Number(match[1]), (match[3] ?? "").toLowerCase()),
      minute: Number(match[2] ?? 0),
    }),
};

/** What chrono reads in `said` (English), as the components of a date: a day said the usual way. */
function readAsUsual(context: ParsingContext, said: string): ParsingComponents | null {
  const [reading] = en.casual.parse(said, context.reference, context.option);
  return (reading?.start as ParsingComponents | undefined) ?? null;
}

/**
 * "in the morning of tomorrow", "the afternoon of Friday", "on the evening of next monday": read as "tomorrow
 * morning", "Friday afternoon" are, at the hour that part of the day means.
 */
const PART_OF_DAY_OF: Parser = {
  pattern: () =>
    new RegExp(
      String.raw`(?<![\p{L}\p{N}])(?:(?:in|on)\s+)?the\s+(${PART_OF_DAY})\s+of\s+(?:the\s+)?(today|tomorrow|(?:(?:this|next)\s+)?${WEEKDAY})(?![\p{L}\p{N}])`,
      "iu",
    ),
  extract: (context, match) => readAsUsual(context, `${match[2] ?? ""} ${match[1] ?? ""}`),
};

/**
 * "for the Friday": the coming Friday, the article with it, at the end or before a time or a mark ("for the friday
 * meeting" keeps its words as chrono reads them).
 */
const FOR_THE_WEEKDAY: Parser = {
  pattern: () =>
    new RegExp(
      String.raw`(?<![\p{L}\p{N}])for\s+the\s+(${WEEKDAY})(?=\s*$|\s*[,;.!?]|\s+(?:at|in|the|[#+!]|p[1-4])(?![\p{L}\p{N}]))`,
      "iu",
    ),
  extract: (context, match) => readAsUsual(context, match[1] ?? ""),
};

/** The readers of a Spanish speaker's English dates, for the English reader's parsers. */
export const SECOND_LANGUAGE_PARSERS: Parser[] = [HOUR_OF_PART_OF_DAY, PART_OF_DAY_OF, FOR_THE_WEEKDAY];
