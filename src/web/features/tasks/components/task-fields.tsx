import { useId } from "react";
import type { TaskPriority } from "../../../../shared/schemas/task";
import type { FieldErrors } from "../../../components/form-helpers";
import { TextField } from "../../../components/text-field";
import { usePreferences } from "../../../lib/preferences";
import { firstDayOfWeek, quickDates } from "../quick-dates";
import { PRIORITY_OPTIONS, type TaskFormValues } from "../task-form-values";
import "./tasks.css";

const QUICK_DATES = [
  { key: "today", label: "Today" },
  { key: "tomorrow", label: "Tomorrow" },
  { key: "nextWeek", label: "Next week" },
] as const;

interface TaskFieldsProps {
  values: TaskFormValues;
  errors: FieldErrors;
  onChange: (name: keyof TaskFormValues, value: string) => void;
  /** The Add Task screen's placeholders, which the product's copy asks for. */
  placeholders?: { title: string; description: string };
}

/** Every field of a task, the same in every task form: title, description, and the optional details. */
export function TaskFields({ values, errors, onChange, placeholders }: TaskFieldsProps) {
  const priorityId = useId();
  const { timeZone, weekStart } = usePreferences();
  const shortcuts = quickDates(new Date(), timeZone, firstDayOfWeek(weekStart));
  return (
    <>
      <TextField
        label="Title"
        name="title"
        placeholder={placeholders?.title}
        value={values.title}
        onChange={(event) => onChange("title", event.target.value)}
        error={errors.title}
      />
      <TextField
        multiline
        label="Description"
        name="description"
        placeholder={placeholders?.description}
        value={values.description}
        onChange={(event) => onChange("description", event.target.value)}
        error={errors.description}
      />
      <div className="task-detail-fields">
        <TextField
          label="Due date"
          name="date"
          type="date"
          value={values.date}
          onChange={(event) => onChange("date", event.target.value)}
          error={errors.date}
        />
        <TextField
          label="Time (optional)"
          name="time"
          type="time"
          value={values.time}
          disabled={!values.date}
          onChange={(event) => onChange("time", event.target.value)}
        />
        <fieldset className="quick-dates">
          <legend className="visually-hidden">Quick due dates</legend>
          {QUICK_DATES.map(({ key, label }) => (
            <button key={key} type="button" className="quick-date" onClick={() => onChange("date", shortcuts[key])}>
              {label}
            </button>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={priorityId}>Priority</label>
          <select
            id={priorityId}
            name="priority"
            value={values.priority}
            onChange={(event) => onChange("priority", event.target.value as TaskPriority)}
          >
            {PRIORITY_OPTIONS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Tags"
          name="tags"
          placeholder="work, errands"
          value={values.tags}
          hint="Separate tags with commas"
          onChange={(event) => onChange("tags", event.target.value)}
          error={errors.tags}
        />
      </div>
    </>
  );
}
