import {
  ASK,
  answer,
  anyOf,
  change,
  complete,
  create,
  type EvaluationCase,
  group,
  NEXT,
  NONE,
  orAsk,
  PLAN,
  REVERT,
  remove,
  update,
  YES,
} from "./messages";
import type { Expectation } from "./score";
import type { SeedAnswers } from "./seed-questions";

/**
 * A sealed corpus, written blind: its author read only issue 21, the seed (seed.ts), the scorer (score.ts), the
 * runner (run.ts) and the helpers at the top of messages.ts — not the assistant's code, its tests or any other
 * corpus. Every expectation was written before any run, for the seeded account at the fixed clock: Thursday
 * 26 November 2026, 09:00 in Berlin, weeks starting on Monday (this week 23–29 November, next week
 * 30 November – 6 December).
 *
 * The messages are typed as six imagined people type:
 * - Marita Pütz, 45, a nurse on shifts in Cologne: short German between shifts, lower case, "nä", "morjen", "wat", typos.
 * - Jonte Ehlers, 17, at school in Hamburg: lower case, no punctuation, "digga", "kp", an emoji now and then.
 * - Clodagh Mulcahy, 38, a teacher in Dublin: "sort out", "grand", "half 3", "ring", "what have I on".
 * - Shreyas Hebbar, 30, an engineer from Bangalore working in Frankfurt: "kindly", "prepone", "do the needful",
 *   "revert back", "what all".
 * - Gotthilf Kächele, 70, a retired engineer in Stuttgart: formal German with "Sie", verb last, "Kehrwoche", "gell".
 * - Itziar Goikoetxea, 27, a Spanish PhD student in Leipzig: English and German, both with small mistakes.
 */

// The seeded account's answers, worked out from seed.ts for the fixed clock.
const OVERDUE = ["Dentist", "Pay electricity bill", "Send invoice to Acme"];
const DUE_TODAY = [
  "Call bank",
  "Team standup notes",
  "Review Q4 budget",
  "Water the plants",
  "Take out the trash",
  "Reply to Tom",
  "Steuerberater anrufen",
];
/** Today, with what is overdue (issue 21, point 2). */
const TODAY = [...DUE_TODAY, ...OVERDUE];
const TOMORROW = ["Pick up parcel", "Prepare client presentation", "Book flights to Lisbon", "Return library books"];
const SATURDAY = ["Grocery shopping", "Oma anrufen"];
const REST_OF_WEEK = [...DUE_TODAY, ...TOMORROW, ...SATURDAY, "Clean the garage"];
/** This week from today, or the whole week with its overdue days, or with everything overdue: all fair. */
const THIS_WEEK = anyOf(
  answer(...REST_OF_WEEK),
  answer(...REST_OF_WEEK, "Dentist", "Pay electricity bill"),
  answer(...REST_OF_WEEK, ...OVERDUE),
);
const TUESDAY = ["1:1 with Sarah", "Yoga class", "Pay rent"];
const NEXT_WEEK = [
  "Renew passport",
  ...TUESDAY,
  "Quarterly report",
  "Arzttermin",
  "Car service",
  "Birthday gift for Anna",
];
const OPEN_SUBTASKS = ["Draft outline", "Design slides"];
/** The open subtasks have no date and no list of their own: an answer may show them or not. */
const withOrWithoutSubtasks = (tasks: string[]): Expectation =>
  anyOf(answer(...tasks), answer(...tasks, ...OPEN_SUBTASKS));
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
const MEDIUM = ["Call bank", "Birthday gift for Anna", "Schedule team offsite", "Fix the leaking tap"];
const LOW = ["Read Dune", "Organise photos"];
const ERRANDS = ["Pick up parcel", "Return library books", "Grocery shopping", "Renew passport"];
const ERRANDS_THIS_WEEK = ["Pick up parcel", "Return library books", "Grocery shopping"];
const HEALTH = ["Dentist", "Yoga class", "Arzttermin"];
const FINANCE = ["Call bank", "Annual tax return", "Cancel gym membership"];
const FAMILY = ["Oma anrufen", "Birthday gift for Anna", "Christmas cards"];
const DONE_LAST_WEEK = ["Submit expense report", "Buy running shoes", "Book hotel in Lisbon"];

