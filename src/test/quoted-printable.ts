/** Undoes quoted-printable: soft line breaks first, then `=XX` escapes (as bytes, so UTF-8 survives). */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
