import type { Task } from "../../../../shared/schemas/task";
import { dayKey, dayOf } from "../../../../shared/time/calendar";
import { formatDue } from "../../../../shared/time/format-date";

/** Tasks shown together under a heading of their own. */
export interface TaskGroup {
  key: string;
  heading: string;
  tasks: Task[];
}

/**
 * Tasks under a heading per day they are due on in the user's time zone, in the order the days first come:
 * "Tomorrow", then the day as the locale writes it ("Mon, Nov 30", "Mon 30 Nov"). A task without a date (one
 * just added, until the list is asked again) goes under "No date".
 */
export function groupByDueDay(tasks: Task[], { timeZone, now }: { timeZone: string; now?: Date }): TaskGroup[] {
  const groups = new Map<string, TaskGroup>();
  for (const task of tasks) {
    const key = task.dueAt ? dayKey(dayOf(task.dueAt, timeZone)) : "undated";
    const group = groups.get(key);
    if (group) group.tasks.push(task);
    else {
      const heading = task.dueAt ? formatDue(task.dueAt, true, { timeZone, now }) : "No date";
      groups.set(key, { key, heading, tasks: [task] });
    }
  }
  return [...groups.values()];
}

/**
 * Today's tasks, with the overdue ones above them under a heading of their own. A task due earlier today at a
 * time is overdue already (as its row says): it is shown once, there.
 */
export function todayGroups(overdue: Task[], today: Task[]): TaskGroup[] {
  const late = new Set(overdue.map((task) => task.id));
  const groups = [
    { key: "overdue", heading: "Overdue", tasks: overdue },
    { key: "today", heading: "Today", tasks: today.filter((task) => !late.has(task.id)) },
  ];
  return groups.filter((group) => group.tasks.length > 0);
}
