import {
  answer,
  anyOf,
  change,
  complete,
  create,
  DONE_THIS_WEEK,
  DUE_TODAY,
  de,
  type EvaluationCase,
  en,
  FAMILY,
  NEXT,
  NEXT_MONDAY,
  NEXT_WEEK,
  NONE,
  OVERDUE,
  orAsk,
  PLAN,
  REVERT,
  remove,
  SATURDAY,
  SATURDAY_DATE,
  SEED_ANSWERS,
  TODAY,
  TOMORROW,
  TOMORROW_DATE,
  update,
  withOrWithoutSubtasks,
  YES,
} from "./messages";
import type { SeedAnswers } from "./seed-questions";

// Answers the author computed from seed.ts that are word for word messages.ts's, taken from there (all are checked
// against the seeded account).
const { DECEMBER, DONE_LAST_WEEK, HIGH, HOME, TUESDAY, UNDATED } = SEED_ANSWERS;

/**
 * sealed15: a corpus written blind. Its author read only issue 21, seed.ts, score.ts, run.ts, seed-questions.ts
 * and lines 1–215 of messages.ts — not the assistant's code, its tests or any other corpus — and wrote every
 * expected outcome from the seed and the clock before anything was run.
 *
 * The clock: Thursday 26 November 2026, 09:00 in Berlin (tomorrow Friday 27, Saturday 28, next Monday 30 November).
 *
 * The people (each writes everyday standard English or German, with the usual chat habits):
 * - Priya, a veterinary receptionist in Bristol: short lower-case fragments, "tmrw", "pls", a typo now and then.
 * - Dan, a freelance web developer in Toronto: terse commands, several requests in one line, no punctuation.
 * - Rachel, a logistics dispatcher in Denver: quick questions without question marks, "eod", "hrs".
 * - Jana, a physiotherapist in Leipzig: German between appointments, lower case, short.
 * - Thomas, an IT administrator at a hospital in Hannover: German, precise dates ("7.12.", "15 Uhr").
 * - Sabine, a freelance translator in Freiburg: full German sentences, polite, uses the English titles she typed.
 */

const WORK_THIS_WEEK = [
  "Team standup notes",
  "Review Q4 budget",
  "Reply to Tom",
  "Steuerberater anrufen",
  "Prepare client presentation",
];
const WEEKEND = ["Grocery shopping", "Oma anrufen", "Clean the garage"];
const BILLS = ["Pay electricity bill", "Pay rent"];
const LOW = ["Read Dune", "Organise photos"];
const DONE_YESTERDAY = ["Collect sales figures", "Email landlord"];

/** The seed's answers this corpus spells out beyond messages.ts's exported ones, checked against the task API. */
export const SEALED15_SEED_ANSWERS: SeedAnswers = {
  WORK_THIS_WEEK,
  WEEKEND,
  BILLS,
  UNDATED,
  HIGH,
  LOW,
  HOME,
  TUESDAY,
  DECEMBER,
  DONE_LAST_WEEK,
  DONE_YESTERDAY,
};

/** Today: what is due today, with or without what is overdue. */
const TODAY_EITHER = anyOf(answer(...TODAY), answer(...DUE_TODAY));

