import { BREAK_DOWN_STEPS } from "../../../../shared/limits";
import { oneOrMany, plural } from "../../../../shared/plural";
import { listMention } from "../../../../shared/quick-add/list-mention";
import { describeRecurrence } from "../../../../shared/recurrence/description";
import { dayOf } from "../../../../shared/time/calendar";
import {
  formatDay,
  formatDue,
  formatMonth,
  formatReminder,
  formatTimeOfDay,
} from "../../../../shared/time/format-date";
import { partOfDay } from "../greeting";
import type { PlanClock, Reason } from "../plans";
import type { During, Filters, Phrases, Selection, Span } from "./phrases";

/** English replies say dates and times as in Britain ("Friday 27 November", "17:00"). */
export const ENGLISH_LOCALE = "en-GB";

/** "3 tasks", "1 task". */

/** "Good morning, Ada". */
const hello = (name: string, hour: number) => `Good ${partOfDay(hour)}${name ? `, ${name}` : ""}`;

/** "Good morning, Ada — 3 due today, 1 overdue". */
function greetingLine({
  name,
  hour,
  dueToday,
  overdue,
}: {
  name: string;
  hour: number;
  dueToday: number;
  overdue: number;
}): string {
  const summary = [dueToday > 0 && `${dueToday} due today`, overdue > 0 && `${overdue} overdue`].filter(Boolean);
  return `${hello(name, hour)} — ${summary.length > 0 ? summary.join(", ") : "nothing due today"}.`;
}

/** The first run's greeting: hello, then how a task is added, leading to the examples below it. */
const welcomeLines = ({ name, hour }: { name: string; hour: number }) =>
  `${hello(name, hour)} — welcome to Taskmind.\n` +
  "Type a task the way you'd say it and I'll add it, with its day and time, #tags, a priority (p1 high to p3 low) " +
  "and a +List. Try one of these:";

const SUGGESTIONS = {
  dueToday: "What's due today?",
  overdue: "What's overdue?",
  highPriority: "High priority",
  planDay: "Plan my day",
  review: "Weekly review",
  help: "Help",
};

/** Each adds a task to an account that has none (see the assistant's tests). */
const EXAMPLES = ["Add buy milk tomorrow at 5pm", "Call mum on Friday #family p1", "Water the plants every Sunday"];

/** Grouped by what one can do, each group a heading and its examples (the reply keeps its line breaks). */
const HELP = [
  "Here is what I understand:",
  "",
  "Add tasks",
  "• buy oat milk tomorrow 5pm #errands p1 · add call mum · remind me to call mum at 5pm",
  "• with +Groceries in it, a new task goes into that list",
  `• break down plan the trip into book flights, book the hotel and pack: ${BREAK_DOWN_STEPS.min} to ${BREAK_DOWN_STEPS.max} subtasks under it`,
  "",
  "Ask about them",
  "• what's due today? · anything overdue? · how many tasks this week? · when is the dentist? · what did I finish?",
  "• show #errands · high priority · find dentist · show +Work · what's in my inbox",
  "",
  "Change them",
  "• complete buy oat milk · I did the laundry · delete the dentist task",
  "• tag call bank #finance · move dentist to friday · change the review to 11am · rename X to Y · make it urgent",
  '• move dentist to +Health (+"Long name" for a list with spaces) · stop repeating X · remind me about X tomorrow at 9',
  "• postpone all overdue to tomorrow · several at once: complete A and move B to monday · undo",
  "",
  "Plan",
  "• plan my day: overdue, due today and high-priority tasks, the most pressing first (priority, days late, time due), as many as your daily capacity (Settings)",
  "• plan my week: the same spread over the rest of your week, each on its own day when it has room, up to your daily capacity a day",
  "• what next: the one task to do now, and why",
  "• weekly review: done in the last 7 days, what slipped (overdue or postponed 3 times), the next 7 days",
  "",
  "Deletes and changes to several tasks ask you first, and every change can be undone. German works too.",
].join("\n");

