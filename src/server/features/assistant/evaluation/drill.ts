import {
  ASK,
  answer,
  anyOf,
  complete,
  create,
  DONE_THIS_WEEK,
  DUE_TODAY,
  type EvaluationCase,
  FAMILY,
  group,
  NEXT,
  NEXT_MONDAY,
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
  WORK_TODAY,
  withOrWithoutSubtasks,
  YES,
} from "./messages";
import type { Expectation, ExpectedFields } from "./score";

/**
 * The drill corpus: 130 messages (35 English, 95 German) written blind by a helper session from the seed, the
 * scorer and the product's description alone — without reading how the assistant understands messages or any
 * other corpus — every expectation written before any run. The German is typed the way many different people
 * type it: formal and casual, Swiss and Austrian words, typos, ae/oe/ue for umlauts, split separable verbs.
 */

const { DONE_LAST_WEEK, FINANCE, HIGH, HIGH_AT_WORK, TUESDAY, UNDATED, WORK } = SEED_ANSWERS;

/** Today's tasks, with or without the overdue ones. */
const TODAY_ANSWER = anyOf(answer(...TODAY), answer(...DUE_TODAY));
/** A list or "no date" answer may show the presentation's open subtasks or not. */
/** A new task whose title a careful reader could cut from the message in more than one way. */
const createTitled = (titles: string[], fields: ExpectedFields = {}): Expectation =>
  anyOf(...titles.map((title) => create({ title, ...fields })));

