/**
 * What a message to the assistant asks for, by plain rules: no model, nothing leaves the server. A message is
 * an intent with its slots. Only a message that reads as a task is one to add; a question, a command the rules
 * cannot carry out, small talk or a pronoun with nothing to point at is never saved as a task unasked.
 */
import { GERMAN_PARTICIPLE_WORD, languageOf } from "../../../shared/quick-add/language-of";
import { countOf } from "../../../shared/quick-add/number-words";
import type { TaskPriority } from "../../../shared/schemas/task";
import { POLITE_LEAD, QUOTED, verbFirst } from "./german-order";
import { inGermanSpelling, inTypedSpelling } from "./german-spelling";
import { type ListTarget, type Question, readQuestion, WHOLE_MONTHS } from "./questions";

/**
 * Which tasks a command is about: some named in words, a whole group, or the tasks of the assistant's previous
 * reply ("it", "them", "the second one": `index` from 0, null for all of them).
 */
export type Target =
  | { kind: "named"; name: string }
  | { kind: "overdue" }
  | { kind: "today" }
  /** "everything tagged books": the open tasks with the tag. */
  | { kind: "tagged"; tag: string }
  | { kind: "previous"; index: number | null };

/** Why a message is not carried out: the reply asks before anything is saved. */
export type Unclear = "question" | "command" | "pronoun" | "statement" | "maybe-task";

export type Intent =
  | { kind: "greeting" }
  | { kind: "help" }
  | { kind: "small-talk" }
  | { kind: "question"; question: Question }
  | { kind: "plan" }
  | { kind: "plan-week" }
  | { kind: "review" }
  | { kind: "find"; text: string }
  | { kind: "undo" }
  | { kind: "complete"; target: Target }
  | { kind: "delete"; target: Target }
  | { kind: "tag"; target: Target; tags: string[] }
  | { kind: "untag"; target: Target; tags: string[] }
  /** A new date, a new time of day (the date kept), or both: what `when` says. */
  | { kind: "move"; target: Target; when: string }
  /**
   * `orAdd`: "put buy printer ink on the home list" says a thing to do, a task to add to the list when it names none
   * of the user's.
   */
  | { kind: "move-to-list"; target: Target; list: ListTarget; orAdd?: string }
  | { kind: "rename"; target: Target; title: string }
  | { kind: "priority"; target: Target; priority: TaskPriority }
  | { kind: "stop-repeating"; target: Target }
  /** A repeat as quick add reads `rule` ("every friday", "jeden Dienstag"). */
  | { kind: "repeat"; target: Target; rule: string }
  /** The due date taken off. */
  | { kind: "undate"; target: Target }
  /** The due date moved by some days, later or (negative) earlier, each task keeping its time of day. */
  | { kind: "shift"; target: Target; days: number }
  /** A reminder at the time `when` names, or `before` the task's due time ("10 minutes"). */
  | { kind: "remind"; target: Target; when: string }
  /** `steps` as typed (each a new subtask's title), possibly empty or too few: the assistant says what is wrong. */
  | { kind: "break-down"; name: string; steps: string[] }
  /** Several requests in one message, each carried out in turn. */
  | { kind: "compound"; parts: Intent[] }
  /** `explicit`: the message asked for a task ("add …", "remind me to …"); otherwise it only reads like one. */
  | { kind: "add"; text: string; explicit: boolean }
  /** "add 3 tasks: a, b and c": each a task of its own, read by quick add. */
  | { kind: "add-many"; texts: string[] }
  /** Not carried out: answered, or asked back ("Add “…” as a task?"). */
  | { kind: "unclear"; text: string; why: Unclear };

const GREETING =
  /^(?:hi|hello|hey|hiya|howdy|yo|good (?:morning|afternoon|evening|day)|hallo|hallöchen|huhu|moin(?: moin)?|moinsen|morjen|servus|grüß dich|grüezi|guten (?:morgen|tag|abend)|hi there|hey there)(?: there| taskmind| assistant)?$/;
const HELP =
  /^(?:help|\?|what can you do|what do you understand|commands|how does this work|how do i use (?:this|you)|hilfe|was kannst du)$/;
/**
 * "bis morgen", "schönen Abend noch", "see you tomorrow", "night night": goodbyes, whose day ("morgen", "tomorrow")
 * is no task's; "und" joins them ("Gute Nacht und bis morgen").
 */
const GOODBYE =
  "(?:(?:und|and|&) )?(?:bis (?:morgen|später|spaeter|bald|dann|nachher|gleich|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|nächste woche|zum nächsten mal)|(?:einen |nen )?(?:schönen|schöne|schönes|guten) (?:abend|tag|feierabend|wochenende|nacht|start)(?: noch| dir| euch)*|mach'?s gut|servus|baba|pfiat di|tschö|tschau|ade|adieu|(?:see|c) (?:you|ya|u)(?: (?:tomorrow|tmrw|later|soon|then|around|on monday|next week))?|see ya|cya|later|laters|night night|nite|nighty night|nacht|n8|sleep (?:well|tight)|sweet dreams|süße träume|(?:have )?a (?:good|nice|great) (?:night|evening|day|weekend)|talk (?:to you )?(?:tomorrow|later|soon)|ttyl|that's all(?: for (?:now|today))?|das war's(?: für heute)?|(?:i'm|im) (?:off|done for (?:today|the day))|feierabend)";
/** Thanks, acknowledgements, goodbyes and the like: a friendly word back, nothing saved. */
const SMALL_TALK = new RegExp(
  String.raw`^(?:how are you(?: doing| today)?|how's it going|what's up|whats up|sup|who are you|what are you|are you there|wie geht'?s(?: dir)?|was geht(?: ab)?|wer bist du|(?:(?:ok(?:ay)?|k|kk|cool|great|nice|awesome|perfect|thanks?|thank you|thx|ty|cheers|ta|lol|haha|hmm+|ah|oh|wow|sure|yes|yep|yeah|no|nope|nah|fine|good|alright|all right|got it|sounds good|never ?mind|nvm|bye|goodbye|see you|good night|gn|love you|you rock|well done|good job|sorry|my bad|you're (?:the best|great|awesome|amazing)|you are (?:the best|great|awesome)|nice work|entschuldigung|perfekt|danke dir|danke(?: schön| sehr)?|vielen dank|merci(?: vielmal)?|gute nacht|schlaf gut|super|prima|toll|gut|alles klar|tschüss|ciao|bitte|nein|ja|genau|passt|${GOODBYE})[\s,!.]*)+(?: (?:so much|a lot|very much|again|mate|buddy))*)$`,
);
/** "help me plan today", "let's plan my day": words before a plan that ask for it. */
const PLAN_LEAD = String.raw`(?:(?:help me|let's|lets|let me|time to|i want to|i'd like to|hilf mir(?:,)?)\s+)?`;
/**
 * German "(kannst du) mir (bitte) den Tag planen", "plan mal meinen Tag": the words for whom and the particles
 * German puts before the day or week, which add nothing to it.
 */
// "ma" is "mal" as it is spoken ("plan ma mein tag").
const FOR_ME = "(?:mir )?(?:(?:bitte|mal|ma|doch|kurz|jetzt) )*";
/** "plan", "organise", "sort out", "map out": the verbs that ask for a plan of a day or a week. */
const PLAN_VERB = "(?:plan|organi[sz]e|map|lay|sort|structure)(?: out)?";
/** "… for me", "… today", "… bitte": words after a plan that add nothing to it. */
const PLAN_TAIL = String.raw`(?:\s+(?:for me|today|for today|now|please|bitte|für heute|für mich))*`;
const PLAN = new RegExp(
  `^${PLAN_LEAD}(?:plan|${PLAN_VERB} (?:my |the )?(?:day|today|day ahead)|plan (?:for )?today|plan my today|make (?:me )?a (?:day )?plan|(?:what's|whats|what is) (?:my|the) plan(?: for (?:today|the day))?|plane? ${FOR_ME}(?:meinen|mein|den) tag|${FOR_ME}(?:meinen|den) tag (?:zu )?planen|plan für (?:heute|den tag)|tagesplan|how (?:should|do|can|shall) i (?:approach|tackle|plan|organi[sz]e|structure) (?:my|the) day(?: today)?|wie (?:soll(?:te)?|kann) ich ${FOR_ME}(?:meinen|den) tag (?:(?:heute|am besten) )*(?:angehen|anpacken|gestalten|planen|organisieren)|mach(?:e)? (?:mir )?(?:mal )?(?:einen|nen) (?:tages)?plan)${PLAN_TAIL}$`,
);
const PLAN_WEEK = new RegExp(
  `^${PLAN_LEAD}(?:${PLAN_VERB} (?:my |the |this )?(?:rest of (?:my |the |this )?)?week|plan (?:for )?(?:the|this) week|make (?:me )?a plan for (?:my|the|this) week|weekly plan|(?:spread|distribute|split) (?:out )?(?:my |the )?(?:stuff|tasks|things|work|todos) (?:out )?(?:over|across|through(?:out)?) (?:my |the |this )?week|plane? ${FOR_ME}(?:meine|die|diese) woche|${FOR_ME}(?:meine|die|diese|die kommende|die nächste) woche (?:(?:zu )?(?:planen|einteilen|organisieren)|einzuteilen)|plan für (?:die|diese) woche|(?:mach(?:e)? (?:mir )?(?:mal )?(?:einen|nen) )?wochenplan|mach(?:e)? (?:mir )?(?:mal )?(?:einen|nen) plan für (?:die|diese|meine) woche)${PLAN_TAIL}$`,
);
const REVIEW =
  /^(?:(?:my |the |a )?weekly review|review (?:my |the |this )?week|how was my week|wochenrückblick|wie war meine woche)$/;
