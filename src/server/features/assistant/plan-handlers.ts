/**
 * Plans: "plan my day", "what next", "plan my week" and the weekly review, each weighed by plans.ts, and what a
 * plan's yes does; breaking a task down into subtasks.
 */

import { ASSISTANT_REPLY_TASKS_MAX } from "../../../shared/limits";
import type {
  AssistantAction,
  AssistantRecord,
  AssistantResponse,
  ReviewFix,
  ReviewWords,
  TaskReference,
} from "../../../shared/schemas/assistant";
import { createTaskSchema, type Task } from "../../../shared/schemas/task";
import { addDays, type CalendarDay, dayOf, instantsOf, isoWeekday } from "../../../shared/time/calendar";
import { instantAt } from "../../../shared/time/zoned-time";
import { inBatches } from "../../batches";
import { DomainError } from "../../errors";
import { actionTask, type ChangePlan, change, type DayPlan, type Plan, type TaskPlan } from "./changes";
import type { AssistantContext } from "./context";
import { ask, type Conversation } from "./conversation";
import { list, targetTasks } from "./lookups";
import { type Phrases, phrasesFor } from "./phrases/phrases";
import { type Ranked, rankForToday, restOfWeek, spreadOverWeek } from "./plans";
import { response, shortened, withCards } from "./replies";

/** A task whose due date was moved later this many times has slipped, in the weekly review. */
export const SLIPPED_POSTPONEMENTS_MIN = 3;
/** The weekly review looks back over, and ahead to, this many days. */
export const REVIEW_DAYS = 7;

/**
 * A subtask under the task for each step, all or nothing; the task stays as it is. The tasks service checks
 * each like any new subtask (SUBTASKS_PER_PARENT_MAX under one task, SUBTASK_DEPTH_MAX levels), and what it
 * refuses is the reply. Undo deletes the subtasks.
 */
export async function breakDown(
  ctx: AssistantContext,
  talk: Conversation,
  plan: Extract<TaskPlan, { kind: "break-down" }>,
  shown: Task[],
): Promise<AssistantResponse> {
  const parent = shown[0] && (await ctx.tasks.find(talk.userId, shown[0].id));
  if (!parent) return response(talk.say.taskGone);
  const created: Task[] = [];
  try {
    for (const title of plan.steps) {
      created.push(await ctx.tasks.create(talk.userId, createTaskSchema.parse({ title, parentId: parent.id })));
    }
  } catch (error) {
    // Nothing half done: the subtasks made so far go again.
    for (const task of created) await ctx.tasks.remove(talk.userId, task.id);
    const refused = error instanceof DomainError ? error.options.fields?.parentId : undefined;
    if (refused === undefined) throw error;
    return response(talk.say.cannotBreakDown(parent.title, refused));
  }
  const actions = created.map((task): AssistantAction => ({ kind: "created", task }));
  return { ...withCards(talk, `${talk.say.describe(plan, talk.say.quoted(parent.title), true)}.`, created), actions };
}

/**
 * The open tasks a plan up to the end of `lastDay` weighs (see plans.ts): overdue ones, those due from today
 * to then, and undated ones with high priority.
 */
async function planCandidates(ctx: AssistantContext, talk: Conversation, lastDay: CalendarDay): Promise<Task[]> {
  const { from, before } = instantsOf({ from: dayOf(talk.now, talk.timeZone), to: lastDay }, talk.timeZone);
  const [overdue, due, high] = await Promise.all([
    targetTasks(ctx, talk, { kind: "overdue" }),
    list(ctx, talk, { dueFrom: from.toISOString(), dueBefore: before.toISOString(), sort: "due" }),
    list(ctx, talk, { priority: "high", undated: "true" }),
  ]);
  return [...overdue, ...due.tasks, ...high.tasks];
}

/** "“Call bank” — high priority, due today at 11:00". */
const whyLine = ({ say }: Conversation, { task, reasons }: Ranked) => say.why(shortened(task.title), reasons);

/** The tasks worth doing today, best first, as plans.ts weighs them. */
async function rankedToday(ctx: AssistantContext, talk: Conversation): Promise<Ranked[]> {
  return rankForToday(await planCandidates(ctx, talk, dayOf(talk.now, talk.timeZone)), talk);
}

/**
 * "Plan my day": the tasks worth doing today, the most pressing first (their priority, days overdue, time due
 * today), each with why; as many as the user's daily capacity, the next few offered to add.
 */
