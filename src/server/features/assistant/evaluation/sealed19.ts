/**
 * sealed19: a corpus written blind. Its author read only issue 21, seed.ts, score.ts, run.ts, seed-questions.ts
 * and lines 1–215 of messages.ts — none of the assistant's code, its tests or any other corpus — and wrote every
 * expected outcome from the seed before anything was run.
 *
 * The clock: Thursday 26 November 2026, 09:00 in Berlin. Tomorrow is Friday 27, the weekend Saturday 28 and
 * Sunday 29, next Monday 30 November, next Tuesday 1 December; "in a fortnight" is Thursday 10 December.
 *
 * The people:
 * - Brendan (58), taxi driver in Dublin, Irish English: all lower case, no punctuation, "tmrw", "u", short.
 * - Linda (52), runs a flower shop in Toronto, Canadian English: whole sentences, capitals, "please" and "thanks".
 * - Graham (67), semi-retired golf-course groundskeeper in Brisbane, Australian English: terse, lower case,
 *   abbreviations ("sat", "tues", "hr"), several things in one message.
 * - Renate (61), runs a tailoring shop in Leipzig: correct, polite standard German with capitals and full stops.
 * - Jürgen (55), master car mechanic in Cologne: lower case, no punctuation, clipped ("prio", "tüv").
 * - Petra (48), police officer in Bremen: quick lower-case German, short forms, names English titles as she sees them.
 */

