/**
 * Sealed corpus 16, written blind: its author read only issue 21, seed.ts, score.ts, run.ts, seed-questions.ts
 * and lines 1–215 of messages.ts — none of the assistant's code, its tests or any other corpus. Every expected
 * outcome was written from the seed and the clock before anything was run.
 *
 * The clock: Thursday 26 November 2026, 09:00 in Berlin (tomorrow is Friday 27, next Monday is 30 November,
 * next week runs 30 November – 6 December).
 *
 * The people (ordinary users, standard everyday language):
 * - Callum, a freelance graphic designer in Bristol: terse British English, lower case, "tmrw", "pls".
 * - Denise, who runs a dog-grooming shop in Columbus, Ohio: chatty American English, several things at once.
 * - Priya, a veterinary receptionist in Toronto: quick one-handed messages between patients, the odd typo.
 * - Tobias, a chef in a restaurant in Cologne: short German fragments, lower case, no punctuation.
 * - Melanie, a hairdresser with her own salon in Leipzig: polite, complete German sentences.
 * - Henrik, a dispatcher at a haulage firm in Bremen: German with abbreviations, task titles as the app shows them.
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
  TOMORROW_DATE,
  update,
  withOrWithoutSubtasks,
  YES,
} from "./messages";
import type { SeedAnswers } from "./seed-questions";

// Answers the author computed from seed.ts that are word for word messages.ts's, taken from there (all are checked
// against the seeded account).
const { DECEMBER, DONE_LAST_WEEK, HOME, REST_OF_WEEK, TUESDAY, UNDATED, WORK } = SEED_ANSWERS;

// The seed's answers this corpus needs beyond messages.ts's exported ones, computed from seed.ts.
const BILLS = ["Pay electricity bill", "Pay rent"];
const ERRANDS_THIS_WEEK = ERRANDS.filter((title) => title !== "Renew passport");
const WEEKEND = [...SATURDAY, "Clean the garage"];
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
const LOW = ["Read Dune", "Organise photos"];
const DONE_YESTERDAY = ["Collect sales figures", "Email landlord"];

export const SEALED16_SEED_ANSWERS: SeedAnswers = {
  BILLS,
  UNDATED,
  WORK,
  HOME,
  ERRANDS_THIS_WEEK,
  WEEKEND,
  REST_OF_WEEK,
  TUESDAY,
  DECEMBER,
  HIGH,
  HIGH_AT_WORK,
  LOW,
  DONE_LAST_WEEK,
  DONE_YESTERDAY,
};

/** "This week": from today, or with what is overdue this week, or with everything overdue. */
const THIS_WEEK = anyOf(
  answer(...REST_OF_WEEK),
  answer(...REST_OF_WEEK, "Dentist", "Pay electricity bill"),
  answer(...REST_OF_WEEK, ...OVERDUE),
);
/** "Today": with what is overdue (issue 21), or only what is due today. */
const TODAY_EITHER = anyOf(answer(...TODAY), answer(...DUE_TODAY));

