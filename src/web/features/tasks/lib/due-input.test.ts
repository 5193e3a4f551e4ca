import { describe, expect, it } from "vitest";
import { fromDueInput, toDueInput } from "./due-input";

describe("due inputs", () => {
  it("makes a day without a time an all-day task at local midnight", () => {
    const { dueAt, dueAllDay } = fromDueInput({ date: "2026-11-30", time: "" });
    expect(dueAllDay).toBe(true);
    const due = new Date(dueAt ?? "");
    expect([due.getFullYear(), due.getMonth(), due.getDate(), due.getHours(), due.getMinutes()]).toEqual([
      2026, 10, 30, 0, 0,
    ]);
  });

  it("keeps a local time", () => {
    const { dueAt, dueAllDay } = fromDueInput({ date: "2026-11-30", time: "17:05" });
    expect(dueAllDay).toBe(false);
    expect(toDueInput(dueAt, false)).toEqual({ date: "2026-11-30", time: "17:05" });
  });

  it("round-trips an all-day task and clears the due date without a day", () => {
    const allDay = fromDueInput({ date: "2027-01-06", time: "" });
    expect(toDueInput(allDay.dueAt, true)).toEqual({ date: "2027-01-06", time: "" });
    expect(fromDueInput({ date: "", time: "17:00" })).toEqual({ dueAt: null, dueAllDay: false });
    expect(toDueInput(null, false)).toEqual({ date: "", time: "" });
  });
});

describe("due inputs in the user's chosen time zone", () => {
  it("reads and writes the clocks of that zone, not the browser's", () => {
    expect(fromDueInput({ date: "2026-11-30", time: "17:30" }, "Asia/Tokyo")).toEqual({
      dueAt: "2026-11-30T08:30:00.000Z",
      dueAllDay: false,
    });
    expect(fromDueInput({ date: "2026-11-30", time: "" }, "America/New_York").dueAt).toBe("2026-11-30T05:00:00.000Z");
    expect(toDueInput("2026-11-30T08:30:00.000Z", false, "Asia/Tokyo")).toEqual({ date: "2026-11-30", time: "17:30" });
  });
});