export async function planDay(ctx: AssistantContext, talk: Conversation): Promise<AssistantResponse> {
  const { say } = talk;
  const ranked = await rankedToday(ctx, talk);
  if (ranked.length === 0) return response(say.nothingToPlan);
  const offered = ranked.slice(0, ASSISTANT_REPLY_TASKS_MAX);
  const planned = offered.slice(0, talk.dailyCapacity);
  const taskIds = planned.map(({ task }) => task.id);
  const others = offered.length - taskIds.length;
  const summary = [
    say.dayPlan(taskIds.length, talk.dailyCapacity),
    others > 0 ? say.moreCouldGoIn(others) : "",
    say.dayPlanHow,
  ]
    .filter(Boolean)
    .join(" ");
  const reply = [summary, ...planned.map((each, index) => `${index + 1}. ${whyLine(talk, each)}`)].join("\n");
  const prompt = say.acceptDayPlan;
  const versions = Object.fromEntries(offered.map(({ task }) => [task.id, task.version]));
  const plan = { kind: "plan", taskIds, versions, confirmed: true } as const;
  const token = await ask(ctx, talk, say.acceptDayPlanLabel, plan);
  return response(reply, {
    tasks: offered.map(({ task }) => task),
    confirm: { token, prompt },
    plan: { taskIds, capacity: talk.dailyCapacity },
  });
}

/** "What next": the one task "plan my day" would put first, and why; nothing changes. */
export async function nextTask(ctx: AssistantContext, talk: Conversation): Promise<AssistantResponse> {
  const [best] = await rankedToday(ctx, talk);
  if (!best) return response(talk.say.nothingPressing, { suggestions: [talk.say.planWeekSuggestion] });
  return response(`${whyLine(talk, best)}.`, { tasks: [best.task] });
}

/**
 * "Plan my week": the tasks worth doing from today to the end of the user's week spread over its days (see
 * `spreadOverWeek`), at most the daily capacity a day; nothing changes until the user's yes.
 */
