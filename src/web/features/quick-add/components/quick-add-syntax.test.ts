import { describe, expect, it } from "vitest";
import { parseQuickAdd } from "../../../../shared/quick-add/parse-quick-add";
import { QUICK_ADD_EXAMPLE, QUICK_ADD_EXAMPLE_ON_A_DAY, QUICK_ADD_EXAMPLE_PARTS } from "./quick-add-syntax";

const context = { now: new Date("2026-11-23T09:00:00Z"), timeZone: "Europe/Berlin", locale: "en-GB", lists: ["Bills"] };

describe("the quick-add example the empty lists and placeholders teach", () => {
  it("is read as the parts it explains, leaving the title", () => {
    const result = parseQuickAdd(QUICK_ADD_EXAMPLE, context);
    const read = result.parts
      .toSorted((a, b) => a.start - b.start)
      .map(({ start, end, kind }) => ({ text: QUICK_ADD_EXAMPLE.slice(start, end), kind }));
    // The field marks a time with its date.
    expect(read.map(({ text, kind }) => ({ text, kind: kind === "time" ? "date" : kind }))).toEqual(
      QUICK_ADD_EXAMPLE_PARTS.map(({ text, kind }) => ({ text, kind })),
    );
    expect(result).toMatchObject({ title: "Pay rent", dueAt: "2026-11-24T16:00:00.000Z", priority: "high" });
    expect(result).toMatchObject({ tags: ["home"], list: "Bills" });
  });

  it("keeps its title, time and details without the day, for a field that gives the day", () => {
    const result = parseQuickAdd(QUICK_ADD_EXAMPLE_ON_A_DAY, context);
    expect(result).toMatchObject({ title: "Pay rent", allDay: false, priority: "high", tags: ["home"], list: "Bills" });
  });
});
