import { describe, expect, it } from "vitest";
import {
  formatDateTime,
  formatDay,
  formatDue,
  formatMinutesBefore,
  formatMonth,
  formatReminder,
  formatTime,
  formatTimeOfDay,
  formatWeekday,
  hour12Of,
  isOverdue,
} from "./format-date";

describe("formatDateTime", () => {
  const instant = "2026-11-23T15:45:00.000Z";

  it("shows the instant in the given time zone", () => {
    expect(formatDateTime(instant, { locale: "en-US", timeZone: "UTC" })).toBe("Nov 23, 2026, 3:45 PM");
    expect(formatDateTime(instant, { locale: "en-US", timeZone: "Asia/Tokyo" })).toBe("Nov 24, 2026, 12:45 AM");
  });

  it("follows the locale's conventions", () => {
    expect(formatDateTime(instant, { locale: "en-GB", timeZone: "Europe/London" })).toBe("23 Nov 2026, 15:45");
    expect(formatDateTime(instant, { locale: "de-DE", timeZone: "Europe/Berlin" })).toBe("23.11.2026, 16:45");
  });

  it("refuses something that is not a date", () => {
    expect(() => formatDateTime("yesterday")).toThrow(RangeError);
  });
});

describe("formatDue", () => {
  const now = new Date("2026-11-23T15:45:00.000Z");
  const en = { locale: "en-US", timeZone: "Europe/Berlin", now };

  it("names yesterday, today and tomorrow in the user's time zone", () => {
    expect(formatDue("2026-11-22T23:00:00.000Z", true, en)).toBe("Today");
    expect(formatDue("2026-11-23T23:00:00.000Z", true, en)).toBe("Tomorrow");
    expect(formatDue("2026-11-21T23:00:00.000Z", true, en)).toBe("Yesterday");
    expect(formatDue("2026-11-23T23:00:00.000Z", true, { ...en, timeZone: "UTC" })).toBe("Today");
    expect(formatDue("2026-11-23T23:00:00.000Z", true, { ...en, locale: "de-DE" })).toBe("Morgen");
  });

  it("shows other days with their weekday, the year only when it is another one, and the time unless all-day", () => {
    expect(formatDue("2026-11-30T16:00:00.000Z", false, en)).toBe("Mon, Nov 30, 5:00 PM");
    expect(formatDue("2027-01-05T23:00:00.000Z", true, en)).toBe("Wed, Jan 6, 2027");
    expect(formatDue("2026-11-23T16:00:00.000Z", false, en)).toBe("Today, 5:00 PM");
  });

  it("shows the year of any date outside the current one, past or future, in every locale", () => {
    expect(formatDue("2027-01-14T14:00:00.000Z", false, en)).toBe("Thu, Jan 14, 2027, 3:00 PM");
    expect(formatDue("2025-12-18T23:00:00.000Z", true, en)).toBe("Fri, Dec 19, 2025");
    expect(formatDue("2027-01-13T23:00:00.000Z", true, { ...en, locale: "en-GB" })).toBe("Thu, 14 Jan 2027");
    expect(formatDue("2027-01-13T23:00:00.000Z", true, { ...en, locale: "de-DE" })).toBe("Do., 14. Jan. 2027");
    expect(formatDue("2026-12-18T23:00:00.000Z", true, { ...en, locale: "de-DE" })).toBe("Sa., 19. Dez.");
  });
});

describe("isOverdue", () => {
  const now = new Date("2026-11-23T15:45:00.000Z");
  const task = (dueAt: string | null, dueAllDay = false, completed = false) => ({ dueAt, dueAllDay, completed });

  it("is a timed task past its time, or an all-day task past its day, not done", () => {
    expect(isOverdue(task("2026-11-23T15:00:00.000Z"), { now })).toBe(true);
    expect(isOverdue(task("2026-11-23T16:00:00.000Z"), { now })).toBe(false);
    expect(isOverdue(task("2026-11-23T00:00:00.000Z", true), { now, timeZone: "UTC" })).toBe(false);
    expect(isOverdue(task("2026-11-22T00:00:00.000Z", true), { now, timeZone: "UTC" })).toBe(true);
    expect(isOverdue(task("2026-11-22T00:00:00.000Z", true, true), { now, timeZone: "UTC" })).toBe(false);
    expect(isOverdue(task(null), { now })).toBe(false);
  });
});

