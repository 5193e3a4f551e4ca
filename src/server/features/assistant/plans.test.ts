import { describe, expect, it } from "vitest";
import { PLAN_OVERDUE_DAYS_COUNTED_MAX } from "../../../shared/limits";
import type { Task } from "../../../shared/schemas/task";
import type { CalendarDay } from "../../../shared/time/calendar";
import { NEW_TASK_DEFAULTS } from "../../../test/new-task-defaults";
import { type Ranked, rankForToday, restOfWeek, spreadOverWeek } from "./plans";

/** Wednesday 25 November 2026, 10:00 in Berlin. */
const clock = { now: new Date("2026-11-25T09:00:00Z"), timeZone: "Europe/Berlin" };

let made = 0;
/** An open task, each made a minute after the one before. */
function task(title: string, fields: Partial<Task> = {}): Task {
  made += 1;
  const createdAt = new Date(Date.UTC(2026, 9, 1, 0, made)).toISOString();
  return {
    ...NEW_TASK_DEFAULTS,
    tags: [],
    reminders: [],
    subtasks: { done: 0, total: 0 },
    id: `00000000-0000-4000-8000-${String(made).padStart(12, "0")}`,
    title,
    description: "",
    position: made,
    createdAt,
    updatedAt: createdAt,
    ...fields,
  };
}

const titles = (ranked: Ranked[]) => ranked.map(({ task: rankedTask }) => rankedTask.title);
const day = (date: number): CalendarDay => ({ year: 2026, month: 11, day: date });

describe("rankForToday", () => {
  it("weighs priority, days overdue and the time due today; undated high priority comes after today's", () => {
    const tasks = [
      task("undated high", { priority: "high" }),
      task("all day today", { dueAt: "2026-11-24T23:00:00Z", dueAllDay: true }),
      task("today 15:00", { dueAt: "2026-11-25T14:00:00Z" }),
      task("today 12:00", { dueAt: "2026-11-25T11:00:00Z" }),
      task("high today 11:00", { dueAt: "2026-11-25T10:00:00Z", priority: "high" }),
      task("low 3 days late", { dueAt: "2026-11-22T10:00:00Z", priority: "low" }),
      task("since 09:00", { dueAt: "2026-11-25T08:00:00Z" }),
      task("late all day", { dueAt: "2026-11-23T23:00:00Z", dueAllDay: true }),
    ];
    const ranked = rankForToday(tasks, clock);
    expect(titles(ranked)).toEqual([
      "high today 11:00",
      "low 3 days late",
      "late all day",
      "since 09:00",
      "today 12:00",
      "today 15:00",
      "all day today",
      "undated high",
    ]);
    expect(Object.fromEntries(ranked.map(({ task: rankedTask, reasons }) => [rankedTask.title, reasons]))).toEqual({
      "high today 11:00": [
        { kind: "priority", priority: "high" },
        { kind: "due-today", time: { hour: 11, minute: 0 } },
      ],
      "low 3 days late": [
        { kind: "priority", priority: "low" },
        { kind: "overdue", days: 3 },
      ],
      "late all day": [{ kind: "overdue", days: 1 }],
      "since 09:00": [{ kind: "overdue-today", time: { hour: 9, minute: 0 } }],
      "today 12:00": [{ kind: "due-today", time: { hour: 12, minute: 0 } }],
      "today 15:00": [{ kind: "due-today", time: { hour: 15, minute: 0 } }],
      "all day today": [{ kind: "due-today", time: null }],
      "undated high": [{ kind: "priority", priority: "high" }],
    });
  });

  it("leaves out completed tasks, later ones, undated ones below high priority, and counts a task once", () => {
    const overdue = task("overdue", { dueAt: "2026-11-20T10:00:00Z" });
    const tasks = [
      overdue,
      overdue,
      task("done", { dueAt: "2026-11-20T10:00:00Z", completed: true, completedAt: "2026-11-21T10:00:00Z" }),
      task("tomorrow, high", { dueAt: "2026-11-26T10:00:00Z", priority: "high" }),
      task("undated medium", { priority: "medium" }),
    ];
    expect(titles(rankForToday(tasks, clock))).toEqual(["overdue"]);
  });

  it(`counts at most ${PLAN_OVERDUE_DAYS_COUNTED_MAX} days overdue, so a long-forgotten task does not outrank priority`, () => {
    const late = (days: number) =>
      task(`${days} days late`, { dueAt: new Date(Date.UTC(2026, 10, 25 - days, 9)).toISOString() });
    const ranked = rankForToday(
      [
        late(PLAN_OVERDUE_DAYS_COUNTED_MAX - 1),
        late(PLAN_OVERDUE_DAYS_COUNTED_MAX),
        late(PLAN_OVERDUE_DAYS_COUNTED_MAX * 10),
        task("high today", { dueAt: "2026-11-25T16:00:00Z", priority: "high" }),
      ],
      clock,
    );
    const score = (title: string) => ranked.find(({ task: rankedTask }) => rankedTask.title === title)?.score;
    expect(score(`${PLAN_OVERDUE_DAYS_COUNTED_MAX * 10} days late`)).toBe(
      score(`${PLAN_OVERDUE_DAYS_COUNTED_MAX} days late`),
    );
    expect(score(`${PLAN_OVERDUE_DAYS_COUNTED_MAX - 1} days late`)).toBeLessThan(
      score(`${PLAN_OVERDUE_DAYS_COUNTED_MAX} days late`) ?? 0,
    );
    expect(titles(ranked)[0]).toBe("high today");
    expect(
      ranked.find(({ task: rankedTask }) => rankedTask.title === `${PLAN_OVERDUE_DAYS_COUNTED_MAX * 10} days late`)
        ?.reasons,
    ).toEqual([{ kind: "overdue", days: PLAN_OVERDUE_DAYS_COUNTED_MAX * 10 }]);
  });
});

