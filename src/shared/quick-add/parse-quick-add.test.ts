import { describe, expect, it } from "vitest";
import { QUICK_ADD_LOCALES_REMEMBERED_MAX } from "../limits";
import type { TaskPriority } from "../schemas/task";
import type { CalendarDay } from "../time/calendar";
import { isAllRecognised, parseQuickAdd, prepareDateReaders, quickAddCacheSizes, type Span } from "./parse-quick-add";

/**
 * Reference time: Wednesday 25 March 2026, 11:00 in Berlin (CET, +01:00). Europe moves to summer time on
 * Sunday 29 March at 02:00 (CEST, +02:00), so "sunday" and later days of the coming week are across a DST
 * change. New York has been on EDT (-04:00) since 8 March: it is 06:00 there.
 */
const NOW = "2026-03-25T10:00:00Z";
/** Friday 30 October 2026, 08:00 in New York (EDT); US clocks go back on Sunday 1 November at 02:00 (EST). */
const BEFORE_US_FALL_BACK = "2026-10-30T12:00:00Z";
/** Sunday 29 March 2026, 00:30 in Berlin, an hour and a half before the clocks jump from 02:00 to 03:00. */
const BERLIN_DST_NIGHT = "2026-03-28T23:30:00Z";

interface Expected {
  priority?: TaskPriority;
  tags?: string[];
  recurrence?: string | null;
  /** The list named, as the user's list is spelled. */
  list?: string | null;
  /** The first list named that is not one of the user's, as its text: "+Garden". */
  unknownList?: string | null;
  /** The recognised parts, as their text: e.g. ["date:tomorrow at 5pm", "tag:#errands"]. */
  parts?: string[];
  /** Minutes before for `{ minutesBefore }`, a wall clock with its offset for `{ at }`: [60, "2026-03-26 09:00 +01:00"]. */
  reminders?: (number | string)[];
}
interface Context {
  now?: string;
  timeZone?: string;
  locale?: string;
  ignore?: Span[];
  lists?: string[];
  dueDay?: CalendarDay;
}
/**
 * [text, title, due, expected, context]. Due is the wall clock with its offset: "2026-03-26 17:00 +01:00" for a
 * time, "2026-03-26 +01:00" for all day (stored, as tasks store it, as that day's midnight), or null.
 */
type Row = [text: string, title: string, due: string | null, expected?: Expected, context?: Context];

const NEW_YORK: Context = { timeZone: "America/New_York" };
const GB: Context = { locale: "en-GB" };
const US: Context = { locale: "en-US" };
const DE: Context = { locale: "de-DE" };

const TEXT_STAYS_TEXT: Row[] = [
  // A repetition that never comes round (from 2026, no year 4 apart has a 29 February; February has no 30th).
  ["water the cactus every 4 years on feb 29", "water the cactus every 4 years on feb 29", null],
  ["check every 12 months on the 30th starting feb 3", "check every 12 months on the 30th starting feb 3", null],
  ["call may", "call may", null],
  ["buy 2 apples", "buy 2 apples", null],
  ["room 101", "room 101", null],
  ["#42 bug", "#42 bug", null],
  ["fix issue #42", "fix issue #42", null],
  ["sat down with Bob", "sat down with Bob", null],
  ["read the morning paper", "read the morning paper", null],
  ["weekend plans", "weekend plans", null],
  ["2 weeks vacation planning", "2 weeks vacation planning", null],
  ["a few days off", "a few days off", null],
  ["book 3 nights hotel", "book 3 nights hotel", null],
  ["march in the parade", "march in the parade", null],
  ["plan june", "plan june", null],
  ["holiday in december", "holiday in december", null],
  ["do it now", "do it now", null],
  ["buy sun cream", "buy sun cream", null],
  ["wed invitations", "wed invitations", null],
  ["afternoon tea with Ann", "afternoon tea with Ann", null],
  ["watch the evening news", "watch the evening news", null],
  ["night shift notes", "night shift notes", null],
  ["chapter 11", "chapter 11", null],
  ["upgrade to version 2.0", "upgrade to version 2.0", null],
  ["call 555-1234", "call 555-1234", null],
  ["drive route 66", "drive route 66", null],
  ["1:1 with Sam", "1:1 with Sam", null],
  ["read 2.5 chapters", "read 2.5 chapters", null],
  ["buy 10 eggs", "buy 10 eggs", null],
  ["top 5 books", "top 5 books", null],
  ["1984 by Orwell", "1984 by Orwell", null],
  ["read Catch-22", "read Catch-22", null],
  ["50% off sale", "50% off sale", null],
  ["mail email@example.com", "mail email@example.com", null],
  ["learn C# basics", "learn C# basics", null],
  ["last friday's notes", "last friday's notes", null],
  ["this month's budget", "this month's budget", null],
  ["p5 is not a priority", "p5 is not a priority", null],
  ["!4 is not one either", "!4 is not one either", null],
  ["p1x stays", "p1x stays", null],
  ["price!1", "price!1", null],
  ["a lone # sign", "a lone # sign", null],
  ["may the force be with you", "may the force be with you", null],
  ["feed the cat", "feed the cat", null],
  ["", "", null],
  ["   ", "", null],
  ["Das mag ich", "Das mag ich", null, {}, DE],
  ["Mai planen", "Mai planen", null, {}, DE],
  ["Das ist so", "Das ist so", null, {}, DE],
];

const DAYS: Row[] = [
  ["pay bills today", "pay bills", "2026-03-25 +01:00", { parts: ["date:today"] }],
  ["Today: pay bills", "pay bills", "2026-03-25 +01:00"],
  ["buy milk tomorrow", "buy milk", "2026-03-26 +01:00", { parts: ["date:tomorrow"] }],
  ["tomorrow buy milk", "buy milk", "2026-03-26 +01:00"],
  ["buy milk Tomorrow", "buy milk", "2026-03-26 +01:00"],
  ["buy milk TOMORROW", "buy milk", "2026-03-26 +01:00"],
  ["buy milk tmrw", "buy milk", "2026-03-26 +01:00", { parts: ["date:tmrw"] }],
  ["buy milk tmr", "buy milk", "2026-03-26 +01:00"],
  ["buy milk tomorow", "buy milk", "2026-03-26 +01:00", { parts: ["date:tomorow"] }],
  ["buy milk tommorow", "buy milk", "2026-03-26 +01:00"],
  ["buy milk tommorrow", "buy milk", "2026-03-26 +01:00"],
  ["buy milk 2moro", "buy milk", "2026-03-26 +01:00"],
  // Scots: "the morra", "the morn" are tomorrow; "in the morn" is the morning.
  ["recycling out the morra", "recycling out", "2026-03-26 +01:00", { parts: ["date:the morra"] }],
  ["phone the garage the morn at 10", "phone the garage", "2026-03-26 10:00 +01:00"],
  ["ring gran the morrow", "ring gran", "2026-03-26 +01:00"],
  ["gym day after tomorrow", "gym", "2026-03-27 +01:00", { parts: ["date:day after tomorrow"] }],
  ["gym the day after tomorrow", "gym", "2026-03-27 +01:00"],
  ["call mom by tomorrow", "call mom", "2026-03-26 +01:00", { parts: ["date:by tomorrow"] }],
  ["report due tomorrow", "report", "2026-03-26 +01:00", { parts: ["date:due tomorrow"] }],
  ["call mom, tomorrow", "call mom", "2026-03-26 +01:00"],
  // The full stop that ended the sentence goes with the separator it follows.
  ["call mom, tomorrow.", "call mom", "2026-03-26 +01:00"],
  ["lunch tomorrow at 12 noon", "lunch", "2026-03-26 12:00 +01:00"],
  ["lunch tomorrow 12 midday", "lunch", "2026-03-26 12:00 +01:00"],
  ["call mom - tomorrow", "call mom", "2026-03-26 +01:00"],
  ["tonight: dinner", "dinner", "2026-03-25 20:00 +01:00", { parts: ["date:tonight"] }],
  ["dentist tonight", "dentist", "2026-03-25 20:00 +01:00"],
  ["meeting tomorrow morning", "meeting", "2026-03-26 09:00 +01:00"],
  ["run tomorrow afternoon", "run", "2026-03-26 15:00 +01:00"],
  ["movie tomorrow evening", "movie", "2026-03-26 19:00 +01:00"],
  ["call Ann this afternoon", "call Ann", "2026-03-25 15:00 +01:00", { parts: ["time:this afternoon"] }],
  ["cook this evening", "cook", "2026-03-25 19:00 +01:00"],
  // Australian "arvo", the afternoon; alone it is as ambiguous as "afternoon".
  ["pick up the dry cleaning sat arvo", "pick up the dry cleaning", "2026-03-28 15:00 +01:00"],
  ["footy training tomorrow arvo", "footy training", "2026-03-26 15:00 +01:00"],
  ["ring the bank this arvo", "ring the bank", "2026-03-25 15:00 +01:00", { parts: ["time:this arvo"] }],
  ["arvo tea with Nan", "arvo tea with Nan", null],
  // A part of the day before a date names the event, whose date is still read.
  ["school concert evening on the 2nd at 6pm", "school concert evening", "2026-04-02 18:00 +02:00"],
  ["pub quiz night on friday", "pub quiz night", "2026-03-27 +01:00"],
  ["team breakfast morning on the 30th at 8", "team breakfast morning", "2026-03-30 08:00 +02:00"],
];

