/**
 * Reading tasks to add: asked for ("add …", "neue Aufgabe: …", "füg X hinzu", "remind me to …"), several at once
 * ("add 3 tasks: a, b and c"), with a list named ("… to my home list", "…, Liste Work"), and German said in the order
 * quick add reads (the day and time after the task).
 */
import { languageOf } from "../../../shared/quick-add/language-of";
import { countOf } from "../../../shared/quick-add/number-words";
import type { Intent } from "./intent";
import { STEP_SEPARATOR } from "./message-text";
import { WHOLE_MONTHS } from "./questions";
import { ANOTHER_TYPED, REMINDER_TYPED } from "./read-edits";
import { namedWithItsDay } from "./reads-as-task";
import { ENGLISH_WEEKDAY, GERMAN_ADD_INFINITIVES, GERMAN_WEEKDAY_NAMES } from "./small-words";
import { ADD_DETAIL, DAY_LAST, DAY_WORD, SAID_PRIORITY_WORDS } from "./task-details";

/**
 * German words that ask for a task before it, any person ("füg hinzu:", "fügen Sie hinzu:", "schreib auf:",
 * "notier", "vermerken Sie:", "mach ne Aufgabe", "leg eine neue Aufgabe an:", "leg an:", "aufnehmen:", "tragen Sie
 * mir ein, dass …"; "notier" and "vermerk" never before "… als erledigt", which marks a task done); "schreib auf", "leg an" and an infinitive only with their colon and "leg … an" only with its "an", since
 * "schreib X auf", "leg eine Aufgabe X an" have the task inside (ADD_GERMAN); "trag ein" with its colon, "dass" or a
 * day after it ("trag ein morgen …"), since in "trag ein Paket zur Post" "ein" is an article.
 */
const GERMAN_ADD_LEAD = String.raw`(?:füge?|fügen sie)(?: mir)?(?: (?:bitte|mal))?(?: (?:folgende|diese|die|eine|ne|'ne) (?:neue )?aufgabe)? hinzu|(?:schreib(?:e)?|schreiben sie)(?: mir)?(?: (?:bitte|mal))? auf(?=\s*:)|(?:trag(?:e)?|tragen sie)(?: mir)?(?: (?:bitte|mal))? ein(?:(?=\s*:)|,?(?=\s+(?:dass|damit)\s)|(?=\s+(?:am\s+|um\s+)?${DAY_WORD}))|(?:leg|lege|legen sie)(?: mir)?(?: (?:bitte|mal))? an(?=\s*:)|(?:(?:bitte|mal) )*(?:${GERMAN_ADD_INFINITIVES}|anlegen)(?=\s*:)|(?:notier(?:e)?|notieren sie|vermerk(?:e)?|vermerken sie)(?: mir)?(?!.*\sals\s+(?:erledigt|fertig|abgeschlossen)[.!]*$)|(?:mir )?(?:(?:bitte|mal) )*(?:notieren|aufschreiben),?(?=\s+(?:dass|damit)\s)|(?:mach|mache|erstell|erstelle|machen sie|erstellen sie)(?: mir)?(?: mal)? (?:ne|'ne|eine) (?:neue )?aufgabe|(?:leg|lege|legen sie)(?: mir)?(?: mal)? (?:ne|'ne|eine) (?:neue )?aufgabe an`;
/** "gonna need to …", "I'm going to have to …", "I'll need to …": a thing to do said as the need for it. */
const GONNA_NEED_TO = "(?:(?:i'm|im|i am) )?(?:gonna|going to) (?:need|have) to|(?:i'll|i will) (?:need|have) to";
/**
 * A thing to do said as a need ("I have to …", "I must …") is a task to add, unless it ends on the day it replaces
 * ("I must call the bank tomorrow, not today"): that day is a task's the user has, which is changed, never added.
 */