import {
  ASK,
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

const SUNDAY = ["Clean the garage"];
const WEEKEND = [...SATURDAY, ...SUNDAY];
const HOME_THIS_WEEK = ["Water the plants", "Take out the trash", "Grocery shopping", "Clean the garage"];
const BILLS = ["Pay electricity bill", "Pay rent"];
const DONE_YESTERDAY = ["Collect sales figures", "Email landlord"];

/** The seed's answers to this corpus's questions beyond messages.ts's SEED_ANSWERS, worked out by hand. */
export const SEALED19_SEED_ANSWERS: SeedAnswers = {
  SUNDAY,
  WEEKEND,
  HOME_THIS_WEEK,
  BILLS,
  DONE_YESTERDAY,
};

/** This week from today, or with what is overdue (the whole week's, or all of it). */
const THIS_WEEK = anyOf(
  answer(...SEED_ANSWERS.REST_OF_WEEK),
  answer(...SEED_ANSWERS.REST_OF_WEEK, "Dentist", "Pay electricity bill"),
  answer(...SEED_ANSWERS.REST_OF_WEEK, ...OVERDUE),
);
const TODAY_ANSWER = anyOf(answer(...TODAY), answer(...DUE_TODAY));

export const SEALED19_CASES: EvaluationCase[] = [
  // ── add: English (14) ──
  en("add", "pick up the dry cleaning tmrw", create({ title: "pick up the dry cleaning", due: TOMORROW_DATE })),
  en(
    "add",
    "remind me to ring the garage tomorrow at 4",
    create({ title: "ring the garage", due: "2026-11-27T16:00", reminders: 1 }),
  ),
  en("add", "milk", orAsk(create({ title: "milk" }))),
  en("add", "book the nct for the car by dec 12", create({ title: "book the nct for the car", due: "2026-12-12" })),
  en(
    "add",
    "Could you please add 'order ribbon from the wholesaler' for Monday?",
    orAsk(create({ title: "order ribbon from the wholesaler", due: NEXT_MONDAY })),
  ),
  en(
    "add",
    "Add get a quote for the new cooler to my Work list, high priority please.",
    create({ title: "get a quote for the new cooler", list: "Work", priority: "high" }),
  ),
  en(
    "add",
    "New task: Christmas wreaths for St. Mary's, due Dec 18",
    create({ title: "Christmas wreaths for St. Mary's", due: "2026-12-18" }),
  ),
  en("add", "Add call Mom on Sunday afternoon", create({ title: "call Mom", due: "2026-11-29" })),
  en(
    "add",
    "Please put 'pay the van lease' on the 15th of every month.",
    create({ title: "pay the van lease", due: "2026-12-15", recurrence: "FREQ=MONTHLY;BYMONTHDAY=15" }),
  ),
  en(
    "add",
    "urgent - chase the council about the sprinkler permit",
    create({ title: "chase the council about the sprinkler permit", priority: "high" }),
  ),
  en(
    "add",
    "mow the back nine every mon and thu 6am",
    create({ title: "mow the back nine", recurrence: "FREQ=WEEKLY;BYDAY=MO,TH" }),
  ),
  en(
    "add",
    "add 3 things - service the mower, order fertiliser, ring dave re the roster",
    create({ title: "service the mower" }, { title: "order fertiliser" }, { title: "ring dave re the roster" }),
  ),
  en("add", "book the ute in for a service", create({ title: "book the ute in for a service" })),
  en(
    "add",
    "grandkids swimming lessons sat 9am",
    create({ title: "grandkids swimming lessons", due: "2026-11-28T09:00" }),
  ),

  // ── add: German (13) ──
  de(
    "add",
    "Bitte Stoff für Frau Müllers Kleid bestellen, bis Freitag.",
    create({ title: "Stoff für Frau Müllers Kleid bestellen", due: TOMORROW_DATE }),
  ),
  de("add", "Neue Aufgabe: Nähmaschine zur Wartung bringen", create({ title: "Nähmaschine zur Wartung bringen" })),
  de(
    "add",
    "Erinnerung: morgen um 9 Uhr Herrn Becker wegen der Anprobe anrufen",
    create({ title: "Herrn Becker wegen der Anprobe anrufen", due: "2026-11-27T09:00" }),
  ),
  de(
    "add",
    "Jeden Dienstag um 8 Uhr Ware annehmen.",
    create({ title: "Ware annehmen", due: "2026-12-01T08:00", recurrence: "FREQ=WEEKLY;BYDAY=TU" }),
  ),
  de("add", "reifen für den golf bestellen", create({ title: "reifen für den golf bestellen" })),
  de("add", "hebebühne 2 prüfen lassen bis 10.12.", create({ title: "hebebühne 2 prüfen lassen", due: "2026-12-10" })),
  de("add", "milch", orAsk(create({ title: "milch" }))),
  de("add", "übermorgen um 3 zahnarzt", create({ title: "zahnarzt", due: "2026-11-28T15:00" })),
  de("add", "füg hinzu ölfilter nachbestellen wichtig", create({ title: "ölfilter nachbestellen", priority: "high" })),
  de(
    "add",
    "schichtplan für dezember abgeben, liste work",
    create({ title: "schichtplan für dezember abgeben", list: "Work" }),
  ),
  de(
    "add",
    "alle zwei wochen mittwochs sport mit kollegen",
    create({ title: "sport mit kollegen", recurrence: "FREQ=WEEKLY;INTERVAL=2" }),
  ),
  de("add", "blumen für mama kaufen am samstag", create({ title: "blumen für mama kaufen", due: SATURDAY_DATE })),
  de(
    "add",
    "3 sachen: uniform in die reinigung, dienstausweis verlängern und katze impfen lassen",
    create(
      { title: "uniform in die reinigung" },
      { title: "dienstausweis verlängern" },
      { title: "katze impfen lassen" },
    ),
  ),

  // ── question: English (13) ──
  en("question", "whats overdue", answer(...OVERDUE)),
  en("question", "anything on tmrw?", answer(...TOMORROW)),
  en("question", "when's the dentist", answer("Dentist")),
  en("question", "how many things have i got today", TODAY_ANSWER),
  en("question", "What did I get done this week?", answer(...DONE_THIS_WEEK)),
  en("question", "Which of my tasks are high priority?", answer(...SEED_ANSWERS.HIGH)),
  en("question", "What's on for the weekend?", answer(...WEEKEND)),
  en("question", "Show me what's on my Home list please", answer(...SEED_ANSWERS.HOME)),
  en("question", "what bills have i got coming up", anyOf(answer(...BILLS), answer("Pay rent"))),
  en("question", "whats on next week", answer(...NEXT_WEEK)),
  en("question", "whats on tues", answer(...SEED_ANSWERS.TUESDAY)),
  en("question", "what have i got with no date on it", withOrWithoutSubtasks([...SEED_ANSWERS.UNDATED])),
  en("question", "what did i finish yesterday", answer(...DONE_YESTERDAY)),

  // ── question: German (13) ──
  de("question", "Was steht heute an?", TODAY_ANSWER),
  de("question", "Wann ist der Arzttermin?", answer("Arzttermin")),
  de("question", "Welche Aufgaben sind noch überfällig?", answer(...OVERDUE)),
  de("question", "Was habe ich letzte Woche erledigt?", answer(...SEED_ANSWERS.DONE_LAST_WEEK)),
  de("question", "was steht diese woche noch an", THIS_WEEK),
  de("question", "wie viele aufgaben hab ich auf der work liste", withOrWithoutSubtasks([...SEED_ANSWERS.WORK])),
  de("question", "was is am samstag", answer(...SATURDAY)),
  de("question", "zeig mir alles mit hoher priorität auf der work liste", answer(...SEED_ANSWERS.HIGH_AT_WORK)),
  de("question", "wann muss ich oma anrufen", answer("Oma anrufen")),
  de("question", "was steht im dezember an", answer(...SEED_ANSWERS.DECEMBER)),
  de("question", "was ist am sonntag", answer(...SUNDAY)),
  de("question", "welche aufgaben hab ich ohne datum", withOrWithoutSubtasks([...SEED_ANSWERS.UNDATED])),
  de(
    "question",
    "was steht diese woche auf der home liste",
    anyOf(answer(...HOME_THIS_WEEK), answer(...HOME_THIS_WEEK, "Pay electricity bill")),
  ),

  // ── edit: English (11) ──
  en("edit", "move the dentist to monday", update({ Dentist: { due: NEXT_MONDAY } })),
  en("edit", "make the bank call urgent", update({ "Call bank": { priority: "high" } })),
  en("edit", "move team standup notes to 12 noon", update({ "Team standup notes": { due: "2026-11-26T12:00" } })),
  en("edit", "rename read dune to read dune messiah", update({ "Read Dune": { title: "read dune messiah" } })),
  en("edit", "Can you push the car service back a week?", orAsk(update({ "Car service": { due: "2026-12-11" } }))),
  en(
    "edit",
    "Please add the tag family to the Lisbon flights.",
    update({ "Book flights to Lisbon": { tags: ["travel", "family"] } }),
  ),
  en("edit", "Move Update CV to my Home list", update({ "Update CV": { list: "Home" } })),
  en("edit", "Yoga class doesn't need to repeat anymore", update({ "Yoga class": { recurrence: null } })),
  en("edit", "add a reminder for renew passport 1 hr before", update({ "Renew passport": { reminders: 1 } })),
  en("edit", "push the quarterly report back to thurs the 3rd", update({ "Quarterly report": { due: "2026-12-03" } })),
  en("edit", "take the finance tag off cancel gym membership", update({ "Cancel gym membership": { tags: [] } })),

  // ── edit: German (11) ──
  de("edit", "Bitte den Arzttermin auf 9 Uhr verschieben.", update({ Arzttermin: { due: "2026-12-03T09:00" } })),
  de(
    "edit",
    "Die Christmas cards bitte auf hohe Priorität setzen.",
    update({ "Christmas cards": { priority: "high" } }),
  ),
  de(
    "edit",
    "Den Termin mit Sarah bitte auf Mittwoch verschieben.",
    update({ "1:1 with Sarah": { due: "2026-12-02" } }),
  ),
  de("edit", "fahrrad reparieren prio hoch", update({ "Fahrrad reparieren": { priority: "high" } })),
  de("edit", "oma anrufen auf sonntag 11 uhr", update({ "Oma anrufen": { due: "2026-11-29T11:00" } })),
  de(
    "edit",
    "benenne fahrrad reparieren um in fahrrad bremsen reparieren",
    update({ "Fahrrad reparieren": { title: "fahrrad bremsen reparieren" } }),
  ),
  de("edit", "beim arzttermin den tag health entfernen", update({ Arzttermin: { tags: [] } })),
  de("edit", "steuerberater anrufen auf die liste home", update({ "Steuerberater anrufen": { list: "Home" } })),
  de("edit", "erinnerung für den arzttermin 1 tag vorher", update({ Arzttermin: { reminders: 1 } })),
  de(
    "edit",
    "oma anrufen soll jeden samstag wiederholt werden",
    update({ "Oma anrufen": { recurrence: "FREQ=WEEKLY;BYDAY=SA" } }),
  ),
  de("edit", "yoga class nicht mehr wiederholen", update({ "Yoga class": { recurrence: null } })),

  // ── complete: English (5) ──
  en("complete", "paid the electricity bill", complete("Pay electricity bill")),
  en("complete", "I called the bank, you can tick that off.", complete("Call bank")),
  en("complete", "done with the standup notes", complete("Team standup notes")),
  en("complete", "took the trash out", complete("Take out the trash")),
  en("complete", "Finished the draft outline for the presentation!", complete("Draft outline")),

  // ── complete: German (6) ──
  de("complete", "Ich habe Oma angerufen.", complete("Oma anrufen")),
  de("complete", "steuerberater angerufen erledigt", complete("Steuerberater anrufen")),
  de("complete", "fahrrad ist repariert", complete("Fahrrad reparieren")),
  de("complete", "water the plants erledigt", complete("Water the plants")),
  de("complete", "zahnarzt erledigt", orAsk(complete("Dentist"))),
  de("complete", "Bitte Reply to Tom als erledigt markieren.", complete("Reply to Tom")),

  // ── delete: English (3) ──
  en("delete", ["delete learn spanish", YES], remove("Learn Spanish")),
  en(
    "delete",
    ["Please remove the gym membership task, I already cancelled it.", YES],
    anyOf(remove("Cancel gym membership"), complete("Cancel gym membership")),
  ),
  en("delete", "get rid of organise photos", ASK),

  // ── delete: German (4) ──
  de("delete", ["Bitte die Aufgabe Read Dune löschen.", YES], remove("Read Dune")),
  de("delete", ["research new laptop löschen", YES], remove("Research new laptop")),
  de("delete", ["lösch fahrrad reparieren", YES], remove("Fahrrad reparieren")),
  de("delete", "lösch den arzttermin", ASK),

  // ── undo: English (3) ──
  en("undo", ["move the car service to dec 7", "undo that"], REVERT),
  en("undo", ["Add buy tissue paper", "Oops, undo that please"], REVERT),
  en("undo", ["mark the parcel as picked up", "undo"], REVERT),

  // ── undo: German (3) ──
  de("undo", ["Arzttermin auf Freitag, den 4.12. verschieben", "Rückgängig bitte."], REVERT),
  de("undo", ["fahrrad reparieren erledigt", "mach das rückgängig"], REVERT),
  de("undo", ["füge hinzu: winterreifen aufziehen", "nee doch nicht, rückgängig"], REVERT),

  // ── reference: English (5) ──
  en("reference", ["when is the dentist", "move it to monday 9am"], update({ Dentist: { due: "2026-11-30T09:00" } })),
  en("reference", ["whats overdue", "mark all of them done"], orAsk(complete(...OVERDUE))),
  en(
    "reference",
    ["When is the quarterly report due?", "Set it to 3pm please."],
    update({ "Quarterly report": { due: "2026-12-02T15:00" } }),
  ),
  en(
    "reference",
    ["anything tagged car", "push it back to the 11th"],
    update({ "Car service": { due: "2026-12-11" } }),
  ),
  en(
    "reference",
    ["add renew the tv licence", "make it due friday"],
    create({ title: "renew the tv licence", due: TOMORROW_DATE }),
  ),

  // ── reference: German (4) ──
  de(
    "reference",
    ["wann ist oma anrufen", "verschieb das auf sonntag"],
    update({ "Oma anrufen": { due: "2026-11-29" } }),
  ),
  de("reference", ["Wann soll ich den Steuerberater anrufen?", "Das ist erledigt."], complete("Steuerberater anrufen")),
  de(
    "reference",
    ["was steht am sonntag an", "das auf samstag vorziehen"],
    update({ "Clean the garage": { due: SATURDAY_DATE } }),
  ),
  de(
    "reference",
    ["neue aufgabe fenster putzen", "und gib der hohe priorität"],
    create({ title: "fenster putzen", priority: "high" }),
  ),

  // ── compound: English (4) ──
  en(
    "compound",
    "paid the electricity bill and move the bank call to tmrw",
    change({ complete: ["Pay electricity bill"], update: { "Call bank": { due: TOMORROW_DATE } } }),
  ),
  en(
    "compound",
    "Please add 'order poinsettias' for Monday and mark the library books as returned.",
    change({ create: [{ title: "order poinsettias", due: NEXT_MONDAY }], complete: ["Return library books"] }),
  ),
  en(
    "compound",
    "done the grocery shopping, add pick up grandkids sat 10am",
    change({ complete: ["Grocery shopping"], create: [{ title: "pick up grandkids", due: "2026-11-28T10:00" }] }),
  ),
  en(
    "compound",
    "Move the team offsite to Dec 16 and make it high priority",
    update({ "Schedule team offsite": { due: "2026-12-16", priority: "high" } }),
  ),

  // ── compound: German (4) ──
  de(
    "compound",
    "Oma anrufen ist erledigt, und bitte Fahrrad reparieren auf Samstag legen.",
    change({ complete: ["Oma anrufen"], update: { "Fahrrad reparieren": { due: SATURDAY_DATE } } }),
  ),
  de(
    "compound",
    "steuerberater anrufen erledigt und arzttermin auf den 4.12.",
    change({ complete: ["Steuerberater anrufen"], update: { Arzttermin: { due: "2026-12-04" } } }),
  ),
  de(
    "compound",
    "füg hinzu: kuchen backen für samstag und geschenk für lisa besorgen",
    create({ title: "kuchen backen", due: SATURDAY_DATE }, { title: "geschenk für lisa besorgen" }),
  ),
  de(
    "compound",
    "learn spanish umbenennen in spanisch lernen und prio niedrig",
    update({ "Learn Spanish": { title: "spanisch lernen", priority: "low" } }),
  ),

  // ── plan: English (4) ──
  en("plan", "can u plan my day", PLAN),
  en("plan", "What should I work on next?", NEXT),
  en("plan", "plan out my week for me", PLAN),
  en(
    "plan",
    "break down clean the garage into clear out the old paint, sweep the floor and take boxes to the tip",
    create(
      { title: "clear out the old paint", parent: "Clean the garage" },
      { title: "sweep the floor", parent: "Clean the garage" },
      { title: "take boxes to the tip", parent: "Clean the garage" },
    ),
  ),

  // ── plan: German (4) ──
  de("plan", "plan meinen tag", PLAN),
  de("plan", "was soll ich als nächstes machen", NEXT),
  de("plan", "Bitte plane meine Woche.", PLAN),
  de(
    "plan",
    "fahrrad reparieren aufteilen in schlauch kaufen, reifen flicken und bremsen einstellen",
    create(
      { title: "schlauch kaufen", parent: "Fahrrad reparieren" },
      { title: "reifen flicken", parent: "Fahrrad reparieren" },
      { title: "bremsen einstellen", parent: "Fahrrad reparieren" },
    ),
  ),

  // ── small talk: English (3) ──
  en("small-talk", "cheers thats great", NONE),
  en("small-talk", "Good morning! How are you today?", NONE),
  en("small-talk", "thanks heaps", NONE),

  // ── small talk: German (3) ──
  de("small-talk", "Vielen Dank, das war sehr hilfreich.", NONE),
  de("small-talk", "moin", NONE),
  de("small-talk", "super hat geklappt danke", NONE),

  // ── unknown command: English (3) ──
  en("unknown-command", "text my wife the shopping list", NONE),
  en("unknown-command", "Can you share my Work list with my assistant Jenny?", NONE),
  en("unknown-command", "switch to dark mode", NONE),

  // ── unknown command: German (3) ──
  de("unknown-command", "Schicken Sie bitte meine Liste per E-Mail an meinen Mann.", NONE),
  de("unknown-command", "stell die sprache auf englisch um", NONE),
  de("unknown-command", "synchronisier das mit meinem google kalender", NONE),

  // ── dates: English (4) ──
  en("dates", "mams hospital appt jan 16 at 2", create({ title: "mams hospital appt", due: "2027-01-16T14:00" })),
  en(
    "dates",
    "Add Valentine's Day stock order for February 2",
    create({ title: "Valentine's Day stock order", due: "2027-02-02" }),
  ),
  en("dates", "club christmas party in a fortnight", create({ title: "club christmas party", due: "2026-12-10" })),
  en(
    "dates",
    "Send the quote to the Hendersons eod",
    create({ title: "Send the quote to the Hendersons", due: "2026-11-26" }),
  ),

  // ── dates: German (4) ──
  de(
    "dates",
    "Anprobe Frau Schäfer am 3.12. um 10:30",
    create({ title: "Anprobe Frau Schäfer", due: "2026-12-03T10:30" }),
  ),
  de(
    "dates",
    "tüv für den transporter nächsten montag",
    create({ title: "tüv für den transporter", due: NEXT_MONDAY }),
  ),
  de(
    "dates",
    "geburtstag von papa am 19. januar jedes jahr",
    create({ title: "geburtstag von papa", due: "2027-01-19", recurrence: "FREQ=YEARLY" }),
  ),
  de("dates", "werkstatt aufräumen in zwei wochen", create({ title: "werkstatt aufräumen", due: "2026-12-10" })),
];
