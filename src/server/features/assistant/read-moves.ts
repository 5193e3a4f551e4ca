/**
 * Reading moves: a task to another list ("move X to the work list", "X gehört in Home") or to another day or time
 * ("move X to friday", "den Arzttermin auf 9:30 legen", "Oma anrufen erst um 17 Uhr").
 */
import type { Intent } from "./intent";
import { firstMatch, normalise } from "./message-text";
import type { ListTarget } from "./questions";
import { TO_ANY_LIST, TO_LIST, unquoted, withListMention } from "./read-adds";
import { asksSomeone, COMMAND_VERB, namedWithItsDay, readsAsGermanTask, readsAsTask } from "./reads-as-task";
import { ENGLISH_WEEKDAY } from "./small-words";
import { THE_PREVIOUS, targetOf } from "./targets";
import { DAY_WORD, dayWords, TIME_WORDS } from "./task-details";

/**
 * "my inbox", "a shopping list", "+Work", "+\"Long name\"" (curly quotes too), German "die Liste Work", "die
 * Work-Liste": read in the message as typed, keeping the name's case; "a new list called Xmas", "eine neue Liste
 * namens Urlaub", "eine neue Liste Werkstatt": a list to make.
 */
const LIST = String.raw`(?:(?:my|the|a|an|our|die|der|meine|meiner|den|eine|einer|unsere)\s+)?(?:(inbox|eingang)|(?:a\s+|eine\s+)?(?:new|neue)\s+(?:list|liste)\s+(?:(?:called|named|namens|mit (?:dem )?namen)\s+)?["\u201c\u201e]?([^"\u201c\u201d]+?)["\u201c\u201d]?|\+(?:["\u201c]([^"\u201c\u201d]+)["\u201d]|(\S+))|([^+\s"\u201c][^"\u201c]*?)(?:(?:\s+|-)list|(?:\s+|-|s)?liste)|(?:liste|list)\s+(?:(?:called|named|namens)\s+)?([^+\s"\u201c].*))(?:\s+list)?`;
/**
 * "Update CV gehört in Home (nicht in Work)", "X belongs in work", "X kommt in die Liste Home": the one list a task
 * belongs in ("kommt" only before a list said to be one: "Oma kommt in Berlin an").
 */
const BELONGS_IN =
  /^(.+?)\s+(?:gehört|gehören|belongs|belong|(?:kommt|kommen)(?=\s+(?:in|auf)\s+(?:(?:die|meine)\s+)?(?:liste\s|\S+-liste)))\s+(?:in|auf|zur|on)\s+(?:(?:die|den|the|my|meine)\s+)?(?:liste\s+)?(\S+?)(?:[-\s]?(?:liste|list))?(?:\s*,?\s+(?:und\s+|and\s+)?(?:nicht|not)\s+.+)?$/i;
/**
 * German without a verb: "Arzttermin in die Liste Home", "Glühbirnen kaufen auf die Home-Liste". A thing to do
 * (an infinitive last) is a new task for the list unless the user has a task of that name; anything else names a
 * task of the user's, moved there. "X in
 * die Liste schreiben" has its verb last: no list is named "schreiben".
 */
const INTO_LIST_GERMAN =
  /^(.+?)\s+(?:in|auf|zur|zu)\s+(?:(?:die|meine|der)\s+)?(?:liste\s+(?!(?:schreiben|setzen|packen|tun|legen|stellen|eintragen|aufnehmen|nehmen)$)([^\s+]+)|([^\s+]+?)(?:\s+|-|s)?liste)$/iu;
/** "move X to the work list", German "verschiebe X in die Liste Work" ("X in die Liste Work verschieben" turned). */
const MOVE_TO_LIST = new RegExp(
  String.raw`^(?:move|put|file|verschiebe?|lege?|packe?|tue?|stecke?)\s+(.+?)\s+(?:to|in|into|under|on|onto|auf|zur|zu)\s+${LIST}$`,
  "i",
);
/** The verbs of MOVE_TO_LIST that put a thing on a list, new or not ("move", "file" take one there from another). */
const PUT_ON = /^(?:put|lege?|packe?|tue?|stecke?)\s/i;
const MOVE_VERB =
  "(?:move|reschedule|postpone|prepone|push|snooze|defer|delay|change|set|shift|put off|verschieb(?:e)?|verleg(?:e)?|änder(?:e)?)";
