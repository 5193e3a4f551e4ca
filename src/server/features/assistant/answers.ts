/**
 * Answers: the greeting, questions about the user's tasks (what, how many, when, what was finished, what next),
 * "find", and what to say to a message the rules do not understand.
 */

import { TASK_PAGE_SIZE_MAX, TASK_SEARCH_MAX_LENGTH, TASK_TITLE_MAX_LENGTH } from "../../../shared/limits";
import type { AssistantResponse } from "../../../shared/schemas/assistant";
import { INBOX, type ListName } from "../../../shared/schemas/list";
import { listTasksQueryFields, type Task, type TaskPage, tag } from "../../../shared/schemas/task";
import { addDays, addMonths, type CalendarDay, dayOf, isoWeekday, startOfWeek } from "../../../shared/time/calendar";
import { instantAt, wallClockAt } from "../../../shared/time/zoned-time";
import { searchWords } from "../tasks/search-words";
import { addIfTask, offerToAdd } from "./adding";
import type { AssistantContext, IntentOf } from "./context";
import { type Conversation, when } from "./conversation";
import { CHOICES_MAX, list, listFor, listNamed, named, TOO_VAGUE } from "./lookups";
import { askModel } from "./model-tools";
import type { During, Filters, Span } from "./phrases/phrases";
import { nextTask, REVIEW_DAYS } from "./plan-handlers";
import { type Question, singularOf, type Window } from "./questions";
import { response, shortened, tooVague, withCards } from "./replies";
import { outlookOf, suggestionsNow, suggestionsOf } from "./suggestions";
import { translatedTerms } from "./task-names";

/**
 * The greeting atop the conversation: the day's count of tasks, and the chips worth tapping; on an account
 * without a task, a welcome that says how to add one, with examples.
 */
export async function greeting(ctx: AssistantContext, talk: Conversation): Promise<AssistantResponse> {
  const now = await outlookOf(ctx, talk);
  const hour = wallClockAt(talk.now, talk.timeZone).hour;
  const reply = now.anyTask
    ? talk.say.greeting({ name: talk.name, hour, dueToday: now.dueToday, overdue: now.overdue })
    : talk.say.welcome({ name: talk.name, hour });
  return response(reply, { suggestions: suggestionsOf(talk, now) });
}

/** The instants a window spans, `[from, before)`, in the user's zone; none for overdue and undated. */
async function spanOf(
  ctx: AssistantContext,
  talk: Conversation,
  window: Window,
): Promise<{ from: Date; before: Date; span: Span } | undefined | "unknown day"> {
  const today = dayOf(talk.now, talk.timeZone);
  const days = (from: CalendarDay, count: number, span: Span) => ({
    from: instantAt(from, talk.timeZone),
    before: instantAt(addDays(from, count), talk.timeZone),
    span,
  });
  const weekStart = startOfWeek(today, talk.firstWeekday);
  switch (window.kind) {
    case "today":
      return days(today, 1, { kind: "today" });
    case "tomorrow":
      return days(addDays(today, 1), 1, { kind: "tomorrow" });
    case "this-week":
      return days(weekStart, 7, { kind: "this-week" });
    case "next-week":
      return days(addDays(weekStart, 7), 7, { kind: "next-week" });
    case "day": {
      const said = await when(ctx, talk, window.words);
      if (!said?.day) return "unknown day";
      return days(said.day, 1, { kind: "day", day: said.day });
    }
    case "month": {
      const first = { year: today.year + (window.month < today.month ? 1 : 0), month: window.month, day: 1 };
      return {
        from: instantAt(first, talk.timeZone),
        before: instantAt(addMonths(first, 1), talk.timeZone),
        span: { kind: "month", first },
      };
    }
    case "yesterday":
      return days(addDays(today, -1), 1, { kind: "yesterday" });
    case "last-week":
      return days(addDays(weekStart, -7), 7, { kind: "last-week" });
    case "weekend": {
      // Saturday and Sunday of this week; on a Sunday, the weekend it ends.
      const weekday = isoWeekday(today);
      return days(addDays(today, weekday === 7 ? -1 : 6 - weekday), 2, { kind: "weekend" });
    }
    case "until": {
      // From today on: the overdue ones are read besides (see `lookUp`).
      const end = await spanOf(ctx, talk, window.end);
      if (end === "unknown day" || end === undefined) return end;
      const before = window.through ? end.before : end.from;
      const last = dayOf(new Date(before.getTime() - 1), talk.timeZone);
      return { from: instantAt(today, talk.timeZone), before, span: { kind: "until", day: last } };
    }
    case "overdue":
    case "undated":
      return undefined;
  }
}

