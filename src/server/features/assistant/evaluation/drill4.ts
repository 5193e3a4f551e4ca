import {
  ASK,
  answer,
  anyOf,
  type Category,
  change,
  complete,
  create,
  DONE_THIS_WEEK,
  type EvaluationCase,
  type Language,
  NEXT,
  NEXT_WEEK,
  NONE,
  OVERDUE,
  orAsk,
  PLAN,
  REVERT,
  remove,
  SATURDAY,
  type Step,
  TODAY,
  TOMORROW,
  update,
  withOrWithoutSubtasks,
  YES,
} from "./messages";
import type { Expectation } from "./score";
import type { SeedAnswers } from "./seed-questions";

/**
 * Drill 4: a corpus written blind. Its author read only issue 21 (what the assistant must do), seed.ts (the
 * seeded account and the fixed clock), score.ts, run.ts and the helpers at the top of messages.ts — not the
 * assistant's code, not its tests, not any other corpus. Every expectation was written before any run, for the
 * seeded account at the fixed clock: Thursday 26 November 2026, 09:00 in Berlin, weeks starting on Monday (this
 * week is 23–29 November, next week 30 November – 6 December).
 *
 * The people imagined, and how they type:
 * - Henrike, 36, a mother of two (Jonte and Mila) in Leipzig: dictates by voice, run-on sentences without
 *   punctuation, several requests in one.
 * - Ercan, 42, owns a kiosk in Dortmund: short German, no capitals, typos, Ruhr words ("gezz", "wat", "kannze").
 * - Tamsin, 25, an Australian backpacker: "arvo", "brekkie", "heaps", "reckon", casual.
 * - Duane, 55, an American sales manager: dictates on his phone, "gonna", "wanna", long sentences.
 * - Wastl, 63, a Bavarian pensioner: "Servus", "morgn", "heid", friendly, sometimes full sentences.
 * - Jorinde, 31, a developer in Berlin: terse, "todo: x", "prio hoch", "#tag", English and German mixed.
 */

type Row = [say: string | Step[], expect: Expectation];

const group = (category: Category, language: Language, rows: Row[]): EvaluationCase[] =>
  rows.map(([say, expect]) => ({ category, language, say: typeof say === "string" ? [say] : say, expect }));

// The seeded account's answers, worked out from seed.ts.
const DUE_TODAY_ONLY = [
  "Call bank",
  "Team standup notes",
  "Review Q4 budget",
  "Water the plants",
  "Take out the trash",
  "Reply to Tom",
  "Steuerberater anrufen",
];
const SUNDAY = ["Clean the garage"];
const REST_OF_WEEK = [...DUE_TODAY_ONLY, ...TOMORROW, ...SATURDAY, ...SUNDAY];
/** This week from today, or the whole week (its past days too), or with everything overdue. */
const THIS_WEEK = anyOf(
  answer(...REST_OF_WEEK),
  answer(...REST_OF_WEEK, "Dentist", "Pay electricity bill"),
  answer(...REST_OF_WEEK, ...OVERDUE),
);
/** Next week's dated tasks; the trash repeats on Thursday 3 December too, which a reply may show. */
const NEXT_WEEK_ANSWER = anyOf(answer(...NEXT_WEEK), answer(...NEXT_WEEK, "Take out the trash"));
const TUESDAY = ["1:1 with Sarah", "Yoga class", "Pay rent"];
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
const HOME_THIS_WEEK = ["Water the plants", "Take out the trash", "Grocery shopping", "Clean the garage"];
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
const ERRANDS = ["Pick up parcel", "Return library books", "Grocery shopping", "Renew passport"];
const FAMILY = ["Oma anrufen", "Birthday gift for Anna", "Christmas cards"];
const HEALTH = ["Dentist", "Yoga class", "Arzttermin"];
const DONE_LAST_WEEK = ["Submit expense report", "Buy running shoes", "Book hotel in Lisbon"];
const DONE_YESTERDAY = ["Collect sales figures", "Email landlord"];