/** "push it out to tuesday", "put the books back to monday": the particle of the verb is no part of the name. */
const MOVE = new RegExp(
  String.raw`^${MOVE_VERB}\s+(.+?)(?:\s+(?:out|back|forward|over))?\s+(?:to|until|till|for|at|back to|auf|nach|zu)\s+(.+)$`,
);
/**
 * "verschieb reply to tom auf morgen", "move reply to tom to friday": where the task's name holds a "to" of its own,
 * the day is what follows the first such word that a day follows.
 */
const MOVE_TO_A_DAY = new RegExp(
  String.raw`^${MOVE_VERB}\s+(.+?)(?:\s+(?:out|back|forward|over))?\s+(?:to|until|till|for|at|back to|auf|nach|zu)\s+(${DAY_WORD}.*)$`,
);
/**
 * "shift the car service on the 7.12.", "move the call on friday": a German speaker's "auf" said as "on", before a
 * day only (after MOVE, so "move the meeting on the roof to friday" keeps its "to").
 */
const MOVE_ON_DAY = new RegExp(String.raw`^(?:move|shift|reschedule|postpone|push)\s+(.+?)\s+on\s+(${DAY_WORD}.*)$`);
/**
 * "verschiebe die Flüge nach Lisbon bitte auf Dienstag": a word of asking ends the task's name, which may hold
 * "nach" or "to" itself.
 */
const MOVE_ASKED = new RegExp(
  String.raw`^${MOVE_VERB}\s+(.+?)\s+(?:bitte|mal|doch|lieber|please)\s+(?:to|until|till|auf|nach|zu)\s+(.+)$`,
);
/**
 * "move the sofa to the living room on sunday": a thing taken to a place on a day, which is a task, not a task
 * moved to a day ("to the 7th", "to the weekend", "to the end of the month" are days).
 */
const TO_A_PLACE_ON_A_DAY =
  /^(?:the|a|an|my|our|his|her|their)\s+(?!\d|(?:morning|afternoon|evening|night|weekend|end|start|beginning|middle|day|week|month|year|next|following|first|last)\b)\S.*?\s+(?:on|at|by|this|next)\s+\S/;
/** "call bank at 4 instead". */
const INSTEAD = [/^(.+?)\s+(?:to\s+)?((?:at|on)\s+.+?)\s+instead$/, /^(.+?)\s+(?:to\s+)?(\S.*?)\s+instead$/];
/**
 * "I must call the bank tomorrow, not today", "pay rent friday instead of today": a task with its new day, then the
 * day it replaces, said as a need or plainly; the replaced day says the task is the user's, moved, never a new one.
 */
const REDATED = new RegExp(
  String.raw`^(?:i (?:must|have to|need to) )?(.+?)\s+((?:on |at )?${DAY_WORD}.*?),?\s+(?:not|instead of|rather than)\s+(?:on\s+)?(?:today|tonight|tomorrow|${ENGLISH_WEEKDAY})$`,
);
/** "make the tax return due dec 20", "call bank should be at 3pm". */
const MAKE_DUE =
  /^(?:(?:make|set|have)\s+(.+?)\s+due|(.+?)\s+(?:should be|needs to be|is due|is now)(?:\s+due)?)\s+(?:on\s+|by\s+|at\s+)?(.+)$/;
const MOVE_GERMAN = /^(.+?)\s+(?:auf|nach|zu)\s+(.+?)\s+(?:verschieben|verlegen|ändern|setzen)$/;
/** "Oma anrufen verschieb auf Sonntag": spoken German names the task first, then the verb and the day. */
const TASK_THEN_MOVE_GERMAN = /^(.+?)\s+(?:verschieb|schieb|verleg)e?(?:\s+(?:bitte|mal|doch))*\s+(?:auf|nach)\s+(.+)$/;
/** "setz es auf morgen 17 uhr", "leg den arzttermin auf freitag": German verbs of putting, with "auf" only. */
const SET_GERMAN = /^(?:setz|setze|leg|lege)\s+(.+?)\s+auf\s+(.+)$/;
/** "der Arzttermin ist jetzt um 9": German for "is now", before a day or a time. */
const NOW_GERMAN = new RegExp(
  String.raw`^(.+?)\s+(?:ist|sind)\s+(?:jetzt|nun|ab jetzt|neu)\s+(?:(?:um|am|an|auf|für)\s+)?(${DAY_WORD}.*)$`,
);
/** "den Arzttermin auf 9:30 legen": a day or a time, where "Brief auf den Tisch legen" is a task. */
const LAY_ON_DAY_GERMAN = new RegExp(String.raw`^(.+?)\s+auf\s+(${DAY_WORD}.*?)\s+(?:legen|stellen|schieben)$`);
/**
 * "put the tap on saturday", "bump groceries to sunday", "slide the call to friday": verbs of putting or nudging
 * a thing, with a day ("put X on the home list" is a list, read before); "kick off", "roll out" are other verbs.
 */
