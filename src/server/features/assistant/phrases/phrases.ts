/**
 * Everything the assistant says to the user, once per language: a German message gets a German reply, an
 * English one an English reply, decided per message (issue 21, point 5).
 *
 * Wiring (a later step): `Conversation` gets `say: Phrases`, made per message as
 * `phrasesFor(talk.language, talk)` (the conversation is the clock: its `now` and `timeZone`), and every reply
 * site calls `talk.say.<member>(…)` instead of building its English text. The English table says exactly what
 * the service says today, so that step changes no English reply; what a member replaces is in its comment.
 * Task titles, list mentions ("+Work"), tags and the user's own words are passed in as they are: a member
 * quotes and places them, the caller only shortens what it quotes (QUOTED_NAME_MAX). What is said to the
 * language model (its system prompt, its tools' answers) is not a reply and stays English.
 */

import type { TextLanguage } from "../../../../shared/quick-add/language-of";
import type { ReviewSections } from "../../../../shared/schemas/assistant";
import type { Reminder, TaskPriority } from "../../../../shared/schemas/task";
import type { CalendarDay } from "../../../../shared/time/calendar";
import type { TimeOfDay } from "../../../../shared/time/zoned-time";
import type { PlanClock, Reason } from "../plans";
import { de } from "./de";
import { en } from "./en";

/**
 * The suggestion chips, each offered only when its answer would show something (see `suggestionsNow`): a tap
 * never answers "nothing".
 */
export type SuggestionKind = "dueToday" | "overdue" | "highPriority" | "planDay" | "review" | "help";

/** What a small-talk message was: thanks, a goodbye, "how are you", or anything else. */
export type SmallTalk = "thanks" | "bye" | "how-are-you" | "other";

/**
 * A change as a question or a done reply describes it: the fields of the service's plans that the words need
 * (a plan is one, as it is).
 */
export type Change =
  | { kind: "complete" | "delete" | "stop-repeating" | "undate" }
  | { kind: "tag" | "untag"; tags: string[] }
  /** `day` null: each task keeps its day; `time` null: each keeps its time of day. */
  | { kind: "move"; day: CalendarDay | null; time: TimeOfDay | null }
  | { kind: "rename"; title: string }
  | { kind: "priority"; priority: TaskPriority }
  | { kind: "repeat"; rule: string }
  /** Days later, earlier when negative. */
  | { kind: "shift"; days: number }
  | { kind: "remind"; reminder: Reminder }
  /** `listId` null without `newList`: the Inbox; `list` the list as "+Work"; `newList` one to make first. */
  | { kind: "file"; listId: string | null; list: string; newList?: string }
  /** The changes by task id: which of title and description they rewrite. */
  | { kind: "edit"; changes: Record<string, { title?: unknown; description?: unknown }> }
  | { kind: "break-down"; steps: string[] };

/** The days a question is about, as a reply names them. */
export type Span =
  | { kind: "today" | "tomorrow" | "this-week" | "next-week" | "yesterday" | "last-week" | "weekend" }
  | { kind: "day"; day: CalendarDay }
  /** The month `first` is the first day of. */
  | { kind: "month"; first: CalendarDay }
  /** From the overdue on to `day`, that day among them. */
  | { kind: "until"; day: CalendarDay }
  /** The last `days` days, today among them. */
  | { kind: "last-days"; days: number };

/** Which open tasks an answer shows: by when they are due, if asked. */
export type During =
  | { kind: "overdue" }
  /** Due today; `overdue`: the answer also holds overdue ones. */
  | { kind: "today"; overdue: boolean }
  | { kind: "undated" }
  | { kind: "due"; span: Span };

/** A question's filters; `list` null: the Inbox; `matching` the words a title is searched for. */
export interface Filters {
  list?: { name: string } | null;
  tag?: string;
  priority?: Exclude<TaskPriority, "none">;
  matching?: string;
}

export interface Selection {
  during?: During;
  filters: Filters;
}

export interface Phrases {
  /** The suggestion chips (SUGGESTIONS); each must be understood when tapped. */
  suggestions: Readonly<Record<SuggestionKind, string>>;
  /** The chips of an account without a task (EXAMPLES): messages that each add a task, to show how. */
  examples: readonly string[];
  /** The chip "Postpone all overdue to tomorrow" (greeting, answerQuestion). */
  postponeOverdueSuggestion: string;
  /** The chip "Plan my week" (nextTask). */
  planWeekSuggestion: string;
  /** HELP. */
  help: string;
  /** A confirm button's label, kept as the user's message when pressed ("Yes"). */
  yes: string;
  /** greetingLine: "Good morning, Ada — 3 due today, 1 overdue." */
  greeting(facts: { name: string; hour: number; dueToday: number; overdue: number }): string;
  /**
   * The greeting of an account without a task (welcomeLines): a greeting line, then how to add a task, which
   * leads to the examples.
   */
  welcome(facts: { name: string; hour: number }): string;
  /** smallTalkReply's answers. */
  smallTalk(kind: SmallTalk): string;

