/**
 * English as people type it in a hurry: the rules' English words mistyped, and "r" for "are". The respelling pass of
 * german-spelling.ts reads them with the German words, so a title keeps them as typed just the same.
 */

/**
 * Common typos of the rules' English words ("anythin overdue", "high priorty", "this weeekend", "teh parcel"): read
 * as the word meant; a title keeps them as typed (see `inTypedSpelling`). Only misspellings that are no word.
 */
const ENGLISH_TYPOS = new Map<string, string>(
  Object.entries({
    anythin: "anything",
    anyting: "anything",
    anythign: "anything",
    priorty: "priority",
    priorit: "priority",
    prioirty: "priority",
    proirity: "priority",
    priroity: "priority",
    priortiy: "priority",
    weeekend: "weekend",
    wekend: "weekend",
    weekedn: "weekend",
    weeknd: "weekend",
    overdeu: "overdue",
    ovedue: "overdue",
    overdu: "overdue",
    overude: "overdue",
    tomorow: "tomorrow",
    tommorow: "tomorrow",
    tommorrow: "tomorrow",
    tomorrw: "tomorrow",
    remider: "reminder",
    reminer: "reminder",
    remindr: "reminder",
    teh: "the",
    hte: "the",
    thsi: "this",
    // Texting: "2 hrs b4 the shift" (german-spelling.ts finds the word of a letter and a digit).
    b4: "before",
  }),
);
/** "how many things r due": "r" for "are" before the words a question about tasks goes on with. */
const R_FOR_ARE = /^(?:due|overdue|there|left|open|done|scheduled|on|coming|planned|my|high|low|urgent)$/;

/** How the rules read `word` (lower case) when it is one of their English words mistyped; `after` is the next word. */
export function inEnglishSpelling(word: string, after: string): string | undefined {
  return ENGLISH_TYPOS.get(word) ?? (word === "r" && R_FOR_ARE.test(after) ? "are" : undefined);
}