const PUT_ON_DAY = new RegExp(
  String.raw`^(?:put|bump|slide|kick|punt|roll)\s+(?!(?:off|out|up|in|down)\b)(.+?)(?:\s+(?:back|out|forward))?\s+(?:on|for|to|until|till|over to)\s+(${DAY_WORD}.*)$`,
);
/** The same as typed, its words in their case: "put order cake on my Home list for saturday". */
const PUT_ON_LIST_FOR_DAY = new RegExp(PUT_ON_DAY.source, "i");
/**
 * "make it saturday", "mach das für Samstag", "mach den um 9", "mach dat mal um 16 Uhr": the task of the previous reply on a new day
 * ("den", "die" point at it as "das" does).
 */
const MAKE_IT_A_DAY = new RegExp(
  String.raw`^(?:make|mach|mache)\s+(it|that|this|that one|es|das|ihn|sie|den|die)\s+(?:(?:mal|bitte|doch)\s+)*(?:(?:for|on|to|für|auf|am|zu)\s+)?((?:(?:at|um)\s+)?${DAY_WORD}.*)$`,
);
/** "mach 14 uhr draus": the task of the reply before made into another time or day. */
const MADE_OF_IT_GERMAN = new RegExp(
  String.raw`^(?:mach|mache)\s+(?:(?:mal|bitte|doch|lieber|dann)\s+)*((?:(?:am|um)\s+)?${DAY_WORD}.*?)\s+(?:draus|daraus)$`,
);
/**
 * "mach Fahrrad reparieren für Samstag", "mach den Zahnarzt auf 10 Uhr": German "make" said to the assistant before a
 * task and only a day or a time, with "für" or "auf", gives the task that day ("mach mir …" asks for a new one:
 * `madeForMe`).
 */
const MAKE_FOR_DAY_GERMAN = new RegExp(
  String.raw`^(?:mach|mache)\s+(?!mir\s|mal\s)(.+?)\s+(?:für|auf)\s+(${DAY_WORD}\S*${TIME_WORDS})$`,
);
/**
 * "Oma anrufen erst um 17 Uhr", "Zahnarzt lieber am Freitag", "X bitte auf 14 Uhr", "car service nu auf morgen":
 * German words of thinking again ("erst", "schon", "lieber", "doch", "jetzt", "nun", spoken "nu") or of asking
 * ("bitte", "mal") before a day or a time say an existing task's new one; a new task's day follows its name alone.
 */
const GERMAN_RETIMED = new RegExp(
  String.raw`^(.+?)\s+(?:(?:bitte|mal|erst|schon|lieber|doch|besser|jetzt|nun|nu)\s+)+(?:(?:um|am|auf|an|ab|für)\s+)?(${DAY_WORD}.*)$`,
);
/**
 * "reply to tom pushen wir auf monday", "Zahnarzt schieb ich auf Freitag", "X schieb bitte auf morgen": German says
 * who moves the task (or asks it), its verb before the day ("X mach mal auf Samstag" too), said with "auf" or "nach" ("Fliesen legen wir am Samstag" is a task; "X verschieben" last is read by
 * MOVE_GERMAN).
 */
const WE_MOVE_GERMAN = new RegExp(
  String.raw`^(.+?)\s+(?:pushen|schieben|verschieben|legen|verlegen|push|pushe|schieb|schiebe|verschieb|verschiebe|leg|lege|verleg|verlege|mach|mache)\s+(?:(?:wir|ich)\s+|(?=(?:bitte|mal|lieber|doch)\s))(?:(?:bitte|lieber|mal|doch|besser|dann|einfach|jetzt)\s+)*(?:auf|nach)\s+(?:(?:den|dem)\s+(?=\p{L}))?(${DAY_WORD}.*)$`,
  "u",
);
/** "… instead of 8", "… statt viertel nach acht": the time a change replaces, no part of the new one. */
const INSTEAD_OF = /\s+(?:instead of|rather than|(?:an)?statt)\s+.+$|\s+stattdessen$/;
/**
 * "… statt 8:15", "… instead of friday": the day or time a change replaces, said after the new one; it says an
 * existing task is changed ("Kaffee statt Tee kaufen" replaces no day).
 */
