import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { CALENDAR_TASKS_MAX, TASK_PAGE_SIZE_DEFAULT } from "../../../../shared/limits";
import type { Task } from "../../../../shared/schemas/task";
import { type CalendarDay, dayKey, dayOf, instantsOf } from "../../../../shared/time/calendar";
import { usePreferences } from "../../../lib/preferences";
import { useHiddenLists } from "../../lists/hooks/use-hidden-lists";
import { taskKeys, taskListQuery } from "../../tasks/api/task-queries";
import type { TaskListParams } from "../../tasks/api/tasks-api";

/**
 * The calendar's two lists of open tasks. They are ordinary task lists (under `taskKeys.lists`), so every
 * change made anywhere, and every live event, updates them as it updates the task list.
 */
export const calendarParams = {
  /** The tasks due on the days shown, soonest first, along the (userId, completed, dueSort) index. */
  days: (days: { from: CalendarDay; to: CalendarDay }, timeZone: string): TaskListParams => {
    const { from, before } = instantsOf(days, timeZone);
    return {
      view: "all",
      sort: "due",
      dueFrom: from.toISOString(),
      dueBefore: before.toISOString(),
      limit: CALENDAR_TASKS_MAX,
    };
  },
  /** The "No date" tray, newest first, a page at a time (it can hold every task the user has). */
  undated: { view: "all", sort: "created", undated: true, limit: TASK_PAGE_SIZE_DEFAULT } as TaskListParams,
};

/**
 * The open tasks due on the days `from` to `to`, by day (`dayKey` → tasks, soonest first), and the undated ones.
 * A task moved between the two shows in its new place at once: both lists are read as one and sorted by due date.
 */
export function useCalendarTasks(userId: string, days: { from: CalendarDay; to: CalendarDay }) {
  const { timeZone } = usePreferences();
  const hiddenLists = useHiddenLists();
  const daysParams = calendarParams.days(days, timeZone);
  const dated = useInfiniteQuery({
    ...taskListQuery(userId, daysParams, timeZone),
    // Moving to the next month keeps the tasks on screen until its own arrive, instead of a blank grid.
    placeholderData: keepPreviousData,
  });
  const undated = useInfiniteQuery(taskListQuery(userId, calendarParams.undated, timeZone));

  const seen = new Map<string, Task>();
  for (const query of [dated, undated]) {
    for (const task of query.data?.pages.flatMap((page) => page.tasks) ?? []) {
      if (task.listId === null || !hiddenLists.has(task.listId)) seen.set(task.id, task);
    }
  }
  const byDay = new Map<string, Task[]>();
  const tray: Task[] = [];
  const { dueFrom = "", dueBefore = "" } = daysParams;
  for (const task of seen.values()) {
    if (task.completed) continue;
    if (task.dueAt === null) tray.push(task);
    else if (Date.parse(task.dueAt) >= Date.parse(dueFrom) && Date.parse(task.dueAt) < Date.parse(dueBefore)) {
      const key = dayKey(dayOf(task.dueAt, timeZone));
      byDay.set(key, [...(byDay.get(key) ?? []), task]);
    }
  }
  for (const tasks of byDay.values()) tasks.sort((a, b) => Date.parse(a.dueAt ?? "") - Date.parse(b.dueAt ?? ""));
  tray.sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));

  return {
    dated,
    undated,
    byDay,
    tray,
    /** Where a task added on a day is shown while it is saved. */
    daysKey: taskKeys.list(userId, daysParams, timeZone),
    /** More tasks than one page holds: the calendar says so rather than hide them silently. */
    moreDated: Boolean(dated.data?.pages[0]?.nextCursor),
    /** The tray's next page, when there is one. */
    moreUndated: undated.hasNextPage ? () => void undated.fetchNextPage() : undefined,
  };
}
