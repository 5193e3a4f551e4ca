import { describe, expect, it } from "vitest";
import { snoozeConfirmation } from "./snooze";

const now = new Date("2026-11-26T13:20:00Z");

describe("snoozeConfirmation", () => {
  const format = { timeZone: "Europe/Berlin", locale: "en-GB", hour12: false, now };

  it("says the time alone today, and tomorrow's with the word", () => {
    expect(snoozeConfirmation("2026-11-26T13:30:00.000Z", format)).toBe("Snoozed until 14:30.");
    expect(snoozeConfirmation("2026-11-27T13:20:00.000Z", format)).toBe("Snoozed until tomorrow, 14:20.");
    expect(snoozeConfirmation("2026-11-26T22:30:00.000Z", { ...format, hour12: true, locale: "en-US" })).toBe(
      "Snoozed until 11:30 PM.",
    );
  });

  it("counts days in the user's zone, not in UTC", () => {
    // 23:10 UTC is still the 26th in UTC, but already ten past midnight on the 27th in Berlin.
    expect(snoozeConfirmation("2026-11-26T23:10:00.000Z", format)).toBe("Snoozed until tomorrow, 00:10.");
  });
});