const WEEKDAYS: Row[] = [
  ["team lunch thursday", "team lunch", "2026-03-26 +01:00"],
  ["team lunch Thursday", "team lunch", "2026-03-26 +01:00"],
  ["team lunch thurs", "team lunch", "2026-03-26 +01:00"],
  ["team lunch thu", "team lunch", "2026-03-26 +01:00"],
  ["submit friday", "submit", "2026-03-27 +01:00", { parts: ["date:friday"] }],
  ["submit on friday", "submit", "2026-03-27 +01:00", { parts: ["date:on friday"] }],
  ["submit by friday", "submit", "2026-03-27 +01:00", { parts: ["date:by friday"] }],
  ["submit due friday", "submit", "2026-03-27 +01:00"],
  ["submit due by friday", "submit", "2026-03-27 +01:00", { parts: ["date:due by friday"] }],
  ["submit this friday", "submit", "2026-03-27 +01:00"],
  ["submit fri", "submit", "2026-03-27 +01:00"],
  ["submit next friday", "submit", "2026-04-03 +02:00", { parts: ["date:next friday"] }],
  ["clean saturday", "clean", "2026-03-28 +01:00"],
  ["clean on sat", "clean", "2026-03-28 +01:00"],
  ["brunch sunday", "brunch", "2026-03-29 +01:00"],
  ["brunch on sun", "brunch", "2026-03-29 +01:00"],
  ["standup monday", "standup", "2026-03-30 +02:00"],
  ["standup mon", "standup", "2026-03-30 +02:00"],
  ["standup next monday", "standup", "2026-03-30 +02:00"],
  ["standup until monday", "standup", "2026-03-30 +02:00"],
  ["gym tuesday", "gym", "2026-03-31 +02:00"],
  ["gym next tuesday", "gym", "2026-03-31 +02:00"],
  ["gym tue", "gym", "2026-03-31 +02:00"],
  ["review wednesday", "review", "2026-03-25 +01:00"],
  ["review this wednesday", "review", "2026-03-25 +01:00"],
  ["review next wednesday", "review", "2026-04-01 +02:00"],
  ["party this weekend", "party", "2026-03-28 +01:00", { parts: ["date:this weekend"] }],
  ["party next weekend", "party", "2026-04-04 +02:00"],
  ["Read Robinson Crusoe's Friday chapter", "Read Robinson Crusoe's chapter", "2026-03-27 +01:00"],
  [
    "Read Robinson Crusoe's Friday chapter",
    "Read Robinson Crusoe's Friday chapter",
    null,
    { parts: [] },
    { ignore: [{ start: 23, end: 29 }] },
  ],
];

const RELATIVE: Row[] = [
  ["water plants in 3 days", "water plants", "2026-03-28 +01:00", { parts: ["date:in 3 days"] }],
  ["water plants in 5 days", "water plants", "2026-03-30 +02:00"],
  ["renew in 2 weeks", "renew", "2026-04-08 +02:00"],
  ["renew in a week", "renew", "2026-04-01 +02:00"],
  ["renew in 1 week", "renew", "2026-04-01 +02:00"],
  ["renew in 1 month", "renew", "2026-04-25 +02:00"],
  ["renew in a month", "renew", "2026-04-25 +02:00"],
  ["renew in 2 months", "renew", "2026-05-25 +02:00"],
  ["renew in 1 year", "renew", "2027-03-25 +01:00"],
  ["renew 3 days from now", "renew", "2026-03-28 +01:00"],
  ["renew a week from now", "renew", "2026-04-01 +02:00"],
  ["renew 2 weeks later", "renew", "2026-04-08 +02:00"],
  ["review next week", "review", "2026-04-01 +02:00"],
  ["review next month", "review", "2026-04-25 +02:00"],
  ["taxes next year", "taxes", "2027-03-25 +01:00"],
  ["call back in 3 hours", "call back", "2026-03-25 14:00 +01:00"],
  ["call back in an hour", "call back", "2026-03-25 12:00 +01:00"],
  ["tea in 10 minutes", "tea", "2026-03-25 11:10 +01:00"],
  ["tea 1 hour from now", "tea", "2026-03-25 12:00 +01:00"],
  ["invoice end of month", "invoice", "2026-03-31 +02:00", { parts: ["date:end of month"] }],
  ["invoice end of the month", "invoice", "2026-03-31 +02:00"],
  ["invoice by end of month", "invoice", "2026-03-31 +02:00"],
  ["pay rent on the 1st", "pay rent", "2026-04-01 +02:00", { parts: ["date:on the 1st"] }],
  ["pay rent the 1st", "pay rent", "2026-04-01 +02:00"],
  ["pay rent on the 2nd", "pay rent", "2026-04-02 +02:00"],
  ["pay rent on the 3rd", "pay rent", "2026-04-03 +02:00"],
  ["pay rent on the 15th", "pay rent", "2026-04-15 +02:00"],
  ["pay rent on the 25th", "pay rent", "2026-03-25 +01:00"],
  ["pay rent on the 28th", "pay rent", "2026-03-28 +01:00"],
  ["pay rent on the 31st", "pay rent", "2026-03-31 +02:00"],
  ["pay rent on the 31st", "pay rent", "2026-05-31 +02:00", {}, { now: "2026-04-05T10:00:00Z" }],
  ["pay rent on the 32nd", "pay rent on the 32nd", null],
];

const CALENDAR_DATES: Row[] = [
  ["party dec 3", "party", "2026-12-03 +01:00", { parts: ["date:dec 3"] }],
  ["party Dec 3", "party", "2026-12-03 +01:00"],
  ["party dec. 3", "party", "2026-12-03 +01:00"],
  ["party on dec 3", "party", "2026-12-03 +01:00"],
  ["party december 3", "party", "2026-12-03 +01:00"],
  ["party december 3rd", "party", "2026-12-03 +01:00"],
  ["party 3 december", "party", "2026-12-03 +01:00"],
  ["party 3 Dec", "party", "2026-12-03 +01:00"],
  ["party 3rd of december", "party", "2026-12-03 +01:00"],
  ["party on 3 december", "party", "2026-12-03 +01:00"],
  ["party 3 december 2027", "party", "2027-12-03 +01:00"],
  ["party Jan 1 2027", "party", "2027-01-01 +01:00"],
  ["party april 2", "party", "2026-04-02 +02:00"],
  ["party 2 april", "party", "2026-04-02 +02:00"],
  ["party Apr 2nd", "party", "2026-04-02 +02:00"],
  ["party jun 12", "party", "2026-06-12 +02:00"],
  ["party sept 12", "party", "2026-09-12 +02:00"],
  ["party 4th of july", "party", "2026-07-04 +02:00"],
  ["call may 5", "call", "2026-05-05 +02:00"],
  ["birthday march 20", "birthday", "2027-03-20 +01:00"],
  ["birthday march 25", "birthday", "2026-03-25 +01:00"],
  ["release 2026-04-02", "release", "2026-04-02 +02:00", { parts: ["date:2026-04-02"] }],
  ["release on 2026-04-02", "release", "2026-04-02 +02:00"],
  ["release 2026/04/02", "release", "2026-04-02 +02:00"],
  ["release 2026-04-02T17:00", "release", "2026-04-02 17:00 +02:00"],
  ["release 2026-04-02 17:00", "release", "2026-04-02 17:00 +02:00"],
  ["release 2026-12-24", "release", "2026-12-24 +01:00"],
];

const TIMES: Row[] = [
  ["call at 5pm", "call", "2026-03-25 17:00 +01:00", { parts: ["time:at 5pm"] }],
  ["call 5pm", "call", "2026-03-25 17:00 +01:00", { parts: ["time:5pm"] }],
  ["call 5 pm", "call", "2026-03-25 17:00 +01:00"],
  ["call 5PM", "call", "2026-03-25 17:00 +01:00"],
  ["call 3:15pm", "call", "2026-03-25 15:15 +01:00"],
  ["call at 9:30pm", "call", "2026-03-25 21:30 +01:00"],
  ["call 17:30", "call", "2026-03-25 17:30 +01:00", { parts: ["time:17:30"] }],
  ["call at 17:30", "call", "2026-03-25 17:30 +01:00"],
  ["call 15:00", "call", "2026-03-25 15:00 +01:00"],
  ["call 23:59", "call", "2026-03-25 23:59 +01:00"],
  ["call 10:00 am", "call", "2026-03-26 10:00 +01:00"],
  ["call 10am", "call", "2026-03-26 10:00 +01:00"],
  ["9am standup", "standup", "2026-03-26 09:00 +01:00"],
  ["call 7 am", "call", "2026-03-26 07:00 +01:00"],
  ["call at 9", "call", "2026-03-26 09:00 +01:00", { parts: ["time:at 9"] }],
  ["call at 12", "call", "2026-03-25 12:00 +01:00"],
  // A bare hour from 1 to 7 is in the afternoon or evening; am, a leading zero or 24-hour time say otherwise.
  ["call at 5:30", "call", "2026-03-25 17:30 +01:00"],
  ["call at 3", "call", "2026-03-25 15:00 +01:00"],
  ["call at 7", "call", "2026-03-25 19:00 +01:00"],
  ["call at 8", "call", "2026-03-26 08:00 +01:00"],
  ["call at 3am", "call", "2026-03-26 03:00 +01:00"],
  ["call at 05:30", "call", "2026-03-26 05:30 +01:00"],
  ["call wednesday at 2", "call", "2026-03-25 14:00 +01:00"],
  ["call thursday at 2", "call", "2026-03-26 14:00 +01:00"],
  // "next" before a weekday with a time is the week to come's, on that weekday itself too.
  ["call next wednesday at 2", "call", "2026-04-01 14:00 +02:00"],
  ["Arzt anrufen nächsten Mittwoch um 3", "Arzt anrufen", "2026-04-01 15:00 +02:00", {}, DE],
  ["Arzt anrufen um 3", "Arzt anrufen", "2026-03-25 15:00 +01:00", {}, DE],
  // German writes a time with its minutes on the 24-hour clock: "um 7:30" is 07:30, a bare "um 7" still 19:00.
  ["Reifen wechseln am 4.4. um 7:30", "Reifen wechseln", "2026-04-04 07:30 +02:00", {}, DE],
  ["Reifen wechseln am 4.4. um 7:30", "Reifen wechseln", "2026-04-04 07:30 +02:00", {}, GB],
  ["Bäcker um 6.45 Uhr", "Bäcker", "2026-03-26 06:45 +01:00", {}, DE],
  ["Bäcker am 4.4. um 7", "Bäcker", "2026-04-04 19:00 +02:00", {}, DE],
  ["Elternabend am 9.4. um halb sieben", "Elternabend", "2026-04-09 18:30 +02:00", {}, DE],
  ["call at 5:30", "call", "2026-03-25 17:30 +01:00", {}, DE],
  ["call 9 oclock", "call", "2026-03-26 09:00 +01:00"],
  ["lunch at noon", "lunch", "2026-03-25 12:00 +01:00", { parts: ["time:at noon"] }],
  ["noon lunch", "lunch", "2026-03-25 12:00 +01:00"],
  ["backup at midnight", "backup", "2026-03-26 00:00 +01:00"],
  ["meeting 5pm - 6pm", "meeting", "2026-03-25 17:00 +01:00"],
  ["call at 25:00", "call at 25:00", null],
  // "by 5" is a deadline at that hour, at the end or before another mark or date; elsewhere "by" and its number stay.
  ["submit report by 5", "submit report", "2026-03-25 17:00 +01:00", { parts: ["time:by 5"] }],
  ["send slides by 10:30 tomorrow", "send slides", "2026-03-26 10:30 +01:00"],
  ["file notes by 4 #work", "file notes", "2026-03-25 16:00 +01:00", { tags: ["work"] }],
  ["split by 2 teams", "split by 2 teams", null],
  ["by 5 people", "by 5 people", null],
];

