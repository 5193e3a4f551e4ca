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
  NEXT_WEEK,
  NONE,
  OVERDUE,
  PLAN,
  REVERT,
  remove,
  SATURDAY,
  TODAY,
  TOMORROW,
  update,
  WORK_TODAY,
  withOrWithoutSubtasks,
  YES,
} from "./messages";
import type { SeedAnswers } from "./seed-questions";

/**
 * Drill 5: a blind corpus. It was written without seeing the assistant's code or any other corpus; the only
 * files read were issue 21 (the assistant's spec), seed.ts (the seeded account and the clock), score.ts (how
 * an expectation is scored), run.ts (how cases are run) and the first 180 lines of messages.ts (the helpers and
 * the seed's answers). Every expectation was written before any run.
 *
 * The clock: Thursday 26 November 2026, 09:00 in Berlin; weeks start on Monday, so "this week" is 23–29
 * November, "next week" 30 November – 6 December, "last week" 16–22 November, and a month and day with no
 * year read as the next such day (January dates are in 2027).
 *
 * The people who type it: a Bavarian farmer in his fifties (dialect: "hob", "ned", "moang", "fei"), a Swiss
 * architect writing Standard German with Swiss words ("Znüni", "parkieren", "grüezi"), an Austrian student in
 * Graz ("heuer", "Jänner", "leiwand"), a retired US postal worker in Ohio (full sentences, "could you
 * please", "gonna"), a Scottish software developer ("aye", "wee", "the morra", terse, markdown habits) and a
 * Turkish-German shop owner in Duisburg (German and English mixed, short and busy).
 */

// The seed's answers this corpus needs beyond the exported ones, worked out from seed.ts.
const REST_OF_WEEK = [...DUE_TODAY, ...TOMORROW, ...SATURDAY, "Clean the garage"];
/** This week: from today, or the whole week (its overdue days too), or with everything overdue. */
const THIS_WEEK = anyOf(
  answer(...REST_OF_WEEK),
  answer(...REST_OF_WEEK, "Dentist", "Pay electricity bill"),
  answer(...REST_OF_WEEK, ...OVERDUE),
);
/** Tuesday 1 December. */
const TUESDAY = ["1:1 with Sarah", "Yoga class", "Pay rent"];
/** Saturday 28 and Sunday 29 November. */
const WEEKEND = [...SATURDAY, "Clean the garage"];
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
const BILLS = ["Pay electricity bill", "Pay rent"];
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
/** Due in December 2026. */
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
const DONE_LAST_WEEK = ["Submit expense report", "Buy running shoes", "Book hotel in Lisbon"];

/** This corpus's own seed answers by question, for a test to check against the seeded account's. */
export const DRILL5_SEED_ANSWERS: SeedAnswers = {
  REST_OF_WEEK,
  TUESDAY,
  WEEKEND,
  UNDATED,
  WORK,
  HOME,
  BILLS,
  HIGH,
  HIGH_AT_WORK,
  DECEMBER,
  DONE_LAST_WEEK,
};
/** Done this week, with or without the subtask done on Wednesday. */
const DONE_THIS_WEEK_ANSWER = anyOf(answer(...DONE_THIS_WEEK), answer("Vacuum the flat", "Email landlord"));
/** Done yesterday (Wednesday 25 November), with or without the subtask. */
const DONE_YESTERDAY = anyOf(answer("Email landlord", "Collect sales figures"), answer("Email landlord"));
/** At work today, with or without the overdue invoice. */
const WORK_TODAY_ANSWER = anyOf(answer(...WORK_TODAY), answer(...WORK_TODAY, "Send invoice to Acme"));

