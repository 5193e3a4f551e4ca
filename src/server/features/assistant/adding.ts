/**
 * Adding tasks: a message quick add reads as one, added at once when it surely is a task, or offered to add.
 */

import { foldCase } from "../../../shared/fold-case";
import { ASSISTANT_TASKS_PER_MESSAGE_MAX } from "../../../shared/limits";
import { listMention } from "../../../shared/quick-add/list-mention";
import { isAllRecognised } from "../../../shared/quick-add/parse-quick-add";
import type { AssistantResponse } from "../../../shared/schemas/assistant";
import { createListSchema } from "../../../shared/schemas/list";
import type { QuickAddResponse } from "../../../shared/schemas/quick-add";
import { createTaskSchema, type Task } from "../../../shared/schemas/task";
import { fieldError } from "../../errors";
import { actionTask } from "./changes";
import type { AssistantContext } from "./context";
import { ask, type Conversation, read } from "./conversation";
import { inGermanSpelling } from "./german-spelling";
import { alreadyThere } from "./lookups";
import { normalise } from "./message-text";
import { neverATask, speaksOfAChange } from "./reads-as-task";
import { response, shortened, withCards } from "./replies";
import { PREPOSITION_WORDS } from "./small-words";
import { targetOf } from "./targets";
import { SAID_PRIORITY_WORDS } from "./task-details";

/**
 * Quick add: the title, due date, priority, tags and recurrence the parser reads in `text`. Text that is all date and
 * tags ("tomorrow p1") has no title left, so it is saved as typed, losing nothing.
 */
export async function add(
  ctx: AssistantContext,
  talk: Conversation,
  text: string,
  alreadyRead?: QuickAddResponse,
): Promise<AssistantResponse> {
  const meant = alreadyRead ?? (await read(ctx, talk, text));
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
  const task = await ctx.tasks.create(talk.userId, parsed.data);
  const details = [...understood(talk, task), ...(meant.list && task.listId ? [listMention(meant.list)] : [])];
  return { ...withCards(talk, talk.say.added(task.title, details), [task]), actions: [{ kind: "created", task }] };
}

/**
 * An add asked for ("add tent pegs to my camping list"), whose list the user does not have: offered with the list,
 * as moving a task to an unknown list is, made only on their yes; otherwise added at once.
 */
export async function addOrOfferList(
  ctx: AssistantContext,
  talk: Conversation,
  text: string,
): Promise<AssistantResponse> {
  const meant = await read(ctx, talk, text);
  const list = meant.unknownList;
  if (!list || !createListSchema.safeParse({ name: list.name }).success) return add(ctx, talk, text, meant);
  const title = `${text.slice(0, list.start)} ${text.slice(list.end)}`.replace(/\s+/g, " ").trim();
  const prompt = talk.say.addToNewListQuestion(shortened(title), list.name);
  const token = await ask(ctx, talk, talk.say.yes, { kind: "add", text, newList: list.name, confirmed: true });
  return response(prompt, { confirm: { token, prompt } });
}

/** The yes to `addOrOfferList`: the list made (unless made since), then the task added to it. */
export async function addToNewList(
  ctx: AssistantContext,
  talk: Conversation,
  plan: { text: string; newList?: string },
): Promise<AssistantResponse> {
  const name = plan.newList ?? "";
  const known = (await ctx.lists.activeNames(talk.userId)).some((each) => foldCase(each.name) === foldCase(name));
  if (!known) {
    const made = createListSchema.safeParse({ name });
    if (!made.success) return response(talk.say.refused(made.error.issues[0]?.message ?? talk.say.notAListName));
    await ctx.lists.create(talk.userId, made.data);
  }
  return add(ctx, talk, plan.text);
}

/** "ihm den Tag urlaub", "it high priority": what an add would save begins by pointing at a task. */
const REMIND_ME_TO = /^remind me (?:to|about)\s/;
const POINTER_FIRST = /^(?:it|them|that|this|ihm|ihr|ihn|ihnen|es|das|dem|den)\s/;

/**
 * An add asked for in so many words ("add …", "füg … hinzu"), unless what it would save speaks of changing a task
 * the user has ("add the finance tag to car service", "füg ihm den Tag urlaub hinzu"): a reader that missed such a
 * change must cost a click, never a junk task, so it is asked about.
 */
export async function addAsked(
  ctx: AssistantContext,
  talk: Conversation,
  message: string,
  text: string,
): Promise<AssistantResponse> {
  // "remind me to …" asks for a task with a reminder: its "remind" changes nothing.
  const said = normalise(text).replace(REMIND_ME_TO, "");
  if (speaksOfAChange(said)) {
    if (POINTER_FIRST.test(said)) return offerToAdd(ctx, talk, text);
    const existing = await alreadyThere(ctx, talk, text, true);
    if (existing) return offerToAdd(ctx, talk, text, talk.say.alreadyHave(shortened(existing.title)));
  }
  return addOrOfferList(ctx, talk, await withListNamed(ctx, talk, message, text));
}

/** "go", "take the kids", "send": a thing sent or taken somewhere, whose "to" says where, not into which list. */
const GOES_SOMEWHERE =
  /(?:^|\s)(?:go|drive|walk|ride|cycle|run|fly|commute|travel|move|head|come|get|talk|speak|write|reply|respond|listen|send|take|bring|return|deliver|give|show|explain|introduce|invite|email|mail|post|text)(?:\s|$)/i;

