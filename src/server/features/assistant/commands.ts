/**
 * Commands: the tasks a command names found, a question put when it must ask which or whether, and its plan
 * carried out; each command intent's handler.
 */

import { foldCase } from "../../../shared/fold-case";
import { BREAK_DOWN_STEPS } from "../../../shared/limits";
import { listMention } from "../../../shared/quick-add/list-mention";
import { isAllRecognised } from "../../../shared/quick-add/parse-quick-add";
import { WEEKDAY_WORDS } from "../../../shared/quick-add/weekday-words";
import type { AssistantAction, AssistantChoice, AssistantResponse } from "../../../shared/schemas/assistant";
import { createListSchema } from "../../../shared/schemas/list";
import { createTaskSchema, type Task, updateTaskSchema } from "../../../shared/schemas/task";
import { addDays, dayOf, sameDay } from "../../../shared/time/calendar";
import { inBatches } from "../../batches";
import { add, addOrOfferList, addToNewList } from "./adding";
import { actionTask, change, needsYes, type Plan, type PlanFor, planOf, pointedAt } from "./changes";
import type { AssistantContext, IntentOf } from "./context";
import { ask, type Conversation, read, reminderOf, when } from "./conversation";
import type { Target } from "./intent";
import { CHOICES_MAX, eachNamed, listFor, named, stillThere, TOO_VAGUE, tasksOf } from "./lookups";
import type { Phrases } from "./phrases/phrases";
import { acceptPlan, acceptWeekPlan, breakDown } from "./plan-handlers";
import { response, shortened, together, tooVague, withCards } from "./replies";

/** What is wrong with the steps of "break down … into …", if anything. */
function stepsProblem(say: Phrases, steps: string[]): string | undefined {
  if (steps.length < BREAK_DOWN_STEPS.min || steps.length > BREAK_DOWN_STEPS.max) return say.stepsCount;
  for (const [index, step] of steps.entries()) {
    if (step === "") return say.stepEmpty(index + 1);
    const title = createTaskSchema.shape.title.safeParse(step);
    if (!title.success) return say.stepRefused(index + 1, title.error.issues[0]?.message ?? say.notATitle);
  }
  return undefined;
}

/** Finds the tasks a command names, asks which one or for a yes when it must, and otherwise does it. */
export async function command(
  ctx: AssistantContext,
  talk: Conversation,
  message: string,
  target: Target,
  planFor: PlanFor,
) {
  if (target.kind !== "named") {
    const found = await tasksOf(ctx, talk, target);
    if (found.length === 0)
      return response(
        target.kind === "previous"
          ? talk.say.whichTask
          : target.kind === "overdue"
            ? talk.say.nothingOverdue
            : target.kind === "today"
              ? talk.say.nothingDueToday
              : talk.say.noneTagged(target.tag),
      );
    const plan = planFor(found.map((task) => task.id));
    // The user pointed at tasks they were shown: done at once, with Undo; only a delete asks.
    return carryOut(ctx, talk, target.kind === "previous" ? pointedAt(plan) : plan, found);
  }
  const matches = await tasksOf(ctx, talk, target);
  if (matches === TOO_VAGUE) return tooVague(talk, target.name);
  const several = matches.length === 0 ? await eachNamed(ctx, talk, target.name) : undefined;
  if (several) return carryOut(ctx, talk, pointedAt(planFor(several.map((task) => task.id))), several);
  if (matches.length === 0) return offerToAdd(ctx, talk, message, target.name);
  if (matches.length === 1) return carryOut(ctx, talk, planFor(matches.map((task) => task.id)), matches);
  const choices: AssistantChoice[] = [];
  for (const task of matches.slice(0, CHOICES_MAX)) {
    choices.push({ label: task.title, token: await ask(ctx, talk, task.title, planFor([task.id])) });
  }
  const more = matches.length > CHOICES_MAX;
  return { ...withCards(talk, talk.say.whichOne(matches.length, target.name, more), matches), choices };
}

/** No task answers to `name`: the user may have meant the message as a new task, which one click adds. */
async function offerToAdd(ctx: AssistantContext, talk: Conversation, message: string, name: string) {
  const label = talk.say.addAsTaskChoice(message);
  const token = await ask(ctx, talk, label, { kind: "add", text: message, confirmed: true });
  return response(talk.say.noTaskCalled(name), { choices: [{ label, token }] });
}

