import type { Span } from "../../../../shared/quick-add/parse-quick-add";

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * The spans the user dismissed, carried over an edit of the text they point into: a span before the edit stays,
 * one after it moves with the text, and one the edit touches is dropped, so its words are read afresh. Typing
 * letters right against a span touches it ("Friday" → "Fridays"); a space or punctuation does not. The edit is
 * the one stretch where the texts differ (typing, deleting, pasting over a selection).
 */
export function spansAfterEdit(spans: readonly Span[], before: string, after: string): Span[] {
  if (spans.length === 0 || before === after) return [...spans];
  const shorter = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < shorter && before[prefix] === after[prefix]) prefix++;
  let suffix = 0;
  while (suffix < shorter - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) suffix++;
  const editEnd = before.length - suffix;
  const shift = after.length - before.length;
  const joinsWord = (character: string | undefined) => character !== undefined && WORD_CHARACTER.test(character);
  return spans.flatMap((span) => {
    if (span.end < prefix || (span.end === prefix && !joinsWord(after[prefix]))) return [span];
    const moved = { start: span.start + shift, end: span.end + shift };
    if (span.start > editEnd || (span.start === editEnd && !joinsWord(after[moved.start - 1]))) return [moved];
    return [];
  });
}
