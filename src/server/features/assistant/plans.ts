/**
 * The assistant's plans, worked out from the user's tasks alone (no reads, no writes): which open tasks are
 * most worth doing today, the one to do next, and the week spread over its days.
 */

import { PLAN_OVERDUE_DAYS_COUNTED_MAX } from "../../../shared/limits";
import type { Task, TaskPriority } from "../../../shared/schemas/task";
import {
  addDays,
  type CalendarDay,
  dayOf,
  daysBetween,
  type IsoWeekday,
  sameDay,
  startOfWeek,
} from "../../../shared/time/calendar";
import { instantAt, type TimeOfDay, wallClockAt } from "../../../shared/time/zoned-time";

/** The moment a plan is made for, on the user's clock. */
export interface PlanClock {
  now: Date;
  timeZone: string;
  /** The user's time format setting as Intl takes it (hour12Of); undefined: each language's custom. */
  hour12?: boolean | undefined;
}

/** Why a task is worth doing now, in the order a reply names them. */
export type Reason =
  | { kind: "priority"; priority: Exclude<TaskPriority, "none"> }
  /** Due `days` (one or more) days before today. */
  | { kind: "overdue"; days: number }
  /** Due earlier today, at `time`. */
  | { kind: "overdue-today"; time: TimeOfDay }
  /** Due later today: at `time`, or any time today (null, an all-day task). */
  | { kind: "due-today"; time: TimeOfDay | null };

/** A task as a plan weighs it. */
export interface Ranked {
  task: Task;
  /** Higher: more worth doing now. */
  score: number;
  reasons: Reason[];
  /** Past its due date and time (an all-day task: its whole day). */
  overdue: boolean;
  /** The day it is due on in the user's zone; null: undated. */
  day: CalendarDay | null;
  /** The instant it must be done by (an all-day task: the end of its day), in ms; undated: never. */
  deadline: number;
}

/**
 * Points make the order: a task's priority, plus being overdue (more for each day late, up to
 * PLAN_OVERDUE_DAYS_COUNTED_MAX) or due today. So at equal priority overdue work comes first, then today's; a
 * higher priority can outweigh that (high due today, 65, before none a week late, 54, or low overdue, 50); an
 * undated high-priority task (30) comes after everything due today.
 */
const PRIORITY_POINTS: Record<TaskPriority, number> = { none: 0, low: 10, medium: 20, high: 30 };
const OVERDUE_POINTS = 40;
const OVERDUE_POINTS_PER_DAY = 2;
const DUE_TODAY_POINTS = 35;

const timeOf = (instant: string, timeZone: string): TimeOfDay => {
  const { hour, minute } = wallClockAt(new Date(instant), timeZone);
  return { hour, minute };
};

/** How a plan weighs `task` at `clock`'s moment. */
function rank(task: Task, { now, timeZone }: PlanClock): Ranked {
  const reasons: Reason[] = task.priority === "none" ? [] : [{ kind: "priority", priority: task.priority }];
  const base = { task, score: PRIORITY_POINTS[task.priority], reasons, overdue: false };
  if (task.dueAt === null) return { ...base, day: null, deadline: Number.POSITIVE_INFINITY };
  const day = dayOf(task.dueAt, timeZone);
  const daysLate = daysBetween(day, dayOf(now, timeZone));
  const deadline = task.dueAllDay ? instantAt(addDays(day, 1), timeZone).getTime() : Date.parse(task.dueAt);
  const dated = { ...base, day, deadline };
  if (daysLate > 0 || (!task.dueAllDay && deadline < now.getTime())) {
    const late = Math.min(daysLate, PLAN_OVERDUE_DAYS_COUNTED_MAX);
    const reason: Reason =
      daysLate > 0
        ? { kind: "overdue", days: daysLate }
        : { kind: "overdue-today", time: timeOf(task.dueAt, timeZone) };
    return {
      ...dated,
      score: dated.score + OVERDUE_POINTS + OVERDUE_POINTS_PER_DAY * late,
      reasons: [...reasons, reason],
      overdue: true,
    };
  }
  if (daysLate < 0) return dated;
  const time = task.dueAllDay ? null : timeOf(task.dueAt, timeZone);
  return { ...dated, score: dated.score + DUE_TODAY_POINTS, reasons: [...reasons, { kind: "due-today", time }] };
}

/** Best first; at equal scores the sooner deadline (timed tasks later today in their order), then the older task. */
function byRank(a: Ranked, b: Ranked): number {
  return (
    b.score - a.score ||
    a.deadline - b.deadline ||
    a.task.createdAt.localeCompare(b.task.createdAt) ||
    a.task.id.localeCompare(b.task.id)
  );
}

/** The open tasks among `tasks`, each once, weighed and best first. */
function ranked(tasks: readonly Task[], clock: PlanClock): Ranked[] {
  const open = new Map(tasks.filter((task) => !task.completed).map((task) => [task.id, task]));
  return [...open.values()].map((task) => rank(task, clock)).sort(byRank);
}

const undatedHigh = ({ day, task }: Ranked) => day === null && task.priority === "high";

/** The tasks worth doing today, best first: overdue ones, those due today, and undated ones with high priority. */
export function rankForToday(tasks: readonly Task[], clock: PlanClock): Ranked[] {
  const today = dayOf(clock.now, clock.timeZone);
  return ranked(tasks, clock).filter(
    (each) => each.overdue || (each.day !== null && sameDay(each.day, today)) || undatedHigh(each),
  );
}

/** Today and the days after it up to the last of its week, for weeks starting on `firstWeekday`. */
export function restOfWeek(today: CalendarDay, firstWeekday: IsoWeekday): CalendarDay[] {
  const last = addDays(startOfWeek(today, firstWeekday), 6);
  return Array.from({ length: daysBetween(today, last) + 1 }, (_, index) => addDays(today, index));
}

export interface WeekPlan {
  /** Each day of the rest of the week with its tasks, best first. */
  days: { day: CalendarDay; tasks: Ranked[] }[];
  /** Tasks worth doing this week that found no day with room. */
  left: Ranked[];
}

/**
 * `days` (the rest of a week, `restOfWeek`) planned with the tasks worth doing in them: overdue ones, those due on
 * one of them, and undated ones with high priority; at most `capacity` a day. A task due on one of the days keeps
 * it while it has room (the best first); the others, best first, go to the earliest day with room, a dated task
 * never after its own day.
 */
export function spreadOverWeek(
  tasks: readonly Task[],
  clock: PlanClock,
  { days: weekDays, capacity }: { days: readonly CalendarDay[]; capacity: number },
): WeekPlan {
  const days = weekDays.map((day) => ({ day, tasks: [] as Ranked[] }));
  const dayOfWeek = (day: CalendarDay) => days.findIndex((each) => sameDay(each.day, day));
  const worth = ranked(tasks, clock).filter(
    (each) => each.overdue || (each.day !== null && dayOfWeek(each.day) >= 0) || undatedHigh(each),
  );
  const unplaced: Ranked[] = [];
  for (const each of worth) {
    const own = each.overdue || each.day === null ? undefined : days[dayOfWeek(each.day)];
    if (own && own.tasks.length < capacity) own.tasks.push(each);
    else unplaced.push(each);
  }
  const left: Ranked[] = [];
  for (const each of unplaced) {
    const latest = each.overdue || each.day === null ? days.length - 1 : dayOfWeek(each.day);
    const roomy = days.slice(0, latest + 1).find((planned) => planned.tasks.length < capacity);
    if (roomy) roomy.tasks.push(each);
    else left.push(each);
  }
  for (const each of days) each.tasks.sort(byRank);
  return { days, left };
}