/** Not "find out why …": finding something out is a task. */
const FIND = /^(?:find(?! out\b)|search(?: for)?|look for|look up|where(?:'s| is)|such(?:e)?|finde)\s+(.+)$/;
/** "undo" anywhere in a short message ("that was a mistake, revert it"): a title rarely holds the word. */
const UNDO_WORD =
  /(?:^|\s)(?:undo|revert(?: back)? (?:it|that|this)|take that back|rückgängig|nimm (?:das|es|(?:die|deine) (?:letzte )?änderung)(?: bitte| mal)?(?: wieder)? zurück)(?:\s|$)/;
/** "ach doch nicht", "nee, lieber doch nicht": the user changed their mind about what was just done. */
const CHANGED_MIND =
  /^(?:(?:ach|oh|ups|hm+|nee?|nein)[,!.]?\s+)*(?:(?:dann )?(?:lieber )?doch (?:lieber )?nicht)(?:[,.!]?\s+(?:(?:mach(?:'s| es| das)?\s+)?(?:zurück|rückgängig))(?:\s+bitte)?)?$/;
const UNDO_WORDS_MAX = 8;
const UNDO =
  /^(?:undo|undo (?:that|it|this|the last(?: one| change| thing)?|my last(?: change)?)|revert(?: that| it)?|take (?:that|it) back|put it back|rückgängig|mach(?: das)? rückgängig|rückgängig machen)(?: please| bitte)?$/;
/**
 * "(das) hab ich schon erledigt", "hab ich gestern gemacht": German drops the "das" of the task just shown; said so,
 * with no question mark, it is done, not a question ("hab ich …" also begins one).
 */
const DID_IT_GERMAN =
  /^((?:das|es|den|die|ihn)?)\s*(?:hab|habe)\s+(?:ich|wir)\s+(?:(?:schon|bereits|auch|endlich|gerade|eben|heute|gestern|vorhin)\s+)*(?:erledigt|gemacht|geschafft|abgehakt)$/;
/** "hab das Fahrrad repariert jetzt", "… gemacht, endlich": when it was done, said after the participle. */
const DONE_AFTER_GERMAN = String.raw`(?:,?\s+(?:jetzt|grad|gerade|eben|endlich|schon|bereits|heute|gestern|vorhin|auch))*`;
const COMPLETE = [
  // "bin fertig mit X", "ich bin mit X durch": German "done with X" (before "X … fertig" below, which
  // would take "ich bin mit" for part of the name).
  /^(?:ich )?bin (?:(?:jetzt|endlich|schon|gerade) )*(?:fertig|durch) mit\s+(.+)$/,
  /^(?:ich )?bin (?:(?:jetzt|endlich|schon|gerade) )*mit\s+(.+?)\s+(?:fertig|durch)$/,
  DID_IT_GERMAN,
  // "mach mal X erledigt": the verb and its "mal" are no part of the name ("mach X fertig" may be a task).
  /^(?:mach|mache)\s+(?:(?:mal|bitte|doch)\s+)*(.+?)\s+(?:als\s+)?erledigt$/,
  // "done w/ X": the short "with" of a quick note.
  /^(?:complete|finish|done(?: with| w\/?)?|check off|tick off|cross off|mark)\s+(.+?)(?:\s+(?:as\s+)?(?:done|complete|completed|finished))?$/,
  /^i(?:'ve| have)? (?:did|done|finished|completed|got done)\s+(.+)$/,
  /^(?:finished|completed)\s+(.+)$/,
  // "flights booked", "invoice sent ✅": a task's object, then what was done to it.
  /^(?!(?:to|not|never|get|have)\s)(.+?)\s+(?:booked|paid|sent|bought|returned|posted|submitted|renewed|cancell?ed|fixed|repaired|picked up|handed in|signed)$/,
  /^markiere?\s+(.+?)\s+als\s+erledigt$/,
  // "tick that off", "check it off": the task of the previous reply, or of the part before.
  /^(?:tick|check|cross)\s+(it|that|this|them|those|both)\s+off$/,
  // "X ist auch erledigt", "Y is also done": the word for "as well" before it is no part of the name.
  /^(.+?)(?:'s|'re|\s+is|\s+are|\s+as|\s+ist|\s+sind)?(?:\s+(?:also|already|now|auch|schon|bereits|jetzt))?\s*[-:,]?\s+(?:done|finished|completed|erledigt|fertig)(?: too| as well| auch)?$/,
  /^(?:done|finished|erledigt)\s*[:,-]\s*(.+)$/,
  /^(?:i|we|i've|i have|we've|i just|i finally|finally|just|ich habe|ich hab|hab|habe)\s+(?:just\s+|finally\s+)?(?:\w+[^e\s]ed|took|paid|did|went|got|made|bought|sent|wrote|rang|ran|met|saw|fed|done|finished|completed)\s+(.+)$/,
  // "did the standup notes": "did" before a task said, not before who did something ("did you …" asks).
  /^(?:\w+[^e\s]ed|took|paid|went|bought|sent|wrote|rang|ran|met|fed|got(?!\s+(?:to|up|home|back|out|in)\b)|did(?!\s+(?:i|you|u|we|they|he|she|it|that|this|anyone|anybody|someone|somebody|anything|everyone|everybody|not|never|nothing|no)\b))\s+(.+)$/,
  new RegExp(
    String.raw`^(?:ich )?(?:hab|habe)\s+(?:(?:gerade|eben|schon|heute|gestern|vorhin|endlich|jetzt)\s+)*(.+?)\s+(?:fertig\s+)?(?:ge\w+t|ge\w+en|\w+ge\w+t|\w+ge\w+en|erledigt)${DONE_AFTER_GERMAN}$`,
  ),
  /^(?:erledige|hake)\s+(.+?)(?:\s+ab)?$/,
  // German puts the verb last: "Oma anrufen abhaken", "Steuer als erledigt markieren".
  /^(?!(?:du\s+)?(?:kannst|darfst)\s)(.+?)\s+(?:abhaken|als erledigt (?:markieren|abhaken))$/,
  /^(.+?)\s+(?:ist |sind )?(?:erledigt|fertig|abgehakt)$/,
  // "Müll ist draußen": the thing a task takes out is out.
  /^(.+?)\s+(?:ist|sind)\s+(?:(?:schon|jetzt|endlich)\s+)?(?:draußen|draussen|raus)$/,
  // German names the done thing first: "Oma hab ich angerufen", "die Bücher habe ich schon zurückgebracht".
  new RegExp(
    String.raw`^(.+?)\s+(?:hab|habe|haben)\s+(?:ich|wir)\s+(?:(?:schon|bereits|auch|endlich|gerade|eben|heute|gestern)\s+)*${GERMAN_PARTICIPLE_WORD}$`,
    "u",
  ),
  // "beim Zahnarzt war ich schon": an appointment been to.
  /^(?:(?:beim|bei der|bei dem|bei|im|in der|zum|zur)\s+)?(.+?)\s+(?:war|waren)\s+(?:ich|wir)\s+(?:schon|bereits|heute|gestern)$/,
  // "(du) kannst X abhaken": said after it too ("Zahnarzt war ich schon, kannst abhaken").
  /^(?:du\s+)?(?:kannst|darfst)\s+(?:du\s+)?(.*?)\s*(?:abhaken|als erledigt markieren)$/,
  // "Steuerberater angerufen", "Fahrrad repariert": a German past participle last says it is done, never a task;
  // "ich habe …" before it, "fertig" ("Folien fertig gemacht") and "endlich" after it are no part of the name.
  new RegExp(
    String.raw`^(?:(?:ich\s+)?(?:hab|habe)\s+(?:(?:gerade|eben|schon|heute|gestern|vorhin|endlich|jetzt)\s+)*)?(.+?)\s+(?:ist\s+|sind\s+|wurde\s+|wurden\s+)?(?:fertig\s+)?${GERMAN_PARTICIPLE_WORD}${DONE_AFTER_GERMAN}$`,
    "u",
  ),
];
/**
 * "finished reading dune", "done cleaning the garage": the task is named by its verb ("Read Dune"), whose
 * beginning the "-ing" form less its ending is ("shopping" → "shop", "organising" → "organis"), as names are found;
 * a doubled consonant is one of the verb's only where English doubles none ("calling" → "call").
 */
const GERUND_FIRST = /^(?:(\p{L}{2,}?[bdgmnprt])[bdgmnprt]|(\p{L}{2,}))ing(?=\s)/u;
/** "paid the bill finally", "I have returned the books today": when it was done is no part of the task's name. */
const WHEN_DONE =
  /\s+(?:finally|at last|already|just now|earlier|today|this morning|this afternoon|yesterday|endlich|schon|bereits|heute|gestern)$/;
/** "finish the slides by eod": a thing to finish by a time is a task still to do, not one done. */
const TO_DO_BY =
  /\s(?:by|until)\s+(?:eod|cob|end of (?:the )?day|tonight|tomorrow|today|next \w+|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d)/;
/**
 * "finish the pitch deck eod", "complete the tax return tomorrow": told to finish something by a day to come, so a
 * task still to do ("finished X today" says it was done).
 */
const FINISH_BY_DAY =
  /^(?:finish|complete)\s+\S.*\s(?:eod|cob|asap|end of (?:the )?(?:work(?:ing)? )?day|close of business|tonight|today|tomorrow|tmrw|this (?:morning|afternoon|arvo|evening|week)|next week|(?:mon|tues|wednes|thurs|fri|satur|sun)day)$/;
/**
 * "die sind alle erledigt", "das sind beide fertig", "they're all done": every task of the previous reply (the words
 * for "all" and "both" are no task's name).
 */
const ALL_DONE =
  /^(?:(?:die|das|diese|sie|they|those|these)(?:'re)?\s+)?(?:(?:sind|are|were|waren)\s+)?(?:(?:jetzt|schon|now|already)\s+)?(?:alle|allesamt|beide|all|both)\s+(?:(?:schon|jetzt|already)\s+)?(?:erledigt|fertig|gemacht|abgehakt|done|finished|completed)$/;
/** "done", "erledigt", "abhaken" alone: the task of the previous reply. */
const DONE_ALONE = /^(?:done|finished|erledigt|fertig|completed|that's done|it's done|ist erledigt|abhaken)$/;
/** "I don't need X anymore", "X brauche ich nicht mehr": a task no longer wanted, deleted on a yes. */
const NOT_NEEDED = [
  /^i (?:don't|dont|do not|no longer) need (?:to )?(.+?)(?: any ?more| now)?(?:,? (?:so |just |please )*(?:delete|remove|drop|trash) (?:it|that))?$/,
  /^(?:ich )?brauche? (?:ich )?(.+?) nicht mehr$/,
  /^(.+?) brauche? ich nicht mehr$/,
];
/**
 * "scrap the spanish thing, not happening", "streich X, mach ich heuer nicht": a word on why after the task, which
 * is no part of its name.
 */
const REASON =
  "(?:not happening|not gonna happen|won't happen|not needed|no longer needed|never mind|forget it|not doing (?:it|that|them)(?: this year| anymore| any more)?|not worth it|hat sich erledigt|(?:(?:die|das|den|des) )?brauch(?:e|t)? (?:ich|es|man) (?:(?:heuer|dieses jahr|eh|jetzt|wohl|sowieso|auch|doch) )*nicht(?: mehr)?|(?:das )?mach(?:e)? ich (?:(?:heuer|dieses jahr|eh|doch|jetzt|wohl) )*nicht(?: mehr)?|wird (?:eh )?nichts|fällt (?:eh )?aus)";
const WHY_NOT = String.raw`(?:\s*[,-]\s*${REASON})?`;
const REASON_ALONE = new RegExp(`^${REASON}$`);
const DELETE = new RegExp(
  String.raw`^(?:delete|del|remove|drop(?!\s+(?:off|by|in|round|over)\b)|trash|cancel|get rid of|scrap|ditch|axe|nix|toss|bin(?= (?:the|my|that|this|it)\b)|(?:lösche?|entferne?|streiche?)(?:\s+(?:mal|bitte|doch))*|weg mit)\s+(.+?)(?:\s+löschen)?${WHY_NOT}$`,
);
/**
 * German word order for several tasks ("A und B entfernen"), which `verbFirst` leaves as typed; "X kann weg", "X
 * kann gelöscht werden": a task said to be no longer wanted.
 */
const DELETE_GERMAN =
  /^(.+?)\s+(?:(?:(?:kannst|könntest)(?:\s+du)?\s+)?(?:bitte\s+)?(?:löschen|entfernen)|(?:kann|können)\s+(?:jetzt\s+)?(?:weg|raus|gelöscht werden|entfernt werden))$/;
const TAG = [
  // "tag X with #a": the "with" before the tags is no part of the name.
  /^tag\s+(.+?)(?:\s+(?:with|as))?((?:\s+#[^\s#]+)+)$/,
  // "tag it work": after a pointing word the name has ended, so the words after it are tags, "#" or not.
  /^(?:tag|label)\s+(it|that|this|them|those|these|both|that one|this one)\s+((?:#?[^\s#]+)(?:\s+(?:and\s+)?#?[^\s#]+)*)$/,
  /^(?:tag|label)\s+(.+?)\s+(?:with|as)\s+((?:#?[^\s#]+)(?:\s+(?:and\s+)?#?[^\s#]+)*)$/,
  /^add (?:the )?tags?\s+((?:#?[^\s#]+)(?:\s+(?:and\s+)?#?[^\s#]+)*) to\s+(.+)$/,
  /^add ((?:#[^\s#]+)(?:\s+(?:and\s+)?#[^\s#]+)*) (?:tags? )?to\s+(.+)$/,
  // "beim Arzttermin (noch) den Tag gesundheit hinzufügen": the same, the verb last.
  /^(?:bei|beim|bei der|bei dem|zu|zum|zur)\s+(.+?)\s+(?:(?:noch|auch|bitte|mal|zusätzlich)\s+)*(?:den|das|die)\s+(?:tags?|schlagwort|schlagwörter)\s+((?:#?[^\s#]+)(?:\s+(?:und\s+)?#?[^\s#]+)*?)\s+(?:hinzufügen|dazufügen|ergänzen|vergeben|dranhängen|anhängen)$/,
  // "füg beim Arzttermin noch den Tag gesundheit hinzu", "füge dem Arzttermin bitte das Schlagwort a hinzu": the
  // task the tag goes on after "beim", "zum", "dem", the tag named as one; never a task to add.
  /^(?:füge?|fügen sie)\s+(?:(?:bitte|mal|noch|auch)\s+)*(?:bei|beim|bei der|bei dem|zu|zum|zur|dem|der)\s+(.+?)\s+(?:(?:noch|auch|bitte|mal|zusätzlich)\s+)*(?:den|das|die)\s+(?:tags?|schlagwort|schlagwörter)\s+((?:#?[^\s#]+)(?:\s+(?:und\s+)?#?[^\s#]+)*?)\s+(?:(?:noch|auch)\s+)?hinzu$/,
  /^füge?\s+(?:bei|zu)\s+(.+?)\s+(?:den |das )?(?:tag|schlagwort)\s+#?([^\s#]+)\s+hinzu$/,
  // German, the verb last: "X mit #einkauf taggen", "X mit dem Tag arbeit versehen".
  /^(.+?)\s+mit\s+(?:dem\s+)?(?:tag\s+|schlagwort\s+)?((?:#?[^\s#]+)(?:\s+(?:und\s+)?#?[^\s#]+)*?)\s+(?:taggen|versehen|markieren)$/,
  // "gib X (noch) den Tag Y", "häng an X noch #Y dran": the tag named as one ("den Tag", "#"), not any words.
  /^(?:gib|gebe?)\s+(.+?)\s+(?:noch\s+)?(?:den|das)\s+(?:tag|schlagwort)\s+#?([^\s#]+)$/,
  // "X bekommt (noch) den Tag Y": the task said to get the tag.
  /^(.+?)\s+(?:bekommt|kriegt|bekommen|kriegen)\s+(?:noch\s+|auch\s+)*(?:den|das)\s+(?:tag|schlagwort)\s+#?([^\s#]+)$/,
  /^häng(?:e)?\s+(?:an\s+|bei\s+)?(.+?)\s+(?:noch\s+)?(?:(?:den|das)\s+(?:tag|schlagwort)\s+#?|#)([^\s#]+)\s+(?:dran|an)$/,
  // "mach bei X noch den Tag Y dazu": "dazumachen" split as German splits it; "tu" is spoken "mach".
  /^(?:mach(?:e)?|tu(?:e)?)\s+(?:bei|beim|bei der|an|am|zu|zum|zur)\s+(.+?)\s+(?:(?:noch|auch|mal)\s+)*(?:(?:den|das)\s+(?:tag|schlagwort)\s+#?|#)([^\s#]+)\s+(?:dazu|dran|ran)$/,
];
const UNTAG = [
  /^untag\s+(.+?)((?:\s+#[^\s#]+)+)$/,
  /^remove (?:the )?tags?\s+((?:#?[^\s#]+)(?:\s+(?:and\s+)?#?[^\s#]+)*) from\s+(.+)$/,
  /^remove ((?:#[^\s#]+)(?:\s+(?:and\s+)?#[^\s#]+)*) (?:tags? )?from\s+(.+)$/,
  /^remove (?:the )?#?([^\s#]+) tag from\s+(.+)$/,
  /^take (?:the )?#?([^\s#]+) tag off(?: of)?\s+(.+)$/,
  /^take #([^\s#]+) off(?: of)?\s+(.+)$/,
  /^(?:entferne|lösche) (?:den |das )?(?:tag |schlagwort )?#?([^\s#]+)(?: tag| schlagwort)? (?:von|bei|aus)\s+(.+)$/,
  // German splits "herausnehmen": "nimm bei X den Tag Y raus".
  /^nimm (?:bei|von|aus) (.+?) (?:den |das )?(?:tag |schlagwort )#?([^\s#]+) (?:raus|heraus|weg)$/,
  // "beim Yoga das health-Tag entfernen" (turned: "lösche beim yoga das health tag").
  /^(?:entferne|lösche) (?:bei|beim|bei der|von|vom) (.+?) (?:den |das )?#?([^\s#]+)[- ](?:tag|schlagwort)$/,
  // "Tag Y bei X wegmachen", "mach den Tag Y von X weg": the tag named first, taken away.
  /^(?:mach(?:e)? )?(?:den |das )?(?:tag|schlagwort) #?([^\s#]+) (?:bei|beim|von|vom) (.+?) (?:wegmachen|weg|entfernen|löschen|rausnehmen)$/,
];
/**
 * One tag put in another's place: "replace the tag books with winter on Read Dune", "on X swap tag a for b", "beim X
 * das Schlagwort a entfernen und stattdessen b setzen", "ersetze bei X den Tag a durch b": the old one taken off, the
 * new one added.
 */
const TAG_SWAP = [
  /^(?:replace|swap|change)\s+(?:the\s+)?(?:tag\s+)?#?(?<old>[^\s#]+)(?:\s+tag)?\s+(?:with|for|to)\s+#?(?<new>[^\s#]+)\s+(?:on|of|for|in)\s+(?<task>.+)$/,
  /^(?:on|for|in)\s+(?<task>.+?),?\s+(?:replace|swap|change)\s+(?:the\s+)?(?:tag\s+)?#?(?<old>[^\s#]+)(?:\s+tag)?\s+(?:with|for|to)\s+#?(?<new>[^\s#]+)$/,
  /^(?:bei|beim|bei der|von|vom)\s+(?<task>.+?)\s+(?:den|das)\s+(?:tag|schlagwort)\s+#?(?<old>[^\s#]+)\s+(?:entfernen|löschen|rausnehmen|weg)\s+und\s+(?:stattdessen|statt dessen|dafür)\s+(?:den\s+|das\s+)?(?:tag\s+|schlagwort\s+)?#?(?<new>[^\s#]+)\s+(?:setzen|hinzufügen|vergeben|eintragen|dran)$/,
  /^(?:ersetze?\s+)?(?:bei|beim|bei der)\s+(?<task>.+?)\s+(?:den|das)\s+(?:tag|schlagwort)\s+#?(?<old>[^\s#]+)\s+durch\s+#?(?<new>[^\s#]+)(?:\s+ersetzen)?$/,
];
function tagSwapOf(text: string): Intent | undefined {
  const said = firstMatch(TAG_SWAP, text)?.groups;
  if (!said?.task || !said.old || !said.new) return undefined;
  const target = targetOf(said.task);
  return {
    kind: "compound",
    parts: [
      { kind: "untag", target, tags: [said.old] },
      { kind: "tag", target, tags: [said.new] },
    ],
  };
}

/** Read in the message as typed (any case), so that the steps keep their spelling as titles. */
const BREAK_DOWN = [
  /^(?:break (?:down|up)|split(?: up)?)\s+(.+?)\s+(?:into|in)(?:\s+(.*))?$/i,
  // "subtasks for X: a, b", "Unteraufgaben für X: A, B und C": the steps named first.
  /^(?:subtasks|sub-tasks|steps|unteraufgaben|teilaufgaben|teilschritte|zwischenschritte|schritte)\s+(?:for|of|für|zu|von|bei)\s+(.+?)\s*:\s*(.*)$/i,
  // "teil X auf: A, B", "teile X in Schritte auf: A, B": the steps after the separated "auf" and its colon.
  /^(?:zerleg|zerlege|teil|teile|unterteil|unterteile|(?:zerlegen|teilen|unterteilen) sie)\s+(.+?)(?:\s+in\s+(?:folgende\s+)?(?:schritte|teile|teilaufgaben|unteraufgaben|einzelschritte))?\s+auf\s*:\s*(.*)$/i,
  // German separates the verb: "teil X auf in A, B", "teile X in A und B auf", "zerleg X in A, B".
  // "unterteilen Sie X in …": the formal request, its verb first as well.
  /^(?:zerleg|zerlege|teil|teile|unterteil|unterteile|(?:zerlegen|teilen|unterteilen) sie)\s+(.+?)(?:\s+auf)?\s+in(?:\s*:?\s+(.*?))?(?:\s+auf)?$/i,
  // Not "zerlegen" last: "Schrank in Einzelteile zerlegen" is a task.
  /^(.+?)\s+(?:aufteilen|unterteilen)\s+in(?:\s*:?\s+(.*))?$/i,
  /^(.+?)\s+in\s+(.+?)\s+(?:aufteilen|unterteilen)$/i,
];
/** Between steps or tasks: a comma or semicolon (an "and" after it too), or "and". */
const STEP_SEPARATOR = /\s*[,;]\s*(?:and\s+|und\s+)?|\s+(?:and|und)\s+/i;
/**
 * "my inbox", "+Work", "+\"Long name\"" (curly quotes too), German "die Liste Work", "die Work-Liste": read in the
 * message as typed, keeping the name's case; "a new list called Xmas", "eine neue Liste namens Urlaub", "eine neue Liste Werkstatt": a list to make.
 */
const LIST = String.raw`(?:(?:my|the|die|der|meine|meiner|den)\s+)?(?:(inbox|eingang)|(?:a\s+|eine\s+)?(?:new|neue)\s+(?:list|liste)\s+(?:(?:called|named|namens|mit (?:dem )?namen)\s+)?["\u201c\u201e]?([^"\u201c\u201d]+?)["\u201c\u201d]?|\+(?:["\u201c]([^"\u201c\u201d]+)["\u201d]|(\S+))|([^+\s"\u201c][^"\u201c]*?)(?:(?:\s+|-)list|(?:\s+|-|s)?liste)|(?:liste|list)\s+([^+\s"\u201c].*))(?:\s+list)?`;
/** "Update CV gehört in Home (nicht in Work)", "X belongs in work": the one list a task belongs in. */
const BELONGS_IN =
  /^(.+?)\s+(?:gehört|gehören|belongs|belong)\s+(?:in|auf|zur|on)\s+(?:(?:die|den|the|my|meine)\s+)?(?:liste\s+)?(\S+?)(?:[-\s]?(?:liste|list))?(?:\s*,?\s+(?:und\s+|and\s+)?(?:nicht|not)\s+.+)?$/i;
/**
 * German without a verb: "Arzttermin in die Liste Home", "Glühbirnen kaufen auf die Home-Liste". A thing to do
 * (an infinitive last) is a new task for the list; anything else names a task of the user's, moved there. "X in
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
const MOVE = new RegExp(String.raw`^${MOVE_VERB}\s+(.+?)\s+(?:to|until|till|for|at|back to|auf|nach|zu)\s+(.+)$`);
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
/** "make the tax return due dec 20", "call bank should be at 3pm". */
const MAKE_DUE =
  /^(?:(?:make|set|have)\s+(.+?)\s+due|(.+?)\s+(?:should be|needs to be|is due|is now)(?:\s+due)?)\s+(?:on\s+|by\s+|at\s+)?(.+)$/;
const MOVE_GERMAN = /^(.+?)\s+(?:auf|nach|zu)\s+(.+?)\s+(?:verschieben|verlegen|ändern|setzen)$/;
/** "setz es auf morgen 17 uhr", "leg den arzttermin auf freitag": German verbs of putting, with "auf" only. */
const SET_GERMAN = /^(?:setz|setze|leg|lege)\s+(.+?)\s+auf\s+(.+)$/;
const GERMAN_WEEKDAY = "(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)";
/** Words a day or a time begins with: "saturday", "the 4th", "9:30", "next week", "morgen". */
const DAY_WORD = String.raw`(?:today|tonight|tomorrow|tmrw|the morr(?:a|ae|ow)\b|next|this|(?:the|den|dem) \d|\d|halb|viertel|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|satur|sun)(?:day)?\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|heute|morgen|übermorgen|nächste[nrs]?|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)`;
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
  String.raw`^(?:put|bump|slide|kick|punt|roll)\s+(?!(?:off|out|up|in)\b)(.+?)\s+(?:on|for|to|until|till|over to)\s+(${DAY_WORD}.*)$`,
);
/** The same as typed, its words in their case: "put order cake on my Home list for saturday". */
const PUT_ON_LIST_FOR_DAY = new RegExp(PUT_ON_DAY.source, "i");
/**
 * "make it saturday", "mach das für Samstag", "mach den um 9": the task of the previous reply on a new day
 * ("den", "die" point at it as "das" does).
 */
const MAKE_IT_A_DAY = new RegExp(
  String.raw`^(?:make|mach|mache)\s+(it|that|this|that one|es|das|ihn|sie|den|die)\s+(?:(?:for|on|to|für|auf|am|zu)\s+)?((?:(?:at|um)\s+)?${DAY_WORD}.*)$`,
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
 * "den Bericht auf Freitag vorziehen", "zieh den Bericht auf morgen vor": brought forward to a day, which is a move
 * ("Tomaten auf der Fensterbank vorziehen" names no day: seedlings).
 */
const BRING_FORWARD_GERMAN = new RegExp(
  String.raw`^(?:(?:zieh|ziehe|hol|hole)\s+(.+?)\s+(?:auf|zu|zum)\s+(${DAY_WORD}.*?)\s+vor|(.+?)\s+(?:auf|zu|zum)\s+(${DAY_WORD}.*?)\s+(?:vorziehen|vorverlegen|vorverschieben|vorholen|nach vorne (?:ziehen|schieben|verlegen|holen)))$`,
);
/** "arzttermin auf 9:30" as a part of a longer message: German leaves the verb out ("… auf sonntag und …"). */
const GERMAN_ON_DAY = new RegExp(String.raw`^(.+?)\s+auf\s+(${DAY_WORD}.*)$`);
/** "high priority", "hohe Priorität", "Priorität hoch": a priority said in words (its levels in groups 1–3 or 4–6). */
const SAID_PRIORITY_WORDS = String.raw`(?:(?:with |at |as )?(?:a |an )?(?:(high|top|urgent|hohe|hoher|höchste)|(medium|normal|mittlere|mittlerer)|(low|niedrige|niedriger))\s+(?:priority|prio|priorität)|(?:priority|prio|priorität):?\s+(?:(high|hoch|höchste|dringend)|(medium|normal|mittel)|(low|niedrig|gering)))`;
/**
 * The same after a task's title, where quick add's own mark for it ("p1") goes instead; tags or a list may follow
 * it ("flaky test fixen prio hoch #ci").
 */
const SAID_PRIORITY = new RegExp(String.raw`[\s,]+${SAID_PRIORITY_WORDS}(?=(?:\s+[#+]\S+)*$)`, "iu");
/**
 * What may follow a day's first word: "next week", "friday at 5pm", "morgen um 17 uhr", "nächste Woche", "nächsten
 * Montag".
 */
const TIME_WORDS = String.raw`(?:\s+(?:at|um|in|the|of|morning|afternoon|evening|night|week|month|uhr|abend|früh|am|pm|woche|wochenende|monat|${GERMAN_WEEKDAY}|\d[\d:.]*(?:am|pm|h)?)){0,4}`;
/**
 * "reisepass erneuern auf 7.12.", "arzttermin auf freitag 10 uhr" as a whole message: a task moved, the verb left
 * out; a new task's day is said "am", "bis", "für", never "auf". Only a day and a time after "auf", and a task
 * named (not "das", "die mit der Rechnung").
 */
const GERMAN_ON_DAY_ALONE = new RegExp(String.raw`^(.+?)\s+auf\s+(${DAY_WORD}\S*${TIME_WORDS})$`);
/**
 * "das mit der Rechnung", "die mit dem Arzt": a task described, not named, which after a list of tasks may ask
 * about one as well as move it; no move is made on it unasked.
 */
const DESCRIBED = /(?:^|\s)(?:mit|with)\s/;
/** What a task's title may be followed by: a priority, tags, a list or a day ("…, high priority", "…, #work"). */
const ADD_DETAIL = new RegExp(
  String.raw`^(?:${SAID_PRIORITY_WORDS}|p[1-4]|!{1,3}|(?:#\S+\s*)+|\+\S+|(?:on|to|in) (?:my |the )?\S+ list|(?:due |by |on |am |bis )?${DAY_WORD}${TIME_WORDS})$`,
  "iu",
);
/**
 * "send the invoice friday high priority", "Rechnung schicken Freitag hohe Priorität": a task with its day and its
 * priority, not an open task's new priority, when the words before the day read as a task ("dentist friday high
 * priority" stays a change).
 */
const TASK_WITH_DAY_AND_PRIORITY = new RegExp(
  String.raw`^(?!(?:make|set|mark|flag|give|change|bump|raise|mach|setz|markiere)\s)(\S.*?)\s(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|heute|morgen|übermorgen|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)${SAID_PRIORITY.source}`,
  "u",
);
/**
 * "Geschenk besorgen, wichtig", "book the flights, urgent": after a comma one word says the priority (groups: high,
 * low); without the comma it may be the title's ("Wichtig: …", "urgent care appointment").
 */
const PRIORITY_WORD_AFTER_COMMA =
  /\s*,\s*(?:(wichtig|sehr wichtig|dringend|urgent|important|asap)|(unwichtig|nicht (?:so )?(?:wichtig|dringend)|not urgent|not important))$/iu;
/** "buy a new kettle, high priority", "Reifen wechseln, niedrige Prio": a task's title, a comma, its priority. */
const TASK_THEN_PRIORITY = new RegExp(
  String.raw`^(\S.*?)(?:\s*,\s*${SAID_PRIORITY_WORDS}$|${PRIORITY_WORD_AFTER_COMMA.source})`,
  "iu",
);
/** Quick add's marks at the end ("+work", "#home"), which a priority said in words may come before. */
const MARKS_LAST = /(?:\s+[#+]\S+)+$/u;
/**
 * A task's title with a priority said in words at its end marked as quick add reads it; a list or tags said after
 * it ("…, high priority, work list" is "… +work" by then) stay last.
 */
function withPriorityMark(typed: string): string {
  const marks = MARKS_LAST.exec(typed);
  if (marks && marks.index > 0) return `${withPriorityMark(typed.slice(0, marks.index))}${marks[0]}`;
  const text = typed;
  const said = SAID_PRIORITY.exec(text);
  if (said) {
    const mark = (said[1] ?? said[4]) ? "p1" : (said[2] ?? said[5]) ? "p2" : "p3";
    return `${text.slice(0, said.index)} ${mark}${text.slice(said.index + said[0].length)}`;
  }
  const word = PRIORITY_WORD_AFTER_COMMA.exec(text);
  return word ? `${text.slice(0, word.index)} ${word[1] ? "p1" : "p3"}` : text;
}
const RENAME = [
  /^(?:rename|retitle)\s+(.+?)\s+(?:to|as|into)\s+(.+)$/i,
  /^change (?:the )?(?:name|title) of\s+(.+?)\s+to\s+(.+)$/i,
  /^benenne?\s+(.+?)\s+(?:in|zu)\s+(.+?)\s+um$/i,
  /^benenne?\s+(.+?)\s+um\s+(?:in|zu)\s+(.+)$/i,
  /^(.+?)\s+umbenennen\s+(?:in|zu)\s+(.+)$/i,
];
/** A priority's level in German, as said after "Priorität": "hoch", "mittel", "niedrig". */
const GERMAN_LEVEL = "(?:(hoch|höchste|dringend|wichtig)|(mittel|normal)|(niedrig|gering))";
/** The same said before it: "hohe Priorität", "niedrige Prio". */
const GERMAN_LEVEL_SAID = "(?:(hohe[rn]?|höchste[rn]?)|(mittlere[rn]?|normale[rn]?)|(niedrige[rn]?|geringe[rn]?))";
const PRIORITY_WORD = `(?:a |an )?(?:(high|top|urgent|important|p1|hohe?|wichtig|dringend)|(medium|normal|p2|mittlere?)|(low|p3|niedrige?|unwichtig)|(no))(?: priority| prio(?:rität)?)?`;
const PRIORITY = [
  new RegExp(String.raw`^(?:set|change) (?:the )?priority (?:of|for|on)\s+(.+?)\s+to\s+${PRIORITY_WORD}$`),
  new RegExp(
    String.raw`^(?:make|set|mark|flag|give|change|bump|raise|move|put)\s+(.+?)\s+(?:up to |to |as |a )?${PRIORITY_WORD}$`,
  ),
  /^(?:prioriti[sz]e)\s+(.+)$/,
  // "X hohe Priorität", "setz X auf mittlere Priorität", "gib X eine niedrige Prio", and without a task ("mach hohe
  // Prio") the one the message or the previous reply is about.
  new RegExp(
    String.raw`^(?:(?:setze?|stelle?|gib|gebe?|mache?)\s+)?(?:(.+?)\s+)?(?:auf\s+|eine\s+)?${GERMAN_LEVEL_SAID}\s+(?:priorität|prio)$`,
  ),
  /^(?!(?:can|could|would|will|do|does|did|is|are|what|how|when|why|which|who)\b)(.+?)\s+(?:is |should be |to )?(?:a |an )?(?:(high|top|urgent)|(medium|normal)|(low))\s+priority$/,
  /^(?:mach|setz|markiere)\s+(.+?)\s+(?:als\s+|auf\s+)?(?:(wichtig|dringend|hohe priorität)|(normal|mittel)|(unwichtig|nicht (?:so )?wichtig|niedrige priorität))$/,
  /^(.+?)\s+(?:als\s+|auf\s+)?(wichtig|dringend|hohe priorität)\s+(?:machen|setzen|markieren)$/,
  // "mach X mal auf niedrig": the level alone after "auf", a "mal" before it.
  /^(?:mach|mache|setz|setze)\s+(?!(?:die\s+|der\s+)?(?:priorität|prio)\b)(.+?)\s+(?:(?:mal|bitte|doch)\s+)*auf\s+(?:(hoch|höchste|dringend)|(mittel|normal)|(niedrig|gering))$/,
  // German names the priority before its level: "Priorität von X auf hoch", "X Prio niedrig", and without a task
  // ("… und Priorität hoch") the one the message or the previous reply is about.
  new RegExp(
    String.raw`^(?:(?:setze?|stelle?|ändere?|mache?)\s+)?(?:die\s+)?(?:priorität|prio)\s+(?:von|für|bei)\s+(.+?)\s+(?:auf\s+)?${GERMAN_LEVEL}(?:\s+(?:setzen|stellen|ändern|machen))?$`,
  ),
  // "X Prio runter auf mittel": the way it goes said too.
  // "setz X auf Prio hoch": the verb and its "auf" are no part of the task's name.
  new RegExp(
    String.raw`^(?:(?:setze?|stelle?|mache?)\s+)?(?:(.+?)\s+)?(?:auf\s+|mit\s+|die\s+)?(?:priorität|prio)\s+(?:(?:runter|herunter|hoch|rauf|herauf)\s+)?(?:auf\s+)?${GERMAN_LEVEL}$`,
  ),
  new RegExp(
    String.raw`^(.+?)\s+(?:auf\s+)?${GERMAN_LEVEL_SAID}\s+(?:priorität|prio)\s+(?:setzen|stellen|ändern|machen)$`,
  ),
];
/** "make X repeat every friday", "repeat X weekly", "X should repeat every day". */
const REPEAT = [
  /^(?:make|set)\s+(.+?)\s+(?:repeat|recur)\s+((?:every|each|daily|weekly|monthly|yearly|jede|jeden|jedes|alle|täglich|wöchentlich|monatlich|jährlich).*)$/,
  /^(?:repeat)\s+(.+?)\s+((?:every|each|daily|weekly|monthly|yearly).*)$/,
  /^(.+?)\s+(?:should|must|needs to)\s+(?:repeat|recur)\s+((?:every|each|daily|weekly|monthly|yearly).*)$/,
  /^(.+?)\s+(?:soll(?:te)? sich\s+)?((?:jede|jeden|jedes|alle|täglich|wöchentlich|monatlich|jährlich).*?)\s+wiederholen$/,
];
/** "remove the date from X", "take the due date off X", "datum von X entfernen". */
const UNDATE = [
  /^(?:remove|clear|delete|drop|take off)\s+(?:the\s+)?(?:due\s+)?date\s+(?:from|of|on|off)\s+(.+)$/,
  /^take\s+(?:the\s+)?(?:due\s+)?date\s+off\s+(?:of\s+)?(.+)$/,
  /^(?:make\s+)?(.+?)\s+(?:undated|without a date|with no date|no longer due)$/,
  /^(?:entferne\s+)?(?:das\s+)?(?:fälligkeits)?datum\s+(?:von|bei)\s+(.+?)(?:\s+entfernen)?$/,
];
/** "push X back two days", "postpone X by a week", "move X a day earlier", "X eine Woche nach hinten". */
const SHIFT_VERB = "(?:push|move|postpone|delay|shift|bump|put off|bring|pull|schieb(?:e)?|verschieb(?:e)?)";
/** The count is any word: `countOf` tells whether it says one ("two", "eine", "3"). */
const SHIFT_BY = String.raw`(\S+)\s+(day|days|week|weeks|tag|tage|woche|wochen)`;
const SHIFT_WAY = "(?:later|earlier|back|forward|nach hinten|nach vorne|später|früher)";
const SHIFT = [
  new RegExp(String.raw`^${SHIFT_VERB}\s+(.+?)\s+(?:back|forward|by|um)\s+${SHIFT_BY}(?:\s+${SHIFT_WAY})?$`),
  new RegExp(String.raw`^${SHIFT_VERB}\s+(.+?)\s+${SHIFT_BY}\s+${SHIFT_WAY}$`),
];
/** "lower the priority of X" (to low), "raise the priority of X" (to high). */
const SHIFT_PRIORITY = /^(lower|reduce|decrease|raise|increase|bump)\s+(?:the\s+)?priority\s+(?:of|on|for)\s+(.+)$/;
const STOP_REPEATING = [
  /^(?:stop repeating|stop recurring|don'?t repeat|do not repeat|no longer repeat|unrepeat)\s+(.+)$/,
  /^stop\s+(.+?)\s+(?:from\s+)?(?:repeating|recurring)$/,
  // "shouldnt", "doesnt": typed without the apostrophe.
  /^(?:make\s+)?(.+?)\s+(?:should\s+)?(?:stop|no longer|not|doesn'?t|does not|won'?t|shouldn'?t|should not|needn'?t)\s+(?:repeat|recur)(?:ring|ing)?(?: any ?more)?$/,
  // "… soll sich bitte nicht mehr wiederholen": a request's "bitte", "doch" before the "nicht"; "nimmer" is southern
  // German for "nicht mehr".
  /^(.+?) (?:soll(?:te)? (?:sich )?)?(?:(?:bitte|doch|mal|jetzt|ab jetzt) )*(?:nicht mehr|nimmer|nie mehr|nie wieder) (?:wiederholen(?: lassen)?|wiederholt werden)$/,
  // "mach das nicht mehr wöchentlich", "X nicht mehr jeden Montag": the repeat said no more.
  /^(?:mach(?:e)?\s+)?(.+?)\s+(?:soll(?:te)?\s+)?(?:nicht mehr|nimmer)\s+(?:täglich|wöchentlich|monatlich|jährlich|jede[nrs]?\s+\S+|alle\s+\S+\s+\S+)(?:\s+(?:machen|wiederholen|kommen))?$/,
  // "kannst du X nicht mehr wiederholen lassen": asked as a question.
  /^(?:kannst du|könntest du)\s+(?:(?:bitte|mal|doch)\s+)*(?:das\s+)?(.+?)\s+(?:(?:bitte|mal|doch)\s+)*(?:nicht mehr|nimmer|nie mehr)\s+wiederholen(?:\s+lassen)?$/,
];
/** "another", "reminder" and their common typos ("anothr", "anotehr", "remider", "reminer", "remindr"). */
const ANOTHER_TYPED = "(?:another|anothr|anotehr|anohter|anther|nother)";
const REMINDER_TYPED = "(?:reminder|remider|reminer|remindr|reminde|remnder|remidner)";
/** "add a reminder", "set another reminder", "put a reminder": a reminder for a task, never a task. */
const ADD_REMINDER = `(?:add|set|put|place)(?: a| an| ${ANOTHER_TYPED}| one more| a second)? ${REMINDER_TYPED}`;
/** "zusätzlich", "noch", "auch" before a reminder's time: one reminder more, no part of the task's name. */
const ONE_MORE_GERMAN = String.raw`(?:\s+(?:zusätzlich|auch|noch|nochmal|außerdem))*`;
/** "an", "ans" ("an das"), "an den": what German "erinnere mich" is about begins so. */
const ABOUT_GERMAN = "(?:an|ans|an das|an den|an die)";
const REMIND = [
  new RegExp(
    String.raw`^(?:remind me (?:about|of)|${ADD_REMINDER} (?:to|for|on))\s+(.+?),?\s+((?:at|on|in|tomorrow|today|tonight|next|this|\d).*)$`,
  ),
  new RegExp(String.raw`^(?:remind me|${ADD_REMINDER})\s+(.+?\s+before)\s+(.+)$`),
  // "zusätzlich", "noch": a reminder more, said before its time.
  new RegExp(
    String.raw`^erinnere mich ${ABOUT_GERMAN}\s+(.+?)${ONE_MORE_GERMAN}\s+((?:um|am|morgen|heute|in|nächsten|\d).*)$`,
  ),
  /^remind me (?:about|of)\s+(.+?)\s+((?:half an?|\S+)\s+\w+\s+before)$/,
  // "add another reminder for the books a day before": the task named, then how long before.
  new RegExp(String.raw`^${ADD_REMINDER}\s+(?:to|for|on)\s+(.+?)\s+((?:half an?|\S+)\s+\w+\s+before)$`),
  /^erinnere mich\s+(\S+\s+\S+\s+(?:vorher|davor))\s+an\s+(.+)$/,
  new RegExp(String.raw`^erinnere mich ${ABOUT_GERMAN}\s+(.+?)${ONE_MORE_GERMAN}\s+(\S+\s+\S+\s+(?:vorher|davor))$`),
  // "library books: remind me 2 hrs before as well": the task named first, before a colon.
  new RegExp(String.raw`^(.+?):\s*(?:remind me|${ADD_REMINDER})\s+(\S+\s+\S+\s+before)(?:\s+(?:as well|too|also))?$`),
  // "(kannst du) mich beim X einen Tag vorher erinnern", "(ich will) beim X eine Erinnerung einen Tag vorher".
  /^(?:mich\s+)?(?:bei|beim|bei der|bei dem|für|für den|für die|zum|zur)\s+(.+?)\s+(?:(?:will|möchte|würde)\s+ich\s+|bitte\s+)?(?:mich\s+)?(?:bitte\s+)?(\S+\s+\S+\s+(?:vorher|davor))\s+(?:erinnert werden|erinnern)$/,
  /^(?:bei|beim|bei der|bei dem|für|für den|für die|zum|zur)\s+(.+?)\s+(?:noch\s+)?eine\s+erinnerung\s+(\S+\s+\S+\s+(?:vorher|davor))$/,
  /^erinnere mich\s+(?:bei|beim|bei der|bei dem|für|für den|für die|zum|zur)\s+(.+?)\s+(\S+\s+\S+\s+(?:vorher|davor))$/,
  // "fügen Sie (bitte) dem Arzttermin eine Erinnerung einen Tag vorher hinzu", "füg zum X ne Erinnerung um 9 hinzu".
  /^(?:füge?|fügen sie)\s+(?:(?:bitte|mal|noch|doch)\s+)*(?:dem|der|den|beim|bei der|bei dem|zum|zur|für den|für die|für das)\s+(.+?)\s+(?:(?:bitte|mal|noch)\s+)*(?:eine|ne|'ne)\s+(?:neue\s+|weitere\s+|zusätzliche\s+)?erinnerung\s+(\S.*?)\s+hinzu$/,
  // "(noch) eine Erinnerung für den Arzttermin einen Tag vorher": the reminder named first.
  /^(?:(?:noch\s+)?(?:eine|neue)\s+)?erinnerung\s+(?:bei|beim|bei der|bei dem|für|für den|für die|für das|zum|zur)\s+(.+?)\s+(\S+\s+\S+\s+(?:vorher|davor))$/,
];
/** "remind me 10 min before": before the task just named or shown ("move X to 3pm and remind me 10 min before"). */
const REMIND_BEFORE_IT = new RegExp(
  String.raw`^(?:remind me|${ADD_REMINDER})\s+((?:\d+\s*|an?\s+|one\s+|half an?\s+)\w+\s+before)$`,
);
/**
 * German spans said in parts of an hour before "vorher", "davor" ("eine halbe Stunde vorher", "ne Viertelstunde
 * davor", "anderthalb Stunden vorher"), as minutes, which the reminder patterns read as a count and a unit.
 */
const GERMAN_PART_HOURS: [RegExp, string][] = [
  [/(?<!\S)(?:(?:eine|einer)\s+)?dreiviertel\s*stunde(?=\s+(?:vorher|davor)(?:\s|$))/, "45 minuten"],
  [/(?<!\S)(?:(?:eine|einer)\s+)?(?:halbe\s+stunde|halbstunde)(?=\s+(?:vorher|davor)(?:\s|$))/, "30 minuten"],
  [/(?<!\S)(?:(?:eine|einer)\s+)?viertel\s*stunde(?=\s+(?:vorher|davor)(?:\s|$))/, "15 minuten"],
  [/(?<!\S)(?:anderthalb|eineinhalb)\s+stunden?(?=\s+(?:vorher|davor)(?:\s|$))/, "90 minuten"],
];
const inMinutesBefore = (text: string) =>
  GERMAN_PART_HOURS.reduce((said, [span, minutes]) => said.replace(span, minutes), text);
/**
 * "one hour before it is due", "2 days before the deadline": before the task's due time, which a reminder "before"
 * always is; the words after "before" say nothing more.
 */
const BEFORE_IT_IS_DUE =
  /(?<=\sbefore)\s+(?:(?:it(?:'s|s| is)|they(?:'re| are)|(?:the )?(?:task|thing) is)\s+due|due|(?:the )?(?:due (?:date|time)|deadline)|it (?:starts|begins))$/;
/** German "eine Stunde vorher", "10 Minuten davor": as the reminder reads it, "1 hours before". */
const GERMAN_BEFORE = /^(\S+)\s+(minute|minuten|stunde|stunden|tag|tage|woche|wochen)\s+(?:vorher|davor)$/;
const GERMAN_UNITS: Record<string, string> = { m: "minutes", s: "hours", t: "days", w: "weeks" };
/** English "two days before": its count in words, which the reminder reads in digits only. */
const WORDS_BEFORE = /^(\S+)\s+(minutes?|hours?|days?|weeks?)\s+before$/;
/**
 * The reminder time `words` say, German "… vorher" in English and a count in words in digits; unchanged when they
 * are neither.
 */
function beforeInEnglish(words: string): string {
  const match = GERMAN_BEFORE.exec(words);
  const count = match?.[1] && countOf(match[1]);
  if (match?.[2] && count) return `${count} ${GERMAN_UNITS[match[2].charAt(0)]} before`;
  const english = WORDS_BEFORE.exec(words);
  const counted = english?.[1] && !/^(?:\d+|an?|the)$/.test(english[1]) && countOf(english[1]);
  return english?.[2] && counted ? `${counted} ${english[2]} before` : words;
}
/** Words that start an instruction to the assistant: unknown ones are asked about, never saved as tasks. */
const COMMAND_VERB =
  /^(?:cancel|change|update|edit|set|make|mark|rename|reschedule|postpone|push|move|delay|drop|remove|delete|clear|undo|redo|revert|archive|unarchive|restore|uncomplete|reopen|un-?check|untick|assign|share|snooze|prioriti[sz]e|deprioriti[sz]e|sort|tag|untag|pin|unpin|star|flag|duplicate|copy|merge|rename|show|list|find|search|open|display|give|tell|stop|turn|switch|enable|disable|mute|erase|wipe|purge|empty|hide|repeat|split|break|complete|finish|check|tick|lösche|ändere|verschiebe|zeig|zeige|markiere|erledige|entferne|benenne|storniere|sag)\b/;
/**
 * "email tom the budget spreadsheet", "send sarah the slides", "forward anna the link": a message or a file sent to
 * someone, said as an order to send it now (whom, then what), which the assistant cannot carry out; asked about,
 * never saved unasked. "email the landlord about the deposit", "send the invoice to acme" name what to do later.
 */
const SEND_SOMEONE_SOMETHING =
  /^(?:e-?mail|mail|text|message|msg|dm|whatsapp|slack|ping|send|forward|fwd)\s+(?!(?:the|a|an|my|our|your|this|that|these|those|some|it|them|off|out|back|over|on|in|up|round|around|across|along|to|about|re|for|with|and|again)\b)\S+\s+(?:the|a|an|my|our|his|her|their|this|that|these|those|some)\s+\S/;
/** "dark mode on", "Benachrichtigungen aus": a setting switched, which is the app's, not a task. */
const SWITCH = /^(?:\S+\s+){0,2}\S+\s+(?:on|off|an|aus)$/;
/** Words a question or a request to the assistant begins with, English or German. */
const QUESTION_WORD =
  /^(?:what|whats|what's|which|when|whens|when's|where|who|whom|whose|why|how|(?:is|are|am|do|does|did|can|could|would|will|should|shall|may|might) (?:i|you|we|there|it|my|anything|any|the)|(?:have|has) (?:i|you|we)|any|anything|tell me|show me|give me|help me|i need help|i want to know|was|wann|wo|wer|wie|welche[rsmn]?|warum|wieso|gibt es|habe ich|hab ich|ist|sind|kannst|zeig|zeige)\b/;
/** A change said without its task ("Priorität hoch"): the task of the previous reply, or of the part before. */
const THE_PREVIOUS: Target = { kind: "previous", index: 0 };
/** "it", "them", "the first one": the tasks of the previous reply. */
const PRONOUN =
  /^(?:it|that|this|that one|this one|that task|this task|them|those|these|all of them|all of those|both|both of them|all|all those|them all|es|das|die|den|sie|ihn|ihm|diese|diesen|dies|alle|da)$/;
/** "the second one", German "das zweite", "die erste Aufgabe". */
const ORDINAL =
  /^(?:the |das |die |der |den )?(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th|#?[1-9]|number [1-9]|erste|zweite|dritte|vierte|fünfte|letzte)[nrs]?(?: one| task| aufgabe| davon| of them)?$/;
const ORDINALS: Record<string, number> = { first: 0, second: 1, third: 2, fourth: 3, fifth: 4, "1st": 0, "2nd": 1 };
ORDINALS["3rd"] = 2;
ORDINALS["4th"] = 3;
ORDINALS["5th"] = 4;
for (const [index, german] of ["erste", "zweite", "dritte", "vierte", "fünfte"].entries()) ORDINALS[german] = index;
/**
 * German words that ask for a task before it, any person ("füg hinzu:", "fügen Sie hinzu:", "schreib auf:",
 * "notier", "mach ne Aufgabe", "leg eine neue Aufgabe an:", "leg an:", "aufnehmen:", "tragen Sie mir ein, dass
 * …"); "schreib auf", "leg an" and an infinitive only with their colon and "leg … an" only with its "an", since
 * "schreib X auf", "leg eine Aufgabe X an" have the task inside (ADD_GERMAN); "trag ein" with its colon, "dass" or a
 * day after it ("trag ein morgen …"), since in "trag ein Paket zur Post" "ein" is an article.
 */
const GERMAN_ADD_LEAD = String.raw`(?:füge?|fügen sie)(?: mir)?(?: (?:bitte|mal))?(?: (?:folgende|diese|die|eine|ne|'ne) (?:neue )?aufgabe)? hinzu|(?:schreib(?:e)?|schreiben sie)(?: mir)?(?: (?:bitte|mal))? auf(?=\s*:)|(?:trag(?:e)?|tragen sie)(?: mir)?(?: (?:bitte|mal))? ein(?:(?=\s*:)|,?(?=\s+(?:dass|damit)\s)|(?=\s+(?:am\s+|um\s+)?${DAY_WORD}))|(?:leg|lege|legen sie)(?: mir)?(?: (?:bitte|mal))? an(?=\s*:)|(?:(?:bitte|mal) )*(?:aufnehmen|eintragen|anlegen|notieren|aufschreiben|hinzufügen)(?=\s*:)|(?:notier(?:e)?|notieren sie)(?: mir)?|(?:mir )?(?:(?:bitte|mal) )*(?:notieren|aufschreiben),?(?=\s+(?:dass|damit)\s)|(?:mach|mache|erstell|erstelle|machen sie|erstellen sie)(?: mir)?(?: mal)? (?:ne|'ne|eine) (?:neue )?aufgabe|(?:leg|lege|legen sie)(?: mir)?(?: mal)? (?:ne|'ne|eine) (?:neue )?aufgabe an`;
/** "gonna need to …", "I'm going to have to …", "I'll need to …": a thing to do said as the need for it. */
const GONNA_NEED_TO = "(?:(?:i'm|im|i am) )?(?:gonna|going to) (?:need|have) to|(?:i'll|i will) (?:need|have) to";
/** "add call mum", "new task: …", "todo …": what follows is the task, as typed. */
const ADD = new RegExp(
  String.raw`^(?:(?:add(?!(?: a| an| ${ANOTHER_TYPED}| one more| a second)? ${REMINDER_TYPED})(?:(?: an?)?(?: new)? (?:task|todo|to-?do)\b| an?\b)?(?: to (?:my )?(?:list|tasks|todo(?: list)?))?(?: to(?=\s))?|new task|create(?: a)?(?: new)? task(?: to)?|neue aufgabe|${GERMAN_ADD_LEAD}|merk dir|${GONNA_NEED_TO}|need to|i need to|remember to|don't forget to|have to|i have to|got to|gotta|must|ich muss|nicht vergessen)(?=[\s:])\s*:?|(?:todo|to-?do|task|aufgabe|reminder|erinnerung)\s*:)\s*(.+)$`,
  "i",
);
/**
 * "urgent: sign the lease by friday", "low priority - sort the photos": a priority said first, as a label, before
 * what is to be done; groups: high, medium, low, the rest.
 */
const PRIORITY_LABEL =
  /^(?:(urgent|asap|important|high priority|top priority|dringend|wichtig)|(medium priority|normal priority)|(low priority|not urgent|unwichtig))\s*(?::|\s[-–—])\s*(.+)$/i;
/**
 * "erinnere mich samstag um 10: Blumen kaufen", "remind me friday at 9: call the bank": the day and time, a colon,
 * the task; only when a day or a time is said before the colon.
 */
const REMIND_ME_WHEN_COLON = new RegExp(
  String.raw`^(?:remind me|erinnere? mich)\s+((?:(?:on|at|by|am|um)\s+)?${DAY_WORD}[^:]*?)\s*:\s*(.+)$`,
  "iu",
);
/** "remind me on monday to send the timesheet": the day said before the task. */
const REMIND_ME_WHEN_TO = new RegExp(String.raw`^remind me\s+((?:on |at |by |in )?${DAY_WORD}.*?)\s+to\s+(.+)$`, "i");
/** German, the verb at the end: "brot kaufen hinzufügen", "zur arbeitsliste hinzufügen: präsentation üben". */
const ADD_GERMAN = [
  // "füg mal X hinzu", "füge bitte noch X hinzu": the particles after the verb are no part of the task.
  // "füg beim Arzttermin den Tag a hinzu" puts a tag on a task (TAG), whatever else it says.
  // "füg dem Arzttermin eine Erinnerung … hinzu" puts a reminder on a task (REMIND), never adds one.
  /^(?:füge?|fügen sie)\s+(?:(?:bitte|mal|noch)\s+)*(?!bei\b|zu\b)(?!(?:beim|bei der|bei dem|zum|zur)\s.*\s(?:den|das|die)\s(?:tags?|schlagwort|schlagwörter)\s)(?!(?:dem|der|den|beim|bei der|bei dem|zum|zur|für)\s.*\berinnerung(?:en)?\b)(.+?)\s+hinzu$/i,
  // "leg (eine Aufgabe) X an": the task inside the separable verb ("trag X ein", "schreib mir X auf" are turned into
  // "füge X hinzu" by `verbFirst`).
  /^(?:leg|lege|legen sie)\s+(?:mir\s+)?(?:(?:bitte|mal|noch)\s+)*(?:(?:ne|'ne|eine) (?:neue )?aufgabe\s+)?(.+?)\s+an$/i,
  /^(.+?)\s+(?:zu meinen aufgaben\s+|zur liste\s+|auf die liste\s+)?hinzufügen$/i,
  /^(?:zur|zu|in die|auf die)\s+\S+(?:\s+liste)?\s+hinzufügen\s*:\s*(.+)$/i,
];
/**
 * "(mach) mir eine Aufgabe (an), dass ich die Steuer machen muss": a task asked for, and what it is said after
 * "dass ich" (the modal verb that ends the clause is no part of it).
 */
const THAT_I = String.raw`(?:dass|damit)\s+ich\s+(.+?)(?:\s+(?:muss|soll|sollte|will|möchte|nicht vergesse|nicht vergessen darf))?$`;
const TASK_THAT_GERMAN = new RegExp(
  String.raw`^(?:(?:leg|lege|mach|mache|erstell|erstelle|trag|trage)\s+)?(?:mir\s+)?(?:(?:bitte|mal|noch)\s+)*(?:eine|ne|'ne)\s+(?:neue\s+)?(?:aufgabe|erinnerung)(?:\s+(?:an|ein|anlegen|erstellen|machen|eintragen|hinzufügen|notieren))?\s*,?\s+${THAT_I}`,
  "iu",
);
/** The same clause after a request ADD reads ("mach mir eine Aufgabe: dass ich …"). */
const THAT_I_FIRST = new RegExp(String.raw`^,?\s*${THAT_I}`, "iu");
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
  String.raw`^((?:(?:heute|morgen|übermorgen|nächste[nrs]?|diese[nrs]?|woche|am|um|ab|bis|für|\d{1,2}\.\s+(?:${WHOLE_MONTHS})|\d[\d.:]*|uhr|früh|abend|abends|mittag|nachmittag|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)(?:,?\s+|,?$))*)(.*)$`,
  "iu",
);
/** Of GERMAN_WHEN_FIRST's words, those that name a day or a time ("am", "für" alone begin titles: "am Auto …"). */
const GERMAN_DAY_OR_TIME =
  /(?:^|\s)(?:heute|morgen|übermorgen|woche|\d|früh|abend|mittag|nachmittag|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)/iu;
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
/** Whether German words begin with a day or a time of their own and name something after it ("samstag um 16 Uhr X"). */
function beginsWithOwnDay(words: string): boolean {
  const [, when = "", what = ""] = GERMAN_WHEN_FIRST.exec(words.replace(GERMAN_PARTICLES, "")) ?? [];
  return GERMAN_DAY_OR_TIME.test(when) && what.trim() !== "";
}

/**
 * A German task as said ("morgen unbedingt die Kita-Anmeldung abgeben") in the order quick add reads: the words
 * that weigh it left out, the day and time it begins with after it.
 */
function germanTaskOrder(said: string): string {
  const words = said.replace(ARTICLE_OF_ONE_NOUN, "");
  const [, when = "", what = ""] = GERMAN_WHEN_FIRST.exec(words.replace(GERMAN_PARTICLES, "")) ?? [];
  if (!GERMAN_DAY_OR_TIME.test(when)) return words.replace(GERMAN_PARTICLES, "");
  return `${what.replace(GERMAN_PARTICLES, "")} ${when}`.replace(/\s+/g, " ").trim();
}
/**
 * "new task in work: …", "neue Aufgabe auf der Liste Einkauf: …": the list named before the colon, as quick add's
 * `+Name` after the task.
 */
const LIST_BEFORE_COLON =
  /^(?:in|on|to|into|auf|für|zu|zur|in die|in der|auf die|auf der)\s+(?:(?:my|the|meine|meiner|die|der)\s+)?(?:liste\s+)?\+?([^\s:+]+)(?:[\s-]?(?:list|liste))?\s*:\s*(.+)$/iu;
function withListBeforeColon(title: string): string {
  const said = LIST_BEFORE_COLON.exec(title);
  return said?.[1] && said[2] ? `${said[2]} +${said[1]}` : title;
}
/** "put 'order new glasses' on my list": the quoted title is the task. */
const PUT_ON_LIST = /^(?:put|add|write)\s+["'\u201c](.+?)["'\u201d]\s+(?:on|to)\s+(?:my\s+)?(?:list|tasks|todo list)$/i;
/**
 * "… to my home list", "… to +Work", "zur arbeitsliste hinzufügen: …", "… zur Liste Home" (German names the list
 * after the word too): the list, as quick add writes it.
 */
const TO_LIST =
  /\s+(?:(?:to|on|in|into)\s+(?:my\s+|the\s+)?|(?:zur|zu meiner|der|auf die|auf meine|in die|in meine)\s+)(?:\+(\S+)|(\S+(?: \S+)?)(?:\s+list|[\s-]liste)|(?:list|liste)\s+\+?(\S+))$/i;
/** The words after a list's name that may say a day ("… to my home list for dec 12"). */
const DAY_AFTER_LIST = /(?<=\s(?:list|liste|\+\S+))\s+((?:for|on|by|due|am|für|bis)\s+\S.*)$/i;
/**
 * "Agenda schreiben, Liste Work", "pack the tent, list: Camping", "…, work list", "…, Home-Liste": a task, a comma,
 * the list it goes on.
 */
const LIST_AFTER_COMMA =
  /\s*,\s*(?:(?:(?:auf|in)\s+(?:die|der)\s+)?(?:liste|list):?\s+\+?(\S+)|(?:(?:on|to|in)\s+)?(?:(?:my|the|die|der|meine)\s+)?([^\s,+]+)(?:\s+list|[\s-]liste))$/i;
/** "… to my list", "… on my to-do list": the user's tasks, no list of a name. */
const TO_ANY_LIST = /\s+(?:to|on|onto)\s+(?:my|the)\s+(?:list|tasks|task list|to-?do(?: list)?|todos)$/i;
/**
 * Words before a request that say nothing of it: "oops, undo", "thanks, can you plan my day", "del x pls", and a
 * greeting or an address set off by a comma ("moin, …", "hi! …", "Liebe Assistentin, …", "dear Taskmind, …"),
 * which a title never begins with.
 */
/**
 * "abi", "bro", "alter", "brudi": calling the assistant a friend, set off by a comma, or before a request to add
 * ("abi add Kartons entsorgen"); without either it may begin a title ("Abi-Zeugnis abholen", "alter Schrank …").
 */
const SLANG_ADDRESS = String.raw`(?:abi|abla|bro|bruh|brudi|bruder|brudah|alter|lan|habibi|mate)(?:[,!]\s*|\s+(?=(?:add|new task|neue aufgabe|füg|füge|trag|notier|notiere|schreib|leg)\b))`;
/**
 * "(please) do mark X as done", "do move it to friday": "do" said for emphasis before a request to the assistant,
 * no part of it ("do the dishes" is a task).
 */
const EMPHATIC_DO = String.raw`do\s+(?=(?:mark|move|complete|delete|remove|add|tag|untag|rename|change|set|put|push|postpone|reschedule|tick|check|cross|remind|make)\s)`;
const LEAD_IN = new RegExp(
  String.raw`^(?:(?:ok(?:ay)?|so|oh|oops|well|yep|yes|yeah|aye|no|nope|wait|no wait|hmm|actually|also|and|hey|please|pls|bitte|nein|doch|moment|ähm|äh|um|uh|thanks|thx|cheers|danke|merci|kindly|digga|dude)[,!.]?\s+|(?:hi|hello|hallo|moin(?: moin)?|servus|grüß dich|grüß gott|grüezi|guten (?:morgen|tag|abend)|good (?:morning|afternoon|evening))[,!.]\s*|(?:liebe[rs]?|dear)\s+[a-zäöüß]+[,!]\s*|${SLANG_ADDRESS}|${EMPHATIC_DO})+`,
  "i",
);
/** "can you …": a request, unless asked as a question ("can you water my plants?"), which is the model's. */
const POLITE =
  /^(?:(?:can|could|would|will) (?:you|u) be able to|can (?:you|u)|could (?:you|u)|would (?:you|u)|will (?:you|u)|kannst du|könntest du)\s+/i;
/** "can you add …?", "could you please add …?": a request to add, though asked with a question mark. */
const POLITE_ADD = /^(?:can|could|would|will) (?:you|u) (?:please |pls )?(?:add|create)\s[^?]*\?+$/i;
/**
 * Words after a request that only ask to be agreed with, as "please" asks nicely: "…, gell?", "…, oder?", "…, ne?";
 * and thanks, the long ones too ("…, danke recht schön", "…, vielen lieben Dank").
 */
const TRAIL_OFF =
  /[,\s]+(?:please|pls|plz|bitte|thanks|thank you|thx|thanks a million|thanks a mil|if you don't mind|if you dont mind|eh|danke|(?:danke|bitte) (?:recht |sehr )?schön|danke vielmals|vielen (?:lieben )?dank|merci|gell|gelle|gelt|oder|ne|right)$/i;
/**
 * "…, schnell bitte", "X fertig, mach heute nix mehr dran": a German remark after a request, on how soon or that the
 * speaker is done with it, which is no part of it (read after TRAIL_OFF, which takes a last "bitte").
 */
const GERMAN_REMARK =
  /,\s+(?:(?:aber\s+)?(?:bitte\s+)?(?:schnell|flott|zackig|kurz|fix)|(?:ich\s+)?(?:mach(?:e)?|tu(?:e)?|arbeite?)\s+(?:ich\s+)?(?:(?:heute|jetzt|heuer|dann|eh|sicher)\s+)*(?:nichts|nicht)\s+mehr(?:\s+(?:dran|daran|damit|dafür))?)$/iu;
/**
 * "what to bring camping", "how to fix the tap", "who to invite": a question word before an infinitive names
 * something to find out, a note to self, not a question about the tasks ("what to do next" is one).
 */
const TO_FIND_OUT =
  /^(?:what|how|where|when|who|which \S+) to (?!do\b|work on\b|focus on\b|tackle\b|start\b|begin\b)\S/;
/** Words English tasks commonly begin with: a message beginning so reads as a task. */
const TASK_VERB =
  /^(?:buy|get|grab|pick|collect|call|ring|phone|email|e-mail|write|read|pay|renew|book|schedule|plan|prepare|prep|clean|tidy|wash|fix|repair|replace|return|send|post|mail|submit|file|water|feed|walk|take|bring|visit|meet|see|attend|go|learn|study|practi[cs]e|research|apply|register|sign|print|scan|cook|bake|do|pack|unpack|organi[sz]e|back up|backup|install|charge|refill|deliver|drop off|drop by|donate|sell|hang|mow|vacuum|hoover|iron|start|draft|follow|reply|respond|answer|thank|ask|arrange|look|try|test|finali[sz]e|create|design|build|run|exercise|shop|hire|interview|celebrate|wrap|decorate|upload|download|rsvp|review|update|set up|sort out|figure out|find out|think about|talk to|check)\b/;
/** "show the flat to the new tenants": showing something to someone is a task, "show me …" a question. */
const SHOWN_TO_SOMEONE = /^show\s+(?!me\b|us\b|all\b|everything\b)\S.*?\s+to\s+(?!me\b|us\b)\S/;
/** German tasks end on an infinitive ("Milch kaufen"); these end a command to the assistant instead. */
const GERMAN_TASK = /\p{L}(?:en|ern|eln)$/u;
const GERMAN_COMMAND =
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
const POINTS_AT_SPEAKER_OR_ASSISTANT =
  /(?:^|\s)(?:i|i'm|i've|i'll|i'd|me|myself|we|we've|you|your|mir|mich|ich|du|dir|dich|that|it|my tasks|my task list|my list|my todo list|my to-do list|meine aufgaben)(?=\s|$)/;
/**
 * Words said to someone, never part of a task's name: "bitte", "mal", "noch", "da … dran", "please", and "saying"
 * before what to tell someone. Within a message the rules do not read ("plan mal meinen Tag", "X bitte auf 14 Uhr")
 * they say it is a request to the assistant, so it is asked about, never added; at its ends they are only polite.
 */
const SAID_TO_SOMEONE = /(?:^|\s)(?:bitte|mal|noch|dran|please|pls|plz|saying)(?=\s|$)/;
/** "das mit der Rechnung …", "the one with the parcel …": a task pointed at by its description, not a new one. */
const POINTS_AT_ONE_DESCRIBED = /^(?:(?:das|die|der|den) mit|the ones? with)\s/;
/** "the dentist is actually at 11:30", "bin heute müde": a statement, which a task never is. */
const STATEMENT =
  /(?:^|\s)(?:is|are|was|were|i am|been|isn't|aren't|wasn't|weren't|it's|that's|there's|he's|she's|ist|sind|waren|bist)(?=\s|$)/;
/** German "bin", "war", which English has as words of its own ("take out the bin"): a statement in German text only. */
const GERMAN_STATEMENT = /(?:^|\s)(?:bin|war)(?=\s|$)/;
/** Quick add's marks for a priority, a tag or a list: "p1", "!!", "#work", "+Home". */
const QUICK_ADD_MARK = /(?:^|\s)(?:p[1-4]|!{1,3}|#[^\s#]+|\+\S+)(?=\s|$)/;
const marksBesideWords = (name: string) =>
  QUICK_ADD_MARK.test(name) && name.replace(new RegExp(QUICK_ADD_MARK.source, "g"), "").trim() !== "";
/** How many tasks a German list announces: "drei", "3". */
const GERMAN_COUNT = String.raw`(?:\d+|zwei|drei|vier|fünf|sechs)`;
/** What several tasks are called, German or English ("füg 3 tasks hinzu:" mixes them as people at work do). */
const TASKS_NOUN = "(?:tasks|todos|things|items|aufgaben|dinge|sachen)";
/** "add 3 tasks: a, b and c", "add tasks: a, b", "leg drei Aufgaben an: a, b und c": several tasks at once. */
const ADD_MANY = [
  new RegExp(
    String.raw`^(?:(?:(?:add|create|neue)\s+)?(?:${GERMAN_COUNT}\s+|(?:two|three|four|five|six)\s+|these\s+|some\s+|the following\s+)?${TASKS_NOUN}|(?:add|create)\s+(?:these|the following|all of these|all these|this lot))\s*:\s*(.+)$`,
    "i",
  ),
  new RegExp(
    String.raw`^(?:füge?\s+(?:diese|folgende|folgendes|${GERMAN_COUNT})(?:\s+${TASKS_NOUN})?\s+hinzu|(?:diese|folgende|folgendes)(?:\s+${TASKS_NOUN})?\s+hinzufügen)\s*:\s*(.+)$`,
    "i",
  ),
  new RegExp(
    String.raw`^(?:leg|lege|schreib|schreibe|trag|trage|notier|notiere|erstell|erstelle)(?:\s+mir)?\s+(?:${GERMAN_COUNT}|diese|folgende|ein paar)\s+(?:neue\s+)?${TASKS_NOUN}(?:\s+(?:an|auf|ein))?\s*:\s*(.+)$`,
    "i",
  ),
];
/** "…, beides für samstag", "…, both for friday": a day said once for every task listed before it. */
const SHARED_DETAIL =
  /\s*,?\s+(?:beides|beide|alle|alles|jeweils|both|all of them|each)\s+((?:for|on|by|due|für|am|bis)\s+\S.*)$/i;
/** The tasks listed in `words` (`listed`), and the day said once for all of them ("a und b, beides für samstag"). */
function listedTasks(words: string): { listed: string[]; withDetail: string[] } {
  const shared = SHARED_DETAIL.exec(words);
  const detail = shared?.[1] && ADD_DETAIL.test(shared[1].replace(/^(?:for|für)\s+/i, "")) ? shared[1] : undefined;
  const listed = (detail && shared ? words.slice(0, shared.index) : words)
    .split(STEP_SEPARATOR)
    .map((each) => each.trim());
  return { listed, withDetail: detail ? listed.map((each) => `${each} ${detail}`) : listed };
}
/** Between the requests of one message: "and", "then", ";" before a new command. */
const REQUEST_SEPARATOR = /\s*;\s*|\s*,?\s+(?:and then|then|and also|and|also|und dann|und)\s+/;
/** The same, and a comma: "finished the dentist, pick up parcel is done too". */
const CLAUSE_SEPARATOR = new RegExp(`${REQUEST_SEPARATOR.source}|\\s*,\\s*`);

/**
 * A message as typed, tidied: single spaces, no closing punctuation, no check mark ("X erledigt ✔"). A dot after a
 * number stays: German dates end on one ("am 7.12.").
 */
const tidy = (message: string) =>
  message
    .replace(/\s+/g, " ")
    .trim()
    .replace(/(?:[\s?!\u2705\u2611\u2713\u2714]|\uFE0F|(?<!\p{N})\.)+$/u, "");

/** How a message is compared: lower case, one kind of apostrophe, single spaces, no closing punctuation. */
export function normalise(message: string): string {
  return tidy(message.toLowerCase().replace(/[\u2018\u2019]/g, "'"));
}

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

/** "all overdue", "everything due today", "the dentist task", "it", "the first one" → the group or the name. */
export function targetOf(said: string): Target {
  // "it, high priority": the comma before a change is no part of the name; nor is "bitte" ("mach das bitte dringend").
  const words = said
    .replace(/[\s,;:]+$/, "")
    .replace(/^(?:bitte|please)\s+|\s+(?:bitte|please)$/, "")
    // "yoga, the course is over", "gym, I quit": a remark after the name, which a title never holds.
    .replace(/,\s+(.+)$/, (remark, said: string) =>
      STATEMENT.test(said) || POINTS_AT_SPEAKER_OR_ASSISTANT.test(said) ? "" : remark,
    );
  const text = words.replace(/^(?:all|every|everything|all of|all my|my|alle|meine)\s+/, "").replace(/\s+tasks?$/, "");
  if (/^(?:the )?overdue(?: ones)?$/.test(text)) return { kind: "overdue" };
  if (/^(?:(?:due )?today|today's)$/.test(text)) return { kind: "today" };
  // "with the health tag": English names the tag before its word too.
  const taggedSaid =
    /^(?:(?:the )?(?:ones|things|tasks|todos|aufgaben) )?(?:(?:tagged|with (?:the )?tag|mit (?:dem )?tag) #?([^\s#]+)|with (?:the )?#?([^\s#]+) tag)$/.exec(
      text,
    );
  const tagged = taggedSaid?.[1] ?? taggedSaid?.[2];
  if (tagged) return { kind: "tagged", tag: tagged };
  if (PRONOUN.test(words)) {
    return {
      kind: "previous",
      index: /^(?:it|that|this|es|das|den|ihn|ihm|dies|da)\b/.test(words) && words !== "this one" ? 0 : null,
    };
  }
  const ordinal = ORDINAL.exec(words)?.[1];
  if (ordinal) {
    const index =
      ordinal === "last" || ordinal === "letzte" ? -1 : (ORDINALS[ordinal] ?? Number(ordinal.replace(/\D/g, "")) - 1);
    return { kind: "previous", index };
  }
  const name = words
    // "car service bitte auf 10 uhr": a request's "bitte" is no part of the task's name.
    .replace(/^bitte\s+|\s+bitte$/, "")
    // "das mit dem Gym", "the one with the parcel": the task by the words it was described with.
    .replace(/^(?:(?:das|die|der|den) mit|the ones? with)\s+/, "")
    .replace(/^(?:the|my|a|an|der|die|das|den|dem|des|mein|meine|meinen|meinem)\s+/, "")
    .replace(/^(?:task|aufgabe)\s+(?=\S)/, "")
    // "die Uhrzeit vom Standup", "the date of the review": the field a change names is no part of the task's name.
    .replace(
      /^(?:(?:time|date|due date|deadline|uhrzeit|zeit|datum|termin|fälligkeit)\s+(?:of|for|on|vom|von|beim|bei)\s+(?:the\s+|der\s+|dem\s+)?)(?=\S)/,
      "",
    )
    .replace(/\s+(?:task|subtask|sub-task|one|thing|item|entry|todo|to-do)$/, "")
    .replace(/\s+from (?:my |the )?(?:list|tasks|to-?do list)$/, "")
    .replace(QUOTED, "$1")
    .trim();
  return { kind: "named", name };
}

/** The task name in words such as "the dentist task" (the words themselves for a group or a pronoun). */
export function targetName(words: string): string {
  const target = targetOf(normalise(words));
  return target.kind === "named" ? target.name : normalise(words);
}

/**
 * "den 7.12.", "dem 3.", "Montag, den 7. Dezember": the day without the article German puts before a date, nor the
 * weekday a date already names, as quick add reads it.
 */
const dayWords = (words: string) =>
  words.replace(/^(?:(?:mon|diens|mitt|donners|frei|sams|sonn)(?:tag|woch),?\s+)?(?:den|dem)\s+(?=\d)/, "");

/** The tags of "#a #b", "a and b", "#a, b": without their "#", lower case. */
const tagsOf = (words: string) =>
  words
    .split(/[\s,]+/)
    .filter((word) => word !== "" && word !== "and" && word !== "und")
    .map((word) => word.replace(/^#/, ""));

function priorityOf(match: RegExpExecArray, first: number): TaskPriority {
  if (match[first]) return "high";
  if (match[first + 1]) return "medium";
  if (match[first + 2]) return "low";
  if (match[first + 3]) return "none";
  return "high";
}

const firstMatch = (patterns: RegExp[], text: string) => {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return match;
  }
  return undefined;
};

/**
 * A command the rules carry out, or none. `typed` keeps the message's case (titles, list names), `text` is it
 * normalised.
 */
function command(text: string, typed: string): Intent | undefined {
  if (UNDO.test(text) || (UNDO_WORD.test(text) && text.split(" ").length <= UNDO_WORDS_MAX)) return { kind: "undo" };
  let match: RegExpExecArray | undefined | null = firstMatch(BREAK_DOWN, typed);
  if (match?.[1]) {
    const target = targetOf(normalise(match[1]));
    const name = target.kind === "named" ? target.name : normalise(match[1]);
    return { kind: "break-down", name, steps: (match[2] ?? "").split(STEP_SEPARATOR).map((step) => step.trim()) };
  }
  match = firstMatch(RENAME, typed);
  if (match?.[1] && match[2]) {
    return {
      kind: "rename",
      target: targetOf(normalise(match[1])),
      title: match[2].replace(/^["'\u201c](.*)["'\u201d]$/, "$1"),
    };
  }
  match = firstMatch(UNTAG, text);
  if (match?.[1] && match[2]) {
    const [target, tags] = /^(?:untag|nimm)|^\S+ (?:bei|von)/.test(match[0])
      ? [match[1], match[2]]
      : [match[2], match[1]];
    return { kind: "untag", target: targetOf(target), tags: tagsOf(tags) };
  }
  match = firstMatch(TAG, text);
  if (match?.[1] && match[2]) {
    const [target, tags] = match[0].startsWith("add") ? [match[2], match[1]] : [match[1], match[2]];
    return { kind: "tag", target: targetOf(target), tags: tagsOf(tags) };
  }
  match = firstMatch(STOP_REPEATING, text);
  if (match?.[1]) return { kind: "stop-repeating", target: targetOf(match[1]) };
  match = firstMatch(REPEAT, text);
  if (match?.[1] && match[2]) return { kind: "repeat", target: targetOf(match[1]), rule: match[2] };
  match = firstMatch(UNDATE, text);
  if (match?.[1]) return { kind: "undate", target: targetOf(match[1]) };
  match = firstMatch(SHIFT, text);
  const count = match?.[2] && countOf(match[2]);
  if (match?.[1] && count && match[3]) {
    const days = count * (/^w/.test(match[3]) ? 7 : 1);
    const earlier = /forward|earlier|nach vorne|früher/.test(match[0]) || /^(?:bring|pull)/.test(match[0]);
    return { kind: "shift", target: targetOf(match[1]), days: earlier ? -days : days };
  }
  match = SHIFT_PRIORITY.exec(text);
  if (match?.[1] && match[2]) {
    return {
      kind: "priority",
      target: targetOf(match[2]),
      priority: /^(?:raise|increase|bump)/.test(match[1]) ? "high" : "low",
    };
  }
  const dayAndPriority = TASK_WITH_DAY_AND_PRIORITY.exec(text);
  if (dayAndPriority?.[1] && readsAsTask(dayAndPriority[1]))
    return { kind: "add", text: withPriorityMark(typed), explicit: false };
  // A comma before the priority is how a new task's details are said; a name the user already has is asked about.
  const taskThenPriority = TASK_THEN_PRIORITY.exec(text);
  if (taskThenPriority?.[1] && targetOf(taskThenPriority[1]).kind === "named")
    return { kind: "add", text: withPriorityMark(typed), explicit: false };
  match = firstMatch(PRIORITY, text);
  if (match) {
    const priority = match[0].startsWith("prioriti") ? "high" : priorityOf(match, 2);
    return { kind: "priority", target: match[1] ? targetOf(match[1]) : THE_PREVIOUS, priority };
  }
  const reminding = inMinutesBefore(text.replace(BEFORE_IT_IS_DUE, ""));
  match = firstMatch(REMIND, reminding);
  if (match?.[1] && match[2]) {
    const before = /\b(?:before|vorher|davor)$/.test(match[1]) && !/\b(?:before|vorher|davor)$/.test(match[2]);
    return before
      ? { kind: "remind", target: targetOf(match[2]), when: beforeInEnglish(match[1]) }
      : { kind: "remind", target: targetOf(match[1]), when: beforeInEnglish(match[2]) };
  }
  match = REMIND_BEFORE_IT.exec(reminding);
  if (match?.[1]) return { kind: "remind", target: { kind: "previous", index: 0 }, when: match[1] };
  match = MOVE_TO_LIST.exec(typed);
  const moveTo = match?.[1] && listOf(match, 2);
  if (match?.[1] && moveTo) {
    const target = targetOf(normalise(match[1]));
    const toAdd = PUT_ON.test(match[0]) && target.kind === "named" && readsAsTask(target.name);
    return { kind: "move-to-list", target, list: moveTo, ...(toAdd ? { orAdd: match[1] } : {}) };
  }
  match = BELONGS_IN.exec(typed);
  if (match?.[1] && match[2])
    return { kind: "move-to-list", target: targetOf(normalise(match[1])), list: { kind: "list", name: match[2] } };
  match = INTO_LIST_GERMAN.exec(typed);
  const intoList = match?.[2] ?? match?.[3];
  if (match?.[1] && intoList && /\s/.test(match[0]) && !COMMAND_VERB.test(text)) {
    return readsAsGermanTask(match[1]) || namedWithItsDay(match[1])
      ? { kind: "add", text: `${match[1]} +${intoList}`, explicit: false }
      : { kind: "move-to-list", target: targetOf(normalise(match[1])), list: { kind: "list", name: intoList } };
  }
  match = MAKE_DUE.exec(text);
  const due = match && (match[1] ?? match[2]);
  if (match?.[3] && due) return { kind: "move", target: targetOf(due), when: match[3] };
  // "put X on my home list for saturday": a new task for a list and a day, where a task of the user's is never named
  // with its list.
  const onListForDay = PUT_ON_LIST_FOR_DAY.exec(typed);
  if (onListForDay?.[1] && onListForDay[2] && (TO_LIST.test(onListForDay[1]) || TO_ANY_LIST.test(onListForDay[1])))
    return { kind: "add", text: `${withListMention(onListForDay[1])} ${onListForDay[2]}`, explicit: true };
  const replacing = text.replace(INSTEAD_OF, "");
  match =
    MOVE_ASKED.exec(replacing) ??
    MOVE.exec(replacing) ??
    MOVE_GERMAN.exec(replacing) ??
    NOW_GERMAN.exec(replacing) ??
    SET_GERMAN.exec(replacing) ??
    LAY_ON_DAY_GERMAN.exec(replacing) ??
    PUT_ON_DAY.exec(replacing) ??
    MAKE_IT_A_DAY.exec(replacing) ??
    WE_MOVE_GERMAN.exec(replacing) ??
    GERMAN_RETIMED.exec(replacing) ??
    (INSTEAD_OF_WHEN.test(text) ? RETIMED_INSTEAD.exec(replacing) : null) ??
    firstMatch(INSTEAD, text);
  if (match?.[1] && match[2] && !TO_A_PLACE_ON_A_DAY.test(match[2]))
    return { kind: "move", target: targetOf(match[1]), when: dayWords(match[2]) };
  const forward = BRING_FORWARD_GERMAN.exec(replacing);
  const forwardOf = forward?.[1] ?? forward?.[3];
  const forwardTo = forward?.[2] ?? forward?.[4];
  if (forwardOf && forwardTo) return { kind: "move", target: targetOf(forwardOf), when: dayWords(forwardTo) };
  if (DONE_ALONE.test(text)) return { kind: "complete", target: { kind: "previous", index: 0 } };
  if (ALL_DONE.test(text)) return { kind: "complete", target: { kind: "previous", index: null } };
  match = firstMatch(COMPLETE, text);
  if (match?.[1] && (TO_DO_BY.test(match[1]) || FINISH_BY_DAY.test(text)))
    return { kind: "add", text: typed, explicit: false };
  const done = match?.[1]?.replace(WHEN_DONE, "");
  if (done) return { kind: "complete", target: targetOf(done.replace(GERUND_FIRST, "$1$2")) };
  // "kannst abhaken": the task of the previous reply (or, in a longer message, of the part before).
  if (match?.[1] === "") return { kind: "complete", target: THE_PREVIOUS };
  match = DELETE.exec(text) ?? DELETE_GERMAN.exec(text) ?? firstMatch(NOT_NEEDED, text);
  if (match?.[1]) return { kind: "delete", target: targetOf(match[1]) };
  match = FIND.exec(text);
  if (match?.[1]) return { kind: "find", text: match[1] };
  return undefined;
}

/**
 * Two or more requests joined by "and", "then", ";" or a comma, each understood; none when any part is not one.
 * Split at commas too first ("finished the dentist, pick up parcel is done too"), else at the words alone (a
 * comma may be inside a name: "done with the trash and the plants").
 */
function compound(typed: string): Intent | undefined {
  return (
    compoundOf(typed, typed.split(CLAUSE_SEPARATOR)) ??
    compoundOf(typed, typed.split(REQUEST_SEPARATOR)) ??
    runOn(typed)
  );
}

/** A verb in the past that begins a clause: "called", "paid", "sent"; "still need to" for what is left. */
const CLAUSE_IN_THE_PAST = String.raw`(?:\p{L}{2,}[^e\s]ed|paid|took|did|sent|bought|went|got|made|rang|wrote|still need|still have)\s`;
const RUN_ON_START = new RegExp(`^${CLAUSE_IN_THE_PAST}`, "iu");
const RUN_ON_SEPARATOR = new RegExp(`\\s+(?=${CLAUSE_IN_THE_PAST})`, "iu");
/** "still need to do the invoice tmrw": what is left of a run-on message, a task to move to the day it names. */
const STILL_TO_DO = new RegExp(
  String.raw`^(?:i\s+)?still\s+(?:need|have)\s+to\s+(?:do\s+|finish\s+|get\s+)?(.+?)\s+(${DAY_WORD}.*)$`,
  "iu",
);

/**
 * "called the bank paid the electricity still need to do the invoice tmrw": done things said one after the other
 * without "and", each beginning with its verb in the past, and what is still to do with its day.
 */
function runOn(typed: string): Intent | undefined {
  if (!RUN_ON_START.test(typed)) return undefined;
  const parts = typed.split(new RegExp(RUN_ON_SEPARATOR.source, "giu"));
  return compoundOf(
    typed,
    parts.map((part) => part.replace(STILL_TO_DO, "move $1 to $2")),
  );
}

function compoundOf(typed: string, typedParts: string[]): Intent | undefined {
  if (typedParts.length < 2) return undefined;
  const german = languageOf(typed) === "de";
  const parts: Intent[] = [];
  let verb = "";
  let spokenOf: Target | undefined;
  for (const asTyped of typedParts) {
    // "…, tick that off please": thanks or a "please" at a part's end are no part of its request.
    const unthanked = asTyped.replace(TRAIL_OFF, "");
    const part = verbFirst(unthanked) ?? unthanked;
    const said = normalise(part);
    const previous = parts.at(-1);
    // "new task: prepare the taxes, high priority": a detail after a comma belongs to the task being added.
    if (previous?.kind === "delete" && REASON_ALONE.test(said)) continue;
    if (previous?.kind === "add" && ADD_DETAIL.test(said)) {
      parts[parts.length - 1] = { ...previous, text: withPriorityMark(`${previous.text} ${tidy(part)}`) };
      continue;
    }
    const intent =
      requestPart(said, tidy(part)) ??
      // "hab Oma angerufen und den Steuerberater auch": the change before, for another task.
      sameFor(previous, said) ??
      // "move A to sunday and B to saturday": a later part may leave out the verb.
      (verb ? command(`${verb} ${said}`, `${verb} ${tidy(part)}`) : undefined) ??
      // "add call the vet tomorrow and buy cat food": a second task, when it reads as one on its own;
      // "add salt and pepper" is one task.
      (previous?.kind === "add" && readsAsAnotherTask(said, german)
        ? { kind: "add" as const, text: tidy(part), explicit: true }
        : undefined);
    // "die Bank ist wichtig, mach hohe Prio": a first part that only weighs a task names it for the change after.
    const weighed = !intent && parts.length === 0 && !spokenOf ? WEIGHED.exec(said)?.[1] : undefined;
    if (weighed && targetOf(weighed).kind === "named") {
      spokenOf = targetOf(weighed);
      continue;
    }
    // A break-down's steps are parted by the same commas and "and"s: it is never one part of several.
    if (!intent || intent.kind === "undo" || intent.kind === "break-down") return undefined;
    // Only a command's verb carries to the next part: "new task: a, b" gives "b" no verb "new".
    verb = "target" in intent ? (said.split(" ")[0] ?? "") : "";
    const meant = previous ? withReferent(intent, previous) : spokenOf ? aimedAt(intent, spokenOf) : intent;
    // "I don't need X anymore, delete it": the second part asks the first one's change again.
    if (!previous || JSON.stringify(meant) !== JSON.stringify(previous)) parts.push(meant);
  }
  const asked = parts.reduce<Intent[]>(
    (each, part) => [...each.slice(0, -1), ...deletedTogether(each.at(-1), part)],
    [],
  );
  if (asked.length === 1) return asked[0];
  return { kind: "compound", parts: asked };
}

/**
 * "lösch A und B": a delete of named tasks after another is one delete of both ("A and B", each named), which asks
 * once, as "delete A and B" does.
 */
function deletedTogether(previous: Intent | undefined, part: Intent): Intent[] {
  if (previous?.kind !== "delete" || part.kind !== "delete") return previous ? [previous, part] : [part];
  if (previous.target.kind !== "named" || part.target.kind !== "named") return [previous, part];
  return [{ kind: "delete", target: { kind: "named", name: `${previous.target.name} and ${part.target.name}` } }];
}

/** "die Bank ist wichtig", "the report is urgent": a task weighed, said before the change that follows from it. */
const WEIGHED =
  /^(.+?)\s+(?:ist|sind|is|are|'s)\s+(?:(?:so|sehr|echt|wirklich|really|very|super)\s+)?(?:wichtig|dringend|eilig|urgent|important)$/;

/** The change said of "it" aimed at the task the part before named. */
function aimedAt(intent: Intent, target: Target): Intent {
  return "target" in intent && intent.target.kind === "previous" && intent.target.index === 0
    ? { ...intent, target }
    : intent;
}

/** "… and the bank too", "… und den Steuerberater auch": a part that names a task for the change before it. */
const ALSO = /^(.+?)\s+(?:too|as well|also|auch|ebenfalls)$/;

function sameFor(previous: Intent | undefined, said: string): Intent | undefined {
  const also = ALSO.exec(said)?.[1];
  return previous && also && "target" in previous ? { ...previous, target: targetOf(also) } : undefined;
}

/**
 * "… und neu Kasse prüfen freitag", "…, new: book the vet": after another request, "new" marks a task to add, as a
 * note's "neu:" does; only before words that read as a task.
 */
const NEW_MARK = /^(?:neu|new)\s*:?\s+(.+)$/i;
/** A day said after a German task's verb ("Kasse prüfen freitag"), no part of what it is. */
const DAY_LAST = new RegExp(String.raw`\s+(?:(?:am|bis|um|ab)\s+)?${DAY_WORD}.*$`, "i");

/** One request of a longer message: a command, a question, a task asked for, or German "X auf <day>". */
function requestPart(text: string, typed: string): Intent | undefined {
  const marked = NEW_MARK.exec(typed)?.[1];
  const added =
    ADD.exec(typed) ??
    firstMatch(ADD_GERMAN, typed) ??
    (marked && (readsAsTask(normalise(marked)) || readsAsGermanTask(marked.replace(DAY_LAST, "")))
      ? [typed, marked]
      : undefined);
  const moved = GERMAN_ON_DAY.exec(text);
  return (
    command(text, typed) ??
    readQuestionPart(text) ??
    (added?.[1] ? { kind: "add", text: addedTitle(unquoted(added[1]), typed), explicit: true } : undefined) ??
    (moved?.[1] && moved[2] ? { kind: "move", target: targetOf(moved[1]), when: dayWords(moved[2]) } : undefined)
  );
}

/** A title asked for in German in the order quick add reads it (see `germanTaskOrder`), English as said. */
const addedTitle = (title: string, typed: string) => (languageOf(typed) === "de" ? germanTaskOrder(title) : title);

/** "Brot kaufen", "morgen Oma anrufen": words and an infinitive, no command to the assistant ("Salz" alone is none). */
const readsAsGermanTask = (words: string) => {
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
function namedWithItsDay(words: string): boolean {
  const said = normalise(words);
  const day = DAY_LAST.exec(said);
  const when = day?.[0].trim() ?? "";
  return day !== null && day.index > 0 && /\p{L}/u.test(when) && ADD_DETAIL.test(when) && !saysToAssistant(said);
}

/** Whether a later part of "add A and B" is a task of its own: it begins, or (German) ends, as a task does. */
function readsAsAnotherTask(text: string, german: boolean): boolean {
  if (saysToAssistant(text)) return false;
  return german ? GERMAN_TASK.test(text) && !GERMAN_COMMAND.test(text) : beginsAsTask(text);
}

/**
 * "make X urgent and move it to monday": "it" in a later part is the task the part before named, changed or not
 * (a rename changes the name, so there "it" stays the task the rename's reply shows).
 */
function withReferent(intent: Intent, previous: Intent): Intent {
  const named =
    "target" in previous && previous.target.kind === "named" && previous.kind !== "rename"
      ? previous.target
      : undefined;
  if (!named || !("target" in intent) || intent.target.kind !== "previous" || intent.target.index !== 0) return intent;
  return { ...intent, target: named };
}

/** A question as one part of a compound message ("what's overdue and what's due tomorrow"). */
function readQuestionPart(text: string): Intent | undefined {
  const question = /^(?:what|whats|what's|was|show|how many|wie viele)\b/.test(text) ? readQuestion(text) : undefined;
  return question && { kind: "question", question };
}

/** A lead-in that ends on "bitte" ("Bitte …", "Servus, bitte …"). */
const PLEASE_LAST = /(?:^|\s)bitte[,!.]?\s+$/i;
/**
 * Austrian and Bavarian formal requests, "Sie" said as "'s" after the verb: "tragen's mir bitte … ein", "löschen's
 * den Arzttermin", "könnten's …". Only first (after a greeting), in German, and before the words such a request goes
 * on with, where an English possessive ("Karen's party", "Stephen's den") never stands.
 */
const SIE_CONTRACTED =
  /^(\p{L}{2,}en)['\u2019]s(?=\s+(?:mir|uns|bitte|mal|doch|noch|gleich|schnell|ein|auf|an|ab|aus|den|die|das|dem|der)(?:[\s,:]|$))/iu;
/** `message` with a formal "'s" written out as "Sie" (see SIE_CONTRACTED), as the rules read formal requests. */
function withSieSaid(message: string): string {
  const lead = LEAD_IN.exec(message)?.[0] ?? "";
  const said = message.slice(lead.length);
  return SIE_CONTRACTED.test(said) && languageOf(said) === "de"
    ? `${lead}${said.replace(SIE_CONTRACTED, "$1 Sie")}`
    : message;
}

/**
 * `typed` is what the user typed; the title of a task to add keeps its own spelling. German said with its verb
 * last or split ("kannst du den Arzttermin entfernen?", "hak X ab") is read in the verb-first order when that
 * order is a request the rules carry out; otherwise as typed.
 */
/**
 * "whats due tmr? oh and add buy batteries": a question, then a request said in so many words after it; both are
 * answered. A request only guessed at (a title alone) is not: the whole is asked about.
 */
function questionThenRequest(message: string): Intent | undefined {
  const split = /^([^?]+\?)\s+([^?]+)$/.exec(message.trim());
  if (!split?.[1] || !split[2]) return undefined;
  const question = understandAsSaid(split[1]);
  const request = understandAsSaid(split[2]);
  if (question.kind !== "question") return undefined;
  const asked =
    (request.kind === "add" && request.explicit) ||
    !["unclear", "add", "add-many", "question", "compound", "greeting", "small-talk", "help"].includes(request.kind);
  return asked ? { kind: "compound", parts: [question, request] } : undefined;
}

export function understand(typed: string): Intent {
  const message = withSieSaid(inGermanSpelling(typed));
  // "Merci, kannst du noch X eintragen", "X verschieben, danke": thanks around a request are no part of its order.
  const thanked = tidy(message).replace(TRAIL_OFF, "");
  const unled = thanked.replace(LEAD_IN, "");
  // "Bitte X eintragen": the "bitte" the lead-in takes still says the verb last is asked for.
  const asked = PLEASE_LAST.test(thanked.slice(0, thanked.length - unled.length)) ? `bitte ${unled}` : unled;
  const turned = verbFirst(asked);
  const inOrder = turned === undefined ? undefined : understandAsSaid(turned);
  const request = inOrder && inOrder.kind !== "unclear" && !(inOrder.kind === "add" && !inOrder.explicit);
  const meant = request ? inOrder : understandAsSaid(message);
  if (meant.kind === "add") return { ...meant, text: inTypedSpelling(meant.text, typed) };
  if (meant.kind === "add-many") return { ...meant, texts: meant.texts.map((text) => inTypedSpelling(text, typed)) };
  return meant;
}

function understandAsSaid(message: string): Intent {
  const whole = normalise(message);
  if (GREETING.test(whole)) return { kind: "greeting" };
  if (SMALL_TALK.test(whole)) return { kind: "small-talk" };
  if (CHANGED_MIND.test(whole)) return { kind: "undo" };
  const asked = message.trim().endsWith("?");
  const tidied = tidy(message.replace(/[\u2018\u2019]/g, "'"))
    .replace(LEAD_IN, "")
    .replace(TRAIL_OFF, "")
    .replace(GERMAN_REMARK, "");
  // "could you please add X": "please" after the polite words is no part of the request either.
  const typed = asked ? tidied : tidied.replace(POLITE, "").replace(/^(?:please|pls|kindly)\s+/i, "");
  const text = normalise(typed);
  // "did I call the bank? mark it done": several sentences, more than the rules read.
  if (text.includes("?"))
    return questionThenRequest(message) ?? { kind: "unclear", text: message.trim(), why: "question" };
  if (text === "") return { kind: "help" };
  if (HELP.test(text)) return { kind: "help" };
  if (SMALL_TALK.test(text)) return { kind: "small-talk" };
  // "could you kindly move X to friday?", "could you add X on monday?": asked, so the language model's to answer when
  // there is one; without one, the request to change or add the task is (see `politeChangeOf`, `politeAddOf`).
  if (asked && (POLITE_ADD.test(message.trim()) || politeRequestOf(tidied)))
    return { kind: "unclear", text: message.trim(), why: "question" };
  const request = text.replace(POLITE, "");
  // "plan out my week, gonna be a busy one": a remark after the request, which is no task, adds nothing to it.
  const [first = "", ...remark] = request.split(/\s*[,;]\s+/);
  const remarked = remark.length > 0 && !remark.some((said) => readsAsTask(said));
  if (PLAN.test(request) || (remarked && PLAN.test(first))) return { kind: "plan" };
  if (PLAN_WEEK.test(request) || (remarked && PLAN_WEEK.test(first))) return { kind: "plan-week" };
  if (REVIEW.test(request)) return { kind: "review" };
  const many = firstMatch(ADD_MANY, typed);
  if (many?.[1]) return { kind: "add-many", texts: listedTasks(many[1]).withDetail };
  const put = PUT_ON_LIST.exec(typed);
  if (put?.[1]) return { kind: "add", text: put[1], explicit: true };
  const added = ADD.exec(typed) ?? firstMatch(ADD_GERMAN, typed) ?? TASK_THAT_GERMAN.exec(typed);
  if (added?.[1] && !firstMatch(TAG, text)) {
    const asked = unquoted(added[1]);
    const said = withListBeforeColon(THAT_I_FIRST.exec(asked)?.[1] ?? asked);
    const title = languageOf(typed) === "de" ? germanTaskOrder(said) : said;
    // "trag ein morgen A und samstag um 16 Uhr B": each part with a day of its own first is a task of its own.
    const dated = listedTasks(said).listed;
    if (languageOf(typed) === "de" && dated.length > 1 && dated.every(beginsWithOwnDay))
      return { kind: "add-many", texts: dated.map(germanTaskOrder) };
    // "füg Brot kaufen und Müll rausbringen hinzu": German tasks, each a thing and its verb; "Salz und Pfeffer
    // kaufen" is one.
    const germanTasks = listedTasks(title);
    if (germanTasks.listed.length > 1 && germanTasks.listed.every((each) => /\s/.test(each) && GERMAN_TASK.test(each)))
      return { kind: "add-many", texts: germanTasks.withDetail };
    const items = title.split(STEP_SEPARATOR).map((each) => each.trim());
    // "todo: call the plumber, a gift for dad, renew the passport": a list after a colon is several tasks when
    // two of them read as tasks on their own ("todo: buy milk, eggs and bread" is one).
    const listed = typed.slice(0, typed.length - added[1].length).includes(":") && title.includes(",");
    const german = languageOf(typed) === "de";
    const tasks = items.filter((each) => /\s/.test(each) && readsAsAnotherTask(normalise(each), german));
    if (listed && tasks.length >= 2) return { kind: "add-many", texts: items };
    // "add call the vet and buy cat food", "add buy bread and mark the plants done": more than one request.
    return compound(typed) ?? { kind: "add", text: withPriorityMark(withListMention(title)), explicit: true };
  }
  if (/^remind me to\s/i.test(typed)) return { kind: "add", text: typed, explicit: true };
  const labelled = PRIORITY_LABEL.exec(typed);
  if (labelled?.[4]) {
    // The words after the label are understood alone; a task among them gets the label's priority.
    const meant = understand(labelled[4]);
    if (meant.kind !== "add" && !(meant.kind === "unclear" && ["maybe-task", "command"].includes(meant.why)))
      return meant;
    const mark = labelled[1] ? "p1" : labelled[2] ? "p2" : "p3";
    return { kind: "add", text: `${meant.kind === "add" ? meant.text : labelled[4]} ${mark}`, explicit: true };
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
    const [, when = "", what = ""] = GERMAN_WHEN_FIRST.exec(remindGerman[1].replace(GERMAN_PARTICLES, "")) ?? [];
    const task = `${what.replace(GERMAN_PARTICLES, "")} ${infinitiveOf(remindGerman[2])} ${when.replace(/,/g, "")}`
      .replace(/\s+/g, " ")
      .trim();
    return { kind: "add", text: `remind me to ${task}`, explicit: true };
  }
  const remindAbout = REMIND_ME_WHEN_ABOUT_GERMAN.exec(typed);
  if (remindAbout?.[1] && remindAbout[2]) {
    // As quick add's "remind me to", the day and time after the task (see REMIND_ME_TO_GERMAN).
    return { kind: "add", text: `remind me to ${remindAbout[2]} ${remindAbout[1]}`, explicit: true };
  }
  // "what's overdue and what's due tomorrow": two questions, each answered.
  const questions = /\s(?:and|und)\s+(?:what|whats|what's|was|how many|wie viele|show|zeig)\b/.test(text);
  const both = questions ? compound(typed) : undefined;
  if (both) return both;
  if (TO_FIND_OUT.test(text)) return { kind: "unclear", text: message.trim(), why: "maybe-task" };
  // "überfällig bei work?": slots and a name, asked; "call mum tomorrow?" reads as a task, so is asked about.
  const doneSaid = !asked && DID_IT_GERMAN.test(text.split(/\s*,\s*/)[0] ?? "");
  const question =
    SHOWN_TO_SOMEONE.test(text) || doneSaid ? undefined : readQuestion(text, typed, asked && !readsAsTask(text));
  if (question) return { kind: "question", question };
  // "did the parcel arrive?": asked whether something happened, never a task said done.
  if (asked && /^did\s/.test(text)) return { kind: "unclear", text: message.trim(), why: "question" };
  // "könnten Sie bitte beim X das Schlagwort a entfernen und stattdessen b setzen?": asked politely, still one change.
  const said = tagSwapOf(text.replace(POLITE_LEAD, "").replace(POLITE, "")) ?? compound(typed) ?? command(text, typed);
  // "finish slides monday p1": quick add's marks beside words in the name say a task is meant, not one of the
  // user's ("complete #errands" is a group, and a delete never turns into an add).
  if (said?.kind === "complete" && said.target.kind === "named" && marksBesideWords(said.target.name)) {
    return { kind: "add", text: message.trim(), explicit: false };
  }
  if (said) return said;
  if (targetOf(text).kind === "previous") return { kind: "unclear", text: message.trim(), why: "pronoun" };
  const asking = QUESTION_WORD.test(text);
  if (asking) return { kind: "unclear", text: message.trim(), why: "question" };
  if (/\b(?:it|them|that|those)\b/.test(text) && /^(?:make|set|mark|move|change|put|do|finish|complete)\b/.test(text)) {
    return { kind: "unclear", text: message.trim(), why: "pronoun" };
  }
  if ((COMMAND_VERB.test(text) && !beginsAsTask(text)) || GERMAN_COMMAND.test(text) || SWITCH.test(text)) {
    return { kind: "unclear", text: message.trim(), why: "command" };
  }
  const beforeRemark = addBeforeRemark(message);
  if (beforeRemark) return beforeRemark;
  if (STATEMENT.test(text) || (GERMAN_STATEMENT.test(text) && languageOf(text) === "de"))
    return { kind: "unclear", text: message.trim(), why: "statement" };
  // "Call bank auf 16 Uhr": an English title moved in German, which says its day in German ("auf" is never English).
  const onDayAlone = GERMAN_ON_DAY_ALONE.exec(text);
  const onDay = languageOf(text) === "de" || languageOf(onDayAlone?.[2] ?? "") === "de" ? onDayAlone : null;
  const moved = onDay?.[1] && !DESCRIBED.test(onDay[1]) ? targetOf(onDay[1]) : undefined;
  // "das erste auf sonntag", "die auf morgen": a task of the previous reply moved, never a task named "das erste".
  if ((moved?.kind === "named" || moved?.kind === "previous") && onDay?.[2])
    return { kind: "move", target: moved, when: dayWords(onDay[2]) };
  const onList = LIST_AFTER_COMMA.exec(typed);
  if (onList && !message.trim().endsWith("?") && readsAsTask(normalise(typed.slice(0, onList.index))))
    return { kind: "add", text: withListMention(typed), explicit: false };
  if (message.trim().endsWith("?") || !readsAsTask(text)) {
    const offered = message.trim().endsWith("?") ? message.trim() : withoutCourtesy(message.trim());
    return { kind: "unclear", text: offered, why: "maybe-task" };
  }
  if (SEND_SOMEONE_SOMETHING.test(text)) return { kind: "unclear", text: message.trim(), why: "command" };
  // "morgen einkaufen und am samstag Geschenk besorgen": German tasks, each a thing and its verb, each its own day
  // ("morgen: A und B" says one day for both, which quick add reads of the whole).
  // "Kasse zählen heute 20 uhr pls", "…, danke", "Bitte …": a courtesy around the task is no part of it.
  const task = withoutCourtesy(message.trim());
  const germanTasks = listedTasks(task).withDetail;
  const several = germanTasks.length > 1 && !message.includes(":");
  if (languageOf(typed) === "de" && several && germanTasks.every((each) => readsAsGermanTask(each)))
    return { kind: "add-many", texts: germanTasks.map(germanTaskOrder) };
  return { kind: "add", text: task, explicit: false };
}

/** "Bitte …", "please …": a courtesy said before a task, as typed. */
const COURTESY_FIRST = /^(?:bitte|please|pls|plz)[,!.]?\s+(?=\S)/i;
/** A task as typed without the courtesy before or after it ("Bitte Milch kaufen", "X morgen pls"). */
const withoutCourtesy = (task: string) => task.replace(COURTESY_LAST, "").replace(COURTESY_FIRST, "");
/**
 * "investor update schreiben bis freitag, hohe prio, deadline ist hart", "…, the client is waiting": a remark said
 * after a task and its details, a statement of a few words, which is no part of it.
 */
const REMARK_LAST = /,\s+([^,]+)$/u;
/**
 * What a remark may not say for the task before it to be added unasked: that it is done, off, moved or not wanted
 * ("…, ist erledigt", "…, is cancelled", "…, ist jetzt morgen"), or anything of a day or a time.
 */
const REMARK_OF_A_CHANGE = new RegExp(
  String.raw`(?:^|\s)(?:done|finished|completed?|cancell?ed|off|over|moved|gone|closed|erledigt|fertig|abgesagt|verschoben|gestrichen|vorbei|weg|raus|durch|zu|geschlossen|egal|hinfällig|nicht|not|no|kein\p{L}*|never|nie|nichts|nix|${DAY_WORD})(?=\s|$)|\p{L}{3,}ed(?=\s|$)|(?:^|\s)${GERMAN_PARTICIPLE_WORD}(?=\s|$)`,
  "u",
);
const REMARK_WORDS_MAX = 5;
/** The task said before a remark (see REMARK_LAST), when the words before it are one to add. */
function addBeforeRemark(message: string): Intent | undefined {
  const remark = REMARK_LAST.exec(message.trim());
  const said = normalise(remark?.[1] ?? "");
  if (!remark || !STATEMENT.test(said) || said.split(" ").length > REMARK_WORDS_MAX) return undefined;
  if (REMARK_OF_A_CHANGE.test(said) || readsAsTask(said)) return undefined;
  // The words before the first comma read as a task themselves ("Zahnarzt morgen, die Praxis ist zu" may not).
  const first = message.trim().split(",")[0] ?? "";
  if (!readsAsTask(normalise(first))) return undefined;
  const before = understandAsSaid(message.trim().slice(0, remark.index));
  // Only a task said as one: "kannst du X vorziehen, die deadline ist früher" speaks to the assistant.
  return before.kind === "add" && (before.explicit || !saysToAssistant(normalise(before.text))) ? before : undefined;
}
/** What a polite request asks the rules to do to the user's tasks, not to add one, answer or talk. */
const CHANGES_TASKS = new Set<Intent["kind"]>([
  "complete",
  "delete",
  "tag",
  "untag",
  "move",
  "move-to-list",
  "rename",
  "priority",
  "stop-repeating",
  "repeat",
  "undate",
  "shift",
  "remind",
  "break-down",
]);

/**
 * "could you kindly move the car service to next thursday?", "can you please mark X as done?": a request to change
 * the user's tasks, though asked with a question mark; "can you water my plants?" asks something else (the model's).
 */
function politeRequestOf(tidied: string): Intent | undefined {
  if (!POLITE.test(tidied)) return undefined;
  const request = tidied.replace(POLITE, "").replace(/^(?:please|pls|kindly)\s+/i, "");
  const meant = understandAsSaid(request);
  const parts = meant.kind === "compound" ? meant.parts : [meant];
  if (!parts.every((part) => CHANGES_TASKS.has(part.kind))) return undefined;
  // "can you finish the report?" asks for the work, which the assistant cannot do: only a task marked done is.
  return parts.some((part) => part.kind === "complete") && !MARKED_DONE.test(normalise(request)) ? undefined : meant;
}
/**
 * "could you kindly move the car service to next thursday?", "can you please mark X as done?": asked, so the
 * language model's to answer when there is one; without one, the request to change the user's tasks is.
 */
export function politeChangeOf(typed: string): Intent | undefined {
  const message = inGermanSpelling(typed);
  if (!message.trim().endsWith("?")) return undefined;
  const tidied = tidy(message.replace(/[\u2018\u2019]/g, "'"))
    .replace(LEAD_IN, "")
    .replace(TRAIL_OFF, "")
    .replace(GERMAN_REMARK, "");
  return politeRequestOf(tidied);
}
/** A task said to be marked done, not done: "mark X as done", "tick X off", "complete the X task". */
const MARKED_DONE =
  /^(?:mark|tick|check|cross|complete)\s|\s(?:off|as (?:done|complete|completed|finished|erledigt)|abhaken|als erledigt markieren)$/;

/** "… please", "…, danke!": a courtesy said after a task, as typed. */
const COURTESY_LAST =
  /(?<=\S)[,\s]+(?:please|pls|plz|bitte|thanks|thank you|thx|ty|thanks a million|eh|danke|(?:danke|bitte) (?:recht |sehr )?schön|danke dir|danke vielmals|vielen (?:lieben )?dank|merci)[\s!.]*$/i;

/**
 * Whether a message not asking for a task in so many words still reads as one: it begins as English tasks do
 * ("buy …", "call …") or ends as German ones do ("Milch kaufen"), and says nothing to the assistant ("for me",
 * "this"). Anything else is asked about: quick add saves a task that only has a date or a tag (see the add
 * handler).
 */
export function readsAsTask(text: string): boolean {
  if (saysToAssistant(text)) return false;
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
const beginsAsTask = (text: string) => TASK_VERB.test(text) || SHOWN_TO_SOMEONE.test(text);

/**
 * "„Kaution zurückfordern“", "\"call mum\"": a title in quotes, without them; also when details follow the quoted
 * title ("'Kita Anmeldung' zur Liste Home", "'pay rent' for monday"): quotes only mark where the title ends.
 */
const unquoted = (title: string) =>
  title
    .replace(/^["'\u201c\u201e\u00bb](.+)["'\u201c\u201d\u00ab]$/u, "$1")
    .replace(
      /^(?:"([^"]+)"|'([^']+)'|[\u201c\u201e\u00bb]([^\u201c\u201d\u00ab]+)[\u201c\u201d\u00ab])(?=[\s,])/u,
      "$1$2$3",
    );

/** REMIND_ME_INFINITIVE_GERMAN's match, when a day or time comes first and a task, not "an X", after it. */
function remindedByInfinitive(typed: string): RegExpExecArray | null {
  const said = REMIND_ME_INFINITIVE_GERMAN.exec(typed);
  const [, when = "", what = ""] = GERMAN_WHEN_FIRST.exec(said?.[1]?.replace(GERMAN_PARTICLES, "") ?? "") ?? [];
  return said && when.trim() !== "" && what.trim() !== "" && !/^(?:an|ans|am)\s/i.test(what) ? said : null;
}

/** German "anzurufen", "zu bezahlen" → "anrufen", "bezahlen": a task's infinitive without its "zu". */
const infinitiveOf = (words: string) => words.replace(/^zu\s+/i, "").replace(/^(\p{L}+?)zu(\p{L}+)$/iu, "$1$2");

/**
 * "could you please add X?": asked, so the language model's to answer when there is one; without one, the request
 * to add it is.
 */
export function politeAddOf(message: string): Intent | undefined {
  if (!POLITE_ADD.test(message.trim())) return undefined;
  const meant = understand(message.trim().replace(/\?+$/, ""));
  return meant.kind === "add" ? meant : undefined;
}

/** Whether a (normalised) message speaks of the speaker or the assistant ("for me", "this"): said to the assistant. */
export const saysToAssistant = (text: string) =>
  POINTS_AT_SPEAKER_OR_ASSISTANT.test(text) ||
  POINTS_AT_ONE_DESCRIBED.test(text) ||
  SAID_TO_SOMEONE.test(text.replace(LEAD_IN, "").replace(TRAIL_OFF, ""));

/** "prepare slides to +Work", "clean the fridge to my home list": the list as quick add's `+Name`. */
function withListMention(text: string): string {
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
