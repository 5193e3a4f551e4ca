import { searchWords } from "../tasks/search-words";

/**
 * How well a task's title answers to a name typed in a command, forgiving the way people refer to their
 * tasks: words in any case and with or without accents (as search folds them), by their beginnings
 * ("dent" for "dentist"), with a slip of the finger ("dentsit"). 0: not this one.
 */
export function nameScore(name: string, title: string): number {
  const wanted = searchWords(name);
  const words = searchWords(title);
  if (wanted.length === 0) return 0;
  if (wanted.join(" ") === words.join(" ")) return NAME_SCORES.exact;
  let score: number = NAME_SCORES.prefixes;
  for (const term of wanted) {
    if (words.some((word) => word.startsWith(term))) continue;
    if (!words.some((word) => isSlipOf(term, word))) return 0;
    score = NAME_SCORES.typos;
  }
  return score;
}

export const NAME_SCORES = { exact: 3, prefixes: 2, typos: 1 } as const;

/**
 * A typed word that is the word, or its beginning, with one letter wrong, missing, extra or two swapped
 * (two for words of eight letters or more). Words under four letters must be exact: too many are one off.
 */
function isSlipOf(term: string, word: string): boolean {
  if (term.length < 4) return false;
  const allowed = term.length >= 8 ? 2 : 1;
  // The typed word may be the beginning of a longer one: compare it with beginnings of about its length.
  for (let length = term.length - allowed; length <= term.length + allowed; length += 1) {
    if (length < 1 || length > word.length) continue;
    if (editDistance(term, word.slice(0, length)) <= allowed) return true;
  }
  return false;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => i + j));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** The tasks that answer to `name` best: the single exact title if there is one, else every best match. */
export function bestMatches<T extends { title: string }>(name: string, tasks: T[]): T[] {
  let best = 0;
  let matches: T[] = [];
  for (const task of tasks) {
    const score = nameScore(name, task.title);
    if (score === 0 || score < best) continue;
    if (score > best) {
      best = score;
      matches = [];
    }
    matches.push(task);
  }
  return matches;
}
