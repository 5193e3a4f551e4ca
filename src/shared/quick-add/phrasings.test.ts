import { describe, expect, it } from "vitest";
import type { TaskPriority } from "../schemas/task";
import { wallClockAt } from "../time/zoned-time";
import { parseQuickAdd } from "./parse-quick-add";

/**
 * A held-back evaluation: how people really type quick-add text (lower case, typos, no punctuation), in each
 * browser locale, every expectation written down before the parser was run on it. One row may fail without
 * failing the suite; the accuracy must stay at least ACCURACY_MIN overall and ACCURACY_PER_LOCALE_MIN per locale.
 *
 * "Now" is Thursday 26 November 2026, 10:00 on each locale's clocks. Due is that wall clock: "2026-11-27" all day,
 * "2026-11-27 17:00" at a time, or null.
 */
const ACCURACY_MIN = 0.95;
const ACCURACY_PER_LOCALE_MIN = 0.9;

interface Extra {
  rrule?: string;
  priority?: TaskPriority;
  tags?: string[];
}
type Row = [text: string, title: string, due: string | null, extra?: Extra];
interface LocaleCorpus {
  timeZone: string;
  now: string;
  rows: Row[];
}

const WEEKDAYS = "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR";

const CORPUS: Record<string, LocaleCorpus> = {
  "en-GB": {
    timeZone: "Europe/London",
    now: "2026-11-26T10:00:00Z",
    rows: [
      ["move the dentist to jan 14 at 3pm", "move the dentist", "2027-01-14 15:00"],
      ["book the venue December 19", "book the venue", "2026-12-19"],
      ["quarterly taxes on april 15", "quarterly taxes", "2027-04-15"],
      ["pay rent on the 1st of every month", "pay rent", "2026-12-01", { rrule: "FREQ=MONTHLY;BYMONTHDAY=1" }],
      [
        "Mom birthday Dec 19 every year",
        "Mom birthday",
        "2026-12-19",
        { rrule: "FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=19" },
      ],
      ["gym mon wed fri 7am", "gym", "2026-11-27 07:00", { rrule: "FREQ=WEEKLY;BYDAY=MO,WE,FR" }],
      ["weekly report every friday at 4pm", "weekly report", "2026-11-27 16:00", { rrule: "FREQ=WEEKLY;BYDAY=FR" }],
      ["remind me to call mum tomorrow at 5pm", "call mum", "2026-11-27 17:00"],
      ["remind me to renew passport", "renew passport", null],
      ["p1", "p1", null, { priority: "high" }],
      ["#inbox", "#inbox", null, { tags: ["inbox"] }],
      ["send invoice eod", "send invoice", "2026-11-26 17:00"],
      ["check the boiler in a fortnight", "check the boiler", "2026-12-10"],
      ["water plants every tuesday", "water plants", "2026-12-01", { rrule: "FREQ=WEEKLY;BYDAY=TU" }],
      ["pay card every 15th", "pay card", "2026-12-15", { rrule: "FREQ=MONTHLY;BYMONTHDAY=15" }],
      ["call dad at 3", "call dad", "2026-11-26 15:00"],
      ["call dad at 3am", "call dad", "2026-11-27 03:00"],
      ["standup at 9", "standup", "2026-11-27 09:00"],
      ["ring the plumber tomorrow", "ring the plumber", "2026-11-27"],
      ["team lunch friday 12:30", "team lunch", "2026-11-27 12:30"],
      ["dentist 14/1", "dentist", "2027-01-14"],
      ["dentist 3/12 at 10am", "dentist", "2026-12-03 10:00"],
      ["buy xmas presents by 20 december", "buy xmas presents", "2026-12-20"],
      ["buy milk tmrw #shopping", "buy milk", "2026-11-27", { tags: ["shopping"] }],
      ["renew car insurance in 2 weeks p2", "renew car insurance", "2026-12-10", { priority: "medium" }],
      ["bins out every monday evening", "bins out", "2026-11-30 19:00", { rrule: "FREQ=WEEKLY;BYDAY=MO" }],
      ["take vitamins daily", "take vitamins", "2026-11-26", { rrule: "FREQ=DAILY" }],
      [
        "clean the flat every other saturday",
        "clean the flat",
        "2026-11-28",
        { rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=SA" },
      ],
      ["submit timesheet every friday", "submit timesheet", "2026-11-27", { rrule: "FREQ=WEEKLY;BYDAY=FR" }],
      ["book mot next month", "book mot", "2026-12-26"],
      ["call the bank on monday", "call the bank", "2026-11-30"],
      ["pick up parcel saturday morning", "pick up parcel", "2026-11-28 09:00"],
      ["dinner with sarah tonight", "dinner with sarah", "2026-11-26 20:00"],
      ["haircut thursday at 2", "haircut", "2026-11-26 14:00"],
      ["finish slides by end of month", "finish slides", "2026-11-30"],
      ["email landlord re boiler !1", "email landlord re boiler", null, { priority: "high" }],
      ["christmas card list 1 december", "christmas card list", "2026-12-01"],
      ["pay council tax on the 1st", "pay council tax", "2026-12-01"],
      ["renew passport march 3 2027", "renew passport", "2027-03-03"],
      ["dentist jan 14", "dentist", "2027-01-14"],
      ["book flights 19 december", "book flights", "2026-12-19"],
      ["order contacts in 3 days", "order contacts", "2026-11-29"],
      ["ring gran sunday afternoon", "ring gran", "2026-11-29 15:00"],
      ["school run every weekday 8am", "school run", "2026-11-27 08:00", { rrule: WEEKDAYS }],
      ["quarterly review every 3 months", "quarterly review", "2026-11-26", { rrule: "FREQ=MONTHLY;INTERVAL=3" }],
      ["tidy garage the day after tomorrow", "tidy garage", "2026-11-28"],
      ["meeting with hr tomorrow 11am", "meeting with hr", "2026-11-27 11:00"],
      ["post letter today", "post letter", "2026-11-26"],
      ["update cv next week", "update cv", "2026-12-03"],
      ["return library books tomorow", "return library books", "2026-11-27"],
      ["mot due dec 2", "mot", "2026-12-02"],
      ["call mum at 6", "call mum", "2026-11-26 18:00"],
      // A weekday of a week to come: that week's day, not the next such day.
      ["dentist thursday next week", "dentist", "2026-12-03"],
      ["book flights next week friday", "book flights", "2026-12-04"],
      ["team drinks in 2 weeks on friday", "team drinks", "2026-12-11"],
      ["car service monday next week at 9", "car service", "2026-11-30 09:00"],
      // A time said in words.
      ["parents meeting at half past 6", "parents meeting", "2026-11-26 18:30"],
      ["send the slides by end of the week", "send the slides", "2026-11-27"],
      // German text typed on an English browser.
      ["Elternabend nächste Woche Mittwoch", "Elternabend", "2026-12-02"],
      ["Zahnarzt morgen um 15 Uhr", "Zahnarzt", "2026-11-27 15:00"],
      ["Müll rausbringen jeden Dienstag", "Müll rausbringen", "2026-12-01", { rrule: "FREQ=WEEKLY;BYDAY=TU" }],
      // The 24-hour clock written without a colon.
      ["handover notes at 0645", "handover notes", "2026-11-27 06:45"],
      ["collect uniform tomorrow before 1700", "collect uniform", "2026-11-27 17:00"],
      ["bins out every mon 0630", "bins out", "2026-11-30 06:30", { rrule: "FREQ=WEEKLY;BYDAY=MO" }],
      ["file the 2027 budget by friday", "file the 2027 budget", "2026-11-27"],
    ],
  },
  "en-US": {
    timeZone: "America/New_York",
    now: "2026-11-26T15:00:00Z",
    rows: [
      ["pay rent on the 1st of every month", "pay rent", "2026-12-01", { rrule: "FREQ=MONTHLY;BYMONTHDAY=1" }],
      [
        "Mom birthday Dec 19 every year",
        "Mom birthday",
        "2026-12-19",
        { rrule: "FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=19" },
      ],
      ["gym mon wed fri 7am", "gym", "2026-11-27 07:00", { rrule: "FREQ=WEEKLY;BYDAY=MO,WE,FR" }],
      ["weekly report every friday at 4pm", "weekly report", "2026-11-27 16:00", { rrule: "FREQ=WEEKLY;BYDAY=FR" }],
      ["remind me to call mom tomorrow at 5pm", "call mom", "2026-11-27 17:00"],
      ["remind me to pick up dry cleaning", "pick up dry cleaning", null],
      ["call the vet at 3", "call the vet", "2026-11-26 15:00"],
      ["dentist appt 12/14 at 10am", "dentist appt", "2026-12-14 10:00"],
      ["book venue december 19", "book venue", "2026-12-19"],
      ["move the dentist to jan 14 at 3pm", "move the dentist", "2027-01-14 15:00"],
      ["taxes april 15", "taxes", "2027-04-15"],
      ["finish report eod", "finish report", "2026-11-26 17:00"],
      ["follow up in a fortnight", "follow up", "2026-12-10"],
      ["trash out every tuesday", "trash out", "2026-12-01", { rrule: "FREQ=WEEKLY;BYDAY=TU" }],
      ["pay credit card every 15th", "pay credit card", "2026-12-15", { rrule: "FREQ=MONTHLY;BYMONTHDAY=15" }],
      ["#inbox", "#inbox", null, { tags: ["inbox"] }],
      ["p2", "p2", null, { priority: "medium" }],
      ["soccer practice tues thurs 5pm", "soccer practice", "2026-11-26 17:00", { rrule: "FREQ=WEEKLY;BYDAY=TU,TH" }],
      ["call grandma sunday at 2", "call grandma", "2026-11-29 14:00"],
      ["pick up kids at 3:30", "pick up kids", "2026-11-26 15:30"],
      ["team sync at 11", "team sync", "2026-11-26 11:00"],
      ["buy turkey tomorrow", "buy turkey", "2026-11-27"],
      ["thanksgiving dinner at 4pm", "thanksgiving dinner", "2026-11-26 16:00"],
      ["return amazon package by friday", "return amazon package", "2026-11-27"],
      ["oil change in 3 weeks", "oil change", "2026-12-17"],
      ["renew license next month", "renew license", "2026-12-26"],
      ["water lawn every other day", "water lawn", "2026-11-26", { rrule: "FREQ=DAILY;INTERVAL=2" }],
      ["send newsletter every monday at 9am", "send newsletter", "2026-11-30 09:00", { rrule: "FREQ=WEEKLY;BYDAY=MO" }],
      ["check mail daily", "check mail", "2026-11-26", { rrule: "FREQ=DAILY" }],
      ["dentist 1/14", "dentist", "2027-01-14"],
      ["dentist 1/14/2027 2pm", "dentist", "2027-01-14 14:00"],
      ["call insurance co monday morning", "call insurance co", "2026-11-30 09:00"],
      ["pay electric bill on the 20th", "pay electric bill", "2026-12-20"],
      ["review budget end of month", "review budget", "2026-11-30"],
      ["lunch w/ sam noon tomorrow", "lunch w/ sam", "2026-11-27 12:00"],
      ["schedule haircut next week", "schedule haircut", "2026-12-03"],
      ["write blog post #writing p3", "write blog post", null, { priority: "low", tags: ["writing"] }],
      ["fix leaky faucet this weekend", "fix leaky faucet", "2026-11-28"],
      ["book flights for christmas dec 1", "book flights for christmas", "2026-12-01"],
      ["walk dog every morning", "walk dog", "2026-11-27 09:00", { rrule: "FREQ=DAILY" }],
      ["yoga every wednesday 6pm", "yoga", "2026-12-02 18:00", { rrule: "FREQ=WEEKLY;BYDAY=WE" }],
      ["call plumber tomorow morning", "call plumber", "2026-11-27 09:00"],
      ["anniversary dinner 12/19 7pm", "anniversary dinner", "2026-12-19 19:00"],
      ["submit expense report by 5", "submit expense report", "2026-11-26 17:00"],
      ["pay rent monthly on the 1st", "pay rent", "2026-12-01", { rrule: "FREQ=MONTHLY;BYMONTHDAY=1" }],
      ["bday party for jake dec 5 at 2", "bday party for jake", "2026-12-05 14:00"],
      ["meeting w boss at 10am friday", "meeting w boss", "2026-11-27 10:00"],
      ["cancel gym membership", "cancel gym membership", null],
      ["get flu shot in 2 days", "get flu shot", "2026-11-28"],
      ["read 20 pages every night", "read 20 pages", "2026-11-26 22:00", { rrule: "FREQ=DAILY" }],
      ["call dad in an hour", "call dad", "2026-11-26 11:00"],
      ["haircut next week thursday", "haircut", "2026-12-03"],
      ["call the vet tuesday next week at 3pm", "call the vet", "2026-12-01 15:00"],
      ["pay rent in two weeks on monday", "pay rent", "2026-12-07"],
      ["call the school at quarter to 3", "call the school", "2026-11-26 14:45"],
      ["file expenses by end of next week", "file expenses", "2026-12-04"],
      // German text typed on an English browser.
      ["Pflanzen gießen alle zwei Wochen", "Pflanzen gießen", "2026-11-26", { rrule: "FREQ=WEEKLY;INTERVAL=2" }],
      // The 24-hour clock written without a colon.
      ["meds round sat 2200", "meds round", "2026-11-28 22:00"],
      ["sign timesheet b4 1800", "sign timesheet", "2026-11-26 18:00"],
      ["order 1200 labels tomorrow", "order 1200 labels", "2026-11-27"],
    ],
  },
  "de-DE": {
    timeZone: "Europe/Berlin",
    now: "2026-11-26T09:00:00Z",
    rows: [
      ["Zahnarzt 10.12.", "Zahnarzt", "2026-12-10"],
      ["Arzttermin 14.1.", "Arzttermin", "2027-01-14"],
      ["Meeting nächsten Montag", "Meeting", "2026-11-30"],
      ["Friseur übermorgen um 15 Uhr", "Friseur", "2026-11-28 15:00"],
      ["Joggen morgen früh", "Joggen", "2026-11-27 09:00"],
      ["Kochen heute Abend", "Kochen", "2026-11-26 19:00"],
      ["Müll rausbringen jeden Dienstag", "Müll rausbringen", "2026-12-01", { rrule: "FREQ=WEEKLY;BYDAY=TU" }],
      ["Tabletten nehmen täglich", "Tabletten nehmen", "2026-11-26", { rrule: "FREQ=DAILY" }],
      ["Pflanzen gießen alle zwei Wochen", "Pflanzen gießen", "2026-11-26", { rrule: "FREQ=WEEKLY;INTERVAL=2" }],
      ["Miete zahlen jeden Monat", "Miete zahlen", "2026-11-26", { rrule: "FREQ=MONTHLY" }],
      ["Wochenbericht wöchentlich", "Wochenbericht", "2026-11-26", { rrule: "FREQ=WEEKLY" }],
      ["Steuererklärung jährlich", "Steuererklärung", "2026-11-26", { rrule: "FREQ=YEARLY" }],
      ["Zähne putzen jeden Tag", "Zähne putzen", "2026-11-26", { rrule: "FREQ=DAILY" }],
      ["Stand-up werktags um 9", "Stand-up", "2026-11-27 09:00", { rrule: WEEKDAYS }],
      ["Einkaufen morgen #haushalt", "Einkaufen", "2026-11-27", { tags: ["haushalt"] }],
      ["Mama anrufen morgen um 17 Uhr", "Mama anrufen", "2026-11-27 17:00"],
      ["Bericht abgeben Freitag", "Bericht abgeben", "2026-11-27"],
      ["Reifenwechsel in 2 Wochen", "Reifenwechsel", "2026-12-10"],
      ["Rechnung bezahlen bis Montag", "Rechnung bezahlen", "2026-11-30"],
      ["Geburtstag Oma 19. Dezember", "Geburtstag Oma", "2026-12-19"],
      ["Weihnachtsfeier am 18.12. um 18 Uhr", "Weihnachtsfeier", "2026-12-18 18:00"],
      ["Arzt anrufen um 3", "Arzt anrufen", "2026-11-26 15:00"],
      ["Auto waschen Samstag", "Auto waschen", "2026-11-28"],
      [
        "Mama Geburtstag 19.12. jedes Jahr",
        "Mama Geburtstag",
        "2026-12-19",
        { rrule: "FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=19" },
      ],
      ["Miete am 1. jedes Monats", "Miete", "2026-12-01", { rrule: "FREQ=MONTHLY;BYMONTHDAY=1" }],
      ["Steuerunterlagen sortieren für den 12.12.", "Steuerunterlagen sortieren", "2026-12-12"],
      ["Brötchen holen morgen früh um 7", "Brötchen holen", "2026-11-27 07:00"],
      ["Kinder wecken morgen früh um 6:45 Uhr", "Kinder wecken", "2026-11-27 06:45"],
      ["Strom ablesen jeden Monat am 15.", "Strom ablesen", "2026-12-15", { rrule: "FREQ=MONTHLY;BYMONTHDAY=15" }],
      ["Gießkanne füllen monatlich am 3.", "Gießkanne füllen", "2026-12-03", { rrule: "FREQ=MONTHLY;BYMONTHDAY=3" }],
      ["Fitnessstudio jeden Montag um 18 Uhr", "Fitnessstudio", "2026-11-30 18:00", { rrule: "FREQ=WEEKLY;BYDAY=MO" }],
      ["Steuern p1", "Steuern", null, { priority: "high" }],
      ["p1", "p1", null, { priority: "high" }],
      ["#eingang", "#eingang", null, { tags: ["eingang"] }],
      ["Präsentation vorbereiten heute", "Präsentation vorbereiten", "2026-11-26"],
      ["Termin beim Amt 3.12. 10 Uhr", "Termin beim Amt", "2026-12-03 10:00"],
      ["Papierkram in 3 Tagen", "Papierkram", "2026-11-29"],
      ["Vermieter anrufen nächste Woche", "Vermieter anrufen", "2026-12-03"],
      ["Team-Meeting jeden Montag um 10", "Team-Meeting", "2026-11-30 10:00", { rrule: "FREQ=WEEKLY;BYDAY=MO" }],
      ["Blumen gießen jeden zweiten Tag", "Blumen gießen", "2026-11-26", { rrule: "FREQ=DAILY;INTERVAL=2" }],
      ["Yoga jeden Mittwoch um 19 Uhr", "Yoga", "2026-12-02 19:00", { rrule: "FREQ=WEEKLY;BYDAY=WE" }],
      ["Zeitung abbestellen", "Zeitung abbestellen", null],
      ["Oma besuchen am Sonntag", "Oma besuchen", "2026-11-29"],
      ["Hausaufgaben bis morgen", "Hausaufgaben", "2026-11-27"],
      ["Flug buchen 5. Januar", "Flug buchen", "2027-01-05"],
      ["Meeting um 14:30", "Meeting", "2026-11-26 14:30"],
      ["Anruf bei Tim morgen 9 Uhr", "Anruf bei Tim", "2026-11-27 09:00"],
      ["Check-up im Januar", "Check-up im Januar", null],
      ["Paket abholen heute Nachmittag", "Paket abholen", "2026-11-26 15:00"],
      ["Wäsche waschen jede Woche", "Wäsche waschen", "2026-11-26", { rrule: "FREQ=WEEKLY" }],
      ["Rechnung schreiben monatlich", "Rechnung schreiben", "2026-11-26", { rrule: "FREQ=MONTHLY" }],
      ["call mom tomorrow at 5pm", "call mom", "2026-11-27 17:00"],
      ["Abgabe Projekt 2027-01-10", "Abgabe Projekt", "2027-01-10"],
      ["Zahnarzt Dienstag um 8", "Zahnarzt", "2026-12-01 08:00"],
      ["Steuern zahlen 15.1.2027", "Steuern zahlen", "2027-01-15"],
      ["Zahnarzt nächste Woche Donnerstag", "Zahnarzt", "2026-12-03"],
      ["Friseur Donnerstag nächste Woche um 10", "Friseur", "2026-12-03 10:00"],
      ["Reifen wechseln in zwei Wochen am Freitag", "Reifen wechseln", "2026-12-11"],
      ["nächste Woche Montag Bericht abgeben", "Bericht abgeben", "2026-11-30"],
      ["Elternabend am 9.12. um halb sieben", "Elternabend", "2026-12-09 18:30"],
      ["Treffen um viertel nach 4", "Treffen", "2026-11-26 16:15"],
      ["Angebot schicken bis Ende der Woche", "Angebot schicken", "2026-11-27"],
      ["Miete überweisen bis Ende nächster Woche", "Miete überweisen", "2026-12-04"],
      ["Bericht abgeben bis Monatsende", "Bericht abgeben", "2026-11-30"],
      // The 24-hour clock written without a colon.
      ["Dienstbesprechung Montag 0830", "Dienstbesprechung", "2026-11-30 08:30"],
      ["Wäsche abholen bis 1800", "Wäsche abholen", "2026-11-26 18:00"],
      ["Steuererklärung 2026 bis Freitag", "Steuererklärung 2026", "2026-11-27"],
      // A time with a dot and its "Uhr", as German writes it: the "Uhr" is the time's.
      ["Zahnreinigung am 10.12. um 9.30 Uhr", "Zahnreinigung", "2026-12-10 09:30"],
      ["Elternsprechtag morgen 17.45 Uhr", "Elternsprechtag", "2026-11-27 17:45"],
      ["Uhr zur Reparatur bringen um 11.15 Uhr", "Uhr zur Reparatur bringen", "2026-11-26 11:15"],
    ],
  },
};

interface Reading {
  title: string;
  due: string | null;
  rrule: string | null;
  priority: TaskPriority;
  tags: string[];
}

function readingOf(text: string, locale: string, { timeZone, now }: LocaleCorpus): Reading {
  const result = parseQuickAdd(text, { now: new Date(now), timeZone, locale });
  let due: string | null = null;
  if (result.dueAt) {
    const clock = wallClockAt(new Date(result.dueAt), timeZone);
    const pad = (value: number) => String(value).padStart(2, "0");
    const day = `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
    due = result.allDay ? day : `${day} ${pad(clock.hour)}:${pad(clock.minute)}`;
  }
  return { title: result.title, due, rrule: result.recurrence, priority: result.priority, tags: result.tags };
}

const expectedOf = ([, title, due, extra = {}]: Row): Reading => ({
  title,
  due,
  rrule: extra.rrule ?? null,
  priority: extra.priority ?? "none",
  tags: extra.tags ?? [],
});

describe("quick add on realistic phrasings", () => {
  it("holds about 150 phrasings, at least 45 in each locale", () => {
    const sizes = Object.values(CORPUS).map(({ rows }) => rows.length);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeGreaterThanOrEqual(150);
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(45);
  });

  it(`reads at least ${ACCURACY_MIN * 100}% of them right, and ${ACCURACY_PER_LOCALE_MIN * 100}% in each locale`, () => {
    let right = 0;
    let total = 0;
    const accuracyByLocale: Record<string, number> = {};
    const misread: string[] = [];
    for (const [locale, corpus] of Object.entries(CORPUS)) {
      let rightHere = 0;
      for (const row of corpus.rows) {
        const reading = readingOf(row[0], locale, corpus);
        const expected = expectedOf(row);
        if (JSON.stringify(reading) === JSON.stringify(expected)) rightHere++;
        else misread.push(`${locale} ${JSON.stringify(row[0])}: ${JSON.stringify(reading)}`);
      }
      accuracyByLocale[locale] = rightHere / corpus.rows.length;
      right += rightHere;
      total += corpus.rows.length;
    }
    console.log(
      [
        `quick-add phrasings: ${right}/${total} (${((right / total) * 100).toFixed(1)}%)`,
        ...Object.entries(accuracyByLocale).map(([locale, share]) => `  ${locale}: ${(share * 100).toFixed(1)}%`),
        ...misread.map((line) => `  misread ${line}`),
      ].join("\n"),
    );
    expect(right / total).toBeGreaterThanOrEqual(ACCURACY_MIN);
    for (const share of Object.values(accuracyByLocale)) expect(share).toBeGreaterThanOrEqual(ACCURACY_PER_LOCALE_MIN);
  });
});
