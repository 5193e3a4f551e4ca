import { type Reminder, sortReminders } from "../../../../shared/schemas/task";
import { fromDueInput } from "./due-input";

/**
 * The reminder picker as the form holds it: the task's reminders as JSON text (a form holds texts), or
 * `SERVER_DEFAULT_REMINDERS` in the Add Task form until the picker is used, so that the task is sent without
 * `reminders` and gets the user's default reminder from the server.
 */
export const SERVER_DEFAULT_REMINDERS = "default";

export const reminderInputOf = (reminders: Reminder[]): string => JSON.stringify(sortReminders(reminders));

/** What the picker shows: the reminders chosen, or (untouched) the default the server will give a task due at a time. */
export function remindersShown(
  input: string,
  { dueHasTime, defaultMinutes }: { dueHasTime: boolean; defaultMinutes: number | null },
): Reminder[] {
  if (input !== SERVER_DEFAULT_REMINDERS) return JSON.parse(input) as Reminder[];
  return dueHasTime && defaultMinutes !== null ? [{ minutesBefore: defaultMinutes }] : [];
}

/** The picker as the API's `reminders`: omitted while untouched (the server applies the default). */
export const remindersOf = (input: string): { reminders?: Reminder[] } =>
  input === SERVER_DEFAULT_REMINDERS ? {} : { reminders: JSON.parse(input) as Reminder[] };

/** A `datetime-local` input's value ("2026-11-30T16:00") in the user's zone as a reminder at that instant. */
export function reminderAtInput(value: string, timeZone: string): { at: string } | undefined {
  const [date = "", time = ""] = value.split("T");
  const { dueAt } = fromDueInput({ date, time: time.slice(0, 5) }, timeZone);
  return dueAt && time ? { at: dueAt } : undefined;
}
