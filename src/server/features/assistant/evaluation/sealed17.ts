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

/**
 * sealed17: a corpus written blind. Its author read only issue 21, seed.ts, score.ts, run.ts, seed-questions.ts
 * and lines 1–215 of messages.ts — none of the assistant's code, its tests or any other corpus — and wrote every
 * expected outcome from the seed before anything was run.
 *
 * The clock: Thursday 26 November 2026, 09:00 in Berlin (tomorrow Friday 27, Saturday 28, Sunday 29, next
 * Monday 30 November). The six people:
 * - Priya Shah, runs a mobile dog-grooming van in Bristol; short, lower-case messages between appointments.
 * - Dwayne Carter, freight dispatcher at a trucking company in Columbus, Ohio; abbreviations, no punctuation.
 * - Fiona MacLeod, librarian at a public library in Edinburgh; full sentences, polite, the odd typo.
 * - Jonas Berger, physiotherapist with his own practice in Leipzig; terse German, often without capitals.
 * - Katrin Vogel, event planner in Frankfurt; several things in one message, German with English task names.
 * - Emre Yıldız, train conductor in Hannover; writes on his phone between stops, standard German, typos.
 */

/** The seed's answers to the questions this corpus asks beyond messages.ts's, computed from seed.ts. */
export const SEALED17_SEED_ANSWERS: SeedAnswers = {
  SUNDAY: ["Clean the garage"],
  WEEKEND: ["Grocery shopping", "Oma anrufen", "Clean the garage"],
  ERRANDS_THIS_WEEK: ["Pick up parcel", "Return library books", "Grocery shopping"],
  HOME_THIS_WEEK: ["Water the plants", "Take out the trash", "Grocery shopping", "Clean the garage"],
  DONE_YESTERDAY: ["Collect sales figures", "Email landlord"],
  BILLS: ["Pay electricity bill", "Pay rent"],
  LOW: ["Read Dune", "Organise photos"],
};

const spelled = (question: keyof SeedAnswers): string[] => [...(SEALED17_SEED_ANSWERS[question] ?? [])];

/** Today, with or without what is overdue: a user asking about today accepts both. */
const TODAY_EITHER: Expectation = anyOf(answer(...TODAY), answer(...DUE_TODAY));