/** This corpus's own seed answers by question, for a test to check against the seeded account's. */
export const SEALED5_SEED_ANSWERS: SeedAnswers = {
  OVERDUE,
  DUE_TODAY,
  TOMORROW,
  SATURDAY,
  REST_OF_WEEK,
  TUESDAY,
  NEXT_WEEK,
  OPEN_SUBTASKS,
  UNDATED,
  WORK,
  HOME,
  HIGH,
  HIGH_AT_WORK,
  MEDIUM,
  LOW,
  ERRANDS,
  ERRANDS_THIS_WEEK,
  HEALTH,
  FINANCE,
  FAMILY,
  DONE_LAST_WEEK,
};
/** Done this week: the subtask "Collect sales figures" (done Wednesday) may be counted or not. */
const DONE_THIS_WEEK = anyOf(
  answer("Vacuum the flat", "Email landlord"),
  answer("Vacuum the flat", "Email landlord", "Collect sales figures"),
);

export const SEALED5_CASES: EvaluationCase[] = [
  // Questions: windows × filters × asks. Nothing may change.
  ...group("question", "en", [
    // Clodagh
    ["what have I on today", answer(...TODAY)],
    ["whats on this week", THIS_WEEK],
    ["what have i got on next week", answer(...NEXT_WEEK)],
    ["what's on saturday", answer(...SATURDAY)],
    ["when's the car service", answer("Car service")],
    ["how many things are overdue", answer(...OVERDUE)],
    ["what did I get done last week", answer(...DONE_LAST_WEEK)],
    ["anything on the 9th?", answer("Schedule team offsite")],
    ["show me the family stuff", answer(...FAMILY)],
    // Shreyas
    ["kindly show all high priority tasks", answer(...HIGH)],
    ["what all is pending in Work list", withOrWithoutSubtasks(WORK)],
    ["what are my tasks on 4th december", answer("Car service")],
    ["how many tasks I have for tomorrow?", answer(...TOMORROW)],
    ["which tasks are not having any due date", withOrWithoutSubtasks(UNDATED)],
    ["errands this week?", answer(...ERRANDS_THIS_WEEK)],
    ["any work tasks for tomorrow?", answer("Prepare client presentation")],
    // Itziar
    ["what I have to do on tuesday?", answer(...TUESDAY)],
    ["which tasks I finished this week?", DONE_THIS_WEEK],
    ["which tasks have the tag health?", answer(...HEALTH)],
    ["what is in my home list", answer(...HOME)],
    ["show me medium priority tasks", answer(...MEDIUM)],
  ]),
  ...group("question", "de", [
    // Marita
    ["was steht heute an", answer(...TODAY)],
    ["wat is überfällig", answer(...OVERDUE)],
    ["wann is oma anrufen", answer("Oma anrufen")],
    ["was hab ich samstag", answer(...SATURDAY)],
    ["zeig #health", answer(...HEALTH)],
    // Jonte
    ["digga was muss ich morgen machen", answer(...TOMORROW)],
    ["was steht nächste woche an", answer(...NEXT_WEEK)],
    ["hab ich irgendwas ohne datum", withOrWithoutSubtasks(UNDATED)],
    ["was hab ich diese woche geschafft", DONE_THIS_WEEK],
    ["was is am 1.12.", answer(...TUESDAY)],
    ["zeig alles mit #errands", answer(...ERRANDS)],
    // Gotthilf
    ["Welche Aufgaben habe ich in dieser Woche noch zu erledigen?", THIS_WEEK],
    ["Wann ist mein Arzttermin?", answer("Arzttermin")],
    ["Welche Aufgaben mit hoher Priorität stehen auf der Liste Work?", answer(...HIGH_AT_WORK)],
    ["Was habe ich letzte Woche erledigt?", answer(...DONE_LAST_WEEK)],
    ["Was steht am Mittwoch an, gell?", answer("Quarterly report")],
    ["Welche Aufgaben haben eine niedrige Priorität?", answer(...LOW)],
    // Itziar
    ["was ich habe am Montag?", answer("Renew passport")],
    ["wie viele Aufgaben sind in Home liste?", answer(...HOME)],
    ["zeig mir die Aufgaben mit Tag finance", answer(...FINANCE)],
  ]),

  // Adds: dates, times, recurrences, priorities, tags, reminders, several at once.
  ...group("add", "en", [
    // Clodagh
    ["parent teacher meeting tuesday at half 3", create({ title: "parent teacher meeting", due: "2026-12-01T15:30" })],
    ["sort out car insurance by the 10th", create({ title: "sort out car insurance", due: "2026-12-10" })],
    [
      "remind me to collect the dry cleaning tomorrow at 5",
      create({ title: "collect the dry cleaning", due: "2026-11-27T17:00", reminders: 1 }),
    ],
    ["ring mam every sunday", create({ title: "ring mam", recurrence: "FREQ=WEEKLY;BYDAY=SU" })],
    // Shreyas
    [
      "add visa documents submission on 3rd dec at 11am high priority",
      create({ title: "visa documents submission", due: "2026-12-03T11:00", priority: "high" }),
    ],
    [
      "cricket practice every tue and thu 7pm",
      create({ title: "cricket practice", recurrence: "FREQ=WEEKLY;BYDAY=TU,TH" }),
    ],
    [
      "kindly add renew driving licence, pick up aadhaar letter and book train to munich",
      create(
        { title: "renew driving licence" },
        { title: "pick up aadhaar letter" },
        { title: "book train to munich" },
      ),
    ],
    // Itziar
    ["call the ausländerbehörde friday at 3", create({ title: "call the ausländerbehörde", due: "2026-11-27T15:00" })],
    [
      "add meeting with my supervisor monday 10am",
      create({ title: "meeting with my supervisor", due: "2026-11-30T10:00" }),
    ],
    [
      "send paper draft to prof weber on 4 december",
      create({ title: "send paper draft to prof weber", due: "2026-12-04" }),
    ],
  ]),
  ...group("add", "de", [
    // Marita
    ["dienstplan abgeben bis 1.12.", create({ title: "dienstplan abgeben", due: "2026-12-01" })],
    [
      "jeden montag altpapier rausstellen",
      create({ title: "altpapier rausstellen", recurrence: "FREQ=WEEKLY;BYDAY=MO" }),
    ],
    [
      "erinner mich morgen um 14 uhr krankenkase anrufen",
      create({ title: "krankenkase anrufen", due: "2026-11-27T14:00", reminders: 1 }),
    ],
    // Jonte
    ["fahrschule jeden donnerstag 17 uhr", create({ title: "fahrschule", recurrence: "FREQ=WEEKLY;BYDAY=TH" })],
    ["geschenk für lasse kaufen #geburtstag", create({ title: "geschenk für lasse kaufen", tags: ["geburtstag"] })],
    // Gotthilf
    [
      "Bitte notieren Sie den Notartermin am 10.12. um 11 Uhr.",
      anyOf(
        create({ title: "Notartermin", due: "2026-12-10T11:00" }),
        create({ title: "den Notartermin", due: "2026-12-10T11:00" }),
      ),
    ],
    [
      "Erinnern Sie mich bitte übermorgen um 10 Uhr, den Gärtner anzurufen.",
      anyOf(
        create({ title: "den Gärtner anrufen", due: "2026-11-28T10:00", reminders: 1 }),
        create({ title: "Gärtner anrufen", due: "2026-11-28T10:00", reminders: 1 }),
        create({ title: "den Gärtner anzurufen", due: "2026-11-28T10:00", reminders: 1 }),
      ),
    ],
    [
      "Bitte notieren Sie: jeden Samstag Kehrwoche.",
      create({ title: "Kehrwoche", recurrence: "FREQ=WEEKLY;BYDAY=SA" }),
    ],
    // Itziar
    ["Anmeldung Sprachkurs bis Freitag", create({ title: "Anmeldung Sprachkurs", due: "2026-11-27" })],
    [
      "neue Aufgabe: Wohnungsgeberbestätigung holen, hohe Priorität",
      create({ title: "Wohnungsgeberbestätigung holen", priority: "high" }),
    ],
  ]),

  // Dates that are never absurd: day numbers never read as years, next-year dates, yearly and monthly rules.
  ...group("dates", "en", [
    // Clodagh
    [
      "book the venue for the staff party december 19",
      create({ title: "book the venue for the staff party", due: "2026-12-19" }),
    ],
    [
      "add mam's birthday 3 feb every year",
      create({ title: "mam's birthday", due: "2027-02-03", recurrence: "FREQ=YEARLY" }),
    ],
    ["file the tax credit form in a fortnight", create({ title: "file the tax credit form", due: "2026-12-10" })],
    // Shreyas
    ["renew rental agreement jan 14", create({ title: "renew rental agreement", due: "2027-01-14" })],
    ["submit timesheet eod", create({ title: "submit timesheet", due: "2026-11-26" })],
    // Itziar
    [
      "pay the rundfunkbeitrag on the 15th of every month",
      create({ title: "pay the rundfunkbeitrag", recurrence: "FREQ=MONTHLY;BYMONTHDAY=15" }),
    ],
    ["pay the quarterly taxes on april 15", create({ title: "pay the quarterly taxes", due: "2027-04-15" })],
  ]),
  ...group("dates", "de", [
    // Marita
    ["zahnarzt 14.1. um 9:30", create({ title: "zahnarzt", due: "2027-01-14T09:30" })],
    ["übermorgen um 15 uhr friseur", create({ title: "friseur", due: "2026-11-28T15:00" })],
    ["täglich 20 uhr tabletten nehmen", create({ title: "tabletten nehmen", recurrence: "FREQ=DAILY" })],
    // Gotthilf
    [
      "Bitte notieren Sie: Medikamente bestellen alle zwei Wochen.",
      create({ title: "Medikamente bestellen", recurrence: "FREQ=WEEKLY;INTERVAL=2" }),
    ],
    [
      "Bitte notieren Sie: Geburtstag von Tante Frieda jährlich am 12.3.",
      create({ title: "Geburtstag von Tante Frieda", due: "2027-03-12", recurrence: "FREQ=YEARLY" }),
    ],
    // Itziar
    [
      "Miete überweisen am 3. jeden Monat",
      create({ title: "Miete überweisen", recurrence: "FREQ=MONTHLY;BYMONTHDAY=3" }),
    ],
  ]),

  // Edits: rename, priority, tags, time only, date, list, stop repeating, reminder.
  ...group("edit", "en", [
    // Clodagh
    ["push the budget review to 11:30", update({ "Review Q4 budget": { due: "2026-11-26T11:30" } })],
    ["rename Read Dune to Read Dune Messiah", update({ "Read Dune": { title: "Read Dune Messiah" } })],
    ["stop repeating yoga, the course is over", update({ "Yoga class": { recurrence: null } })],
    // Shreyas
    ["kindly prepone the car service to wednesday", update({ "Car service": { due: "2026-12-02" } })],
    ["add tag urgent to renew passport", update({ "Renew passport": { tags: ["errands", "urgent"] } })],
    ["remove the errands tag from pick up parcel", update({ "Pick up parcel": { tags: [] } })],
    ["move research new laptop to work list", update({ "Research new laptop": { list: "Work" } })],
    ["set reminder for quarterly report 1 hour before", update({ "Quarterly report": { reminders: 1 } })],
    // Itziar
    ["change the 1:1 with sarah to 4pm please", update({ "1:1 with Sarah": { due: "2026-12-01T16:00" } })],
    [
      "please add one more reminder to return library books, 30 minutes before",
      update({ "Return library books": { reminders: 3 } }),
    ],
    [
      ["move learn spanish to the list Uni", YES],
      change({ update: { "Learn Spanish": { list: "Uni" } }, newLists: ["Uni"] }),
    ],
  ]),
  ...group("edit", "de", [
    // Marita
    ["arzttermin auf 10.12. verschieben", update({ Arzttermin: { due: "2026-12-10" } })],
    ["oma anrufen auf 17 uhr", update({ "Oma anrufen": { due: "2026-11-28T17:00" } })],
    ["erinner mich an den arzttermin 1 tag vorher", update({ Arzttermin: { reminders: 1 } })],
    ["tag health bei dentist wegmachen", update({ Dentist: { tags: [] } })],
    // Jonte
    ["schieb pick up parcel auf montag", update({ "Pick up parcel": { due: "2026-11-30" } })],
    [
      "fahrrad reparieren umbenennen in fahrradschlauch wechseln",
      update({ "Fahrrad reparieren": { title: "fahrradschlauch wechseln" } }),
    ],
    ["mach bei learn spanish noch den tag schule dazu", update({ "Learn Spanish": { tags: ["learning", "schule"] } })],
    [
      ["pack fahrrad reparieren in liste freizeit", YES],
      change({ update: { "Fahrrad reparieren": { list: "Freizeit" } }, newLists: ["Freizeit"] }),
    ],
    // Gotthilf
    [
      "Bitte verschieben Sie „Car service“ auf Freitag, den 11. Dezember.",
      update({ "Car service": { due: "2026-12-11" } }),
    ],
    [
      "Bitte setzen Sie die Priorität von „Christmas cards“ auf hoch.",
      update({ "Christmas cards": { priority: "high" } }),
    ],
    ["Die Aufgabe „Pay rent“ soll sich bitte nicht mehr wiederholen.", update({ "Pay rent": { recurrence: null } })],
  ]),

  // "I did X", "done with X": completes.
  ...group("complete", "en", [
    ["I rang the bank", orAsk(complete("Call bank"))],
    ["finished the team standup notes", complete("Team standup notes")],
    ["paid electricity bill, kindly mark it done", complete("Pay electricity bill")],
    ["I have sent the invoice to Acme", complete("Send invoice to Acme")],
    ["I finished the Q4 budget review", orAsk(complete("Review Q4 budget"))],
  ]),
  ...group("complete", "de", [
    ["oma anrufen erledigt", complete("Oma anrufen")],
    ["steuerberater is erledigt", complete("Steuerberater anrufen")],
    ["fahrrad hab ich repariert", orAsk(complete("Fahrrad reparieren"))],
    ["Bitte markieren Sie „Grocery shopping“ als erledigt.", complete("Grocery shopping")],
    ["Dentist ist erledigt", complete("Dentist")],
  ]),

  // Delete asks first; with a yes it deletes.
  ...group("delete", "en", [
    ["delete fix the leaking tap", ASK],
    [["kindly delete research new laptop", YES], remove("Research new laptop")],
    [["get rid of organise photos", YES], remove("Organise photos")],
  ]),
  ...group("delete", "de", [
    ["lösch fahrrad reparieren", ASK],
    [["Bitte löschen Sie die Aufgabe „Organise photos“.", YES], remove("Organise photos")],
    [["digga lösch read dune", YES], remove("Read Dune")],
  ]),

  // Follow-ups: "it", "that", "the first one", "them", a typed yes or no.
  ...group("reference", "en", [
    [["when's the car service", "move it to the 11th"], update({ "Car service": { due: "2026-12-11" } })],
    [["what's on saturday", "move the first one to sunday"], update({ "Grocery shopping": { due: "2026-11-29" } })],
    [
      ["when is my 1:1 with sarah", "kindly prepone that to monday"],
      update({ "1:1 with Sarah": { due: "2026-11-30" } }),
    ],
    [
      ["when do I have to renew the passport", "put a reminder on it the day before"],
      update({ "Renew passport": { reminders: 1 } }),
    ],
    [["delete the gym membership task", "no, leave it"], NONE],
    [["what is overdue?", "kindly mark all of them as done"], complete(...OVERDUE)],
  ]),
  ...group("reference", "de", [
    [["wann is der arzttermin", "schieb den auf 9.12."], update({ Arzttermin: { due: "2026-12-09" } })],
    [["was hab ich samstag", "das erste auf sonntag"], update({ "Grocery shopping": { due: "2026-11-29" } })],
    [["wann ist oma anrufen", "hab ich schon erledigt"], complete("Oma anrufen")],
    [
      ["Wann ist der Termin „Car service“?", "Bitte verschieben Sie ihn auf den 7. Dezember."],
      update({ "Car service": { due: "2026-12-07" } }),
    ],
    [["lösch fahrrad reparieren", "nä"], NONE],
    [["lösch organise photos", "ja"], orAsk(remove("Organise photos"))],
  ]),

  // Undo puts back what the message before changed.
  ...group("undo", "en", [
    [["add buy printer ink", "undo"], REVERT],
    [["mark the dentist as done", "undo that"], REVERT],
    [["kindly move car service to monday", "kindly revert back that change"], REVERT],
  ]),
  ...group("undo", "de", [
    [["schieb fahrrad reparieren auf morgen", "rückgängig"], REVERT],
    [["Bitte markieren Sie „Pay rent“ als erledigt.", "Bitte machen Sie das rückgängig."], REVERT],
    [["neue aufgabe sportzeug waschen", "mach das rückgängig digga"], REVERT],
  ]),

  // Several requests in one message.
  ...group("compound", "en", [
    [
      "tick off the standup notes and move reply to tom to tomorrow",
      change({ complete: ["Team standup notes"], update: { "Reply to Tom": { due: "2026-11-27" } } }),
    ],
    [
      "add 3 tasks: photocopy the worksheets, email the principal and order whiteboard markers",
      create(
        { title: "photocopy the worksheets" },
        { title: "email the principal" },
        { title: "order whiteboard markers" },
      ),
    ],
    [
      "kindly mark pick up parcel as done and postpone grocery shopping to sunday",
      change({ complete: ["Pick up parcel"], update: { "Grocery shopping": { due: "2026-11-29" } } }),
    ],
    [
      "dentist is done and move call bank to tomorrow",
      change({ complete: ["Dentist"], update: { "Call bank": { due: "2026-11-27" } } }),
    ],
  ]),
  ...group("compound", "de", [
    [
      "hab oma angerufen und steuerberater auf morgen schieben",
      change({ complete: ["Oma anrufen"], update: { "Steuerberater anrufen": { due: "2026-11-27" } } }),
    ],
    [
      "3 sachen: wäsche waschen, kühlschrank putzen und pfand wegbringen",
      create({ title: "wäsche waschen" }, { title: "kühlschrank putzen" }, { title: "pfand wegbringen" }),
    ],
    [
      "Bitte haken Sie „Water the plants“ ab und verschieben Sie „Clean the garage“ auf Samstag.",
      change({ complete: ["Water the plants"], update: { "Clean the garage": { due: "2026-11-28" } } }),
    ],
    [
      "Fahrrad reparieren ist fertig und bitte Renew passport auf Dienstag verschieben",
      change({ complete: ["Fahrrad reparieren"], update: { "Renew passport": { due: "2026-12-01" } } }),
    ],
  ]),

  // Plans, what next, and breaking a task down into subtasks.
  ...group("plan", "en", [
    ["plan my day", PLAN],
    ["kindly plan my week", PLAN],
    ["what I should do next?", NEXT],
    [
      "break down clean the garage into sort the boxes, sweep the floor and bring the old paint to the recycling centre",
      create(
        { title: "sort the boxes", parent: "Clean the garage" },
        { title: "sweep the floor", parent: "Clean the garage" },
        { title: "bring the old paint to the recycling centre", parent: "Clean the garage" },
      ),
    ],
    [
      "kindly break down quarterly report into collect data, make charts and review with manager",
      create(
        { title: "collect data", parent: "Quarterly report" },
        { title: "make charts", parent: "Quarterly report" },
        { title: "review with manager", parent: "Quarterly report" },
      ),
    ],
  ]),
  ...group("plan", "de", [
    ["plan ma mein tag", PLAN],
    ["Könnten Sie bitte meine Woche planen?", PLAN],
    ["was soll ich als nächstes machen", NEXT],
    [
      "fahrrad reparieren aufteilen in schlauch kaufen, reifen flicken und bremse einstellen",
      create(
        { title: "schlauch kaufen", parent: "Fahrrad reparieren" },
        { title: "reifen flicken", parent: "Fahrrad reparieren" },
        { title: "bremse einstellen", parent: "Fahrrad reparieren" },
      ),
    ],
    [
      "Bitte unterteilen Sie „Christmas cards“ in Karten kaufen, Adressen heraussuchen und Briefmarken besorgen.",
      create(
        { title: "Karten kaufen", parent: "Christmas cards" },
        { title: "Adressen heraussuchen", parent: "Christmas cards" },
        { title: "Briefmarken besorgen", parent: "Christmas cards" },
      ),
    ],
  ]),

  // Small talk: a reply, nothing saved.
  ...group("small-talk", "en", [
    ["thanks a million", NONE],
    ["hiya", NONE],
    ["grand, cheers", NONE],
    ["thank you so much for the help 🙏", NONE],
  ]),
  ...group("small-talk", "de", [
    ["danke dir", NONE],
    ["morjen", NONE],
    ["digga was geht", NONE],
    ["Vielen Dank, das ist sehr freundlich von Ihnen.", NONE],
  ]),

  // Commands it cannot carry out, and pronouns with nothing to refer to: nothing changed.
  ...group("unknown-command", "en", [
    ["turn on dark mode", NONE],
    ["export everything to excel", NONE],
    ["do the needful", NONE],
    ["move it to friday", NONE],
  ]),
  ...group("unknown-command", "de", [
    ["mach dunkelmodus an", NONE],
    ["exportier ma alles als pdf", NONE],
    ["schieb das auf morgen", NONE],
    ["Löschen Sie das bitte.", NONE],
  ]),
];
