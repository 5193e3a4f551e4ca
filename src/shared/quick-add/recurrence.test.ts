import { describe, expect, it } from "vitest";
import { recurrenceSchema } from "../recurrence/rule";
import { findRecurrence } from "./recurrence";

const NINE = { hour: 9, minute: 0 };

/** [text, the phrase found in it, its RRULE, the time it implies] */
const PHRASES: [string, string, string, { hour: number; minute: number } | null][] = [
  ["every day", "every day", "FREQ=DAILY", null],
  ["Every Day", "Every Day", "FREQ=DAILY", null],
  ["water plants every day", "every day", "FREQ=DAILY", null],
  ["every weekday", "every weekday", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", null],
  ["stand-up every weekday morning", "every weekday morning", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", NINE],
  ["every weekdays", "every weekdays", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", null],
  ["every weekend", "every weekend", "FREQ=WEEKLY;BYDAY=SA,SU", null],
  ["every week", "every week", "FREQ=WEEKLY", null],
  ["every month", "every month", "FREQ=MONTHLY", null],
  ["every year", "every year", "FREQ=YEARLY", null],
  ["every monday", "every monday", "FREQ=WEEKLY;BYDAY=MO", null],
  ["gym every Mon", "every Mon", "FREQ=WEEKLY;BYDAY=MO", null],
  ["every tuesday", "every tuesday", "FREQ=WEEKLY;BYDAY=TU", null],
  ["every wed", "every wed", "FREQ=WEEKLY;BYDAY=WE", null],
  ["every thurs", "every thurs", "FREQ=WEEKLY;BYDAY=TH", null],
  ["every friday", "every friday", "FREQ=WEEKLY;BYDAY=FR", null],
  ["every sat", "every sat", "FREQ=WEEKLY;BYDAY=SA", null],
  ["every sunday", "every sunday", "FREQ=WEEKLY;BYDAY=SU", null],
  ["every tue and thu", "every tue and thu", "FREQ=WEEKLY;BYDAY=TU,TH", null],
  ["every thu and tue", "every thu and tue", "FREQ=WEEKLY;BYDAY=TU,TH", null],
  ["every mon, wed and fri", "every mon, wed and fri", "FREQ=WEEKLY;BYDAY=MO,WE,FR", null],
  ["every mon, wed, fri", "every mon, wed, fri", "FREQ=WEEKLY;BYDAY=MO,WE,FR", null],
  ["every sat & sun", "every sat & sun", "FREQ=WEEKLY;BYDAY=SA,SU", null],
  ["every monday morning", "every monday morning", "FREQ=WEEKLY;BYDAY=MO", NINE],
  ["every friday evening", "every friday evening", "FREQ=WEEKLY;BYDAY=FR", { hour: 19, minute: 0 }],
  ["every 2 weeks", "every 2 weeks", "FREQ=WEEKLY;INTERVAL=2", null],
  ["every two weeks", "every two weeks", "FREQ=WEEKLY;INTERVAL=2", null],
  ["every 3 days", "every 3 days", "FREQ=DAILY;INTERVAL=3", null],
  ["every 3 months", "every 3 months", "FREQ=MONTHLY;INTERVAL=3", null],
  ["every 2 years", "every 2 years", "FREQ=YEARLY;INTERVAL=2", null],
  ["every 1 week", "every 1 week", "FREQ=WEEKLY", null],
  ["every other week", "every other week", "FREQ=WEEKLY;INTERVAL=2", null],
  ["every other day", "every other day", "FREQ=DAILY;INTERVAL=2", null],
  ["every other month", "every other month", "FREQ=MONTHLY;INTERVAL=2", null],
  ["every other tuesday", "every other tuesday", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", null],
  ["every fortnight", "every fortnight", "FREQ=WEEKLY;INTERVAL=2", null],
  ["every 2 weeks on monday", "every 2 weeks on monday", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO", null],
  ["alle zwei wochen am donnerstag", "alle zwei wochen am donnerstag", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TH", null],
  [
    "alle 3 Wochen montags und freitags",
    "alle 3 Wochen montags und freitags",
    "FREQ=WEEKLY;INTERVAL=3;BYDAY=MO,FR",
    null,
  ],
  ["on the last day of each month", "on the last day of each month", "FREQ=MONTHLY;BYMONTHDAY=-1", null],
  ["am letzten Tag jedes Monats", "am letzten Tag jedes Monats", "FREQ=MONTHLY;BYMONTHDAY=-1", null],
  ["every week on tue and thu", "every week on tue and thu", "FREQ=WEEKLY;BYDAY=TU,TH", null],
  ["every first monday of the month", "every first monday of the month", "FREQ=MONTHLY;BYDAY=1MO", null],
  ["every 1st monday", "every 1st monday", "FREQ=MONTHLY;BYDAY=1MO", null],
  ["every second tuesday of the month", "every second tuesday of the month", "FREQ=MONTHLY;BYDAY=2TU", null],
  ["every third wed of every month", "every third wed of every month", "FREQ=MONTHLY;BYDAY=3WE", null],
  ["every last friday of the month", "every last friday of the month", "FREQ=MONTHLY;BYDAY=-1FR", null],
  ["every month on the 5th", "every month on the 5th", "FREQ=MONTHLY;BYMONTHDAY=5", null],
  ["every month on the 15", "every month on the 15", "FREQ=MONTHLY;BYMONTHDAY=15", null],
  ["every month on the last day", "every month on the last day", "FREQ=MONTHLY;BYMONTHDAY=-1", null],
  ["every month on the first monday", "every month on the first monday", "FREQ=MONTHLY;BYDAY=1MO", null],
  ["every 5th", "every 5th", "FREQ=MONTHLY;BYMONTHDAY=5", null],
  ["every 21st of the month", "every 21st of the month", "FREQ=MONTHLY;BYMONTHDAY=21", null],
  ["every last day of the month", "every last day of the month", "FREQ=MONTHLY;BYMONTHDAY=-1", null],
  ["every 3 months on the 1st", "every 3 months on the 1st", "FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1", null],
  ["every year on june 12", "every year on june 12", "FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=12", null],
  ["every year on 12 june", "every year on 12 june", "FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=12", null],
  ["every june 12", "every june 12", "FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=12", null],
  ["every 12th of june", "every 12th of june", "FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=12", null],
  ["every Dec. 25th", "every Dec. 25th", "FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=25", null],
  ["every year on feb 29", "every year on feb 29", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", null],
  ["every morning", "every morning", "FREQ=DAILY", NINE],
  ["every afternoon", "every afternoon", "FREQ=DAILY", { hour: 12, minute: 0 }],
  ["every evening", "every evening", "FREQ=DAILY", { hour: 19, minute: 0 }],
  ["every night", "every night", "FREQ=DAILY", { hour: 22, minute: 0 }],
  ["ev day", "ev day", "FREQ=DAILY", null],
  ["ev monday", "ev monday", "FREQ=WEEKLY;BYDAY=MO", null],
  ["ev 2 weeks", "ev 2 weeks", "FREQ=WEEKLY;INTERVAL=2", null],
  ["each friday", "each friday", "FREQ=WEEKLY;BYDAY=FR", null],
  ["daily", "daily", "FREQ=DAILY", null],
  ["weekly", "weekly", "FREQ=WEEKLY", null],
  ["weekly on friday", "weekly on friday", "FREQ=WEEKLY;BYDAY=FR", null],
  ["monthly", "monthly", "FREQ=MONTHLY", null],
  ["pay rent monthly on the 1st", "monthly on the 1st", "FREQ=MONTHLY;BYMONTHDAY=1", null],
  ["yearly", "yearly", "FREQ=YEARLY", null],
  ["annually", "annually", "FREQ=YEARLY", null],
  ["fortnightly", "fortnightly", "FREQ=WEEKLY;INTERVAL=2", null],
  ["report daily standup", "daily", "FREQ=DAILY", null],
  ["call mum every sunday at 5pm", "every sunday", "FREQ=WEEKLY;BYDAY=SU", null],
  ["every mon #gym p1", "every mon", "FREQ=WEEKLY;BYDAY=MO", null],
  ["ev charger check every day", "every day", "FREQ=DAILY", null],
  // Weekdays said together are a routine; "on the 1st of every month" is the month's day.
  ["gym mon wed fri 7am", "mon wed fri", "FREQ=WEEKLY;BYDAY=MO,WE,FR", null],
  ["soccer tues thurs", "tues thurs", "FREQ=WEEKLY;BYDAY=TU,TH", null],
  ["every mon wed fri", "every mon wed fri", "FREQ=WEEKLY;BYDAY=MO,WE,FR", null],
  ["pay rent on the 1st of every month", "on the 1st of every month", "FREQ=MONTHLY;BYMONTHDAY=1", null],
  ["the 15th of each month", "the 15th of each month", "FREQ=MONTHLY;BYMONTHDAY=15", null],
  // A phrase said with "every" wins over a standalone word, which may be the title's.
  ["weekly report every friday at 4pm", "every friday", "FREQ=WEEKLY;BYDAY=FR", null],
  ["daily standup every weekday", "every weekday", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", null],
  // German.
  ["Müll rausbringen jeden Dienstag", "jeden Dienstag", "FREQ=WEEKLY;BYDAY=TU", null],
  ["jeden Montag und Donnerstag", "jeden Montag und Donnerstag", "FREQ=WEEKLY;BYDAY=MO,TH", null],
  ["Tabletten täglich", "täglich", "FREQ=DAILY", null],
  ["jeden Tag", "jeden Tag", "FREQ=DAILY", null],
  ["jede Woche", "jede Woche", "FREQ=WEEKLY", null],
  ["jeden Monat", "jeden Monat", "FREQ=MONTHLY", null],
  ["Gehalt prüfen jeden Monat am 25.", "jeden Monat am 25.", "FREQ=MONTHLY;BYMONTHDAY=25", null],
  ["Zeitschrift kündigen monatlich am 3.", "monatlich am 3.", "FREQ=MONTHLY;BYMONTHDAY=3", null],
  ["Zeitung abbestellen jeden 15. des Monats", "jeden 15. des Monats", "FREQ=MONTHLY;BYMONTHDAY=15", null],
  ["jeden ersten des Monats Zählerstand notieren", "jeden ersten des Monats", "FREQ=MONTHLY;BYMONTHDAY=1", null],
  ["jedes Jahr", "jedes Jahr", "FREQ=YEARLY", null],
  ["Wochenbericht wöchentlich", "wöchentlich", "FREQ=WEEKLY", null],
  ["zweiwöchentlich", "zweiwöchentlich", "FREQ=WEEKLY;INTERVAL=2", null],
  ["Miete monatlich", "monatlich", "FREQ=MONTHLY", null],
  ["Steuer jährlich", "jährlich", "FREQ=YEARLY", null],
  ["alle zwei Wochen", "alle zwei Wochen", "FREQ=WEEKLY;INTERVAL=2", null],
  ["alle 3 Monate", "alle 3 Monate", "FREQ=MONTHLY;INTERVAL=3", null],
  ["alle 2 Tage", "alle 2 Tage", "FREQ=DAILY;INTERVAL=2", null],
  ["jeden zweiten Tag", "jeden zweiten Tag", "FREQ=DAILY;INTERVAL=2", null],
  ["Altpapier jeden zweiten Freitag", "jeden zweiten Freitag", "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR", null],
  ["jedes zweite Jahr", "jedes zweite Jahr", "FREQ=YEARLY;INTERVAL=2", null],
  ["werktags", "werktags", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", null],
  ["jeden Werktag", "jeden Werktag", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", null],
  ["jedes Wochenende", "jedes Wochenende", "FREQ=WEEKLY;BYDAY=SA,SU", null],
  ["jeden Morgen", "jeden Morgen", "FREQ=DAILY", NINE],
  ["jeden Abend", "jeden Abend", "FREQ=DAILY", { hour: 19, minute: 0 }],
  ["Miete am 1. jedes Monats", "am 1. jedes Monats", "FREQ=MONTHLY;BYMONTHDAY=1", null],
];

/** Text with no recurrence in it: it stays text. */
const NOT_RECURRENCES = [
  "every",
  "everyone loves tea",
  "everything everywhere",
  "every time I open it",
  "every 0 days",
  "every 1000 days",
  "every june 31",
  "every feb 30",
  "every monkey",
  "ev",
  "each of them",
  "dailyness",
  "buy oat milk tomorrow",
  "every 32nd",
  "mon",
  "Montag",
  "jeden",
  "alle Kinder abholen",
  "alle",
];

describe("findRecurrence", () => {
  it.each(PHRASES)("%s → %s", (text, phrase, rrule, time) => {
    const found = findRecurrence(text);
    expect(found).toMatchObject({ rrule, time, startsOn: null });
    expect(text.slice(found?.start, found?.end)).toBe(phrase);
  });

  it.each(NOT_RECURRENCES)("%s stays text", (text) => {
    expect(findRecurrence(text)).toBeNull();
  });

  it.each([
    ["every monday starting dec 3", "dec 3"],
    ["every day starting tomorrow", "tomorrow"],
    ["every 2 weeks starting next friday", "next friday"],
    ["every month on the 5th starting on 2027-01-05", "2027-01-05"],
    ["every year starting 3 december 2027", "3 december 2027"],
    ["every weekday, starting jan 4", "jan 4"],
    ["every other week starts in 2 weeks", "in 2 weeks"],
    ["every morning starting monday", "monday"],
  ])("%s starts on %s", (text, date) => {
    const found = findRecurrence(`pay ${text} now`);
    expect(found?.startsOn?.text).toBe(date);
    const { start, end } = found?.startsOn ?? { start: 0, end: 0 };
    expect(`pay ${text} now`.slice(start, end)).toBe(date);
    expect(`pay ${text} now`.slice(found?.start, found?.end)).toBe(text);
  });

  it("leaves an unknown date after starting as text", () => {
    const found = findRecurrence("every monday starting whenever");
    expect(found).toMatchObject({ start: 0, end: 12, startsOn: null });
  });

  it("makes only rules the validator takes", () => {
    for (const [text] of PHRASES) {
      const rrule = findRecurrence(text)?.rrule ?? "";
      expect(recurrenceSchema.parse(rrule)).toBe(rrule);
    }
  });
});
