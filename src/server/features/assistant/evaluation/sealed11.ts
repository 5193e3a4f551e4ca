import {
  ASK,
  answer,
  anyOf,
  change,
  complete,
  create,
  DONE_THIS_WEEK,
  DUE_TODAY,
  de,
  type EvaluationCase,
  en,
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
import type { Expectation } from "./score";
import type { SeedAnswers } from "./seed-questions";

/**
 * Sealed corpus 11, written blind: without reading the assistant's code or any other corpus, against the seeded
 * account on Thursday 26 November 2026, 09:00 in Berlin. The messages are typed by six people:
 * 1. a New Zealand farmer: laconic, Kiwi slang ("sweet as", "chur", "togs", "smoko", "tea", "arvo"), often no verb;
 * 2. a French speaker writing English: French word order and false friends ("actually", "remember me", "erase",
 *    "the 5 december", "at 14h30");
 * 3. an ADHD student: short fragments, abbreviations ("tmr", "wk", "hw", "w/"), corrections in a second message;
 * 4. a Swabian small-business owner: "gell", "koi", "isch", "mir", "des", "schaffe", business German ("KW 49",
 *    "zeitnah", "Wiedervorlage");
 * 5. a German grandmother: very polite, long-winded, full sentences, old date habits ("in acht Tagen");
 * 6. a Berlin courier typing on the move: Berlinerisch ("ick", "det", "wat", "jut"), no capitals, "morgn", "14h",
 *    "halb 3".
 */

/** Saturday and Sunday, 28 and 29 November. */
const WEEKEND = ["Grocery shopping", "Oma anrufen", "Clean the garage"];
/** Due in the Work list from today to Sunday. */
const WORK_THIS_WEEK = [
  "Team standup notes",
  "Review Q4 budget",
  "Reply to Tom",
  "Steuerberater anrufen",
  "Prepare client presentation",
];
/** Completed on Wednesday 25 November. */
const DONE_YESTERDAY = ["Collect sales figures", "Email landlord"];

export const SEALED11_SEED_ANSWERS: SeedAnswers = { WEEKEND, WORK_THIS_WEEK, DONE_YESTERDAY };

const TODAY_ANSWER = anyOf(answer(...TODAY), answer(...DUE_TODAY));
const THIS_WEEK_ANSWER = anyOf(
  answer(...SEED_ANSWERS.REST_OF_WEEK),
  answer(...SEED_ANSWERS.REST_OF_WEEK, "Dentist", "Pay electricity bill"),
  answer(...SEED_ANSWERS.REST_OF_WEEK, ...OVERDUE),
);
/** One of the overdue tasks (whichever the reply showed first) moved to `due`. */
const firstOverdueTo = (due: string): Expectation => anyOf(...OVERDUE.map((title) => update({ [title]: { due } })));

const ENGLISH: EvaluationCase[] = [
  // 1. The New Zealand farmer.
  en("add", "drench the ewes tomorrow", create({ title: "drench the ewes", due: TOMORROW_DATE })),
  en("add", "new togs for the kids", orAsk(create({ title: "new togs for the kids" }))),
  en(
    "add",
    "smoko with the contractors fri 10am",
    create({ title: "smoko with the contractors", due: "2026-11-27T10:00" }),
  ),
  en("add", "vet for the dog next tuesday", create({ title: "vet for the dog", due: "2026-12-01" })),
  en("dates", "shear the hoggets on the 3rd", create({ title: "shear the hoggets", due: "2026-12-03" })),
  en("dates", "ute rego jan 14", create({ title: "ute rego", due: "2027-01-14" })),
  en("question", "anything overdue", answer(...OVERDUE)),
  en("question", "whats on tmrw", answer(...TOMORROW)),
  en("question", "jobs for the weekend?", answer(...WEEKEND)),
  en("question", "what'd I knock off this week", answer(...DONE_THIS_WEEK)),
  en("edit", "dentist to fri arvo", update({ Dentist: { due: TOMORROW_DATE } })),
  en("edit", "leaking tap's urgent now", orAsk(update({ "Fix the leaking tap": { priority: "high" } }))),
  en("edit", "tag car service ute", update({ "Car service": { tags: ["car", "ute"] } })),
  en("complete", "took the trash out, chur", complete("Take out the trash")),
  en("complete", "parcel's picked up", orAsk(complete("Pick up parcel"))),
  en("delete", ["ditch the gym membership one", YES], remove("Cancel gym membership")),
  en("delete", ["bin the laptop research", YES], remove("Research new laptop")),
  en("undo", ["parcel picked up", "nah undo that"], REVERT),
  en("reference", ["what's overdue", "shift the first one to tomorrow"], firstOverdueTo(TOMORROW_DATE)),
  en(
    "reference",
    ["when's the car service", "chuck a reminder on it the day before"],
    update({ "Car service": { reminders: 1 } }),
  ),
  en(
    "compound",
    "parcel picked up and library books to monday",
    change({ complete: ["Pick up parcel"], update: { "Return library books": { due: NEXT_MONDAY } } }),
  ),
  en(
    "compound",
    "trash out, and add fix the quad bike for sat",
    change({
      complete: ["Take out the trash"],
      create: [{ title: "fix the quad bike", due: SATURDAY_DATE }],
    }),
  ),
  en("plan", "sort my day out for me eh", PLAN),
  en("small-talk", "sweet as, chur bro", NONE),
  en("unknown-command", "what's the weather doing for shearing tmrw", NONE),

  // 2. The French speaker.
  en(
    "add",
    "I must do the shopping for saturday",
    orAsk(
      anyOf(
        create({ title: "do the shopping", due: SATURDAY_DATE }),
        create({ title: "the shopping", due: SATURDAY_DATE }),
      ),
    ),
  ),
  en("add", "Remember me to call my sister the 5 december", create({ title: "call my sister", due: "2026-12-05" })),
  en(
    "add",
    "Meeting with the notary at 14h30 tomorrow",
    create({ title: "Meeting with the notary", due: "2026-11-27T14:30" }),
  ),
  en(
    "add",
    "Add: buy a gift for my mother-in-law, high priority",
    create({ title: "buy a gift for my mother-in-law", priority: "high" }),
  ),
  en(
    "dates",
    "Appointment at the bank the 2 december at 9h",
    create({ title: "Appointment at the bank", due: "2026-12-02T09:00" }),
  ),
  en(
    "dates",
    "Pay the nanny every first of the month",
    create({ title: "Pay the nanny", recurrence: "FREQ=MONTHLY", due: "2026-12-01" }),
  ),
  en(
    "dates",
    "Swimming each monday and thursday at 7h",
    create({ title: "Swimming", recurrence: "FREQ=WEEKLY;BYDAY=MO,TH" }),
  ),
  en("question", "Which tasks have I finished the last week?", answer(...SEED_ANSWERS.DONE_LAST_WEEK)),
  en("question", "What is actually in my list Work?", withOrWithoutSubtasks(SEED_ANSWERS.WORK)),
  en("question", "When is the car service?", answer("Car service")),
  en("question", "Show me the tasks with the tag health", answer(...SEED_ANSWERS.HEALTH)),
  en(
    "edit",
    "Can you change the hour of the standup notes at 14h30",
    update({ "Team standup notes": { due: "2026-11-26T14:30" } }),
  ),
  en("edit", "Rename Read Dune in Read Dune Messiah", update({ "Read Dune": { title: "Read Dune Messiah" } })),
  en("edit", "Put the Christmas cards in my list Work", update({ "Christmas cards": { list: "Work" } })),
  en("edit", "The yoga class must not repeat anymore", update({ "Yoga class": { recurrence: null } })),
  en("complete", "I have finished the Q4 budget review", orAsk(complete("Review Q4 budget"))),
  en("delete", ["Can you erase the task Organise photos?", YES], remove("Organise photos")),
  en("undo", ["Put the dentist on monday", "Cancel that please, I was wrong"], REVERT),
  en(
    "reference",
    ["When is the Arzttermin?", "Put it at 10h instead"],
    update({ Arzttermin: { due: "2026-12-03T10:00" } }),
  ),
  en(
    "compound",
    "Add three tasks: buy bread, call the plumber and wash the car",
    create({ title: "buy bread" }, { title: "call the plumber" }, { title: "wash the car" }),
  ),
  en("plan", "Can you organise my week?", PLAN),
  en(
    "plan",
    "Divide the Christmas cards in: buy cards, write addresses and buy stamps",
    create(
      { title: "buy cards", parent: "Christmas cards" },
      { title: "write addresses", parent: "Christmas cards" },
      { title: "buy stamps", parent: "Christmas cards" },
    ),
  ),
  en("small-talk", "Thank you, you are very kind", NONE),
  en("unknown-command", "Can you send an email to Tom?", NONE),

  // 3. The ADHD student.
  en("add", "essay draft due mon", create({ title: "essay draft", due: NEXT_MONDAY })),
  en("add", "hw ch 5 tmr", orAsk(create({ title: "hw ch 5", due: TOMORROW_DATE }))),
  en("add", "email prof re extension asap", orAsk(create({ title: "email prof re extension" }))),
  en("dates", ["study group thurs 4pm", "wait no, friday"], create({ title: "study group", due: "2026-11-27T16:00" })),
  en("dates", "pay phone bill eod", create({ title: "pay phone bill", due: "2026-11-26" })),
  en("dates", "flu jab in a fortnight", create({ title: "flu jab", due: "2026-12-10" })),
  en("question", "how many things this wk", THIS_WEEK_ANSWER),
  en("question", "anything w/o a date", withOrWithoutSubtasks(SEED_ANSWERS.UNDATED)),
  en("question", "what errands do i have", answer(...SEED_ANSWERS.ERRANDS)),
  en("question", "when's yoga", answer("Yoga class")),
  en("edit", "call bank -> tmr", update({ "Call bank": { due: TOMORROW_DATE } })),
  en("edit", "quarterly report low prio", update({ "Quarterly report": { priority: "low" } })),
  en("edit", "add a reminder for the 1:1 w sarah 30 min before", update({ "1:1 with Sarah": { reminders: 1 } })),
  en(
    "edit",
    ["move organise photos to a list called side quests", YES],
    change({ update: { "Organise photos": { list: "side quests" } }, newLists: ["side quests"] }),
  ),
  en("complete", "watered plants", orAsk(complete("Water the plants"))),
  en("complete", "done w tom reply", orAsk(complete("Reply to Tom"))),
  en("delete", ["delete learn spanish lol", YES], remove("Learn Spanish")),
  en("undo", ["delete read dune", YES, "wait no undo"], REVERT),
  en("reference", ["when is renew passport", "mark it done"], complete("Renew passport")),
  en(
    "compound",
    "done w standup notes + move reply to tom to tmr",
    change({ complete: ["Team standup notes"], update: { "Reply to Tom": { due: TOMORROW_DATE } } }),
  ),
  en("plan", "what do i do next", NEXT),
  en("small-talk", "ugh im so tired", NONE),
  en("unknown-command", "set an alarm for 7", NONE),
];

const GERMAN: EvaluationCase[] = [
  // 4. The Swabian small-business owner.
  de("add", "Angebot Firma Bauer bis morge", orAsk(create({ title: "Angebot Firma Bauer", due: TOMORROW_DATE }))),
  de(
    "add",
    "Wiedervorlage Angebot Müller am 10.12.",
    create({ title: "Wiedervorlage Angebot Müller", due: "2026-12-10" }),
  ),
  de("add", "Lieferschein Meier nachreiche, zeitnah", orAsk(create({ title: "Lieferschein Meier nachreiche" }))),
  de(
    "add",
    "Rechnung an Firma Huber schreibe, hohe Prio",
    create({ title: "Rechnung an Firma Huber schreibe", priority: "high" }),
  ),
  de(
    "add",
    "Steuerbescheid prüfe bis KW 49",
    orAsk(
      anyOf(
        create({ title: "Steuerbescheid prüfe", due: "2026-12-04" }),
        create({ title: "Steuerbescheid prüfe", due: "2026-12-06" }),
        create({ title: "Steuerbescheid prüfe", due: NEXT_MONDAY }),
      ),
    ),
  ),
  de("dates", "Kundentermin Schmid am 14.1. um 10", create({ title: "Kundentermin Schmid", due: "2027-01-14T10:00" })),
  de(
    "dates",
    "Lohnabrechnung alle zwei Wochen freitags",
    create({ title: "Lohnabrechnung", recurrence: "FREQ=WEEKLY;INTERVAL=2" }),
  ),
  de("question", "Was isch heut alles fällig?", TODAY_ANSWER),
  de(
    "question",
    "Was steht diese Woch in der Liste Work?",
    anyOf(answer(...WORK_THIS_WEEK), answer(...WORK_THIS_WEEK, "Send invoice to Acme")),
  ),
  de("question", "Wie viele hohe Prio hen mir offen?", answer(...SEED_ANSWERS.HIGH)),
  de("question", "Was hab i letzte Woch alles gschafft?", answer(...SEED_ANSWERS.DONE_LAST_WEEK)),
  de(
    "edit",
    "Des Quarterly report isch koi hohe Prio mehr, mach mittel",
    update({ "Quarterly report": { priority: "medium" } }),
  ),
  de("edit", "Schedule team offsite auf 16.12. verschiebe", update({ "Schedule team offsite": { due: "2026-12-16" } })),
  de("edit", "Tag steuer an Annual tax return hänge", update({ "Annual tax return": { tags: ["finance", "steuer"] } })),
  de("edit", "Update CV in d'Liste Home, gell", update({ "Update CV": { list: "Home" } })),
  de("complete", "Steuerberater anrufen isch erledigt", complete("Steuerberater anrufen")),
  de("delete", ["Learn Spanish kannsch lösche, des wird nix", YES], remove("Learn Spanish")),
  de("undo", ["Read Dune erledigt", "Halt, des war falsch, mach des rückgängig"], REVERT),
  de(
    "reference",
    ["Wann isch de Car service?", "Mach den auf 10 Uhr"],
    update({ "Car service": { due: "2026-12-04T10:00" } }),
  ),
  de(
    "compound",
    "Team standup notes erledigt und Quarterly report auf Freitag nächste Woch",
    change({ complete: ["Team standup notes"], update: { "Quarterly report": { due: "2026-12-04" } } }),
  ),
  de(
    "compound",
    ["Lösch Organise photos und mach Read Dune hohe Prio", YES],
    change({ remove: ["Organise photos"], update: { "Read Dune": { priority: "high" } } }),
  ),
  de("plan", "Was soll i als nächschtes schaffe?", NEXT),
  de(
    "plan",
    "Zerleg Schedule team offsite in Location suche, Termin abstimme und Einladung verschicke",
    create(
      { title: "Location suche", parent: "Schedule team offsite" },
      { title: "Termin abstimme", parent: "Schedule team offsite" },
      { title: "Einladung verschicke", parent: "Schedule team offsite" },
    ),
  ),
  de("small-talk", "Ha noi, des war guat, merci gell", NONE),
  de("unknown-command", "Schick dem Huber e Mahnung per Mail", NONE),

  // 5. The German grandmother.
  de(
    "add",
    "Könnten Sie bitte so freundlich sein und aufschreiben, dass ich am Samstag Kuchen für den Kirchenbasar backen muss?",
    orAsk(create({ title: "Kuchen für den Kirchenbasar backen", due: SATURDAY_DATE })),
  ),
  de(
    "add",
    "Ich bräuchte bitte eine Erinnerung: Tabletten in der Apotheke abholen, morgen um 10 Uhr",
    create({ title: "Tabletten in der Apotheke abholen", due: "2026-11-27T10:00" }),
  ),
  de("add", "Bitte schreiben Sie auf: Geburtstagskarte für Gerda", create({ title: "Geburtstagskarte für Gerda" })),
  de(
    "dates",
    "Bitte tragen Sie mir ein: Fußpflege am Donnerstag in acht Tagen um 9 Uhr",
    orAsk(create({ title: "Fußpflege", due: "2026-12-03T09:00" })),
  ),
  de(
    "dates",
    "Garagenmiete überweisen, jeden 3. des Monats",
    create({ title: "Garagenmiete überweisen", recurrence: "FREQ=MONTHLY;BYMONTHDAY=3", due: "2026-12-03" }),
  ),
  de(
    "dates",
    "Geburtstag Lena am 19. Dezember, jedes Jahr",
    create({ title: "Geburtstag Lena", due: "2026-12-19", recurrence: "FREQ=YEARLY" }),
  ),
  de("question", "Ich wollte nur fragen, ob ich noch etwas Überfälliges habe?", answer(...OVERDUE)),
  de("question", "Wann ist denn mein Arzttermin, wenn ich fragen darf?", answer("Arzttermin")),
  de("question", "Was habe ich denn am Samstag alles vor?", answer(...SATURDAY)),
  de(
    "question",
    "Was habe ich gestern eigentlich alles erledigt?",
    anyOf(answer(...DONE_YESTERDAY), answer("Email landlord")),
  ),
  de(
    "edit",
    "Könnten Sie bitte den Arzttermin auf 9 Uhr verlegen?",
    update({ Arzttermin: { due: "2026-12-03T09:00" } }),
  ),
  de(
    "edit",
    "Wären Sie so lieb, „Oma anrufen“ in „Tante Hilde anrufen“ umzubenennen?",
    update({ "Oma anrufen": { title: "Tante Hilde anrufen" } }),
  ),
  de(
    "edit",
    "Bei den Christmas cards hätte ich gern noch eine Erinnerung am Tag vorher",
    orAsk(update({ "Christmas cards": { reminders: 1 } })),
  ),
  de("complete", "Ich habe die Oma angerufen, das können Sie bitte abhaken", complete("Oma anrufen")),
  de("complete", "Die Pflanzen habe ich heute Morgen schon gegossen, danke", orAsk(complete("Water the plants"))),
  de(
    "delete",
    ["Würden Sie bitte die Aufgabe „Organise photos“ entfernen? Die brauche ich nicht mehr.", YES],
    remove("Organise photos"),
  ),
  de(
    "undo",
    [
      "Könnten Sie bitte den Dentist auf Montag verschieben?",
      "Ach, das war ein Versehen, bitte machen Sie das rückgängig",
    ],
    REVERT,
  ),
  de(
    "reference",
    ["Was habe ich am Samstag vor?", "Das zweite davon habe ich schon erledigt"],
    anyOf(complete("Oma anrufen"), complete("Grocery shopping"), ASK),
  ),
  de(
    "compound",
    "Bitte notieren Sie drei Dinge: Brot kaufen, Enkel anrufen und Blumen gießen",
    create({ title: "Brot kaufen" }, { title: "Enkel anrufen" }, { title: "Blumen gießen" }),
  ),
  de("plan", "Könnten Sie mir bitte helfen, meinen Tag einzuteilen?", PLAN),
  de("small-talk", "Guten Morgen, wie geht es Ihnen heute?", NONE),
  de("unknown-command", "Können Sie bitte meine Tochter anrufen?", NONE),

  // 6. The Berlin courier.
  de("add", "reifenwechsel fr 14h", create({ title: "reifenwechsel", due: "2026-11-27T14:00" })),
  de(
    "add",
    "schicht tauschen mit kalle morgn",
    orAsk(create({ title: "schicht tauschen mit kalle", due: TOMORROW_DATE })),
  ),
  de("add", "handyvertrag kündigen", create({ title: "handyvertrag kündigen" })),
  de("add", "essen bei mutti sa 18h", create({ title: "essen bei mutti", due: "2026-11-28T18:00" })),
  de(
    "dates",
    "tourplanung jeden mo 7h",
    create({ title: "tourplanung", recurrence: "FREQ=WEEKLY;BYDAY=MO", due: "2026-11-30T07:00" }),
  ),
  de("dates", "zahnarzt übermorgen halb 3", create({ title: "zahnarzt", due: "2026-11-28T14:30" })),
  de("question", "wat steht morgn an", answer(...TOMORROW)),
  de("question", "wie viele ohne datum", withOrWithoutSubtasks(SEED_ANSWERS.UNDATED)),
  de("question", "wat is nächste woche", answer(...NEXT_WEEK)),
  de("question", "zeig ma alles mit errands", answer(...SEED_ANSWERS.ERRANDS)),
  de("edit", "fahrrad reparieren auf sa", update({ "Fahrrad reparieren": { due: SATURDAY_DATE } })),
  de("edit", "steuerberater anrufen auf 15h", update({ "Steuerberater anrufen": { due: "2026-11-26T15:00" } })),
  de("edit", "fahrrad reparieren prio hoch", update({ "Fahrrad reparieren": { priority: "high" } })),
  de("edit", "yoga class nich mehr wiederholen", update({ "Yoga class": { recurrence: null } })),
  de("complete", "fahrrad reparieren erledigt", complete("Fahrrad reparieren")),
  de("complete", "pick up parcel is durch, jut", complete("Pick up parcel")),
  de("delete", ["research new laptop weg damit", YES], remove("Research new laptop")),
  de("delete", ["lösch det mit dem gym", YES], remove("Cancel gym membership")),
  de("undo", ["lösch organise photos", YES, "ne doch nich, rückgängig"], REVERT),
  de(
    "reference",
    ["wann is renew passport", "det auf di 8h"],
    update({ "Renew passport": { due: "2026-12-01T08:00" } }),
  ),
  de(
    "reference",
    ["wat is überfällig", "alle auf morgn"],
    orAsk(
      update({
        Dentist: { due: TOMORROW_DATE },
        "Pay electricity bill": { due: TOMORROW_DATE },
        "Send invoice to Acme": { due: TOMORROW_DATE },
      }),
    ),
  ),
  de(
    "compound",
    "take out the trash is erledigt und pick up parcel auf morgn 16h",
    change({ complete: ["Take out the trash"], update: { "Pick up parcel": { due: "2026-11-27T16:00" } } }),
  ),
  de("plan", "plan ma die woche", PLAN),
  de("small-talk", "jut, danke dir", NONE),
  de("unknown-command", "navi zur hermannstr 12 starten", NONE),
];

export const SEALED11_CASES: EvaluationCase[] = [...ENGLISH, ...GERMAN];
