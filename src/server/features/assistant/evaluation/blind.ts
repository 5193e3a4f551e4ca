import {
  ASK,
  answer,
  anyOf,
  change,
  complete,
  create,
  DONE_THIS_WEEK,
  DUE_TODAY,
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
  SEED_ANSWERS,
  TODAY,
  TOMORROW,
  update,
  withOrWithoutSubtasks,
  YES,
} from "./messages";
import type { SeedAnswers } from "./seed-questions";

/**
 * A corpus written blind: by someone who had not read the assistant's rules nor the other corpora, as people new to
 * a chat assistant type to it, each with what a fair user expects of the answer, written before any run. It is run
 * once at the end of the work on issue 21, so that nobody tuned the assistant to it. Same account and clock as the
 * other corpora: Thursday 26 November 2026, 09:00 in Berlin (seed.ts).
 */

/** "Today" may include what is overdue or not: both are what a user asking means. */
const TODAY_OR_DUE_TODAY = anyOf(answer(...TODAY), answer(...DUE_TODAY));
const REST_OF_THIS_WEEK = [...DUE_TODAY, ...TOMORROW, ...SATURDAY, "Clean the garage"];

/** This corpus's own seed answers by question, for a test to check against the seeded account's. */
export const BLIND_SEED_ANSWERS: SeedAnswers = {
  REST_OF_WEEK: REST_OF_THIS_WEEK,
};
/** The rest of this week (Monday 23 to Sunday 29 November), with or without this week's overdue days or all overdue. */
const THIS_WEEK = anyOf(
  answer(...REST_OF_THIS_WEEK),
  answer(...REST_OF_THIS_WEEK, "Dentist", "Pay electricity bill"),
  answer(...REST_OF_THIS_WEEK, ...OVERDUE),
);
/**
 * A week's plan answers with its days and a yes to give, not with a day's plan card (docs/api.md, "Plan my
 * week"): its confirm is what the scorer can see of it.
 */
const WEEK_PLAN = anyOf(PLAN, ASK);
/** Subtasks have no date and sit in their parent's list: a list or "no date" answer may show them or not. */