export const SEALED15_CASES: EvaluationCase[] = [
  // ── add (13 en, 12 de) ──
  en("add", "add pick up dry cleaning tmrw", create({ title: "pick up dry cleaning", due: TOMORROW_DATE })),
  en(
    "add",
    "need to buy dog food",
    anyOf(create({ title: "buy dog food" }), create({ title: "need to buy dog food" })),
  ),
  en(
    "add",
    "remind me to renew the car insurance on friday at 9am",
    create({ title: "renew the car insurance", due: "2026-11-27T09:00", reminders: 1 }),
  ),
  en("add", "book vet appointment for Biscuit next week", create({ title: "book vet appointment for Biscuit" })),
  en(
    "add",
    "new task: email the plumber about the boiler, high priority",
    create({ title: "email the plumber about the boiler", priority: "high" }),
  ),
  en("add", "put order printer ink on my work list", create({ title: "order printer ink", list: "Work" })),
  en("add", "pick up milk on the way home", create({ title: "pick up milk on the way home" })),
  en("add", "call mom sunday afternoon", create({ title: "call mom", due: "2026-11-29" })),
  en(
    "add",
    "replace water filter every 2 months",
    create({ title: "replace water filter", recurrence: "FREQ=MONTHLY;INTERVAL=2" }),
  ),
  en(
    "add",
    "add a task to submit my timesheet by eod",
    anyOf(
      create({ title: "submit my timesheet", due: "2026-11-26" }),
      create({ title: "submit timesheet", due: "2026-11-26" }),
    ),
  ),
  en(
    "add",
    "pay parking fine by monday #bills",
    create({ title: "pay parking fine", due: NEXT_MONDAY, tags: ["bills"] }),
  ),
  en("add", "haircut saturday at 4", create({ title: "haircut", due: "2026-11-28T16:00" })),
  en("add", "get a birthday card for dad #family", create({ title: "get a birthday card for dad", tags: ["family"] })),
  de(
    "add",
    "Geschenk für Lena besorgen bis Samstag",
    create({ title: "Geschenk für Lena besorgen", due: SATURDAY_DATE }),
  ),
  de(
    "add",
    "morgen Termin für Reifenwechsel machen",
    create({ title: "Termin für Reifenwechsel machen", due: TOMORROW_DATE }),
  ),
  de(
    "add",
    "erinnere mich übermorgen um 18 Uhr: Nebenkostenabrechnung prüfen",
    create({ title: "Nebenkostenabrechnung prüfen", due: "2026-11-28T18:00", reminders: 1 }),
  ),
  de(
    "add",
    "neue Aufgabe: Druckerpatronen bestellen, Liste Work",
    create({ title: "Druckerpatronen bestellen", list: "Work" }),
  ),
  de(
    "add",
    "Vogelfutter nachfüllen jeden Sonntag",
    create({ title: "Vogelfutter nachfüllen", recurrence: "FREQ=WEEKLY;BYDAY=SU" }),
  ),
  de(
    "add",
    "Kita-Anmeldung ausfüllen mit hoher Priorität",
    create({ title: "Kita-Anmeldung ausfüllen", priority: "high" }),
  ),
  de(
    "add",
    "füg hinzu: Winterreifen aufziehen lassen nächste Woche",
    create({ title: "Winterreifen aufziehen lassen" }),
  ),
  de("add", "Zahnarzttermin vereinbaren #health", create({ title: "Zahnarzttermin vereinbaren", tags: ["health"] })),
  de("add", "Milch, Butter und Brot kaufen", create({ title: "Milch, Butter und Brot kaufen" })),
  de(
    "add",
    "ich muss noch die Steuererklärung für Mama machen",
    anyOf(
      create({ title: "Steuererklärung für Mama machen" }),
      create({ title: "die Steuererklärung für Mama machen" }),
    ),
  ),
  de(
    "add",
    "Termin beim Friseur am Freitag um 15 Uhr",
    create({ title: "Termin beim Friseur", due: "2026-11-27T15:00" }),
  ),
  de("add", "heute abend Pfand wegbringen", create({ title: "Pfand wegbringen", due: "2026-11-26" })),

  // ── question (12 en, 13 de) ──
  en("question", "whats overdue", answer(...OVERDUE)),
  en("question", "anything on tmrw", answer(...TOMORROW)),
  en("question", "how many tasks have i got on saturday", answer(...SATURDAY)),
  en("question", "when's my car service", answer("Car service")),
  en("question", "what did i get done last week", answer(...DONE_LAST_WEEK)),
  en("question", "show everything tagged bills", answer(...BILLS)),
  en(
    "question",
    "what's on my work list this week",
    anyOf(answer(...WORK_THIS_WEEK), answer(...WORK_THIS_WEEK, "Send invoice to Acme")),
  ),
  en("question", "which tasks dont have a date", withOrWithoutSubtasks(UNDATED)),
  en("question", "what's high priority right now", answer(...HIGH)),
  en("question", "is there anything i need to do this weekend", answer(...WEEKEND)),
  en("question", "what's left for today", TODAY_EITHER),
  en("question", "when is yoga", answer("Yoga class")),
  de("question", "was steht heute an", TODAY_EITHER),
  de("question", "Was ist überfällig?", answer(...OVERDUE)),
  de("question", "wie viele aufgaben hab ich morgen", answer(...TOMORROW)),
  de("question", "wann ist der Arzttermin", answer("Arzttermin")),
  de("question", "zeig mir alles mit dem Tag family", answer(...FAMILY)),
  de("question", "was hab ich gestern erledigt", answer(...DONE_YESTERDAY)),
  de("question", "was steht nächste woche an", answer(...NEXT_WEEK)),
  de("question", "Welche Aufgaben sind in der Liste Home?", answer(...HOME)),
  de("question", "was hab ich diese woche schon geschafft", answer(...DONE_THIS_WEEK)),
  de("question", "Was ist am Dienstag", answer(...TUESDAY)),
  de("question", "gibt es was mit niedriger Priorität", answer(...LOW)),
  de("question", "wann ist der Quarterly report fällig", answer("Quarterly report")),
  de("question", "Was ist im Dezember alles fällig?", answer(...DECEMBER)),

  // ── edit (11 en, 11 de) ──
  en("edit", "move the dentsit to monday at 10", update({ Dentist: { due: "2026-11-30T10:00" } })),
  en(
    "edit",
    "rename update cv to Update CV and cover letter",
    update({ "Update CV": { title: "Update CV and cover letter" } }),
  ),
  en("edit", "make the garage cleanup high priority", update({ "Clean the garage": { priority: "high" } })),
  en("edit", "bump reply to tom to 5pm", update({ "Reply to Tom": { due: "2026-11-26T17:00" } })),
  en("edit", "tag research new laptop with work", update({ "Research new laptop": { tags: ["tech", "work"] } })),
  en(
    "edit",
    ["move update cv to a new list called Job hunt", YES],
    change({ update: { "Update CV": { list: "Job hunt" } }, newLists: ["Job hunt"] }),
  ),
  en("edit", "stop the yoga class from repeating", update({ "Yoga class": { recurrence: null } })),
  en(
    "edit",
    "also remind me 2 hrs before the library books are due",
    update({ "Return library books": { reminders: 3 } }),
  ),
  en("edit", "pick up parcel is now on saturday", update({ "Pick up parcel": { due: SATURDAY_DATE } })),
  en("edit", "take the errands tag off renew passport", update({ "Renew passport": { tags: [] } })),
  en("edit", "tax return can be medium priority", update({ "Annual tax return": { priority: "medium" } })),
  de("edit", "Arztermin auf den 7.12. um 9 Uhr verschieben", update({ Arzttermin: { due: "2026-12-07T09:00" } })),
  de(
    "edit",
    "Steuerberater anrufen auf 15 Uhr verlegen",
    update({ "Steuerberater anrufen": { due: "2026-11-26T15:00" } }),
  ),
  de("edit", "oma anrufen auf sonntag verschieben", update({ "Oma anrufen": { due: "2026-11-29" } })),
  de(
    "edit",
    "Fahrrad reparieren umbenennen in Fahrradschlauch wechseln",
    update({ "Fahrrad reparieren": { title: "Fahrradschlauch wechseln" } }),
  ),
  de("edit", "Fix the leaking tap bitte auf hohe Priorität", update({ "Fix the leaking tap": { priority: "high" } })),
  de("edit", "gib Call bank zusätzlich den Tag wichtig", update({ "Call bank": { tags: ["finance", "wichtig"] } })),
  de("edit", "Learn Spanish in die Liste Home verschieben", update({ "Learn Spanish": { list: "Home" } })),
  de("edit", "Yoga class soll sich nicht mehr wiederholen", update({ "Yoga class": { recurrence: null } })),
  de("edit", "Erinnerung für Car service einen Tag vorher", update({ "Car service": { reminders: 1 } })),
  de("edit", "Quarterly report auf niedrige Priorität setzen", update({ "Quarterly report": { priority: "low" } })),
  de("edit", "Christmas cards auf den 5.12. vorziehen", update({ "Christmas cards": { due: "2026-12-05" } })),

  // ── complete (6 en, 5 de) ──
  en("complete", "done with the standup notes", complete("Team standup notes")),
  en("complete", "i paid the electricity bill", complete("Pay electricity bill")),
  en("complete", "tick off water the plants", complete("Water the plants")),
  en("complete", "took the trash out", orAsk(complete("Take out the trash"))),
  en("complete", "mark call bnak as done", complete("Call bank")),
  en("complete", "finished the draft outline for the presentation", complete("Draft outline")),
  de("complete", "hab den Steuerberater angerufen", orAsk(complete("Steuerberater anrufen"))),
  de("complete", "Oma anrufen ist erledigt", complete("Oma anrufen")),
  de("complete", "Reply to Tom abhaken", complete("Reply to Tom")),
  de("complete", "dentist erledigt", complete("Dentist")),
  de("complete", "Pick up parcel als erledigt markieren", complete("Pick up parcel")),

  // ── delete (3 en, 4 de) ──
  en("delete", ["delete organise photos", YES], remove("Organise photos")),
  en("delete", ["get rid of the learn spanish task", YES], remove("Learn Spanish")),
  en("delete", ["remove cancel gym membership pls", YES], remove("Cancel gym membership")),
  de("delete", ["Lösch Read Dune", YES], remove("Read Dune")),
  de("delete", ["Fahrrad reparieren kann weg", YES], remove("Fahrrad reparieren")),
  de("delete", ["bitte die Aufgabe Research new laptop entfernen", YES], remove("Research new laptop")),
  de("delete", "lösch alles", NONE),

  // ── undo (3 en, 3 de) ──
  en("undo", ["mark read dune done", "undo"], REVERT),
  en("undo", ["move the car service to monday", "undo that"], REVERT),
  en("undo", ["add buy batteries", "oops, undo that"], REVERT),
  de("undo", ["Call bank erledigt", "rückgängig"], REVERT),
  de("undo", ["Quarterly report auf Montag verschieben", "mach das rückgängig"], REVERT),
  de("undo", ["Neue Aufgabe: Fenster putzen", "nein doch nicht, bitte rückgängig machen"], REVERT),

  // ── reference (4 en, 4 de) ──
  en("reference", ["when is the car service", "push it to dec 11"], update({ "Car service": { due: "2026-12-11" } })),
  en("reference", ["whats overdue", "mark them all done"], complete(...OVERDUE)),
  en(
    "reference",
    ["when's renew passport due", "make that high priority"],
    update({ "Renew passport": { priority: "high" } }),
  ),
  en("reference", "move it to tomorrow", NONE),
  de(
    "reference",
    ["wann ist der Arzttermin", "verschieb ihn auf 10 Uhr"],
    update({ Arzttermin: { due: "2026-12-03T10:00" } }),
  ),
  de(
    "reference",
    ["Was steht am Sonntag an?", "schieb das auf Samstag"],
    update({ "Clean the garage": { due: SATURDAY_DATE } }),
  ),
  de(
    "reference",
    ["wann ist Book flights to Lisbon", "füg ihm den Tag urlaub hinzu"],
    update({ "Book flights to Lisbon": { tags: ["travel", "urlaub"] } }),
  ),
  de("reference", ["Was hat niedrige Priorität?", "beide als erledigt markieren"], complete(...LOW)),

  // ── compound (4 en, 4 de) ──
  en(
    "compound",
    "finish call bank and move grocery shopping to sunday",
    change({ complete: ["Call bank"], update: { "Grocery shopping": { due: "2026-11-29" } } }),
  ),
  en(
    "compound",
    "add 3 tasks: buy stamps, post the parcel to gran, print boarding passes",
    create({ title: "buy stamps" }, { title: "post the parcel to gran" }, { title: "print boarding passes" }),
  ),
  en(
    "compound",
    "water the plants is done, also push the trash to friday",
    change({ complete: ["Water the plants"], update: { "Take out the trash": { due: TOMORROW_DATE } } }),
  ),
  en(
    "compound",
    "rename learn spanish to spanish on duolingo and set it to medium priority",
    update({ "Learn Spanish": { title: "spanish on duolingo", priority: "medium" } }),
  ),
  de(
    "compound",
    "Oma anrufen erledigt und Grocery shopping auf morgen",
    change({ complete: ["Oma anrufen"], update: { "Grocery shopping": { due: TOMORROW_DATE } } }),
  ),
  de(
    "compound",
    "füg hinzu: Kerzen kaufen, Adventskranz basteln und Plätzchen backen",
    create({ title: "Kerzen kaufen" }, { title: "Adventskranz basteln" }, { title: "Plätzchen backen" }),
  ),
  de(
    "compound",
    "Reply to Tom ist erledigt, Team standup notes auf 12 Uhr verschieben",
    change({ complete: ["Reply to Tom"], update: { "Team standup notes": { due: "2026-11-26T12:00" } } }),
  ),
  de(
    "compound",
    "Fahrrad reparieren hohe Priorität und auf Samstag legen",
    update({ "Fahrrad reparieren": { priority: "high", due: SATURDAY_DATE } }),
  ),

  // ── plan (4 en, 4 de) ──
  en("plan", "can you plan out my day", PLAN),
  en("plan", "what should i tackle next", NEXT),
  en("plan", "help me plan the week", PLAN),
  en(
    "plan",
    "split the quarterly report into gather numbers, write summary and send to finance",
    create(
      { title: "gather numbers", parent: "Quarterly report" },
      { title: "write summary", parent: "Quarterly report" },
      { title: "send to finance", parent: "Quarterly report" },
    ),
  ),
  de("plan", "plan meinen Tag", PLAN),
  de("plan", "womit fang ich am besten als nächstes an", NEXT),
  de("plan", "Mach mir bitte einen Plan für die Woche", PLAN),
  de(
    "plan",
    "Clean the garage aufteilen in Regale ausräumen, fegen und Sperrmüll anmelden",
    create(
      { title: "Regale ausräumen", parent: "Clean the garage" },
      { title: "fegen", parent: "Clean the garage" },
      { title: "Sperrmüll anmelden", parent: "Clean the garage" },
    ),
  ),

  // ── small-talk (3 en, 3 de) ──
  en("small-talk", "thx!", NONE),
  en("small-talk", "morning", NONE),
  en("small-talk", "lol ok cool", NONE),
  de("small-talk", "danke dir", NONE),
  de("small-talk", "Guten Morgen!", NONE),
  de("small-talk", "super, passt so", NONE),

  // ── unknown-command (3 en, 3 de) ──
  en("unknown-command", "turn on dark mode", NONE),
  en("unknown-command", "export all my tasks as a csv", NONE),
  en("unknown-command", "sync this with my google calendar", NONE),
  de("unknown-command", "Dunkelmodus einschalten", NONE),
  de("unknown-command", "exportier meine Aufgaben als PDF", NONE),
  de("unknown-command", "teil die Liste Home mit meinem Mann", NONE),

  // ── dates (4 en, 4 de) ──
  en(
    "dates",
    "dinner with the Hendersons dec 12 at 7",
    create({ title: "dinner with the Hendersons", due: "2026-12-12T19:00" }),
  ),
  en("dates", "renew driving licence jan 9", create({ title: "renew driving licence", due: "2027-01-09" })),
  en(
    "dates",
    "pay water bill the 15th of each month",
    anyOf(
      create({ title: "pay water bill", recurrence: "FREQ=MONTHLY;BYMONTHDAY=15" }),
      create({ title: "pay water bill", recurrence: "FREQ=MONTHLY", due: "2026-12-15" }),
    ),
  ),
  en("dates", "team lunch in a fortnight", create({ title: "team lunch", due: "2026-12-10" })),
  de("dates", "Zahnreinigung am 14.1. um 10 Uhr", create({ title: "Zahnreinigung", due: "2027-01-14T10:00" })),
  de(
    "dates",
    "Wichteln vorbereiten nächsten Mittwoch",
    anyOf(
      create({ title: "Wichteln vorbereiten", due: "2026-12-02" }),
      create({ title: "Wichteln vorbereiten", due: "2026-12-09" }),
    ),
  ),
  de("dates", "Auto anmelden übermorgen um 10:30", create({ title: "Auto anmelden", due: "2026-11-28T10:30" })),
  de(
    "dates",
    "Heizung entlüften alle zwei Wochen",
    create({ title: "Heizung entlüften", recurrence: "FREQ=WEEKLY;INTERVAL=2" }),
  ),
];
