import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { plural } from "../../../../shared/plural";
import type { Task } from "../../../../shared/schemas/task";
import { addDays, type CalendarDay, dayKey, isoWeekday, sameDay, startOfWeek } from "../../../../shared/time/calendar";
import { formatDay, formatWeekday } from "../../../../shared/time/format-date";
import { taskDropZone } from "../../../lib/task-drag";
import { TaskChip } from "./task-chip";

/** A month's day shows this many tasks and says how many more it has; a week's day shows them all. */
const MONTH_CHIPS_MAX = 3;

interface CalendarGridProps {
  /** The grid's accessible name, e.g. "November 2026". */
  label: string;
  weeks: CalendarDay[][];
  /** In a month's grid, the month: its days stand out from the other months' around it. */
  month?: number | undefined;
  today: CalendarDay;
  /** The day with the tab stop (and the keyboard's focus once it is in the grid). */
  focused: CalendarDay;
  byDay: ReadonlyMap<string, Task[]>;
  /** Which of a day's tasks it shows as chips (a week shows its timed ones by the hour); its name counts them all. */
  chipped?: (task: Task) => boolean;
  /** Moves the tab stop, to a day shown or not (the calendar then shows that day's month or week). */
  onFocusDay: (day: CalendarDay) => void;
  /** Page Up and Page Down: the same day a month (or a week) before or after. */
  pageFrom: (day: CalendarDay, step: -1 | 1) => CalendarDay;
  onOpenDay: (day: CalendarDay) => void;
  onDropTask: (taskId: string, day: CalendarDay) => void;
}

export const tasksLabel = (count: number) => (count === 0 ? "no tasks" : plural(count, "task"));

/**
 * Days as an ARIA grid: one tab stop (the focused day), the arrows move a day or a week, Home and End to the
 * week's ends, Page Up and Page Down a month or week, Enter (or a click) opens the day. Each day names its
 * date and how many tasks it has; today is marked `aria-current="date"`. Tasks dragged onto a day move there.
 */
export function CalendarGrid({
  label,
  weeks,
  month,
  today,
  focused,
  byDay,
  chipped = () => true,
  onFocusDay,
  pageFrom,
  onOpenDay,
  onDropTask,
}: CalendarGridProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const [dropDay, setDropDay] = useState<string>();
  /**
   * The day a key moved the focus to, until its cell is rendered (perhaps in another month) and takes the focus.
   * A key pressed before then moves on from it, not from the cell that still has the focus.
   */
  const movedTo = useRef<CalendarDay>(undefined);
  const focusedKey = dayKey(focused);
  const firstDay = isoWeekday(weeks[0]?.[0] ?? focused);

  useEffect(() => {
    if (!movedTo.current || dayKey(movedTo.current) !== focusedKey) return;
    movedTo.current = undefined;
    tableRef.current?.querySelector<HTMLElement>(`[data-day="${focusedKey}"]`)?.focus();
  });

  const onKeyDown = (event: KeyboardEvent, cellDay: CalendarDay) => {
    const day = movedTo.current ?? cellDay;
    const targets: Record<string, () => CalendarDay> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => startOfWeek(day, firstDay),
      End: () => addDays(startOfWeek(day, firstDay), 6),
      PageUp: () => pageFrom(day, -1),
      PageDown: () => pageFrom(day, 1),
    };
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onOpenDay(day);
      return;
    }
    const target = Object.hasOwn(targets, event.key) ? targets[event.key] : undefined;
    if (!target || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    movedTo.current = target();
    onFocusDay(movedTo.current);
  };

  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA date grid pattern is a table with role="grid".
    <table ref={tableRef} role="grid" className="calendar-grid" aria-label={label} data-weeks={weeks.length}>
      <thead>
        <tr>
          {(weeks[0] ?? []).map((day) => (
            <th key={dayKey(day)} scope="col" abbr={formatWeekday(day, { style: "long" })}>
              {formatWeekday(day)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={dayKey(week[0] as CalendarDay)}>
            {week.map((day) => {
              const key = dayKey(day);
              const tasks = byDay.get(key) ?? [];
              const isToday = sameDay(day, today);
              const chips = tasks.filter(chipped);
              const shown = month === undefined ? chips : chips.slice(0, MONTH_CHIPS_MAX);
              return (
                <td
                  key={key}
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the grid's cells, as the ARIA date grid pattern has them.
                  role="gridcell"
                  data-day={key}
                  className="calendar-day"
                  data-outside={(month !== undefined && day.month !== month) || undefined}
                  data-drop={dropDay === key || undefined}
                  tabIndex={key === focusedKey ? 0 : -1}
                  aria-current={isToday ? "date" : undefined}
                  aria-selected={key === focusedKey}
                  onClick={() => {
                    onFocusDay(day);
                    onOpenDay(day);
                  }}
                  onKeyDown={(event) => onKeyDown(event, day)}
                  {...taskDropZone(
                    (over) => setDropDay(over ? key : undefined),
                    (taskId) => onDropTask(taskId, day),
                  )}
                >
                  {/* The cell's name, from its content: an aria-label would hide the chips' text from speech input. */}
                  <span className="visually-hidden">
                    {`${formatDay(day)}${isToday ? ", today" : ""}, ${tasksLabel(tasks.length)}`}
                  </span>
                  <span className="calendar-day-number" aria-hidden="true">
                    {day.day}
                  </span>
                  {chips.length > 0 && (
                    // The day's label counts its tasks and its dialog lists them: the chips are for the eye and the mouse.
                    <ul className="calendar-chips" aria-hidden="true">
                      {shown.map((task) => (
                        <TaskChip key={task.id} task={task} />
                      ))}
                      {chips.length > shown.length && (
                        <li className="calendar-more">{chips.length - shown.length} more</li>
                      )}
                    </ul>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
