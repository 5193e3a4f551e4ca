import { describe, expect, it } from "vitest";
import { csvLine, parseCsv } from "./csv";

describe("csv", () => {
  it("round-trips commas, quotes and line breaks", () => {
    const fields = ["plain", "with, comma", 'say "hi"', "two\nlines", ""];
    expect(parseCsv(csvLine(fields) + csvLine(["a", "b"]))).toEqual([fields, ["a", "b"]]);
  });

  it("reads LF or CRLF, skips a byte-order mark and blank lines, and refuses an open quote", () => {
    expect(parseCsv("\uFEFFa,b\n\nc,d\r\n")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(() => parseCsv('a,"b')).toThrow("not closed");
  });
});
