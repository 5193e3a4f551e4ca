import { ChevronLeft, ChevronRight, Plus } from "lucide-react";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { CALENDAR_TASKS_MAX, UNDO_WINDOW_MS } from "../../../../shared/limits";
import type { ListsOverview } from "../../../../shared/schemas/list";
import type { Task, UpdateTaskInput } from "../../../../shared/schemas/task";
import {
  addDays,
  addMonths,
  type CalendarDay,
  dayKey,
  dayOf,
  dueOnDay,
  firstWeekday,
  monthWeeks,
  sameDay,
  weekOf,
} from "../../../../shared/time/calendar";
import { formatDay, formatMonth, formatTime } from "../../../../shared/time/format-date";
import { instantAt, type TimeOfDay } from "../../../../shared/time/zoned-time";
import { QueryStatus } from "../../../components/query-status";
import { useToast } from "../../../components/toast";
import { usePreferences } from "../../../lib/preferences";
import { taskDropZone } from "../../../lib/task-drag";
import { PHONE_WIDTH_QUERY, useMediaQuery } from "../../../lib/use-media-query";
import { useLists } from "../../lists/hooks/use-lists";
import { useCompleteAsking } from "../../tasks/components/complete-subtasks-dialog";
import { TaskEditDialog } from "../../tasks/components/task-edit-dialog";
import type { TaskItemActions } from "../../tasks/components/task-item";
import { TaskList } from "../../tasks/components/task-list";
import { useTaskActions } from "../../tasks/hooks/use-task-actions";
import { useCalendarTasks } from "../hooks/use-calendar-tasks";
import { CalendarGrid } from "./calendar-grid";
import { DayDialog } from "./day-dialog";
import { WeekHours } from "./week-hours";
import "./calendar.css";

export const CALENDAR_MODES = ["month", "week"] as const;
export type CalendarMode = (typeof CALENDAR_MODES)[number];

interface CalendarViewProps {
  userId: string;
  mode: CalendarMode;
  /** The day in focus: its month or week is shown. */
  date: CalendarDay;
  /** `replace` for a move of the focus within the calendar, which should not fill the browser's history. */
  onChange: (next: { mode?: CalendarMode; date?: CalendarDay }, options?: { replace: boolean }) => void;
}

/**
 * The user's open tasks on a month's or a week's days in their time zone and week, with a tray of the
 * undated ones. A task dragged to another day keeps its time (Undo in the toast); dragged to the tray, it
 * loses its date. On a phone the days with tasks are an agenda list instead of a grid.
 */
