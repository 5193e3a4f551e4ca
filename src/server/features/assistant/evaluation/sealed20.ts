/**
 * sealed20: a corpus written blind. Its author read only issue 21, seed.ts, score.ts, run.ts, seed-questions.ts
 * and lines 1–215 of messages.ts — none of the assistant's code, its tests or any other corpus — and wrote every
 * expected outcome from the seed before anything was run.
 *
 * The clock: Thursday 26 November 2026, 09:00 in Berlin. Tomorrow is Friday 27 November, the weekend 28–29
 * November, next Monday 30 November, Tuesday 1 December.
 *
 * The six people:
 * - Siobhan, 31, Dublin, between jobs (job hunting, runs the flat): all lower case, "pls", "tmrw", no full stops.
 * - Dev, 42, Toronto, stay-at-home dad of Ella and Sam: whole sentences, the odd typo, Canadian spelling.
 * - Kylie, 47, Perth, quantity surveyor: terse, abbreviations ("tmrw", "asap", "tue"), several things at once.
 * - Lea, 27, Köln, Fitnesstrainerin: klein geschrieben, kaum Satzzeichen, kurz.
 * - Markus, 38, Stuttgart, Vater in Elternzeit (zu Hause mit der Kleinen): locker, manchmal Tippfehler.
 * - Brigitte, 56, Niederbayern, Landwirtin (Milchvieh): ordentliche Sätze mit Groß- und Kleinschreibung und Punkt.
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

// Answers computed by hand from seed.ts beyond messages.ts's constants.
const WEEKEND = ["Grocery shopping", "Oma anrufen", "Clean the garage"];
const LOW = ["Read Dune", "Organise photos"];
const DONE_YESTERDAY = ["Collect sales figures", "Email landlord"];
const ERRANDS_THIS_WEEK = ["Pick up parcel", "Return library books", "Grocery shopping"];

export const SEALED20_SEED_ANSWERS: SeedAnswers = { WEEKEND, LOW, DONE_YESTERDAY, ERRANDS_THIS_WEEK };

/** Today: with what is overdue, or only what is due today. */
const TODAY_EITHER = anyOf(answer(...TODAY), answer(...DUE_TODAY));

