import { describe, expect, it } from "vitest";
import { inEnglishSpelling } from "./english-spelling";

describe("English as the rules read it", () => {
  it.each([
    ["anythin", "", "anything"],
    ["priorty", "", "priority"],
    ["teh", "parcel", "the"],
    // "how many things r due": "r" before the words a question about tasks goes on with.
    ["r", "due", "are"],
    ["r", "overdue", "are"],
  ])("reads %j (before %j) as %j", (typed, after, read) => {
    expect(inEnglishSpelling(typed, after)).toBe(read);
  });

  it.each([
    // Words spelled right, and "r" elsewhere ("plan r and d"), stay as typed.
    ["anything", ""],
    ["priority", "high"],
    ["r", "and"],
    ["r", ""],
  ])("keeps %j (before %j) as typed", (typed, after) => {
    expect(inEnglishSpelling(typed, after)).toBeUndefined();
  });
});
