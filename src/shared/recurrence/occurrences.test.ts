import { describe, expect, it } from "vitest";
import { firstOccurrence, nextOccurrence, repeatingDue } from "./occurrences";
import { RECURRENCE_MESSAGES } from "./rule";

const NINE = { hour: 9, minute: 0 };

function local(instant: Date | null, timeZone: string): string {
  if (!instant) return "never";
  return new Intl.DateTimeFormat("sv-SE", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);
}

const BERLIN = "Europe/Berlin";
const NEW_YORK = "America/New_York";

describe("firstOccurrence", () => {
  it.each([
    // [rule, after (local wall clock in Berlin), time, first occurrence]
    ["FREQ=DAILY", "2026-03-25T10:00:00+01:00", null, "2026-03-25 00:00"],
    ["FREQ=DAILY", "2026-03-25T10:00:00+01:00", NINE, "2026-03-26 09:00"],
    ["FREQ=DAILY", "2026-03-25T08:00:00+01:00", NINE, "2026-03-25 09:00"],
    ["FREQ=WEEKLY;BYDAY=MO", "2026-03-25T10:00:00+01:00", null, "2026-03-30 00:00"],
    ["FREQ=WEEKLY;BYDAY=MO", "2026-03-30T10:00:00+02:00", NINE, "2026-04-06 09:00"],
    ["FREQ=WEEKLY;BYDAY=MO", "2026-03-30T08:00:00+02:00", NINE, "2026-03-30 09:00"],
    ["FREQ=WEEKLY;BYDAY=TU,TH", "2026-03-27T10:00:00+01:00", null, "2026-03-31 00:00"],
    ["FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "2026-03-28T10:00:00+01:00", null, "2026-03-30 00:00"],
    // Weeks count from the series' first day: a Wednesday's "every 2 weeks on Monday" begins the coming Monday.
    ["FREQ=WEEKLY;INTERVAL=2;BYDAY=MO", "2026-03-25T10:00:00+01:00", null, "2026-03-30 00:00"],
    ["FREQ=WEEKLY;INTERVAL=3;BYDAY=MO", "2026-03-30T10:00:00+02:00", NINE, "2026-04-06 09:00"],
    ["FREQ=WEEKLY", "2026-03-25T10:00:00+01:00", null, "2026-03-25 00:00"],
    ["FREQ=MONTHLY;BYDAY=1MO", "2026-03-25T10:00:00+01:00", null, "2026-04-06 00:00"],
    ["FREQ=MONTHLY;BYDAY=-1FR", "2026-03-25T10:00:00+01:00", null, "2026-03-27 00:00"],
    ["FREQ=MONTHLY;BYMONTHDAY=5", "2026-03-25T10:00:00+01:00", null, "2026-04-05 00:00"],
    ["FREQ=MONTHLY;BYMONTHDAY=-1", "2026-02-10T10:00:00+01:00", null, "2026-02-28 00:00"],
    ["FREQ=MONTHLY;BYMONTHDAY=-1", "2028-02-10T10:00:00+01:00", null, "2028-02-29 00:00"],
    ["FREQ=MONTHLY;BYMONTHDAY=31", "2026-04-02T10:00:00+02:00", null, "2026-05-31 00:00"],
    ["FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=12", "2026-06-13T10:00:00+02:00", null, "2027-06-12 00:00"],
    ["FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", "2026-03-01T10:00:00+01:00", null, "2028-02-29 00:00"],
    ["FREQ=WEEKLY;BYDAY=SU", "2026-03-28T10:00:00+01:00", { hour: 2, minute: 30 }, "2026-03-29 03:30"],
  ] as const)("%s after %s at %o → %s", (rrule, after, time, expected) => {
    const first = firstOccurrence(rrule, { after: new Date(after), timeZone: BERLIN, time });
    expect(local(first, BERLIN)).toBe(expected);
  });

  it("keeps 09:00 on both sides of New York's DST change", () => {
    const first = firstOccurrence("FREQ=WEEKLY;BYDAY=SU", {
      after: new Date("2026-03-07T12:00:00-05:00"),
      timeZone: NEW_YORK,
      time: NINE,
    });
    expect(first?.toISOString()).toBe("2026-03-08T13:00:00.000Z");
    expect(local(first, NEW_YORK)).toBe("2026-03-08 09:00");
  });
});

describe("nextOccurrence", () => {
  const next = (rrule: string, due: string, today: string, timeZone = BERLIN, allDay = false) =>
    local(nextOccurrence(rrule, { due: new Date(due), allDay, today: new Date(today), timeZone }), timeZone);

  it("keeps the time of day across Berlin's change to summer time", () => {
    // 2026-03-29: clocks go from 02:00 to 03:00; 09:00 is 08:00Z before and 07:00Z after.
    const due = "2026-03-28T09:00:00+01:00";
    const moved = nextOccurrence("FREQ=DAILY", {
      due: new Date(due),
      allDay: false,
      today: new Date(due),
      timeZone: BERLIN,
    });
    expect(moved?.toISOString()).toBe("2026-03-29T07:00:00.000Z");
  });

  it("keeps the time of day across Berlin's change back to winter time", () => {
    expect(next("FREQ=WEEKLY;BYDAY=SA", "2026-10-24T18:30:00+02:00", "2026-10-24T12:00:00+02:00")).toBe(
      "2026-10-31 18:30",
    );
    expect(
      nextOccurrence("FREQ=DAILY", {
        due: new Date("2026-10-24T09:00:00+02:00"),
        allDay: false,
        today: new Date("2026-10-24T12:00:00+02:00"),
        timeZone: BERLIN,
      })?.toISOString(),
    ).toBe("2026-10-25T08:00:00.000Z");
  });

  it("keeps the time of day across New York's DST changes", () => {
    expect(next("FREQ=WEEKLY;BYDAY=SA", "2026-03-07T08:00:00-05:00", "2026-03-07T09:00:00-05:00", NEW_YORK)).toBe(
      "2026-03-14 08:00",
    );
    expect(next("FREQ=DAILY", "2026-10-31T23:30:00-04:00", "2026-10-31T23:45:00-04:00", NEW_YORK)).toBe(
      "2026-11-01 23:30",
    );
  });

  it("moves an overdue task past today, on the rule's days", () => {
    expect(next("FREQ=DAILY", "2026-01-05T09:00:00+01:00", "2026-03-25T15:00:00+01:00")).toBe("2026-03-26 09:00");
    expect(next("FREQ=WEEKLY;BYDAY=MO", "2025-12-01T09:00:00+01:00", "2026-03-25T15:00:00+01:00")).toBe(
      "2026-03-30 09:00",
    );
    expect(next("FREQ=DAILY", "2020-01-01T09:00:00+01:00", "2026-03-25T15:00:00+01:00")).toBe("2026-03-26 09:00");
  });

  it("moves a task completed before it is due past its due day", () => {
    expect(next("FREQ=WEEKLY;BYDAY=MO", "2026-03-30T09:00:00+02:00", "2026-03-27T15:00:00+01:00")).toBe(
      "2026-04-06 09:00",
    );
  });

  it("counts intervals from the due date", () => {
    expect(next("FREQ=WEEKLY;INTERVAL=2", "2026-03-04T09:00:00+01:00", "2026-03-04T10:00:00+01:00")).toBe(
      "2026-03-18 09:00",
    );
    expect(next("FREQ=WEEKLY;INTERVAL=2", "2026-03-04T09:00:00+01:00", "2026-03-20T10:00:00+01:00")).toBe(
      "2026-04-01 09:00",
    );
    expect(next("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR", "2026-03-02T09:00:00+01:00", "2026-03-02T10:00:00+01:00")).toBe(
      "2026-03-06 09:00",
    );
    expect(next("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR", "2026-03-06T09:00:00+01:00", "2026-03-06T10:00:00+01:00")).toBe(
      "2026-03-16 09:00",
    );
    expect(next("FREQ=MONTHLY;INTERVAL=3", "2026-01-15T09:00:00+01:00", "2026-01-15T10:00:00+01:00")).toBe(
      "2026-04-15 09:00",
    );
    expect(next("FREQ=DAILY;INTERVAL=3", "2026-03-01T09:00:00+01:00", "2026-03-05T10:00:00+01:00")).toBe(
      "2026-03-07 09:00",
    );
  });

  it("skips months without the 31st, and keeps the last day of each month", () => {
    expect(next("FREQ=MONTHLY", "2026-01-31T09:00:00+01:00", "2026-01-31T10:00:00+01:00")).toBe("2026-03-31 09:00");
    expect(next("FREQ=MONTHLY;BYMONTHDAY=31", "2026-03-31T09:00:00+02:00", "2026-03-31T10:00:00+02:00")).toBe(
      "2026-05-31 09:00",
    );
    expect(next("FREQ=MONTHLY;BYMONTHDAY=-1", "2026-01-31T09:00:00+01:00", "2026-01-31T10:00:00+01:00")).toBe(
      "2026-02-28 09:00",
    );
    expect(next("FREQ=MONTHLY;BYMONTHDAY=-1", "2026-02-28T09:00:00+01:00", "2026-02-28T10:00:00+01:00")).toBe(
      "2026-03-31 09:00",
    );
    expect(next("FREQ=MONTHLY;BYMONTHDAY=-1", "2028-01-31T09:00:00+01:00", "2028-01-31T10:00:00+01:00")).toBe(
      "2028-02-29 09:00",
    );
  });

  it("finds leap days and fifth weekdays", () => {
    expect(next("FREQ=YEARLY", "2024-02-29T09:00:00+01:00", "2024-02-29T10:00:00+01:00")).toBe("2028-02-29 09:00");
    expect(next("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", "2028-02-29T09:00:00+01:00", "2096-03-01T10:00:00+01:00")).toBe(
      "2104-02-29 09:00",
    );
    expect(next("FREQ=MONTHLY;BYDAY=5MO", "2026-03-30T09:00:00+02:00", "2026-03-30T10:00:00+02:00")).toBe(
      "2026-06-29 09:00",
    );
    expect(next("FREQ=MONTHLY;BYDAY=1MO", "2026-03-02T09:00:00+01:00", "2026-03-02T10:00:00+01:00")).toBe(
      "2026-04-06 09:00",
    );
  });

  it("keeps an all-day task at the start of its day, in its zone", () => {
    expect(next("FREQ=WEEKLY;BYDAY=MO", "2026-03-22T23:00:00Z", "2026-03-23T12:00:00Z", BERLIN, true)).toBe(
      "2026-03-30 00:00",
    );
    expect(next("FREQ=DAILY", "2026-03-08T05:00:00Z", "2026-03-08T12:00:00Z", NEW_YORK, true)).toBe("2026-03-09 00:00");
  });
});

describe("a rule that never comes round again", () => {
  const first = (rrule: string, after: string) =>
    local(firstOccurrence(rrule, { after: new Date(after), timeZone: "UTC", time: null }), "UTC");

  it.each([
    // [rule, after, first occurrence]
    ["FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYMONTHDAY=29", "2026-03-01T10:00:00Z", "never"],
    ["FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYMONTHDAY=29", "2028-01-10T10:00:00Z", "2028-02-29 00:00"],
    // 2100, 2500, 2900 …: centuries that are no leap years, all the way round the 400-year calendar.
    ["FREQ=YEARLY;INTERVAL=400;BYMONTH=2;BYMONTHDAY=29", "2100-01-10T10:00:00Z", "never"],
    ["FREQ=YEARLY;INTERVAL=300;BYMONTH=2;BYMONTHDAY=29", "2000-03-01T10:00:00Z", "3200-02-29 00:00"],
    ["FREQ=MONTHLY;INTERVAL=12;BYMONTHDAY=31", "2026-04-10T10:00:00Z", "never"],
    ["FREQ=MONTHLY;INTERVAL=12;BYMONTHDAY=31", "2026-05-10T10:00:00Z", "2026-05-31 00:00"],
    ["FREQ=MONTHLY;INTERVAL=12;BYMONTHDAY=30", "2026-02-10T10:00:00Z", "never"],
    ["FREQ=MONTHLY;INTERVAL=12;BYMONTHDAY=-30", "2026-02-10T10:00:00Z", "never"],
    ["FREQ=MONTHLY;INTERVAL=48;BYDAY=5MO", "2026-02-02T10:00:00Z", "never"],
    // Every 12 months in February: a fifth Monday only in a leap year whose February begins on one.
    ["FREQ=MONTHLY;INTERVAL=12;BYDAY=5MO", "2026-02-02T10:00:00Z", "2044-02-29 00:00"],
    ["FREQ=DAILY", "9998-12-30T10:00:00Z", "9998-12-30 00:00"],
    ["FREQ=DAILY", "9998-12-31T10:00:00Z", "never"],
  ])("%s from %s: %s", (rrule, after, expected) => {
    expect(first(rrule, after)).toBe(expected);
  });

  it("has no next occurrence past the last day a date may have", () => {
    const next = (due: string) =>
      nextOccurrence("FREQ=YEARLY;INTERVAL=999", {
        due: new Date(due),
        allDay: true,
        today: new Date(due),
        timeZone: "UTC",
      });
    expect(local(next("8999-06-01T00:00:00Z"), "UTC")).toBe("9998-06-01 00:00");
    expect(next("9000-06-01T00:00:00Z")).toBeNull();
  });

  it("is what the one check of a repeating task refuses, undated or dated", () => {
    const now = new Date("2026-03-28T10:00:00Z");
    const check = (rrule: string, dueAt: string | null) => repeatingDue(rrule, { dueAt, now, timeZone: BERLIN });
    const never = { error: RECURRENCE_MESSAGES.neverRecurs };
    expect(check("FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYMONTHDAY=29", null)).toEqual(never);
    expect(check("FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYMONTHDAY=29", "2026-03-30T07:00:00Z")).toEqual(never);
    // 1 January 2028 in Berlin, still 2027 in UTC: the user's own day counts.
    expect(check("FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYMONTHDAY=29", "2027-12-31T23:30:00Z")).toEqual({
      dueAt: "2027-12-31T23:30:00.000Z",
      dueAllDay: true,
    });
    expect(check("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", null)).toEqual({
      dueAt: "2028-02-28T23:00:00.000Z",
      dueAllDay: true,
    });
  });
});
