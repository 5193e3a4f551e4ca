import { describe, expect, it } from "vitest";
import type { CalendarDay } from "../../../../shared/time/calendar";
import { instantAt } from "../../../../shared/time/zoned-time";
import { type Change, type Phrases, phrasesFor, type Selection, type Span } from "./phrases";
import { englishWordsIn, isGerman } from "./reply-language";

/** As the evaluation's clock: Thursday 26 November 2026, 09:00 in Berlin. */
const TIME_ZONE = "Europe/Berlin";
const clock = {
  now: instantAt({ year: 2026, month: 11, day: 26, hour: 9, minute: 0 }, TIME_ZONE),
  timeZone: TIME_ZONE,
};
const english = phrasesFor("en", clock);
const german = phrasesFor("de", clock);

const FRIDAY: CalendarDay = { year: 2026, month: 11, day: 27 };
const NEXT_YEAR: CalendarDay = { year: 2027, month: 1, day: 6 };
const at = (day: CalendarDay, hour: number, minute = 0) => instantAt({ ...day, hour, minute }, TIME_ZONE).toISOString();

const CHANGES: Change[] = [
  { kind: "complete" },
  { kind: "delete" },
  { kind: "stop-repeating" },
  { kind: "undate" },
  { kind: "tag", tags: ["einkauf"] },
  { kind: "untag", tags: ["einkauf", "haus"] },
  { kind: "move", day: FRIDAY, time: { hour: 17, minute: 5 } },
  { kind: "move", day: null, time: { hour: 9, minute: 0 } },
  { kind: "move", day: NEXT_YEAR, time: null },
  { kind: "rename", title: "Zahnarzt anrufen" },
  { kind: "priority", priority: "high" },
  { kind: "priority", priority: "none" },
  { kind: "repeat", rule: "FREQ=WEEKLY;BYDAY=MO" },
  { kind: "shift", days: 14 },
  { kind: "shift", days: -1 },
  { kind: "remind", reminder: { minutesBefore: 90 } },
  { kind: "remind", reminder: { at: at(FRIDAY, 9) } },
  { kind: "file", listId: "list-1", list: "+Arbeit" },
  { kind: "file", listId: null, list: "your Inbox" },
  { kind: "file", listId: null, list: "+Garten", newList: "Garten" },
  { kind: "edit", changes: { a: { title: "Neu" }, b: { description: "" } } },
  { kind: "edit", changes: {} },
  { kind: "break-down", steps: ["Flüge buchen", "Hotel buchen", "packen"] },
];
const SPANS: Span[] = [
  { kind: "today" },
  { kind: "tomorrow" },
  { kind: "this-week" },
  { kind: "next-week" },
  { kind: "yesterday" },
  { kind: "last-week" },
  { kind: "weekend" },
  { kind: "day", day: FRIDAY },
  { kind: "last-days", days: 7 },
];
const SELECTIONS: Selection[] = [
  { filters: {} },
  { filters: { list: { name: "Arbeit" } } },
  { filters: { list: null, tag: "einkauf", priority: "high", matching: "Steuer" } },
  { during: { kind: "overdue" }, filters: {} },
  { during: { kind: "today", overdue: true }, filters: { tag: "einkauf" } },
  { during: { kind: "today", overdue: false }, filters: { priority: "low" } },
  { during: { kind: "undated" }, filters: { list: { name: "Arbeit" } } },
  ...SPANS.map((span): Selection => ({ during: { kind: "due", span }, filters: {} })),
];
const COUNTS = [1, 2];

/**
 * Every member, said with German words where words are passed in: a member left out here does not compile.
 * Each gives what it says, in all its forms (one and two, each kind).
 */
