import type { QuickAddResult } from "../schemas/quick-add";
import { sortReminders } from "../schemas/task";
import type { CalendarDay } from "../time/calendar";
import { claimsOver, type Span } from "./claims";
import { buildEveryDateReader, dateReaderFor } from "./date-reader";
import { claimDates } from "./passes/dates";
import { claimList } from "./passes/lists";
import { claimPriority, claimTags } from "./passes/marks";
import { claimReminders, holdReminderPhrases } from "./passes/reminders";
import { claimRecurrence } from "./passes/repeating";
import { titleOf } from "./passes/title";

export type { Span } from "./claims";
export { DEFAULT_LOCALE, quickAddCacheSizes } from "./date-reader";
export { isAllRecognised } from "./passes/title";

/**
 * Plain-language quick add: "buy oat milk tomorrow at 5pm #errands p1 +Groceries remind me 1h before" → a title, a
 * due date, tags, a priority, a recurrence, a list and reminders. Pure (no Node API), so the browser runs the very parser the server does.
 *
 * Dates and times come from chrono-node, in English and (for German speakers) German,
 * guarded against its traps: a phrase that may well be a plain word ("call may", "sat down", "the morning
 * paper", "2 weeks vacation") stays text. Whatever is not recognised stays in the title, in order.
 */

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
  buildEveryDateReader();
  for (let round = 0; round < 2; round++) {
    for (const locale of WARM_UP_LOCALES) {
      for (const text of WARM_UP_TEXTS) parseQuickAdd(text, { now: reference, timeZone: "UTC", locale });
    }
  }
}

/**
 * Passes over the text, each claiming the spans it recognises of what the ones before left free; the title is what
 * nobody claimed.
 */
export function parseQuickAdd(text: string, options: QuickAddOptions): QuickAddResult {
  const { ignore = [], lists = [], dueDay } = options;
  const claims = claimsOver(ignore);
  // Lists first: a quoted name may hold words another rule would take ("+\"Q1 p1 goals\"").
  const { list, unknownList } = claimList(text, lists, claims);
  const priority = claimPriority(text, claims);
  const tags = claimTags(text, claims);
  const dates = dateReaderFor(text, options);
  const reminders = holdReminderPhrases(text, claims, dates);
  const recurrence = claimRecurrence(text, claims);
  const when = claimDates(text, claims, dates, recurrence);
  if ("unrepeatable" in when) {
    // A rule that never happens from there ("every 4 years on feb 29" in 2026), or never again, is one no task can
    // have (see `repeatingDue`): its words stay text.
    return parseQuickAdd(text, { ...options, ignore: [...ignore, when.unrepeatable] });
  }
  claimReminders(reminders, claims, dates, when, dueDay);
  const { parts } = claims;
  return {
    title: titleOf(text, parts),
    dueAt: when.due?.toISOString() ?? null,
    allDay: when.allDay,
    priority,
    tags,
    reminders: sortReminders(parts.flatMap((part) => (part.reminder ? [part.reminder] : []))),
    recurrence: when.rrule,
    list,
    unknownList,
    parts: parts.sort((a, b) => a.start - b.start),
  };
}
