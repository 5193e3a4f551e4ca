import { TASK_PRIORITIES, type Task, type TaskPriority } from "../../../../shared/schemas/task";
import { PRIORITY_LABELS } from "../../../lib/priority-labels";
import { fromDueInput, toDueInput } from "./due-input";
import { reminderInputOf, remindersOf, SERVER_DEFAULT_REMINDERS } from "./reminder-input";
import { NO_REPEAT, type RepeatChoice, recurrenceOf, repeatInputOf } from "./repeat-input";

/**
 * What the task forms hold, as typed: the due day and time apart, tags as one comma-separated line.
 * (A type rather than an interface, so it counts as the record of texts a form holds.)
 */
export type TaskFormValues = {
  title: string;
  description: string;
  date: string;
  time: string;
  priority: TaskPriority;
  tags: string;
  /** The repeat picker (see repeat-input.ts). */
  repeat: RepeatChoice;
  repeatEvery: string;
  repeatDays: string;
  repeatMonthDay: string;
  repeatRule: string;
  /** The list's id; empty: the Inbox. */
  list: string;
  /** The reminder picker (see reminder-input.ts). */
  reminders: string;
};

export const EMPTY_TASK_FORM: TaskFormValues = {
  title: "",
  description: "",
  date: "",
  time: "",
  priority: "none",
  tags: "",
  ...NO_REPEAT,
  list: "",
  reminders: SERVER_DEFAULT_REMINDERS,
};

export const PRIORITY_OPTIONS = TASK_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }));

export function taskFormValuesOf(task: Task, timeZone: string): TaskFormValues {
  return {
    title: task.title,
    description: task.description,
    ...toDueInput(task.dueAt, task.dueAllDay, timeZone),
    priority: task.priority,
    tags: task.tags.join(", "),
    ...repeatInputOf(task.recurrence),
    list: task.listId ?? "",
    reminders: reminderInputOf(task.reminders),
  };
}

/** The form as the API's fields, for the shared schemas to check; the day and time are the user's. */
export function taskInputOf(values: TaskFormValues, timeZone: string) {
  const { title, description, date, time, priority, tags } = values;
  return {
    title,
    description,
    ...fromDueInput({ date, time }, timeZone),
    priority,
    tags: tags
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    recurrence: recurrenceOf(values),
    listId: values.list || null,
    ...remindersOf(values.reminders),
  };
}

/** The API names fields by what it stores; each message goes under the input the user typed into. */
export const TASK_ERROR_ALIASES = { dueAt: "date", dueAllDay: "date", recurrence: "repeat", listId: "list" } as const;
