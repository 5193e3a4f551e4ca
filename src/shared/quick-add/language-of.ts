/**
 * Which language short text is in, English or German: a task typed into quick add, or a message to the assistant.
 * Read from the function words, date words and words said to the assistant each language uses and the other does
 * not (words both use, "am", "die", "in", "so", "was", and "is", spoken German's "ist", say nothing). Cheap enough for every message: quick add
 * reads German text with its German rules whatever the browser's language, and the assistant answers a German
 * message in German. English when nothing says German.
 */

const GERMAN_WORDS = new Set(
  (
    "und oder der das den dem des ein eine einen einem einer mit für von vom zum zur bei beim bis um uhr im ist " +
    "nicht auch noch mich mir bitte heute morgen übermorgen gestern nächste nächsten nächster nächstes " +
    "jeden jede jedes alle täglich wöchentlich monatlich jährlich werktags früh abend abends mittag nachmittag " +
    "montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar märz juni juli oktober dezember " +
    "tag tage tagen woche wochen monat monate monats jahr jahre ende anrufen kaufen machen erinnere erinnern sind ab " +
    // What people say around their tasks: "gute Nacht", "bin heut so müde", Swiss "merci vielmal".
    "liste gute guten nacht schlaf gut heut müde vielmal " +
    // A priority said in German: "Prio runter auf niedrig", "rauf auf hoch".
    "runter rauf niedrig mittel hoch " +
    // What is on for a day: "was steht am 3.12. an"; "wat" is "was" as spoken in the north and west.
    "steht stehen wat geht " +
    // The formal "you" of a request: "verschieben Sie …", "haken Sie X ab".
    "sie " +
    // A change said around a task's English title: "X soll sich nimmer wiederholen", "teil X auf: …".
    "auf soll sollte sich nimmer mehr " +
    // Common words English never writes: how soon, how done, and the small words of a German sentence.
    "dringend eilig wichtig sofort bald später vorher nachher fertig schon jetzt dann aber nur mal doch gleich " +
    "wieder sehr gern gerne zu nach vor ohne durch gegen hier dort wir " +
    // What a German shopping list names alone: "brot", "milch", "windeln".
    "brot milch windeln eier mehl zucker nudeln wurst kartoffeln zwiebeln bananen klopapier spülmittel waschmittel"
  ).split(" "),
);
/**
 * What people say to the assistant rather than in a task: "erledige X", "zeig #einkauf", "danke". They weigh
 * double, since they are the speaker's language, where a task's name may be in either ("erledige call bank").
 */
const SAID_IN_GERMAN = new Set(
  (
    "erledige erledigt erledigen abhaken abgehakt hake markiere lösche lösch löschen entferne entfernen zeig " +
    "zeige verschiebe verschieb benenne mach mache ruf rufe welche welcher wann wie viele gibt habe hab hast ich " +
    "du kannst meine mein aufgabe aufgaben kein keine nichts als hallo hilfe danke dank vielen passt klar alles " +
    "genau ja nein tschüss moin servus huhu hak erinner stell setz leg schieb schick trag gib hol such finde öffne " +
    "nimm füg benenn markier entfern häng kann weg " +
    // Greetings and addresses as spoken: "morjen", "moinsen", "digga".
    "morjen moinsen digga " +
    // Austrian and German approval said alone: "leiwand 👍", "urleiwand", "gschmeidig".
    "leiwand urleiwand gschmeidig oida " +
    // "teil X auf: …", "tu bei X den Tag Y dazu": requests said in German around an English title.
    "teil teile aufteilen tu dazu"
  ).split(" "),
);
const ENGLISH_WORDS = new Set(
  (
    "the and or to at on of for with my by every each tomorrow today tonight next this call buy pay remind me " +
    "monday tuesday wednesday thursday friday saturday sunday january february march june july october december " +
    "day days week weeks month months year pm morning evening afternoon it them " +
    // Verbs English tasks begin with, and words ending as German infinitives do ("clean kitchen", "water garden").
    "clean fix wash get pick send book water feed walk cook bake read write take mow renew visit tidy prepare " +
    "finish reply kitchen garden chicken oven children often open listen even seven"
  ).split(" "),
);
/** "ok", "okay" are not among them: German says them as often ("ok passt"), so they tell nothing. */
const SAID_IN_ENGLISH = new Set(
  (
    "complete completed done finished delete remove show find move rename make what which when how many are " +
    "do i have you task tasks hi hello help thanks thank yes no please bye"
  ).split(" "),
);
/**
 * "am 2.1.", "bis 10.12.": a day and month with a dot after each is how German writes a date (English writes
 * "2/1"); each counts as a German word.
 */
