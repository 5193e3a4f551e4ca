/**
 * German as people type it without a German keyboard or in a hurry: "loesch", "rueckgaengig", "ueberfaellig" for
 * "lösch", "rückgängig", "überfällig"; "ne Stunde" for "eine Stunde"; "erinner mich" for "erinnere mich". Only the
 * words the assistant's rules read are respelled: a title keeps its own spelling ("Gluehbirne wechseln").
 */

/** The rules' German words with an umlaut or ß, each found by its spelling with "ae", "oe", "ue" and "ss". */
const RULE_WORDS =
  "lösch lösche löschen rückgängig überfällig überfällige überfälligen überfälliges füg füge hinzufügen für über " +
  "übermorgen ändern ändere änder nächste nächsten nächster nächstes später früher früh wöchentlich täglich " +
  "jährlich könntest könnten können würdest würden würde möchte hätte müll grüß schön zurück fällig priorität " +
  "höchste niedrige unteraufgaben müde gießen";
const RESPELLED = new Map(
  RULE_WORDS.split(" ").map((word) => [
    word.replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ß/g, "ss"),
    word,
  ]),
);
/**
 * Colloquial and dialect words, as the rules read them: Bavarian "i hob" is "ich hab", Swiss "was isch uf de liste"
 * is "was ist auf der liste" ("de" stays: it is a word of titles in other languages too).
 */
const SPOKEN: Record<string, string> = {
  ne: "eine",
  nen: "einen",
  erinner: "erinnere",
  hob: "hab",
  isch: "ist",
  uf: "auf",
};
/** Bavarian "i" is "ich" beside "hab" or "hob" only: elsewhere it is English "I". */
const DIALECT_I = /(?<!\p{L})i(?=\s+h[ao]b(?!\p{L}))|(?<=(?<!\p{L})h[ao]b\s+)i(?!\p{L})/giu;
/** Bavarian "i" after a German modal verb ("was soll i macha", "muss i no"): English has no "soll i". */
const DIALECT_I_AFTER_MODAL = /(?<=(?<!\p{L})(?:soll|sollt|sollat|muss|kann|ko|mog|tät|dad)\s+)i(?!\p{L})/giu;
/**
 * Bavarian and Swabian infinitives end on "-a" ("macha", "bringa", "abhola", "aufräuma"): read as "machen",
 * "bringen", "abholen" by their stem, any prefix before it; a title keeps them as typed (see `inTypedSpelling`).
 * Only these stems: "-a" ends many a word of other languages ("hola", "Stella", "agenda").
 */
const DIALECT_INFINITIVE =
  /^(\p{L}*(?:bring|mach|kauf|kaff|hol|putz|zahl|guck|schaff|ruaf|räum|raum|wasch|koch|back|richt|fang|such|schreib|bstell|bestell|erledig|aufräum))a$/iu;
/** `word`'s infinitive when it is one said in dialect ("bringa" → "bringen"); otherwise none. */
const dialectInfinitive = (word: string) => {
  const stem = word.length >= 5 ? DIALECT_INFINITIVE.exec(word)?.[1] : undefined;
  return stem ? `${stem}en` : undefined;
};

/** `message` with the rules' words in their German spelling; the other words as typed. */
export function inGermanSpelling(message: string): string {
  const said = message.replace(DIALECT_I, "ich").replace(DIALECT_I_AFTER_MODAL, "ich");
  return said.replace(/\p{L}+/gu, (word, offset: number) => {
    const lower = word.toLowerCase();
    const respelled = RESPELLED.get(lower) ?? dialectInfinitive(lower);
    if (respelled && respelled !== lower) return respelled;
    // "ne" and "nen" before a word are "eine", "einen" ("…, ne?" at the end is a question tag).
    const spoken = SPOKEN[lower];
    const followed = /^\s+\p{L}/u.test(said.slice(offset + word.length));
    return spoken && ((lower !== "ne" && lower !== "nen") || followed) ? spoken : word;
  });
}

/**
 * "ae", "oe", "ue" between consonants inside a long word ("bibliotheksbuecher", "zurueckgebracht"): how German is
 * typed without umlauts; English has the pairs there rarely ("question", "guest" after "q", "g" are left).
 */
const TYPED_UMLAUT = /(?<=\p{L}{2,}[b-df-hj-np-tv-z])(?<![qg])(?:ae|oe|ue)(?=[b-df-hj-np-tv-z]\p{L}{2,})/giu;
const UMLAUT_OF: Record<string, string> = { ae: "ä", oe: "ö", ue: "ü" };

/**
 * `text` with every umlaut typed as two letters inside a word written as an umlaut, for telling its language only:
 * unlike `inGermanSpelling`, not only the rules' words, and never for a title.
 */
export function withTypedUmlauts(text: string): string {
  return text.replace(TYPED_UMLAUT, (pair) => UMLAUT_OF[pair.toLowerCase()] ?? pair);
}

/**
 * `text`, read from `inGermanSpelling(typed)`, with the words respelled back as `typed` has them: a task's title
 * keeps the user's own spelling ("Geschenk fuer Lisa kaufen"; quick add reads "naechsten" itself).
 */
export function inTypedSpelling(text: string, typed: string): string {
  const typedWords = new Map<string, string>();
  for (const [word] of typed.matchAll(/\p{L}+/gu)) {
    // Only the umlauts: "ne" for "eine" is how the rules read it, not a spelling to keep.
    const respelled = RESPELLED.get(word.toLowerCase()) ?? dialectInfinitive(word.toLowerCase());
    if (respelled && respelled !== word.toLowerCase()) typedWords.set(respelled, word);
  }
  return typedWords.size === 0 ? text : text.replace(/\p{L}+/gu, (word) => typedWords.get(word) ?? word);
}
