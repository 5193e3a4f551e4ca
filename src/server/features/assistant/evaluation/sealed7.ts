import {
  ASK,
  answer,
  anyOf,
  type Category,
  change,
  complete,
  create,
  DONE_THIS_WEEK,
  DUE_TODAY,
  ERRANDS,
  type EvaluationCase,
  FAMILY,
  type Language,
  NEXT,
  NEXT_WEEK,
  NONE,
  OPEN_SUBTASKS,
  OVERDUE,
  orAsk,
  PLAN,
  REVERT,
  remove,
  SATURDAY,
  type Step,
  TODAY,
  TOMORROW,
  update,
  WORK_TODAY,
  withOrWithoutSubtasks,
  YES,
} from "./messages";
import type { Expectation } from "./score";
import type { SeedAnswers } from "./seed-questions";

/**
 * Sealed corpus 7, written blind: its author read only issue 21 (the assistant's spec), seed.ts, score.ts, run.ts
 * and the first 180 lines of messages.ts (its helpers and the seed's answers), none of the assistant's code and no
 * other corpus, and wrote every expectation before any run.
 *
 * The clock is fixed at Thursday 26 November 2026, 09:00 in Berlin; weeks start on Monday, so "this week" is
 * 23–29 November and "next week" 30 November – 6 December.
 *
 * The messages are typed as six people would type them: a Frankfurt bank clerk (precise, slightly stiff German,
 * full sentences, "bitte"); a plumber from the Ruhr ("kannze", "wat", "dat", "getz", "mach ma"; short and gruff);
 * a Canadian grad student (lower case, "eh", "gonna", "kinda", "tmr"); an Irish grandmother (slow, full polite
 * sentences, the odd typo); a teenager from Munich (Jugendsprache: "sheesh", "lowkey", "safe", "digga", English
 * mixed in); and a London barista typing fast on a phone (autocorrect slips, "tomorow", "bout", "cheers").
 */

// Dates as the scorer writes them (Berlin wall clock).
const TODAY_DATE = "2026-11-26";
const TOMORROW_DATE = "2026-11-27";
const SATURDAY_DATE = "2026-11-28";
const SUNDAY_DATE = "2026-11-29";
const MONDAY_DATE = "2026-11-30";
const TUESDAY_DATE = "2026-12-01";
const WEDNESDAY_DATE = "2026-12-02";

// The seed's answers this corpus needs beyond the exported ones, worked out from seed.ts.
const DUE_OR_OVERDUE_TODAY = anyOf(answer(...TODAY), answer(...DUE_TODAY));
const REST_OF_WEEK = [...DUE_TODAY, ...TOMORROW, ...SATURDAY, "Clean the garage"];
/** This week: from today, or the whole week (its overdue days too), or with everything overdue. */
const THIS_WEEK = anyOf(
  answer(...REST_OF_WEEK),
  answer(...REST_OF_WEEK, "Dentist", "Pay electricity bill"),
  answer(...REST_OF_WEEK, ...OVERDUE),
);
const WEEKEND = [...SATURDAY, "Clean the garage"];
const TUESDAY = ["1:1 with Sarah", "Yoga class", "Pay rent"];
const UNDATED = [
  "Read Dune",
  "Learn Spanish",
  "Fix the leaking tap",
  "Update CV",
  "Organise photos",
  "Research new laptop",
  "Cancel gym membership",
  "Fahrrad reparieren",
];
const WORK = [
  "Send invoice to Acme",
  "Team standup notes",
  "Review Q4 budget",
  "Reply to Tom",
  "Steuerberater anrufen",
  "Prepare client presentation",
  "1:1 with Sarah",
  "Quarterly report",
  "Schedule team offsite",
  "Update CV",
];
const HOME = [
  "Pay electricity bill",
  "Water the plants",
  "Take out the trash",
  "Grocery shopping",
  "Clean the garage",
  "Pay rent",
  "Christmas cards",
  "Fix the leaking tap",
  "Fahrrad reparieren",
];
const HIGH = [
  "Pay electricity bill",
  "Send invoice to Acme",
  "Review Q4 budget",
  "Steuerberater anrufen",
  "Prepare client presentation",
  "Pay rent",
  "Quarterly report",
  "Annual tax return",
];
const HIGH_AT_WORK = [
  "Send invoice to Acme",
  "Review Q4 budget",
  "Steuerberater anrufen",
  "Prepare client presentation",
  "Quarterly report",
];
const DONE_LAST_WEEK = ["Submit expense report", "Buy running shoes", "Book hotel in Lisbon"];
/** Done this week: the subtask "Collect sales figures" may be shown or not. */
const DONE_THIS_WEEK_ANSWER = anyOf(answer(...DONE_THIS_WEEK), answer("Vacuum the flat", "Email landlord"));
const DECEMBER = [
  ...TUESDAY,
  "Quarterly report",
  "Arzttermin",
  "Car service",
  "Birthday gift for Anna",
  "Schedule team offsite",
  "Christmas cards",
  "Annual tax return",
];

