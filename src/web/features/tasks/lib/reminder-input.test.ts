import { describe, expect, it } from "vitest";
import {
  reminderAtInput,
  reminderInputOf,
  remindersOf,
  remindersShown,
  SERVER_DEFAULT_REMINDERS,
} from "./reminder-input";

describe("the reminder picker's value", () => {
  const reminders = [{ minutesBefore: 60 }, { at: "2026-11-30T15:00:00.000Z" }, { minutesBefore: 0 }];

  it("sends a task's reminders back as they came, in their canonical order", () => {
    const input = reminderInputOf(reminders);
    expect(remindersOf(input)).toEqual({
      reminders: [{ at: "2026-11-30T15:00:00.000Z" }, { minutesBefore: 0 }, { minutesBefore: 60 }],
    });
    expect(remindersShown(input, { dueHasTime: false, defaultMinutes: 10 })).toEqual(remindersOf(input).reminders);
  });

  it("leaves reminders out while untouched, and shows the default the server will give a task due at a time", () => {
    expect(remindersOf(SERVER_DEFAULT_REMINDERS)).toEqual({});
    expect(remindersShown(SERVER_DEFAULT_REMINDERS, { dueHasTime: true, defaultMinutes: 10 })).toEqual([
      { minutesBefore: 10 },
    ]);
    expect(remindersShown(SERVER_DEFAULT_REMINDERS, { dueHasTime: false, defaultMinutes: 10 })).toEqual([]);
    expect(remindersShown(SERVER_DEFAULT_REMINDERS, { dueHasTime: true, defaultMinutes: null })).toEqual([]);
  });

  it("keeps one of a reminder chosen twice", () => {
    expect(remindersOf(reminderInputOf([{ minutesBefore: 10 }, { minutesBefore: 10 }]))).toEqual({
      reminders: [{ minutesBefore: 10 }],
    });
  });

  it("sends an empty list once every reminder is removed, so no default is added", () => {
    expect(remindersOf(reminderInputOf([]))).toEqual({ reminders: [] });
  });
});

describe("reminderAtInput", () => {
  it("reads a date and time as the user's clocks show it", () => {
    expect(reminderAtInput("2026-11-30T16:00", "Europe/Berlin")).toEqual({ at: "2026-11-30T15:00:00.000Z" });
    expect(reminderAtInput("2026-06-30T16:00", "America/New_York")).toEqual({ at: "2026-06-30T20:00:00.000Z" });
  });

  it("takes nothing without both a date and a time", () => {
    expect(reminderAtInput("", "UTC")).toBeUndefined();
    expect(reminderAtInput("2026-11-30", "UTC")).toBeUndefined();
  });
});