  /** countOf(count, "task"): "1 task", "3 tasks". */
  tasks(count: number): string;
  /** Two questions in one message: "7 tasks in all." */
  inAll(count: number): string;
  /** quoted: “Dentist”. */
  quoted(text: string): string;
  /** dayLabel: "Friday 27 November", short "Fri 27 Nov"; with its year when not this year. */
  day(day: CalendarDay, length?: "long" | "short"): string;
  /** A time of day as the user's clock shows it: "17:05", or "5:05 PM" on the 12-hour clock they chose. */
  time(time: TimeOfDay): string;
  /** formatDue with REPLY_LOCALE: "Tomorrow, 17:00", "Mon 30 Nov", "Wed 6 Jan 2027". */
  due(dueAt: string, allDay: boolean): string;
  /** formatReminder with REPLY_LOCALE: "Tomorrow, 09:00", "10 min before". */
  reminder(reminder: Reminder): string;
  /** describeRecurrence: "every Monday". */
  repeats(rule: string): string;
  /** A new task's priority among what quick add understood (understood): "High". */
  priorityName(priority: Exclude<TaskPriority, "none">): string;
  /** reasonText: "overdue by 2 days". */
  reason(reason: Reason): string;
  /** whyLine: "“Call bank” — high priority, due today at 11:00". */
  why(title: string, reasons: readonly Reason[]): string;
  /** describe(plan, what, done): "Delete “Dentist”" / "Deleted “Dentist”"; the caller adds "?" or ".". */
  describe(change: Change, what: string, done: boolean): string;

  /** WHICH_TASK. */
  whichTask: string;
  /** UNKNOWN_DAY. */
  unknownDay: string;
  /** The move handler: "I don't know which day “x” is. " + UNKNOWN_DAY. */
  notADay(words: string): string;
  /** The move handler, of a bare number ("move it to 3"): "Do you mean “3” as a time or as a day?" */
  timeOrDay(words: string): string;
  /** unclear, why "question": "I'm not sure what you're asking. " + QUESTIONS_I_ANSWER. */
  notSureWhatAsked: string;
  /** unclear, why "command": the lead before the offer to add. */
  cannotDoYet: string;
  /** askModel's fallback when the model failed; `changes` made on the way. */
  didNotUnderstand(changes: number): string;
  /** command, target overdue: "Nothing is overdue." */
  nothingOverdue: string;
  /** command, target today: "Nothing is due today." */
  nothingDueToday: string;
  /** command: a group of tasks by tag that finds none: "No open task is tagged #books." */
  noneTagged(tag: string): string;
  /** The choice "Add “…” as a task" (command, askModel). */
  addAsTaskChoice(text: string): string;
  /** offerToAdd's question: "Add “…” as a task?" */
  addAsTaskQuestion(text: string): string;
  /** addOrOfferList's question, for a list the user does not have: "Add “…” to a new list “…”?" */
  addToNewListQuestion(title: string, list: string): string;
  /** addIfTask's lead: "You already have “…”." */
  alreadyHave(title: string): string;
  /** command, whenIs: "I found no open task called “…”." */
  noTaskCalled(name: string): string;
  /** command: "Which one? 3 tasks match “…”." and, `more` than the choices, how to see the others. */
  whichOne(count: number, name: string, more: boolean): string;
  /** tooVague. */
  tooVague(name: string, wordsMax: number): string;
  /** withCards, when it shows only the first `shown`: "Here are the first 20; Tasks has them all." */
  firstOnly(shown: number): string;
  /** carryOut: "Those tasks are gone, so nothing changed." */
  tasksGone: string;
  /** breakDown: "That task is gone, so nothing changed." */
  taskGone: string;
  /** `${why} Nothing changed.`: a refused title or list name (rename, carryOut's new list). */
  refused(why: string): string;
  /** Fallbacks when a schema gives no message ("Not a title.", "Not a list name.", "Those are not tags."). */
  notATitle: string;
  notAListName: string;
  notTags: string;
  /** carryOut: "Nothing changed: it is already like that, or changed meanwhile." */
  alreadySo(count: number): string;
  /** carryOut's note: "2 tasks had changed meanwhile and were left alone." */
  leftAlone(count: number): string;
  /** breakDown: "“…” cannot be broken down: … Nothing changed." */
  cannotBreakDown(title: string, why: string): string;
  /** stepsProblem: the wrong number of steps. */
  stepsCount: string;
  /** stepsProblem: "Step 2 is empty. Nothing changed." (`step` from 1). */
  stepEmpty(step: number): string;
  /** stepsProblem: "Step 2: … Nothing changed." */
  stepRefused(step: number, why: string): string;