/** This corpus's own seed answers by question, for a test to check against the seeded account's. */
export const SEALED7_SEED_ANSWERS: SeedAnswers = {
  REST_OF_WEEK,
  WEEKEND,
  TUESDAY,
  UNDATED,
  WORK,
  HOME,
  HIGH,
  HIGH_AT_WORK,
  DONE_LAST_WEEK,
  DECEMBER,
};
/** Nothing is due in January; the repeating tasks' later occurrences may be named. */
const JANUARY = anyOf(answer(), answer("Take out the trash", "Yoga class", "Pay rent"));
const WORK_TODAY_ANSWER = anyOf(answer(...WORK_TODAY), answer(...WORK_TODAY, "Send invoice to Acme"));
const PRESENTATION_LEFT = anyOf(answer(...OPEN_SUBTASKS), answer("Prepare client presentation", ...OPEN_SUBTASKS));

type Row = [string | Step[], Expectation];

const cases = (category: Category, language: Language, rows: Row[]): EvaluationCase[] =>
  rows.map(([say, expect]) => ({ category, language, say: typeof say === "string" ? [say] : say, expect }));

export const SEALED7_CASES: EvaluationCase[] = [
  ...cases("question", "en", [
    ["whats on my plate today eh", answer(...TODAY)],
    ["anythin overdue", answer(...OVERDUE)],
    ["what do i have tmr", answer(...TOMORROW)],
    ["how many things r due next week", answer(...NEXT_WEEK)],
    ["Would you be able to tell me what I have on this weeekend please?", answer(...WEEKEND)],
    ["when is my yoga class", answer("Yoga class")],
    ["what did i actually get done this week lol", DONE_THIS_WEEK_ANSWER],
    ["show me everything tagged errands", answer(...ERRANDS)],
    ["whats on the work list", withOrWithoutSubtasks(WORK)],
    ["which of my tasks are high priorty", answer(...HIGH)],
    ["anything on the 5th of december", answer("Birthday gift for Anna")],
    ["What have I got on Tuesday next, if you don't mind", answer(...TUESDAY)],
    ["whats left to do for the client presentation", PRESENTATION_LEFT],
    ["whats due this week", THIS_WEEK],
    ["is the car service next week?", answer("Car service")],
  ]),
  ...cases("question", "de", [
    ["Welche Aufgaben habe ich heute noch?", DUE_OR_OVERDUE_TODAY],
    ["wat steht morgen an", answer(...TOMORROW)],
    ["wie viele tasks hab ich nächste woche digga", answer(...NEXT_WEEK)],
    ["Was habe ich letzte Woche erledigt?", answer(...DONE_LAST_WEEK)],
    ["was hab ich diese woche schon geschafft, lowkey nix oder", DONE_THIS_WEEK_ANSWER],
    ["Zeigen Sie mir bitte alle Aufgaben mit hoher Priorität.", answer(...HIGH)],
    ["wat is auffer home liste", answer(...HOME)],
    ["zeig ma alles ohne datum", withOrWithoutSubtasks(UNDATED)],
    ["Wann ist der Arzttermin?", answer("Arzttermin")],
    ["Was ist am 3.12. fällig?", answer("Arzttermin")],
    ["hab ich im januar irgendwas", JANUARY],
    ["Was steht im Dezember an?", answer(...DECEMBER)],
    ["wat hab ich heute auf arbeit", WORK_TODAY_ANSWER],
    ["Welche Aufgaben der Liste Work haben hohe Priorität?", answer(...HIGH_AT_WORK)],
    ["was steht diese woche noch so an", THIS_WEEK],
  ]),

  ...cases("add", "en", [
    ["buy oat milk tmr", create({ title: "buy oat milk", due: TOMORROW_DATE })],
    [
      "Would you be able to add a task to ring my sister Maureen on Sunday, thanks a million",
      create({ title: "ring my sister Maureen", due: SUNDAY_DATE }),
    ],
    [
      "remind me to order more cups tomorow at 5pm",
      create({ title: "order more cups", due: "2026-11-27T17:00", reminders: 1 }),
    ],
    ["laundry every sunday eh", create({ title: "laundry", recurrence: "FREQ=WEEKLY;BYDAY=SU" })],
    [
      "add grade midterms to my work list for monday",
      create({ title: "grade midterms", list: "Work", due: MONDAY_DATE }),
    ],
    [
      "deep clean the espresso machine saturday #cafe",
      create({ title: "deep clean the espresso machine", due: SATURDAY_DATE, tags: ["cafe"] }),
    ],
    [
      "submit thesis chapter monday, high priority",
      create({ title: "submit thesis chapter", due: MONDAY_DATE, priority: "high" }),
    ],
    [
      "Please add collect my prescription from the chemist on Friday at 11am. Thank you.",
      create({ title: "collect my prescription from the chemist", due: "2026-11-27T11:00" }),
    ],
    [
      "restock syrups every monday 7am",
      create({ title: "restock syrups", recurrence: "FREQ=WEEKLY;BYDAY=MO", due: "2026-11-30T07:00" }),
    ],
    [
      "call the landlord about the heating tmr at 4",
      create({ title: "call the landlord about the heating", due: "2026-11-27T16:00" }),
    ],
  ]),
  ...cases("add", "de", [
    [
      "Erinnern Sie mich bitte morgen um 8 Uhr: Miete überweisen.",
      create({ title: "Miete überweisen", due: "2026-11-27T08:00", reminders: 1 }),
    ],
    ["kannze ma eintragen ersatzteile bestellen montag", create({ title: "Ersatzteile bestellen", due: MONDAY_DATE })],
    [
      "morgen 7:30 heizung bei müller entlüften",
      create({ title: "Heizung bei Müller entlüften", due: "2026-11-27T07:30" }),
    ],
    ["digga trag ein mathe hausaufgaben bis morgen", create({ title: "Mathe Hausaufgaben", due: TOMORROW_DATE })],
    [
      "Bitte legen Sie die Aufgabe „Depotübertrag prüfen“ in der Liste Work an, fällig am 2.12.",
      create({ title: "Depotübertrag prüfen", list: "Work", due: WEDNESDAY_DATE }),
    ],
    [
      "jeden montag um 8 uhr teambesprechung vorbereiten",
      create({
        title: "Teambesprechung vorbereiten",
        recurrence: "FREQ=WEEKLY;BYDAY=MO",
        due: "2026-11-30T08:00",
      }),
    ],
    ["täglich vokabeln lernen", create({ title: "Vokabeln lernen", recurrence: "FREQ=DAILY" })],
    [
      "geschenk für lena kaufen samstag #geburtstag",
      create({ title: "Geschenk für Lena kaufen", due: SATURDAY_DATE, tags: ["geburtstag"] }),
    ],
    [
      "alle zwei wochen freitags altglas wegbringen",
      create({ title: "Altglas wegbringen", recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR" }),
    ],
    [
      "ps5 controller zurückschicken morgen, lowkey wichtig",
      create({ title: "PS5 Controller zurückschicken", due: TOMORROW_DATE }),
    ],
  ]),

  ...cases("edit", "en", [
    ["rename read dune to read dune messiah", update({ "Read Dune": { title: "Read Dune Messiah" } })],
    ["can u change call bank to 3pm", update({ "Call bank": { due: "2026-11-26T15:00" } })],
    ["make the car service urgent", update({ "Car service": { priority: "high" } })],
    ["tag research new laptop with school", update({ "Research new laptop": { tags: ["tech", "school"] } })],
    ["move update cv to my home list", update({ "Update CV": { list: "Home" } })],
    ["stop the yoga class repeating, gym has it now", update({ "Yoga class": { recurrence: null } })],
    ["add a reminder to the quarterly report an hour before", update({ "Quarterly report": { reminders: 1 } })],
    [
      "Could you change my dentist appointment to tomorrow at half past two please",
      update({ Dentist: { due: "2026-11-27T14:30" } }),
    ],
    ["take the errands tag off pick up parcel", update({ "Pick up parcel": { tags: [] } })],
    [
      ["put learn spanish in a new list called School", YES],
      change({ update: { "Learn Spanish": { list: "School" } }, newLists: ["School"] }),
    ],
    ["add anothr reminder for return library books 8am tomorow", update({ "Return library books": { reminders: 3 } })],
  ]),
  ...cases("edit", "de", [
    [
      "Bitte benennen Sie „Update CV“ in „Lebenslauf aktualisieren“ um.",
      update({ "Update CV": { title: "Lebenslauf aktualisieren" } }),
    ],
    ["Bitte verlegen Sie den Arzttermin auf 10 Uhr.", update({ Arzttermin: { due: "2026-12-03T10:00" } })],
    [
      "Bitte setzen Sie die Priorität von „Organise photos“ auf hoch.",
      update({ "Organise photos": { priority: "high" } }),
    ],
    ["dat fahrrad reparieren mach ma auf samstag", update({ "Fahrrad reparieren": { due: SATURDAY_DATE } })],
    ["kannze oma anrufen auf 17 uhr legen", update({ "Oma anrufen": { due: "2026-11-28T17:00" } })],
    ["take out the trash soll nich mehr jede woche kommen", update({ "Take out the trash": { recurrence: null } })],
    ["digga pack learn spanish in die home liste", update({ "Learn Spanish": { list: "Home" } })],
    [
      "Fügen Sie bitte dem Arzttermin eine Erinnerung einen Tag vorher hinzu.",
      update({ Arzttermin: { reminders: 1 } }),
    ],
    ["mach steuerberater anrufen ma auf niedrig", update({ "Steuerberater anrufen": { priority: "low" } })],
    [
      ["fahrrad reparieren in ne neue liste werkstatt packen", YES],
      change({ update: { "Fahrrad reparieren": { list: "Werkstatt" } }, newLists: ["Werkstatt"] }),
    ],
    ["call bank lowkey wichtig machen, also high prio", update({ "Call bank": { priority: "high" } })],
  ]),

  ...cases("complete", "en", [
    ["did the standup notes", complete("Team standup notes")],
    ["done with reply to tom", complete("Reply to Tom")],
    ["finally booked the flights to lisbon!!", complete("Book flights to Lisbon")],
    ["I've sent the invoice to Acme at last, so you can tick that off", complete("Send invoice to Acme")],
    ["picked up teh parcel cheers", complete("Pick up parcel")],
    ["finished the budget review, kinda rough", orAsk(complete("Review Q4 budget"))],
  ]),
  ...cases("complete", "de", [
    ["Steuerberater angerufen.", complete("Steuerberater anrufen")],
    ["Oma anrufen erledigt", complete("Oma anrufen")],
    ["hab dat fahrrad repariert getz", complete("Fahrrad reparieren")],
    ["call bank is erledigt digga", complete("Call bank")],
    ["Die Aufgabe „Team standup notes“ ist erledigt.", complete("Team standup notes")],
    ["pflanzen sind gegossen", orAsk(complete("Water the plants"))],
  ]),

  ...cases("delete", "en", [
    [["delete organise photos", YES], remove("Organise photos")],
    [["get rid of the gym membership task pls", YES], remove("Cancel gym membership")],
    ["delete research new laptop", ASK],
    ["delete everything", NONE],
    [["delete prepare client presentation", YES], remove("Prepare client presentation")],
  ]),
  ...cases("delete", "de", [
    [["Bitte löschen Sie die Aufgabe „Learn Spanish“.", YES], remove("Learn Spanish")],
    [["lösch ma dat fahrrad reparieren", YES], remove("Fahrrad reparieren")],
    ["digga lösch read dune", ASK],
    ["kannze alles löschen wat erledigt is", NONE],
    [["schmeiß renew passport raus", YES], remove("Renew passport")],
  ]),

  ...cases("undo", "en", [
    [["move call bank to 4pm", "undo"], REVERT],
    [["done with reply to tom", "oops undo that"], REVERT],
    [["delete organise photos", YES, "undo pls"], REVERT],
    [["undo"], NONE],
  ]),
  ...cases("undo", "de", [
    [["Bitte setzen Sie die Priorität von „Read Dune“ auf hoch.", "Bitte machen Sie das rückgängig."], REVERT],
    [["Oma anrufen erledigt", "ne warte, rückgängig"], REVERT],
    [["Was ist heute fällig?", "Rückgängig."], NONE],
    [["kannze dat pay rent nich mehr wiederholen lassen", "ne doch nich, mach zurück"], REVERT],
  ]),

  ...cases("reference", "en", [
    [["when is my car service", "push it to the 11th"], update({ "Car service": { due: "2026-12-11" } })],
    [["what's on saturday", "move the first one to sunday"], update({ "Grocery shopping": { due: SUNDAY_DATE } })],
    [["show me my bills", "the second one, stop it repeating"], update({ "Pay rent": { recurrence: null } })],
    [["when is yoga", "add a reminder an hour before it"], update({ "Yoga class": { reminders: 1 } })],
    ["move it to friday", NONE],
    [
      ["whats tagged family", "make all of them high priority"],
      update(Object.fromEntries(FAMILY.map((title) => [title, { priority: "high" as const }]))),
    ],
  ]),
  ...cases("reference", "de", [
    [
      ["Was steht am Samstag an?", "Das zweite bitte auf Sonntag verschieben."],
      update({ "Oma anrufen": { due: SUNDAY_DATE } }),
    ],
    [
      ["Wann ist der Arzttermin?", "Legen Sie ihn bitte auf 9:30 Uhr."],
      update({ Arzttermin: { due: "2026-12-03T09:30" } }),
    ],
    [["wat hab ich montag", "dat verschieb ma auf dienstag"], update({ "Renew passport": { due: TUESDAY_DATE } })],
    ["lösch das", NONE],
    [["was ist mit dem tag bills", "das erste hab ich bezahlt"], complete("Pay electricity bill")],
    [
      ["Zeigen Sie mir bitte die Aufgaben für Montag.", "Bitte geben Sie dieser Aufgabe die Priorität hoch."],
      update({ "Renew passport": { priority: "high" } }),
    ],
  ]),

  ...cases("compound", "en", [
    [
      "called the bank, and move reply to tom to tmr",
      change({ complete: ["Call bank"], update: { "Reply to Tom": { due: TOMORROW_DATE } } }),
    ],
    [
      "add 3 things: buy stamps, return the drill and book a haircut",
      create({ title: "buy stamps" }, { title: "return the drill" }, { title: "book a haircut" }),
    ],
    ["trash is out and plants are watered", complete("Take out the trash", "Water the plants")],
    [
      "Could you mark the dentist as done and move the car service to the 7th of December please",
      change({ complete: ["Dentist"], update: { "Car service": { due: "2026-12-07" } } }),
    ],
    ["whats due tmr? oh and add buy batteries", create({ title: "buy batteries" })],
  ]),
  ...cases("compound", "de", [
    [
      "Fahrrad is fertig, und schieb Oma anrufen auf Sonntag",
      change({ complete: ["Fahrrad reparieren"], update: { "Oma anrufen": { due: SUNDAY_DATE } } }),
    ],
    [
      "Bitte fügen Sie folgende Aufgaben hinzu: Kontoauszüge abheften, Drucker reparieren lassen und Urlaubsantrag stellen.",
      create(
        { title: "Kontoauszüge abheften" },
        { title: "Drucker reparieren lassen" },
        { title: "Urlaubsantrag stellen" },
      ),
    ],
    [
      "digga trag ein: hoodie zurückschicken, bio lernen und haare schneiden",
      create({ title: "Hoodie zurückschicken" }, { title: "Bio lernen" }, { title: "Haare schneiden" }),
    ],
    [
      "Bitte benennen Sie „Read Dune“ in „Dune lesen“ um und setzen Sie die Priorität auf mittel.",
      update({ "Read Dune": { title: "Dune lesen", priority: "medium" } }),
    ],
    [
      ["mach ma arzttermin erledigt und lösch dat update cv", YES],
      change({ complete: ["Arzttermin"], remove: ["Update CV"] }),
    ],
  ]),

  ...cases("plan", "en", [
    ["plan my day pls", PLAN],
    ["can you plan out my week eh", PLAN],
    ["what should i tackle next", NEXT],
    ["Would you be able to help me plan my day, I've an awful lot on", PLAN],
    [
      "break down prepare client presentation into rehearse the pitch, print handouts and book the meeting room",
      create(
        { title: "rehearse the pitch", parent: "Prepare client presentation" },
        { title: "print handouts", parent: "Prepare client presentation" },
        { title: "book the meeting room", parent: "Prepare client presentation" },
      ),
    ],
  ]),
  ...cases("plan", "de", [
    ["Planen Sie bitte meinen Tag.", PLAN],
    ["mach ma nen plan für die woche", PLAN],
    ["was soll ich als nächstes machen digga", NEXT],
    [
      "Teilen Sie bitte „Fahrrad reparieren“ auf in: Schlauch kaufen, Reifen flicken und Licht prüfen.",
      create(
        { title: "Schlauch kaufen", parent: "Fahrrad reparieren" },
        { title: "Reifen flicken", parent: "Fahrrad reparieren" },
        { title: "Licht prüfen", parent: "Fahrrad reparieren" },
      ),
    ],
    [
      "zerleg christmas cards in adressen raussuchen, karten kaufen und briefmarken holen",
      create(
        { title: "Adressen raussuchen", parent: "Christmas cards" },
        { title: "Karten kaufen", parent: "Christmas cards" },
        { title: "Briefmarken holen", parent: "Christmas cards" },
      ),
    ],
  ]),

  ...cases("small-talk", "en", [
    ["thanks a million, you're a star", NONE],
    ["How are you today, dear?", NONE],
    ["cheers mate", NONE],
    ["ugh kinda long day eh", NONE],
  ]),
  ...cases("small-talk", "de", [
    ["Vielen Dank für Ihre Hilfe.", NONE],
    ["boah wat ne woche", NONE],
    ["sheesh du bist lowkey nützlich", NONE],
    ["na, alles klar bei dir?", NONE],
  ]),

  ...cases("unknown-command", "en", [
    ["can u text my sister happy bday", NONE],
    ["connect to my outlook calendar", NONE],
    ["order me a flat white lol", NONE],
    ["Could you print my list for me please", NONE],
  ]),
  ...cases("unknown-command", "de", [
    ["Senden Sie bitte meine Aufgabenliste an meinen Vorgesetzten.", NONE],
    ["ruf ma den kunden an", NONE],
    ["bestell mir ne pizza digga", NONE],
    ["Synchronisieren Sie bitte mit meinem Google-Kalender.", NONE],
  ]),

  ...cases("dates", "en", [
    ["move the car service to jan 8 at 2pm", update({ "Car service": { due: "2027-01-08T14:00" } })],
    ["dentist cleaning feb 2 at 3", create({ title: "dentist cleaning", due: "2027-02-02T15:00" })],
    [
      "dads birthday march 3 every year",
      create({ title: "dads birthday", due: "2027-03-03", recurrence: "FREQ=YEARLY" }),
    ],
    ["send the rota eod", create({ title: "send the rota", due: TODAY_DATE })],
    ["renew my library card in a fortnight", create({ title: "renew my library card", due: "2026-12-10" })],
    ["staff barbecue oct 3", create({ title: "staff barbecue", due: "2027-10-03" })],
    ["move the quarterly report to the 31st", update({ "Quarterly report": { due: "2026-12-31" } })],
  ]),
  ...cases("dates", "de", [
    ["Zahnreinigung am 14.1. um 9 Uhr", create({ title: "Zahnreinigung", due: "2027-01-14T09:00" })],
    ["übermorgen um 15 uhr reifen wechseln", create({ title: "Reifen wechseln", due: "2026-11-28T15:00" })],
    [
      "Bitte verschieben Sie „Schedule team offsite“ auf den 10.12. um 14 Uhr.",
      update({ "Schedule team offsite": { due: "2026-12-10T14:00" } }),
    ],
    [
      "schreib ma auf: weihnachtsfeier vom verein am 19. dezember",
      create({ title: "Weihnachtsfeier vom Verein", due: "2026-12-19" }),
    ],
    ["yo konzerttickets kaufen am 2.2. sheesh", create({ title: "Konzerttickets kaufen", due: "2027-02-02" })],
    [
      "mama geburtstag jedes jahr am 7.4.",
      create({ title: "Mama Geburtstag", due: "2027-04-07", recurrence: "FREQ=YEARLY" }),
    ],
    ["schieb dat car service auf 8.1.", update({ "Car service": { due: "2027-01-08" } })],
  ]),
];