const DATE_AND_TIME: Row[] = [
  [
    "buy oat milk tomorrow at 5pm #errands p1",
    "buy oat milk",
    "2026-03-26 17:00 +01:00",
    { priority: "high", tags: ["errands"], parts: ["date:tomorrow at 5pm", "tag:#errands", "priority:p1"] },
  ],
  ["call tomorrow 5pm", "call", "2026-03-26 17:00 +01:00"],
  ["call tomorrow, 5pm", "call", "2026-03-26 17:00 +01:00"],
  ["call 5pm tomorrow", "call", "2026-03-26 17:00 +01:00"],
  ["call tomorrow at 17:30", "call", "2026-03-26 17:30 +01:00"],
  ["call tomorrow at noon", "call", "2026-03-26 12:00 +01:00"],
  ["lunch at noon tomorrow", "lunch", "2026-03-26 12:00 +01:00"],
  ["meet 10am tomorrow", "meet", "2026-03-26 10:00 +01:00"],
  ["call tmrw at 9", "call", "2026-03-26 09:00 +01:00"],
  ["call tomorow at 9", "call", "2026-03-26 09:00 +01:00"],
  [
    "call tomorrow about the car at 5pm",
    "call about the car",
    "2026-03-26 17:00 +01:00",
    { parts: ["date:tomorrow", "time:at 5pm"] },
  ],
  [
    "tomorrow #car at 5pm",
    "tomorrow #car at 5pm",
    "2026-03-26 17:00 +01:00",
    { tags: ["car"], parts: ["date:tomorrow", "tag:#car", "time:at 5pm"] },
  ],
  ["at 5pm call tomorrow", "call", "2026-03-26 17:00 +01:00", { parts: ["time:at 5pm", "date:tomorrow"] }],
  ["dinner tonight at 8", "dinner", "2026-03-25 20:00 +01:00"],
  ["dinner tonight at 9pm", "dinner", "2026-03-25 21:00 +01:00"],
  ["submit friday 5pm", "submit", "2026-03-27 17:00 +01:00"],
  ["submit friday at 10", "submit", "2026-03-27 10:00 +01:00"],
  ["submit 10 am friday", "submit", "2026-03-27 10:00 +01:00"],
  ["submit on monday at 9", "submit", "2026-03-30 09:00 +02:00"],
  ["submit next monday 9am", "submit", "2026-03-30 09:00 +02:00"],
  ["party dec 3 at 8pm", "party", "2026-12-03 20:00 +01:00"],
  ["party 3 december 20:00", "party", "2026-12-03 20:00 +01:00"],
  ["water in 2 days at 5pm", "water", "2026-03-27 17:00 +01:00"],
  ["pay on the 1st at 9am", "pay", "2026-04-01 09:00 +02:00"],
  ["invoice end of month at 5pm", "invoice", "2026-03-31 17:00 +02:00"],
  ["call today at 5pm", "call", "2026-03-25 17:00 +01:00"],
  ["call today at 9", "call", "2026-03-25 09:00 +01:00"],
];

const ACROSS_DST: Row[] = [
  ["brunch sunday at 11am", "brunch", "2026-03-29 11:00 +02:00"],
  ["brunch sunday at 1am", "brunch", "2026-03-29 01:00 +01:00"],
  // 02:30 does not exist that night in Berlin: it lands just after the jump, at 03:30 summer time.
  ["alarm sunday at 2:30am", "alarm", "2026-03-29 03:30 +02:00"],
  ["standup monday 9am", "standup", "2026-03-30 09:00 +02:00"],
  ["gym in 5 days at 7am", "gym", "2026-03-30 07:00 +02:00"],
  ["report in 7 days", "report", "2026-04-01 +02:00"],
  ["call in 3 hours", "call", "2026-03-29 04:30 +02:00", {}, { now: BERLIN_DST_NIGHT }],
  ["call at 9", "call", "2026-03-29 09:00 +02:00", {}, { now: BERLIN_DST_NIGHT }],
  ["call today", "call", "2026-03-29 +01:00", {}, { now: BERLIN_DST_NIGHT }],
  ["call tomorrow", "call", "2026-03-30 +02:00", {}, { now: BERLIN_DST_NIGHT }],
  ["brunch sunday 5pm", "brunch", "2026-11-01 17:00 -05:00", {}, { ...NEW_YORK, now: BEFORE_US_FALL_BACK }],
  ["brunch saturday 5pm", "brunch", "2026-10-31 17:00 -04:00", {}, { ...NEW_YORK, now: BEFORE_US_FALL_BACK }],
  ["standup monday", "standup", "2026-11-02 -05:00", {}, { ...NEW_YORK, now: BEFORE_US_FALL_BACK }],
  ["call in 3 days", "call", "2026-11-02 -05:00", {}, { ...NEW_YORK, now: BEFORE_US_FALL_BACK }],
  ["call tomorrow at 1:30am", "call", "2026-10-31 01:30 -04:00", {}, { ...NEW_YORK, now: BEFORE_US_FALL_BACK }],
];

const NEW_YORK_ROWS: Row[] = [
  ["call tomorrow at 5pm", "call", "2026-03-26 17:00 -04:00", {}, NEW_YORK],
  ["call 5pm", "call", "2026-03-25 17:00 -04:00", {}, NEW_YORK],
  ["call at 9", "call", "2026-03-25 09:00 -04:00", {}, NEW_YORK],
  ["call at 5", "call", "2026-03-25 17:00 -04:00", {}, NEW_YORK],
  ["call today", "call", "2026-03-25 -04:00", {}, NEW_YORK],
  ["call friday", "call", "2026-03-27 -04:00", {}, NEW_YORK],
  ["call tonight", "call", "2026-03-25 20:00 -04:00", {}, NEW_YORK],
  ["call in 2 hours", "call", "2026-03-25 08:00 -04:00", {}, NEW_YORK],
  ["call dec 3", "call", "2026-12-03 -05:00", {}, NEW_YORK],
  // 01:00 UTC on Thursday is still Wednesday evening in New York.
  ["call tomorrow", "call", "2026-03-26 -04:00", {}, { ...NEW_YORK, now: "2026-03-26T01:00:00Z" }],
  ["call today", "call", "2026-03-26 +01:00", {}, { now: "2026-03-26T01:00:00Z" }],
];

const LOCALES: Row[] = [
  ["party 3/12", "party", "2026-12-03 +01:00", {}, GB],
  ["party 3/12", "party", "2027-03-12 +01:00", {}, US],
  ["party 12/3", "party", "2027-03-12 +01:00", {}, GB],
  ["party 12/3", "party", "2026-12-03 +01:00", {}, US],
  ["party 04/02", "party", "2027-02-04 +01:00", {}, GB],
  ["party 04/02", "party", "2026-04-02 +02:00", {}, US],
  ["party 25/12/2026", "party", "2026-12-25 +01:00", {}, GB],
  ["party 12/25/2026", "party", "2026-12-25 +01:00", {}, US],
  ["party 3/12", "party", "2026-12-03 +01:00", {}, { locale: "en-AU" }],
  ["party 3/12", "party", "2026-12-03 +01:00", {}, DE],
  ["party 3/12 at 5pm", "party", "2026-12-03 17:00 +01:00", {}, GB],
  ["party dec 3", "party", "2026-12-03 +01:00", {}, GB],
  ["party 3 december", "party", "2026-12-03 +01:00", {}, GB],
  ["buy milk tomorrow at 5pm", "buy milk", "2026-03-26 17:00 +01:00", {}, GB],
  ["Milch kaufen morgen", "Milch kaufen", "2026-03-26 +01:00", { parts: ["date:morgen"] }, DE],
  ["Milch kaufen morgen um 17 Uhr", "Milch kaufen", "2026-03-26 17:00 +01:00", {}, DE],
  ["Zahnarzt übermorgen", "Zahnarzt", "2026-03-27 +01:00", {}, DE],
  ["Bericht heute", "Bericht", "2026-03-25 +01:00", {}, DE],
  ["kochen heute Abend", "kochen", "2026-03-25 19:00 +01:00", {}, DE],
  ["Geburtstag am Freitag", "Geburtstag", "2026-03-27 +01:00", {}, DE],
  ["Termin nächsten Montag", "Termin", "2026-03-30 +02:00", {}, DE],
  ["Termin Montag 9 Uhr", "Termin", "2026-03-30 09:00 +02:00", {}, DE],
  ["Reifen wechseln in 3 Tagen", "Reifen wechseln", "2026-03-28 +01:00", {}, DE],
  ["Meeting um 9", "Meeting", "2026-03-26 09:00 +01:00", {}, DE],
  ["Feier 3. Dezember", "Feier", "2026-12-03 +01:00", {}, DE],
  ["Feier 3.12.2026", "Feier", "2026-12-03 +01:00", {}, DE],
  ["call mom tomorrow at 5pm", "call mom", "2026-03-26 17:00 +01:00", {}, DE],
  ["Einkaufen morgen #haushalt p1", "Einkaufen", "2026-03-26 +01:00", { priority: "high", tags: ["haushalt"] }, DE],
  // A language without its own rules here is read as English, with its own order of day and month.
  ["comprar pan tomorrow", "comprar pan", "2026-03-26 +01:00", {}, { locale: "es-ES" }],
  ["fête 3/12", "fête", "2026-12-03 +01:00", {}, { locale: "fr-FR" }],
  ["Pole 3/12", "Pole", "2026-12-03 +01:00", {}, { locale: "pl-PL" }],
  // Only a tag's language and region count; a tag that is none, or in a language nobody knows, is en-US.
  ["Milch kaufen morgen", "Milch kaufen", "2026-03-26 +01:00", {}, { locale: "de-AT" }],
  ["Milch kaufen morgen", "Milch kaufen", "2026-03-26 +01:00", {}, { locale: "de-CH-u-ca-buddhist-x-mine" }],
  ["party 3/12", "party", "2026-12-03 +01:00", {}, { locale: "en-GB-u-nu-latn" }],
  ["party 3/12", "party", "2027-03-12 +01:00", {}, { locale: "en_GB!" }],
  ["party 3/12", "party", "2027-03-12 +01:00", {}, { locale: "" }],
];

