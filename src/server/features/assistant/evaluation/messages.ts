import type { Expectation, ExpectedFields, ExpectedNewTask } from "./score";
import type { SeedAnswers } from "./seed-questions";

/**
 * The evaluation's corpus: messages as people type them to the seeded account (seed.ts) on Thursday
 * 26 November 2026, 09:00 in Berlin, each with what issue 21 requires of the answer — written before any run.
 */

export const CATEGORIES = [
  "add",
  "question",
  "edit",
  "complete",
  "delete",
  "undo",
  "reference",
  "compound",
  "plan",
  "small-talk",
  "unknown-command",
  "dates",
] as const;
export type Category = (typeof CATEGORIES)[number];
export type Language = "en" | "de";

/** A step of a conversation: a message, or pressing the confirm button of the reply before. */
export const YES = { confirm: true } as const;
export type Step = string | typeof YES;

export interface EvaluationCase {
  category: Category;
  language: Language;
  /** One message, or a conversation scored on its last reply and on what the whole of it changed. */
  say: Step[];
  expect: Expectation;
}

/** One case: a message or a conversation, in English or German, and what it should come to. */
const caseIn =
  (language: Language) =>
  (category: Category, say: Step | Step[], expect: Expectation): EvaluationCase => ({
    category,
    language,
    say: Array.isArray(say) ? say : [say],
    expect,
  });
export const en = caseIn("en");
export const de = caseIn("de");

export const answer = (...tasks: string[]): Expectation => ({ expect: "answer", tasks });
export const anyOf = (...alternatives: Expectation[]): Expectation => ({ oneOf: alternatives });
export const ASK: Expectation = { expect: "ask" };
/** Any reply, a question back included, that changes nothing. */
export const NONE: Expectation = { expect: "none" };
export const PLAN: Expectation = { expect: "plan" };
export const NEXT: Expectation = { expect: "next" };
export const REVERT: Expectation = { expect: "revert" };
export const create = (...tasks: ExpectedNewTask[]): Expectation => ({ expect: "change", create: tasks });
export const update = (changes: Record<string, ExpectedFields>): Expectation => ({ expect: "change", update: changes });
export const complete = (...titles: string[]): Expectation => ({ expect: "change", complete: titles });
export const remove = (...titles: string[]): Expectation => ({ expect: "change", remove: titles });
/** Doing it, or asking first: both right for a message that could be read two ways. */
export const orAsk = (expectation: Expectation): Expectation => anyOf(expectation, ASK);
/** Several kinds of change in one expectation: completes, edits and creates asked for in one message. */
export const change = (expected: Omit<Extract<Expectation, { expect: "change" }>, "expect">): Expectation => ({
  expect: "change",
  ...expected,
});

// The seeded account's answers to the questions the corpus asks.
export const OVERDUE = ["Dentist", "Pay electricity bill", "Send invoice to Acme"];
export const DUE_TODAY = [
  "Call bank",
  "Team standup notes",
  "Review Q4 budget",
  "Water the plants",
  "Take out the trash",
  "Reply to Tom",
  "Steuerberater anrufen",
];
/** "Today" includes what is overdue. */
export const TODAY = [...DUE_TODAY, ...OVERDUE];
export const TOMORROW = [
  "Pick up parcel",
  "Prepare client presentation",
  "Book flights to Lisbon",
  "Return library books",
];
export const SATURDAY = ["Grocery shopping", "Oma anrufen"];
const REST_OF_WEEK = [...DUE_TODAY, ...TOMORROW, ...SATURDAY, "Clean the garage"];
/** This week: from today, or the whole week (its overdue days too), or with everything overdue. */
const THIS_WEEK = anyOf(
  answer(...REST_OF_WEEK),
  answer(...REST_OF_WEEK, "Dentist", "Pay electricity bill"),
  answer(...REST_OF_WEEK, ...OVERDUE),
);
const TUESDAY = ["1:1 with Sarah", "Yoga class", "Pay rent"];
export const NEXT_WEEK = [
  "Renew passport",
  ...TUESDAY,
  "Quarterly report",
  "Arzttermin",
  "Car service",
  "Birthday gift for Anna",
];
export const OPEN_SUBTASKS = ["Draft outline", "Design slides"];
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
/** Subtasks are in their parent's list and have no date: a list or "no date" answer may show them or not. */
/** A list answer that may or may not show the open subtasks beside their parents: both are right. */
export const withOrWithoutSubtasks = (tasks: string[]) => anyOf(answer(...tasks), answer(...tasks, ...OPEN_SUBTASKS));
export const ERRANDS = ["Pick up parcel", "Return library books", "Grocery shopping", "Renew passport"];
const FINANCE = ["Call bank", "Annual tax return", "Cancel gym membership"];
const HEALTH = ["Dentist", "Yoga class", "Arzttermin"];
export const FAMILY = ["Birthday gift for Anna", "Christmas cards", "Oma anrufen"];
/** Due in December (the seed's "now" is 26 November 2026). */
const DECEMBER = [
  ...TUESDAY,
  "Quarterly report",
  "Arzttermin",
  "Car service",
  "Birthday gift for Anna",
  "Schedule team offsite",
  "Christmas cards",
  "Annual tax return",
];
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
const MEDIUM = ["Call bank", "Birthday gift for Anna", "Schedule team offsite", "Fix the leaking tap"];
const DONE_LAST_WEEK = ["Submit expense report", "Buy running shoes", "Book hotel in Lisbon"];
export const DONE_THIS_WEEK = ["Collect sales figures", "Vacuum the flat", "Email landlord"];
export const WORK_TODAY = ["Team standup notes", "Review Q4 budget", "Reply to Tom", "Steuerberater anrufen"];

/** The answers above by name, for a test to check them against what the task API lists for the seed. */
export const SEED_ANSWERS = {
  OVERDUE,
  DUE_TODAY,
  WORK_TODAY,
  TOMORROW,
  SATURDAY,
  REST_OF_WEEK,
  TUESDAY,
  NEXT_WEEK,
  DECEMBER,
  UNDATED,
  OPEN_SUBTASKS,
  WORK,
  HOME,
  ERRANDS,
  FINANCE,
  HEALTH,
  FAMILY,
  HIGH,
  HIGH_AT_WORK,
  MEDIUM,
  DONE_LAST_WEEK,
  DONE_THIS_WEEK,
} satisfies SeedAnswers;

export const TOMORROW_DATE = "2026-11-27";
export const SATURDAY_DATE = "2026-11-28";
export const NEXT_MONDAY = "2026-11-30";

type Row = [string | Step[], Expectation];

export const group = (category: Category, language: Language, rows: Row[]): EvaluationCase[] =>
  rows.map(([say, expect]) => ({ category, language, say: typeof say === "string" ? [say] : say, expect }));

