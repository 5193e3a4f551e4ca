import { describe, expect, it } from "vitest";
import type { Task } from "../../../../shared/schemas/task";
import { aTask } from "../../../test/fake-tasks";
import { groupByDueDay, todayGroups } from "./task-groups";

const task = (title: string, dueAt: string | null = null, dueAllDay = false): Task =>
  aTask({ id: title, title, dueAt, dueAllDay, position: 0 });

const titlesOf = (groups: { heading: string; tasks: Task[] }[]) =>
  groups.map(({ heading, tasks }) => [heading, tasks.map((each) => each.title)]);

describe("Upcoming's day headings", () => {
  // Wednesday 25 November in Berlin, already Thursday in Tokyo.
  const now = new Date("2026-11-25T20:00:00Z");

  it("put each task under the day it is due on in the user's time zone, in the order the days come", () => {
    const tasks = [
      task("all day tomorrow", "2026-11-25T23:00:00Z", true),
      task("tomorrow at nine", "2026-11-26T08:00:00Z"),
      task("Monday", "2026-11-30T09:00:00Z"),
      task("Monday later", "2026-11-30T17:00:00Z"),
    ];
    expect(titlesOf(groupByDueDay(tasks, { timeZone: "Europe/Berlin", now }))).toEqual([
      ["Tomorrow", ["all day tomorrow", "tomorrow at nine"]],
      [expect.stringMatching(/Mon/), ["Monday", "Monday later"]],
    ]);
    // 23:00 UTC is already the 26th in Tokyo, which is its today there.
    expect(groupByDueDay(tasks.slice(0, 1), { timeZone: "Asia/Tokyo", now })[0]?.heading).toBe("Today");
  });

  it("keep one heading per day, with a task just added out of order, and put an undated one under No date", () => {
    const tasks = [task("added just now", "2026-11-30T12:00:00Z"), task("tomorrow", "2026-11-26T12:00:00Z")];
    const later = task("Monday", "2026-11-30T09:00:00Z");
    const groups = groupByDueDay([...tasks, later, task("no date yet")], { timeZone: "UTC", now });
    expect(titlesOf(groups).map(([, titles]) => titles)).toEqual([
      ["added just now", "Monday"],
      ["tomorrow"],
      ["no date yet"],
    ]);
    expect(groups.at(-1)?.heading).toBe("No date");
  });
});

describe("Today's sections", () => {
  it("show the overdue tasks above today's, each task once, and no empty section", () => {
    const late = task("due at eight, now past");
    expect(titlesOf(todayGroups([task("yesterday"), late], [late, task("tonight")]))).toEqual([
      ["Overdue", ["yesterday", "due at eight, now past"]],
      ["Today", ["tonight"]],
    ]);
    expect(titlesOf(todayGroups([], [task("tonight")]))).toEqual([["Today", ["tonight"]]]);
    expect(todayGroups([], [])).toEqual([]);
  });
});