export function CalendarView({ userId, mode, date, onChange }: CalendarViewProps) {
  const { timeZone, weekStart, hour12 } = usePreferences();
  const first = firstWeekday(weekStart);
  const today = dayOf(new Date(), timeZone);
  const weeks = mode === "month" ? monthWeeks(date, first) : [weekOf(date, first)];
  const from = weeks[0]?.[0] ?? date;
  const to = weeks.at(-1)?.[6] ?? date;
  const calendar = useCalendarTasks(userId, { from, to });
  const actions = useTaskActions(userId);
  const showToast = useToast();
  const navigate = useNavigate();
  const phone = useMediaQuery(PHONE_WIDTH_QUERY);
  const titleId = useId();
  const [openDay, setOpenDay] = useState<CalendarDay>();
  const [editing, setEditing] = useState<Task>();

  const step = (day: CalendarDay, by: -1 | 1) => (mode === "month" ? addMonths(day, by) : addDays(day, 7 * by));
  const title = mode === "month" ? formatMonth(date) : `Week of ${formatDay(from)}`;
  const unit = mode === "month" ? "month" : "week";

  const taskById = (id: string) =>
    [...calendar.tray, ...[...calendar.byDay.values()].flat()].find((task) => task.id === id);

  /** Saves the new due date, and offers to put the old one back for as long as an Undo lasts. */
  const reschedule = async (task: Task, due: Pick<UpdateTaskInput, "dueAt" | "dueAllDay">, where: string) => {
    try {
      const saved = await actions.save(task, due);
      showToast(`Moved “${task.title}” to ${where}.`, {
        durationMs: UNDO_WINDOW_MS,
        action: {
          label: "Undo",
          onAction: () =>
            void actions
              .save(saved, { dueAt: task.dueAt, dueAllDay: task.dueAllDay })
              .catch((error: Error) => showToast(`“${task.title}” could not be moved back. ${error.message}`)),
        },
      });
    } catch (error) {
      showToast(`“${task.title}” could not be moved. ${(error as Error).message}`);
    }
  };
  const moveToDay = (taskId: string, day: CalendarDay) => {
    const task = taskById(taskId);
    if (!task) return;
    const due = dueOnDay(task, day, timeZone);
    if (task.dueAt === due.dueAt && task.dueAllDay === due.dueAllDay) return;
    void reschedule(task, due, formatDay(day));
  };
  const moveToTime = (taskId: string, day: CalendarDay, at: TimeOfDay) => {
    const task = taskById(taskId);
    if (!task) return;
    const dueAt = instantAt({ ...day, ...at }, timeZone).toISOString();
    if (task.dueAt === dueAt && !task.dueAllDay) return;
    void reschedule(task, { dueAt, dueAllDay: false }, `${formatDay(day)}, ${formatTime(dueAt, { timeZone, hour12 })}`);
  };
  const moveToTray = (taskId: string) => {
    const task = taskById(taskId);
    if (!task || task.dueAt === null) return;
    // The server dates a repeating task by its rule: it would come straight back from the tray.
    if (task.recurrence) {
      showToast(`“${task.title}” repeats, so it always has a date. Stop its repeating (Edit) to take the date off.`);
      return;
    }
    void reschedule(task, { dueAt: null, dueAllDay: false }, "No date");
  };

  const completeAsking = useCompleteAsking(actions);
  const itemActions: TaskItemActions = {
    toggle: completeAsking.toggle,
    edit: setEditing,
    remove: actions.remove,
    filterByTag: (tag) => navigate(`/tasks?tag=${encodeURIComponent(tag)}`),
  };
  const emptyDays = new Map<string, Task[]>();
  const grid = (byDay: ReadonlyMap<string, Task[]>) => {
    const days = (
      <CalendarGrid
        label={title}
        weeks={weeks}
        month={mode === "month" ? date.month : undefined}
        today={today}
        focused={date}
        byDay={byDay}
        chipped={mode === "week" ? (task) => task.dueAllDay : undefined}
        onFocusDay={(day) => onChange({ date: day }, { replace: true })}
        pageFrom={step}
        onOpenDay={setOpenDay}
        onDropTask={moveToDay}
      />
    );
    if (mode === "month") return days;
    return <WeekHours days={weeks[0] ?? []} byDay={byDay} allDay={days} onDropTask={moveToTime} />;
  };

  return (
    <div className="calendar" data-mode={mode}>
      <div className="calendar-toolbar">
        <h2 id={titleId} className="calendar-title" aria-live="polite">
          {title}
        </h2>
        <div className="calendar-nav">
          <button
            type="button"
            className="icon-button"
            aria-label={`Previous ${unit}`}
            title={`Previous ${unit}`}
            onClick={() => onChange({ date: step(date, -1) })}
          >
            <ChevronLeft size={18} aria-hidden="true" />
          </button>
          <button type="button" className="button button-secondary" onClick={() => onChange({ date: today })}>
            Today
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={`Next ${unit}`}
            title={`Next ${unit}`}
            onClick={() => onChange({ date: step(date, 1) })}
          >
            <ChevronRight size={18} aria-hidden="true" />
          </button>
        </div>
        <fieldset className="view-tabs calendar-modes">
          <legend className="visually-hidden">Show</legend>
          {CALENDAR_MODES.map((each) => (
            <button
              key={each}
              type="button"
              className="view-tab"
              aria-pressed={mode === each}
              onClick={() => onChange({ mode: each })}
            >
              {each === "month" ? "Month" : "Week"}
            </button>
          ))}
        </fieldset>
      </div>

      <QueryStatus
        query={calendar.dated}
        loading={phone ? "Loading your calendar…" : grid(emptyDays)}
        failure="We couldn't load your calendar."
      >
        {() =>
          phone ? (
            <Agenda
              days={weeks.flat().filter((day) => mode === "week" || day.month === date.month)}
              today={today}
              byDay={calendar.byDay}
              actions={itemActions}
              title={title}
              onOpenDay={setOpenDay}
            />
          ) : (
            grid(calendar.byDay)
          )
        }
      </QueryStatus>
      {calendar.moreDated && (
        <p className="notice" role="status">
          These days have more than {CALENDAR_TASKS_MAX.toLocaleString()} tasks: only the first{" "}
          {CALENDAR_TASKS_MAX.toLocaleString()} are shown. The task list shows them all.
        </p>
      )}

      <Tray
        undated={calendar.undated}
        tasks={calendar.tray}
        more={calendar.moreUndated}
        actions={itemActions}
        onDropTask={moveToTray}
      />

      {openDay && (
        <DayDialog
          day={openDay}
          tasks={calendar.byDay.get(dayKey(openDay)) ?? []}
          actions={itemActions}
          onAdd={(input) => actions.create(input, calendar.daysKey)}
          onClose={() => setOpenDay(undefined)}
        />
      )}
      {completeAsking.dialog}
      {editing && (
        <TaskEditDialog
          task={editing}
          onSave={actions.save}
          onSkip={actions.skip}
          onClose={() => setEditing(undefined)}
        />
      )}
    </div>
  );
}

