import { describe, expect, it } from "vitest";
import { REMINDER_MINUTES_BEFORE_MAX } from "../../../shared/limits";
import { durationLabel, minutesBeforeLabel, reminderLabel } from "./reminder-labels";

describe("minutesBeforeLabel", () => {
  it.each([
    [0, "At due time"],
    [1, "1 min before"],
    [10, "10 min before"],
    [60, "1 h before"],
    [90, "1 h 30 min before"],
    [120, "2 h before"],
    [1440, "1 day before"],
    [1441, "1 day 1 min before"],
    [1500, "1 day 1 h before"],
    [2880, "2 days before"],
    [REMINDER_MINUTES_BEFORE_MAX, "1 week before"],
  ])("%i minutes: %s", (minutes, label) => {
    expect(minutesBeforeLabel(minutes)).toBe(label);
  });
});

describe("durationLabel", () => {
  it("counts whole weeks as weeks and anything else in days, hours and minutes", () => {
    expect(durationLabel(2 * 10_080)).toBe("2 weeks");
    expect(durationLabel(10_080 + 60)).toBe("7 days 1 h");
  });
});

describe("reminderLabel", () => {
  const now = new Date("2026-11-26T08:00:00Z");
  it("names a reminder at an instant by its day and time in the user's zone and clock", () => {
    const format = { timeZone: "Europe/Berlin", locale: "en-GB", hour12: false, now };
    expect(reminderLabel({ at: "2026-11-26T13:30:00.000Z" }, format)).toBe("Today, 14:30");
    expect(reminderLabel({ at: "2026-11-30T08:00:00.000Z" }, format)).toBe("Mon 30 Nov, 09:00");
  });

  it("names a relative reminder by its distance before the due time", () => {
    expect(reminderLabel({ minutesBefore: 60 }, { now })).toBe("1 h before");
  });
});
