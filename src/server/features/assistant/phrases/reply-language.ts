/**
 * Whether a reply is German: it says none of the English words a German reply never has, and at least one German
 * word. What is quoted (a task's title, the user's own words, a page's name) is the user's, in any language, so
 * it is left out first.
 */

const QUOTED = /„[^“]*“|“[^”]*”|"[^"]*"/gu;
/** Any of `words` (alternatives), as whole words; `flags` "g" to find them all. */
const word = (words: string, flags = "") => new RegExp(String.raw`(?<!\p{L})(?:${words})(?!\p{L})`, `${flags}iu`);

/** English words no German reply has ("in", "am", "so", "an" are German too, so they tell nothing). */
const ENGLISH = word(
  "the|is|are|you|your|task|tasks|tomorrow|today|due|nothing|with|and|of|to|at|on|for|overdue|priority|which|what|" +
    "added|moved|deleted|completed|changed|undone|try|found|no|not|every|week|day|days",
  "g",
);
/** German words, and any word with a letter English has not ("löschen?", "Änderung", "Rückgängig gemacht"). */
const GERMAN = word(
  "ist|sind|nicht|nichts|keine?|du|dich|dir|dein\\p{L}*|hast|heute|morgen|aufgaben?|fällig|überfällig|" +
    "hinzugefügt|gelöscht|erledigt|verschoben|ja|und|welche|ich|habe|gern|bis|gibt|woche|tag|tage|jeden|plan|" +
    "von|gegeben|umbenannt|beendet|aufgeteilt|gemacht|passend|namens|gefunden|schon|hinzufügen|alles|gut|" +
    "\\p{L}*[äöüß]\\p{L}*",
);

/** The English words `text` says outside its quotes, each once, lower case. */
export function englishWordsIn(text: string): string[] {
  const unquoted = text.replace(QUOTED, " ");
  return [...new Set([...unquoted.matchAll(ENGLISH)].map(([found]) => found.toLowerCase()))];
}

export function isGerman(text: string): boolean {
  const unquoted = text.replace(QUOTED, " ");
  return englishWordsIn(unquoted).length === 0 && GERMAN.test(unquoted);
}
