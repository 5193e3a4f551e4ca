import type { Reminder } from "../../../shared/schemas/task";

/** When a reminder is due: its instant, or its minutes before the task's due date (null when the task has none). */
export function fireAtOf(reminder: Reminder, dueAt: string | null): string | null {
  if ("at" in reminder) return reminder.at;
  return dueAt === null ? null : new Date(Date.parse(dueAt) - reminder.minutesBefore * 60_000).toISOString();
}

/**
 * Whether a reminder written at `now` is pending: one due already is settled as it is written (see
 * `reminderRow` in tasks.repository.ts); a relative one of an undated task waits for a due date.
 */
export function isPendingWhenWritten(reminder: Reminder, dueAt: string | null, now: string): boolean {
  const fireAt = fireAtOf(reminder, dueAt);
  return fireAt === null || fireAt > now;
}