/** This corpus's own seed answers by question, for a test to check against the seeded account's. */
export const DRILL4_SEED_ANSWERS: SeedAnswers = {
  DUE_TODAY: DUE_TODAY_ONLY,
  SUNDAY,
  REST_OF_WEEK,
  TUESDAY,
  UNDATED,
  WORK,
  HOME,
  HOME_THIS_WEEK,
  HIGH,
  HIGH_AT_WORK,
  ERRANDS,
  FAMILY,
  HEALTH,
  DONE_LAST_WEEK,
  DONE_YESTERDAY,
};

const questionsEn = group("question", "en", [
  ["whats on today", answer(...TODAY)],
  ["what've i got tomorrow", answer(...TOMORROW)],
  ["anything overdue?", answer(...OVERDUE)],
  ["how many things are overdue", answer(...OVERDUE)],
  ["hey how many tasks have I got next week", NEXT_WEEK_ANSWER],
  ["what am I looking at this week", THIS_WEEK],
  ["what have i got on tuesday", answer(...TUESDAY)],
  ["anything on dec 9?", answer("Schedule team offsite")],
  ["when's the dentist", answer("Dentist")],
  ["what did I knock off this week", answer(...DONE_THIS_WEEK)],
  ["what did i get done yesterday", answer(...DONE_YESTERDAY)],
  ["whats tagged errands", answer(...ERRANDS)],
  ["got any errands tomorrow?", answer("Pick up parcel", "Return library books")],
  ["show me everything high priority at work", answer(...HIGH_AT_WORK)],
  ["what's on my work list", withOrWithoutSubtasks(WORK)],
  ["which tasks don't have a date", withOrWithoutSubtasks(UNDATED)],
  ["what's on at home this week", anyOf(answer(...HOME_THIS_WEEK), answer(...HOME_THIS_WEEK, "Pay electricity bill"))],
]);

const questionsDe = group("question", "de", [
  ["wat steht gezz heute noch an", answer(...TODAY)],
  ["servus, was hab i heid no alles", answer(...TODAY)],
  ["wat hab ich morgen", answer(...TOMORROW)],
  ["was ist überfällig?", answer(...OVERDUE)],
  ["überfällig bei work?", answer("Send invoice to Acme")],
  ["wie viele termine hab ich nächste woche", NEXT_WEEK_ANSWER],
  ["was steht diese woche noch an", THIS_WEEK],
  ["was is am samstag", answer(...SATURDAY)],
  ["was steht am 10.12. an", answer("Christmas cards")],
  ["wann ist der arzttermin", answer("Arzttermin")],
  ["was hab ich diese woche erledigt", answer(...DONE_THIS_WEEK)],
  ["was hab ich letzte woche geschafft", answer(...DONE_LAST_WEEK)],
  ["zeig mir alles mit hoher priorität", answer(...HIGH)],
  ["zeig mir die home liste", answer(...HOME)],
  ["welche aufgaben haben kein datum", withOrWithoutSubtasks(UNDATED)],
  ["zeig #family", answer(...FAMILY)],
  ["wie viele sachen mit #health hab ich", answer(...HEALTH)],
]);

const addsEn = group("add", "en", [
  ["add brekkie with jess tomorrow 8am", create({ title: "brekkie with jess", due: "2026-11-27T08:00" })],
  [
    "add follow up with the Denver distributor on monday at 10am",
    create({ title: "follow up with the Denver distributor", due: "2026-11-30T10:00" }),
  ],
  [
    "remind me to call Kowalski back tomorrow at 3 about the renewal",
    create({ title: "call Kowalski back about the renewal", due: "2026-11-27T15:00", reminders: 1 }),
  ],
  ["todo: bump node version #infra p1", create({ title: "bump node version", tags: ["infra"], priority: "high" })],
  ["add order new business cards to my work list", create({ title: "order new business cards", list: "Work" })],
  [
    ["add tent pegs to my camping list", YES],
    change({ create: [{ title: "tent pegs", list: "Camping" }], newLists: ["Camping"] }),
  ],
  [
    "high priority: rotate the api keys friday",
    create({ title: "rotate the api keys", priority: "high", due: "2026-11-27" }),
  ],
  [
    "wanna get the oil changed saturday",
    orAsk(
      anyOf(
        create({ title: "get the oil changed", due: "2026-11-28" }),
        create({ title: "wanna get the oil changed", due: "2026-11-28" }),
      ),
    ),
  ],
]);

