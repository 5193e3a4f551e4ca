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
  SATURDAY,
  SEED_ANSWERS,
  TODAY,
  TOMORROW,
  update,
  withOrWithoutSubtasks,
  YES,
} from "./messages";
import type { SeedAnswers } from "./seed-questions";

/**
 * A German-heavy evaluation corpus written blind: its author saw only issue 21, the seed (seed.ts), the scorer
 * (score.ts), the runner (run.ts) and the first 180 lines of messages.ts — never the assistant's code, its tests,
 * other corpora or a run. Every expectation was written before any run, against the seeded account at its fixed
 * clock (Thursday 26 November 2026, 09:00 Europe/Berlin). About two thirds of the messages are German.
 *
 * The five people imagined typing them:
 * - Katrin, 41, project manager in Munich: types German fast on her phone, lower case, typos, no punctuation,
 *   English work words and task titles inside German sentences, umlauts sometimes as ae/oe/ue.
 * - Lukas, 24, student in Zürich: Swiss wording ("merci vielmal", "Velo", "Znüni"), "ss" for "ß", short messages.
 * - Helga Brandt, 67, retired teacher in Vienna: polite full sentences, addresses the assistant with "Sie",
 *   Austrian words ("Jänner", "Grüß Gott", "Semmeln").
 * - Dev, 33, British software engineer in Berlin: terse English, "tmrw", "pls", "eod", "half 11", German titles.
 * - Maggie, 52, American translator living in Hamburg: chatty, polite English with the odd German word.
 */

const DONE_LAST_WEEK = ["Submit expense report", "Buy running shoes", "Book hotel in Lisbon"];
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
const TUESDAY = ["1:1 with Sarah", "Yoga class", "Pay rent"];
const WEEKEND = ["Grocery shopping", "Oma anrufen", "Clean the garage"];
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

/** This corpus's own seed answers by question, for a test to check against the seeded account's. */
export const DRILL3_SEED_ANSWERS: SeedAnswers = {
  DONE_LAST_WEEK,
  HIGH,
  HIGH_AT_WORK,
  TUESDAY,
  WEEKEND,
  DECEMBER,
};
const SUBTASKS_ANSWER = anyOf(
  answer(...OPEN_SUBTASKS),
  answer(...OPEN_SUBTASKS, "Collect sales figures"),
  answer("Prepare client presentation", ...OPEN_SUBTASKS),
);

