/**
 * Questions about the user's tasks, read as slots rather than fixed phrasings: what is asked (show them, how
 * many, when is a task, what was finished, what is next), over which days, with which filters. Whatever is left
 * once the slots and the words every question has are taken out names a task or a list ("when is the dentist",
 * "what's on work"): the assistant looks it up.
 */

import type { TaskPriority } from "../../../shared/schemas/task";

/** `\b` that knows letters beyond ASCII ("überfällig", "nächste"), for the German words. */
const BOUNDARY = String.raw`(?:(?<=[\p{L}\p{N}_])(?![\p{L}\p{N}_])|(?<![\p{L}\p{N}_])(?=[\p{L}\p{N}_]))`;
const unicode = (pattern: RegExp) =>
  new RegExp(pattern.source.replaceAll(String.raw`\b`, BOUNDARY), `${pattern.flags}u`);

export type Ask = "show" | "count" | "when" | "finished" | "next";

/** Which days a question is about; `day` is a weekday or a date, as quick add reads it ("friday", "dec 3"). */
export type Window =
  | { kind: "today" }
  | { kind: "tomorrow" }
  | { kind: "this-week" }
  | { kind: "next-week" }
  | { kind: "overdue" }
  | { kind: "undated" }
  | { kind: "yesterday" }
  | { kind: "last-week" }
  | { kind: "weekend" }
  | { kind: "day"; words: string }
  /** "in december", "im Mai": the whole month, 1 to 12, this year's or, when it is over, next year's. */
  | { kind: "month"; month: number }
  /** "before the weekend", "by friday": from the overdue on to the start of `end` or, `through` it, its end. */
  | { kind: "until"; end: Window; through: boolean };

/** Which list a question or command is about: the Inbox, or one of the user's lists by name (`+Work`). */
export type ListTarget = { kind: "inbox" } | { kind: "list"; name: string };

export interface Question {
  ask: Ask;
  window?: Window;
  tag?: string;
  priority?: Exclude<TaskPriority, "none">;
  /** A list named with "+Work", "my work list" or "inbox". */
  list?: ListTarget;
  /** Words that are not slots: a task's name, or maybe a list's. */
  rest: string;
  /** "what's left for X", "was fehlt noch bei X": what remains of a task, its open subtasks when it has some. */
  remaining?: true;
}

/** "jetzt", "am besten", "als erstes": the words on when or how well, between a German "what next"'s words. */
const WHEN_FIRST = "(?:(?:jetzt|heute|gerade|am besten|zuerst|als erstes|als nächstes|denn|eigentlich) )*";
const NEXT = new RegExp(
  `^(?:what(?:'s| is|s)? (?:next|now)(?: (?:on|in) (?:my|the) (?:list|plate|agenda|to-?do list|tasks)| for me)?|what(?:'s| is|s) (?:the )?most (?:important|urgent|pressing)(?: (?:thing|task))?(?: (?:right )?now| today| at the moment)?|(?:what|which)(?:(?:'s|s| is)?(?: the)?(?: (?:one|single|main|first|top|best|biggest))?(?: tasks?| one| things?))? (?:(?:should|shall|do|can) i|i should|i ought to) (?:do|make|work on|tackle|knock over|knock off|knock out|get through|start|start with|begin with|focus on|do first)(?: next| as (?:the )?next(?: one)?| (?:right )?now| rn| atm| first| today| first today)?|what would you do (?:first|next|now)|what to do(?: next| now| rn)?|what now|(?:what(?:'s| is) )?my next task|next task|what next|(?:(?:i (?:don't|dont|do not) know|no idea|not sure) )?where (?:(?:should|do|can|shall) i (?:even )?|to )(?:start|begin)(?: with)?|was (?:als )?nächstes|was (?:soll(?:te)?|kann) ich ${WHEN_FIRST}(?:tun|machen|erledigen|angehen|anpacken|in angriff nehmen)|was mach(?:e)? ich ${WHEN_FIRST}(?:jetzt|zuerst|als nächstes|als erstes)|was ist (?:jetzt |gerade |heute )?(?:das )?wichtigste(?: jetzt| gerade| heute)?|was jetzt|womit (?:soll(?:te)? ich )?${WHEN_FIRST}(?:anfangen|beginnen|starten)|(?:womit|wo) (?:fange?|beginne?|starte?) ich ${WHEN_FIRST}(?:an|mit)?)$`,
);
/**
 * "im overwhelmed what should i focus on", "ich bin gestresst, was soll ich tun": how the user feels, said before a
 * question without a comma; the question is what follows.
 */