const addsDe = group("add", "de", [
  ["morgen um 19 uhr elternabend in der kita", create({ title: "elternabend in der kita", due: "2026-11-27T19:00" })],
  ["kannze ma notieren: leergut wegbringen samstag", orAsk(create({ title: "leergut wegbringen", due: "2026-11-28" }))],
  ["Servus, trag mir bitte ein: Fußpflege am Montag um 9 Uhr", create({ title: "Fußpflege", due: "2026-11-30T09:00" })],
  ["morgn nachmittag enkel vom bahnhof abholen", create({ title: "enkel vom bahnhof abholen", due: "2026-11-27" })],
  [
    "todo: flaky e2e test fixen prio hoch #ci",
    create({ title: "flaky e2e test fixen", priority: "high", tags: ["ci"] }),
  ],
  ["deploy freitag 14 uhr #release", create({ title: "deploy", due: "2026-11-27T14:00", tags: ["release"] })],
  [
    "erinner mich morgen um 17 uhr an versicherung anrufen",
    create({ title: "versicherung anrufen", due: "2026-11-27T17:00", reminders: 1 }),
  ],
  ["glühbirnen kaufen auf die home liste", create({ title: "glühbirnen kaufen", list: "Home" })],
]);

const datesEn = group("dates", "en", [
  [
    "pipeline review every friday at 4pm",
    create({ title: "pipeline review", due: "2026-11-27T16:00", recurrence: "FREQ=WEEKLY;BYDAY=FR" }),
  ],
  [
    "pay the storage unit on the 15th of every month",
    create({ title: "pay the storage unit", due: "2026-12-15", recurrence: "FREQ=MONTHLY;BYMONTHDAY=15" }),
  ],
  [
    "Dad's birthday March 3 every year",
    create({ title: "Dad's birthday", due: "2027-03-03", recurrence: "FREQ=YEARLY" }),
  ],
  [
    "book the venue for the holiday party december 19",
    create({ title: "book the venue for the holiday party", due: "2026-12-19" }),
  ],
  [
    "surf lesson mon wed fri 7am",
    create({ title: "surf lesson", due: "2026-11-27T07:00", recurrence: "FREQ=WEEKLY;BYDAY=MO,WE,FR" }),
  ],
  ["renew travel insurance in a fortnight", create({ title: "renew travel insurance", due: "2026-12-10" })],
  ["send the proposal to Brightwater eod", create({ title: "send the proposal to Brightwater", due: "2026-11-26" })],
  ["dentist checkup jan 14 at 3pm", create({ title: "dentist checkup", due: "2027-01-14T15:00" })],
  ["call the dealership friday at 3", create({ title: "call the dealership", due: "2026-11-27T15:00" })],
]);

const datesDe = group("dates", "de", [
  ["übermorgen um 15 uhr kinderarzt mit jonte", create({ title: "kinderarzt mit jonte", due: "2026-11-28T15:00" })],
  [
    "kasse zählen jeden tag 18 uhr",
    create({ title: "kasse zählen", due: "2026-11-26T18:00", recurrence: "FREQ=DAILY" }),
  ],
  [
    "jeden dienstag altpapier rausstellen",
    create({ title: "altpapier rausstellen", due: "2026-12-01", recurrence: "FREQ=WEEKLY;BYDAY=TU" }),
  ],
  [
    "getränke bestellen alle zwei wochen",
    create({ title: "getränke bestellen", recurrence: "FREQ=WEEKLY;INTERVAL=2" }),
  ],
  ["14.1. zahnarzt kontrolle", create({ title: "zahnarzt kontrolle", due: "2027-01-14" })],
  [
    "Geburtstag von der Resi am 3. März, jedes Jahr",
    create({ title: "Geburtstag von der Resi", due: "2027-03-03", recurrence: "FREQ=YEARLY" }),
  ],
  ["nächsten montag 8 uhr inventur", create({ title: "inventur", due: "2026-11-30T08:00" })],
  ["in zwei wochen zahnreinigung", create({ title: "zahnreinigung", due: "2026-12-10" })],
  [
    "miete laden überweisen jeden 1. des monats",
    create({ title: "miete laden überweisen", due: "2026-12-01", recurrence: "FREQ=MONTHLY;BYMONTHDAY=1" }),
  ],
]);

