import { describe, expect, it } from "vitest";
import { instantAt, sameTimeNextDay, todayIn, wallClockAt } from "./zoned-time";

describe("zoned time", () => {
  it("finds the instant a zone's clocks show a date and time, across DST changes", () => {
    expect(instantAt({ year: 2026, month: 3, day: 29 }, "Europe/Berlin").toISOString()).toBe(
      "2026-03-28T23:00:00.000Z",
    );
    expect(instantAt({ year: 2026, month: 3, day: 29, hour: 12 }, "Europe/Berlin").toISOString()).toBe(
      "2026-03-29T10:00:00.000Z",
    );
    expect(instantAt({ year: 2026, month: 11, day: 30, hour: 17, minute: 30 }, "Asia/Tokyo").toISOString()).toBe(
      "2026-11-30T08:30:00.000Z",
    );
  });

  it("reads the wall clock of an instant in a zone", () => {
    expect(wallClockAt(new Date("2026-11-23T23:30:00Z"), "Asia/Tokyo")).toEqual({
      year: 2026,
      month: 11,
      day: 24,
      hour: 8,
      minute: 30,
      second: 0,
    });
  });

  it("makes a DST day 23 hours long", () => {
    const { start, end } = todayIn("Europe/Berlin", new Date("2026-03-29T12:00:00Z"));
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(23);
  });

  it("finds the same time of day tomorrow: 25 hours later into winter time, 23 into summer time", () => {
    const next = (iso: string, zone: string) => sameTimeNextDay(new Date(iso), zone).toISOString();
    // 10:00:30.5 CEST on 24 October 2026; 10:00:30.5 CET on the 25th.
    expect(next("2026-10-24T08:00:30.500Z", "Europe/Berlin")).toBe("2026-10-25T09:00:30.500Z");
    expect(next("2026-03-28T09:00:00.000Z", "Europe/Berlin")).toBe("2026-03-29T08:00:00.000Z");
    expect(next("2026-11-25T23:59:00.000Z", "UTC")).toBe("2026-11-26T23:59:00.000Z");
    // 02:30 on 29 March 2026 does not exist in Berlin: just after the change, 03:30 CEST.
    expect(next("2026-03-28T01:30:00.000Z", "Europe/Berlin")).toBe("2026-03-29T01:30:00.000Z");
  });
});
