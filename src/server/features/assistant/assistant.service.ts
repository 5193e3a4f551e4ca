import { randomBytes } from "node:crypto";
import { z } from "zod";
import { dayOf, firstWeekday, type IsoWeekday, instantsOf } from "../../../shared/calendar";
import { foldCase } from "../../../shared/fold-case";
import { formatDue, formatReminder } from "../../../shared/format-date";
import {
  ASSISTANT_BULK_TASKS_MAX,
  ASSISTANT_CONFIRM_TTL_SECONDS,
  ASSISTANT_NAME_WORDS_MAX,
  ASSISTANT_REPLY_TASKS_MAX,
  ASSISTANT_SLIP_WORDS_AROUND,
  ASSISTANT_UNDO_TTL_SECONDS,
  BREAK_DOWN_STEPS,
  TASK_PAGE_SIZE_MAX,
  TASK_SEARCH_MAX_LENGTH,
} from "../../../shared/limits";
import { listMention } from "../../../shared/quick-add/list-mention";
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
import { INBOX, type ListName } from "../../../shared/schemas/list";
import type { QuickAddResponse } from "../../../shared/schemas/quick-add";
import {
  checkListTasksQuery,
  createTaskSchema,
  listTasksQueryFields,
  listTasksQuerySchema,
  TASK_ID_PATTERN,
  type Task,
  type UpdateTaskInput,
  updateTaskSchema,
} from "../../../shared/schemas/task";
import { instantAt, todayIn, type WallClock, wallClockAt } from "../../../shared/zoned-time";
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
import { bestMatches, SLIP_TERM_MIN_LENGTH, sharedBeginning, slipsOf } from "./task-names";
import { type Intent, isRequest, type ListTarget, type Target, understand } from "./understand";

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
  "• Anything else you type becomes a task, e.g. “buy oat milk”.",
  "• What's due today, tomorrow or this week? What's overdue?",
  "• show #errands · high priority · find dentist",
  "• complete buy oat milk · delete the dentist task",
  "• tag call bank #finance · move dentist to friday",
  '• show +Work · what\'s in my inbox · move dentist to +Health (a list; +"Long name" for one with spaces)',
  "• a new task with +Groceries in it goes into that list",
  "• postpone all overdue to tomorrow",
  `• break down plan the trip into book flights, book the hotel and pack: ${BREAK_DOWN_STEPS.min} to ${BREAK_DOWN_STEPS.max} subtasks under it`,
  "• plan my day: overdue, due today and high-priority tasks, the most pressing first (priority, days late, time due), as many as your daily capacity (Settings)",
  "• plan my week: the same spread over the rest of your week, each on its own day when it has room, up to your daily capacity a day",
  "• what next: the one task to do now, and why",
  "• weekly review: done in the last 7 days, what slipped (overdue or postponed 3 times), the next 7 days",
  "Deletes and changes to several tasks ask you first, and every change can be undone.",
].join("\n");

type CalendarDay = Pick<WallClock, "year" | "month" | "day">;
type TimeOfDay = Pick<WallClock, "hour" | "minute">;

/** Tasks, in order, planned for one day. */
interface DayPlan {
  day: CalendarDay;
  taskIds: string[];
}

/** The assistant's replies are English; dates and times in them as in Britain ("Friday 27 November", "17:00"). */
const REPLY_LOCALE = "en-GB";

/** What a question's yes (or a chosen button) does; kept with its token until answered or expired. */
type Plan =
  | { kind: "complete" | "delete"; taskIds: string[]; confirmed: boolean }
  | { kind: "tag"; taskIds: string[]; tags: string[]; confirmed: boolean }
  /** `time` null: each task keeps its own time of day, or stays all-day. */
  | { kind: "move"; taskIds: string[]; day: CalendarDay; time: TimeOfDay | null; confirmed: boolean }
  /** Into a list (`listId` null: the Inbox), `list` as the reply names it. */
  | { kind: "file"; taskIds: string[]; listId: string | null; list: string; confirmed: boolean }
  | { kind: "add"; text: string; confirmed: boolean }
  /** "Plan my day" accepted: the tasks, in order, get today's date. */
  | { kind: "plan"; taskIds: string[]; confirmed: boolean }
  /** "Plan my week" accepted: each task gets its day, keeping its time of day. */
  | { kind: "week-plan"; days: DayPlan[]; confirmed: boolean }
  /** A subtask under one task per step; the task stays. */
  | { kind: "break-down"; taskIds: string[]; steps: string[]; confirmed: boolean }
  /** The language model's changes to tasks, by id, that rewrite what the user wrote (see `rewrites`). */
  | { kind: "edit"; taskIds: string[]; changes: Record<string, UpdateTaskInput>; confirmed: boolean };
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
}

