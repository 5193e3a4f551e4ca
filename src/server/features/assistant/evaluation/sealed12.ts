/**
 * Sealed corpus 12, written blind: its author read only issue 21, seed.ts, score.ts, run.ts, seed-questions.ts and
 * the first 215 lines of messages.ts (its helpers and the seed's answers) — never the assistant's code, its tests or
 * another corpus. Every expectation was written from the seed and the clock before anything was run.
 *
 * The clock: Thursday 26 November 2026, 09:00 in Berlin (tomorrow is Friday 27, next Monday 30 November).
 *
 * The six people:
 * - Claire, an office worker in Leeds: short work messages, "mtg", "eod", "pls", lower case.
 * - Dana, a parent in Chicago organising a family: errands and kids, several requests in one message.
 * - Josh, a university student: fragments, typos, "tmrw", no punctuation, lots of "lol" and "thx".
 * - Katrin, a project manager in Hamburg: precise German, lists and priorities, some English task titles.
 * - Sven, a self-employed electrician typing German on his phone: terse, no capitals, typos.
 * - Frau Becker, a teacher planning lessons: full German sentences, dates like "10.12.", polite "bitte".
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

const TODAY_DATE = "2026-11-26";
const SUNDAY_DATE = "2026-11-29";

const WEEKEND = ["Grocery shopping", "Oma anrufen", "Clean the garage"];
const BILLS = ["Pay electricity bill", "Pay rent"];
const LOW = ["Read Dune", "Organise photos"];
const DONE_YESTERDAY = ["Collect sales figures", "Email landlord"];
const ERRANDS_THIS_WEEK = ["Pick up parcel", "Return library books", "Grocery shopping"];
const HOME_THIS_WEEK = ["Water the plants", "Take out the trash", "Grocery shopping", "Clean the garage"];

/** The seed's answers this corpus spells out beyond messages.ts's own. */
export const SEALED12_SEED_ANSWERS = {
  SUNDAY: ["Clean the garage"],
  WEEKEND,
  BILLS,
  LOW,
  DONE_YESTERDAY,
  ERRANDS_THIS_WEEK,
  HOME_THIS_WEEK,
} satisfies SeedAnswers;

/** "Today": what is due today, with or without the overdue tasks. */
const today = anyOf(answer(...DUE_TODAY), answer(...TODAY));

