import { Bell, X } from "lucide-react";
import { useId, useState } from "react";
import { TASK_REMINDERS_MAX } from "../../../../shared/limits";
import { type Reminder, reminderKey, TASK_MESSAGES } from "../../../../shared/schemas/task";
import { formatMinutesBefore, formatReminder } from "../../../../shared/time/format-date";
import { FieldError } from "../../../components/form-controls";
import type { BoundForm } from "../../../components/use-form";
import { usePreferences } from "../../../lib/preferences";
import { reminderAtInput, reminderInputOf, remindersShown, SERVER_DEFAULT_REMINDERS } from "../lib/reminder-input";
import { COMMON_MINUTES_BEFORE } from "../lib/reminder-labels";
import type { TaskFormValues } from "../lib/task-form-values";

/** How the add buttons name the relative reminders (the chips say it shorter). */
const ADD_LABELS: Record<(typeof COMMON_MINUTES_BEFORE)[number], string> = {
  0: "At due time",
  10: "10 minutes before",
  60: "1 hour before",
  1440: "1 day before",
};

/**
 * A task's reminders as removable chips, and buttons adding the usual ones or one at a chosen day and time (in
 * the user's zone). Reminders before the due time need a due time, so they are offered only once it has one
 * (`dueHasTime`: the form's due date has a time, or, without one, the due date its title says has).
 */
export function ReminderFields({ form, dueHasTime }: { form: BoundForm<TaskFormValues>; dueHasTime: boolean }) {
  const { values, setField, fieldErrors } = form;
  const { timeZone, hour12, defaultReminderMinutes } = usePreferences();
  const ids = useId();
  const [choosingTime, setChoosingTime] = useState(false);
  const [atValue, setAtValue] = useState("");
  const [atError, setAtError] = useState<string>();
  const untouched = values.reminders === SERVER_DEFAULT_REMINDERS;
  const reminders = remindersShown(values.reminders, { dueHasTime, defaultMinutes: defaultReminderMinutes });
  const full = reminders.length >= TASK_REMINDERS_MAX;
  const error = fieldErrors.reminders;
  const setReminders = (next: Reminder[]) => setField("reminders", reminderInputOf(next));
  // A reminder chosen twice counts once (reminderInputOf keeps one of each, as the server does).
  const add = (reminder: Reminder) => setReminders([...reminders, reminder]);
  const format = { timeZone, hour12, now: new Date() };

  const addAt = () => {
    const reminder = reminderAtInput(atValue, timeZone);
    if (!reminder) {
      setAtError("Choose a day and a time.");
      return;
    }
    if (Date.parse(reminder.at) <= Date.now()) {
      setAtError("That time has passed: choose one ahead.");
      return;
    }
    add(reminder);
    setChoosingTime(false);
    setAtValue("");
    setAtError(undefined);
  };

  const chosen = new Set(reminders.map(reminderKey));
  const relativeChoices = COMMON_MINUTES_BEFORE.filter(
    (minutes) => !chosen.has(reminderKey({ minutesBefore: minutes })),
  );
  const errorId = `${ids}-error`;
  const hints = [
    full && { id: `${ids}-full`, text: TASK_MESSAGES.tooManyReminders },
    !dueHasTime && { id: `${ids}-due`, text: "Set a due time to remind before it." },
    untouched &&
      reminders.length > 0 &&
      defaultReminderMinutes !== null && {
        id: `${ids}-default`,
        text: `Your default reminder: ${formatMinutesBefore(defaultReminderMinutes)}`,
      },
  ].filter((hint) => hint !== false);
  const describedBy = [error && errorId, ...hints.map((hint) => hint.id)].filter(Boolean).join(" ");

  return (
    <fieldset
      className="reminder-fields"
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      tabIndex={error ? -1 : undefined}
    >
      <legend>Reminders</legend>
      {reminders.length > 0 ? (
        <ul className="reminder-chips" aria-label="Reminders of this task">
          {reminders.map((reminder) => {
            const label = formatReminder(reminder, format);
            return (
              <li key={reminderKey(reminder)} className="reminder-chip">
                <Bell size={14} aria-hidden="true" />
                <span>{label}</span>
                <button
                  type="button"
                  className="reminder-chip-remove"
                  aria-label={`Remove reminder ${label}`}
                  onClick={() =>
                    setReminders(reminders.filter((shown) => reminderKey(shown) !== reminderKey(reminder)))
                  }
                >
                  <X size={14} aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="reminder-none">No reminders.</p>
      )}
      <fieldset className="reminder-add">
        <legend className="visually-hidden">Add reminder</legend>
        <span className="reminder-add-label" aria-hidden="true">
          Add reminder
        </span>
        {dueHasTime &&
          relativeChoices.map((minutes) => (
            <button
              key={minutes}
              type="button"
              className="chip"
              disabled={full}
              onClick={() => add({ minutesBefore: minutes })}
            >
              {ADD_LABELS[minutes]}
            </button>
          ))}
        <button
          type="button"
          className="chip"
          disabled={full}
          aria-expanded={choosingTime}
          aria-controls={choosingTime ? `${ids}-at-panel` : undefined}
          onClick={() => {
            // Starting from the due time, when there is one: a reminder is often set on the due day.
            if (!choosingTime && !atValue && values.date && values.time) setAtValue(`${values.date}T${values.time}`);
            setChoosingTime(!choosingTime);
          }}
        >
          At a time…
        </button>
      </fieldset>
      {choosingTime && !full && (
        <div id={`${ids}-at-panel`} className="reminder-at">
          <div className="field">
            <label htmlFor={`${ids}-at`}>Remind at</label>
            <input
              id={`${ids}-at`}
              type="datetime-local"
              value={atValue}
              aria-invalid={atError ? true : undefined}
              aria-describedby={atError ? `${ids}-at-error` : undefined}
              onChange={(event) => {
                setAtValue(event.target.value);
                setAtError(undefined);
              }}
              onKeyDown={(event) => {
                // Enter adds this reminder rather than sending the whole form.
                if (event.key !== "Enter") return;
                event.preventDefault();
                addAt();
              }}
            />
            {atError && <FieldError id={`${ids}-at-error`}>{atError}</FieldError>}
          </div>
          <button type="button" className="button button-secondary" onClick={addAt}>
            Add
          </button>
        </div>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {hints.map((hint) => (
        <p key={hint.id} id={hint.id} className="field-hint">
          {hint.text}
        </p>
      ))}
    </fieldset>
  );
}
