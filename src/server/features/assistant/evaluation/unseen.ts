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

/**
 * A second held-out corpus, written by someone who never read the assistant's rules nor the other two corpora's
 * cases: messages as people type them (typos, lower case, several requests at once) to the seeded account (seed.ts)
 * on Thursday 26 November 2026, 09:00 in Berlin, each expectation fixed before the first run. Its figures measure
 * how the assistant carries over to wording nobody tuned it on; a case is never changed to match a reply.
 */

const TODAY_DATE = "2026-11-26";
/** "Today" may or may not bring in what is overdue. */
const TODAY_ANSWER = anyOf(answer(...DUE_TODAY), answer(...TODAY));
const REST_OF_WEEK = [...DUE_TODAY, ...TOMORROW, ...SATURDAY, "Clean the garage"];

/** This corpus's own seed answers by question, for a test to check against the seeded account's. */
export const UNSEEN_SEED_ANSWERS: SeedAnswers = {
  REST_OF_WEEK,
};
/** This week: from today, the whole week with its past days, or with everything overdue. */
const THIS_WEEK = anyOf(
  answer(...REST_OF_WEEK),
  answer(...REST_OF_WEEK, "Dentist", "Pay electricity bill"),
  answer(...REST_OF_WEEK, ...OVERDUE),
);
/** The subtask done this week may be counted or not. */
const DONE_THIS_WEEK_ANSWER = anyOf(
  answer(...DONE_THIS_WEEK),
  answer(...DONE_THIS_WEEK.filter((title) => title !== "Collect sales figures")),
);
/** A list's or undated answer may show the open subtasks of "Prepare client presentation" or not. */
const { HIGH, HOME, UNDATED, WORK, DONE_LAST_WEEK, TUESDAY } = SEED_ANSWERS;

