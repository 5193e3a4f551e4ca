/**
 * Sealed corpus 14, written blind: its author read only issue 21, seed.ts, score.ts, run.ts, seed-questions.ts
 * and lines 1–215 of messages.ts (the helpers and the seed's answers) — no code of the assistant, none of its
 * tests, no other corpus. Every expectation was written from seed.ts before anything was run.
 *
 * The clock: Thursday 26 November 2026, 09:00 in Berlin (tomorrow Friday 27, the weekend 28–29, next Monday 30
 * November, next Tuesday 1 December).
 *
 * The six people, ordinary users of a self-hosted task app:
 * - Dana, a dental hygienist in Denver: short US-English fragments, lower case, "tmrw", "pls".
 * - Gareth, a shift planner at a bus depot in Cardiff: plain British English, whole sentences, little punctuation.
 * - Maya, a freelance graphic designer in Toronto: quick messages, several requests in one, the odd typo.
 * - Jonas, a dispatcher at a logistics firm in Dortmund: terse German, infinitives, dates as "30.11.".
 * - Sabine, a bookkeeper in a small architecture office in Stuttgart: tidy standard German, full sentences.
 * - Katrin, a receptionist at a veterinary practice in Hannover: casual German, lower case, "hab", "was gibt's".
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
  SEED_ANSWERS,
  TODAY,
  TOMORROW,
  update,
  withOrWithoutSubtasks,
  YES,
} from "./messages";
import type { SeedAnswers } from "./seed-questions";

/** Due Sunday 29 November. */
const SUNDAY = ["Clean the garage"];
/** Due Saturday 28 and Sunday 29 November. */
const WEEKEND = ["Grocery shopping", "Oma anrufen", "Clean the garage"];
/** Completed on Wednesday 25 November. */
const DONE_YESTERDAY = ["Collect sales figures", "Email landlord"];
/** Low priority. */
const LOW = ["Read Dune", "Organise photos"];
/** Due in the Work list from today to Sunday. */
const WORK_THIS_WEEK = [
  "Team standup notes",
  "Review Q4 budget",
  "Reply to Tom",
  "Steuerberater anrufen",
  "Prepare client presentation",
];

/** The seed's answers this corpus spells out beyond messages.ts's, for the test to check against the API. */
export const SEALED14_SEED_ANSWERS: SeedAnswers = {
  SUNDAY,
  WEEKEND,
  DONE_YESTERDAY,
  LOW,
  WORK_THIS_WEEK,
};

const today = anyOf(answer(...TODAY), answer(...DUE_TODAY));