describe("the clock preference", () => {
  const instant = "2026-11-23T15:45:00.000Z";
  it("shows a 24-hour clock in a 12-hour locale and the other way round when asked", () => {
    expect(formatDateTime(instant, { locale: "en-US", timeZone: "UTC", hour12: false })).toBe("Nov 23, 2026, 15:45");
    expect(formatDateTime(instant, { locale: "de-DE", timeZone: "UTC", hour12: true })).toMatch(/3:45\sPM/i);
    expect(formatDue(instant, false, { locale: "en-US", timeZone: "UTC", hour12: false, now: new Date(instant) })).toBe(
      "Today, 15:45",
    );
  });

  it("writes a chosen clock as the setting shows it (5:00 PM, 17:00) in every locale", () => {
    const evening = "2026-11-30T17:00:00.000Z";
    const morning = "2026-11-30T07:05:00.000Z";
    for (const locale of ["en-GB", "en-US", "de-DE", "fr-FR"]) {
      const at = { locale, timeZone: "UTC" };
      expect(formatTime(evening, { ...at, hour12: true })).toBe("5:00 PM");
      expect(formatTime(morning, { ...at, hour12: true })).toBe("7:05 AM");
      expect(formatTime(evening, { ...at, hour12: false })).toBe("17:00");
      expect(formatTime(morning, { ...at, hour12: false })).toBe("07:05");
    }
    expect(formatTime("2026-11-30T00:30:00.000Z", { timeZone: "UTC", hour12: false })).toBe("00:30");
    expect(formatTime("2026-11-30T00:30:00.000Z", { timeZone: "UTC", hour12: true })).toBe("12:30 AM");
    expect(formatDateTime(evening, { locale: "en-GB", timeZone: "UTC", hour12: true })).toBe("30 Nov 2026, 5:00 PM");
    expect(formatDue(evening, false, { locale: "en-GB", timeZone: "UTC", hour12: true, now: new Date(evening) })).toBe(
      "Today, 5:00 PM",
    );
  });

  it("maps the setting to Intl's choice, and writes a time of day on no date the same way", () => {
    expect(["locale", "24h", "12h"].map((setting) => hour12Of(setting as "locale"))).toEqual([undefined, false, true]);
    const evening = { hour: 17, minute: 5 };
    expect(formatTimeOfDay(evening, { locale: "de-DE", hour12: true })).toBe("5:05 PM");
    expect(formatTimeOfDay(evening, { locale: "en-US", hour12: false })).toBe("17:05");
    expect(formatTimeOfDay({ hour: 7, minute: 5 }, { locale: "en-GB" })).toBe("07:05");
  });
});

describe("calendar formats", () => {
  const monday = { year: 2026, month: 11, day: 30 };

  it("name a day with its weekday in the locale's order", () => {
    expect(formatDay(monday, { locale: "en-GB" })).toBe("Monday 30 November");
    expect(formatDay(monday, { locale: "en-US" })).toBe("Monday, November 30");
    expect(formatWeekday(monday, { locale: "en-US" })).toBe("Mon");
    expect(formatMonth(monday, { locale: "en-US" })).toBe("November 2026");
  });

  it("show a time of day in the zone and clock asked for", () => {
    const instant = "2026-11-30T16:00:00.000Z";
    expect(formatTime(instant, { locale: "en-US", timeZone: "Europe/Berlin" })).toBe("5:00 PM");
    expect(formatTime(instant, { locale: "en-US", timeZone: "Europe/Berlin", hour12: false })).toBe("17:00");
  });
});

describe("formatMinutesBefore", () => {
  it("says a relative reminder in the largest units that fit", () => {
    expect(formatMinutesBefore(0)).toBe("At due time");
    expect(formatMinutesBefore(10)).toBe("10 min before");
    expect(formatMinutesBefore(60)).toBe("1 h before");
    expect(formatMinutesBefore(90)).toBe("1 h 30 min before");
    expect(formatMinutesBefore(24 * 60)).toBe("1 day before");
    expect(formatMinutesBefore(2 * 24 * 60 + 60)).toBe("2 days 1 h before");
    expect(formatMinutesBefore(7 * 24 * 60)).toBe("1 week before");
  });
});

describe("formatReminder", () => {
  it("says a reminder at an instant as a due time, and a relative one as how long before", () => {
    const options = { locale: "en-GB", timeZone: "Europe/Berlin", now: new Date("2026-11-23T15:45:00.000Z") };
    expect(formatReminder({ at: "2026-11-24T08:00:00.000Z" }, options)).toBe("Tomorrow, 09:00");
    expect(formatReminder({ minutesBefore: 60 }, options)).toBe("1 h before");
  });
});