export const DRILL_CASES: EvaluationCase[] = [
  ...group("add", "en", [
    ["buy oat milk", create({ title: "buy oat milk" })],
    ["add pick up dry cleaning tmrw", create({ title: "pick up dry cleaning", due: TOMORROW_DATE })],
    ["remind me to call mum at 6", create({ title: "call mum", due: "2026-11-26T18:00" })],
    ["need to book a haircut", orAsk(create({ title: "book a haircut" }))],
    ["todo: renew car insurance p1", create({ title: "renew car insurance", priority: "high" })],
  ]),
  ...group("add", "de", [
    ["milch kaufen", create({ title: "milch kaufen" })],
    ["Termin beim Kinderarzt ausmachen", create({ title: "Termin beim Kinderarzt ausmachen" })],
    ["neue aufgabe: wohnung putzen am samstag", create({ title: "wohnung putzen", due: SATURDAY_DATE })],
    [
      "erinner mich morgen früh um 8 die waschmaschine auszuräumen",
      createTitled(["waschmaschine ausräumen", "die waschmaschine ausräumen", "die waschmaschine auszuräumen"], {
        due: "2026-11-27T08:00",
      }),
    ],
    [
      "ich muss noch geschenke für weihnachten besorgen",
      orAsk(createTitled(["geschenke für weihnachten besorgen", "noch geschenke für weihnachten besorgen"])),
    ],
    [
      "morgen muss ich unbedingt die heizkostenabrechnung prüfen",
      orAsk(
        createTitled(
          [
            "heizkostenabrechnung prüfen",
            "die heizkostenabrechnung prüfen",
            "unbedingt die heizkostenabrechnung prüfen",
          ],
          { due: TOMORROW_DATE },
        ),
      ),
    ],
    ["Bitte tragen Sie „Kaution zurückfordern“ ein.", create({ title: "Kaution zurückfordern" })],
    ["schreib auf: handwerker wegen heizung anrufen", create({ title: "handwerker wegen heizung anrufen" })],
    ["Zahnpasta", orAsk(create({ title: "Zahnpasta" }))],
    ["Brief ans Finanzamt schicken p1", create({ title: "Brief ans Finanzamt schicken", priority: "high" })],
    [
      "brot und eier kaufen",
      anyOf(create({ title: "brot und eier kaufen" }), create({ title: "brot kaufen" }, { title: "eier kaufen" })),
    ],
    ["Velo in den Service bringen", orAsk(create({ title: "Velo in den Service bringen" }))],
    ["fuege hinzu: gluehbirne im bad wechseln +Home", create({ title: "gluehbirne im bad wechseln", list: "Home" })],
  ]),

  ...group("question", "en", [
    ["whats on today", TODAY_ANSWER],
    ["anything due tmrw?", answer(...TOMORROW)],
    ["when's the dentist", answer("Dentist")],
    [
      "what did i get done this week",
      anyOf(answer(...DONE_THIS_WEEK), answer(...DONE_THIS_WEEK.filter((title) => title !== "Collect sales figures"))),
    ],
    ["show me everything high priority at work", answer(...HIGH_AT_WORK)],
  ]),
  ...group("question", "de", [
    ["was steht heute an", TODAY_ANSWER],
    ["was hab ich morgen so", answer(...TOMORROW)],
    ["was is ueberfaellig", answer(...OVERDUE)],
    ["wann ist der arzttermin?", answer("Arzttermin")],
    ["wie viele aufgaben hab ich auf der Work-Liste", withOrWithoutSubtasks(WORK)],
    ["was hab ich letzte woche alles erledigt", answer(...DONE_LAST_WEEK)],
    ["zeig mir alles mit #family", answer(...FAMILY)],
    ["was ist am samstag", answer(...SATURDAY)],
    ["was steht nächsten dienstag an", answer(...TUESDAY)],
    [
      "was muss ich heute für die arbeit machen",
      anyOf(answer(...WORK_TODAY), answer(...WORK_TODAY, "Send invoice to Acme")),
    ],
    ["bis wann muss die miete bezahlt sein", anyOf(answer("Pay rent"), ASK)],
    ["welche aufgaben haben kein datum", withOrWithoutSubtasks(UNDATED)],
    ["was hab ich am 3.12.", answer("Arzttermin")],
    ["was hab ich am wochenende vor", answer(...SATURDAY, "Clean the garage")],
    ["Welche Aufgaben haben hohe Priorität?", answer(...HIGH)],
    ["gibts noch was mit tag finance", answer(...FINANCE)],
  ]),

  ...group("edit", "en", [
    ["push reply to tom to monday", update({ "Reply to Tom": { due: "2026-11-30T16:00" } })],
    [
      "rename update cv to update CV and cover letter",
      update({ "Update CV": { title: "update CV and cover letter" } }),
    ],
    ["make fix the leaking tap urgent", update({ "Fix the leaking tap": { priority: "high" } })],
  ]),
  ...group("edit", "de", [
    ["schieb den steuerbrater auf morgen", update({ "Steuerberater anrufen": { due: "2026-11-27T13:00" } })],
    ["oma anrufen auf sonntag verschieben", update({ "Oma anrufen": { due: "2026-11-29T15:00" } })],
    ["Fahrrad reparieren bitte auf niedrige Prio setzen", update({ "Fahrrad reparieren": { priority: "low" } })],
    ["Read Dune umbennen in Dune zu Ende lesen", update({ "Read Dune": { title: "Dune zu Ende lesen" } })],
    ["Könnten Sie den Arzttermin bitte auf halb neun legen?", update({ Arzttermin: { due: "2026-12-03T08:30" } })],
    ["mach organise photos wichtig", update({ "Organise photos": { priority: "high" } })],
    ["verschieb update cv in die Home-Liste", update({ "Update CV": { list: "Home" } })],
    ["research new laptop bitte mit #einkauf taggen", update({ "Research new laptop": { tags: ["tech", "einkauf"] } })],
    ["nimm bei pick up parcel den tag errands raus", update({ "Pick up parcel": { tags: [] } })],
    ["erinner mich ne stunde vorher an den arzttermin", update({ Arzttermin: { reminders: 1 } })],
    ["car service bitte auf 10 uhr ändern", update({ "Car service": { due: "2026-12-04T10:00" } })],
  ]),

  ...group("complete", "en", [
    ["done with the standup notes", complete("Team standup notes")],
    ["i paid the electricity bill", complete("Pay electricity bill")],
    ["finished reading dune", complete("Read Dune")],
  ]),
  ...group("complete", "de", [
    ["hab oma angerufen", complete("Oma anrufen")],
    ["steuerberater erledigt", complete("Steuerberater anrufen")],
    ["fahrad ist repariert", complete("Fahrrad reparieren")],
    ["pflanzen sind gegossen", orAsk(complete("Water the plants"))],
    ["hak call bank ab", complete("Call bank")],
    ["Bitte markieren Sie „Reply to Tom“ als erledigt.", complete("Reply to Tom")],
    ["Rechnung an Acme ist raus", orAsk(complete("Send invoice to Acme"))],
    ["erledigt: team standup notes", complete("Team standup notes")],
    ["hab grad den müll rausgebracht", orAsk(complete("Take out the trash"))],
  ]),

  ...group("delete", "en", [
    [["delete the gym membership task", YES], remove("Cancel gym membership")],
    ["delete dentist", ASK],
  ]),
  ...group("delete", "de", [
    [["lösch fahrrad reparieren", YES], remove("Fahrrad reparieren")],
    [["kannst du organise photos löschen bitte", YES], remove("Organise photos")],
    [["die christmas cards kannst du wegschmeissen", YES], remove("Christmas cards")],
    ["lösch alles", NONE],
    [["Entfernen Sie bitte die Aufgabe Update CV.", YES], remove("Update CV")],
    [["loesch bitte den yoga kurs", YES], remove("Yoga class")],
  ]),

  ...group("undo", "en", [
    [["mark call bank as done", "undo"], REVERT],
    [["move reply to tom to tomorrow", "undo that pls"], REVERT],
  ]),
  ...group("undo", "de", [
    [["hab oma angerufen", "rückgängig"], REVERT],
    [["lösche Organise photos", YES, "mach das rückgängig"], REVERT],
    [["füg milch kaufen hinzu", "upsi, mach das rueckgaengig bitte"], REVERT],
    ["rückgängig machen", NONE],
  ]),

  ...group("reference", "en", [
    [["when do i pick up the parcel", "move it to monday"], update({ "Pick up parcel": { due: "2026-11-30T12:00" } })],
    [["what's on saturday", "mark the second one done"], complete("Oma anrufen")],
    [["whats overdue", "delete them all", YES], remove(...OVERDUE)],
  ]),
  ...group("reference", "de", [
    [["wann ist der arztermin", "verschieb ihn auf den 7.12."], update({ Arzttermin: { due: "2026-12-07T08:15" } })],
    [["was steht am samstag an", "das zweite ist erledigt"], complete("Oma anrufen")],
    [
      ["was hab ich morgen", "die präsentation bitte auf montag schieben"],
      update({ "Prepare client presentation": { due: "2026-11-30T09:00" } }),
    ],
    [
      ["zeig mir die überfälligen", "schieb alle auf morgen", YES],
      update(Object.fromEntries(OVERDUE.map((title) => [title, { due: TOMORROW_DATE }]))),
    ],
    [["wann is yoga", "mach das nicht mehr wöchentlich"], update({ "Yoga class": { recurrence: null } })],
    [["was hab ich ohne datum", "lösch die mit dem laptop", YES], remove("Research new laptop")],
    ["mach es fertig", NONE],
  ]),

  ...group("compound", "en", [
    [
      "mark call bank done and move reply to tom to tomorrow",
      { expect: "change", complete: ["Call bank"], update: { "Reply to Tom": { due: "2026-11-27T16:00" } } },
    ],
    [
      "add 3 tasks: buy stamps, book train tickets and call the plumber",
      create({ title: "buy stamps" }, { title: "book train tickets" }, { title: "call the plumber" }),
    ],
    [
      "water the plants is done and push clean the garage to sunday dec 6",
      { expect: "change", complete: ["Water the plants"], update: { "Clean the garage": { due: "2026-12-06" } } },
    ],
  ]),
  ...group("compound", "de", [
    ["hab oma angerufen und den steuerberater auch", complete("Oma anrufen", "Steuerberater anrufen")],
    [
      "steuerberater anrufen erledigt und arzttermin auf den 4.12.",
      {
        expect: "change",
        complete: ["Steuerberater anrufen"],
        update: { Arzttermin: { due: "2026-12-04T08:15" } },
      },
    ],
    [
      "füg hinzu: brot kaufen, geschenk für papa, reifen wechseln",
      create({ title: "brot kaufen" }, { title: "geschenk für papa" }, { title: "reifen wechseln" }),
    ],
    [
      "fahrrad reparieren auf samstag und mach es wichtig",
      update({ "Fahrrad reparieren": { due: SATURDAY_DATE, priority: "high" } }),
    ],
    [["lösch update cv und organise photos", YES, YES], remove("Update CV", "Organise photos")],
    ["water the plants und call bank sind erledigt", complete("Water the plants", "Call bank")],
    [
      "mach ne aufgabe geschenk für lisa bis freitag und hak call bank ab",
      {
        expect: "change",
        create: [{ title: "geschenk für lisa", due: TOMORROW_DATE }],
        complete: ["Call bank"],
      },
    ],
  ]),

  ...group("plan", "en", [
    ["plan my day pls", PLAN],
    ["what should i do next", NEXT],
  ]),
  ...group("plan", "de", [
    ["plan meinen tag", PLAN],
    ["was soll ich als nächstes machen?", NEXT],
    ["kannst du mir die woche planen", PLAN],
    ["womit fang ich am besten an", NEXT],
    [
      "teil den quarterly report auf in zahlen sammeln, entwurf schreiben und an chef schicken",
      create(
        { title: "zahlen sammeln", parent: "Quarterly report" },
        { title: "entwurf schreiben", parent: "Quarterly report" },
        { title: "an chef schicken", parent: "Quarterly report" },
      ),
    ],
  ]),

  ...group("small-talk", "en", [
    ["thanks!", NONE],
    ["hey how are you", NONE],
  ]),
  ...group("small-talk", "de", [
    ["danke dir!", NONE],
    ["moin", NONE],
    ["merci vielmal, hat super geklappt", NONE],
    ["servus, wie gehts", NONE],
    ["bin heut echt müde", NONE],
    ["was kannst du eigentlich alles?", NONE],
  ]),

  ...group("unknown-command", "en", [
    ["share my work list with sarah", NONE],
    ["sync everything to google calendar", NONE],
  ]),
  ...group("unknown-command", "de", [
    ["schick oma ne nachricht dass ich später komme", NONE],
    ["ruf den steuerberater an", NONE],
    ["stell die app auf dark mode", NONE],
    ["exportier mir alle aufgaben als pdf", NONE],
    ["lösch meinen account", NONE],
  ]),

  ...group("dates", "en", [
    ["hairdresser jan 14 at 3pm", create({ title: "hairdresser", due: "2027-01-14T15:00" })],
    [
      "pay council tax on the 15th of every month",
      create({ title: "pay council tax", due: "2026-12-15", recurrence: "FREQ=MONTHLY;BYMONTHDAY=15" }),
    ],
    ["move the tax return to the 20th", update({ "Annual tax return": { due: "2026-12-20" } })],
  ]),
  ...group("dates", "de", [
    ["zahnreinigung am 10.12. um 15 uhr", create({ title: "zahnreinigung", due: "2026-12-10T15:00" })],
    ["übermorgen um 14 uhr friseur", create({ title: "friseur", due: "2026-11-28T14:00" })],
    [
      "jeden montag altpapier rausbringen",
      create({ title: "altpapier rausbringen", due: NEXT_MONDAY, recurrence: "FREQ=WEEKLY;BYDAY=MO" }),
    ],
    ["täglich vitamin d nehmen", create({ title: "vitamin d nehmen", recurrence: "FREQ=DAILY" })],
    ["am 15. Jänner Pickerl machen lassen", create({ title: "Pickerl machen lassen", due: "2027-01-15" })],
    ["Quarterly report auf den 14.1. schieben", update({ "Quarterly report": { due: "2027-01-14T17:00" } })],
  ]),
];
