import { foldCase } from "../../../shared/fold-case";
import { TASK_SEARCH_TERMS_MAX, TASK_SEARCH_WORD_MAX_LENGTH, TASK_SEARCH_WORDS_MAX } from "../../../shared/limits";

/**
 * The words a text is found by, and the terms a search is made of: letters and digits in any script,
 * lower-cased with accents removed ("Äpfel" → "apfel"), so "apf" finds it as well as "äpf". Longer words
 * are cut, which only matters for searches longer than the cut. At most `max` of them, the first ones.
 */
export function searchWords(text: string, max = Number.POSITIVE_INFINITY): string[] {
  const folded = foldCase(text)
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "");
  const words = new Set<string>();
  for (const [word] of folded.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (words.size >= max) break;
    words.add([...word].slice(0, TASK_SEARCH_WORD_MAX_LENGTH).join(""));
  }
  return [...words];
}

/**
 * The words a task is indexed by: its title's, then its description's, at most `TASK_SEARCH_WORDS_MAX`, so
 * that one long task costs a bounded number of index rows (a word further into a long description is not found).
 */
export const taskWords = (title: string, description: string): string[] =>
  searchWords(`${title} ${description}`, TASK_SEARCH_WORDS_MAX);

/**
 * The word beginnings a search looks for. A term that begins another term is implied by it ("pl" by
 * "plan"), so it is left out; of the rest, the longest few are used.
 */
export function searchTerms(query: string): string[] {
  const words = searchWords(query);
  const needed = words.filter((word) => !words.some((other) => other !== word && other.startsWith(word)));
  return needed.sort((a, b) => b.length - a.length).slice(0, TASK_SEARCH_TERMS_MAX);
}

/** Past every character, so `word >= term and word < term + END` holds exactly for words starting with term. */
export const AFTER_EVERY_WORD_STARTING_WITH = "\u{10FFFF}";
