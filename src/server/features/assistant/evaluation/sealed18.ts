/**
 * sealed18: a corpus written blind. Its author read only issue 21, seed.ts, score.ts, run.ts, seed-questions.ts
 * and lines 1–215 of messages.ts — none of the assistant's code, its tests or any other corpus — and wrote every
 * expected outcome from the seed before anything was run.
 *
 * The clock: Thursday 26 November 2026, 09:00 in Berlin. Tomorrow is Friday 27 November, "Saturday" the 28th,
 * "Sunday" the 29th, "Monday"/"next Monday" the 30th; next week runs Monday 30 November to Sunday 6 December.
 *
 * The six people (all between 20 and 35):
 * - Megan, 26, shift supervisor in a café in Manchester (UK English): all lower case, no punctuation, "tmrw",
 *   "pls", often two things in one breath.
 * - Jake, 31, firefighter in Denver (US English): short and blunt, imperative, the odd typo, rarely a full stop.
 * - Aoife, 24, lab technician at a marine institute in Galway (Irish English): polite full sentences with
 *   punctuation, "could you", "please", "ring".
 * - Lena, 28, optician (Augenoptikerin) in Köln: German in lower case, no punctuation, "bitte", shorthand.
 * - Tobias, 33, carpenter (Schreiner) in Freiburg: terse German, no capitals, leaves out verbs and articles.
 * - Miriam, 30, police inspector (Polizeikommissarin) in Leipzig: standard German in full sentences, capitals and
 *   punctuation, quotes task names.
 */
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
  ERRANDS,
  type EvaluationCase,
  en,
  FAMILY,
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
import type { SeedAnswers } from "./seed-questions";

/** The seed's answers to the questions below that messages.ts does not spell out, computed by hand from seed.ts. */
export const SEALED18_SEED_ANSWERS: SeedAnswers = {
  SUNDAY: ["Clean the garage"],
  WEEKEND: ["Grocery shopping", "Oma anrufen", "Clean the garage"],
  BILLS: ["Pay electricity bill", "Pay rent"],
  DONE_YESTERDAY: ["Collect sales figures", "Email landlord"],
  WORK_THIS_WEEK: [
    "Team standup notes",
    "Review Q4 budget",
    "Reply to Tom",
    "Steuerberater anrufen",
    "Prepare client presentation",
  ],
};

const A = SEALED18_SEED_ANSWERS as Required<
  Pick<SeedAnswers, "WEEKEND" | "BILLS" | "DONE_YESTERDAY" | "WORK_THIS_WEEK">
>;
const TODAY_ANSWER = anyOf(answer(...TODAY), answer(...DUE_TODAY));

