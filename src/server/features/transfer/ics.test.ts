import { describe, expect, it } from "vitest";
import type { Task } from "../../../shared/schemas/task";
import { icsTodo } from "./ics";

const task: Task & { dueAt: string } = {
  id: "7d0c2c3e-0000-4000-8000-000000000001",
  title: "Call; then write, a note",
  description: `Line one\nLine two ${"é".repeat(60)}`,
  completed: true,
  completedAt: "2026-11-20T10:00:00.000Z",
  dueAt: "2026-11-29T23:00:00.000Z",
  dueAllDay: true,
  priority: "high",
  tags: ["work", "calls"],
  reminders: [],
  recurrence: null,
  postponedCount: 0,
  listId: null,
  position: 1,
  parentId: null,
  subtasks: { done: 0, total: 0 },
  version: 2,
  createdAt: "2026-11-01T08:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
};

describe("icsTodo", () => {
  const ics = icsTodo(task, "Europe/Berlin", new Date("2026-11-23T12:00:00Z"));

  it("writes the task as a VTODO with escaped text, its day in the user's zone, priority and status", () => {
    expect(ics).toContain("SUMMARY:Call\\; then write\\, a note\r\n");
    expect(ics).toContain("DUE;VALUE=DATE:20261130\r\n");
    expect(ics).toContain("PRIORITY:1\r\n");
    expect(ics).toContain("CATEGORIES:work,calls\r\n");
    expect(ics).toContain("STATUS:COMPLETED\r\nCOMPLETED:20261120T100000Z\r\n");
    expect(ics).toContain("DTSTAMP:20261123T120000Z\r\n");
  });

  it("folds lines at 75 octets without splitting a character", () => {
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replaceAll("\r\n ", "");
    expect(unfolded).toContain(`DESCRIPTION:Line one\\nLine two ${"é".repeat(60)}\r\n`);
  });

  it("escapes every line break as \\n: CRLF, LF and a bare CR", () => {
    const text = icsTodo({ ...task, title: "a\rb", description: "c\r\nd\ne\rf", tags: ["g\rh"] }, "UTC", new Date());
    expect(text).toContain("SUMMARY:a\\nb\r\n");
    expect(text).toContain("DESCRIPTION:c\\nd\\ne\\nf\r\n");
    expect(text).toContain("CATEGORIES:g\\nh\r\n");
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
  });

  it("gives a repeating task its RRULE, unescaped, and a DTSTART equal to its due date", () => {
    const allDay = icsTodo({ ...task, recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH" }, "Europe/Berlin", new Date());
    expect(allDay).toContain(
      "DTSTART;VALUE=DATE:20261130\r\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH\r\nDUE;VALUE=DATE:20261130\r\n",
    );
    const timed = icsTodo({ ...task, dueAllDay: false, recurrence: "FREQ=DAILY" }, "Europe/Berlin", new Date());
    expect(timed).toContain("DTSTART:20261129T230000Z\r\nRRULE:FREQ=DAILY\r\nDUE:20261129T230000Z\r\n");
    expect(ics).not.toMatch(/DTSTART|RRULE/);
  });

  it("gives a timed task its instant in UTC", () => {
    expect(icsTodo({ ...task, dueAllDay: false }, "Europe/Berlin", new Date())).toContain("DUE:20261129T230000Z\r\n");
  });
});
