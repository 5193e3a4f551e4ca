/**
 * Sealed corpus 8, written blind: its author read only issue 21 (the assistant's spec), seed.ts, score.ts, run.ts
 * and the first 180 lines of messages.ts (its helpers and the seed's answers), none of the assistant's code and no
 * other corpus, and wrote every expectation before any run.
 *
 * The clock is seed.ts's: Thursday 26 November 2026, 09:00 in Berlin. This week runs Monday 23 to Sunday
 * 29 November ("Friday" is tomorrow, the 27th; "Saturday" the 28th); next week Monday 30 November to Sunday
 * 6 December.
 *
 * Six people type the messages, each in their own way:
 * 1. a retired teacher from Hamburg: formal German with "Sie", long sentences, old-fashioned words ("Sonnabend",
 *    "Besorgungen", "vermerken"), umlauts sometimes as ae/oe/ue;
 * 2. an Austrian student: "Jänner", "heuer", "Matura", "Semmeln", "leiwand", "passt", short and lower case;
 * 3. a US night-shift nurse: "asap", "pt", "appt", "w/", "b4", "thx", 24-hour times ("0730", "1630");
 * 4. an Australian tradie on a phone: "arvo", "reckon", "mate", "smoko", "heaps", no punctuation;
 * 5. an Indian English office worker: "kindly", "do the needful", "prepone", "itself", polite and formal;
 * 6. a Berlin startup founder mixing German and English ("call mit dem investor", "pushen", "asap"), fast, typos.
 */
import {
  ASK,
  answer,
  anyOf,
  change,
  complete,
  create,
  DONE_THIS_WEEK,
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
  TODAY,
  TOMORROW,
  update,
  withOrWithoutSubtasks,
  YES,
} from "./messages";
import type { SeedAnswers } from "./seed-questions";

