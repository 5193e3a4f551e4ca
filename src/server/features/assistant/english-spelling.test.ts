import { describe, expect, it } from "vitest";
import { inEnglishCompany, inEnglishPair, inEnglishSpelling } from "./english-spelling";

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

describe("Scots as the rules read it", () => {
  it.each([
    ["ma", "day", "my"],
    ["ye", "plan", "you"],
    ["whit", "is", "what"],
  ])("reads %j (before %j) as %j", (typed, after, read) => {
    expect(inEnglishCompany(typed, after)).toBe(read);
  });

  it.each([
    ["ma", "gran"],
    ["ye", "olde"],
    ["whit", "monday"],
  ])("keeps %j (before %j) as typed", (typed, after) => {
    expect(inEnglishCompany(typed, after)).toBeUndefined();
  });

  it.each([
    ["the", "morn", "", "", "tomorrow"],
    ["the", "night", "out", "", "tonight"],
    ["the", "night", "out", "at", "tonight"],
    ["the", "morn", "in", "", undefined],
    ["the", "night", "for", "", undefined],
    ["the", "night", "", "before", undefined],
  ])("reads %j %j (after %j, before %j) as %j", (word, after, before, further, read) => {
    expect(inEnglishPair(word, after, before, further)).toBe(read);
  });
});