/**
 * A plan carried out: on `shown`, the tasks as just read, or else its tasks as they are now; asking first when
 * it needs the user's yes and has not had it. Once done, the plans it is `followedBy` follow, each asking if it must.
 */
export async function carryOut(
  ctx: AssistantContext,
  talk: Conversation,
  plan: Plan,
  shown?: Task[],
): Promise<AssistantResponse> {
  const done = await carryOutOne(ctx, talk, plan, shown);
  const [next, ...rest] = plan.followedBy ?? [];
  if (done.confirm || !next) return done;
  return together([done, await carryOut(ctx, talk, { ...next, followedBy: rest })]);
}

async function carryOutOne(
  ctx: AssistantContext,
  talk: Conversation,
  plan: Plan,
  shown?: Task[],
): Promise<AssistantResponse> {
  if (plan.kind === "add")
    return plan.newList === undefined ? add(ctx, talk, plan.text) : addToNewList(ctx, talk, plan);
  if (plan.kind === "plan") return acceptPlan(ctx, talk, plan);
  if (plan.kind === "week-plan") return acceptWeekPlan(ctx, talk, plan.days);
  const current = shown ?? (await stillThere(ctx, talk.userId, plan.taskIds));
  const { say } = talk;
  if (current.length === 0) return response(say.tasksGone);
  const what = current.length === 1 && current[0] ? say.quoted(current[0].title) : say.tasks(current.length);
  if (needsYes(plan) && !plan.confirmed) {
    const prompt = `${say.describe(plan, what, false)}?`;
    const token = await ask(ctx, talk, say.yes, { ...plan, confirmed: true });
    return { ...withCards(talk, prompt, current), confirm: { token, prompt } };
  }
  if (plan.kind === "break-down") return breakDown(ctx, talk, plan, current);
  if (plan.kind === "file" && plan.newList !== undefined) {
    const made = createListSchema.safeParse({ name: plan.newList });
    if (!made.success) return response(say.refused(made.error.issues[0]?.message ?? say.notAListName));
    const list = await ctx.lists.create(talk.userId, made.data);
    return carryOutOne(
      ctx,
      talk,
      { ...plan, listId: list.id, list: listMention(list.name), newList: undefined },
      current,
    );
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
      const [own, ...alongside] = await change(ctx, talk, plan, before);
      if (!own) return;
      changed.push(own);
      actions.push(own, ...alongside);
    },
    1,
  );
  if (changed.length === 0) return response(say.alreadySo(current.length));
  const done =
    changed.length === 1 && changed[0] ? say.quoted(actionTask(changed[0]).title) : say.tasks(changed.length);
  const left = current.length - changed.length;
  const note = left > 0 ? ` ${say.leftAlone(left)}` : "";
  const cards = plan.kind === "delete" ? [] : changed.map(actionTask);
  return { ...withCards(talk, `${say.describe(plan, done, true)}.${note}`, cards), actions };
}

/** "tag X #a" and "remove #a from X": the tags checked like any edit's. */
export function tagCommand(
  ctx: AssistantContext,
  talk: Conversation,
  message: string,
  intent: IntentOf<"tag" | "untag">,
): Promise<AssistantResponse> {
  const tags = updateTaskSchema.safeParse({ tags: intent.tags });
  if (!tags.success) return Promise.resolve(response(tags.error.issues[0]?.message ?? talk.say.notTags));
  return command(ctx, talk, message, intent.target, planOf(intent.kind, { tags: tags.data.tags ?? [] }));
}

/** "thurs", "on friday", "am Donnerstag": a weekday alone, without "this" or a time. */
const WEEKDAY_ALONE = new RegExp(`^(?:on |am )?(?:${Object.keys(WEEKDAY_WORDS).join("|")})$`);

/** What follows the new day or time in "1130 not 1030", "friday instead of monday", "Montag statt Dienstag". */
const NOT_THE_OLD_ONE = /\s+(?:not|instead\s+of|rather\s+than|nicht|statt|anstatt|anstelle\s+von)\s+\S+(?:\s+\S+)?$/iu;