/** "…, high priority please", "… #van": what may follow the list's name, kept for quick add to read. */
const MARKS_AFTER_THE_LIST = String.raw`(?:\s*,?\s*(?:p[1-4]|!{1,3}|[#+]\S+|please|pls|plz|${SAID_PRIORITY_WORDS}))*[.!]?`;

/**
 * "add water filter replacement to Home": one of the user's lists, named after "to" at the end of what "add" asks
 * for, as quick add's `+Home`. Only after "add", and not where a thing goes somewhere ("add take the laptop to
 * work") unless the word "list" says where.
 */
async function withListNamed(
  ctx: AssistantContext,
  talk: Conversation,
  message: string,
  text: string,
): Promise<string> {
  if (!/^\s*add\s/i.test(message) || /(?:^|\s)\+\S/.test(text)) return text;
  for (const { name } of await ctx.lists.activeNames(talk.userId)) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const said = new RegExp(
      String.raw`^(.+?)\s+(?:to|on|onto|in|into)\s+(?:my\s+|the\s+)?${escaped}(\s+list)?(${MARKS_AFTER_THE_LIST})$`,
      "iu",
    );
    const [, before, saidList, after = ""] = said.exec(text) ?? [];
    // "get a quote to my Work list": a list said to be one is where the task goes, whatever the verb.
    if (before && (saidList || !GOES_SOMEWHERE.test(before)))
      return `${before} +${/\s/.test(name) ? `"${name}"` : name}${after.replace(/[,.!]/g, "")}`;
  }
  return text;
}

/**
 * "Tomorrow, 17:00 · Reminder: 1 h before · #errands · High · every Monday": what quick add understood besides
 * the title.
 */
function understood({ say }: Conversation, task: Task): string[] {
  const due = task.dueAt ? [say.due(task.dueAt, task.dueAllDay)] : [];
  const reminders = task.reminders.map(say.reminderDetail);
  const priority = task.priority === "none" ? [] : [say.priorityName(task.priority)];
  const repeats = task.recurrence ? [say.repeats(task.recurrence)] : [];
  return [...due, ...reminders, ...task.tags.map((tag) => `#${tag}`), ...priority, ...repeats];
}

/**
 * A message that was not asked to be a task, added only when it surely is one: it reads as a task (`reads`, see
 * `readsAsTask`) or quick add finds a date, time, tag, priority, list or repeat in it, and it names none of the
 * user's open tasks (a task already there is more likely meant than a second one). Otherwise it is asked about.
 */
export async function addIfTask(
  ctx: AssistantContext,
  talk: Conversation,
  text: string,
  reads: boolean,
): Promise<AssistantResponse> {
  const meant = await read(ctx, talk, text);
  // "+Garden" and "#tag" are quick add's own marks, a list unknown or not.
  const marked = meant.parts.some((part) => part.kind !== "reminder") || /(?:^|\s)[#+]\S/.test(text);
  const said = normalise(text);
  if ((!reads && !marked) || neverATask(said) || pointsBack(meant.title)) {
    return offerToAdd(ctx, talk, text);
  }
  const existing = await alreadyThere(ctx, talk, meant.title || text, speaksOfAChange(said), !reads);
  if (existing) return offerToAdd(ctx, talk, text, talk.say.alreadyHave(shortened(existing.title)));
  return add(ctx, talk, text, meant);
}

/** A preposition left after a pointing word once quick add took the day: "that to", "das auf". */
const PREPOSITION_LAST = new RegExp(String.raw`\s+(?:${PREPOSITION_WORDS})$`);

/**
 * "det auf di 8h" ("das auf Dienstag 8 Uhr") said after a reply that showed a task: a title that is only a pointing
 * word, in any spelling, names a task the user has, never a new one.
 */
const pointsBack = (title: string) =>
  targetOf(inGermanSpelling(normalise(title)).replace(PREPOSITION_LAST, "")).kind === "previous";

/** A reply that offers to add the message as a task, with Yes and No: nothing is saved unless the user says so. */
export async function offerToAdd(
  ctx: AssistantContext,
  talk: Conversation,
  text: string,
  lead?: string,
): Promise<AssistantResponse> {
  // What could never be a task's title is refused now, not after the Yes.
  const title = createTaskSchema.shape.title.safeParse(text);
  if (!title.success) {
    throw fieldError("invalid", "validation_failed", "message", title.error.issues[0]?.message ?? "Not a title.");
  }
  const prompt = talk.say.addAsTaskQuestion(shortened(text));
  const token = await ask(ctx, talk, talk.say.yes, { kind: "add", text, confirmed: true });
  return response(lead ? `${lead} ${prompt}` : prompt, { confirm: { token, prompt } });
}

/** "add A, B and C": each added as quick add reads it, or none when there are too many or one is empty. */
export async function addMany(ctx: AssistantContext, talk: Conversation, texts: string[]): Promise<AssistantResponse> {
  if (texts.length > ASSISTANT_TASKS_PER_MESSAGE_MAX) {
    return response(talk.say.tooManyToAdd(ASSISTANT_TASKS_PER_MESSAGE_MAX));
  }
  const empty = texts.indexOf("");
  if (empty >= 0) return response(talk.say.emptyTask(empty + 1));
  const added: AssistantResponse[] = [];
  for (const text of texts) added.push(await add(ctx, talk, text));
  const created = added.flatMap((each) => each.actions);
  return {
    ...withCards(
      talk,
      talk.say.addedMany(added.flatMap((each) => each.tasks).map((task) => task.title)),
      created.map(actionTask),
    ),
    actions: created,
  };
}