export const DRILL5_CASES: EvaluationCase[] = [
  // ─── Questions ──────────────────────────────────────────────────────────────────────────────────────────
  en("question", "whats on my plate today", answer(...TODAY)),
  en("question", "am i behind on anything", answer(...OVERDUE)),
  en("question", "what have i got tomorrow", answer(...TOMORROW)),
  en("question", "Could you please tell me what is due next week?", answer(...NEXT_WEEK)),
  en("question", "how many high priority tasks do i have", answer(...HIGH)),
  en("question", "when is my car service", answer("Car service")),
  en("question", "whats in the work list", withOrWithoutSubtasks(WORK)),
  en("question", "show me my errands", answer(...ERRANDS)),
  en("question", "what did i get done last week", answer(...DONE_LAST_WEEK)),
  en("question", "tasks with no due date?", withOrWithoutSubtasks(UNDATED)),
  en("question", "what's coming up in december", answer(...DECEMBER)),
  en("question", "which bills are still open", answer(...BILLS)),
  en("question", "hows my week looking", THIS_WEEK),
  en("question", "whats due on the 2nd", answer("Quarterly report")),
  en("question", "what's high priority at work?", answer(...HIGH_AT_WORK)),
  de("question", "was steht heute an", answer(...TODAY)),
  de("question", "was hob i moang", answer(...TOMORROW)),
  de("question", "wie viele Aufgaben sind überfällig?", answer(...OVERDUE)),
  de("question", "wann ist der Arzttermin", answer("Arzttermin")),
  de("question", "zeig mir alles mit #family", answer(...FAMILY)),
  de("question", "Was habe ich diese Woche erledigt?", DONE_THIS_WEEK_ANSWER),
  de("question", "Was ist in der Liste Home?", answer(...HOME)),
  de("question", "was is am 3.12.?", answer("Arzttermin")),
  de("question", "Was ist am Wochenende los?", answer(...WEEKEND)),
  de("question", "welche aufgaben haben hohe priorität", answer(...HIGH)),
  de("question", "was hob i no ohne datum", withOrWithoutSubtasks(UNDATED)),
  de("question", "was hab ich gestern erledigt", DONE_YESTERDAY),
  de("question", "was hab i heuer im dezember no alles", answer(...DECEMBER)),
  de("question", "Grüezi! Was habe ich morgen?", answer(...TOMORROW)),
  de("question", "was ist heute fällig in Work, schnell bitte", WORK_TODAY_ANSWER),

  // ─── Adds ───────────────────────────────────────────────────────────────────────────────────────────────
  en("add", "add get new wiper blades", create({ title: "get new wiper blades", due: null })),
  en(
    "add",
    "Could you please add a task to mail the package to my grandson on Monday",
    create({ title: "mail the package to my grandson", due: "2026-11-30" }),
  ),
  en(
    "add",
    "remind me to call the vet tomorrow at 10am",
    create({ title: "call the vet", due: "2026-11-27T10:00", reminders: 1 }),
  ),
  en("add", "bins out the morra", create({ title: "bins out", due: "2026-11-27" })),
  en(
    "add",
    "review auth PR tmrw p1 #code",
    create({ title: "review auth PR", due: "2026-11-27", priority: "high", tags: ["code"] }),
  ),
  en(
    "add",
    "gonna need to pick up my prescription friday",
    create({ title: "pick up my prescription", due: "2026-11-27" }),
  ),
  en("add", "add haircut saturday 11am", create({ title: "haircut", due: "2026-11-28T11:00" })),
  en("add", "put buy printer ink on the home list", create({ title: "buy printer ink", list: "Home" })),
  en(
    "add",
    "new task: update the dependency versions, high priority, work list",
    create({ title: "update the dependency versions", priority: "high", list: "Work" }),
  ),
  en(
    "add",
    "pay water bill on the 10th of every month",
    create({ title: "pay water bill", due: "2026-12-10", recurrence: "FREQ=MONTHLY;BYMONTHDAY=10" }),
  ),
  de("add", "Traktor zum TÜV bringa moang", create({ title: "Traktor zum TÜV bringa", due: "2026-11-27" })),
  de("add", "Futter bestellen bis Freitag bitte", create({ title: "Futter bestellen", due: "2026-11-27" })),
  de(
    "add",
    "Stall ausmisten jeden Samstag",
    create({ title: "Stall ausmisten", due: "2026-11-28", recurrence: "FREQ=WEEKLY;BYDAY=SA" }),
  ),
  de(
    "add",
    "Znüni für die Bauherrensitzung organisieren, morgen",
    create({ title: "Znüni für die Bauherrensitzung organisieren", due: "2026-11-27" }),
  ),
  de(
    "add",
    "Parkierbewilligung beim Amt beantragen nächsten Montag",
    create({ title: "Parkierbewilligung beim Amt beantragen", due: "2026-11-30" }),
  ),
  de(
    "add",
    "Pläne an den Bauherrn schicken Freitag 14 Uhr #projekt",
    create({ title: "Pläne an den Bauherrn schicken", due: "2026-11-27T14:00", tags: ["projekt"] }),
  ),
  de("add", "Hausübung Statistik bis Montag", create({ title: "Hausübung Statistik", due: "2026-11-30" })),
  de("add", "Kasse zählen heute 20 uhr pls", create({ title: "Kasse zählen", due: "2026-11-26T20:00" })),
  de(
    "add",
    "Lieferant anrufen morgen 10 uhr, dringend!!",
    create({ title: "Lieferant anrufen", due: "2026-11-27T10:00", priority: "high" }),
  ),
  de("add", "neue Aufgabe: Regale auffüllen, Liste Work", create({ title: "Regale auffüllen", list: "Work" })),
  de(
    "add",
    "erinner mich morgen um 9 Uhr die Zahnarztrechnung zu zahlen",
    anyOf(
      create({ title: "die Zahnarztrechnung zahlen", due: "2026-11-27T09:00", reminders: 1 }),
      create({ title: "Zahnarztrechnung zahlen", due: "2026-11-27T09:00", reminders: 1 }),
    ),
  ),
  de("add", "abi add Kartons entsorgen heute", create({ title: "Kartons entsorgen", due: "2026-11-26" })),

  // ─── Edits ──────────────────────────────────────────────────────────────────────────────────────────────
  en("edit", "rename read dune to Read Dune Messiah", update({ "Read Dune": { title: "Read Dune Messiah" } })),
  en("edit", "change the standup notes to 11:30", update({ "Team standup notes": { due: "2026-11-26T11:30" } })),
  en("edit", "push the car service to monday dec 7", update({ "Car service": { due: "2026-12-07" } })),
  en("edit", "make the team offsite urgent", update({ "Schedule team offsite": { priority: "high" } })),
  en(
    "edit",
    "tag research new laptop with #shopping",
    update({ "Research new laptop": { tags: ["tech", "shopping"] } }),
  ),
  en("edit", "remove the garden tag from water the plants", update({ "Water the plants": { tags: [] } })),
  en("edit", "move update cv to my home list", update({ "Update CV": { list: "Home" } })),
  en("edit", "yoga class shouldnt repeat anymore", update({ "Yoga class": { recurrence: null } })),
  en(
    "edit",
    "Could you please add a reminder for the quarterly report one hour before it is due",
    update({ "Quarterly report": { reminders: 1 } }),
  ),
  en(
    "edit",
    "also remind me about return library books 2 hours before",
    update({ "Return library books": { reminders: 3 } }),
  ),
  en(
    "edit",
    ["put learn spanish in a new list called Hobbies", YES],
    change({ update: { "Learn Spanish": { list: "Hobbies" } }, newLists: ["Hobbies"] }),
  ),
  de(
    "edit",
    "Benenn Fahrrad reparieren um in Fahrradschlauch flicken",
    update({ "Fahrrad reparieren": { title: "Fahrradschlauch flicken" } }),
  ),
  de("edit", "Oma anrufen auf Sonntag verschieben", update({ "Oma anrufen": { due: "2026-11-29" } })),
  de("edit", "Steuerberater anrufen auf 15 Uhr", update({ "Steuerberater anrufen": { due: "2026-11-26T15:00" } })),
  de("edit", "Arzttermin auf 9:30 ändern", update({ Arzttermin: { due: "2026-12-03T09:30" } })),
  de("edit", "mach Organise photos wichtig", update({ "Organise photos": { priority: "high" } })),
  de("edit", "Take out the trash soll sich nimmer wiederholen", update({ "Take out the trash": { recurrence: null } })),
  de("edit", "tu bei Learn Spanish den Tag abends dazu", update({ "Learn Spanish": { tags: ["learning", "abends"] } })),
  de("edit", "Renew passport auf den 7.12. verschieben", update({ "Renew passport": { due: "2026-12-07" } })),
  de("edit", "erinnere mich an Oma anrufen eine halbe Stunde vorher", update({ "Oma anrufen": { reminders: 1 } })),
  de("edit", "den tag errands bei Pick up parcel bitte entfernen", update({ "Pick up parcel": { tags: [] } })),
  de(
    "edit",
    "verschieb Clean the garage auf nächsten Samstag",
    anyOf(
      update({ "Clean the garage": { due: "2026-11-28" } }),
      update({ "Clean the garage": { due: "2026-12-05" } }),
      ASK,
    ),
  ),

  // ─── Completes ──────────────────────────────────────────────────────────────────────────────────────────
  en("complete", "did the standup notes", complete("Team standup notes")),
  en("complete", "done with reply to tom", complete("Reply to Tom")),
  en("complete", "took the trash out", complete("Take out the trash")),
  en("complete", "paid the electricity bill finally lol", complete("Pay electricity bill")),
  en("complete", "draft outline is done", complete("Draft outline")),
  de("complete", "Steuerberater anrufen erledigt", complete("Steuerberater anrufen")),
  de("complete", "Oma anrufen hob i scho gmacht", complete("Oma anrufen")),
  de("complete", "Fahrrad reparieren ist fertig", complete("Fahrrad reparieren")),
  de("complete", "Pick up parcel erledigt, danke", complete("Pick up parcel")),
  de("complete", "Design slides fertig, mach heute nix mehr dran", complete("Design slides")),

  // ─── Deletes: asked first ───────────────────────────────────────────────────────────────────────────────
  en("delete", ["delete organise photos", YES], remove("Organise photos")),
  en("delete", ["Could you please remove the yoga class", YES], remove("Yoga class")),
  en("delete", "get rid of cancel gym membership", ASK),
  en("delete", ["bin the research new laptop task", YES], remove("Research new laptop")),
  en("delete", "delete everything", NONE),
  de("delete", ["lösch Fahrrad reparieren bitte", YES], remove("Fahrrad reparieren")),
  de("delete", "Lösch Update CV", ASK),
  de("delete", ["Christmas cards löschen, brauch ich heuer nicht", YES], remove("Christmas cards")),
  de("delete", ["den Arzttermin kannst löschn", YES], remove("Arzttermin")),

  // ─── Undo ───────────────────────────────────────────────────────────────────────────────────────────────
  en("undo", ["add buy dog food", "undo"], REVERT),
  en("undo", ["move the dentist to monday", "undo that"], REVERT),
  en("undo", ["done with reply to tom", "oops, undo"], REVERT),
  en("undo", ["rename learn spanish to Learn Portuguese", "actually undo that pls"], REVERT),
  en("undo", "undo", NONE),
  de("undo", ["Oma anrufen erledigt", "rückgängig"], REVERT),
  de("undo", ["Kasse zählen morgen 20 Uhr", "mach das rückgängig bitte"], REVERT),
  de("undo", ["lösch Learn Spanish", YES, "doch nicht, rückgängig machen"], REVERT),
  de("undo", ["Call bank auf 16 Uhr", "stopp, mach das rückgängig"], REVERT),

  // ─── References to the previous reply ───────────────────────────────────────────────────────────────────
  en(
    "reference",
    ["when is the dentist", "move it to monday at 9am"],
    update({ Dentist: { due: "2026-11-30T09:00" } }),
  ),
  en("reference", ["show me my errands", "the first one is done"], complete("Pick up parcel")),
  en(
    "reference",
    ["whens the car service", "make that high priority"],
    update({ "Car service": { priority: "high" } }),
  ),
  en(
    "reference",
    ["anything with the health tag?", "move the third one to dec 7"],
    update({ Arzttermin: { due: "2026-12-07" } }),
  ),
  en("reference", "move it to friday", NONE),
  en(
    "reference",
    ["when is reply to tom due", "aye push it to the morra"],
    update({ "Reply to Tom": { due: "2026-11-27" } }),
  ),
  de("reference", ["was steht am samstag an", "das zweite ist erledigt"], complete("Oma anrufen")),
  de("reference", ["wann is da Steuerberater dran", "des is erledigt fei"], complete("Steuerberater anrufen")),
  de(
    "reference",
    ["wann ist Oma anrufen", "verschieb das auf sonntag 16 uhr"],
    update({ "Oma anrufen": { due: "2026-11-29T16:00" } }),
  ),
  de("reference", ["was hab ich mit #errands", "das letzte löschen", YES], remove("Renew passport")),
  de("reference", ["wann ist der Car service", "mach es wichtig"], update({ "Car service": { priority: "high" } })),

  // ─── Compound requests ──────────────────────────────────────────────────────────────────────────────────
  en(
    "compound",
    "done with reply to tom and push call bank to tomorrow",
    change({ complete: ["Reply to Tom"], update: { "Call bank": { due: "2026-11-27" } } }),
  ),
  en(
    "compound",
    "add 3 things: dog food, batteries and stamps",
    create({ title: "dog food" }, { title: "batteries" }, { title: "stamps" }),
  ),
  en(
    "compound",
    "finished the q4 budget review, also rename update cv to Update CV for 2027",
    change({ complete: ["Review Q4 budget"], update: { "Update CV": { title: "Update CV for 2027" } } }),
  ),
  en(
    "compound",
    "move grocery shopping to sunday and make it high priority",
    update({ "Grocery shopping": { due: "2026-11-29", priority: "high" } }),
  ),
  en(
    "compound",
    "Could you please mark the standup notes done and add call the plumber on Monday",
    change({ complete: ["Team standup notes"], create: [{ title: "call the plumber", due: "2026-11-30" }] }),
  ),
  de(
    "compound",
    "Oma anrufen erledigt und Grocery shopping auf Sonntag",
    change({ complete: ["Oma anrufen"], update: { "Grocery shopping": { due: "2026-11-29" } } }),
  ),
  de(
    "compound",
    "füg drei Sachen hinzu: Brot, Eier und Käse",
    create({ title: "Brot" }, { title: "Eier" }, { title: "Käse" }),
  ),
  de(
    "compound",
    "Steuerberater anrufen erledigt, Call bank auf morgen 10 Uhr verschieben",
    change({ complete: ["Steuerberater anrufen"], update: { "Call bank": { due: "2026-11-27T10:00" } } }),
  ),
  de(
    "compound",
    "Pick up parcel hob i gmacht und Clean the garage auf nächste Woche Samstag",
    change({ complete: ["Pick up parcel"], update: { "Clean the garage": { due: "2026-12-05" } } }),
  ),
  de(
    "compound",
    "Lieferung annehmen morgen 8 uhr und Regale putzen am samstag, danke",
    create({ title: "Lieferung annehmen", due: "2026-11-27T08:00" }, { title: "Regale putzen", due: "2026-11-28" }),
  ),

  // ─── Plans ──────────────────────────────────────────────────────────────────────────────────────────────
  en("plan", "Could you please help me plan out my day", PLAN),
  en("plan", "plan the week pls", PLAN),
  en("plan", "what should i work on next", NEXT),
  en("plan", "whats the one thing i should do right now", NEXT),
  en(
    "plan",
    "break down prepare client presentation into rehearse the talk, print handouts and book a meeting room",
    create(
      { title: "rehearse the talk", parent: "Prepare client presentation" },
      { title: "print handouts", parent: "Prepare client presentation" },
      { title: "book a meeting room", parent: "Prepare client presentation" },
    ),
  ),
  de("plan", "plan mir den tag", PLAN),
  de("plan", "Wochenplan bitte", PLAN),
  de("plan", "was soll i als nächstes macha", NEXT),
  de(
    "plan",
    "Fahrrad reparieren aufteilen in Schlauch kaufen, Reifen flicken und Bremsen einstellen",
    create(
      { title: "Schlauch kaufen", parent: "Fahrrad reparieren" },
      { title: "Reifen flicken", parent: "Fahrrad reparieren" },
      { title: "Bremsen einstellen", parent: "Fahrrad reparieren" },
    ),
  ),
  de(
    "plan",
    "teil Clean the garage auf: Werkzeug sortieren, Boden kehren, Altglas wegbringen",
    create(
      { title: "Werkzeug sortieren", parent: "Clean the garage" },
      { title: "Boden kehren", parent: "Clean the garage" },
      { title: "Altglas wegbringen", parent: "Clean the garage" },
    ),
  ),

  // ─── Small talk: nothing changes ────────────────────────────────────────────────────────────────────────
  en("small-talk", "thanks mate", NONE),
  en("small-talk", "aye cheers thats grand", NONE),
  en("small-talk", "Good morning! How are you doing today?", NONE),
  en("small-talk", "lol ok", NONE),
  de("small-talk", "danke dir", NONE),
  de("small-talk", "Grüezi mitenand", NONE),
  de("small-talk", "servus, wie geht's dir?", NONE),
  de("small-talk", "leiwand, danke!", NONE),

  // ─── Commands it cannot carry out: nothing changes ──────────────────────────────────────────────────────
  en("unknown-command", "email tom the budget spreadsheet", NONE),
  en("unknown-command", "Could you please print my list for this week", NONE),
  en("unknown-command", "sync everything to my google calendar", NONE),
  en("unknown-command", "order a pizza for the team", NONE),
  de("unknown-command", "schick dem Steuerberater eine Mail", NONE),
  de("unknown-command", "exportier alles als Excel", NONE),
  de("unknown-command", "ruf meine Frau an", NONE),
  de("unknown-command", "teil die Liste Home mit meiner Frau", NONE),

  // ─── Dates, absurd-date traps among them ────────────────────────────────────────────────────────────────
  en("dates", "move arzttermin to 14 jan 10am", update({ Arzttermin: { due: "2027-01-14T10:00" } })),
  en(
    "dates",
    "book the venue for the xmas party december 18",
    create({ title: "book the venue for the xmas party", due: "2026-12-18" }),
  ),
  en("dates", "renew car insurance 3 feb", create({ title: "renew car insurance", due: "2027-02-03" })),
  en("dates", "call supplier at 4", create({ title: "call supplier", due: "2026-11-26T16:00" })),
  en("dates", "move the christmas cards to the 20th", update({ "Christmas cards": { due: "2026-12-20" } })),
  en("dates", "gym tue thu 6pm", create({ title: "gym", recurrence: "FREQ=WEEKLY;BYDAY=TU,TH" })),
  en(
    "dates",
    "pay council tax on the 15th of every month",
    create({ title: "pay council tax", due: "2026-12-15", recurrence: "FREQ=MONTHLY;BYMONTHDAY=15" }),
  ),
  en(
    "dates",
    "mum's birthday march 3 every year",
    create({ title: "mum's birthday", due: "2027-03-03", recurrence: "FREQ=YEARLY" }),
  ),
  en("dates", "move clean the garage to 12 may 2019", NONE),
  en(
    "dates",
    "chase acme about payment in a fortnight",
    create({ title: "chase acme about payment", due: "2026-12-10" }),
  ),
  en(
    "dates",
    "order new glasses 2/3",
    anyOf(
      create({ title: "order new glasses", due: "2027-03-02" }),
      create({ title: "order new glasses", due: "2027-02-03" }),
      ASK,
    ),
  ),
  de("dates", "Zahnarzt 14.1. um 9 Uhr", create({ title: "Zahnarzt", due: "2027-01-14T09:00" })),
  de("dates", "Prüfung Statistik am 20. Jänner", create({ title: "Prüfung Statistik", due: "2027-01-20" })),
  de("dates", "Steuererklärung bis 31.12.", create({ title: "Steuererklärung", due: "2026-12-31" })),
  de("dates", "Christmas cards auf 18.12. verschieben", update({ "Christmas cards": { due: "2026-12-18" } })),
  de("dates", "Rechnung Schreiner übermorgen um 3", create({ title: "Rechnung Schreiner", due: "2026-11-28T15:00" })),
  de(
    "dates",
    "Müll rausbringen alle zwei Wochen am Montag",
    create({ title: "Müll rausbringen", recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO" }),
  ),
  de(
    "dates",
    "Geburtstag Papa 5. März jedes Jahr",
    create({ title: "Geburtstag Papa", due: "2027-03-05", recurrence: "FREQ=YEARLY" }),
  ),
  de("dates", "Renew passport auf 12.5.2019 verschieben", NONE),
  de(
    "dates",
    "Termin Hausverwaltung nächsten Freitag 10 Uhr",
    anyOf(
      create({ title: "Termin Hausverwaltung", due: "2026-11-27T10:00" }),
      create({ title: "Termin Hausverwaltung", due: "2026-12-04T10:00" }),
      ASK,
    ),
  ),
];
