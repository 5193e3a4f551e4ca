import {
  ASK,
  answer,
  anyOf,
  complete,
  create,
  DONE_THIS_WEEK,
  DUE_TODAY,
  ERRANDS,
  type EvaluationCase,
  FAMILY,
  group,
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
 * The sealed corpus: 170 messages (95 English, 75 German) to the seeded account (seed.ts) on Thursday
 * 26 November 2026, 09:00 in Berlin, typed as people type on a chat page — lower case, typos, abbreviations,
 * colloquial German. Written blind by a helper session that read only the seed, the scorer, the runner, the
 * helpers at the top of messages.ts and the product description (issue 21 and the API's README row, now the
 * assistant section of docs/api.md), never how the assistant understands messages nor any other corpus; every
 * expectation was written before any run.
 */

const { UNDATED, WORK, HOME, HIGH, DONE_LAST_WEEK } = SEED_ANSWERS;
const WEEKEND = [...SATURDAY, "Clean the garage"];
/** Subtasks are in their parent's list and have no date: a list or "no date" answer may show them or not. */
/** "This week": from today on, or the whole week with its past days, or with everything overdue. */
const REST_OF_WEEK = [...DUE_TODAY, ...TOMORROW, ...WEEKEND];

/** This corpus's own seed answers by question, for a test to check against the seeded account's. */
export const SEALED_SEED_ANSWERS: SeedAnswers = {
  WEEKEND,
  REST_OF_WEEK,
};
const THIS_WEEK = anyOf(
  answer(...REST_OF_WEEK),
  answer(...REST_OF_WEEK, "Dentist", "Pay electricity bill"),
  answer(...REST_OF_WEEK, ...OVERDUE),
);
const SUNDAY_DATE = "2026-11-29";

const add: EvaluationCase[] = [
  ...group("add", "en", [
    ["add buy stamps", create({ title: "buy stamps" })],
    ["buy cat food", create({ title: "buy cat food" })],
    ["todo: renew car insurance", create({ title: "renew car insurance" })],
    [
      "remind me to call mum tomorrow at 5pm",
      create({ title: "call mum", due: `${TOMORROW_DATE}T17:00`, reminders: 1 }),
    ],
    [
      "pls add pick up kids from school friday 3pm",
      create({ title: "pick up kids from school", due: `${TOMORROW_DATE}T15:00` }),
    ],
    [
      "need to book a haircut",
      orAsk(anyOf(create({ title: "book a haircut" }), create({ title: "need to book a haircut" }))),
    ],
    ["new task: email the school about the trip", create({ title: "email the school about the trip" })],
    ["add replace water filter #home p1", create({ title: "replace water filter", tags: ["home"], priority: "high" })],
    ["add get winter tyres fitted +home", create({ title: "get winter tyres fitted", list: "Home" })],
    ["add ask sarah about holidays monday", create({ title: "ask sarah about holidays", due: NEXT_MONDAY })],
    ["call the plumber", create({ title: "call the plumber" })],
    ["buy present for dad tmrw", create({ title: "buy present for dad", due: TOMORROW_DATE })],
    // Says "add", so it is a new task although it names the Dentist.
    ["add: dentist appointment for the kids", create({ title: "dentist appointment for the kids" })],
  ]),
  ...group("add", "de", [
    ["Milch kaufen", create({ title: "Milch kaufen" })],
    ["füg Zahnpasta kaufen hinzu", create({ title: "Zahnpasta kaufen" })],
    ["neue Aufgabe: Winterjacke in die Reinigung bringen", create({ title: "Winterjacke in die Reinigung bringen" })],
    ["morgen Reifen wechseln", create({ title: "Reifen wechseln", due: TOMORROW_DATE })],
    [
      "erinner mich morgen um 10 die Versicherung anzurufen",
      anyOf(
        create({ title: "Versicherung anrufen", due: `${TOMORROW_DATE}T10:00` }),
        create({ title: "die Versicherung anrufen", due: `${TOMORROW_DATE}T10:00` }),
        create({ title: "die Versicherung anzurufen", due: `${TOMORROW_DATE}T10:00` }),
      ),
    ],
    ["kannst du Geschenk für Papa besorgen hinzufügen", create({ title: "Geschenk für Papa besorgen" })],
    ["Termin beim Friseur am Samstag um 11", create({ title: "Termin beim Friseur", due: "2026-11-28T11:00" })],
    ["Kita Anmeldung ausfüllen", create({ title: "Kita Anmeldung ausfüllen" })],
    ["schreib auf: Katzenfutter besorgen", create({ title: "Katzenfutter besorgen" })],
    ["Paket zur Post bringen #erledigungen", create({ title: "Paket zur Post bringen", tags: ["erledigungen"] })],
    ["Handwerker wegen Heizung anrufen p1", create({ title: "Handwerker wegen Heizung anrufen", priority: "high" })],
  ]),
];

const question: EvaluationCase[] = [
  ...group("question", "en", [
    ["whats on today", answer(...TODAY)],
    ["anything overdue?", answer(...OVERDUE)],
    ["what do i have tmrw", answer(...TOMORROW)],
    ["how many tasks do i have next week", answer(...NEXT_WEEK)],
    ["when is the car service", answer("Car service")],
    ["what did i get done this week", answer(...DONE_THIS_WEEK)],
    ["show my work list", withOrWithoutSubtasks(WORK)],
    ["whats high priority", answer(...HIGH)],
    ["anything on this weekend?", answer(...WEEKEND)],
    ["show me my errands", answer(...ERRANDS)],
    ["which tasks dont have a date", withOrWithoutSubtasks(UNDATED)],
    ["what did i finish last week", answer(...DONE_LAST_WEEK)],
    // A Sunday with nothing on it: the reply says there is nothing.
    ["anything due dec 20", answer()],
    ["whats due this week", THIS_WEEK],
  ]),
  ...group("question", "de", [
    ["was steht heute an", answer(...TODAY)],
    ["ist irgendwas überfällig", answer(...OVERDUE)],
    ["was hab ich morgen", answer(...TOMORROW)],
    ["wie viele aufgaben hab ich nächste woche", answer(...NEXT_WEEK)],
    ["wann ist der Arzttermin", answer("Arzttermin")],
    ["was hab ich diese woche erledigt", answer(...DONE_THIS_WEEK)],
    ["zeig mir die liste home", answer(...HOME)],
    ["was ist alles hohe priorität", answer(...HIGH)],
    ["was ist am wochenende los", answer(...WEEKEND)],
    ["zeig mir alles mit #family", answer(...FAMILY)],
    ["welche aufgaben haben kein datum", withOrWithoutSubtasks(UNDATED)],
    ["wann muss ich oma anrufen", answer("Oma anrufen")],
  ]),
];

const edit: EvaluationCase[] = [
  ...group("edit", "en", [
    ["move dentist to fri", update({ Dentist: { due: `${TOMORROW_DATE}T10:00` } })],
    ["change the budget review to 11am", update({ "Review Q4 budget": { due: "2026-11-26T11:00" } })],
    ["make pay rent low prio", update({ "Pay rent": { priority: "low" } })],
    ["rename read dune to read dune messiah", update({ "Read Dune": { title: "read dune messiah" } })],
    ["tag car service with errands", update({ "Car service": { tags: ["car", "errands"] } })],
    ["remove the travel tag from the flights", update({ "Book flights to Lisbon": { tags: [] } })],
    ["put update cv in my home list", update({ "Update CV": { list: "Home" } })],
    [
      ["put read dune in a new list called Reading", YES],
      { expect: "change", update: { "Read Dune": { list: "Reading" } }, newLists: ["Reading"] },
    ],
    ["stop repeating yoga", update({ "Yoga class": { recurrence: null } })],
    ["remind me 30 min before the car service", orAsk(update({ "Car service": { reminders: 1 } }))],
    ["make fix the leaking tap urgent", update({ "Fix the leaking tap": { priority: "high" } })],
  ]),
  ...group("edit", "de", [
    ["Arzttermin auf den 7.12. verschieben", update({ Arzttermin: { due: "2026-12-07T08:15" } })],
    ["setz Steuerberater anrufen auf 15 uhr", update({ "Steuerberater anrufen": { due: "2026-11-26T15:00" } })],
    ["Oma anrufen bitte auf hohe Priorität", update({ "Oma anrufen": { priority: "high" } })],
    [
      "benenn Fahrrad reparieren in Bremsen reparieren um",
      update({ "Fahrrad reparieren": { title: "Bremsen reparieren" } }),
    ],
    ["gib Learn Spanish den tag sprachen", update({ "Learn Spanish": { tags: ["learning", "sprachen"] } })],
    ["schieb Research new laptop in die Liste Work", update({ "Research new laptop": { list: "Work" } })],
    ["Take out the trash nicht mehr wiederholen", update({ "Take out the trash": { recurrence: null } })],
    ["erinner mich ne stunde vorher an den Arzttermin", orAsk(update({ Arzttermin: { reminders: 1 } }))],
    [
      ["verschieb alles vom samstag auf sonntag", YES],
      update({
        "Grocery shopping": { due: `${SUNDAY_DATE}T10:00` },
        "Oma anrufen": { due: `${SUNDAY_DATE}T15:00` },
      }),
    ],
  ]),
];

const completeCases: EvaluationCase[] = [
  ...group("complete", "en", [
    ["done with the standup notes", complete("Team standup notes")],
    ["i called the bank", orAsk(complete("Call bank"))],
    ["dentist done", complete("Dentist")],
    ["mark water the plants as done", complete("Water the plants")],
    ["finished the acme invoice", orAsk(complete("Send invoice to Acme"))],
    ["trash is out", orAsk(complete("Take out the trash"))],
    ["check off pick up parcel", complete("Pick up parcel")],
    ["i did the budget review", orAsk(complete("Review Q4 budget"))],
  ]),
  ...group("complete", "de", [
    ["Steuerberater anrufen erledigt", complete("Steuerberater anrufen")],
    ["hab oma angerufen", orAsk(complete("Oma anrufen"))],
    ["hab das fahrrad repariert", orAsk(complete("Fahrrad reparieren"))],
    ["Call bank ist erledigt", complete("Call bank")],
    ["markier Dentist als erledigt", complete("Dentist")],
    ["standup notes sind fertig", orAsk(complete("Team standup notes"))],
  ]),
];

const deleteCases: EvaluationCase[] = [
  ...group("delete", "en", [
    [["delete organise photos", YES], remove("Organise photos")],
    // A delete always asks first.
    ["remove the gym membership task", ASK],
    [["get rid of read dune", YES], remove("Read Dune")],
    // No task is a meeting: nothing to delete.
    ["delete the meeting", NONE],
    [["delete car service and renew passport", YES], remove("Car service", "Renew passport")],
  ]),
  ...group("delete", "de", [
    [["lösch Learn Spanish", YES], remove("Learn Spanish")],
    ["lösche den Arzttermin", ASK],
    [["Research new laptop kann weg", YES], remove("Research new laptop")],
    [["entfern die Christmas cards", YES], remove("Christmas cards")],
    ["lösch alles", NONE],
  ]),
];

const undo: EvaluationCase[] = [
  ...group("undo", "en", [
    [["add buy light bulbs", "undo"], REVERT],
    [["move dentist to monday", "undo that"], REVERT],
    [["done with water the plants", "oops undo"], REVERT],
    // Nothing to undo in a fresh conversation.
    ["undo", NONE],
  ]),
  ...group("undo", "de", [
    [["schieb Steuerberater anrufen auf morgen", "rückgängig"], REVERT],
    [["Fahrrad reparieren erledigt", "mach das rückgängig"], REVERT],
    [["Brot kaufen", "ne doch nicht, mach rückgängig"], REVERT],
    [["lösch Organise photos", YES, "rückgängig bitte"], REVERT],
  ]),
];

const reference: EvaluationCase[] = [
  ...group("reference", "en", [
    [["when is the dentist", "move it to tomorrow"], update({ Dentist: { due: `${TOMORROW_DATE}T10:00` } })],
    // The oldest overdue task is the invoice, and it is high priority too: first however they are ordered.
    [["whats overdue", "mark the first one done"], complete("Send invoice to Acme")],
    [
      ["what's on saturday", "push the second one to sunday"],
      update({ "Oma anrufen": { due: `${SUNDAY_DATE}T15:00` } }),
    ],
    [
      ["anything overdue", "move them all to tomorrow", YES],
      update({
        Dentist: { due: `${TOMORROW_DATE}T10:00` },
        "Pay electricity bill": { due: TOMORROW_DATE },
        "Send invoice to Acme": { due: `${TOMORROW_DATE}T17:00` },
      }),
    ],
    [["when's yoga", "make it 7pm"], update({ "Yoga class": { due: "2026-12-01T19:00" } })],
    [
      ["when is the 1:1 with sarah", "rename it to 1:1 with sarah and mike"],
      update({ "1:1 with Sarah": { title: "1:1 with sarah and mike" } }),
    ],
    // Nothing before it to point at.
    ["delete it", NONE],
  ]),
  ...group("reference", "de", [
    [["wann ist der Arzttermin", "verschieb ihn auf 9 uhr"], update({ Arzttermin: { due: "2026-12-03T09:00" } })],
    [
      ["was hab ich am samstag", "schieb das erste auf sonntag"],
      update({ "Grocery shopping": { due: `${SUNDAY_DATE}T10:00` } }),
    ],
    [
      ["wann ist Steuerberater anrufen", "mach das auf morgen 10 uhr"],
      update({ "Steuerberater anrufen": { due: `${TOMORROW_DATE}T10:00` } }),
    ],
    [["zeig mir Fahrrad reparieren", "pack es in die Liste Work"], update({ "Fahrrad reparieren": { list: "Work" } })],
    ["lösch das zweite", NONE],
  ]),
];

const completeAndMove = (done: string, moved: string, due: string): Expectation => ({
  expect: "change",
  complete: [done],
  update: { [moved]: { due } },
});

const compound: EvaluationCase[] = [
  ...group("compound", "en", [
    [
      "done with call bank and move reply to tom to tomorrow",
      completeAndMove("Call bank", "Reply to Tom", `${TOMORROW_DATE}T16:00`),
    ],
    [
      "add 3 tasks: buy batteries, charge the drill and hang the shelf",
      create({ title: "buy batteries" }, { title: "charge the drill" }, { title: "hang the shelf" }),
    ],
    [["mark the dentist and the electricity bill as done", YES], complete("Dentist", "Pay electricity bill")],
    [
      "move update cv to monday and make it medium priority",
      update({ "Update CV": { due: NEXT_MONDAY, priority: "medium" } }),
    ],
    [
      ["tag read dune and organise photos with weekend", YES],
      update({ "Read Dune": { tags: ["books", "weekend"] }, "Organise photos": { tags: ["weekend"] } }),
    ],
    ["water the plants done, standup notes done too", complete("Water the plants", "Team standup notes")],
    // Three groceries, or one shopping task: both are what a person could mean.
    [
      "add milk, eggs and butter",
      anyOf(
        create({ title: "milk" }, { title: "eggs" }, { title: "butter" }),
        create({ title: "milk, eggs and butter" }),
      ),
    ],
  ]),
  ...group("compound", "de", [
    [
      "Reply to Tom erledigt und Team standup notes auf morgen schieben",
      completeAndMove("Reply to Tom", "Team standup notes", `${TOMORROW_DATE}T11:00`),
    ],
    [
      "leg drei Aufgaben an: Winterreifen montieren, Glühbirnen kaufen und Keller aufräumen",
      create({ title: "Winterreifen montieren" }, { title: "Glühbirnen kaufen" }, { title: "Keller aufräumen" }),
    ],
    [
      "verschieb Oma anrufen auf Sonntag und mach es wichtig",
      update({ "Oma anrufen": { due: `${SUNDAY_DATE}T15:00`, priority: "high" } }),
    ],
    [["Dentist und Arzttermin als erledigt markieren", YES], complete("Dentist", "Arzttermin")],
    [
      "Cancel gym membership auf Montag schieben und wichtig machen",
      update({ "Cancel gym membership": { due: NEXT_MONDAY, priority: "high" } }),
    ],
  ]),
];

const plan: EvaluationCase[] = [
  ...group("plan", "en", [
    ["plan my day", PLAN],
    ["can u plan my week pls", PLAN],
    ["what should i do next", NEXT],
    ["what now", NEXT],
    ["whats the most important thing right now", anyOf(NEXT, PLAN)],
    [
      "break down clean the garage into sort boxes, sweep the floor and take stuff to the dump",
      create(
        { title: "sort boxes", parent: "Clean the garage" },
        { title: "sweep the floor", parent: "Clean the garage" },
        { title: "take stuff to the dump", parent: "Clean the garage" },
      ),
    ],
  ]),
  ...group("plan", "de", [
    ["plan meinen tag", PLAN],
    ["was soll ich als nächstes machen", NEXT],
    ["mach mir nen wochenplan", PLAN],
    [
      "zerleg Fahrrad reparieren in Schlauch kaufen und Reifen flicken",
      create(
        { title: "Schlauch kaufen", parent: "Fahrrad reparieren" },
        { title: "Reifen flicken", parent: "Fahrrad reparieren" },
      ),
    ],
  ]),
];

const smallTalk: EvaluationCase[] = [
  ...group("small-talk", "en", [
    ["thanks!", NONE],
    ["hi", NONE],
    ["good morning :)", NONE],
    ["you're a lifesaver", NONE],
    ["what can you do?", NONE],
    ["ok cool", NONE],
  ]),
  ...group("small-talk", "de", [
    ["danke dir", NONE],
    ["moin", NONE],
    ["was kannst du eigentlich", NONE],
    ["super, passt so", NONE],
  ]),
];

const unknownCommand: EvaluationCase[] = [
  ...group("unknown-command", "en", [
    // No task at 3pm today: nothing to cancel, and "cancel" is not the gym membership task.
    ["cancel my 3pm", NONE],
    ["export my tasks to csv", NONE],
    ["turn on dark mode", NONE],
    ["share the home list with anna", NONE],
    ["sync with google calendar", NONE],
    ["set my daily capacity to 4", NONE],
    ["rename the work list to office", NONE],
  ]),
  ...group("unknown-command", "de", [
    ["exportier alles als pdf", NONE],
    ["stell die app auf englisch um", NONE],
    ["teil die liste home mit meiner frau", NONE],
    ["schalt die benachrichtigungen aus", NONE],
    ["sortier meine aufgaben nach priorität", NONE],
  ]),
];

const dates: EvaluationCase[] = [
  ...group("dates", "en", [
    [
      "add pay council tax on the 1st of every month",
      create({ title: "pay council tax", due: "2026-12-01", recurrence: "FREQ=MONTHLY;BYMONTHDAY=1" }),
    ],
    ["swim tue thu 7am", create({ title: "swim", recurrence: "FREQ=WEEKLY;BYDAY=TU,TH" })],
    // A month and a day read as the next such day: January of next year, never 2014.
    ["add renew domain jan 14", create({ title: "renew domain", due: "2027-01-14" })],
    [
      "add sarahs birthday march 3 every year",
      create({ title: "sarahs birthday", due: "2027-03-03", recurrence: "FREQ=YEARLY" }),
    ],
    // "at 2" for a task is 14:00.
    ["move car service to dec 11 at 2", update({ "Car service": { due: "2026-12-11T14:00" } })],
    [
      "add submit timesheet every friday at 4pm",
      create({ title: "submit timesheet", due: `${TOMORROW_DATE}T16:00`, recurrence: "FREQ=WEEKLY;BYDAY=FR" }),
    ],
    [
      "remind me to renew the parking permit in 2 weeks",
      create({ title: "renew the parking permit", due: "2026-12-10" }),
    ],
  ]),
  ...group("dates", "de", [
    [
      "Mülltonne rausstellen jeden Dienstag",
      create({ title: "Mülltonne rausstellen", recurrence: "FREQ=WEEKLY;BYDAY=TU" }),
    ],
    ["Blumen düngen alle zwei Wochen", create({ title: "Blumen düngen", recurrence: "FREQ=WEEKLY;INTERVAL=2" })],
    ["übermorgen um 15 Uhr Elternabend", create({ title: "Elternabend", due: "2026-11-28T15:00" })],
    ["schieb Car service auf den 10.12.", update({ "Car service": { due: "2026-12-10T08:30" } })],
    // Could be taken for the Arzttermin: asking first and adding on the yes is right too.
    [["Zahnarzttermin am 14.1. um 9:30", YES], create({ title: "Zahnarzttermin", due: "2027-01-14T09:30" })],
  ]),
];

export const SEALED_CASES: EvaluationCase[] = [
  ...add,
  ...question,
  ...edit,
  ...completeCases,
  ...deleteCases,
  ...undo,
  ...reference,
  ...compound,
  ...plan,
  ...smallTalk,
  ...unknownCommand,
  ...dates,
];
