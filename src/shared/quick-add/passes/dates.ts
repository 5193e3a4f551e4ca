import type { ParsedResult } from "chrono-node/en";
import type { QuickAddPartKind } from "../../schemas/quick-add";
import type { Claims, Span } from "../claims";
import type { DateReader } from "../date-reader";
import { carriesDate, lengthRead } from "../date-readings";
import type { RecurrenceMatch } from "../recurrence";
import { anchoredRule, firstDueOf } from "./repeating";

/** "today itself", "by monday itself": Indian English "itself" after a day says that very day, no word of the title. */
const ITSELF_AFTER = /^\s+itself(?=[\s.,!]|$)/i;
/** "um 9.30 Uhr": the reader of dates stops before the "Uhr" after a time with a dot; it is the time's, no title's. */
const UHR_AFTER = /^\s*uhr(?![\p{L}\p{N}])/iu;
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

/** When the task is due, and the rule it repeats by. */
export interface When {
  due: Date | null;
  allDay: boolean;
  rrule: string | null;
}

/**
 * The date and the time of day said, read from what is still free; for a repeating task its first occurrence, or,
 * when the rule never happens from there or never again, the rule's words.
 */
export function claimDates(
  text: string,
  claims: Claims,
  dates: DateReader,
  recurrence: RecurrenceMatch | null,
): When | { unrepeatable: Span } {
  const results = dates.readDates(claims.unclaimed(text));
  // A repeating task's first date is its first occurrence; another date said with it stays text, unless it gives
  // the rule the day it lacks.
  const anchored = recurrence ? anchoredRule(recurrence.rrule, results) : null;
  const dateResult = recurrence ? anchored?.date : results.find(carriesDate);
  const dateTime = dateResult && dates.timeOf(dateResult);
  const timeResult = dateTime ? undefined : results.find((result) => !carriesDate(result) && dates.timeOf(result));
  if (dateResult) claimWords(text, claims, dates, dateResult, "date");
  if (timeResult) claimWords(text, claims, dates, timeResult, "time");
  const time = dateTime ?? (timeResult ? dates.timeOf(timeResult) : null);

  if (recurrence) {
    const rrule = anchored?.rrule ?? recurrence.rrule;
    const first = firstDueOf(recurrence, rrule, { date: dateResult, time, said: dateResult ?? timeResult }, dates);
    return first ? { ...first, rrule } : { unrepeatable: { start: recurrence.start, end: recurrence.end } };
  }
  const anchor = dateResult ?? timeResult;
  const due = anchor ? dates.instantOf(anchor, time) : null;
  return { due, allDay: due !== null && time === null, rrule: null };
}

/** Claims the words of a reading with the words said around it that are its own. */
function claimWords(text: string, claims: Claims, dates: DateReader, result: ParsedResult, kind: QuickAddPartKind) {
  let start = result.index;
  // Chrono takes the comma in "friday, report monday" with the weekday; it belongs to the title.
  const read = start + lengthRead(result);
  const after = text.slice(read);
  const saidAfter = ITSELF_AFTER.exec(after) ?? (dates.timeOf(result) ? UHR_AFTER.exec(after) : null);
  const end = read + (saidAfter?.[0].length ?? 0);
  const before = text.slice(0, start);
  const article = /^\d/.test(result.text) ? (THE_BEFORE_NUMBER.exec(before)?.[1] ?? "") : "";
  const connector = `${LEADING_CONNECTOR.exec(before.slice(0, before.length - article.length))?.[1] ?? ""}${article}`;
  if (connector && claims.isFree({ start: start - connector.length, end: start })) start -= connector.length;
  claims.claim({ start, end }, kind);
}