export const SEALED18_CASES: EvaluationCase[] = [
  // ——— add (English 13) ———
  en("add", "add pick up dry cleaning tmrw", create({ title: "Pick up dry cleaning", due: TOMORROW_DATE })),
  en(
    "add",
    "remind me to ring the landlord about the boiler friday at 5pm",
    create({ title: "Ring the landlord about the boiler", due: "2026-11-27T17:00" }),
  ),
  en("add", "new task renew my car insurance", create({ title: "Renew my car insurance" })),
  en("add", "buy oat milk", create({ title: "Buy oat milk" })),
  en("add", "milk", orAsk(create({ title: "Milk" }))),
  en("add", "need to book a haircut next week", create({ title: "Book a haircut" })),
  en(
    "add",
    "add sort out the christmas party playlist to my work list",
    create({ title: "Sort out the christmas party playlist", list: "Work" }),
  ),
  en(
    "add",
    "urgent - order more coffee beans for the cafe by saturday",
    create({ title: "Order more coffee beans for the cafe", due: SATURDAY_DATE, priority: "high" }),
  ),
  en("add", "add call mum sunday 6pm", create({ title: "Call mum", due: "2026-11-29T18:00" })),
  en(
    "add",
    "get passport photos monday #errands",
    create({ title: "Get passport photos", due: NEXT_MONDAY, tags: ["errands"] }),
  ),
  en("add", "pay council tax on the 1st", create({ title: "Pay council tax", due: "2026-12-01" })),
  en(
    "add",
    "Could you add 'Submit lab safety form' for Monday, please?",
    create({ title: "Submit lab safety form", due: NEXT_MONDAY }),
  ),
  en("add", "Add to my home list: descale the kettle.", create({ title: "Descale the kettle", list: "Home" })),

  // ——— add (German 14) ———
  de("add", "zahnbürste kaufen", create({ title: "Zahnbürste kaufen" })),
  de(
    "add",
    "morgen brillengläser für frau weber bestellen",
    create({ title: "Brillengläser für Frau Weber bestellen", due: TOMORROW_DATE }),
  ),
  de("add", "Bitte füge „Reifenwechsel“ für Samstag hinzu.", create({ title: "Reifenwechsel", due: SATURDAY_DATE })),
  de(
    "add",
    "erinnere mich montag 8:30 uhr dienstplan abgeben",
    create({ title: "Dienstplan abgeben", due: "2026-11-30T08:30" }),
  ),
  de(
    "add",
    "holz für den esstisch bestellen bis freitag",
    create({ title: "Holz für den Esstisch bestellen", due: TOMORROW_DATE }),
  ),
  de("add", "neue aufgabe: kündigung handyvertrag", create({ title: "Kündigung Handyvertrag" })),
  de("add", "brot", orAsk(create({ title: "Brot" }))),
  de(
    "add",
    "Trag bitte „Fortbildung anmelden“ in die Liste Work ein.",
    create({ title: "Fortbildung anmelden", list: "Work" }),
  ),
  de("add", "geschenk für papa kaufen #familie", create({ title: "Geschenk für Papa kaufen", tags: ["familie"] })),
  de(
    "add",
    "wichtig steuerbescheid prüfen bis 3.12.",
    create({ title: "Steuerbescheid prüfen", due: "2026-12-03", priority: "high" }),
  ),
  de("add", "mama anrufen sonntag 18 uhr", create({ title: "Mama anrufen", due: "2026-11-29T18:00" })),
  de(
    "add",
    "für die home liste: glühbirne im flur wechseln",
    create({ title: "Glühbirne im Flur wechseln", list: "Home" }),
  ),
  de("add", "kannst du mir werkzeug schärfen für nächste woche eintragen", create({ title: "Werkzeug schärfen" })),
  de("add", "übermorgen paket zur post bringen", create({ title: "Paket zur Post bringen", due: SATURDAY_DATE })),

  // ——— question (English 13) ———
  en("question", "whats on today", TODAY_ANSWER),
  en("question", "show me overdue stuff", answer(...OVERDUE)),
  en("question", "what do i have tmrw", answer(...TOMORROW)),
  en("question", "when's the dentist", answer("Dentist")),
  en("question", "how many things have i got on saturday", answer(...SATURDAY)),
  en(
    "question",
    "what's in my work list for this week",
    anyOf(answer(...A.WORK_THIS_WEEK), answer(...A.WORK_THIS_WEEK, "Send invoice to Acme")),
  ),
  en("question", "show everything tagged errands", answer(...ERRANDS)),
  en("question", "what did i get done yesterday", answer(...A.DONE_YESTERDAY)),
  en("question", "which ones are high priority", answer(...SEED_ANSWERS.HIGH)),
  en("question", "anything on this weekend?", answer(...A.WEEKEND)),
  en("question", "What bills have I got coming up?", anyOf(answer(...A.BILLS), answer("Pay rent"))),
  en("question", "What have I got with no date on it?", withOrWithoutSubtasks(SEED_ANSWERS.UNDATED)),
  en("question", "whats next week looking like", answer(...NEXT_WEEK)),

  // ——— question (German 13) ———
  de("question", "was steht heute an", TODAY_ANSWER),
  de("question", "was ist überfällig?", answer(...OVERDUE)),
  de("question", "was hab ich morgen", answer(...TOMORROW)),
  de("question", "wann ist der arzttermin", answer("Arzttermin")),
  de("question", "wie viele aufgaben hab ich nächste woche", answer(...NEXT_WEEK)),
  de("question", "zeig mir alles mit hoher priorität", answer(...SEED_ANSWERS.HIGH)),
  de("question", "Was habe ich diese Woche schon erledigt?", answer(...DONE_THIS_WEEK)),
  de("question", "was ist in der liste home", answer(...SEED_ANSWERS.HOME)),
  de("question", "welche aufgaben haben kein datum", withOrWithoutSubtasks(SEED_ANSWERS.UNDATED)),
  de("question", "was steht am samstag an", answer(...SATURDAY)),
  de("question", "zeig mir die aufgaben mit dem tag family", answer(...FAMILY)),
  de("question", "Was habe ich letzte Woche erledigt?", answer(...SEED_ANSWERS.DONE_LAST_WEEK)),
  de("question", "wann muss ich die miete zahlen", answer("Pay rent")),

  // ——— edit (English 11) ———
  en("edit", "move the dentist to monday 9am", update({ Dentist: { due: "2026-11-30T09:00" } })),
  en("edit", "change call bank to 3pm", update({ "Call bank": { due: "2026-11-26T15:00" } })),
  en("edit", "make fix the leaking tap urgent", update({ "Fix the leaking tap": { priority: "high" } })),
  en(
    "edit",
    "rename organise photos to sort wedding photos",
    update({ "Organise photos": { title: "Sort wedding photos" } }),
  ),
  en(
    "edit",
    "add the shopping tag to research new laptop",
    update({ "Research new laptop": { tags: ["tech", "shopping"] } }),
  ),
  en("edit", "take the errands tag off renew passport", update({ "Renew passport": { tags: [] } })),
  en("edit", "move update cv to home", update({ "Update CV": { list: "Home" } })),
  en("edit", "stop the trash one repeating", update({ "Take out the trash": { recurrence: null } })),
  en("edit", "push the car service to dec 10", update({ "Car service": { due: "2026-12-10" } })),
  en(
    "edit",
    "Could you remind me about the quarterly report an hour before it's due?",
    update({ "Quarterly report": { reminders: 1 } }),
  ),
  en(
    "edit",
    "Please move 'Learn Spanish' to a list called Personal.",
    orAsk(change({ update: { "Learn Spanish": { list: "Personal" } }, newLists: ["Personal"] })),
  ),

  // ——— edit (German 11) ———
  de(
    "edit",
    "verschieb den arzttermin auf freitag 9 uhr",
    anyOf(
      update({ Arzttermin: { due: "2026-11-27T09:00" } }),
      update({ Arzttermin: { due: "2026-12-04T09:00" } }),
      ASK,
    ),
  ),
  de("edit", "oma anrufen auf sonntag verschieben", update({ "Oma anrufen": { due: "2026-11-29" } })),
  de("edit", "setz fahrrad reparieren auf hohe priorität", update({ "Fahrrad reparieren": { priority: "high" } })),
  de(
    "edit",
    "Benenne „Learn Spanish“ bitte in „Spanisch lernen“ um.",
    update({ "Learn Spanish": { title: "Spanisch lernen" } }),
  ),
  de(
    "edit",
    "steuerberater anrufen auf 15 uhr verschieben",
    update({ "Steuerberater anrufen": { due: "2026-11-26T15:00" } }),
  ),
  de(
    "edit",
    "füg bei steuerberater anrufen den tag finance hinzu",
    update({ "Steuerberater anrufen": { tags: ["finance"] } }),
  ),
  de("edit", "organise photos in die liste home", update({ "Organise photos": { list: "Home" } })),
  de(
    "edit",
    "„Take out the trash“ soll sich nicht mehr wiederholen.",
    update({ "Take out the trash": { recurrence: null } }),
  ),
  de("edit", "erinner mich 30 min vorher an den arzttermin", update({ Arzttermin: { reminders: 1 } })),
  de("edit", "christmas cards bitte auf den 5.12. verschieben", update({ "Christmas cards": { due: "2026-12-05" } })),
  de("edit", "entferne den tag errands bei pick up parcel", update({ "Pick up parcel": { tags: [] } })),

  // ——— complete (English 5) ———
  en("complete", "done with the standup notes", complete("Team standup notes")),
  en("complete", "i paid the electricity bill", complete("Pay electricity bill")),
  en("complete", "tick off water the plants", complete("Water the plants")),
  en("complete", "finished the outline for the presentation", complete("Draft outline")),
  en("complete", "Finally sent the invoice to Acme.", complete("Send invoice to Acme")),

  // ——— complete (German 6) ———
  de("complete", "oma angerufen", complete("Oma anrufen")),
  de("complete", "steuerberater erledigt", complete("Steuerberater anrufen")),
  de("complete", "hab die pflanzen gegossen", complete("Water the plants")),
  de("complete", "Bitte „Pick up parcel“ als erledigt markieren.", complete("Pick up parcel")),
  de("complete", "fahrrad ist repariert", complete("Fahrrad reparieren")),
  de("complete", "design slides fertig", complete("Design slides")),

  // ——— delete (English 4) ———
  en("delete", ["delete organise photos", YES], remove("Organise photos")),
  en("delete", ["get rid of the gym membership task", YES], remove("Cancel gym membership")),
  en("delete", ["remove read dune pls", YES], remove("Read Dune")),
  en("delete", ["I don't need the laptop research any more, please delete it.", YES], remove("Research new laptop")),

  // ——— delete (German 3) ———
  de("delete", ["lösch organise photos", YES], remove("Organise photos")),
  de("delete", ["fahrrad reparieren bitte löschen", YES], remove("Fahrrad reparieren")),
  de("delete", ["Entferne bitte die Aufgabe „Update CV“.", YES], remove("Update CV")),

  // ——— undo (English 3) ———
  en("undo", ["add get a new phone charger", "undo"], REVERT),
  en("undo", ["make read dune high priority", "undo that"], REVERT),
  en("undo", ["i called the bank", "wait no undo that i haven't yet"], REVERT),

  // ——— undo (German 3) ———
  de("undo", ["füg hinzu: laminat ausmessen", "rückgängig"], REVERT),
  de("undo", ["oma angerufen", "nee mach das rückgängig"], REVERT),
  de("undo", ["Verschiebe „Dentist“ auf Montag.", "Bitte rückgängig machen."], REVERT),

  // ——— reference (English 5) ———
  en("reference", ["when's the car service", "move it to monday"], update({ "Car service": { due: NEXT_MONDAY } })),
  en("reference", ["whats tagged travel", "booked it, mark it done"], complete("Book flights to Lisbon")),
  en(
    "reference",
    ["what's overdue", "push them all to tmrw"],
    update({
      Dentist: { due: TOMORROW_DATE },
      "Pay electricity bill": { due: TOMORROW_DATE },
      "Send invoice to Acme": { due: TOMORROW_DATE },
    }),
  ),
  en("reference", ["anything for the garden?", "did that already"], complete("Water the plants")),
  en(
    "reference",
    ["When do I have to renew my passport?", "Can you make that high priority?"],
    update({ "Renew passport": { priority: "high" } }),
  ),

  // ——— reference (German 4) ———
  de(
    "reference",
    ["wann wollte ich oma anrufen", "verschieb das auf sonntag"],
    update({ "Oma anrufen": { due: "2026-11-29" } }),
  ),
  de("reference", ["was steht am sonntag an", "das ist erledigt"], complete("Clean the garage")),
  de(
    "reference",
    ["Wann ist der Arzttermin?", "Mach den bitte eine Stunde später."],
    update({ Arzttermin: { due: "2026-12-03T09:15" } }),
  ),
  de(
    "reference",
    ["zeig mir alles mit dem tag bills", "schieb beide auf montag"],
    update({ "Pay electricity bill": { due: NEXT_MONDAY }, "Pay rent": { due: NEXT_MONDAY } }),
  ),

  // ——— compound (English 4) ———
  en(
    "compound",
    "done with reply to tom and move the standup notes to 12pm",
    change({ complete: ["Reply to Tom"], update: { "Team standup notes": { due: "2026-11-26T12:00" } } }),
  ),
  en(
    "compound",
    "add 3 tasks: buy stamps, order bin bags and book the mot",
    create({ title: "Buy stamps" }, { title: "Order bin bags" }, { title: "Book the mot" }),
  ),
  en(
    "compound",
    "called the bank, also move pick up parcel to saturday",
    change({ complete: ["Call bank"], update: { "Pick up parcel": { due: SATURDAY_DATE } } }),
  ),
  en(
    "compound",
    "Could you move the quarterly report to Thursday next week and remind me the day before?",
    update({ "Quarterly report": { due: "2026-12-03", reminders: 1 } }),
  ),

  // ——— compound (German 4) ———
  de(
    "compound",
    "oma angerufen und arzttermin auf 9 uhr verschieben",
    change({ complete: ["Oma anrufen"], update: { Arzttermin: { due: "2026-12-03T09:00" } } }),
  ),
  de(
    "compound",
    "füge hinzu: dübel kaufen, schleifpapier bestellen und kreissäge warten",
    create({ title: "Dübel kaufen" }, { title: "Schleifpapier bestellen" }, { title: "Kreissäge warten" }),
  ),
  de(
    "compound",
    "„Call bank“ ist erledigt. Und bitte verschiebe „Reply to Tom“ auf morgen.",
    change({ complete: ["Call bank"], update: { "Reply to Tom": { due: TOMORROW_DATE } } }),
  ),
  de(
    "compound",
    "setz renew passport auf hohe priorität und füg den tag behörde hinzu",
    update({ "Renew passport": { priority: "high", tags: ["errands", "behörde"] } }),
  ),

  // ——— plan (English 4) ———
  en("plan", "can you plan out my day", PLAN),
  en("plan", "what should i tackle next", NEXT),
  en("plan", "plan my week pls", PLAN),
  en("plan", "What would you do first?", NEXT),

  // ——— plan (German 4) ———
  de("plan", "plan meinen tag", PLAN),
  de("plan", "was soll ich als nächstes machen", NEXT),
  de("plan", "Kannst du meine Woche planen?", PLAN),
  de("plan", "womit fang ich am besten an", NEXT),

  // ——— small talk (English 3, German 3) ———
  en("small-talk", "thanks!!", NONE),
  en("small-talk", "morning :)", NONE),
  en("small-talk", "you're a lifesaver, cheers", NONE),
  de("small-talk", "danke dir", NONE),
  de("small-talk", "moin", NONE),
  de("small-talk", "Du bist wirklich eine große Hilfe!", NONE),

  // ——— unknown command (English 3, German 3) ———
  en("unknown-command", "change my password", NONE),
  en("unknown-command", "share my work list with dave", NONE),
  en("unknown-command", "Could you email me a copy of my tasks?", NONE),
  de("unknown-command", "stell die app auf dunkel", NONE),
  de("unknown-command", "schick meine liste per whatsapp an meinen kollegen", NONE),
  de("unknown-command", "Bitte drucke mir die Liste für morgen aus.", NONE),

  // ——— dates (English 4) ———
  en("dates", "eye test jan 14 at 3pm", create({ title: "Eye test", due: "2027-01-14T15:00" })),
  en(
    "dates",
    "swim training every tue and thu at 6am",
    create({ title: "Swim training", recurrence: "FREQ=WEEKLY;BYDAY=TU,TH" }),
  ),
  en(
    "dates",
    "pay phone bill on the 15th of every month",
    create({ title: "Pay phone bill", recurrence: "FREQ=MONTHLY;BYMONTHDAY=15" }),
  ),
  en("dates", "pick up the cake saturday at 3", create({ title: "Pick up the cake", due: "2026-11-28T15:00" })),

  // ——— dates (German 4) ———
  de("dates", "elternabend am 10.12. um 19 uhr", create({ title: "Elternabend", due: "2026-12-10T19:00" })),
  de(
    "dates",
    "jeden dienstag altpapier rausstellen",
    create({ title: "Altpapier rausstellen", recurrence: "FREQ=WEEKLY;BYDAY=TU" }),
  ),
  de(
    "dates",
    "blumen im büro gießen alle zwei wochen",
    create({ title: "Blumen im Büro gießen", recurrence: "FREQ=WEEKLY;INTERVAL=2" }),
  ),
  de("dates", "werkstatttermin am 14.1. um 10 uhr", create({ title: "Werkstatttermin", due: "2027-01-14T10:00" })),
];
