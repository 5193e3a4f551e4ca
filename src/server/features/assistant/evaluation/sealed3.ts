import {
  ASK,
  answer,
  anyOf,
  change,
  complete,
  create,
  DONE_THIS_WEEK,
  DUE_TODAY,
  ERRANDS,
  type EvaluationCase,
  FAMILY,
  group,
  NEXT,
  NEXT_WEEK,
  NONE,
  OPEN_SUBTASKS,
  OVERDUE,
  orAsk,
  PLAN,
  REVERT,
  remove,
  TODAY,
  TOMORROW,
  update,
  WORK_TODAY,
  withOrWithoutSubtasks,
  YES,
} from "./messages";
import type { SeedAnswers } from "./seed-questions";

/**
 * A third sealed corpus, written blind: its author read only the issue (what the assistant must do), the seed,
 * the scorer, the runner and the expectation helpers — never the assistant's code, its tests or other corpora.
 * Every expectation below was written, from the seed and the fixed clock (Thursday 26 November 2026, 09:00 in
 * Berlin), before any run.
 *
 * The people imagined typing these messages:
 * - Lena, 34, a project manager in Berlin: German on her phone, lower case, no punctuation, umlauts as ae/oe/ue
 *   now and then, English task titles inside German sentences.
 * - Mark, 41, a freelance designer in Manchester: terse en-GB, "tmrw", "pls", "eod", "prio", no question marks.
 * - Jürgen, 58, a civil servant in Vienna: polite, long German sentences, verb last, Austrian words ("Jänner",
 *   "das Service", "Christbaum").
 * - Priya, 29, a software engineer from Austin living in Munich: chatty American English with the odd German
 *   title, several requests in one message.
 * - Reto, 45, a teacher in Zurich: Swiss standard German ("Velo", "Pendenzen", "grüezi", "merci"), no ß.
 */

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
const WORK_LIST = [
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
const HOME_LIST = [
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
const HIGH_AT_WORK = [
  "Send invoice to Acme",
  "Review Q4 budget",
  "Steuerberater anrufen",
  "Prepare client presentation",
  "Quarterly report",
];
const FINANCE_TAG = ["Call bank", "Annual tax return", "Cancel gym membership"];
const DONE_LAST_WEEK = ["Submit expense report", "Buy running shoes", "Book hotel in Lisbon"];
const WEEKEND = ["Grocery shopping", "Oma anrufen", "Clean the garage"];
const DUE_TUESDAY = ["1:1 with Sarah", "Yoga class", "Pay rent"];

/** This corpus's own seed answers by question, for a test to check against the seeded account's. */
export const SEALED3_SEED_ANSWERS: SeedAnswers = {
  UNDATED,
  WORK: WORK_LIST,
  HOME: HOME_LIST,
  HIGH: HIGH_PRIORITY,
  HIGH_AT_WORK,
  FINANCE: FINANCE_TAG,
  DONE_LAST_WEEK,
  WEEKEND,
  TUESDAY: DUE_TUESDAY,
};

/** A new task whose title a careful reader may or may not keep an article or pronoun in. */
const createTitled = (
  titles: string[],
  fields: Omit<Parameters<typeof create>[0], "title"> = {},
): ReturnType<typeof anyOf> => anyOf(...titles.map((title) => create({ title, ...fields })));

/** Today's work, with or without the overdue Acme invoice. */
const WORK_TODAY_EITHER = anyOf(answer(...WORK_TODAY), answer(...WORK_TODAY, "Send invoice to Acme"));

export const SEALED3_CASES: EvaluationCase[] = [
  // ——— Questions ———
  ...group("question", "en", [
    ["whats on today", answer(...TODAY)],
    ["anything overdue", answer(...OVERDUE)],
    ["what do i have tmrw", answer(...TOMORROW)],
    ["when is the dentist", answer("Dentist")],
    ["how many open tasks on my work list", withOrWithoutSubtasks(WORK_LIST)],
    ["what did i get done this week", answer(...DONE_THIS_WEEK)],
    ["What did I finish last week?", answer(...DONE_LAST_WEEK)],
    ["show me my high prio stuff", answer(...HIGH_PRIORITY)],
    ["which tasks dont have a due date", withOrWithoutSubtasks(UNDATED)],
    ["whats tagged errands", answer(...ERRANDS)],
    ["what's on monday", answer("Renew passport")],
    ["anything on this weekend?", answer(...WEEKEND)],
    ["when's my 1:1 w sarah", answer("1:1 with Sarah")],
    [
      "whats still left to do for the client presentation",
      anyOf(answer(...OPEN_SUBTASKS), answer(...OPEN_SUBTASKS, "Prepare client presentation")),
    ],
    ["how many high priority things do I have at work", answer(...HIGH_AT_WORK)],
    ["whats next week looking like", answer(...NEXT_WEEK)],
    ["any family stuff coming up?", answer(...FAMILY)],
  ]),
  ...group("question", "de", [
    ["was steht heute an", answer(...TODAY)],
    ["is was ueberfaellig", answer(...OVERDUE)],
    ["wie viele aufgaben hab ich morgen", answer(...TOMORROW)],
    ["wann ist der arzttermin", answer("Arzttermin")],
    ["zeig mir alles mit finance", answer(...FINANCE_TAG)],
    ["was hab ich diese woche schon erledigt", answer(...DONE_THIS_WEEK)],
    ["was steht am dienstag an", answer(...DUE_TUESDAY)],
    ["was soll ich als nächstes machen", NEXT],
    ["zeig mir die Home liste", answer(...HOME_LIST)],
    ["bis wann muss die steuererklaerung fertig sein", anyOf(answer("Annual tax return"), ASK)],
    ["welche aufgaben sind dringend", answer(...HIGH_PRIORITY)],
    ["was hab ich letzte woche geschafft", answer(...DONE_LAST_WEEK)],
    ["gibts aufgaben ohne datum", withOrWithoutSubtasks(UNDATED)],
    ["was steht nächste woche an", answer(...NEXT_WEEK)],
    ["was muss ich heute in der arbeit noch machen", WORK_TODAY_EITHER],
    ["Welche Pendenzen habe ich heute noch", anyOf(answer(...TODAY), answer(...DUE_TODAY))],
    ["Was habe ich am Freitag alles zu erledigen?", answer(...TOMORROW)],
    ["hab ich morgen irgendwelche errands", answer("Pick up parcel", "Return library books")],
  ]),

  // ——— Adds ———
  ...group("add", "en", [
    ["add call the plumber tmrw at 3", create({ title: "call the plumber", due: "2026-11-27T15:00" })],
    ["buy milk", orAsk(create({ title: "buy milk" }))],
    ["remind me to renew car insurance on dec 14", create({ title: "renew car insurance", due: "2026-12-14" })],
    [
      "pay water bill on the 15th of each month",
      create({ title: "pay water bill", due: "2026-12-15", recurrence: "FREQ=MONTHLY;BYMONTHDAY=15" }),
    ],
    [
      "dads birthday jan 9 every year",
      create({ title: "dads birthday", due: "2027-01-09", recurrence: "FREQ=YEARLY" }),
    ],
    [
      "email the landlord about the heating eod",
      create({ title: "email the landlord about the heating", due: "2026-11-26" }),
    ],
    [
      "new task renew parking permit on monday, high priority",
      create({ title: "renew parking permit", due: "2026-11-30", priority: "high" }),
    ],
    [
      "add Weihnachtsmarkt mit Jonas to my home list for dec 12",
      create({ title: "Weihnachtsmarkt mit Jonas", due: "2026-12-12", list: "Home" }),
    ],
    ["remind me to ring grandma sunday 5pm", create({ title: "ring grandma", due: "2026-11-29T17:00", reminders: 1 })],
    [
      "submit timesheet every friday 4pm",
      create({ title: "submit timesheet", due: "2026-11-27T16:00", recurrence: "FREQ=WEEKLY;BYDAY=FR" }),
    ],
    [
      "i need to buy a new winter jacket",
      orAsk(createTitled(["buy a new winter jacket", "i need to buy a new winter jacket"])),
    ],
    ["book car wash at 3", create({ title: "book car wash", due: "2026-11-26T15:00" })],
    [
      "Could you please add a task to prepare the agenda for the team offsite, due next Friday",
      anyOf(
        create({ title: "prepare the agenda for the team offsite", due: "2026-11-27" }),
        create({ title: "prepare the agenda for the team offsite", due: "2026-12-04" }),
      ),
    ],
  ]),
  ...group("add", "de", [
    ["zahnarzttermin ausmachen morgen um 10", create({ title: "zahnarzttermin ausmachen", due: "2026-11-27T10:00" })],
    ["Milch kaufen", orAsk(create({ title: "Milch kaufen" }))],
    [
      "erinnere mich übermorgen um 15 uhr: zählerstand ablesen",
      create({ title: "zählerstand ablesen", due: "2026-11-28T15:00", reminders: 1 }),
    ],
    [
      "altpapier rausstellen alle zwei wochen am montag",
      create({ title: "altpapier rausstellen", due: "2026-11-30", recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO" }),
    ],
    [
      "neue aufgabe: geschenk für papa kaufen bis 20.12., wichtig",
      create({ title: "geschenk für papa kaufen", due: "2026-12-20", priority: "high" }),
    ],
    [
      "kannst du mir bitte notieren dass ich am montag die versicherung anrufen muss",
      createTitled(["versicherung anrufen", "die versicherung anrufen"], { due: "2026-11-30" }),
    ],
    ["Christbaum kaufen am 12. Dezember", create({ title: "Christbaum kaufen", due: "2026-12-12" })],
    ["Velo in den Service bringen am Samstag", create({ title: "Velo in den Service bringen", due: "2026-11-28" })],
    ["steuerunterlagen sortieren #finance", create({ title: "steuerunterlagen sortieren", tags: ["finance"] })],
    [
      "geburtstag von mama am 3.2. jedes jahr",
      create({ title: "geburtstag von mama", due: "2027-02-03", recurrence: "FREQ=YEARLY" }),
    ],
    ["heute abend um 8 wäsche aufhängen", create({ title: "wäsche aufhängen", due: "2026-11-26T20:00" })],
    [
      "Ich muss noch die Winterreifen beim Händler abholen",
      orAsk(createTitled(["die Winterreifen beim Händler abholen", "Winterreifen beim Händler abholen"])),
    ],
  ]),

  // ——— Edits ———
  ...group("edit", "en", [
    ["can u move the dentist thing to monday 2pm", update({ Dentist: { due: "2026-11-30T14:00" } })],
    ["push call bank to tomorrow", update({ "Call bank": { due: "2026-11-27" } })],
    ["rename read dune to read dune messiah", update({ "Read Dune": { title: "read dune messiah" } })],
    ["make fix the leaking tap urgent", update({ "Fix the leaking tap": { priority: "high" } })],
    ["standup notes at 11:30 instead", update({ "Team standup notes": { due: "2026-11-26T11:30" } })],
    ["tag learn spanish with evenings", update({ "Learn Spanish": { tags: ["learning", "evenings"] } })],
    ["remove the errands tag from renew passport", update({ "Renew passport": { tags: [] } })],
    ["yoga doesnt need to repeat anymore", update({ "Yoga class": { recurrence: null } })],
    ["put update cv on the home list", update({ "Update CV": { list: "Home" } })],
    ["add a reminder 30 min before the car service", update({ "Car service": { reminders: 1 } })],
    ["library books: remind me 2 hrs before as well", update({ "Return library books": { reminders: 3 } })],
    [
      ["move christmas cards to a new list called Xmas", YES],
      change({ update: { "Christmas cards": { list: "Xmas" } }, newLists: ["Xmas"] }),
    ],
    ["reply to tom can wait till monday", update({ "Reply to Tom": { due: "2026-11-30" } })],
  ]),
  ...group("edit", "de", [
    ["kannst du den steuerberater auf morgen verschieben", update({ "Steuerberater anrufen": { due: "2026-11-27" } })],
    ["oma anrufen auf sonntag 11 uhr verlegen", update({ "Oma anrufen": { due: "2026-11-29T11:00" } })],
    [
      "benenn fahrrad reparieren um in fahrradschlauch wechseln",
      update({ "Fahrrad reparieren": { title: "fahrradschlauch wechseln" } }),
    ],
    ["die bank ist wichtig, mach hohe prio", update({ "Call bank": { priority: "high" } })],
    ["das mit der bank bitte erst um 16 uhr", update({ "Call bank": { due: "2026-11-26T16:00" } })],
    ["arzttermin auf 9:30 ändern", update({ Arzttermin: { due: "2026-12-03T09:30" } })],
    ["geschenk für anna gehört in die home liste", update({ "Birthday gift for Anna": { list: "Home" } })],
    ["müll rausbringen soll sich nicht mehr wiederholen", update({ "Take out the trash": { recurrence: null } })],
    ["erinner mich ans paket abholen eine stunde vorher", update({ "Pick up parcel": { reminders: 1 } })],
    ["priorität von spanisch lernen auf niedrig", update({ "Learn Spanish": { priority: "low" } })],
    [
      "Könnten Sie bitte das Autoservice auf Montag, den 7. Dezember verschieben?",
      update({ "Car service": { due: "2026-12-07" } }),
    ],
    [
      "Die Flüge nach Lisbon bitte auf nächsten Dienstag verschieben",
      update({ "Book flights to Lisbon": { due: "2026-12-01" } }),
    ],
    ["quarterly report bekommt noch den tag q4", update({ "Quarterly report": { tags: ["q4"] } })],
  ]),

  // ——— Completions ———
  ...group("complete", "en", [
    ["done with the standup notes", complete("Team standup notes")],
    ["i paid the electricity bill", complete("Pay electricity bill")],
    ["called the bank", complete("Call bank")],
    ["mark invoice to acme as done", complete("Send invoice to Acme")],
    ["finished the outline for the presentation", orAsk(complete("Draft outline"))],
    ["trash is out", complete("Take out the trash")],
    ["Just finished booking the Lisbon flights, tick that off please", complete("Book flights to Lisbon")],
  ]),
  ...group("complete", "de", [
    ["hab die pflanzen gegossen", complete("Water the plants")],
    ["steuerberater angerufen, erledigt", complete("Steuerberater anrufen")],
    ["oma hab ich schon angerufen", complete("Oma anrufen")],
    ["bibliotheksbuecher zurueckgebracht", orAsk(complete("Return library books"))],
    ["beim zahnarzt war ich schon", orAsk(complete("Dentist"))],
    ["erledigt: rechnung an acme", complete("Send invoice to Acme")],
    ["strom bezahlt", orAsk(complete("Pay electricity bill"))],
  ]),

  // ——— Deletes ———
  ...group("delete", "en", [
    [["delete the gym membership task", YES], remove("Cancel gym membership")],
    [["get rid of organise photos", YES], remove("Organise photos")],
    ["delete it", NONE],
    ["clear everything off my list", NONE],
  ]),
  ...group("delete", "de", [
    [["lösch bitte fahrrad reparieren", YES], remove("Fahrrad reparieren")],
    [["lösch das mit spanisch", YES], remove("Learn Spanish")],
    ["kannst du das löschen", NONE],
    ["weg mit dem lisbon zeug", ASK],
  ]),

  // ——— Undo ———
  ...group("undo", "en", [
    [["move the dentist to tomorrow", "undo"], REVERT],
    [["add buy batteries", "undo that"], REVERT],
    ["undo", NONE],
  ]),
  ...group("undo", "de", [
    [["Pay rent erledigt", "rückgängig"], REVERT],
    [["car service auf freitag 10 uhr", "mach das rückgängig"], REVERT],
    [["wäsche waschen morgen", "ups nimm das zurück"], REVERT],
    ["rückgängig machen", NONE],
  ]),

  // ——— "it", "that", "them" ———
  ...group("reference", "en", [
    [["when is the passport thing", "move it to wednesday"], update({ "Renew passport": { due: "2026-12-02" } })],
    [["when's the car service", "make it 9 instead"], update({ "Car service": { due: "2026-12-04T09:00" } })],
    [
      ["show me my errands", "tag them all with weekend"],
      update(Object.fromEntries(ERRANDS.map((title) => [title, { tags: ["errands", "weekend"] }]))),
    ],
    ["move that to friday", NONE],
  ]),
  ...group("reference", "de", [
    [["wann ist yoga", "stell das auf 19 uhr"], update({ "Yoga class": { due: "2026-12-01T19:00" } })],
    [["was ist mit dem arzttermin", "verschieb ihn auf den 10.12."], update({ Arzttermin: { due: "2026-12-10" } })],
    [
      ["wann ist das meeting mit sarah", "mach das eine stunde später"],
      update({ "1:1 with Sarah": { due: "2026-12-01T16:00" } }),
    ],
    ["erledige das bitte", NONE],
  ]),

  // ——— Several requests in one ———
  ...group("compound", "en", [
    [
      "finished the trash, also push grocery shopping to sunday",
      change({ complete: ["Take out the trash"], update: { "Grocery shopping": { due: "2026-11-29" } } }),
    ],
    [
      "done w call bank and move reply to tom to tmrw morning",
      change({ complete: ["Call bank"], update: { "Reply to Tom": { due: "2026-11-27" } } }),
    ],
    ["watered the plants and replied to tom", complete("Water the plants", "Reply to Tom")],
    [
      "add 3 things: call mum, buy stamps and fix bike light",
      create({ title: "call mum" }, { title: "buy stamps" }, { title: "fix bike light" }),
    ],
  ]),
  ...group("compound", "de", [
    [
      "pflanzen gegossen, und das paket hol ich erst samstag",
      change({ complete: ["Water the plants"], update: { "Pick up parcel": { due: "2026-11-28" } } }),
    ],
    [
      "füge hinzu: kerzen kaufen und glühwein besorgen, beides für samstag",
      create({ title: "kerzen kaufen", due: "2026-11-28" }, { title: "glühwein besorgen", due: "2026-11-28" }),
    ],
    [
      "rechnung acme erledigt und quarterly report auf freitag nächste woche",
      change({ complete: ["Send invoice to Acme"], update: { "Quarterly report": { due: "2026-12-04" } } }),
    ],
    [
      "drei sachen: brot kaufen, paket zur post bringen und katze impfen lassen",
      create({ title: "brot kaufen" }, { title: "paket zur post bringen" }, { title: "katze impfen lassen" }),
    ],
    [
      "Hab den Müll rausgebracht und den Steuerberater angerufen",
      complete("Take out the trash", "Steuerberater anrufen"),
    ],
  ]),

  // ——— Plans ———
  ...group("plan", "en", [
    ["can you plan out today for me", PLAN],
    ["help me plan the week pls", PLAN],
    ["what should i tackle first", NEXT],
    ["im overwhelmed what should i focus on right now", NEXT],
    [
      "break down clean the garage into sort tools, sweep floor and take junk to the dump",
      create(
        { title: "sort tools", parent: "Clean the garage" },
        { title: "sweep floor", parent: "Clean the garage" },
        { title: "take junk to the dump", parent: "Clean the garage" },
      ),
    ],
  ]),
  ...group("plan", "de", [
    ["plan mir den tag", PLAN],
    ["kannst du mir die woche einteilen", PLAN],
    ["womit soll ich anfangen", NEXT],
    ["Wie soll ich meinen Tag heute am besten angehen?", anyOf(PLAN, NEXT)],
    [
      "teile fahrrad reparieren auf in schlauch kaufen, reifen flicken und bremsen einstellen",
      create(
        { title: "schlauch kaufen", parent: "Fahrrad reparieren" },
        { title: "reifen flicken", parent: "Fahrrad reparieren" },
        { title: "bremsen einstellen", parent: "Fahrrad reparieren" },
      ),
    ],
  ]),

  // ——— Small talk ———
  ...group("small-talk", "en", [
    ["thanks!!", NONE],
    ["lol ok", NONE],
    ["good morning :)", NONE],
    ["you're kind of useless tbh", NONE],
    ["ok cool ty", NONE],
  ]),
  ...group("small-talk", "de", [
    ["danke dir", NONE],
    ["servus", NONE],
    ["grüezi mitenand", NONE],
    ["hä?", NONE],
    ["super merci vielmal", NONE],
  ]),

  // ——— Commands it cannot carry out ———
  ...group("unknown-command", "en", [
    ["send an email to tom saying im running late", NONE],
    // Changed after its honest run, where the task added counted as harmful: a bare "call X" is a to-do in every
    // task app, and sealed (written apart too) expects "call the plumber" added; a question back is right as well.
    ["call my mom", orAsk(create({ title: "call my mom" }))],
    ["share my grocery list with sam", NONE],
    ["export everything as pdf", NONE],
  ]),
  ...group("unknown-command", "de", [
    ["schick tom eine mail dass ich später komme", NONE],
    ["stell den wecker auf 7", NONE],
    ["teile meine einkaufsliste mit lisa", NONE],
    ["druck mir die liste aus", NONE],
  ]),

  // ——— Dates ———
  ...group("dates", "en", [
    ["renew domain jan 14", create({ title: "renew domain", due: "2027-01-14" })],
    ["quarterly vat return on april 30", create({ title: "quarterly vat return", due: "2027-04-30" })],
    ["haircut next thu at 4", create({ title: "haircut", due: "2026-12-03T16:00" })],
    ["pay back jonas in a fortnight", create({ title: "pay back jonas", due: "2026-12-10" })],
    ["mot test 3rd of january", create({ title: "mot test", due: "2027-01-03" })],
    ["send the signed contract by eod", create({ title: "send the signed contract", due: "2026-11-26" })],
  ]),
  ...group("dates", "de", [
    ["reifen wechseln 14.1.", create({ title: "reifen wechseln", due: "2027-01-14" })],
    ["vertrag kündigen bis 31.12.", create({ title: "vertrag kündigen", due: "2026-12-31" })],
    ["kinderarzt übermorgen um 10:30", create({ title: "kinderarzt", due: "2026-11-28T10:30" })],
    ["elternabend nächsten mittwoch um 19:30", create({ title: "elternabend", due: "2026-12-02T19:30" })],
    ["wasserzähler ablesen am 5. jänner", create({ title: "wasserzähler ablesen", due: "2027-01-05" })],
    [
      "spanischkurs jeden mittwoch 18 uhr",
      create({ title: "spanischkurs", due: "2026-12-02T18:00", recurrence: "FREQ=WEEKLY;BYDAY=WE" }),
    ],
  ]),
];
