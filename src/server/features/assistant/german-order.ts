/**
 * German word order, turned into the verb-first order the rules read. German puts a request's verb last
 * ("Fahrrad reparieren in die Liste Work verschieben", "kannst du den Arzttermin entfernen?") and splits a
 * separable verb around its object ("hak den Arzttermin ab", "trag Zahnarzt am Montag ein"); turned, these are
 * "verschiebe Fahrrad reparieren in die Liste Work", "entferne den Arzttermin", "hake den Arzttermin ab" and "füge
 * Zahnarzt am Montag hinzu". Only verbs that speak of the task list are turned, and a sentence turned is still read
 * by the rules alone: "Möbel verschieben" turned is "verschiebe Möbel", which names no day, so no rule reads it as a
 * change.
 */
import { GERMAN_ADD_INFINITIVES } from "./small-words";

/** Words in quotes, English or German („…“): the quoted words. */
export const QUOTED = /^["'\u201c\u201e](.*)["'\u201c\u201d]$/;

/** "kannst du …", "du kannst …", "könntest du bitte …", "ich möchte …", "bitte …": a request asked politely, its verb last. */
export const POLITE_LEAD =
  /^(?:(?:kannst|könntest|kann(?:st)?|würdest|magst|willst) du|du (?:kannst|könntest|darfst)|(?:können|könnten|würden) sie|ich (?:möchte|will|würde gerne?|hätte gerne?)|bitte)\s+(?:(?:bitte|mal|noch|gerne?|doch)\s+)*/iu;
/** "X kannst du löschen": the same said before the verb ("X kannst löschen", spoken without the "du"). */
const POLITE_BEFORE_VERB = /\s(?:kannst|könntest|würdest|magst)(?: du)?\s+(?:bitte\s+)?\p{L}+$/iu;
/**
 * The formal imperative, its verb first as an infinitive: "Entfernen Sie bitte …", "Bitte tragen Sie … ein",
 * "Vermerken Sie bitte: …"; said to one the assistant knows as "entferne …", "trage … ein", "vermerke: …".
 */
const FORMAL = /^(\p{L}+?)e?n\s+sie(?:\s+bitte(?=\s*:))?(\s*:)?\s+(?:bitte\s+)?(.+)$/iu;
/**
 * "…anlegen, gerne für den 12. Dezember", "legen Sie X an, fällig am 2.12.": the day German says after the verb, set
 * off by a comma, which belongs to the request (turned, it goes with the object: "füge X für den 12. Dezember hinzu").
 */
const DAY_AFTER_VERB = /,\s+(?:(?:gerne?|bitte|am besten|und zwar|fällig)\s+)*((?:für|am|bis|zum|ab|auf)\s+[^,]+)$/iu;
/**
 * Several requests ("… und …", "…, …") are each turned on their own; a question is no request to turn. The commas
 * around a date ("auf Montag, den 7. Dezember, verlegen") part no requests.
 */
const NOT_ONE_REQUEST =
  /\s(?:und|dann)\s|[,;](?!\s*den\s+\d)(?<!\d\.\s*\p{L}*,)|^(?:was|welche\w*|wann|wie|wo|wer|warum|wieso|gibt'?s|gibt es|habe? ich|muss ich|soll ich)\s/iu;

/** How each verb said last is said first: "X löschen" → "lösche X", "X abhaken" → "hake X ab". */
type Turn = (object: string) => string;
const deleted: Turn = (object) => `lösche ${object}`;
const moved: Turn = (object) => `verschiebe ${object}`;
const ticked: Turn = (object) => `hake ${object} ab`;
/** "trag „Kaution zurückfordern“ ein": the quoted words are the task. */
const added: Turn = (object) => `füge ${object.replace(FOR_ME_FIRST, "").replace(QUOTED, "$1")} hinzu`;
/**
 * "trag mir bitte X ein", "legen Sie mir die Aufgabe „X“ an": who it is for, the "bitte" and the word "Aufgabe"
 * before a quoted name are no part of the task.
 */
const FOR_ME_FIRST =
  /^(?:(?:mir|uns|bitte|mal|noch)\s+)*(?:(?:die|eine|ne|folgende)\s+(?:neue\s+)?(?:aufgabe|erinnerung)\s+(?=["\u201c\u201e]))?/iu;

/**
 * Verbs that, said last, only ever ask something of the task list ("streichen" also paints a wall, "eintragen" is
 * a task of its own: "Noten eintragen").
 */
const LAST: readonly [RegExp, Turn][] = [
  [/^(.+?),?\s+(?:löschen|entfernen)$/iu, deleted],
  [/^(.+?),?\s+(?:verschieben|verlegen|schieben)$/iu, moved],
  [/^(.+?),?\s+ändern$/iu, (object) => `ändere ${object}`],
  [/^(.+?),?\s+(?:abhaken|durchstreichen)$/iu, ticked],
  [/^(.+?),?\s+umbenennen$/iu, (object) => `benenne ${object} um`],
  [/^(.+?),?\s+markieren$/iu, (object) => `markiere ${object}`],
  // "X in (eine) neue Liste Werkstatt packen", "X in die Liste Home tun": put on a list named after the word "Liste".
  [
    /^(.+?\s(?:in|auf)\s+(?:(?:die|eine|meine)\s+)?(?:neue\s+)?(?:liste\s+\S.*?|\S+-liste))\s+(?:packen|tun|stecken|legen|setzen)$/iu,
    (object) => `packe ${object}`,
  ],
];

/** Verbs said last that are a request only when asked for: "kannst du Zahnarzt am Montag eintragen?". */
const LAST_WHEN_ASKED: readonly [RegExp, Turn][] = [
  [
    /^(.+?)\s+(?:streichen|rausnehmen|herausnehmen|wegwerfen|wegschmei(?:ß|ss)en|rauswerfen|rausschmei(?:ß|ss)en)$/iu,
    deleted,
  ],
  [new RegExp(String.raw`^(.+?)\s+(?:${GERMAN_ADD_INFINITIVES})$`, "iu"), added],
  // "anlegen", "erstellen" make many things ("ein Konto anlegen"): a task only when a task named in quotes is said.
  [/^((?:.+?\s)?(?:aufgabe|erinnerung)\s+["\u201c\u201e].+?)\s+(?:anlegen|erstellen)$/iu, added],
];

/** A separable verb said to the assistant, its particle last: "hak X ab", "nimm X raus", "trag X ein". */
const SPLIT: readonly [RegExp, Turn][] = [
  [/^hak(?:e)?\s+(.+?)\s+ab$/iu, ticked],
  [/^streich(?:e)?\s+(.+?)\s+durch$/iu, ticked],
  [
    /^(?:nimm|wirf|schmei(?:ß|ss))\s+(?!(?:bei|von|aus)\s)(.+?)\s+(?:raus|heraus|weg|von (?:der|meiner) liste(?: runter)?)$/iu,
    deleted,
  ],
  // "notier das als erledigt" marks a task done, never adds one.
  [
    /^(?:trag(?:e)?\s+(.+?)\s+ein|schreib(?:e)?\s+(.+?)\s+auf|notier(?:e)?\s+(?!.*\sals\s+(?:erledigt|fertig|abgeschlossen)$)(.+))$/iu,
    added,
  ],
  [/^schieb(?:e)?\s+(.+)$/iu, moved],
  // Bavarian "den verleg bittschön auf neune": the task pointed at first, then the verb ("verleg den …").
  [/^(?:den|die|das|des|dat)\s+(?:verschieb|schieb|verleg|leg|setz)e?\s+(.+)$/iu, (rest) => `verschiebe es ${rest}`],
];

/**
 * A task asked for with its verb split around it, "leg X an", "trag X ein": with a day said after the verb (see
 * DAY_AFTER_VERB), the day goes with the task.
 */
const SPLIT_ADDED: readonly [RegExp, Turn][] = [
  [/^(?:leg|lege)\s+(.+?)\s+an$/iu, added],
  [/^(?:trag(?:e)?\s+(.+?)\s+ein|schreib(?:e)?\s+(.+?)\s+auf)$/iu, added],
];

/** "Steuern kannst du bitte löschen": the words a request puts before its verb that are no part of the object. */
const ASKED_BEFORE_VERB = /(?:\s+(?:kannst|könntest|würdest|magst)(?:\s+du)?)?(?:\s+(?:bitte|mal|gerne?|doch))*$/iu;

/** "kannst abhaken": the asking alone, no object; the task is the one of the reply before. */
const ASKING_ALONE = /^(?:(?:du|kannst|könntest|darfst|bitte)(?:\s+|$))+$/iu;

/** The turn of `words` by the first of `turns` that reads them; `day` (said after the verb) after the object. */
const turned = (turns: readonly [RegExp, Turn][], words: string, day = "") => {
  for (const [pattern, turn] of turns) {
    const object = pattern.exec(words)?.slice(1).find(Boolean)?.replace(ASKED_BEFORE_VERB, "");
    if (object && !ASKING_ALONE.test(object)) return turn(day ? `${object} ${day}` : object);
  }
  return undefined;
};

/**
 * `typed` (a tidied message, in its own case) in the verb-first order, or none when it is not said otherwise. A
 * polite request whose verb no turn knows loses only its lead ("Könnten Sie den Arzttermin auf halb neun legen").
 */
export function verbFirst(typed: string): string | undefined {
  const unled = typed.replace(POLITE_LEAD, "");
  const formal = FORMAL.exec(unled);
  const asked = formal?.[1] && formal[3] ? `${formal[1]}e${formal[2] ?? ""} ${formal[3]}` : unled;
  const polite = asked !== typed || POLITE_BEFORE_VERB.test(asked);
  // "… anlegen, gerne für den 12. Dezember": a day after the verb of a polite request to add.
  const dayAfter = polite ? DAY_AFTER_VERB.exec(asked) : null;
  const beforeDay = dayAfter ? asked.slice(0, dayAfter.index) : "";
  const withDayAfter =
    dayAfter?.[1] &&
    (turned(LAST_WHEN_ASKED, beforeDay, dayAfter[1]) ??
      (NOT_ONE_REQUEST.test(beforeDay) ? undefined : turned(SPLIT_ADDED, beforeDay, dayAfter[1])));
  if (withDayAfter && !NOT_ONE_REQUEST.test(withDayAfter)) return withDayAfter;
  if (NOT_ONE_REQUEST.test(asked)) return undefined;
  const inOrder = turned(SPLIT, asked) ?? turned(LAST, asked) ?? (polite ? turned(LAST_WHEN_ASKED, asked) : undefined);
  return inOrder ?? (polite ? asked : undefined);
}
