/**
 * Which language short task text is in, English or German, from the function words and date words each uses and
 * the other does not (words both use, "am", "die", "in", "so", say nothing). Cheap enough for every message:
 * the quick add reads German text with its German rules whatever the browser's language, and so may the
 * assistant. English when nothing says German.
 */

const GERMAN_WORDS = new Set(
  (
    "und oder der das den dem des ein eine einen einem einer mit für von vom zum zur bei beim bis um uhr im ist " +
    "nicht auch noch mich mir bitte heute morgen übermorgen gestern nächste nächsten nächster nächstes " +
    "jeden jede jedes alle täglich wöchentlich monatlich jährlich werktags früh abend abends mittag nachmittag " +
    "montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar märz juni juli oktober dezember " +
    "tag tage tagen woche wochen monat monate monats jahr jahre ende anrufen kaufen machen erinnere erinnern"
  ).split(" "),
);
const ENGLISH_WORDS = new Set(
  (
    "the and or to at on of for with my by every each tomorrow today tonight next this call buy pay remind me " +
    "monday tuesday wednesday thursday friday saturday sunday january february march june july october december " +
    "day days week weeks month months year pm morning evening afternoon"
  ).split(" "),
);
/** Letters English words do not have: one word with them counts as a German word. */
const GERMAN_LETTERS = /[äöüß]/u;
const WORD = /\p{L}+/gu;

export type TextLanguage = "de" | "en";

export function languageOf(text: string): TextLanguage {
  let german = 0;
  let english = 0;
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    if (GERMAN_WORDS.has(word) || GERMAN_LETTERS.test(word)) german++;
    else if (ENGLISH_WORDS.has(word)) english++;
  }
  return german > english ? "de" : "en";
}