export const BLIND_CASES: EvaluationCase[] = [
  ...group("add", "en", [
    ["get the dry cleaning", create({ title: "get the dry cleaning" })],
    [
      "need to book a haircut",
      orAsk(anyOf(create({ title: "book a haircut" }), create({ title: "need to book a haircut" }))),
    ],
    ["todo: renew library card", create({ title: "renew library card" })],
    ["add order new contact lenses #health", create({ title: "order new contact lenses", tags: ["health"] })],
    ["remind me to call mum tomorrow at 6pm", create({ title: "call mum", due: "2026-11-27T18:00" })],
    ["remind me to put the recycling out tonight", create({ title: "put the recycling out", due: "2026-11-26" })],
    ["add fix the printer to my work list", create({ title: "fix the printer", list: "Work" })],
    ["buy a new kettle, high priority", create({ title: "buy a new kettle", priority: "high" })],
    [
      "add send xmas budget to finance p1 tomorrow",
      create({ title: "send xmas budget to finance", priority: "high", due: "2026-11-27" }),
    ],
    ["schedule vet appointment for the cat next week", create({ title: "schedule vet appointment for the cat" })],
    [
      "clean the fish tank every saturday",
      create({ title: "clean the fish tank", recurrence: "FREQ=WEEKLY;BYDAY=SA", due: "2026-11-28" }),
    ],
    ["put call the insurance on the home list", orAsk(create({ title: "call the insurance", list: "Home" }))],
    [
      "add milk, eggs and bread",
      anyOf(
        create({ title: "milk" }, { title: "eggs" }, { title: "bread" }),
        create({ title: "milk, eggs and bread" }),
        ASK,
      ),
    ],
    ["remind me to pay the window cleaner friday", create({ title: "pay the window cleaner", due: "2026-11-27" })],
    [
      "email the school about the trip by wednesday",
      create({ title: "email the school about the trip", due: "2026-12-02" }),
    ],
    ["add clean out the fridge, low prio", create({ title: "clean out the fridge", priority: "low" })],
    ["new task - prep slides for monday", create({ title: "prep slides", due: "2026-11-30" })],
  ]),
  ...group("add", "de", [
    ["Zahnpasta kaufen", create({ title: "Zahnpasta kaufen" })],
    [
      "Erinnere mich morgen um 10 den Klempner anzurufen",
      anyOf(
        create({ title: "Klempner anrufen", due: "2026-11-27T10:00" }),
        create({ title: "den Klempner anrufen", due: "2026-11-27T10:00" }),
        create({ title: "den Klempner anzurufen", due: "2026-11-27T10:00" }),
      ),
    ],
    ["neue Aufgabe: Geschenk für Lisa kaufen #family", create({ title: "Geschenk für Lisa kaufen", tags: ["family"] })],
    [
      "füge Winterreifen montieren lassen zur Home Liste hinzu",
      create({ title: "Winterreifen montieren lassen", list: "Home" }),
    ],
  ]),

  ...group("question", "en", [
    ["whats on my plate today", TODAY_OR_DUE_TODAY],
    ["what have i got tomorrow", answer(...TOMORROW)],
    ["whats coming up next week?", answer(...NEXT_WEEK)],
    ["what's on tuesday", answer("1:1 with Sarah", "Yoga class", "Pay rent")],
    ["show me the work list", withOrWithoutSubtasks(SEED_ANSWERS.WORK)],
    ["which tasks are tagged errands", answer(...SEED_ANSWERS.ERRANDS)],
    ["list my high prio stuff", answer(...SEED_ANSWERS.HIGH)],
    ["how many things are overdue", answer(...OVERDUE)],
    ["what day is the car service again", answer("Car service")],
    ["what have i ticked off this week", answer(...DONE_THIS_WEEK)],
    ["what did i finish yesterday", answer("Collect sales figures", "Email landlord")],
    ["do i have anything on saturday", answer(...SATURDAY)],
    ["what's left this week", THIS_WEEK],
    ["which tasks dont have a date", withOrWithoutSubtasks(SEED_ANSWERS.UNDATED)],
    // A question about a task, not a report that it is done.
    ["did i already send the invoice to acme?", NONE],
  ]),
  ...group("question", "de", [
    ["was muss ich heute noch machen", TODAY_OR_DUE_TODAY],
    ["Was ist alles überfällig?", answer(...OVERDUE)],
    ["wie viele aufgaben sind auf der home liste", answer(...SEED_ANSWERS.HOME)],
    ["Wann hab ich den Arzttermin", answer("Arzttermin")],
    ["was hab ich letzte woche alles geschafft", answer(...SEED_ANSWERS.DONE_LAST_WEEK)],
    ["zeig mir alles mit dem Tag family", answer(...FAMILY)],
  ]),

  ...group("edit", "en", [
    [
      "change the name of read dune to Read Children of Dune",
      update({ "Read Dune": { title: "Read Children of Dune" } }),
    ],
    ["bump renew passport to high priority", update({ "Renew passport": { priority: "high" } })],
    ["laptop research can be low prio", orAsk(update({ "Research new laptop": { priority: "low" } }))],
    ["tag pick up parcel with post", update({ "Pick up parcel": { tags: ["errands", "post"] } })],
    ["remove the finance tag from cancel gym membership", update({ "Cancel gym membership": { tags: [] } })],
    ["change the 1:1 with sarah to 4pm", update({ "1:1 with Sarah": { due: "2026-12-01T16:00" } })],
    ["call bank at 3 instead", update({ "Call bank": { due: "2026-11-26T15:00" } })],
    ["push the dentist to monday", update({ Dentist: { due: "2026-11-30T10:00" } })],
    [
      "postpone clean the garage to next saturday",
      anyOf(
        update({ "Clean the garage": { due: "2026-11-28" } }),
        update({ "Clean the garage": { due: "2026-12-05" } }),
      ),
    ],
    ["move update cv to my home list", update({ "Update CV": { list: "Home" } })],
    ["take out the trash shouldn't repeat anymore", orAsk(update({ "Take out the trash": { recurrence: null } }))],
    ["remind me an hour before the car service", update({ "Car service": { reminders: 1 } })],
    ["add a reminder 30 min before the quarterly report", update({ "Quarterly report": { reminders: 1 } })],
    ["also remind me about the library books 10 minutes before", update({ "Return library books": { reminders: 3 } })],
    ["no date on the christmas cards please", orAsk(update({ "Christmas cards": { due: null } }))],
  ]),
  ...group("edit", "de", [
    [
      "benenne Fahrrad reparieren um in Fahrradschlauch flicken",
      update({ "Fahrrad reparieren": { title: "Fahrradschlauch flicken" } }),
    ],
    ["Steuerberater anrufen auf 15 Uhr verschieben", update({ "Steuerberater anrufen": { due: "2026-11-26T15:00" } })],
    ["verschieb Oma anrufen auf Sonntag", update({ "Oma anrufen": { due: "2026-11-29T15:00" } })],
    ["Arzttermin hohe Priorität", orAsk(update({ Arzttermin: { priority: "high" } }))],
    ["beim Arzttermin bitte 1 Stunde vorher erinnern", update({ Arzttermin: { reminders: 1 } })],
  ]),

  ...group("complete", "en", [
    ["done with the standup notes", complete("Team standup notes")],
    ["i called the bank", orAsk(complete("Call bank"))],
    ["finished the q4 budget review", complete("Review Q4 budget")],
    ["took the trash out", orAsk(complete("Take out the trash"))],
    ["mark pay electricity bill as done", complete("Pay electricity bill")],
    ["tick off send invoice to acme", complete("Send invoice to Acme")],
    ["dentist done", complete("Dentist")],
    ["draft outline is done", complete("Draft outline")],
  ]),
  ...group("complete", "de", [
    ["Oma angerufen ✔", orAsk(complete("Oma anrufen"))],
    ["steuerberater anrufen erledigt", complete("Steuerberater anrufen")],
    ["Fahrrad reparieren ist erledigt", complete("Fahrrad reparieren")],
  ]),

  ...group("delete", "en", [
    [["bin the organise photos task", YES], remove("Organise photos")],
    [["remove the gym membership task", YES], remove("Cancel gym membership")],
    ["get rid of research new laptop", orAsk(remove("Research new laptop"))],
    [["scrap the spanish thing, not happening", YES], remove("Learn Spanish")],
    [["delete everything tagged books", YES], remove("Read Dune")],
    // No such task.
    ["delete the meeting with joe", NONE],
  ]),
  ...group("delete", "de", [
    [["lösch Fahrrad reparieren", YES], remove("Fahrrad reparieren")],
    [["Arzttermin bitte löschen", YES], remove("Arzttermin")],
  ]),

  ...group("undo", "en", [
    [["add post office run", "undo"], REVERT],
    [["replied to tom", "wait no undo that"], REVERT],
    [["move car service to monday", "undo pls"], REVERT],
    [["set read dune to high", "oops revert that"], REVERT],
    // Nothing of this conversation to put back.
    ["undo the last thing", NONE],
  ]),
  ...group("undo", "de", [
    [["Brot kaufen", "rückgängig machen"], REVERT],
    [["Oma anrufen abhaken", "nein, mach das rückgängig"], REVERT],
  ]),

  ...group("reference", "en", [
    [
      ["when is my dentist appointment", "move it to next tuesday at 9"],
      update({ Dentist: { due: "2026-12-01T09:00" } }),
    ],
    [
      ["anything overdue?", "move them all to tomorrow", YES],
      update({
        Dentist: { due: "2026-11-27T10:00" },
        "Pay electricity bill": { due: "2026-11-27" },
        "Send invoice to Acme": { due: "2026-11-27T17:00" },
      }),
    ],
    [["what's on saturday", "the first one is done"], complete("Grocery shopping")],
    [["when's yoga", "stop it from repeating"], update({ "Yoga class": { recurrence: null } })],
    [["add call the plumber", "make it high priority"], create({ title: "call the plumber", priority: "high" })],
    [
      ["add renew home insurance", "actually make that due friday"],
      create({ title: "renew home insurance", due: "2026-11-27" }),
    ],
    // Nothing for "it" to point at.
    ["ok remove it pls", NONE],
    [["what do i have tomorrow", "the parcel one is done"], complete("Pick up parcel")],
    [["when is the quarterly report due", "that's already done"], orAsk(complete("Quarterly report"))],
  ]),
  ...group("reference", "de", [
    [
      ["Was steht am Samstag an?", "verschieb das zweite auf Sonntag"],
      update({ "Oma anrufen": { due: "2026-11-29T15:00" } }),
    ],
    [
      ["wann war nochmal der Arzttermin", "verschieb ihn auf 9 Uhr"],
      update({ Arzttermin: { due: "2026-12-03T09:00" } }),
    ],
    [["Füge Reifen wechseln hinzu", "mach das für Samstag"], create({ title: "Reifen wechseln", due: "2026-11-28" })],
  ]),

  ...group("compound", "en", [
    [
      "done with the dentist and move call bank to 3pm",
      change({ complete: ["Dentist"], update: { "Call bank": { due: "2026-11-26T15:00" } } }),
    ],
    [
      "add buy stamps tomorrow and pick up dry cleaning on saturday",
      create({ title: "buy stamps", due: "2026-11-27" }, { title: "pick up dry cleaning", due: "2026-11-28" }),
    ],
    [["mark reply to tom and team standup notes as done", YES], complete("Reply to Tom", "Team standup notes")],
    ["what's due today and what's overdue", answer(...TODAY)],
    [
      "move car service to the 7th and make it high priority",
      update({ "Car service": { due: "2026-12-07T08:30", priority: "high" } }),
    ],
    [
      "add these: wrapping paper, advent calendar, fairy lights",
      create({ title: "wrapping paper" }, { title: "advent calendar" }, { title: "fairy lights" }),
    ],
    [
      "rename update cv to update resume and move it to home",
      update({ "Update CV": { title: "update resume", list: "Home" } }),
    ],
  ]),
  ...group("compound", "de", [
    [
      "Oma anrufen ist erledigt und Fahrrad reparieren auf Samstag",
      change({ complete: ["Oma anrufen"], update: { "Fahrrad reparieren": { due: "2026-11-28" } } }),
    ],
    ["füg Brot kaufen und Müll rausbringen hinzu", create({ title: "Brot kaufen" }, { title: "Müll rausbringen" })],
  ]),

  ...group("plan", "en", [
    ["can you plan out my day", PLAN],
    ["help me plan the week", WEEK_PLAN],
    ["ok what now", NEXT],
    [
      "break down clean the garage into sort boxes, sweep and drive to the dump",
      create(
        { title: "sort boxes", parent: "Clean the garage" },
        { title: "sweep", parent: "Clean the garage" },
        { title: "drive to the dump", parent: "Clean the garage" },
      ),
    ],
    [
      "split christmas cards into buy cards, write them and post them",
      create(
        { title: "buy cards", parent: "Christmas cards" },
        { title: "write them", parent: "Christmas cards" },
        { title: "post them", parent: "Christmas cards" },
      ),
    ],
  ]),
  ...group("plan", "de", [
    ["Kannst du meinen Tag planen?", PLAN],
    ["Wochenplan bitte", WEEK_PLAN],
    ["womit soll ich jetzt anfangen?", NEXT],
    [
      "zerleg Fahrrad reparieren in Schlauch kaufen, Reifen abmontieren und Schlauch flicken",
      create(
        { title: "Schlauch kaufen", parent: "Fahrrad reparieren" },
        { title: "Reifen abmontieren", parent: "Fahrrad reparieren" },
        { title: "Schlauch flicken", parent: "Fahrrad reparieren" },
      ),
    ],
  ]),

  ...group("small-talk", "en", [
    ["hey there", NONE],
    ["thanks!! that's great", NONE],
    ["who built you?", NONE],
    ["you're kind of useless lol", NONE],
    ["ok bye for now", NONE],
  ]),
  ...group("small-talk", "de", [
    ["Hallöchen", NONE],
    ["danke dir", NONE],
  ]),

  ...group("unknown-command", "en", [
    ["switch to dark mode", NONE],
    ["export my tasks as csv", NONE],
    ["whats the weather tomorrow", NONE],
    ["connect to my google calendar", NONE],
    ["can you order me a pizza?", NONE],
  ]),
  ...group("unknown-command", "de", [
    ["Dunkelmodus an", NONE],
    ["Regnet es morgen in Berlin?", NONE],
    ["Kannst du mein Passwort ändern?", NONE],
  ]),

  ...group("dates", "en", [
    ["add dentist checkup jan 14 at 3pm", create({ title: "dentist checkup", due: "2027-01-14T15:00" })],
    ["office xmas party December 19", create({ title: "office xmas party", due: "2026-12-19" })],
    ["call the plumber tomorrow at 3", create({ title: "call the plumber", due: "2026-11-27T15:00" })],
    [
      "pay credit card on the 1st of every month",
      create({ title: "pay credit card", recurrence: "FREQ=MONTHLY;BYMONTHDAY=1", due: "2026-12-01" }),
    ],
    [
      "gym mon wed fri 7am",
      create({ title: "gym", recurrence: "FREQ=WEEKLY;BYDAY=MO,WE,FR", due: "2026-11-27T07:00" }),
    ],
    ["renew netflix end of the month", create({ title: "renew netflix", due: "2026-11-30" })],
    ["watch the match tonight at 8", create({ title: "watch the match", due: "2026-11-26T20:00" })],
    [
      "submit timesheet every friday at 4pm",
      create({ title: "submit timesheet", recurrence: "FREQ=WEEKLY;BYDAY=FR", due: "2026-11-27T16:00" }),
    ],
    [
      "water the orchids every other sunday",
      create({ title: "water the orchids", recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=SU", due: "2026-11-29" }),
    ],
    [
      "pay the nanny on the last day of every month",
      create({ title: "pay the nanny", recurrence: "FREQ=MONTHLY;BYMONTHDAY=-1", due: "2026-11-30" }),
    ],
    // Said on a Thursday morning: today's evening or next week's.
    [
      "dinner with jess thursday 7pm",
      anyOf(
        create({ title: "dinner with jess", due: "2026-11-26T19:00" }),
        create({ title: "dinner with jess", due: "2026-12-03T19:00" }),
      ),
    ],
  ]),
  ...group("dates", "de", [
    ["Zahnreinigung am 10.12. um 9:30", create({ title: "Zahnreinigung", due: "2026-12-10T09:30" })],
    ["übermorgen um 15 Uhr Friseur", create({ title: "Friseur", due: "2026-11-28T15:00" })],
    ["nächsten Montag Winterjacke abholen", create({ title: "Winterjacke abholen", due: "2026-11-30" })],
    [
      "Blumen gießen jeden Dienstag",
      create({ title: "Blumen gießen", recurrence: "FREQ=WEEKLY;BYDAY=TU", due: "2026-12-01" }),
    ],
    ["Vitamine nehmen täglich", create({ title: "Vitamine nehmen", recurrence: "FREQ=DAILY" })],
    [
      "Altpapier rausstellen alle zwei Wochen freitags",
      create({ title: "Altpapier rausstellen", recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR", due: "2026-11-27" }),
    ],
  ]),
];
