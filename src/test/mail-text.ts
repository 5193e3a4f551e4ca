/**
 * The readable text of a raw e-mail: quoted-printable is undone only when the message says it uses it
 * (a 7bit message may well contain "=D2" in a link, which must stay as it is).
 */
export function mailText(raw: string): string {
  return /^Content-Transfer-Encoding:\s*quoted-printable/im.test(raw) ? decodeQuotedPrintable(raw) : raw;
}

/** Soft line breaks first, then `=XX` escapes (as bytes, so UTF-8 survives). */
function decodeQuotedPrintable(text: string): string {
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