const SAYINGS: { [Member in keyof Phrases]: (say: Phrases) => string | readonly string[] } = {
  suggestions: (say) => Object.values(say.suggestions),
  examples: (say) => say.examples,
  postponeOverdueSuggestion: (say) => say.postponeOverdueSuggestion,
  planWeekSuggestion: (say) => say.planWeekSuggestion,
  help: (say) => say.help,
  yes: (say) => say.yes,
  greeting: (say) =>
    [7, 14, 20].flatMap((hour) => [
      say.greeting({ name: "Ada", hour, dueToday: 3, overdue: 1 }),
      say.greeting({ name: "", hour, dueToday: 0, overdue: 0 }),
    ]),
  welcome: (say) =>
    [7, 14, 20].flatMap((hour) => [say.welcome({ name: "Ada", hour }), say.welcome({ name: "", hour })]),
  smallTalk: (say) => (["thanks", "bye", "how-are-you", "other"] as const).map(say.smallTalk),
  tasks: (say) => COUNTS.map(say.tasks),
  inAll: (say) => COUNTS.map(say.inAll),
  quoted: (say) => say.quoted("Zahnarzt"),
  day: (say) => [say.day(FRIDAY), say.day(FRIDAY, "short"), say.day(NEXT_YEAR)],
  time: (say) => say.time({ hour: 17, minute: 5 }),
  due: (say) => [say.due(at(FRIDAY, 17), false), say.due(at(NEXT_YEAR, 0), true)],
  reminder: (say) => [0, 10, 90, 2880, 10080].map((minutesBefore) => say.reminder({ minutesBefore })),
  repeats: (say) =>
    [
      "FREQ=DAILY",
      "FREQ=DAILY;INTERVAL=3",
      "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
      "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH",
      "FREQ=MONTHLY;BYMONTHDAY=15",
      "FREQ=MONTHLY;BYDAY=-1FR",
      "FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=12",
    ].map(say.repeats),
  priorityName: (say) => (["high", "medium", "low"] as const).map(say.priorityName),
  reason: (say) => [
    say.reason({ kind: "priority", priority: "high" }),
    ...COUNTS.map((days) => say.reason({ kind: "overdue", days })),
    say.reason({ kind: "overdue-today", time: { hour: 8, minute: 30 } }),
    say.reason({ kind: "due-today", time: { hour: 11, minute: 0 } }),
    say.reason({ kind: "due-today", time: null }),
  ],
  why: (say) =>
    say.why("Bank anrufen", [
      { kind: "priority", priority: "high" },
      { kind: "due-today", time: null },
    ]),
  describe: (say) =>
    CHANGES.flatMap((change) =>
      [say.quoted("Zahnarzt"), say.tasks(3)].flatMap((what) => [
        say.describe(change, what, false),
        say.describe(change, what, true),
      ]),
    ),
  whichTask: (say) => say.whichTask,
  unknownDay: (say) => say.unknownDay,
  notADay: (say) => say.notADay("irgendwann"),
  timeOrDay: (say) => say.timeOrDay("3"),
  notSureWhatAsked: (say) => say.notSureWhatAsked,
  cannotDoYet: (say) => say.cannotDoYet,
  didNotUnderstand: (say) => [0, 1, 2].map(say.didNotUnderstand),
  nothingOverdue: (say) => say.nothingOverdue,
  nothingDueToday: (say) => say.nothingDueToday,
  noneTagged: (say) => say.noneTagged("books"),
  addAsTaskChoice: (say) => say.addAsTaskChoice("Zahnarzt"),
  addAsTaskQuestion: (say) => say.addAsTaskQuestion("Zahnarzt"),
  addToNewListQuestion: (say) => say.addToNewListQuestion("Zelt", "Camping"),
  alreadyHave: (say) => say.alreadyHave("Zahnarzt"),
  noTaskCalled: (say) => say.noTaskCalled("Zahnarzt"),
  whichOne: (say) => [say.whichOne(2, "Zahnarzt", false), say.whichOne(7, "Zahnarzt", true)],
  tooVague: (say) => say.tooVague("alles Mögliche", 8),
  firstOnly: (say) => say.firstOnly(20),
  tasksGone: (say) => say.tasksGone,
  taskGone: (say) => say.taskGone,
  refused: (say) => say.refused("Zu lang."),
  notATitle: (say) => say.notATitle,
  notAListName: (say) => say.notAListName,
  notTags: (say) => say.notTags,
  alreadySo: (say) => COUNTS.map(say.alreadySo),
  leftAlone: (say) => COUNTS.map(say.leftAlone),
  cannotBreakDown: (say) => say.cannotBreakDown("Reise", "Zu tief."),
  stepsCount: (say) => say.stepsCount,
  stepEmpty: (say) => say.stepEmpty(2),
  stepRefused: (say) => say.stepRefused(2, "Zu lang."),
  nothingToPlan: (say) => say.nothingToPlan,
  nothingPressing: (say) => say.nothingPressing,
  dayPlan: (say) => COUNTS.map((count) => say.dayPlan(count, 5)),
  moreCouldGoIn: (say) => COUNTS.map(say.moreCouldGoIn),
  dayPlanHow: (say) => say.dayPlanHow,
  acceptDayPlan: (say) => say.acceptDayPlan,
  acceptDayPlanLabel: (say) => say.acceptDayPlanLabel,
  nothingToPlanThisWeek: (say) => say.nothingToPlanThisWeek({ year: 2026, month: 11, day: 29 }),
  weekPlan: (say) => COUNTS.map((count) => say.weekPlan(count, count, 5)),
  weekDay: (say) => [say.weekDay(FRIDAY, []), say.weekDay(FRIDAY, ["A"]), say.weekDay(FRIDAY, ["A", "B"])],
  didNotFit: (say) => COUNTS.map(say.didNotFit),
  weekPlanHow: (say) => say.weekPlanHow,
  acceptWeekPlan: (say) => say.acceptWeekPlan,
  planStale: (say) => COUNTS.map(say.planStale),
  plannedToday: (say) => COUNTS.map(say.plannedToday),
  plannedWeek: (say) => COUNTS.map(say.plannedWeek),
  noneOpen: (say) => say.noneOpen,
  review: (say) => [
    say.review({ completed: 1, slipped: 0, upcoming: 1, days: 7 }),
    say.review({ completed: 2, slipped: 2, upcoming: 2, days: 7 }),
  ],
  reviewFix: (say) => (["tomorrow", "next-week", "drop"] as const).map((kind) => say.reviewFix(kind, "Zahnarzt")),
  reviewFixButton: (say) => (["tomorrow", "next-week", "drop"] as const).map((kind) => say.reviewFixButton(kind)),
  reviewSections: (say) => {
    const { name, ...sections } = say.reviewSections(7);
    return [name, ...Object.values(sections).flatMap(({ title, none }) => [title, none])];
  },
  reviewBreakDown: (say) => Object.values(say.reviewBreakDown("Zahnarzt")),
  added: (say) => [say.added("Zahnarzt", []), say.added("Zahnarzt", [say.due(at(FRIDAY, 17), false), "#gesund"])],
  reminderDetail: (say) => say.reminderDetail({ minutesBefore: 15 }),
  addedMany: (say) => [say.addedMany(["A"]), say.addedMany(["A", "B"])],
  tooManyToAdd: (say) => say.tooManyToAdd(10),
  emptyTask: (say) => say.emptyTask(2),
  noListCalled: (say) => say.noListCalled("Garten"),
  whenDue: (say) => [
    say.whenDue("Zahnarzt", { dueAt: at(FRIDAY, 10), dueAllDay: false }),
    say.whenDue("Zahnarzt", { dueAt: null, dueAllDay: false }),
  ],
  completedNothing: (say) => SPANS.map(say.completedNothing),
  completedTasks: (say) => SPANS.flatMap((span) => COUNTS.map((count) => say.completedTasks(count, span))),
  cannotLookFor: (say) => say.cannotLookFor("???"),
  nothingIs: (say) => SELECTIONS.flatMap(({ during, filters }) => (during ? [say.nothingIs({ during, filters })] : [])),
  nothingOpen: (say) => SELECTIONS.map(({ filters }) => say.nothingOpen(filters)),
  youHave: (say) =>
    SELECTIONS.flatMap((selection) => [
      ...COUNTS.map((count) => say.youHave(count, false, selection)),
      say.youHave(200, true, selection),
    ]),
  listing: (say) =>
    SELECTIONS.flatMap((selection) => [
      ...COUNTS.map((count) => say.listing(count, false, selection)),
      say.listing(200, true, selection),
    ]),
  nothingToUndo: (say) => say.nothingToUndo,
  undoExpired: (say) => say.undoExpired("lösche Zahnarzt"),
  undone: (say) => [say.undone(1, "lösche Zahnarzt", 0), say.undone(2, "lösche Zahnarzt", 1), say.undone(3, "x", 2)],
  notARepeat: (say) => say.notARepeat("manchmal"),
  notAReminderTime: (say) => say.notAReminderTime("gestern"),
  noMatch: (say) => say.noMatch("Zahnarzt"),
  matches: (say) => COUNTS.map((count) => say.matches(count, "Zahnarzt")),
  overCapacity: (say) => COUNTS.map(say.overCapacity),
};

