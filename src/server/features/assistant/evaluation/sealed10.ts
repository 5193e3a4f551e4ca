import {
  ASK,
  answer,
  anyOf,
  change,
  complete,
  create,
  DONE_THIS_WEEK,
  de,
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

/**
 * Sealed corpus 10, written blind: the messages six new people type to the seeded account (seed.ts) on Thursday
 * 26 November 2026, 09:00 in Berlin, each with what issue 21 requires — written before any run.
 *
 * 1. An Irish mother of three: Irish English ("grand", "sure look", "I'm after finishing X", "ring", "press"), chatty.
 * 2. A German engineer writing English as a second language: German word order and false friends ("make me a task",
 *    "till Friday", "the 3.12.", "at 15 o'clock", "I become a reminder?").
 * 3. A US user dictating by voice on a phone: no punctuation, numbers as words, "um", run-ons, mis-hearings kept.
 * 4. A Bavarian retiree writing German with dialect ("Servus", "bittschön", "gell", "morgn", "heut", "auf d'Nacht").
 * 5. A German teenager texting: lower case, typos, "!!!", English slang ("lol", "digga", "safe"), "mach ma".
 * 6. A German user dictating by voice: numbers as words ("um halb vier", "am dritten Dezember"), fillers ("äh",
 *    "also"), "Komma"/"Punkt" sometimes spoken.
 */

// The seeded account's answers, spelled out from seed.ts.
const WEEKEND = ["Grocery shopping", "Oma anrufen", "Clean the garage"];
const SUNDAY = ["Clean the garage"];
const TUESDAY = ["1:1 with Sarah", "Yoga class", "Pay rent"];
const DUE_TODAY = [
  "Call bank",
  "Team standup notes",
  "Review Q4 budget",
  "Water the plants",
  "Take out the trash",
  "Reply to Tom",
  "Steuerberater anrufen",
];
const REST_OF_WEEK = [...DUE_TODAY, ...TOMORROW, ...SATURDAY, "Clean the garage"];
const WORK_THIS_WEEK = [
  "Team standup notes",
  "Review Q4 budget",
  "Reply to Tom",
  "Steuerberater anrufen",
  "Prepare client presentation",
];
const HOME_THIS_WEEK = ["Water the plants", "Take out the trash", "Grocery shopping", "Clean the garage"];
const ERRANDS_THIS_WEEK = ["Pick up parcel", "Return library books", "Grocery shopping"];
const HIGH = [
  "Pay electricity bill",
  "Send invoice to Acme",
  "Review Q4 budget",
  "Prepare client presentation",
  "Pay rent",
  "Quarterly report",
  "Annual tax return",
  "Steuerberater anrufen",
];
const HIGH_AT_WORK = [
  "Send invoice to Acme",
  "Review Q4 budget",
  "Prepare client presentation",
  "Quarterly report",
  "Steuerberater anrufen",
];
const LOW = ["Read Dune", "Organise photos"];
const BILLS = ["Pay electricity bill", "Pay rent"];
const HEALTH = ["Dentist", "Yoga class", "Arzttermin"];
const FINANCE = ["Call bank", "Annual tax return", "Cancel gym membership"];
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
const DONE_LAST_WEEK = ["Submit expense report", "Buy running shoes", "Book hotel in Lisbon"];
const DONE_YESTERDAY = ["Collect sales figures", "Email landlord"];

export const SEALED10_SEED_ANSWERS: SeedAnswers = {
  WEEKEND,
  SUNDAY,
  TUESDAY,
  DUE_TODAY,
  REST_OF_WEEK,
  WORK_THIS_WEEK,
  HOME_THIS_WEEK,
  ERRANDS_THIS_WEEK,
  HIGH,
  HIGH_AT_WORK,
  LOW,
  BILLS,
  HEALTH,
  FINANCE,
  UNDATED,
  HOME,
  DONE_LAST_WEEK,
  DONE_YESTERDAY,
};

/** This week: from today, or the whole week (its overdue days too), or with everything overdue. */
const THIS_WEEK = anyOf(
  answer(...REST_OF_WEEK),
  answer(...REST_OF_WEEK, "Dentist", "Pay electricity bill"),
  answer(...REST_OF_WEEK, ...OVERDUE),
);
const TODAY_ANSWER = anyOf(answer(...TODAY), answer(...DUE_TODAY));

export const SEALED10_CASES: EvaluationCase[] = [
  // ——— add ———
  en("add", "put down buy school shoes for the young one on saturday, sure look I'll forget otherwise", {
    expect: "change",
    create: [{ title: "buy school shoes for the young one", due: "2026-11-28" }],
  }),
  en("add", "add get the turkey ordered by friday", create({ title: "get the turkey ordered", due: "2026-11-27" })),
  en(
    "add",
    "new task clear out the press under the stairs",
    create({ title: "clear out the press under the stairs", due: null }),
  ),
  en(
    "add",
    "add ring the school about the lunch money tomorrow morning at 9",
    orAsk(create({ title: "ring the school about the lunch money", due: "2026-11-27T09:00" })),
  ),
  en(
    "add",
    "Please make me a task: order new toner till Friday",
    create({ title: "order new toner", due: "2026-11-27" }),
  ),
  en(
    "add",
    "Please make me a new task with high priority: check the server backups",
    create({ title: "check the server backups", priority: "high" }),
  ),
  en(
    "add",
    "Make me a task in the Work list: prepare the audit documents",
    create({ title: "prepare the audit documents", list: "Work" }),
  ),
  en(
    "add",
    "add pick up dry cleaning tomorrow at three thirty pm",
    create({ title: "pick up dry cleaning", due: "2026-11-27T15:30" }),
  ),
  en(
    "add",
    "add by flowers for anna on saturday",
    anyOf(
      create({ title: "by flowers for anna", due: "2026-11-28" }),
      create({ title: "buy flowers for anna", due: "2026-11-28" }),
    ),
  ),
  en(
    "add",
    "remind me to call grandma sunday at four",
    create({ title: "call grandma", due: "2026-11-29T16:00", reminders: 1 }),
  ),
  en("add", "add get gas tonight at seven", create({ title: "get gas", due: "2026-11-26T19:00" })),
  de(
    "add",
    "Servus, trag ma bittschön ein: am Mittwoch in der Früh Zeitung abbestellen",
    create({ title: "Zeitung abbestellen", due: "2026-12-02" }),
  ),
  de(
    "add",
    "Heut auf d'Nacht um 8 Mülltonne rausstellen",
    create({ title: "Mülltonne rausstellen", due: "2026-11-26T20:00" }),
  ),
  de(
    "add",
    "Schreib ma auf: Brotzeit für den Stammtisch herrichten am Freitag",
    create({ title: "Brotzeit für den Stammtisch herrichten", due: "2026-11-27" }),
  ),
  de("add", "Neue Aufgabe: Hut zur Reinigung bringen", create({ title: "Hut zur Reinigung bringen", due: null })),
  de("add", "mach ma ne aufgabe mathe hausaufgaben morgen", create({ title: "mathe hausaufgaben", due: "2026-11-27" })),
  de(
    "add",
    "neue aufgabe bio referat vorbereiten übelst wichtig!!!",
    orAsk(create({ title: "bio referat vorbereiten", priority: "high" })),
  ),
  de(
    "add",
    "aufgabe: geschenk für lena kaufen bis samstag",
    create({ title: "geschenk für lena kaufen", due: "2026-11-28" }),
  ),
  de(
    "add",
    "erinner mich morgen um halb vier an den Friseur",
    anyOf(
      create({ title: "Friseur", due: "2026-11-27T15:30" }),
      create({ title: "den Friseur", due: "2026-11-27T15:30" }),
    ),
  ),
  de(
    "add",
    "äh neue Aufgabe Team Meeting vorbereiten morgen um viertel nach zehn",
    create({ title: "Team Meeting vorbereiten", due: "2026-11-27T10:15" }),
  ),
  de(
    "add",
    "füge hinzu Winterreifen aufziehen lassen in zwei Wochen",
    create({ title: "Winterreifen aufziehen lassen", due: "2026-12-10" }),
  ),
  de("add", "neue Aufgabe Wasserfilter kaufen", create({ title: "Wasserfilter kaufen", due: null })),

  // ——— dates ———
  en(
    "dates",
    "add nativity play on the 9th of December at half 6",
    create({ title: "nativity play", due: "2026-12-09T18:30" }),
  ),
  en(
    "dates",
    "Make me a task for the 3.12. at 15 o'clock: meeting with Mr. Schulz",
    create({ title: "meeting with Mr. Schulz", due: "2026-12-03T15:00" }),
  ),
  en(
    "dates",
    "Please make me a task renew car insurance on the 14.1.",
    create({ title: "renew car insurance", due: "2027-01-14" }),
  ),
  en(
    "dates",
    "add renew car registration on the twenty first",
    create({ title: "renew car registration", due: "2026-12-21" }),
  ),
  en(
    "dates",
    "add piano lessons every wednesday at four pm",
    create({ title: "piano lessons", due: "2026-12-02T16:00", recurrence: "FREQ=WEEKLY;BYDAY=WE" }),
  ),
  en(
    "dates",
    "add bins out every monday night at 8",
    create({ title: "bins out", recurrence: "FREQ=WEEKLY;BYDAY=MO", due: "2026-11-30T20:00" }),
  ),
  en(
    "dates",
    "add pay the childminder on the 1st of every month",
    create({ title: "pay the childminder", due: "2026-12-01", recurrence: "FREQ=MONTHLY;BYMONTHDAY=1" }),
  ),
  de("dates", "Geschenke einpacken am dritten Dezember", create({ title: "Geschenke einpacken", due: "2026-12-03" })),
  de(
    "dates",
    "äh jeden Dienstag Altpapier rausbringen",
    create({ title: "Altpapier rausbringen", recurrence: "FREQ=WEEKLY;BYDAY=TU" }),
  ),
  de("dates", "Zahnreinigung übermorgen um drei", create({ title: "Zahnreinigung", due: "2026-11-28T15:00" })),
  de("dates", "Fenster putzen am 10.12. um 14 Uhr", create({ title: "Fenster putzen", due: "2026-12-10T14:00" })),
  de(
    "dates",
    "jeden Sonntag in der Früh Enkel anrufen",
    create({ title: "Enkel anrufen", recurrence: "FREQ=WEEKLY;BYDAY=SU" }),
  ),
  de(
    "dates",
    "training alle zwei wochen am freitag um 17 uhr",
    create({ title: "training", recurrence: "FREQ=WEEKLY;INTERVAL=2" }),
  ),
  de("dates", "Blumen gießen täglich", create({ title: "Blumen gießen", recurrence: "FREQ=DAILY" })),

  // ——— question ———
  en("question", "have I anything on tomorrow at all?", answer(...TOMORROW)),
  en("question", "what's on for the weekend so", answer(...WEEKEND)),
  en("question", "show me the family ones would you", answer(...FAMILY)),
  en("question", "is there anything I've let slip, overdue like?", answer(...OVERDUE)),
  en("question", "what did I get done this week, I feel like I did nothing", answer(...DONE_THIS_WEEK)),
  en("question", "Which tasks have I till end of the week?", THIS_WEEK),
  en("question", "Show me please all tasks with high priority in the Work list", answer(...HIGH_AT_WORK)),
  en("question", "How many tasks have I without a date?", withOrWithoutSubtasks(UNDATED)),
  en("question", "When is the 1:1 with Sarah?", answer("1:1 with Sarah")),
  en("question", "whats on my plate today", TODAY_ANSWER),
  en("question", "how many things are overdue right now", answer(...OVERDUE)),
  en("question", "um when is my car service", answer("Car service")),
  de("question", "Was hab i heut alles zum doa?", TODAY_ANSWER),
  de("question", "Was steht morgn an, gell?", answer(...TOMORROW)),
  de("question", "Wann is nachad der Arzttermin?", answer("Arzttermin")),
  de("question", "Zeig ma bittschön, was am Wochenend ansteht", answer(...WEEKEND)),
  de("question", "was muss ich heute noch machen digga", TODAY_ANSWER),
  de("question", "was is überfällig lol", answer(...OVERDUE)),
  de("question", "wie viele aufgaben hab ich nächste woche", answer(...NEXT_WEEK)),
  de("question", "also was hab ich am Dienstag", answer(...TUESDAY)),
  de("question", "äh was hab ich gestern erledigt", answer(...DONE_YESTERDAY)),
  de("question", "zeig mir alles mit niedriger Priorität Punkt", answer(...LOW)),

  // ——— edit ———
  en(
    "edit",
    "the garage can wait, sure look, move it to next saturday",
    anyOf(
      update({ "Clean the garage": { due: "2026-11-28" } }),
      update({ "Clean the garage": { due: "2026-12-05" } }),
      ASK,
    ),
  ),
  en(
    "edit",
    "the leaking tap is after getting worse, make it high priority",
    update({ "Fix the leaking tap": { priority: "high" } }),
  ),
  en("edit", "Please set the team offsite on high priority", update({ "Schedule team offsite": { priority: "high" } })),
  en("edit", "Put the tag travel to the passport task", update({ "Renew passport": { tags: ["errands", "travel"] } })),
  en("edit", "Can you shift the car service on the 7.12.?", update({ "Car service": { due: "2026-12-07" } })),
  en(
    "edit",
    "Please add to the 1:1 with Sarah a reminder 10 minutes before",
    update({ "1:1 with Sarah": { reminders: 1 } }),
  ),
  en("edit", "move the quarterly report to december fourth", update({ "Quarterly report": { due: "2026-12-04" } })),
  en("edit", "yoga class shouldn't repeat anymore", update({ "Yoga class": { recurrence: null } })),
  en("edit", "change the car service to ten am", update({ "Car service": { due: "2026-12-04T10:00" } })),
  en("edit", "rename read dune to read dune messiah", update({ "Read Dune": { title: "read dune messiah" } })),
  de(
    "edit",
    "Die Christmas cards san wichtig, setz's bittschön auf hohe Priorität",
    orAsk(update({ "Christmas cards": { priority: "high" } })),
  ),
  de(
    "edit",
    "Verschieb bittschön den Car service auf nächsten Dienstag",
    update({ "Car service": { due: "2026-12-01" } }),
  ),
  de(
    "edit",
    "Tu bittschön 's Fahrrad reparieren in die Liste Work",
    orAsk(update({ "Fahrrad reparieren": { list: "Work" } })),
  ),
  de("edit", "benenn learn spanish um in spanisch lernen", update({ "Learn Spanish": { title: "spanisch lernen" } })),
  de(
    "edit",
    "tag mal research new laptop mit weihnachten",
    update({ "Research new laptop": { tags: ["tech", "weihnachten"] } }),
  ),
  de("edit", "update cv hat keine eile mach niedrige prio", update({ "Update CV": { priority: "low" } })),
  de(
    "edit",
    "also äh verschieb den Quarterly report auf übernächsten Freitag",
    anyOf(
      update({ "Quarterly report": { due: "2026-12-04" } }),
      update({ "Quarterly report": { due: "2026-12-11" } }),
      ASK,
    ),
  ),
  de("edit", "Reply to Tom bitte auf halb fünf ändern", update({ "Reply to Tom": { due: "2026-11-26T16:30" } })),
  de("edit", "Organise photos kommt in die Liste Home", update({ "Organise photos": { list: "Home" } })),
  de(
    "edit",
    "beim Review Q4 budget noch eine Erinnerung eine Stunde vorher dazu",
    update({ "Review Q4 budget": { reminders: 2 } }),
  ),

  // ——— complete ———
  en("complete", "I'm after finishing the grocery shopping, thank god for that", complete("Grocery shopping")),
  en("complete", "I'm after ringing the bank so you can tick that off", complete("Call bank")),
  en("complete", "The Steuerberater I have called already, please mark as done", complete("Steuerberater anrufen")),
  en("complete", "i did the standup notes", complete("Team standup notes")),
  en("complete", "done with reply to tom", complete("Reply to Tom")),
  de("complete", "Die Oma hab i scho angrufen, des kannst abhaken", complete("Oma anrufen")),
  de("complete", "hab water the plants erledigt", complete("Water the plants")),
  de("complete", "yoga class geschafft!!!", complete("Yoga class")),
  de("complete", "also das Pick up parcel ist erledigt", complete("Pick up parcel")),
  de("complete", "Fahrrad reparieren is fertig, gell", complete("Fahrrad reparieren")),

  // ——— delete ———
  en("delete", ["Can you delete the task with the dentist?", YES], remove("Dentist")),
  en("delete", ["delete organise photos", YES], remove("Organise photos")),
  en(
    "delete",
    ["get rid of the gym membership one, I'm after cancelling it anyway", YES],
    anyOf(remove("Cancel gym membership"), complete("Cancel gym membership")),
  ),
  en(
    "delete",
    ["Please remove the task Research new laptop, it is not actual anymore", YES],
    remove("Research new laptop"),
  ),
  de("delete", ["Den Fahrrad reparieren tu bittschön weg", YES], remove("Fahrrad reparieren")),
  de("delete", ["lösch read dune digga les ich eh nie", YES], remove("Read Dune")),
  de("delete", ["äh lösch die Aufgabe Update CV", YES], remove("Update CV")),
  de("delete", "lösch alles", NONE),

  // ——— undo ———
  en(
    "undo",
    ["tick off the plants there, I'm after watering them", "no wait, undo that, it was the other ones"],
    REVERT,
  ),
  en("undo", ["Mark the standup notes as done", "Sorry, this was false. Make it back please"], REVERT),
  en("undo", ["move the dentist to tomorrow", "undo that"], REVERT),
  de("undo", ["Steuerberater anrufen is erledigt", "Naa, des war a Schmarrn, mach's rückgängig"], REVERT),
  de("undo", ["lösch die aufgabe learn spanish", YES, "ne doch nicht mach rückgängig"], REVERT),
  de("undo", ["äh verschieb Call bank auf morgen", "rückgängig machen"], REVERT),

  // ——— reference ———
  en(
    "reference",
    ["when's the dentist?", "push it out to next tuesday at 10 so"],
    update({ Dentist: { due: "2026-12-01T10:00" } }),
  ),
  en(
    "reference",
    ["When is the 1:1 with Sarah?", "Please shift it one hour later"],
    update({ "1:1 with Sarah": { due: "2026-12-01T16:00" } }),
  ),
  en(
    "reference",
    ["whats due on saturday", "move them both to sunday"],
    update({ "Grocery shopping": { due: "2026-11-29" }, "Oma anrufen": { due: "2026-11-29" } }),
  ),
  en("reference", "mark it done", NONE),
  de(
    "reference",
    ["Wann is nachad der Arzttermin?", "Den verleg bittschön auf neune"],
    update({ Arzttermin: { due: "2026-12-03T09:00" } }),
  ),
  de(
    "reference",
    ["was steht am sonntag an", "mach das wichtig"],
    update({ "Clean the garage": { priority: "high" } }),
  ),
  de(
    "reference",
    ["wann ist car service", "schieb den auf den montag drauf"],
    anyOf(update({ "Car service": { due: "2026-12-07" } }), ASK),
  ),
  de("reference", "äh verschieb das auf morgen", NONE),

  // ——— compound ———
  en(
    "compound",
    "I'm after picking up the parcel and put the library books back to monday",
    change({ complete: ["Pick up parcel"], update: { "Return library books": { due: "2026-11-30" } } }),
  ),
  en(
    "compound",
    "Please make me three tasks: call plumber, buy light bulbs and renew parking permit",
    create({ title: "call plumber" }, { title: "buy light bulbs" }, { title: "renew parking permit" }),
  ),
  en(
    "compound",
    "add three tasks buy milk buy eggs and buy bread",
    create({ title: "buy milk" }, { title: "buy eggs" }, { title: "buy bread" }),
  ),
  en(
    "compound",
    "break down clean the garage into sort tools sweep floor and take boxes to the dump",
    change({
      create: [
        { title: "sort tools", parent: "Clean the garage" },
        { title: "sweep floor", parent: "Clean the garage" },
        { title: "take boxes to the dump", parent: "Clean the garage" },
      ],
    }),
  ),
  de(
    "compound",
    "Steuerberater anrufen is erledigt und Oma anrufen verschieb auf Sonntag",
    change({ complete: ["Steuerberater anrufen"], update: { "Oma anrufen": { due: "2026-11-29" } } }),
  ),
  de("compound", "hab reply to tom gemacht und call bank auch", complete("Reply to Tom", "Call bank")),
  de(
    "compound",
    "neue aufgaben: zimmer aufräumen, wäsche waschen und gitarre üben",
    create({ title: "zimmer aufräumen" }, { title: "wäsche waschen" }, { title: "gitarre üben" }),
  ),
  de(
    "compound",
    "also äh Team standup notes erledigt Komma und Update CV auf morgen",
    change({ complete: ["Team standup notes"], update: { "Update CV": { due: "2026-11-27" } } }),
  ),

  // ——— plan ———
  en("plan", "I've a mad day ahead, can you plan it out for me", PLAN),
  en("plan", "Make me a plan for the next days of this week please", PLAN),
  en("plan", "What should I make as next?", NEXT),
  en("plan", "um what should i do next", NEXT),
  de("plan", "Moch ma bittschön an Plan für heut", PLAN),
  de("plan", "plan mal meine woche", PLAN),
  de("plan", "was soll ich als nächstes machen", NEXT),
  de("plan", "also äh plan meinen Tag", PLAN),

  // ——— small-talk ———
  en("small-talk", "ah you're a great help, thanks a million", NONE),
  en("small-talk", "Thank you, this was very helpful", NONE),
  en("small-talk", "okay cool thats awesome", NONE),
  de("small-talk", "Vergelt's Gott, des hast fein gmacht", NONE),
  de("small-talk", "danke safe lol", NONE),
  de("small-talk", "äh okay danke Punkt", NONE),

  // ——— unknown-command ———
  en("unknown-command", "ring my sister there and tell her I'll be late", NONE),
  en("unknown-command", "Send the invoice to Acme per mail please", NONE),
  en("unknown-command", "play some christmas music", NONE),
  de("unknown-command", "Druck ma bittschön die Liste aus", NONE),
  de("unknown-command", "bestell mir pizza digga", NONE),
  de("unknown-command", "äh schick Oma eine SMS", NONE),
];