const PRIORITIES: Row[] = [
  ["taxes p1", "taxes", null, { priority: "high", parts: ["priority:p1"] }],
  ["taxes P1", "taxes", null, { priority: "high" }],
  ["taxes p2", "taxes", null, { priority: "medium" }],
  ["taxes p3", "taxes", null, { priority: "low" }],
  ["taxes p4", "taxes", null, { priority: "none", parts: ["priority:p4"] }],
  ["taxes !1", "taxes", null, { priority: "high", parts: ["priority:!1"] }],
  ["taxes !2", "taxes", null, { priority: "medium" }],
  ["taxes !3", "taxes", null, { priority: "low" }],
  ["p1 taxes", "taxes", null, { priority: "high" }],
  ["file p2 taxes", "file taxes", null, { priority: "medium" }],
  ["taxes p2 p1", "taxes p1", null, { priority: "medium", parts: ["priority:p2"] }],
  ["taxes !1 p3", "taxes p3", null, { priority: "high" }],
  ["taxes p1 tomorrow", "taxes", "2026-03-26 +01:00", { priority: "high" }],
  ["taxes p1, tomorrow", "taxes p1", "2026-03-26 +01:00", { priority: "none" }],
  // A task always has a title: text that is nothing but a priority is its own.
  ["p1", "p1", null, { priority: "high", parts: ["priority:p1"] }],
];

const TAGS: Row[] = [
  ["buy milk #errands", "buy milk", null, { tags: ["errands"], parts: ["tag:#errands"] }],
  ["#errands buy milk", "buy milk", null, { tags: ["errands"] }],
  ["buy #errands milk", "buy milk", null, { tags: ["errands"] }],
  ["buy milk #Errands", "buy milk", null, { tags: ["errands"] }],
  ["buy milk #errands #home", "buy milk", null, { tags: ["errands", "home"] }],
  ["buy milk #errands #errands", "buy milk", null, { tags: ["errands"], parts: ["tag:#errands", "tag:#errands"] }],
  ["buy milk #errands, then go", "buy milk, then go", null, { tags: ["errands"] }],
  ["buy milk #home-office", "buy milk", null, { tags: ["home-office"] }],
  ["buy milk #home_office", "buy milk", null, { tags: ["home_office"] }],
  ["buy milk #café", "buy milk", null, { tags: ["café"] }],
  ["buy milk #2026plan", "buy milk", null, { tags: ["2026plan"] }],
  ["buy milk #42", "buy milk #42", null, { tags: [] }],
  ["fix #42 #bugs", "fix #42", null, { tags: ["bugs"] }],
  ["mail me#home", "mail me#home", null, { tags: [] }],
  [`buy #${"a".repeat(33)}`, `buy #${"a".repeat(33)}`, null, { tags: [] }],
  [`buy #${"a".repeat(32)}`, "buy", null, { tags: ["a".repeat(32)] }],
  ["buy milk #errands tomorrow p2", "buy milk", "2026-03-26 +01:00", { tags: ["errands"], priority: "medium" }],
  ["#work #urgent", "#work #urgent", null, { tags: ["work", "urgent"] }],
  ["#inbox", "#inbox", null, { tags: ["inbox"] }],
  ["call #friday", "call", null, { tags: ["friday"] }],
  ["plan #tomorrow tomorrow", "plan", "2026-03-26 +01:00", { tags: ["tomorrow"] }],
];

/** The user's lists in these rows. */
const MY_LISTS: Context = { lists: ["Groceries", "Work", "Long name", "Ärzte", "Q1 p1 goals"] };

const LISTS: Row[] = [
  ["Buy milk +Groceries", "Buy milk", null, { list: "Groceries", parts: ["list:+Groceries"] }, MY_LISTS],
  ["+groceries buy milk", "buy milk", null, { list: "Groceries" }, MY_LISTS],
  ["buy milk +GROCERIES, then go", "buy milk, then go", null, { list: "Groceries" }, MY_LISTS],
  ["buy milk +ＧＲＯＣＥＲＩＥＳ", "buy milk", null, { list: "Groceries" }, MY_LISTS],
  ["book +ärzte", "book", null, { list: "Ärzte" }, MY_LISTS],
  ['pay rent +"Long name"', "pay rent", null, { list: "Long name", parts: ['list:+"Long name"'] }, MY_LISTS],
  ["pay rent +\u201clong NAME\u201d", "pay rent", null, { list: "Long name" }, MY_LISTS],
  ['plan +"Q1 p1 goals" p2', "plan", null, { list: "Q1 p1 goals", priority: "medium" }, MY_LISTS],
  [
    "report +Work tomorrow #boss p1",
    "report",
    "2026-03-26 +01:00",
    {
      list: "Work",
      tags: ["boss"],
      priority: "high",
      parts: ["list:+Work", "date:tomorrow", "tag:#boss", "priority:p1"],
    },
    MY_LISTS,
  ],
  // The first list named wins; another stays text.
  ["x +Work +Groceries", "x +Groceries", null, { list: "Work", unknownList: null }, MY_LISTS],
  // A name none of the lists has stays text, and is offered for creation.
  ["dig +Garden", "dig +Garden", null, { list: null, unknownList: "+Garden", parts: [] }, MY_LISTS],
  ['dig +"Herb garden" +Patio', 'dig +"Herb garden" +Patio', null, { unknownList: '+"Herb garden"' }, MY_LISTS],
  ["dig +Garden +work", "dig +Garden", null, { list: "Work", unknownList: null }, MY_LISTS],
  ["dig +Garden", "dig +Garden", null, { unknownList: "+Garden" }],
  // Other +words never read as dates.
  ["party +Friday", "party +Friday", null, { unknownList: "+Friday", parts: [] }, MY_LISTS],
  ['drinks +"Friday at 5pm" +Work', 'drinks +"Friday at 5pm"', null, { list: "Work" }, MY_LISTS],
  ["x +Work +tomorrow tomorrow", "x +tomorrow", "2026-03-26 +01:00", { list: "Work" }, MY_LISTS],
  // Digits, a lone plus, a plus inside a word, an empty or too long name: text.
  ["call +49 30 1234", "call +49 30 1234", null, { unknownList: null }, MY_LISTS],
  ["2 +2 = 4", "2 +2 = 4", null, { unknownList: null }, MY_LISTS],
  ["a + b", "a + b", null, { unknownList: null }, MY_LISTS],
  ["c++ and a+Work", "c++ and a+Work", null, { list: null, unknownList: null }, MY_LISTS],
  ['say +"" +" "', 'say +"" +" "', null, { unknownList: null }, MY_LISTS],
  [`x +${"n".repeat(61)}`, `x +${"n".repeat(61)}`, null, { unknownList: null }, MY_LISTS],
  [`x +${"n".repeat(60)}`, `x +${"n".repeat(60)}`, null, { unknownList: `+${"n".repeat(60)}` }, MY_LISTS],
  ["x +Work", "x +Work", null, { list: null, unknownList: null }, { ...MY_LISTS, ignore: [{ start: 2, end: 7 }] }],
];

const DISMISSED: Row[] = [
  ["buy milk tomorrow", "buy milk tomorrow", null, { parts: [] }, { ignore: [{ start: 9, end: 17 }] }],
  ["buy milk #errands", "buy milk #errands", null, { tags: [] }, { ignore: [{ start: 9, end: 17 }] }],
  ["taxes p1", "taxes p1", null, { priority: "none" }, { ignore: [{ start: 6, end: 8 }] }],
  [
    "meet friday, report monday",
    "meet friday, report",
    "2026-03-30 +02:00",
    { parts: ["date:monday"] },
    { ignore: [{ start: 5, end: 11 }] },
  ],
  ["call tomorrow at 5pm", "call tomorrow", "2026-03-25 17:00 +01:00", {}, { ignore: [{ start: 5, end: 13 }] }],
  ["call tomorrow at 5pm", "call at 5pm", "2026-03-26 +01:00", {}, { ignore: [{ start: 14, end: 20 }] }],
  ["x #a #b", "x #a", null, { tags: ["b"] }, { ignore: [{ start: 2, end: 4 }] }],
  ["x tomorrow", "x", "2026-03-26 +01:00", {}, { ignore: [{ start: 50, end: 60 }] }],
];