export const SEALED17_CASES: EvaluationCase[] = [
  // ── add (en) ──
  en("add", "add order clipper blades tomorrow", create({ title: "order clipper blades", due: TOMORROW_DATE })),
  en(
    "add",
    "remind me to ring the vet friday at 10am",
    create({ title: "ring the vet", due: "2026-11-27T10:00", reminders: 1 }),
  ),
  en("add", "new task: renew van insurance, high priority", create({ title: "renew van insurance", priority: "high" })),
  en("add", "dog food", orAsk(create({ title: "dog food" }))),
  en(
    "add",
    "pick up mom's prescription at 4",
    create({ title: "pick up mom's prescription", due: "2026-11-26T16:00" }),
  ),
  en("add", "add sort out tax receipts to my work list", create({ title: "sort out tax receipts", list: "Work" })),
  en(
    "add",
    "add call the landlord about the boiler #house",
    create({ title: "call the landlord about the boiler", tags: ["house"] }),
  ),
  en(
    "add",
    "water the tomato seedlings every day",
    create({ title: "water the tomato seedlings", recurrence: "FREQ=DAILY" }),
  ),
  en(
    "add",
    "team lunch next friday at 12:30",
    anyOf(
      create({ title: "team lunch", due: "2026-11-27T12:30" }),
      create({ title: "team lunch", due: "2026-12-04T12:30" }),
    ),
  ),
  en(
    "add",
    "need to buy a birthday card for dad by saturday",
    anyOf(
      create({ title: "buy a birthday card for dad", due: SATURDAY_DATE }),
      create({ title: "need to buy a birthday card for dad", due: SATURDAY_DATE }),
    ),
  ),
  en("add", "put defrost the freezer on sunday", create({ title: "defrost the freezer", due: "2026-11-29" })),
  en(
    "add",
    "dog grooming refresher course every other wednesday at 6pm",
    create({ title: "dog grooming refresher course", recurrence: "FREQ=WEEKLY;INTERVAL=2" }),
  ),
  en(
    "add",
    "Could you add schedule an annual checkup for the van, low priority please",
    create({ title: "schedule an annual checkup for the van", priority: "low" }),
  ),
  en("add", "pls add return the drill to jess", create({ title: "return the drill to jess" })),

  // ── add (de) ──
  de("add", "füge milch und eier kaufen hinzu", create({ title: "milch und eier kaufen" })),
  de("add", "neue aufgabe: bewerbungsfotos machen lassen", create({ title: "bewerbungsfotos machen lassen" })),
  de(
    "add",
    "Erinnere mich morgen um 14 Uhr: Rezept abholen",
    create({ title: "Rezept abholen", due: "2026-11-27T14:00", reminders: 1 }),
  ),
  de("add", "Physiotermin am Montag um 16:30", create({ title: "Physiotermin", due: "2026-11-30T16:30" })),
  de(
    "add",
    "Geschenk für Lena kaufen, hohe Priorität",
    create({ title: "Geschenk für Lena kaufen", priority: "high" }),
  ),
  de(
    "add",
    "trag winterreifen wechseln für samstag ein",
    create({ title: "winterreifen wechseln", due: SATURDAY_DATE }),
  ),
  de(
    "add",
    "jeden Montag Altpapier rausstellen",
    create({ title: "Altpapier rausstellen", recurrence: "FREQ=WEEKLY;BYDAY=MO" }),
  ),
  de("add", "täglich vitamin d nehmen", create({ title: "vitamin d nehmen", recurrence: "FREQ=DAILY" })),
  de("add", "füge Dienstplan prüfen zur Liste Work hinzu", create({ title: "Dienstplan prüfen", list: "Work" })),
  de("add", "Kaffeebohnen", orAsk(create({ title: "Kaffeebohnen" }))),
  de("add", "mama zurückrufen heute abend um 19 uhr", create({ title: "mama zurückrufen", due: "2026-11-26T19:00" })),
  de(
    "add",
    "alle zwei wochen fenster putzen",
    create({ title: "fenster putzen", recurrence: "FREQ=WEEKLY;INTERVAL=2" }),
  ),
  de(
    "add",
    "Neue Aufgabe Steuerunterlagen sortieren #finance",
    create({ title: "Steuerunterlagen sortieren", tags: ["finance"] }),
  ),

  // ── question (en) ──
  en("question", "what's on my plate today", TODAY_EITHER),
  en("question", "anything i'm behind on", answer(...OVERDUE)),
  en("question", "how many things tmrw", answer(...TOMORROW)),
  en("question", "when's the car service", answer("Car service")),
  en("question", "what did i knock out last week?", answer(...SEED_ANSWERS.DONE_LAST_WEEK)),
  en("question", "show me everything tagged health", answer(...SEED_ANSWERS.HEALTH)),
  en("question", "whats high priority at work", answer(...SEED_ANSWERS.HIGH_AT_WORK)),
  en("question", "which tasks dont have a due date", withOrWithoutSubtasks([...SEED_ANSWERS.UNDATED])),
  en("question", "whats happening this weekend", answer(...spelled("WEEKEND"))),
  en("question", "do i have anything on sunday?", answer(...spelled("SUNDAY"))),
  en("question", "list my errands for this week pls", answer(...spelled("ERRANDS_THIS_WEEK"))),
  en("question", "What did I finish yesterday?", answer(...spelled("DONE_YESTERDAY"))),
  en("question", "how many bills do i have left", answer(...spelled("BILLS"))),

  // ── question (de) ──
  de("question", "was steht heute an", TODAY_EITHER),
  de("question", "Welche Aufgaben sind überfällig?", answer(...OVERDUE)),
  de("question", "wie viele termine hab ich nächste woche", answer(...NEXT_WEEK)),
  de("question", "wann ist der arzttermin", answer("Arzttermin")),
  de("question", "was habe ich diese woche schon erledigt", answer(...DONE_THIS_WEEK)),
  de("question", "zeig mir meine work liste", withOrWithoutSubtasks([...SEED_ANSWERS.WORK])),
  de("question", "was steht am dienstag an?", answer(...SEED_ANSWERS.TUESDAY)),
  de("question", "welche aufgaben haben niedrige priorität", answer(...spelled("LOW"))),
  de("question", "gibt es was mit mittlerer priorität", answer(...SEED_ANSWERS.MEDIUM)),
  de("question", "Was ist im Dezember alles fällig?", answer(...SEED_ANSWERS.DECEMBER)),
  de(
    "question",
    "was steht diese woche in der home liste an",
    anyOf(answer(...spelled("HOME_THIS_WEEK")), answer(...spelled("HOME_THIS_WEEK"), "Pay electricity bill")),
  ),
  de("question", "zeig alles mit dem tag family", answer(...FAMILY)),
  de("question", "wann muss ich oma anrufen", answer("Oma anrufen")),

  // ── edit (en) ──
  en("edit", "move the bank call to 3pm", update({ "Call bank": { due: "2026-11-26T15:00" } })),
  en("edit", "push pick up parcel to monday", update({ "Pick up parcel": { due: NEXT_MONDAY } })),
  en("edit", "make the leaking tap high priority", update({ "Fix the leaking tap": { priority: "high" } })),
  en(
    "edit",
    "rename update cv to update cv and linkedin",
    update({ "Update CV": { title: "update cv and linkedin" } }),
  ),
  en("edit", "tag renew passport with travel", update({ "Renew passport": { tags: ["errands", "travel"] } })),
  en("edit", "take the errands tag off return library books", update({ "Return library books": { tags: [] } })),
  en("edit", "put research new laptop on my work list", update({ "Research new laptop": { list: "Work" } })),
  en(
    "edit",
    ["move learn spanish into a new list called Personal", YES],
    orAsk(change({ update: { "Learn Spanish": { list: "Personal" } }, newLists: ["Personal"] })),
  ),
  en("edit", "yoga class shouldnt repeat anymore", update({ "Yoga class": { recurrence: null } })),
  en(
    "edit",
    "add a reminder 30 mins before the client presentation",
    update({ "Prepare client presentation": { reminders: 1 } }),
  ),
  en(
    "edit",
    "1:1 with sarah needs to move to wednesday, same time",
    update({ "1:1 with Sarah": { due: "2026-12-02T15:00" } }),
  ),

  // ── edit (de) ──
  de("edit", "verschieb oma anrufen auf sonntag", update({ "Oma anrufen": { due: "2026-11-29" } })),
  de(
    "edit",
    "steuerberater anrufen auf 15:30 ändern",
    update({ "Steuerberater anrufen": { due: "2026-11-26T15:30" } }),
  ),
  de("edit", "Arzttermin auf hohe Priorität setzen", update({ Arzttermin: { priority: "high" } })),
  de(
    "edit",
    "benenne fahrrad reparieren um in fahrradschlauch flicken",
    update({ "Fahrrad reparieren": { title: "fahrradschlauch flicken" } }),
  ),
  de("edit", "gib dem arzttermin noch das tag vorsorge", update({ Arzttermin: { tags: ["health", "vorsorge"] } })),
  de("edit", "entferne das tag family von christmas cards", update({ "Christmas cards": { tags: [] } })),
  de("edit", "schieb update cv in die liste home", update({ "Update CV": { list: "Home" } })),
  de(
    "edit",
    "grocery shopping soll sich jeden samstag wiederholen",
    update({ "Grocery shopping": { recurrence: "FREQ=WEEKLY;BYDAY=SA" } }),
  ),
  de("edit", "erinnere mich einen tag vorher an den arzttermin", update({ Arzttermin: { reminders: 1 } })),
  de("edit", "car service eine woche nach hinten verschieben", update({ "Car service": { due: "2026-12-11" } })),
  de(
    "edit",
    "Priorität von schedule team offsite auf niedrig",
    update({ "Schedule team offsite": { priority: "low" } }),
  ),

  // ── complete (en) ──
  en("complete", "called the bank", complete("Call bank")),
  en("complete", "standup notes done", complete("Team standup notes")),
  en("complete", "just sent the invoice to acme", complete("Send invoice to Acme")),
  en("complete", "finished the budget review", complete("Review Q4 budget")),
  en("complete", "check off pick up parcel", complete("Pick up parcel")),
  en("complete", "I watered the plants", complete("Water the plants")),

  // ── complete (de) ──
  de("complete", "steuerberater angerufen", complete("Steuerberater anrufen")),
  de("complete", "oma hab ich angerufen", complete("Oma anrufen")),
  de("complete", "Fahrrad ist repariert", complete("Fahrrad reparieren")),
  de("complete", "hake reply to tom ab", complete("Reply to Tom")),
  de("complete", "erledigt: take out the trash", complete("Take out the trash")),

  // ── delete (en) ──
  en("delete", ["delete the spanish task", YES], remove("Learn Spanish")),
  en("delete", ["get rid of organise photos", YES], remove("Organise photos")),
  en("delete", "remove the gym membership one", orAsk(remove("Cancel gym membership"))),
  en("delete", ["trash the laptop research task pls", YES], remove("Research new laptop")),

  // ── delete (de) ──
  de("delete", ["lösche fahrrad reparieren", YES], remove("Fahrrad reparieren")),
  de("delete", ["die aufgabe read dune kann weg", YES], remove("Read Dune")),
  de("delete", "entferne christmas cards", orAsk(remove("Christmas cards"))),

  // ── undo (en) ──
  en("undo", ["add pick up dog food tmrw", "undo"], REVERT),
  en("undo", ["mark the plants as done", "wait no, undo that"], REVERT),
  en("undo", "undo", NONE),

  // ── undo (de) ──
  de("undo", ["verschieb clean the garage auf samstag", "bitte rückgängig machen"], REVERT),
  de("undo", ["lösch organise photos", YES, "ups, mach das rückgängig"], REVERT),
  de("undo", ["oma anrufen erledigt", "nimm das zurück"], REVERT),

  // ── reference (en) ──
  en(
    "reference",
    ["when's the quarterly report due", "push it to friday next week"],
    update({ "Quarterly report": { due: "2026-12-04" } }),
  ),
  en("reference", ["anything tagged books?", "mark that as done"], complete("Read Dune")),
  en("reference", ["show me the bills", "mark them both paid"], complete("Pay electricity bill", "Pay rent")),
  en(
    "reference",
    ["what's on saturday", "move the first one to 9am"],
    update({ "Grocery shopping": { due: "2026-11-28T09:00" } }),
  ),
  en("reference", "delete that", NONE),

  // ── reference (de) ──
  de(
    "reference",
    ["wann soll ich den steuerberater anrufen", "verschieb das auf morgen 10 uhr"],
    update({ "Steuerberater anrufen": { due: "2026-11-27T10:00" } }),
  ),
  de(
    "reference",
    ["was hat das tag car", "setz es auf hohe priorität"],
    update({ "Car service": { priority: "high" } }),
  ),
  de("reference", ["gibt es offene aufgaben mit tag travel", "hak das ab"], complete("Book flights to Lisbon")),
  de("reference", "verschieb es auf montag", NONE),

  // ── compound (en) ──
  en(
    "compound",
    "done with reply to tom, and move the standup notes to tomorrow",
    change({ complete: ["Reply to Tom"], update: { "Team standup notes": { due: TOMORROW_DATE } } }),
  ),
  en(
    "compound",
    "add 3 things: buy dog shampoo, new leash and nail clippers",
    create({ title: "buy dog shampoo" }, { title: "new leash" }, { title: "nail clippers" }),
  ),
  en(
    "compound",
    "mark dentist done and make renew passport high priority",
    change({ complete: ["Dentist"], update: { "Renew passport": { priority: "high" } } }),
  ),
  en(
    "compound",
    "paid the electricity bill. also push car service to dec 7",
    change({ complete: ["Pay electricity bill"], update: { "Car service": { due: "2026-12-07" } } }),
  ),

  // ── compound (de) ──
  de(
    "compound",
    "oma anrufen erledigt und arzttermin auf den 7.12. verschieben",
    change({ complete: ["Oma anrufen"], update: { Arzttermin: { due: "2026-12-07" } } }),
  ),
  de(
    "compound",
    "neue aufgaben: winterreifen montieren, getränke bestellen und gutscheine drucken",
    create({ title: "winterreifen montieren" }, { title: "getränke bestellen" }, { title: "gutscheine drucken" }),
  ),
  de(
    "compound",
    ["hake water the plants ab und lösch organise photos", YES],
    change({ complete: ["Water the plants"], remove: ["Organise photos"] }),
  ),
  de(
    "compound",
    "verschieb pick up parcel auf samstag und setz reply to tom auf hohe priorität",
    update({ "Pick up parcel": { due: SATURDAY_DATE }, "Reply to Tom": { priority: "high" } }),
  ),

  // ── plan (en) ──
  en("plan", "can you plan out my day", PLAN),
  en("plan", "help me plan the week", PLAN),
  en("plan", "what should i work on next?", NEXT),
  en(
    "plan",
    "break down clean the garage into sort boxes, sweep the floor and drive junk to the tip",
    create(
      { title: "sort boxes", parent: "Clean the garage" },
      { title: "sweep the floor", parent: "Clean the garage" },
      { title: "drive junk to the tip", parent: "Clean the garage" },
    ),
  ),

  // ── plan (de) ──
  de("plan", "plane meinen tag", PLAN),
  de("plan", "mach mir bitte einen plan für die woche", PLAN),
  de("plan", "was soll ich als nächstes angehen", NEXT),
  de(
    "plan",
    "teile christmas cards auf in adressen sammeln, karten kaufen und karten schreiben",
    create(
      { title: "adressen sammeln", parent: "Christmas cards" },
      { title: "karten kaufen", parent: "Christmas cards" },
      { title: "karten schreiben", parent: "Christmas cards" },
    ),
  ),

  // ── small-talk (en) ──
  en("small-talk", "morning!", NONE),
  en("small-talk", "thx, that's perfect", NONE),
  en("small-talk", "you're awesome", NONE),

  // ── small-talk (de) ──
  de("small-talk", "danke dir!", NONE),
  de("small-talk", "hallo, guten morgen", NONE),
  de("small-talk", "alles klar, super", NONE),

  // ── unknown-command (en) ──
  en("unknown-command", "turn on dark mode", NONE),
  en("unknown-command", "sync this with my google calendar", NONE),
  en("unknown-command", "email tom the q4 budget", NONE),

  // ── unknown-command (de) ──
  de("unknown-command", "exportier alle aufgaben als pdf", NONE),
  de("unknown-command", "teile die liste work mit jonas", NONE),
  de("unknown-command", "stell die sprache auf englisch um", NONE),

  // ── dates (en) ──
  en("dates", "ferry tickets jan 9", create({ title: "ferry tickets", due: "2027-01-09" })),
  en("dates", "team dinner dec 18 at 7pm", create({ title: "team dinner", due: "2026-12-18T19:00" })),
  en("dates", "submit timesheet eod", create({ title: "submit timesheet", due: "2026-11-26" })),
  en("dates", "move renew passport to jan 12 at 2pm", update({ "Renew passport": { due: "2027-01-12T14:00" } })),

  // ── dates (de) ──
  de("dates", "Reifenwechsel am 12.1. um 14:30", create({ title: "Reifenwechsel", due: "2027-01-12T14:30" })),
  de("dates", "elternabend übermorgen um 19 uhr", create({ title: "elternabend", due: "2026-11-28T19:00" })),
  de(
    "dates",
    "versicherung kündigen bis ende des monats",
    create({ title: "versicherung kündigen", due: "2026-11-30" }),
  ),
  de("dates", "Hörtest in drei Wochen", create({ title: "Hörtest", due: "2026-12-17" })),
];
