import { randomBytes } from "node:crypto";
import { z } from "zod";
import {
  addDays,
  dayOf,
  firstWeekday,
  type IsoWeekday,
  instantsOf,
  isoWeekday,
  startOfWeek,
} from "../../../shared/calendar";
import { foldCase } from "../../../shared/fold-case";
import { formatDue, formatReminder } from "../../../shared/format-date";
import {
  ASSISTANT_BULK_TASKS_MAX,
  ASSISTANT_CONFIRM_TTL_SECONDS,
  ASSISTANT_HISTORY_PAGE_SIZE,
  ASSISTANT_NAME_WORDS_MAX,
  ASSISTANT_REPLY_TASKS_MAX,
  ASSISTANT_SLIP_WORDS_AROUND,
  ASSISTANT_TASKS_PER_MESSAGE_MAX,
  ASSISTANT_UNDO_TTL_SECONDS,
  BREAK_DOWN_STEPS,
  TASK_PAGE_SIZE_MAX,
  TASK_SEARCH_MAX_LENGTH,
} from "../../../shared/limits";
import { languageOf } from "../../../shared/quick-add/language-of";
import { listMention } from "../../../shared/quick-add/list-mention";
import { isAllRecognised } from "../../../shared/quick-add/parse-quick-add";
import { describeRecurrence } from "../../../shared/recurrence-rule";
import {
  ASSISTANT_MESSAGES,
  type AssistantAction,
  type AssistantChoice,
  type AssistantExchange,
  type AssistantHistory,
  type AssistantHistoryQuery,
  type AssistantResponse,
  type AssistantUndoResult,
  type ReviewFix,
} from "../../../shared/schemas/assistant";
import { createListSchema, INBOX, type ListName } from "../../../shared/schemas/list";
import type { QuickAddResponse } from "../../../shared/schemas/quick-add";
import {
  checkListTasksQuery,
  createTaskSchema,
  listTasksQueryFields,
  listTasksQuerySchema,
  type Reminder,
  TASK_ID_PATTERN,
  type Task,
  type TaskPriority,
  type UpdateTaskInput,
  updateTaskSchema,
} from "../../../shared/schemas/task";
import { instantAt, type WallClock, wallClockAt } from "../../../shared/zoned-time";
import { inBatches } from "../../batches";
import type { Clock } from "../../clock";
import { DomainError, type ErrorKind, fieldError, notFound, unauthenticated } from "../../errors";
import type { Logger } from "../../logger";
import type { ListsService } from "../lists/lists.service";
import type { UsersRepository } from "../me/users.repository";
import type { QuickAddService } from "../tasks/quick-add.service";
import { searchWords } from "../tasks/search-words";
import type { TasksService } from "../tasks/tasks.service";
import type { AssistantRepository } from "./assistant.repository";
import { type AssistantModel, type ChatMessage, ModelFailure, type ModelTool } from "./assistant-model";
import { countOf, greetingLine } from "./greeting";
import { recordOf, type UndoStep, undoOf } from "./history-record";
import { type Ranked, type Reason, rankForToday, restOfWeek, spreadOverWeek } from "./plans";
import type { Question, Window } from "./questions";
import { bestMatches, SLIP_TERM_MIN_LENGTH, sharedBeginning, slipsOf, translatedTerms } from "./task-names";
import {
  type Intent,
  type ListTarget,
  normalise,
  saysToAssistant,
  type Target,
  targetName,
  understand,
} from "./understand";

/** "Which one?" offers at most this many tasks to pick from; the cards show more. */
const CHOICES_MAX = 5;
/** What `named` answers for a name that cannot pick out tasks. */
const TOO_VAGUE = "too vague";
/** A name quoted in a reply is cut to this many characters. */
const QUOTED_NAME_MAX = 60;
const shortened = (text: string) => (text.length > QUOTED_NAME_MAX ? `${text.slice(0, QUOTED_NAME_MAX - 1)}…` : text);

const SUGGESTIONS = ["What's due today?", "What's overdue?", "High priority", "Plan my day", "Weekly review", "Help"];
/** A task whose due date was moved later this many times has slipped, in the weekly review. */
const SLIPPED_POSTPONEMENTS_MIN = 3;
/** The weekly review looks back over, and ahead to, this many days. */
const REVIEW_DAYS = 7;