const editsEn = group("edit", "en", [
  ["rename Read Dune to Read Dune Messiah", update({ "Read Dune": { title: "Read Dune Messiah" } })],
  ["make the leaking tap urgent", update({ "Fix the leaking tap": { priority: "high" } })],
  ["change the standup notes to 11:30", update({ "Team standup notes": { due: "2026-11-26T11:30" } })],
  ["move the dentist to jan 12 at 3", update({ Dentist: { due: "2027-01-12T15:00" } })],
  ["move update cv to my home list", update({ "Update CV": { list: "Home" } })],
  ["tag research new laptop with shopping", update({ "Research new laptop": { tags: ["tech", "shopping"] } })],
  ["take the errands tag off renew passport", update({ "Renew passport": { tags: [] } })],
  ["stop repeating the yoga class", update({ "Yoga class": { recurrence: null } })],
  ["add a reminder 30 min before my 1:1 with sarah", update({ "1:1 with Sarah": { reminders: 1 } })],
  ["add another reminder for the library books a day before", update({ "Return library books": { reminders: 3 } })],
]);

const editsDe = group("edit", "de", [
  [
    "benenne Fahrrad reparieren um in Fahrradschlauch flicken",
    update({ "Fahrrad reparieren": { title: "Fahrradschlauch flicken" } }),
  ],
  ["steuerberater anrufen auf 15 uhr", update({ "Steuerberater anrufen": { due: "2026-11-26T15:00" } })],
  ["verschieb den arzttermin auf 9 uhr", update({ Arzttermin: { due: "2026-12-03T09:00" } })],
  ["oma anrufen auf sonntag verschieben", update({ "Oma anrufen": { due: "2026-11-29" } })],
  ["christmas cards auf den 12.12. verschieben", update({ "Christmas cards": { due: "2026-12-12" } })],
  ["setz fahrrad reparieren auf prio hoch", update({ "Fahrrad reparieren": { priority: "high" } })],
  ["füg bei oma anrufen den tag wichtig hinzu", update({ "Oma anrufen": { tags: ["family", "wichtig"] } })],
  ["yoga class soll sich nicht mehr wiederholen", update({ "Yoga class": { recurrence: null } })],
  ["erinnerung für den arzttermin einen tag vorher", update({ Arzttermin: { reminders: 1 } })],
  ["arzttermin in die liste home", update({ Arzttermin: { list: "Home" } })],
]);

const completesEn = group("complete", "en", [
  ["I did the grocery shopping", complete("Grocery shopping")],
  ["done with the standup notes", complete("Team standup notes")],
  ["mark reply to tom as done", complete("Reply to Tom")],
  ["take out the trash is done", complete("Take out the trash")],
  ["just paid the electricity bill", orAsk(complete("Pay electricity bill"))],
]);

const completesDe = group("complete", "de", [
  ["hab oma angerufen", complete("Oma anrufen")],
  ["steuerberater anrufen erledigt", complete("Steuerberater anrufen")],
  ["fahrrad reparieren ist fertig", complete("Fahrrad reparieren")],
  ["call bank abhaken", complete("Call bank")],
  ["erledigt: team standup notes", complete("Team standup notes")],
]);