export const EVALUATION_CASES: EvaluationCase[] = [
  ...group("add", "en", [
    // A list the user does not have: offered with the task, made on the yes.
    [
      ["add tarp to the outdoors list", YES],
      change({ create: [{ title: "tarp", list: "Outdoors" }], newLists: ["Outdoors"] }),
    ],
    // A day after the list it goes on, without a comma.
    [
      "add order the turkey to my home list on dec 20",
      create({ title: "order the turkey", due: "2026-12-20", list: "Home" }),
    ],
    // A priority in one word after a comma; "could you add …?" asked, still a request; the day before a colon.
    ["order printer ink, urgent", create({ title: "order printer ink", priority: "high" })],
    [
      "Could you add renewing the parking permit on Monday at 10?",
      create({ title: "renewing the parking permit", due: "2026-11-30T10:00" }),
    ],
    [
      "remind me tomorrow at 7am: defrost the freezer",
      create({ title: "defrost the freezer", due: "2026-11-27T07:00" }),
    ],
    // A list named before the colon.
    ["new task on my home list: oil the squeaky door", create({ title: "oil the squeaky door", list: "Home" })],
    // A list after a colon is several tasks when two of its items read as tasks; else the commas are the title's.
    [
      "todo: ring the plumber, new batteries for the smoke alarm, book the vet",
      create({ title: "ring the plumber" }, { title: "new batteries for the smoke alarm" }, { title: "book the vet" }),
    ],
    ["to-do: buy flour, sugar and eggs", create({ title: "buy flour, sugar and eggs" })],
    // A priority said first, as a label; a list named by name after "add … to"; "find"/"look for" a thing;
    // "what/how/which … to <verb>" as a note; "drop off", which is no delete.
    [
      "important: renew the car insurance by monday",
      create({ title: "renew the car insurance", due: NEXT_MONDAY, priority: "high" }),
    ],
    ["low priority - sort the spice rack", create({ title: "sort the spice rack", priority: "low" })],
    ["add descale the kettle to Home", create({ title: "descale the kettle", list: "Home" })],
    ["add new desk lamp to my work list", create({ title: "new desk lamp", list: "Work" })],
    ["add new monitor cable to work", create({ title: "new monitor cable", list: "Work" })],
    ["add take the laptop to work", create({ title: "take the laptop to work" })],
    ["look for my old phone charger", orAsk(create({ title: "look for my old phone charger" }))],
    ["how to descale the coffee machine", orAsk(create({ title: "how to descale the coffee machine" }))],
    ["which paint to buy for the fence", orAsk(create({ title: "which paint to buy for the fence" }))],
    ["drop off the dry cleaning tomorrow", create({ title: "drop off the dry cleaning", due: TOMORROW_DATE })],
    ["order new printer ink, low priority", create({ title: "order new printer ink", priority: "low" })],
    [
      "add the following: batteries, light bulbs and glue",
      create({ title: "batteries" }, { title: "light bulbs" }, { title: "glue" }),
    ],
    ["buy milk tomorrow", create({ title: "buy milk", due: TOMORROW_DATE })],
    [
      "complete the expense form by tomorrow",
      orAsk(create({ title: "complete the expense form", due: TOMORROW_DATE })),
    ],
    ["add call mum tomorrow", create({ title: "call mum", due: TOMORROW_DATE })],
    ["remind me to call mum tomorrow at 5pm", create({ title: "call mum", due: "2026-11-27T17:00", reminders: 1 })],
    ["add two things: stamps, envelopes", create({ title: "stamps" }, { title: "envelopes" })],
    [
      "add 3 tasks: book restaurant, buy wine and order flowers",
      create({ title: "book restaurant" }, { title: "buy wine" }, { title: "order flowers" }),
    ],
    ["pick up dry cleaning", create({ title: "pick up dry cleaning" })],
    ["add renew car insurance", create({ title: "renew car insurance" })],
    ["new task: water the lawn on saturday", create({ title: "water the lawn", due: SATURDAY_DATE })],
    ["buy batteries #errands", create({ title: "buy batteries", tags: ["errands"] })],
    ["add prepare tax documents to +Work", create({ title: "prepare tax documents", list: "Work" })],
    ["todo: fix bike brakes", create({ title: "fix bike brakes" })],
    ["add buy birthday card for dad p1", create({ title: "buy birthday card for dad", priority: "high" })],
    ["book a table for friday 7pm", create({ title: "book a table", due: "2026-11-27T19:00" })],
    ["remind me to take the bins out tonight", create({ title: "take the bins out", due: "2026-11-26" })],
    ["get new phone charger", create({ title: "get new phone charger" })],
    ["add a task to email the landlord about the heating", create({ title: "email the landlord about the heating" })],
    // A detail after a comma belongs to the task being added, never to the task of the previous reply.
    [
      ["what's due tomorrow", "new task: order printer ink, top priority"],
      create({ title: "order printer ink", priority: "high" }),
    ],
    ["todo: renew the parking permit, low priority", create({ title: "renew the parking permit", priority: "low" })],
    // A new task whose words merely overlap an open task's title is added; one saying the title in a row is asked.
    ["book cheap flights to lisbon for mum", create({ title: "book cheap flights to lisbon for mum" })],
    ["water the plants on the balcony", orAsk(create({ title: "water the plants on the balcony" }))],
    ["remind me on friday to renew the car tax", create({ title: "renew the car tax", due: TOMORROW_DATE })],
    // Quick add's marks in what reads as a command's task name say a new task is meant.
    [
      "finish the grant report friday p2",
      create({ title: "finish the grant report", due: TOMORROW_DATE, priority: "medium" }),
    ],
    [
      "send the contract to legal tomorrow high priority",
      create({ title: "send the contract to legal", due: TOMORROW_DATE, priority: "high" }),
    ],
    ["add defrost the freezer to my to-do list", create({ title: "defrost the freezer" })],
    ["Reminder: descale the kettle", create({ title: "descale the kettle" })],
    ["schedule haircut next week", create({ title: "schedule haircut" })],
    ["pay parking ticket by monday", create({ title: "pay parking ticket", due: NEXT_MONDAY })],
    ["Add: return amazon package", create({ title: "return amazon package" })],
    ["buy milk and eggs tomorrow", create({ title: "buy milk and eggs", due: TOMORROW_DATE })],
    [
      "add clean the fridge and defrost freezer to my home list",
      create({ title: "clean the fridge and defrost freezer", list: "Home" }),
    ],
    ["put 'order new glasses' on my list", create({ title: "order new glasses" })],
    ["remember to send the contract to legal", create({ title: "send the contract to legal" })],
    ["need to renew my library card", create({ title: "renew my library card" })],
    ["fix the wobbly chair this weekend", create({ title: "fix the wobbly chair", due: SATURDAY_DATE })],
    ["Buy Wrapping Paper", create({ title: "Buy Wrapping Paper" })],
    // Tasks that begin with a command's verb (issue 21): finding out, showing something to someone.
    ["find out when the bin collection changes", create({ title: "find out when the bin collection changes" })],
    [
      "move the bookshelf to the spare room on saturday",
      orAsk(create({ title: "move the bookshelf to the spare room", due: SATURDAY_DATE })),
    ],
    ["show the garden to the buyers on monday", create({ title: "show the garden to the buyers", due: NEXT_MONDAY })],
    // Quotes only mark where a title ends; a priority and a list each after a comma, in either order.
    ['add "renew the parking permit" by friday', create({ title: "renew the parking permit", due: TOMORROW_DATE })],
    [
      "add order printer ink tomorrow, urgent, home list",
      create({ title: "order printer ink", due: TOMORROW_DATE, priority: "high", list: "Home" }),
    ],
    [
      "add draft the board memo, work list, low priority",
      create({ title: "draft the board memo", priority: "low", list: "Work" }),
    ],
    // Scots "the morra" is tomorrow; "gonna have to", "I'll need to" say a thing to do; a thing to do put on a list
    // that names no task is added there; a message about something to someone stays a task.
    ["recycling out the morra", create({ title: "recycling out", due: TOMORROW_DATE })],
    ["gonna have to renew my bus pass saturday", create({ title: "renew my bus pass", due: SATURDAY_DATE })],
    ["i'll need to book a vet appointment", create({ title: "book a vet appointment" })],
    ["put book a window cleaner on the home list", create({ title: "book a window cleaner", list: "Home" })],
    ["email the plumber about the boiler", create({ title: "email the plumber about the boiler" })],
    // Australian "arvo", the afternoon.
    [
      "collect the kids' footy gear tomorrow arvo",
      create({ title: "collect the kids' footy gear", due: "2026-11-27T15:00" }),
    ],
    // Irish politeness around an add; Canadian "eh" after it.
    ["Would you be able to add a task to book the car wash, thanks a million", create({ title: "book the car wash" })],
    ["clean the gutters eh", create({ title: "clean the gutters" })],
  ]),
  ...group("add", "de", [
    // "erinnere mich <wann> X <Infinitiv>" without "zu", and the formal "Erinnern Sie mich …, X zu <Verb>".
    [
      "erinner mich übermorgen um 9 uhr reifen wechseln",
      create({ title: "reifen wechseln", due: "2026-11-28T09:00", reminders: 1 }),
    ],
    [
      "Erinnern Sie mich bitte morgen um 8 Uhr, die Blumen zu gießen.",
      create({ title: "die Blumen gießen", due: "2026-11-27T08:00", reminders: 1 }),
    ],
    // A quoted title, a list after it; an infinitive or "leg an" before a colon; a day said after the verb of a
    // formal request; "erinnere mich <wann> an X".
    [
      "Füg mal „Winterreifen bestellen“ zur Liste Home hinzu",
      create({ title: "Winterreifen bestellen", list: "Home" }),
    ],
    ["notieren: Garage ausräumen, übermorgen", create({ title: "Garage ausräumen", due: "2026-11-28" })],
    ["leg an: Zählerstand melden bis ende monat", create({ title: "Zählerstand melden", due: "2026-11-30" })],
    [
      "Könnten Sie mir die Aufgabe „Angebot vergleichen“ anlegen, am besten für Montag?",
      create({ title: "Angebot vergleichen", due: NEXT_MONDAY }),
    ],
    [
      "erinnere mich morgen um 9 an tierarzt anrufen",
      create({ title: "tierarzt anrufen", due: "2026-11-27T09:00", reminders: 1 }),
    ],
    // A German priority before the tags; a list without a verb after a task.
    ["todo: server patchen prio niedrig #ops", create({ title: "server patchen", priority: "low", tags: ["ops"] })],
    ["kellerfenster abdichten in die liste home", create({ title: "kellerfenster abdichten", list: "Home" })],
    // "notieren" last before "dass ich …"; tasks counted in German; a day said once for all of them.
    [
      "kannst du mir notieren dass ich am dienstag heizung entlüften muss",
      create({ title: "heizung entlüften", due: "2026-12-01" }),
    ],
    [
      "vier dinge: fenster putzen, keller aufräumen, auto waschen und rasen mähen",
      create(
        { title: "fenster putzen" },
        { title: "keller aufräumen" },
        { title: "auto waschen" },
        { title: "rasen mähen" },
      ),
    ],
    [
      "füg hinzu: lampe reparieren und regal aufbauen, beides für sonntag",
      create({ title: "lampe reparieren", due: "2026-11-29" }, { title: "regal aufbauen", due: "2026-11-29" }),
    ],
    // A priority or a list after a comma; the day and time before a colon; "tragen Sie ein:" before the task.
    ["Fahrradschloss kaufen, dringend", create({ title: "Fahrradschloss kaufen", priority: "high" })],
    ["Kuchen backen, Liste Home", create({ title: "Kuchen backen", list: "Home" })],
    [
      "erinnere mich morgen um 8: Bewerbung abschicken",
      create({ title: "Bewerbung abschicken", due: "2026-11-27T08:00" }),
    ],
    ["trag bitte ein: Reifen wechseln, Montag 9 Uhr", create({ title: "Reifen wechseln", due: "2026-11-30T09:00" })],
    ["Moin! trag mir mal Zwiebeln schneiden ein", create({ title: "Zwiebeln schneiden" })],
    // Words that weigh the task name nothing; the day said first goes last.
    [
      "ich muss übermorgen unbedingt den Reisepass abholen",
      create({ title: "den Reisepass abholen", due: "2026-11-28" }),
    ],
    // The task said in a "dass" clause after the request for one.
    [
      "Kannst du mir eine Aufgabe machen, dass ich die Nebenkosten überweisen muss",
      create({ title: "die Nebenkosten überweisen" }),
    ],
    // "folgende Aufgabe" before the colon, the priority after the level's name.
    [
      "Fügen Sie bitte folgende Aufgabe hinzu: Vertrag an Kanzlei Weber senden, Priorität niedrig",
      create({ title: "Vertrag an Kanzlei Weber senden", priority: "low" }),
    ],
    // "leg … an" with no "Aufgabe", the day first.
    ["leg mal für samstag fenster putzen an", create({ title: "fenster putzen", due: SATURDAY_DATE })],
    [
      "neue aufgabe für home: glühbirne im flur wechseln",
      create({ title: "glühbirne im flur wechseln", list: "Home" }),
    ],
    // Thanks before the request.
    [
      "Danke, kannst du noch Winterreifen aufziehen für Montag eintragen",
      create({ title: "Winterreifen aufziehen", due: NEXT_MONDAY }),
    ],
    [
      "erinnere mich bitte übermorgen daran den Schlüssel abzugeben",
      create({ title: "den Schlüssel abgeben", due: "2026-11-28" }),
    ],
    // The title keeps the user's spelling of an umlaut.
    ["blumen fuer oma besorgen am samstag", create({ title: "blumen fuer oma besorgen", due: SATURDAY_DATE })],
    // No function word says German: the infinitive last does, quick add's marks aside.
    ["Winterreifen montieren p2", create({ title: "Winterreifen montieren", priority: "medium" })],
    ["Blumenerde besorgen #garten", create({ title: "Blumenerde besorgen", tags: ["garten"] })],
    // German said to the assistant: a separable verb around the task, the formal "Sie", a list after a colon.
    ["trag Elternabend am Dienstag ein", create({ title: "Elternabend", due: "2026-12-01" })],
    ["Bitte notieren Sie: Winterreifen aufziehen lassen", create({ title: "Winterreifen aufziehen lassen" })],
    [
      "schreib auf: Geschenk für Tante Eva, Fenster im Flur putzen",
      create({ title: "Geschenk für Tante Eva" }, { title: "Fenster im Flur putzen" }),
    ],
    ["mach eine Aufgabe Heizkosten prüfen", create({ title: "Heizkosten prüfen" })],
    ["Rasen düngen, hohe Prio", create({ title: "Rasen düngen", priority: "high" })],
    ["füge Fenster putzen zur Home-Liste hinzu", create({ title: "Fenster putzen", list: "Home" })],
    [
      "füg Geschenke einpacken und Karten schreiben hinzu",
      create({ title: "Geschenke einpacken" }, { title: "Karten schreiben" }),
    ],
    [
      "folgende Aufgaben hinzufügen: Kerzen besorgen, Tisch decken",
      create({ title: "Kerzen besorgen" }, { title: "Tisch decken" }),
    ],
    [
      "trag zwei Sachen ein: Reifen wechseln, Scheibenwischer kaufen",
      create({ title: "Reifen wechseln" }, { title: "Scheibenwischer kaufen" }),
    ],
    ["Milch kaufen morgen", create({ title: "Milch kaufen", due: TOMORROW_DATE })],
    [
      "Angebot an Schmidt senden Montag hohe Priorität",
      create({ title: "Angebot an Schmidt senden", due: NEXT_MONDAY, priority: "high" }),
    ],
    ["Erinnerung: übermorgen Reifen wechseln", create({ title: "Reifen wechseln", due: SATURDAY_DATE })],
    [
      "erinnere mich morgen um 17 uhr mama anzurufen",
      create({ title: "mama anrufen", due: "2026-11-27T17:00", reminders: 1 }),
    ],
    ["füge hinzu: Geschenk für Lisa kaufen", create({ title: "Geschenk für Lisa kaufen" })],
    [
      "3 aufgaben: brot kaufen, wäsche waschen und rasen mähen",
      create({ title: "brot kaufen" }, { title: "wäsche waschen" }, { title: "rasen mähen" }),
    ],
    ["neue aufgabe steuererklärung vorbereiten", create({ title: "steuererklärung vorbereiten" })],
    ["Handwerker anrufen #haus", create({ title: "Handwerker anrufen", tags: ["haus"] })],
    ["zur arbeitsliste hinzufügen: präsentation üben", orAsk(create({ title: "präsentation üben", list: "Work" }))],
    ["Fahrkarte buchen für samstag", create({ title: "Fahrkarte buchen", due: SATURDAY_DATE })],
    // German "remind me to": the infinitive with "zu" at the end.
    ["erinnere mich übermorgen die blumen zu gießen", create({ title: "die blumen gießen", due: SATURDAY_DATE })],
    // The German verbs that put a thing on the list, any person, the task after a colon or inside the verb.
    ["notiere: Winterjacke zur Reinigung bringen", create({ title: "Winterjacke zur Reinigung bringen" })],
    ["schreib mir auf: Vermieter wegen Heizung anschreiben", create({ title: "Vermieter wegen Heizung anschreiben" })],
    ["trag bitte Heizkörper entlüften ein", create({ title: "Heizkörper entlüften" })],
    ["Tragen Sie »Angebot vom Maler prüfen« ein", create({ title: "Angebot vom Maler prüfen" })],
    ["mach mal eine neue aufgabe: keller entrümpeln", create({ title: "keller entrümpeln" })],
    ["leg eine aufgabe dachrinne sauber machen an", create({ title: "dachrinne sauber machen" })],
    ["fügen Sie bitte Kaffeebohnen bestellen hinzu", create({ title: "Kaffeebohnen bestellen" })],
    [
      "todo: Pfand wegbringen, Schuhe für Emma, Lampe aufhängen",
      create({ title: "Pfand wegbringen" }, { title: "Schuhe für Emma" }, { title: "Lampe aufhängen" }),
    ],
    [
      "erinner mich morgen früh um 7 die mülltonnen rauszustellen",
      anyOf(
        create({ title: "die mülltonnen rausstellen", due: "2026-11-27T07:00" }),
        create({ title: "mülltonnen rausstellen", due: "2026-11-27T07:00" }),
      ),
    ],
    // The day said after the verb, a courtesy after it; a friend addressed before "add"; a Swabian infinitive.
    ["Reifen wechseln lassen bis Montag, danke", create({ title: "Reifen wechseln lassen", due: NEXT_MONDAY })],
    ["Blumen gießen morgen 10 uhr bitte!", create({ title: "Blumen gießen", due: "2026-11-27T10:00" })],
    ["bro add Pfandflaschen wegbringen morgen", create({ title: "Pfandflaschen wegbringen", due: "2026-11-27" })],
    ["Kinder abhola am Samstag", create({ title: "Kinder abhola", due: "2026-11-28" })],
    // Austrian formal "'s" for "Sie", a greeting before and long thanks after; "Bitte" before a verb said last.
    [
      "Grüß Gott, schreiben's mir bitte für Freitag Zeugnis abholen auf, vielen lieben Dank",
      create({ title: "Zeugnis abholen", due: TOMORROW_DATE }),
    ],
    [
      "Servus, tragen's mir morgen um 9 Uhr Fußpflege ein, bitte recht schön",
      create({ title: "Fußpflege", due: "2026-11-27T09:00" }),
    ],
    [
      "Bitte jeden Sonntag Pflanzen düngen eintragen",
      create({ title: "Pflanzen düngen", recurrence: "FREQ=WEEKLY;BYDAY=SU" }),
    ],
    ["Bitte Druckerpatronen bestellen", create({ title: "Druckerpatronen bestellen" })],
    // A thing with its own day and time put on a list is a new task; "nächste Woche", "nächsten Montag" after it.
    [
      "Elternabend am Mittwoch um 19 Uhr in die Liste Home",
      create({ title: "Elternabend", due: "2026-12-02T19:00", list: "Home" }),
    ],
    ["angebot schreiben nächsten montag pls", create({ title: "angebot schreiben", due: NEXT_MONDAY })],
    ["steuerunterlagen sortieren nächste woche bitte", create({ title: "steuerunterlagen sortieren" })],
    // A remark on the task after its details is no part of it.
    [
      "Quartalszahlen prüfen bis Montag, hohe Prio, der Chef ist ungeduldig",
      create({ title: "Quartalszahlen prüfen", due: NEXT_MONDAY, priority: "high" }),
    ],
    // Saxon "mor'n" (morgen) and Berlin "morjen": the day, not part of the title.
    ["mor'n reifen wechseln", create({ title: "reifen wechseln", due: "2026-11-27" })],
    ["morjen früh um 8 brötchen holen", create({ title: "brötchen holen", due: "2026-11-27T08:00" })],
  ]),
  ...group("question", "en", [
    // "kindly" before a request is only polite; "have the tag X", "not having a date" ask for the tag's, the undated.
    ["kindly tell me what is overdue", answer(...OVERDUE)],
    ["which of my tasks carry the tag family", answer(...FAMILY)],
    ["what all is not having a deadline", withOrWithoutSubtasks(SEED_ANSWERS.UNDATED)],
    // "what've", "knock out" for "finish", "got any …?": said loosely, still questions with their slots.
    ["what've i got on saturday", answer(...SATURDAY)],
    ["what did i knock out last week", answer(...DONE_LAST_WEEK)],
    ["got anything overdue?", answer(...OVERDUE)],
    ["whats tomorrow looking like", answer(...TOMORROW)],
    // "X related" is about X, a tag here; "prio" for "priority"; a day of the month alone; what is left of a task.
    ["anything finance related?", answer(...FINANCE)],
    ["show me medium prio stuff", answer(...MEDIUM)],
    ["anything on the 2nd", answer("Quarterly report")],
    ["what's remaining for the client presentation", answer(...OPEN_SUBTASKS)],
    ["by when does the car service need to be done", answer("Car service")],
    // A month is its whole month.
    ["anything coming up in december?", answer(...DECEMBER)],
    // "before"/"by" a day: every day up to it, the overdue ones too.
    ["what's due by tomorrow", answer(...TODAY, ...TOMORROW)],
    ["anything before friday?", answer(...TODAY)],
    ["what date is the quarterly report", answer("Quarterly report")],
    ["which of my tasks don't have a deadline", withOrWithoutSubtasks(UNDATED)],
    ["whats due today", answer(...TODAY)],
    ["what do i have today?", answer(...TODAY)],
    ["anything due tomorrow", answer(...TOMORROW)],
    ["what's on tomorrow", answer(...TOMORROW)],
    ["what's due this week", THIS_WEEK],
    ["whats next week look like", answer(...NEXT_WEEK)],
    ["what's overdue", answer(...OVERDUE)],
    ["how many tasks are overdue", answer(...OVERDUE)],
    ["which tasks are late?", answer(...OVERDUE)],
    ["what do i have on tuesday", answer(...TUESDAY)],
    ["anything on saturday?", answer(...SATURDAY)],
    ["what's due on dec 2", answer("Quarterly report")],
    ["what's due on the 10th of december", answer("Christmas cards")],
    ["what's on friday", answer(...TOMORROW)],
    ["what's due monday", answer("Renew passport")],
    ["which tasks have no date", withOrWithoutSubtasks(UNDATED)],
    ["show tasks without a due date", withOrWithoutSubtasks(UNDATED)],
    ["what's in my work list", withOrWithoutSubtasks(WORK)],
    ["show +Home", answer(...HOME)],
    ["what's on my home list?", answer(...HOME)],
    ["show #errands", answer(...ERRANDS)],
    ["how many errands do i have", answer(...ERRANDS)],
    ["what's tagged finance", answer(...FINANCE)],
    ["show me my health stuff", orAsk(answer(...HEALTH))],
    ["high priority", answer(...HIGH)],
    ["which tasks are urgent", answer(...HIGH)],
    ["how many high priority tasks in work", answer(...HIGH_AT_WORK)],
    ["medium priority tasks?", answer(...MEDIUM)],
    ["what's due today in my work list", anyOf(answer(...WORK_TODAY), answer(...WORK_TODAY, "Send invoice to Acme"))],
    ["anything overdue at home", answer("Pay electricity bill")],
    ["what's due next week in +Work", answer("1:1 with Sarah", "Quarterly report")],
    ["what's high priority tomorrow", answer("Prepare client presentation")],
    ["when is the dentist", answer("Dentist")],
    ["when is my car service?", answer("Car service")],
    ["when's the quarterly report due", answer("Quarterly report")],
    ["what did i finish last week", answer(...DONE_LAST_WEEK)],
    ["what did I get done this week", answer(...DONE_THIS_WEEK)],
    ["what did i complete yesterday", answer("Collect sales figures", "Email landlord")],
    ["show completed tasks from last week", answer(...DONE_LAST_WEEK)],
    ["what's next", anyOf(NEXT, answer(...TODAY))],
    ["is there anything for the weekend?", answer(...SATURDAY, "Clean the garage")],
    ["how many tasks do i have tomorrow", answer(...TOMORROW)],
    ["do i have anything tagged family", answer(...FAMILY)],
    ["whats overdue in work?", answer("Send invoice to Acme")],
    ["how many bills do I have to pay", orAsk(answer("Pay electricity bill", "Pay rent"))],
    ["what's due tmrw", answer(...TOMORROW)],
    ["wat is overdue", answer(...OVERDUE)],
    ["where is my passport renewal", answer("Renew passport")],
    ["what's left for today", answer(...TODAY)],
    [
      "what's due this week at home?",
      anyOf(
        answer("Water the plants", "Take out the trash", "Grocery shopping", "Clean the garage"),
        answer(
          "Pay electricity bill",
          "Water the plants",
          "Take out the trash",
          "Grocery shopping",
          "Clean the garage",
        ),
      ),
    ],
    ["any low priority stuff", answer("Read Dune", "Organise photos")],
    // A weekday of next week, said either way round.
    ["what's due tuesday next week", answer(...TUESDAY)],
    ["anything next week on tuesday", answer(...TUESDAY)],
    // Filler words are no part of a name; a name one word too long, or in the plural, still finds its task.
    ["when was the car service again", answer("Car service")],
    ["what did i actually get done last week", answer(...DONE_LAST_WEEK)],
    ["which tasks are already overdue", answer(...OVERDUE)],
    ["when's the renew passport appointment", answer("Renew passport")],
    ["how many invoices are left", answer("Send invoice to Acme")],
    ["list finished tasks from this week", answer(...DONE_THIS_WEEK)],
    // A typo of "which"; "is X still open"; the task named first, then asked about by "that"; "tell me" first.
    ["wich tasks are overdue", answer(...OVERDUE)],
    ["is the car service still open", answer("Car service")],
    ["the passport thing, when is that again", answer("Renew passport")],
    ["could you tell me what's due in december", anyOf(answer(...DECEMBER), answer(...DECEMBER, "Take out the trash"))],
    // Words around the question that find nothing: a filler first, laughter or thanks last.
    ["ok so what's overdue lol", answer(...OVERDUE)],
    ["quick one - what's due tomorrow, thanks", answer(...TOMORROW)],
    ["hmm which tasks are tagged errands haha", answer(...ERRANDS)],
    // "hows" without its apostrophe, "my week" for this week; a tag named before the word "tag".
    ["hows the rest of my week looking", THIS_WEEK],
    ["hows tomorrow looking", answer(...TOMORROW)],
    ["anything with the finance tag", answer(...FINANCE)],
    // "kindly" asks nicely; the question asked last, after what is said of the tasks; what the user would do with
    // them, and when, is no name.
    ["Hello! Would you kindly tell me what I finished last week?", answer(...DONE_LAST_WEEK)],
    [
      "ugh i've got a bunch of errands on this week - what are they",
      answer("Pick up parcel", "Return library books", "Grocery shopping"),
    ],
    ["got anything low prio i could squeeze in on my lunch break", answer("Read Dune", "Organise photos")],
    // Typos of the rules' own words; "r" for "are"; Irish "Would you be able to", "Tuesday next", "if you don't mind".
    ["is anythin overdue", answer(...OVERDUE)],
    ["list my high priorty tasks", answer(...HIGH)],
    ["which tasks r due tomorrow", answer(...TOMORROW)],
    ["Would you be able to tell me what's due tomorrow please?", answer(...TOMORROW)],
    ["what's on tuesday next, if you don't mind", answer(...TUESDAY)],
  ]),
  ...group("question", "de", [
    // Spoken "is" for "ist", "wat" for "was", a slang address first and a "gell?" after: German questions still.
    ["wat is am samstag", answer(...SATURDAY)],
    ["digga was is überfällig", answer(...OVERDUE)],
    ["Was ist am Samstag dran, oder?", answer(...SATURDAY)],
    // A window and a list with a question mark, no question word; "Termine" for one's tasks.
    ["überfällige sachen in home?", answer("Pay electricity bill")],
    ["wie viele termine stehen am samstag an", answer(...SATURDAY)],
    ["hab ich irgendwelche überfälligen aufgaben", answer(...OVERDUE)],
    // The tag before German's participle; "bis wann … fertig sein"; a list after "bei"; what is left of a task.
    ["was ist mit finance markiert", answer(...FINANCE)],
    ["bis wann soll das geburtstagsgeschenk erledigt sein", answer("Birthday gift for Anna")],
    ["hab ich bei der arbeit was dringendes", answer(...HIGH_AT_WORK)],
    ["was ist bei der client presentation noch übrig", answer(...OPEN_SUBTASKS)],
    // A greeting set off by a comma before the question.
    ["servus, was ist morgen fällig?", answer(...TOMORROW)],
    ["Hallo! was ist überfällig", answer(...OVERDUE)],
    ["was steht im dezember an", answer(...DECEMBER)],
    // Spoken German: "heut", a missed task slept through, "wann war nochmal", a compound by its first word.
    ["was ist heut fällig", anyOf(answer(...TODAY), answer(...DUE_TODAY))],
    ["hab ich was verschlafen", answer(...OVERDUE)],
    ["wann war nochmal das geburtstagsgeschenk", answer("Birthday gift for Anna")],
    // A polite request to be shown, the verb last.
    ["Können Sie mir die Aufgaben mit dem Tag health anzeigen?", answer(...HEALTH)],
    ["zeig mir die Home-Liste", answer(...HOME)],
    ["was steht auf der Liste Home", answer(...HOME)],
    ["welche aufgaben haben den tag errands", answer(...ERRANDS)],
    ["gibts was mit dem schlagwort health", answer(...HEALTH)],
    ["was ist ueberfaellig", answer(...OVERDUE)],
    ["gibt es was zum zahnarzt", answer("Dentist")],
    ["was muss ich zu hause noch machen", answer(...HOME)],
    ["was steht für die arbeit an", withOrWithoutSubtasks(WORK)],
    ["an welchem tag ist der arzttermin", answer("Arzttermin")],
    ["was steht heute an", answer(...TODAY)],
    ["welche Pendenzen habe ich morgen", answer(...TOMORROW)],
    ["was ist morgen fällig?", answer(...TOMORROW)],
    ["was ist überfällig", answer(...OVERDUE)],
    ["wie viele aufgaben sind überfällig", answer(...OVERDUE)],
    ["zeig mir die arbeitsliste", withOrWithoutSubtasks(WORK)],
    ["was habe ich nächste woche", answer(...NEXT_WEEK)],
    ["wann ist der arzttermin", answer("Arzttermin")],
    ["wann muss ich oma anrufen?", answer("Oma anrufen")],
    ["zeig #errands", answer(...ERRANDS)],
    ["was habe ich letzte woche erledigt", answer(...DONE_LAST_WEEK)],
    ["welche aufgaben haben kein datum", withOrWithoutSubtasks(UNDATED)],
    ["was ist am samstag", answer(...SATURDAY)],
    ["was ist am 10.12. fällig", answer("Christmas cards")],
    ["wie viele wichtige aufgaben habe ich", answer(...HIGH)],
    ["was steht diese woche an?", THIS_WEEK],
    ["zeig mir alles was am dienstag fällig ist", answer(...TUESDAY)],
    ["gibt es was überfälliges zu hause", answer("Pay electricity bill")],
    ["was ist nächste woche dienstag fällig", answer(...TUESDAY)],
    // A German name for an English title.
    ["wann muss ich die miete bezahlen", answer("Pay rent")],
    ["wann hab ich nochmal yoga", answer("Yoga class")],
    ["welche aufgaben sind mit #errands markiert", answer(...ERRANDS)],
    ["welche aufgaben haben mittlere priorität", answer(...MEDIUM)],
    // The list, the tag and the day in German prepositional phrases; a separable verb's particle last.
    ["was steht in der liste work an", withOrWithoutSubtasks(WORK)],
    ["wie viele sachen stehen noch auf der Home-Liste", withOrWithoutSubtasks(HOME)],
    ["zeig mir alles für die arbeit", withOrWithoutSubtasks(WORK)],
    ["welche aufgaben haben das schlagwort health", answer(...HEALTH)],
    ["gibts was mit dem tag family", answer(...FAMILY)],
    ["was hab ich am 4.12.", answer("Car service")],
    ["welche aufgaben sind am 5.12. dran", answer("Birthday gift for Anna")],
    ["was hab ich morgen vor", answer(...TOMORROW)],
    ["was liegt am samstag an", answer(...SATURDAY)],
    // A list after "von"; Swiss German ("isch uf de"); a task named first, then asked about by "das"; "noch offen";
    // a day as "3.12."; a greeting and "könnten Sie mir sagen" before the question.
    ["welche aufgaben sind von der arbeit", withOrWithoutSubtasks(WORK)],
    ["wie viel isch uf de liste home", withOrWithoutSubtasks(HOME)],
    ["das mit dem zahnarzt, wann war das nochmal", answer("Dentist")],
    ["ist der arzttermin noch offen", answer("Arzttermin")],
    ["Was steht am 1.12. an?", answer(...TUESDAY)],
    [
      "Guten Tag, könnten Sie mir sagen, was im Dezember fällig ist?",
      anyOf(answer(...DECEMBER), answer(...DECEMBER, "Take out the trash")),
    ],
    // Words around the question: a filler first, a remark last.
    ["also wann ist der arzttermin, schnell bitte", answer("Arzttermin")],
    ["digga was ist überfällig, sag schnell", answer(...OVERDUE)],
    // Bavarian: "hob i" (hab ich), "moang" (morgen), "no" (noch), "is" (ist), "heit" (heute), "heuer" (this year).
    ["was hob i moang alles", answer(...TOMORROW)],
    ["was is no ohne datum", withOrWithoutSubtasks(UNDATED)],
    ["was is heit fällig", answer(...TODAY)],
    ["was hob i heuer im dezember", anyOf(answer(...DECEMBER), answer(...DECEMBER, "Take out the trash"))],
    // A remark on how soon after a comma is no part of the question.
    [
      "was is heute in Work fällig, aber schnell",
      anyOf(answer(...WORK_TODAY), answer(...WORK_TODAY, "Send invoice to Acme")),
    ],
    // German fillers before a question: "nun", "tja".
    ["nun was steht morgen an", answer(...TOMORROW)],
    ["tja, was steht übermorgen an", answer(...SATURDAY)],
    // Saxon "nu" (a filler) first, "mor'n" for tomorrow.
    ["nu was is mor'n dran", answer(...TOMORROW)],
    // Ruhr German: "wat" (was), "auffer" (auf der), "ma" (mal).
    ["wat steht auffer home liste", answer(...HOME)],
  ]),
  ...group("edit", "en", [
    // "prepone" is moving earlier; a remark after the task's name is no part of it; "the list X" is a list.
    ["prepone the car service to monday", update({ "Car service": { due: `${NEXT_MONDAY}T08:30` } })],
    ["stop repeating the yoga class, my knee is hurting", update({ "Yoga class": { recurrence: null } })],
    [
      ["move read dune to the list Novels", YES],
      change({ update: { "Read Dune": { list: "Novels" } }, newLists: ["Novels"] }),
    ],
    // A reminder more, the task named after "for", how long before it last.
    ["set another reminder for the car service two days before", update({ "Car service": { reminders: 1 } })],
    // A list to make named in the request; a task weighed before the change that follows; the task before a colon.
    [
      ["move read dune to a new list called Books", YES],
      change({ update: { "Read Dune": { list: "Books" } }, newLists: ["Books"] }),
    ],
    ["the garage is urgent, make it high priority", update({ "Clean the garage": { priority: "high" } })],
    ["pick up parcel: remind me 30 mins before too", update({ "Pick up parcel": { reminders: 1 } })],
    ["bump the car service to next monday", update({ "Car service": { due: `${NEXT_MONDAY}T08:30` } })],
    ["slide the quarterly report over to friday", update({ "Quarterly report": { due: "2026-11-27T17:00" } })],
    ["rename read dune to read dune messiah", update({ "Read Dune": { title: "read dune messiah" } })],
    ["make call bank urgent", update({ "Call bank": { priority: "high" } })],
    ["car service high priority", update({ "Car service": { priority: "high" } })],
    ["set learn spanish to low priority", update({ "Learn Spanish": { priority: "low" } })],
    ["tag pick up parcel #urgent", update({ "Pick up parcel": { tags: ["errands", "urgent"] } })],
    ["add the tag travel to renew passport", update({ "Renew passport": { tags: ["errands", "travel"] } })],
    ["remove the errands tag from renew passport", update({ "Renew passport": { tags: [] } })],
    ["change the review to 11am", update({ "Review Q4 budget": { due: "2026-11-26T11:00" } })],
    ["move dentist to friday", update({ Dentist: { due: "2026-11-27T10:00" } })],
    ["postpone the car service to next friday", update({ "Car service": { due: "2026-12-04T08:30" } })],
    ["reschedule grocery shopping to sunday", update({ "Grocery shopping": { due: "2026-11-29T10:00" } })],
    ["push reply to tom to tomorrow", update({ "Reply to Tom": { due: "2026-11-27T16:00" } })],
    ["move update cv to home", update({ "Update CV": { list: "Home" } })],
    ["put learn spanish in +Work", update({ "Learn Spanish": { list: "Work" } })],
    ["move read dune to my reading list", ASK],
    ["stop repeating yoga", update({ "Yoga class": { recurrence: null } })],
    ["yoga class shouldn't repeat anymore", update({ "Yoga class": { recurrence: null } })],
    ["add a reminder to return library books 2 hours before", update({ "Return library books": { reminders: 3 } })],
    ["remind me about the car service the day before", update({ "Car service": { reminders: 1 } })],
    ["set one more reminder for the yoga class, 5pm", update({ "Yoga class": { reminders: 1 } })],
    ["change quarterly report to 3pm", update({ "Quarterly report": { due: "2026-12-02T15:00" } })],
    ["make the tax return due dec 20", update({ "Annual tax return": { due: "2026-12-20" } })],
    [
      "rename 'fix the leaking tap' to call plumber about tap",
      update({ "Fix the leaking tap": { title: "call plumber about tap" } }),
    ],
    ["make pick up parcel repeat every friday", update({ "Pick up parcel": { recurrence: "FREQ=WEEKLY;BYDAY=FR" } })],
    ["move team standup notes to 2pm", update({ "Team standup notes": { due: "2026-11-26T14:00" } })],
    ["call bank should be at 3pm", update({ "Call bank": { due: "2026-11-26T15:00" } })],
    ["untag the dentist", orAsk(update({ Dentist: { tags: [] } }))],
    ["remove the date from clean the garage", update({ "Clean the garage": { due: null } })],
    ["lower the priority of the quarterly report", orAsk(update({ "Quarterly report": { priority: "medium" } }))],
    ["take the finance tag off call bank", update({ "Call bank": { tags: [] } })],
    ["rename 'learn spanish' to 'learn portuguese'", update({ "Learn Spanish": { title: "learn portuguese" } })],
    ["bump the car service up to top priority", update({ "Car service": { priority: "high" } })],
    // A one-word title with words of a change is that task's change, asked about at most, never a new task.
    ["dentist needs a health reminder tag", NONE],
    // "X belongs in Y": moved to a list the account has; a list it has not is only offered.
    ["organise photos belongs on the home list", update({ "Organise photos": { list: "Home" } })],
    ["learn spanish belongs in work", update({ "Learn Spanish": { list: "Work" } })],
    ["read dune belongs in my books list", ASK],
    // The field named before its task; one tag put in another's place.
    ["change the time of the review to 3pm", update({ "Review Q4 budget": { due: "2026-11-26T15:00" } })],
    ["replace the tag travel with work on book flights", update({ "Book flights to Lisbon": { tags: ["work"] } })],
    // A filler first and thanks last around the change.
    ["oh and make yoga class high priority, cheers", update({ "Yoga class": { priority: "high" } })],
    ["welp, make the dentist low priority", update({ Dentist: { priority: "low" } })],
    // "with" before the tags; "shouldnt" without its apostrophe; a reminder "before it's due".
    ["tag fix the leaking tap with #diy", update({ "Fix the leaking tap": { tags: ["diy"] } })],
    ["take out the trash shouldnt recur any more", update({ "Take out the trash": { recurrence: null } })],
    ["set a reminder for the car service 2 hours before it's due", update({ "Car service": { reminders: 1 } })],
    // A polite request to change a task, though asked with a question mark.
    ["Can you please move the car service to the 9th?", update({ "Car service": { due: "2026-12-09" } })],
    // Typos of "another" and "reminder" still ask for a reminder on a task, never for a task.
    ["add anotehr remider for the car service 2 days before", update({ "Car service": { reminders: 1 } })],
    ["set a reminer for the quarterly report tomorrow 9am", update({ "Quarterly report": { reminders: 1 } })],
    // A word for the kind of task after its title; "the 4th of December".
    ["move my car service appointment to the 11th of December", update({ "Car service": { due: "2026-12-11" } })],
  ]),
  ...group("edit", "de", [
    // "mach bei X den Tag Y dazu", "Tag Y bei X wegmachen": German's split verbs of a tag added or taken away.
    ["mach bei read dune noch den tag winter dazu", update({ "Read Dune": { tags: ["books", "winter"] } })],
    ["tag health beim yoga class wegmachen", update({ "Yoga class": { tags: [] } })],
    // A request's "bitte", "ab jetzt" before "nicht mehr wiederholen".
    [
      "Die Aufgabe „Yoga class“ soll sich ab jetzt nicht mehr wiederholen.",
      update({ "Yoga class": { recurrence: null } }),
    ],
    // "auf Prio niedrig" after "setz"; a reminder named first; a list without a verb.
    ["setz den arzttermin auf prio niedrig", update({ Arzttermin: { priority: "low" } })],
    [
      "noch eine erinnerung für den quarterly report eine stunde vorher",
      update({ "Quarterly report": { reminders: 1 } }),
    ],
    ["die yoga class in die liste home", update({ "Yoga class": { list: "Home" } })],
    // The formal request with a date set off by commas; "bitte" ending a name that holds "to"; "ans", "an den".
    [
      "Würden Sie bitte den Car Service auf Freitag, den 11. Dezember, verlegen?",
      update({ "Car service": { due: "2026-12-11T08:30" } }),
    ],
    ["Reply to Tom bitte auf morgen verschieben", update({ "Reply to Tom": { due: "2026-11-27T16:00" } })],
    ["erinner mich an den quarterly report zwei tage vorher", update({ "Quarterly report": { reminders: 1 } })],
    ["learn spanish kriegt noch den tag abends", update({ "Learn Spanish": { tags: ["learning", "abends"] } })],
    ["learn spanish ist echt wichtig, setz hohe prio", update({ "Learn Spanish": { priority: "high" } })],
    // A separable verb around its task: "benenn … um", "häng … dran"; "gib X den Tag Y".
    ["benenn update cv um in lebenslauf schreiben", update({ "Update CV": { title: "lebenslauf schreiben" } })],
    ["benenn read dune in dune lesen um", update({ "Read Dune": { title: "dune lesen" } })],
    ["gib dem car service den tag werkstatt", update({ "Car service": { tags: ["car", "werkstatt"] } })],
    ["häng an learn spanish noch #abends dran", update({ "Learn Spanish": { tags: ["learning", "abends"] } })],
    [
      ["wann ist der car service fällig", "häng da den tag auto dran"],
      update({ "Car service": { tags: ["car", "auto"] } }),
    ],
    // A reminder asked for by "mich … erinnern" or "eine Erinnerung … vorher".
    ["könntest du mich bei renew passport zwei tage vorher erinnern", update({ "Renew passport": { reminders: 1 } })],
    [
      "ich möchte beim quarterly report eine erinnerung einen tag vorher",
      update({ "Quarterly report": { reminders: 1 } }),
    ],
    // Words of thinking again or of asking before a new time: the task's change, never a new task (issue 21).
    ["oma anrufen lieber erst um 18 uhr", update({ "Oma anrufen": { due: "2026-11-28T18:00" } })],
    ["den arzttermin bitte auf 10 uhr", update({ Arzttermin: { due: "2026-12-03T10:00" } })],
    [
      "Renew passport bitte auf den 10.12. verschieben, danke",
      update({ "Renew passport": { due: "2026-12-10T09:00" } }),
    ],
    ["setz update cv auf hohe priorität", update({ "Update CV": { priority: "high" } })],
    // Words a user says to someone ("mal", "noch", "bitte") in a sentence no rule reads: asked, never added.
    ["häng bei yoga class noch den zusatz abends dran", NONE],
    ["Oma anrufen bitte in die Liste Home verschieben", update({ "Oma anrufen": { list: "Home" } })],
    ["verschieb learn spanish in die Work-Liste", update({ "Learn Spanish": { list: "Work" } })],
    ["könntest du den car service auf montag verschieben?", update({ "Car service": { due: "2026-11-30T08:30" } })],
    ["Legen Sie den Steuerberater bitte auf 16 Uhr", update({ "Steuerberater anrufen": { due: "2026-11-26T16:00" } })],
    ["Organise photos Priorität hoch", update({ "Organise photos": { priority: "high" } })],
    ["Prio von learn spanish auf niedrig", update({ "Learn Spanish": { priority: "low" } })],
    ["research new laptop mit #technik taggen", update({ "Research new laptop": { tags: ["tech", "technik"] } })],
    ["nimm bei read dune den tag books raus", update({ "Read Dune": { tags: [] } })],
    ["Renew passport auf den 8.12. schieben", update({ "Renew passport": { due: "2026-12-08T09:00" } })],
    ["für den arzttermin bitte 30 minuten vorher erinnern", update({ Arzttermin: { reminders: 1 } })],
    [
      "benenne fahrrad reparieren um in fahrrad zur werkstatt bringen",
      update({ "Fahrrad reparieren": { title: "fahrrad zur werkstatt bringen" } }),
    ],
    ["verschiebe oma anrufen auf sonntag", update({ "Oma anrufen": { due: "2026-11-29T15:00" } })],
    // "X auf <Tag>" alone: German leaves the verb of a move out.
    ["car service auf 9.12.", update({ "Car service": { due: "2026-12-09T08:30" } })],
    ["oma anrufen auf sonntag 11 uhr", update({ "Oma anrufen": { due: "2026-11-29T11:00" } })],
    ["arzttermin auf 9 uhr ändern", update({ Arzttermin: { due: "2026-12-03T09:00" } })],
    ["steuerberater anrufen auf morgen verschieben", update({ "Steuerberater anrufen": { due: "2026-11-27T13:00" } })],
    ["mach oma anrufen wichtig", update({ "Oma anrufen": { priority: "high" } })],
    ["fahrrad reparieren in die arbeitsliste verschieben", update({ "Fahrrad reparieren": { list: "Work" } })],
    ["yoga soll nicht mehr wiederholt werden", update({ "Yoga class": { recurrence: null } })],
    ["erinnere mich eine stunde vorher an den arzttermin", update({ Arzttermin: { reminders: 1 } })],
    ["kannst du oma anrufen auf 16 uhr legen", update({ "Oma anrufen": { due: "2026-11-28T16:00" } })],
    ["füge bei oma anrufen den tag geburtstag hinzu", update({ "Oma anrufen": { tags: ["family", "geburtstag"] } })],
    [
      "beim quarterly report möchte ich eine stunde vorher erinnert werden",
      update({ "Quarterly report": { reminders: 1 } }),
    ],
    // Said as a fact: "ist jetzt am", "gehört in", "Prio runter auf", "beim X das Y-Tag entfernen", a reminder more.
    ["car service ist jetzt am montag", update({ "Car service": { due: "2026-11-30T08:30" } })],
    ["die yoga class ist ab jetzt um 19 uhr", update({ "Yoga class": { due: "2026-12-01T19:00" } })],
    ["fahrrad reparieren gehört in die liste work", update({ "Fahrrad reparieren": { list: "Work" } })],
    ["learn spanish gehört in die freizeit-liste", ASK],
    ["quarterly report prio runter auf niedrig", update({ "Quarterly report": { priority: "low" } })],
    ["organise photos prio rauf auf mittel", update({ "Organise photos": { priority: "medium" } })],
    ["bei read dune das books-tag entfernen", update({ "Read Dune": { tags: [] } })],
    ["beim car service das car tag löschen", update({ "Car service": { tags: [] } })],
    ["erinnere mich an review q4 budget noch 1 stunde vorher", update({ "Review Q4 budget": { reminders: 2 } })],
    ["erinner mich an den arzttermin zusätzlich einen tag vorher", update({ Arzttermin: { reminders: 1 } })],
    // The field named before its task; one tag put in another's place, the task after a word for its kind.
    ["ändere die uhrzeit vom arzttermin auf 9:30", update({ Arzttermin: { due: "2026-12-03T09:30" } })],
    [
      "Könnten Sie beim Yoga das Schlagwort health durch sport ersetzen?",
      update({ "Yoga class": { tags: ["sport"] } }),
    ],
    [
      "beim Sprachkurs Learn Spanish das Schlagwort learning entfernen und stattdessen sprachen setzen",
      update({ "Learn Spanish": { tags: ["sprachen"] } }),
    ],
    // "nimmer" is "nicht mehr"; "tu … dazu" is "mach … dazu"; half and quarter hours before.
    ["Yoga class soll sich nimmer wiederholen", update({ "Yoga class": { recurrence: null } })],
    ["tu beim Call bank noch den tag dringend dazu", update({ "Call bank": { tags: ["finance", "dringend"] } })],
    ["erinner mich an Call bank ne viertelstunde vorher", update({ "Call bank": { reminders: 1 } })],
    ["erinnere mich eine halbe Stunde vorher an den Arzttermin", update({ Arzttermin: { reminders: 1 } })],
    // A filler first, a remark last ("hab keine Zeit", "eilt aber nicht").
    ["ey, verschieb den arzttermin auf den 5.12., hab keine zeit", update({ Arzttermin: { due: "2026-12-05T08:15" } })],
    ["naja, mach update cv wichtig, eilt aber nicht", update({ "Update CV": { priority: "high" } })],
    // An English title moved in German ("auf 15 Uhr"): a move, as "X auf <Tag>" is.
    ["Review Q4 budget auf 15 Uhr", update({ "Review Q4 budget": { due: "2026-11-26T15:00" } })],
    // The new time or day, then the one it replaces ("statt"): a change, never a task "… statt 13 Uhr".
    ["Steuerberater anrufen um 14:30 statt 13 Uhr", update({ "Steuerberater anrufen": { due: "2026-11-26T14:30" } })],
    ["Car service auf Mittwoch statt Freitag", update({ "Car service": { due: "2026-12-02T08:30" } })],
    // A tag put on a task "bei", "beim": never a task to add.
    [
      "füge bei Renew passport bitte noch das Schlagwort amt hinzu",
      update({ "Renew passport": { tags: ["errands", "amt"] } }),
    ],
    [
      "beim Oma anrufen noch den Tag wochenende hinzufügen",
      update({ "Oma anrufen": { tags: ["family", "wochenende"] } }),
    ],
    // "vorziehen": brought forward to a day.
    ["zieh Christmas cards auf den 8.12. vor", update({ "Christmas cards": { due: "2026-12-08" } })],
    [
      "den Schedule team offsite auf Montag vorziehen",
      update({ "Schedule team offsite": { due: "2026-11-30T10:00" } }),
    ],
    // Who moves it before the day: "X verschieben wir auf …", "X schieb ich auf …".
    ["quarterly report verschieben wir auf montag", update({ "Quarterly report": { due: "2026-11-30T17:00" } })],
    // Ruhr German "X mach ma auf …" (mal): moved; "mach X ma auf niedrig": the level alone after "auf".
    ["quarterly report mach ma auf montag", update({ "Quarterly report": { due: "2026-11-30T17:00" } })],
    ["mach call bank ma auf hoch", update({ "Call bank": { priority: "high" } })],
    ["den car service schieb ich auf nächsten dienstag", update({ "Car service": { due: "2026-12-01T08:30" } })],
    // "füg dem/zum X eine Erinnerung … hinzu": a reminder on the task, never a task added.
    ["füge zum arzttermin noch ne erinnerung zwei stunden vorher hinzu", update({ Arzttermin: { reminders: 1 } })],
    [
      "Fügen Sie dem Quarterly Report bitte eine Erinnerung einen Tag vorher hinzu.",
      update({ "Quarterly report": { reminders: 1 } }),
    ],
    // "X in (eine) neue Liste Y tun/stecken": a list to make, the task moved there.
    [
      ["update cv in ne neue liste bewerbung stecken", YES],
      change({ update: { "Update CV": { list: "Bewerbung" } }, newLists: ["Bewerbung"] }),
    ],
  ]),
  ...group("complete", "en", [
    // A name with small words the title has not ("the"), or has elsewhere.
    ["finished renewing the passport", complete("Renew passport")],
    // "w/" for "with"; "check it off" after what was done.
    ["done w/ team standup notes", complete("Team standup notes")],
    ["Finally sent the team standup notes, check it off", complete("Team standup notes")],
    // The task named by its "-ing" form: "finished reading …" is "Read …".
    ["done organising photos", complete("Organise photos")],
    ["i finished researching new laptop", complete("Research new laptop")],
    ["mark water the plants and reply to tom as done", complete("Water the plants", "Reply to Tom")],
    ["I did the dentist", complete("Dentist")],
    ["done with call bank", complete("Call bank")],
    ["finished reply to tom", complete("Reply to Tom")],
    ["mark pick up parcel as done", complete("Pick up parcel")],
    ["complete team standup notes", complete("Team standup notes")],
    ["took out the trash", orAsk(complete("Take out the trash"))],
    ["check off water the plants", complete("Water the plants")],
    ["i paid the electricity bill", orAsk(complete("Pay electricity bill"))],
    ["draft outline done", complete("Draft outline")],
    ["tick off the invoice to acme", complete("Send invoice to Acme")],
    ["done: review q4 budget", complete("Review Q4 budget")],
    ["finished the grocery shopping!", complete("Grocery shopping")],
    ["cmplete renew passport", orAsk(complete("Renew passport"))],
    ["i've booked the flights to lisbon", orAsk(complete("Book flights to Lisbon"))],
    ["complete the trash", complete("Take out the trash")],
    ["renew passport - done", complete("Renew passport")],
    ["yep finished the standup notes", complete("Team standup notes")],
    // The done thing named first, "got X", and when it was done after it.
    ["invoice to acme sent", complete("Send invoice to Acme")],
    ["library books returned", complete("Return library books")],
    ["got the groceries", orAsk(complete("Grocery shopping"))],
    ["called the bank already", complete("Call bank")],
    ["replied to tom finally", orAsk(complete("Reply to Tom"))],
    // A filler first, laughter or thanks last.
    ["hmm called the bank haha", complete("Call bank")],
    ["yo done with reply to tom", complete("Reply to Tom")],
    ["alright renew passport done - cheers mate", complete("Renew passport")],
    ["welp, finished the grocery shopping, what a day", complete("Grocery shopping")],
    ["draft outline done :)", complete("Draft outline")],
    // Words around that say nothing the assistant can act on: asked about, never saved.
    ["yo fix the fence lol", ASK],
    ["hmm new headphones haha", ASK],
    // "did" before the task said done, with no one before it ("did you …" asks).
    ["did the grocery shopping", complete("Grocery shopping")],
    ["did the q4 budget review", complete("Review Q4 budget")],
    // "please do" only asks nicely.
    ["Please do tick off the grocery shopping, thanks!", complete("Grocery shopping")],
    // A typo of "the".
    ["finished teh grocery shopping", complete("Grocery shopping")],
  ]),
  ...group("complete", "de", [
    // A German name for an English title, its small words ("für", "nach") none of the title's.
    ["das geschenk für anna hab ich besorgt", complete("Birthday gift for Anna")],
    ["müll rausbringen hab ich gemacht", orAsk(complete("Take out the trash"))],
    ["die flüge nach lisbon sind gebucht", complete("Book flights to Lisbon")],
    // The imperative without its "e".
    ["markier organise photos als erledigt", complete("Organise photos")],
    ["ich hab die design slides fertig gemacht", orAsk(complete("Design slides"))],
    ["Ich habe das Draft Outline verschickt.", orAsk(complete("Draft outline"))],
    ["hak die christmas cards ab", complete("Christmas cards")],
    ["Streich Read Dune durch", complete("Read Dune")],
    ["Organise photos erledigt ✅", complete("Organise photos")],
    ["fix the leaking tap ist repariert", orAsk(complete("Fix the leaking tap"))],
    ["Markieren Sie bitte Update CV als erledigt", complete("Update CV")],
    ["fahrrad reparieren abhaken", complete("Fahrrad reparieren")],
    ["fahrrad repariert", orAsk(complete("Fahrrad reparieren"))],
    ["oma anrufen erledigt", complete("Oma anrufen")],
    ["hab den steuerberater angerufen", orAsk(complete("Steuerberater anrufen"))],
    ["erledige fahrrad reparieren", complete("Fahrrad reparieren")],
    ["arzttermin ist erledigt", complete("Arzttermin")],
    ["markiere design slides als erledigt", complete("Design slides")],
    ["hake den müll ab", complete("Take out the trash")],
    // The done thing named first: "X hab ich …", "X ist draußen", "beim X war ich", "(du) kannst X abhaken".
    ["den steuerberater habe ich schon angerufen", orAsk(complete("Steuerberater anrufen"))],
    ["das fahrrad hab ich endlich repariert", orAsk(complete("Fahrrad reparieren"))],
    ["der müll ist schon draußen", complete("Take out the trash")],
    ["die invoice an acme ist endlich raus", complete("Send invoice to Acme")],
    ["beim dentist war ich gestern", complete("Dentist")],
    ["du kannst die christmas cards abhaken", complete("Christmas cards")],
    [["wann muss ich oma anrufen", "kannst du abhaken"], complete("Oma anrufen")],
    ["oma angerufen, endlich", orAsk(complete("Oma anrufen"))],
    // "bin fertig mit X", "ich bin mit X fertig".
    ["bin endlich fertig mit dem quarterly report", complete("Quarterly report")],
    ["ich bin mit der garage fertig", complete("Clean the garage")],
    // A filler first, a remark last.
    ["naja, Oma anrufen erledigt", complete("Oma anrufen")],
    ["update cv erledigt haha", complete("Update CV")],
    ["übrigens fahrrad reparieren erledigt, endlich", complete("Fahrrad reparieren")],
    ["jo, hak die christmas cards ab, sind verschickt", complete("Christmas cards")],
    ["gott sei dank, steuerberater angerufen", orAsk(complete("Steuerberater anrufen"))],
    ["naja, Fenster putzen, keine Ahnung", ASK],
    // Bavarian "hob i … gmacht" (hab ich … gemacht), "is" (ist), the particle "fei"; a remark after a comma.
    ["Fahrrad reparieren hob i gestern gmacht", complete("Fahrrad reparieren")],
    ["Steuerberater anrufen is erledigt fei", complete("Steuerberater anrufen")],
    ["Water the plants erledigt, mach heute nix mehr", complete("Water the plants")],
    ["hob grad d'Oma angrufen", complete("Oma anrufen")],
    // Saxon "nu" first, "is'" (ist), "fertsch" (fertig); German "sind" with an English "done", answered in German.
    ["nu, read dune is' fertsch", complete("Read Dune")],
    ["water the plants sind done", complete("Water the plants")],
    // When it was done said after the participle: "hab X angerufen grad".
    ["hab die oma angerufen grad", complete("Oma anrufen")],
    ["hab das fahrrad repariert jetzt", complete("Fahrrad reparieren")],
    // Ruhr German "ma" (mal) after "mach", "erledigt" last.
    ["mach ma read dune erledigt", complete("Read Dune")],
  ]),
  ...group("delete", "en", [
    [["delete the design slides subtask", YES], remove("Design slides")],
    [["ditch the read dune thing", YES], remove("Read Dune")],
    [["scrap learn spanish, not worth it", YES], remove("Learn Spanish")],
    ["delete organise photos", ASK],
    [["delete organise photos", YES], remove("Organise photos")],
    ["remove cancel gym membership", ASK],
    [["remove cancel gym membership", YES], remove("Cancel gym membership")],
    ["get rid of the research new laptop task", ASK],
    ["trash learn spanish", ASK],
    [["delete learn spanish", YES], remove("Learn Spanish")],
    ["delete the dentist", ASK],
    ["delete all overdue", ASK],
    ["delete everything", ASK],
    ["remove christmas cards from my list", ASK],
    [["remove christmas cards", YES], remove("Christmas cards")],
    ["delete", NONE],
    ["delete the task about the moon landing", NONE],
    ["del read dune pls", ASK],
    [["i no longer need organise photos", YES], remove("Organise photos")],
    [["i don't need cancel gym membership any more, just delete it", YES], remove("Cancel gym membership")],
    // A group by its tag is deleted only on a yes.
    ["remove everything tagged errands", ASK],
    [["delete all the tasks tagged travel", YES], remove("Book flights to Lisbon")],
    // A reason after a comma is no part of the name.
    [["delete organise photos, not doing it this year", YES], remove("Organise photos")],
    [["btw scrap cancel gym membership, thanks a lot", YES], remove("Cancel gym membership")],
    // A remark that takes the request back is never left out.
    ["delete learn spanish, no wait", NONE],
  ]),
  ...group("delete", "de", [
    // A task pointed at by the words it is described with.
    [["lösch das mit dem zahnarzt", YES], remove("Dentist")],
    // "kann weg": no longer wanted.
    [["learn spanish kann jetzt weg", YES], remove("Learn Spanish")],
    [["die christmas cards können gelöscht werden", YES], remove("Christmas cards")],
    [["weg mit organise photos", YES], remove("Organise photos")],
    [["Könnten Sie learn spanish entfernen?", YES], remove("Learn Spanish")],
    [["die christmas cards kannst du rausnehmen", YES], remove("Christmas cards")],
    [["loesche organise photos", YES], remove("Organise photos")],
    [["lösch read dune und cancel gym membership", YES], remove("Read Dune", "Cancel gym membership")],
    ["lösche fahrrad reparieren", ASK],
    [["lösche fahrrad reparieren", YES], remove("Fahrrad reparieren")],
    ["entferne oma anrufen", ASK],
    ["alles löschen", ASK],
    [["fahrrad reparieren brauche ich nicht mehr", YES], remove("Fahrrad reparieren")],
    [["organise photos kannst du bitte entfernen", YES], remove("Organise photos")],
    [["streich learn spanish, mach ich eh nicht", YES], remove("Learn Spanish")],
    [["read dune löschen, les ich eh nie", YES], remove("Read Dune")],
    // "kannst" without its "du", Bavarian "löschn"; a reason after a comma ("brauch i eh nimmer").
    [["Organise photos kannst löschn", YES], remove("Organise photos")],
    [["lösch Cancel gym membership, brauch i eh nimmer", YES], remove("Cancel gym membership")],
    // Saxon "kannste" (kannst du), "ni" (nicht): a reason after the comma.
    [["learn spanish kannste löschen, wird eh ni mehr", YES], remove("Learn Spanish")],
    // Ruhr German "ma" (mal), "dat" (das) after the verb.
    [["lösch ma dat organise photos", YES], remove("Organise photos")],
  ]),
  ...group("undo", "en", [
    [["kindly move the car service to monday", "kindly revert back that change"], REVERT],
    [["add buy stamps", "undo"], REVERT],
    [["complete call bank", "undo that"], REVERT],
    [["move dentist to friday", "undo"], REVERT],
    [["delete learn spanish", YES, "undo"], REVERT],
    [["make car service high priority", "undo that please"], REVERT],
    [["buy milk tomorrow", "oops undo"], REVERT],
    [["rename read dune to dune", "undo"], REVERT],
    [["add 3 tasks: a1, b2 and c3", "undo"], REVERT],
    [["done with reply to tom", "actually undo that"], REVERT],
    ["undo", NONE],
    [["what's overdue", "undo"], NONE],
    [["complete call bank", "hmm undo that lol"], REVERT],
  ]),
  ...group("undo", "de", [
    [["markiere update cv als erledigt", "nee, doch nicht"], REVERT],
    [["schieb yoga class auf freitag", "oh, nimm das bitte wieder zurück"], REVERT],
    [["Balkon fegen", "mach das rueckgaengig"], REVERT],
    [["fahrrad reparieren abhaken", "nein, bitte rückgängig machen"], REVERT],
    [["milch kaufen morgen", "rückgängig"], REVERT],
    [["oma anrufen erledigt", "mach das rückgängig"], REVERT],
    ["rückgängig", NONE],
    [["füg Kerzen kaufen hinzu", "hoppla, bitte rückgängig machen"], REVERT],
    [["verschieb oma anrufen auf sonntag", "doch nicht, mach's rückgängig"], REVERT],
    [["mach update cv wichtig", "ach doch nicht, zurück"], REVERT],
    [["fahrrad reparieren erledigt", "nee doch nicht, mach es rückgängig bitte"], REVERT],
    [["oma anrufen erledigt", "oh mann, mach das rückgängig"], REVERT],
    [["Reply to Tom auf 17 Uhr", "stopp, rückgängig bitte"], REVERT],
    // Ruhr German: "kannze" (kannst du) … "nich mehr wiederholen lassen"; "ne" first before "doch" is "nein".
    [["kannze yoga class nich mehr wiederholen lassen", "ne doch nich, mach rückgängig"], REVERT],
  ]),
  ...group("reference", "en", [
    // A yes typed answers the Yes-or-No question of the reply just before, and only that.
    [["delete the dentist", "yes please"], remove("Dentist")],
    [["what's overdue", "yes"], NONE],
    [["when is the car service", "put a reminder on it two days before"], update({ "Car service": { reminders: 1 } })],
    [["when's the quarterly report due", "tag it finance"], update({ "Quarterly report": { tags: ["finance"] } })],
    [["when is the car service", "label it garage"], update({ "Car service": { tags: ["car", "garage"] } })],
    [["when is the dentist", "move it to friday"], update({ Dentist: { due: "2026-11-27T10:00" } })],
    [["when is the car service", "make it high priority"], update({ "Car service": { priority: "high" } })],
    [["show #bills", "mark them done"], complete("Pay electricity bill", "Pay rent")],
    [
      ["what's overdue", "move them all to tomorrow"],
      update({
        Dentist: { due: TOMORROW_DATE },
        "Pay electricity bill": { due: TOMORROW_DATE },
        "Send invoice to Acme": { due: TOMORROW_DATE },
      }),
    ],
    [["find lisbon", "the first one is done"], complete("Book flights to Lisbon")],
    [
      ["when is the quarterly report", "rename it to q4 report"],
      update({ "Quarterly report": { title: "q4 report" } }),
    ],
    [["where's my passport renewal", "tag it #travel"], update({ "Renew passport": { tags: ["errands", "travel"] } })],
    [["show #car", "that's done"], complete("Car service")],
    [["when is yoga", "stop repeating it"], update({ "Yoga class": { recurrence: null } })],
    [["show #health", "which one is first?"], NONE],
    [["when is the dentist", "delete it"], ASK],
    [["when is the dentist", "delete it", YES], remove("Dentist")],
    ["delete it", NONE],
    ["move that to tomorrow", NONE],
    // The tasks a question's reply shows are what the next message points at.
    [
      ["when is the car service again", "push it back two days"],
      update({ "Car service": { due: "2026-12-06T08:30" } }),
    ],
    [["when do i have yoga class", "stop that from repeating"], update({ "Yoga class": { recurrence: null } })],
    ["mark it done", NONE],
    ["rename it to groceries", NONE],
    ["make them all high priority", NONE],
    // A filler before a request about the task of the reply before.
    [["when is the car service", "aye make it high priority"], update({ "Car service": { priority: "high" } })],
    // The tasks of a tag asked about "with the X tag" are what a place points at; "aye" before a request.
    [["whats got the family tag", "mark the first one done"], complete("Oma anrufen")],
    [["when is the car service", "aye move it to the morra"], update({ "Car service": { due: TOMORROW_DATE } })],
  ]),
  ...group("reference", "de", [
    [["entferne den arzttermin", "ja bitte"], remove("Arzttermin")],
    // "das zweite auf <Tag>": a task of the reply before moved, never a task called "das zweite auf".
    [["was ist am samstag", "das zweite auf montag"], update({ "Oma anrufen": { due: `${NEXT_MONDAY}T15:00` } })],
    ["das erste auf sonntag", NONE],
    // "(das) hab ich … gemacht": the task just shown is done, German leaving out the "das".
    [["was ist am samstag", "das hab ich schon gemacht"], complete("Grocery shopping")],
    [["wann ist der arzttermin", "hab ich heute erledigt"], complete("Arzttermin")],
    // "die mit der Rechnung": described, not named; two overdue bills fit, so nothing changes and no task is added.
    [["welche aufgaben sind überfällig", "die mit der rechnung auf freitag"], NONE],
    [["wann ist der arzttermin", "mach den um 11 statt um acht"], update({ Arzttermin: { due: "2026-12-03T11:00" } })],
    [["wann ist pay rent", "mach das nicht mehr monatlich"], update({ "Pay rent": { recurrence: null } })],
    [["Füge Keller aufräumen hinzu", "mach es für Sonntag"], create({ title: "Keller aufräumen", due: "2026-11-29" })],
    [["wann ist der arzttermin", "verschieb ihn auf freitag"], update({ Arzttermin: { due: "2026-12-04T08:15" } })],
    [["wann muss ich oma anrufen", "erledigt"], complete("Oma anrufen")],
    [
      ["wann muss ich nochmal den steuerberater anrufen", "leg es auf morgen 10 uhr"],
      update({ "Steuerberater anrufen": { due: "2026-11-27T10:00" } }),
    ],
    [["was hab ich am samstag", "die erste aufgabe ist erledigt"], complete("Grocery shopping")],
    ["lösch das", NONE],
    ["verschieb es auf morgen", NONE],
    // "bitte" beside "das" still points at the task of the reply before.
    [["wann steht der car service an", "mach das bitte wichtig"], update({ "Car service": { priority: "high" } })],
    [
      ["wann ist der arzttermin", "naja, verschieb ihn auf den 5.12., passt besser"],
      update({ Arzttermin: { due: "2026-12-05T08:15" } }),
    ],
    // Bavarian "is" (ist), "des" (das): the task of the reply before.
    [["wann is Oma anrufen", "des kannst löschn", YES], remove("Oma anrufen")],
    // "die sind beide …": every task of the reply before.
    [["was hab ich am samstag", "die sind beide erledigt"], complete(...SATURDAY)],
  ]),
  ...group("compound", "en", [
    [["remove organise photos and research new laptop", YES, YES], remove("Organise photos", "Research new laptop")],
    [
      "push the car service to friday and remind me an hour before",
      update({ "Car service": { due: "2026-11-27T08:30", reminders: 1 } }),
    ],
    [
      "complete call bank and move dentist to tomorrow",
      { expect: "change", complete: ["Call bank"], update: { Dentist: { due: "2026-11-27T10:00" } } },
    ],
    ["done with reply to tom and team standup notes", complete("Reply to Tom", "Team standup notes")],
    [
      "add buy bread and mark water the plants done",
      { expect: "change", create: [{ title: "buy bread" }], complete: ["Water the plants"] },
    ],
    [
      "move car service to monday and make it high priority",
      update({ "Car service": { due: "2026-11-30T08:30", priority: "high" } }),
    ],
    [
      "rename read dune to read foundation, and tag it #scifi",
      update({ "Read Dune": { title: "read foundation", tags: ["books", "scifi"] } }),
    ],
    [
      "what's overdue and what's due tomorrow",
      anyOf(answer(...OVERDUE, ...TOMORROW), answer(...OVERDUE), answer(...TOMORROW)),
    ],
    ["finished the dentist, pick up parcel is done too", complete("Dentist", "Pick up parcel")],
    // Two questions at once: both answers, and how many tasks they show together.
    ["what's due tomorrow and what's on saturday", answer(...TOMORROW, ...SATURDAY)],
    [
      "add order contact lenses and push renew passport to friday",
      {
        expect: "change",
        create: [{ title: "order contact lenses" }],
        update: { "Renew passport": { due: "2026-11-27T09:00" } },
      },
    ],
    [
      "add these things: stamps, envelopes, printer paper",
      create({ title: "stamps" }, { title: "envelopes" }, { title: "printer paper" }),
    ],
    [
      "move grocery shopping to sunday and clean the garage to saturday",
      update({ "Grocery shopping": { due: "2026-11-29T10:00" }, "Clean the garage": { due: SATURDAY_DATE } }),
    ],
    [
      "add call the vet tomorrow and buy cat food",
      anyOf(
        create({ title: "call the vet", due: TOMORROW_DATE }, { title: "buy cat food" }),
        create({ title: "call the vet tomorrow and buy cat food" }),
        ASK,
      ),
    ],
    ["complete draft outline and design slides", complete("Draft outline", "Design slides")],
    [
      "make quarterly report urgent and move it to monday",
      update({ "Quarterly report": { priority: "high", due: "2026-11-30T17:00" } }),
    ],
    ["delete organise photos and learn spanish", ASK],
    // Two tasks in one "add": split when the second part reads as a task of its own, else one title.
    [
      "add email the landlord and book a plumber for friday",
      create({ title: "email the landlord" }, { title: "book a plumber", due: TOMORROW_DATE }),
    ],
    ["add pick up salt and pepper", create({ title: "pick up salt and pepper" })],
    ["done with call bank, reply to tom is done too", complete("Call bank", "Reply to Tom")],
    [
      "make the car service high priority and put it on saturday",
      update({ "Car service": { priority: "high", due: "2026-11-28T08:30" } }),
    ],
    // Done things said one after the other without "and", and what is still to do with its day.
    ["paid the rent called grandma", complete("Pay rent", "Oma anrufen")],
    [
      "booked the flights picked up the parcel still need to do the budget review tomorrow",
      change({
        complete: ["Book flights to Lisbon", "Pick up parcel"],
        update: { "Review Q4 budget": { due: "2026-11-27T10:30" } },
      }),
    ],
    // A weekday that is today, for a move, is next week's.
    ["move reply to tom to thursday", update({ "Reply to Tom": { due: "2026-12-03T16:00" } })],
  ]),
  ...group("compound", "de", [
    // German tasks joined by "und", each with its own day; "… ist auch erledigt" after another done.
    [
      "reply to tom ist erledigt, neu winterreifen bestellen montag",
      change({ complete: ["Reply to Tom"], create: [{ title: "winterreifen bestellen", due: NEXT_MONDAY }] }),
    ],
    [
      "trag ein übermorgen fenster putzen und am sonntag um 11 uhr brunch bei lisa",
      create({ title: "fenster putzen", due: SATURDAY_DATE }, { title: "brunch bei lisa", due: "2026-11-29T11:00" }),
    ],
    [
      "heute wäsche waschen und morgen rasen mähen",
      create({ title: "wäsche waschen", due: "2026-11-26" }, { title: "rasen mähen", due: TOMORROW_DATE }),
    ],
    [
      "reply to tom erledigt und steuerberater anrufen ist auch erledigt",
      complete("Reply to Tom", "Steuerberater anrufen"),
    ],
    [
      "füg zwei todos hinzu: backup prüfen und vpn erneuern",
      create({ title: "backup prüfen" }, { title: "vpn erneuern" }),
    ],
    ["water the plants erledigt und reply to tom auch", complete("Water the plants", "Reply to Tom")],
    ["Learn Spanish auf Sonntag und Prio niedrig", update({ "Learn Spanish": { due: "2026-11-29", priority: "low" } })],
    [
      "renew passport erledigt und car service auf den 7.12.",
      { expect: "change", complete: ["Renew passport"], update: { "Car service": { due: "2026-12-07T08:30" } } },
    ],
    // Two deletes joined by "und" are one question naming both.
    [["lösche read dune und learn spanish", YES], remove("Read Dune", "Learn Spanish")],
    [
      "mach eine aufgabe fenster putzen am samstag und verschieb den arzttermin auf den 7.12.",
      {
        expect: "change",
        create: [{ title: "fenster putzen", due: SATURDAY_DATE }],
        update: { Arzttermin: { due: "2026-12-07T08:15" } },
      },
    ],
    ["was ist morgen fällig und was am samstag", answer(...TOMORROW, ...SATURDAY)],
    [
      "oma anrufen erledigt und arzttermin auf freitag verschieben",
      { expect: "change", complete: ["Oma anrufen"], update: { Arzttermin: { due: "2026-12-04T08:15" } } },
    ],
    [
      "brot kaufen hinzufügen und steuerberater anrufen erledigt",
      { expect: "change", create: [{ title: "brot kaufen" }], complete: ["Steuerberater anrufen"] },
    ],
    [
      "füge Zahnpasta kaufen hinzu und verschieb den Arzttermin auf Montag",
      {
        expect: "change",
        create: [{ title: "Zahnpasta kaufen" }],
        update: { Arzttermin: { due: "2026-11-30T08:15" } },
      },
    ],
    [
      "was ist überfällig und was ist morgen",
      anyOf(answer(...OVERDUE, ...TOMORROW), answer(...OVERDUE), answer(...TOMORROW)),
    ],
    [
      "fahrrad reparieren auf samstag und update cv wichtig machen",
      update({ "Fahrrad reparieren": { due: SATURDAY_DATE }, "Update CV": { priority: "high" } }),
    ],
    [
      "müll trennen hinzufügen und oma anrufen erledigt",
      { expect: "change", create: [{ title: "müll trennen" }], complete: ["Oma anrufen"] },
    ],
    [
      "mach update cv unwichtig und read dune wichtig",
      update({ "Update CV": { priority: "low" }, "Read Dune": { priority: "high" } }),
    ],
    [
      "mach organise photos wichtig und call bank unwichtig",
      update({ "Organise photos": { priority: "high" }, "Call bank": { priority: "low" } }),
    ],
    [
      "füge vier dinge hinzu: kerzen, servietten, gläser und teller",
      create({ title: "kerzen" }, { title: "servietten" }, { title: "gläser" }, { title: "teller" }),
    ],
    ["füg zwei sachen hinzu: tee und honig", create({ title: "tee" }, { title: "honig" })],
    // "X auf <Tag>" without a verb is a move; an address before the request; one noun as a task, without its article.
    [
      "fahrrad reparieren auf montag und garage aufräumen ist erledigt",
      change({ complete: ["Clean the garage"], update: { "Fahrrad reparieren": { due: "2026-11-30" } } }),
    ],
    [
      "Lieber Assistent, die Pflanzen habe ich gegossen, und könnten Sie den Elektriker für Montag um 8 Uhr eintragen?",
      change({ complete: ["Water the plants"], create: [{ title: "Elektriker", due: "2026-11-30T08:00" }] }),
    ],
    ["verschieb den standup auf donnerstag", update({ "Team standup notes": { due: "2026-12-03T11:00" } })],
    // Two German tasks, each with its day after the verb, and thanks at the end.
    [
      "Paket abholen morgen 17 uhr und Wäsche waschen am sonntag, merci",
      create({ title: "Paket abholen", due: "2026-11-27T17:00" }, { title: "Wäsche waschen", due: "2026-11-29" }),
    ],
    // Bavarian "hob i gmacht" done, and an English title moved in German.
    [
      "Water the plants hob i gmacht und Reply to Tom auf Montag 10 Uhr",
      change({ complete: ["Water the plants"], update: { "Reply to Tom": { due: "2026-11-30T10:00" } } }),
    ],
    // Austrian formal "'s" before the colon of a list of tasks.
    [
      "Schreiben's mir bitte auf: Fenster putzen, Keller aufräumen und Winterreifen holen",
      create({ title: "Fenster putzen" }, { title: "Keller aufräumen" }, { title: "Winterreifen holen" }),
    ],
    // Two English titles done in German; a move said "pushen wir auf".
    ["update cv und read dune sind fertsch", complete("Update CV", "Read Dune")],
    [
      "call bank is' erledigt, renew passport pushen wir auf freitag",
      change({ complete: ["Call bank"], update: { "Renew passport": { due: "2026-11-27T09:00" } } }),
    ],
  ]),
  ...group("plan", "en", [
    // A remark after the request adds nothing to it; "reckon …" asks for an opinion on what is next.
    ["plan my day please, it's gonna be hectic", PLAN],
    ["sort out my week, lots on", PLAN],
    ["do you reckon which one i should tackle first", NEXT],
    // How the user feels, then the question without a comma.
    ["im swamped what should i tackle right now", NEXT],
    ["how should i tackle my day today", anyOf(PLAN, NEXT)],
    // "u" for "you", "pls" at the end.
    ["could u plan my week for me", anyOf(PLAN, answer(...REST_OF_WEEK), NONE)],
    ["can u plan my day pls", PLAN],
    ["what's next on my plate", NEXT],
    [
      "subtasks for organise photos: sort by year, delete duplicates",
      create(
        { title: "sort by year", parent: "Organise photos" },
        { title: "delete duplicates", parent: "Organise photos" },
      ),
    ],
    ["so much on my plate, where should i begin", anyOf(NEXT, PLAN)],
    ["feeling swamped today, where do i even start?", anyOf(NEXT, PLAN)],
    ["plan my day", PLAN],
    ["can you plan my day?", PLAN],
    ["plan today", PLAN],
    ["sort out my week please", PLAN],
    ["help me plan my week", anyOf(PLAN, answer(...REST_OF_WEEK), NONE)],
    ["plan my week", anyOf(PLAN, answer(...REST_OF_WEEK), NONE)],
    ["plan the rest of the week", anyOf(PLAN, NONE)],
    ["what should i do next", NEXT],
    ["what should I work on now?", NEXT],
    ["what's the most important thing right now", NEXT],
    ["can you help me plan out today", PLAN],
    ["let's organise my day please", PLAN],
    ["which one should i do first", NEXT],
    ["what's most urgent right now", NEXT],
    [
      "break down clean the garage into sort tools, sweep the floor and take old paint to the dump",
      create(
        { title: "sort tools", parent: "Clean the garage" },
        { title: "sweep the floor", parent: "Clean the garage" },
        { title: "take old paint to the dump", parent: "Clean the garage" },
      ),
    ],
    [
      "split christmas cards into buy cards, write cards and post them",
      create(
        { title: "buy cards", parent: "Christmas cards" },
        { title: "write cards", parent: "Christmas cards" },
        { title: "post them", parent: "Christmas cards" },
      ),
    ],
    ["break down the tax return", NONE],
    ["distribute my tasks across the week", PLAN],
    ["could you split my todos over this week", PLAN],
    ["what's the single thing i should tackle now", NEXT],
    ["which is the first task i should do", NEXT],
    ["what should i tackle atm", NEXT],
  ]),
  ...group("plan", "de", [
    // "ma" for "mal", "mein" for "meinen" as spoken; a German request verb first with no plan in it is asked about.
    ["plan mal mein tag", PLAN],
    ["plan ma meine woche", anyOf(PLAN, answer(...REST_OF_WEEK), NONE)],
    ["plan ma den umzug", NONE],
    [
      "Zerlegen Sie „Clean the garage“ in Regale ausräumen und Boden kehren.",
      create(
        { title: "Regale ausräumen", parent: "Clean the garage" },
        { title: "Boden kehren", parent: "Clean the garage" },
      ),
    ],
    ["wie sollte ich den tag am besten anpacken", anyOf(PLAN, NEXT)],
    ["machst du mir nen wochenplan", anyOf(PLAN, NONE)],
    ["mach mir mal einen wochenplan bitte", anyOf(PLAN, answer(...REST_OF_WEEK), NONE)],
    // Ruhr German "ma" (mal), "nen" (einen): a plan for the week said as a plan.
    ["mach ma nen plan für diese woche", anyOf(PLAN, answer(...REST_OF_WEEK), NONE)],
    // German particles before the day.
    ["plan doch mal meinen tag", PLAN],
    [
      "Teilaufgaben für Clean the garage: Regale ausräumen, Boden kehren",
      create(
        { title: "Regale ausräumen", parent: "Clean the garage" },
        { title: "Boden kehren", parent: "Clean the garage" },
      ),
    ],
    ["kannst du mir den tag planen", PLAN],
    ["womit fange ich heute am besten an", NEXT],
    ["womit sollte ich heute beginnen", NEXT],
    ["plane meinen tag", PLAN],
    ["was soll ich als nächstes machen", NEXT],
    ["mach mir einen plan für heute", PLAN],
    ["hilf mir, meinen tag zu planen", PLAN],
    ["was ist gerade das wichtigste", NEXT],
    ["womit fange ich an", NEXT],
    ["womit fang ich heute am besten an", NEXT],
    ["wo fange ich am besten an", NEXT],
    ["was mach ich am besten zuerst", NEXT],
    ["kannst du mir bitte meine woche planen", anyOf(PLAN, NONE)],
    ["plan mir den tag", PLAN],
    [
      "Teilaufgaben für Learn Spanish: Vokabeln wiederholen, Podcast hören",
      create(
        { title: "Vokabeln wiederholen", parent: "Learn Spanish" },
        { title: "Podcast hören", parent: "Learn Spanish" },
      ),
    ],
    [
      "teile Christmas cards in Karten kaufen und Karten schreiben auf",
      create(
        { title: "Karten kaufen", parent: "Christmas cards" },
        { title: "Karten schreiben", parent: "Christmas cards" },
      ),
    ],
    [
      "clean the garage aufteilen in: Werkzeug sortieren, Boden fegen",
      create(
        { title: "Werkzeug sortieren", parent: "Clean the garage" },
        { title: "Boden fegen", parent: "Clean the garage" },
      ),
    ],
    ["plan meine woche", anyOf(PLAN, answer(...REST_OF_WEEK), NONE)],
    ["plan für heute", PLAN],
    ["plan für diese woche bitte", anyOf(PLAN, NONE)],
    ["hilf mir, die kommende woche einzuteilen", PLAN],
    ["kannst du mir die nächste woche organisieren", PLAN],
    [
      "zerlege fahrrad reparieren in schlauch kaufen, reifen flicken und bremsen einstellen",
      create(
        { title: "schlauch kaufen", parent: "Fahrrad reparieren" },
        { title: "reifen flicken", parent: "Fahrrad reparieren" },
        { title: "bremsen einstellen", parent: "Fahrrad reparieren" },
      ),
    ],
    // "i" for "ich" after a modal verb, a Bavarian infinitive; the steps after "teil X auf:".
    ["was kann i jetzt zuerst macha", NEXT],
    [
      "teile Fahrrad reparieren in Schritte auf: Kette ölen, Licht tauschen",
      create(
        { title: "Kette ölen", parent: "Fahrrad reparieren" },
        { title: "Licht tauschen", parent: "Fahrrad reparieren" },
      ),
    ],
  ]),
  ...group("small-talk", "en", [
    ["thanks!", NONE],
    ["ok cool", NONE],
    ["thank you so much", NONE],
    ["lol", NONE],
    ["you're the best", NONE],
    ["hi", NONE],
    ["good morning", NONE],
    ["how are you?", NONE],
    ["nice", NONE],
    ["great, thx", NONE],
    ["never mind", NONE],
    ["ok", NONE],
    ["sure", NONE],
    ["hmm", NONE],
    ["sorry", NONE],
    ["bye", NONE],
    ["cool cool", NONE],
    ["haha", NONE],
    // Goodbyes, whose day ("tomorrow") is no task's.
    ["night night, see you tomorrow", NONE],
    ["ok thanks, have a good weekend", NONE],
  ]),
  ...group("small-talk", "de", [
    // Spoken greetings and a slang address: German replies, nothing saved.
    ["moinsen", NONE],
    ["digga was geht ab", NONE],
    // Said at the end of the day, German either way.
    ["schlaf gut", NONE],
    ["bin heute ziemlich müde", NONE],
    // "ok" is said in German too.
    ["okay, alles klar", NONE],
    ["servus", NONE],
    ["danke!", NONE],
    ["super, danke", NONE],
    ["hallo", NONE],
    ["guten morgen", NONE],
    ["alles klar", NONE],
    ["passt", NONE],
    ["wie geht's?", NONE],
    ["tschüss", NONE],
    // Goodbyes, whose day ("bis Montag") is no task's.
    ["Schönen Feierabend und bis Montag", NONE],
    ["tschau, bis später", NONE],
  ]),
  ...group("unknown-command", "en", [
    // What to tell someone ("saying …") is a message to send, which the assistant cannot: never a task unasked.
    ["email the landlord saying thanks for fixing the heating", NONE],
    ["email my boss that i'm running late", NONE],
    ["call mum for me", NONE],
    ["text sarah happy birthday", NONE],
    ["order a pizza", NONE],
    ["set an alarm for 7am", NONE],
    ["turn off the lights", NONE],
    ["play some music", NONE],
    ["share my work list with tom", NONE],
    ["export my tasks to excel", NONE],
    ["sync with google calendar", NONE],
    ["translate this to french", NONE],
    ["what's the weather tomorrow", NONE],
    ["book me a flight to lisbon", NONE],
    ["archive the home list", NONE],
    ["invite anna to my home list", NONE],
    ["remind tom about the invoice", NONE],
    // Whom, then what: an order to send something now, which the assistant cannot do.
    ["send anna the holiday photos", NONE],
    ["text me the wifi password", NONE],
    ["forward sarah my notes from the meeting", NONE],
  ]),
  ...group("unknown-command", "de", [
    ["organisier mal meine woche neu", NONE],
    ["Benachrichtigungen aus", NONE],
    ["schreib meinem chef eine mail", NONE],
    ["ruf mama an", NONE],
    ["bestell mir ein taxi", NONE],
    ["wie wird das wetter morgen", NONE],
    ["exportiere meine aufgaben", NONE],
  ]),
  ...group("dates", "en", [
    // British "at half 4" is half past four.
    ["school run friday at half 4", create({ title: "school run", due: "2026-11-27T16:30" })],
    // "next thursday" said on a Thursday is a week away.
    ["dentist check next thursday at 3", create({ title: "dentist check", due: "2026-12-03T15:00" })],
    // A part of the day before a date names the event: "… evening on the 14th".
    ["book club evening on the 14th at 7pm", create({ title: "book club evening", due: "2026-12-14T19:00" })],
    ["quiz night on friday at 8pm", create({ title: "quiz night", due: "2026-11-27T20:00" })],
    [
      "send the rent on the last day of each month",
      create({ title: "send the rent", recurrence: "FREQ=MONTHLY;BYMONTHDAY=-1", due: "2026-11-30" }),
    ],
    ["move the dentist to jan 14 at 3pm", update({ Dentist: { due: "2027-01-14T15:00" } })],
    ["call lisa at 3", create({ title: "call lisa", due: "2026-11-26T15:00" })],
    ["dentist appt jan 14 at 3pm", create({ title: "dentist appt", due: "2027-01-14T15:00" })],
    ["team lunch next monday at noon", create({ title: "team lunch", due: "2026-11-30T12:00" })],
    ["pay phone bill on the 3rd", create({ title: "pay phone bill", due: "2026-12-03" })],
    ["submit timesheet in 3 days", create({ title: "submit timesheet", due: "2026-11-29" })],
    ["standup prep every monday at 9", create({ title: "standup prep", recurrence: "FREQ=WEEKLY;BYDAY=MO" })],
    ["water cactus every other week", create({ title: "water cactus", recurrence: "FREQ=WEEKLY;INTERVAL=2" })],
    ["take vitamins daily", create({ title: "take vitamins", recurrence: "FREQ=DAILY" })],
    ["renew domain on 1 february", create({ title: "renew domain", due: "2027-02-01" })],
    ["call grandma on sunday at 4", create({ title: "call grandma", due: "2026-11-29T16:00" })],
    ["move car service to dec 10", update({ "Car service": { due: "2026-12-10T08:30" } })],
    ["move the quarterly report to next tuesday 9am", update({ "Quarterly report": { due: "2026-12-01T09:00" } })],
    ["postpone the dentist by a week", update({ Dentist: { due: "2026-12-01T10:00" } })],
    ["send newsletter tomorrow morning", create({ title: "send newsletter", due: TOMORROW_DATE })],
    // Read as the browser's en-GB writes dates (12 March), or as 3 December.
    [
      "meeting with bob 12/3 at 2pm",
      orAsk(
        anyOf(
          create({ title: "meeting with bob", due: "2026-12-03T14:00" }),
          create({ title: "meeting with bob", due: "2027-03-12T14:00" }),
        ),
      ),
    ],
    ["gym tonight at 8", create({ title: "gym", due: "2026-11-26T20:00" })],
    // Due on the day named, as Todoist reads "before" (decision 020), or the day before.
    [
      "buy advent calendar before december 1",
      anyOf(
        create({ title: "buy advent calendar", due: "2026-12-01" }),
        create({ title: "buy advent calendar", due: "2026-11-30" }),
      ),
    ],
    ["move clean the garage to next weekend", update({ "Clean the garage": { due: "2026-12-05" } })],
    ["book dentist checkup for march", create({ title: "book dentist checkup" })],
    ["move the car service to the 7th at 10", update({ "Car service": { due: "2026-12-07T10:00" } })],
    ["pay rent reminder on the 30th", orAsk(create({ title: "pay rent reminder", due: "2026-11-30" }))],
    // Week-relative days, and a shift said in words.
    ["dinner with the smiths next week friday", create({ title: "dinner with the smiths", due: "2026-12-04" })],
    ["team drinks in 2 weeks on friday", create({ title: "team drinks", due: "2026-12-11" })],
    ["push the dentist back two days", update({ Dentist: { due: "2026-11-26T10:00" } })],
    ["school pickup at quarter past 3", create({ title: "school pickup", due: "2026-11-26T15:15" })],
    ["submit the survey by end of the week", create({ title: "submit the survey", due: TOMORROW_DATE })],
    // A weekday counted in its month.
    ["book the venue for the second saturday in january", create({ title: "book the venue", due: "2027-01-09" })],
    // Finishing something by the end of the day is a task still to do.
    [
      "complete the grant application eod",
      create({ title: "complete the grant application", due: "2026-11-26T17:00" }),
    ],
  ]),
  ...group("dates", "de", [
    // Weeks count from the series' first day: the coming Wednesday.
    [
      "Papiertonne rausstellen alle 2 Wochen mittwochs",
      create({ title: "Papiertonne rausstellen", recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE", due: "2026-12-02" }),
    ],
    [
      "Versicherung zahlen jeden Monat am 15.",
      create({ title: "Versicherung zahlen", recurrence: "FREQ=MONTHLY;BYMONTHDAY=15" }),
    ],
    [
      "jeden zehnten des Monats Gehaltsabrechnung prüfen",
      create({ title: "Gehaltsabrechnung prüfen", recurrence: "FREQ=MONTHLY;BYMONTHDAY=10" }),
    ],
    [
      "Mülltonne rausstellen alle zwei Wochen am Dienstag",
      // A series starts on its first day (see `firstOccurrence`): this week's Tuesday is past, so next Tuesday.
      create({ title: "Mülltonne rausstellen", recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", due: "2026-12-01" }),
    ],
    ["Zahnarzt am 10.12. um 9", create({ title: "Zahnarzt", due: "2026-12-10T09:00" })],
    ["nächsten montag bericht abgeben", create({ title: "bericht abgeben", due: NEXT_MONDAY })],
    ["übermorgen um 15 uhr auto abholen", create({ title: "auto abholen", due: "2026-11-28T15:00" })],
    ["jeden dienstag sport", create({ title: "sport", recurrence: "FREQ=WEEKLY;BYDAY=TU" })],
    ["täglich vitamine nehmen", create({ title: "vitamine nehmen", recurrence: "FREQ=DAILY" })],
    [
      "alle zwei wochen bettwäsche wechseln",
      create({ title: "bettwäsche wechseln", recurrence: "FREQ=WEEKLY;INTERVAL=2" }),
    ],
    ["verschiebe den arzttermin auf den 14. januar um 15 uhr", update({ Arzttermin: { due: "2027-01-14T15:00" } })],
    ["paket abholen morgen um 3", create({ title: "paket abholen", due: "2026-11-27T15:00" })],
    ["am freitag um 18 uhr kino", create({ title: "kino", due: "2026-11-27T18:00" })],
    ["heute abend pflanzen gießen", create({ title: "pflanzen gießen", due: "2026-11-26" })],
    ["reifenwechsel in zwei wochen", create({ title: "reifenwechsel", due: "2026-12-10" })],
    [
      "jeden ersten des monats miete überweisen",
      create({ title: "miete überweisen", recurrence: "FREQ=MONTHLY;BYMONTHDAY=1" }),
    ],
    ["friseur nächste woche dienstag um 10", create({ title: "friseur", due: "2026-12-01T10:00" })],
    // A dotted day and month says German alone; a part of the day after a spoken time; "Ende Monat"; a weekday
    // counted in its month; "Jänner".
    ["Wasserfilter tauschen am 3.2.", create({ title: "Wasserfilter tauschen", due: "2027-02-03" })],
    ["bäcker morgen viertel nach sieben morgens", create({ title: "bäcker", due: "2026-11-27T07:15" })],
    [
      "verschieb den car service auf den letzten freitag im dezember",
      update({ "Car service": { due: "2026-12-25T08:30" } }),
    ],
    ["Vignette kaufen am 20. Jänner", create({ title: "Vignette kaufen", due: "2027-01-20" })],
    ["verschieb den arzttermin um zwei tage nach hinten", update({ Arzttermin: { due: "2026-12-05T08:15" } })],
    ["arzt um viertel nach 4 anrufen", create({ title: "arzt anrufen", due: "2026-11-26T16:15" })],
    ["steuern zahlen bis ende nächster woche", create({ title: "steuern zahlen", due: "2026-12-04" })],
    [
      "Wasserfilter wechseln jeden Monat am 15.",
      create({ title: "Wasserfilter wechseln", due: "2026-12-15", recurrence: "FREQ=MONTHLY;BYMONTHDAY=15" }),
    ],
    ["Bäcker morgen früh um 7", create({ title: "Bäcker", due: "2026-11-27T07:00" })],
    // German writes its minutes on the 24-hour clock: "um 6:30" is 06:30 (a bare "um 3" is 15:00).
    ["Müll rausbringen übermorgen um 6:30", create({ title: "Müll rausbringen", due: "2026-11-28T06:30" })],
    ["Bäcker am 7.12. um 6:45", create({ title: "Bäcker", due: "2026-12-07T06:45" })],
  ]),
  // An Australian tradie, an Indian office worker and a US nurse: venting, courtesy and remarks around a request,
  // "+" and "&" between requests, a trade's words for tasks and jobs.
  ...group("small-talk", "en", [
    ["argh what a shift, so done", NONE],
    ["ffs long day lol", NONE],
    // Venting that names a day ("tonight") is no task either.
    ["sigh 2 admissions tonight im wrecked", NONE],
  ]),
  ...group("small-talk", "de", [
    // Austrian approval and an emoji: a German word back.
    ["urleiwand 😎", NONE],
    ["gschmeidig 👌", NONE],
  ]),
  ...group("question", "en", [
    ["how many jobs have i got tomorrow", answer(...TOMORROW)],
    ["any jobs overdue", answer(...OVERDUE)],
  ]),
  ...group("edit", "en", [
    [
      "Take out the trash need not repeat, kindly make it one time only",
      update({ "Take out the trash": { recurrence: null } }),
    ],
    ["pay rent doesn't need to repeat every month", update({ "Pay rent": { recurrence: null } })],
    ["make yoga class a one-off", update({ "Yoga class": { recurrence: null } })],
  ]),
  ...group("complete", "en", [
    ["rang the bank all sorted", complete("Call bank")],
    ["returned the library books, all sorted now", complete("Return library books")],
  ]),
  ...group("delete", "en", [[["scrap learn spanish not worth it mate", YES], remove("Learn Spanish")]]),
  ...group("compound", "en", [
    ["complete water the plants & reply to tom", complete("Water the plants", "Reply to Tom")],
    ["add a few jobs: grab screws, ring the council", create({ title: "grab screws" }, { title: "ring the council" })],
  ]),
  ...group("add", "en", [
    [
      "Kindly add a task to circulate the minutes to the team today itself",
      create({ title: "circulate the minutes to the team", due: "2026-11-26" }),
    ],
    ["quote the smiths deck repair", create({ title: "quote the smiths deck repair" })],
    ["footy training for the juniors sun", create({ title: "footy training for the juniors", due: "2026-11-29" })],
    ["invoice the hendersons fri", create({ title: "invoice the hendersons", due: "2026-11-27" })],
  ]),
  // Formal German, "Sie" and "bitte" in the middle: the formal imperative of any request ("vermerken Sie:", "fuegen Sie
  // … hinzu" typed without umlauts), a quoted title in place of an article, a day before the colon for every task
  // after it, a mistake said before the undo, and a change said before a polite request asked.
  ...group("add", "de", [
    ["Vermerken Sie bitte: Zeitschrift abbestellen", create({ title: "Zeitschrift abbestellen" })],
    ["Fuegen Sie mir bitte hinzu: Nebenkosten pruefen", create({ title: "Nebenkosten pruefen" })],
    [
      "Erinnern Sie mich bitte, morgen um 9 Uhr den Kuchen für die Feier abzuholen.",
      create({ title: "Kuchen für die Feier abholen", due: "2026-11-27T09:00", reminders: 1 }),
    ],
    [
      "Erinnern Sie mich bitte übermorgen um 9 Uhr: Altpapier rausstellen.",
      create({ title: "Altpapier rausstellen", due: "2026-11-28T09:00", reminders: 1 }),
    ],
    [
      "Bitte legen Sie die Aufgabe „Kündigung schreiben“ in der Liste Home an, fällig am 3.12.",
      create({ title: "Kündigung schreiben", list: "Home", due: "2026-12-03" }),
    ],
  ]),
  ...group("edit", "de", [
    [
      "Versehen Sie „Learn Spanish“ bitte mit mittlerer Priorität.",
      update({ "Learn Spanish": { priority: "medium" } }),
    ],
    [
      "Fügen Sie „Car service“ bitte eine Erinnerung einen Tag vorher hinzu.",
      update({ "Car service": { reminders: 1 } }),
    ],
    [
      "Bitte benennen Sie „Read Dune“ in „Dune zu Ende lesen“ um.",
      update({ "Read Dune": { title: "Dune zu Ende lesen" } }),
    ],
  ]),
  ...group("complete", "de", [
    [
      "Den Steuerberater habe ich heute Morgen angerufen, vermerken Sie das bitte als erledigt.",
      complete("Steuerberater anrufen"),
    ],
  ]),
  ...group("undo", "de", [
    [
      [
        "Bitte setzen Sie die Priorität von „Learn Spanish“ auf niedrig.",
        "Das war leider ein Versehen, nehmen Sie das bitte zurück.",
      ],
      REVERT,
    ],
    [
      [
        "Markieren Sie bitte Update CV als erledigt",
        "Es war ein Irrtum, bitte machen Sie die letzte Änderung rückgängig.",
      ],
      REVERT,
    ],
  ]),
  ...group("compound", "de", [
    [
      "Bitte vermerken Sie für Montag: Fenster putzen, Bettwäsche wechseln und Zeitung abbestellen.",
      create(
        { title: "Fenster putzen", due: "2026-11-30" },
        { title: "Bettwäsche wechseln", due: "2026-11-30" },
        { title: "Zeitung abbestellen", due: "2026-11-30" },
      ),
    ],
    [
      "Fügen Sie bitte folgende Aufgaben hinzu: Heizung entlüften, Wasserzähler ablesen und Müllabfuhr anrufen.",
      create({ title: "Heizung entlüften" }, { title: "Wasserzähler ablesen" }, { title: "Müllabfuhr anrufen" }),
    ],
    [
      "Die Pflanzen habe ich gegossen, und könnten Sie bitte den Schornsteinfeger für Dienstag eintragen?",
      change({ complete: ["Water the plants"], create: [{ title: "Schornsteinfeger", due: "2026-12-01" }] }),
    ],
    // One ticked off and another given a day by "mach X für <Tag>".
    [
      "hak call bank ab und mach update cv für montag",
      change({ complete: ["Call bank"], update: { "Update CV": { due: NEXT_MONDAY } } }),
    ],
  ]),
  ...group("plan", "de", [
    ["Würden Sie mir bitte einen Tagesplan erstellen?", PLAN],
    ["Erstellen Sie mir bitte einen Plan für heute.", PLAN],
  ]),
  // The 24-hour clock written without a colon, as nurses and soldiers write it; "b4"; a year stays text.
  ...group("dates", "en", [
    ["collect prescription fri at 0845", create({ title: "collect prescription", due: "2026-11-27T08:45" })],
    ["hand in timesheet tmrw b4 1700", create({ title: "hand in timesheet", due: "2026-11-27T17:00" })],
    [
      "staff meeting every mon 0730",
      create({ title: "staff meeting", due: "2026-11-30T07:30", recurrence: "FREQ=WEEKLY;BYDAY=MO" }),
    ],
    ["book the 2027 family holiday", orAsk(create({ title: "book the 2027 family holiday" }))],
  ]),
  // A day or time said the short way where a move's day is: "weds", "sun", "Sonnabend", "1615"; the old time after
  // "not" or "instead of"; a number alone asked about.
  ...group("edit", "en", [
    ["move the car service to weds 0930", update({ "Car service": { due: "2026-12-02T09:30" } })],
    ["change call bank to 1615", update({ "Call bank": { due: "2026-11-26T16:15" } })],
    ["move reply to tom to 1700 instead of 1600", update({ "Reply to Tom": { due: "2026-11-26T17:00" } })],
    ["move pick up parcel to sun", update({ "Pick up parcel": { due: "2026-11-29T12:00" } })],
    ["move call bank to 4", ASK],
  ]),
  ...group("edit", "de", [
    ["verschieb den Arzttermin auf Sonnabend", update({ Arzttermin: { due: "2026-11-28T08:15" } })],
    ["verschieb car service auf Montag 0900", update({ "Car service": { due: "2026-11-30T09:00" } })],
  ]),
  ...group("question", "en", [["whats on weds?", answer("Quarterly report")]]),
  // Texting's "b4" for "before".
  ...group("edit", "en", [["add a reminder 30 mins b4 call bank", update({ "Call bank": { reminders: 1 } })]]),
  ...group("question", "de", [["Was ist am Sonnabend fällig?", answer(...SATURDAY)]]),
  // Mixed German and English, and colloquial German: an English "asap" as urgency, never the title's; a reminder
  // made "for me" of a thing with its day; an infinitive said first ("mal eintragen X"); slang around a task, which
  // is left out of the title (asked about, as words left after a filler are).
  ...group("add", "de", [
    ["newsletter draften asap, prio mittel", create({ title: "newsletter draften", priority: "medium" })],
    ["angebot schreiben asap", create({ title: "angebot schreiben", priority: "high" })],
    [
      "mach mir bitte eine erinnerung für den elternabend dienstag 19 uhr",
      create({ title: "elternabend", due: "2026-12-01T19:00", reminders: 1 }),
    ],
    ["trag mal ein fahrradschloss kaufen samstag", create({ title: "fahrradschloss kaufen", due: SATURDAY_DATE })],
    [
      "schreib auf bio referat vorbereiten bis morgen",
      create({ title: "bio referat vorbereiten", due: TOMORROW_DATE }),
    ],
    [
      "kannze ma eintragen dachrinne sauber machen samstag",
      create({ title: "dachrinne sauber machen", due: SATURDAY_DATE }),
    ],
    ["yo hoodie zurückschicken freitag sheesh", orAsk(create({ title: "hoodie zurückschicken", due: TOMORROW_DATE }))],
    [
      "steuererklärung anfangen morgen, lowkey wichtig",
      create({ title: "steuererklärung anfangen", due: TOMORROW_DATE }),
    ],
    // "erfassen", "jo, trag mal ein:", "mach mir mal X <Tag>" ask for a task; a Swiss meal is its time.
    [
      "erfassen: Winterreifen montieren lassen am Freitag",
      create({ title: "Winterreifen montieren lassen", due: TOMORROW_DATE }),
    ],
    ["jo, trag mal ein: Geschenkpapier kaufen", create({ title: "Geschenkpapier kaufen" })],
    ["mach mir mal Kinokarten holen morgen um 4", create({ title: "Kinokarten holen", due: "2026-11-27T16:00" })],
    ["morgen zum Znüni Gipfeli fürs Team holen", create({ title: "Gipfeli fürs Team holen", due: "2026-11-27T09:00" })],
  ]),
  ...group("add", "en", [
    [
      "make me a reminder for the school run monday 8am",
      create({ title: "school run", due: "2026-11-30T08:00", reminders: 1 }),
    ],
    ["renew the domain asap", create({ title: "renew the domain", priority: "high" })],
  ]),
  // "Prio runter/rauf", an English level after a German "Prio … auf".
  ...group("edit", "de", [
    ["call bank prio runter", update({ "Call bank": { priority: "low" } })],
    ["fix the leaking tap prio rauf auf high", update({ "Fix the leaking tap": { priority: "high" } })],
    ["prio von update cv auf medium", update({ "Update CV": { priority: "medium" } })],
    // A dotted time with "Uhr" as a move's new time; "mit" in a name that says "with"; a reminder asked "for
    // me" on a task the user has.
    ["Arzttermin auf 7.50 Uhr legen", update({ Arzttermin: { due: "2026-12-03T07:50" } })],
    ["das 1:1 mit sarah bitte auf 17 uhr", update({ "1:1 with Sarah": { due: "2026-12-01T17:00" } })],
    ["mach mir ne erinnerung für den arzttermin am 2.12. um 18 uhr", update({ Arzttermin: { reminders: 1 } })],
  ]),
  // "X hab i(ch) fertig", "hab X fertig"; the thing a task is done to, then the state it is left in.
  ...group("complete", "de", [
    ["design slides hab i fertig", complete("Design slides")],
    ["ich hab die christmas cards endlich fertig", complete("Christmas cards")],
    // Two tasks said done together, "sind beide erledigt".
    ["Oma anrufen und Call bank sind beide erledigt", complete("Oma anrufen", "Call bank")],
  ]),
  ...group("complete", "en", [
    ["the garage is cleaned", complete("Clean the garage")],
    ["photos are organised and the tap is fixed", complete("Organise photos", "Fix the leaking tap")],
  ]),
  // A change said to the tasks of the previous reply, without a verb ("das bitte auf X"), or after pointing at one.
  ...group("reference", "de", [
    [["was ist mit tech getaggt", "das bitte auf freitag"], update({ "Research new laptop": { due: TOMORROW_DATE } })],
    [["zeig mir was mit books getaggt ist", "das auf samstag"], update({ "Read Dune": { due: SATURDAY_DATE } })],
    // "beide" are the tasks of the reply before; "mach den mal um …" the one it showed.
    [
      ["was ist am samstag fällig", "verschieb beide auf montag"],
      update({ "Grocery shopping": { due: NEXT_MONDAY }, "Oma anrufen": { due: NEXT_MONDAY } }),
    ],
    [["wann ist der arzttermin", "mach den mal um 11 uhr"], update({ Arzttermin: { due: "2026-12-03T11:00" } })],
  ]),
  ...group("reference", "en", [
    [["what is tagged bills", "the last one, stop it repeating"], update({ "Pay rent": { recurrence: null } })],
  ]),
  // Old-fashioned English courtesy around a request: "would you be so kind as to …", "would you kindly …", and
  // "…, if you please", "…, if it isn't too much trouble" after it, none of it a title's.
  ...group("edit", "en", [
    ["Would you be so kind as to move the dentist to friday?", update({ Dentist: { due: "2026-11-27T10:00" } })],
    ["would you kindly rename read dune to read dune messiah", update({ "Read Dune": { title: "read dune messiah" } })],
    ["Move the dentist to friday, if it isn't too much trouble.", update({ Dentist: { due: "2026-11-27T10:00" } })],
  ]),
  ...group("add", "en", [
    [
      "Would you kindly add collect the dry cleaning on friday?",
      create({ title: "collect the dry cleaning", due: "2026-11-27" }),
    ],
    [
      "post the parish newsletter tomorrow, if you please",
      create({ title: "post the parish newsletter", due: "2026-11-27" }),
    ],
  ]),
  // Old-fashioned courtesy framing: "I should like to be reminded to …", "I should like you to …", a thanks said as a
  // sentence of its own; a second sentence that takes the first back or only gives context; an office's "EOW", "re",
  // "tmrw pm"; a name asked twice over ("car service??"); "break X down into …".
  ...group("add", "en", [
    [
      "I'd like to be reminded to renew the car tax on monday at 9am. Many thanks.",
      create({ title: "renew the car tax", due: `${NEXT_MONDAY}T09:00`, reminders: 1 }),
    ],
    ["TODO chase the printer quote", create({ title: "chase the printer quote" })],
    ["Add in the list of Home: fix the garden gate", create({ title: "fix the garden gate", list: "Home" })],
    [
      "Please put 'Book the carpet cleaner' on my Home list. Many thanks.",
      create({ title: "Book the carpet cleaner", list: "Home" }),
    ],
    ["todo: ping finance re invoices tmrw pm", create({ title: "ping finance re invoices", due: TOMORROW_DATE })],
  ]),
  ...group("edit", "en", [
    ["I should like you to move the yoga class to saturday", update({ "Yoga class": { due: SATURDAY_DATE } })],
    ["Move the dentist to saturday. I am away on friday.", update({ Dentist: { due: SATURDAY_DATE } })],
    ["push review q4 budget to EOW", update({ "Review Q4 budget": { due: TOMORROW_DATE } })],
  ]),
  ...group("complete", "en", [
    ["I have returned the library books now, thank you.", complete("Return library books")],
    ["fyi, returned the library books", complete("Return library books")],
  ]),
  ...group("delete", "en", [[["Could you delete read dune? I've changed my mind, I'll keep it.", YES], NONE]]),
  ...group("question", "en", [
    ["car service??", answer("Car service")],
    ["which of my tasks have no due date on them", withOrWithoutSubtasks(UNDATED)],
    ["what's on the list called Home?", withOrWithoutSubtasks(HOME)],
  ]),
  ...group("plan", "en", [
    [
      "break organise photos down into sort by year and delete duplicates",
      create(
        { title: "sort by year", parent: "Organise photos" },
        { title: "delete duplicates", parent: "Organise photos" },
      ),
    ],
  ]),
  // Scots: "tae", "oot", "aboot", "ye", "ma" before the words "my" goes with, "the morn" (tomorrow), "the night"
  // (tonight), "… aye" asking to be agreed with, "dinnae"; a title keeps the user's own words.
  ...group("add", "en", [
    ["remind me tae water the tomatoes on saturday aye", create({ title: "water the tomatoes", due: SATURDAY_DATE })],
    [
      "dinnae let me forget tae post the parcel the morn",
      orAsk(create({ title: "post the parcel", due: TOMORROW_DATE })),
    ],
    ["add put the recycling oot the night", create({ title: "put the recycling oot", due: "2026-11-26T20:00" })],
  ]),
  ...group("question", "en", [
    ["whit's due the morn", answer(...TOMORROW)],
    ["anything overdue i need tae worry aboot?", answer(...OVERDUE)],
  ]),
  ...group("edit", "en", [["the yoga class disnae need tae repeat", update({ "Yoga class": { recurrence: null } })]]),
  ...group("dates", "en", [
    [
      "five-a-side every monday n wednesday at 7pm",
      create({ title: "five-a-side", due: "2026-11-30T19:00", recurrence: "FREQ=WEEKLY;BYDAY=MO,WE" }),
    ],
  ]),
  ...group("plan", "en", [["could ye sort oot ma day", PLAN]]),
  // A Spanish speaker's English, said word for word: "put me a reminder for", "remember me to", "I must to", "the
  // list of Work", "at the 8 of the evening", "the morning of Friday", "for the Saturday".
  ...group("add", "en", [
    [
      "put me a reminder for book the restaurant the afternoon of friday",
      create({ title: "book the restaurant", due: "2026-11-27T15:00", reminders: 1 }),
    ],
    [
      "remember me to water the plants tomorrow at the 8 of the evening",
      create({ title: "water the plants", due: "2026-11-27T20:00", reminders: 1 }),
    ],
    [
      "I must to renew the car insurance for the Saturday",
      create({ title: "renew the car insurance", due: SATURDAY_DATE }),
    ],
    ["add to the list of Home: repaint the fence", create({ title: "repaint the fence", list: "Home" })],
  ]),
  ...group("edit", "en", [
    ["put me a reminder for the dentist two hours before", update({ Dentist: { reminders: 1 } })],
  ]),
  // A task with its new day and the day it replaces ("…, not today"), said as a need too: moved, never added.
  ...group("edit", "en", [
    ["I must water the plants on saturday instead of today", update({ "Water the plants": { due: SATURDAY_DATE } })],
    ["call the bank tomorrow, not today", update({ "Call bank": { due: TOMORROW_DATE } })],
    ["ring the chimney sweep tomorrow, not today", ASK],
  ]),
  ...group("question", "en", [
    ["which tasks of the list Work are due today?", answer(...WORK_TODAY, "Send invoice to Acme")],
  ]),
  // Bavarian: "bittschön" and "ma" inside are asking (never a task's), "moch … an Plan", "'s" for "das", "X tu weg",
  // "in der Früh", "auf d'Nacht um 7", "zum doa", "am Wochenend", "den leg auf elfe" (an hour in words).
  ...group("plan", "de", [["moch ma bittschön an Tagesplan", PLAN]]),
  ...group("edit", "de", [
    ["tu bittschön 's Learn Spanish in die Liste Home", update({ "Learn Spanish": { list: "Home" } })],
  ]),
  ...group("delete", "de", [[["Learn Spanish tu bittschön weg", YES], remove("Learn Spanish")]]),
  ...group("add", "de", [
    [
      "trag ma bittschön ein: am Freitag in der Früh Semmeln holen",
      create({ title: "Semmeln holen", due: "2026-11-27T09:00" }),
    ],
    ["morgn auf d'Nacht um 7 Katze füttern", create({ title: "Katze füttern", due: "2026-11-27T19:00" })],
  ]),
  ...group("question", "de", [
    ["Was hab i morgn alles zum doa?", answer(...TOMORROW)],
    ["Was is am Wochenend?", answer(...SATURDAY, "Clean the garage")],
  ]),
  ...group("reference", "de", [
    [
      ["wann is der Car service?", "den leg bittschön auf elfe"],
      update({ "Car service": { due: "2026-12-04T11:00" } }),
    ],
  ]),
  // Texting: "mega wichtig!!" is a priority, "tag mal X mit Y", "X hat zeit mach niedrige prio", "X kommt in die Liste
  // Work", "beim X noch eine Erinnerung … dazu", a friend called and a reason after a delete.
  ...group("add", "de", [
    ["neue aufgabe mathe hausi machen mega wichtig!!", create({ title: "mathe hausi machen", priority: "high" })],
  ]),
  ...group("edit", "de", [
    ["tag mal learn spanish mit schule", update({ "Learn Spanish": { tags: ["learning", "schule"] } })],
    ["fix the leaking tap hat zeit mach niedrige prio", update({ "Fix the leaking tap": { priority: "low" } })],
    ["Learn Spanish kommt in die Liste Work", update({ "Learn Spanish": { list: "Work" } })],
    [
      "beim Quarterly report noch eine Erinnerung zwei Stunden vorher dazu",
      update({ "Quarterly report": { reminders: 1 } }),
    ],
  ]),
  ...group("delete", "de", [[["lösch learn spanish alter mach ich eh nie", YES], remove("Learn Spanish")]]),
  // Dictation: hours and days in words ("um vier", "am zwölften Dezember"), "ähm" anywhere, "Komma" and "Punkt"
  // spoken, the task named before its verb ("X verschieb auf Montag").
  ...group("dates", "de", [
    ["Friseur am zwölften Dezember um vier", create({ title: "Friseur", due: "2026-12-12T16:00" })],
    ["ähm Blumen gießen übermorgen um elf", create({ title: "Blumen gießen", due: "2026-11-28T11:00" })],
  ]),
  ...group("question", "de", [["zeig mir alles mit dem Tag family Punkt", answer(...FAMILY)]]),
  ...group("compound", "de", [
    [
      "also Call bank erledigt Komma und Learn Spanish auf Freitag",
      change({ complete: ["Call bank"], update: { "Learn Spanish": { due: TOMORROW_DATE } } }),
    ],
    [
      "Call bank is erledigt und Read Dune verschieb auf Montag",
      change({ complete: ["Call bank"], update: { "Read Dune": { due: NEXT_MONDAY } } }),
    ],
  ]),
  // An add "to" a task of a reminder is a reminder, never a task; Irish English ("I'm after doing X", asides
  // after a comma); a German speaker's English ("make me a task", "till", "the 3.12.", "on high priority", "make it
  // back"); US dictation's times and days in words and tasks without commas.
  ...group("edit", "en", [
    ["add to call bank a reminder an hour before", update({ "Call bank": { reminders: 1 } })],
    ["set the quarterly report on low priority", update({ "Quarterly report": { priority: "low" } })],
    ["shift the quarterly report on the 10.12.", update({ "Quarterly report": { due: "2026-12-10" } })],
  ]),
  ...group("complete", "en", [
    ["I'm after fixing the leaking tap", complete("Fix the leaking tap")],
    ["we're after picking up the parcel so tick it off", complete("Pick up parcel")],
  ]),
  ...group("plan", "en", [
    ["got a hectic day today, can you map it out", PLAN],
    ["What should I make as the next one?", NEXT],
  ]),
  ...group("undo", "en", [[["complete the car service", "this was wrong, make it back"], REVERT]]),
  ...group("delete", "en", [[["delete the task with the car service", YES], remove("Car service")]]),
  ...group("question", "en", [["anything I've let slip?", answer(...OVERDUE)]]),
  ...group("add", "en", [
    [
      "Make me a new task with low priority: sort the old receipts",
      create({ title: "sort the old receipts", priority: "low" }),
    ],
    [
      "Please make me a task: renew the gym pass till Saturday",
      create({ title: "renew the gym pass", due: SATURDAY_DATE }),
    ],
    ["add call the plumber friday at ten thirty am", create({ title: "call the plumber", due: "2026-11-27T10:30" })],
  ]),
  ...group("dates", "en", [
    [
      "Make me a task for the 5.12. at 9 o'clock: call the tax office",
      create({ title: "call the tax office", due: "2026-12-05T09:00" }),
    ],
    ["add pay the water bill on the twenty second", create({ title: "pay the water bill", due: "2026-12-22" })],
    ["add recycling out every sunday night at 9", create({ title: "recycling out", due: "2026-11-29T21:00" })],
  ]),
  ...group("compound", "en", [
    [
      "add two tasks water the roses water the ferns",
      create({ title: "water the roses" }, { title: "water the ferns" }),
    ],
  ]),
  // The phone's own apps asked for ("navi … starten"), a New Zealand "chur" after a comma, and a task's whole title
  // said with a new day: never a new task.
  ...group("unknown-command", "de", [
    ["navi nach hause starten", NONE],
    ["musik von meiner playlist abspielen", NONE],
  ]),
  ...group("complete", "en", [["paid the rent, chur", complete("Pay rent")]]),
  ...group("edit", "en", [["dentist to saturday", orAsk(update({ Dentist: { due: SATURDAY_DATE } }))]]),
  // German said only by how soon or how done ("…, dringend", "… schon fertig"); a title with a "to" of its own moved
  // to a day; an article before a new list's name; "min" before "vorher"; "that's done" with a word after it; a
  // bare "add:" before three things.
  ...group("add", "de", [
    ["steuerbescheid prüfen, dringend", create({ title: "steuerbescheid prüfen", priority: "high" })],
  ]),
  ...group("complete", "de", [["fahrrad reparieren schon fertig", complete("Fahrrad reparieren")]]),
  ...group("edit", "de", [
    ["schieb reply to tom auf übermorgen", update({ "Reply to Tom": { due: SATURDAY_DATE } })],
    ["erinnere mich 45 min vorher an den arzttermin", update({ Arzttermin: { reminders: 1 } })],
  ]),
  ...group("edit", "en", [
    ["push reply to tom to saturday", update({ "Reply to Tom": { due: SATURDAY_DATE } })],
    [
      ["put research new laptop on a gadgets list", YES],
      change({ update: { "Research new laptop": { list: "gadgets" } }, newLists: ["gadgets"] }),
    ],
  ]),
  ...group("reference", "en", [[["when is the car service", "that's done already"], complete("Car service")]]),
  ...group("compound", "de", [
    [
      "füge hinzu: zwiebeln, knoblauch, ingwer",
      create({ title: "zwiebeln" }, { title: "knoblauch" }, { title: "ingwer" }),
    ],
  ]),
  // People sharing an account ("we", "us", "our"); a tag named before its task; a repeat said no more by how often;
  // two greetings in a row; "do the …" as a task; the last change put back; a German plan, "what next" and
  // subtasks in other words; a German tag taken out and a reminder before a task.
  ...group("question", "en", [
    ["what have we got on tomorrow", answer(...TOMORROW)],
    ["how many of our tasks are overdue", answer(...OVERDUE)],
    ["which subtasks of the client presentation are still open", answer(...OPEN_SUBTASKS)],
  ]),
  ...group("edit", "en", [
    ["Remind us two hours before the yoga class", update({ "Yoga class": { reminders: 1 } })],
    ["put the reading tag on read dune", update({ "Read Dune": { tags: ["books", "reading"] } })],
    ["learn spanish isn't weekly any more", NONE],
    ["yoga class is not weekly anymore", update({ "Yoga class": { recurrence: null } })],
  ]),
  ...group("delete", "en", [[["we no longer need the organise photos task", YES], remove("Organise photos")]]),
  ...group("small-talk", "de", [["Moin, guten Tag", NONE]]),
  ...group("add", "en", [
    ["do the school forms in a fortnight", create({ title: "do the school forms", due: "2026-12-10" })],
  ]),
  ...group("undo", "en", [[["make read dune high priority", "hmm no, put it back the way it was"], REVERT]]),
  ...group("undo", "de", [[["verschieb den zahnarzt auf montag", "Moment, das bitte zurücknehmen"], REVERT]]),
  ...group("plan", "de", [
    ["was sollte ich jetzt anpacken", NEXT],
    ["verteile die aufgaben gleichmäßig über diese woche", PLAN],
    [
      "mach aus Renew passport zwei Unteraufgaben: Fotos machen, Formular ausfüllen",
      change({
        create: [
          { title: "Fotos machen", parent: "Renew passport" },
          { title: "Formular ausfüllen", parent: "Renew passport" },
        ],
      }),
    ],
  ]),
  ...group("edit", "de", [
    ["nimm beim Yoga class den Tag health raus", update({ "Yoga class": { tags: [] } })],
    ["stell mir ne Erinnerung eine Stunde vor dem Car service", update({ "Car service": { reminders: 1 } })],
  ]),
  // The app's settings switched in German words and a list shared: never a task. A tag for "ihm"; a German task
  // with its priority after "mit"; a list before a colon with no "add"; three things after "add" with no colon; a
  // priority that "can be"; "before X is due"; "how many did I finish"; steps in "Unteraufgaben aufteilen:".
  ...group("unknown-command", "de", [
    ["Push-Benachrichtigungen deaktivieren", NONE],
    ["teil meine Home-Liste mit meiner Frau", NONE],
  ]),
  ...group("reference", "de", [
    [
      ["wann ist der Car service", "füg ihm noch den Tag werkstatt hinzu"],
      update({ "Car service": { tags: ["car", "werkstatt"] } }),
    ],
  ]),
  ...group("add", "de", [
    ["Reisepass verlängern mit hoher Priorität", create({ title: "Reisepass verlängern", priority: "high" })],
    ["in die Liste Work: Urlaubsantrag einreichen", create({ title: "Urlaubsantrag einreichen", list: "Work" })],
  ]),
  ...group("compound", "en", [
    [
      "add get new filters, sweep the patio and confirm the dentist booking",
      create({ title: "get new filters" }, { title: "sweep the patio" }, { title: "confirm the dentist booking" }),
    ],
  ]),
  ...group("edit", "en", [
    ["the quarterly report can be low priority", update({ "Quarterly report": { priority: "low" } })],
    ["remind me a day before the car service is due", update({ "Car service": { reminders: 1 } })],
  ]),
  ...group("edit", "de", [
    ["gib Read Dune auch den Tag sommer", update({ "Read Dune": { tags: ["books", "sommer"] } })],
  ]),
  ...group("question", "en", [["how many tasks have i finished this week", answer(...DONE_THIS_WEEK)]]),
  ...group("plan", "de", [
    [
      "Fix the leaking tap in Schritte aufteilen: Dichtung kaufen, Hahn tauschen",
      change({
        create: [
          { title: "Dichtung kaufen", parent: "Fix the leaking tap" },
          { title: "Hahn tauschen", parent: "Fix the leaking tap" },
        ],
      }),
    ],
    ["mach mir bitte nen Wochenplan", PLAN],
  ]),
  // The app's own list printed or exported: a command it cannot carry out, never a task.
  ...group("unknown-command", "en", [["print out all my tasks", NONE]]),
  // An add whose words speak of changing a task the user has is asked about, whatever the readers made of it.
  ...group("edit", "en", [
    ["add high priority flag to organise photos", orAsk(update({ "Organise photos": { priority: "high" } }))],
  ]),
  ...group("reference", "de", [
    [["wann ist yoga class", "füg ihr den Tag sport hinzu"], update({ "Yoga class": { tags: ["health", "sport"] } })],
  ]),
];
