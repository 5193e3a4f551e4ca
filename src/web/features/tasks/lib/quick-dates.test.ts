import { describe, expect, it } from "vitest";
import { firstWeekday } from "../../../../shared/time/calendar";
import { quickDates } from "./quick-dates";

describe("quick due dates", () => {
  // A Wednesday in Berlin, already Thursday in Tokyo.
  const now = new Date("2026-11-25T20:00:00Z");

  it("counts today and tomorrow in the user's time zone", () => {
    expect(quickDates(now, "Europe/Berlin", 1)).toMatchObject({ today: "2026-11-25", tomorrow: "2026-11-26" });
    expect(quickDates(now, "Asia/Tokyo", 1)).toMatchObject({ today: "2026-11-26", tomorrow: "2026-11-27" });
  });

  it("starts next week on the user's first day of the week", () => {
    expect(quickDates(now, "Europe/Berlin", firstWeekday("monday")).nextWeek).toBe("2026-11-30");
    expect(quickDates(now, "Europe/Berlin", firstWeekday("sunday")).nextWeek).toBe("2026-11-29");
    expect(quickDates(now, "Europe/Berlin", firstWeekday("saturday")).nextWeek).toBe("2026-11-28");
    // On the first day itself, next week is a week away.
    expect(quickDates(new Date("2026-11-30T12:00:00Z"), "UTC", 1).nextWeek).toBe("2026-12-07");
  });
});
