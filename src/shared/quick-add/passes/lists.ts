import { foldCase } from "../../fold-case";
import { LIST_NAME_MAX_LENGTH } from "../../limits";
import type { QuickAddResult } from "../../schemas/quick-add";
import type { Claims } from "../claims";

export const DIGITS_ONLY = /^\p{N}+$/u;
/**
 * `+Groceries`, or `+"Long name"` (curly quotes too, as phones type them) for a name with spaces; punctuation after
 * a bare name ends it, as after a tag.
 */
const LIST_PATTERN = /(?<!\S)\+(?:["\u201c]([^"\u201c\u201d]+)["\u201d]|([\p{L}\p{N}_-]+))(?=$|[\s,.;:!?)])/gu;

/**
 * The list a `+Name` puts the task in, the first of the user's lists named; or else the first other name said, which
 * is no list of theirs (yet).
 */
export function claimList(
  text: string,
  lists: readonly string[],
  claims: Claims,
): Pick<QuickAddResult, "list" | "unknownList"> {
  // Of two lists named alike, the first in the user's order.
  const listsByFold = new Map([...lists].reverse().map((name) => [foldCase(name), name]));
  let list: string | null = null;
  let unknownList: QuickAddResult["unknownList"] = null;
  for (const match of text.matchAll(LIST_PATTERN)) {
    const name = (match[1] ?? match[2] ?? "").trim();
    const span = { start: match.index, end: match.index + match[0].length };
    if (name === "" || DIGITS_ONLY.test(name) || !claims.isFree(span)) continue;
    const known = listsByFold.get(foldCase(name));
    if (known !== undefined && list === null) {
      list = known;
      claims.claim(span, "list");
      continue;
    }
    // Any other list named stays text, but never reads as a date ("+March", "+\"Friday drinks\"").
    claims.hold(span);
    if (known === undefined && unknownList === null && name.length <= LIST_NAME_MAX_LENGTH) {
      unknownList = { name, ...span };
    }
  }
  return { list, unknownList: list === null ? unknownList : null };
}
