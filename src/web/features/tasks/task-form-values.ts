import { TASK_PRIORITIES, type Task, type TaskPriority } from "../../../shared/schemas/task";
import type { FieldErrors } from "../../components/form-helpers";
import { fromDueInput, toDueInput } from "./due-input";

/** What the task forms hold, as typed: the due day and time apart, tags as one comma-separated line. */
export interface TaskFormValues {
  title: string;
  description: string;
  date: string;
  time: string;
  priority: TaskPriority;
  tags: string;
}

export const EMPTY_TASK_FORM: TaskFormValues = {
  title: "",
  description: "",
  date: "",
  time: "",
  priority: "none",
  tags: "",
};

export const PRIORITY_LABELS: Record<TaskPriority, string> = {
  none: "None",
  low: "Low",
  medium: "Medium",
  high: "High",
};

export const PRIORITY_OPTIONS = TASK_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }));

/** The form after one field changed; clearing the day clears the time, which means nothing without it. */
export function withField(values: TaskFormValues, name: keyof TaskFormValues, value: string): TaskFormValues {
  return { ...values, [name]: value, ...(name === "date" && !value ? { time: "" } : {}) };
}

export function taskFormValuesOf(task: Task, timeZone: string): TaskFormValues {
  return {
    title: task.title,
    description: task.description,
    ...toDueInput(task.dueAt, task.dueAllDay, timeZone),
    priority: task.priority,
    tags: task.tags.join(", "),
  };
}

/** The form as the API's fields, for the shared schemas to check; the day and time are the user's. */
export function taskInputOf({ title, description, date, time, priority, tags }: TaskFormValues, timeZone: string) {
  return {
    title,
    description,
    ...fromDueInput({ date, time }, timeZone),
    priority,
    tags: tags
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
  };
}

/** The API names fields by what it stores; show each message under the input the user typed into. */
export function formErrorsOf(errors: FieldErrors): FieldErrors {
  const { dueAt, dueAllDay, ...rest } = errors;
  const date = dueAt ?? dueAllDay;
  return date ? { ...rest, date } : rest;
}