const deletesEn = group("delete", "en", [
  ["delete learn spanish", ASK],
  ["remove the cancel gym membership task", ASK],
  [["get rid of organise photos", YES], remove("Organise photos")],
  [["delete the clean the garage task", "no"], NONE],
  ["delete all my tasks", NONE],
]);

const deletesDe = group("delete", "de", [
  ["lösch fahrrad reparieren", ASK],
  ["kannze organise photos wegmachen", ASK],
  [["lösch den arzttermin", YES], remove("Arzttermin")],
  [["Die Christmas cards kannst löschen, die brauch i nimmer", YES], remove("Christmas cards")],
  [["lösch read dune", "nein"], NONE],
]);

const referencesEn = group("reference", "en", [
  [["when is the car service", "move it to monday"], update({ "Car service": { due: "2026-11-30" } })],
  [["what's on saturday", "push the first one to sunday"], update({ "Grocery shopping": { due: "2026-11-29" } })],
  [["when's my dentist", "make it tomorrow at 3pm"], update({ Dentist: { due: "2026-11-27T15:00" } })],
  [["add call the plumber", "make it high priority"], create({ title: "call the plumber", priority: "high" })],
  [["what have I got on monday", "mark that done"], complete("Renew passport")],
  ["move it to friday", NONE],
]);

const referencesDe = group("reference", "de", [
  [
    ["wann ist der arzttermin", "verschieb ihn auf den 4.12. um 10 uhr"],
    update({ Arzttermin: { due: "2026-12-04T10:00" } }),
  ],
  [["was hab ich am montag", "das hab ich schon erledigt"], complete("Renew passport")],
  [
    ["reifen wechseln am samstag", "mach das dringend"],
    create({ title: "reifen wechseln", due: "2026-11-28", priority: "high" }),
  ],
  [["was ist am sonntag", "verschieb das auf montag"], update({ "Clean the garage": { due: "2026-11-30" } })],
  [["überfällig bei work?", "hab ich gestern schon gemacht, abhaken"], complete("Send invoice to Acme")],
  ["verschieb das auf morgen", NONE],
]);

const undosEn = group("undo", "en", [
  [["add buy sunscreen tomorrow", "undo"], REVERT],
  [["rename organise photos to sort old photos", "undo that"], REVERT],
  [["i did the standup notes", "oops undo that"], REVERT],
  [["move the quarterly report to dec 4", "wait no, undo"], REVERT],
]);

const undosDe = group("undo", "de", [
  [["hab fahrrad repariert", "rückgängig"], REVERT],
  [["kasse zählen morgen 18 uhr", "mach das rückgängig"], REVERT],
  [["oma anrufen auf sonntag verschieben", "rückgängig machen bitte"], REVERT],
  [["setz read dune auf prio hoch", "ups, rückgängig"], REVERT],
]);

const compoundsEn = group("compound", "en", [
  [
    "complete call bank and move reply to tom to tomorrow",
    change({ complete: ["Call bank"], update: { "Reply to Tom": { due: "2026-11-27" } } }),
  ],
  [
    "add 3 tasks: buy sunscreen, top up opal card and email the hostel",
    create({ title: "buy sunscreen" }, { title: "top up opal card" }, { title: "email the hostel" }),
  ],
  [
    "mark the standup notes done and push the quarterly report to december 4th",
    change({ complete: ["Team standup notes"], update: { "Quarterly report": { due: "2026-12-04" } } }),
  ],
  [
    "add 2 things: hostel checkout friday 10am and bus to byron saturday",
    create({ title: "hostel checkout", due: "2026-11-27T10:00" }, { title: "bus to byron", due: "2026-11-28" }),
  ],
  ["done: standup notes, reply to tom", complete("Team standup notes", "Reply to Tom")],
]);