const INSTEAD_OF_WHEN = new RegExp(
  String.raw`\s+(?:instead of|rather than|(?:an)?statt)\s+(?:(?:um|am|at|on|für|for)\s+)?(?:${DAY_WORD}|(?:ein|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b)\S*(?:\s+\S+){0,3}$`,
);
/** "Arzttermin um 9:30 (statt 8:15)", "dentist at 11 (instead of 10)": the task, then its new day or time. */
const RETIMED_INSTEAD = new RegExp(
  String.raw`^(.+?)\s+(?=(?:um|auf|am|at|on|to|für|for)\s)(?:(?:auf|to)\s+)?((?:(?:um|am|at|on|für|for)\s+)?${DAY_WORD}.*)$`,
);
/**
 * "den Bericht auf Freitag vorziehen", "zieh den Bericht auf morgen vor", "X schon auf montag vorziehen": brought
 * forward to a day, which is a move ("Tomaten auf der Fensterbank vorziehen" names no day: seedlings).
 */
const BRING_FORWARD_GERMAN = new RegExp(
  String.raw`^(?:(?:zieh|ziehe|hol|hole)\s+(.+?)\s+(?:auf|zu|zum)\s+(${DAY_WORD}.*?)\s+vor|(.+?)(?:\s+(?:schon|lieber|bitte|doch|mal))*\s+(?:auf|zu|zum)\s+(${DAY_WORD}.*?)\s+(?:vorziehen|vorverlegen|vorverschieben|vorholen|nach vorne (?:ziehen|schieben|verlegen|holen)))$`,
);
/** "arzttermin auf 9:30" as a part of a longer message: German leaves the verb out ("… auf sonntag und …"). */
export const GERMAN_ON_DAY = new RegExp(String.raw`^(.+?)\s+auf\s+(${DAY_WORD}.*)$`);
/**
 * "reisepass erneuern auf 7.12.", "arzttermin auf freitag 10 uhr" as a whole message: a task moved, the verb left
 * out; a new task's day is said "am", "bis", "für", never "auf". Only a day and a time after "auf", and a task
 * named (not "das", "die mit der Rechnung").
 */
export const GERMAN_ON_DAY_ALONE = new RegExp(String.raw`^(.+?)\s+auf\s+(${DAY_WORD}\S*${TIME_WORDS})$`);
/**
 * "das mit der Rechnung", "die mit dem Arzt": a task described, not named, which after a list of tasks may ask
 * about one as well as move it; no move is made on it unasked. Only "mit" said first, after the pointing word: inside
 * a name it is the title's ("1:1 mit Sarah auf 16 Uhr" names "1:1 with Sarah").
 */
export const DESCRIBED = /^(?:(?:das|die|der|den|dem|the|that|this)\s+(?:ones?\s+)?)?(?:mit|with)\s/;
/** The list a LIST pattern's groups name; none for a name of digits ("+1"), which is no list. */
function listOf(match: RegExpExecArray, first: number): ListTarget | undefined {
  if (match[first]) return { kind: "inbox" };
  const name = (
    match[first + 1] ??
    match[first + 2] ??
    match[first + 3] ??
    match[first + 4] ??
    match[first + 5] ??
    ""
  ).trim();
  return name === "" || /^\p{N}+$/u.test(name) ? undefined : { kind: "list", name };
}

/**
 * A task moved to a list: "move X to the work list", "X gehört in Home"; or, German "X in die Liste Home" with a thing
 * to do, a new task for the list. `typed` keeps the message's case (list names), `text` is it normalised.
 */