export const SEALED12_CASES: EvaluationCase[] = [
  // ───────────────────────────── add ─────────────────────────────
  en("add", "buy milk tmrw", create({ title: "buy milk", due: TOMORROW_DATE })),
  en("add", "add call mum tomorrow", create({ title: "call mum", due: TOMORROW_DATE })),
  en(
    "add",
    "remind me to ring the gas company friday at 10am",
    create({ title: "ring the gas company", due: "2026-11-27T10:00", reminders: 1 }),
  ),
  en(
    "add",
    "pick up kids from football at 5:30",
    create({ title: "pick up kids from football", due: "2026-11-26T17:30" }),
  ),
  en("add", "add order printer toner to work", create({ title: "order printer toner", list: "Work" })),
  en(
    "add",
    "new task: book parents evening slot, high priority",
    create({ title: "book parents evening slot", priority: "high" }),
  ),
  en("add", "buy compost #garden", create({ title: "buy compost", tags: ["garden"] })),
  en("add", "get birthday card for dad sat", create({ title: "get birthday card for dad", due: SATURDAY_DATE })),
  en("add", "email professor about extension", create({ title: "email professor about extension" })),
  en(
    "add",
    "weekly report every friday at 4pm",
    create({ title: "weekly report", recurrence: "FREQ=WEEKLY;BYDAY=FR", due: "2026-11-27T16:00" }),
  ),
  en("add", "gym mon wed fri 7am", create({ title: "gym", recurrence: "FREQ=WEEKLY;BYDAY=MO,WE,FR" })),
  en("add", "add revise for stats exam next monday", create({ title: "revise for stats exam", due: NEXT_MONDAY })),
  de("add", "milch kaufen morgen", create({ title: "milch kaufen", due: TOMORROW_DATE })),
  de("add", "füge angebot für müller schreiben hinzu", create({ title: "angebot für müller schreiben" })),
  de(
    "add",
    "erinnere mich morgen um 17 uhr mama anzurufen",
    anyOf(
      create({ title: "mama anrufen", due: "2026-11-27T17:00" }),
      create({ title: "mama anzurufen", due: "2026-11-27T17:00" }),
    ),
  ),
  de(
    "add",
    "neue aufgabe: sicherungen beim großhändler bestellen",
    create({ title: "sicherungen beim großhändler bestellen" }),
  ),
  de(
    "add",
    "kabel für baustelle schmidt besorgen freitag",
    create({ title: "kabel für baustelle schmidt besorgen", due: TOMORROW_DATE }),
  ),
  de("add", "arbeitsblätter kopieren bis montag", create({ title: "arbeitsblätter kopieren", due: NEXT_MONDAY })),
  de("add", "elternbriefe austeilen #schule", create({ title: "elternbriefe austeilen", tags: ["schule"] })),
  de(
    "add",
    "sprint review vorbereiten in die liste work",
    create({ title: "sprint review vorbereiten", list: "Work" }),
  ),
  de(
    "add",
    "rechnung an kunde meyer schicken, dringend",
    create({ title: "rechnung an kunde meyer schicken", priority: "high" }),
  ),
  de(
    "add",
    "jeden montag um 8 wochenplanung",
    create({ title: "wochenplanung", recurrence: "FREQ=WEEKLY;BYDAY=MO", due: NEXT_MONDAY }),
  ),
  de(
    "add",
    "klassenarbeit 7b korrigieren bis 10.12.",
    create({ title: "klassenarbeit 7b korrigieren", due: "2026-12-10" }),
  ),
  de("add", "tabletten nehmen täglich", create({ title: "tabletten nehmen", recurrence: "FREQ=DAILY" })),
  de("add", "team meeting alle zwei wochen", create({ title: "team meeting", recurrence: "FREQ=WEEKLY;INTERVAL=2" })),

  // ───────────────────────────── question ─────────────────────────────
  en("question", "whats on today", today),
  en("question", "anything overdue", answer(...OVERDUE)),
  en("question", "what do i have tmrw", answer(...TOMORROW)),
  en("question", "how many errands have i got", answer(...ERRANDS)),
  en("question", "show me my high priority stuff", answer(...SEED_ANSWERS.HIGH)),
  en("question", "when is the dentist", answer("Dentist")),
  en("question", "what did i get done last week", answer(...SEED_ANSWERS.DONE_LAST_WEEK)),
  en("question", "what did i finish yesterday", answer(...DONE_YESTERDAY)),
  en(
    "question",
    "whats left on the home list this week",
    anyOf(answer(...HOME_THIS_WEEK), answer(...HOME_THIS_WEEK, "Pay electricity bill")),
  ),
  en("question", "whats in my work list", withOrWithoutSubtasks(SEED_ANSWERS.WORK)),
  en("question", "anything on this weekend?", answer(...WEEKEND)),
  en("question", "what bills have i got", answer(...BILLS)),
  en("question", "when's my 1:1 with sarah", answer("1:1 with Sarah")),
  de("question", "was steht heute an", today),
  de("question", "was ist überfällig?", answer(...OVERDUE)),
  de("question", "was hab ich morgen", answer(...TOMORROW)),
  de("question", "wie viele aufgaben hab ich nächste woche", answer(...NEXT_WEEK)),
  de("question", "wann ist der arzttermin", answer("Arzttermin")),
  de("question", "zeig mir alles mit hoher priorität", answer(...SEED_ANSWERS.HIGH)),
  de("question", "was hab ich letzte woche erledigt", answer(...SEED_ANSWERS.DONE_LAST_WEEK)),
  de("question", "was steht am wochenende an", answer(...WEEKEND)),
  de("question", "welche aufgaben sind im dezember fällig", answer(...SEED_ANSWERS.DECEMBER)),
  de("question", "was steht samstag an", answer(...SATURDAY)),
  de("question", "zeig mir alles mit #family", answer(...FAMILY)),
  de("question", "was habe ich diese woche schon geschafft", answer(...DONE_THIS_WEEK)),
  de("question", "welche aufgaben haben niedrige priorität", answer(...LOW)),

  // ───────────────────────────── edit ─────────────────────────────
  en("edit", "move the dentist to tomorrow at 3", update({ Dentist: { due: "2026-11-27T15:00" } })),
  en("edit", "rename read dune to read dune messiah", update({ "Read Dune": { title: "read dune messiah" } })),
  en("edit", "make the car service urgent", update({ "Car service": { priority: "high" } })),
  en("edit", "change call bank to 4pm", update({ "Call bank": { due: "2026-11-26T16:00" } })),
  en("edit", "tag learn spanish with hobby", update({ "Learn Spanish": { tags: ["learning", "hobby"] } })),
  en("edit", "remove the errands tag from renew passport", update({ "Renew passport": { tags: [] } })),
  en("edit", "put update cv in home", update({ "Update CV": { list: "Home" } })),
  en("edit", "stop repeating yoga class", update({ "Yoga class": { recurrence: null } })),
  en("edit", "remind me about the quarterly report an hour before", update({ "Quarterly report": { reminders: 1 } })),
  en("edit", "push grocery shopping to sunday pls", update({ "Grocery shopping": { due: SUNDAY_DATE } })),
  en("edit", "set fix the leaking tap to low priority", update({ "Fix the leaking tap": { priority: "low" } })),
  en(
    "edit",
    ["move research new laptop to a shopping list", YES],
    change({ update: { "Research new laptop": { list: "Shopping" } }, newLists: ["Shopping"] }),
  ),
  de("edit", "verschieb den zahnarzt auf montag", update({ Dentist: { due: NEXT_MONDAY } })),
  de(
    "edit",
    "benenne fahrrad reparieren um in fahrradschlauch wechseln",
    update({ "Fahrrad reparieren": { title: "fahrradschlauch wechseln" } }),
  ),
  de("edit", "steuerberater anrufen auf 15 uhr", update({ "Steuerberater anrufen": { due: "2026-11-26T15:00" } })),
  de("edit", "setz car service auf hohe priorität", update({ "Car service": { priority: "high" } })),
  de("edit", "oma anrufen mit tag wichtig versehen", update({ "Oma anrufen": { tags: ["family", "wichtig"] } })),
  de("edit", "update cv in die liste home verschieben", update({ "Update CV": { list: "Home" } })),
  de("edit", "erinnere mich 30 min vorher an den arzttermin", update({ Arzttermin: { reminders: 1 } })),
  de("edit", "yoga class soll sich nicht mehr wiederholen", update({ "Yoga class": { recurrence: null } })),
  de(
    "edit",
    "quarterly report auf freitag verschieben",
    anyOf(
      update({ "Quarterly report": { due: TOMORROW_DATE } }),
      update({ "Quarterly report": { due: "2026-12-04" } }),
    ),
  ),
  de("edit", "christmas cards bitte erst am 15.12.", update({ "Christmas cards": { due: "2026-12-15" } })),

  // ───────────────────────────── complete ─────────────────────────────
  en("complete", "done with call bank", complete("Call bank")),
  en("complete", "i did the standup notes", complete("Team standup notes")),
  en("complete", "mark water the plants as done", complete("Water the plants")),
  en("complete", "finished the invoice to acme!!", complete("Send invoice to Acme")),
  en("complete", "took out the trash", complete("Take out the trash")),
  en("complete", "tick off reply to tom thx", complete("Reply to Tom")),
  de("complete", "call bank erledigt", complete("Call bank")),
  de("complete", "hab oma angerufen", complete("Oma anrufen")),
  de("complete", "steuerberater anrufen ist erledigt", complete("Steuerberater anrufen")),
  de("complete", "pick up parcel abhaken bitte", complete("Pick up parcel")),
  de("complete", "fahrrad reparieren fertig", complete("Fahrrad reparieren")),

  // ───────────────────────────── delete ─────────────────────────────
  en("delete", ["delete organise photos", YES], remove("Organise photos")),
  en("delete", ["get rid of the gym membership task", YES], remove("Cancel gym membership")),
  en("delete", "remove read dune", orAsk(remove("Read Dune"))),
  de("delete", ["lösch learn spanish", YES], remove("Learn Spanish")),
  de("delete", ["fahrrad reparieren löschen", YES], remove("Fahrrad reparieren")),
  de("delete", ["kannst du den car service löschen", YES], remove("Car service")),
  de("delete", "entferne organise photos", orAsk(remove("Organise photos"))),

  // ───────────────────────────── undo ─────────────────────────────
  en("undo", ["done with call bank", "undo"], REVERT),
  en("undo", ["move the dentist to friday", "undo that"], REVERT),
  en("undo", ["add buy stamps", "oops undo"], REVERT),
  de("undo", ["call bank erledigt", "rückgängig"], REVERT),
  de("undo", ["lösch organise photos", YES, "mach das rückgängig"], REVERT),
  de("undo", ["verschieb reply to tom auf morgen", "bitte rückgängig machen"], REVERT),

  // ───────────────────────────── reference ─────────────────────────────
  en(
    "reference",
    ["when is the car service", "move it to monday"],
    anyOf(update({ "Car service": { due: NEXT_MONDAY } }), update({ "Car service": { due: "2026-12-07" } })),
  ),
  en("reference", ["whats on sunday", "mark it done"], complete("Clean the garage")),
  en("reference", ["when is the dentist", "thats done actually"], complete("Dentist")),
  en("reference", ["what bills have i got", "the first one is paid"], orAsk(complete("Pay electricity bill"))),
  de(
    "reference",
    ["wann ist der arzttermin", "verschieb ihn auf freitag"],
    anyOf(update({ Arzttermin: { due: "2026-12-04" } }), update({ Arzttermin: { due: TOMORROW_DATE } })),
  ),
  de("reference", ["was ist am sonntag", "das ist erledigt"], complete("Clean the garage")),
  de("reference", ["wann ist oma anrufen", "schieb das auf sonntag"], update({ "Oma anrufen": { due: SUNDAY_DATE } })),
  de(
    "reference",
    ["wann muss ich die library books zurückgeben", "setz das auf hohe priorität"],
    update({ "Return library books": { priority: "high" } }),
  ),

  // ───────────────────────────── compound ─────────────────────────────
  en(
    "compound",
    "complete call bank and move reply to tom to tomorrow",
    change({ complete: ["Call bank"], update: { "Reply to Tom": { due: TOMORROW_DATE } } }),
  ),
  en(
    "compound",
    "add 3 things: buy milk, call plumber and book haircut",
    create({ title: "buy milk" }, { title: "call plumber" }, { title: "book haircut" }),
  ),
  en(
    "compound",
    "standup notes done, and push the q4 budget to 2pm",
    change({ complete: ["Team standup notes"], update: { "Review Q4 budget": { due: "2026-11-26T14:00" } } }),
  ),
  en(
    "compound",
    "watered the plants. also add buy compost for saturday",
    change({ complete: ["Water the plants"], create: [{ title: "buy compost", due: SATURDAY_DATE }] }),
  ),
  de(
    "compound",
    "call bank erledigt und reply to tom auf morgen",
    change({ complete: ["Call bank"], update: { "Reply to Tom": { due: TOMORROW_DATE } } }),
  ),
  de("compound", "füg hinzu: milch, brot und eier", create({ title: "milch" }, { title: "brot" }, { title: "eier" })),
  de(
    "compound",
    "steuerberater anrufen erledigt und oma anrufen auf sonntag verschieben",
    change({ complete: ["Steuerberater anrufen"], update: { "Oma anrufen": { due: SUNDAY_DATE } } }),
  ),
  de(
    "compound",
    "arzttermin auf 9 uhr und car service auf hohe priorität",
    update({ Arzttermin: { due: "2026-12-03T09:00" }, "Car service": { priority: "high" } }),
  ),

  // ───────────────────────────── plan ─────────────────────────────
  en("plan", "plan my day", PLAN),
  en("plan", "what should i do next", NEXT),
  en("plan", "plan my week pls", PLAN),
  en(
    "plan",
    "break down clean the garage into sort tools, sweep floor and take boxes to the tip",
    create(
      { title: "sort tools", parent: "Clean the garage" },
      { title: "sweep floor", parent: "Clean the garage" },
      { title: "take boxes to the tip", parent: "Clean the garage" },
    ),
  ),
  de("plan", "plan meinen tag", PLAN),
  de("plan", "was soll ich als nächstes machen", NEXT),
  de("plan", "kannst du meine woche planen", PLAN),
  de(
    "plan",
    "teile fahrrad reparieren auf in schlauch kaufen, reifen flicken und bremsen einstellen",
    create(
      { title: "schlauch kaufen", parent: "Fahrrad reparieren" },
      { title: "reifen flicken", parent: "Fahrrad reparieren" },
      { title: "bremsen einstellen", parent: "Fahrrad reparieren" },
    ),
  ),

  // ───────────────────────────── small talk ─────────────────────────────
  en("small-talk", "thanks!", NONE),
  en("small-talk", "hi there", NONE),
  en("small-talk", "you're a star, cheers", NONE),
  de("small-talk", "danke!", NONE),
  de("small-talk", "guten morgen", NONE),
  de("small-talk", "super, danke dir", NONE),

  // ───────────────────────────── unknown command ─────────────────────────────
  en("unknown-command", "turn on dark mode", NONE),
  en("unknown-command", "export everything to a spreadsheet", NONE),
  en("unknown-command", "share my work list with sarah", NONE),
  de("unknown-command", "mach den dark mode an", NONE),
  de("unknown-command", "teile meine liste home mit meiner frau", NONE),
  de("unknown-command", "synchronisier mit google kalender", NONE),

  // ───────────────────────────── dates ─────────────────────────────
  en("dates", "dentist checkup jan 14 at 3pm", create({ title: "dentist checkup", due: "2027-01-14T15:00" })),
  en("dates", "book the venue december 19", create({ title: "book the venue", due: "2026-12-19" })),
  en("dates", "call the plumber at 3", create({ title: "call the plumber", due: "2026-11-26T15:00" })),
  en("dates", "send timesheet eod", create({ title: "send timesheet", due: TODAY_DATE })),
  de("dates", "zahnarzt am 14.1. um 15 uhr", create({ title: "zahnarzt", due: "2027-01-14T15:00" })),
  de("dates", "elternabend übermorgen um 19 uhr", create({ title: "elternabend", due: "2026-11-28T19:00" })),
  de("dates", "rechnung schreiben nächsten montag", create({ title: "rechnung schreiben", due: NEXT_MONDAY })),
];