/**
 * The day and time `words` name for a move: a weekday alone that is today is next week's, since a task is moved to a
 * day other than the one it is on ("move car service to thurs", said on a Thursday).
 */
async function movedTo(ctx: AssistantContext, talk: Conversation, said: string) {
  // "at 1130 not 1030", "friday instead of thursday", "Montag statt Dienstag": the day it had is said after the new.
  const words = said.replace(NOT_THE_OLD_ONE, "");
  const to = await when(ctx, talk, words);
  const today = dayOf(talk.now, talk.timeZone);
  const isToday = to?.day && sameDay(to.day, today);
  return isToday && WEEKDAY_ALONE.test(words.trim().toLowerCase()) ? { ...to, day: addDays(today, 7) } : to;
}

/** "move X to friday", "move X to 11am"; or into a list, when the words name one of the user's lists. */
export async function moveCommand(
  ctx: AssistantContext,
  talk: Conversation,
  message: string,
  intent: IntentOf<"move">,
): Promise<AssistantResponse> {
  const to = await movedTo(ctx, talk, intent.when);
  if (!to) {
    const asked = await askTimeOrDay(ctx, talk, message, intent);
    if (asked) return asked;
    // "move the dentist to work": a list's name rather than a day.
    const list = (await ctx.lists.activeNames(talk.userId)).find(
      (each) => foldCase(each.name) === foldCase(intent.when.replace(/\s+list$/, "")),
    );
    if (list)
      return moveToListCommand(ctx, talk, message, {
        ...intent,
        kind: "move-to-list",
        list: { kind: "list", name: list.name },
      });
    return response(talk.say.notADay(shortened(intent.when)));
  }
  return command(ctx, talk, message, intent.target, planOf("move", to));
}

/** "move it to 3", "auf 3": a number alone, which may be a time (15:00) or a day of the month (the 3rd). */
const BARE_NUMBER = /^(?:at\s+|um\s+|on\s+|am\s+)?(\d{1,2})\.?$/iu;
const ORDINAL_SUFFIXES = ["th", "st", "nd", "rd"];

/**
 * A move to a number alone is asked about, never guessed: the task (or each of a few) moved to that time, or to
 * that day of the month, as the user picks. Undefined when the words are no such number or name no task.
 */
async function askTimeOrDay(
  ctx: AssistantContext,
  talk: Conversation,
  message: string,
  intent: IntentOf<"move">,
): Promise<AssistantResponse | undefined> {
  const number = Number(BARE_NUMBER.exec(intent.when.trim())?.[1] ?? Number.NaN);
  if (!(number >= 1 && number <= 31)) return undefined;
  const suffix = number % 100 >= 11 && number % 100 <= 13 ? "th" : (ORDINAL_SUFFIXES[number % 10] ?? "th");
  const readings = [
    number <= 23 ? await when(ctx, talk, `at ${number}`) : undefined,
    await when(ctx, talk, `the ${number}${suffix}`),
  ].filter((reading) => reading !== undefined);
  const { target } = intent;
  const found = await tasksOf(ctx, talk, target);
  if (found === TOO_VAGUE || readings.length === 0) return undefined;
  if (found.length === 0) {
    // As for any other change to a task not found: the user may have meant to add it.
    return target.kind === "named" ? offerToAdd(ctx, talk, message, target.name) : undefined;
  }
  const tasks = found.slice(0, Math.max(1, Math.floor(CHOICES_MAX / readings.length)));
  const choices: AssistantChoice[] = [];
  for (const task of tasks) {
    for (const reading of readings) {
      const plan = pointedAt(planOf("move", reading)([task.id]));
      const label = talk.say.describe(plan, talk.say.quoted(task.title), false);
      choices.push({ label, token: await ask(ctx, talk, label, { ...plan, confirmed: true }) });
    }
  }
  return { ...withCards(talk, talk.say.timeOrDay(intent.when.trim()), tasks), choices };
}

