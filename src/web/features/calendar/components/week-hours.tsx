import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import type { Task } from "../../../../shared/schemas/task";
import { type CalendarDay, dayKey } from "../../../../shared/time/calendar";
import { formatDay, formatTime } from "../../../../shared/time/format-date";
import { instantAt, type TimeOfDay, wallClockAt } from "../../../../shared/time/zoned-time";
import { usePreferences } from "../../../lib/preferences";
import { taskDropZone } from "../../../lib/task-drag";
import { TaskChip } from "./task-chip";

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** A task dropped on an hour lands on its full or half hour: the slot it was dropped in. */
export const DROP_SNAP_MINUTES = 30;
const SLOT_MINUTES = Array.from({ length: 60 / DROP_SNAP_MINUTES }, (_, slot) => slot * DROP_SNAP_MINUTES);
/** Where the hours are scrolled to when no task of the week is due earlier. */
const WORKDAY_START_HOUR = 8;
const HOUR_LABEL_ROOM = 12;

interface WeekHoursProps {
  days: CalendarDay[];
  byDay: ReadonlyMap<string, Task[]>;
  /** The week's all-day row: its days' grid, shown above the hours as they scroll. */
  allDay: ReactNode;
  onDropTask: (taskId: string, day: CalendarDay, at: TimeOfDay) => void;
}

/**
 * A week by the hour, in the user's zone: the all-day tasks in the days' grid on top, the timed ones in the row
 * of their hour in their day's column, a task dragged to another hour or day due then. The hours are scrolled to
 * the working day, or to the week's first timed task when it is earlier. By keyboard, a day opened from the
 * grid lists its tasks, each edited there (the grid's way for all that a mouse drags).
 */
export function WeekHours({ days, byDay, allDay, onDropTask }: WeekHoursProps) {
  const { timeZone, hour12 } = usePreferences();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [dropSlot, setDropSlot] = useState<string>();
  const timedAt = (task: Task) => (task.dueAt && !task.dueAllDay ? wallClockAt(new Date(task.dueAt), timeZone) : null);
  const timed = days.flatMap((day) => byDay.get(dayKey(day)) ?? []).flatMap((task) => timedAt(task) ?? []);
  const firstHour = Math.min(WORKDAY_START_HOUR, ...timed.map((at) => at.hour));
  const weekKey = dayKey(days[0] as CalendarDay);

  // Once per week shown (and as its tasks arrive), not as tasks move: a drop does not scroll away from itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first hour is read when the week is shown, on purpose.
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    const row = scroller?.querySelector<HTMLElement>(`[data-hour="${firstHour}"]`);
    const header = scroller?.querySelector<HTMLElement>(".calendar-grid");
    if (!scroller || !row) return;
    const offset = row.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    // Its label stands a little above the row's line: it stays in view too.
    scroller.scrollTop += offset - (header?.offsetHeight ?? 0) - HOUR_LABEL_ROOM;
  }, [weekKey, timed.length > 0]);

  const hourLabel = (hour: number) =>
    formatTime(instantAt({ ...(days[0] as CalendarDay), hour }, timeZone).toISOString(), { timeZone, hour12 });

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the hours scroll, and a keyboard scrolls them from here.
    <section ref={scrollRef} className="calendar-week" aria-label="Week by the hour" tabIndex={0}>
      <div className="calendar-week-all-day">
        <span className="calendar-week-gutter" aria-hidden="true">
          All day
        </span>
        {allDay}
      </div>
      <table className="calendar-hours">
        <caption className="visually-hidden">Timed tasks by hour</caption>
        <colgroup>
          <col className="calendar-hours-gutter" />
          <col span={days.length} />
        </colgroup>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">Time</th>
            {days.map((day) => (
              <th key={dayKey(day)} scope="col">
                {formatDay(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {HOURS.map((hour) => (
            <tr key={hour} data-hour={hour}>
              <th scope="row" className="calendar-hour">
                {hourLabel(hour)}
              </th>
              {days.map((day) => {
                const tasks = (byDay.get(dayKey(day)) ?? []).filter((task) => timedAt(task)?.hour === hour);
                return (
                  <td key={dayKey(day)} className="calendar-hour-cell">
                    {SLOT_MINUTES.map((minute) => {
                      const slot = `${dayKey(day)}T${hour}:${minute}`;
                      const inSlot = tasks.filter((task) => {
                        const at = timedAt(task);
                        return at !== null && at.minute >= minute && at.minute < minute + DROP_SNAP_MINUTES;
                      });
                      return (
                        <div
                          key={minute}
                          className="calendar-slot"
                          data-drop={dropSlot === slot || undefined}
                          {...taskDropZone(
                            (over) => setDropSlot(over ? slot : undefined),
                            (taskId) => onDropTask(taskId, day, { hour, minute }),
                          )}
                        >
                          {inSlot.length > 0 && (
                            <ul className="calendar-chips">
                              {inSlot.map((task) => (
                                <TaskChip key={task.id} task={task} />
                              ))}
                            </ul>
                          )}
                        </div>
                      );
                    })}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
