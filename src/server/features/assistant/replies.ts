/**
 * The assistant's words: its fixed replies and how a reply says days, times, reasons, plans and lists. Pure text,
 * no lookups; every reply is English, its dates and times as in Britain.
 */

import type { CalendarDay } from "../../../shared/calendar";
import { formatDue, formatReminder } from "../../../shared/format-date";
import { ASSISTANT_NAME_WORDS_MAX, ASSISTANT_REPLY_TASKS_MAX, BREAK_DOWN_STEPS } from "../../../shared/limits";
import { listMention } from "../../../shared/quick-add/list-mention";
import { describeRecurrence } from "../../../shared/recurrence-rule";
import type { AssistantResponse } from "../../../shared/schemas/assistant";
import type { ListName } from "../../../shared/schemas/list";
import type { Task } from "../../../shared/schemas/task";
import type { TimeOfDay } from "../../../shared/zoned-time";
import type { TaskPlan } from "./changes";
import type { Conversation } from "./conversation";
import { countOf } from "./greeting";
import type { Ranked, Reason } from "./plans";

/** A name quoted in a reply is cut to this many characters. */
const QUOTED_NAME_MAX = 60;
export const shortened = (text: string) =>
  text.length > QUOTED_NAME_MAX ? `${text.slice(0, QUOTED_NAME_MAX - 1)}…` : text;

export const SUGGESTIONS = [
  "What's due today?",
  "What's overdue?",
  "High priority",
  "Plan my day",
  "Weekly review",
  "Help",
];

export const HELP = [
  "Here is what I understand:",
  "• A task: “buy oat milk tomorrow 5pm #errands p1”, “add call mum”, “remind me to call mum at 5pm”",
  "• Questions: what's due today? anything overdue? how many tasks this week? when is the dentist? what did I finish?",
  "• show #errands · high priority · find dentist · what's on my work list",
  "• complete buy oat milk · I did the laundry · delete the dentist task · undo",
  "• tag call bank #finance · move dentist to friday · change the review to 11am · rename X to Y · make it urgent",
  "• stop repeating X · remind me about X tomorrow at 9 · several at once: complete A and move B to monday",
  '• show +Work · what\'s in my inbox · move dentist to +Health (a list; +"Long name" for one with spaces)',
  "• a new task with +Groceries in it goes into that list",
  "• postpone all overdue to tomorrow",
  `• break down plan the trip into book flights, book the hotel and pack: ${BREAK_DOWN_STEPS.min} to ${BREAK_DOWN_STEPS.max} subtasks under it`,
  "• plan my day: overdue, due today and high-priority tasks, the most pressing first (priority, days late, time due), as many as your daily capacity (Settings)",
  "• plan my week: the same spread over the rest of your week, each on its own day when it has room, up to your daily capacity a day",
  "• what next: the one task to do now, and why",
  "• weekly review: done in the last 7 days, what slipped (overdue or postponed 3 times), the next 7 days",
  "Deletes and changes to several tasks ask you first, and every change can be undone. German works too.",
].join("\n");

/** For a pronoun with nothing to point at, or a previous reply whose tasks are gone. */
export const WHICH_TASK =
  "Which task do you mean? Name it by a few words of its title, e.g. “make the dentist urgent”.";
export const UNKNOWN_DAY = "Try today, tomorrow, friday, dec 3, 10.12. or in 2 weeks.";
export const QUESTIONS_I_ANSWER =
  "I answer questions about your tasks, e.g. “what's due today?”, “how many tasks are overdue?”, " +
  "“when is the dentist?” or “what did I finish this week?”. Say “help” for the rest.";

/** A friendly word back for thanks, goodbyes and the like. */
export function smallTalkReply(message: string): string {
  const text = message.toLowerCase();
  if (/thank|thx|\bty\b|cheers|danke|\bta\b/.test(text)) return "You're welcome!";
  if (/bye|see you|good night|\bgn\b|tschüss|ciao/.test(text)) return "Bye for now!";
  if (/how are you|how's it going|what's up|wie geht/.test(text))
    return "All good here, thanks! What can I do for you?";
  return "Okay. Ask me about your tasks, or type one to add it.";
}

/** The assistant's replies are English; dates and times in them as in Britain ("Friday 27 November", "17:00"). */
export const REPLY_LOCALE = "en-GB";

export const quoted = (text: string) => `“${text}”`;
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function response(reply: string, parts: Partial<Omit<AssistantResponse, "reply">> = {}): AssistantResponse {
  return { reply, tasks: [], actions: [], choices: [], suggestions: [], ...parts };
}

