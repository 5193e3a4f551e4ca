/** German's number words, on their own too: "um drei" is a time where English "at three" is read by chrono. */
export const GERMAN_NUMBER_WORDS: Readonly<Record<string, number>> = {
  eins: 1,
  zwei: 2,
  // Said on the phone and in the south: "zwo", Bavarian "neune", "elfe".
  zwo: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  neune: 9,
  zehn: 10,
  elf: 11,
  elfe: 11,
  zwölf: 12,
};

/**
 * Numbers said in words, English and German: "every two weeks", "alle drei Tage", "in zwei Wochen am Freitag",
 * "push it back two days". One map for quick add and the assistant alike.
 */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...GERMAN_NUMBER_WORDS,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/** "a day", "eine Woche": an article that counts one, where a count may stand ("push it back a day"). */
export const ONE_ARTICLES: readonly string[] = ["a", "an", "ein", "eine", "einen"];

/** The count a word or digits say ("two", "eine", "3"), or undefined when they say none. */
export function countOf(word: string): number | undefined {
  const lower = word.toLowerCase();
  if (ONE_ARTICLES.includes(lower)) return 1;
  if (/^\d+$/.test(lower)) return Number(lower);
  return NUMBER_WORDS[lower];
}
