import { describe, expect, it } from "vitest";
import { NO_REPEAT, type RepeatInput, recurrenceOf, repeatInputOf, toggleDay } from "./repeat-input";

const input = (changes: Partial<RepeatInput>): RepeatInput => ({ ...NO_REPEAT, ...changes });

describe("the repeat picker", () => {
  it.each([
    [input({}), null],
    [input({ repeat: "daily" }), "FREQ=DAILY"],
    [input({ repeat: "daily", repeatEvery: "3" }), "FREQ=DAILY;INTERVAL=3"],
    [input({ repeat: "weekdays", repeatEvery: "4" }), "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"],
    [input({ repeat: "weekly", repeatDays: "TU,TH" }), "FREQ=WEEKLY;BYDAY=TU,TH"],
    [input({ repeat: "weekly", repeatEvery: "2" }), "FREQ=WEEKLY;INTERVAL=2"],
    [input({ repeat: "monthly", repeatMonthDay: "-1" }), "FREQ=MONTHLY;BYMONTHDAY=-1"],
    [input({ repeat: "monthly", repeatEvery: "3", repeatMonthDay: "5" }), "FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=5"],
    [input({ repeat: "yearly" }), "FREQ=YEARLY"],
    [input({ repeat: "custom", repeatRule: "FREQ=MONTHLY;BYDAY=1MO" }), "FREQ=MONTHLY;BYDAY=1MO"],
    [input({ repeat: "daily", repeatEvery: "0" }), "FREQ=DAILY;INTERVAL=0"],
    [input({ repeat: "daily", repeatEvery: "two" }), "FREQ=DAILY;INTERVAL=two"],
  ])("%o → %s", (values, rrule) => {
    expect(recurrenceOf(values)).toBe(rrule);
  });

  it.each([
    "FREQ=DAILY;INTERVAL=3",
    "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
    "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR",
    "FREQ=MONTHLY;BYMONTHDAY=-1",
    "FREQ=MONTHLY",
    "FREQ=YEARLY;INTERVAL=2",
    "FREQ=MONTHLY;BYDAY=1MO",
    "FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=12",
  ])("shows %s as it is and gives it back unchanged", (rrule) => {
    expect(recurrenceOf(repeatInputOf(rrule))).toBe(rrule);
  });

  it("shows a rule beyond its choices as a custom one", () => {
    expect(repeatInputOf("FREQ=MONTHLY;BYDAY=1MO").repeat).toBe("custom");
    expect(repeatInputOf(null)).toEqual(NO_REPEAT);
  });

  it("keeps chosen days in the week's order", () => {
    expect(toggleDay("", "TH")).toBe("TH");
    expect(toggleDay("TH", "MO")).toBe("MO,TH");
    expect(toggleDay("MO,TH", "TH")).toBe("MO");
  });
});
