import { describe, expect, it } from "vitest";
import { parseRule, recurrenceSchema } from "./rule";

describe("the RRULE validator", () => {
  it.each([
    ["FREQ=WEEKLY;BYDAY=MO", "FREQ=WEEKLY;BYDAY=MO"],
    ["rrule:freq=weekly;byday=fr,mo,mo", "FREQ=WEEKLY;BYDAY=MO,FR"],
    ["FREQ=MONTHLY;BYDAY=-1FR", "FREQ=MONTHLY;BYDAY=-1FR"],
    ["FREQ=MONTHLY;BYDAY=+1MO", "FREQ=MONTHLY;BYDAY=1MO"],
    ["BYMONTHDAY=-1;FREQ=MONTHLY", "FREQ=MONTHLY;BYMONTHDAY=-1"],
    ["FREQ=YEARLY;BYMONTHDAY=12;BYMONTH=6", "FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=12"],
    ["FREQ=DAILY;INTERVAL=1", "FREQ=DAILY"],
  ])("takes %s as %s", (text, canonical) => {
    expect(recurrenceSchema.parse(text)).toBe(canonical);
  });

  it.each([
    "",
    "FREQ=HOURLY",
    "FREQ=WEEKLY;COUNT=3",
    "FREQ=WEEKLY;UNTIL=20270101T000000Z",
    "FREQ=WEEKLY;BYDAY=XX",
    "FREQ=WEEKLY;BYDAY=1MO",
    "FREQ=MONTHLY;BYDAY=MO",
    "FREQ=MONTHLY;BYDAY=6MO",
    "FREQ=MONTHLY;BYMONTHDAY=0",
    "FREQ=MONTHLY;BYMONTHDAY=32",
    "FREQ=MONTHLY;BYMONTHDAY=1;BYDAY=1MO",
    "FREQ=DAILY;BYDAY=MO",
    "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30",
    "FREQ=YEARLY;BYMONTH=13",
    "FREQ=YEARLY;BYMONTHDAY=5",
    "FREQ=DAILY;INTERVAL=0",
    "FREQ=DAILY;INTERVAL=1000",
    "FREQ=DAILY;FREQ=WEEKLY",
    "FREQ=DAILY;INTERVAL",
    `FREQ=WEEKLY;BYDAY=${"MO,".repeat(61)}MO`,
  ])("refuses %s", (text) => {
    expect(recurrenceSchema.safeParse(text).success).toBe(false);
  });

  it("says what is wrong", () => {
    expect(parseRule("FREQ=WEEKLY;COUNT=3")).toEqual({ error: expect.stringContaining("COUNT is not supported") });
  });
});
