/**
 * The suggestion chips: only those whose answer shows something now (no "Nothing is overdue." a tap away), and
 * on an account without a task, examples that add one.
 */

import { addDays, dayOf } from "../../../shared/time/calendar";
import { instantAt } from "../../../shared/time/zoned-time";
import type { AssistantContext } from "./context";
import type { Conversation } from "./conversation";
import { list } from "./lookups";
import { REVIEW_DAYS, SLIPPED_POSTPONEMENTS_MIN } from "./plan-handlers";

/**
 * What the user's tasks hold now, as far as the greeting says and its chips need: the day's counts, and whether
 * each chip's answer would show anything. Each check reads one task at most, except the day's counts.
 */
export async function outlookOf(ctx: AssistantContext, talk: Conversation) {
  const today = dayOf(talk.now, talk.timeZone);
  const reviewFrom = instantAt(addDays(today, 1 - REVIEW_DAYS), talk.timeZone);
  const reviewUntil = instantAt(addDays(today, REVIEW_DAYS + 1), talk.timeZone).toISOString();
  const one = { limit: 1 };
  const [dueToday, overdue, open, done, high, highUndated, doneThisWeek, postponed, dueThisWeek] = await Promise.all([
    list(ctx, talk, { view: "today" }),
    list(ctx, talk, { view: "overdue" }),
    list(ctx, talk, one),
    list(ctx, talk, { ...one, view: "completed" }),
    list(ctx, talk, { ...one, priority: "high" }),
    list(ctx, talk, { ...one, priority: "high", undated: "true" }),
    ctx.tasks.completedSince(talk.userId, reviewFrom, 1),
    ctx.tasks.postponedAtLeast(talk.userId, SLIPPED_POSTPONEMENTS_MIN, 1),
    list(ctx, talk, { ...one, dueFrom: instantAt(today, talk.timeZone).toISOString(), dueBefore: reviewUntil }),
  ]);
  // A task due earlier today is overdue already: counted once, as overdue.
  const late = new Set(overdue.tasks.map((task) => task.id));
  return {
    anyTask: open.tasks.length > 0 || done.tasks.length > 0,
    dueToday: dueToday.tasks.filter((task) => !late.has(task.id)).length,
    overdue: overdue.tasks.length,
    high: high.tasks.length > 0,
    /** "Plan my day" weighs the overdue, today's, and undated high-priority tasks. */
    toPlan: late.size > 0 || dueToday.tasks.length > 0 || highUndated.tasks.length > 0,
    /** "Weekly review" shows the week's completed, the slipped (overdue or often postponed) and the week ahead. */
    toReview: late.size > 0 || doneThisWeek.length > 0 || postponed.length > 0 || dueThisWeek.tasks.length > 0,
  };
}

type Outlook = Awaited<ReturnType<typeof outlookOf>>;

/** The chips whose answers show something now, Help always; on an account without a task, examples that add one. */
export function suggestionsOf({ say }: Conversation, now: Outlook): string[] {
  if (!now.anyTask) return [...say.examples];
  const offered: [boolean, string][] = [
    [now.dueToday + now.overdue > 0, say.suggestions.dueToday],
    [now.overdue > 0, say.suggestions.overdue],
    [now.overdue > 0, say.postponeOverdueSuggestion],
    [now.high, say.suggestions.highPriority],
    [now.toPlan, say.suggestions.planDay],
    [now.toReview, say.suggestions.review],
    [true, say.suggestions.help],
  ];
  return offered.filter(([worth]) => worth).map(([, suggestion]) => suggestion);
}

/** The suggestion chips to go with a reply now (see `suggestionsOf`). */
export async function suggestionsNow(ctx: AssistantContext, talk: Conversation): Promise<string[]> {
  return suggestionsOf(talk, await outlookOf(ctx, talk));
}
