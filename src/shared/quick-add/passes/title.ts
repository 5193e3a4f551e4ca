import type { QuickAddPart, QuickAddResult } from "../../schemas/quick-add";

/**
 * Separators left dangling at an end of the title once a date is taken out ("call mom, tomorrow"), with the full
 * stop that ended the sentence after them ("Stoff bestellen, bis Freitag.").
 */
const DANGLING_SEPARATORS = /^[\s,;:–—-]+|[\s,;:–—-]+\.?$/g;

function titleWithout(text: string, parts: readonly QuickAddPart[]): string {
  const pieces: string[] = [];
  let from = 0;
  for (const { start, end } of [...parts].sort((a, b) => a.start - b.start)) {
    pieces.push(text.slice(from, start));
    from = end;
  }
  pieces.push(text.slice(from));
  return pieces
    .join(" ")
    .replace(/\s+/g, " ")
    .replace(/ ([,.;:!?])/g, "$1")
    .replace(DANGLING_SEPARATORS, "");
}

/** What nobody claimed, in order. */
export function titleOf(text: string, parts: readonly QuickAddPart[]): string {
  // A task always has a title: text that is all tags or dates ("p1", "#inbox") is its own.
  return titleWithout(text, parts) || text.replace(/\s+/g, " ").trim();
}

/**
 * Whether the text says nothing but what the parser recognised in it ("tomorrow p1", "friday at 3"), its title
 * being then the text itself: how a caller tells words that are all date from a task's title.
 */
export function isAllRecognised(text: string, result: Pick<QuickAddResult, "parts">): boolean {
  return text.trim() !== "" && titleWithout(text, result.parts) === "";
}
