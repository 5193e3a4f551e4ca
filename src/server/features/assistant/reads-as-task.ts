/**
 * What a message reads as when it asks for nothing in so many words: a task (it begins as English tasks do, or ends
 * on a German infinitive), a command to the assistant, or words said to the assistant, which are never saved as a
 * task unasked.
 */
import { languageOf } from "../../../shared/quick-add/language-of";
import { normalise, STEP_SEPARATOR } from "./message-text";
import { LEAD_IN, PLEASE_WORDS, TRAIL_OFF } from "./small-words";
import { ADD_DETAIL, DAY_LAST } from "./task-details";

/** Words that start an instruction to the assistant: unknown ones are asked about, never saved as tasks. */
export const COMMAND_VERB =
  /^(?:cancel|change|update|edit|set|make|mark|rename|reschedule|postpone|push|move|delay|drop|remove|delete|clear|undo|redo|revert|archive|unarchive|restore|uncomplete|reopen|un-?check|untick|assign|share|snooze|prioriti[sz]e|deprioriti[sz]e|sort|tag|untag|pin|unpin|star|flag|duplicate|copy|merge|rename|show|list|find|search|open|display|give|tell|stop|turn|switch|enable|disable|mute|erase|wipe|purge|empty|hide|repeat|split|break|complete|finish|check|tick|lösche|ändere|verschiebe|zeig|zeige|markiere|erledige|entferne|benenne|storniere|sag)\b/;
/**
 * Words English tasks commonly begin with: a message beginning so reads as a task. A tradie's jobs too: "quote mrs
 * jenkins bathroom reno", "measure up the deck", "invoice the hendersons".
 */
export const TASK_VERB =
  /^(?:buy|get|grab|pick|collect|call|ring|phone|email|e-mail|write|read|pay|renew|book|schedule|plan|prepare|prep|clean|tidy|wash|fix|repair|replace|return|send|post|mail|submit|file|water|feed|walk|take|bring|visit|meet|see|attend|go|learn|study|practi[cs]e|research|apply|register|sign|print|scan|cook|bake|do|pack|unpack|organi[sz]e|back up|backup|install|charge|refill|deliver|drop off|drop by|donate|sell|hang|mow|vacuum|hoover|iron|start|draft|follow|reply|respond|answer|thank|ask|arrange|look|try|test|finali[sz]e|create|design|build|run|exercise|shop|hire|interview|celebrate|wrap|decorate|upload|download|rsvp|review|update|set up|sort out|figure out|find out|think about|talk to|check|quote|measure|invoice|inspect|paint|service|ping|chase|nudge|descale|defrost|empty|confirm|sweep|mop|dust|plant|prune|fold|load|unload|fill (?:out|in))\b/;
/** "show the flat to the new tenants": showing something to someone is a task, "show me …" a question. */
export const SHOWN_TO_SOMEONE = /^show\s+(?!me\b|us\b|all\b|everything\b)\S.*?\s+to\s+(?!me\b|us\b)\S/;
/** German tasks end on an infinitive ("Milch kaufen"); these end a command to the assistant instead. */
export const GERMAN_TASK = /\p{L}(?:en|ern|eln)$/u;
export const GERMAN_COMMAND =
  /^(?:exportiere|importiere|lösche?|zeige?|ruf|schreib|bestell|mach|setz|erinnere|verschieb|schieb|sag|schick|stell|leg|trag|pack|gib|hol|such|finde|öffne|spiel)\b|(?:löschen|verschieben|ändern|erledigen|umbenennen|markieren|wiederholen|entfernen|exportieren|importieren|zeigen|anzeigen|hinzufügen)$/;
/**
 * Words that change a task ("tag", "priority", "due", "Termin"): a message with them that names a task the user has,
 * even one of a single word ("Dentist"), is more likely that task's change than a new task.
 */
const EDIT_WORD =
  /(?:^|\s)(?:tags?|tagged|untag|priority|prio|due|date|deadline|reminders?|remind|rename|title|delete|remove|move|reschedule|postpone|prepone|cancel|done|finished|priorität|erinnerung|erinnern|erinnert|datum|löschen|lösche|verschieben|verschieb|erledigt|umbenennen)(?=\s|$)/;
