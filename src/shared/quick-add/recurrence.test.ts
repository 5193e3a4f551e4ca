import { describe, expect, it } from "vitest";
import { describeRecurrence, parseRule, RECURRENCE_MESSAGES, recurrenceSchema } from "../recurrence-rule";
import { findRecurrence, firstOccurrence, nextOccurrence, repeatingDue } from "./recurrence";

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

describe("the RRULE validator", () => {
  it.each([
    ["FREQ=WEEKLY;BYDAY=MO", "FREQ=WEEKLY;BYDAY=MO"],
    ["rrule:freq=weekly;byday=fr,mo,mo", "FREQ=WEEKLY;BYDAY=MO,FR"],
    ["FREQ=MONTHLY;BYDAY=-1FR", "FREQ=MONTHLY;BYDAY=-1FR"],
    ["FREQ=MONTHLY;BYDAY=+1MO", "FREQ=MONTHLY;BYDAY=1MO"],
    ["BYMONTHDAY=-1;FREQ=MONTHLY", "FREQ=MONTHLY;BYMONTHDAY=-1"],
    ["FREQ=YEARLY;BYMONTHDAY=12;BYMONTH=6", "FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=12"],
    ["FREQ=DAILY;INTERVAL=1", "FREQ=DAILY"],
  ])("takes %s as %s", (text, canonical) => {
    expect(recurrenceSchema.parse(text)).toBe(canonical);
  });

  it.each([
    "",
    "FREQ=HOURLY",
    "FREQ=WEEKLY;COUNT=3",
    "FREQ=WEEKLY;UNTIL=20270101T000000Z",
    "FREQ=WEEKLY;BYDAY=XX",
    "FREQ=WEEKLY;BYDAY=1MO",
    "FREQ=MONTHLY;BYDAY=MO",
    "FREQ=MONTHLY;BYDAY=6MO",
    "FREQ=MONTHLY;BYMONTHDAY=0",
    "FREQ=MONTHLY;BYMONTHDAY=32",
    "FREQ=MONTHLY;BYMONTHDAY=1;BYDAY=1MO",
    "FREQ=DAILY;BYDAY=MO",
    "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30",
    "FREQ=YEARLY;BYMONTH=13",
    "FREQ=YEARLY;BYMONTHDAY=5",
    "FREQ=DAILY;INTERVAL=0",
    "FREQ=DAILY;INTERVAL=1000",
    "FREQ=DAILY;FREQ=WEEKLY",
    "FREQ=DAILY;INTERVAL",
    `FREQ=WEEKLY;BYDAY=${"MO,".repeat(61)}MO`,
  ])("refuses %s", (text) => {
    expect(recurrenceSchema.safeParse(text).success).toBe(false);
  });

  it("says what is wrong", () => {
    expect(parseRule("FREQ=WEEKLY;COUNT=3")).toEqual({ error: expect.stringContaining("COUNT is not supported") });
  });
});

