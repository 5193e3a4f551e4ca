import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format-date";

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
