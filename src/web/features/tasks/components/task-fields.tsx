import type { ReactNode } from "react";
import type { TaskPriority } from "../../../../shared/schemas/task";
import { firstWeekday } from "../../../../shared/time/calendar";
import { FormField } from "../../../components/form-field";
import { SelectField, TextField } from "../../../components/text-field";
import type { BoundForm } from "../../../components/use-form";
import { usePreferences } from "../../../lib/preferences";
import { useLists } from "../../lists/hooks/use-lists";
import { quickDates } from "../lib/quick-dates";
import { PRIORITY_OPTIONS, type TaskFormValues } from "../lib/task-form-values";
import { ReminderFields } from "./reminder-fields";
import { RepeatFields } from "./repeat-fields";
import "./tasks.css";

const QUICK_DATES = [
  { key: "today", label: "Today" },
  { key: "tomorrow", label: "Tomorrow" },
  { key: "nextWeek", label: "Next week" },
] as const;

interface TaskFieldsProps {
  form: BoundForm<TaskFormValues>;
  /** The Add Task screen's placeholders, which the product's copy asks for. */
  placeholders?: { title: string; description: string };
  /** A title field of the form's own (the add-task screen's fills the other fields with what it says). */
  titleField?: ReactNode;
}

/** Every field of a task, the same in every task form: title, description, and the optional details. */
export function TaskFields({ form, placeholders, titleField }: TaskFieldsProps) {
  // Archived lists are offered only to the task already in one.
  const lists = useLists().data?.lists ?? [];
  const listChoices = lists.filter((list) => !list.archived || list.id === form.values.list);
  const { timeZone, weekStart } = usePreferences();
  const shortcuts = quickDates(new Date(), timeZone, firstWeekday(weekStart));
  const { values, setField } = form;
  // Clearing the day clears the time, which means nothing without it.
  const setDate = (date: string) => {
    setField("date", date);
    if (!date) setField("time", "");
  };
  return (
    <>
      {titleField ?? <FormField form={form} name="title" label="Title" placeholder={placeholders?.title} />}
      <FormField form={form} name="description" label="Description" multiline placeholder={placeholders?.description} />
      <div className="task-detail-fields">
        <TextField
          label="Due date"
          name="date"
          type="date"
          value={values.date}
          onChange={(event) => setDate(event.target.value)}
          error={form.fieldErrors.date}
        />
        <FormField form={form} name="time" label="Time (optional)" type="time" disabled={!values.date} />
        <fieldset className="quick-dates">
          <legend className="visually-hidden">Quick due dates</legend>
          {QUICK_DATES.map(({ key, label }) => (
            <button key={key} type="button" className="chip" onClick={() => setDate(shortcuts[key])}>
              {label}
            </button>
          ))}
        </fieldset>
        <SelectField
          label="Priority"
          name="priority"
          value={values.priority}
          onChange={(event) => setField("priority", event.target.value as TaskPriority)}
          options={PRIORITY_OPTIONS}
        />
        <SelectField
          label="List"
          name="list"
          value={values.list}
          onChange={(event) => setField("list", event.target.value)}
          error={form.fieldErrors.list}
          options={[
            { value: "", label: "Inbox" },
            ...listChoices.map((list) => ({
              value: list.id,
              label: list.emoji ? `${list.emoji} ${list.name}` : list.name,
            })),
          ]}
        />
        <FormField form={form} name="tags" label="Tags" placeholder="work, errands" hint="Separate tags with commas" />
        <RepeatFields form={form} />
        <ReminderFields form={form} dueHasTime={Boolean(values.date && values.time)} />
      </div>
    </>
  );
}
