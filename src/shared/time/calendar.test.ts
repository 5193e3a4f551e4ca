import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  type CalendarDay,
  dayKey,
  dayNumberOf,
  dayOf,
  dayOfKey,
  dayOfNumber,
  daysInMonth,
  dueOnDay,
  firstWeekday,
  instantsOf,
  isoWeekday,
  monthWeeks,
  nthWeekdayOf,
  sameDay,
  startOfWeek,
  weekOf,
} from "./calendar";

const day = (key: string) => dayOfKey(key) as CalendarDay;
const keys = (days: CalendarDay[]) => days.map(dayKey);

describe("days", () => {
  it("add days across months, years and a leap day", () => {
    expect(dayKey(addDays(day("2026-11-30"), 1))).toBe("2026-12-01");
    expect(dayKey(addDays(day("2026-12-31"), 1))).toBe("2027-01-01");
    expect(dayKey(addDays(day("2028-03-01"), -1))).toBe("2028-02-29");
    expect(dayKey(addDays(day("2026-03-29"), 1))).toBe("2026-03-30");
  });

  it("add months, keeping to the shorter month's last day", () => {
    expect(dayKey(addMonths(day("2026-01-31"), 1))).toBe("2026-02-28");
    expect(dayKey(addMonths(day("2026-11-30"), 2))).toBe("2027-01-30");
    expect(dayKey(addMonths(day("2026-03-15"), -3))).toBe("2025-12-15");
  });

  it("name weekdays as ISO does, Monday 1 to Sunday 7", () => {
    expect(isoWeekday(day("2026-11-30"))).toBe(1);
    expect(isoWeekday(day("2026-11-29"))).toBe(7);
    expect(isoWeekday(day("2026-11-28"))).toBe(6);
  });

  it("compare, and read back only real days from keys", () => {
    expect(sameDay(day("2026-11-30"), { year: 2026, month: 11, day: 30 })).toBe(true);
    expect(sameDay(day("2026-11-30"), day("2026-12-30"))).toBe(false);
    expect(dayOfKey("2026-02-29")).toBeUndefined();
    expect(dayOfKey("2026-13-01")).toBeUndefined();
    expect(dayOfKey("2026-1-01")).toBeUndefined();
    expect(dayOfKey("today")).toBeUndefined();
    expect(dayKey(day("0999-01-02"))).toBe("0999-01-02");
  });

  it("find the day of an instant in a time zone", () => {
    expect(dayKey(dayOf("2026-11-30T23:30:00Z", "UTC"))).toBe("2026-11-30");
    expect(dayKey(dayOf("2026-11-30T23:30:00Z", "Europe/Berlin"))).toBe("2026-12-01");
    expect(dayKey(dayOf("2026-11-30T03:30:00Z", "America/New_York"))).toBe("2026-11-29");
  });
});

describe("weeks", () => {
  it("start on the chosen weekday", () => {
    expect(dayKey(startOfWeek(day("2026-11-29"), 1))).toBe("2026-11-23");
    expect(dayKey(startOfWeek(day("2026-11-29"), 7))).toBe("2026-11-29");
    expect(dayKey(startOfWeek(day("2026-11-27"), 6))).toBe("2026-11-21");
    expect(dayKey(startOfWeek(day("2026-11-28"), 6))).toBe("2026-11-28");
    expect(keys(weekOf(day("2026-12-02"), 1))).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
  });

  it("start where the locale says when the user leaves it to the locale", () => {
    expect(firstWeekday("locale", "en-US")).toBe(7);
    expect(firstWeekday("locale", "de-DE")).toBe(1);
    expect(firstWeekday("monday", "en-US")).toBe(1);
    expect(firstWeekday("sunday", "de-DE")).toBe(7);
    expect(firstWeekday("saturday")).toBe(6);
  });

  it("make a month's grid of whole weeks, four to six of them", () => {
    const november = monthWeeks({ year: 2026, month: 11 }, 1);
    expect(november).toHaveLength(6);
    expect(dayKey(november[0]?.[0] as CalendarDay)).toBe("2026-10-26");
    expect(dayKey(november[5]?.[6] as CalendarDay)).toBe("2026-12-06");
    expect(november.every((week) => week.length === 7)).toBe(true);
    // February 2026 begins on a Sunday: four weeks from Sunday, five from Monday.
    expect(monthWeeks({ year: 2026, month: 2 }, 7)).toHaveLength(4);
    expect(monthWeeks({ year: 2026, month: 2 }, 1)).toHaveLength(5);
  });
});