const everything = (say: Phrases) =>
  Object.entries(SAYINGS).flatMap(([member, saying]) => {
    const said = saying(say);
    return (typeof said === "string" ? [said] : [...said]).map((text) => ({ member, text }));
  });

describe("the assistant's phrases", () => {
  it("say every member in both languages, and nothing in German is English", () => {
    for (const say of [english, german]) {
      const empty = everything(say).filter(({ text }) => text.trim() === "");
      expect(empty).toEqual([]);
    }
    const english_ = everything(german)
      .map(({ member, text }) => ({ member, text, words: englishWordsIn(text) }))
      .filter(({ words }) => words.length > 0);
    expect(english_).toEqual([]);
  });

  it("say the English replies as the assistant has said them", () => {
    const move = CHANGES[6] as Change;
    expect(english.describe(move, english.quoted("Dentist"), false)).toBe(
      "Move “Dentist” to Friday 27 November at 17:05",
    );
    expect(english.describe({ kind: "shift", days: 14 }, english.tasks(3), true)).toBe("Moved 3 tasks 2 weeks later");
    expect(english.listing(3, false, { during: { kind: "today", overdue: true }, filters: { tag: "errands" } })).toBe(
      "3 tasks due today or overdue tagged #errands:",
    );
    expect(english.youHave(200, true, { filters: { list: null } })).toBe(
      "You have more than 200 open tasks in your Inbox.",
    );
    expect(english.nothingOpen({})).toBe("No open task is left.");
    expect(english.nothingOpen({ list: { name: "Work" } })).toBe("Nothing is open in +Work.");
    expect(english.completedNothing({ kind: "last-days", days: 7 })).toBe("You completed nothing in the last 7 days.");
  });

  it("greet the user by the time of day and sum up the day", () => {
    expect(english.greeting({ name: "Ada", hour: 8, dueToday: 3, overdue: 1 })).toBe(
      "Good morning, Ada — 3 due today, 1 overdue.",
    );
    expect(english.greeting({ name: "", hour: 20, dueToday: 0, overdue: 0 })).toBe("Good evening — nothing due today.");
    expect(english.greeting({ name: "Bo", hour: 13, dueToday: 0, overdue: 2 })).toBe("Good afternoon, Bo — 2 overdue.");
  });

  it("count in the singular for one and the plural for more", () => {
    expect([english.tasks(1), english.tasks(2)]).toEqual(["1 task", "2 tasks"]);
    expect([german.tasks(1), german.tasks(2)]).toEqual(["1 Aufgabe", "2 Aufgaben"]);
    expect(german.reason({ kind: "overdue", days: 1 })).toBe("seit 1 Tag überfällig");
    expect(german.reason({ kind: "overdue", days: 2 })).toBe("seit 2 Tagen überfällig");
    expect(english.reason({ kind: "overdue", days: 2 })).toBe("overdue by 2 days");
    expect(german.matches(1, "Zahnarzt")).toBe("1 Aufgabe passt zu „Zahnarzt“:");
    expect(german.matches(2, "Zahnarzt")).toBe("2 Aufgaben passen zu „Zahnarzt“:");
    expect(german.youHave(1, false, { during: { kind: "overdue" }, filters: {} })).toBe("1 Aufgabe ist überfällig.");
    expect(german.youHave(2, false, { during: { kind: "overdue" }, filters: {} })).toBe("2 Aufgaben sind überfällig.");
    expect(german.didNotFit(1)).toBe("1 weitere Aufgabe passte nicht hinein und bleibt, wie sie ist.");
    expect(german.reminder({ minutesBefore: 2 * 24 * 60 })).toBe("2 Tage vorher");
  });

  it("name days as each language does, with the year when it is not this year's", () => {
    expect([english.day(FRIDAY), english.day(FRIDAY, "short"), english.time({ hour: 7, minute: 5 })]).toEqual([
      "Friday 27 November",
      "Fri 27 Nov",
      "07:05",
    ]);
    expect([german.day(FRIDAY), german.day(FRIDAY, "short"), german.time({ hour: 17, minute: 5 })]).toEqual([
      "Freitag, 27. November",
      "Fr., 27. Nov.",
      "17:05",
    ]);
    expect(english.day(NEXT_YEAR)).toBe("Wednesday, 6 January 2027");
    expect(german.day(NEXT_YEAR)).toBe("Mittwoch, 6. Januar 2027");
    expect(english.due(at(NEXT_YEAR, 0), true)).toContain("2027");
    expect(german.due(at(NEXT_YEAR, 0), true)).toBe("Mi., 6. Jan. 2027");
    expect(german.due(at(FRIDAY, 17), false)).toBe("Morgen, 17:00");
    expect(german.describe({ kind: "move", day: FRIDAY, time: { hour: 17, minute: 5 } }, "„Zahnarzt“", false)).toBe(
      "„Zahnarzt“ auf Freitag, 27. November um 17:05 Uhr verschieben",
    );
  });

  it("write times on the clock the user chose, in both languages", () => {
    const twelve = {
      english: phrasesFor("en", { ...clock, hour12: true }),
      german: phrasesFor("de", { ...clock, hour12: true }),
    };
    const friday = { kind: "move", day: FRIDAY, time: { hour: 17, minute: 5 } } as const;
    expect(twelve.english.time({ hour: 7, minute: 5 })).toBe("7:05 AM");
    expect(twelve.english.describe(friday, "“Dentist”", true)).toBe("Moved “Dentist” to Friday 27 November at 5:05 PM");
    expect(twelve.english.reason({ kind: "due-today", time: { hour: 17, minute: 0 } })).toBe("due today at 5:00 PM");
    expect(twelve.english.due(at(FRIDAY, 17), false)).toBe("Tomorrow, 5:00 PM");
    expect(twelve.german.describe(friday, "„Zahnarzt“", false)).toBe(
      "„Zahnarzt“ auf Freitag, 27. November um 5:05 PM verschieben",
    );
    expect(twelve.german.reason({ kind: "overdue-today", time: { hour: 8, minute: 30 } })).toBe(
      "seit 8:30 AM überfällig",
    );
    expect(twelve.german.due(at(FRIDAY, 17), false)).toBe("Morgen, 5:00 PM");

    const twentyFour = phrasesFor("en", { ...clock, hour12: false });
    expect(twentyFour.time({ hour: 7, minute: 5 })).toBe("07:05");
    expect(twentyFour.due(at(FRIDAY, 17), false)).toBe("Tomorrow, 17:00");
  });

  it("say repeats in German", () => {
    expect(german.repeats("FREQ=WEEKLY;BYDAY=MO")).toBe("jeden Montag");
    expect(german.repeats("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH")).toBe("jede zweite Woche am Dienstag und Donnerstag");
    expect(german.repeats("FREQ=MONTHLY;BYDAY=-1FR")).toBe("jeden Monat am letzten Freitag");
    expect(german.repeats("FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=12")).toBe("jedes Jahr am 12. Juni");
    expect(german.repeats("FREQ=DAILY;INTERVAL=3")).toBe("alle 3 Tage");
  });

  it("tell a German reply from an English one, whatever the quotes hold", () => {
    expect(isGerman(german.describe({ kind: "delete" }, german.quoted("the task"), true))).toBe(true);
    expect(isGerman(english.describe({ kind: "delete" }, english.quoted("Zahnarzt"), true))).toBe(false);
    expect(isGerman(english.nothingOverdue)).toBe(false);
    expect(isGerman("17:05")).toBe(false);
  });
});
