import type { Task } from "../../../shared/schemas/task";
import { wallClockAt } from "../../../shared/time/zoned-time";

const LINE_OCTETS_MAX = 75;
/** RFC 5545 priorities: 1 highest, 9 lowest, 0 undefined. */
const PRIORITY = { none: 0, low: 9, medium: 5, high: 1 } as const;

/** RFC 5545 TEXT: every line break (CRLF, LF, or a bare CR, which calendars also read as one) becomes "\\n". */
const escapeText = (text: string) =>
  text
    .replaceAll("\\", "\\\\")
    .replaceAll(";", "\\;")
    .replaceAll(",", "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

/** "2026-11-30T16:00:00.000Z" → "20261130T160000Z" */
const utc = (iso: string) => `${iso.slice(0, 19).replace(/[-:]/g, "")}Z`;

const pad = (value: number) => String(value).padStart(2, "0");

/** Long lines go on after a line break and a space, never splitting a character (RFC 5545, 3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let part = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // Continuation lines start with a space, which counts.
    if (octets + size > LINE_OCTETS_MAX - (parts.length > 0 ? 1 : 0)) {
      parts.push(part);
      part = "";
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return `${parts.join("\r\n ")}\r\n`;
}

export const icsHeader = () =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Taskmind//Taskmind//EN", "CALSCALE:GREGORIAN"].map(fold).join("");

export const icsFooter = () => fold("END:VCALENDAR");

/**
 * A task with a due date as a VTODO. An all-day task is due on its day where the user is (a DATE value);
 * a timed one at its instant, in UTC. A repeating task has its RRULE, and a DTSTART (which RFC 5545 wants with
 * one) equal to its due date: the series is anchored there, as decision 009 has it.
 */
export function icsTodo(task: Task & { dueAt: string }, timeZone: string, now: Date): string {
  let when = `:${utc(task.dueAt)}`;
  if (task.dueAllDay) {
    const { year, month, day } = wallClockAt(new Date(task.dueAt), timeZone);
    when = `;VALUE=DATE:${year}${pad(month)}${pad(day)}`;
  }
  // A RECUR value, not TEXT: its ";" and "," are its structure, so it is not escaped (it is validated and canonical).
  const repeats = task.recurrence ? [`DTSTART${when}`, `RRULE:${task.recurrence}`] : [];
  const lines = [
    "BEGIN:VTODO",
    `UID:${task.id}@taskmind`,
    `DTSTAMP:${utc(now.toISOString())}`,
    `CREATED:${utc(task.createdAt)}`,
    `LAST-MODIFIED:${utc(task.updatedAt)}`,
    `SUMMARY:${escapeText(task.title)}`,
    ...(task.description ? [`DESCRIPTION:${escapeText(task.description)}`] : []),
    ...repeats,
    `DUE${when}`,
    `PRIORITY:${PRIORITY[task.priority]}`,
    ...(task.tags.length > 0 ? [`CATEGORIES:${task.tags.map(escapeText).join(",")}`] : []),
    ...(task.completed && task.completedAt
      ? ["STATUS:COMPLETED", `COMPLETED:${utc(task.completedAt)}`]
      : ["STATUS:NEEDS-ACTION"]),
    "END:VTODO",
  ];
  return lines.map(fold).join("");
}