const GERMAN_DATE = /(?<![\d.])(?:[12]\d|3[01]|0?[1-9])\.(?:1[0-2]|0?[1-9])\.(?!\d)/gu;
/** Letters English words do not have: one word with them counts as a German word. */
const GERMAN_LETTERS = /[äöüß]/u;
/**
 * A German past participle, as said of a task done: "angerufen", "gekauft", "repariert", "bezahlt" (those without
 * "ge" are the "-ieren" verbs' and the common "be-", "ver-" and "er-" ones).
 */
export const GERMAN_PARTICIPLE_WORD = String.raw`(?:(?:ab|an|auf|aus|ein|mit|weg|zu|zurück|vor)?ge\p{L}{2,}(?:t|en)|\p{L}{2,}iert|bezahlt|besorgt|bestellt|beantwortet|verschickt|versendet|vereinbart|erstellt|vorbereitet|beglichen|überwiesen|unterschrieben|erneuert|verlängert)`;
export const GERMAN_PARTICIPLE = new RegExp(`^${GERMAN_PARTICIPLE_WORD}$`, "u");
/** "Dunkelmodus an", "Benachrichtigungen aus": German switches a thing on or off with a word English never ends on. */
const GERMAN_SWITCH = /\s(?:an|aus)$/i;
/**
 * "Katzenfutter bestellen p1": German tasks end on an infinitive, which, when no other word tells, says German
 * (quick add's marks and dates aside). Two words at least: "Kitchen" alone says nothing.
 */
/** "water the plants erledigt": German's word for done, last. */
const GERMAN_DONE_LAST = /\s(?:erledigt|abgehakt|abhaken|fertig)$/u;
const GERMAN_INFINITIVE_LAST = /\p{L}\s+\p{L}{3,}(?:en|ern|eln)$/u;
const QUICK_ADD_MARKS = /(?:^|\s)(?:p[1-4]|!{1,3}|[#+]\S+)(?=\s|$)/giu;
const SAID_WEIGHT = 2;
const WORD = /\p{L}+/gu;

export type TextLanguage = "de" | "en";

export function languageOf(text: string): TextLanguage {
  let german = 0;
  let english = 0;
  const said = text.toLowerCase().trim();
  german += said.match(GERMAN_DATE)?.length ?? 0;
  for (const [word] of said.matchAll(WORD)) {
    if (SAID_IN_GERMAN.has(word)) german += SAID_WEIGHT;
    else if (SAID_IN_ENGLISH.has(word)) english += SAID_WEIGHT;
    else if (GERMAN_WORDS.has(word) || GERMAN_LETTERS.test(word) || GERMAN_PARTICIPLE.test(word)) german++;
    else if (ENGLISH_WORDS.has(word)) english++;
  }
  if (german !== english) return german > english ? "de" : "en";
  const words = said
    .replace(QUICK_ADD_MARKS, "")
    .replace(/[.!?]+$/, "")
    .trim();
  // "erledigt: reply to tom", "water the plants erledigt": a request's first word, or its word for done last, is the
  // speaker's; the task it names may be in either language.
  const first = words.match(WORD)?.[0] ?? "";
  return GERMAN_SWITCH.test(words) ||
    GERMAN_INFINITIVE_LAST.test(words) ||
    GERMAN_DONE_LAST.test(words) ||
    SAID_IN_GERMAN.has(first)
    ? "de"
    : "en";
}
