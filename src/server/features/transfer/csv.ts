/**
 * A cell a spreadsheet would run as a formula ("=HYPERLINK(…)", "-2+3", "@SUM(…)", or after a tab or CR), or one
 * that only looks neutralised already ("'=x"), which must keep its own quote through a round trip.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** What `csvLine` made of such a cell: one quote more in front. */
const NEUTRALISED = /^'+[=+\-@\t\r]/;

/**
 * One CSV record (RFC 4180): fields with a comma, quote or line break are quoted, quotes doubled. A field that
 * would start a formula gets a single quote in front and is quoted, as OWASP recommends against CSV injection;
 * `restoreCell` takes the quote off again on import.
 */
export function csvLine(fields: string[]): string {
  return `${fields
    .map((field) => {
      if (FORMULA_START.test(field)) return `"'${field.replaceAll('"', '""')}"`;
      return /[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
    })
    .join(",")}\r\n`;
}

/** A cell as exported by `csvLine` → the text it stands for: "'=SUM()" → "=SUM()"; anything else as it is. */
export const restoreCell = (cell: string): string => (NEUTRALISED.test(cell) ? cell.slice(1) : cell);

/** Characters of an unquoted field that need no second look (a quote inside one is kept as it is). */
const UNQUOTED_RUN = /[^,\r\n]*/y;

/**
 * Reads CSV a piece at a time, so a large file is never held as records all at once: `push` takes the next
 * piece of text and returns the records it completed, `end` the last one. Quoted fields may hold commas,
 * quotes and line breaks; CRLF or LF ends a record; a byte-order mark is skipped; blank lines are skipped.
 */
export class CsvReader {
  private record: string[] = [];
  private field = "";
  private quoted = false;
  /** A quote inside a quoted field at the end of a piece: the next character tells "" from a closing quote. */
  private quoteAtEnd = false;
  private started = false;

  push(text: string): string[][] {
    const records: string[][] = [];
    let index = 0;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.startsWith("\uFEFF")) index = 1;
    }
    if (this.quoteAtEnd && text.length > 0) {
      this.quoteAtEnd = false;
      if (text[0] === '"') {
        this.field += '"';
        index = Math.max(index, 1);
      } else this.quoted = false;
    }
    for (; index < text.length; index++) {
      const char = text[index];
      if (this.quoted) {
        if (char === '"') {
          if (index + 1 === text.length) this.quoteAtEnd = true;
          else if (text[index + 1] === '"') {
            this.field += '"';
            index++;
          } else this.quoted = false;
        } else {
          // The run up to the next quote at once: long quoted fields are most of a file of long tasks.
          const next = text.indexOf('"', index);
          const end = next === -1 ? text.length : next;
          this.field += text.slice(index, end);
          index = end - 1;
        }
      } else if (char === '"' && this.field === "") this.quoted = true;
      else if (char === ",") this.endField();
      else if (char === "\n") this.endRecord(records);
      else if (char !== "\r") {
        // The run up to the next comma, line break or quote at once.
        UNQUOTED_RUN.lastIndex = index;
        UNQUOTED_RUN.test(text);
        this.field += text.slice(index, UNQUOTED_RUN.lastIndex);
        index = UNQUOTED_RUN.lastIndex - 1;
      }
    }
    return records;
  }

  /** The last record; throws on a quote left open. */
  end(): string[][] {
    if (this.quoteAtEnd) {
      this.quoteAtEnd = false;
      this.quoted = false;
    }
    if (this.quoted) throw new Error("A quoted field is not closed.");
    const records: string[][] = [];
    if (this.field !== "" || this.record.length > 0) this.endRecord(records);
    return records;
  }

  private endField() {
    this.record.push(this.field);
    this.field = "";
  }

  private endRecord(records: string[][]) {
    this.endField();
    if (this.record.length > 1 || this.record[0] !== "") records.push(this.record);
    this.record = [];
  }
}