const NEED_TO = String.raw`(?:need to|i need to|have to|i have to|got to|gotta|must|i must)(?!.*,?\s+(?:not|instead of|rather than)\s+(?:on\s+)?(?:today|tonight|tomorrow|${ENGLISH_WEEKDAY})$)`;
/** "add call mum", "new task: …", "todo …": what follows is the task, as typed. */
export const ADD = new RegExp(
  String.raw`^(?:(?:add(?!(?: a| an| ${ANOTHER_TYPED}| one more| a second)? ${REMINDER_TYPED})(?! (?:to|for|on) .+? (?:a|an|${ANOTHER_TYPED}|one more|a second|a new) ${REMINDER_TYPED}\b)(?:(?: an?)?(?: new)? (?:task|todo|to-?do)\b| an?\b)?(?: to (?:my )?(?:list|tasks|todo(?: list)?))?(?: to(?=\s))?|new task|create(?: a)?(?: new)? task(?: to)?|(?:put|jot|write|note) down(?!\s+(?:the|a|an|my|this|that|your|his|her|our|their|some)\s)|make me (?:a|an|one)(?: new)? (?:task|todo|to-?do)|neue aufgabe|${GERMAN_ADD_LEAD}|merk dir|${GONNA_NEED_TO}|remember to|don't forget to|${NEED_TO}|ich muss|nicht vergessen)(?=[\s:])\s*:?|(?:todo|to-?do|task|aufgabe|reminder|erinnerung)\s*:|(?:todo|to-?do)(?=\s)(?!\s+(?:list|lists|items?|for|today|tomorrow|this|next|is|are)\b))\s*(.+)$`,
  "i",
);
/**
 * "urgent: sign the lease by friday", "low priority - sort the photos": a priority said first, as a label, before
 * what is to be done; groups: high, medium, low, the rest.
 */
export const PRIORITY_LABEL =
  /^(?:(urgent|asap|important|high priority|top priority|dringend|wichtig)|(medium priority|normal priority)|(low priority|not urgent|unwichtig))\s*(?::|\s[-–—])\s*(.+)$/i;
/** "wichtig steuerbescheid prüfen", "dringend Reifen wechseln": German's high priority said before the task. */
export const GERMAN_PRIORITY_FIRST = /^(?:wichtig|dringend|sehr wichtig|super wichtig)!*\s+(.+)$/i;
/**
 * "erinnere mich samstag um 10: Blumen kaufen", "remind me friday at 9: call the bank", "Erinnern Sie mich bitte
 * morgen um 8 Uhr: Miete überweisen": the day and time, a colon, the task; only when a day or a time is said before
 * the colon, which is no time's ("montag 8:30 uhr dienstplan abgeben").
 */
