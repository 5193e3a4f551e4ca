/**
 * English as people type it in a hurry: the rules' English words mistyped, and "r" for "are"; and Scots ("tae",
 * "oot", "the morn"). The respelling pass of german-spelling.ts reads them with the German words, so a title keeps
 * them as typed just the same.
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
    hgih: "high",
    hihg: "high",
    urgnet: "urgent",
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
    // Scots, words no English or German word is spelled as: "remind me tae …", "took the bins oot", "what's it
    // aboot", "cannae" (cannot), "dinnae" (don't); "ye" and "ma" are read by their company (`inEnglishCompany`).
    tae: "to",
    oot: "out",
    aboot: "about",
    cannae: "cannot",
    dinnae: "don't",
    didnae: "didn't",
    doesnae: "doesn't",
    disnae: "doesn't",
    wouldnae: "wouldn't",
    isnae: "isn't",
  }),
);
/** "how many things r due": "r" for "are" before the words a question about tasks goes on with. */
const R_FOR_ARE = /^(?:due|overdue|there|left|open|done|scheduled|on|coming|planned|my|high|low|urgent)$/;

/** How the rules read `word` (lower case) when it is one of their English words mistyped; `after` is the next word. */
export function inEnglishSpelling(word: string, after: string): string | undefined {
  return ENGLISH_TYPOS.get(word) ?? (word === "r" && R_FOR_ARE.test(after) ? "are" : undefined);
}

/** Scots "ma" is "my" before the words the rules read after "my" ("plan ma day", "ma tasks"); "ma" alone is a name. */
const MY_BEFORE = new Set(
  "day week weekend tasks task list lists todos todo things stuff plate agenda schedule".split(" "),
);

/** How the rules read a Scots word that may be English too, by the word after it (lower case, "" at the end). */
export function inEnglishCompany(word: string, after: string): string | undefined {
  if (word === "ma") return MY_BEFORE.has(after) ? "my" : undefined;
  // "can ye plan ma day"; "ye olde" is English.
  if (word === "ye") return after === "olde" ? undefined : "you";
  // "whit's due the morn"; "Whit Monday" is Whitsun.
  if (word === "whit") return /^(?:sun|mon)day$|^week(?:end)?$/.test(after) ? undefined : "what";
  return undefined;
}

/**
 * Scots "the night" is tonight, at the end or before a time ("bins oot the night", "the night at 8"); not after the
 * words "the night" is the night with ("for the night", "stay the night", "all the night").
 */
const NIGHT_NOT_AFTER = new Set(
  "for all of during through in at on by into till until stay spend spent sleep slept over every each".split(" "),
);

/**
 * How the rules read "the" and `after` said together in Scots: "the morn" is tomorrow, as quick add reads it (not
 * "in the morn", the morning), and "the night" tonight. `before` is the word before "the" as read, `further` the word
 * after the pair ("" at a comma or the end).
 */
export function inEnglishPair(word: string, after: string, before: string, further: string): string | undefined {
  if (word !== "the") return undefined;
  if (after === "morn") return before === "in" ? undefined : "tomorrow";
  if (after === "night" && !NIGHT_NOT_AFTER.has(before) && (further === "" || further === "at")) return "tonight";
  return undefined;
}