export const SEALED20_CASES: EvaluationCase[] = [
  // ─── add (14 en, 13 de) ───
  en("add", "pick up dry cleaning tmrw", create({ title: "Pick up dry cleaning", due: TOMORROW_DATE })),
  en(
    "add",
    "remind me to ring the recruiter from hays tmrw at 11am",
    create({ title: "Ring the recruiter from Hays", due: "2026-11-27T11:00", reminders: 1 }),
  ),
  en("add", "oat milk", orAsk(create({ title: "Oat milk" }))),
  en("add", "book nct for the car", create({ title: "Book NCT for the car" })),
  en(
    "add",
    "apply for the admin job at the council by friday",
    create({ title: "Apply for the admin job at the council", due: TOMORROW_DATE }),
  ),
  en("add", "add get birthday card for dad", create({ title: "Get birthday card for dad" })),
  en("add", "Sign Ella up for swimming lessons", create({ title: "Sign Ella up for swimming lessons" })),
  en(
    "add",
    "Need to buy batteries for the smoke alarm",
    anyOf(
      create({ title: "Buy batteries for the smoke alarm" }),
      create({ title: "Need to buy batteries for the smoke alarm" }),
    ),
  ),
  en(
    "add",
    "School lunch money every monday",
    create({ title: "School lunch money", recurrence: "FREQ=WEEKLY;BYDAY=MO" }),
  ),
  en(
    "add",
    "Add a task to call the plumber about the boiler, high priority",
    create({ title: "Call the plumber about the boiler", priority: "high" }),
  ),
  en(
    "add",
    "submit timesheet every fri at 3pm",
    create({ title: "Submit timesheet", due: "2026-11-27T15:00", recurrence: "FREQ=WEEKLY;BYDAY=FR" }),
  ),
  en(
    "add",
    "add site visit cockburn tue 7am to work list",
    create({ title: "Site visit Cockburn", due: "2026-12-01T07:00", list: "Work" }),
  ),
  en("add", "renew rego by the 15th", create({ title: "Renew rego", due: "2026-12-15" })),
  en("add", "order new glasses #health", create({ title: "Order new glasses", tags: ["health"] })),

  de("add", "Milch und Eier kaufen", create({ title: "Milch und Eier kaufen" })),
  de(
    "add",
    "morgen früh um 7 kursplan für dezember rausschicken",
    create({ title: "Kursplan für Dezember rausschicken", due: "2026-11-27T07:00" }),
  ),
  de("add", "Kinderarzttermin für Lina ausmachen", create({ title: "Kinderarzttermin für Lina ausmachen" })),
  de(
    "add",
    "übermorgen elterngeldantrag abschicken",
    create({ title: "Elterngeldantrag abschicken", due: SATURDAY_DATE }),
  ),
  de(
    "add",
    "Tierarzt wegen der Kälber anrufen, dringend.",
    create({ title: "Tierarzt wegen der Kälber anrufen", priority: "high" }),
  ),
  de(
    "add",
    "Jeden Montag Kraftfutter bestellen.",
    create({ title: "Kraftfutter bestellen", recurrence: "FREQ=WEEKLY;BYDAY=MO" }),
  ),
  de("add", "Hoftor reparieren lassen.", create({ title: "Hoftor reparieren lassen" })),
  de(
    "add",
    "neue trainingsmatten bestellen #studio",
    create({ title: "Neue Trainingsmatten bestellen", tags: ["studio"] }),
  ),
  de("add", "windeln", orAsk(create({ title: "Windeln" }))),
  de("add", "pekip kurs anmelden bis freitag", create({ title: "Pekip kurs anmelden", due: TOMORROW_DATE })),
  de("add", "weihnachtsbaum besorgen in die home liste", create({ title: "Weihnachtsbaum besorgen", list: "Home" })),
  de(
    "add",
    "Gemeinderatssitzung alle zwei Wochen dienstags um 19 Uhr.",
    create({ title: "Gemeinderatssitzung", due: "2026-12-01T19:00", recurrence: "FREQ=WEEKLY;INTERVAL=2" }),
  ),
  de(
    "add",
    "rückentraining für frau meier vorbereiten",
    create({ title: "Rückentraining für Frau Meier vorbereiten" }),
  ),

  // ─── question (13 en, 13 de) ───
  en("question", "what have i got on today", TODAY_EITHER),
  en("question", "whats overdue atm", answer(...OVERDUE)),
  en("question", "what's on tmrw?", answer(...TOMORROW)),
  en("question", "How many of my tasks don't have a date on them?", withOrWithoutSubtasks([...SEED_ANSWERS.UNDATED])),
  en("question", "when's the dentist", answer("Dentist")),
  en("question", "What's on for the weekend?", answer(...WEEKEND)),
  en("question", "show me all my high priority stuff", answer(...SEED_ANSWERS.HIGH)),
  en("question", "what did i get done last week", answer(...SEED_ANSWERS.DONE_LAST_WEEK)),
  en("question", "whats in my home list", answer(...SEED_ANSWERS.HOME)),
  en("question", "which errands have i got this week", answer(...ERRANDS_THIS_WEEK)),
  en("question", "When do I have to renew my passport?", answer("Renew passport")),
  en("question", "what's next week looking like", answer(...NEXT_WEEK)),
  en("question", "anything on tue?", answer(...SEED_ANSWERS.TUESDAY)),

  de("question", "was steht heute an", TODAY_EITHER),
  de("question", "was hab ich morgen", answer(...TOMORROW)),
  de("question", "wie viele aufgaben sind überfällig", answer(...OVERDUE)),
  de("question", "Wann ist der Arzttermin?", answer("Arzttermin")),
  de("question", "zeig mir alles mit #family", answer(...FAMILY)),
  de("question", "Was habe ich diese Woche schon erledigt?", answer(...DONE_THIS_WEEK)),
  de("question", "was liegt am samstag an", answer(...SATURDAY)),
  de("question", "was ist alles auf der work liste", withOrWithoutSubtasks([...SEED_ANSWERS.WORK])),
  de("question", "was is nächste woche", answer(...NEXT_WEEK)),
  de("question", "Wann muss ich Oma anrufen?", answer("Oma anrufen")),
  de("question", "Zeig mir bitte, was im Dezember fällig ist.", answer(...SEED_ANSWERS.DECEMBER)),
  de("question", "was hab ich gestern erledigt", answer(...DONE_YESTERDAY)),
  de("question", "welche aufgaben haben niedrige priorität", answer(...LOW)),

  // ─── edit (11 en, 11 de) ───
  en("edit", "move the dentist to monday 9am", update({ Dentist: { due: "2026-11-30T09:00" } })),
  en("edit", "move car service to dec 11", update({ "Car service": { due: "2026-12-11T08:30" } })),
  en("edit", "make fixing the tap urgent", update({ "Fix the leaking tap": { priority: "high" } })),
  en("edit", "rename read dune to read dune messiah", update({ "Read Dune": { title: "Read Dune Messiah" } })),
  en("edit", "change call bank to 3pm", update({ "Call bank": { due: "2026-11-26T15:00" } })),
  en("edit", "tag learn spanish with jobhunt", update({ "Learn Spanish": { tags: ["learning", "jobhunt"] } })),
  en("edit", "move update cv to my home list pls", update({ "Update CV": { list: "Home" } })),
  en("edit", "stop pay rent repeating, moving out in jan", update({ "Pay rent": { recurrence: null } })),
  en(
    "edit",
    "Could you add a reminder to the quarterly report a day before?",
    update({ "Quarterly report": { reminders: 1 } }),
  ),
  en("edit", "move clean the garage to the 6th", update({ "Clean the garage": { due: "2026-12-06" } })),
  en("edit", "lower the priority on the team offsite", update({ "Schedule team offsite": { priority: "low" } })),

  de("edit", "verschieb steuerberater anrufen auf morgen", update({ "Steuerberater anrufen": { due: TOMORROW_DATE } })),
  de("edit", "Den Arzttermin bitte auf 9:30 Uhr ändern.", update({ Arzttermin: { due: "2026-12-03T09:30" } })),
  de("edit", "fahrrad reparieren auf hohe priorität", update({ "Fahrrad reparieren": { priority: "high" } })),
  de(
    "edit",
    "benenn organise photos um in fotobuch für oma",
    update({ "Organise photos": { title: "Fotobuch für Oma" } }),
  ),
  de("edit", "Oma anrufen auf Sonntag verschieben.", update({ "Oma anrufen": { due: "2026-11-29" } })),
  de("edit", "nimm den tag garden bei water the plants raus", update({ "Water the plants": { tags: [] } })),
  de("edit", "car service in die liste home", update({ "Car service": { list: "Home" } })),
  de(
    "edit",
    "Beim Arzttermin bitte eine Erinnerung eine Stunde vorher einstellen.",
    update({ Arzttermin: { reminders: 1 } }),
  ),
  de(
    "edit",
    "bei return library books noch ne erinnerung 30 min vorher dazu",
    update({ "Return library books": { reminders: 3 } }),
  ),
  de("edit", "christmas cards schon auf montag vorziehen", update({ "Christmas cards": { due: NEXT_MONDAY } })),
  de("edit", "quarterly report priorität mittel", update({ "Quarterly report": { priority: "medium" } })),

  // ─── complete (6 en, 5 de) ───
  en("complete", "done the standup notes", complete("Team standup notes")),
  en("complete", "i paid the electricity bill", complete("Pay electricity bill")),
  en("complete", "tick off water the plants pls", complete("Water the plants")),
  en("complete", "finished the draft outline for the presentation", complete("Draft outline")),
  en("complete", "Trash is out.", complete("Take out the trash")),
  en("complete", "invoice to acme finally sent", complete("Send invoice to Acme")),

  de("complete", "Steuerberater angerufen, ist erledigt.", complete("Steuerberater anrufen")),
  de("complete", "hab oma schon angerufen", complete("Oma anrufen")),
  de("complete", "reply to tom ist erledigt", complete("Reply to Tom")),
  de("complete", "call bank abhaken", complete("Call bank")),
  de("complete", "design slides sind fertig", complete("Design slides")),

  // ─── delete (3 en, 4 de) ───
  en("delete", ["delete learn spanish, not happening", YES], remove("Learn Spanish")),
  en("delete", ["get rid of organise photos", YES], remove("Organise photos")),
  en("delete", ["Please remove the gym membership task", YES], remove("Cancel gym membership")),

  de("delete", ["lösch research new laptop", YES], remove("Research new laptop")),
  de("delete", ["Bitte Read Dune löschen.", YES], remove("Read Dune")),
  de("delete", ["fahrrad reparieren kann weg", YES], remove("Fahrrad reparieren")),
  de("delete", "lösche update cv", ASK),

  // ─── undo (3 en, 3 de) ───
  en("undo", ["add get new tyres", "undo"], REVERT),
  en("undo", ["move the dentist to friday", "undo that"], REVERT),
  en("undo", ["mark grocery shopping done", "oops undo that pls"], REVERT),

  de("undo", ["clean the garage erledigt", "rückgängig"], REVERT),
  de("undo", ["birthday gift for anna auf sonntag verschieben", "mach das rückgängig"], REVERT),
  de("undo", ["Zaun streichen am Samstag", "Nein, bitte rückgängig machen."], REVERT),

  // ─── reference (4 en, 5 de) ───
  en("reference", ["when is the car service", "move it to monday"], update({ "Car service": { due: NEXT_MONDAY } })),
  en("reference", ["whats overdue", "mark them all done"], complete(...OVERDUE)),
  en("reference", ["when's yoga", "stop it repeating"], update({ "Yoga class": { recurrence: null } })),
  en(
    "reference",
    ["add pick up Ella's costume for the concert", "make it friday"],
    create({ title: "Pick up Ella's costume for the concert", due: TOMORROW_DATE }),
  ),

  de(
    "reference",
    ["wann ist der arzttermin", "verschieb ihn auf den 7.12. um 10 uhr"],
    update({ Arzttermin: { due: "2026-12-07T10:00" } }),
  ),
  de(
    "reference",
    ["was ist am samstag", "schieb beide auf sonntag"],
    update({ "Grocery shopping": { due: "2026-11-29" }, "Oma anrufen": { due: "2026-11-29" } }),
  ),
  de(
    "reference",
    ["Besamungstechniker morgen anrufen.", "Setz das bitte auf hohe Priorität."],
    create({ title: "Besamungstechniker anrufen", due: TOMORROW_DATE, priority: "high" }),
  ),
  de("reference", ["wann ist car service", "das ist schon erledigt"], complete("Car service")),
  de(
    "reference",
    ["wann muss ich den steuerberater anrufen", "mach 14 uhr draus"],
    update({ "Steuerberater anrufen": { due: "2026-11-26T14:00" } }),
  ),

  // ─── compound (4 en, 4 de) ───
  en(
    "compound",
    "done the standup notes and move reply to tom to tmrw",
    change({ complete: ["Team standup notes"], update: { "Reply to Tom": { due: TOMORROW_DATE } } }),
  ),
  en(
    "compound",
    "add bin bags, dishwasher tablets and kitchen roll",
    create({ title: "Bin bags" }, { title: "Dishwasher tablets" }, { title: "Kitchen roll" }),
  ),
  en("compound", "paid the electricity bill and the rent is sorted too", complete("Pay electricity bill", "Pay rent")),
  en(
    "compound",
    "move 1:1 with sarah to wed and make the team offsite high priority",
    update({ "1:1 with Sarah": { due: "2026-12-02" }, "Schedule team offsite": { priority: "high" } }),
  ),

  de(
    "compound",
    "Neue Aufgaben: Hoftor streichen, Mähwerk warten.",
    create({ title: "Hoftor streichen" }, { title: "Mähwerk warten" }),
  ),
  de(
    "compound",
    "oma anrufen erledigt und arzttermin auf den 10.12.",
    change({ complete: ["Oma anrufen"], update: { Arzttermin: { due: "2026-12-10" } } }),
  ),
  de("compound", "call bank ist erledigt, reply to tom auch", complete("Call bank", "Reply to Tom")),
  de(
    "compound",
    "grocery shopping auf freitag verschieben und water the plants abhaken",
    change({ complete: ["Water the plants"], update: { "Grocery shopping": { due: TOMORROW_DATE } } }),
  ),

  // ─── plan (4 en, 4 de) ───
  en("plan", "can you sort out my day for me", PLAN),
  en("plan", "help me plan the week", PLAN),
  en("plan", "I only have an hour before school pickup, what should I do first?", NEXT),
  en(
    "plan",
    "break down clean the garage into sort the shelves, bin old paint and sweep",
    create(
      { title: "Sort the shelves", parent: "Clean the garage" },
      { title: "Bin old paint", parent: "Clean the garage" },
      { title: "Sweep", parent: "Clean the garage" },
    ),
  ),

  de("plan", "plan mir bitte den tag", PLAN),
  de("plan", "Kannst du mir die Woche einteilen?", PLAN),
  de("plan", "was mach ich als nächstes", NEXT),
  de(
    "plan",
    "teil christmas cards auf in karten kaufen, karten schreiben und karten verschicken",
    create(
      { title: "Karten kaufen", parent: "Christmas cards" },
      { title: "Karten schreiben", parent: "Christmas cards" },
      { title: "Karten verschicken", parent: "Christmas cards" },
    ),
  ),

  // ─── small talk (3 en, 3 de) ───
  en("small-talk", "thanks a mil", NONE),
  en("small-talk", "Morning! How are you today?", NONE),
  en("small-talk", "lol ok", NONE),

  de("small-talk", "danke dir!", NONE),
  de("small-talk", "Guten Morgen.", NONE),
  de("small-talk", "super passt", NONE),

  // ─── unknown command (3 en, 3 de) ───
  en("unknown-command", "email my list to my husband", NONE),
  en("unknown-command", "switch to dark mode", NONE),
  en("unknown-command", "sync this with my google calendar asap", NONE),

  de("unknown-command", "teil meine liste mit meiner frau", NONE),
  de("unknown-command", "Stell bitte die Sprache auf Englisch um.", NONE),
  de("unknown-command", "exportier alles als pdf", NONE),

  // ─── dates (4 en, 4 de) ───
  en("dates", "Dentist for Ella jan 14 at 3pm", create({ title: "Dentist for Ella", due: "2027-01-14T15:00" })),
  en(
    "dates",
    "pay car insurance on the 1st of every month",
    create({ title: "Pay car insurance", due: "2026-12-01", recurrence: "FREQ=MONTHLY;BYMONTHDAY=1" }),
  ),
  en(
    "dates",
    "follow up with the agency in a fortnight",
    create({ title: "Follow up with the agency", due: "2026-12-10" }),
  ),
  en(
    "dates",
    "Dad's birthday March 3rd every year",
    create({ title: "Dad's birthday", due: "2027-03-03", recurrence: "FREQ=YEARLY" }),
  ),

  de("dates", "Impfung Kälber am 14.1. um 9 Uhr.", create({ title: "Impfung Kälber", due: "2027-01-14T09:00" })),
  de(
    "dates",
    "übermorgen um 15 uhr probetraining mit neukundin",
    create({ title: "Probetraining mit Neukundin", due: "2026-11-28T15:00" }),
  ),
  de(
    "dates",
    "altpapier rausstellen jeden zweiten freitag",
    create({ title: "Altpapier rausstellen", recurrence: "FREQ=WEEKLY;INTERVAL=2" }),
  ),
  de(
    "dates",
    "kita gebühr am 5. jeden monats überweisen",
    create({ title: "Kita gebühr überweisen", due: "2026-12-05", recurrence: "FREQ=MONTHLY;BYMONTHDAY=5" }),
  ),
];