// Sets worked out from SEED_TASKS in seed.ts (open tasks only, unless said otherwise).
/** Open tasks in the list "Work" (the open subtasks of "Prepare client presentation" may show or not). */
const WORK_TASKS = [
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
/** Open tasks in the list "Home" ("Vacuum the flat" is done). */
const HOME_TASKS = [
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
/** priority: "high", open. */
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
/** priority "high" and list "Work". */
const HIGH_PRIORITY_WORK = [
  "Send invoice to Acme",
  "Review Q4 budget",
  "Steuerberater anrufen",
  "Prepare client presentation",
  "Quarterly report",
];
/** Tagged "health". */
const HEALTH_TAGGED = ["Dentist", "Yoga class", "Arzttermin"];
/** Open top-level tasks without a due date. */
const NO_DATE = [
  "Read Dune",
  "Learn Spanish",
  "Fix the leaking tap",
  "Update CV",
  "Organise photos",
  "Research new laptop",
  "Cancel gym membership",
  "Fahrrad reparieren",
];
/** Completed 16–22 November. */
const FINISHED_LAST_WEEK = ["Submit expense report", "Buy running shoes", "Book hotel in Lisbon"];
/** Due on Tuesday 1 December. */
const NEXT_TUESDAY = ["1:1 with Sarah", "Yoga class", "Pay rent"];
/** Due between 1 and 31 December. */
const IN_DECEMBER = [
  "1:1 with Sarah",
  "Yoga class",
  "Pay rent",
  "Quarterly report",
  "Arzttermin",
  "Car service",
  "Birthday gift for Anna",
  "Schedule team offsite",
  "Christmas cards",
  "Annual tax return",
];
/** Due from today to Sunday 29 November, then the same with this week's overdue days, or with all overdue work. */
const REST_OF_THIS_WEEK = [
  "Call bank",
  "Team standup notes",
  "Review Q4 budget",
  "Water the plants",
  "Take out the trash",
  "Reply to Tom",
  "Steuerberater anrufen",
  ...TOMORROW,
  ...SATURDAY,
  "Clean the garage",
];
/** This corpus's own seed answers by question, for a test to check against the seeded account's. */
export const SEALED8_SEED_ANSWERS: SeedAnswers = {
  WORK: WORK_TASKS,
  HOME: HOME_TASKS,
  HIGH: HIGH_PRIORITY,
  HIGH_AT_WORK: HIGH_PRIORITY_WORK,
  HEALTH: HEALTH_TAGGED,
  UNDATED: NO_DATE,
  DONE_LAST_WEEK: FINISHED_LAST_WEEK,
  TUESDAY: NEXT_TUESDAY,
  DECEMBER: IN_DECEMBER,
  REST_OF_WEEK: REST_OF_THIS_WEEK,
};
const THIS_WEEK_ANSWER = anyOf(
  answer(...REST_OF_THIS_WEEK),
  answer(...REST_OF_THIS_WEEK, "Dentist", "Pay electricity bill"),
  answer(...REST_OF_THIS_WEEK, ...OVERDUE),
);

export const SEALED8_CASES: EvaluationCase[] = [
  // ── add ──────────────────────────────────────────────────────────────────────────────────────────────────
  en(
    "add",
    "pick up scrubs from dry cleaner tmrw b4 1500",
    create({ title: "pick up scrubs from dry cleaner", due: "2026-11-27" }),
  ),
  en(
    "add",
    "remind me to call pt's daughter back at 1630",
    create({ title: "call pt's daughter back", due: "2026-11-26T16:30", reminders: 1 }),
  ),
  en("add", "renew BLS cert by dec 15", create({ title: "renew BLS cert", due: "2026-12-15" })),
  en("add", "need to book flu shot appt", orAsk(create({ title: "book flu shot appt" }))),
  en(
    "add",
    "pick up timber from bunnings tomorrow arvo",
    create({ title: "pick up timber from bunnings", due: "2026-11-27" }),
  ),
  en(
    "add",
    "remind me to ring the sparky at 3",
    create({ title: "ring the sparky", due: "2026-11-26T15:00", reminders: 1 }),
  ),
  en("add", "smoko run for the boys sat", create({ title: "smoko run for the boys", due: "2026-11-28" })),
  en("add", "quote mrs jenkins bathroom reno", create({ title: "quote mrs jenkins bathroom reno" })),
  en(
    "add",
    "Kindly add a task to submit the timesheet by Friday EOD.",
    create({ title: "submit the timesheet", due: "2026-11-27" }),
  ),
  en(
    "add",
    "Please remind me to call Mr. Sharma tomorrow at 11 am regarding the vendor quotation.",
    create({ title: "call Mr. Sharma regarding the vendor quotation", due: "2026-11-27T11:00", reminders: 1 }),
  ),
  en(
    "add",
    "Add task: prepare MIS report for November, high priority",
    create({ title: "prepare MIS report for November", priority: "high" }),
  ),
  en("add", "Tom has asked for the Q4 budget numbers. Kindly do the needful.", ASK),
  de(
    "add",
    "Bitte vermerken Sie: Rezept bei der Apotheke abholen, morgen Vormittag.",
    create({ title: "Rezept bei der Apotheke abholen", due: "2026-11-27" }),
  ),
  de(
    "add",
    "Erinnern Sie mich bitte, am Sonnabend um 10 Uhr den Blumenstrauss für Frau Petersen zu besorgen.",
    create({ title: "Blumenstrauss für Frau Petersen besorgen", due: "2026-11-28T10:00", reminders: 1 }),
  ),
  de("add", "Fuegen Sie bitte hinzu: Heizkostenabrechnung pruefen", create({ title: "Heizkostenabrechnung pruefen" })),
  de(
    "add",
    "Ich darf nicht vergessen, Frau Behrens das Buch zurueckzugeben.",
    orAsk(create({ title: "Frau Behrens das Buch zurueckgeben" })),
  ),
  de("add", "semmeln kaufen morgen früh", create({ title: "semmeln kaufen", due: "2026-11-27" })),
  de("add", "mathe lernen bis montag", create({ title: "mathe lernen", due: "2026-11-30" })),
  de("add", "wäsche waschen heut abend", create({ title: "wäsche waschen", due: "2026-11-26" })),
  de(
    "add",
    "call mit dem investor morgen um 10 uhr",
    create({ title: "call mit dem investor", due: "2026-11-27T10:00" }),
  ),
  de("add", "pitch deck updaten asap, prio hoch", create({ title: "pitch deck updaten", priority: "high" })),
  de(
    "add",
    "todo: jira tickets für den sprint anlegen, montag",
    create({ title: "jira tickets für den sprint anlegen", due: "2026-11-30" }),
  ),
  de("add", "muss noch das NDA für acme checken", orAsk(create({ title: "NDA für acme checken" }))),
  de(
    "add",
    "kannst du mir nen reminder fürs team lunch freitag 12:30 machen",
    create({ title: "team lunch", due: "2026-11-27T12:30", reminders: 1 }),
  ),

  // ── question ─────────────────────────────────────────────────────────────────────────────────────────────
  en("question", "whats overdue", answer(...OVERDUE)),
  en("question", "what do i have tmrw", answer(...TOMORROW)),
  en("question", "whats on this week mate", THIS_WEEK_ANSWER),
  en("question", "how many jobs i got today", answer(...TODAY)),
  en("question", "Kindly show me all high priority tasks.", answer(...HIGH_PRIORITY)),
  en("question", "What all tasks are there in my Work list?", withOrWithoutSubtasks(WORK_TASKS)),
  en("question", "What did I complete last week?", answer(...FINISHED_LAST_WEEK)),
  en("question", "what did i finish this wk", answer(...DONE_THIS_WEEK)),
  en("question", "whats tagged errands mate", answer(...ERRANDS)),
  en("question", "Which tasks are there without any due date?", withOrWithoutSubtasks(NO_DATE)),
  en("question", "anything on tues?", answer(...NEXT_TUESDAY)),
  en("question", "did i pay the electricity bill?", NONE),
  de("question", "Welche Aufgaben sind überfällig?", answer(...OVERDUE)),
  de("question", "Was steht für die kommende Woche an?", answer(...NEXT_WEEK)),
  de("question", "was hab i heut", answer(...TODAY)),
  de("question", "wie viele sachen sind auf der home liste", answer(...HOME_TASKS)),
  de("question", "was ist mit family getaggt", answer(...FAMILY)),
  de("question", "was steht morgen an, kurz pls", answer(...TOMORROW)),
  de("question", "welche high prio tasks hab ich bei work", answer(...HIGH_PRIORITY_WORK)),
  de("question", "was hab ich diese woche erledigt", answer(...DONE_THIS_WEEK)),
  de("question", "Was ist im Dezember alles fällig?", answer(...IN_DECEMBER)),
  de("question", "was is am samstag", answer(...SATURDAY)),
  de("question", "Zeigen Sie mir bitte alle Aufgaben mit dem Schlagwort health.", answer(...HEALTH_TAGGED)),
  de("question", "hab i oma schon angerufen?", NONE),

  // ── edit ─────────────────────────────────────────────────────────────────────────────────────────────────
  en("edit", "move dentist to mon 0800", update({ Dentist: { due: "2026-11-30T08:00" } })),
  en("edit", "change car service to 1030", update({ "Car service": { due: "2026-12-04T10:30" } })),
  en("edit", "take the finance tag off cancel gym membership", update({ "Cancel gym membership": { tags: [] } })),
  en("edit", "add a reminder 2 hrs b4 return library books", update({ "Return library books": { reminders: 3 } })),
  en("edit", "budget review should be at 1130 not 1030", update({ "Review Q4 budget": { due: "2026-11-26T11:30" } })),
  en("edit", "bump call bank up to high priority", update({ "Call bank": { priority: "high" } })),
  en("edit", "push clean the garage back a week", update({ "Clean the garage": { due: "2026-12-06" } })),
  en("edit", "move the appointment to 3", ASK),
  en("edit", "Kindly prepone the quarterly report to Monday.", update({ "Quarterly report": { due: "2026-11-30" } })),
  en(
    "edit",
    "Please rename 'Update CV' to 'Update CV and LinkedIn profile'.",
    update({ "Update CV": { title: "Update CV and LinkedIn profile" } }),
  ),
  en(
    "edit",
    "Kindly move 'Research new laptop' to the Work list.",
    update({ "Research new laptop": { list: "Work" } }),
  ),
  en(
    "edit",
    "Yoga class need not repeat every week, kindly make it one time only.",
    update({ "Yoga class": { recurrence: null } }),
  ),
  de(
    "edit",
    "Verlegen Sie bitte den Arzttermin auf Freitag, den 4. Dezember, um 9 Uhr.",
    update({ Arzttermin: { due: "2026-12-04T09:00" } }),
  ),
  de("edit", "Versehen Sie bitte „Oma anrufen“ mit hoher Priorität.", update({ "Oma anrufen": { priority: "high" } })),
  de(
    "edit",
    "Bitte fügen Sie „Christmas cards“ eine Erinnerung für den 8.12. um 10 Uhr hinzu.",
    update({ "Christmas cards": { reminders: 1 } }),
  ),
  de("edit", "pick up parcel auf samstag verschieben", update({ "Pick up parcel": { due: "2026-11-28" } })),
  de(
    "edit",
    ["learn spanish in die liste uni", YES],
    change({ update: { "Learn Spanish": { list: "Uni" } }, newLists: ["Uni"] }),
  ),
  de("edit", "1:1 mit sarah auf 16 uhr", update({ "1:1 with Sarah": { due: "2026-12-01T16:00" } })),
  de("edit", "schedule team offsite prio runter auf low", update({ "Schedule team offsite": { priority: "low" } })),
  de(
    "edit",
    "benenn reply to tom um in 'Tom wegen term sheet antworten'",
    update({ "Reply to Tom": { title: "Tom wegen term sheet antworten" } }),
  ),
  de("edit", "quarterly report auf donnerstag schieben", update({ "Quarterly report": { due: "2026-12-03" } })),

  // ── complete ─────────────────────────────────────────────────────────────────────────────────────────────
  en("complete", "done w/ the dentist", complete("Dentist")),
  en("complete", "called the bank all sorted", complete("Call bank")),
  en("complete", "I have sent the invoice to Acme, kindly mark it as done.", complete("Send invoice to Acme")),
  en("complete", "took out the trash", complete("Take out the trash")),
  en("complete", "Water the plants is done.", complete("Water the plants")),
  de(
    "complete",
    "Die Stromrechnung habe ich gestern beglichen, vermerken Sie das bitte als erledigt.",
    orAsk(complete("Pay electricity bill")),
  ),
  de("complete", "oma anrufen erledigt", complete("Oma anrufen")),
  de("complete", "steuerberater angerufen ✅", complete("Steuerberater anrufen")),
  de("complete", "draft outline hab i fertig", complete("Draft outline")),
  de("complete", "Die Aufgabe „Team standup notes“ ist erledigt.", complete("Team standup notes")),

  // ── delete ───────────────────────────────────────────────────────────────────────────────────────────────
  en("delete", ["delete yoga class, quit the studio", YES], remove("Yoga class")),
  en("delete", ["get rid of learn spanish not happening mate", YES], remove("Learn Spanish")),
  en("delete", ["Kindly delete the task 'Organise photos'.", YES], remove("Organise photos")),
  en("delete", "Please delete all my Work tasks.", ASK),
  de("delete", ["Löschen Sie bitte die Aufgabe „Read Dune“, das Buch habe ich verliehen.", YES], remove("Read Dune")),
  de("delete", ["research new laptop löschen", YES], remove("Research new laptop")),
  de("delete", ["lösch mal fahrrad reparieren, hab ein neues gekauft", YES], remove("Fahrrad reparieren")),

  // ── undo ─────────────────────────────────────────────────────────────────────────────────────────────────
  en("undo", ["move pick up parcel to sat", "undo"], REVERT),
  en("undo", ["reply to tom done", "nah undo that mate"], REVERT),
  en("undo", ["Kindly add a task to collect the courier from reception.", "Sorry, please undo that."], REVERT),
  en("undo", "undo", NONE),
  de("undo", ["renew passport erledigt", "na doch nicht, mach das rückgängig"], REVERT),
  de(
    "undo",
    ["Löschen Sie bitte die Aufgabe „Organise photos“.", YES, "Das war ein Irrtum, machen Sie das bitte rückgängig."],
    REVERT,
  ),
  de("undo", "mach mal rückgängig", NONE),

  // ── reference ────────────────────────────────────────────────────────────────────────────────────────────
  en("reference", ["whens my dentist appt", "move it to fri 1400"], update({ Dentist: { due: "2026-11-27T14:00" } })),
  en("reference", ["whats overdue", "mark em all done"], orAsk(complete(...OVERDUE))),
  en(
    "reference",
    ["Kindly add a task to call the vet.", "Make it tomorrow 9 am."],
    create({ title: "call the vet", due: "2026-11-27T09:00" }),
  ),
  en("reference", "move it to tmrw", NONE),
  de(
    "reference",
    ["was ist mit garden getaggt", "das bitte auf morgen"],
    update({ "Water the plants": { due: "2026-11-27" } }),
  ),
  de(
    "reference",
    ["wann muss ich den steuerberater anrufen", "schieb das auf morgen 13 uhr"],
    update({ "Steuerberater anrufen": { due: "2026-11-27T13:00" } }),
  ),
  de(
    "reference",
    ["Wann ist der Arzttermin?", "Bitte verlegen Sie ihn auf 9 Uhr."],
    update({ Arzttermin: { due: "2026-12-03T09:00" } }),
  ),

  // ── compound ─────────────────────────────────────────────────────────────────────────────────────────────
  en(
    "compound",
    "done w/ call bank, move reply to tom to tmrw 0900",
    change({ complete: ["Call bank"], update: { "Reply to Tom": { due: "2026-11-27T09:00" } } }),
  ),
  en(
    "compound",
    "add heaps: buy nails, fix the gate latch, call the hendersons",
    create({ title: "buy nails" }, { title: "fix the gate latch" }, { title: "call the hendersons" }),
  ),
  en(
    "compound",
    "Kindly mark Team standup notes as done and add a task to send the minutes to all stakeholders today itself.",
    change({
      complete: ["Team standup notes"],
      create: [{ title: "send the minutes to all stakeholders", due: "2026-11-26" }],
    }),
  ),
  en("compound", "complete dentist + pay electricity bill", complete("Dentist", "Pay electricity bill")),
  de(
    "compound",
    "Bitte notieren Sie für Sonnabend: Briefmarken kaufen, Kaffeefilter besorgen und Vogelfutter holen.",
    create(
      { title: "Briefmarken kaufen", due: "2026-11-28" },
      { title: "Kaffeefilter besorgen", due: "2026-11-28" },
      { title: "Vogelfutter holen", due: "2026-11-28" },
    ),
  ),
  de(
    "compound",
    "grocery shopping auf sonntag und oma anrufen is erledigt",
    change({ update: { "Grocery shopping": { due: "2026-11-29" } }, complete: ["Oma anrufen"] }),
  ),
  de(
    "compound",
    "reply to tom done, quarterly report auf mittwoch 12 uhr und add investor update schreiben für freitag",
    change({
      complete: ["Reply to Tom"],
      update: { "Quarterly report": { due: "2026-12-02T12:00" } },
      create: [{ title: "investor update schreiben", due: "2026-11-27" }],
    }),
  ),

  // ── plan ─────────────────────────────────────────────────────────────────────────────────────────────────
  en("plan", "plan my day pls", PLAN),
  en("plan", "what should i tackle first mate", NEXT),
  en("plan", "Kindly plan my week.", PLAN),
  en(
    "plan",
    "break down clean the garage into sort tools, sweep the floor and take junk to the tip",
    create(
      { title: "sort tools", parent: "Clean the garage" },
      { title: "sweep the floor", parent: "Clean the garage" },
      { title: "take junk to the tip", parent: "Clean the garage" },
    ),
  ),
  de("plan", "Könnten Sie mir bitte einen Plan für den heutigen Tag erstellen?", PLAN),
  de("plan", "was soll i als nächstes machen", NEXT),
  de("plan", "plan mal meine woche", PLAN),
  de(
    "plan",
    "prepare client presentation aufteilen in demo video, pricing slide und Q&A vorbereiten",
    create(
      { title: "demo video", parent: "Prepare client presentation" },
      { title: "pricing slide", parent: "Prepare client presentation" },
      { title: "Q&A vorbereiten", parent: "Prepare client presentation" },
    ),
  ),

  // ── dates ────────────────────────────────────────────────────────────────────────────────────────────────
  en("dates", "pick up rx refill dec 3 at 0730", create({ title: "pick up rx refill", due: "2026-12-03T07:30" })),
  en(
    "dates",
    "night shift every fri and sat 1900",
    create({ title: "night shift", due: "2026-11-27T19:00", recurrence: "FREQ=WEEKLY;BYDAY=FR,SA" }),
  ),
  en(
    "dates",
    "send shift swap request to maria eod",
    create({ title: "send shift swap request to maria", due: "2026-11-26" }),
  ),
  en("dates", "ute rego due jan 14", create({ title: "ute rego", due: "2027-01-14" })),
  en(
    "dates",
    "put the bins out every tues",
    create({ title: "put the bins out", due: "2026-12-01", recurrence: "FREQ=WEEKLY;BYDAY=TU" }),
  ),
  en(
    "dates",
    "Add a task to pay the society maintenance on the 5th of every month.",
    create({ title: "pay the society maintenance", due: "2026-12-05", recurrence: "FREQ=MONTHLY;BYMONTHDAY=5" }),
  ),
  en("dates", "Remind me to call Mom in a fortnight.", create({ title: "call Mom", due: "2026-12-10" })),
  de(
    "dates",
    "Tragen Sie bitte ein: Hochzeitstag am 19.12., jedes Jahr",
    create({ title: "Hochzeitstag", due: "2026-12-19", recurrence: "FREQ=YEARLY" }),
  ),
  de(
    "dates",
    "Übermorgen um 15 Uhr Kaffee bei Frau Hansen",
    create({ title: "Kaffee bei Frau Hansen", due: "2026-11-28T15:00" }),
  ),
  de("dates", "Zahnreinigung am 14.1. um 15 Uhr", create({ title: "Zahnreinigung", due: "2027-01-14T15:00" })),
  de("dates", "matura anmeldung bis 15. jänner", create({ title: "matura anmeldung", due: "2027-01-15" })),
  de(
    "dates",
    "fußball jeden dienstag und donnerstag um 18 uhr",
    create({ title: "fußball", recurrence: "FREQ=WEEKLY;BYDAY=TU,TH" }),
  ),
  de(
    "dates",
    "board meeting prep alle zwei wochen montags 9 uhr",
    create({ title: "board meeting prep", due: "2026-11-30T09:00", recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO" }),
  ),

  // ── small talk ───────────────────────────────────────────────────────────────────────────────────────────
  en("small-talk", "thx!!", NONE),
  en("small-talk", "cheers mate legend", NONE),
  en("small-talk", "Good morning! Hope you are doing well.", NONE),
  en("small-talk", "ugh 3 codes tonight im dead", NONE),
  de("small-talk", "Vielen Dank, das ist sehr freundlich von Ihnen.", NONE),
  de("small-talk", "passt, danke dir", NONE),
  de("small-talk", "leiwand 👍", NONE),
  de("small-talk", "nice, danke 🙏", NONE),

  // ── unknown commands ─────────────────────────────────────────────────────────────────────────────────────
  en("unknown-command", "text my charge nurse im running 10 min late", NONE),
  en("unknown-command", "Kindly send the quarterly report to my manager.", NONE),
  en("unknown-command", "can u order a pizza to the site", NONE),
  de("unknown-command", "Könnten Sie bitte meiner Tochter eine E-Mail schreiben, dass ich Sonntag komme?", NONE),
  de("unknown-command", "stell einen wecker auf 6 uhr", NONE),
  de("unknown-command", "sync das mal mit meinem google calendar", NONE),
];
