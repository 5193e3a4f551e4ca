/**
 * How a task's details are said in words: the day and the time it is due, its priority ("high priority", "prio
 * hoch"). Adds, moves and edits all read them.
 */
import { weekdaySpellings } from "../../../shared/quick-add/weekday-words";
import { GERMAN_WEEKDAY_NAMES } from "./small-words";

/** An English weekday, whole or short: "monday", "tues", "sat". */
const ENGLISH_WEEKDAY_SPELLINGS = weekdaySpellings("en", ["name", "short", "word"]).join("|");

/** A German weekday: "montag" … "sonntag". */
const GERMAN_WEEKDAY = `(?:${GERMAN_WEEKDAY_NAMES})`;
/**
 * Words a day or a time begins with: "saturday", "the 4th", "9:30", "next week", "morgen"; the office's "EOW" (end of
 * week, Friday) and "EOD" (end of day, 17:00), which quick add reads.
 */
export const DAY_WORD = String.raw`(?:today|tonight|tomorrow|tmrw|eow\b|eod\b|the morr(?:a|ae|ow)\b|next|this|(?:the|den|dem) \d|\d|halb|viertel|(?:${ENGLISH_WEEKDAY_SPELLINGS})\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|heute|morgen|übermorgen|nächste[nrs]?|${GERMAN_WEEKDAY_NAMES})`;
/** "high priority", "hohe Priorität", "Priorität hoch": a priority said in words (its levels in groups 1–3 or 4–6). */
export const SAID_PRIORITY_WORDS = String.raw`(?:(?:with |at |as |mit )?(?:a |an |einer )?(?:(high|top|urgent|hohe|hoher|höchste|höchster)|(medium|normal|mittlere|mittlerer|normaler)|(low|niedrige|niedriger|geringe|geringer))\s+(?:priority|prio|priorität)|(?:priority|prio|priorität):?\s+(?:(high|hoch|höchste|dringend)|(medium|normal|mittel)|(low|niedrig|gering)))`;
/**
 * The same after a task's title, where quick add's own mark for it ("p1") goes instead; tags or a list may follow
 * it ("flaky test fixen prio hoch #ci").
 */
export const SAID_PRIORITY = new RegExp(String.raw`[\s,]+${SAID_PRIORITY_WORDS}(?=(?:\s+[#+]\S+)*$)`, "iu");
/**
 * What may follow a day's first word: "next week", "friday at 5pm", "morgen um 17 uhr", "nächste Woche", "nächsten
 * Montag".
 */
export const TIME_WORDS = String.raw`(?:\s+(?:at|um|in|the|of|morning|afternoon|evening|night|week|month|uhr|o'clock|oclock|abend|früh|am|pm|woche|wochenende|monat|${GERMAN_WEEKDAY}|\d[\d:.]*(?:am|pm|h)?)){0,4}`;
/**
 * What a task's title may be followed by: a priority, tags, a list or a day ("…, high priority", "…, #work", "… am
 * 2.12.").
 */
export const ADD_DETAIL = new RegExp(
  String.raw`^(?:${SAID_PRIORITY_WORDS}|p[1-4]|!{1,3}|(?:#\S+\s*)+|\+\S+|(?:on|to|in) (?:my |the )?\S+ list|(?:due |by |on |am |bis )?${DAY_WORD}[\d.:/]*${TIME_WORDS}|(?:am |bis |zum |den |am den )?\d{1,2}\.\d{1,2}\.(?:\d{2,4})?${TIME_WORDS})$`,
  "iu",
);
/** "sehr", "mega", teen "übelst": words that only make "wichtig" stronger, no title's. */
const VERY = "(?:sehr|mega|übelst|voll|echt|super|total|extrem|ultra|richtig|krass|hyper|really|very)";
/**
 * "Geschenk besorgen, wichtig", "book the flights, urgent": after a comma one word says the priority (groups: high,
 * low); without the comma it may be the title's ("Wichtig: …", "urgent care appointment"), unless made stronger
 * ("referat vorbereiten übelst wichtig!!!") or said after a German task's infinitive ("ölfilter nachbestellen
 * wichtig"), and not said of it ("X ist echt wichtig"). The "!" after it say the same.
 */
export const PRIORITY_WORD_AFTER_COMMA = new RegExp(
  String.raw`(?:\s*,\s*|(?<!\s(?:ist|sind|is|are|war|was))\s+(?=${VERY}\s)|(?<=\p{L}{2}(?:en|ern|eln))\s+(?=(?:wichtig|dringend)\s*!*$))(?:${VERY}\s+)?(?:(wichtig|dringend|urgent|important|asap)|(unwichtig|nicht (?:so )?(?:wichtig|dringend)|not urgent|not important))\s*!*$`,
  "iu",
);
/** Quick add's marks at the end ("+work", "#home"), which a priority said in words may come before. */
const MARKS_LAST = /(?:\s+[#+]\S+)+$/u;
/**
 * A task's title with a priority said in words at its end marked as quick add reads it; a list or tags said after
 * it ("…, high priority, work list" is "… +work" by then) stay last.
 */
export function withPriorityMark(typed: string): string {
  const marks = MARKS_LAST.exec(typed);
  if (marks && marks.index > 0) return `${withPriorityMark(typed.slice(0, marks.index))}${marks[0]}`;
  const text = typed;
  const said = SAID_PRIORITY.exec(text);
  if (said) {
    const mark = (said[1] ?? said[4]) ? "p1" : (said[2] ?? said[5]) ? "p2" : "p3";
    return `${text.slice(0, said.index)} ${mark}${text.slice(said.index + said[0].length)}`;
  }
  const word = PRIORITY_WORD_AFTER_COMMA.exec(text);
  return word ? `${text.slice(0, word.index)} ${word[1] ? "p1" : "p3"}` : text;
}
/**
 * "den 7.12.", "dem 3.", "Montag, den 7. Dezember": the day without the article German puts before a date, nor the
 * weekday a date already names, as quick add reads it.
 */
export const dayWords = (words: string) =>
  words.replace(/^(?:(?:mon|diens|mitt|donners|frei|sams|sonn)(?:tag|woch),?\s+)?(?:den|dem)\s+(?=\d)/, "");

/** A day said after a German task's verb ("Kasse prüfen freitag"), no part of what it is. */
export const DAY_LAST = new RegExp(String.raw`\s+(?:(?:am|bis|um|ab)\s+)?${DAY_WORD}.*$`, "i");