const UNKNOWN_DAY = "Try today, tomorrow, friday, dec 3, 10.12. or in 2 weeks.";
const QUESTIONS_I_ANSWER =
  "I answer questions about your tasks, e.g. “what's due today?”, “how many tasks are overdue?”, " +
  "“when is the dentist?” or “what did I finish this week?”. Say “help” for the rest.";
const NOTHING_PRESSING = "nothing is overdue or due today, and no undated task has high priority";

const quoted = (text: string) => `“${text}”`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
function reasonText(reason: Reason, timeLabel: Phrases["time"]): string {
  switch (reason.kind) {
    case "priority":
      return `${reason.priority} priority`;
    case "overdue":
      return `overdue by ${plural(reason.days, "day")}`;
    case "overdue-today":
      return `overdue since ${timeLabel(reason.time)}`;
    case "due-today":
      return reason.time ? `due today at ${timeLabel(reason.time)}` : "due today";
  }
}

/** The service's replies, word for word. */
export function en(clock: PlanClock): Phrases {
  const thisYear = dayOf(clock.now, clock.timeZone).year;
  const format = { locale: ENGLISH_LOCALE, timeZone: clock.timeZone, now: clock.now, hour12: clock.hour12 };
  const timeLabel: Phrases["time"] = (time) => formatTimeOfDay(time, format);
  const reason: Phrases["reason"] = (why) => reasonText(why, timeLabel);

  const dayLabel: Phrases["day"] = (day, length = "long") =>
    formatDay(day, { locale: ENGLISH_LOCALE, length, thisYear });

  const spanLabel = (span: Span): string => {
    switch (span.kind) {
      case "this-week":
        return "this week";
      case "next-week":
        return "next week";
      case "last-week":
        return "last week";
      case "weekend":
        return "this weekend";
      case "day":
        return `on ${dayLabel(span.day)}`;
      case "month":
        return `in ${formatMonth(span.first, { locale: ENGLISH_LOCALE })}`;
      case "last-days":
        return `in the last ${span.days} days`;
      case "until":
        return `by ${dayLabel(span.day)}`;
      default:
        return span.kind;
    }
  };
  const duringLabel = (during: During): string => {
    switch (during.kind) {
      case "overdue":
        return "overdue";
      case "today":
        return during.overdue ? "due today or overdue" : "due today";
      case "undated":
        return "without a due date";
      case "due":
        return `due ${spanLabel(during.span)}`;
    }
  };
  const filtersLabel = ({ list, tag, priority, matching }: Filters) =>
    [
      list !== undefined ? `in ${list ? listMention(list.name) : "your Inbox"}` : "",
      tag ? `tagged #${tag}` : "",
      priority ? `with ${priority} priority` : "",
      matching ? `matching ${quoted(matching)}` : "",
    ]
      .filter(Boolean)
      .join(" ");
  const whatLabel = ({ during, filters }: Selection) =>
    [during ? duringLabel(during) : "", filtersLabel(filters)].filter(Boolean).join(" ");
  const counted = (count: number, more: boolean, { during }: Selection) =>
    `${more ? "more than " : ""}${plural(count, during ? "task" : "open task")}`;
  const tags = (names: readonly string[]) => names.map((tag) => `#${tag}`).join(" ");

  return {
    suggestions: SUGGESTIONS,
    examples: EXAMPLES,
    postponeOverdueSuggestion: "Postpone all overdue to tomorrow",
    planWeekSuggestion: "Plan my week",
    help: HELP,
    yes: "Yes",
    greeting: greetingLine,
    welcome: welcomeLines,
    smallTalk: (kind) =>
      ({
        thanks: "You're welcome!",
        bye: "Bye for now!",
        "how-are-you": "All good here, thanks! What can I do for you?",
        other: "Okay. Ask me about your tasks, or type one to add it.",
      })[kind],

    tasks: (count) => plural(count, "task"),
    inAll: (count) => `${plural(count, "task")} in all.`,
    quoted,
    day: dayLabel,
    time: timeLabel,
    due: (dueAt, allDay) => formatDue(dueAt, allDay, format),
    reminder: (reminder) => formatReminder(reminder, format),
    repeats: (rule) => describeRecurrence(rule),
    priorityName: capitalised,
    reason,
    why: (title, reasons) => `${quoted(title)} — ${reasons.map(reason).join(", ")}`,
    describe(change, what, done) {
      switch (change.kind) {
        case "complete":
          return `${done ? "Completed" : "Complete"} ${what}`;
        case "delete":
          return `${done ? "Deleted" : "Delete"} ${what}`;
        case "tag":
          return `${done ? "Tagged" : "Tag"} ${what} ${tags(change.tags)}`;
        case "untag":
          return `${done ? "Removed" : "Remove"} ${tags(change.tags)} from ${what}`;
        case "move": {
          const day = change.day ? ` to ${dayLabel(change.day)}` : "";
          const time = change.time ? `${change.day ? " at" : " to"} ${timeLabel(change.time)}` : "";
          return `${done ? "Moved" : "Move"} ${what}${day}${time}`;
        }
        case "rename":
          return `${done ? "Renamed" : "Rename"} ${what} to ${quoted(change.title)}`;
        case "priority":
          return change.priority === "none"
            ? `${done ? "Removed" : "Remove"} the priority of ${what}`
            : `${done ? "Gave" : "Give"} ${what} ${change.priority} priority`;
        case "stop-repeating":
          return `${done ? "Stopped" : "Stop"} ${what} repeating`;
        case "repeat":
          return `${done ? "Made" : "Make"} ${what} repeat ${describeRecurrence(change.rule)}`;
        case "undate":
          return `${done ? "Took" : "Take"} the due date off ${what}`;
        case "shift": {
          const days = Math.abs(change.days);
          const by = days % 7 === 0 ? plural(days / 7, "week") : plural(days, "day");
          return `${done ? "Moved" : "Move"} ${what} ${by} ${change.days > 0 ? "later" : "earlier"}`;
        }
        case "remind":
          return `${done ? "Added" : "Add"} a reminder to ${what}: ${formatReminder(change.reminder, format)}`;
        case "file": {
          if (change.newList !== undefined && !done)
            return `Make the list ${quoted(change.newList)} and move ${what} to it`;
          const list = change.listId === null && change.newList === undefined ? "your Inbox" : change.list;
          return `${done ? "Moved" : "Move"} ${what} to ${list}`;
        }
        case "edit": {
          const changes = Object.values(change.changes);
          const fields = (["title", "description"] as const).filter((field) => changes.some((each) => field in each));
          return `${done ? "Changed" : "Change"} the ${fields.join(" and ") || "fields"} of ${what}`;
        }
        case "break-down":
          return `${done ? "Broke" : "Break"} ${what} down into ${plural(change.steps.length, "subtask")}: ${change.steps.map(quoted).join(", ")}`;
      }
    },

    whichTask: "Which task do you mean? Name it by a few words of its title, e.g. “make the dentist urgent”.",
    unknownDay: UNKNOWN_DAY,
    notADay: (words) => `I don't know which day ${quoted(words)} is. ${UNKNOWN_DAY}`,
    timeOrDay: (words) => `Do you mean ${quoted(words)} as a time or as a day?`,
    notSureWhatAsked: `I'm not sure what you're asking. ${QUESTIONS_I_ANSWER}`,
    cannotDoYet: "I don't know how to do that yet — say “help” to see what I can do.",
    didNotUnderstand: (changes) =>
      "Sorry, I didn't understand that. Say “help” to see what I understand, or add it as a task." +
      (changes > 0 ? ` ${plural(changes, "change")} made on the way can be undone.` : ""),
    nothingOverdue: "Nothing is overdue.",
    nothingDueToday: "Nothing is due today.",
    noneTagged: (tag) => `No open task is tagged #${tag}.`,
    addAsTaskChoice: (text) => `Add ${quoted(text)} as a task`,
    addAsTaskQuestion: (text) => `Add ${quoted(text)} as a task?`,
    addToNewListQuestion: (title, list) => `Add ${quoted(title)} to a new list ${quoted(list)}?`,
    alreadyHave: (title) => `You already have ${quoted(title)}.`,
    noTaskCalled: (name) => `I found no open task called ${quoted(name)}.`,
    whichOne: (count, name, more) =>
      `Which one? ${plural(count, "task")} match ${quoted(name)}.${more ? " Say more of its name to see the others." : ""}`,
    tooVague: (name, wordsMax) =>
      `${quoted(name)} is too vague to tell which task you mean: ` +
      `name it by a few words of its title (at most ${wordsMax}).`,
    firstOnly: (shown) => `Here are the first ${shown}; Tasks has them all.`,
    tasksGone: "Those tasks are gone, so nothing changed.",
    taskGone: "That task is gone, so nothing changed.",
    refused: (why) => `${why} Nothing changed.`,
    notATitle: "Not a title.",
    notAListName: "Not a list name.",
    notTags: "Those are not tags.",
    alreadySo: (count) =>
      `Nothing changed: ${oneOrMany(count, "it is", "they are")} already like that, or changed meanwhile.`,
    leftAlone: (count) =>
      `${plural(count, "task")} had changed meanwhile and ${oneOrMany(count, "was", "were")} left alone.`,
    cannotBreakDown: (title, why) => `${quoted(title)} cannot be broken down: ${why} Nothing changed.`,
    stepsCount:
      `A task breaks down into ${BREAK_DOWN_STEPS.min} to ${BREAK_DOWN_STEPS.max} steps, separated by commas or “and”, ` +
      "e.g. “break down plan the trip into book flights, book the hotel and pack”. Nothing changed.",
    stepEmpty: (step) => `Step ${step} is empty. Nothing changed.`,
    stepRefused: (step, why) => `Step ${step}: ${why} Nothing changed.`,

    nothingToPlan: `Nothing to plan: ${NOTHING_PRESSING}.`,
    nothingPressing: `Nothing is pressing: ${NOTHING_PRESSING}.`,
    dayPlan: (count, capacity) => `Your plan for today: ${plural(count, "task")} (your daily capacity is ${capacity}).`,
    moreCouldGoIn: (count) => `${plural(count, "more task")} could go in.`,
    dayPlanHow: "Remove, add or reorder, then accept: the plan's tasks get today's date.",
    acceptDayPlan: "Accept this plan?",
    acceptDayPlanLabel: "Accept the plan",
    nothingToPlanThisWeek: (lastDay) =>
      `Nothing to plan this week: nothing is overdue or due by ${dayLabel(lastDay)}, and no undated task has high priority.`,
    weekPlan: (count, days, capacity) =>
      `Your plan for the week: ${plural(count, "task")} over ${plural(days, "day")}, ` +
      `at most ${capacity} a day (your daily capacity).`,
    weekDay: (day, titles) =>
      `${dayLabel(day, "short")}: ${titles.length === 0 ? "nothing" : `${plural(titles.length, "task")} — ${titles.map(quoted).join(", ")}`}`,
    didNotFit: (count) =>
      `${plural(count, "more task")} did not fit and ${oneOrMany(count, "stays as it is", "stay as they are")}.`,
    weekPlanHow: "Accept it, and each task is due on its day, at its own time of day.",
    acceptWeekPlan: "Accept this plan for the week?",
    planStale: (count) => `${plural(count, "task")} of the plan changed since it was made, so nothing changed.`,
    plannedToday: (count) => `Planned ${plural(count, "task")} for today.`,
    plannedWeek: (count) => `Planned your week: ${plural(count, "task")}, each on its day.`,
    noneOpen: "None of the plan's tasks is open any more, so nothing changed.",
    review: ({ completed, slipped, upcoming, days }) =>
      `Your week: ${plural(completed, "task")} completed in the last ${days} days, ` +
      `${slipped} slipped, ${plural(upcoming, "task")} due in the next ${days} days.` +
      (slipped > 0 ? " Move the slipped ones on, or drop them." : ""),
    reviewFix: (kind, title) =>
      kind === "drop"
        ? `Drop ${quoted(title)}`
        : `Move ${quoted(title)} to ${kind === "tomorrow" ? "tomorrow" : "next week"}`,
    reviewFixButton: (kind) => ({ tomorrow: "Tomorrow", "next-week": "Next week", drop: "Drop" })[kind],
    reviewSections: (days) => ({
      name: "Weekly review",
      completed: { title: `Completed in the last ${days} days`, none: "Nothing completed." },
      slipped: { title: "Slipped", none: "Nothing slipped." },
      upcoming: { title: `Coming up in the next ${days} days`, none: "Nothing due." },
    }),
    reviewBreakDown: (title) => ({
      text: "Break down",
      label: `Break down ${quoted(title)}`,
      message: `break down ${title} into `,
    }),

    added: (title, details) => `Added ${quoted(title)}${details.length > 0 ? ` — ${details.join(" · ")}` : ""}.`,
    reminderDetail: (reminder) => `Reminder: ${formatReminder(reminder, format)}`,
    addedMany: (titles) => `Added ${plural(titles.length, "task")}: ${titles.map(quoted).join(", ")}.`,
    tooManyToAdd: (max) => `I add at most ${max} tasks at a time. Nothing was added.`,
    emptyTask: (task) => `Task ${task} is empty. Nothing was added.`,
    noListCalled: (name) => `You have no list called ${quoted(name)}. Lists are made under Lists in the navigation.`,
    whenDue: (title, { dueAt, dueAllDay }) =>
      dueAt ? `${quoted(title)} is due ${formatDue(dueAt, dueAllDay, format)}.` : `${quoted(title)} has no due date.`,
    completedNothing: (span) => `You completed nothing ${spanLabel(span)}.`,
    completedTasks: (count, span) => `You completed ${plural(count, "task")} ${spanLabel(span)}:`,
    cannotLookFor: (text) => `${quoted(text)} is not something I can look for.`,
    nothingIs: (selection) => `Nothing is ${whatLabel(selection)}.`,
    nothingOpen(filters) {
      const filtered = filtersLabel(filters);
      return filtered.startsWith("in ") ? `Nothing is open ${filtered}.` : `No open task is ${filtered || "left"}.`;
    },
    youHave(count, more, selection) {
      const what = whatLabel(selection);
      return `You have ${counted(count, more, selection)}${what ? ` ${what}` : ""}.`;
    },
    listing(count, more, selection) {
      const what = whatLabel(selection);
      return `${capitalised(counted(count, more, selection))}${what ? ` ${what}` : ""}:`;
    },
    nothingToUndo: "There is nothing to undo.",
    undoExpired: (message) => `The changes of ${quoted(message)} can no longer be undone.`,
    undone: (changes, message, unchanged) =>
      `Undone: ${plural(changes, "change")} of ${quoted(message)}.` +
      (unchanged > 0
        ? ` ${plural(unchanged, "task")} had changed since and ${oneOrMany(unchanged, "was", "were")} left as it is.`
        : ""),
    notARepeat: (words) => `I can't read ${quoted(words)} as a repeat. Try “every friday” or “jeden Dienstag”.`,
    notAReminderTime: (words) =>
      `I can't tell when ${quoted(words)} is, or it has passed. ` +
      "Try “remind me about the dentist tomorrow at 9” or “remind me 10 minutes before the dentist”.",
    noMatch: (text) => `No open task matches ${quoted(text)}.`,
    matches: (count, text) => `${plural(count, "task")} match ${quoted(text)}:`,
    overCapacity: (capacity) =>
      `Your daily capacity is ${plural(capacity, "task")}; remove some, or raise it in Settings.`,
  } satisfies Phrases;
}
