import {
  ASK,
  answer,
  anyOf,
  change,
  complete,
  create,
  DONE_THIS_WEEK,
  DUE_TODAY,
  type EvaluationCase,
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
  TODAY,
  TOMORROW,
  update,
  WORK_TODAY,
  withOrWithoutSubtasks,
  YES,
} from "./messages";
import type { SeedAnswers } from "./seed-questions";

/**
 * A sixth sealed corpus, written blind: its author read only issue 21's text (what the assistant must do),
 * seed.ts (the seeded account and the fixed clock), score.ts (how an expectation is scored), run.ts (how cases
 * are run) and the helpers and seed answers at the top of messages.ts — no other corpus, no test and none of the
 * assistant's code — and wrote every expectation before any run.
 *
 * The clock stands at Thursday 26 November 2026, 09:00 in Berlin; weeks start on Monday, so "this week" ends on
 * Sunday 29 November and "next week" is 30 November – 6 December.
 *
 * The messages are typed as six people would: a Berlin startup product manager in Denglisch ("asap pushen",
 * "deadline"), a Saxon bus driver on his breaks ("nu", "ni", "mor'n"), a nurse in Brisbane ("arvo", "reckon",
 * lower case), a Nigerian accountant in London (polite, formal British English, "kindly"), a Viennese pensioner
 * in formal but chatty German ("Servus", "bitte recht schön", "Paradeiser", "Jänner") and an American high-school
 * teen texting ("rn", "tmrw", "ngl", emoji).
 */

// Seed answers worked out from seed.ts (the clock: Thursday 26 November 2026, 09:00 Berlin).
const TUESDAY = ["1:1 with Sarah", "Yoga class", "Pay rent"];
const WEEKEND = [...SATURDAY, "Clean the garage"];
const REST_OF_WEEK = [...DUE_TODAY, ...TOMORROW, ...WEEKEND];
/** This week: from today, or the whole week (its overdue days too), or with everything overdue. */
const THIS_WEEK = anyOf(
  answer(...REST_OF_WEEK),
  answer(...REST_OF_WEEK, "Dentist", "Pay electricity bill"),
  answer(...REST_OF_WEEK, ...OVERDUE),
);
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
const HEALTH = ["Dentist", "Yoga class", "Arzttermin"];
const FINANCE = ["Call bank", "Annual tax return", "Cancel gym membership"];
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
const LOW = ["Read Dune", "Organise photos"];
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
const DONE_LAST_WEEK = ["Submit expense report", "Buy running shoes", "Book hotel in Lisbon"];
/** Done this week, with or without the finished subtask. */
const DONE_THIS_WEEK_ANSWER = anyOf(answer(...DONE_THIS_WEEK), answer("Vacuum the flat", "Email landlord"));
/** Errands due this week (Renew passport is next Monday). */
const ERRANDS_THIS_WEEK = ["Pick up parcel", "Return library books", "Grocery shopping"];

/** This corpus's own seed answers by question, for a test to check against the seeded account's. */
export const SEALED6_SEED_ANSWERS: SeedAnswers = {
  TUESDAY,
  WEEKEND,
  REST_OF_WEEK,
  UNDATED,
  WORK,
  HOME,
  HEALTH,
  FINANCE,
  HIGH,
  LOW,
  DECEMBER,
  DONE_LAST_WEEK,
  ERRANDS_THIS_WEEK,
};
/** Today, with what is overdue (issue 21) or only what is due today. */
const TODAY_EITHER = anyOf(answer(...TODAY), answer(...DUE_TODAY));