/** Saturday 24 October 2026, 10:00 in Berlin (CEST, +02:00); the clocks go back an hour on Sunday at 03:00. */
const BEFORE_BERLIN_FALL_BACK = "2026-10-24T08:00:00Z";
/** Sunday 25 October 2026, 08:30 in Berlin, on winter time (CET, +01:00) since 03:00. */
const BERLIN_FALL_BACK_MORNING = "2026-10-25T07:30:00Z";

const WEDNESDAY: CalendarDay = { year: 2026, month: 3, day: 25 };
const FRIDAY: CalendarDay = { year: 2026, month: 3, day: 27 };

const REMINDERS: Row[] = [
  // A time of day alone: today, or tomorrow once it has passed (it is 11:00), when the task has no due date.
  [
    "call mum remind me at 4pm",
    "call mum",
    null,
    { reminders: ["2026-03-25 16:00 +01:00"], parts: ["reminder:remind me at 4pm"] },
  ],
  ["call mum remind me at 16:30", "call mum", null, { reminders: ["2026-03-25 16:30 +01:00"] }],
  ["call mum remind at 9", "call mum", null, { reminders: ["2026-03-26 09:00 +01:00"] }],
  // With a due date, on the day it is due, whichever comes first in the text.
  [
    "call mum tomorrow remind me at 9am",
    "call mum",
    "2026-03-26 +01:00",
    { reminders: ["2026-03-26 09:00 +01:00"], parts: ["date:tomorrow", "reminder:remind me at 9am"] },
  ],
  ["remind me at 9am call mum friday", "call mum", "2026-03-27 +01:00", { reminders: ["2026-03-27 09:00 +01:00"] }],
  ["call at 5pm remind me at 4pm", "call", "2026-03-25 17:00 +01:00", { reminders: ["2026-03-25 16:00 +01:00"] }],
  ["call at 9 remind at 8", "call", "2026-03-26 09:00 +01:00", { reminders: ["2026-03-26 08:00 +01:00"] }],
  // Added on a day (a calendar's, the Today view's) the text does not change: on that day, even once past.
  ["call remind me at 9", "call", null, { reminders: ["2026-03-25 09:00 +01:00"] }, { dueDay: WEDNESDAY }],
  ["call remind me at 9", "call", null, { reminders: ["2026-03-27 09:00 +01:00"] }, { dueDay: FRIDAY }],
  [
    "call tomorrow remind me at 9",
    "call",
    "2026-03-26 +01:00",
    { reminders: ["2026-03-26 09:00 +01:00"] },
    { dueDay: FRIDAY },
  ],
  // A repeating task's first occurrence is its due day.
  [
    "standup every monday at 10 remind me at 9:45",
    "standup",
    "2026-03-30 10:00 +02:00",
    { recurrence: "FREQ=WEEKLY;BYDAY=MO", reminders: ["2026-03-30 09:45 +02:00"] },
  ],
  // A day said with it is its own, not the task's due date.
  ["x remind me tomorrow at 9am", "x", null, { reminders: ["2026-03-26 09:00 +01:00"] }],
  ["x remind me on friday at 10", "x", null, { reminders: ["2026-03-27 10:00 +01:00"] }],
  ["x remind me tomorrow", "x", null, { reminders: ["2026-03-26 09:00 +01:00"] }],
  ["x remind me in 2 hours", "x", null, { reminders: ["2026-03-25 13:00 +01:00"] }],
  [
    "report friday remind me monday at 9",
    "report",
    "2026-03-27 +01:00",
    { reminders: ["2026-03-30 09:00 +02:00"], parts: ["date:friday", "reminder:remind me monday at 9"] },
  ],
  // Before the task is due.
  [
    "call tomorrow at 5pm remind me 1h before",
    "call",
    "2026-03-26 17:00 +01:00",
    { reminders: [60], parts: ["date:tomorrow at 5pm", "reminder:remind me 1h before"] },
  ],
  ["x remind 1h before", "x", null, { reminders: [60] }],
  ["x remind me 10 min before", "x", null, { reminders: [10] }],
  ["x remind me 10min before", "x", null, { reminders: [10] }],
  ["x remind me 30 minutes before", "x", null, { reminders: [30] }],
  ["x remind me half an hour before", "x", null, { reminders: [30] }],
  ["x remind me an hour before", "x", null, { reminders: [60] }],
  ["x remind me 2 hours earlier", "x", null, { reminders: [120] }],
  ["x remind me 1 day before", "x", null, { reminders: [1440] }],
  ["x remind me 1 week before", "x", null, { reminders: [10080] }],
  ["x Remind Me 5 MIN BEFORE", "x", null, { reminders: [5] }],
  ["x remind me at due time", "x", null, { reminders: [0], parts: ["reminder:remind me at due time"] }],
  ["x remind me at the due time", "x", null, { reminders: [0] }],
  ["x remind me when due", "x", null, { reminders: [0] }],
  ["x remind me when it's due", "x", null, { reminders: [0] }],
  // Several; duplicates collapse, in canonical order (instants first, then the closest to the due time).
  [
    "call friday at 10 remind me 1 day before remind me 1h before remind me at 8",
    "call",
    "2026-03-27 10:00 +01:00",
    { reminders: ["2026-03-27 08:00 +01:00", 60, 1440] },
  ],
  [
    "x remind me 1h before, remind me 60 min before",
    "x",
    null,
    { reminders: [60], parts: ["reminder:remind me 1h before", "reminder:remind me 60 min before"] },
  ],
  // Over the limits the words stay text, and are never read as the due date.
  ["x remind me 8 days before", "x remind me 8 days before", null, { parts: [] }],
  ["x remind me 10081 minutes before", "x remind me 10081 minutes before", null, { parts: [] }],
  [
    "x remind 1m before remind 2m before remind 3m before remind 4m before remind 5m before remind me 1 min before remind 6m before remind me tomorrow at 9",
    "x remind 6m before remind me tomorrow at 9",
    null,
    { reminders: [1, 2, 3, 4, 5] },
  ],
  // Not a reminder: whom to remind, what of, or no time.
  // "Remind me to" is how the task is said, not its title; with a time, a reminder as it falls due.
  ["remind me to buy milk", "buy milk", null, { parts: ["reminder:remind me to"] }],
  [
    "remind me to call mum tomorrow at 5pm",
    "call mum",
    "2026-03-26 17:00 +01:00",
    { reminders: [0], parts: ["reminder:remind me to", "date:tomorrow at 5pm"] },
  ],
  ["Please remind me to call mum tomorrow", "call mum", "2026-03-26 +01:00"],
  ["call mum and remind me to buy milk", "call mum and remind me to buy milk", null],
  ["remind John about the meeting tomorrow", "remind John about the meeting", "2026-03-26 +01:00"],
  ["reminder: buy milk", "reminder: buy milk", null],
  ["remind me about it later", "remind me about it later", null],
  // Dismissed: its words stay text, and its date too.
  [
    "x remind me tomorrow at 9am",
    "x remind me tomorrow at 9am",
    null,
    { parts: [] },
    { ignore: [{ start: 2, end: 27 }] },
  ],
  // Across the end of summer time in Berlin (Sunday 25 October 2026, 03:00 → 02:00).
  [
    "call sunday at 9 remind me 1 day before",
    "call",
    "2026-10-25 09:00 +01:00",
    { reminders: [1440] },
    { now: BEFORE_BERLIN_FALL_BACK },
  ],
  [
    "call sunday remind me at 9",
    "call",
    "2026-10-25 +02:00",
    { reminders: ["2026-10-25 09:00 +01:00"] },
    { now: BEFORE_BERLIN_FALL_BACK },
  ],
  [
    "x remind me tomorrow at 9am",
    "x",
    null,
    { reminders: ["2026-10-25 09:00 +01:00"] },
    { now: BEFORE_BERLIN_FALL_BACK },
  ],
  ["x remind me at 9", "x", null, { reminders: ["2026-10-25 09:00 +01:00"] }, { now: BERLIN_FALL_BACK_MORNING }],
  ["x remind me at 8", "x", null, { reminders: ["2026-10-26 08:00 +01:00"] }, { now: BERLIN_FALL_BACK_MORNING }],
  ["x remind me in 3 hours", "x", null, { reminders: ["2026-10-25 11:30 +01:00"] }, { now: BERLIN_FALL_BACK_MORNING }],
  // In New York, across the end of daylight saving time there (Sunday 1 November 2026).
  ["call remind me at 4pm", "call", null, { reminders: ["2026-03-25 16:00 -04:00"] }, NEW_YORK],
  [
    "brunch sunday 11am remind me at 9",
    "brunch",
    "2026-11-01 11:00 -05:00",
    { reminders: ["2026-11-01 09:00 -05:00"] },
    { ...NEW_YORK, now: BEFORE_US_FALL_BACK },
  ],
  [
    "x remind me saturday at 10",
    "x",
    null,
    { reminders: ["2026-10-31 10:00 -04:00"] },
    { ...NEW_YORK, now: BEFORE_US_FALL_BACK },
  ],
];

const TIDYING: Row[] = [
  ["  buy   milk   tomorrow  ", "buy milk", "2026-03-26 +01:00"],
  ["buy\tmilk tomorrow", "buy milk", "2026-03-26 +01:00"],
  ["buy milk tomorrow, and bread", "buy milk, and bread", "2026-03-26 +01:00"],
  ["buy milk tomorrow.", "buy milk.", "2026-03-26 +01:00"],
  ["buy milk (tomorrow)", "buy milk ( )", "2026-03-26 +01:00"],
  ["tomorrow", "tomorrow", "2026-03-26 +01:00"],
  ["Tomorrow: call the bank", "call the bank", "2026-03-26 +01:00"],
  ["call the bank – tomorrow", "call the bank", "2026-03-26 +01:00"],
  ["meet friday, report monday", "meet, report monday", "2026-03-27 +01:00"],
  ["ask about friday or saturday", "ask about or saturday", "2026-03-27 +01:00"],
];