export const UNSEEN_CASES: EvaluationCase[] = [
  ...group("add", "en", [
    ["pick up the dry cleaning on the way home", create({ title: "pick up the dry cleaning on the way home" })],
    ["get new batteries for the smoke alarm", create({ title: "get new batteries for the smoke alarm" })],
    ["add call the vet to my list", create({ title: "call the vet" })],
    ["todo: fix the bathroom door", create({ title: "fix the bathroom door" })],
    [
      "email the school about the trip friday",
      create({ title: "email the school about the trip", due: TOMORROW_DATE }),
    ],
    [
      "buy a birthday card for dad tomorrow #family",
      create({ title: "buy a birthday card for dad", due: TOMORROW_DATE, tags: ["family"] }),
    ],
    ["book car wash saturday 10am", create({ title: "book car wash", due: "2026-11-28T10:00" })],
    ["finish slides monday p1", create({ title: "finish slides", due: NEXT_MONDAY, priority: "high" })],
    [
      "water the balcony plants every sunday",
      create({ title: "water the balcony plants", recurrence: "FREQ=WEEKLY;BYDAY=SU", due: "2026-11-29" }),
    ],
    ["remind me to call mum tomorrow", create({ title: "call mum", due: TOMORROW_DATE })],
    ["remind me to take my pills at 8pm", create({ title: "take my pills", due: "2026-11-26T20:00" })],
    ["remind me on monday to send the timesheet", create({ title: "send the timesheet", due: NEXT_MONDAY })],
    ["add order printer ink to my work list", create({ title: "order printer ink", list: "Work" })],
    ["new task: prepare tax documents, high priority", create({ title: "prepare tax documents", priority: "high" })],
    ["clean the fridge +Home", create({ title: "clean the fridge", list: "Home" })],
    [
      "check tyre pressure every 2 weeks",
      anyOf(
        create({ title: "check tyre pressure", recurrence: "FREQ=WEEKLY;INTERVAL=2" }),
        create({ title: "check tyre pressure", recurrence: "FREQ=DAILY;INTERVAL=14" }),
      ),
    ],
  ]),
  ...group("add", "de", [
    ["Katzenfutter kaufen", create({ title: "Katzenfutter kaufen" })],
    ["Geschenk für Lisa besorgen morgen", create({ title: "Geschenk für Lisa besorgen", due: TOMORROW_DATE })],
    ["Erinnerung: morgen Kindergarten anrufen", create({ title: "Kindergarten anrufen", due: TOMORROW_DATE })],
    [
      "neue Aufgabe: Winterreifen montieren lassen #auto",
      create({ title: "Winterreifen montieren lassen", tags: ["auto"] }),
    ],
    [
      "Wohnung putzen jeden Samstag",
      create({ title: "Wohnung putzen", recurrence: "FREQ=WEEKLY;BYDAY=SA", due: SATURDAY_DATE }),
    ],
    [
      "Rechnung an Müller schicken Freitag hohe Priorität",
      create({ title: "Rechnung an Müller schicken", due: TOMORROW_DATE, priority: "high" }),
    ],
  ]),

  ...group("question", "en", [
    ["what have i got on today", TODAY_ANSWER],
    ["anything overdue?", answer(...OVERDUE)],
    ["whats on this week", THIS_WEEK],
    ["what's coming up next week", answer(...NEXT_WEEK)],
    ["whats on my plate tuesday", answer(...TUESDAY)],
    ["show me the work list", withOrWithoutSubtasks(WORK)],
    ["whats tagged errands", answer(...ERRANDS)],
    ["which tasks are high priority", answer(...HIGH)],
    ["how many tasks do i have due tomorrow", answer(...TOMORROW)],
    ["when is my yoga class", answer("Yoga class")],
    ["when is the quarterly report due again", answer("Quarterly report")],
    ["what have i ticked off this week", DONE_THIS_WEEK_ANSWER],
    ["what did i manage to finish last week", answer(...DONE_LAST_WEEK)],
    ["do i have anything on saturday", answer(...SATURDAY)],
    ["how many things are on my home list", answer(...HOME)],
    ["what have i got with no due date", withOrWithoutSubtasks(UNDATED)],
  ]),
  ...group("question", "de", [
    ["was muss ich heute alles machen", TODAY_ANSWER],
    ["welche Aufgaben sind schon überfällig", answer(...OVERDUE)],
    ["was hab ich nächste woche", answer(...NEXT_WEEK)],
    ["welche Aufgaben haben hohe Priorität", answer(...HIGH)],
    ["wann hab ich den Arzttermin?", answer("Arzttermin")],
    ["was habe ich diese Woche erledigt", DONE_THIS_WEEK_ANSWER],
    ["was ist mit #family getaggt", answer(...FAMILY)],
  ]),

  ...group("edit", "en", [
    ["rename 'read dune' to 'read children of dune'", update({ "Read Dune": { title: "read children of dune" } })],
    ["call bank should be high priority", orAsk(update({ "Call bank": { priority: "high" } }))],
    ["tag the tax return #urgent", update({ "Annual tax return": { tags: ["finance", "urgent"] } })],
    ["remove the books tag from read dune", update({ "Read Dune": { tags: [] } })],
    ["change reply to tom to 5pm", update({ "Reply to Tom": { due: "2026-11-26T17:00" } })],
    ["move car service to dec 8", update({ "Car service": { due: "2026-12-08T08:30" } })],
    ["put research new laptop in the work list", update({ "Research new laptop": { list: "Work" } })],
    ["yoga doesnt need to repeat anymore", orAsk(update({ "Yoga class": { recurrence: null } }))],
    ["remind me about the quarterly report an hour before", update({ "Quarterly report": { reminders: 1 } })],
    ["add a reminder 30 min before my 1:1 with sarah", update({ "1:1 with Sarah": { reminders: 1 } })],
    ["the dentist is actually monday at 9", orAsk(update({ Dentist: { due: "2026-11-30T09:00" } }))],
    [
      "send invoice to acme isnt urgent anymore",
      orAsk(
        anyOf(
          update({ "Send invoice to Acme": { priority: "medium" } }),
          update({ "Send invoice to Acme": { priority: "low" } }),
          update({ "Send invoice to Acme": { priority: "none" } }),
        ),
      ),
    ],
    ["take the health tag off the dentist", update({ Dentist: { tags: [] } })],
  ]),
  ...group("edit", "de", [
    ["Fahrrad reparieren auf Samstag verschieben", update({ "Fahrrad reparieren": { due: SATURDAY_DATE } })],
    ["kannst du den Arzttermin auf 9:30 legen", update({ Arzttermin: { due: "2026-12-03T09:30" } })],
    ["benenne Oma anrufen um in Oma und Opa anrufen", update({ "Oma anrufen": { title: "Oma und Opa anrufen" } })],
    [
      "füge bei Christmas cards den Tag weihnachten hinzu",
      update({ "Christmas cards": { tags: ["family", "weihnachten"] } }),
    ],
    ["beim Arzttermin will ich 30 Minuten vorher erinnert werden", update({ Arzttermin: { reminders: 1 } })],
    ["verschieb Steuerberater anrufen auf morgen", update({ "Steuerberater anrufen": { due: "2026-11-27T13:00" } })],
  ]),

  ...group("complete", "en", [
    ["i called the bank", orAsk(complete("Call bank"))],
    ["done with the standup notes", complete("Team standup notes")],
    ["finished reviewing the q4 budget", orAsk(complete("Review Q4 budget"))],
    ["took the trash out", orAsk(complete("Take out the trash"))],
    ["mark pay electricity bill as done", complete("Pay electricity bill")],
    ["plants are watered", orAsk(complete("Water the plants"))],
    ["sent the invoice to acme", orAsk(complete("Send invoice to Acme"))],
    ["done w/ the library books", orAsk(complete("Return library books"))],
  ]),
  ...group("complete", "de", [
    ["Oma anrufen ist erledigt", complete("Oma anrufen")],
    ["Steuerberater hab ich angerufen", orAsk(complete("Steuerberater anrufen"))],
  ]),

  ...group("delete", "en", [
    [["pls delete the organise photos task", YES], remove("Organise photos")],
    [["get rid of the gym membership task", YES], remove("Cancel gym membership")],
    [["remove learn spanish from my list", YES], remove("Learn Spanish")],
    [["i dont need research new laptop anymore, delete it", YES], remove("Research new laptop")],
    [["delete everything tagged books", YES], remove("Read Dune")],
  ]),
  ...group("delete", "de", [
    [["lösch Fahrrad reparieren", YES], remove("Fahrrad reparieren")],
    [["Update CV kannst du löschen", YES], remove("Update CV")],
  ]),

  ...group("undo", "en", [
    [["move grocery shopping to sunday", "undo"], REVERT],
    [["done with pick up parcel", "oops undo that"], REVERT],
    [["add get a haircut", "undo please"], REVERT],
    [["bump read dune up to high priority", "undo that"], REVERT],
  ]),
  ...group("undo", "de", [
    [["Steuerberater anrufen auf Montag verschieben", "mach das rückgängig"], REVERT],
    [["Arzttermin löschen", YES, "rückgängig"], REVERT],
  ]),

  ...group("reference", "en", [
    [
      ["what am i behind on", "move them all to tomorrow", YES],
      update({
        Dentist: { due: TOMORROW_DATE },
        "Pay electricity bill": { due: TOMORROW_DATE },
        "Send invoice to Acme": { due: TOMORROW_DATE },
      }),
    ],
    [["when's the dentist", "move it to monday"], update({ Dentist: { due: "2026-11-30T10:00" } })],
    [["what's on saturday", "mark the first one done"], complete("Grocery shopping")],
    [["show me my errands", "the second one is done"], complete("Return library books")],
    [["when do i have yoga", "stop it repeating"], update({ "Yoga class": { recurrence: null } })],
    [
      ["when's the car service booked", "push that back a week"],
      update({ "Car service": { due: "2026-12-11T08:30" } }),
    ],
    [
      ["how many tasks are tagged family", "move all of them to the home list", YES],
      update({ "Birthday gift for Anna": { list: "Home" }, "Oma anrufen": { list: "Home" } }),
    ],
  ]),
  ...group("reference", "de", [
    [["was steht am Samstag an", "das zweite ist erledigt"], complete("Oma anrufen")],
    [
      ["wann war nochmal der Arzttermin", "verschieb ihn auf Freitag"],
      anyOf(update({ Arzttermin: { due: "2026-11-27T08:15" } }), update({ Arzttermin: { due: "2026-12-04T08:15" } })),
    ],
    [["wann ist Oma anrufen", "setz es auf morgen 17 Uhr"], update({ "Oma anrufen": { due: "2026-11-27T17:00" } })],
  ]),

  ...group("compound", "en", [
    [
      "add buy milk and move the dentist to monday",
      change({ create: [{ title: "buy milk" }], update: { Dentist: { due: "2026-11-30T10:00" } } }),
    ],
    [
      "call bank is done and push reply to tom to tomorrow",
      change({ complete: ["Call bank"], update: { "Reply to Tom": { due: "2026-11-27T16:00" } } }),
    ],
    ["what's due today and what's overdue", answer(...TODAY)],
    [
      "add 3 things: dishwasher tabs, call plumber, cancel netflix",
      create({ title: "dishwasher tabs" }, { title: "call plumber" }, { title: "cancel netflix" }),
    ],
    [
      "mark water the plants done, and make learn spanish high priority",
      change({ complete: ["Water the plants"], update: { "Learn Spanish": { priority: "high" } } }),
    ],
    ["i did the standup notes and replied to tom", orAsk(complete("Team standup notes", "Reply to Tom"))],
    [
      "buy stamps tomorrow and post christmas cards saturday",
      orAsk(create({ title: "buy stamps", due: TOMORROW_DATE }, { title: "post christmas cards", due: SATURDAY_DATE })),
    ],
    [
      "move grocery shopping to sunday and tag it #weekend",
      update({ "Grocery shopping": { due: "2026-11-29T10:00", tags: ["errands", "weekend"] } }),
    ],
  ]),
  ...group("compound", "de", [
    [
      "füg Brot kaufen hinzu und verschieb Oma anrufen auf Sonntag",
      change({ create: [{ title: "Brot kaufen" }], update: { "Oma anrufen": { due: "2026-11-29T15:00" } } }),
    ],
    [
      "Steuerberater anrufen erledigt und Fahrrad reparieren auf morgen",
      change({ complete: ["Steuerberater anrufen"], update: { "Fahrrad reparieren": { due: TOMORROW_DATE } } }),
    ],
    ["was ist heute fällig und was morgen", anyOf(answer(...DUE_TODAY, ...TOMORROW), answer(...TODAY, ...TOMORROW))],
  ]),

  ...group("plan", "en", [
    ["could you plan out my day for me", PLAN],
    ["help me plan today", PLAN],
    ["what should i work on next", NEXT],
    ["whats the most important thing right now", NEXT],
    // A week's plan waits for a yes as a confirm, with or without the day's plan card.
    ["plan the rest of my week", anyOf(PLAN, ASK)],
    [
      "break down clean the garage into sort boxes, sweep the floor and take paint to the dump",
      create(
        { title: "sort boxes", parent: "Clean the garage" },
        { title: "sweep the floor", parent: "Clean the garage" },
        { title: "take paint to the dump", parent: "Clean the garage" },
      ),
    ],
    [
      "split the quarterly report into gather numbers, write summary and send to boss",
      create(
        { title: "gather numbers", parent: "Quarterly report" },
        { title: "write summary", parent: "Quarterly report" },
        { title: "send to boss", parent: "Quarterly report" },
      ),
    ],
    ["which task should i start with", NEXT],
  ]),
  ...group("plan", "de", [
    ["Plan für heute bitte", PLAN],
    [
      "teil Fahrrad reparieren auf in Schlauch kaufen, Reifen flicken und Bremsen einstellen",
      create(
        { title: "Schlauch kaufen", parent: "Fahrrad reparieren" },
        { title: "Reifen flicken", parent: "Fahrrad reparieren" },
        { title: "Bremsen einstellen", parent: "Fahrrad reparieren" },
      ),
    ],
  ]),

  ...group("small-talk", "en", [
    ["hey", NONE],
    ["thanks a lot!", NONE],
    ["mornin, hope you're well", NONE],
    ["you're great", NONE],
    ["how are you today", NONE],
    ["alright cool cool", NONE],
  ]),
  ...group("small-talk", "de", [
    ["hallo du", NONE],
    ["danke schön", NONE],
  ]),

  ...group("unknown-command", "en", [
    ["play some jazz on spotify", NONE],
    // Nothing is due at 15:00 today.
    ["cancel my 3pm", NONE],
    ["what's the weather like tomorrow", NONE],
    ["set a timer for 10 minutes", NONE],
    ["text sarah that im running late", NONE],
    ["turn off the lights in the kitchen", NONE],
  ]),
  ...group("unknown-command", "de", [
    ["spiel Musik von Queen", NONE],
    ["regnet es morgen in Berlin?", NONE],
  ]),

  ...group("dates", "en", [
    ["dinner with mum jan 14 at 3pm", create({ title: "dinner with mum", due: "2027-01-14T15:00" })],
    ["christmas party December 19", create({ title: "christmas party", due: "2026-12-19" })],
    ["call the plumber at 3", create({ title: "call the plumber", due: `${TODAY_DATE}T15:00` })],
    [
      "pay the cleaner on the 1st of every month",
      create({ title: "pay the cleaner", recurrence: "FREQ=MONTHLY;BYMONTHDAY=1", due: "2026-12-01" }),
    ],
    [
      "gym mon wed fri 7am",
      create({ title: "gym", recurrence: "FREQ=WEEKLY;BYDAY=MO,WE,FR", due: "2026-11-27T07:00" }),
    ],
    ["pay back jo 20 euros friday", create({ title: "pay back jo 20 euros", due: TOMORROW_DATE })],
    [
      "buy christmas tree next saturday",
      anyOf(
        create({ title: "buy christmas tree", due: SATURDAY_DATE }),
        create({ title: "buy christmas tree", due: "2026-12-05" }),
      ),
    ],
    ["renew car insurance in 2 weeks", create({ title: "renew car insurance", due: "2026-12-10" })],
    [
      "standup every weekday at 9:15",
      create({ title: "standup", recurrence: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", due: `${TODAY_DATE}T09:15` }),
    ],
  ]),
  ...group("dates", "de", [
    ["Zahnarzttermin am 10.12. um 14 Uhr", create({ title: "Zahnarzttermin", due: "2026-12-10T14:00" })],
    ["Reifenwechsel übermorgen um 15 Uhr", create({ title: "Reifenwechsel", due: "2026-11-28T15:00" })],
    [
      "Biotonne rausstellen jeden Dienstag",
      create({ title: "Biotonne rausstellen", recurrence: "FREQ=WEEKLY;BYDAY=TU", due: "2026-12-01" }),
    ],
    [
      "Pflanzen düngen alle zwei Wochen",
      anyOf(
        create({ title: "Pflanzen düngen", recurrence: "FREQ=WEEKLY;INTERVAL=2" }),
        create({ title: "Pflanzen düngen", recurrence: "FREQ=DAILY;INTERVAL=14" }),
      ),
    ],
    ["Vitamine nehmen täglich", create({ title: "Vitamine nehmen", recurrence: "FREQ=DAILY" })],
    ["Meeting mit Jens nächsten Montag 9 Uhr", create({ title: "Meeting mit Jens", due: "2026-11-30T09:00" })],
    ["Friseur am 3. Dezember um halb 5", create({ title: "Friseur", due: "2026-12-03T16:30" })],
  ]),
];
