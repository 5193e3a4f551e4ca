import { describe, expect, it } from "vitest";
import { describeRecurrence } from "./description";

describe("describeRecurrence", () => {
  it.each([
    ["FREQ=DAILY", "every day"],
    ["FREQ=DAILY;INTERVAL=3", "every 3 days"],
    ["FREQ=WEEKLY", "every week"],
    ["FREQ=WEEKLY;INTERVAL=2", "every other week"],
    ["FREQ=WEEKLY;BYDAY=MO", "every Monday"],
    ["FREQ=WEEKLY;BYDAY=TU,TH", "every Tuesday and Thursday"],
    ["FREQ=WEEKLY;BYDAY=MO,WE,FR", "every Monday, Wednesday and Friday"],
    ["FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "every weekday"],
    ["FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "every other week on Tuesday"],
    ["FREQ=MONTHLY", "every month"],
    ["FREQ=MONTHLY;BYMONTHDAY=5", "every month on the 5th"],
    ["FREQ=MONTHLY;BYMONTHDAY=-1", "every month on the last day"],
    ["FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=22", "every 3 months on the 22nd"],
    ["FREQ=MONTHLY;BYDAY=1MO", "every month on the first Monday"],
    ["FREQ=MONTHLY;BYDAY=-1FR", "every month on the last Friday"],
    ["FREQ=YEARLY", "every year"],
    ["FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=12", "every year on June 12"],
    ["FREQ=YEARLY;BYMONTH=6,7", "every year in June and July"],
    ["FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1", "every year on the last day of February"],
    ["FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TU,WE,TH,FR", "every other week on weekdays"],
    ["FREQ=HOURLY", "repeats"],
  ])("%s → %s", (rrule, words) => {
    expect(describeRecurrence(rrule)).toBe(words);
  });
});

/** The wall clock of an instant in a zone, as "2026-03-30 09:00" (easier to read than UTC). */
/** The instant on the zone's clocks, or "never" for none. */