describe("restOfWeek", () => {
  it("runs from today to the last day of the week, by the week's first day", () => {
    expect(restOfWeek(day(25), 1)).toEqual([day(25), day(26), day(27), day(28), day(29)]);
    expect(restOfWeek(day(25), 7)).toEqual([day(25), day(26), day(27), day(28)]);
    expect(restOfWeek(day(25), 6)).toEqual([day(25), day(26), day(27)]);
    expect(restOfWeek(day(29), 1)).toEqual([day(29)]);
    expect(restOfWeek(day(30), 1)).toHaveLength(7);
  });
});

describe("spreadOverWeek", () => {
  it("keeps a task's own day while it has room, and moves the others to the earliest day with room", () => {
    const tasks = [
      task("Wed, none", { dueAt: "2026-11-25T14:00:00Z" }),
      task("Thu, high", { dueAt: "2026-11-26T09:00:00Z", priority: "high" }),
      task("Thu, medium", { dueAt: "2026-11-26T10:00:00Z", priority: "medium" }),
      task("Thu, none", { dueAt: "2026-11-25T23:00:00Z", dueAllDay: true }),
      task("Fri, low", { dueAt: "2026-11-27T09:00:00Z", priority: "low" }),
      task("two days late", { dueAt: "2026-11-23T09:00:00Z" }),
      task("undated, high", { priority: "high" }),
      task("Sat, high", { dueAt: "2026-11-28T09:00:00Z", priority: "high" }),
      task("undated, medium", { priority: "medium" }),
    ];
    const week = spreadOverWeek(tasks, clock, { days: [day(25), day(26), day(27)], capacity: 2 });
    expect(week.days.map(({ day: weekDay, tasks: dayTasks }) => [weekDay.day, titles(dayTasks)])).toEqual([
      // Its own day full, "Thu, none" could only go earlier, and the earlier day went to more pressing work.
      [25, ["two days late", "Wed, none"]],
      [26, ["Thu, high", "Thu, medium"]],
      [27, ["undated, high", "Fri, low"]],
    ]);
    expect(titles(week.left)).toEqual(["Thu, none"]);
  });

  it("fills each day up to the capacity, and plans nothing without tasks worth doing", () => {
    const late = Array.from({ length: 5 }, (_, index) => task(`late ${index}`, { dueAt: "2026-11-20T09:00:00Z" }));
    const week = spreadOverWeek(late, clock, { days: [day(25), day(26)], capacity: 2 });
    expect(week.days.map(({ tasks }) => titles(tasks))).toEqual([
      ["late 0", "late 1"],
      ["late 2", "late 3"],
    ]);
    expect(titles(week.left)).toEqual(["late 4"]);
    const empty = spreadOverWeek([task("someday")], clock, { days: [day(25)], capacity: 2 });
    expect(empty).toEqual({ days: [{ day: day(25), tasks: [] }], left: [] });
  });
});