export async function planWeek(ctx: AssistantContext, talk: Conversation): Promise<AssistantResponse> {
  const days = restOfWeek(dayOf(talk.now, talk.timeZone), talk.firstWeekday);
  // Never empty: the rest of a week holds today at least.
  const lastDay = days.at(-1) ?? dayOf(talk.now, talk.timeZone);
  const week = spreadOverWeek(await planCandidates(ctx, talk, lastDay), talk, { days, capacity: talk.dailyCapacity });
  const planned = week.days.filter(({ tasks }) => tasks.length > 0);
  const count = planned.reduce((sum, { tasks }) => sum + tasks.length, 0);
  const { say } = talk;
  if (count === 0) return response(say.nothingToPlanThisWeek(lastDay));
  const titles = (ranked: Ranked[]) => ranked.map(({ task }) => shortened(task.title));
  const reply = [
    say.weekPlan(count, planned.length, talk.dailyCapacity),
    ...week.days.map(({ day, tasks }) => say.weekDay(day, titles(tasks))),
    ...(week.left.length > 0 ? [say.didNotFit(week.left.length)] : []),
    say.weekPlanHow,
  ].join("\n");
  const prompt = say.acceptWeekPlan;
  const dayPlans = planned.map(({ day, tasks }) => ({ day, taskIds: tasks.map(({ task }) => task.id) }));
  const token = await ask(ctx, talk, say.yes, { kind: "week-plan", days: dayPlans, confirmed: true });
  return {
    ...withCards(
      talk,
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
  ctx: AssistantContext,
  talk: Conversation,
  days: DayPlan[],
): Promise<{ planned: Task[]; actions: AssistantAction[] }> {
  const planned: Task[] = [];
  const actions: AssistantAction[] = [];
  const moves = days.flatMap(({ day, taskIds }) => taskIds.map((id) => ({ day, id })));
  await inBatches(
    moves,
    async ([move]) => {
      const task = move && (await ctx.tasks.find(talk.userId, move.id));
      if (!move || !task || task.completed) return;
      const toDay: ChangePlan = { kind: "move", taskIds: [task.id], day: move.day, time: null, confirmed: true };
      const done = await change(ctx, talk, toDay, task);
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
export async function acceptPlan(
  ctx: AssistantContext,
  talk: Conversation,
  { taskIds, versions }: Extract<Plan, { kind: "plan" }>,
): Promise<AssistantResponse> {
  const found = await Promise.all(taskIds.map((id) => ctx.tasks.find(talk.userId, id)));
  const asOffered = found.filter((task): task is Task => task !== undefined && task.version === versions[task.id]);
  if (asOffered.length < taskIds.length) {
    const fresh = await planDay(ctx, talk);
    return { ...fresh, reply: `${talk.say.planStale(taskIds.length - asOffered.length)} ${fresh.reply}` };
  }
  const { planned, actions } = await giveDays(ctx, talk, [{ day: dayOf(talk.now, talk.timeZone), taskIds }]);
  if (planned.length === 0) return response(talk.say.noneOpen);
  return { ...withCards(talk, talk.say.plannedToday(planned.length), planned), actions };
}

/** The accepted week's open tasks each due on its day, keeping its time of day; Undo puts each back. */
export async function acceptWeekPlan(
  ctx: AssistantContext,
  talk: Conversation,
  days: DayPlan[],
): Promise<AssistantResponse> {
  const { planned, actions } = await giveDays(ctx, talk, days);
  if (planned.length === 0) return response(talk.say.noneOpen);
  return { ...withCards(talk, talk.say.plannedWeek(planned.length), planned), actions };
}

/** The weekly review's name and sections and its slipped tasks' Break down buttons, in the language of `say`. */
const reviewWordsOf = (say: Phrases, slipped: TaskReference[]): Omit<ReviewWords, "fixes"> => ({
  sections: say.reviewSections(REVIEW_DAYS),
  breakDowns: slipped.map((task) => ({ taskId: task.id, ...say.reviewBreakDown(task.title) })),
});

/**
 * A kept reply as the page redraws it. A review kept before it carried its own name, sections and Break down
 * buttons gets them in English, as the page said them then; their words name no day, so any clock does.
 */
export function keptRecord(record: AssistantRecord): AssistantRecord {
  const kept = record.review;
  if (!kept || kept.sections) return record;
  const say = phrasesFor("en", { now: new Date(0), timeZone: "UTC" });
  return { ...record, review: { ...kept, ...reviewWordsOf(say, kept.slipped) } };
}

/**
 * "Weekly review": what was completed in the last 7 days (today and the six before, in the user's zone), what
 * slipped (open and overdue, or postponed three times or more), what is due from now to the end of the 7th day
 * ahead; each slipped task with its fixes, questions like a choice's (a move is done at once, a drop asks first).
 */
export async function review(ctx: AssistantContext, talk: Conversation): Promise<AssistantResponse> {
  const today = dayOf(talk.now, talk.timeZone);
  const dayAt = (offset: number) => addDays(today, offset);
  const weekStart = instantAt(dayAt(1 - REVIEW_DAYS), talk.timeZone);
  const weekAhead = instantAt(dayAt(REVIEW_DAYS + 1), talk.timeZone);
  const [completed, overdue, postponed, dueToday, later] = await Promise.all([
    ctx.tasks.completedSince(talk.userId, weekStart, ASSISTANT_REPLY_TASKS_MAX),
    targetTasks(ctx, talk, { kind: "overdue" }),
    ctx.tasks.postponedAtLeast(talk.userId, SLIPPED_POSTPONEMENTS_MIN, ASSISTANT_REPLY_TASKS_MAX),
    list(ctx, talk, { view: "today", sort: "due" }),
    list(ctx, talk, { view: "upcoming", sort: "due" }),
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
  // Next week begins on the Monday after today.
  const nextMonday = dayAt((8 - isoWeekday(today)) % 7 || 7);
  const fixes: ReviewFix[] = [];
  for (const task of slipped) {
    const to = (day: CalendarDay): TaskPlan => ({
      kind: "move",
      taskIds: [task.id],
      day,
      time: null,
      confirmed: false,
    });
    const offers: [ReviewFix["kind"], Plan][] = [
      ["tomorrow", to(dayAt(1))],
      ["next-week", to(nextMonday)],
      ["drop", { kind: "delete", taskIds: [task.id], confirmed: false }],
    ];
    for (const [kind, plan] of offers) {
      const label = talk.say.reviewFix(kind, task.title);
      const token = await ask(ctx, talk, label, plan);
      fixes.push({ taskId: task.id, kind, token, text: talk.say.reviewFixButton(kind), label });
    }
  }
  const reply = talk.say.review({
    completed: completed.length,
    slipped: slipped.length,
    upcoming: upcoming.length,
    days: REVIEW_DAYS,
  });
  const referred = [...new Map([...completed, ...slipped, ...upcoming].map((task) => [task.id, task])).values()];
  return response(reply, {
    tasks: referred,
    review: { ...reviewWordsOf(talk.say, slipped), completed, slipped, upcoming, fixes },
  });
}
