import { TASK_SEARCH_WORD_MAX_LENGTH } from "../../../shared/limits";

/**
 * The words a task is found by, and the terms a search is made of: letters and digits in any script,
 * lower-cased with accents removed ("Äpfel" → "apfel"), so "apf" finds it as well as "äpf". Longer words
 * are cut, which only matters for searches longer than the cut.
 */
export function searchWords(text: string): string[] {
  const folded = text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLocaleLowerCase("und");
  const words = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return [...new Set(words.map((word) => [...word].slice(0, TASK_SEARCH_WORD_MAX_LENGTH).join("")))];
}

/** Past every character, so `word >= term and word < term + END` holds exactly for words starting with term. */
export const AFTER_EVERY_WORD_STARTING_WITH = "\u{10FFFF}";