describe("describeRecurrence", () => {
  it.each([
    ["FREQ=DAILY", "every day"],
    ["FREQ=DAILY;INTERVAL=3", "every 3 days"],
    ["FREQ=WEEKLY", "every week"],
    ["FREQ=WEEKLY;INTERVAL=2", "every other week"],
    ["FREQ=WEEKLY;BYDAY=MO", "every Monday"],
    ["FREQ=WEEKLY;BYDAY=TU,TH", "every Tuesday and Thursday"],
    ["FREQ=WEEKLY;BYDAY=MO,WE,FR", "every Monday, Wednesday and Friday"],
    ["FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "every weekday"],
    ["FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "every other week on Tuesday"],
    ["FREQ=MONTHLY", "every month"],
    ["FREQ=MONTHLY;BYMONTHDAY=5", "every month on the 5th"],
    ["FREQ=MONTHLY;BYMONTHDAY=-1", "every month on the last day"],
    ["FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=22", "every 3 months on the 22nd"],
    ["FREQ=MONTHLY;BYDAY=1MO", "every month on the first Monday"],
    ["FREQ=MONTHLY;BYDAY=-1FR", "every month on the last Friday"],
    ["FREQ=YEARLY", "every year"],
    ["FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=12", "every year on June 12"],
    ["FREQ=YEARLY;BYMONTH=6,7", "every year in June and July"],
    ["FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1", "every year on the last day of February"],
    ["FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TU,WE,TH,FR", "every other week on weekdays"],
    ["FREQ=HOURLY", "repeats"],
  ])("%s → %s", (rrule, words) => {
    expect(describeRecurrence(rrule)).toBe(words);
  });
});

/** The wall clock of an instant in a zone, as "2026-03-30 09:00" (easier to read than UTC). */
/** The instant on the zone's clocks, or "never" for none. */
function local(instant: Date | null, timeZone: string): string {
  if (!instant) return "never";
  return new Intl.DateTimeFormat("sv-SE", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);
}

const BERLIN = "Europe/Berlin";
const NEW_YORK = "America/New_York";

describe("firstOccurrence", () => {
  it.each([
    // [rule, after (local wall clock in Berlin), time, first occurrence]
    ["FREQ=DAILY", "2026-03-25T10:00:00+01:00", null, "2026-03-25 00:00"],
    ["FREQ=DAILY", "2026-03-25T10:00:00+01:00", NINE, "2026-03-26 09:00"],
    ["FREQ=DAILY", "2026-03-25T08:00:00+01:00", NINE, "2026-03-25 09:00"],
    ["FREQ=WEEKLY;BYDAY=MO", "2026-03-25T10:00:00+01:00", null, "2026-03-30 00:00"],
    ["FREQ=WEEKLY;BYDAY=MO", "2026-03-30T10:00:00+02:00", NINE, "2026-04-06 09:00"],
    ["FREQ=WEEKLY;BYDAY=MO", "2026-03-30T08:00:00+02:00", NINE, "2026-03-30 09:00"],
    ["FREQ=WEEKLY;BYDAY=TU,TH", "2026-03-27T10:00:00+01:00", null, "2026-03-31 00:00"],
    ["FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "2026-03-28T10:00:00+01:00", null, "2026-03-30 00:00"],
    // Weeks count from the series' first day: a Wednesday's "every 2 weeks on Monday" begins the coming Monday.
    ["FREQ=WEEKLY;INTERVAL=2;BYDAY=MO", "2026-03-25T10:00:00+01:00", null, "2026-03-30 00:00"],
    ["FREQ=WEEKLY;INTERVAL=3;BYDAY=MO", "2026-03-30T10:00:00+02:00", NINE, "2026-04-06 09:00"],
    ["FREQ=WEEKLY", "2026-03-25T10:00:00+01:00", null, "2026-03-25 00:00"],
    ["FREQ=MONTHLY;BYDAY=1MO", "2026-03-25T10:00:00+01:00", null, "2026-04-06 00:00"],
    ["FREQ=MONTHLY;BYDAY=-1FR", "2026-03-25T10:00:00+01:00", null, "2026-03-27 00:00"],
    ["FREQ=MONTHLY;BYMONTHDAY=5", "2026-03-25T10:00:00+01:00", null, "2026-04-05 00:00"],
    ["FREQ=MONTHLY;BYMONTHDAY=-1", "2026-02-10T10:00:00+01:00", null, "2026-02-28 00:00"],
    ["FREQ=MONTHLY;BYMONTHDAY=-1", "2028-02-10T10:00:00+01:00", null, "2028-02-29 00:00"],
    ["FREQ=MONTHLY;BYMONTHDAY=31", "2026-04-02T10:00:00+02:00", null, "2026-05-31 00:00"],
    ["FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=12", "2026-06-13T10:00:00+02:00", null, "2027-06-12 00:00"],
    ["FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", "2026-03-01T10:00:00+01:00", null, "2028-02-29 00:00"],
    ["FREQ=WEEKLY;BYDAY=SU", "2026-03-28T10:00:00+01:00", { hour: 2, minute: 30 }, "2026-03-29 03:30"],
  ] as const)("%s after %s at %o → %s", (rrule, after, time, expected) => {
    const first = firstOccurrence(rrule, { after: new Date(after), timeZone: BERLIN, time });
    expect(local(first, BERLIN)).toBe(expected);
  });

  it("keeps 09:00 on both sides of New York's DST change", () => {
    const first = firstOccurrence("FREQ=WEEKLY;BYDAY=SU", {
      after: new Date("2026-03-07T12:00:00-05:00"),
      timeZone: NEW_YORK,
      time: NINE,
    });
    expect(first?.toISOString()).toBe("2026-03-08T13:00:00.000Z");
    expect(local(first, NEW_YORK)).toBe("2026-03-08 09:00");
  });
});

describe("nextOccurrence", () => {
  const next = (rrule: string, due: string, today: string, timeZone = BERLIN, allDay = false) =>
    local(nextOccurrence(rrule, { due: new Date(due), allDay, today: new Date(today), timeZone }), timeZone);

  it("keeps the time of day across Berlin's change to summer time", () => {
    // 2026-03-29: clocks go from 02:00 to 03:00; 09:00 is 08:00Z before and 07:00Z after.
    const due = "2026-03-28T09:00:00+01:00";
    const moved = nextOccurrence("FREQ=DAILY", {
      due: new Date(due),
      allDay: false,
      today: new Date(due),
      timeZone: BERLIN,
    });
    expect(moved?.toISOString()).toBe("2026-03-29T07:00:00.000Z");
  });

  it("keeps the time of day across Berlin's change back to winter time", () => {
    expect(next("FREQ=WEEKLY;BYDAY=SA", "2026-10-24T18:30:00+02:00", "2026-10-24T12:00:00+02:00")).toBe(
      "2026-10-31 18:30",
    );
    expect(
      nextOccurrence("FREQ=DAILY", {
        due: new Date("2026-10-24T09:00:00+02:00"),
        allDay: false,
        today: new Date("2026-10-24T12:00:00+02:00"),
        timeZone: BERLIN,
      })?.toISOString(),
    ).toBe("2026-10-25T08:00:00.000Z");
  });

  it("keeps the time of day across New York's DST changes", () => {
    expect(next("FREQ=WEEKLY;BYDAY=SA", "2026-03-07T08:00:00-05:00", "2026-03-07T09:00:00-05:00", NEW_YORK)).toBe(
      "2026-03-14 08:00",
    );
    expect(next("FREQ=DAILY", "2026-10-31T23:30:00-04:00", "2026-10-31T23:45:00-04:00", NEW_YORK)).toBe(
      "2026-11-01 23:30",
    );
  });

  it("moves an overdue task past today, on the rule's days", () => {
    expect(next("FREQ=DAILY", "2026-01-05T09:00:00+01:00", "2026-03-25T15:00:00+01:00")).toBe("2026-03-26 09:00");
    expect(next("FREQ=WEEKLY;BYDAY=MO", "2025-12-01T09:00:00+01:00", "2026-03-25T15:00:00+01:00")).toBe(
      "2026-03-30 09:00",
    );
    expect(next("FREQ=DAILY", "2020-01-01T09:00:00+01:00", "2026-03-25T15:00:00+01:00")).toBe("2026-03-26 09:00");
  });

  it("moves a task completed before it is due past its due day", () => {
    expect(next("FREQ=WEEKLY;BYDAY=MO", "2026-03-30T09:00:00+02:00", "2026-03-27T15:00:00+01:00")).toBe(
      "2026-04-06 09:00",
    );
  });

  it("counts intervals from the due date", () => {
    expect(next("FREQ=WEEKLY;INTERVAL=2", "2026-03-04T09:00:00+01:00", "2026-03-04T10:00:00+01:00")).toBe(
      "2026-03-18 09:00",
    );
    expect(next("FREQ=WEEKLY;INTERVAL=2", "2026-03-04T09:00:00+01:00", "2026-03-20T10:00:00+01:00")).toBe(
      "2026-04-01 09:00",
    );
    expect(next("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR", "2026-03-02T09:00:00+01:00", "2026-03-02T10:00:00+01:00")).toBe(
      "2026-03-06 09:00",
    );
    expect(next("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR", "2026-03-06T09:00:00+01:00", "2026-03-06T10:00:00+01:00")).toBe(
      "2026-03-16 09:00",
    );
    expect(next("FREQ=MONTHLY;INTERVAL=3", "2026-01-15T09:00:00+01:00", "2026-01-15T10:00:00+01:00")).toBe(
      "2026-04-15 09:00",
    );
    expect(next("FREQ=DAILY;INTERVAL=3", "2026-03-01T09:00:00+01:00", "2026-03-05T10:00:00+01:00")).toBe(
      "2026-03-07 09:00",
    );
  });

  it("skips months without the 31st, and keeps the last day of each month", () => {
    expect(next("FREQ=MONTHLY", "2026-01-31T09:00:00+01:00", "2026-01-31T10:00:00+01:00")).toBe("2026-03-31 09:00");
    expect(next("FREQ=MONTHLY;BYMONTHDAY=31", "2026-03-31T09:00:00+02:00", "2026-03-31T10:00:00+02:00")).toBe(
      "2026-05-31 09:00",
    );
    expect(next("FREQ=MONTHLY;BYMONTHDAY=-1", "2026-01-31T09:00:00+01:00", "2026-01-31T10:00:00+01:00")).toBe(
      "2026-02-28 09:00",
    );
    expect(next("FREQ=MONTHLY;BYMONTHDAY=-1", "2026-02-28T09:00:00+01:00", "2026-02-28T10:00:00+01:00")).toBe(
      "2026-03-31 09:00",
    );
    expect(next("FREQ=MONTHLY;BYMONTHDAY=-1", "2028-01-31T09:00:00+01:00", "2028-01-31T10:00:00+01:00")).toBe(
      "2028-02-29 09:00",
    );
  });

  it("finds leap days and fifth weekdays", () => {
    expect(next("FREQ=YEARLY", "2024-02-29T09:00:00+01:00", "2024-02-29T10:00:00+01:00")).toBe("2028-02-29 09:00");
    expect(next("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", "2028-02-29T09:00:00+01:00", "2096-03-01T10:00:00+01:00")).toBe(
      "2104-02-29 09:00",
    );
    expect(next("FREQ=MONTHLY;BYDAY=5MO", "2026-03-30T09:00:00+02:00", "2026-03-30T10:00:00+02:00")).toBe(
      "2026-06-29 09:00",
    );
    expect(next("FREQ=MONTHLY;BYDAY=1MO", "2026-03-02T09:00:00+01:00", "2026-03-02T10:00:00+01:00")).toBe(
      "2026-04-06 09:00",
    );
  });

  it("keeps an all-day task at the start of its day, in its zone", () => {
    expect(next("FREQ=WEEKLY;BYDAY=MO", "2026-03-22T23:00:00Z", "2026-03-23T12:00:00Z", BERLIN, true)).toBe(
      "2026-03-30 00:00",
    );
    expect(next("FREQ=DAILY", "2026-03-08T05:00:00Z", "2026-03-08T12:00:00Z", NEW_YORK, true)).toBe("2026-03-09 00:00");
  });
});

describe("a rule that never comes round again", () => {
  const first = (rrule: string, after: string) =>
    local(firstOccurrence(rrule, { after: new Date(after), timeZone: "UTC", time: null }), "UTC");

  it.each([
    // [rule, after, first occurrence]
    ["FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYMONTHDAY=29", "2026-03-01T10:00:00Z", "never"],
    ["FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYMONTHDAY=29", "2028-01-10T10:00:00Z", "2028-02-29 00:00"],
    // 2100, 2500, 2900 …: centuries that are no leap years, all the way round the 400-year calendar.
    ["FREQ=YEARLY;INTERVAL=400;BYMONTH=2;BYMONTHDAY=29", "2100-01-10T10:00:00Z", "never"],
    ["FREQ=YEARLY;INTERVAL=300;BYMONTH=2;BYMONTHDAY=29", "2000-03-01T10:00:00Z", "3200-02-29 00:00"],
    ["FREQ=MONTHLY;INTERVAL=12;BYMONTHDAY=31", "2026-04-10T10:00:00Z", "never"],
    ["FREQ=MONTHLY;INTERVAL=12;BYMONTHDAY=31", "2026-05-10T10:00:00Z", "2026-05-31 00:00"],
    ["FREQ=MONTHLY;INTERVAL=12;BYMONTHDAY=30", "2026-02-10T10:00:00Z", "never"],
    ["FREQ=MONTHLY;INTERVAL=12;BYMONTHDAY=-30", "2026-02-10T10:00:00Z", "never"],
    ["FREQ=MONTHLY;INTERVAL=48;BYDAY=5MO", "2026-02-02T10:00:00Z", "never"],
    // Every 12 months in February: a fifth Monday only in a leap year whose February begins on one.
    ["FREQ=MONTHLY;INTERVAL=12;BYDAY=5MO", "2026-02-02T10:00:00Z", "2044-02-29 00:00"],
    ["FREQ=DAILY", "9998-12-30T10:00:00Z", "9998-12-30 00:00"],
    ["FREQ=DAILY", "9998-12-31T10:00:00Z", "never"],
  ])("%s from %s: %s", (rrule, after, expected) => {
    expect(first(rrule, after)).toBe(expected);
  });

  it("has no next occurrence past the last day a date may have", () => {
    const next = (due: string) =>
      nextOccurrence("FREQ=YEARLY;INTERVAL=999", {
        due: new Date(due),
        allDay: true,
        today: new Date(due),
        timeZone: "UTC",
      });
    expect(local(next("8999-06-01T00:00:00Z"), "UTC")).toBe("9998-06-01 00:00");
    expect(next("9000-06-01T00:00:00Z")).toBeNull();
  });

  it("is what the one check of a repeating task refuses, undated or dated", () => {
    const now = new Date("2026-03-28T10:00:00Z");
    const check = (rrule: string, dueAt: string | null) => repeatingDue(rrule, { dueAt, now, timeZone: BERLIN });
    const never = { error: RECURRENCE_MESSAGES.neverRecurs };
    expect(check("FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYMONTHDAY=29", null)).toEqual(never);
    expect(check("FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYMONTHDAY=29", "2026-03-30T07:00:00Z")).toEqual(never);
    // 1 January 2028 in Berlin, still 2027 in UTC: the user's own day counts.
    expect(check("FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYMONTHDAY=29", "2027-12-31T23:30:00Z")).toEqual({
      dueAt: "2027-12-31T23:30:00.000Z",
      dueAllDay: true,
    });
    expect(check("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", null)).toEqual({
      dueAt: "2028-02-28T23:00:00.000Z",
      dueAllDay: true,
    });
  });
});