/** "Friday 27 November", or short: "Fri 27 Nov". */
export function dayLabel({ year, month, day }: CalendarDay, length: "long" | "short" = "long"): string {
  return new Intl.DateTimeFormat(REPLY_LOCALE, {
    weekday: length,
    day: "numeric",
    month: length,
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** "17:05". */
export const timeLabel = ({ hour, minute }: TimeOfDay) => `${hour}:${String(minute).padStart(2, "0")}`.padStart(5, "0");

function reasonText(reason: Reason): string {
  switch (reason.kind) {
    case "priority":
      return `${reason.priority} priority`;
    case "overdue":
      return `overdue by ${countOf(reason.days, "day")}`;
    case "overdue-today":
      return `overdue since ${timeLabel(reason.time)}`;
    case "due-today":
      return reason.time ? `due today at ${timeLabel(reason.time)}` : "due today";
  }
}

/** "“Call bank” — high priority, due today at 11:00". */
export const whyLine = ({ task, reasons }: Ranked) =>
  `${quoted(shortened(task.title))} — ${reasons.map(reasonText).join(", ")}`;

/** Why there is nothing for today in a plan. */
export const NOTHING_PRESSING = "nothing is overdue or due today, and no undated task has high priority";
export const NONE_OPEN = "None of the plan's tasks is open any more, so nothing changed.";

/** "the title", "the description" or "the title and description" that an edit changes, of any of its tasks. */
function editedFields(plan: Extract<TaskPlan, { kind: "edit" }>): string {
  const changes = Object.values(plan.changes);
  const fields = (["title", "description"] as const).filter((field) => changes.some((each) => field in each));
  return `the ${fields.join(" and ") || "fields"}`;
}

/** "Delete “Dentist”" / "Move 3 tasks to Friday 27 November", as a question or as done. */
export function describe(plan: TaskPlan, what: string, done: boolean): string {
  switch (plan.kind) {
    case "complete":
      return `${done ? "Completed" : "Complete"} ${what}`;
    case "delete":
      return `${done ? "Deleted" : "Delete"} ${what}`;
    case "tag":
      return `${done ? "Tagged" : "Tag"} ${what} ${plan.tags.map((tag) => `#${tag}`).join(" ")}`;
    case "untag":
      return `${done ? "Removed" : "Remove"} ${plan.tags.map((tag) => `#${tag}`).join(" ")} from ${what}`;
    case "move": {
      const day = plan.day ? ` to ${dayLabel(plan.day)}` : "";
      const time = plan.time ? `${plan.day ? " at" : " to"} ${timeLabel(plan.time)}` : "";
      return `${done ? "Moved" : "Move"} ${what}${day}${time}`;
    }
    case "rename":
      return `${done ? "Renamed" : "Rename"} ${what} to ${quoted(plan.title)}`;
    case "priority":
      return plan.priority === "none"
        ? `${done ? "Removed" : "Remove"} the priority of ${what}`
        : `${done ? "Gave" : "Give"} ${what} ${plan.priority} priority`;
    case "stop-repeating":
      return `${done ? "Stopped" : "Stop"} ${what} repeating`;
    case "repeat":
      return `${done ? "Made" : "Make"} ${what} repeat ${plan.label}`;
    case "undate":
      return `${done ? "Took" : "Take"} the due date off ${what}`;
    case "shift": {
      const days = Math.abs(plan.days);
      const by = days % 7 === 0 ? countOf(days / 7, "week") : countOf(days, "day");
      return `${done ? "Moved" : "Move"} ${what} ${by} ${plan.days > 0 ? "later" : "earlier"}`;
    }
    case "remind":
      return `${done ? "Added" : "Add"} a reminder to ${what}: ${plan.label}`;
    case "file":
      return plan.newList !== undefined && !done
        ? `Make the list ${quoted(plan.newList)} and move ${what} to it`
        : `${done ? "Moved" : "Move"} ${what} to ${plan.list}`;
    case "edit":
      return `${done ? "Changed" : "Change"} ${editedFields(plan)} of ${what}`;
    case "break-down":
      return `${done ? "Broke" : "Break"} ${what} down into ${countOf(plan.steps.length, "subtask")}: ${plan.steps.map(quoted).join(", ")}`;
  }
}

/**
 * "Tomorrow, 17:00 · Reminder: 1 h before · #errands · High · every Monday": what quick add understood besides
 * the title.
 */
export function understood(talk: Conversation, task: Task): string[] {
  const format = { locale: REPLY_LOCALE, timeZone: talk.timeZone, now: talk.now };
  const due = task.dueAt ? [formatDue(task.dueAt, task.dueAllDay, format)] : [];
  const reminders = task.reminders.map((reminder) => `Reminder: ${formatReminder(reminder, format)}`);
  const priority = task.priority === "none" ? [] : [capitalised(task.priority)];
  const repeats = task.recurrence ? [describeRecurrence(task.recurrence)] : [];
  return [...due, ...reminders, ...task.tags.map((tag) => `#${tag}`), ...priority, ...repeats];
}

/** "+Work", or "your Inbox". */
export const listLabel = (list: ListName | null) => (list ? listMention(list.name) : "your Inbox");

/** Cards for at most ASSISTANT_REPLY_TASKS_MAX tasks, the reply saying so when there are more. */
export function withCards(reply: string, found: Task[], more = false): AssistantResponse {
  const shown = found.slice(0, ASSISTANT_REPLY_TASKS_MAX);
  const cut = more || found.length > shown.length;
  return response(cut ? `${reply} Here are the first ${shown.length}; Tasks has them all.` : reply, { tasks: shown });
}

/** The reply to a name too vague to tell which tasks it means. */
export const tooVague = (name: string) =>
  response(
    `${quoted(shortened(name))} is too vague to tell which task you mean: ` +
      `name it by a few words of its title (at most ${ASSISTANT_NAME_WORDS_MAX}).`,
  );
