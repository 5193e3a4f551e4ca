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

/**
 * The minutes said in words after an hour said in words ("at three thirty", "at four fifteen pm", "at seven
 * o'clock"): US dictation writes a time so.
 */
export const MINUTE_WORDS: Readonly<Record<string, number>> = {
  "o'clock": 0,
  oclock: 0,
  "oh five": 5,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  "twenty five": 25,
  thirty: 30,
  "thirty five": 35,
  forty: 40,
  "forty five": 45,
  fifty: 50,
  "fifty five": 55,
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

const UNIT_ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"];
const TEEN_ORDINALS = ["tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth"];
const LATE_TEEN_ORDINALS = ["seventeenth", "eighteenth", "nineteenth"];
/**
 * A month's days said as ordinals in words, as US dictation writes "on the twenty first": "first" … "thirty first"
 * ("twenty-first" too) to the day they name.
 */
export const DAY_ORDINAL_WORDS: Readonly<Record<string, number>> = Object.fromEntries([
  ...[...UNIT_ORDINALS, ...TEEN_ORDINALS, ...LATE_TEEN_ORDINALS].map((word, index) => [word, index + 1] as const),
  ["twentieth", 20] as const,
  ["thirtieth", 30] as const,
  ...UNIT_ORDINALS.flatMap((word, index) => [
    [`twenty ${word}`, 21 + index] as const,
    [`twenty-${word}`, 21 + index] as const,
  ]),
  ["thirty first", 31] as const,
  ["thirty-first", 31] as const,
]);
