/**
 * Sealed corpus 13, written blind: its author read only issue 21, seed.ts, score.ts, run.ts, seed-questions.ts and
 * the first 215 lines of messages.ts (its helpers and the seed's answer constants) — no assistant code, no test, no
 * other corpus. Every expectation was written from the seed and the clock before anything was run.
 *
 * The clock: Thursday 26 November 2026, 09:00 in Berlin (seed.ts's EVALUATION_NOW). Tomorrow is Friday 27 November,
 * Saturday is the 28th, next Monday the 30th, Tuesday 1 December.
 *
 * The six people (mainstream everyday English and standard German, with ordinary chat habits):
 * - Dana, a sales rep in Denver: terse, lower case, mtg/tmrw/eod/w/, several things in one line.
 * - Pat and Jim, a retired couple in Brighton sharing one account: full sentences, "please", "we" and "us".
 * - Priya, a night-shift nurse in Toronto: types fast between rounds, typos, no punctuation.
 * - Jens, who owns a bakery in Leipzig: short German orders, the shop's errands, "bitte" now and then.
 * - Lea, a pharmacy student in Münster: lower-case German, "hab", "ne", "mal", English task names as they are.
 * - Sabine, an insurance clerk in Hanover: plain, correct standard German, whole sentences.
 */

import {
  answer,
  anyOf,
  change,
  complete,
  create,
  DONE_THIS_WEEK,
  DUE_TODAY,
  de,
  ERRANDS,
  type EvaluationCase,
  en,
  FAMILY,
  NEXT,
  NEXT_MONDAY,
  NEXT_WEEK,
  NONE,
  OPEN_SUBTASKS,
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
import type { Expectation } from "./score";
import type { SeedAnswers } from "./seed-questions";

// Answers the author computed from seed.ts that are word for word messages.ts's, taken from there (all are checked
// against the seeded account).
const { DECEMBER, DONE_LAST_WEEK, FINANCE, HIGH, HIGH_AT_WORK, HOME, TUESDAY, UNDATED, WORK } = SEED_ANSWERS;

// The seeded account's answers this corpus needs beyond messages.ts's exported ones, computed from seed.ts.
const SUNDAY = ["Clean the garage"];
const WEEKEND = [...SATURDAY, ...SUNDAY];
const DONE_YESTERDAY = ["Collect sales figures", "Email landlord"];

/** The answers above by the question names seed-questions.ts knows, for the test that checks them against the seed. */
export const SEALED13_SEED_ANSWERS: SeedAnswers = {
  OVERDUE,
  DUE_TODAY,
  TOMORROW,
  SATURDAY,
  SUNDAY,
  WEEKEND,
  TUESDAY,
  NEXT_WEEK,
  DECEMBER,
  UNDATED,
  WORK,
  HOME,
  ERRANDS,
  FINANCE,
  FAMILY,
  HIGH,
  HIGH_AT_WORK,
  OPEN_SUBTASKS,
  DONE_LAST_WEEK,
  DONE_THIS_WEEK,
  DONE_YESTERDAY,
};

/** "Today": what is due today, with or without what is overdue. */
const TODAY_EITHER: Expectation = anyOf(answer(...DUE_TODAY), answer(...TODAY));

export const SEALED13_CASES: EvaluationCase[] = [
  // ——— add (en 12, de 13) ———
  en("add", "add pick up dry cleaning tmrw", create({ title: "pick up dry cleaning", due: TOMORROW_DATE })),
  en("add", "buy printer ink", create({ title: "buy printer ink" })),
  en(
    "add",
    "remind me to call the plumber about the boiler on friday",
    create({ title: "call the plumber about the boiler", due: "2026-11-27" }),
  ),
  en(
    "add",
    "mtg w/ Jeff re Q1 targets mon 10am",
    create({ title: "mtg w/ Jeff re Q1 targets", due: "2026-11-30T10:00" }),
  ),
  en(
    "add",
    "Please add renew the car insurance on 15 December",
    create({ title: "renew the car insurance", due: "2026-12-15" }),
  ),
  en("add", "follow up w henderson eod", create({ title: "follow up w henderson", due: "2026-11-26" })),
  en(
    "add",
    "add expense report to the work list for monday",
    create({ title: "expense report", list: "Work", due: NEXT_MONDAY }),
  ),
  en(
    "add",
    "new task: order a birthday cake for Jim on saturday, high priority",
    create({ title: "order a birthday cake for Jim", due: SATURDAY_DATE, priority: "high" }),
  ),
  en("add", "water bill #bills", create({ title: "water bill", tags: ["bills"] })),
  en("add", "ring Mr Patel back at 3", create({ title: "ring Mr Patel back", due: "2026-11-26T15:00" })),
  en(
    "add",
    "pick up prescription after shift tmrw at 8",
    anyOf(
      create({ title: "pick up prescription after shift", due: "2026-11-27T08:00" }),
      create({ title: "pick up prescription after shift", due: "2026-11-27T20:00" }),
    ),
  ),
  en(
    "add",
    "can you add renew library card for monday?",
    orAsk(create({ title: "renew library card", due: NEXT_MONDAY })),
  ),
  de("add", "Brötchen bestellen morgen", create({ title: "Brötchen bestellen", due: TOMORROW_DATE })),
  de("add", "kasse abrechnen heute 18 uhr", create({ title: "kasse abrechnen", due: "2026-11-26T18:00" })),
  de("add", "neue aufgabe: lieferant anrufen wegen mehl", create({ title: "lieferant anrufen wegen mehl" })),
  de(
    "add",
    "Leg bitte an: Hausarbeit Thermodynamik abgeben am 10.12.",
    create({ title: "Hausarbeit Thermodynamik abgeben", due: "2026-12-10" }),
  ),
  de(
    "add",
    "trag ein: Mietvertrag unterschreiben Montag 9 Uhr",
    create({ title: "Mietvertrag unterschreiben", due: "2026-11-30T09:00" }),
  ),
  de(
    "add",
    "Urlaubsantrag einreichen, hohe Priorität",
    create({ title: "Urlaubsantrag einreichen", priority: "high" }),
  ),
  de("add", "Kaffeemaschine entkalken #haushalt", create({ title: "Kaffeemaschine entkalken", tags: ["haushalt"] })),
  de("add", "Bewerbung abschicken morgen 17 Uhr", create({ title: "Bewerbung abschicken", due: "2026-11-27T17:00" })),
  de(
    "add",
    "Unterlagen für die Steuer sortieren, Liste Home",
    create({ title: "Unterlagen für die Steuer sortieren", list: "Home" }),
  ),
  de("add", "Inventur vorbereiten bis Ende des Monats", create({ title: "Inventur vorbereiten", due: "2026-11-30" })),
  de("add", "Füge Geschenk für Papa kaufen hinzu", create({ title: "Geschenk für Papa kaufen" })),
  de(
    "add",
    "Schaufenster dekorieren nächste Woche Dienstag",
    create({ title: "Schaufenster dekorieren", due: "2026-12-01" }),
  ),
  de(
    "add",
    "Kannst du Reifen wechseln lassen für Samstag eintragen?",
    orAsk(create({ title: "Reifen wechseln lassen", due: SATURDAY_DATE })),
  ),

  // ——— question (en 12, de 13) ———
  en("question", "got anything overdue", answer(...OVERDUE)),
  en("question", "whats on tmrw", answer(...TOMORROW)),
  en("question", "how many things have I got on tuesday", answer(...TUESDAY)),
  en("question", "when is my car servce", answer("Car service")),
  en("question", "What did we get done last week?", answer(...DONE_LAST_WEEK)),
  en("question", "Which of our tasks are in the Home list?", answer(...HOME)),
  en("question", "show me my high prio stuff at work", answer(...HIGH_AT_WORK)),
  en("question", "what's left in errands", answer(...ERRANDS)),
  en("question", "what have i got this weekend", answer(...WEEKEND)),
  en("question", "do i have anything without a due date", withOrWithoutSubtasks(UNDATED)),
  en("question", "whats due in december", answer(...DECEMBER)),
  en("question", "what do i need to do today", TODAY_EITHER),
  de("question", "was steht heute an", TODAY_EITHER),
  de("question", "Was ist alles überfällig?", answer(...OVERDUE)),
  de("question", "wie viele aufgaben hab ich morgen", answer(...TOMORROW)),
  de("question", "wann ist der arzttermin", answer("Arzttermin")),
  de("question", "Was habe ich diese Woche schon erledigt?", answer(...DONE_THIS_WEEK)),
  de("question", "zeig mir alles was hohe priorität hat", answer(...HIGH)),
  de("question", "Was steht nächste Woche an?", answer(...NEXT_WEEK)),
  de("question", "was liegt am samstag an", answer(...SATURDAY)),
  de("question", "welche aufgaben haben kein datum", withOrWithoutSubtasks(UNDATED)),
  de("question", "zeig mal die liste work", withOrWithoutSubtasks(WORK)),
  de("question", "Was habe ich gestern erledigt?", answer(...DONE_YESTERDAY)),
  de("question", "Welche Aufgaben sind mit finance getaggt", answer(...FINANCE)),
  de("question", "welche Unteraufgaben von Prepare client presentation sind noch offen", answer(...OPEN_SUBTASKS)),

  // ——— edit (en 11, de 11) ———
  en("edit", "move the dentist to monday 9am", update({ Dentist: { due: "2026-11-30T09:00" } })),
  en("edit", "change the 1:1 with sarah to 4pm", update({ "1:1 with Sarah": { due: "2026-12-01T16:00" } })),
  en(
    "edit",
    "change the name of learn spanish to Spanish evening class",
    update({ "Learn Spanish": { title: "Spanish evening class" } }),
  ),
  en("edit", "make read dune hgih priority", update({ "Read Dune": { priority: "high" } })),
  en("edit", "add the finance tag to car service", update({ "Car service": { tags: ["car", "finance"] } })),
  en("edit", "take the errands tag off renew passport", update({ "Renew passport": { tags: [] } })),
  en("edit", "put update cv in the home list", update({ "Update CV": { list: "Home" } })),
  en("edit", "yoga's not weekly anymore, make it a one off", update({ "Yoga class": { recurrence: null } })),
  en("edit", "Remind us an hour before the car service please", update({ "Car service": { reminders: 1 } })),
  en("edit", "push grocery shopping to sunday", update({ "Grocery shopping": { due: "2026-11-29" } })),
  en(
    "edit",
    ["move fix the leaking tap to a new list called DIY", YES],
    change({ update: { "Fix the leaking tap": { list: "DIY" } }, newLists: ["DIY"] }),
  ),
  de("edit", "verleg den Arzttermin auf den 7.12.", update({ Arzttermin: { due: "2026-12-07" } })),
  de(
    "edit",
    "Steuerberater anrufen auf morgen 10 uhr",
    update({ "Steuerberater anrufen": { due: "2026-11-27T10:00" } }),
  ),
  de(
    "edit",
    "Fahrrad reparieren bitte auf hohe Priorität setzen",
    update({ "Fahrrad reparieren": { priority: "high" } }),
  ),
  de("edit", "benenne Oma anrufen um in Oma besuchen", update({ "Oma anrufen": { title: "Oma besuchen" } })),
  de("edit", "füg bei car service den tag werkstatt hinzu", update({ "Car service": { tags: ["car", "werkstatt"] } })),
  de("edit", "nimm beim Dentist den Tag health raus", update({ Dentist: { tags: [] } })),
  de("edit", "Update CV in die Liste Home verschieben", update({ "Update CV": { list: "Home" } })),
  de("edit", "Yoga soll sich nicht mehr wiederholen", update({ "Yoga class": { recurrence: null } })),
  de(
    "edit",
    "Stell mir eine Erinnerung einen Tag vor der Annual tax return",
    update({ "Annual tax return": { reminders: 1 } }),
  ),
  de("edit", "Review Q4 budget auf 11:30 verschieben", update({ "Review Q4 budget": { due: "2026-11-26T11:30" } })),
  de("edit", "setz den quarterly report auf niedrige priorität", update({ "Quarterly report": { priority: "low" } })),

  // ——— complete (en 6, de 5) ———
  en("complete", "done with the standup notes", complete("Team standup notes")),
  en("complete", "i called the bank", complete("Call bank")),
  en("complete", "took the trash out", complete("Take out the trash")),
  en("complete", "tick off water the plants please", complete("Water the plants")),
  en("complete", "Dentist done, finally", complete("Dentist")),
  en("complete", "sent the invoice to acme this morning", complete("Send invoice to Acme")),
  de("complete", "Oma hab ich angerufen", complete("Oma anrufen")),
  de("complete", "Steuerbrater erledigt", complete("Steuerberater anrufen")),
  de("complete", "hak pick up parcel ab", complete("Pick up parcel")),
  de("complete", "Reply to Tom ist erledigt", complete("Reply to Tom")),
  de("complete", "Fahrrad ist repariert", complete("Fahrrad reparieren")),

  // ——— delete (en 4, de 3) ———
  en("delete", ["delete organise photos", YES], remove("Organise photos")),
  en("delete", ["We don't need the christmas cards one any more, please remove it", YES], remove("Christmas cards")),
  en("delete", ["scrap research new laptop", YES], remove("Research new laptop")),
  en("delete", "delete the dentist", orAsk(remove("Dentist"))),
  de("delete", ["Lösch Fahrrad reparieren", YES], remove("Fahrrad reparieren")),
  de("delete", ["bitte die aufgabe read dune entfernen", YES], remove("Read Dune")),
  de("delete", ["Organise photos kann weg", YES], remove("Organise photos")),

  // ——— undo (en 3, de 3) ———
  en("undo", ["add call the vet monday", "undo"], REVERT),
  en("undo", ["mark reply to tom done", "oops, undo please"], REVERT),
  en("undo", ["move renew passport to friday", "no wait, put it back how it was"], REVERT),
  de("undo", ["Oma angerufen", "rückgängig"], REVERT),
  de("undo", ["Milch kaufen", "mach das rückgängig"], REVERT),
  de("undo", ["setz read dune auf hohe priorität", "Ups, bitte zurücknehmen"], REVERT),

  // ——— reference (en 4, de 4) ———
  en(
    "reference",
    ["when is the car service", "push it to monday the 7th"],
    update({ "Car service": { due: "2026-12-07" } }),
  ),
  en("reference", ["what's on sunday", "mark it done"], complete("Clean the garage")),
  en(
    "reference",
    ["when's the 1:1 with sarah", "make that 2pm"],
    update({ "1:1 with Sarah": { due: "2026-12-01T14:00" } }),
  ),
  en("reference", "mark it as done", NONE),
  de(
    "reference",
    ["was ist am samstag fällig", "verschieb beide auf sonntag"],
    update({ "Grocery shopping": { due: "2026-11-29" }, "Oma anrufen": { due: "2026-11-29" } }),
  ),
  de(
    "reference",
    ["Wann ist der Arzttermin?", "mach den um 9:30"],
    update({ Arzttermin: { due: "2026-12-03T09:30" } }),
  ),
  de("reference", ["was steht am sonntag an", "das kann weg", YES], remove("Clean the garage")),
  de("reference", "verschieb das auf morgen", NONE),

  // ——— compound (en 4, de 4) ———
  en(
    "compound",
    "called the bank, and push reply to tom to tmrw",
    change({ complete: ["Call bank"], update: { "Reply to Tom": { due: TOMORROW_DATE } } }),
  ),
  en(
    "compound",
    "Please add buy bird seed, clean the gutters and post Ellie's parcel",
    create({ title: "buy bird seed" }, { title: "clean the gutters" }, { title: "post Ellie's parcel" }),
  ),
  en(
    "compound",
    "dentist is done. also add the tag urgent to renew passport",
    change({ complete: ["Dentist"], update: { "Renew passport": { tags: ["errands", "urgent"] } } }),
  ),
  en(
    "compound",
    "move the standup notes to 11:30 and make the q4 budget review medium priority",
    update({ "Team standup notes": { due: "2026-11-26T11:30" }, "Review Q4 budget": { priority: "medium" } }),
  ),
  de(
    "compound",
    "Steuerberater erledigt und Arzttermin auf Montag verschieben",
    change({ complete: ["Steuerberater anrufen"], update: { Arzttermin: { due: NEXT_MONDAY } } }),
  ),
  de(
    "compound",
    "Neue Aufgaben: Mehl bestellen, Kasse prüfen und Aushang schreiben",
    create({ title: "Mehl bestellen" }, { title: "Kasse prüfen" }, { title: "Aushang schreiben" }),
  ),
  de(
    "compound",
    "oma angerufen, fahrrad reparieren auf samstag",
    change({ complete: ["Oma anrufen"], update: { "Fahrrad reparieren": { due: SATURDAY_DATE } } }),
  ),
  de(
    "compound",
    "Setz Learn Spanish auf hohe Priorität und verschieb Update CV in die Liste Home",
    update({ "Learn Spanish": { priority: "high" }, "Update CV": { list: "Home" } }),
  ),

  // ——— plan (en 4, de 4) ———
  en("plan", "what should i tackle first", NEXT),
  en("plan", "sort out my day for me pls", PLAN),
  en("plan", "Could you plan the week for us?", PLAN),
  en(
    "plan",
    "split fix the leaking tap into buy washers, shut off the water and replace the washer",
    create(
      { title: "buy washers", parent: "Fix the leaking tap" },
      { title: "shut off the water", parent: "Fix the leaking tap" },
      { title: "replace the washer", parent: "Fix the leaking tap" },
    ),
  ),
  de("plan", "Was soll ich als Nächstes angehen?", NEXT),
  de("plan", "Mach mir einen Plan für heute", PLAN),
  de("plan", "verteil meine aufgaben sinnvoll auf die woche", PLAN),
  de(
    "plan",
    "Mach aus Christmas cards drei Unteraufgaben: Karten kaufen, Karten schreiben, Karten verschicken",
    create(
      { title: "Karten kaufen", parent: "Christmas cards" },
      { title: "Karten schreiben", parent: "Christmas cards" },
      { title: "Karten verschicken", parent: "Christmas cards" },
    ),
  ),

  // ——— small-talk (en 3, de 3) ———
  en("small-talk", "thanks, that's great", NONE),
  en("small-talk", "morning! how's it going", NONE),
  en("small-talk", "you're a lifesaver lol", NONE),
  de("small-talk", "Danke dir!", NONE),
  de("small-talk", "Hallo, guten Morgen", NONE),
  de("small-talk", "super, passt so", NONE),

  // ——— unknown-command (en 3, de 3) ———
  en("unknown-command", "sync this with my outlook calendar", NONE),
  en("unknown-command", "Please share the home list with Jim", NONE),
  en("unknown-command", "print my list for tomorrow", NONE),
  de("unknown-command", "Exportier alle Aufgaben als Excel", NONE),
  de("unknown-command", "Stell die App auf dunkles Design um", NONE),
  de("unknown-command", "schick Tom ne Mail dass ich später komme", NONE),

  // ——— dates (en 4, de 4) ———
  en("dates", "book the car MOT feb 3 at 2pm", create({ title: "book the car MOT", due: "2027-02-03T14:00" })),
  en(
    "dates",
    "swimming tue and thu 6:30am",
    create({ title: "swimming", due: "2026-12-01T06:30", recurrence: "FREQ=WEEKLY;BYDAY=TU,TH" }),
  ),
  en(
    "dates",
    "pay the window cleaner on the 5th of every month",
    create({ title: "pay the window cleaner", due: "2026-12-05", recurrence: "FREQ=MONTHLY;BYMONTHDAY=5" }),
  ),
  en("dates", "do the staff rota in a fortnight", create({ title: "do the staff rota", due: "2026-12-10" })),
  de("dates", "Zahnreinigung am 14.1. um 10 Uhr", create({ title: "Zahnreinigung", due: "2027-01-14T10:00" })),
  de(
    "dates",
    "Altpapier rausstellen alle zwei Wochen am Montag",
    create({ title: "Altpapier rausstellen", due: NEXT_MONDAY, recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO" }),
  ),
  de("dates", "Tabletten nehmen täglich 8:00", create({ title: "Tabletten nehmen", recurrence: "FREQ=DAILY" })),
  de(
    "dates",
    "Paket zur Post bringen übermorgen um 16 Uhr",
    create({ title: "Paket zur Post bringen", due: "2026-11-28T16:00" }),
  ),
];
