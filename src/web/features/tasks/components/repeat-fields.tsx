import { useId } from "react";
import { describeRecurrence } from "../../../../shared/recurrence/description";
import { WEEKDAYS } from "../../../../shared/recurrence/rule";
import { FieldError } from "../../../components/form-controls";
import { FormField } from "../../../components/form-field";
import { TextField } from "../../../components/text-field";
import type { BoundForm } from "../../../components/use-form";
import { type RepeatChoice, recurrenceOf, toggleDay } from "../lib/repeat-input";
import type { TaskFormValues } from "../lib/task-form-values";

const CHOICE_LABELS: Record<RepeatChoice, string> = {
  none: "Does not repeat",
  daily: "Daily",
  weekdays: "Every weekday",
  weekly: "Weekly",
  monthly: "Monthly",
  yearly: "Yearly",
  custom: "Custom rule",
};
const UNITS: Partial<Record<RepeatChoice, string>> = {
  daily: "days",
  weekly: "weeks",
  monthly: "months",
  yearly: "years",
};
const DAY_LABELS = { MO: "Mon", TU: "Tue", WE: "Wed", TH: "Thu", FR: "Fri", SA: "Sat", SU: "Sun" } as const;
const MONTH_DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1));

/** How a task repeats: none, daily, weekdays, weekly on chosen days, monthly on a day, yearly, every N of them. */
export function RepeatFields({ form }: { form: BoundForm<TaskFormValues> }) {
  const repeatId = useId();
  const monthDayId = useId();
  const errorId = useId();
  const { values, setField, fieldErrors } = form;
  const unit = UNITS[values.repeat];
  const rule = recurrenceOf(values);
  const error = fieldErrors.repeat;
  return (
    <div className="repeat-fields">
      <div className="field">
        <label htmlFor={repeatId}>Repeat</label>
        <select
          id={repeatId}
          name="repeat"
          value={values.repeat}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setField("repeat", event.target.value as RepeatChoice)}
        >
          {Object.entries(CHOICE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        {error ? (
          <FieldError id={errorId}>{error}</FieldError>
        ) : (
          rule && <p className="field-hint">Repeats {describeRecurrence(rule)}</p>
        )}
      </div>
      {unit && (
        <TextField
          label={`Every how many ${unit}`}
          name="repeatEvery"
          inputMode="numeric"
          value={values.repeatEvery}
          onChange={(event) => setField("repeatEvery", event.target.value)}
        />
      )}
      {values.repeat === "weekly" && (
        <fieldset className="repeat-days">
          <legend>On</legend>
          {WEEKDAYS.map((day) => (
            <label key={day} className="repeat-day">
              <input
                type="checkbox"
                checked={values.repeatDays.split(",").includes(day)}
                onChange={() => setField("repeatDays", toggleDay(values.repeatDays, day))}
              />
              {DAY_LABELS[day]}
            </label>
          ))}
        </fieldset>
      )}
      {values.repeat === "monthly" && (
        <div className="field">
          <label htmlFor={monthDayId}>On day</label>
          <select
            id={monthDayId}
            name="repeatMonthDay"
            value={values.repeatMonthDay}
            onChange={(event) => setField("repeatMonthDay", event.target.value)}
          >
            <option value="">The due date's day</option>
            {MONTH_DAYS.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
            <option value="-1">Last day</option>
          </select>
        </div>
      )}
      {values.repeat === "custom" && (
        <FormField form={form} name="repeatRule" label="Rule (RRULE)" hint="e.g. FREQ=MONTHLY;BYDAY=1MO" />
      )}
    </div>
  );
}
