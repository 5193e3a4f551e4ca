import { searchWords } from "../tasks/search-words";

/**
 * How well a task's title answers to a name typed in a command, forgiving the way people refer to their
 * tasks: words in any case and with or without accents (as search folds them), by their beginnings
 * ("dent" for "dentist"), with a slip of the finger ("dentsit") when `slips` knows the word it slipped from
 * (see `slipsOf`). `terms` are the name's words (`searchWords`). 0: not this one.
 *
 * Only comparisons and set lookups: the edit distances were spent, a bounded number, finding `slips`.
 */
export function nameScore(terms: string[], title: string, slips: Slips = NO_SLIPS): number {
  const words = searchWords(title);
  if (terms.length === 0) return 0;
  if (terms.join(" ") === words.join(" ")) return NAME_SCORES.exact;
  let score: number = NAME_SCORES.prefixes;
  for (const term of terms) {
    if (words.some((word) => word.startsWith(term))) continue;
    const slipped = slips.get(term);
    if (!slipped || !words.some((word) => slipped.has(word))) return 0;
    score = NAME_SCORES.typos;
  }
  return score;
}

export const NAME_SCORES = { exact: 3, prefixes: 2, typos: 1 } as const;

/** For each term of a name, the words it may be a slip of. */
export type Slips = ReadonlyMap<string, ReadonlySet<string>>;
const NO_SLIPS: Slips = new Map();

/** Words under this many letters must be typed exactly: too many are one letter off. */
export const SLIP_TERM_MIN_LENGTH = 4;
/** Edits forgiven in a typed word: one, two in a word of eight letters or more. */
export const slipsAllowed = (term: string) => (term.length >= 8 ? 2 : 1);

/** Counts the cells an edit distance fills: the whole of a name's matching work, for tests to bound. */
export interface DistanceMeter {
  cells: number;
}

/**
 * The words among `words` (of the user's word index) that `term` is a slip of: the word, or its beginning,
 * with one letter wrong, missing, extra or two swapped (two for terms of eight letters or more). At most
 * `term.length × (2 × allowed + 1)` cells of work per word (`prefixDistance`).
 */
export function slipsOf(term: string, words: readonly string[], meter?: DistanceMeter): Set<string> {
  const found = new Set<string>();
  if (term.length < SLIP_TERM_MIN_LENGTH) return found;
  const allowed = slipsAllowed(term);
  for (const word of words) {
    if (!word.startsWith(term) && prefixDistance(term, word, allowed, meter) <= allowed) found.add(word);
  }
  return found;
}

/**
 * The optimal string alignment distance (insertions, deletions, substitutions and swaps of neighbours)
 * from `term` to the closest beginning of `word` whose length is within `max` of the term's, when it is
 * at most `max`; otherwise `max + 1`. Banded: only cells within `max` of the diagonal are filled, a row at
 * a time, stopping at the first row with none within `max`, so it costs at most
 * `term.length × (2 × max + 1)` cells however long either text is.
 */
