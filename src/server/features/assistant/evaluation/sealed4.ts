/**
 * A sealed corpus, written blind: its author read only the issue (what the assistant must do), the seed, the
 * scorer, the runner and the expectation helpers — never the assistant's code, its tests or any other corpus.
 * Every expectation below was written before any run, for the seeded account at Thursday 26 November 2026,
 * 09:00 in Berlin.
 *
 * The people imagined typing them:
 * - Priya, a software engineer in London: terse, lower case, "tmrw", "eod", "pls", rarely a question mark.
 * - Dave, a sales rep in Ohio on his phone: typos, no punctuation, several requests run together.
 * - Lena, a project manager in Berlin: quick lower-case German, English task titles inside German sentences,
 *   umlauts sometimes written as ae/oe/ue.
 * - Marco, a student in Zürich: Swiss wording (Velo, merci vielmal, "isch"), no ß, short messages.
 * - Gertrud, a retired teacher in Vienna: polite, long, full sentences with Austrian words (Jänner, heuer, Servus).
 */
import {
  ASK,
  answer,
  anyOf,
  change,
  complete,
  create,
  DONE_THIS_WEEK,
  ERRANDS,
  type EvaluationCase,
  FAMILY,
  group,
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

const DONE_LAST_WEEK = ["Submit expense report", "Buy running shoes", "Book hotel in Lisbon"];
const ON_TUESDAY = ["1:1 with Sarah", "Yoga class", "Pay rent"];
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
const HEALTH_TAG = ["Dentist", "Yoga class", "Arzttermin"];
const FINANCE_TAG = ["Call bank", "Annual tax return", "Cancel gym membership"];
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

/** This corpus's own seed answers by question, for a test to check against the seeded account's. */
export const SEALED4_SEED_ANSWERS: SeedAnswers = {
  DONE_LAST_WEEK,
  TUESDAY: ON_TUESDAY,
  UNDATED: NO_DATE,
  WORK: WORK_LIST,
  HOME: HOME_LIST,
  HIGH: HIGH_PRIORITY,
  HIGH_AT_WORK,
  HEALTH: HEALTH_TAG,
  FINANCE: FINANCE_TAG,
  DECEMBER: IN_DECEMBER,
};

export const SEALED4_CASES: EvaluationCase[] = [
  // ——— Questions ———
  ...group("question", "en", [
    ["whats on my plate today", answer(...TODAY)],
    ["anything due tmrw", answer(...TOMORROW)],
    ["when's the car service", answer("Car service")],
    ["what did i get done last week", answer(...DONE_LAST_WEEK)],
    ["show me everything tagged errands", answer(...ERRANDS)],
    ["wich work stuff is high priority", answer(...HIGH_AT_WORK)],
    ["stuff with no due date?", withOrWithoutSubtasks(NO_DATE)],
    ["how many open tasks are in my Home list", answer(...HOME_LIST)],
    ["whats on tuesday", answer(...ON_TUESDAY)],
    ["anything family related coming up", answer(...FAMILY)],
    ["is the dentist thing still open", answer("Dentist")],
    ["what did i finish this week so far", answer(...DONE_THIS_WEEK)],
    ["what's due in december", anyOf(answer(...IN_DECEMBER), answer(...IN_DECEMBER, "Take out the trash"))],
  ]),
  ...group("question", "de", [
    ["was steht heute an", answer(...TODAY)],
    ["wie viele aufgaben sind ueberfaellig", answer(...OVERDUE)],
    ["hab ich am samstag was vor", answer(...SATURDAY)],
    ["zeig mir die aufgaben mit finance", answer(...FINANCE_TAG)],
    ["was hab ich morgen", answer(...TOMORROW)],
    ["wann ist nochmal der arzttermin", answer("Arzttermin")],
    ["zeig mir alles von der Arbeit", withOrWithoutSubtasks(WORK_LIST)],
    ["was muss ich nächste woche erledigen", answer(...NEXT_WEEK)],
    ["welche aufgaben haben hohe priorität", answer(...HIGH_PRIORITY)],
    ["zeig mir alles mit dem tag health", answer(...HEALTH_TAG)],
    ["bis wann muss die annual tax return fertig sein", answer("Annual tax return")],
    ["das mit der bank, wann war das nochmal", answer("Call bank")],
    ["welche aufgaben haben kein datum", withOrWithoutSubtasks(NO_DATE)],
    ["Was steht am 3.12. an?", anyOf(answer("Arzttermin"), answer("Arzttermin", "Take out the trash"))],
    [
      "Grüß Gott, könnten Sie mir bitte sagen, was ich im Dezember alles zu erledigen habe?",
      anyOf(answer(...IN_DECEMBER), answer(...IN_DECEMBER, "Take out the trash")),
    ],
    ["was isch uf de liste home", answer(...HOME_LIST)],
  ]),

  // ——— Adds ———
  ...group("add", "en", [
    [
      "remind me to call the plumber tmrw at 8am",
      create({ title: "call the plumber", due: "2026-11-27T08:00", reminders: 1 }),
    ],
    ["add pick up dry cleaning friday", create({ title: "pick up dry cleaning", due: "2026-11-27" })],
    [
      "can u add these: stamps, mail package to mum, print boarding pass",
      create({ title: "stamps" }, { title: "mail package to mum" }, { title: "print boarding pass" }),
    ],
    [
      "add prep slides for kickoff on dec 7 at 10am, high priority, work list",
      create({ title: "prep slides for kickoff", due: "2026-12-07T10:00", priority: "high", list: "Work" }),
    ],
    [
      "pay water bill on the 15th of every month",
      create({ title: "pay water bill", due: "2026-12-15", recurrence: "FREQ=MONTHLY;BYMONTHDAY=15" }),
    ],
    [
      "need to buy a new charger",
      orAsk(anyOf(create({ title: "buy a new charger" }), create({ title: "need to buy a new charger" }))),
    ],
    [
      "add 'Kündigung Handyvertrag schicken' for monday",
      create({ title: "Kündigung Handyvertrag schicken", due: "2026-11-30" }),
    ],
    ["add submit timesheet eod", create({ title: "submit timesheet", due: "2026-11-26" })],
    ["new task renew car insurence by dec 12", create({ title: "renew car insurence", due: "2026-12-12" })],
    [
      "swim tue and thu 6:30am",
      create({ title: "swim", due: "2026-12-01T06:30", recurrence: "FREQ=WEEKLY;BYDAY=TU,TH" }),
    ],
    ["add book a haircut #errands", create({ title: "book a haircut", tags: ["errands"] })],
  ]),
  ...group("add", "de", [
    ["neue aufgabe: reifen wechseln lassen am samstag", create({ title: "reifen wechseln lassen", due: "2026-11-28" })],
    [
      "erinner mich übermorgen um 17 uhr an geschenk abholen",
      create({ title: "geschenk abholen", due: "2026-11-28T17:00", reminders: 1 }),
    ],
    [
      "jeden montag altpapier rausstellen",
      create({ title: "altpapier rausstellen", due: "2026-11-30", recurrence: "FREQ=WEEKLY;BYDAY=MO" }),
    ],
    ["Füge bitte 'Kita Anmeldung' zur Liste Home hinzu", create({ title: "Kita Anmeldung", list: "Home" })],
    ["Velo in den Service bringen am Mittwoch", create({ title: "Velo in den Service bringen", due: "2026-12-02" })],
    ["milch, eier und brot kaufen", orAsk(create({ title: "milch, eier und brot kaufen" }))],
    [
      "bitte aufnehmen: Steuerunterlagen sortieren, nächsten Freitag, wichtig",
      orAsk(
        anyOf(
          create({ title: "Steuerunterlagen sortieren", due: "2026-11-27", priority: "high" }),
          create({ title: "Steuerunterlagen sortieren", due: "2026-12-04", priority: "high" }),
        ),
      ),
    ],
    ["alle zwei wochen blumen duengen", create({ title: "blumen duengen", recurrence: "FREQ=WEEKLY;INTERVAL=2" })],
    [
      "füg hinzu: mama anrufen täglich um 18 uhr",
      create({ title: "mama anrufen", due: "2026-11-26T18:00", recurrence: "FREQ=DAILY" }),
    ],
    [
      "morgen 10 uhr meeting mit jens vorbereiten",
      create({ title: "meeting mit jens vorbereiten", due: "2026-11-27T10:00" }),
    ],
    [
      "Würden Sie mir bitte die Aufgabe „Rezept für Weihnachtskekse suchen“ anlegen, gerne für den 12. Dezember?",
      create({ title: "Rezept für Weihnachtskekse suchen", due: "2026-12-12" }),
    ],
    ["leg an: parkkarte verlaengern bis ende monat", create({ title: "parkkarte verlaengern", due: "2026-11-30" })],
  ]),

  // ——— Edits ———
  ...group("edit", "en", [
    ["move the dentist to monday 9am", update({ Dentist: { due: "2026-11-30T09:00" } })],
    ["push call bank to tmrw", update({ "Call bank": { due: "2026-11-27" } })],
    ["change the budget review to 11:30", update({ "Review Q4 budget": { due: "2026-11-26T11:30" } })],
    ["rename read dune to Read Dune Messiah", update({ "Read Dune": { title: "Read Dune Messiah" } })],
    ["make the passport thing urgent", update({ "Renew passport": { priority: "high" } })],
    ["stop repeating yoga", update({ "Yoga class": { recurrence: null } })],
    ["add a reminder 1 hour before the 1:1 with sarah", update({ "1:1 with Sarah": { reminders: 1 } })],
    [
      "lower the priority of the tax return",
      anyOf(
        update({ "Annual tax return": { priority: "medium" } }),
        update({ "Annual tax return": { priority: "low" } }),
      ),
    ],
    ["remove the travel tag from the flights", update({ "Book flights to Lisbon": { tags: [] } })],
    ["move car service to dec 14 at 3pm", update({ "Car service": { due: "2026-12-14T15:00" } })],
  ]),
  ...group("edit", "de", [
    ["verschieb den zahnarzt auf freitag", update({ Dentist: { due: "2026-11-27" } })],
    [
      "kannst du das mit dem steuerberater auf morgen verlegen",
      update({ "Steuerberater anrufen": { due: "2026-11-27" } }),
    ],
    [
      "benenne Fahrrad reparieren um in Fahrradschlauch flicken",
      update({ "Fahrrad reparieren": { title: "Fahrradschlauch flicken" } }),
    ],
    ["setz die prio vom quarterly report auf hoch", NONE],
    ["das geschenk fuer anna ist wichtig, bitte hohe prio", update({ "Birthday gift for Anna": { priority: "high" } })],
    ["verschieb den car service auf den 11.12.", update({ "Car service": { due: "2026-12-11" } })],
    ["entferne den tag finance bei cancel gym membership", update({ "Cancel gym membership": { tags: [] } })],
    ["beim yoga bitte eine erinnerung 2 stunden vorher", update({ "Yoga class": { reminders: 1 } })],
    ["der müll soll sich nicht mehr wiederholen", update({ "Take out the trash": { recurrence: null } })],
    ["ändere die uhrzeit vom standup auf 11:15", update({ "Team standup notes": { due: "2026-11-26T11:15" } })],
    [
      "Könnten Sie bitte beim Leseprojekt Read Dune das Schlagwort books entfernen und stattdessen winter setzen?",
      update({ "Read Dune": { tags: ["winter"] } }),
    ],
  ]),

  // ——— Completions ———
  ...group("complete", "en", [
    ["done with the standup notes", complete("Team standup notes")],
    ["i paid the electricity bill", complete("Pay electricity bill")],
    ["finished the draft outline", complete("Draft outline")],
    ["trash is out", orAsk(complete("Take out the trash"))],
    ["mark invoice to acme as done", complete("Send invoice to Acme")],
    ["watered the plants and called the bank", complete("Water the plants", "Call bank")],
  ]),
  ...group("complete", "de", [
    ["hab die pflanzen gegossen", complete("Water the plants")],
    ["oma schon angerufen", complete("Oma anrufen")],
    ["erledigt: reply to tom", complete("Reply to Tom")],
    ["das paket hab ich abgeholt", complete("Pick up parcel")],
    ["bin fertig mit design slides", complete("Design slides")],
    ["Steuerberater ist erledigt", complete("Steuerberater anrufen")],
  ]),

  // ——— Deletes ———
  ...group("delete", "en", [
    ["delete organise photos", ASK],
    [["delete organise photos", YES], remove("Organise photos")],
    [["get rid of the gym membership one", YES], remove("Cancel gym membership")],
    ["delete it all", NONE],
    ["delete the meeting", NONE],
  ]),
  ...group("delete", "de", [
    [["lösch Learn Spanish", YES], remove("Learn Spanish")],
    ["entferne die aufgabe mit dem laptop", ASK],
    [["streich die christmas cards, mach ich heuer nicht", YES], remove("Christmas cards")],
    ["lösch alles erledigte", NONE],
  ]),

  // ——— Undo ———
  ...group("undo", "en", [
    [["move reply to tom to tomorrow", "undo"], REVERT],
    [["add buy batteries", "undo that"], REVERT],
    [["done with the parcel", "oops no, undo pls"], REVERT],
    ["undo", NONE],
  ]),
  ...group("undo", "de", [
    [["verschieb grocery shopping auf montag", "rückgängig"], REVERT],
    [["hab die garage aufgeraeumt", "stimmt gar nicht, mach das rückgängig"], REVERT],
    [["füge zahnpasta kaufen hinzu", "rückgängig machen bitte"], REVERT],
    ["mach rückgängig", NONE],
  ]),

  // ——— References to the previous reply ———
  ...group("reference", "en", [
    [["when is the car service", "move it to monday"], update({ "Car service": { due: "2026-11-30" } })],
    [
      ["whats overdue", "move them all to tomorrow"],
      update({
        Dentist: { due: "2026-11-27" },
        "Pay electricity bill": { due: "2026-11-27" },
        "Send invoice to Acme": { due: "2026-11-27" },
      }),
    ],
    [["when is the 1:1 with sarah", "push it to 4pm"], update({ "1:1 with Sarah": { due: "2026-12-01T16:00" } })],
    [["show my errands", "the parcel one is done"], complete("Pick up parcel")],
    ["move it to tomorrow", NONE],
  ]),
  ...group("reference", "de", [
    [["wann ist der arzttermin", "verschieb ihn auf 9 uhr"], update({ Arzttermin: { due: "2026-12-03T09:00" } })],
    [["was ist heute fällig", "das mit der bank ist erledigt"], complete("Call bank")],
    [
      ["wann muss ich den pass erneuern", "mach das bitte dringend"],
      update({ "Renew passport": { priority: "high" } }),
    ],
    [
      ["wann ist die client presentation", "verschieb sie auf montag 10 uhr"],
      update({ "Prepare client presentation": { due: "2026-11-30T10:00" } }),
    ],
    ["erledige das", NONE],
  ]),

  // ——— Several requests in one ———
  ...group("compound", "en", [
    [
      "mark the standup notes done and push reply to tom to 5pm",
      change({ complete: ["Team standup notes"], update: { "Reply to Tom": { due: "2026-11-26T17:00" } } }),
    ],
    [
      "add buy wrapping paper and move annas gift to dec 4",
      change({
        create: [{ title: "buy wrapping paper" }],
        update: { "Birthday gift for Anna": { due: "2026-12-04" } },
      }),
    ],
    [
      "called the bank paid the electricity still need to do the invoice tmrw",
      anyOf(
        change({
          complete: ["Call bank", "Pay electricity bill"],
          update: { "Send invoice to Acme": { due: "2026-11-27" } },
        }),
        complete("Call bank", "Pay electricity bill"),
      ),
    ],
    [
      "add call mike fri 10am and also move car service to thurs",
      change({
        create: [{ title: "call mike", due: "2026-11-27T10:00" }],
        update: { "Car service": { due: "2026-12-03" } },
      }),
    ],
    [
      "break down the quarterly report into gather numbers, write summary and get sign off",
      create(
        { title: "gather numbers", parent: "Quarterly report" },
        { title: "write summary", parent: "Quarterly report" },
        { title: "get sign off", parent: "Quarterly report" },
      ),
    ],
  ]),
  ...group("compound", "de", [
    [
      "hab oma angerufen und bitte leg fahrrad reparieren auf samstag",
      change({ complete: ["Oma anrufen"], update: { "Fahrrad reparieren": { due: "2026-11-28" } } }),
    ],
    [
      "3 sachen: tickets kaufen, hotel buchen, koffer packen",
      create({ title: "tickets kaufen" }, { title: "hotel buchen" }, { title: "koffer packen" }),
    ],
    [
      "garage aufräumen auf samstag und pflanzen giessen ist erledigt",
      change({ complete: ["Water the plants"], update: { "Clean the garage": { due: "2026-11-28" } } }),
    ],
    [
      "teil die christmas cards auf in adressen sammeln, karten kaufen und schreiben",
      create(
        { title: "adressen sammeln", parent: "Christmas cards" },
        { title: "karten kaufen", parent: "Christmas cards" },
        { title: "schreiben", parent: "Christmas cards" },
      ),
    ],
    [
      "Liebe Assistentin, das Paket habe ich bereits abgeholt, und könnten Sie den Friseur für Samstag um 10 Uhr eintragen?",
      change({ complete: ["Pick up parcel"], create: [{ title: "Friseur", due: "2026-11-28T10:00" }] }),
    ],
  ]),

  // ——— Plans ———
  ...group("plan", "en", [
    ["can you sort out my day for me", PLAN],
    ["what should i tackle first", NEXT],
    ["help me plan the week pls", PLAN],
    ["im overwhelmed where do i even start", anyOf(NEXT, PLAN)],
  ]),
  ...group("plan", "de", [
    ["plan mir den tag", PLAN],
    ["was soll ich als naechstes machen", NEXT],
    ["mach mir einen wochenplan", PLAN],
    ["womit fang ich am besten an", NEXT],
  ]),

  // ——— Small talk ———
  ...group("small-talk", "en", [
    ["cheers mate", NONE],
    ["good morning", NONE],
    ["the weather is awful today", NONE],
    ["you're kinda useless ngl", NONE],
  ]),
  ...group("small-talk", "de", [
    ["danke dir", NONE],
    ["merci vielmal", NONE],
    ["Servus!", NONE],
    ["was kannst du alles", NONE],
    ["bin heute echt muede", NONE],
  ]),

  // ——— Commands it cannot carry out ———
  ...group("unknown-command", "en", [
    ["send an email to tom saying im running late", NONE],
    ["export my tasks to pdf", NONE],
  ]),
  ...group("unknown-command", "de", [
    ["ruf den steuerberater an", NONE],
    ["schick mir jeden morgen eine zusammenfassung per mail", NONE],
  ]),

  // ——— Dates ———
  ...group("dates", "en", [
    ["book venue for the party jan 9", create({ title: "book venue for the party", due: "2027-01-09" })],
    ["move renew passport to the 3rd", update({ "Renew passport": { due: "2026-12-03" } })],
    [
      "moms birthday march 3 every year",
      create({ title: "moms birthday", due: "2027-03-03", recurrence: "FREQ=YEARLY" }),
    ],
    [
      "add renew ESTA on 12/1",
      orAsk(
        anyOf(create({ title: "renew ESTA", due: "2026-12-01" }), create({ title: "renew ESTA", due: "2027-01-12" })),
      ),
    ],
    [
      "change the offsite to next friday",
      orAsk(
        anyOf(
          update({ "Schedule team offsite": { due: "2026-11-27" } }),
          update({ "Schedule team offsite": { due: "2026-12-04" } }),
        ),
      ),
    ],
  ]),
  ...group("dates", "de", [
    ["Kfz-Steuer zahlen am 2.1.", create({ title: "Kfz-Steuer zahlen", due: "2027-01-02" })],
    ["friseur übermorgen halb vier nachmittags", create({ title: "friseur", due: "2026-11-28T15:30" })],
    ["Zahnarzt Kontrolle in drei Wochen", create({ title: "Zahnarzt Kontrolle", due: "2026-12-17" })],
    ["verschieb den car service auf den 8. dezember um 14 uhr", update({ "Car service": { due: "2026-12-08T14:00" } })],
    [
      "Bitte tragen Sie mir ein, dass ich am 7. Jänner die Jahreskarte verlängern muss.",
      create({ title: "Jahreskarte verlängern", due: "2027-01-07" }),
    ],
    [
      "schieb das offsite auf den ersten montag im dezember",
      update({ "Schedule team offsite": { due: "2026-12-07" } }),
    ],
  ]),
];