export const SEALED6_CASES: EvaluationCase[] = [
  // ——— Questions ———
  { category: "question", language: "en", say: ["whats overdue"], expect: answer(...OVERDUE) },
  { category: "question", language: "en", say: ["what have i got on tmrw"], expect: answer(...TOMORROW) },
  { category: "question", language: "en", say: ["how many things are due today?"], expect: TODAY_EITHER },
  { category: "question", language: "en", say: ["whens the car service"], expect: answer("Car service") },
  {
    category: "question",
    language: "en",
    say: ["reckon i've got heaps of errands this week, which ones"],
    expect: answer(...ERRANDS_THIS_WEEK),
  },
  {
    category: "question",
    language: "en",
    say: ["Good morning. Could you kindly tell me what I completed last week?"],
    expect: answer(...DONE_LAST_WEEK),
  },
  {
    category: "question",
    language: "en",
    say: ["Please, which of my tasks are high priority?"],
    expect: answer(...HIGH),
  },
  { category: "question", language: "en", say: ["whats in my work list"], expect: withOrWithoutSubtasks(WORK) },
  { category: "question", language: "en", say: ["what's on next week"], expect: answer(...NEXT_WEEK) },
  {
    category: "question",
    language: "en",
    say: ["which tasks dont have a date"],
    expect: withOrWithoutSubtasks(UNDATED),
  },
  { category: "question", language: "en", say: ["when is rent due"], expect: answer("Pay rent") },
  { category: "question", language: "en", say: ["show me my health stuff"], expect: answer(...HEALTH) },
  { category: "question", language: "en", say: ["what's due in december"], expect: answer(...DECEMBER) },
  {
    category: "question",
    language: "en",
    say: ["anything low priority i can knock off in my arvo break"],
    expect: answer(...LOW),
  },
  { category: "question", language: "en", say: ["how do i make a task repeat?"], expect: NONE },
  { category: "question", language: "de", say: ["was ist überfällig?"], expect: answer(...OVERDUE) },
  { category: "question", language: "de", say: ["nu was steht mor'n an"], expect: answer(...TOMORROW) },
  { category: "question", language: "de", say: ["Wie viele Aufgaben hab ich diese Woche noch?"], expect: THIS_WEEK },
  { category: "question", language: "de", say: ["wann is der arzttermin"], expect: answer("Arzttermin") },
  { category: "question", language: "de", say: ["zeig mir alles aus der Home Liste"], expect: answer(...HOME) },
  { category: "question", language: "de", say: ["Was hab ich am Dienstag?"], expect: answer(...TUESDAY) },
  { category: "question", language: "de", say: ["was hab ich diese woche erledigt"], expect: DONE_THIS_WEEK_ANSWER },
  { category: "question", language: "de", say: ["zeig alles mit #finance"], expect: answer(...FINANCE) },
  {
    category: "question",
    language: "de",
    say: ["Welche Aufgaben sind mit family getaggt?"],
    expect: answer(...FAMILY),
  },
  { category: "question", language: "de", say: ["was is heute noch alles dran"], expect: TODAY_EITHER },
  { category: "question", language: "de", say: ["was hab ich am 10.12.?"], expect: answer("Christmas cards") },
  { category: "question", language: "de", say: ["Was ist für Mittwoch geplant?"], expect: answer("Quarterly report") },
  {
    category: "question",
    language: "de",
    say: ["welche work sachen muss ich heute noch machen"],
    expect: anyOf(answer(...WORK_TODAY), answer(...WORK_TODAY, "Send invoice to Acme")),
  },
  {
    category: "question",
    language: "de",
    say: ["Grüß Gott, was hab ich denn übermorgen vor?"],
    expect: answer(...SATURDAY),
  },
  { category: "question", language: "de", say: ["was steht nächste woche an"], expect: answer(...NEXT_WEEK) },
  { category: "question", language: "de", say: ["kann man auch Unteraufgaben anlegen?"], expect: NONE },

  // ——— Adds ———
  {
    category: "add",
    language: "en",
    say: ["add call plumber tmrw at 3"],
    expect: create({ title: "call plumber", due: "2026-11-27T15:00" }),
  },
  { category: "add", language: "en", say: ["buy milk"], expect: orAsk(create({ title: "buy milk" })) },
  {
    category: "add",
    language: "en",
    say: ["Kindly add submit VAT return for 7 December, high priority please."],
    expect: create({ title: "submit VAT return", due: "2026-12-07", priority: "high" }),
  },
  {
    category: "add",
    language: "en",
    say: ["bio hw due tmrw #school"],
    expect: create({ title: "bio hw", due: "2026-11-27", tags: ["school"] }),
  },
  {
    category: "add",
    language: "en",
    say: ["pick up scrubs from the dry cleaner sat arvo"],
    expect: create({ title: "pick up scrubs from the dry cleaner", due: "2026-11-28" }),
  },
  {
    category: "add",
    language: "en",
    say: ["add prepare payroll to my work list for monday"],
    expect: create({ title: "prepare payroll", due: "2026-11-30", list: "Work" }),
  },
  {
    category: "add",
    language: "en",
    say: ["remind me to ring mum sunday at 6pm"],
    expect: create({ title: "ring mum", due: "2026-11-29T18:00", reminders: 1 }),
  },
  {
    category: "add",
    language: "en",
    say: ["payroll run every friday 2pm"],
    expect: create({ title: "payroll run", recurrence: "FREQ=WEEKLY;BYDAY=FR", due: "2026-11-27T14:00" }),
  },
  {
    category: "add",
    language: "en",
    say: ["swim tue thu 6:30am"],
    expect: create({ title: "swim", recurrence: "FREQ=WEEKLY;BYDAY=TU,TH" }),
  },
  {
    category: "add",
    language: "en",
    say: ["put buy gift for secret santa on my xmas list"],
    expect: anyOf(change({ create: [{ title: "buy gift for secret santa", list: "xmas" }], newLists: ["xmas"] }), ASK),
  },
  {
    category: "add",
    language: "de",
    say: ["Paradeiser kaufen morgen"],
    expect: create({ title: "Paradeiser kaufen", due: "2026-11-27" }),
  },
  {
    category: "add",
    language: "de",
    say: ["Servus, tragen's mir bitte übermorgen um 10 Uhr Friseur ein, danke recht schön"],
    expect: create({ title: "Friseur", due: "2026-11-28T10:00" }),
  },
  {
    category: "add",
    language: "de",
    say: ["mor'n dienstplan abholen"],
    expect: create({ title: "dienstplan abholen", due: "2026-11-27" }),
  },
  {
    category: "add",
    language: "de",
    say: ["jeden Montag Biotonne rausstellen"],
    expect: create({ title: "Biotonne rausstellen", recurrence: "FREQ=WEEKLY;BYDAY=MO" }),
  },
  {
    category: "add",
    language: "de",
    say: ["Blutdrucktabletten nehmen täglich um 8 Uhr"],
    expect: create({ title: "Blutdrucktabletten nehmen", recurrence: "FREQ=DAILY" }),
  },
  {
    category: "add",
    language: "de",
    say: ["roadmap review am montag um 14 uhr in die work liste"],
    expect: create({ title: "roadmap review", due: "2026-11-30T14:00", list: "Work" }),
  },
  {
    category: "add",
    language: "de",
    say: ["investor update schreiben bis freitag, hohe prio, deadline ist hart"],
    expect: create({ title: "investor update schreiben", due: "2026-11-27", priority: "high" }),
  },
  {
    category: "add",
    language: "de",
    say: ["Fenster putzen #haushalt"],
    expect: create({ title: "Fenster putzen", tags: ["haushalt"] }),
  },
  {
    category: "add",
    language: "de",
    say: ["Bitte alle zwei Wochen Enkerl anrufen eintragen"],
    expect: create({ title: "Enkerl anrufen", recurrence: "FREQ=WEEKLY;INTERVAL=2" }),
  },
  {
    category: "add",
    language: "de",
    say: ["erinner mich mor'n um 17 uhr rezept abholen"],
    expect: create({ title: "rezept abholen", due: "2026-11-27T17:00", reminders: 1 }),
  },
  {
    category: "add",
    language: "de",
    say: ["lieferantenvertrag checken nächste woche pls"],
    expect: orAsk(create({ title: "lieferantenvertrag checken" })),
  },

  // ——— Edits ———
  {
    category: "edit",
    language: "en",
    say: ["rename read dune to read dune messiah pls"],
    expect: update({ "Read Dune": { title: "Read Dune Messiah" } }),
  },
  {
    category: "edit",
    language: "en",
    say: ["Could you kindly move the car service to next Thursday?"],
    expect: update({ "Car service": { due: "2026-12-03" } }),
  },
  {
    category: "edit",
    language: "en",
    say: ["change the budget review to 11:15"],
    expect: update({ "Review Q4 budget": { due: "2026-11-26T11:15" } }),
  },
  {
    category: "edit",
    language: "en",
    say: ["make learn spanish high priority"],
    expect: update({ "Learn Spanish": { priority: "high" } }),
  },
  {
    category: "edit",
    language: "en",
    say: ["tag research new laptop with shopping"],
    expect: update({ "Research new laptop": { tags: ["tech", "shopping"] } }),
  },
  {
    category: "edit",
    language: "en",
    say: ["take the errands tag off renew passport"],
    expect: update({ "Renew passport": { tags: [] } }),
  },
  {
    category: "edit",
    language: "en",
    say: ["Please move Update CV to my Home list."],
    expect: update({ "Update CV": { list: "Home" } }),
  },
  {
    category: "edit",
    language: "en",
    say: ["yoga class shouldnt repeat anymore"],
    expect: update({ "Yoga class": { recurrence: null } }),
  },
  {
    category: "edit",
    language: "en",
    say: ["Kindly add a reminder one day before the quarterly report."],
    expect: update({ "Quarterly report": { reminders: 1 } }),
  },
  {
    category: "edit",
    language: "en",
    say: ["move the dentist to tmrw 4pm"],
    expect: update({ Dentist: { due: "2026-11-27T16:00" } }),
  },
  {
    category: "edit",
    language: "en",
    say: ["add another reminder to return library books, 2 hours before"],
    expect: update({ "Return library books": { reminders: 3 } }),
  },
  {
    category: "edit",
    language: "de",
    say: ["Oma anrufen bitte auf Sonntag verschieben"],
    expect: update({ "Oma anrufen": { due: "2026-11-29" } }),
  },
  {
    category: "edit",
    language: "de",
    say: ["steuerberater anrufen erst um 15 uhr"],
    expect: update({ "Steuerberater anrufen": { due: "2026-11-26T15:00" } }),
  },
  {
    category: "edit",
    language: "de",
    say: ["setz Fahrrad reparieren auf hohe Priorität"],
    expect: update({ "Fahrrad reparieren": { priority: "high" } }),
  },
  {
    category: "edit",
    language: "de",
    say: ["Arzttermin um 9:30 statt 8:15"],
    expect: update({ Arzttermin: { due: "2026-12-03T09:30" } }),
  },
  {
    category: "edit",
    language: "de",
    say: ["benenn Oma anrufen um in Oma und Opa anrufen"],
    expect: update({ "Oma anrufen": { title: "Oma und Opa anrufen" } }),
  },
  {
    category: "edit",
    language: "de",
    say: ["schieb Learn Spanish in die Home Liste"],
    expect: update({ "Learn Spanish": { list: "Home" } }),
  },
  {
    category: "edit",
    language: "de",
    say: ["füg beim Arzttermin noch den Tag gesundheit hinzu"],
    expect: update({ Arzttermin: { tags: ["health", "gesundheit"] } }),
  },
  {
    category: "edit",
    language: "de",
    say: ["Take out the trash soll sich nicht mehr wiederholen"],
    expect: update({ "Take out the trash": { recurrence: null } }),
  },
  {
    category: "edit",
    language: "de",
    say: ["kannst du den quarterly report auf morgen vorziehen, die deadline ist früher"],
    expect: update({ "Quarterly report": { due: "2026-11-27" } }),
  },
  {
    category: "edit",
    language: "de",
    say: ["Servus, könnten Sie die Christmas cards bitte auf den 20. Dezember verlegen, bitte recht schön"],
    expect: update({ "Christmas cards": { due: "2026-12-20" } }),
  },
  {
    category: "edit",
    language: "de",
    say: ["car service nu auf mor'n"],
    expect: update({ "Car service": { due: "2026-11-27" } }),
  },

  // ——— Completes ———
  { category: "complete", language: "en", say: ["did the dentist finally lol"], expect: complete("Dentist") },
  {
    category: "complete",
    language: "en",
    say: ["done with the standup notes"],
    expect: complete("Team standup notes"),
  },
  {
    category: "complete",
    language: "en",
    say: ["Please do mark the invoice to Acme as completed, thank you."],
    expect: complete("Send invoice to Acme"),
  },
  { category: "complete", language: "en", say: ["took the trash out"], expect: complete("Take out the trash") },
  { category: "complete", language: "en", say: ["finished the draft outline"], expect: complete("Draft outline") },
  { category: "complete", language: "en", say: ["called the bank ✅"], expect: complete("Call bank") },
  { category: "complete", language: "de", say: ["Oma anrufen erledigt"], expect: complete("Oma anrufen") },
  { category: "complete", language: "de", say: ["nu, fahrrad is repariert"], expect: complete("Fahrrad reparieren") },
  {
    category: "complete",
    language: "de",
    say: ["hab den steuerberater angerufen"],
    expect: complete("Steuerberater anrufen"),
  },
  {
    category: "complete",
    language: "de",
    say: ["reply to tom erledigt, den rest mach ich heute nicht mehr"],
    expect: complete("Reply to Tom"),
  },
  {
    category: "complete",
    language: "de",
    say: ["Die Bibliotheksbücher hab ich heut schon zurückgebracht, die können's abhaken"],
    expect: orAsk(complete("Return library books")),
  },
  { category: "complete", language: "de", say: ["design slides sind done"], expect: complete("Design slides") },
  {
    category: "complete",
    language: "de",
    say: ["Grocery shopping ist erledigt, danke"],
    expect: complete("Grocery shopping"),
  },

  // ——— Deletes (asked first) ———
  {
    category: "delete",
    language: "en",
    say: ["get rid of the gym membership task pls", YES],
    expect: remove("Cancel gym membership"),
  },
  { category: "delete", language: "en", say: ["delete learn spanish"], expect: ASK },
  {
    category: "delete",
    language: "en",
    say: ["Kindly delete the car service task, it has been cancelled.", YES],
    expect: remove("Car service"),
  },
  {
    category: "delete",
    language: "en",
    say: ["trash the lisbon flights one", YES],
    expect: remove("Book flights to Lisbon"),
  },
  { category: "delete", language: "en", say: ["remove organise photos", YES], expect: remove("Organise photos") },
  { category: "delete", language: "de", say: ["lösch Fahrrad reparieren", YES], expect: remove("Fahrrad reparieren") },
  { category: "delete", language: "de", say: ["Bitte löschen Sie Read Dune"], expect: ASK },
  {
    category: "delete",
    language: "de",
    say: ["christmas cards kannste löschen, mach ich dieses jahr ni", YES],
    expect: remove("Christmas cards"),
  },
  { category: "delete", language: "de", say: ["lösch bitte den update cv task", YES], expect: remove("Update CV") },

  // ——— Undo ———
  { category: "undo", language: "en", say: ["add buy milk tmrw", "undo"], expect: REVERT },
  { category: "undo", language: "en", say: ["did the dentist", "undo that"], expect: REVERT },
  { category: "undo", language: "en", say: ["move car service to monday", "oops undo"], expect: REVERT },
  { category: "undo", language: "en", say: ["make read dune high priority", "nvm undo that"], expect: REVERT },
  { category: "undo", language: "en", say: ["undo"], expect: NONE },
  { category: "undo", language: "de", say: ["Oma anrufen erledigt", "rückgängig"], expect: REVERT },
  {
    category: "undo",
    language: "de",
    say: ["Brot kaufen morgen eintragen", "mach das rückgängig bitte"],
    expect: REVERT,
  },
  {
    category: "undo",
    language: "de",
    say: ["Steuerberater anrufen auf morgen verschieben", "nee, rückgängig machen"],
    expect: REVERT,
  },
  { category: "undo", language: "de", say: ["rückgängig"], expect: NONE },

  // ——— References ———
  {
    category: "reference",
    language: "en",
    say: ["whens the dentist", "move it to friday 9am"],
    expect: update({ Dentist: { due: "2026-11-27T09:00" } }),
  },
  {
    category: "reference",
    language: "en",
    say: ["what's on saturday", "mark the first one done"],
    expect: complete("Grocery shopping"),
  },
  {
    category: "reference",
    language: "en",
    say: ["whats overdue", "push them all to tomorrow"],
    expect: update({
      Dentist: { due: "2026-11-27" },
      "Pay electricity bill": { due: "2026-11-27" },
      "Send invoice to Acme": { due: "2026-11-27" },
    }),
  },
  {
    category: "reference",
    language: "en",
    say: ["anything tagged travel?", "done with that"],
    expect: complete("Book flights to Lisbon"),
  },
  {
    category: "reference",
    language: "en",
    say: ["whens the car service", "delete it", YES],
    expect: remove("Car service"),
  },
  {
    category: "reference",
    language: "en",
    say: ["show me low priority stuff", "make both of them medium"],
    expect: update({ "Read Dune": { priority: "medium" }, "Organise photos": { priority: "medium" } }),
  },
  {
    category: "reference",
    language: "de",
    say: ["was steht am Samstag an", "das zweite bitte auf Sonntag"],
    expect: update({ "Oma anrufen": { due: "2026-11-29" } }),
  },
  {
    category: "reference",
    language: "de",
    say: ["wann ist der Arzttermin", "mach den auf 10 Uhr"],
    expect: update({ Arzttermin: { due: "2026-12-03T10:00" } }),
  },
  {
    category: "reference",
    language: "de",
    say: ["was ist überfällig", "die sind alle erledigt"],
    expect: complete(...OVERDUE),
  },
  {
    category: "reference",
    language: "de",
    say: ["Wann ist denn die Yoga class?", "Das soll sich nimmer wiederholen, bitte"],
    expect: update({ "Yoga class": { recurrence: null } }),
  },
  { category: "reference", language: "de", say: ["das auf morgen bitte"], expect: NONE },

  // ——— Compound ———
  {
    category: "compound",
    language: "en",
    say: ["done with the standup notes, and move reply to tom to tomorrow"],
    expect: change({ complete: ["Team standup notes"], update: { "Reply to Tom": { due: "2026-11-27" } } }),
  },
  {
    category: "compound",
    language: "en",
    say: ["add 3 things: buy stamps, post mum's parcel and renew library card"],
    expect: create({ title: "buy stamps" }, { title: "post mum's parcel" }, { title: "renew library card" }),
  },
  {
    category: "compound",
    language: "en",
    say: ["called the bank and paid the electricity bill"],
    expect: complete("Call bank", "Pay electricity bill"),
  },
  {
    category: "compound",
    language: "en",
    say: ["Kindly add prepare payroll for Monday and mark the invoice to Acme as done."],
    expect: change({
      create: [{ title: "prepare payroll", due: "2026-11-30" }],
      complete: ["Send invoice to Acme"],
    }),
  },
  {
    category: "compound",
    language: "en",
    say: ["tag read dune and learn spanish with winter"],
    expect: update({
      "Read Dune": { tags: ["books", "winter"] },
      "Learn Spanish": { tags: ["learning", "winter"] },
    }),
  },
  {
    category: "compound",
    language: "de",
    say: ["Oma anrufen erledigt und Clean the garage auf den 5.12."],
    expect: change({ complete: ["Oma anrufen"], update: { "Clean the garage": { due: "2026-12-05" } } }),
  },
  {
    category: "compound",
    language: "de",
    say: ["Tragen's mir bitte ein: Zwiebeln kaufen, Paradeiser kaufen und Brot backen"],
    expect: create({ title: "Zwiebeln kaufen" }, { title: "Paradeiser kaufen" }, { title: "Brot backen" }),
  },
  {
    category: "compound",
    language: "de",
    say: ["design slides und draft outline sind fertsch"],
    expect: complete("Design slides", "Draft outline"),
  },
  {
    category: "compound",
    language: "de",
    say: ["steuerberater angerufen, call bank auf morgen"],
    expect: change({ complete: ["Steuerberater anrufen"], update: { "Call bank": { due: "2026-11-27" } } }),
  },
  {
    category: "compound",
    language: "de",
    say: ["standup notes sind done, reply to tom pushen wir auf monday"],
    expect: change({ complete: ["Team standup notes"], update: { "Reply to Tom": { due: "2026-11-30" } } }),
  },

  // ——— Plans ———
  { category: "plan", language: "en", say: ["plan my day pls"], expect: PLAN },
  { category: "plan", language: "en", say: ["can u plan out my week"], expect: PLAN },
  { category: "plan", language: "en", say: ["what should i do next"], expect: NEXT },
  { category: "plan", language: "en", say: ["what should i focus on rn"], expect: anyOf(NEXT, PLAN) },
  {
    category: "plan",
    language: "en",
    say: ["break down the quarterly report into gather numbers, write summary and send to finance"],
    expect: create(
      { title: "gather numbers", parent: "Quarterly report" },
      { title: "write summary", parent: "Quarterly report" },
      { title: "send to finance", parent: "Quarterly report" },
    ),
  },
  { category: "plan", language: "de", say: ["plan mir den tag bitte"], expect: PLAN },
  { category: "plan", language: "de", say: ["Könnten Sie mir die Woche einteilen?"], expect: PLAN },
  { category: "plan", language: "de", say: ["was soll ich als nächstes machen"], expect: NEXT },
  {
    category: "plan",
    language: "de",
    say: ["teil Christmas cards auf in Adressen sammeln, Karten kaufen und Karten schreiben"],
    expect: create(
      { title: "Adressen sammeln", parent: "Christmas cards" },
      { title: "Karten kaufen", parent: "Christmas cards" },
      { title: "Karten schreiben", parent: "Christmas cards" },
    ),
  },

  // ——— Small talk ———
  { category: "small-talk", language: "en", say: ["thanks heaps!"], expect: NONE },
  { category: "small-talk", language: "en", say: ["lol ok"], expect: NONE },
  { category: "small-talk", language: "en", say: ["Good morning, I trust you are well."], expect: NONE },
  { category: "small-talk", language: "en", say: ["ur actually kinda useful ngl 😭"], expect: NONE },
  { category: "small-talk", language: "de", say: ["danke dir"], expect: NONE },
  { category: "small-talk", language: "de", say: ["Servus, wie geht's Ihnen denn heute?"], expect: NONE },
  { category: "small-talk", language: "de", say: ["nu, alles gut"], expect: NONE },
  { category: "small-talk", language: "de", say: ["Gute Nacht und bis morgen"], expect: NONE },

  // ——— Commands it cannot carry out ———
  { category: "unknown-command", language: "en", say: ["email tom the budget for me"], expect: NONE },
  { category: "unknown-command", language: "en", say: ["order me a pizza"], expect: NONE },
  { category: "unknown-command", language: "en", say: ["text sarah that i'm running late"], expect: NONE },
  {
    category: "unknown-command",
    language: "en",
    say: ["Please share my Work list with my colleague."],
    expect: NONE,
  },
  { category: "unknown-command", language: "de", say: ["exportier alle meine aufgaben nach excel"], expect: NONE },
  { category: "unknown-command", language: "de", say: ["schalt den dark mode ein"], expect: NONE },
  { category: "unknown-command", language: "de", say: ["schick dem Steuerberater ne Mail"], expect: NONE },
  {
    category: "unknown-command",
    language: "de",
    say: ["Synchronisieren Sie das bitte mit meinem Google Kalender"],
    expect: NONE,
  },

  // ——— Dates, absurd-date traps included ———
  {
    category: "dates",
    language: "en",
    say: ["move the car service to jan 14 at 3pm"],
    expect: update({ "Car service": { due: "2027-01-14T15:00" } }),
  },
  {
    category: "dates",
    language: "en",
    say: ["book venue for xmas party december 19"],
    expect: create({ title: "book venue for xmas party", due: "2026-12-19" }),
  },
  {
    category: "dates",
    language: "en",
    say: ["renew car insurance nov 20"],
    expect: orAsk(create({ title: "renew car insurance", due: "2027-11-20" })),
  },
  {
    category: "dates",
    language: "en",
    say: ["file the 2025 receipts by friday"],
    expect: create({ title: "file the 2025 receipts", due: "2026-11-27" }),
  },
  {
    category: "dates",
    language: "en",
    say: ["return the drill to dave in a fortnight"],
    expect: create({ title: "return the drill to dave", due: "2026-12-10" }),
  },
  {
    category: "dates",
    language: "en",
    say: ["finish the pitch deck eod"],
    expect: create({ title: "finish the pitch deck", due: "2026-11-26" }),
  },
  {
    category: "dates",
    language: "en",
    say: ["essay due 12/3"],
    expect: anyOf(create({ title: "essay", due: "2026-12-03" }), create({ title: "essay", due: "2027-03-12" }), ASK),
  },
  {
    category: "dates",
    language: "de",
    say: ["Kfz-Versicherung kündigen bis 14.1."],
    expect: create({ title: "Kfz-Versicherung kündigen", due: "2027-01-14" }),
  },
  {
    category: "dates",
    language: "de",
    say: ["treffen mit hannes am 30.11. um 18 uhr"],
    expect: create({ title: "treffen mit hannes", due: "2026-11-30T18:00" }),
  },
  {
    category: "dates",
    language: "de",
    say: ["Mama Geburtstag 3.2. jedes Jahr"],
    expect: create({ title: "Mama Geburtstag", due: "2027-02-03", recurrence: "FREQ=YEARLY" }),
  },
  {
    category: "dates",
    language: "de",
    say: ["verschieb renew passport auf den 7.1."],
    expect: update({ "Renew passport": { due: "2027-01-07" } }),
  },
  {
    category: "dates",
    language: "de",
    say: ["Servus, den Car service bitte auf den 2. Jänner verschieben"],
    expect: update({ "Car service": { due: "2027-01-02" } }),
  },
  {
    category: "dates",
    language: "de",
    say: ["reifen wechseln am 4.12. um 7:30"],
    expect: create({ title: "reifen wechseln", due: "2026-12-04T07:30" }),
  },
  {
    category: "dates",
    language: "de",
    say: ["birthday gift for anna auf den 4.12. vorziehen"],
    expect: update({ "Birthday gift for Anna": { due: "2026-12-04" } }),
  },
];