/** Thursday 26 November 2026, 10:00 on each locale's clocks (London on GMT, Berlin on CET, New York on EST). */
const GB_NOVEMBER: Context = { now: "2026-11-26T10:00:00Z", timeZone: "Europe/London", locale: "en-GB" };
const US_NOVEMBER: Context = { now: "2026-11-26T15:00:00Z", timeZone: "America/New_York", locale: "en-US" };
const DE_NOVEMBER: Context = { now: "2026-11-26T09:00:00Z", locale: "de-DE" };

const LATE_IN_THE_YEAR: Row[] = [
  // A day after a month is never a year, in a day-first locale too; month and day are the next such day.
  ["move the dentist to jan 14 at 3pm", "move the dentist", "2027-01-14 15:00 +00:00", {}, GB_NOVEMBER],
  ["move the dentist to jan 14 at 3pm", "move the dentist", "2027-01-14 15:00 +01:00", {}, DE_NOVEMBER],
  ["move the dentist to jan 14 at 3pm", "move the dentist", "2027-01-14 15:00 -05:00", {}, US_NOVEMBER],
  ["book the venue December 19", "book the venue", "2026-12-19 +00:00", {}, GB_NOVEMBER],
  ["book the venue December 19", "book the venue", "2026-12-19 +01:00", {}, DE_NOVEMBER],
  ["quarterly taxes on april 15", "quarterly taxes", "2027-04-15 +01:00", {}, GB_NOVEMBER],
  ["renew passport march 3 2028", "renew passport", "2028-03-03 +00:00", {}, GB_NOVEMBER],
  // A past year is not taken: the words stay text.
  ["file the april 15 2019 return", "file the april 15 2019 return", null, {}, GB_NOVEMBER],
  ["scan 3/12/2019 receipts", "scan 3/12/2019 receipts", null, {}, GB_NOVEMBER],
  // Repeating, with the day said.
  [
    "pay rent on the 1st of every month",
    "pay rent",
    "2026-12-01 +00:00",
    { recurrence: "FREQ=MONTHLY;BYMONTHDAY=1", parts: ["recurrence:on the 1st of every month"] },
    GB_NOVEMBER,
  ],
  [
    "Mom birthday Dec 19 every year",
    "Mom birthday",
    "2026-12-19 -05:00",
    { recurrence: "FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=19", parts: ["date:Dec 19", "recurrence:every year"] },
    US_NOVEMBER,
  ],
  [
    "rent on the 3rd every month",
    "rent",
    "2026-12-03 +00:00",
    { recurrence: "FREQ=MONTHLY;BYMONTHDAY=3" },
    GB_NOVEMBER,
  ],
  ["bins friday every week", "bins", "2026-11-27 +00:00", { recurrence: "FREQ=WEEKLY;BYDAY=FR" }, GB_NOVEMBER],
  // A day said with a weekly rule that names none is where it starts and the weekday it repeats on.
  [
    "Call mum tomorrow 5pm p1 #family every week",
    "Call mum",
    "2026-11-27 17:00 +00:00",
    { recurrence: "FREQ=WEEKLY;BYDAY=FR", priority: "high", tags: ["family"] },
    GB_NOVEMBER,
  ],
  ["pay every 2 weeks from dec 3", "pay", "2026-12-03 +00:00", { recurrence: "FREQ=WEEKLY;INTERVAL=2" }, GB_NOVEMBER],
  [
    "water plants every day starting tomorrow",
    "water plants",
    "2026-11-27 +00:00",
    { recurrence: "FREQ=DAILY" },
    GB_NOVEMBER,
  ],
  [
    "gym mon wed fri 7am",
    "gym",
    "2026-11-27 07:00 -05:00",
    { recurrence: "FREQ=WEEKLY;BYDAY=MO,WE,FR", parts: ["recurrence:mon wed fri", "time:7am"] },
    US_NOVEMBER,
  ],
  [
    "weekly report every friday at 4pm",
    "weekly report",
    "2026-11-27 16:00 +00:00",
    { recurrence: "FREQ=WEEKLY;BYDAY=FR" },
    GB_NOVEMBER,
  ],
  [
    "water plants every tuesday",
    "water plants",
    "2026-12-01 +00:00",
    { recurrence: "FREQ=WEEKLY;BYDAY=TU" },
    GB_NOVEMBER,
  ],
  ["pay card every 15th", "pay card", "2026-12-15 +00:00", { recurrence: "FREQ=MONTHLY;BYMONTHDAY=15" }, GB_NOVEMBER],
  // The end of the working day, and a fortnight.
  ["send invoice eod", "send invoice", "2026-11-26 17:00 +00:00", { parts: ["time:eod"] }, GB_NOVEMBER],
  ["send invoice by end of day", "send invoice", "2026-11-26 17:00 -05:00", {}, US_NOVEMBER],
  ["send invoice tomorrow eod", "send invoice", "2026-11-27 17:00 +00:00", {}, GB_NOVEMBER],
  ["check the boiler in a fortnight", "check the boiler", "2026-12-10 +00:00", {}, GB_NOVEMBER],
  // A weekday of a week to come, with a time of day too.
  ["meet jo next week friday at 3pm", "meet jo", "2026-12-04 15:00 +00:00", {}, GB_NOVEMBER],
  ["meet jo in a week on tuesday", "meet jo", "2026-12-01 +00:00", {}, GB_NOVEMBER],
  ["meet jo next week", "meet jo", "2026-12-03 +00:00", {}, GB_NOVEMBER],
  ["Treffen nächste Woche Freitag um 15 Uhr", "Treffen", "2026-12-04 15:00 +01:00", {}, DE_NOVEMBER],
  // Times said in words; a bare 1 to 7 is in the afternoon, as "at 6" is.
  ["meet jo at half past 9", "meet jo", "2026-11-27 09:30 +00:00", {}, GB_NOVEMBER],
  ["meet jo at quarter to 12", "meet jo", "2026-11-26 11:45 +00:00", {}, GB_NOVEMBER],
  ["Treffen um halb acht", "Treffen", "2026-11-26 19:30 +01:00", {}, DE_NOVEMBER],
  ["Treffen morgen um viertel vor 6", "Treffen", "2026-11-27 17:45 +01:00", {}, DE_NOVEMBER],
  ["half past caring", "half past caring", null, {}, GB_NOVEMBER],
  // British "at half 3" is half past three; "half" without "at" is a word of the title.
  ["school run tomorrow at half 3", "school run", "2026-11-27 15:30 +00:00", {}, GB_NOVEMBER],
  ["cut the cake in half 2 times", "cut the cake in half 2 times", null, {}, GB_NOVEMBER],
  // The part of the day said after a spoken time settles it, and is no part of the title.
  ["Friseur morgen halb vier nachmittags", "Friseur", "2026-11-27 15:30 +01:00", {}, DE_NOVEMBER],
  ["Bäcker morgen viertel nach sieben morgens", "Bäcker", "2026-11-27 07:15 +01:00", {}, DE_NOVEMBER],
  ["call jo tomorrow at half past 8 in the evening", "call jo", "2026-11-27 20:30 +00:00", {}, GB_NOVEMBER],
  // A weekday counted in its month: the next such day, next year's when this year's is past.
  ["offsite the first monday in december", "offsite", "2026-12-07 +00:00", {}, GB_NOVEMBER],
  ["team lunch on the last friday of january", "team lunch", "2027-01-29 +00:00", {}, GB_NOVEMBER],
  ["Feier am zweiten Samstag im Dezember", "Feier", "2026-12-12 +01:00", {}, DE_NOVEMBER],
  ["Treffen am ersten Montag im November", "Treffen", "2027-11-01 +01:00", {}, DE_NOVEMBER],
  // The end of a week is its Friday; German says the end of a month too, "Ende Monat" in a hurry.
  ["Parkkarte verlängern bis Ende Monat", "Parkkarte verlängern", "2026-11-30 +01:00", {}, DE_NOVEMBER],
  ["report end of week", "report", "2026-11-27 +00:00", { parts: ["date:end of week"] }, GB_NOVEMBER],
  ["report by end of next week at 5pm", "report", "2026-12-04 17:00 +00:00", {}, GB_NOVEMBER],
  ["Bericht bis Ende des nächsten Monats", "Bericht", "2026-12-31 +01:00", {}, DE_NOVEMBER],
  // German dates and times.
  ["Zahnarzt 10.12.", "Zahnarzt", "2026-12-10 +01:00", { parts: ["date:10.12."] }, DE_NOVEMBER],
  ["Arzttermin 14.1.", "Arzttermin", "2027-01-14 +01:00", {}, DE_NOVEMBER],
  ["Arzttermin 26.11.", "Arzttermin", "2026-11-26 +01:00", {}, DE_NOVEMBER],
  ["Zahnarzt 31.2.", "Zahnarzt 31.2.", null, {}, DE_NOVEMBER],
  ["Feier am 18.12. um 18 Uhr", "Feier", "2026-12-18 18:00 +01:00", {}, DE_NOVEMBER],
  ["Meeting nächsten Montag", "Meeting", "2026-11-30 +01:00", {}, DE_NOVEMBER],
  ["Friseur übermorgen um 15 Uhr", "Friseur", "2026-11-28 15:00 +01:00", {}, DE_NOVEMBER],
  ["Joggen morgen früh", "Joggen", "2026-11-27 09:00 +01:00", { parts: ["date:morgen früh"] }, DE_NOVEMBER],
  ["Joggen übermorgen früh", "Joggen früh", "2026-11-28 +01:00", {}, DE_NOVEMBER],
  ["Kochen heute Abend", "Kochen", "2026-11-26 19:00 +01:00", {}, DE_NOVEMBER],
  ["Rechnung bezahlen bis Montag", "Rechnung bezahlen", "2026-11-30 +01:00", {}, DE_NOVEMBER],
  // German repetitions.
  ["Müll jeden Dienstag", "Müll", "2026-12-01 +01:00", { recurrence: "FREQ=WEEKLY;BYDAY=TU" }, DE_NOVEMBER],
  ["Tabletten täglich", "Tabletten", "2026-11-26 +01:00", { recurrence: "FREQ=DAILY" }, DE_NOVEMBER],
  ["Gießen alle zwei Wochen", "Gießen", "2026-11-26 +01:00", { recurrence: "FREQ=WEEKLY;INTERVAL=2" }, DE_NOVEMBER],
  ["Miete jeden Monat", "Miete", "2026-11-26 +01:00", { recurrence: "FREQ=MONTHLY" }, DE_NOVEMBER],
  ["Bericht wöchentlich", "Bericht", "2026-11-26 +01:00", { recurrence: "FREQ=WEEKLY" }, DE_NOVEMBER],
  ["Steuer jährlich", "Steuer", "2026-11-26 +01:00", { recurrence: "FREQ=YEARLY" }, DE_NOVEMBER],
  ["Zähne putzen jeden Tag", "Zähne putzen", "2026-11-26 +01:00", { recurrence: "FREQ=DAILY" }, DE_NOVEMBER],
  [
    "Stand-up werktags um 9",
    "Stand-up",
    "2026-11-27 09:00 +01:00",
    { recurrence: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR" },
    DE_NOVEMBER,
  ],
  [
    "Mama Geburtstag 19.12. jedes Jahr",
    "Mama Geburtstag",
    "2026-12-19 +01:00",
    { recurrence: "FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=19" },
    DE_NOVEMBER,
  ],
  // German text on an English browser is read as German; English text there is not.
  ["Zahnarzt morgen um 15 Uhr", "Zahnarzt", "2026-11-27 15:00 +00:00", {}, GB_NOVEMBER],
  ["Zahnarzt bis 10.12.", "Zahnarzt", "2026-12-10 -05:00", {}, US_NOVEMBER],
  ["Müll jeden Dienstag", "Müll", "2026-12-01 -05:00", { recurrence: "FREQ=WEEKLY;BYDAY=TU" }, US_NOVEMBER],
  ["party 3/12", "party", "2027-03-12 -05:00", {}, US_NOVEMBER],
];

const SUITE: Record<string, Row[]> = {
  "late in the year, and in German": LATE_IN_THE_YEAR,
  "text that stays text": TEXT_STAYS_TEXT,
  days: DAYS,
  weekdays: WEEKDAYS,
  "relative dates": RELATIVE,
  "calendar dates": CALENDAR_DATES,
  times: TIMES,
  "dates with times": DATE_AND_TIME,
  "across a DST change": ACROSS_DST,
  "in New York": NEW_YORK_ROWS,
  locales: LOCALES,
  priorities: PRIORITIES,
  tags: TAGS,
  lists: LISTS,
  "dismissed parts": DISMISSED,
  reminders: REMINDERS,
  "tidying the title": TIDYING,
};

function instantOfRow(wallClock: string): string {
  const match = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d) ([+-]\d\d:\d\d)$/.exec(wallClock);
  if (!match) throw new Error(`Bad instant in the table: ${wallClock}`);
  return new Date(`${match[1]}T${match[2]}:00${match[3]}`).toISOString();
}