/** A question's filters, as a reply says them: in which list, with which tag and priority, matching what. */
function filtersOf(question: Question, inList: ListName | null | undefined): Filters {
  return {
    ...(inList !== undefined ? { list: inList } : {}),
    ...(question.tag ? { tag: question.tag } : {}),
    ...(question.priority ? { priority: question.priority } : {}),
    ...(question.rest ? { matching: shortened(question.rest) } : {}),
  };
}

/** "When is the dentist?": each task of that name, and when it is due. */
async function whenIs(ctx: AssistantContext, talk: Conversation, name: string): Promise<AssistantResponse> {
  let found = await named(ctx, talk, name);
  if (found === TOO_VAGUE) return tooVague(talk, name);
  // "when's the car service booked": a word more than the title has. Only asked, so a name one word shorter,
  // its last or its first left out, may answer; a command never changes a task found so loosely.
  const words = name.split(" ");
  for (const shorter of words.length > 1 ? [words.slice(0, -1), words.slice(1)] : []) {
    if (found.length > 0) break;
    const again = await named(ctx, talk, shorter.join(" "));
    if (again !== TOO_VAGUE) found = again;
  }
  if (found.length === 0) return response(talk.say.noTaskCalled(shortened(name)));
  const lines = found.slice(0, CHOICES_MAX).map((task) => talk.say.whenDue(task.title, task));
  return withCards(talk, lines.join(" "), found);
}