const quoted = (text: string) => `“${text}”`;

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
  day: CalendarDay,
  time: TimeOfDay | null,
  task: Task,
  timeZone: string,
): Pick<UpdateTaskInput, "dueAt" | "dueAllDay"> {
  if (time) return { dueAt: instantAt({ ...day, ...time }, timeZone).toISOString(), dueAllDay: false };
  if (task.dueAt && !task.dueAllDay) {
    const { hour, minute } = wallClockAt(new Date(task.dueAt), timeZone);
    return { dueAt: instantAt({ ...day, hour, minute }, timeZone).toISOString(), dueAllDay: false };
  }
  return { dueAt: instantAt(day, timeZone).toISOString(), dueAllDay: true };
}

/**
 * Deletes, rewrites of what the user wrote, and any change to more than one task (a break-down makes several)
 * wait for a yes.
 */
const needsYes = (plan: TaskPlan) =>
  plan.kind === "delete" || plan.kind === "edit" || plan.kind === "break-down" || plan.taskIds.length > 1;

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
    case "move":
      return `${done ? "Moved" : "Move"} ${what} to ${dayLabel(plan.day)}${plan.time ? ` at ${timeLabel(plan.time)}` : ""}`;
    case "file":
      return `${done ? "Moved" : "Move"} ${what} to ${plan.list}`;
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
  lists: Pick<ListsService, "activeNames">;
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
    };
  }

  /** `text` read by the quick-add parser exactly as POST /api/tasks/parse reads it for this user, now. */
  function read(talk: Conversation, text: string): Promise<QuickAddResponse> {
    return quickAdd.parse(
      talk.userId,
      { text, now: talk.now.toISOString(), timeZone: talk.timeZone },
      talk.browserLocale,
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
    const priority = task.priority === "none" ? [] : [task.priority.charAt(0).toUpperCase() + task.priority.slice(1)];
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

  /** Open tasks due today, tomorrow or in the seven days from today, soonest first. */
  async function due(talk: Conversation, when: "today" | "tomorrow" | "week"): Promise<AssistantResponse> {
    const today = todayIn(talk.timeZone, talk.now);
    const { year, month, day } = wallClockAt(talk.now, talk.timeZone);
    const until =
      when === "tomorrow"
        ? todayIn(talk.timeZone, today.end).end
        : instantAt({ year, month, day: day + 7 }, talk.timeZone);
    const dueToday = when === "tomorrow" ? [] : (await list(talk, { view: "today", sort: "due" })).tasks;
    const dueLater =
      when === "today"
        ? []
        : (await list(talk, { view: "upcoming", sort: "due" })).tasks.filter(
            (task) => task.dueAt !== null && new Date(task.dueAt) < until,
          );
    const found = [...dueToday, ...dueLater];
    const label = when === "week" ? "this week" : when;
    if (found.length === 0) return response(`Nothing is due ${label}.`);
    return withCards(`${countOf(found.length, "task")} due ${label}:`, found);
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
    if (target.kind !== "named") {
      const found = await targetTasks(talk, target);
      if (found.length === 0)
        return response(target.kind === "overdue" ? "Nothing is overdue." : "Nothing is due today.");
      return carryOut(talk, planFor(found.map((task) => task.id)), found);
    }
    const matches = await named(talk, target.name);
    if (matches === TOO_VAGUE) return tooVague(target.name);
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
    if (plan.kind === "plan") return acceptPlan(talk, plan.taskIds);
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
      const patch = patchFor(plan, before, talk.timeZone);
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
    const token = await ask(talk, "Accept the plan", { kind: "plan", taskIds, confirmed: true });
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

  /** The accepted plan's open tasks due today, at their own time of day if they have one, else all day. */
  async function acceptPlan(talk: Conversation, taskIds: string[]): Promise<AssistantResponse> {
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
  async function add(talk: Conversation, text: string): Promise<AssistantResponse> {
    const meant = await read(talk, text);
    const parsed = createTaskSchema.safeParse(
      meant.title === ""
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
  ): Promise<{ day: CalendarDay; time: TimeOfDay | null } | undefined> {
    const meant = await read(talk, words);
    const onlyWhen = meant.parts.every((part) => part.kind === "date" || part.kind === "time");
    if (meant.dueAt === null || meant.title !== "" || !onlyWhen) return undefined;
    const { year, month, day, hour, minute } = wallClockAt(new Date(meant.dueAt), talk.timeZone);
    return { day: { year, month, day }, time: meant.allDay ? null : { hour, minute } };
  }

  async function answer(talk: Conversation, message: string, intent: Intent): Promise<AssistantResponse> {
    switch (intent.kind) {
      case "greeting":
        return greeting(talk);
      case "help":
        return response(HELP, { suggestions: SUGGESTIONS });
      case "due":
        return due(talk, intent.when);
      case "overdue": {
        const found = await targetTasks(talk, { kind: "overdue" });
        if (found.length === 0) return response("Nothing is overdue.");
        return {
          ...withCards(`${countOf(found.length, "overdue task")}:`, found),
          suggestions: ["Postpone all overdue to tomorrow"],
        };
      }
      case "tagged": {
        const query = listTasksQuerySchema.safeParse({ tz: talk.timeZone, tag: intent.tag, sort: "due" });
        if (!query.success) return response(`#${intent.tag} cannot be a tag.`);
        const found = (await tasks.list(talk.userId, query.data)).tasks;
        if (found.length === 0) return response(`No open task is tagged #${query.data.tag}.`);
        return withCards(`${countOf(found.length, "open task")} tagged #${query.data.tag}:`, found);
      }
      case "high-priority": {
        const found = (await list(talk, { priority: "high", sort: "due" })).tasks;
        if (found.length === 0) return response("No open task has high priority.");
        return withCards(`${countOf(found.length, "high-priority task")}:`, found);
      }
      case "plan":
        return planDay(talk);
      case "plan-week":
        return planWeek(talk);
      case "next":
        return nextTask(talk);
      case "review":
        return review(talk);
      case "find": {
        const found = await named(talk, intent.text);
        if (found === TOO_VAGUE) return tooVague(intent.text);
        if (found.length === 0) return response(`No open task matches ${quoted(intent.text)}.`);
        return withCards(`${countOf(found.length, "task")} match ${quoted(intent.text)}:`, found);
      }
      case "complete":
        return command(talk, message, intent.target, (taskIds) => ({ kind: "complete", taskIds, confirmed: false }));
      case "delete":
        return command(talk, message, intent.target, (taskIds) => ({ kind: "delete", taskIds, confirmed: false }));
      case "tag": {
        const tags = updateTaskSchema.safeParse({ tags: intent.tags });
        if (!tags.success) return response(tags.error.issues[0]?.message ?? "Those are not tags.");
        const valid = tags.data.tags ?? [];
        return command(talk, message, intent.target, (taskIds) => ({
          kind: "tag",
          taskIds,
          tags: valid,
          confirmed: false,
        }));
      }
      case "break-down": {
        const problem = stepsProblem(intent.steps);
        if (problem) return response(problem);
        return command(talk, message, { kind: "named", name: intent.name }, (taskIds) => ({
          kind: "break-down",
          taskIds,
          steps: intent.steps,
          confirmed: false,
        }));
      }
      case "move": {
        const to = await when(talk, intent.when);
        if (!to)
          return response(
            `I don't know which day ${quoted(intent.when)} is. Try tomorrow, friday, dec 3 or in 2 weeks.`,
          );
        return command(talk, message, intent.target, (taskIds) => ({
          kind: "move",
          taskIds,
          ...to,
          confirmed: false,
        }));
      }
      case "in-list": {
        const named = await listFor(talk, intent.list);
        if ("reply" in named) return named.reply;
        const found = (await list(talk, { list: named.list?.id ?? INBOX, sort: "manual" })).tasks;
        if (found.length === 0) return response(`Nothing is open in ${listLabel(named.list)}.`);
        return withCards(`${countOf(found.length, "open task")} in ${listLabel(named.list)}:`, found);
      }
      case "move-to-list": {
        const named = await listFor(talk, intent.list);
        if ("reply" in named) return named.reply;
        return command(talk, message, intent.target, (taskIds) => ({
          kind: "file",
          taskIds,
          listId: named.list?.id ?? null,
          list: listLabel(named.list),
          confirmed: false,
        }));
      }
      case "add":
        if (model && talk.useAssistantModel && isRequest(message)) return askModel(model, talk, message);
        return add(talk, intent.text);
    }
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
  return {
    /** Answers a message, or a question's answer (a token), and keeps the exchange in the user's history. */
    async reply(
      userId: string,
      request: { message?: string | undefined; confirm?: string | undefined; taskIds?: string[] | undefined },
      browserLocale?: string,
    ): Promise<AssistantResponse> {
      const talk = await conversationWith(userId, browserLocale);
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
  };
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
): UpdateTaskInput | undefined {
  switch (plan.kind) {
    case "complete":
      return task.completed ? undefined : { completed: true };
    case "tag": {
      if (plan.tags.every((tag) => task.tags.includes(tag))) return undefined;
      const patch = updateTaskSchema.safeParse({ tags: [...task.tags, ...plan.tags] });
      return patch.success ? patch.data : undefined;
    }
    case "move": {
      const due = dueOn(plan.day, plan.time, task, timeZone);
      return due.dueAt === task.dueAt && due.dueAllDay === task.dueAllDay ? undefined : due;
    }
    case "file":
      return task.listId === plan.listId ? undefined : { listId: plan.listId };
    case "edit":
      return plan.changes[task.id];
  }
}

export type AssistantService = ReturnType<typeof createAssistantService>;