function expectedDue(due: string | null): { dueAt: string | null; allDay: boolean } {
  if (due === null) return { dueAt: null, allDay: false };
  const match = /^(\d{4}-\d\d-\d\d)(?: (\d\d:\d\d))? ([+-]\d\d:\d\d)$/.exec(due);
  if (!match) throw new Error(`Bad due in the table: ${due}`);
  const [, day, time, offset] = match;
  return { dueAt: new Date(`${day}T${time ?? "00:00"}:00${offset}`).toISOString(), allDay: time === undefined };
}

/**
 * Each row read at NOW in Berlin, in the row's locale or else `locale`: its title, due and recurrence, and its
 * reminders where the row names them.
 */
function itReadsEach(rows: readonly Row[], locale: string) {
  it.each(rows.map((row) => [row[0], row] as const))("%j", (_, [text, title, due, expected = {}, context = {}]) => {
    const result = parseQuickAdd(text, {
      now: new Date(NOW),
      timeZone: "Europe/Berlin",
      locale: context.locale ?? locale,
    });
    expect(result).toMatchObject({ title, ...expectedDue(due), recurrence: expected.recurrence ?? null });
    if (expected.reminders) {
      expect(result.reminders).toEqual(expected.reminders.map((minutesBefore) => ({ minutesBefore })));
    }
  });
}

describe("parseQuickAdd", () => {
  for (const [group, rows] of Object.entries(SUITE)) {
    describe(group, () => {
      it.each(rows.map((row) => [row[0], row] as const))("%j", (_, [text, title, due, expected = {}, context = {}]) => {
        const result = parseQuickAdd(text, {
          now: new Date(context.now ?? NOW),
          timeZone: context.timeZone ?? "Europe/Berlin",
          locale: context.locale ?? "en-US",
          ignore: context.ignore,
          lists: context.lists,
          dueDay: context.dueDay,
        });
        expect(result).toMatchObject({
          title,
          ...expectedDue(due),
          priority: expected.priority ?? "none",
          recurrence: expected.recurrence ?? null,
          ...(expected.tags ? { tags: expected.tags } : {}),
        });
        if (!expected.tags) expect(result.tags).toEqual([]);
        expect(result.reminders).toEqual(
          (expected.reminders ?? []).map((reminder) =>
            typeof reminder === "number" ? { minutesBefore: reminder } : { at: instantOfRow(reminder) },
          ),
        );
        expect(result.list).toBe(expected.list ?? null);
        if (expected.unknownList !== undefined) {
          const unknown = result.unknownList;
          expect(unknown && `${text.slice(unknown.start, unknown.end)}`).toBe(expected.unknownList);
        }
        if (expected.parts) {
          expect(result.parts.map((part) => `${part.kind}:${text.slice(part.start, part.end)}`)).toEqual(
            expected.parts,
          );
        }
        // Parts are in order, apart, inside the text, and never cover a span the user dismissed.
        for (const [index, part] of result.parts.entries()) {
          expect(part.start).toBeGreaterThanOrEqual(index === 0 ? 0 : (result.parts[index - 1]?.end ?? 0));
          expect(part.end).toBeGreaterThan(part.start);
          expect(part.end).toBeLessThanOrEqual(text.length);
          for (const dismissed of context.ignore ?? []) {
            expect(part.end <= dismissed.start || part.start >= dismissed.end).toBe(true);
          }
        }
      });
    });
  }

  it(`holds at least 200 phrasings`, () => {
    expect(Object.values(SUITE).flat().length).toBeGreaterThanOrEqual(200);
  });

  it("keeps every word that is not recognised, in order", () => {
    const text = "ask Bob tomorrow about the #budget report at 5pm p2 before lunch";
    const result = parseQuickAdd(text, { now: new Date(NOW), timeZone: "Europe/Berlin", locale: "en-US" });
    expect(result.title).toBe("ask Bob about the report before lunch");
    const recognised = result.parts.map((part) => text.slice(part.start, part.end));
    expect(recognised).toEqual(["tomorrow", "#budget", "at 5pm", "p2"]);
  });

  it("keeps a date reader for each language it reads and order of day and month, whatever locales come", () => {
    const read = (locale: string) => parseQuickAdd("party 3/12", { now: new Date(NOW), timeZone: "UTC", locale });
    for (const locale of ["en-US", "en-GB", "de-DE"]) read(locale);
    const { dateReaders } = quickAddCacheSizes();
    // Many tags, some alike but for their extensions, some in as many regions as there are remembered locales.
    const regions = Array.from({ length: QUICK_ADD_LOCALES_REMEMBERED_MAX + 10 }, (_, index) =>
      String(index).padStart(3, "0"),
    );
    for (const [index, region] of regions.entries()) {
      for (const locale of [`en-${region}`, `en-GB-u-nu-latn-x-b${index}`, `de-AT-x-c${index}`]) read(locale);
    }
    expect(quickAddCacheSizes()).toEqual({ dateReaders, locales: QUICK_ADD_LOCALES_REMEMBERED_MAX });
  });

  it("builds every date reader there is up front, and no more after, whatever text and locales come", () => {
    prepareDateReaders();
    const built = quickAddCacheSizes().dateReaders;
    // English and German, each with the day or the month first.
    expect(built).toBe(4);
    for (const locale of ["en-US", "en-GB", "de-DE", "fr-FR"]) {
      for (const text of ["party 3/12", "Party am 3.12. um 9 Uhr"]) {
        parseQuickAdd(text, { now: new Date(NOW), timeZone: "UTC", locale });
      }
    }
    expect(quickAddCacheSizes().dateReaders).toBe(built);
  });

  it("tells text that is all recognised parts, whose title is the text itself, from text with a title", () => {
    const context = { now: new Date(NOW), timeZone: "Europe/Berlin", locale: "en-US" };
    for (const text of ["tomorrow p1", " friday at 3 ", "p1", "#inbox", "Zahnarzt"]) {
      const result = parseQuickAdd(text, context);
      const allRecognised = isAllRecognised(text, result);
      expect([text, allRecognised]).toEqual([text, text !== "Zahnarzt"]);
      expect(result.title).toBe(allRecognised ? text.trim() : "Zahnarzt");
    }
    expect(isAllRecognised("  ", parseQuickAdd("  ", context))).toBe(false);
  });

  it("names an unknown list as typed, without its plus or quotes, and where it is", () => {
    const context = { now: new Date(NOW), timeZone: "Europe/Berlin", locale: "en-US", lists: ["Work"] };
    expect(parseQuickAdd('dig +"Herb garden " soon', context).unknownList).toEqual({
      name: "Herb garden",
      start: 4,
      end: 19,
    });
    expect(parseQuickAdd("dig +Garden", context).unknownList).toEqual({ name: "Garden", start: 4, end: 11 });
  });
});