/** "What did I finish this week?": the tasks completed in the window (the last 7 days unless said). */
async function finished(ctx: AssistantContext, talk: Conversation, question: Question): Promise<AssistantResponse> {
  const today = dayOf(talk.now, talk.timeZone);
  const span = question.window ? await spanOf(ctx, talk, question.window) : undefined;
  if (span === "unknown day") return response(talk.say.unknownDay);
  const {
    from,
    before,
    span: within,
  } = span ?? {
    from: instantAt(addDays(today, 1 - REVIEW_DAYS), talk.timeZone),
    before: instantAt(addDays(today, 1), talk.timeZone),
    span: { kind: "last-days", days: REVIEW_DAYS } as const,
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
  if (done.length === 0) return response(talk.say.completedNothing(within));
  return withCards(talk, talk.say.completedTasks(done.length, within), done);
}

/** What a question finds: the tasks, whether there are more, and its window as the reply says it (if any). */
interface Finding {
  found: Task[];
  more: boolean;
  during: During | undefined;
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
  type Page = Awaited<ReturnType<typeof read>>;
  const nothing: Page = { tasks: [], nextCursor: null };
  /** The overdue tasks first, then those of `rest` not among them: a window that takes in what is late. */
  const lateFirst =
    (overdue: Page, rest: Page, duringOf: (anyLate: boolean) => Finding["during"]) =>
    (keep: (task: Task) => boolean = everything): Finding => {
      const late = overdue.tasks.filter(keep);
      const lateIds = new Set(late.map((task) => task.id));
      return {
        found: [...late, ...rest.tasks.filter((task) => keep(task) && !lateIds.has(task.id))],
        more: overdue.nextCursor !== null || rest.nextCursor !== null,
        during: duringOf(late.length > 0),
      };
    };
  if (window?.kind === "overdue" || window?.kind === "today") {
    const overdue = await read({ view: "overdue" });
    const today = window.kind === "today" ? await read({ view: "today" }) : nothing;
    return lateFirst(overdue, today, (anyLate) =>
      window.kind === "overdue" ? { kind: "overdue" } : { kind: "today", overdue: anyLate },
    );
  }
  if (window?.kind === "until") {
    const span = await spanOf(ctx, talk, window);
    if (span === "unknown day" || span === undefined) return "unknown day";
    const overdue = await read({ view: "overdue" });
    const coming =
      span.before > span.from
        ? await read({ dueFrom: span.from.toISOString(), dueBefore: span.before.toISOString() })
        : nothing;
    return lateFirst(overdue, coming, () => ({ kind: "due", span: span.span }));
  }
  let page: TaskPage;
  let during: During | undefined;
  if (!window) {
    [page, during] = [await read(), undefined];
  } else if (window.kind === "undated") {
    [page, during] = [await read({ undated: "true" }), { kind: "undated" }];
  } else {
    const span = await spanOf(ctx, talk, window);
    if (span === "unknown day" || span === undefined) return "unknown day";
    const dueIn = { dueFrom: span.from.toISOString(), dueBefore: span.before.toISOString() };
    [page, during] = [await read(dueIn), { kind: "due", span: span.span }];
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
    const listLookup = await listFor(ctx, talk, question.list);
    if ("reply" in listLookup) return listLookup.reply;
    inList = listLookup.list;
  } else if (rest !== "" && question.ask !== "when") {
    // "What's on work?": the rest may be a list's name.
    const byName = await listNamed(ctx, talk, rest.replace(/\s+list$/, ""));
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
  if (!query.success) return response(talk.say.cannotLookFor(shortened(asked.rest || asked.tag || "")));
  const window = asked.window;
  const looked = await lookUp(ctx, talk, filters, window);
  if (looked === "unknown day") return response(talk.say.unknownDay);
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
  /** The answer for the question's title words said otherwise, when that finds any task. */
  const answeredAs = async (titleWords: string) => {
    const again = await lookUp(ctx, talk, { ...filters, q: titleWords.slice(0, TASK_SEARCH_MAX_LENGTH) }, window);
    const found = again === "unknown day" ? undefined : again();
    return found && found.found.length > 0 ? { asked: { ...asked, rest: titleWords }, ...found } : undefined;
  };
  // "how many invoices are left": a title's word said in the plural ("Send invoice to Acme").
  const singular = singularOf(asked.rest);
  if (answered.found.length === 0 && singular !== asked.rest) answered = (await answeredAs(singular)) ?? answered;
  // "gibt es was zum zahnarzt": a title in the other language ("Dentist"), by the glossary task names are found by.
  const translated =
    answered.found.length === 0 && asked.rest !== "" ? translatedTerms(searchWords(asked.rest)) : undefined;
  if (translated) answered = (await answeredAs(translated.join(" "))) ?? answered;
  // "what's left for the client presentation": of the one task named, its open subtasks, when it has some.
  const [only] = answered.found;
  if (asked.remaining && only && answered.found.length === 1 && only.subtasks.done < only.subtasks.total) {
    const steps = (await list(ctx, talk, { parent: only.id })).tasks.filter((step) => step.completedAt === null);
    if (steps.length > 0) answered = { ...answered, found: steps, more: false };
  }
  const { found, more, during } = answered;
  const selection = { filters: filtersOf(answered.asked, inList), ...(during ? { during } : {}) };
  if (found.length === 0) {
    // Words the rules took for a task's name may be what they did not understand: the model may.
    if (asked.rest && ctx.model && talk.useAssistantModel) return askModel(ctx, ctx.model, talk, message);
    if (during) return response(talk.say.nothingIs({ ...selection, during }));
    return response(talk.say.nothingOpen(selection.filters));
  }
  if (asked.ask === "count") return withCards(talk, talk.say.youHave(found.length, more, selection), found, more);
  const reply = withCards(talk, talk.say.listing(found.length, more, selection), found, more);
  return window?.kind === "overdue" ? { ...reply, suggestions: [talk.say.postponeOverdueSuggestion] } : reply;
}

/** "find dentist": the open tasks of that name. */
export async function find(
  ctx: AssistantContext,
  talk: Conversation,
  message: string,
  text: string,
): Promise<AssistantResponse> {
  const found = await named(ctx, talk, text);
  if (found === TOO_VAGUE) return tooVague(talk, text);
  if (found.length === 0) {
    // "find my passport photos": with no task to show, finding the thing itself may be the task ("where is X",
    // "search for X" only ask); words longer than a title can be are none to offer.
    return /^\s*(?:find|look for)\s/i.test(message) && message.trim().length <= TASK_TITLE_MAX_LENGTH
      ? offerToAdd(ctx, talk, message.trim(), talk.say.noMatch(text))
      : response(talk.say.noMatch(text));
  }
  return withCards(talk, talk.say.matches(found.length, text), found);
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
      return response(talk.say.notSureWhatAsked, { suggestions: await suggestionsNow(ctx, talk) });
    case "pronoun":
      return response(talk.say.whichTask);
    case "command":
      return offerToAdd(ctx, talk, intent.text, talk.say.cannotDoYet);
    case "statement":
      return offerToAdd(ctx, talk, intent.text);
    case "maybe-task":
      return intent.text.endsWith("?") ? offerToAdd(ctx, talk, intent.text) : addIfTask(ctx, talk, intent.text, false);
  }
}