export const SEALED16_CASES: EvaluationCase[] = [
  // ——— add ———
  en("add", "add renew domain name", create({ title: "renew domain name" })),
  en("add", "order printer ink tmrw", create({ title: "order printer ink", due: TOMORROW_DATE })),
  en(
    "add",
    "remind me to ring the vet about Bella's jabs at 4",
    create({ title: "ring the vet about Bella's jabs", due: "2026-11-26T16:00", reminders: 1 }),
  ),
  en(
    "add",
    "new task: send mockups to client by friday",
    create({ title: "send mockups to client", due: TOMORROW_DATE }),
  ),
  en("add", "buy dog shampoo in bulk high priority", create({ title: "buy dog shampoo in bulk", priority: "high" })),
  en("add", "Mrs Patel poodle groom sat 10am", create({ title: "Mrs Patel poodle groom", due: "2026-11-28T10:00" })),
  en(
    "add",
    "call the plumber about the boiler monday morning",
    create({ title: "call the plumber about the boiler", due: "2026-11-30" }),
  ),
  en("add", "add update portfolio site to my work list", create({ title: "update portfolio site", list: "Work" })),
  en("add", "pay the van insurance on the 3rd", create({ title: "pay the van insurance", due: "2026-12-03" })),
  en("add", "todo: defrost the freezer", create({ title: "defrost the freezer" })),
  en("add", "remember to email the accountant the receipts", create({ title: "email the accountant the receipts" })),
  en(
    "add",
    "pick up the cake from the bakery at 5:30 tomorrow",
    create({ title: "pick up the cake from the bakery", due: "2026-11-27T17:30" }),
  ),
  en("add", "get new wiper blades #car", create({ title: "get new wiper blades", tags: ["car"] })),
  en("add", "submit timesheet eod", create({ title: "submit timesheet", due: "2026-11-26" })),

  de("add", "Messer schleifen lassen", create({ title: "Messer schleifen lassen" })),
  de(
    "add",
    "fischlieferung kontrollieren morgen früh",
    create({ title: "fischlieferung kontrollieren", due: TOMORROW_DATE }),
  ),
  de(
    "add",
    "neue Aufgabe: Lieferantenrechnung prüfen bis Freitag",
    create({ title: "Lieferantenrechnung prüfen", due: TOMORROW_DATE }),
  ),
  de(
    "add",
    "Erinnerung: morgen 14 Uhr Gemüsehändler anrufen",
    create({ title: "Gemüsehändler anrufen", due: "2026-11-27T14:00", reminders: 1 }),
  ),
  de("add", "Haarfarbe nachbestellen, dringend", create({ title: "Haarfarbe nachbestellen", priority: "high" })),
  de("add", "kassenbuch machen am montag", create({ title: "kassenbuch machen", due: "2026-11-30" })),
  de("add", "trag ein: Winterreifen aufziehen lassen", create({ title: "Winterreifen aufziehen lassen" })),
  de("add", "Geschenk für Papa kaufen bis 20.12.", create({ title: "Geschenk für Papa kaufen", due: "2026-12-20" })),
  de(
    "add",
    "neue Aufgabe in Work: Fahrerliste aktualisieren",
    create({ title: "Fahrerliste aktualisieren", list: "Work" }),
  ),
  de(
    "add",
    "jeden montag um 6 uhr bestellung beim großmarkt",
    create({
      title: "bestellung beim großmarkt",
      due: "2026-11-30T06:00",
      recurrence: "FREQ=WEEKLY;BYDAY=MO",
    }),
  ),
  de("add", "Handtücher waschen #salon", create({ title: "Handtücher waschen", tags: ["salon"] })),
  de(
    "add",
    "Mama Haare färben nächsten Dienstag 10 Uhr",
    create({ title: "Mama Haare färben", due: "2026-12-01T10:00" }),
  ),
  de(
    "add",
    "kühlschrank abtauen alle zwei wochen",
    create({ title: "kühlschrank abtauen", recurrence: "FREQ=WEEKLY;INTERVAL=2" }),
  ),

  // ——— question ———
  en("question", "whats on my plate today", TODAY_EITHER),
  en("question", "anything overdue", answer(...OVERDUE)),
  en("question", "what have i got tmrw", answer(...TOMORROW)),
  en("question", "how many things are due next week", answer(...NEXT_WEEK)),
  en("question", "what did i tick off last week", answer(...DONE_LAST_WEEK)),
  en("question", "when's my car service", answer("Car service")),
  en("question", "show me the work list", withOrWithoutSubtasks(WORK)),
  en("question", "which bills are coming up", anyOf(answer(...BILLS), answer("Pay rent"))),
  en("question", "list my high priority tasks", answer(...HIGH)),
  en("question", "anything on saturday", answer(...SATURDAY)),
  en("question", "stuff without a due date?", withOrWithoutSubtasks(UNDATED)),
  en("question", "what errands have i got this week", answer(...ERRANDS_THIS_WEEK)),

  de("question", "was steht heute an", TODAY_EITHER),
  de("question", "gibts überfällige aufgaben", answer(...OVERDUE)),
  de("question", "was hab ich morgen", answer(...TOMORROW)),
  de("question", "wie viele Aufgaben hab ich diese Woche noch", THIS_WEEK),
  de("question", "wann muss ich oma anrufen", answer("Oma anrufen")),
  de("question", "zeig alles mit #family", answer(...FAMILY)),
  de("question", "was hab ich diese woche schon erledigt", answer(...DONE_THIS_WEEK)),
  de("question", "Was ist alles auf der Liste Home?", answer(...HOME)),
  de("question", "welche Aufgaben sind am Dienstag", answer(...TUESDAY)),
  de("question", "was steht am wochenende an", answer(...WEEKEND)),
  de("question", "was hab ich gestern geschafft", answer(...DONE_YESTERDAY)),
  de("question", "welche Aufgaben in Work haben hohe Priorität", answer(...HIGH_AT_WORK)),
  de("question", "was ist im dezember alles fällig", answer(...DECEMBER)),
  de("question", "welche sachen haben niedrige prio", answer(...LOW)),

  // ——— edit ———
  en("edit", "move the dentist to monday at 2", update({ Dentist: { due: "2026-11-30T14:00" } })),
  en("edit", "push grocery shopping to sunday", update({ "Grocery shopping": { due: "2026-11-29" } })),
  en(
    "edit",
    "change the name of learn spanish to duolingo spanish",
    update({ "Learn Spanish": { title: "duolingo spanish" } }),
  ),
  en("edit", "make the laptop research high priority", update({ "Research new laptop": { priority: "high" } })),
  en("edit", "add the diy tag to clean the garage", update({ "Clean the garage": { tags: ["diy"] } })),
  en("edit", "take the finance tag off cancel gym membership", update({ "Cancel gym membership": { tags: [] } })),
  en("edit", "reply to tom at 3pm instead", update({ "Reply to Tom": { due: "2026-11-26T15:00" } })),
  en("edit", "put update cv in my home list", update({ "Update CV": { list: "Home" } })),
  en("edit", "yoga class shouldnt repeat anymore", update({ "Yoga class": { recurrence: null } })),
  en("edit", "add a reminder 30 min before my 1:1 with sarah", update({ "1:1 with Sarah": { reminders: 1 } })),
  en("edit", "bump organise photos up to medium", update({ "Organise photos": { priority: "medium" } })),

  de("edit", "verschieb oma anrufen auf sonntag", update({ "Oma anrufen": { due: "2026-11-29" } })),
  de("edit", "Arzttermin auf 9 Uhr ändern", update({ Arzttermin: { due: "2026-12-03T09:00" } })),
  de("edit", "setz Fahrrad reparieren auf hohe Priorität", update({ "Fahrrad reparieren": { priority: "high" } })),
  de(
    "edit",
    "Steuerberater anrufen umbenennen in Steuerberater Müller anrufen",
    update({ "Steuerberater anrufen": { title: "Steuerberater Müller anrufen" } }),
  ),
  de("edit", "füg bei christmas cards den Tag post hinzu", update({ "Christmas cards": { tags: ["family", "post"] } })),
  de("edit", "entfern den Tag errands von renew passport", update({ "Renew passport": { tags: [] } })),
  de(
    "edit",
    "Quarterly report auf nächsten Donnerstag verschieben",
    update({ "Quarterly report": { due: "2026-12-03" } }),
  ),
  de("edit", "pack research new laptop in die Liste Work", update({ "Research new laptop": { list: "Work" } })),
  de(
    "edit",
    "bei take out the trash die Wiederholung entfernen",
    update({ "Take out the trash": { recurrence: null } }),
  ),
  de("edit", "Erinnerung einen Tag vorher für car service", update({ "Car service": { reminders: 1 } })),
  de("edit", "call bank auf 16 uhr verschieben", update({ "Call bank": { due: "2026-11-26T16:00" } })),

  // ——— complete ———
  en("complete", "standup notes done", complete("Team standup notes")),
  en("complete", "tick off pick up parcel", complete("Pick up parcel")),
  en("complete", "finished the q4 budget review", complete("Review Q4 budget")),
  en("complete", "mark reply to tom as done", complete("Reply to Tom")),
  en("complete", "took the trash out", complete("Take out the trash")),
  en("complete", "draft outline is finished", complete("Draft outline")),

  de("complete", "Steuerberater anrufen – erledigt", complete("Steuerberater anrufen")),
  de("complete", "Fahrrad repariert!", complete("Fahrrad reparieren")),
  de("complete", "water the plants ist erledigt", complete("Water the plants")),
  de("complete", "design slides sind fertig", complete("Design slides")),
  de("complete", "bitte grocery shopping abhaken", complete("Grocery shopping")),

  // ——— delete ———
  en("delete", ["delete organise photos", YES], remove("Organise photos")),
  en("delete", ["get rid of the gym membership task", YES], remove("Cancel gym membership")),
  en("delete", ["remove learn spanish pls", YES], remove("Learn Spanish")),
  en("delete", ["scrap the team offsite", YES], remove("Schedule team offsite")),

  de("delete", ["lösch Fahrrad reparieren", YES], remove("Fahrrad reparieren")),
  de("delete", ["Read Dune kann weg", YES], anyOf(remove("Read Dune"), complete("Read Dune"))),
  de("delete", ["entferne bitte christmas cards", YES], remove("Christmas cards")),

  // ——— undo ———
  en("undo", ["call bank done", "oops, take that back"], REVERT),
  en("undo", ["add buy stamps", "scratch that"], REVERT),
  en("undo", ["push renew passport to next friday", "undo pls"], REVERT),

  de("undo", ["verschieb Car service auf Montag", "rückgängig"], REVERT),
  de("undo", ["Oma anrufen erledigt", "ups, mach das rückgängig"], REVERT),
  de("undo", ["füge Zahnpasta kaufen hinzu", "nein doch nicht, bitte rückgängig"], REVERT),

  // ——— reference ———
  en(
    "reference",
    ["when is the quarterly report due", "push it to friday"],
    orAsk(
      anyOf(
        update({ "Quarterly report": { due: "2026-12-04" } }),
        update({ "Quarterly report": { due: TOMORROW_DATE } }),
      ),
    ),
  ),
  en("reference", ["anything tagged books?", "mark it done"], complete("Read Dune")),
  en(
    "reference",
    ["what's on saturday", "move both to sunday"],
    update({ "Grocery shopping": { due: "2026-11-29" }, "Oma anrufen": { due: "2026-11-29" } }),
  ),
  en(
    "reference",
    ["when do i need to renew my passport", "make that high priority"],
    update({ "Renew passport": { priority: "high" } }),
  ),

  de(
    "reference",
    ["wann ist der Arzttermin", "verschieb ihn auf 10 Uhr"],
    update({ Arzttermin: { due: "2026-12-03T10:00" } }),
  ),
  de("reference", ["zeig mir aufgaben mit tag tech", "lösch das", YES], remove("Research new laptop")),
  de(
    "reference",
    ["was hab ich am Samstag", "die erste auf Montag verschieben"],
    update({ "Grocery shopping": { due: "2026-11-30" } }),
  ),
  de("reference", ["wann ist car service", "mach das dringend"], update({ "Car service": { priority: "high" } })),

  // ——— compound ———
  en(
    "compound",
    "dentist is done, and move clean the garage to saturday",
    change({ complete: ["Dentist"], update: { "Clean the garage": { due: "2026-11-28" } } }),
  ),
  en(
    "compound",
    "new tasks - restock dog treats, order new leads, fix the shop sign",
    create({ title: "restock dog treats" }, { title: "order new leads" }, { title: "fix the shop sign" }),
  ),
  en(
    "compound",
    "returned the library books and booked the lisbon flights",
    complete("Return library books", "Book flights to Lisbon"),
  ),
  en(
    "compound",
    "move the 1:1 with sarah to wednesday and make it high priority",
    update({ "1:1 with Sarah": { due: "2026-12-02", priority: "high" } }),
  ),

  de(
    "compound",
    "Oma angerufen und den Arzttermin auf Freitag 11 Uhr verschieben",
    anyOf(
      change({ complete: ["Oma anrufen"], update: { Arzttermin: { due: "2026-11-27T11:00" } } }),
      change({ complete: ["Oma anrufen"], update: { Arzttermin: { due: "2026-12-04T11:00" } } }),
    ),
  ),
  de(
    "compound",
    "drei neue aufgaben: kühlhaus reinigen, dienstplan schreiben, messer bestellen",
    create({ title: "kühlhaus reinigen" }, { title: "dienstplan schreiben" }, { title: "messer bestellen" }),
  ),
  de("compound", "call bank und reply to tom sind erledigt", complete("Call bank", "Reply to Tom")),
  de(
    "compound",
    "Grocery shopping auf Sonntag und Clean the garage auf Samstag",
    update({ "Grocery shopping": { due: "2026-11-29" }, "Clean the garage": { due: "2026-11-28" } }),
  ),

  // ——— plan ———
  en("plan", "plan out my day pls", PLAN),
  en("plan", "help me plan the week", PLAN),
  en("plan", "what should i tackle first", NEXT),
  en(
    "plan",
    "split prepare client presentation into rehearse, print handouts and book meeting room",
    create(
      { title: "rehearse", parent: "Prepare client presentation" },
      { title: "print handouts", parent: "Prepare client presentation" },
      { title: "book meeting room", parent: "Prepare client presentation" },
    ),
  ),

  de("plan", "kannst du meinen Tag planen", PLAN),
  de("plan", "mach mir einen Plan für die Woche", PLAN),
  de("plan", "was mach ich als nächstes", NEXT),
  de(
    "plan",
    "teile quarterly report auf in Zahlen sammeln, Text schreiben und gegenlesen",
    create(
      { title: "Zahlen sammeln", parent: "Quarterly report" },
      { title: "Text schreiben", parent: "Quarterly report" },
      { title: "gegenlesen", parent: "Quarterly report" },
    ),
  ),

  // ——— small talk ———
  en("small-talk", "morning!", NONE),
  en("small-talk", "ok cool thanks", NONE),
  en("small-talk", "haha you're quick", NONE),

  de("small-talk", "Guten Morgen", NONE),
  de("small-talk", "danke dir", NONE),
  de("small-talk", "na, wie läufts", NONE),

  // ——— unknown command ———
  en("unknown-command", "sync this with my google calendar", NONE),
  en("unknown-command", "print my to do list", NONE),
  en("unknown-command", "switch to dark mode", NONE),

  de("unknown-command", "exportier alles als PDF", NONE),
  de("unknown-command", "verbinde dich mit meinem Outlook", NONE),
  de("unknown-command", "mach den Dark Mode an", NONE),

  // ——— dates ———
  en("dates", "renew car tax jan 14", create({ title: "renew car tax", due: "2027-01-14" })),
  en("dates", "staff christmas party dec 18 at 7", create({ title: "staff christmas party", due: "2026-12-18T19:00" })),
  en(
    "dates",
    "credit card payment the 15th of every month",
    create({ title: "credit card payment", due: "2026-12-15", recurrence: "FREQ=MONTHLY;BYMONTHDAY=15" }),
  ),
  en("dates", "dog vaccinations in a fortnight", create({ title: "dog vaccinations", due: "2026-12-10" })),

  de("dates", "Zahnreinigung am 14.1. um 9:30", create({ title: "Zahnreinigung", due: "2027-01-14T09:30" })),
  de("dates", "Kundin Weber übermorgen um 15 Uhr", create({ title: "Kundin Weber", due: "2026-11-28T15:00" })),
  de(
    "dates",
    "Teambesprechung jeden Dienstag um 14 Uhr",
    create({ title: "Teambesprechung", due: "2026-12-01T14:00", recurrence: "FREQ=WEEKLY;BYDAY=TU" }),
  ),
];