const FEELING_FIRST =
  /^(?:i'm|im|i am|i feel|feeling|ich bin|bin)\s+(?:\S+\s+){1,3}?(?=(?:what|where|which|was|wo|womit)\s)/;
/** "reckon what I should do first", "any idea where to start", "meinst du, was …": asking for an opinion first. */
const OPINION_FIRST =
  /^(?:(?:do |d'?)?(?:you|ya|u) (?:reckon|think)|reckon|what do you think|any idea|i wonder|wondering|meinst du|was meinst du|glaubst du)[,\s]+(?=(?:what|where|which|was|wo|womit)\s)/;
const FINISHED = [
  // "how many things did i finish this week": the count of them, as "what" asks for them.
  /^(?:what|which|what all|whats|what's|how many)(?: tasks?| things)? (?:did|have|had) i (?:(?:actually|really|already|even|manage to|managed to|get to) )?(?:finish|finished|complete|completed|do|done|get done|got done|tick off|ticked off|check off|checked off|knock off|knocked off|knock out|knocked out|get through|got through|achieve|achieved|accomplish|accomplished)\b/,
  /^(?:what|which)(?: tasks?)? (?:i've|i have|have i|i) (?:finished|completed|done|ticked off)\b/,
  /^(?:show(?: me)?|list|any|how many)(?: my| the| all)? (?:completed|finished|done)(?: tasks?)?\b/,
  /^(?:was|welche(?: aufgaben)?) (?:habe|hab) ich\b.*\b(?:erledigt|geschafft|gemacht|abgehakt)\b/,
  /^(?:zeig(?:e)?(?: mir)?|liste) (?:meine |die |alle )?(?:erledigten|abgeschlossenen)(?: aufgaben)?\b/,
].map(unicode);
const COUNT = unicode(/^(?:how many|how much|number of|count(?: of)?|wie ?viele?)\b/);
const WHEN =
  /^(?:(?:(?:by )?when(?:'s| is| are| was|s)?|(?:what|which) (?:day|date|time) (?:is|are|was|'s)|what day's)(?: my| the)?|an welchem tag (?:ist|sind|habe ich|hab ich)(?: der| die| das| mein| meine)?|when do i (?:have to|need to)|when (?:should|must) i|(?:bis )?wann(?: ist| sind| war| waren| muss ich| soll ich| habe ich| hab ich| muss| soll| müssen| sollen)?(?: der| die| das| mein| meine)?)\s+(.+?)(?:\s+(?:due|scheduled|fällig|dran|dran sein|(?:(?:need|needs|have|has) to )?be (?:done|finished|ready|due)|(?:fertig|erledigt|abgegeben|bezahlt|gemacht)(?: sein| werden)?))?$/;
/** A message that asks: a question word, a request to be shown, or a polite lead-in. */
const ASKING = unicode(
  /^(?:what|wat|wot|whta|whats|what's|which|wich|show|list|display|give me|tell me|any|anything|got any|got anything|do i|have i|is there|are there|how|hows|how's|where|zeig|zeige|was|welche[rsmn]?|gibt es|gibt's|gibts|habe ich|hab ich|steht|stehen|liste|muss ich)\b/,
);

/**
 * German asks to be shown with the verb last: "könnten Sie mir alle Aufgaben mit dem Tag X anzeigen", "zeig mir" said
 * as "mir … zeigen"; only to the assistant ("kannst du", "mir"), since "Oma die Fotos zeigen" is a task.
 */
const SHOW_ME_GERMAN = unicode(
  /^(?:(?:kannst|könntest|können|könnten|würdest|würden) (?:du|sie) |mir )(?:.+ )?(?:anzeigen|zeigen|auflisten|aufzählen)$/,
);

const WEEKDAYS = `(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|weds?|thu(?:rs?)?|fri|sat|sun|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag)`;
const MONTHS = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|januar|februar|märz|mai|juni|juli|oktober|dezember)[a-z]*\.?`;
/**
 * A month's name in full, English or German (Austrian "Jänner" too), said after "in", "im" or the like ("may"
 * alone is a verb): the first three letters tell which.
 */
export const WHOLE_MONTHS =
  "january|february|march|april|may|june|july|august|september|october|november|december|januar|jänner|februar|" +
  "märz|mai|juni|juli|oktober|dezember";
const MONTH_BEGINNINGS = [
  "jan",
  "feb",
  "mär|mar",
  "apr",
  "mai|may",
  "jun",
  "jul",
  "aug",
  "sep",
  "okt|oct",
  "nov",
  "de",
];
/** The month, 1 to 12, a name of WHOLE_MONTHS says. */
const monthOf = (name: string) =>
  MONTH_BEGINNINGS.findIndex((beginnings) => beginnings.split("|").some((each) => name.startsWith(each))) + 1;

/** Each window's words; the first that matches is the window, its words taken out of the message. */
const WINDOWS = (
  [
    // "verpennt", "verschlafen", "verschwitzt": German says a missed task as a thing slept through.
    [
      // "anything I've let slip", "what's slipped through the cracks": a task let go past its day, said "overdue like".
      /\b(?:(?:let (?:\w+ )?slip|slipped(?: through(?: the cracks)?)?)(?:[,\s]+(?:overdue|late))?|overdue|past due|late|behind|missed|überfällig\w*|verpasst|verpennt|verschlafen|verschwitzt)\b/,
      () => ({ kind: "overdue" }),
    ],
    [
      /\b(?:(?:without|with no|no|lacking|missing|(?:don't|dont|do not|doesn't|doesnt|does not) have|have no|has no|(?:are|is) not having|not having) (?:a |any )?(?:due )?(?:dates?|deadlines?)(?: (?:on|set on|attached to|against) (?:them|it))?|undated|unscheduled|someday|ohne (?:fälligkeits)?datum|(?:haben |hat )?kein(?:en)? (?:fälligkeits)?datum)\b/,
      () => ({ kind: "undated" }),
    ],
    [/\b(?:yesterday|gestern)\b/, () => ({ kind: "yesterday" })],
    [/\b(?:last week|the week before|letzte(?:n|r)? woche|vorige(?:n|r)? woche)\b/, () => ({ kind: "last-week" })],
    [
      // "am Wochenend": spoken without its last "e".
      /\b(?:(?:this |the |on the |for the |over the )?weekend|(?:am |dieses |zum )?wochenende?)\b/,
      () => ({ kind: "weekend" }),
    ],
    [/\b(?:(?:the )?day after tomorrow|übermorgen)\b/, (match) => ({ kind: "day", words: match[0] })],
    [/\b(?:tomorrow|tmrw|tmr|morgen)\b/, () => ({ kind: "tomorrow" })],
    [
      // "heut": German drops the "e" when spoken.
      /\b(?:today|tonight|this (?:morning|afternoon|evening)|heute?(?: abend| morgen| früh)?)\b/,
      () => ({ kind: "today" }),
    ],
    // "thursday next week", "next week on thursday", "nächste woche donnerstag": one day of it, as quick add reads it.
    [
      new RegExp(
        String.raw`\b(?:${WEEKDAYS} (?:next week|nächste(?:n|r)? woche)|(?:next week|nächste(?:n|r)? woche),? (?:on |am )?${WEEKDAYS})\b`,
      ),
      (match) => ({ kind: "day", words: match[0] }),
    ],
    // "the coming week", German "die kommende Woche": the next.
    [
      /\b(?:next week|(?:the )?(?:coming|upcoming) week|(?:nächste|kommende)(?:n|r)? woche)\b/,
      () => ({ kind: "next-week" }),
    ],
    [
      /\b(?:this week|(?:for |in |during )?the (?:rest of the )?week|this wk|diese(?:r)? woche|(?:in |für )?die(?:se)? woche)\b/,
      () => ({ kind: "this-week" }),
    ],
    [
      new RegExp(String.raw`\b(?:on |for |this |next |am |nächsten |kommenden |diesen )?(${WEEKDAYS})\b`),
      (match) => ({ kind: "day", words: match[0].replace(/^(?:on|for|am) /, "") }),
    ],
    [
      new RegExp(
        String.raw`\b(?:on |for |am )?(?:${MONTHS} \d{1,2}(?:st|nd|rd|th)?|the \d{1,2}(?:st|nd|rd|th)(?! (?:of )?${MONTHS})|\d{1,2}(?:st|nd|rd|th|\.)? (?:of )?${MONTHS}|\d{1,2}[./]\d{1,2}\.?)(?=\s|$)`,
      ),
      (match) => ({ kind: "day", words: match[0].replace(/^(?:on|for|am) /, "") }),
    ],
    // "on the 10th": a day of this month or, when it is past, of the next, as quick add reads it.
    // After a day of a month, which names the month too: "in december" after "on december 3".
    [
      new RegExp(String.raw`\b(?:in|im|for|during|this|next|throughout) (?:the month of |monat )?(${WHOLE_MONTHS})\b`),
      (match) => ({ kind: "month", month: monthOf(match[1] ?? "") }),
    ],
  ] as [RegExp, (match: RegExpExecArray) => Window][]
).map(([pattern, windowOf]) => [unicode(pattern), windowOf] as const);

/** The word before a window that makes it a bound: "before", "by", "until", German "vor", "bis". */
const UNTIL = unicode(/\b(before|by|until|till|vor|bis)(?: (?:(?:the )?end of|ende))?\s*$/);

const PRIORITIES = (
  [
    [
      /\b(?:(?:high|top|urgent|important)(?:[- ]priority| prio)?|urgent|important|p1|wichtig\w*|dringend\w*|hohe[rn]? prio(?:rität)?)\b/,
      "high",
    ],
    [/\b(?:medium|normal)(?:[- ]priority| prio)\b|\bp2\b|\bmittlere[rn]? prio(?:rität)?\b/, "medium"],
    // "low prio", "unwichtig": "wichtig" above is a whole word, so "unwichtig" is not high.
    [/\blow(?:[- ]priority| prio)\b|\bp3\b|\bniedrige[rn]? prio(?:rität)?\b|\bunwichtig\w*/, "low"],
  ] as [RegExp, NonNullable<Question["priority"]>][]
).map(([pattern, priority]) => [unicode(pattern), priority] as const);

/**
 * "tagged home", "have the tag health", "mit Tag finance", "die den Tag family haben" (not "den Tag planen": "den Tag" is the day), and
 * German's tag before its participle: "unter family getaggt", "mit #home markiert"; English's before its word: "with
 * the health tag".
 */
const TAG = unicode(
  /(?:\b(?:tagged(?: with)?|(?:with|have|has|having|carry|carrying) (?:the )?(?:tag|label)|(?:mit|haben|hat) (?:dem |den |das )?(?:tag|schlagwort|label)|getaggt(?: mit)?)\s+#?|#)([^\s#]+)|\b(?:unter|mit|als) #?([^\s#]+) (?:getaggt|markiert|verschlagwortet)\b|\b(?:with|have|has|having|got|carry|carrying|under) (?:the |a )?#?([^\s#]+)[- ](?:tag|label)\b/,
);
/**
 * "+Work", "my work list", "inbox", German "in der Liste Work", "auf der Work-Liste": the list, its name said
 * after "Liste" or before "-Liste" (German puts the name after the word an English list puts it before); Swiss
 * German says "uf de liste"; "in my list of Work", "on the list called Home" name it after "list".
 */
const LIST = unicode(
  /\+(?:["\u201c]([^"\u201c\u201d]+)["\u201d]|(\S+))|\b(?:in|on|from|for|im|in der|auf der)? ?(?:my |the |meiner |der )?(inbox|eingang)\b|\b(?:in|on|from|for|auf)\s+(?:my |the |meiner |der |de )?(?!(?:der|die|de|meiner|meine|my|the) )(\S+(?: \S+)?) (?:list|liste)\b|\b(?:(?:in|auf|aus|von)\s+)?(?:der|die|de|meiner|meine)\s+(?:liste\s+([^\s,]+)|([^\s,]+?)(?:-|s)?liste)(?=\s|$)|\b(?:in|on|from)\s+(?:my |the )?list (?:of|called|named) ([^\s,]+)/,
);

/**
 * Words every question has, by language: auxiliaries, articles, pronouns, "again", "schon", "due", "tagged". What
 * is left after them names something; none of them is ever a title's word that a question needs to find it.
 */
const ENGLISH_FILLER =
  "what whats what's what've which is are am was were do does did i i've i'm have got has had there there's theres any anything something " +
  "tasks task todos todo to-do to-dos things thing items item stuff open due left remaining still pending " +
  "outstanding on for in at my me the a an show list display give tell of all to planned scheduled booked " +
  "happening coming up upcoming else need should please can you could with that how many much number agenda " +
  "schedule plate calendar now currently right lined get see be will gonna going doing and or so far yet already " +
  "just only ones one' hey hi ok okay where look looks looking like hows how's everything rn atm again actually really even ever " +
  // "show me the family ones would you": asked of the assistant, as "can you" is.
  "would " +
  "exactly manage managed manages able tagged labelled labeled from " +
  // A tradie's word for the tasks ("how many jobs i got today"), as "things" is.
  "jobs";
const GERMAN_FILLER =
  "was ist sind war waren wird werden habe hab haben hat hatte ich es gibt noch offen offene offenen aufgabe " +
  "aufgaben zu zum tun dann für fällig zeig zeige mir mein meine meiner meinen alle welche welcher welches wie viel viele die " +
  "der das den dem des ein eine einen einem an am um im steht stehen dran liste bitte muss soll denn eigentlich " +
  "alles sachen dinge machen tun erledigen schon nochmal mal wieder bereits gerade jetzt überhaupt genau mit " +
  "irgendwelche irgendwelchen irgendwas irgendein irgendeine " +
  // Bavarian "heuer" (this year) beside a month or a day says nothing more ("was hab i heuer im dezember no alles").
  "heuer " +
  "getaggt markiert geplant gibts gibt's " +
  // Swiss German for one's tasks, to-dos ("meine Pendenzen für heute"); "Termine" for what is on ("wie viele
  // Termine hab ich"): a question's word for the tasks, as "things" is.
  "pendenz pendenzen termine " +
  // The particles of separable verbs that end a question ("was hab ich vor", "was liegt an", "was ist los"),
  // never a title's word on their own.
  "vor los liegt ansteht anstehen vorhabe vorhaben besten auf " +
  // "was fehlt noch bei X", "was ist bei X übrig": what is left, as English "left" and "remaining" say it.
  "fehlt fehlen übrig " +
  // A request to be shown, said politely with the verb last (SHOW_ME_GERMAN).
  "kannst könntest können könnten würdest würden du sie anzeigen zeigen auflisten aufzählen";
const FILLER = new Set(`${ENGLISH_FILLER} ${GERMAN_FILLER} wat wot wich`.split(" "));

/** `words` without the filler every question has. */
function withoutFiller(words: string): string {
  const about = words.split(/\s+/).filter((word) => word !== "" && !FILLER.has(word.replace(/[?!.,]+$/, "")));
  return about.join(" ");
}

/** "my week", "the rest of my day": the question's own week or day. */
const MY_WEEK_OR_DAY = /\b(?:the )?(?:rest of )?my (week|day)\b/;

/** Words that ask what remains to be done: "left", "remaining", German "fehlt", "übrig". */
const REMAINING = unicode(/\b(?:left|remaining|fehlt|fehlen|übrig)\b/);

/** "welche Unteraufgaben von X sind noch offen", "subtasks of X": what remains of X, as REMAINING asks. */
const SUBTASKS_OF = unicode(
  /^(?:unteraufgaben|teilaufgaben|subtasks|sub-tasks)\s+(?:(?:von|vom|of|for|für|bei|beim|zu|zum|zur|in|on)\s+)?/,
);

/** Filler words that say the question is about tasks ("what do I have", "show my tasks"). */
const ABOUT_TASKS = unicode(
  /\b(?:tasks?|todos?|to-?dos?|things|items|stuff|jobs|plate|agenda|schedule|have|got|aufgaben?|habe|hab|ansteht|steht|list|pendenz(?:en)?)\b/,
);

/** Takes `pattern`'s first match out of `text`. */
function take(text: string, pattern: RegExp): [RegExpExecArray | null, string] {
  const match = pattern.exec(text);
  if (!match) return [null, text];
  return [
    match,
    `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`.replace(/\s+/g, " ").trim(),
  ];
}

/** "is the dentist thing still open", "ist die Bank noch offen": asked of one task, answered with its card. */
const STILL_OPEN = unicode(
  /^(?:is|are|ist|sind) (.+?) (?:still|noch) (?:open|pending|outstanding|due|to do|on my list|there|offen|fällig|zu tun|da)$/,
);
/**
 * "das mit der bank, wann war das nochmal", "the passport thing, when is it due": the task named first, then a
 * question about it by a pronoun.
 */
const TOPIC_THEN_WHEN = unicode(
  /^(.+?),\s*(?:(?:and |und )?(?:when|wann)) (?:is|was|war|ist|is it|was it) (?:that|it|das|es|die|der|den)?\s*(?:again|nochmal|noch mal|wieder|due|fällig|dran)?$/,
);
/**
 * "könnten Sie mir bitte sagen, was …", "can you tell me what …": a polite request to be told, before the question
 * itself.
 */
const TELL_ME = unicode(
  /^(?:(?:kannst|könntest|können|könnten|würdest|würden) (?:du|sie) |(?:can|could|would) you (?:be able to )?)?(?:mir |me )?(?:(?:bitte|mal|please|kindly) )*(?:sagen|verraten|tell me|let me know),? (?=(?:was|wann|welche\S*|wie|what|when|which|how)(?:'s)?\s)/,
);
/**
 * "reckon i've got heaps of errands this week, which ones", "lots due tomorrow - what are they": said first, then
 * asked after a comma which they are; the words before it are the question.
 */
const WHICH_LAST =
  /\s*[,;:-]\s*(?:so |and )?(?:which ones?|which|what ones?|what are they|which are they|like what|what)$/;
/** "i reckon", "heaps of", "a bunch of": how many or how sure, said around what is asked, never a name's words. */
const HOW_MANY_SAID =
  /\b(?:i )?(?:reckon|guess)\b|\b(?:a (?:lot|bunch|heap|load|ton|few|couple)|lots|heaps|loads|tons|plenty)(?: of)?\b/g;
/**
 * "anything low priority i can knock off in my arvo break", "anything tagged finance i should know about": what the
 * user would do with the tasks asked for, and when, after them; no name's words (the window, list and priority are
 * taken first).
 */
const DO_THEM_WHEN =
  /\b(?:that |which )?(?:i|we) (?:can|could|might|should|may|need to|ought to) (?:quickly |easily |maybe )?(?:do|knock off|knock out|knock over|get done|squeeze in|fit in|tackle|finish|work on|get through|smash out|bang out|sort out|deal with|crack on with|get to|get started on|start|know about|know of|be aware of|worry about)\b.*$/;

/** "…, if you don't mind", "…, thanks a million": asking nicely after the question, no part of it. */
const NOT_MINDING = /,?\s+(?:if you (?:don't|dont|do not) mind|thanks a million|thanks a mil)$/;
/** "Tuesday next" (Irish and British English): next Tuesday. */
const DAY_NEXT = /\b((?:mon|tues|wednes|thurs|fri|satur|sun)day) next\b(?! (?:week|month|year|weekend)\b)/;

/** The topic of TOPIC_THEN_WHEN as the name it describes: "das mit der bank" → "bank". */
const topicName = (topic: string) =>
  withoutFiller(topic.replace(/^(?:(?:das|die|der|den) mit|the ones? with)\s+/, "")).replace(
    /^(?:the|der|die|das|den|dem)\s+/,
    "",
  );

/**
 * The question `text` (normalised, see `normalise`; `typed` as typed) asks, or none when it is not one. `asked`: the
 * message ended with "?", so slots and a name ("überfällig bei work?") are asked about, not only slots alone.
 */
export function readQuestion(asSaid: string, typed?: string, asked = false): Question | undefined {
  const said = asSaid.replace(NOT_MINDING, "").replace(DAY_NEXT, "next $1");
  const which = WHICH_LAST.exec(said);
  const before = which ? said.slice(0, which.index).replace(HOW_MANY_SAID, " ").replace(/\s+/g, " ").trim() : "";
  // "… errands this week, which ones": asked of what is said before, when that speaks of tasks or their slots.
  if (which && before !== "" && !ASKING.test(before)) {
    const question = readQuestion(`show ${before}`, typed, asked);
    if (question && (ABOUT_TASKS.test(before) || question.window || question.tag || question.list || question.priority))
      return question;
  }
  const text = said.replace(TELL_ME, "");
  const stillOpen = STILL_OPEN.exec(text)?.[1];
  // "is it still open" points at a task rather than naming one: not read here.
  if (stillOpen && !/^(?:it|that|this|es|das|er|sie)$/.test(stillOpen) && withoutFiller(stillOpen) !== "")
    return { ask: "when", rest: withoutFiller(stillOpen) };
  const topic = TOPIC_THEN_WHEN.exec(text)?.[1];
  if (topic && topicName(topic) !== "") return { ask: "when", rest: topicName(topic) };
  // "I have 2 hours free, what should I do", "i'm swamped, where do i start": the question is the last clause.
  const last = text.split(/\s*,\s*/).at(-1) ?? "";
  if (
    [text, last, text.replace(FEELING_FIRST, ""), text.replace(OPINION_FIRST, "")].some((phrasing) =>
      NEXT.test(phrasing),
    )
  ) {
    return { ask: "next", rest: "" };
  }
  const whenMatch = WHEN.exec(text);
  let ask: Ask | undefined;
  let rest = text;
  if (FINISHED.some((pattern) => pattern.test(text))) ask = "finished";
  else if (COUNT.test(text)) ask = "count";
  else if (whenMatch?.[1] && !/^(?:\w+ )?(?:today|tomorrow|this week|next week)$/.test(whenMatch[1])) {
    // "when is the quarterly report due again": the name without the filler, unless it is all filler ("one on one").
    return { ask: "when", rest: withoutFiller(whenMatch[1]) || whenMatch[1] };
  } else if (ASKING.test(text) || SHOW_ME_GERMAN.test(text)) ask = "show";
  const question: Question = { ask: ask ?? "show", rest: "" };
  // "hows my week looking", "what's the rest of my day like": asked, "my week" is this week and "my day" today ("could
  // you sort out my week" asks for something else).
  if (ask) rest = rest.replace(MY_WEEK_OR_DAY, (_, period: string) => (period === "week" ? "this week" : "today"));
  const [tag, withoutTag] = take(rest, TAG);
  if (tag) question.tag = tag[1] ?? tag[2] ?? tag[3];
  rest = withoutTag;
  const [list, withoutList] = take(rest, LIST);
  // "+1" names no list (a list is never named by digits alone), so it stays text.
  if (list && !/^\+\p{N}+$/u.test(list[0])) {
    // The name as typed, in its own case, for the reply.
    const asTyped = (typed && new RegExp(LIST.source, "iu").exec(typed)) || list;
    const name = asTyped[1] ?? asTyped[2] ?? asTyped[4] ?? asTyped[5] ?? asTyped[6] ?? asTyped[7];
    question.list = list[3] ? { kind: "inbox" } : { kind: "list", name: (name ?? "").trim() };
  }
  if (question.list) rest = withoutList;
  for (const [pattern, priority] of PRIORITIES) {
    const [match, without] = take(rest, pattern);
    if (match) {
      question.priority = priority;
      rest = without;
      break;
    }
  }
  for (const [pattern, windowOf] of WINDOWS) {
    const [match, without] = take(rest, pattern);
    if (match) {
      question.window = windowOf(match);
      rest = without;
      // "anything due before the weekend", "what's due by friday": every day up to it.
      const [bound, withoutBound] = take(rest.slice(0, match.index), UNTIL);
      // "till (the) end of the week", "bis Ende der Woche": the rest of that window, which is the window itself.
      const toItsEnd = /\b(?:end of|ende)$/.test(bound?.[0].trim() ?? "");
      if (bound && toItsEnd) rest = `${withoutBound} ${rest.slice(match.index)}`.trim();
      else if (bound && question.window.kind !== "overdue" && question.window.kind !== "undated") {
        question.window = { kind: "until", end: question.window, through: !/^(?:before|vor)$/.test(bound[1] ?? "") };
        rest = `${withoutBound} ${rest.slice(match.index)}`.trim();
      }
      break;
    }
  }
  if (ask === "finished") {
    rest = rest.replace(
      unicode(
        /\b(?:finish|finished|complete|completed|done|get done|got done|tick off|ticked off|check off|checked off|knock off|knocked off|knock out|knocked out|get through|got through|achieve|achieved|accomplish|accomplished|erledigt|erledigten|geschafft|gemacht|abgehakt|abgeschlossenen)\b/g,
      ),
      " ",
    );
  }
  // "anything health related", "related to work": the thing it is about, which may be a tag or a list.
  question.rest = withoutFiller(rest.replace(DO_THEM_WHEN, "").replace(HOW_MANY_SAID, " "))
    // "alles von der Arbeit", "everything from work": a list or a task named after "from".
    .replace(
      /^(?:about|called|named|regarding|related|mentioning|containing|with|zum|zur|über|namens|bei|beim|von|vom|aus)\s+/,
      "",
    )
    .replace(/(?<=\p{L})[- ]related$/u, "");
  const subtasksOf = SUBTASKS_OF.exec(question.rest);
  if (subtasksOf) question.rest = question.rest.slice(subtasksOf[0].length);
  if (question.rest !== "" && (REMAINING.test(text) || subtasksOf)) question.remaining = true;
  const slots = question.window || question.tag || question.list || question.priority;
  if (ask === undefined) {
    // Not phrased as a question: only a message that is nothing but slots ("overdue", "#errands", "+Work").
    return slots && (question.rest === "" || asked) ? question : undefined;
  }
  if (!slots && question.rest === "" && ask !== "finished" && !ABOUT_TASKS.test(text)) return undefined;
  return question;
}

/** The shortest word a plural is taken off, so that "bus" or "das" stay as they are. */
const PLURAL_WORD_MIN = 4;

/**
 * `words` each without a plural ending, English or German ("bills" → "bill", "boxes" → "box", "parties" →
 * "part", "Rechnungen" → "rechnung", "Geschenke" → "geschenk"): a word's beginning, which finds the singular and
 * the plural alike, since titles are found by the beginnings of their words.
 */
export function singularOf(words: string): string {
  return words
    .split(" ")
    .map((word) => {
      if ([...word].length < PLURAL_WORD_MIN || /(?:ss|us|is)$/.test(word)) return word;
      return word.replace(/ies$|(?<=(?:s|x|z|ch|sh))es$|(?<=[^s])s$|(?<=\p{L}{3})(?:en|e|n)$/u, "");
    })
    .join(" ");
}

/** "dentist??", "car service ???": a task's name alone, asked twice over, of a few words. */
const NAME_ASKED_TWICE = /^([^?]+?)\s*\?{2,}$/;
const NAME_ASKED_WORDS_MAX = 4;
/** When the task named in a message that is only its name asked twice over ("dentist??") is due. */
export function nameAskedTwice(message: string): Question | undefined {
  const name = NAME_ASKED_TWICE.exec(message.trim().toLowerCase())?.[1]?.trim() ?? "";
  if (name === "" || name.split(/\s+/).length > NAME_ASKED_WORDS_MAX || ASKING.test(name)) return undefined;
  return { ask: "when", rest: withoutFiller(name) || name };
}
