import { describe, expect, it } from "vitest";
import { CsvReader, csvLine, restoreCell } from "./csv";

/** Every record of `text`, fed to a reader in pieces of `size` characters. */
function read(text: string, size = text.length || 1): string[][] {
  const reader = new CsvReader();
  const records: string[][] = [];
  for (let start = 0; start < text.length; start += size) records.push(...reader.push(text.slice(start, start + size)));
  return [...records, ...reader.end()];
}

describe("csv", () => {
  it("round-trips commas, quotes and line breaks", () => {
    const fields = ["plain", "with, comma", 'say "hi"', "two\nlines", ""];
    expect(read(csvLine(fields) + csvLine(["a", "b"]))).toEqual([fields, ["a", "b"]]);
  });

  it("reads LF or CRLF, skips a byte-order mark and blank lines, and refuses an open quote", () => {
    expect(read("\uFEFFa,b\n\nc,d\r\n")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(() => read('a,"b')).toThrow("not closed");
  });

  it("reads the same whatever the pieces the text comes in, even a doubled quote cut in two", () => {
    const text = `\uFEFFtitle,notes\r\n"a ""quoted"" word","x,y"\r\nplain,"two\nlines"\r\n""""`;
    const whole = read(text);
    expect(whole).toEqual([["title", "notes"], ['a "quoted" word', "x,y"], ["plain", "two\nlines"], ['"']]);
    for (const size of [1, 2, 3, 7]) expect(read(text, size)).toEqual(whole);
  });

  it("neutralises cells a spreadsheet would run as formulas, quoted, and restores them", () => {
    const cells = ['=HYPERLINK("http://evil.example")', "+1", "-5 apples", "@SUM(A1)", "\tx", "\rx", "'=kept", "a-b"];
    const line = csvLine(cells);
    expect(line).toBe(
      `"'=HYPERLINK(""http://evil.example"")","'+1","'-5 apples","'@SUM(A1)","'\tx","'\rx","''=kept",a-b\r\n`,
    );
    expect((read(line)[0] ?? []).map(restoreCell)).toEqual(cells);
    expect(restoreCell("'plain")).toBe("'plain");
  });
});