const REMIND_ME_WHEN_COLON = new RegExp(
  String.raw`^(?:remind me|erinnere? mich|erinnern sie mich)\s+(?:(?:please|bitte)\s+)?((?:(?:on|at|by|am|um)\s+)?${DAY_WORD}[^:]*?)\s*:(?!\d)\s*(.+)$`,
  "iu",
);
/** "remind me on monday to send the timesheet": the day said before the task. */
const REMIND_ME_WHEN_TO = new RegExp(String.raw`^remind me\s+((?:on |at |by |in )?${DAY_WORD}.*?)\s+to\s+(.+)$`, "i");
/** German, the verb at the end: "brot kaufen hinzufügen", "zur arbeitsliste hinzufügen: präsentation üben". */
export const ADD_GERMAN = [
  // "füg mal X hinzu", "füge bitte noch X hinzu": the particles after the verb are no part of the task.
  // "füg beim Arzttermin den Tag a hinzu" puts a tag on a task (TAG), whatever else it says.
  // "füg dem Arzttermin eine Erinnerung … hinzu", "füg „X“ eine Erinnerung … hinzu" put a reminder on a task
  // (REMIND), never add one.
  /^(?:füge?|fügen sie)\s+(?:(?:bitte|mal|noch)\s+)*(?!bei\b|zu\b)(?!(?:beim|bei der|bei dem|zum|zur)\s.*\s(?:den|das|die)\s(?:tags?|schlagwort|schlagwörter)\s)(?!(?:(?:dem|der|den|beim|bei der|bei dem|zum|zur|für)\s|["\u201c\u201e\u00bb][^"\u201c\u201d\u00ab]+["\u201c\u201d\u00ab]\s+(?:(?:bitte|mal|noch)\s+)*(?:eine|ne|'ne)\s).*\berinnerung(?:en)?\b)(.+?)\s+hinzu$/i,
  // "leg (eine Aufgabe) X an": the task inside the separable verb ("trag X ein", "schreib mir X auf" are turned into
  // "füge X hinzu" by `verbFirst`).
  /^(?:leg|lege|legen sie)\s+(?:mir\s+)?(?:(?:bitte|mal|noch)\s+)*(?:(?:ne|'ne|eine) (?:neue )?aufgabe\s+)?(.+?)\s+an$/i,
  /^(.+?)\s+(?:zu meinen aufgaben\s+|zur liste\s+|auf die liste\s+)?hinzufügen$/i,
  /^(?:zur|zu|in die|auf die)\s+\S+(?:\s+liste)?\s+hinzufügen\s*:\s*(.+)$/i,
  // "(kannst du) mal eintragen X montag", "bitte notieren X": the infinitive said first, as spoken, then the task.
  new RegExp(
    String.raw`^(?:(?:bitte|mal|ma|noch|schnell|kurz)\s+)*(?:${GERMAN_ADD_INFINITIVES}|vormerken)\s*:?\s+(?!(?:bitte|mal|ma|noch|schnell|kurz|ob|was|wann|wie|wo)\b)(.+)$`,
    "i",
  ),
  // "trag ein X morgen", "schreib mal auf X": the verb's particle said at once after it, the task after both.
  /^(?:trag|trage|schreib|schreibe)\s+(?:(?:mir|bitte|mal|ma|noch|schnell|kurz)\s+)*(?:ein|auf)\s*:?\s+(?!(?:bitte|mal|ma|noch|schnell|kurz|ob|was|wann|wie|wo|der|die|das|den|dem|deutsch|englisch|einen?|meine[mnr]?|seine[mnr]?|ihre[mnr]?)\b)(.+)$/i,
];
/**
 * "(mach) mir eine Aufgabe (an), dass ich die Steuer machen muss": a task asked for, and what it is said after
 * "dass ich" (the modal verb that ends the clause is no part of it).
 */
const THAT_I = String.raw`(?:dass|damit)\s+ich\s+(.+?)(?:\s+(?:muss|soll|sollte|will|möchte|nicht vergesse|nicht vergessen darf))?$`;
export const TASK_THAT_GERMAN = new RegExp(
  String.raw`^(?:(?:leg|lege|mach|mache|erstell|erstelle|trag|trage)\s+)?(?:mir\s+)?(?:(?:bitte|mal|noch)\s+)*(?:eine|ne|'ne)\s+(?:neue\s+)?(?:aufgabe|erinnerung)(?:\s+(?:an|ein|anlegen|erstellen|machen|eintragen|hinzufügen|notieren))?\s*,?\s+${THAT_I}`,
  "iu",
);
/** The same clause after a request ADD reads ("mach mir eine Aufgabe: dass ich …"). */
export const THAT_I_FIRST = new RegExp(String.raw`^,?\s*${THAT_I}`, "iu");
/**
 * German "remind me to": "erinnere mich morgen um 17 uhr mama anzurufen", "… die miete zu bezahlen". The task is
 * the words before the infinitive and the infinitive itself, any day or time in them read by quick add.
 */
const REMIND_ME_TO_GERMAN =
  /^(?:erinnere?|erinnern sie) mich\s+(?:daran\s*,?\s*)?(.+?),?\s+(zu\s+\p{L}+|\p{L}+zu\p{L}+en)$/iu;
/**
 * The same said as a note, the infinitive without its "zu": "erinner mich morgen um 14 uhr krankenkasse anrufen".
 * Only with the day or time first (see GERMAN_WHEN_FIRST), and not "… an X", which REMIND_ME_WHEN_ABOUT_GERMAN reads.
 */
const REMIND_ME_INFINITIVE_GERMAN = /^(?:erinnere?|erinnern sie) mich\s+(.+?),?\s+(\p{L}{3,}(?:en|ern|eln))$/iu;
/**
 * German "remind me about" with the day first: "erinnere mich übermorgen um 17 uhr an geschenk abholen", "… am
 * Freitag ans Blumengießen". The task is what "an" names, its article left out; only when a day or a time comes between "mich" and "an"
 * ("erinnere mich an X um 9", "erinnere mich 10 Minuten vorher an X" are reminders on a task the user has, REMIND).
 */
const REMIND_ME_WHEN_ABOUT_GERMAN = new RegExp(
  String.raw`^erinnere? mich\s+(?!.*\s(?:vorher|davor)(?:\s|$))(?:bitte\s+)?((?:(?:am|um|ab|für)\s+)?${DAY_WORD}.*?)\s+(?:an (?:das|den|die|dem)|ans|an)\s+(.+)$`,
  "iu",
);
/**
 * "morgen um 17 uhr mama", "am 7. Jänner die Jahreskarte": the day and time a German sentence puts before the task's
 * words; a month's name only after a day's number ("August anrufen" names a man).
 */
const GERMAN_WHEN_FIRST = new RegExp(
  String.raw`^((?:(?:heute|morgen|übermorgen|nächste[nrs]?|diese[nrs]?|woche|am|um|ab|bis|für|\d{1,2}\.\s+(?:${WHOLE_MONTHS})|\d[\d.:]*|uhr|früh|abend|abends|mittag|nachmittag|${GERMAN_WEEKDAY_NAMES})(?:,?\s+|,?$))*)(.*)$`,
  "iu",
);
/** Of GERMAN_WHEN_FIRST's words, those that name a day or a time ("am", "für" alone begin titles: "am Auto …"). */
const GERMAN_DAY_OR_TIME = new RegExp(
  String.raw`(?:^|\s)(?:heute|morgen|übermorgen|woche|\d|früh|abend|mittag|nachmittag|${GERMAN_WEEKDAY_NAMES})`,
  "iu",
);
/**
 * Words German puts before what is to be done, which weigh it but name nothing ("ich muss unbedingt …", "leg mal …",
 * "erinner mich bitte daran …"): no part of a title.
 */
const GERMAN_PARTICLES = /^(?:(?:unbedingt|noch|mal|endlich|bitte|auch|schnell|eben|halt|doch|ja|daran|dran),?\s+)+/iu;

/**
 * "den Friseur für Samstag", "einen Zahnarzttermin": the article before a task that is one noun (an appointment)
 * is no part of its title; before a thing and its verb ("die Steuer machen") it stays.
 */
const ARTICLE_OF_ONE_NOUN =
  /^(?:den|die|das|dem|einen|eine|ein|einem)\s+(?=\p{L}+(?:$|\s+(?:für|am|um|bis|ab|heute|morgen|übermorgen|nächste\p{L}*|\d)))/iu;
/**
 * The same before a noun and its verb, the noun followed by a whole word of a day or "für" ("den Blumenstrauss für
 * Frau Petersen besorgen"); "den Schlüssel abgeben" keeps its article ("ab" only begins the verb).
 */
const ARTICLE_OF_ONE_NOUN_SAID =
  /^(?:den|die|das|dem|einen|eine|ein|einem)\s+(?=\p{L}+\s+(?:(?:für|am|um|bis|ab|heute|morgen|übermorgen|nächste\p{L}*)(?!\p{L})|\d))/iu;
/** Whether German words begin with a day or a time of their own and name something after it ("samstag um 16 Uhr X"). */
export function beginsWithOwnDay(words: string): boolean {
  const [, when = "", what = ""] = GERMAN_WHEN_FIRST.exec(words.replace(GERMAN_PARTICLES, "")) ?? [];
  return GERMAN_DAY_OR_TIME.test(when) && what.trim() !== "";
}

/**
 * A German task as said ("morgen unbedingt die Kita-Anmeldung abgeben") in the order quick add reads: the words
 * that weigh it left out, the day and time it begins with after it.
 */
export function germanTaskOrder(said: string): string {
  const words = said.replace(ARTICLE_OF_ONE_NOUN, "");
  const [, when = "", what = ""] = GERMAN_WHEN_FIRST.exec(words.replace(GERMAN_PARTICLES, "")) ?? [];
  if (!GERMAN_DAY_OR_TIME.test(when)) return words.replace(GERMAN_PARTICLES, "");
  return `${what.replace(GERMAN_PARTICLES, "")} ${when}`.replace(/\s+/g, " ").trim();
}
/**
 * "new task in work: …", "neue Aufgabe auf der Liste Einkauf: …", "add to the Home list: …" (whose "to" the add took), "add in the list of Work: …":
 * the list named before the colon, as quick add's `+Name` after the task.
 */
const LIST_BEFORE_COLON =
  /^(?:(?:in|on|to|into|auf|für|zu|zur|in die|in der|auf die|auf der)\s+(?:(?:my|the|meine|meiner|die|der)\s+)?|(?:my|the)\s+(?=[^\s:+]+[\s-]?list\s*:))(?:liste\s+|list\s+(?:of|called|named)\s+)?\+?([^\s:+]+)(?:[\s-]?(?:list|liste))?\s*:\s*(.+)$/iu;
export function withListBeforeColon(title: string): string {
  const said = LIST_BEFORE_COLON.exec(title);
  return said?.[1] && said[2] ? `${said[2]} +${said[1]}` : title;
}
/** "put 'order new glasses' on my list": the quoted title is the task. */
export const PUT_ON_LIST =
  /^(?:put|add|write)\s+["'\u201c](.+?)["'\u201d]\s+(?:on|to)\s+(?:my\s+)?(?:list|tasks|todo list)$/i;
/**
 * "… to my home list", "… to +Work", "zur arbeitsliste hinzufügen: …", "… zur Liste Home" (German names the list
 * after the word too): the list, as quick add writes it.
 */
export const TO_LIST =
  /\s+(?:(?:to|on|in|into)\s+(?:my\s+|the\s+)?|(?:zur|zu meiner|in der|in meiner|der|auf die|auf meine|in die|in meine)\s+)(?:\+(\S+)|(\S+(?: \S+)?)(?:\s+list|[\s-]liste)|(?:list|liste)\s+\+?(\S+))$/i;
/** The words after a list's name that may say a day ("… to my home list for dec 12", "… in der Liste Work am 2.12."). */
const DAY_AFTER_LIST = /(?<=\s(?:list|liste|\+\S+)|\s(?:liste|list)\s+\S+)\s+((?:for|on|by|due|am|für|bis)\s+\S.*)$/i;
/**
 * "Agenda schreiben, Liste Work", "pack the tent, list: Camping", "…, work list", "…, Home-Liste": a task, a comma,
 * the list it goes on.
 */
export const LIST_AFTER_COMMA =
  /\s*,\s*(?:(?:(?:auf|in)\s+(?:die|der)\s+)?(?:liste|list):?\s+\+?(\S+)|(?:(?:on|to|in)\s+)?(?:(?:my|the|die|der|meine)\s+)?([^\s,+]+)(?:\s+list|[\s-]liste))$/i;
/** "… to my list", "… on my to-do list": the user's tasks, no list of a name. */
export const TO_ANY_LIST = /\s+(?:to|on|onto)\s+(?:my|the)\s+(?:list|tasks|task list|to-?do(?: list)?|todos)$/i;
/** How many tasks a German list announces: "drei", "3". */
const GERMAN_COUNT = String.raw`(?:\d+|zwei|drei|vier|fünf|sechs)`;
/** What several tasks are called, German or English ("füg 3 tasks hinzu:" mixes them as people at work do). */
const TASKS_NOUN = "(?:tasks|todos|things|items|jobs|aufgaben|dinge|sachen)";
/**
 * "heaps", "a few", "a bunch of", "loads": how many, said instead of a number before the tasks ("add heaps: a, b,
 * c", "add a few jobs: a, b").
 */
const SOME_MANY = String.raw`(?:heaps|a heap|loads|a load|lots|a lot|a few|a couple|a bunch|a whole bunch)(?:\s+(?:more|of))?`;
/**
 * "add three tasks buy milk buy eggs and buy bread": several tasks dictated without a colon or commas, told apart by
 * the count said and the verb each begins with again; none when they do not come to that count.
 */
const COUNTED_TASKS =
  /^(?:add|create|make me)\s+(two|three|four|five|six|[2-6])\s+(?:new\s+)?(?:tasks|todos|to-dos)\s+([^:].*)$/i;
export function countedTasksOf(typed: string): string[] | undefined {
  const said = COUNTED_TASKS.exec(typed.trim());
  const count = countOf(said?.[1] ?? "");
  if (!said?.[2] || !count) return undefined;
  const tasks = said[2].split(STEP_SEPARATOR).flatMap((part) => {
    const verb = /^\p{L}+/u.exec(part.trim())?.[0];
    return verb ? part.split(new RegExp(String.raw`\s+(?=${verb}\s)`, "iu")) : [part];
  });
  return tasks.length === count ? tasks.map((task) => task.trim()) : undefined;
}
/**
 * "add 3 tasks: a, b and c", "new tasks - a, b", "drei neue aufgaben: a, b", "leg drei Aufgaben an: a, b und c":
 * several tasks at once, after a colon or a dash.
 */
export const ADD_MANY = [
  new RegExp(
    String.raw`^(?:(?:(?:add|create|new|neue|make me)\s+)?(?:${GERMAN_COUNT}\s+|(?:two|three|four|five|six)\s+|these\s+|some\s+|the following\s+|${SOME_MANY}\s+)?(?:(?:new|neue)\s+)?${TASKS_NOUN}|(?:add|create)\s+(?:these|the following|all of these|all these|this lot|${SOME_MANY}))\s*(?::|\s[-–—])\s*(.+)$`,
    "i",
  ),
  new RegExp(
    String.raw`^(?:(?:füge?|fügen sie)\s+(?:bitte\s+)?(?:diese|folgende|folgendes|${GERMAN_COUNT})(?:\s+${TASKS_NOUN})?\s+hinzu|(?:diese|folgende|folgendes)(?:\s+${TASKS_NOUN})?\s+hinzufügen)\s*:\s*(.+)$`,
    "i",
  ),
  // "füg hinzu: milch, brot und eier", "add: milk, bread, eggs": a bare add before a colon and three or more things.
  /^(?:add|create|füge?\s+(?:bitte\s+)?hinzu|hinzufügen|notiere?|trage?\s+ein)\s*:\s*([^,]+,[^,]+(?:,|\s(?:and|und)\s).+)$/i,
  new RegExp(
    String.raw`^(?:leg|lege|schreib|schreibe|trag|trage|notier|notiere|erstell|erstelle)(?:\s+mir)?\s+(?:${GERMAN_COUNT}|diese|folgende|ein paar)\s+(?:neue\s+)?${TASKS_NOUN}(?:\s+(?:an|auf|ein))?\s*:\s*(.+)$`,
    "i",
  ),
];
/** "…, beides für samstag", "…, both for friday": a day said once for every task listed before it. */
const SHARED_DETAIL =
  /\s*,?\s+(?:beides|beide|alle|alles|jeweils|both|all of them|each)\s+((?:for|on|by|due|für|am|bis)\s+\S.*)$/i;
/** The tasks listed in `words` (`listed`), and the day said once for all of them ("a und b, beides für samstag"). */
export function listedTasks(words: string): { listed: string[]; withDetail: string[] } {
  const shared = SHARED_DETAIL.exec(words);
  const detail = shared?.[1] && ADD_DETAIL.test(shared[1].replace(/^(?:for|für)\s+/i, "")) ? shared[1] : undefined;
  const listed = (detail && shared ? words.slice(0, shared.index) : words)
    .split(STEP_SEPARATOR)
    .map((each) => each.trim());
  return { listed, withDetail: detail ? listed.map((each) => `${each} ${detail}`) : listed };
}
/**
 * "für Samstag: Briefmarken kaufen, Kaffeefilter besorgen und Vogelfutter holen", "for friday: call the bank": the
 * day said once before a colon, for every task after it; `day` as said (with its "für", "am"), `tasks` each as said.
 */
const DAY_FIRST = new RegExp(String.raw`^(?:(?:am|bis|ab|on|by|due)\s+)?${DAY_WORD}`, "iu");
/** "with high priority", "prio hoch": a priority said before the colon, each task's as a day is. */
const PRIORITY_FIRST = new RegExp(`^${SAID_PRIORITY_WORDS}$`, "iu");
const DAY_BEFORE_COLON = /^((?:(?:für|am|bis|ab|for|on|by)\s+)?[^:]+?)\s*:\s*(\S.*)$/iu;
export function dayBeforeColon(said: string): { day: string; tasks: string } | undefined {
  const colon = DAY_BEFORE_COLON.exec(said);
  if (!colon?.[1] || !colon[2]) return undefined;
  // A day or a time, not a list ("new task on my home list: …", which `withListBeforeColon` reads).
  // "for the 3.12. at 15 o'clock:", "with high priority:": a German speaker's "für den", "mit" in English.
  const day = colon[1].replace(/^(?:(?:für|for)\s+(?:the\s+)?|with\s+)/i, "");
  const detail = DAY_FIRST.test(day) || PRIORITY_FIRST.test(day);
  return detail && ADD_DETAIL.test(day) ? { day: colon[1], tasks: colon[2] } : undefined;
}
/** A title asked for in German in the order quick add reads it (see `germanTaskOrder`), English as said. */
export const addedTitle = (title: string, typed: string) =>
  languageOf(typed) === "de" ? germanTaskOrder(title) : title;

/**
 * "„Kaution zurückfordern“", "\"call mum\"": a title in quotes, without them; also when details follow the quoted
 * title ("'Kita Anmeldung' zur Liste Home", "'pay rent' for monday"): quotes only mark where the title ends.
 */
export const unquoted = (title: string) =>
  title
    .replace(/^["'\u201c\u201e\u00bb](.+)["'\u201c\u201d\u00ab]$/u, "$1")
    .replace(
      /^(?:"([^"]+)"|'([^']+)'|[\u201c\u201e\u00bb]([^\u201c\u201d\u00ab]+)[\u201c\u201d\u00ab])(?=[\s,])/u,
      "$1$2$3",
    );

/**
 * "mach mir nen reminder fürs team lunch freitag 12:30", "make me a reminder for the school run monday 8am": a
 * reminder made for the speaker, of a thing with its day, which is a task to add with a reminder as it falls due
 * ("set a reminder for X tomorrow 9am", said of no one, is a reminder on a task the user has).
 */
const REMINDER_FOR_ME =
  /^(?:(?:mach|mache|setz|setze|erstell|erstelle|leg|lege|stell|stelle|make|create|set|give)\s+)?(?:mir|me)\s+(?:(?:mal|bitte|doch|please|pls)\s+)*(?:(?:einen|eine|ein|nen|ne|'nen|'ne|a|an)\s+)?(?:reminder|erinnerung)\s+(?:für's|fürs|für|zum|zur|for|about)\s+(?:(?:den|die|das|dem|the|my|mein|meinen|meine)\s+)?(.+?)(?:\s+(?:machen|setzen|erstellen|anlegen|einrichten|stellen|an))?(?:\s+(?:bitte|please|pls))?$/iu;

/**
 * "mach mir mal Friseur am Samstag um 3": German "make me" before a thing and its day asks for a task (as "leg mir …
 * an" does); without a day ("mach mir mal nen Kaffee") it asks for something else, and is asked about.
 */
const MADE_FOR_ME_GERMAN = /^(?:mach|mache)\s+mir\s+(?:(?:mal|bitte|noch|schnell|kurz|doch)\s+)*(.+)$/iu;
export function madeForMe(typed: string): Intent | undefined {
  const what = MADE_FOR_ME_GERMAN.exec(typed.trim())?.[1] ?? "";
  return namedWithItsDay(what) ? { kind: "add", text: germanTaskOrder(what), explicit: true } : undefined;
}

/** REMIND_ME_INFINITIVE_GERMAN's match, when a day or time comes first and a task, not "an X", after it. */
function remindedByInfinitive(typed: string): RegExpExecArray | null {
  const said = REMIND_ME_INFINITIVE_GERMAN.exec(typed);
  const [, when = "", what = ""] = GERMAN_WHEN_FIRST.exec(said?.[1]?.replace(GERMAN_PARTICLES, "") ?? "") ?? [];
  return said && when.trim() !== "" && what.trim() !== "" && !/^(?:an|ans|am)\s/i.test(what) ? said : null;
}

/** German "anzurufen", "zu bezahlen" → "anrufen", "bezahlen": a task's infinitive without its "zu". */
const infinitiveOf = (words: string) => words.replace(/^zu\s+/i, "").replace(/^(\p{L}+?)zu(\p{L}+)$/iu, "$1$2");

/** "prepare slides to +Work", "clean the fridge to my home list": the list as quick add's `+Name`. */
export function withListMention(text: string): string {
  // "…, high priority, work list": the list said last, after a comma.
  const afterComma = LIST_AFTER_COMMA.exec(text);
  if (afterComma) return `${text.slice(0, afterComma.index)} +${afterComma[1] ?? afterComma[2]}`;
  // "add X to work, due dec 17": the list said before the details that follow a comma.
  const comma = text.lastIndexOf(",");
  const after = text.slice(comma + 1).trim();
  if (comma > 0 && ADD_DETAIL.test(after)) return `${withListMention(text.slice(0, comma))}, ${after}`;
  // "add X to my home list for dec 12": a day after the list, without the comma.
  const day = DAY_AFTER_LIST.exec(text);
  const before = day && text.slice(0, day.index);
  if (day?.[1] && before && TO_LIST.test(before) && ADD_DETAIL.test(day[1].replace(/^for\s+/i, ""))) {
    return `${withListMention(before)} ${day[1]}`;
  }
  const generic = TO_ANY_LIST.exec(text);
  if (generic) return text.slice(0, generic.index);
  const list = TO_LIST.exec(text);
  if (!list) return text;
  const name = (list[1] ?? list[2] ?? list[3] ?? "").trim();
  return `${text.slice(0, list.index)} +${/\s/.test(name) ? `"${name}"` : name}`;
}

/**
 * "I should like to be reminded to ring the gas board tomorrow", "I'd like to be reminded to …", "I want to be
 * reminded to …": "remind me to …" said as a wish, old-fashioned or plain; the same task with its reminder.
 */
const REMINDED_TO =
  /^(?:i|we)(?:'d|\s+(?:should|would|d))?\s+(?:like|love|want|wish|need)\s+to\s+be\s+reminded\s+to\s+(.+)$/i;
/**
 * A task to add with a reminder as it falls due, its day said first: "remind me friday at 9: call the bank", "remind
 * me on monday to send the timesheet", "erinnere mich morgen um 17 uhr mama anzurufen", "erinnere mich übermorgen an
 * geschenk abholen"; each in quick add's own "remind me to" order, the day after the task.
 */
export function reminderTaskOf(typed: string): Intent | undefined {
  const wished = REMINDED_TO.exec(typed.trim());
  if (wished?.[1]) return { kind: "add", text: `remind me to ${wished[1]}`, explicit: true };
  const forMe = REMINDER_FOR_ME.exec(typed.trim());
  const what = forMe?.[1]?.trim() ?? "";
  if (forMe && new RegExp(String.raw`\s${DAY_WORD}`, "iu").test(what) && !/\s(?:before|vorher|davor)$/i.test(what)) {
    // As quick add's "remind me to": the reminder as the task falls due, the day after the task; or on the task
    // the user has of that name.
    const day = DAY_LAST.exec(what);
    const orRemind = day && day.index > 0 ? { orRemind: { name: what.slice(0, day.index), when: day[0].trim() } } : {};
    return { kind: "add", text: `remind me to ${what}`, explicit: true, ...orRemind };
  }
  const remindWhenColon = REMIND_ME_WHEN_COLON.exec(typed);
  if (remindWhenColon?.[1] && remindWhenColon[2]) {
    return { kind: "add", text: `remind me to ${remindWhenColon[2]} ${remindWhenColon[1]}`, explicit: true };
  }
  const remindWhenFirst = REMIND_ME_WHEN_TO.exec(typed);
  if (remindWhenFirst?.[1] && remindWhenFirst[2]) {
    // Quick add reads its "remind me to" with the day after the task.
    return { kind: "add", text: `remind me to ${remindWhenFirst[2]} ${remindWhenFirst[1]}`, explicit: true };
  }
  const remindGerman = REMIND_ME_TO_GERMAN.exec(typed) ?? remindedByInfinitive(typed);
  if (remindGerman?.[1] && remindGerman[2]) {
    // Said as quick add's own "remind me to", which sets the reminder as the task falls due; the day and time
    // German says first go last, where quick add reads them after "to" ("to morgen" it takes for a time alone).
    const [, when = "", germanWhat = ""] = GERMAN_WHEN_FIRST.exec(remindGerman[1].replace(GERMAN_PARTICLES, "")) ?? [];
    // "…, am Samstag den Blumenstrauss für Frau Petersen zu besorgen": the article of one noun is no part of the title,
    // as in any German task said (see ARTICLE_OF_ONE_NOUN_SAID).
    const thing = `${germanWhat.replace(GERMAN_PARTICLES, "")} ${infinitiveOf(remindGerman[2])}`.replace(
      ARTICLE_OF_ONE_NOUN_SAID,
      "",
    );
    const task = `${thing} ${when.replace(/,/g, "")}`.replace(/\s+/g, " ").trim();
    return { kind: "add", text: `remind me to ${task}`, explicit: true };
  }
  const remindAbout = REMIND_ME_WHEN_ABOUT_GERMAN.exec(typed);
  if (remindAbout?.[1] && remindAbout[2]) {
    // As quick add's "remind me to", the day and time after the task (see REMIND_ME_TO_GERMAN).
    return { kind: "add", text: `remind me to ${remindAbout[2]} ${remindAbout[1]}`, explicit: true };
  }
  return undefined;
}