export function listMoveOf(text: string, typed: string): Intent | undefined {
  let match: RegExpExecArray | null = MOVE_TO_LIST.exec(typed);
  const moveTo = match?.[1] && listOf(match, 2);
  if (match?.[1] && moveTo) {
    const target = targetOf(normalise(match[1]));
    // "tu bitte X in die Liste Work": a word said to someone inside makes it a request about a task the user has,
    // never a new one, though the task's name reads as one.
    const toAdd = PUT_ON.test(match[0]) && target.kind === "named" && readsAsTask(target.name) && !asksSomeone(text);
    // "put 'Ring the sweep' on my Home list": the quotes only mark where the title ends.
    return { kind: "move-to-list", target, list: moveTo, ...(toAdd ? { orAdd: unquoted(match[1]) } : {}) };
  }
  match = BELONGS_IN.exec(typed);
  if (match?.[1] && match[2])
    return { kind: "move-to-list", target: targetOf(normalise(match[1])), list: { kind: "list", name: match[2] } };
  match = INTO_LIST_GERMAN.exec(typed);
  const intoList = match?.[2] ?? match?.[3];
  if (match?.[1] && intoList && /\s/.test(match[0]) && !COMMAND_VERB.test(text)) {
    if (namedWithItsDay(match[1])) return { kind: "add", text: `${match[1]} +${intoList}`, explicit: false };
    // "steuerberater anrufen auf die liste home": a thing to do is the user's task of that name if they have one.
    const orAdd = readsAsGermanTask(match[1]) ? { orAdd: match[1] } : {};
    return {
      kind: "move-to-list",
      target: targetOf(normalise(match[1])),
      list: { kind: "list", name: intoList },
      ...orAdd,
    };
  }
  return undefined;
}

/**
 * A task moved to a day or a time: "move X to friday", "X auf Montag verschieben", "make it saturday"; or, put on a
 * list for a day ("put X on my home list for saturday"), a new task.
 */
export function dayMoveOf(text: string, typed: string): Intent | undefined {
  let match: RegExpExecArray | undefined | null = MAKE_DUE.exec(text);
  const due = match && (match[1] ?? match[2]);
  if (match?.[3] && due) return { kind: "move", target: targetOf(due), when: match[3] };
  // "put X on my home list for saturday": a new task for a list and a day, where a task of the user's is never named
  // with its list.
  const onListForDay = PUT_ON_LIST_FOR_DAY.exec(typed);
  if (onListForDay?.[1] && onListForDay[2] && (TO_LIST.test(onListForDay[1]) || TO_ANY_LIST.test(onListForDay[1])))
    return { kind: "add", text: `${withListMention(onListForDay[1])} ${onListForDay[2]}`, explicit: true };
  const redated = REDATED.exec(text);
  if (redated?.[1] && redated[2]) return { kind: "move", target: targetOf(redated[1]), when: dayWords(redated[2]) };
  const replacing = text.replace(INSTEAD_OF, "");
  match =
    MOVE_ASKED.exec(replacing) ??
    MOVE_TO_A_DAY.exec(replacing) ??
    MOVE.exec(replacing) ??
    MOVE_ON_DAY.exec(replacing) ??
    MOVE_GERMAN.exec(replacing) ??
    NOW_GERMAN.exec(replacing) ??
    SET_GERMAN.exec(replacing) ??
    TASK_THEN_MOVE_GERMAN.exec(replacing) ??
    LAY_ON_DAY_GERMAN.exec(replacing) ??
    PUT_ON_DAY.exec(replacing) ??
    MAKE_IT_A_DAY.exec(replacing) ??
    MAKE_FOR_DAY_GERMAN.exec(replacing) ??
    WE_MOVE_GERMAN.exec(replacing) ??
    GERMAN_RETIMED.exec(replacing) ??
    (INSTEAD_OF_WHEN.test(text) ? RETIMED_INSTEAD.exec(replacing) : null) ??
    firstMatch(INSTEAD, text);
  if (match?.[1] && match[2] && !TO_A_PLACE_ON_A_DAY.test(match[2]))
    return { kind: "move", target: targetOf(match[1]), when: dayWords(match[2]) };
  const madeOf = MADE_OF_IT_GERMAN.exec(replacing);
  if (madeOf?.[1]) return { kind: "move", target: THE_PREVIOUS, when: dayWords(madeOf[1]) };
  const forward = BRING_FORWARD_GERMAN.exec(replacing);
  const forwardOf = forward?.[1] ?? forward?.[3];
  const forwardTo = forward?.[2] ?? forward?.[4];
  if (forwardOf && forwardTo) return { kind: "move", target: targetOf(forwardOf), when: dayWords(forwardTo) };
  return undefined;
}
