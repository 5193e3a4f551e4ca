import type { z } from "zod";

/**
 * Control characters (Unicode's Cc: C0, DEL and C1) are invisible on screen and break what the text is written
 * into: NUL ends a C string, CR ends an iCalendar or e-mail line, U+0085 is a line break to some readers.
 * Tab is the one kept everywhere (pasted text holds it, and it harms no format); line feed only where a field
 * holds several lines.
 */
const CONTROL_BUT_TAB = /(?!\t)\p{Cc}/u;
const CONTROL_BUT_TAB_AND_LINE_FEED = /(?![\t\n])\p{Cc}/u;

/** What a PATCH that changes nothing is told. */
export const NOTHING_TO_UPDATE = "Send at least one field to change.";

/** For a PATCH body: whether it changes anything (sends at least one field); else it is told NOTHING_TO_UPDATE. */
export const changesSomething = (patch: Record<string, unknown>): boolean =>
  Object.values(patch).some((value) => value !== undefined);

export function controlCharactersMessage(field: string, { lineBreaks = false } = {}): string {
  return lineBreaks
    ? `${field} cannot contain control characters other than tabs and line breaks.`
    : `${field} cannot contain line breaks or other control characters.`;
}

/**
 * One line of text. Put it before any `.trim()`: a control character is refused wherever it is, never
 * dropped silently because it happened to stand at an end.
 */
export function singleLine(schema: z.ZodString, field: string): z.ZodString {
  return schema.refine((value) => !CONTROL_BUT_TAB.test(value), controlCharactersMessage(field));
}

/** Several lines. A Windows line break (CRLF, as in a pasted text or a CSV cell) is kept as a line feed. */
export function multiLine(schema: z.ZodString, field: string): z.ZodString {
  return schema
    .overwrite((value) => value.replaceAll("\r\n", "\n"))
    .refine(
      (value) => !CONTROL_BUT_TAB_AND_LINE_FEED.test(value),
      controlCharactersMessage(field, { lineBreaks: true }),
    );
}
