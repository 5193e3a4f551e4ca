/** One CSV record (RFC 4180): fields with a comma, quote or line break are quoted, quotes doubled. */
export function csvLine(fields: string[]): string {
  return `${fields.map((field) => (/[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field)).join(",")}\r\n`;
}

/**
 * Reads CSV text into records: quoted fields may hold commas, quotes and line breaks; CRLF or LF ends a
 * record; a byte-order mark is skipped. Throws on a quote left open.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let index = text.startsWith("\uFEFF") ? 1 : 0;
  const endField = () => {
    record.push(field);
    field = "";
  };
  const endRecord = () => {
    endField();
    if (record.length > 1 || record[0] !== "") records.push(record);
    record = [];
  };
  for (; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === ",") endField();
    else if (char === "\n") endRecord();
    else if (char !== "\r") field += char;
  }
  if (quoted) throw new Error("A quoted field is not closed.");
  if (field !== "" || record.length > 0) endRecord();
  return records;
}