/** Whether a (normalised) message speaks of changing a task. */
export const speaksOfAChange = (text: string) => EDIT_WORD.test(text);
/** Words that point at the speaker or the assistant: a message with them is said to the assistant, not a task. */
export const POINTS_AT_SPEAKER_OR_ASSISTANT =
  /(?:^|\s)(?:i|i'm|i've|i'll|i'd|me|myself|we|we've|you|your|mir|mich|ich|du|dir|dich|that|it|my tasks|my task list|my list|my todo list|my to-do list|meine aufgaben)(?=\s|$)/;
/**
 * Words said to someone, never part of a task's name: "bitte", "mal", "noch", "da … dran", "please", and "saying"
 * before what to tell someone. Within a message the rules do not read ("plan mal meinen Tag", "X bitte auf 14 Uhr")
 * they say it is a request to the assistant, so it is asked about, never added; at its ends they are only polite.
 */
const SAID_TO_SOMEONE = new RegExp(String.raw`(?:^|\s)(?:${PLEASE_WORDS}|mal|noch|dran|saying)(?=\s|$)`);
/** "das mit der Rechnung …", "the one with the parcel …": a task pointed at by its description, not a new one. */
const POINTS_AT_ONE_DESCRIBED = /^(?:(?:das|die|der|den) mit|the ones? with)\s/;
/** "the dentist is actually at 11:30", "bin heute müde": a statement, which a task never is. */
export const STATEMENT =
  /(?:^|\s)(?:is|are|was|were|i am|been|isn't|aren't|wasn't|weren't|it's|that's|there's|he's|she's|ist|sind|waren|bist)(?=\s|$)/;
/** "Brot kaufen", "morgen Oma anrufen": words and an infinitive, no command to the assistant ("Salz" alone is none). */
export const readsAsGermanTask = (words: string) => {
  const said = normalise(words);
  return (
    /\s/.test(said) &&
    (GERMAN_TASK.test(said) || readsAsGermanTaskWithDay(said)) &&
    !GERMAN_COMMAND.test(said) &&
    !saysToAssistant(said)
  );
};

/**
 * "Kasse zählen heute 20 uhr", "Futter bestellen bis Freitag", "Lieferung annehmen morgen 8 uhr und Regale putzen am
 * samstag": a German task's day said after its verb, which (normalised) words and an infinitive come before.
 */
function readsAsGermanTaskWithDay(said: string): boolean {
  const first = said.split(STEP_SEPARATOR)[0] ?? "";
  const day = DAY_LAST.exec(first);
  const task = day ? first.slice(0, day.index) : "";
  return (
    /\s/.test(task) && GERMAN_TASK.test(task) && !GERMAN_COMMAND.test(task) && ADD_DETAIL.test(day?.[0].trim() ?? "")
  );
}

/**
 * "roadmap review am montag um 14 uhr", "Friseur morgen 10 Uhr": a thing and the day and time it is to be done, as a
 * new task is said; a task the user has is named without its day when it goes to a list ("Zimmer 12" has no day).
 */
export function namedWithItsDay(words: string): boolean {
  const said = normalise(words);
  const day = DAY_LAST.exec(said);
  const when = day?.[0].trim() ?? "";
  return day !== null && day.index > 0 && /\p{L}/u.test(when) && ADD_DETAIL.test(when) && !saysToAssistant(said);
}

/** Whether a later part of "add A and B" is a task of its own: it begins, or (German) ends, as a task does. */
export function readsAsAnotherTask(text: string, german: boolean): boolean {
  if (neverATask(text)) return false;
  return german ? GERMAN_TASK.test(text) && !GERMAN_COMMAND.test(text) : beginsAsTask(text);
}

/**
 * Whether a message not asking for a task in so many words still reads as one: it begins as English tasks do
 * ("buy …", "call …") or ends as German ones do ("Milch kaufen"), and says nothing to the assistant ("for me",
 * "this"). Anything else is asked about: quick add saves a task that only has a date or a tag (see the add
 * handler).
 */
export function readsAsTask(text: string): boolean {
  if (neverATask(text)) return false;
  const words = text.replace(/[#+!]\S*/g, "").trim();
  // A German task is a thing and what to do with it ("Milch kaufen"): one word ending as an infinitive does
  // ("Hallöchen", "Kitchen") is asked about.
  const german =
    words.includes(" ") &&
    (GERMAN_TASK.test(words.split(/\s+/).slice(0, 4).join(" ")) ||
      GERMAN_TASK.test(words) ||
      readsAsGermanTaskWithDay(words));
  // "plan ma den umzug", "check mein postfach": German said verb first is said to someone (German tasks end on
  // their verb), so it is asked about, though the verb begins English tasks too.
  if (!german && languageOf(words) === "de") return false;
  return beginsAsTask(words) || (german && !GERMAN_COMMAND.test(words));
}

/** Whether a (normalised) message begins as English tasks do: "buy …", "find out …", "show the flat to …". */
export const beginsAsTask = (text: string) => TASK_VERB.test(text) || SHOWN_TO_SOMEONE.test(text);

/** Whether a (normalised) message has a word said to someone inside it ("tu bitte X in die Liste Work"). */
export const asksSomeone = (text: string) => SAID_TO_SOMEONE.test(text.replace(LEAD_IN, "").replace(TRAIL_OFF, ""));

/** "print my to do list", "export all my tasks": the app's own list worked on, which the assistant cannot do. */
const THE_APPS_OWN_LIST =
  /^(?:print|export|email|e-mail|mail|send|sync|back up|backup|download|druck|drucke|exportiere)\s+(?:out\s+)?(?:(?:all\s+)?(?:my|the|meine|die)\s+)(?:to[- ]?do|task|aufgaben)s?(?:[\s-]+(?:list|liste))?(?:\s|$)/;
/** Whether a (normalised) message speaks of the speaker or the assistant ("for me", "this"): said to the assistant. */
export const saysToAssistant = (text: string) =>
  POINTS_AT_SPEAKER_OR_ASSISTANT.test(text) || POINTS_AT_ONE_DESCRIBED.test(text) || asksSomeone(text);

/** "dark mode on", "Benachrichtigungen aus": a setting switched, which is the app's, not a task. */
const SWITCH = /^(?:\S+\s+){0,2}\S+\s+(?:on|off|an|aus)$/;
/** "navi zur Hermannstr. starten", "play my focus playlist": the phone's own apps, which the assistant cannot work. */
const DEVICE =
  /^(?:navi|navigation|wecker|timer|stoppuhr|musik|radio|spotify|playlist|taschenlampe|bluetooth|wlan|wifi|hotspot|flashlight|music|podcast)\b.*\s(?:starten|start|stellen|set|abspielen|spielen|play|einschalten|ausschalten|anmachen|ausmachen)$/;

/**
 * "Dunkelmodus einschalten", "Benachrichtigungen ausschalten", "turn off notifications": the app's settings switched
 * in words, never a task (a German infinitive last reads as one otherwise). "Heizung ausschalten" stays a task.
 */
const SETTING_SWITCHED =
  /^(?:(?:die|den|das|alle|meine|the|my|all)\s+)?(?:benachrichtigungen|mitteilungen|push-?(?:nachrichten|benachrichtigungen)|dunkelmodus|dark ?mode|nachtmodus|light ?mode|hellmodus|notifications|app-?töne|töne)\s+(?:\S+\s+)?(?:einschalten|ausschalten|anschalten|abschalten|aktivieren|deaktivieren|anmachen|ausmachen|umstellen)$/;
/**
 * "teile die Liste Work mit meinem Kollegen", "share my work list with sarah": a list shared with someone, which the
 * app does not do; asked about, never saved.
 */
const SHARE_WITH_SOMEONE =
  /^(?:teile?|teilen sie|share)\s+(?:(?:die|meine|den|das|my|the)\s+)?\S+(?:\s+\S+)?\s+(?:mit|with)\s+\S/;
/**
 * A command the assistant cannot carry out, of an app or a device, never a task to add: "call the api", "dark mode
 * on", "navi starten", "print my to do list". The one place such commands are known.
 */
export const commandsSomethingElse = (text: string) =>
  (COMMAND_VERB.test(text) && !beginsAsTask(text)) ||
  GERMAN_COMMAND.test(text) ||
  SWITCH.test(text) ||
  DEVICE.test(text) ||
  SETTING_SWITCHED.test(text) ||
  SHARE_WITH_SOMEONE.test(text) ||
  THE_APPS_OWN_LIST.test(text);

/** Whether a (normalised) message is said to the assistant or commands something else: never a task as it stands. */
export const neverATask = (text: string) => saysToAssistant(text) || commandsSomethingElse(text);