export function prefixDistance(term: string, word: string, max: number, meter?: DistanceMeter): number {
  const beyond = max + 1;
  const columns = Math.min(word.length, term.length + max);
  // Rows i - 2, i - 1 and i of the table, each `columns + 1` cells. A row's cells right of its band were
  // never written (`beyond`); the one left of it is reset, as the array held row i - 3 before.
  let older = new Array<number>(columns + 1).fill(beyond);
  let previous = Array.from({ length: columns + 1 }, (_, j) => (j <= max ? j : beyond));
  let current = new Array<number>(columns + 1).fill(beyond);
  for (let i = 1; i <= term.length; i += 1) {
    const from = Math.max(0, i - max);
    const to = Math.min(columns, i + max);
    if (from > 0) current[from - 1] = beyond;
    let rowBest = beyond;
    for (let j = from; j <= to; j += 1) {
      if (meter) meter.cells += 1;
      let best = j === 0 ? i : Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1);
      if (j > 0) best = Math.min(best, (previous[j - 1] as number) + (term[i - 1] === word[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && term[i - 1] === word[j - 2] && term[i - 2] === word[j - 1]) {
        best = Math.min(best, (older[j - 2] as number) + 1);
      }
      current[j] = Math.min(best, beyond);
      rowBest = Math.min(rowBest, current[j] as number);
    }
    // No later cell costs less than the cheapest of this row (a swap reaches back two rows, but from a
    // cell whose diagonal neighbour in this row costs at most one more): none can come back within `max`.
    if (rowBest > max) return beyond;
    [older, previous, current] = [previous, current, older];
  }
  let closest = beyond;
  for (let j = Math.max(1, term.length - max); j <= columns; j += 1) closest = Math.min(closest, previous[j] as number);
  return closest;
}

/** The tasks that answer to `terms` best: the single exact title if there is one, else every best match. */
export function bestMatches<T extends { title: string }>(terms: string[], tasks: T[], slips?: Slips): T[] {
  let best = 0;
  let matches: T[] = [];
  for (const task of tasks) {
    const score = nameScore(terms, task.title, slips);
    if (score === 0 || score < best) continue;
    if (score > best) {
      best = score;
      matches = [];
    }
    matches.push(task);
  }
  return matches;
}

/**
 * Articles, possessives and the small words between a name's others ("book the lisbon flights", "pay my rent",
 * "geschenk für anna"), folded as names are: a title and what is said of it may each hold them or not and still name
 * the same task.
 */
export const LINKING_WORDS: ReadonlySet<string> = new Set(
  [
    "the",
    "a",
    "an",
    "my",
    "of",
    "for",
    "to",
    "der",
    "die",
    "das",
    "den",
    "dem",
    "des",
    "ein",
    "eine",
    "für",
    "nach",
    "zum",
    "zur",
    "vom",
    "von",
  ].flatMap((word) => searchWords(word)),
);

/** A name's terms without its linking words; none when it has none or only them. */
export function withoutLinkingWords(terms: readonly string[]): string[] | undefined {
  const words = terms.filter((term) => !LINKING_WORDS.has(term));
  return words.length > 0 && words.length < terms.length ? words : undefined;
}

/** The longest beginning all of `words` share. */
export function sharedBeginning(words: readonly string[]): string {
  let shared = words[0] ?? "";
  for (const word of words) {
    while (!word.startsWith(shared)) shared = shared.slice(0, -1);
  }
  return shared;
}

/**
 * Words of everyday tasks in English and German, each with the other language's word: a German message may name
 * an English title ("wann ist der zahnarzt" → "Dentist"), an English one a German title ("call grandma" → "Oma
 * anrufen"). A name is looked up by them only when its own words find nothing.
 */
const TRANSLATIONS: readonly (readonly [english: string, german: string])[] = [
  ["dentist", "zahnarzt"],
  ["work", "arbeit"],
  ["home", "zuhause"],
  ["home", "haus"],
  ["class", "kurs"],
  ["doctor", "arzt"],
  ["vet", "tierarzt"],
  ["appointment", "termin"],
  ["haircut", "friseur"],
  ["bill", "rechnung"],
  ["rent", "miete"],
  ["tax", "steuer"],
  ["insurance", "versicherung"],
  ["bank", "bank"],
  ["pay", "bezahlen"],
  ["call", "anrufen"],
  ["buy", "kaufen"],
  ["shopping", "einkauf"],
  ["groceries", "lebensmittel"],
  ["trash", "müll"],
  ["take", "rausbringen"],
  ["plants", "pflanzen"],
  ["water", "gießen"],
  ["parcel", "paket"],
  ["pick", "abholen"],
  ["books", "bücher"],
  ["library", "bibliothek"],
  ["car", "auto"],
  ["tyres", "reifen"],
  ["bike", "fahrrad"],
  ["repair", "reparieren"],
  ["birthday", "geburtstag"],
  ["gift", "geschenk"],
  ["christmas", "weihnacht"],
  ["cards", "karten"],
  ["cv", "lebenslauf"],
  ["photos", "fotos"],
  ["flights", "flüge"],
  ["hotel", "hotel"],
  ["passport", "reisepass"],
  ["renew", "erneuern"],
  ["laundry", "wäsche"],
  ["vacuum", "staubsaugen"],
  // Before "putzen", which stays the word "clean" is said in German by.
  ["clean", "aufräumen"],
  ["clean", "putzen"],
  ["flat", "wohnung"],
  ["kitchen", "küche"],
  ["garden", "garten"],
  ["lawn", "rasen"],
  ["tap", "wasserhahn"],
  ["gym", "fitnessstudio"],
  ["cancel", "kündigen"],
  ["membership", "mitgliedschaft"],
  ["report", "bericht"],
  ["quarterly", "quartal"],
  ["presentation", "präsentation"],
  ["meeting", "besprechung"],
  ["reply", "antworten"],
  ["email", "mail"],
  ["read", "lesen"],
  ["learn", "lernen"],
  ["spanish", "spanisch"],
  ["dog", "hund"],
  ["cat", "katze"],
  ["grandma", "oma"],
  ["grandpa", "opa"],
  ["mum", "mama"],
  ["dad", "papa"],
  // "1:1 mit Sarah" for "1:1 with Sarah": the word that joins a meeting to whom it is with.
  ["with", "mit"],
];
/** Each word, folded as names are (`searchWords`), to its word in the other language. */
const TRANSLATION_OF = new Map<string, string>(
  TRANSLATIONS.flatMap(([english, german]) => {
    const [en = english] = searchWords(english);
    const [de = german] = searchWords(german);
    return en === de ? [] : [[en, de] as const, [de, en] as const];
  }),
);
/** What a plural adds to a glossary word, English or German ("bills", "rechnungen", "bücher" as "bucher"). */
const PLURAL_ENDING = /^(?:|s|es|n|en|e|er)$/;
/** The glossary's words, English and German. */
const GLOSSARY_WORDS = [...TRANSLATION_OF.keys()];
/** Whether `text` is `word`, or its plural. */
const isWord = (text: string, word: string) => text.startsWith(word) && PLURAL_ENDING.test(text.slice(word.length));
/** The letter German may join a compound's parts with: "geburtstag-s-geschenk". */
const JOINING = /^s(?=\p{L}{2})/u;

/**
 * A name's terms (`searchWords`) in the other language, word by word (a plural as its singular's word, a German
 * compound as its first word's), the words without a translation as they are; none when no word has one.
 */
export function translatedTerms(terms: readonly string[]): string[] | undefined {
  let translated = false;
  const words = terms.map((term) => {
    const known =
      GLOSSARY_WORDS.find((word) => isWord(term, word)) ??
      // "zahnarzttermin" for "Dentist": a compound of two of its words by the first, which says what it is about
      // (a typo's tail, "steuerbrater", is no word of it).
      GLOSSARY_WORDS.find((word) => {
        const rest = term.slice(word.length).replace(JOINING, "");
        return term.startsWith(word) && rest !== "" && GLOSSARY_WORDS.some((other) => isWord(rest, other));
      });
    if (known === undefined) return term;
    translated = true;
    return TRANSLATION_OF.get(known) ?? term;
  });
  return translated ? words : undefined;
}