/** The days with tasks, one after another: a phone's calendar. Each day opens as in the grid, to add to it. */
function Agenda({
  days,
  today,
  byDay,
  actions,
  title,
  onOpenDay,
}: {
  days: CalendarDay[];
  today: CalendarDay;
  byDay: ReadonlyMap<string, Task[]>;
  actions: TaskItemActions;
  title: string;
  onOpenDay: (day: CalendarDay) => void;
}) {
  const busy = days.filter((day) => (byDay.get(dayKey(day)) ?? []).length > 0);
  if (busy.length === 0) return <p className="notice">No tasks due in {title.replace(/^Week of/, "the week of")}.</p>;
  return (
    <ol className="calendar-agenda" aria-label={title}>
      {busy.map((day) => (
        <li key={dayKey(day)} className="calendar-agenda-day" aria-current={sameDay(day, today) ? "date" : undefined}>
          <h3 className="calendar-agenda-title">
            {formatDay(day)}
            {sameDay(day, today) && <span className="calendar-today-badge">Today</span>}
            <button
              type="button"
              className="icon-button calendar-agenda-add"
              aria-label={`Add a task on ${formatDay(day)}`}
              title={`Add a task on ${formatDay(day)}`}
              onClick={() => onOpenDay(day)}
            >
              <Plus size={18} aria-hidden="true" />
            </button>
          </h3>
          <TaskList tasks={byDay.get(dayKey(day)) ?? []} actions={actions} />
        </li>
      ))}
    </ol>
  );
}

/**
 * The undated tasks: dragged onto a day to date them; a dated task dragged here loses its date. Empty, it says
 * why: no tasks yet, none open, or every open one dated; and when they could not be loaded, that.
 */
function Tray({
  undated,
  tasks,
  more,
  actions,
  onDropTask,
}: {
  /** The query of the undated tasks: whether they are loaded, loading or failed. */
  undated: ReturnType<typeof useCalendarTasks>["undated"];
  /** Those shown: open and not in a list being deleted. */
  tasks: Task[];
  /** Loads the next page, when there is one. */
  more: (() => void) | undefined;
  actions: TaskItemActions;
  onDropTask: (taskId: string) => void;
}) {
  const headingId = useId();
  const [dropping, setDropping] = useState(false);
  return (
    <section
      className="calendar-tray"
      aria-labelledby={headingId}
      data-drop={dropping || undefined}
      {...taskDropZone((over) => setDropping(over === true), onDropTask)}
    >
      <h2 id={headingId} className="calendar-tray-title">
        No date
      </h2>
      <QueryStatus
        query={undated}
        loading={
          <p className="calendar-tray-empty" role="status">
            Loading tasks without a date…
          </p>
        }
        failure="We couldn't load your tasks without a date."
      >
        {() => (tasks.length === 0 ? <EmptyTray /> : <TaskList tasks={tasks} actions={actions} />)}
      </QueryStatus>
      {more && (
        <button
          type="button"
          className="button button-secondary calendar-tray-more"
          onClick={more}
          disabled={undated.isFetchingNextPage}
        >
          {undated.isFetchingNextPage ? "Loading…" : "Show more"}
        </button>
      )}
    </section>
  );
}

/**
 * An empty tray, told apart by the user's task counts (those of the navigation's lists): an undated task would be
 * in the tray, so none there means no tasks at all, none open, or every open one with a date.
 */
function EmptyTray() {
  const lists = useLists();
  return (
    <QueryStatus
      query={lists}
      loading={
        <p className="calendar-tray-empty" role="status">
          Loading…
        </p>
      }
      failure="We couldn't count your tasks."
    >
      {(overview) => {
        const { open, all } = taskTotals(overview);
        if (open > 0) {
          return <p className="calendar-tray-empty">Every open task has a date. Drag one here to take its date off.</p>;
        }
        return (
          <div className="calendar-tray-empty">
            <p>
              {all === 0
                ? "No tasks yet. Tasks without a date wait here until you drag them onto a day."
                : "No open tasks: everything is done."}
            </p>
            <Link to="/add-task">Add a task</Link>
          </div>
        );
      }}
    </QueryStatus>
  );
}

/** The user's tasks, open ones and all, in the Inbox and every list. */
function taskTotals({ inbox, lists }: ListsOverview) {
  return [inbox, ...lists].reduce(
    (totals, list) => ({ open: totals.open + list.openCount, all: totals.all + list.taskCount }),
    { open: 0, all: 0 },
  );
}
