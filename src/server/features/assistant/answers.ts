/**
 * Answers: the greeting, questions about the user's tasks (what, how many, when, what was finished, what next),
 * "find", and what to say to a message the rules do not understand.
 */

import { addDays, type CalendarDay, dayOf, isoWeekday, startOfWeek } from "../../../shared/calendar";
import { foldCase } from "../../../shared/fold-case";
import { formatDue } from "../../../shared/format-date";
import { TASK_PAGE_SIZE_MAX, TASK_SEARCH_MAX_LENGTH } from "../../../shared/limits";
import type { AssistantResponse } from "../../../shared/schemas/assistant";
import { INBOX, type ListName } from "../../../shared/schemas/list";
import { listTasksQueryFields, type Task, type TaskPage, tag } from "../../../shared/schemas/task";
import { instantAt, wallClockAt } from "../../../shared/zoned-time";
import { searchWords } from "../tasks/search-words";
import { addIfTask, offerToAdd } from "./adding";
import type { AssistantContext, IntentOf } from "./context";
import { type Conversation, when } from "./conversation";
import { countOf, greetingLine } from "./greeting";
import { CHOICES_MAX, list, listFor, named, TOO_VAGUE } from "./lookups";
import { askModel } from "./model-tools";
import { nextTask, REVIEW_DAYS } from "./plan-handlers";
import { type Question, singularOf, type Window } from "./questions";
import {
  capitalised,
  dayLabel,
  listLabel,
  QUESTIONS_I_ANSWER,
  quoted,
  REPLY_LOCALE,
  response,
  SUGGESTIONS,
  shortened,
  tooVague,
  UNKNOWN_DAY,
  WHICH_TASK,
  withCards,
} from "./replies";

