import {
  answer,
  anyOf,
  change,
  complete,
  create,
  DONE_THIS_WEEK,
  de,
  type EvaluationCase,
  en,
  FAMILY,
  NEXT,
  NEXT_WEEK,
  NONE,
  OVERDUE,
  orAsk,
  PLAN,
  REVERT,
  remove,
  SATURDAY,
  SEED_ANSWERS,
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
 * Sealed corpus 9, written blind: its author read only issue 21 (the assistant's spec), seed.ts, score.ts, run.ts
 * and the first 180 lines of messages.ts (its helpers and the seed's answers), none of the assistant's code and no
 * other corpus, and wrote every expectation before any run.
 *
 * The clock is seed.ts's: Thursday 26 November 2026, 09:00 in Berlin. The week runs Monday 23 to Sunday
 * 29 November; tomorrow is Friday 27 November, "übermorgen" Saturday 28 November, next week Monday 30 November to
 * Sunday 6 December, "in a fortnight" Thursday 10 December.
 *
 * The messages are typed by six people, each with their own habits:
 * 1. A Cologne office manager: friendly colloquial German ("jo", "nä", "dat"), "mach mir mal", "trag ein".
 * 2. A Swiss writing standard German the Swiss way: no "ß", "Grüezi", "parkieren", "Velo", "Znüni", "am Zmittag",
 *    dates as "3.12.".
 * 3. A British pensioner in full, old-fashioned polite sentences ("Would you be so kind as to …", "I should like
 *    to …", "if it isn't too much trouble").
 * 4. A Scottish student: lower case, typos, "wee", "aye", "the morn" (tomorrow), "messages" (shopping).
 * 5. A Spanish speaker writing English as a second language ("I must to call", "put me a reminder", "for the
 *    Friday", "in the morning of tomorrow").
 * 6. A busy US project manager: terse, jargon ("EOD", "EOW", "sync", "ping", "OOO", "blocker"), several requests
 *    per message.
 */

/** An answer that shows no particular cards and changes nothing (a count, an explanation). */
const REPLY: Expectation = { expect: "answer" };

// Sets the exports lack, read off SEED_TASKS in seed.ts (open tasks only; completed ones are not "what I have").
/** The open tasks in the list "Work" (`list: "Work"`, without the completed "Submit expense report"). */
const WORK_LIST = [
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
/** Every open task with `priority: "high"`. */
const HIGH_PRIORITY = [
  "Pay electricity bill",
  "Send invoice to Acme",
  "Review Q4 budget",
  "Steuerberater anrufen",
  "Prepare client presentation",
  "Pay rent",
  "Quarterly report",
  "Annual tax return",
];
/** `priority: "high"` and `list: "Work"`. */
const HIGH_AT_WORK = [
  "Send invoice to Acme",
  "Review Q4 budget",
  "Steuerberater anrufen",
  "Prepare client presentation",
  "Quarterly report",
];
/** Tagged "finance". */
const FINANCE = ["Call bank", "Annual tax return", "Cancel gym membership"];
/** Completed 16–22 November: the 18th, 20th and 21st. */
const DONE_LAST_WEEK = ["Submit expense report", "Buy running shoes", "Book hotel in Lisbon"];
/** Due Saturday 28 and Sunday 29 November. */
const WEEKEND = [...SATURDAY, "Clean the garage"];
/** This corpus's own seed answers by question, for a test to check against the seeded account's. */
export const SEALED9_SEED_ANSWERS: SeedAnswers = {
  WORK: WORK_LIST,
  HIGH: HIGH_PRIORITY,
  HIGH_AT_WORK,
  FINANCE,
  DONE_LAST_WEEK,
  WEEKEND,
};
/** This week: from today, or with this week's overdue days, or with everything overdue (as messages.ts reads it). */
const THIS_WEEK = anyOf(
  answer(...SEED_ANSWERS.REST_OF_WEEK),
  answer(...SEED_ANSWERS.REST_OF_WEEK, "Dentist", "Pay electricity bill"),
  answer(...SEED_ANSWERS.REST_OF_WEEK, ...OVERDUE),
);

const ADD: EvaluationCase[] = [
  // British pensioner.
  en(
    "add",
    "I should like to be reminded to telephone the gas board tomorrow at 10 in the morning, if you please.",
    create({ title: "Telephone the gas board", due: "2026-11-27T10:00", reminders: 1 }),
  ),
  en(
    "add",
    "Would you kindly add a task to return the casserole dish to Margaret on Saturday?",
    create({ title: "Return the casserole dish to Margaret", due: "2026-11-28" }),
  ),
  en(
    "add",
    "Please put 'Ring the chimney sweep' on my Home list. Thank you.",
    create({ title: "Ring the chimney sweep", list: "Home" }),
  ),
  // Scottish student.
  en("add", "add get the messages the morn", create({ title: "Get the messages", due: "2026-11-27" })),
  en("add", "milk", orAsk(create({ title: "Milk" }))),
  en("add", "remind me tae phone ma gran on sunday aye", create({ title: "Phone ma gran", due: "2026-11-29" })),
  // Spanish speaker.
  en(
    "add",
    "put me a reminder for call the plumber in the morning of tomorrow",
    create({ title: "Call the plumber", due: "2026-11-27" }),
  ),
  en(
    "add",
    "I must to buy a present for my nephew for the Friday",
    orAsk(create({ title: "Buy a present for my nephew", due: "2026-11-27" })),
  ),
  en(
    "add",
    "Add in the list of Work: prepare the demo for the client",
    create({ title: "Prepare the demo for the client", list: "Work" }),
  ),
  // US project manager.
  en("add", "add finalize SOW for Acme EOD", create({ title: "Finalize SOW for Acme", due: "2026-11-26" })),
  en("add", "todo: ping legal re NDA tmrw am", create({ title: "Ping legal re NDA", due: "2026-11-27" })),
  // Cologne office manager.
  de("add", "trag ein: Kaffee fürs Büro bestellen", create({ title: "Kaffee fürs Büro bestellen" })),
  de("add", "mach mir mal Friseur am Samstag um 3", create({ title: "Friseur", due: "2026-11-28T15:00" })),
  de(
    "add",
    "jo, trag mal ein: Weihnachtsfeier planen bis 4.12.",
    create({ title: "Weihnachtsfeier planen", due: "2026-12-04" }),
  ),
  de(
    "add",
    "erinner mich morgen um 9 Uhr: Getränkelieferant anrufen",
    create({ title: "Getränkelieferant anrufen", due: "2026-11-27T09:00", reminders: 1 }),
  ),
  de(
    "add",
    "Neue Aufgabe: Toner für den Drucker kaufen, in die Liste Work",
    create({ title: "Toner für den Drucker kaufen", list: "Work" }),
  ),
  de(
    "add",
    "Rechnung vom Handwerker zahlen morgen",
    create({ title: "Rechnung vom Handwerker zahlen", due: "2026-11-27" }),
  ),
  // Swiss.
  de(
    "add",
    "Grüezi, bitte eintragen: Velo in den Service bringen am Samstag",
    create({ title: "Velo in den Service bringen", due: "2026-11-28" }),
  ),
  de(
    "add",
    "Znüni für die Sitzung organisieren am 1.12.",
    create({ title: "Znüni für die Sitzung organisieren", due: "2026-12-01" }),
  ),
  de(
    "add",
    "Parkkarte fürs Parkieren beim Büro verlängern",
    create({ title: "Parkkarte fürs Parkieren beim Büro verlängern" }),
  ),
  de(
    "add",
    "Bitte erfassen: Steuerrechnung bezahlen bis 15.12., hohe Priorität",
    create({ title: "Steuerrechnung bezahlen", due: "2026-12-15", priority: "high" }),
  ),
  de("add", "Heute am Zmittag mit Reto telefonieren", create({ title: "Mit Reto telefonieren", due: "2026-11-26" })),
];

const DATES: EvaluationCase[] = [
  en(
    "dates",
    "Would you be so kind as to add Joan's birthday, the 19th of December, every year?",
    create({ title: "Joan's birthday", due: "2026-12-19", recurrence: "FREQ=YEARLY" }),
  ),
  en(
    "dates",
    "pay the council tax on the 1st of every month",
    create({ title: "Pay the council tax", due: "2026-12-01", recurrence: "FREQ=MONTHLY;BYMONTHDAY=1" }),
  ),
  en("dates", "book the venue jan 14 at 3pm", create({ title: "Book the venue", due: "2027-01-14T15:00" })),
  en("dates", "renew car insurance december 19", create({ title: "Renew car insurance", due: "2026-12-19" })),
  en("dates", "dentist check-up in a fortnight", create({ title: "Dentist check-up", due: "2026-12-10" })),
  en(
    "dates",
    "fitba training every tuesday n thursday at 6pm",
    create({ title: "Fitba training", recurrence: "FREQ=WEEKLY;BYDAY=TU,TH" }),
  ),
  en(
    "dates",
    "Please remember me to call my mother tomorrow at the 5 of the afternoon",
    create({ title: "Call my mother", due: "2026-11-27T17:00", reminders: 1 }),
  ),
  de("dates", "Steuererklärung abgeben bis 31.1.", create({ title: "Steuererklärung abgeben", due: "2027-01-31" })),
  de(
    "dates",
    "Altpapier rausstellen jeden Dienstag",
    create({ title: "Altpapier rausstellen", due: "2026-12-01", recurrence: "FREQ=WEEKLY;BYDAY=TU" }),
  ),
  de("dates", "Velo-Service übermorgen um 15 Uhr", create({ title: "Velo-Service", due: "2026-11-28T15:00" })),
  de(
    "dates",
    "alle zwei Wochen Blumen giessen",
    create({ title: "Blumen giessen", recurrence: "FREQ=WEEKLY;INTERVAL=2" }),
  ),
  de("dates", "nächsten Montag Kita-Anmeldung abgeben", create({ title: "Kita-Anmeldung abgeben", due: "2026-11-30" })),
  de("dates", "Zahnreinigung am 10.12. um 9.30 Uhr", create({ title: "Zahnreinigung", due: "2026-12-10T09:30" })),
];

const QUESTION: EvaluationCase[] = [
  en("question", "whats overdue", answer(...OVERDUE)),
  en("question", "anything on the morn?", answer(...TOMORROW)),
  en("question", "how many things have i got next week", answer(...NEXT_WEEK)),
  en("question", "what did i get done last week", answer(...DONE_LAST_WEEK)),
  en("question", "high prio items on the Work list?", answer(...HIGH_AT_WORK)),
  en("question", "what is in my list of Work?", withOrWithoutSubtasks(WORK_LIST)),
  en("question", "Which of my tasks have no date on them?", withOrWithoutSubtasks(SEED_ANSWERS.UNDATED)),
  en("question", "what's due in december", answer(...SEED_ANSWERS.DECEMBER)),
  en("question", "What is there for me this week?", THIS_WEEK),
  en("question", "dentist??", answer("Dentist")),
  de("question", "Was steht heute an?", answer(...TODAY)),
  de("question", "was is überfällig", answer(...OVERDUE)),
  de("question", "wie viele Aufgaben hab ich morgen", answer(...TOMORROW)),
  de("question", "Wann ist der Arzttermin?", answer("Arzttermin")),
  de("question", "zeig mir alles mit family", answer(...FAMILY)),
  de("question", "Was habe ich diese Woche erledigt?", answer(...DONE_THIS_WEEK)),
  de("question", "was hab ich am Dienstag?", answer(...SEED_ANSWERS.TUESDAY)),
  de("question", "gibts was mit hoher Priorität", answer(...HIGH_PRIORITY)),
  de("question", "Was ist am 3.12.?", answer("Arzttermin")),
  de("question", "jo, wat is am Wochenende los?", answer(...WEEKEND)),
  de(
    "question",
    "was ist heute im Work noch offen",
    anyOf(answer(...WORK_TODAY), answer(...WORK_TODAY, "Send invoice to Acme")),
  ),
  en("question", "anything tagged finance i should know aboot", answer(...FINANCE)),
  en("question", "How many tasks I have open in total?", REPLY),
  de("question", "Wie viele offene Aufgaben hab ich insgesamt?", REPLY),
];

const EDIT: EvaluationCase[] = [
  en(
    "edit",
    "Would you be so kind as to rename 'Read Dune' to 'Read Dune Messiah'?",
    update({ "Read Dune": { title: "Read Dune Messiah" } }),
  ),
  en("edit", "make the car service urgent", update({ "Car service": { priority: "high" } })),
  en("edit", "tag the dentist as urgent", update({ Dentist: { tags: ["health", "urgent"] } })),
  en(
    "edit",
    "Could you shift the 1:1 with Sarah to half past four, if it isn't too much trouble?",
    update({ "1:1 with Sarah": { due: "2026-12-01T16:30" } }),
  ),
  en("edit", "push car service back a week", update({ "Car service": { due: "2026-12-11T08:30" } })),
  en("edit", "the yoga class doesnt need tae repeat anymore", update({ "Yoga class": { recurrence: null } })),
  en("edit", "put me a reminder for the car service one hour before", update({ "Car service": { reminders: 1 } })),
  en(
    "edit",
    ["put christmas cards on my Xmas list", YES],
    change({ update: { "Christmas cards": { list: "Xmas" } }, newLists: ["Xmas"] }),
  ),
  en("edit", "clear my calendar for tomorrow, I'm OOO", NONE),
  de(
    "edit",
    "Bitte Fahrrad reparieren umbenennen in Velo reparieren",
    update({ "Fahrrad reparieren": { title: "Velo reparieren" } }),
  ),
  de("edit", "setz den Arzttermin auf hohe Priorität", update({ Arzttermin: { priority: "high" } })),
  de("edit", "pack dem Arzttermin noch den Tag wichtig dran", update({ Arzttermin: { tags: ["health", "wichtig"] } })),
  de("edit", "nimm den Tag errands von Pick up parcel weg", update({ "Pick up parcel": { tags: [] } })),
  de("edit", "Arzttermin auf 9.45 Uhr verschieben", update({ Arzttermin: { due: "2026-12-03T09:45" } })),
  de(
    "edit",
    "Reply to Tom auf 17 Uhr, dat schaff ich sonst nich",
    update({ "Reply to Tom": { due: "2026-11-26T17:00" } }),
  ),
  de("edit", "Research new laptop in die Liste Work", update({ "Research new laptop": { list: "Work" } })),
  de(
    "edit",
    "Take out the trash soll sich nicht mehr wiederholen, dat macht jetzt der Nachbar",
    update({ "Take out the trash": { recurrence: null } }),
  ),
  de(
    "edit",
    "Bitte noch eine Erinnerung für Return library books, 30 Minuten vorher",
    update({ "Return library books": { reminders: 3 } }),
  ),
];

const COMPLETE: EvaluationCase[] = [
  en("complete", "done with the standup notes", complete("Team standup notes")),
  en("complete", "I have paid the electricity bill now, thank you.", complete("Pay electricity bill")),
  en("complete", "called the bank, sorted", complete("Call bank")),
  en("complete", "took the trash oot", complete("Take out the trash")),
  en("complete", "mark all overdue stuff done, handled it offline", orAsk(complete(...OVERDUE))),
  de("complete", "Steuerberater angerufen ✔", complete("Steuerberater anrufen")),
  de("complete", "Oma hab ich gestern schon angerufen", complete("Oma anrufen")),
  de("complete", "Review Q4 budget ist erledigt", complete("Review Q4 budget")),
  de("complete", "hak mal Water the plants ab", complete("Water the plants")),
];

const DELETE: EvaluationCase[] = [
  en(
    "delete",
    ["Would you be so kind as to delete the task about cancelling the gym membership? I have decided to keep it.", YES],
    remove("Cancel gym membership"),
  ),
  en("delete", ["delete read dune", YES], remove("Read Dune")),
  en("delete", ["kill the report task", YES], orAsk(remove("Quarterly report"))),
  en("delete", "delete everything", NONE),
  de("delete", ["lösch mal Fahrrad reparieren, dat hab ich verkauft", YES], remove("Fahrrad reparieren")),
  de("delete", ["Bitte lösche die Aufgabe Organise photos", YES], remove("Organise photos")),
  de("delete", ["Yoga class kannst du löschen, ich geh da nicht mehr hin", YES], remove("Yoga class")),
  de("delete", "lösch alles von morgen", NONE),
];

const UNDO: EvaluationCase[] = [
  en("undo", ["add get milk the morn", "naw undo that"], REVERT),
  en("undo", ["Please mark 'Water the plants' as done.", "Oh dear, I was too quick. Please undo that."], REVERT),
  en("undo", ["bump standup notes to 2pm", "nvm undo"], REVERT),
  de("undo", ["verschieb Steuerberater anrufen auf morgen", "mach dat rückgängig"], REVERT),
  de("undo", ["Lösch Organise photos", YES, "Bitte rückgängig machen"], REVERT),
  de("undo", ["Pay rent erledigt", "upps, rückgängig"], REVERT),
];

const REFERENCE: EvaluationCase[] = [
  en("reference", ["when's the dentist?", "push it to monday 10am"], update({ Dentist: { due: "2026-11-30T10:00" } })),
  en("reference", ["What is overdue?", "The first one is done now."], complete("Send invoice to Acme")),
  en("reference", ["what's on wed?", "bump it to thu"], update({ "Quarterly report": { due: "2026-12-03" } })),
  en("reference", "mark it done", NONE),
  de(
    "reference",
    ["Wann ist das 1:1 mit Sarah?", "mach dat mal um 16 Uhr"],
    update({ "1:1 with Sarah": { due: "2026-12-01T16:00" } }),
  ),
  de(
    "reference",
    ["was steht am Samstag an?", "schieb beide auf Sonntag"],
    update({ "Grocery shopping": { due: "2026-11-29" }, "Oma anrufen": { due: "2026-11-29" } }),
  ),
  de("reference", ["Was steht am Sonntag an?", "Das ist schon erledigt"], complete("Clean the garage")),
  de("reference", "verschieb das auf morgen", NONE),
];

const COMPOUND: EvaluationCase[] = [
  en(
    "compound",
    "standup notes done, push reply to tom to tomorrow",
    change({ complete: ["Team standup notes"], update: { "Reply to Tom": { due: "2026-11-27" } } }),
  ),
  en(
    "compound",
    "Would you please add three things: buy stamps, post the parcel to Aunt Mary and ring the plumber.",
    create({ title: "Buy stamps" }, { title: "Post the parcel to Aunt Mary" }, { title: "Ring the plumber" }),
  ),
  en(
    "compound",
    "mark standup notes done, bump quarterly report to EOW, add design sync fri 2pm",
    change({
      complete: ["Team standup notes"],
      update: { "Quarterly report": { due: "2026-11-27" } },
      create: [{ title: "Design sync", due: "2026-11-27T14:00" }],
    }),
  ),
  en(
    "compound",
    "I finished the Q4 budget review and I must to call the bank tomorrow, not today",
    change({ complete: ["Review Q4 budget"], update: { "Call bank": { due: "2026-11-27" } } }),
  ),
  de(
    "compound",
    "Trag ein: Druckerpapier bestellen, Kaffee kaufen und Schlüssel nachmachen lassen",
    create({ title: "Druckerpapier bestellen" }, { title: "Kaffee kaufen" }, { title: "Schlüssel nachmachen lassen" }),
  ),
  de(
    "compound",
    "Steuerberater anrufen ist erledigt und den Arzttermin bitte auf den 10.12. verschieben",
    change({ complete: ["Steuerberater anrufen"], update: { Arzttermin: { due: "2026-12-10" } } }),
  ),
  de(
    "compound",
    "hak Oma anrufen ab und mach Fahrrad reparieren für Samstag",
    change({ complete: ["Oma anrufen"], update: { "Fahrrad reparieren": { due: "2026-11-28" } } }),
  ),
  de(
    "compound",
    "Team standup notes und Reply to Tom sind beide erledigt",
    complete("Team standup notes", "Reply to Tom"),
  ),
];

const PLANS: EvaluationCase[] = [
  en("plan", "can ye plan ma day", PLAN),
  en("plan", "Would you be so kind as to plan out my week for me?", PLAN),
  en("plan", "what should I tackle next", NEXT),
  en(
    "plan",
    "break clean the garage down into sort the boxes, sweep the floor and take the bottles to the tip",
    create(
      { title: "Sort the boxes", parent: "Clean the garage" },
      { title: "Sweep the floor", parent: "Clean the garage" },
      { title: "Take the bottles to the tip", parent: "Clean the garage" },
    ),
  ),
  de("plan", "mach mir mal nen Plan für heute", PLAN),
  de("plan", "Kannst du meine Woche planen?", PLAN),
  de("plan", "was soll ich als nächstes machen?", NEXT),
  de(
    "plan",
    "Teile Christmas cards auf in Adressen sammeln, Karten kaufen und Karten schreiben",
    create(
      { title: "Adressen sammeln", parent: "Christmas cards" },
      { title: "Karten kaufen", parent: "Christmas cards" },
      { title: "Karten schreiben", parent: "Christmas cards" },
    ),
  ),
];

const SMALL_TALK: EvaluationCase[] = [
  en("small-talk", "cheers pal thats pure magic", NONE),
  en("small-talk", "Thank you ever so much, you have been most helpful.", NONE),
  en("small-talk", "Good morning! How are you today?", NONE),
  de("small-talk", "Danke, bist ne Jute!", NONE),
  de("small-talk", "Grüezi mitenand", NONE),
  de("small-talk", "Merci vielmal, das ist super", NONE),
];

const UNKNOWN: EvaluationCase[] = [
  en("unknown-command", "sync w/ my outlook cal", NONE),
  en("unknown-command", "Would you be so kind as to print my list for me?", NONE),
  en("unknown-command", "switch the app to dark mode", NONE),
  de("unknown-command", "Kannst du meine Aufgaben als PDF exportieren?", NONE),
  de("unknown-command", "Schick die Liste an meinen Kollegen", NONE),
  de("unknown-command", "stell mir den Wecker auf 6 Uhr", NONE),
];

export const SEALED9_CASES: EvaluationCase[] = [
  ...ADD,
  ...DATES,
  ...QUESTION,
  ...EDIT,
  ...COMPLETE,
  ...DELETE,
  ...UNDO,
  ...REFERENCE,
  ...COMPOUND,
  ...PLANS,
  ...SMALL_TALK,
  ...UNKNOWN,
];