describe("instants of days", () => {
  it("cover a week that ends daylight saving time in Berlin: 169 hours", () => {
    const { from, before } = instantsOf({ from: day("2026-10-19"), to: day("2026-10-25") }, "Europe/Berlin");
    expect(from.toISOString()).toBe("2026-10-18T22:00:00.000Z");
    expect(before.toISOString()).toBe("2026-10-25T23:00:00.000Z");
    expect((before.getTime() - from.getTime()) / 3_600_000).toBe(169);
  });

  it("cover a week that begins daylight saving time in New York: 167 hours", () => {
    const { from, before } = instantsOf({ from: day("2026-03-08"), to: day("2026-03-14") }, "America/New_York");
    expect(from.toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(before.toISOString()).toBe("2026-03-15T04:00:00.000Z");
  });

  it("cover a six-week grid across a DST change in at most 42 days and an hour", () => {
    const weeks = monthWeeks({ year: 2026, month: 11 }, 1);
    const { from, before } = instantsOf(
      { from: weeks[0]?.[0] as CalendarDay, to: weeks.at(-1)?.[6] as CalendarDay },
      "America/New_York",
    );
    expect((before.getTime() - from.getTime()) / 3_600_000).toBe(42 * 24 + 1);
  });
});

describe("dueOnDay", () => {
  it("keeps a timed task's time of day on the new day, across a DST change", () => {
    // 09:30 in Berlin in summer time (07:30 UTC) moved into winter time is still 09:30 (08:30 UTC).
    expect(
      dueOnDay({ dueAt: "2026-10-23T07:30:00.000Z", dueAllDay: false }, day("2026-10-26"), "Europe/Berlin"),
    ).toEqual({
      dueAt: "2026-10-26T08:30:00.000Z",
      dueAllDay: false,
    });
    // 17:15 in New York in winter time (22:15 UTC) moved into summer time is still 17:15 (21:15 UTC).
    expect(
      dueOnDay({ dueAt: "2026-03-06T22:15:00.000Z", dueAllDay: false }, day("2026-03-09"), "America/New_York"),
    ).toEqual({ dueAt: "2026-03-09T21:15:00.000Z", dueAllDay: false });
  });

  it("keeps a time the zone shows on another day than UTC does", () => {
    // 23:00 on 30 November in New York is 04:00 UTC on 1 December.
    expect(
      dueOnDay({ dueAt: "2026-12-01T04:00:00.000Z", dueAllDay: false }, day("2026-12-02"), "America/New_York"),
    ).toEqual({ dueAt: "2026-12-03T04:00:00.000Z", dueAllDay: false });
  });

  it("moves a time the new day skips to just after the change", () => {
    expect(
      dueOnDay({ dueAt: "2026-03-28T01:30:00.000Z", dueAllDay: false }, day("2026-03-29"), "Europe/Berlin"),
    ).toEqual({
      dueAt: "2026-03-29T01:30:00.000Z",
      dueAllDay: false,
    });
  });

  it("keeps an all-day task all-day, and makes an undated one due all that day", () => {
    expect(
      dueOnDay({ dueAt: "2026-11-29T23:00:00.000Z", dueAllDay: true }, day("2026-12-04"), "Europe/Berlin"),
    ).toEqual({
      dueAt: "2026-12-03T23:00:00.000Z",
      dueAllDay: true,
    });
    expect(dueOnDay({ dueAt: null, dueAllDay: false }, day("2026-11-01"), "America/New_York")).toEqual({
      dueAt: "2026-11-01T04:00:00.000Z",
      dueAllDay: true,
    });
  });
});

describe("days of a month", () => {
  it("finds the nth weekday from the start or the end, and none that the month lacks", () => {
    // November 2026 begins on a Sunday and has 30 days.
    expect(nthWeekdayOf({ year: 2026, month: 11 }, 1, 1)).toEqual(day("2026-11-02"));
    expect(nthWeekdayOf({ year: 2026, month: 11 }, 7, 5)).toEqual(day("2026-11-29"));
    expect(nthWeekdayOf({ year: 2026, month: 11 }, 1, -1)).toEqual(day("2026-11-30"));
    expect(nthWeekdayOf({ year: 2026, month: 11 }, 1, -2)).toEqual(day("2026-11-23"));
    expect(nthWeekdayOf({ year: 2026, month: 11 }, 1, 5)).toEqual(day("2026-11-30"));
    expect(nthWeekdayOf({ year: 2026, month: 11 }, 2, 5)).toBeNull();
    expect(nthWeekdayOf({ year: 2026, month: 11 }, 2, -5)).toBeNull();
  });

  it("counts the days of each month, leap years too", () => {
    expect([2026, 2028, 2100, 2000].map((year) => daysInMonth({ year, month: 2 }))).toEqual([28, 29, 28, 29]);
    expect(daysInMonth({ year: 2026, month: 12 })).toBe(31);
  });

  it("numbers days from 1970-01-01 and back", () => {
    expect(dayNumberOf(day("1970-01-02"))).toBe(1);
    expect(dayOfNumber(dayNumberOf(day("2026-11-30")) + 1)).toEqual(day("2026-12-01"));
  });
});