  /** planDay: "Nothing to plan: " + NOTHING_PRESSING. */
  nothingToPlan: string;
  /** nextTask: "Nothing is pressing: " + NOTHING_PRESSING. */
  nothingPressing: string;
  /** planDay's first sentence. */
  dayPlan(count: number, capacity: number): string;
  /** planDay: "2 more tasks could go in." */
  moreCouldGoIn(count: number): string;
  /** planDay: how the plan is accepted. */
  dayPlanHow: string;
  /** planDay's confirm prompt. */
  acceptDayPlan: string;
  /** planDay's confirm label, kept as the user's message ("Accept the plan"). */
  acceptDayPlanLabel: string;
  /** planWeek, nothing to plan up to `lastDay`. */
  nothingToPlanThisWeek(lastDay: CalendarDay): string;
  /** planWeek's first line. */
  weekPlan(count: number, days: number, capacity: number): string;
  /** planWeek's line for a day: "Fri 27 Nov: 2 tasks — “A”, “B”" or "…: nothing". */
  weekDay(day: CalendarDay, titles: readonly string[]): string;
  /** planWeek: "1 more task did not fit and stays as it is." */
  didNotFit(count: number): string;
  /** planWeek: how the plan is accepted. */
  weekPlanHow: string;
  /** planWeek's confirm prompt. */
  acceptWeekPlan: string;
  /** acceptPlan, the plan changed: "2 tasks of the plan changed since it was made, so nothing changed." */
  planStale(count: number): string;
  /** acceptPlan: "Planned 3 tasks for today." */
  plannedToday(count: number): string;
  /** acceptWeekPlan. */
  plannedWeek(count: number): string;
  /** NONE_OPEN. */
  noneOpen: string;
  /** review's reply over `days` days back and ahead. */
  review(counts: { completed: number; slipped: number; upcoming: number; days: number }): string;
  /** review's fix buttons, kept as the user's message: "Move “…” to tomorrow", "… to next week", "Drop “…”". */
  reviewFix(kind: "tomorrow" | "next-week" | "drop", title: string): string;
  /** review's fix buttons' own word: "Tomorrow", "Next week", "Drop". */
  reviewFixButton(kind: "tomorrow" | "next-week" | "drop"): string;
  /**
   * review's name ("Weekly review") and its sections over `days` days back and ahead, each with its title
   * ("Completed in the last 7 days", "Slipped", …) and what it says when empty ("Nothing completed.").
   */
  reviewSections(days: number): ReviewSections;
  /**
   * review's Break down on a slipped task: its word ("Break down"), its accessible name ("Break down “…”"), and the
   * message it begins for the steps to finish, which break-down reads ("break down … into ").
   */
  reviewBreakDown(title: string): { text: string; label: string; message: string };

  /** add: "Added “…” — Tomorrow, 17:00 · #errands." */
  added(title: string, details: readonly string[]): string;
  /** understood: "Reminder: 10 min before". */
  reminderDetail(reminder: Reminder): string;
  /** add-many: "Added 2 tasks: “A”, “B”." */
  addedMany(titles: readonly string[]): string;
  /** add-many, too many. */
  tooManyToAdd(max: number): string;
  /** add-many: "Task 2 is empty. Nothing was added." (`task` from 1). */
  emptyTask(task: number): string;
  /** listFor: "You have no list called “…”. …" */
  noListCalled(name: string): string;
  /** whenIs, a task's line: "“…” is due Tomorrow, 17:00." or "“…” has no due date." */
  whenDue(title: string, due: { dueAt: string | null; dueAllDay: boolean }): string;
  /** finished: "You completed nothing today." */
  completedNothing(span: Span): string;
  /** finished: "You completed 3 tasks in the last 7 days:" */
  completedTasks(count: number, span: Span): string;
  /** answerQuestion: "“…” is not something I can look for." */
  cannotLookFor(text: string): string;
  /** answerQuestion, none found with a `during`: "Nothing is due today tagged #errands." */
  nothingIs(selection: Selection & { during: During }): string;
  /** answerQuestion, none found without one: "Nothing is open in +Work." / "No open task is left." */
  nothingOpen(filters: Filters): string;
  /** answerQuestion, a count: "You have 3 tasks due today." (`more`: the count stopped at a page). */
  youHave(count: number, more: boolean, selection: Selection): string;
  /** answerQuestion, a list: "3 tasks due today:" */
  listing(count: number, more: boolean, selection: Selection): string;
  /** undoLast. */
  nothingToUndo: string;
  /** undoLast: "The changes of “…” can no longer be undone." */
  undoExpired(message: string): string;
  /** undoLast: "Undone: 2 changes of “…”." and the tasks that had changed since. */
  undone(changes: number, message: string, unchanged: number): string;
  /** The repeat handler: "I can't read “…” as a repeat. …" */
  notARepeat(words: string): string;
  /** The remind handler: "I can't tell when “…” is, or it has passed. …" */
  notAReminderTime(words: string): string;
  /** find: "No open task matches “…”." */
  noMatch(text: string): string;
  /** find: "2 tasks match “…”:" */
  matches(count: number, text: string): string;
  /** reply: a day's plan over the daily capacity (a field error). */
  overCapacity(capacity: number): string;
}

const TABLES: Record<TextLanguage, (clock: PlanClock) => Phrases> = { de, en };

/** The assistant's words in `language`, its days and times said as on the user's clock now. */
export function phrasesFor(language: TextLanguage, clock: PlanClock): Phrases {
  return TABLES[language](clock);
}