const compoundsDe = group("compound", "de", [
  [
    "morgen einkaufen und am samstag wichtelgeschenk besorgen und sonntag adventskranz basteln",
    create(
      { title: "einkaufen", due: "2026-11-27" },
      { title: "wichtelgeschenk besorgen", due: "2026-11-28" },
      { title: "adventskranz basteln", due: "2026-11-29" },
    ),
  ],
  [
    "trag ein morgen brotdosen für den ausflug packen und samstag um 16 uhr kindergeburtstag bei den schulzes",
    create(
      { title: "brotdosen für den ausflug packen", due: "2026-11-27" },
      { title: "kindergeburtstag bei den schulzes", due: "2026-11-28T16:00" },
    ),
  ],
  [
    "ich hab oma angerufen und steuerberater anrufen ist auch erledigt",
    complete("Oma anrufen", "Steuerberater anrufen"),
  ],
  [
    "steuerberater anrufen erledigt und neu kasse prüfen freitag",
    change({ complete: ["Steuerberater anrufen"], create: [{ title: "kasse prüfen", due: "2026-11-27" }] }),
  ],
  [
    "füg 3 tasks hinzu: logging aufräumen, readme updaten und ci cache leeren",
    create({ title: "logging aufräumen" }, { title: "readme updaten" }, { title: "ci cache leeren" }),
  ],
]);

const plansEn = group("plan", "en", [
  ["plan my day", PLAN],
  ["can you plan out my week for me, gonna be a busy one", PLAN],
  ["what should I do next", NEXT],
  ["reckon what i should knock over first?", NEXT],
  [
    "break down clean the garage into sort the tools, sweep the floor and take the junk to the tip",
    create(
      { title: "sort the tools", parent: "Clean the garage" },
      { title: "sweep the floor", parent: "Clean the garage" },
      { title: "take the junk to the tip", parent: "Clean the garage" },
    ),
  ],
]);

const plansDe = group("plan", "de", [
  ["plan meinen tag", PLAN],
  ["kannst du mir die woche planen", PLAN],
  ["was soll ich als nächstes machen", NEXT],
  ["Servus, was mach i jetzt am gscheitesten als nächstes?", NEXT],
  [
    "zerleg fahrrad reparieren in schlauch kaufen, reifen flicken und bremsen einstellen",
    create(
      { title: "schlauch kaufen", parent: "Fahrrad reparieren" },
      { title: "reifen flicken", parent: "Fahrrad reparieren" },
      { title: "bremsen einstellen", parent: "Fahrrad reparieren" },
    ),
  ],
]);

const smallTalkEn = group("small-talk", "en", [
  ["thanks heaps!", NONE],
  ["cheers legend", NONE],
  ["hi", NONE],
  ["good morning!", NONE],
  ["you're a lifesaver, thank you", NONE],
]);

const smallTalkDe = group("small-talk", "de", [
  ["danke dir", NONE],
  ["moin", NONE],
  ["Servus!", NONE],
  ["passt scho, vergelt's gott", NONE],
  ["hallo wie gehts", NONE],
]);

const unknownEn = group("unknown-command", "en", [
  ["export my tasks to a spreadsheet", NONE],
  ["sync this with my google calendar", NONE],
  ["switch to dark mode", NONE],
  ["share my work list with Priya", NONE],
  ["what's the weather gonna be like tomorrow", NONE],
]);

const unknownDe = group("unknown-command", "de", [
  ["exportier alles als pdf", NONE],
  ["mach den dunkelmodus an", NONE],
  ["teil die home liste mit meinem mann", NONE],
  ["verbind dich mit outlook", NONE],
  ["wie wird dat wetter morgen", NONE],
]);

export const DRILL4_CASES: EvaluationCase[] = [
  ...questionsEn,
  ...questionsDe,
  ...addsEn,
  ...addsDe,
  ...datesEn,
  ...datesDe,
  ...editsEn,
  ...editsDe,
  ...completesEn,
  ...completesDe,
  ...deletesEn,
  ...deletesDe,
  ...referencesEn,
  ...referencesDe,
  ...undosEn,
  ...undosDe,
  ...compoundsEn,
  ...compoundsDe,
  ...plansEn,
  ...plansDe,
  ...smallTalkEn,
  ...smallTalkDe,
  ...unknownEn,
  ...unknownDe,
];