export const DRILL3_CASES: EvaluationCase[] = [
  // Questions.
  ...group("question", "de", [
    ["was steht heute an", anyOf(answer(...TODAY), answer(...DUE_TODAY))],
    ["was is ueberfaellig", answer(...OVERDUE)],
    ["was hab ich morgen", answer(...TOMORROW)],
    ["wie viele aufgaben sind überfällig", answer(...OVERDUE)],
    ["wann ist der Arzttermin", answer("Arzttermin")],
    ["wann muss ich zum zahnarzt", answer("Dentist")],
    ["zeig mir alles fuer naechste woche", answer(...NEXT_WEEK)],
    ["was ist am samstag", answer(...SATURDAY)],
    ["welche aufgaben haben kein datum", withOrWithoutSubtasks(SEED_ANSWERS.UNDATED)],
    ["was hab ich letzte woche erledigt", answer(...DONE_LAST_WEEK)],
    ["was hab ich diese woche schon geschafft", answer(...DONE_THIS_WEEK)],
    ["zeig mir meine Work liste", withOrWithoutSubtasks(SEED_ANSWERS.WORK)],
    ["was hat hohe priorität", answer(...HIGH)],
    ["zeig alles mit errands", answer(...ERRANDS)],
    ["wann is yoga", answer("Yoga class")],
    ["was muss ich im dezember alles machen", answer(...DECEMBER)],
    ["hab ich am dienstag was", answer(...TUESDAY)],
    ["was ist alles unter family getaggt", answer(...FAMILY)],
    ["welche aufgaben sind auf der liste Home", answer(...SEED_ANSWERS.HOME)],
    ["bis wann muss der quartalsbericht fertig sein", answer("Quarterly report")],
    ["gibts bei der arbeit was mit hoher prio", answer(...HIGH_AT_WORK)],
    ["wie viele offene aufgaben hab ich eigentlich", NONE],
    ["Was habe ich am Wochenende zu erledigen?", answer(...WEEKEND)],
    ["was hab ich gestern abgehakt", answer("Collect sales figures", "Email landlord")],
    ["was fehlt noch bei der client presentation", SUBTASKS_ANSWER],
  ]),
  ...group("question", "en", [
    ["anything overdue", answer(...OVERDUE)],
    ["whats on tmrw", answer(...TOMORROW)],
    ["when's the car service", answer("Car service")],
    ["how many high priority tasks do i have", answer(...HIGH)],
    ["what did i finish last week", answer(...DONE_LAST_WEEK)],
    ["show me my finance stuff", answer(...SEED_ANSWERS.FINANCE)],
    ["which tasks have no due date", withOrWithoutSubtasks(SEED_ANSWERS.UNDATED)],
    ["what's due next week for work", answer("1:1 with Sarah", "Quarterly report")],
    [
      "Do I have anything health related coming up?",
      anyOf(answer("Yoga class", "Arzttermin"), answer(...SEED_ANSWERS.HEALTH)),
    ],
    ["low prio stuff?", answer("Read Dune", "Organise photos")],
    ["what's happening on the 10th", answer("Christmas cards")],
    ["when do i have to call the steuerberater", answer("Steuerberater anrufen")],
  ]),

  // Adds.
  ...group("add", "de", [
    ["milch kaufen", create({ title: "Milch kaufen" })],
    [
      "morgen um 8 auto in die werkstatt bringen",
      create({ title: "Auto in die Werkstatt bringen", due: "2026-11-27T08:00" }),
    ],
    ["erinnere mich samstag um 10: Blumen kaufen", create({ title: "Blumen kaufen", due: "2026-11-28T10:00" })],
    [
      "neue aufgabe kita anmeldung ausfüllen bis freitag",
      create({ title: "kita anmeldung ausfüllen", due: "2026-11-27" }),
    ],
    ["Wäsche waschen heute abend", create({ title: "Wäsche waschen", due: "2026-11-26" })],
    [
      "jeden dienstag altpapier rausstellen",
      create({ title: "altpapier rausstellen", recurrence: "FREQ=WEEKLY;BYDAY=TU" }),
    ],
    ["Kräuter giessen alle zwei Wochen", create({ title: "Kräuter giessen", recurrence: "FREQ=WEEKLY;INTERVAL=2" })],
    ["vokabeln lernen täglich", create({ title: "vokabeln lernen", recurrence: "FREQ=DAILY" })],
    [
      "papa zum geburtstag gratulieren am 12.12.",
      create({ title: "papa zum geburtstag gratulieren", due: "2026-12-12" }),
    ],
    ["Geschenk für Mama besorgen, wichtig", create({ title: "Geschenk für Mama besorgen", priority: "high" })],
    [
      "heizung entlüften nächsten samstag",
      anyOf(
        create({ title: "heizung entlüften", due: "2026-11-28" }),
        create({ title: "heizung entlüften", due: "2026-12-05" }),
      ),
    ],
    ["Znüni für Sitzung morgen organisieren", create({ title: "Znüni für Sitzung organisieren", due: "2026-11-27" })],
    ["versicherung anrufen montag halb 9", create({ title: "versicherung anrufen", due: "2026-11-30T08:30" })],
    ["Agenda fürs Offsite schreiben, Liste Work", create({ title: "Agenda fürs Offsite schreiben", list: "Work" })],
    ["Zahnarzttermin für Lukas ausmachen", create({ title: "Zahnarzttermin für Lukas ausmachen", due: null })],
    [
      "jeden 15. handyrechnung pruefen",
      create({ title: "handyrechnung pruefen", recurrence: "FREQ=MONTHLY;BYMONTHDAY=15" }),
    ],
    [
      "Bitte tragen Sie ein: Semmeln beim Bäcker abholen, Freitag 14 Uhr.",
      create({ title: "Semmeln beim Bäcker abholen", due: "2026-11-27T14:00" }),
    ],
    ["katzenfutter", orAsk(create({ title: "Katzenfutter" }))],
    [
      "slides fürs sales meeting fertig machen bis mittwoch",
      create({ title: "slides fürs sales meeting fertig machen", due: "2026-12-02" }),
    ],
    [
      "kannst du Präsentation üben für morgen 16 uhr hinzufügen",
      create({ title: "Präsentation üben", due: "2026-11-27T16:00" }),
    ],
  ]),
  ...group("add", "en", [
    ["buy birthday card for dad tmrw", create({ title: "buy birthday card for dad", due: "2026-11-27" })],
    [
      "remind me to ring the plumber friday at 9am",
      create({ title: "ring the plumber", due: "2026-11-27T09:00", reminders: 1 }),
    ],
    ["swim tue thu 6:30am", create({ title: "swim", recurrence: "FREQ=WEEKLY;BYDAY=TU,TH" })],
    [
      "add Glühwein für die Weihnachtsfeier besorgen to work, due dec 17",
      create({ title: "Glühwein für die Weihnachtsfeier besorgen", list: "Work", due: "2026-12-17" }),
    ],
    ["new task: draft blog post, low priority", create({ title: "draft blog post", priority: "low" })],
    ["pick up dry cleaning at 5", create({ title: "pick up dry cleaning", due: "2026-11-26T17:00" })],
    [
      "team retro every other friday 2pm",
      create({ title: "team retro", recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR" }),
    ],
    ["call Frau Meier re Mietvertrag eod", create({ title: "call Frau Meier re Mietvertrag", due: "2026-11-26" })],
    [
      "Could you please add picking up the Stollen from the bakery on Saturday morning at 9?",
      orAsk(
        anyOf(
          create({ title: "pick up the Stollen from the bakery", due: "2026-11-28T09:00" }),
          create({ title: "picking up the Stollen from the bakery", due: "2026-11-28T09:00" }),
        ),
      ),
    ],
  ]),

  // Dates inside new tasks.
  ...group("dates", "de", [
    ["Zahnreinigung am 14.1. um 15 uhr", create({ title: "Zahnreinigung", due: "2027-01-14T15:00" })],
    ["weihnachtsfeier 18.12. 19 uhr", create({ title: "weihnachtsfeier", due: "2026-12-18T19:00" })],
    ["reifenwechsel in zwei wochen", create({ title: "reifenwechsel", due: "2026-12-10" })],
    ["Steuervorauszahlung am 10. Jänner", create({ title: "Steuervorauszahlung", due: "2027-01-10" })],
    ["vorsorgeuntersuchung übermorgen um 3", create({ title: "vorsorgeuntersuchung", due: "2026-11-28T15:00" })],
  ]),
  ...group("dates", "en", [
    ["reserve restaurant jan 9 8pm", create({ title: "reserve restaurant", due: "2027-01-09T20:00" })],
    ["renew car insurance jan 31", create({ title: "renew car insurance", due: "2027-01-31" })],
  ]),

  // Edits.
  ...group("edit", "de", [
    [
      "kannst du den steuerberater auf morgen 10 uhr legen",
      update({ "Steuerberater anrufen": { due: "2026-11-27T10:00" } }),
    ],
    ["oma anrufen lieber um 17 uhr", update({ "Oma anrufen": { due: "2026-11-28T17:00" } })],
    ["arzttermin ist jetzt um 9 statt viertel nach 8", update({ Arzttermin: { due: "2026-12-03T09:00" } })],
    ["benenn Fahrrad reparieren um in Velo flicken", update({ "Fahrrad reparieren": { title: "Velo flicken" } })],
    ["Update CV gehört in Home nicht in Work", update({ "Update CV": { list: "Home" } })],
    [
      "learn spanish in die liste Privat verschieben",
      orAsk(change({ update: { "Learn Spanish": { list: "Privat" } }, newLists: ["Privat"] })),
    ],
    ["müll rausbringen soll sich nicht mehr wiederholen", update({ "Take out the trash": { recurrence: null } })],
    ["mach die weihnachtskarten dringend", update({ "Christmas cards": { priority: "high" } })],
    [
      "gib grocery shopping noch das tag wochenende",
      update({ "Grocery shopping": { tags: ["errands", "wochenende"] } }),
    ],
    ["beim yoga das health tag bitte entfernen", update({ "Yoga class": { tags: [] } })],
    [
      "erinner mich an die bibliotheksbücher zusätzlich 2 stunden vorher",
      update({ "Return library books": { reminders: 3 } }),
    ],
    ["car service auf den 11.12. verschieben", update({ "Car service": { due: "2026-12-11" } })],
    ["steuererklaerung prio runter auf mittel", update({ "Annual tax return": { priority: "medium" } })],
    ["schieb das team offsite auf nächste woche mittwoch", update({ "Schedule team offsite": { due: "2026-12-02" } })],
    [
      "Könnten Sie bitte das Geschenk für Anna auf Donnerstag, den 3. Dezember, verlegen?",
      update({ "Birthday gift for Anna": { due: "2026-12-03" } }),
    ],
    ["reisepass erneuern auf 7.12.", update({ "Renew passport": { due: "2026-12-07" } })],
  ]),
  ...group("edit", "en", [
    ["push the budget review to half 11", update({ "Review Q4 budget": { due: "2026-11-26T11:30" } })],
    ["make fix the tap high prio", update({ "Fix the leaking tap": { priority: "high" } })],
    ["rename read dune to Read Dune Messiah", update({ "Read Dune": { title: "Read Dune Messiah" } })],
    ["car service to dec 11 same time pls", update({ "Car service": { due: "2026-12-11T08:30" } })],
    ["untag the dentist", update({ Dentist: { tags: [] } })],
    ["add a reminder 1h before the standup notes", update({ "Team standup notes": { reminders: 1 } })],
    ["yoga shouldn't repeat anymore", update({ "Yoga class": { recurrence: null } })],
    ["put the acme invoice on tomorrow 10am", update({ "Send invoice to Acme": { due: "2026-11-27T10:00" } })],
  ]),

  // Completions.
  ...group("complete", "de", [
    ["pflanzen sind gegossen", complete("Water the plants")],
    ["hab tom geantwortet", complete("Reply to Tom")],
    ["müll ist draussen", complete("Take out the trash")],
    ["rechnung an acme ist raus", complete("Send invoice to Acme")],
    ["outline für die präsentation ist fertig", complete("Draft outline")],
    ["bank erledigt", complete("Call bank")],
    ["zahnarzt war ich schon, kannst abhaken", complete("Dentist")],
    ["oma hab ich angerufen", complete("Oma anrufen")],
    ["Die Bibliotheksbücher habe ich bereits zurückgebracht.", complete("Return library books")],
  ]),
  ...group("complete", "en", [
    ["done with the standup notes", complete("Team standup notes")],
    ["paid the electricity bill finally", complete("Pay electricity bill")],
    ["got the parcel", complete("Pick up parcel")],
    ["flights to lisbon booked ✅", complete("Book flights to Lisbon")],
    ["i did the quarterly report", complete("Quarterly report")],
  ]),

  // Deletes.
  ...group("delete", "de", [
    [["lösch das mit dem gym", YES], remove("Cancel gym membership")],
    ["weg mit organise photos", ASK],
    [["kannst du learn spanish bitte löschen", YES], remove("Learn Spanish")],
    ["lösch alles von letzter woche", NONE],
    ["lösch den termin", NONE],
  ]),
  ...group("delete", "en", [
    [["delete the laptop research pls", YES], remove("Research new laptop")],
    ["get rid of the dentist", ASK],
    ["delete it", NONE],
  ]),

  // Undo.
  ...group("undo", "de", [
    [["Milch kaufen morgen", "rückgängig"], REVERT],
    [["hab die pflanzen gegossen", "ups nein mach das rueckgaengig"], REVERT],
    [["verschieb fahrrad reparieren auf samstag", "doch nicht, zurück bitte"], REVERT],
    [["lösch Organise photos", YES, "oh nein rückgängig"], REVERT],
  ]),
  ...group("undo", "en", [
    [["make the dentist high priority", "undo"], REVERT],
    ["undo that", NONE],
  ]),

  // "It", "that", "die alle": the tasks of the reply before.
  ...group("reference", "de", [
    [
      ["was ist überfällig", "schieb die alle auf morgen"],
      orAsk(
        update({
          Dentist: { due: "2026-11-27" },
          "Pay electricity bill": { due: "2026-11-27" },
          "Send invoice to Acme": { due: "2026-11-27" },
        }),
      ),
    ],
    [["wann ist der zahnarzt", "leg ihn auf montag um 9"], update({ Dentist: { due: "2026-11-30T09:00" } })],
    [["zeig mir den arzttermin", "mach das wichtig"], update({ Arzttermin: { priority: "high" } })],
    [
      ["wann ist die steuererklärung fällig", "die bitte auf den 20.12."],
      update({ "Annual tax return": { due: "2026-12-20" } }),
    ],
    [["wann ist yoga", "kannst du das löschen", YES], remove("Yoga class")],
    ["mach es dringend", NONE],
  ]),
  ...group("reference", "en", [
    [["when's my 1:1 with sarah", "push it back an hour"], update({ "1:1 with Sarah": { due: "2026-12-01T16:00" } })],
    [["when is the car service", "move it to the 11th"], update({ "Car service": { due: "2026-12-11" } })],
    [["what's overdue", "mark the acme one done"], complete("Send invoice to Acme")],
  ]),

  // Several requests in one message.
  ...group("compound", "de", [
    [
      "bank angerufen und tom auf morgen schieben",
      change({ complete: ["Call bank"], update: { "Reply to Tom": { due: "2026-11-27" } } }),
    ],
    ["füg drei sachen hinzu: brot, käse und wein", create({ title: "brot" }, { title: "käse" }, { title: "wein" })],
    [
      "steuerberater erledigt, quarterly report auf donnerstag",
      change({ complete: ["Steuerberater anrufen"], update: { "Quarterly report": { due: "2026-12-03" } } }),
    ],
    ["outline und slides sind fertig", complete("Draft outline", "Design slides")],
    [
      "mach bank wichtig und tom unwichtig",
      update({ "Call bank": { priority: "high" }, "Reply to Tom": { priority: "low" } }),
    ],
    [
      "teil Fahrrad reparieren auf in Schlauch kaufen, Reifen flicken und Bremsen einstellen",
      create(
        { title: "Schlauch kaufen", parent: "Fahrrad reparieren" },
        { title: "Reifen flicken", parent: "Fahrrad reparieren" },
        { title: "Bremsen einstellen", parent: "Fahrrad reparieren" },
      ),
    ],
    [
      "pflanzen gegossen, müll ist draußen und oma hab ich auch schon angerufen",
      complete("Water the plants", "Take out the trash", "Oma anrufen"),
    ],
  ]),
  ...group("compound", "en", [
    [
      "plants done, trash out, and move grocery shopping to sunday",
      change({
        complete: ["Water the plants", "Take out the trash"],
        update: { "Grocery shopping": { due: "2026-11-29" } },
      }),
    ],
    [
      "break down clean the garage into sort boxes, sweep floor and take stuff to the tip",
      create(
        { title: "sort boxes", parent: "Clean the garage" },
        { title: "sweep floor", parent: "Clean the garage" },
        { title: "take stuff to the tip", parent: "Clean the garage" },
      ),
    ],
    [
      "add 2 things for tmrw: call the vet, buy stamps",
      create({ title: "call the vet", due: "2026-11-27" }, { title: "buy stamps", due: "2026-11-27" }),
    ],
  ]),

  // Plans and what to do next.
  ...group("plan", "de", [
    ["plan meinen tag", PLAN],
    ["mach mir nen wochenplan", PLAN],
    ["was soll ich als nächstes machen", NEXT],
    ["womit fang ich am besten an", NEXT],
    ["Könnten Sie mir bitte die kommende Woche einteilen?", PLAN],
  ]),
  ...group("plan", "en", [
    ["plan my day pls", PLAN],
    ["what should i work on next", NEXT],
    ["can you help me spread my stuff over the week", PLAN],
  ]),

  // Small talk and remarks: nothing changes.
  ...group("small-talk", "de", [
    ["danke dir", NONE],
    ["merci vielmal", NONE],
    ["Grüß Gott", NONE],
    ["haha ok", NONE],
    ["du bist echt praktisch", NONE],
    ["gute nacht", NONE],
    ["bin heut so muede", NONE],
  ]),
  ...group("small-talk", "en", [
    ["thanks!", NONE],
    ["lol nice", NONE],
    ["good morning :)", NONE],
  ]),

  // Commands the assistant cannot carry out.
  ...group("unknown-command", "de", [
    ["schick tom eine mail dass ich später komme", NONE],
    ["exportier alles als excel", NONE],
    ["teil meine liste mit anna", NONE],
  ]),
  ...group("unknown-command", "en", [
    ["sync this with my google calendar", NONE],
    ["turn on dark mode", NONE],
  ]),
];