export async function moveToListCommand(
  ctx: AssistantContext,
  talk: Conversation,
  message: string,
  intent: IntentOf<"move-to-list">,
): Promise<AssistantResponse> {
  const listLookup = await listFor(ctx, talk, intent.list);
  // "put buy printer ink on the home list": a thing to do that names none of the user's tasks is added to the list.
  if (intent.orAdd && intent.target.kind === "named" && (await namesNoTask(ctx, talk, intent.target.name))) {
    const known = "list" in listLookup ? listLookup.list?.name : undefined;
    const list = intent.list.kind === "inbox" ? "" : listMention(known ?? intent.list.name);
    return addOrOfferList(ctx, talk, `${intent.orAdd} ${list}`.trim());
  }
  if ("reply" in listLookup) {
    // A list the user does not have: offered, as quick add offers one, made only on their yes.
    if (intent.list.kind !== "list" || !createListSchema.safeParse({ name: intent.list.name }).success) {
      return listLookup.reply;
    }
    const name = intent.list.name;
    return command(
      ctx,
      talk,
      message,
      intent.target,
      planOf("file", { listId: null, list: listMention(name), newList: name }),
    );
  }
  // The Inbox is named by the reply's words, not by a mention.
  const into = { listId: listLookup.list?.id ?? null, list: listLookup.list ? listMention(listLookup.list.name) : "" };
  return command(ctx, talk, message, intent.target, planOf("file", into));
}

/** Whether `name` answers to none of the user's open tasks, one or several. */
async function namesNoTask(ctx: AssistantContext, talk: Conversation, name: string): Promise<boolean> {
  const matches = await named(ctx, talk, name);
  return matches !== TOO_VAGUE && matches.length === 0 && (await eachNamed(ctx, talk, name)) === undefined;
}

/**
 * "mach mir nen reminder für den Zahnarzt morgen um 9": a reminder on the one task of that name the user has, not a
 * second task; otherwise the task added with its reminder, as asked.
 */
export async function remindOrAdd(
  ctx: AssistantContext,
  talk: Conversation,
  message: string,
  intent: IntentOf<"add">,
): Promise<AssistantResponse> {
  const { orRemind } = intent;
  const matches = orRemind ? await named(ctx, talk, orRemind.name) : [];
  if (orRemind && matches !== TOO_VAGUE && matches.length === 1)
    return remindCommand(ctx, talk, message, {
      kind: "remind",
      target: { kind: "named", name: orRemind.name },
      when: orRemind.when,
    });
  return addOrOfferList(ctx, talk, intent.text);
}

export async function renameCommand(
  ctx: AssistantContext,
  talk: Conversation,
  message: string,
  intent: IntentOf<"rename">,
): Promise<AssistantResponse> {
  const title = createTaskSchema.shape.title.safeParse(intent.title);
  if (!title.success) return response(talk.say.refused(title.error.issues[0]?.message ?? talk.say.notATitle));
  return command(ctx, talk, message, intent.target, planOf("rename", { title: title.data }));
}

export async function repeatCommand(
  ctx: AssistantContext,
  talk: Conversation,
  message: string,
  intent: IntentOf<"repeat">,
): Promise<AssistantResponse> {
  const meant = await read(ctx, talk, intent.rule);
  if (!meant.recurrence || !isAllRecognised(intent.rule, meant)) {
    return response(talk.say.notARepeat(shortened(intent.rule)));
  }
  const due = { dueAt: meant.dueAt, dueAllDay: meant.allDay };
  return command(ctx, talk, message, intent.target, planOf("repeat", { rule: meant.recurrence, due }));
}

export async function remindCommand(
  ctx: AssistantContext,
  talk: Conversation,
  message: string,
  intent: IntentOf<"remind">,
): Promise<AssistantResponse> {
  const reminder = await reminderOf(ctx, talk, intent.when);
  if (!reminder) return response(talk.say.notAReminderTime(shortened(intent.when)));
  return command(ctx, talk, message, intent.target, planOf("remind", { reminder }));
}

export async function breakDownCommand(
  ctx: AssistantContext,
  talk: Conversation,
  message: string,
  intent: IntentOf<"break-down">,
): Promise<AssistantResponse> {
  const problem = stepsProblem(talk.say, intent.steps);
  if (problem) return response(problem);
  return command(
    ctx,
    talk,
    message,
    { kind: "named", name: intent.name },
    planOf("break-down", { steps: intent.steps }),
  );
}
