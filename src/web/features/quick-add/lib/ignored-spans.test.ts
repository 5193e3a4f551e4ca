import { describe, expect, it } from "vitest";
import { spansAfterEdit } from "./ignored-spans";

const text = "Read Robinson Crusoe's Friday chapter";
const friday = { start: 23, end: 29 };

describe("spansAfterEdit", () => {
  it("keeps a span when the edit is after it", () => {
    expect(spansAfterEdit([friday], text, `${text} tonight`)).toEqual([friday]);
  });

  it("keeps a span when typing right after it", () => {
    expect(spansAfterEdit([{ start: 0, end: 6 }], "Friday", "Friday chapter")).toEqual([{ start: 0, end: 6 }]);
  });

  it("moves a span with its words when text is typed or deleted before it", () => {
    expect(spansAfterEdit([friday], text, `Now: ${text}`)).toEqual([{ start: 28, end: 34 }]);
    expect(spansAfterEdit([friday], text, text.replace("Read ", ""))).toEqual([{ start: 18, end: 24 }]);
  });

  it("moves a span when text is typed right before it", () => {
    const before = "the Friday chapter";
    expect(spansAfterEdit([{ start: 4, end: 10 }], before, "the big Friday chapter")).toEqual([{ start: 8, end: 14 }]);
  });

  it("drops a span whose words the edit touches", () => {
    expect(spansAfterEdit([friday], text, text.replace("Friday", "Fridays"))).toEqual([]);
    expect(spansAfterEdit([friday], text, text.replace("Friday", "Frday"))).toEqual([]);
    expect(spansAfterEdit([friday], text, text.replace("Friday", "GoodFriday"))).toEqual([]);
    expect(spansAfterEdit([friday], text, text.replace("Crusoe's Friday", "X"))).toEqual([]);
    expect(spansAfterEdit([friday], text, "")).toEqual([]);
  });

  it("keeps the spans the edit does not touch and drops the one it does", () => {
    const before = "monday and friday and sunday";
    const spans = [
      { start: 0, end: 6 },
      { start: 11, end: 17 },
      { start: 22, end: 28 },
    ];
    expect(spansAfterEdit(spans, before, "monday and fri and sunday")).toEqual([
      { start: 0, end: 6 },
      { start: 19, end: 25 },
    ]);
  });
});