describe("a weekday's short name last, 'itself' after a day, and a meeting's minutes", () => {
  const context = { now: new Date(NOW), timeZone: "Europe/Berlin", locale: "en-GB" };
  it.each([
    // A short name that is a word too ("sat", "sun", "wed") is the day when it ends the task.
    ["bbq arvo at the Kellys sat", "bbq arvo at the Kellys", "2026-03-28 +01:00"],
    ["footy training for the juniors sun", "footy training for the juniors", "2026-03-29 +01:00"],
    ["put the bins to the kerb wed", "put the bins to the kerb", "2026-03-25 +01:00"],
    // Indian English "itself" after a day says that very day.
    ["submit the expense claim today itself", "submit the expense claim", "2026-03-25 +01:00"],
    ["share the deck by tomorrow itself", "share the deck", "2026-03-26 +01:00"],
  ])("%j is dated", (text, title, due) => {
    const result = parseQuickAdd(text, context);
    expect(result.title).toBe(title);
    expect(result.dueAt).toBe(expectedDue(due).dueAt);
  });

  it.each([
    // After a word it is said of, the short name stays a word.
    "we sat",
    "dry the towels in the sun",
    "finally got wed",
    // The minutes of a meeting are no duration.
    "circulate the minutes",
    "type up the hours",
  ])("%j stays text", (text) => {
    const result = parseQuickAdd(text, context);
    expect([result.title, result.dueAt]).toEqual([text, null]);
  });
});

/** The 24-hour clock written without a colon ("0730", "1500 hrs"), read where a time is said; other digits stay text. */
const TWENTY_FOUR_HOUR_ROWS: Row[] = [
  ["meds check at 1945", "meds check", "2026-03-25 19:45 +01:00"],
  ["swap shifts thursday 0715", "swap shifts", "2026-03-26 07:15 +01:00"],
  ["drop off keys tomorrow b4 1300", "drop off keys", "2026-03-26 13:00 +01:00"],
  ["brief the team at 1400 hrs", "brief the team", "2026-03-25 14:00 +01:00"],
  ["Übergabe morgen 0600", "Übergabe", "2026-03-26 06:00 +01:00", {}, DE],
  ["ward round every mon 0800", "ward round", "2026-03-30 08:00 +02:00", { recurrence: "FREQ=WEEKLY;BYDAY=MO" }],
  ["feed the dog remind me 2 hrs b4", "feed the dog", null, { reminders: [120] }],
  // A year, an amount, a house number: not a time.
  ["plan the 2027 holiday", "plan the 2027 holiday", null],
  ["pay off the loan by 2030", "pay off the loan by 2030", null],
  ["order 1500 flyers tomorrow", "order 1500 flyers", "2026-03-26 +01:00"],
  ["visit 1200 Elm Street", "visit 1200 Elm Street", null],
];

describe("parseQuickAdd on 24-hour times without a colon", () => {
  itReadsEach(TWENTY_FOUR_HOUR_ROWS, "en-US");
});

/** Every spelling of a weekday comes from one table: each reader knows the same ones. */
const WEEKDAY_SPELLING_ROWS: Row[] = [
  ["put the bins out every weds", "put the bins out", "2026-03-25 +01:00", { recurrence: "FREQ=WEEKLY;BYDAY=WE" }],
  ["call mum next tues", "call mum", "2026-03-31 +02:00"],
  ["Markt am Sonnabend", "Markt", "2026-03-28 +01:00", {}, DE],
  ["Wochenmarkt jeden Sonnabend", "Wochenmarkt", "2026-03-28 +01:00", { recurrence: "FREQ=WEEKLY;BYDAY=SA" }, DE],
];

describe("parseQuickAdd on the spellings of weekdays", () => {
  itReadsEach(WEEKDAY_SPELLING_ROWS, "en-GB");
});

/** German and Swiss times chrono's German reader misses (german-times.ts). */
const FIXG_ROWS: Row[] = [
  // A dotted time with "Uhr" and no "um": the 24-hour clock; without "Uhr" a dotted pair stays a date.
  ["Besprechung morgen 14.30 Uhr", "Besprechung", "2026-03-26 14:30 +01:00", {}, DE],
  ["Arzt 7.45 Uhr", "Arzt", "2026-03-26 07:45 +01:00", {}, DE],
  ["Lieferung 4.12.", "Lieferung", "2026-12-04 +01:00", {}, DE],
  // A Swiss meal after a preposition is its time of day; "z'Abig" carries its own.
  ["am Zmittag mit Reto telefonieren", "mit Reto telefonieren", "2026-03-25 12:00 +01:00", {}, DE],
  ["morgen zum Znüni Gipfeli holen", "Gipfeli holen", "2026-03-26 09:00 +01:00", {}, DE],
  ["Mami aalüte z'Abig", "Mami aalüte", "2026-03-25 19:00 +01:00", {}, DE],
  // Without one, the meal is the title's.
  ["Znüni für die Sitzung organisieren", "Znüni für die Sitzung organisieren", null, {}, DE],
];

describe("German dotted times with Uhr and Swiss meals as times", () => {
  itReadsEach(FIXG_ROWS, "de-DE");
});

describe("an office's EOW, and am or pm after a day", () => {
  itReadsEach(
    [
      ["send the deck EOW", "send the deck", "2026-03-27 +01:00"],
      ["close the sprint by eow", "close the sprint", "2026-03-27 +01:00"],
      ["ping legal re the NDA tmrw am", "ping legal re the NDA", "2026-03-26 09:00 +01:00"],
      ["sync with design fri pm", "sync with design", "2026-03-27 15:00 +01:00"],
    ],
    "en-US",
  );
});

describe("dates as a Spanish speaker says them in English", () => {
  const rows: Row[] = [
    ["call the plumber in the morning of tomorrow", "call the plumber", "2026-03-26 09:00 +01:00"],
    ["book the restaurant the afternoon of friday", "book the restaurant", "2026-03-27 15:00 +01:00"],
    ["call my mother tomorrow at the 5 of the afternoon", "call my mother", "2026-03-26 17:00 +01:00"],
    ["take the pills at the 8 of the morning", "take the pills", "2026-03-26 08:00 +01:00"],
    ["buy a gift for my niece for the Friday", "buy a gift for my niece", "2026-03-27 +01:00"],
    // Scots "remind me tae …" as "remind me to …".
    ["remind me tae phone gran on friday", "phone gran", "2026-03-27 +01:00"],
    // English that only looks alike stays as chrono reads it.
    ["read page 5 of the morning paper", "read page 5 of the morning paper", null],
    ["prepare slides for the friday meeting", "prepare slides for the meeting", "2026-03-27 +01:00"],
  ];
  itReadsEach(rows, "en-GB");
});

describe('texting\'s "n" between weekdays', () => {
  it('reads "every tuesday n thursday" as both days', () => {
    const result = parseQuickAdd("fitba every tuesday n thursday at 6pm", {
      now: new Date(NOW),
      timeZone: "Europe/Berlin",
      locale: "en-GB",
    });
    expect(result).toMatchObject({ title: "fitba", recurrence: "FREQ=WEEKLY;BYDAY=TU,TH" });
  });
});

/** German hours and days said in words, Bavarian parts of the day, "übernächsten". */
const SPOKEN_GERMAN_ROWS: Row[] = [
  ["Zahnarzt morgen um drei", "Zahnarzt", "2026-03-26 15:00 +01:00", {}, DE],
  ["Termin morgen um neune", "Termin", "2026-03-26 09:00 +01:00", {}, DE],
  ["Semmeln holen am Freitag in der Früh", "Semmeln holen", "2026-03-27 09:00 +01:00", {}, DE],
  ["Katze füttern heute auf d'Nacht um 7", "Katze füttern", "2026-03-25 19:00 +01:00", {}, DE],
  ["Friseur am zwölften April um elf", "Friseur", "2026-04-12 11:00 +02:00", {}, DE],
  ["Bericht übernächsten Freitag", "Bericht", "2026-04-03 +02:00", {}, DE],
  ["drei Äpfel kaufen", "drei Äpfel kaufen", null, {}, DE],
];

describe("parseQuickAdd on German said aloud", () => {
  itReadsEach(SPOKEN_GERMAN_ROWS, "en-GB");
});

/** times and days said in words, as US dictation writes them, and a German speaker's day.month in English. */
const SAID_IN_WORDS_ROWS: Row[] = [
  ["call the plumber tomorrow at ten thirty am", "call the plumber", "2026-03-26 10:30 +01:00"],
  ["water the garden friday at four", "water the garden", "2026-03-27 16:00 +01:00"],
  ["walk the dog at seven o'clock", "walk the dog", "2026-03-25 19:00 +01:00"],
  ["I have three kids", "I have three kids", null],
  ["buy three lemons", "buy three lemons", null],
  ["pay the water bill on the twenty second", "pay the water bill", "2026-04-22 +02:00"],
  ["finish the first draft", "finish the first draft", null],
  ["meet on the third floor", "meet on the third floor", null],
  ["file the report for the 3.12.", "file the report", "2026-12-03 +01:00"],
  ["order toner till friday", "order toner", "2026-03-27 +01:00"],
  ["school concert on the 9th of April at half 6", "school concert", "2026-04-09 18:30 +02:00"],
  [
    "put the bins out every tuesday night at 9",
    "put the bins out",
    "2026-03-31 21:00 +02:00",
    { recurrence: "FREQ=WEEKLY;BYDAY=TU" },
  ],
  ["swim every tuesday morning at 9", "swim", "2026-03-31 09:00 +02:00", { recurrence: "FREQ=WEEKLY;BYDAY=TU" }],
];

describe("parseQuickAdd on times and days said in words", () => {
  itReadsEach(SAID_IN_WORDS_ROWS, "en-US");
});
