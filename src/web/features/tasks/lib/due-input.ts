import { instantAt, wallClockAt } from "../../../../shared/time/zoned-time";

/** What the date and time inputs hold: "2026-11-30" and "17:00", or "" when empty. */
export interface DueInput {
  date: string;
  time: string;
}

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * A task's due instant as the date and time the user's clocks show (no time for an all-day task).
 * `timeZone` is the user's (their preference); the browser's when undefined.
 */
export function toDueInput(dueAt: string | null, dueAllDay: boolean, timeZone?: string): DueInput {
  if (dueAt === null) return { date: "", time: "" };
  const { year, month, day, hour, minute } = wallClockAt(new Date(dueAt), timeZone);
  return { date: `${year}-${pad(month)}-${pad(day)}`, time: dueAllDay ? "" : `${pad(hour)}:${pad(minute)}` };
}

/**
 * The inputs as the API wants them: a day without a time is all-day and stands for that day's midnight in
 * the user's time zone (the server compares it with the start of their day); no date means no due date.
 */
export function fromDueInput(
  { date, time }: DueInput,
  timeZone?: string,
): { dueAt: string | null; dueAllDay: boolean } {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!day) return { dueAt: null, dueAllDay: false };
  const [hour = 0, minute = 0] = time ? time.split(":").map(Number) : [];
  const due = instantAt({ year: Number(day[1]), month: Number(day[2]), day: Number(day[3]), hour, minute }, timeZone);
  return { dueAt: due.toISOString(), dueAllDay: !time };
}