export const SEALED14_CASES: EvaluationCase[] = [
  // ——— add ———
  en("add", "buy printer ink", create({ title: "buy printer ink" })),
  en(
    "add",
    "need to renew car insurance by friday",
    anyOf(
      create({ title: "renew car insurance", due: "2026-11-27" }),
      create({ title: "need to renew car insurance", due: "2026-11-27" }),
    ),
  ),
  en("add", "add pick up dry cleaning tmrw", create({ title: "pick up dry cleaning", due: "2026-11-27" })),
  en("add", "book haircut for dec 8 at 2pm", create({ title: "book haircut", due: "2026-12-08T14:00" })),
  en("add", "order contact lenses, high priority", create({ title: "order contact lenses", priority: "high" })),
  en(
    "add",
    "remind me to text the plumber at 3",
    create({ title: "text the plumber", due: "2026-11-26T15:00", reminders: 1 }),
  ),
  en("add", "add replace water filter to the home list", create({ title: "replace water filter", list: "Home" })),
  en(
    "add",
    "submit timesheet every friday 5pm",
    create({ title: "submit timesheet", due: "2026-11-27T17:00", recurrence: "FREQ=WEEKLY;BYDAY=FR" }),
  ),
  en(
    "add",
    "new task: email the caterer about the headcount",
    create({ title: "email the caterer about the headcount" }),
  ),
  en("add", "pay gas bill dec 3 #bills", create({ title: "pay gas bill", due: "2026-12-03", tags: ["bills"] })),
  en(
    "add",
    "call vet about max's vaccines tomorrow morning",
    create({ title: "call vet about max's vaccines", due: "2026-11-27" }),
  ),
  en("add", "oat milk", create({ title: "oat milk" })),
  en("add", "renew the domain name in 2 weeks", create({ title: "renew the domain name", due: "2026-12-10" })),
  de("add", "Reifenwechsel Termin machen", create({ title: "Reifenwechsel Termin machen" })),
  de("add", "morgen Paket zur Post bringen", create({ title: "Paket zur Post bringen", due: "2026-11-27" })),
  de(
    "add",
    "Rechnung an Müller schicken bis Montag",
    create({ title: "Rechnung an Müller schicken", due: "2026-11-30" }),
  ),
  de(
    "add",
    "neue Aufgabe: Weihnachtsbaum kaufen am 12.12.",
    create({ title: "Weihnachtsbaum kaufen", due: "2026-12-12" }),
  ),
  de(
    "add",
    "erinnere mich morgen um 17 Uhr: Kita-Gebühr überweisen",
    create({ title: "Kita-Gebühr überweisen", due: "2026-11-27T17:00", reminders: 1 }),
  ),
  de("add", "Altglas wegbringen am Samstag", create({ title: "Altglas wegbringen", due: "2026-11-28" })),
  de(
    "add",
    "jeden Montag 8:30 Wochenplanung mit dem Team",
    create({ title: "Wochenplanung mit dem Team", due: "2026-11-30T08:30", recurrence: "FREQ=WEEKLY;BYDAY=MO" }),
  ),
  de(
    "add",
    "Zahnarzttermin für Lena vereinbaren, wichtig",
    create({ title: "Zahnarzttermin für Lena vereinbaren", priority: "high" }),
  ),
  de(
    "add",
    "in die Liste Home: Termin mit dem Heizungsableser bestätigen",
    create({ title: "Termin mit dem Heizungsableser bestätigen", list: "Home" }),
  ),
  de("add", "Vereinsbeitrag zahlen #finanzen", create({ title: "Vereinsbeitrag zahlen", tags: ["finanzen"] })),
  de(
    "add",
    "übermorgen 14 Uhr Besprechung mit dem Vermieter",
    create({ title: "Besprechung mit dem Vermieter", due: "2026-11-28T14:00" }),
  ),
  de("add", "Batterien", create({ title: "Batterien" })),

  // ——— question ———
  en("question", "what's on for today", today),
  en("question", "anything overdue", answer(...OVERDUE)),
  en("question", "whats due tmrw", answer(...TOMORROW)),
  en("question", "how many tasks have i got in the work list", withOrWithoutSubtasks(SEED_ANSWERS.WORK)),
  en("question", "when's the car service", answer("Car service")),
  en("question", "what did i get done last week", answer(...SEED_ANSWERS.DONE_LAST_WEEK)),
  en("question", "show me everything tagged errands", answer(...ERRANDS)),
  en("question", "what's got the health tag", answer(...SEED_ANSWERS.HEALTH)),
  en("question", "do i have anything on sunday", answer(...SUNDAY)),
  en("question", "what's coming up next week", answer(...NEXT_WEEK)),
  en("question", "list the stuff with no due date", withOrWithoutSubtasks(SEED_ANSWERS.UNDATED)),
  en("question", "how many things did i finish this week", answer(...DONE_THIS_WEEK)),
  de("question", "was steht heute an", today),
  de("question", "ist irgendwas überfällig?", answer(...OVERDUE)),
  de("question", "wie viele aufgaben hab ich morgen", answer(...TOMORROW)),
  de("question", "wann ist mein Arzttermin", answer("Arzttermin")),
  de("question", "zeig mir alles mit dem tag family", answer(...FAMILY)),
  de("question", "was hab ich gestern erledigt", answer(...DONE_YESTERDAY)),
  de("question", "was muss ich am wochenende machen", answer(...WEEKEND)),
  de("question", "welche aufgaben sind in der liste home", answer(...SEED_ANSWERS.HOME)),
  de("question", "was ist am dienstag", answer(...SEED_ANSWERS.TUESDAY)),
  de("question", "was steht im dezember alles an", answer(...SEED_ANSWERS.DECEMBER)),
  de("question", "Zeig mir bitte alle Aufgaben mit hoher Priorität.", answer(...SEED_ANSWERS.HIGH)),
  de(
    "question",
    "was steht diese woche noch in Work an",
    anyOf(answer(...WORK_THIS_WEEK), answer(...WORK_THIS_WEEK, "Send invoice to Acme")),
  ),
  de("question", "hab ich was mit niedriger priorität", answer(...LOW)),

  // ——— edit ———
  en("edit", "push the quarterly report to next thursday", update({ "Quarterly report": { due: "2026-12-03" } })),
  en("edit", "rename read dune to read dune messiah", update({ "Read Dune": { title: "Read Dune Messiah" } })),
  en("edit", "make fix the leaking tap urgent", update({ "Fix the leaking tap": { priority: "high" } })),
  en("edit", "change the standup notes to 11:30", update({ "Team standup notes": { due: "2026-11-26T11:30" } })),
  en("edit", "tag learn spanish with hobbies", update({ "Learn Spanish": { tags: ["learning", "hobbies"] } })),
  en("edit", "move update cv to my home list", update({ "Update CV": { list: "Home" } })),
  en("edit", "stop repeating yoga class", update({ "Yoga class": { recurrence: null } })),
  en("edit", "remind me 30 mins before the call bank task", update({ "Call bank": { reminders: 1 } })),
  en(
    "edit",
    "add another reminder to the q4 budget review, 1 hour before",
    update({ "Review Q4 budget": { reminders: 2 } }),
  ),
  en("edit", "remove the travel tag from book flights to lisbon", update({ "Book flights to Lisbon": { tags: [] } })),
  en("edit", "set birthday gift for anna to low priority", update({ "Birthday gift for Anna": { priority: "low" } })),
  de("edit", "Arzttermin auf den 10.12. verschieben", update({ Arzttermin: { due: "2026-12-10" } })),
  de("edit", "Oma anrufen lieber Sonntag um 16 Uhr", update({ "Oma anrufen": { due: "2026-11-29T16:00" } })),
  de(
    "edit",
    "Fahrrad reparieren umbenennen in Fahrradschlauch flicken",
    update({ "Fahrrad reparieren": { title: "Fahrradschlauch flicken" } }),
  ),
  de("edit", "Car service Priorität hoch", update({ "Car service": { priority: "high" } })),
  de("edit", "steuerberater anrufen erst um 15 uhr", update({ "Steuerberater anrufen": { due: "2026-11-26T15:00" } })),
  de(
    "edit",
    "bei Renew passport den Tag behörde hinzufügen",
    update({ "Renew passport": { tags: ["errands", "behörde"] } }),
  ),
  de("edit", "Research new laptop in die Liste Work", update({ "Research new laptop": { list: "Work" } })),
  de(
    "edit",
    "Take out the trash soll sich nicht mehr wiederholen",
    update({ "Take out the trash": { recurrence: null } }),
  ),
  de("edit", "Erinnerung für den Quarterly report einen Tag vorher", update({ "Quarterly report": { reminders: 1 } })),
  de("edit", "tag health bei yoga class entfernen", update({ "Yoga class": { tags: [] } })),
  de("edit", "Christmas cards auf niedrige Priorität setzen", update({ "Christmas cards": { priority: "low" } })),

  // ——— complete ———
  en("complete", "i called the bank", complete("Call bank")),
  en("complete", "done with the standup notes", complete("Team standup notes")),
  en("complete", "paid the electricity bill finally", complete("Pay electricity bill")),
  en("complete", "mark reply to tom as done", complete("Reply to Tom")),
  en("complete", "watered the plants", complete("Water the plants")),
  en("complete", "trash is out", orAsk(complete("Take out the trash"))),
  de("complete", "Steuerberater angerufen", complete("Steuerberater anrufen")),
  de("complete", "pick up parcel erledigt", complete("Pick up parcel")),
  de("complete", "hab Oma angerufen", complete("Oma anrufen")),
  de("complete", "Dentist ist erledigt", complete("Dentist")),
  de("complete", "Fahrrad reparieren abhaken", complete("Fahrrad reparieren")),

  // ——— delete ———
  en("delete", ["delete the gym membership task", YES], remove("Cancel gym membership")),
  en("delete", "get rid of organise photos", orAsk(remove("Organise photos"))),
  en("delete", ["remove research new laptop pls", YES], remove("Research new laptop")),
  en("delete", ["i dont need the spanish task anymore, delete it", YES], remove("Learn Spanish")),
  de("delete", ["lösch Read Dune", YES], remove("Read Dune")),
  de("delete", "Christmas cards löschen", orAsk(remove("Christmas cards"))),
  de("delete", ["die Aufgabe Fahrrad reparieren kann weg", YES], remove("Fahrrad reparieren")),

  // ——— undo ———
  en("undo", ["mark the dentist as done", "undo"], REVERT),
  en("undo", ["move pick up parcel to monday", "oops undo that"], REVERT),
  en("undo", "undo the last thing", NONE),
  de("undo", ["Grocery shopping auf Sonntag verschieben", "rückgängig"], REVERT),
  de("undo", ["Oma anrufen erledigt", "mach das rückgängig"], REVERT),
  de("undo", ["Briefmarken kaufen", "ups, bitte rückgängig machen"], REVERT),

  // ——— reference ———
  en(
    "reference",
    ["when is the 1:1 with sarah", "change it to 4pm"],
    update({ "1:1 with Sarah": { due: "2026-12-01T16:00" } }),
  ),
  en(
    "reference",
    ["anything on saturday?", "push the first one to sunday"],
    update({ "Grocery shopping": { due: "2026-11-29" } }),
  ),
  en(
    "reference",
    ["when do i need to renew my passport", "make it high priority"],
    update({ "Renew passport": { priority: "high" } }),
  ),
  en("reference", "move that to tomorrow", NONE),
  de(
    "reference",
    ["wann ist der Quarterly report fällig", "verschieb das auf Donnerstag"],
    update({ "Quarterly report": { due: "2026-12-03" } }),
  ),
  de("reference", ["was steht am Samstag an", "das zweite hab ich schon erledigt"], complete("Oma anrufen")),
  de(
    "reference",
    ["wann ist Birthday gift for Anna", "setz es auf hohe Priorität"],
    update({ "Birthday gift for Anna": { priority: "high" } }),
  ),
  de(
    "reference",
    ["wann ist Dentist", "verschieb den auf morgen 9 Uhr"],
    update({ Dentist: { due: "2026-11-27T09:00" } }),
  ),

  // ——— compound ———
  en(
    "compound",
    "done with reply to tom, and move call bank to tomorrow",
    change({ complete: ["Reply to Tom"], update: { "Call bank": { due: "2026-11-27" } } }),
  ),
  en(
    "compound",
    "add buy batteries, descale the kettle and renew library card",
    create({ title: "buy batteries" }, { title: "descale the kettle" }, { title: "renew library card" }),
  ),
  en(
    "compound",
    "finished the standup notes and watered the plants",
    complete("Team standup notes", "Water the plants"),
  ),
  en(
    "compound",
    "move grocery shopping to sunday and make it high priority",
    update({ "Grocery shopping": { due: "2026-11-29", priority: "high" } }),
  ),
  de(
    "compound",
    "Steuerberater anrufen ist erledigt und Call bank auf morgen",
    change({ complete: ["Steuerberater anrufen"], update: { "Call bank": { due: "2026-11-27" } } }),
  ),
  de(
    "compound",
    "neue Aufgaben: Geschenkpapier kaufen, Plätzchen backen und Adventskranz besorgen",
    create({ title: "Geschenkpapier kaufen" }, { title: "Plätzchen backen" }, { title: "Adventskranz besorgen" }),
  ),
  de(
    "compound",
    "Oma angerufen, Dentist auf Montag verschieben",
    change({ complete: ["Oma anrufen"], update: { Dentist: { due: "2026-11-30" } } }),
  ),
  de(
    "compound",
    "Read Dune Priorität hoch und in die Liste Home",
    update({ "Read Dune": { priority: "high", list: "Home" } }),
  ),

  // ——— plan ———
  en("plan", "help me plan out today", PLAN),
  en("plan", "can you lay out my week", PLAN),
  en("plan", "what should i tackle first", NEXT),
  en(
    "plan",
    "split organise photos into sort phone pics, delete duplicates and print an album",
    create(
      { title: "sort phone pics", parent: "Organise photos" },
      { title: "delete duplicates", parent: "Organise photos" },
      { title: "print an album", parent: "Organise photos" },
    ),
  ),
  de("plan", "kannst du meinen Tag planen", PLAN),
  de("plan", "verteil meine aufgaben auf die woche", PLAN),
  de("plan", "was soll ich als nächstes erledigen", NEXT),
  de(
    "plan",
    "Clean the garage in Unteraufgaben aufteilen: Regale ausräumen, Sperrmüll anmelden, Boden fegen",
    create(
      { title: "Regale ausräumen", parent: "Clean the garage" },
      { title: "Sperrmüll anmelden", parent: "Clean the garage" },
      { title: "Boden fegen", parent: "Clean the garage" },
    ),
  ),

  // ——— small talk ———
  en("small-talk", "morning!", NONE),
  en("small-talk", "you're a lifesaver, cheers", NONE),
  en("small-talk", "how are you doing today", NONE),
  de("small-talk", "Danke dir!", NONE),
  de("small-talk", "guten morgen", NONE),
  de("small-talk", "du bist echt praktisch", NONE),

  // ——— unknown command ———
  en("unknown-command", "export everything as a csv", NONE),
  en("unknown-command", "switch the app to dark mode", NONE),
  en("unknown-command", "connect my google calendar", NONE),
  de("unknown-command", "alle Aufgaben als PDF exportieren", NONE),
  de("unknown-command", "Benachrichtigungen ausschalten", NONE),
  de("unknown-command", "teile die Liste Work mit meinem Kollegen", NONE),

  // ——— dates ———
  en("dates", "renew parking permit jan 14", create({ title: "renew parking permit", due: "2027-01-14" })),
  en("dates", "mom's birthday dinner dec 19 at 7", create({ title: "mom's birthday dinner", due: "2026-12-19T19:00" })),
  en(
    "dates",
    "buy water softener salt in a fortnight",
    create({ title: "buy water softener salt", due: "2026-12-10" }),
  ),
  en("dates", "finish the grant draft by eod", create({ title: "finish the grant draft", due: "2026-11-26" })),
  de(
    "dates",
    "Kfz-Versicherung kündigen bis 30.11.",
    create({ title: "Kfz-Versicherung kündigen", due: "2026-11-30" }),
  ),
  de(
    "dates",
    "Mülltonne rausstellen alle zwei Wochen dienstags",
    create({ title: "Mülltonne rausstellen", recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU" }),
  ),
  de(
    "dates",
    "Zeitung bezahlen jeden Monat am 15.",
    create({ title: "Zeitung bezahlen", due: "2026-12-15", recurrence: "FREQ=MONTHLY" }),
  ),
  de(
    "dates",
    "Jahresgespräch vorbereiten 8.1. 10 Uhr",
    create({ title: "Jahresgespräch vorbereiten", due: "2027-01-08T10:00" }),
  ),
];