/** The greeting atop the conversation: the day's count of tasks, and suggestions. */
export async function greeting(ctx: AssistantContext, talk: Conversation): Promise<AssistantResponse> {
  const [today, overdue] = await Promise.all([
    list(ctx, talk, { view: "today" }),
    list(ctx, talk, { view: "overdue" }),
  ]);
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

/** The instants a window spans, `[from, before)`, in the user's zone; none for overdue and undated. */
async function spanOf(
  ctx: AssistantContext,
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
      const said = await when(ctx, talk, window.words);
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
async function whenIs(ctx: AssistantContext, talk: Conversation, name: string): Promise<AssistantResponse> {
  let found = await named(ctx, talk, name);
  if (found === TOO_VAGUE) return tooVague(name);
  // "when's the car service booked": a word more than the title has. Only asked, so a name one word shorter,
  // its last or its first left out, may answer; a command never changes a task found so loosely.
  const words = name.split(" ");
  for (const shorter of words.length > 1 ? [words.slice(0, -1), words.slice(1)] : []) {
    if (found.length > 0) break;
    const again = await named(ctx, talk, shorter.join(" "));
    if (again !== TOO_VAGUE) found = again;
  }
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
async function finished(ctx: AssistantContext, talk: Conversation, question: Question): Promise<AssistantResponse> {
  const today = dayOf(talk.now, talk.timeZone);
  const span = question.window ? await spanOf(ctx, talk, question.window) : undefined;
  if (span === "unknown day") return response(UNKNOWN_DAY);
  const { from, before, label } = span ?? {
    from: instantAt(addDays(today, 1 - REVIEW_DAYS), talk.timeZone),
    before: instantAt(addDays(today, 1), talk.timeZone),
    label: `in the last ${REVIEW_DAYS} days`,
  };
  const wanted = question.rest ? new Set(searchWords(question.rest)) : undefined;
  const done = (await ctx.tasks.completedSince(talk.userId, from, TASK_PAGE_SIZE_MAX)).filter(
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

/** What a question finds: the tasks, whether there are more, and its window as the reply says it. */
interface Finding {
  found: Task[];
  more: boolean;
  during: string;
}

/**
 * The open tasks `filters` pick in a question's window (`anyTag`: with any of these tags), read once; the
 * finding is of those `keep` keeps. "unknown day" for a day quick add cannot read.
 */
async function lookUp(
  ctx: AssistantContext,
  talk: Conversation,
  filters: Record<string, string | number>,
  window: Window | undefined,
  anyTag?: readonly string[],
): Promise<((keep?: (task: Task) => boolean) => Finding) | "unknown day"> {
  const read = (more: Record<string, string> = {}) => list(ctx, talk, { ...filters, ...more }, anyTag);
  const everything = () => true;
  if (window?.kind === "overdue" || window?.kind === "today") {
    const overdue = await read({ view: "overdue" });
    const today = window.kind === "today" ? await read({ view: "today" }) : { tasks: [], nextCursor: null };
    return (keep = everything) => {
      const late = overdue.tasks.filter(keep);
      const lateIds = new Set(late.map((task) => task.id));
      return {
        found: [...late, ...today.tasks.filter((task) => keep(task) && !lateIds.has(task.id))],
        more: overdue.nextCursor !== null || today.nextCursor !== null,
        during: window.kind === "overdue" ? "overdue" : late.length > 0 ? "due today or overdue" : "due today",
      };
    };
  }
  let page: TaskPage;
  let during: string;
  if (!window) {
    [page, during] = [await read(), ""];
  } else if (window.kind === "undated") {
    [page, during] = [await read({ undated: "true" }), "without a due date"];
  } else {
    const span = await spanOf(ctx, talk, window);
    if (span === "unknown day" || span === undefined) return "unknown day";
    const dueIn = { dueFrom: span.from.toISOString(), dueBefore: span.before.toISOString() };
    [page, during] = [await read(dueIn), `due ${span.label}`];
  }
  return (keep = everything) => ({ found: page.tasks.filter(keep), more: page.nextCursor !== null, during });
}

/** Shows or counts the open tasks a question's window and filters pick, soonest due first. */
export async function answerQuestion(
  ctx: AssistantContext,
  talk: Conversation,
  message: string,
  question: Question,
): Promise<AssistantResponse> {
  let inList: ListName | null | undefined;
  let rest = question.rest;
  if (question.list) {
    const named = await listFor(ctx, talk, question.list);
    if ("reply" in named) return named.reply;
    inList = named.list;
  } else if (rest !== "" && question.ask !== "when") {
    // "What's on work?": the rest may be a list's name.
    const wanted = foldCase(rest.replace(/\s+list$/, ""));
    const byName = (await ctx.lists.activeNames(talk.userId)).find((each) => foldCase(each.name) === wanted);
    if (byName) {
      inList = byName;
      rest = "";
    }
  }
  const asked = { ...question, rest };
  if (asked.ask === "next") return nextTask(ctx, talk);
  if (asked.ask === "when") return whenIs(ctx, talk, asked.rest);
  if (asked.ask === "finished") return finished(ctx, talk, asked);
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
  const looked = await lookUp(ctx, talk, filters, window);
  if (looked === "unknown day") return response(UNKNOWN_DAY);
  let answered = { asked, ...looked() };
  // "how many errands do I have": a word that finds no title may be a tag, as said or without its "s". One
  // read for both; the tag without its "s" is the one meant when both have tasks. Of several words ("how many
  // bills do I have to pay"), the first or the last may be the tag, the others the title's.
  const words = asked.rest === "" || asked.tag ? [] : asked.rest.split(" ");
  const asTags = words.every((word) => /^[\p{L}\p{N}-]+$/u.test(word)) ? words : [];
  for (const at of asTags.length === 0 ? [] : new Set([0, asTags.length - 1])) {
    if (answered.found.length > 0) break;
    const word = asTags[at] ?? "";
    const others = asTags.filter((_, index) => index !== at).join(" ");
    const said = new Set([word.replace(/s$/, ""), word]);
    const spellings = [...said].flatMap((each) => tag.safeParse(each).data ?? []);
    const byTag = Object.fromEntries(Object.entries(filters).filter(([name]) => name !== "q"));
    if (others !== "") byTag.q = others.slice(0, TASK_SEARCH_MAX_LENGTH);
    const tagged = spellings.length > 0 ? await lookUp(ctx, talk, byTag, window, spellings) : "unknown day";
    if (tagged !== "unknown day") {
      const some = tagged().found;
      const meant = spellings.find((spelling) => some.some((task) => task.tags.includes(spelling)));
      if (meant)
        answered = { asked: { ...asked, rest: others, tag: meant }, ...tagged((task) => task.tags.includes(meant)) };
    }
  }
  // "how many invoices are left": a title's word said in the plural ("Send invoice to Acme").
  const singular = singularOf(asked.rest);
  if (answered.found.length === 0 && singular !== asked.rest) {
    const again = await lookUp(ctx, talk, { ...filters, q: singular.slice(0, TASK_SEARCH_MAX_LENGTH) }, window);
    const found = again === "unknown day" ? undefined : again();
    if (found && found.found.length > 0) answered = { asked: { ...asked, rest: singular }, ...found };
  }
  const { found, more, during } = answered;
  const filtered = filtersLabel(answered.asked, inList);
  const what = [during, filtered].filter(Boolean).join(" ");
  if (found.length === 0) {
    // Words the rules took for a task's name may be what they did not understand: the model may.
    if (asked.rest && ctx.model && talk.useAssistantModel) return askModel(ctx, ctx.model, talk, message);
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

/** "find dentist": the open tasks of that name. */
export async function find(ctx: AssistantContext, talk: Conversation, text: string): Promise<AssistantResponse> {
  const found = await named(ctx, talk, text);
  if (found === TOO_VAGUE) return tooVague(text);
  if (found.length === 0) return response(`No open task matches ${quoted(text)}.`);
  return withCards(`${countOf(found.length, "task")} match ${quoted(text)}:`, found);
}

/**
 * A message the rules do not understand: the language model's to answer, when there is one and the user lets
 * it; otherwise said so, or offered to add as a task, never added unasked.
 */
export async function unclear(
  ctx: AssistantContext,
  talk: Conversation,
  message: string,
  intent: IntentOf<"unclear">,
): Promise<AssistantResponse> {
  if (ctx.model && talk.useAssistantModel) return askModel(ctx, ctx.model, talk, message);
  switch (intent.why) {
    case "question":
      return response(`I'm not sure what you're asking. ${QUESTIONS_I_ANSWER}`, { suggestions: SUGGESTIONS });
    case "pronoun":
      return response(WHICH_TASK);
    case "command":
      return offerToAdd(ctx, talk, intent.text, `I don't know how to do that yet — say “help” to see what I can do.`);
    case "statement":
      return offerToAdd(ctx, talk, intent.text);
    case "maybe-task":
      return intent.text.endsWith("?") ? offerToAdd(ctx, talk, intent.text) : addIfTask(ctx, talk, intent.text, false);
  }
}