const HELP = [
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
const WHICH_TASK = "Which task do you mean? Name it by a few words of its title, e.g. “make the dentist urgent”.";
const UNKNOWN_DAY = "Try today, tomorrow, friday, dec 3, 10.12. or in 2 weeks.";
const QUESTIONS_I_ANSWER =
  "I answer questions about your tasks, e.g. “what's due today?”, “how many tasks are overdue?”, " +
  "“when is the dentist?” or “what did I finish this week?”. Say “help” for the rest.";
/** A reminder said with a day but no time ("remind me about the dentist tomorrow") goes off at this time. */
const DEFAULT_REMINDER_TIME = { hour: 9, minute: 0 };

/** A friendly word back for thanks, goodbyes and the like. */
function smallTalkReply(message: string): string {
  const text = message.toLowerCase();
  if (/thank|thx|\bty\b|cheers|danke|\bta\b/.test(text)) return "You're welcome!";
  if (/bye|see you|good night|\bgn\b|tschüss|ciao/.test(text)) return "Bye for now!";
  if (/how are you|how's it going|what's up|wie geht/.test(text))
    return "All good here, thanks! What can I do for you?";
  return "Okay. Ask me about your tasks, or type one to add it.";
}

type CalendarDay = Pick<WallClock, "year" | "month" | "day">;
type TimeOfDay = Pick<WallClock, "hour" | "minute">;

/** Tasks, in order, planned for one day. */
interface DayPlan {
  day: CalendarDay;
  taskIds: string[];
}

/** How a German message's dates are read when the browser speaks another language. */
const GERMAN_LOCALE = "de-DE";

/** The assistant's replies are English; dates and times in them as in Britain ("Friday 27 November", "17:00"). */
const REPLY_LOCALE = "en-GB";

/** What a question's yes (or a chosen button) does; kept with its token until answered or expired. */
type Plan =
  | { kind: "complete" | "delete"; taskIds: string[]; confirmed: boolean }
  | { kind: "tag" | "untag"; taskIds: string[]; tags: string[]; confirmed: boolean }
  /**
   * `time` null: each task keeps its own time of day, or stays all-day. `day` null: each keeps its own day (today
   * for a task without one), only the time changes.
   */
  | { kind: "move"; taskIds: string[]; day: CalendarDay | null; time: TimeOfDay | null; confirmed: boolean }
  | { kind: "rename"; taskIds: string[]; title: string; confirmed: boolean }
  | { kind: "priority"; taskIds: string[]; priority: TaskPriority; confirmed: boolean }
  | { kind: "stop-repeating"; taskIds: string[]; confirmed: boolean }
  /** `rule` an RRULE, `label` as the reply says it; `due` for a task without a date, the rule's first day. */
  | {
      kind: "repeat";
      taskIds: string[];
      rule: string;
      label: string;
      due: Pick<UpdateTaskInput, "dueAt" | "dueAllDay">;
      confirmed: boolean;
    }
  | { kind: "undate"; taskIds: string[]; confirmed: boolean }
  /** Each task's due date moved `days` later (earlier when negative), keeping its time of day. */
  | { kind: "shift"; taskIds: string[]; days: number; confirmed: boolean }
  /** One more reminder, the task's others kept; `label` as the reply says it. */
  | { kind: "remind"; taskIds: string[]; reminder: Reminder; label: string; confirmed: boolean }
  /**
   * Into a list (`listId` null: the Inbox), `list` as the reply names it; `newList`: a list the user does not
   * have yet, made on their yes.
   */
  | { kind: "file"; taskIds: string[]; listId: string | null; list: string; newList?: string; confirmed: boolean }
  | { kind: "add"; text: string; confirmed: boolean }
  /** "Plan my day" accepted: the tasks, in order, get today's date, if the offered ones are as `versions` says. */
  | { kind: "plan"; taskIds: string[]; versions: Record<string, number>; confirmed: boolean }
  /** "Plan my week" accepted: each task gets its day, keeping its time of day. */
  | { kind: "week-plan"; days: DayPlan[]; confirmed: boolean }
  /** A subtask under one task per step; the task stays. */
  | { kind: "break-down"; taskIds: string[]; steps: string[]; confirmed: boolean }
  /** The language model's changes to tasks, by id, that rewrite what the user wrote (see `rewrites`). */
  | { kind: "edit"; taskIds: string[]; changes: Record<string, UpdateTaskInput>; confirmed: boolean };
/** What one intent does with a message. */
type Handler<Meant extends Intent> = (talk: Conversation, message: string, intent: Meant) => Promise<AssistantResponse>;

type TaskPlan = Exclude<Plan, { kind: "add" | "plan" | "week-plan" }>;
/** A plan that changes each of its tasks on its own. */
type ChangePlan = Exclude<TaskPlan, { kind: "break-down" }>;
/** A plan before the tasks it is about are known. */
type PlanFor = (taskIds: string[]) => TaskPlan;

interface Conversation {
  userId: string;
  name: string;
  timeZone: string;
  now: Date;
  /** The browser's language, which decides how quick add reads dates (3/12); none when it sent none. */
  browserLocale: string | undefined;
  /** How many tasks a plan for the day holds. */
  dailyCapacity: number;
  /** The day the user's week starts on, which "plan my week" plans up to. */
  firstWeekday: IsoWeekday;
  /** The user lets the assistant ask the language model (when one is configured). */
  useAssistantModel: boolean;
  /** The message's language, decided per message: a German message's dates are read as German. */
  language: "de" | "en";
  /** The tasks "it" and "them" point at within a message ("move X to monday and make it urgent"). */
  previous?: Task[];
}

const quoted = (text: string) => `“${text}”`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function response(reply: string, parts: Partial<Omit<AssistantResponse, "reply">> = {}): AssistantResponse {
  return { reply, tasks: [], actions: [], choices: [], suggestions: [], ...parts };
}

/** "Friday 27 November", or short: "Fri 27 Nov". */
function dayLabel({ year, month, day }: CalendarDay, length: "long" | "short" = "long"): string {
  return new Intl.DateTimeFormat(REPLY_LOCALE, {
    weekday: length,
    day: "numeric",
    month: length,
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** "17:05". */
const timeLabel = ({ hour, minute }: TimeOfDay) => `${hour}:${String(minute).padStart(2, "0")}`.padStart(5, "0");

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
const whyLine = ({ task, reasons }: Ranked) =>
  `${quoted(shortened(task.title))} — ${reasons.map(reasonText).join(", ")}`;

/** Why there is nothing for today in a plan. */
const NOTHING_PRESSING = "nothing is overdue or due today, and no undated task has high priority";
const NONE_OPEN = "None of the plan's tasks is open any more, so nothing changed.";

/**
 * The task due on `day`: at `time` when one was said, else at its own time of day there when it has one,
 * otherwise for the whole day.
 */
function dueOn(
  wanted: CalendarDay | null,
  time: TimeOfDay | null,
  task: Task,
  timeZone: string,
  now: Date,
): Pick<UpdateTaskInput, "dueAt" | "dueAllDay"> {
  const day = wanted ?? dayOf(task.dueAt ?? now, timeZone);
  if (time) return { dueAt: instantAt({ ...day, ...time }, timeZone).toISOString(), dueAllDay: false };
  if (task.dueAt && !task.dueAllDay) {
    const { hour, minute } = wallClockAt(new Date(task.dueAt), timeZone);
    return { dueAt: instantAt({ ...day, hour, minute }, timeZone).toISOString(), dueAllDay: false };
  }
  return { dueAt: instantAt(day, timeZone).toISOString(), dueAllDay: true };
}

/**
 * Deletes, rewrites of what the user wrote, a new list, and any change to more than one task wait for a yes. A
 * break-down only adds subtasks under the one task the user named, which stays: done at once, with its Undo.
 */
const needsYes = (plan: TaskPlan) =>
  plan.kind === "delete" ||
  (plan.kind === "file" && plan.newList !== undefined) ||
  plan.kind === "edit" ||
  (plan.kind !== "break-down" && plan.taskIds.length > 1);

/**
 * A plan for tasks the user pointed at one by one ("them", "A and B"): no yes for their number, but a delete, a
 * rewrite or a new list still asks.
 */
const pointedAt = (plan: TaskPlan): TaskPlan =>
  plan.kind === "delete" || plan.kind === "edit" || (plan.kind === "file" && plan.newList !== undefined)
    ? plan
    : { ...plan, confirmed: true };

/**
 * A change that loses text the user wrote, so the language model's waits for their yes like a delete: a new
 * title, or a description changed or cleared when the task had one.
 */
function rewrites(task: Task, patch: UpdateTaskInput): boolean {
  const title = patch.title !== undefined && patch.title !== task.title;
  const description =
    patch.description !== undefined && task.description !== "" && patch.description !== task.description;
  return title || description;
}

/** "the title", "the description" or "the title and description" that an edit changes, of any of its tasks. */
function editedFields(plan: Extract<TaskPlan, { kind: "edit" }>): string {
  const changes = Object.values(plan.changes);
  const fields = (["title", "description"] as const).filter((field) => changes.some((each) => field in each));
  return `the ${fields.join(" and ") || "fields"}`;
}

/** What is wrong with the steps of "break down … into …", if anything. */
function stepsProblem(steps: string[]): string | undefined {
  if (steps.length < BREAK_DOWN_STEPS.min || steps.length > BREAK_DOWN_STEPS.max) {
    return (
      `A task breaks down into ${BREAK_DOWN_STEPS.min} to ${BREAK_DOWN_STEPS.max} steps, separated by commas or “and”, ` +
      "e.g. “break down plan the trip into book flights, book the hotel and pack”. Nothing changed."
    );
  }
  for (const [index, step] of steps.entries()) {
    if (step === "") return `Step ${index + 1} is empty. Nothing changed.`;
    const title = createTaskSchema.shape.title.safeParse(step);
    if (!title.success)
      return `Step ${index + 1}: ${title.error.issues[0]?.message ?? "not a title."} Nothing changed.`;
  }
  return undefined;
}

/** "Delete “Dentist”" / "Move 3 tasks to Friday 27 November", as a question or as done. */
function describe(plan: TaskPlan, what: string, done: boolean): string {
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
 * The assistant: answers questions about the user's tasks and changes them on request, always through the
 * tasks service (so every change is checked, owned and announced to the user's other tabs like any other).
 */
export function createAssistantService({
  assistant,
  tasks,
  lists,
  quickAdd,
  users,
  clock,
  logger,
  model,
}: {
  assistant: AssistantRepository;
  tasks: TasksService;
  lists: Pick<ListsService, "activeNames" | "create">;
  quickAdd: QuickAddService;
  users: UsersRepository;
  clock: Clock;
  logger: Logger;
  /** The operator's language model, for requests the rules do not understand; none unless configured. */
  model?: AssistantModel;
}) {
  async function conversationWith(userId: string, browserLocale?: string): Promise<Conversation> {
    const user = await users.findProfile(userId);
    if (!user) throw unauthenticated();
    const timeZone = user.preferences.timeZone ?? "UTC";
    const { dailyCapacity, useAssistantModel, weekStart } = user.preferences;
    const now = clock.now();
    return {
      userId,
      name: user.displayName,
      timeZone,
      now,
      browserLocale,
      dailyCapacity,
      // Without the browser's language, the replies' (a week from Monday), not the server's.
      firstWeekday: firstWeekday(weekStart, browserLocale ?? REPLY_LOCALE),
      useAssistantModel,
      language: "en",
    };
  }

  /** `text` read by the quick-add parser exactly as POST /api/tasks/parse reads it for this user, now. */
  function read(talk: Conversation, text: string): Promise<QuickAddResponse> {
    return quickAdd.parse(
      talk.userId,
      { text, now: talk.now.toISOString(), timeZone: talk.timeZone },
      talk.language === "de" && !talk.browserLocale?.startsWith("de") ? GERMAN_LOCALE : talk.browserLocale,
    );
  }

  /**
   * "Tomorrow, 17:00 · Reminder: 1 h before · #errands · High · every Monday": what quick add understood besides
   * the title.
   */
  function understood(talk: Conversation, task: Task): string[] {
    const format = { locale: REPLY_LOCALE, timeZone: talk.timeZone, now: talk.now };
    const due = task.dueAt ? [formatDue(task.dueAt, task.dueAllDay, format)] : [];
    const reminders = task.reminders.map((reminder) => `Reminder: ${formatReminder(reminder, format)}`);
    const priority = task.priority === "none" ? [] : [capitalised(task.priority)];
    const repeats = task.recurrence ? [describeRecurrence(task.recurrence)] : [];
    return [...due, ...reminders, ...task.tags.map((tag) => `#${tag}`), ...priority, ...repeats];
  }

  function list(talk: Conversation, query: Record<string, string | number>) {
    return tasks.list(
      talk.userId,
      listTasksQuerySchema.parse({ tz: talk.timeZone, limit: TASK_PAGE_SIZE_MAX, ...query }),
    );
  }

  /**
   * The list a command names (null: the Inbox), or, when the user has no active list of that name, the reply
   * saying so.
   */
  async function listFor(
    talk: Conversation,
    target: ListTarget,
  ): Promise<{ list: ListName | null } | { reply: AssistantResponse }> {
    if (target.kind === "inbox") return { list: null };
    const wanted = foldCase(target.name);
    const list = (await lists.activeNames(talk.userId)).find((each) => foldCase(each.name) === wanted);
    if (list) return { list };
    const reply = `You have no list called ${quoted(target.name)}. Lists are made under Lists in the navigation.`;
    return { reply: response(reply) };
  }

  /** "+Work", or "your Inbox". */
  const listLabel = (list: ListName | null) => (list ? listMention(list.name) : "your Inbox");

  /** Cards for at most ASSISTANT_REPLY_TASKS_MAX tasks, the reply saying so when there are more. */
  function withCards(reply: string, found: Task[], more = false): AssistantResponse {
    const shown = found.slice(0, ASSISTANT_REPLY_TASKS_MAX);
    const cut = more || found.length > shown.length;
    return response(cut ? `${reply} Here are the first ${shown.length}; Tasks has them all.` : reply, { tasks: shown });
  }

  async function ask(talk: Conversation, label: string, plan: Plan): Promise<string> {
    const token = randomBytes(18).toString("base64url");
    const expiresAt = new Date(talk.now.getTime() + ASSISTANT_CONFIRM_TTL_SECONDS * 1000).toISOString();
    await assistant.addQuestion(
      talk.userId,
      { token, label, plan: JSON.stringify(plan), expiresAt },
      talk.now.toISOString(),
    );
    return token;
  }

  async function greeting(talk: Conversation): Promise<AssistantResponse> {
    const [today, overdue] = await Promise.all([list(talk, { view: "today" }), list(talk, { view: "overdue" })]);
    const hour = wallClockAt(talk.now, talk.timeZone).hour;
    // A task due earlier today is overdue already: counted once, as overdue.
    const late = new Set(overdue.tasks.map((task) => task.id));
    const dueToday = today.tasks.filter((task) => !late.has(task.id)).length;
    const reply = greetingLine({ name: talk.name, hour, dueToday, overdue: overdue.tasks.length });
    const suggestions =
      overdue.tasks.length > 0
        ? [...SUGGESTIONS.slice(0, 2), "Postpone all overdue to tomorrow", ...SUGGESTIONS.slice(2)]
        : SUGGESTIONS;
    return response(reply, { suggestions });
  }

  /**
   * The open tasks answering to a name: found by their word beginnings, or failing that, with a typo. Too
   * vague: the name has more words than a task is named by, or its typos answer to more tasks than are read.
   * Its cost is bounded whatever the account holds: two searches of the word index, each a page, and for each
   * word, a few words around it in the index to compare with (task-names.ts).
   */
  async function named(talk: Conversation, name: string): Promise<Task[] | typeof TOO_VAGUE> {
    const terms = searchWords(name);
    if (terms.length > ASSISTANT_NAME_WORDS_MAX) return TOO_VAGUE;
    if (terms.length === 0) return [];
    const search = (words: string[]) =>
      list(talk, { q: words.join(" ").slice(0, TASK_SEARCH_MAX_LENGTH), limit: ASSISTANT_BULK_TASKS_MAX });
    const matches = bestMatches(terms, (await search(terms)).tasks);
    if (matches.length > 0) return matches;
    // "wann ist der zahnarzt" for "Dentist": the name's words in the other language.
    const translated = translatedTerms(terms);
    const inOther = translated ? bestMatches(translated, (await search(translated)).tasks) : [];
    if (inOther.length > 0) return inOther;
    const slips = new Map<string, Set<string>>();
    for (const term of terms) {
      if (term.length < SLIP_TERM_MIN_LENGTH) continue;
      const found = slipsOf(term, await tasks.wordsAround(talk.userId, term, ASSISTANT_SLIP_WORDS_AROUND));
      if (found.size > 0) slips.set(term, found);
    }
    if (slips.size === 0) return [];
    // Each word searched by what it and the words it may be a slip of begin with; the names pick among those.
    const candidates = await search(terms.map((term) => sharedBeginning([term, ...(slips.get(term) ?? [])])));
    if (candidates.nextCursor) return TOO_VAGUE;
    return bestMatches(terms, candidates.tasks, slips);
  }

  /**
   * "A and B", "A, B": each name one task, or none when any of them names none or several (then the whole is
   * taken as one name). The user named each task, so the change needs no yes (a delete still asks).
   */
  async function eachNamed(talk: Conversation, name: string): Promise<Task[] | undefined> {
    const names = name.split(/\s*,\s*(?:and\s+)?|\s+and\s+|\s+und\s+/).filter(Boolean);
    if (names.length < 2 || names.length > CHOICES_MAX) return undefined;
    const found: Task[] = [];
    for (const each of names) {
      const matches = await named(talk, targetName(each));
      if (matches === TOO_VAGUE || matches.length !== 1 || !matches[0]) return undefined;
      found.push(matches[0]);
    }
    return found;
  }

  /** The reply to a name too vague to tell which tasks it means. */
  const tooVague = (name: string) =>
    response(
      `${quoted(shortened(name))} is too vague to tell which task you mean: ` +
        `name it by a few words of its title (at most ${ASSISTANT_NAME_WORDS_MAX}).`,
    );

  async function targetTasks(talk: Conversation, target: Exclude<Target, { kind: "named" }>): Promise<Task[]> {
    return (await list(talk, { view: target.kind, sort: "due", limit: ASSISTANT_BULK_TASKS_MAX })).tasks;
  }

  /** Finds the tasks a command names, asks which one or for a yes when it must, and otherwise does it. */
  async function command(talk: Conversation, message: string, target: Target, planFor: PlanFor) {
    if (target.kind === "previous") {
      const found = await previousTasks(talk, target.index);
      if (found.length === 0) return response(WHICH_TASK);
      // The user pointed at tasks they were shown: done at once, with Undo; only a delete asks.
      return carryOut(talk, pointedAt(planFor(found.map((task) => task.id))), found);
    }
    if (target.kind !== "named") {
      const found = await targetTasks(talk, target);
      if (found.length === 0)
        return response(target.kind === "overdue" ? "Nothing is overdue." : "Nothing is due today.");
      return carryOut(talk, planFor(found.map((task) => task.id)), found);
    }
    const matches = await named(talk, target.name);
    if (matches === TOO_VAGUE) return tooVague(target.name);
    const several = matches.length === 0 ? await eachNamed(talk, target.name) : undefined;
    if (several) return carryOut(talk, pointedAt(planFor(several.map((task) => task.id))), several);
    if (matches.length === 0) {
      const label = `Add ${quoted(message)} as a task`;
      const token = await ask(talk, label, { kind: "add", text: message, confirmed: true });
      return response(`I found no open task called ${quoted(target.name)}.`, { choices: [{ label, token }] });
    }
    if (matches.length === 1) return carryOut(talk, planFor(matches.map((task) => task.id)), matches);
    const choices: AssistantChoice[] = [];
    for (const task of matches.slice(0, CHOICES_MAX)) {
      choices.push({ label: task.title, token: await ask(talk, task.title, planFor([task.id])) });
    }
    const more = matches.length > CHOICES_MAX ? ` Say more of its name to see the others.` : "";
    return {
      ...withCards(`Which one? ${countOf(matches.length, "task")} match ${quoted(target.name)}.${more}`, matches),
      choices,
    };
  }

  /** The tasks of `ids` still there, read a batch at a time: a bulk plan names up to ASSISTANT_BULK_TASKS_MAX. */
  async function stillThere(userId: string, ids: readonly string[]): Promise<Task[]> {
    const found: Task[] = [];
    await inBatches(ids, async (batch) => {
      for (const task of await Promise.all(batch.map((id) => tasks.find(userId, id)))) if (task) found.push(task);
    });
    return found;
  }

  async function carryOut(talk: Conversation, plan: Plan, shown?: Task[]): Promise<AssistantResponse> {
    if (plan.kind === "add") return add(talk, plan.text);
    if (plan.kind === "plan") return acceptPlan(talk, plan);
    if (plan.kind === "week-plan") return acceptWeekPlan(talk, plan.days);
    const current = shown ?? (await stillThere(talk.userId, plan.taskIds));
    if (current.length === 0) return response("Those tasks are gone, so nothing changed.");
    const what = current.length === 1 && current[0] ? quoted(current[0].title) : countOf(current.length, "task");
    if (needsYes(plan) && !plan.confirmed) {
      const prompt = `${describe(plan, what, false)}?`;
      const token = await ask(talk, "Yes", { ...plan, confirmed: true });
      return { ...withCards(prompt, current), confirm: { token, prompt } };
    }
    if (plan.kind === "break-down") return breakDown(talk, plan, current);
    if (plan.kind === "file" && plan.newList !== undefined) {
      const made = createListSchema.safeParse({ name: plan.newList });
      if (!made.success) return response(`${made.error.issues[0]?.message ?? "Not a list name."} Nothing changed.`);
      const list = await lists.create(talk.userId, made.data);
      return carryOut(talk, { ...plan, listId: list.id, list: listMention(list.name), newList: undefined }, current);
    }
    /** Each task's own change; `actions` adds what came with it (a repeating task's completed copy). */
    const changed: AssistantAction[] = [];
    const actions: AssistantAction[] = [];
    // Up to ASSISTANT_BULK_TASKS_MAX, one task at a time with others let in between: the database answers
    // synchronously on SQLite, so one long loop would hold the event loop (every other account's requests) until
    // the last task, and each task's change is a commit of its own.
    await inBatches(
      current,
      async ([before]) => {
        if (!before) return;
        const [own, ...alongside] = await change(talk, plan, before);
        if (!own) return;
        changed.push(own);
        actions.push(own, ...alongside);
      },
      1,
    );
    if (changed.length === 0)
      return response(
        `Nothing changed: ${current.length === 1 ? "it is" : "they are"} already like that, or changed meanwhile.`,
      );
    const done =
      changed.length === 1 && changed[0] ? quoted(actionTask(changed[0]).title) : countOf(changed.length, "task");
    const left = current.length - changed.length;
    const note =
      left > 0 ? ` ${countOf(left, "task")} had changed meanwhile and ${left === 1 ? "was" : "were"} left alone.` : "";
    const cards = plan.kind === "delete" ? [] : changed.map(actionTask);
    return { ...withCards(`${describe(plan, done, true)}.${note}`, cards), actions };
  }

  /**
   * One task's change, as the task was read just now, then what came with it: completing a repeating task also
   * saves a completed copy, which its Undo must delete. Nothing when it is gone, already so, or changed meanwhile.
   */
  async function change(talk: Conversation, plan: ChangePlan, read: Task): Promise<AssistantAction[]> {
    const before = await tasks.find(talk.userId, read.id);
    if (!before) return [];
    try {
      if (plan.kind === "delete") {
        await tasks.remove(talk.userId, before.id);
        return [{ kind: "deleted", task: before }];
      }
      const patch = patchFor(plan, before, talk.timeZone, talk.now);
      if (!patch) return [];
      const { task: after, completion } = await tasks.update(talk.userId, before.id, patch, before.version);
      return [
        { kind: "updated", before, after },
        ...(completion ? [{ kind: "created" as const, task: completion }] : []),
      ];
    } catch (error) {
      if (error instanceof DomainError && (error.kind === "conflict" || error.kind === "not_found")) return [];
      throw error;
    }
  }

  /**
   * A subtask under the task for each step, all or nothing; the task stays as it is. The tasks service checks
   * each like any new subtask (SUBTASKS_PER_PARENT_MAX under one task, SUBTASK_DEPTH_MAX levels), and what it
   * refuses is the reply. Undo deletes the subtasks.
   */
  async function breakDown(
    talk: Conversation,
    plan: Extract<TaskPlan, { kind: "break-down" }>,
    shown: Task[],
  ): Promise<AssistantResponse> {
    const parent = shown[0] && (await tasks.find(talk.userId, shown[0].id));
    if (!parent) return response("That task is gone, so nothing changed.");
    const created: Task[] = [];
    try {
      for (const title of plan.steps) {
        created.push(await tasks.create(talk.userId, createTaskSchema.parse({ title, parentId: parent.id })));
      }
    } catch (error) {
      // Nothing half done: the subtasks made so far go again.
      for (const task of created) await tasks.remove(talk.userId, task.id);
      const refused = error instanceof DomainError ? error.options.fields?.parentId : undefined;
      if (refused === undefined) throw error;
      return response(`${quoted(parent.title)} cannot be broken down: ${refused} Nothing changed.`);
    }
    const actions = created.map((task): AssistantAction => ({ kind: "created", task }));
    return { ...withCards(`${describe(plan, quoted(parent.title), true)}.`, created), actions };
  }

  /**
   * The open tasks a plan up to the end of `lastDay` weighs (see plans.ts): overdue ones, those due from today
   * to then, and undated ones with high priority.
   */
  async function planCandidates(talk: Conversation, lastDay: CalendarDay): Promise<Task[]> {
    const { from, before } = instantsOf({ from: dayOf(talk.now, talk.timeZone), to: lastDay }, talk.timeZone);
    const [overdue, due, high] = await Promise.all([
      targetTasks(talk, { kind: "overdue" }),
      list(talk, { dueFrom: from.toISOString(), dueBefore: before.toISOString(), sort: "due" }),
      list(talk, { priority: "high", undated: "true" }),
    ]);
    return [...overdue, ...due.tasks, ...high.tasks];
  }

  /** The tasks worth doing today, best first, as plans.ts weighs them. */
  async function rankedToday(talk: Conversation): Promise<Ranked[]> {
    return rankForToday(await planCandidates(talk, dayOf(talk.now, talk.timeZone)), talk);
  }

  /**
   * "Plan my day": the tasks worth doing today, the most pressing first (their priority, days overdue, time due
   * today), each with why; as many as the user's daily capacity, the next few offered to add.
   */
  async function planDay(talk: Conversation): Promise<AssistantResponse> {
    const ranked = await rankedToday(talk);
    if (ranked.length === 0) return response(`Nothing to plan: ${NOTHING_PRESSING}.`);
    const offered = ranked.slice(0, ASSISTANT_REPLY_TASKS_MAX);
    const planned = offered.slice(0, talk.dailyCapacity);
    const taskIds = planned.map(({ task }) => task.id);
    const others = offered.length - taskIds.length;
    const summary = [
      `Your plan for today: ${countOf(taskIds.length, "task")} (your daily capacity is ${talk.dailyCapacity}).`,
      others > 0 ? `${countOf(others, "more task")} could go in.` : "",
      "Remove, add or reorder, then accept: the plan's tasks get today's date.",
    ]
      .filter(Boolean)
      .join(" ");
    const reply = [summary, ...planned.map((each, index) => `${index + 1}. ${whyLine(each)}`)].join("\n");
    const prompt = "Accept this plan?";
    const versions = Object.fromEntries(offered.map(({ task }) => [task.id, task.version]));
    const token = await ask(talk, "Accept the plan", { kind: "plan", taskIds, versions, confirmed: true });
    return response(reply, {
      tasks: offered.map(({ task }) => task),
      confirm: { token, prompt },
      plan: { taskIds, capacity: talk.dailyCapacity },
    });
  }

  /** "What next": the one task "plan my day" would put first, and why; nothing changes. */
  async function nextTask(talk: Conversation): Promise<AssistantResponse> {
    const [best] = await rankedToday(talk);
    if (!best) return response(`Nothing is pressing: ${NOTHING_PRESSING}.`, { suggestions: ["Plan my week"] });
    return response(`${whyLine(best)}.`, { tasks: [best.task] });
  }

  /**
   * "Plan my week": the tasks worth doing from today to the end of the user's week spread over its days (see
   * `spreadOverWeek`), at most the daily capacity a day; nothing changes until the user's yes.
   */
  async function planWeek(talk: Conversation): Promise<AssistantResponse> {
    const days = restOfWeek(dayOf(talk.now, talk.timeZone), talk.firstWeekday);
    // Never empty: the rest of a week holds today at least.
    const lastDay = days.at(-1) ?? dayOf(talk.now, talk.timeZone);
    const week = spreadOverWeek(await planCandidates(talk, lastDay), talk, { days, capacity: talk.dailyCapacity });
    const planned = week.days.filter(({ tasks }) => tasks.length > 0);
    const count = planned.reduce((sum, { tasks }) => sum + tasks.length, 0);
    if (count === 0) {
      return response(
        `Nothing to plan this week: nothing is overdue or due by ${dayLabel(lastDay)}, and no undated task has high priority.`,
      );
    }
    const titles = (ranked: Ranked[]) => ranked.map(({ task }) => quoted(shortened(task.title))).join(", ");
    const reply = [
      `Your plan for the week: ${countOf(count, "task")} over ${countOf(planned.length, "day")}, ` +
        `at most ${talk.dailyCapacity} a day (your daily capacity).`,
      ...week.days.map(
        ({ day, tasks }) =>
          `${dayLabel(day, "short")}: ${tasks.length === 0 ? "nothing" : `${countOf(tasks.length, "task")} — ${titles(tasks)}`}`,
      ),
      ...(week.left.length > 0
        ? [
            `${countOf(week.left.length, "more task")} did not fit and ${week.left.length === 1 ? "stays as it is" : "stay as they are"}.`,
          ]
        : []),
      "Accept it, and each task is due on its day, at its own time of day.",
    ].join("\n");
    const prompt = "Accept this plan for the week?";
    const dayPlans = planned.map(({ day, tasks }) => ({ day, taskIds: tasks.map(({ task }) => task.id) }));
    const token = await ask(talk, "Yes", { kind: "week-plan", days: dayPlans, confirmed: true });
    return {
      ...withCards(
        reply,
        planned.flatMap(({ tasks }) => tasks.map(({ task }) => task)),
      ),
      confirm: { token, prompt },
    };
  }

  /**
   * Each open task of `days` due on its day, at its own time of day if it has one, else all day; gone and
   * completed ones left out. One task at a time with others let in between: a week's plan holds up to seven
   * days' capacity.
   */
  async function giveDays(
    talk: Conversation,
    days: DayPlan[],
  ): Promise<{ planned: Task[]; actions: AssistantAction[] }> {
    const planned: Task[] = [];
    const actions: AssistantAction[] = [];
    const moves = days.flatMap(({ day, taskIds }) => taskIds.map((id) => ({ day, id })));
    await inBatches(
      moves,
      async ([move]) => {
        const task = move && (await tasks.find(talk.userId, move.id));
        if (!move || !task || task.completed) return;
        const toDay: ChangePlan = { kind: "move", taskIds: [task.id], day: move.day, time: null, confirmed: true };
        const done = await change(talk, toDay, task);
        actions.push(...done);
        planned.push(done[0] ? actionTask(done[0]) : task);
      },
      1,
    );
    return { planned, actions };
  }

  /**
   * The accepted plan's tasks due today, at their own time of day if they have one, else all day; or, when any of
   * them is not as offered (changed, completed or deleted since), nothing changed and a fresh plan.
   */
  async function acceptPlan(
    talk: Conversation,
    { taskIds, versions }: Extract<Plan, { kind: "plan" }>,
  ): Promise<AssistantResponse> {
    const found = await Promise.all(taskIds.map((id) => tasks.find(talk.userId, id)));
    const asOffered = found.filter((task): task is Task => task !== undefined && task.version === versions[task.id]);
    if (asOffered.length < taskIds.length) {
      const fresh = await planDay(talk);
      const changed = countOf(taskIds.length - asOffered.length, "task");
      return {
        ...fresh,
        reply: `${changed} of the plan changed since it was made, so nothing changed. ${fresh.reply}`,
      };
    }
    const { planned, actions } = await giveDays(talk, [{ day: dayOf(talk.now, talk.timeZone), taskIds }]);
    if (planned.length === 0) return response(NONE_OPEN);
    return { ...withCards(`Planned ${countOf(planned.length, "task")} for today.`, planned), actions };
  }

  /** The accepted week's open tasks each due on its day, keeping its time of day; Undo puts each back. */
  async function acceptWeekPlan(talk: Conversation, days: DayPlan[]): Promise<AssistantResponse> {
    const { planned, actions } = await giveDays(talk, days);
    if (planned.length === 0) return response(NONE_OPEN);
    return {
      ...withCards(`Planned your week: ${countOf(planned.length, "task")}, each on its day.`, planned),
      actions,
    };
  }

  /**
   * "Weekly review": what was completed in the last 7 days (today and the six before, in the user's zone), what
   * slipped (open and overdue, or postponed three times or more), what is due from now to the end of the 7th day
   * ahead; each slipped task with its fixes, questions like a choice's (a move is done at once, a drop asks first).
   */
  async function review(talk: Conversation): Promise<AssistantResponse> {
    const today = wallClockAt(talk.now, talk.timeZone);
    const dayAt = (offset: number): CalendarDay => {
      const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
      return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
    };
    const weekStart = instantAt(dayAt(1 - REVIEW_DAYS), talk.timeZone);
    const weekAhead = instantAt(dayAt(REVIEW_DAYS + 1), talk.timeZone);
    const [completed, overdue, postponed, dueToday, later] = await Promise.all([
      tasks.completedSince(talk.userId, weekStart, ASSISTANT_REPLY_TASKS_MAX),
      targetTasks(talk, { kind: "overdue" }),
      tasks.postponedAtLeast(talk.userId, SLIPPED_POSTPONEMENTS_MIN, ASSISTANT_REPLY_TASKS_MAX),
      list(talk, { view: "today", sort: "due" }),
      list(talk, { view: "upcoming", sort: "due" }),
    ]);
    const slipped = [...new Map([...overdue, ...postponed].map((task) => [task.id, task])).values()].slice(
      0,
      ASSISTANT_REPLY_TASKS_MAX,
    );
    // A slipped task (overdue, or often postponed though due soon) is listed once, as slipped.
    const listed = new Set(slipped.map((task) => task.id));
    const upcoming = [
      ...dueToday.tasks,
      ...later.tasks.filter((task) => task.dueAt !== null && new Date(task.dueAt) < weekAhead),
    ]
      .filter((task) => !listed.has(task.id))
      .slice(0, ASSISTANT_REPLY_TASKS_MAX);
    // Sunday 0 … Saturday 6: next week begins on the Monday after today.
    const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
    const nextMonday = dayAt((8 - weekday) % 7 || 7);
    const fixes: ReviewFix[] = [];
    for (const task of slipped) {
      const to = (day: CalendarDay): TaskPlan => ({
        kind: "move",
        taskIds: [task.id],
        day,
        time: null,
        confirmed: false,
      });
      const offers: [ReviewFix["kind"], string, Plan][] = [
        ["tomorrow", `Move ${quoted(task.title)} to tomorrow`, to(dayAt(1))],
        ["next-week", `Move ${quoted(task.title)} to next week`, to(nextMonday)],
        ["drop", `Drop ${quoted(task.title)}`, { kind: "delete", taskIds: [task.id], confirmed: false }],
      ];
      for (const [kind, label, plan] of offers)
        fixes.push({ taskId: task.id, kind, token: await ask(talk, label, plan) });
    }
    const reply =
      `Your week: ${countOf(completed.length, "task")} completed in the last ${REVIEW_DAYS} days, ` +
      `${slipped.length} slipped, ${countOf(upcoming.length, "task")} due in the next ${REVIEW_DAYS} days.` +
      (slipped.length > 0 ? " Move the slipped ones on, or drop them." : "");
    const referred = [...new Map([...completed, ...slipped, ...upcoming].map((task) => [task.id, task])).values()];
    return response(reply, { tasks: referred, review: { completed, slipped, upcoming, fixes } });
  }

  /**
   * Quick add: the title, due date, priority, tags and recurrence the parser reads in `text`. Text that is all date and
   * tags ("tomorrow p1") has no title left, so it is saved as typed, losing nothing.
   */
  async function add(talk: Conversation, text: string, alreadyRead?: QuickAddResponse): Promise<AssistantResponse> {
    const meant = alreadyRead ?? (await read(talk, text));
    const parsed = createTaskSchema.safeParse(
      isAllRecognised(text, meant)
        ? { title: text }
        : {
            title: meant.title,
            dueAt: meant.dueAt,
            dueAllDay: meant.allDay,
            priority: meant.priority,
            tags: meant.tags,
            recurrence: meant.recurrence,
            listId: meant.listId,
            // None said: left out, so the task gets the user's default reminder.
            ...(meant.reminders.length === 0 ? {} : { reminders: meant.reminders }),
          },
    );
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "This is not a task title.";
      throw fieldError("invalid", "validation_failed", "message", message);
    }
    const task = await tasks.create(talk.userId, parsed.data);
    const details = [...understood(talk, task), ...(meant.list && task.listId ? [listMention(meant.list)] : [])];
    const reply = `Added ${quoted(task.title)}${details.length > 0 ? ` — ${details.join(" · ")}` : ""}.`;
    return { ...withCards(reply, [task]), actions: [{ kind: "created", task }] };
  }

  /** The day (and time, when one is said) that words such as "friday", "3/12" or "tomorrow at 9" name. */
  async function when(
    talk: Conversation,
    words: string,
  ): Promise<{ day: CalendarDay | null; time: TimeOfDay | null } | undefined> {
    const meant = await read(talk, words);
    const onlyWhen = meant.parts.every((part) => part.kind === "date" || part.kind === "time");
    if (meant.dueAt === null || !isAllRecognised(words, meant) || !onlyWhen) return undefined;
    const { year, month, day, hour, minute } = wallClockAt(new Date(meant.dueAt), talk.timeZone);
    // "11am" alone changes only the time: each task keeps its day.
    const dated = meant.parts.some((part) => part.kind === "date");
    return { day: dated ? { year, month, day } : null, time: meant.allDay ? null : { hour, minute } };
  }

  /**
   * The tasks of the assistant's previous reply that "it", "them" or "the second one" point at (`index` from 0, -1
   * the last, null all), as they are now.
   */
  async function previousTasks(talk: Conversation, index: number | null): Promise<Task[]> {
    if (talk.previous)
      return index === null ? talk.previous : [talk.previous.at(index)].filter((task) => task !== undefined);
    const { exchanges } = await assistant.historyPage(talk.userId, { limit: 1 }, talk.now.toISOString());
    const last = exchanges.at(-1)?.response;
    if (!last) return [];
    const review = last.review ? [...last.review.slipped, ...last.review.upcoming] : [];
    const referred = [...last.tasks, ...review];
    const pointed = index === null ? referred : [referred.at(index)].filter((each) => each !== undefined);
    return (
      await stillThere(
        talk.userId,
        pointed.map((task) => task.id),
      )
    ).filter((task) => !task.completed);
  }

  /** The instants a window spans, `[from, before)`, in the user's zone; none for overdue and undated. */
  async function spanOf(
    talk: Conversation,
    window: Window,
  ): Promise<{ from: Date; before: Date; label: string } | undefined | "unknown day"> {
    const today = dayOf(talk.now, talk.timeZone);
    const days = (from: CalendarDay, count: number, label: string) => ({
      from: instantAt(from, talk.timeZone),
      before: instantAt(addDays(from, count), talk.timeZone),
      label,
    });
    const weekStart = startOfWeek(today, talk.firstWeekday);
    switch (window.kind) {
      case "today":
        return days(today, 1, "today");
      case "tomorrow":
        return days(addDays(today, 1), 1, "tomorrow");
      case "this-week":
        return days(weekStart, 7, "this week");
      case "next-week":
        return days(addDays(weekStart, 7), 7, "next week");
      case "day": {
        const said = await when(talk, window.words);
        if (!said?.day) return "unknown day";
        return days(said.day, 1, `on ${dayLabel(said.day)}`);
      }
      case "yesterday":
        return days(addDays(today, -1), 1, "yesterday");
      case "last-week":
        return days(addDays(weekStart, -7), 7, "last week");
      case "weekend": {
        // Saturday and Sunday of this week; on a Sunday, the weekend it ends.
        const weekday = isoWeekday(today);
        return days(addDays(today, weekday === 7 ? -1 : 6 - weekday), 2, "this weekend");
      }
      case "overdue":
      case "undated":
        return undefined;
    }
  }

  /** "tagged #errands with high priority in +Work matching “tax”": a question's filters, as a reply says them. */
  function filtersLabel(question: Question, list: ListName | null | undefined): string {
    return [
      list !== undefined ? `in ${listLabel(list)}` : "",
      question.tag ? `tagged #${question.tag}` : "",
      question.priority ? `with ${question.priority} priority` : "",
      question.rest ? `matching ${quoted(shortened(question.rest))}` : "",
    ]
      .filter(Boolean)
      .join(" ");
  }

  /** "When is the dentist?": each task of that name, and when it is due. */
  async function whenIs(talk: Conversation, name: string): Promise<AssistantResponse> {
    const found = await named(talk, name);
    if (found === TOO_VAGUE) return tooVague(name);
    if (found.length === 0) return response(`I found no open task called ${quoted(shortened(name))}.`);
    const format = { locale: REPLY_LOCALE, timeZone: talk.timeZone, now: talk.now };
    const lines = found
      .slice(0, CHOICES_MAX)
      .map((task) =>
        task.dueAt
          ? `${quoted(task.title)} is due ${formatDue(task.dueAt, task.dueAllDay, format)}.`
          : `${quoted(task.title)} has no due date.`,
      );
    return withCards(lines.join(" "), found);
  }

  /** "What did I finish this week?": the tasks completed in the window (the last 7 days unless said). */
  async function finished(talk: Conversation, question: Question): Promise<AssistantResponse> {
    const today = dayOf(talk.now, talk.timeZone);
    const span = question.window ? await spanOf(talk, question.window) : undefined;
    if (span === "unknown day") return response(UNKNOWN_DAY);
    const { from, before, label } = span ?? {
      from: instantAt(addDays(today, 1 - REVIEW_DAYS), talk.timeZone),
      before: instantAt(addDays(today, 1), talk.timeZone),
      label: `in the last ${REVIEW_DAYS} days`,
    };
    const wanted = question.rest ? new Set(searchWords(question.rest)) : undefined;
    const done = (await tasks.completedSince(talk.userId, from, TASK_PAGE_SIZE_MAX)).filter(
      (task) =>
        task.completedAt !== null &&
        new Date(task.completedAt) < before &&
        (!question.tag || task.tags.includes(question.tag)) &&
        (!question.priority || task.priority === question.priority) &&
        (!wanted || searchWords(task.title).some((word) => wanted.has(word))),
    );
    if (done.length === 0) return response(`You completed nothing ${label}.`);
    return withCards(`You completed ${countOf(done.length, "task")} ${label}:`, done);
  }

  /** Shows or counts the open tasks a question's window and filters pick, soonest due first. */
  async function answerQuestion(talk: Conversation, message: string, question: Question): Promise<AssistantResponse> {
    let inList: ListName | null | undefined;
    let rest = question.rest;
    if (question.list) {
      const named = await listFor(talk, question.list);
      if ("reply" in named) return named.reply;
      inList = named.list;
    } else if (rest !== "" && question.ask !== "when") {
      // "What's on work?": the rest may be a list's name.
      const wanted = foldCase(rest.replace(/\s+list$/, ""));
      const byName = (await lists.activeNames(talk.userId)).find((each) => foldCase(each.name) === wanted);
      if (byName) {
        inList = byName;
        rest = "";
      }
    }
    const asked = { ...question, rest };
    if (asked.ask === "next") return nextTask(talk);
    if (asked.ask === "when") return whenIs(talk, asked.rest);
    if (asked.ask === "finished") return finished(talk, asked);
    // A list alone is shown in the user's own order, as its page shows it; anything else soonest due first.
    const alone = inList !== undefined && !asked.window && !asked.tag && !asked.priority && !asked.rest;
    const filters: Record<string, string | number> = { sort: alone ? "manual" : "due" };
    if (asked.tag) filters.tag = asked.tag;
    if (asked.priority) filters.priority = asked.priority;
    if (inList !== undefined) filters.list = inList?.id ?? INBOX;
    if (asked.rest) filters.q = asked.rest.slice(0, TASK_SEARCH_MAX_LENGTH);
    const query = listTasksQueryFields.omit({ tz: true }).safeParse(filters);
    if (!query.success)
      return response(`${quoted(shortened(asked.rest || asked.tag || ""))} is not something I can look for.`);
    const window = asked.window;
    let found: Task[];
    let more = false;
    let during: string;
    if (!window) {
      const page = await list(talk, { ...filters });
      [found, more, during] = [page.tasks, page.nextCursor !== null, ""];
    } else if (window.kind === "overdue" || window.kind === "today") {
      const overdue = await list(talk, { ...filters, view: "overdue" });
      const today =
        window.kind === "today" ? await list(talk, { ...filters, view: "today" }) : { tasks: [], nextCursor: null };
      const late = new Set(overdue.tasks.map((task) => task.id));
      found = [...overdue.tasks, ...today.tasks.filter((task) => !late.has(task.id))];
      more = overdue.nextCursor !== null || today.nextCursor !== null;
      during = window.kind === "overdue" ? "overdue" : overdue.tasks.length > 0 ? "due today or overdue" : "due today";
    } else if (window.kind === "undated") {
      const page = await list(talk, { ...filters, undated: "true" });
      [found, more, during] = [page.tasks, page.nextCursor !== null, "without a due date"];
    } else {
      const span = await spanOf(talk, window);
      if (span === "unknown day" || span === undefined) return response(UNKNOWN_DAY);
      const page = await list(talk, {
        ...filters,
        dueFrom: span.from.toISOString(),
        dueBefore: span.before.toISOString(),
      });
      [found, more, during] = [page.tasks, page.nextCursor !== null, `due ${span.label}`];
    }
    // "how many errands do I have": a word that finds no title may be a tag.
    const tag = asked.rest.replace(/s$/, "");
    if (found.length === 0 && asked.rest && !asked.tag && /^[\p{L}\p{N}-]+$/u.test(asked.rest)) {
      const tagged = await answerQuestion(talk, message, { ...asked, rest: "", tag });
      if (tagged.tasks.length > 0) return tagged;
      if (tag !== asked.rest) {
        const plural = await answerQuestion(talk, message, { ...asked, rest: "", tag: asked.rest });
        if (plural.tasks.length > 0) return plural;
      }
    }
    const filtered = filtersLabel(asked, inList);
    const what = [during, filtered].filter(Boolean).join(" ");
    if (found.length === 0) {
      // Words the rules took for a task's name may be what they did not understand: the model may.
      if (asked.rest && model && talk.useAssistantModel) return askModel(model, talk, message);
      if (during) return response(`Nothing is ${what}.`);
      return response(
        filtered.startsWith("in ") ? `Nothing is open ${filtered}.` : `No open task is ${filtered || "left"}.`,
      );
    }
    const counted = `${more ? "more than " : ""}${countOf(found.length, during ? "task" : "open task")}`;
    if (asked.ask === "count") return withCards(`You have ${counted}${what ? ` ${what}` : ""}.`, found, more);
    const reply = withCards(`${capitalised(counted)}${what ? ` ${what}` : ""}:`, found, more);
    return window?.kind === "overdue" ? { ...reply, suggestions: ["Postpone all overdue to tomorrow"] } : reply;
  }

  /**
   * A message that was not asked to be a task, added only when it surely is one: it reads as a task (`reads`, see
   * `readsAsTask`) or quick add finds a date, time, tag, priority, list or repeat in it, and it names none of the
   * user's open tasks (a task already there is more likely meant than a second one). Otherwise it is asked about.
   */
  async function addIfTask(talk: Conversation, text: string, reads: boolean): Promise<AssistantResponse> {
    const meant = await read(talk, text);
    // "+Garden" and "#tag" are quick add's own marks, a list unknown or not.
    const marked = meant.parts.some((part) => part.kind !== "reminder") || /(?:^|\s)[#+]\S/.test(text);
    if ((!reads && !marked) || saysToAssistant(normalise(text))) {
      return offerToAdd(talk, text);
    }
    const existing = await alreadyThere(talk, meant.title || text);
    if (existing) return offerToAdd(talk, text, `You already have ${quoted(shortened(existing.title))}.`);
    return add(talk, text, meant);
  }

  /**
   * An open task all of whose title words the text says ("call bank should be at 3pm" says "Call bank"): a
   * search of the word index per word of the text, at most ASSISTANT_NAME_WORDS_MAX of them, a page each.
   */
  async function alreadyThere(talk: Conversation, text: string): Promise<Task | undefined> {
    const said = searchWords(text).slice(0, ASSISTANT_NAME_WORDS_MAX);
    const pages = await Promise.all(
      said.filter((word) => word.length >= 3).map((word) => list(talk, { q: word, limit: CHOICES_MAX * 4 })),
    );
    const says = (word: string) => said.some((term) => term === word || (word.length >= 4 && term.startsWith(word)));
    // A title of one word ("Dentist") is too common a word to tell a new task from the old one.
    return pages
      .flatMap((page) => page.tasks)
      .find((task) => {
        const words = searchWords(task.title);
        return words.length > 1 && words.every(says);
      });
  }

  /** A reply that offers to add the message as a task, with Yes and No: nothing is saved unless the user says so. */
  async function offerToAdd(talk: Conversation, text: string, lead?: string): Promise<AssistantResponse> {
    // What could never be a task's title is refused now, not after the Yes.
    const title = createTaskSchema.shape.title.safeParse(text);
    if (!title.success) {
      throw fieldError("invalid", "validation_failed", "message", title.error.issues[0]?.message ?? "Not a title.");
    }
    const prompt = `Add ${quoted(shortened(text))} as a task?`;
    const token = await ask(talk, "Yes", { kind: "add", text, confirmed: true });
    return response(lead ? `${lead} ${prompt}` : prompt, { confirm: { token, prompt } });
  }

  /** "undo": the newest exchange that changed something, put back while its Undo lasts. */
  async function undoLast(talk: Conversation): Promise<AssistantResponse> {
    const { exchanges } = await assistant.historyPage(
      talk.userId,
      { limit: ASSISTANT_HISTORY_PAGE_SIZE },
      talk.now.toISOString(),
    );
    const last = exchanges.findLast((exchange) => exchange.response.changes > 0);
    if (!last) return response("There is nothing to undo.");
    if (last.undoUntil === null) {
      return response(`The changes of ${quoted(shortened(last.message))} can no longer be undone.`);
    }
    const { tasks: undone, deletedIds, unchanged } = await service.undo(talk.userId, last.id);
    const count = undone.length + deletedIds.length;
    const left =
      unchanged > 0
        ? ` ${countOf(unchanged, "task")} had changed since and ${unchanged === 1 ? "was" : "were"} left as it is.`
        : "";
    return withCards(`Undone: ${countOf(count, "change")} of ${quoted(shortened(last.message))}.${left}`, undone);
  }

  /** A reminder at the time `words` name ("tomorrow at 9") or before the due time ("10 minutes before"). */
  async function reminderOf(
    talk: Conversation,
    words: string,
  ): Promise<{ reminder: Reminder; label: string } | undefined> {
    const format = { locale: REPLY_LOCALE, timeZone: talk.timeZone, now: talk.now };
    let reminder: Reminder | undefined;
    if (/\bbefore$/.test(words)) {
      reminder = (await read(talk, `x remind me ${words}`)).reminders[0];
    } else {
      const said = await when(talk, words.replace(/^(?:at|on)\s+/, ""));
      if (said) {
        const day = said.day ?? dayOf(talk.now, talk.timeZone);
        const at = instantAt({ ...day, ...(said.time ?? DEFAULT_REMINDER_TIME) }, talk.timeZone);
        if (at > talk.now) reminder = { at: at.toISOString() };
      }
    }
    return reminder && { reminder, label: formatReminder(reminder, format) };
  }

  /** What each intent does: a table, so the compiler checks every intent has its handler. */
  const handlers: { [Kind in Intent["kind"]]: Handler<Extract<Intent, { kind: Kind }>> } = {
    greeting: (talk) => greeting(talk),
    help: async () => response(HELP, { suggestions: SUGGESTIONS }),
    "small-talk": async (_talk, message) => response(smallTalkReply(message)),
    question: (talk, message, { question }) => answerQuestion(talk, message, question),
    plan: (talk) => planDay(talk),
    "plan-week": (talk) => planWeek(talk),
    review: (talk) => review(talk),
    find: async (talk, _message, intent) => {
      const found = await named(talk, intent.text);
      if (found === TOO_VAGUE) return tooVague(intent.text);
      if (found.length === 0) return response(`No open task matches ${quoted(intent.text)}.`);
      return withCards(`${countOf(found.length, "task")} match ${quoted(intent.text)}:`, found);
    },
    undo: (talk) => undoLast(talk),
    complete: (talk, message, { target }) =>
      command(talk, message, target, (taskIds) => ({ kind: "complete", taskIds, confirmed: false })),
    delete: (talk, message, { target }) =>
      command(talk, message, target, (taskIds) => ({ kind: "delete", taskIds, confirmed: false })),
    tag: (talk, message, intent) => tagCommand(talk, message, intent),
    untag: (talk, message, intent) => tagCommand(talk, message, intent),
    move: async (talk, message, intent) => {
      const to = await when(talk, intent.when);
      // "push reply to tom to tomorrow": the name may hold a "to" itself.
      const split = / to (?!.* to )/.exec(intent.when);
      if (!to && split && intent.target.kind === "named") {
        const later = intent.when.slice(split.index + 4);
        const name = `${intent.target.name} to ${intent.when.slice(0, split.index)}`;
        if (await when(talk, later))
          return handlers.move(talk, message, { ...intent, target: { kind: "named", name }, when: later });
      }
      if (!to) {
        // "move the dentist to work": a list's name rather than a day.
        const list = (await lists.activeNames(talk.userId)).find(
          (each) => foldCase(each.name) === foldCase(intent.when.replace(/\s+list$/, "")),
        );
        if (list)
          return handlers["move-to-list"](talk, message, {
            ...intent,
            kind: "move-to-list",
            list: { kind: "list", name: list.name },
          });
        return response(`I don't know which day ${quoted(shortened(intent.when))} is. ${UNKNOWN_DAY}`);
      }
      return command(talk, message, intent.target, (taskIds) => ({ kind: "move", taskIds, ...to, confirmed: false }));
    },
    "move-to-list": async (talk, message, intent) => {
      const named = await listFor(talk, intent.list);
      if ("reply" in named) {
        // A list the user does not have: offered, as quick add offers one, made only on their yes.
        if (intent.list.kind !== "list" || !createListSchema.safeParse({ name: intent.list.name }).success) {
          return named.reply;
        }
        const name = intent.list.name;
        return command(talk, message, intent.target, (taskIds) => ({
          kind: "file",
          taskIds,
          listId: null,
          list: listMention(name),
          newList: name,
          confirmed: false,
        }));
      }
      return command(talk, message, intent.target, (taskIds) => ({
        kind: "file",
        taskIds,
        listId: named.list?.id ?? null,
        list: listLabel(named.list),
        confirmed: false,
      }));
    },
    rename: async (talk, message, intent) => {
      const title = createTaskSchema.shape.title.safeParse(intent.title);
      if (!title.success)
        return response(`${title.error.issues[0]?.message ?? "That is not a title."} Nothing changed.`);
      return command(talk, message, intent.target, (taskIds) => ({
        kind: "rename",
        taskIds,
        title: title.data,
        confirmed: false,
      }));
    },
    priority: (talk, message, intent) =>
      command(talk, message, intent.target, (taskIds) => ({
        kind: "priority",
        taskIds,
        priority: intent.priority,
        confirmed: false,
      })),
    repeat: async (talk, message, intent) => {
      const meant = await read(talk, intent.rule);
      if (!meant.recurrence || !isAllRecognised(intent.rule, meant)) {
        return response(
          `I can't read ${quoted(shortened(intent.rule))} as a repeat. Try “every friday” or “jeden Dienstag”.`,
        );
      }
      const rule = meant.recurrence;
      const due = { dueAt: meant.dueAt, dueAllDay: meant.allDay };
      const label = describeRecurrence(rule);
      return command(talk, message, intent.target, (taskIds) => ({
        kind: "repeat",
        taskIds,
        rule,
        label,
        due,
        confirmed: false,
      }));
    },
    undate: (talk, message, intent) =>
      command(talk, message, intent.target, (taskIds) => ({ kind: "undate", taskIds, confirmed: false })),
    shift: (talk, message, intent) =>
      command(talk, message, intent.target, (taskIds) => ({
        kind: "shift",
        taskIds,
        days: intent.days,
        confirmed: false,
      })),
    "stop-repeating": (talk, message, intent) =>
      command(talk, message, intent.target, (taskIds) => ({ kind: "stop-repeating", taskIds, confirmed: false })),
    remind: async (talk, message, intent) => {
      const reminder = await reminderOf(talk, intent.when);
      if (!reminder) {
        return response(
          `I can't tell when ${quoted(shortened(intent.when))} is, or it has passed. ` +
            "Try “remind me about the dentist tomorrow at 9” or “remind me 10 minutes before the dentist”.",
        );
      }
      return command(talk, message, intent.target, (taskIds) => ({
        kind: "remind",
        taskIds,
        ...reminder,
        confirmed: false,
      }));
    },
    "break-down": async (talk, message, intent) => {
      const problem = stepsProblem(intent.steps);
      if (problem) return response(problem);
      return command(talk, message, { kind: "named", name: intent.name }, (taskIds) => ({
        kind: "break-down",
        taskIds,
        steps: intent.steps,
        confirmed: false,
      }));
    },
    compound: async (talk, message, { parts }) => {
      const results: AssistantResponse[] = [];
      let previous: Task[] | undefined;
      for (const part of parts) {
        const result = await answer(previous ? { ...talk, previous } : talk, message, part);
        if (result.tasks.length > 0) previous = result.tasks;
        results.push(result);
      }
      const asked = results.find((each) => each.confirm);
      return response(results.map((each) => each.reply).join("\n"), {
        tasks: [...new Map(results.flatMap((each) => each.tasks).map((task) => [task.id, task])).values()],
        actions: results.flatMap((each) => each.actions),
        choices: results.flatMap((each) => each.choices),
        ...(asked?.confirm ? { confirm: asked.confirm } : {}),
      });
    },
    add: (talk, _message, { text, explicit }) => (explicit ? add(talk, text) : addIfTask(talk, text, true)),
    "add-many": async (talk, _message, { texts }) => {
      if (texts.length > ASSISTANT_TASKS_PER_MESSAGE_MAX) {
        return response(`I add at most ${ASSISTANT_TASKS_PER_MESSAGE_MAX} tasks at a time. Nothing was added.`);
      }
      const empty = texts.indexOf("");
      if (empty >= 0) return response(`Task ${empty + 1} is empty. Nothing was added.`);
      const added: AssistantResponse[] = [];
      for (const text of texts) added.push(await add(talk, text));
      const created = added.flatMap((each) => each.actions);
      return {
        ...withCards(
          `Added ${countOf(created.length, "task")}: ${added
            .flatMap((each) => each.tasks)
            .map((task) => quoted(task.title))
            .join(", ")}.`,
          created.map(actionTask),
        ),
        actions: created,
      };
    },
    unclear: async (talk, message, intent) => {
      if (model && talk.useAssistantModel) return askModel(model, talk, message);
      switch (intent.why) {
        case "question":
          return response(`I'm not sure what you're asking. ${QUESTIONS_I_ANSWER}`, { suggestions: SUGGESTIONS });
        case "pronoun":
          return response(WHICH_TASK);
        case "command":
          return offerToAdd(talk, intent.text, `I don't know how to do that yet — say “help” to see what I can do.`);
        case "statement":
          return offerToAdd(talk, intent.text);
        case "maybe-task":
          return intent.text.endsWith("?") ? offerToAdd(talk, intent.text) : addIfTask(talk, intent.text, false);
      }
    },
  };

  /** "tag X #a" and "remove #a from X": the tags checked like any edit's. */
  function tagCommand(
    talk: Conversation,
    message: string,
    intent: Extract<Intent, { kind: "tag" | "untag" }>,
  ): Promise<AssistantResponse> {
    const tags = updateTaskSchema.safeParse({ tags: intent.tags });
    if (!tags.success) return Promise.resolve(response(tags.error.issues[0]?.message ?? "Those are not tags."));
    const valid = tags.data.tags ?? [];
    return command(talk, message, intent.target, (taskIds) => ({
      kind: intent.kind,
      taskIds,
      tags: valid,
      confirmed: false,
    }));
  }

  function answer(talk: Conversation, message: string, intent: Intent): Promise<AssistantResponse> {
    const handler = handlers[intent.kind] as Handler<Intent>;
    return handler(talk, message, intent);
  }

  /**
   * A request the rules do not understand, answered by the language model with the user's tasks as its tools:
   * each call checked by the API's own schemas and carried out like the assistant's own commands. Deletes and
   * rewrites of what the user wrote wait for their yes, one question for all of a message's. What the API
   * refuses goes back to the model as the call's answer. On any failure the rules answer, with what was done
   * on the way and its Undo; the log says why, never what was asked.
   */
  async function askModel(model: AssistantModel, talk: Conversation, message: string): Promise<AssistantResponse> {
    const shown = new Map<string, Task>();
    const actions: AssistantAction[] = [];
    /** The changes of this message that wait for the user's yes: all deletes, or all rewrites. */
    let waiting:
      | { kind: "delete"; taskIds: string[]; confirmed: false }
      | Extract<TaskPlan, { kind: "edit" }>
      | undefined;
    const show = (found: Task[]) => {
      for (const task of found) shown.set(task.id, task);
    };
    /** What the model is told of a task. */
    const brief = ({ id, title, completed, dueAt, dueAllDay, priority, tags, recurrence }: Task) => ({
      id,
      title,
      completed,
      dueAt,
      dueAllDay,
      priority,
      tags,
      recurrence,
    });
    const notFound = { error: "No task has this id." };
    /** The outcome of one of the assistant's own plans, carried out on one task, told to the model. */
    async function planned(id: string, plan: TaskPlan) {
      const task = await tasks.find(talk.userId, id);
      if (!task) return notFound;
      const result = await carryOut(talk, plan, [task]);
      actions.push(...result.actions);
      show(result.tasks);
      return { result: result.reply };
    }
    /** A change kept for the user's yes, with the message's others of its kind. */
    function awaitYes(task: Task, kind: "delete" | "edit", changes: UpdateTaskInput = {}) {
      if (waiting && waiting.kind !== kind) {
        return { error: `Not done: the user is asked about a ${waiting.kind} already; ask for one kind at a time.` };
      }
      const taskIds = [...(waiting?.taskIds ?? []).filter((id) => id !== task.id), task.id];
      if (kind === "delete") waiting = { kind, taskIds, confirmed: false };
      else {
        const edits = waiting?.kind === "edit" ? waiting.changes : {};
        waiting = {
          kind,
          taskIds,
          changes: { ...edits, [task.id]: { ...edits[task.id], ...changes } },
          confirmed: false,
        };
      }
      show([task]);
      return { result: "Not done yet: the user is asked to confirm it, with the others like it, after your answer." };
    }
    async function update(id: string, patch: UpdateTaskInput) {
      const before = await tasks.find(talk.userId, id);
      if (!before) return notFound;
      if (rewrites(before, patch)) return awaitYes(before, "edit", patch);
      const { task: after } = await tasks.update(talk.userId, id, patch, before.version);
      actions.push({ kind: "updated", before, after });
      show([after]);
      return { task: brief(after) };
    }
    const byId = z.strictObject({ id: z.string().regex(TASK_ID_PATTERN, "Not a task id.") });
    const listArgs = listTasksQueryFields.omit({ tz: true, cursor: true }).superRefine(checkListTasksQuery);
    const tools: Record<string, ModelTool> = {
      list_tasks: {
        description: "Lists the user's tasks, open ones unless view is completed; q searches titles.",
        args: listArgs,
        run: async (args: z.output<typeof listArgs>) => {
          const found = (await tasks.list(talk.userId, { ...args, tz: talk.timeZone })).tasks;
          show(found);
          return { tasks: found.map(brief) };
        },
      },
      add_task: {
        description: "Adds a task. dueAt is an ISO 8601 instant with offset; dueAllDay true for a date without time.",
        args: createTaskSchema,
        run: async (args: z.output<typeof createTaskSchema>) => {
          const task = await tasks.create(talk.userId, args);
          actions.push({ kind: "created", task });
          show([task]);
          return { task: brief(task) };
        },
      },
      update_task: {
        description:
          "Changes fields of a task, by id. A new title, or a description changed or cleared, waits for the user's yes.",
        args: byId.extend({ changes: updateTaskSchema }),
        run: ({ id, changes }: { id: string; changes: UpdateTaskInput }) => update(id, changes),
      },
      complete_task: {
        description: "Marks a task done, by id.",
        args: byId,
        run: ({ id }: { id: string }) => planned(id, { kind: "complete", taskIds: [id], confirmed: false }),
      },
      reschedule_task: {
        description: "Gives a task a new due date, by id.",
        args: byId.extend({
          dueAt: createTaskSchema.shape.dueAt.unwrap(),
          dueAllDay: createTaskSchema.shape.dueAllDay,
        }),
        run: ({ id, ...due }: { id: string } & Pick<UpdateTaskInput, "dueAt" | "dueAllDay">) => update(id, due),
      },
      delete_task: {
        description: "Asks the user to confirm deleting a task, by id; it is deleted only after their yes.",
        args: byId,
        run: async ({ id }: { id: string }) => {
          const task = await tasks.find(talk.userId, id);
          return task ? awaitYes(task, "delete") : notFound;
        },
      },
    };
    const { year, month, day, hour, minute } = wallClockAt(talk.now, talk.timeZone);
    const system = [
      `You are the task assistant of ${talk.name}. Answer briefly, in plain text.`,
      `Now it is ${dayLabel({ year, month, day })} ${year}, ${timeLabel({ hour, minute })} in ${talk.timeZone}.`,
      "Use the tools to read and change the user's tasks; find a task's id with list_tasks first.",
    ].join(" ");
    const conversation: ChatMessage[] = [
      { role: "system", content: system },
      { role: "user", content: message },
    ];
    try {
      const reply = await model.converse(conversation, answeringRefusals(tools));
      const question = waiting && (await carryOut(talk, waiting));
      return {
        ...withCards(reply, [...shown.values()]),
        actions,
        ...(question?.confirm ? { confirm: question.confirm } : {}),
      };
    } catch (error) {
      if (error instanceof ModelFailure) {
        logger.warn({ reason: error.reason }, "The assistant model failed; the rules answered instead");
      } else if (actions.length > 0) {
        // What was done stays done, and the user must be able to undo it.
        logger.error({ err: error }, "A tool of the assistant model failed; the rules answered instead");
      } else {
        throw error;
      }
      const label = `Add ${quoted(message)} as a task`;
      const token = await ask(talk, label, { kind: "add", text: message, confirmed: true });
      // Calls carried out in earlier rounds stay done: the reply says so, and their Undo stays at hand.
      const done = actions.length > 0 ? ` ${countOf(actions.length, "change")} made on the way can be undone.` : "";
      return response(
        `Sorry, I didn't understand that. Say “help” to see what I understand, or add it as a task.${done}`,
        { tasks: actions.map(actionTask), choices: [{ label, token }], suggestions: SUGGESTIONS, actions },
      );
    }
  }
  const service = {
    /** Answers a message, or a question's answer (a token), and keeps the exchange in the user's history. */
    async reply(
      userId: string,
      request: { message?: string | undefined; confirm?: string | undefined; taskIds?: string[] | undefined },
      browserLocale?: string,
    ): Promise<AssistantResponse> {
      const talk = { ...(await conversationWith(userId, browserLocale)), language: languageOf(request.message ?? "") };
      if (request.taskIds && request.taskIds.length > talk.dailyCapacity) {
        const message = `Your daily capacity is ${countOf(talk.dailyCapacity, "task")}; remove some, or raise it in Settings.`;
        throw fieldError("invalid", "validation_failed", "taskIds", message);
      }
      let message: string;
      let result: AssistantResponse;
      if (request.confirm !== undefined) {
        const question = await assistant.takeQuestion(userId, request.confirm, talk.now.toISOString());
        if (!question) {
          throw new DomainError(
            "not_found",
            "question_expired",
            "This question has expired or was answered already. Please ask again.",
          );
        }
        message = question.label;
        const plan = JSON.parse(question.plan) as Plan;
        if (request.taskIds && plan.kind !== "plan") {
          throw fieldError("invalid", "validation_failed", "taskIds", ASSISTANT_MESSAGES.taskIdsOnlyWithConfirm);
        }
        // A day's plan as the user left it: some removed, others added, reordered.
        const accepted = plan.kind === "plan" && request.taskIds ? { ...plan, taskIds: request.taskIds } : plan;
        result = await carryOut(talk, accepted);
      } else {
        message = request.message ?? "";
        result = await answer(talk, message, understand(message));
      }
      const now = talk.now.toISOString();
      // The history keeps what the page redraws; what undoes the changes is kept for a short while only.
      const undo = undoOf(result.actions);
      const undoExpiresAt = new Date(talk.now.getTime() + ASSISTANT_UNDO_TTL_SECONDS * 1000).toISOString();
      await assistant.addExchange(
        userId,
        {
          message,
          response: recordOf(message, result),
          createdAt: now,
          ...(undo ? { undo: { steps: undo, expiresAt: undoExpiresAt } } : {}),
        },
        now,
      );
      return result;
    },

    /** A page of the history, newest first page; the first with a greeting made now. */
    async history(userId: string, { cursor, limit }: AssistantHistoryQuery): Promise<AssistantHistory> {
      const talk = await conversationWith(userId);
      const [greetingNow, page] = await Promise.all([
        cursor === undefined ? greeting(talk) : null,
        assistant.historyPage(
          userId,
          { before: cursor === undefined ? undefined : Number(cursor), limit },
          talk.now.toISOString(),
        ),
      ]);
      const oldest = page.exchanges[0];
      return {
        greeting: greetingNow,
        exchanges: page.exchanges,
        nextCursor: page.more && oldest ? String(oldest.id) : null,
      };
    },

    /** The kept conversation, oldest first, a page at a time, for the JSON export. */
    exchanges(userId: string, pageSize: number): AsyncGenerator<AssistantExchange[]> {
      return assistant.everyExchange(userId, pageSize, clock.now().toISOString());
    },

    /**
     * Puts an exchange's changes back, last first, once and while its Undo lasts (409 `undo_unavailable` after).
     * A task changed again since, or gone, is left as it is and counted.
     */
    async undo(userId: string, exchangeId: number): Promise<AssistantUndoResult> {
      const taken = await assistant.takeUndo(userId, exchangeId, clock.now().toISOString());
      if (taken === undefined) throw notFound("This exchange");
      if (taken === "gone") throw new DomainError("conflict", "undo_unavailable", ASSISTANT_MESSAGES.undoUnavailable);
      /** Each task undone, as it is now (null: deleted). */
      const undone = new Map<string, Task | null>();
      let unchanged = 0;
      for (const step of (JSON.parse(taken.steps) as UndoStep[]).reverse()) {
        try {
          if (step.kind === "created") {
            await tasks.remove(userId, step.id);
            undone.set(step.id, null);
          } else if (step.kind === "deleted") {
            undone.set(step.id, await tasks.restore(userId, step.id, step.task));
          } else if (Object.keys(step.fields).length > 0) {
            undone.set(step.id, (await tasks.update(userId, step.id, step.fields, step.version)).task);
          }
        } catch (error) {
          const leftAlone = error instanceof DomainError && ["conflict", "not_found", "invalid"].includes(error.kind);
          if (!leftAlone) throw error;
          unchanged += 1;
        }
      }
      const tasksNow = [...undone.values()].filter((task): task is Task => task !== null);
      const deletedIds = [...undone].filter(([, task]) => task === null).map(([id]) => id);
      return { tasks: tasksNow, deletedIds, unchanged };
    },

    clearHistory(userId: string): Promise<void> {
      return assistant.clearHistory(userId);
    },

    /** A question's No: its buttons can no longer be answered. */
    decline(userId: string, token: string): Promise<void> {
      return assistant.dropQuestion(userId, token);
    },
  };
  return service;
}

function actionTask(action: AssistantAction): Task {
  return action.kind === "updated" ? action.after : action.task;
}

/** What the API refuses as the user's request (not a failure of the server), which the model can put right. */
const REFUSALS: readonly ErrorKind[] = ["invalid", "not_found", "conflict", "forbidden", "unprocessable", "too_large"];

/** The tools, each answering the model with the API's refusal (`{ error }`) instead of throwing it. */
function answeringRefusals(tools: Record<string, ModelTool>): Record<string, ModelTool> {
  const answering = Object.entries(tools).map(([name, tool]): [string, ModelTool] => [
    name,
    {
      ...tool,
      async run(args: never) {
        try {
          return await tool.run(args);
        } catch (error) {
          if (!(error instanceof DomainError && REFUSALS.includes(error.kind))) throw error;
          const { fields } = error.options;
          return { error: error.message, ...(fields ? { fields } : {}) };
        }
      },
    },
  ]);
  return Object.fromEntries(answering);
}

/** The change a plan makes to one task, checked like any edit; none when there is nothing to change. */
function patchFor(
  plan: Exclude<ChangePlan, { kind: "delete" }>,
  task: Task,
  timeZone: string,
  now: Date,
): UpdateTaskInput | undefined {
  switch (plan.kind) {
    case "complete":
      return task.completed ? undefined : { completed: true };
    case "tag": {
      if (plan.tags.every((tag) => task.tags.includes(tag))) return undefined;
      const patch = updateTaskSchema.safeParse({ tags: [...task.tags, ...plan.tags] });
      return patch.success ? patch.data : undefined;
    }
    case "untag": {
      const tags = task.tags.filter((tag) => !plan.tags.includes(tag));
      return tags.length === task.tags.length ? undefined : { tags };
    }
    case "move": {
      const due = dueOn(plan.day, plan.time, task, timeZone, now);
      return due.dueAt === task.dueAt && due.dueAllDay === task.dueAllDay ? undefined : due;
    }
    case "rename":
      return task.title === plan.title ? undefined : { title: plan.title };
    case "priority":
      return task.priority === plan.priority ? undefined : { priority: plan.priority };
    case "stop-repeating":
      return task.recurrence === null ? undefined : { recurrence: null };
    case "repeat":
      if (task.recurrence === plan.rule) return undefined;
      return task.dueAt === null ? { recurrence: plan.rule, ...plan.due } : { recurrence: plan.rule };
    case "undate":
      // A repeating task keeps its date (its rule needs one); reminders before the due time go with the date.
      if (task.dueAt === null || task.recurrence !== null) return undefined;
      return { dueAt: null, dueAllDay: false, reminders: task.reminders.filter((reminder) => "at" in reminder) };
    case "shift": {
      if (task.dueAt === null) return undefined;
      return dueOn(addDays(dayOf(task.dueAt, timeZone), plan.days), null, task, timeZone, now);
    }
    case "remind": {
      const same = (reminder: Reminder) => JSON.stringify(reminder) === JSON.stringify(plan.reminder);
      return task.reminders.some(same) ? undefined : { reminders: [...task.reminders, plan.reminder] };
    }
    case "file":
      return task.listId === plan.listId ? undefined : { listId: plan.listId };
    case "edit":
      return plan.changes[task.id];
  }
}

export type AssistantService = ReturnType<typeof createAssistantService>;
