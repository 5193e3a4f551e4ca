/**
 * Reading changes to tasks the user has, other than a move: break-downs into steps, renames, tags put on, taken off
 * or swapped, priorities, repeats set or stopped, dates taken off or shifted by days, reminders.
 */
import { countOf } from "../../../shared/quick-add/number-words";
import type { TaskPriority } from "../../../shared/schemas/task";
import type { Intent } from "./intent";
import { firstMatch, normalise, STEP_SEPARATOR } from "./message-text";
import { readsAsGermanTask, readsAsTask } from "./reads-as-task";
import { ENGLISH_WEEKDAY, GERMAN_WEEKDAY_NAMES } from "./small-words";
import { THE_PREVIOUS, targetOf } from "./targets";
import { PRIORITY_WORD_AFTER_COMMA, SAID_PRIORITY, SAID_PRIORITY_WORDS, withPriorityMark } from "./task-details";

export const TAG = [
  // "tag X with #a": the "with" before the tags is no part of the name.
  /^tag\s+(.+?)(?:\s+(?:with|as))?((?:\s+#[^\s#]+)+)$/,
  // "tag it work": after a pointing word the name has ended, so the words after it are tags, "#" or not.
  /^(?:tag|label)\s+(it|that|this|them|those|these|both|that one|this one)\s+((?:#?[^\s#]+)(?:\s+(?:and\s+)?#?[^\s#]+)*)$/,
  // German "tag mal X mit Y", "tagg X mit Y": the words said to someone before the name are no part of it.
  /^(?:tag|label|tagge?)(?:\s+(?:mal|bitte))*\s+(.+?)\s+(?:with|as|mit|als)\s+((?:#?[^\s#]+)(?:\s+(?:and\s+|und\s+)?#?[^\s#]+)*)$/,
  // "put the tag travel to the passport task": a German speaker's "den Tag … an … setzen" said in English.
  /^(?:add|put|set|give) (?:the )?tags?\s+((?:#?[^\s#]+)(?:\s+(?:and\s+)?#?[^\s#]+)*) (?:to|on|onto)\s+(.+)$/,
  /^add ((?:#[^\s#]+)(?:\s+(?:and\s+)?#[^\s#]+)*) (?:tags? )?to\s+(.+)$/,
  // "add the finance tag to car service": the tag named as one, before the task.
  /^(?:add|put|set|give) (?:the |a )?#?([^\s#]+) tag (?:to|on|onto)\s+(.+)$/,
  // "beim Arzttermin (noch) den Tag gesundheit hinzufügen": the same, the verb last.
  /^(?:bei|beim|bei der|bei dem|zu|zum|zur)\s+(.+?)\s+(?:(?:noch|auch|bitte|mal|zusätzlich)\s+)*(?:den|das|die)\s+(?:tags?|schlagwort|schlagwörter)\s+((?:#?[^\s#]+)(?:\s+(?:und\s+)?#?[^\s#]+)*?)\s+(?:hinzufügen|dazufügen|ergänzen|vergeben|dranhängen|anhängen)$/,
  // "füg beim Arzttermin noch den Tag gesundheit hinzu", "füge dem Arzttermin bitte das Schlagwort a hinzu": the
  // task the tag goes on after "beim", "zum", "dem", the tag named as one; never a task to add.
  /^(?:füge?|fügen sie)\s+(?:(?:bitte|mal|noch|auch)\s+)*(?:bei|beim|bei der|bei dem|zu|zum|zur|dem|der)\s+(.+?)\s+(?:(?:noch|auch|bitte|mal|zusätzlich)\s+)*(?:den|das|die)\s+(?:tags?|schlagwort|schlagwörter)\s+((?:#?[^\s#]+)(?:\s+(?:und\s+)?#?[^\s#]+)*?)\s+(?:(?:noch|auch)\s+)?hinzu$/,
  /^füge?\s+(?:bei|zu)\s+(.+?)\s+(?:den |das )?(?:tag|schlagwort)\s+#?([^\s#]+)\s+hinzu$/,
  // "…, und füg den tag behörde hinzu": no task named, the task of the part or the reply before.
  /^(?:füge?|fügen sie)\s+(?:(?:bitte|mal|noch|auch)\s+)*()(?:den|das)\s+(?:tag|schlagwort)\s+#?([^\s#]+)\s+(?:(?:noch|auch)\s+)?hinzu$/,
  // "füg ihm den Tag urlaub hinzu": the task of the reply before, named by a pronoun.
  /^(?:füge?|fügen sie)\s+(?:(?:bitte|mal|noch|auch)\s+)*(ihm|ihr|ihnen)\s+(?:(?:noch|auch|bitte|mal|zusätzlich)\s+)*(?:den|das|die)\s+(?:tags?|schlagwort)\s+#?([^\s#]+)\s+(?:(?:noch|auch)\s+)?hinzu$/,
  // German, the verb last: "X mit #einkauf taggen", "X mit dem Tag arbeit versehen".
  /^(.+?)\s+mit\s+(?:dem\s+)?(?:tag\s+|schlagwort\s+)?((?:#?[^\s#]+)(?:\s+(?:und\s+)?#?[^\s#]+)*?)\s+(?:taggen|versehen|markieren)$/,
  // "gib X (noch) den Tag Y", "häng an X noch #Y dran": the tag named as one ("den Tag", "#"), not any words.
  /^(?:gib|gebe?)\s+(.+?)\s+(?:(?:noch|auch|zusätzlich|bitte|mal)\s+)*(?:den|das)\s+(?:tag|schlagwort)\s+#?([^\s#]+)$/,
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
  /^nimm (?:bei|beim|bei der|von|vom|aus) (.+?) (?:den |das )?(?:tag |schlagwort )#?([^\s#]+) (?:raus|heraus|weg)$/,
  // "nimm beim Dentist den Tag health raus", turned: "entferne beim dentist den tag health".
  /^(?:entferne|lösche) (?:bei|beim|bei der|von|vom) (.+?) (?:den |das )(?:tag|schlagwort) #?([^\s#]+)$/,
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
export function tagSwapOf(text: string): Intent | undefined {
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
  // "divide X in: a, b and c": a French speaker's "diviser en", its colon before the steps.
  /^(?:break (?:down|up)|split(?: up)?|divide(?: up)?)\s+(.+?)\s+(?:into|in)(?:\s*:?\s+(.*))?$/i,
  // "break X down into a, b and c", "split X up into …": the particle after the task, as English allows.
  /^(?:break|split)\s+(.+?)\s+(?:down|up)\s+(?:into|in)(?:\s+(.*))?$/i,
  // "subtasks for X: a, b", "Unteraufgaben für X: A, B und C": the steps named first.
  /^(?:subtasks|sub-tasks|steps|unteraufgaben|teilaufgaben|teilschritte|zwischenschritte|schritte)\s+(?:for|of|für|zu|von|bei)\s+(.+?)\s*:\s*(.*)$/i,
  // "teil X auf: A, B", "teile X in Schritte auf: A, B": the steps after the separated "auf" and its colon.
  /^(?:zerleg|zerlege|teil|teile|unterteil|unterteile|(?:zerlegen|teilen|unterteilen) sie)\s+(.+?)(?:\s+in\s+(?:folgende\s+)?(?:schritte|teile|teilaufgaben|unteraufgaben|einzelschritte))?\s+auf\s*:\s*(.*)$/i,
  // German separates the verb: "teil X auf in A, B", "teile X in A und B auf", "zerleg X in A, B".
  // "unterteilen Sie X in …": the formal request, its verb first as well.
  /^(?:zerleg|zerlege|teil|teile|unterteil|unterteile|(?:zerlegen|teilen|unterteilen) sie)\s+(.+?)(?:\s+auf)?\s+in(?:\s*:?\s+(.*?))?(?:\s+auf)?$/i,
  // "mach aus X drei Unteraufgaben: A, B, C", "make X into three subtasks: a, b": the count is no part of the steps.
  /^(?:mach(?:e)?\s+(?:mir\s+)?aus|make|turn)\s+(.+?)\s+(?:into\s+)?(?:(?:zwei|drei|vier|fünf|ein paar|mehrere|two|three|four|five|some|a few|\d+)\s+)?(?:unteraufgaben|teilaufgaben|schritte|subtasks|sub-tasks|steps)\s*:\s*(.*)$/i,
  // Not "zerlegen" last: "Schrank in Einzelteile zerlegen" is a task.
  /^(.+?)\s+(?:aufteilen|unterteilen)\s+in(?:\s*:?\s+(.*))?$/i,
  // "X in Unteraufgaben aufteilen: A, B, C": the steps after the colon.
  /^(.+?)\s+in\s+(?:unteraufgaben|teilaufgaben|schritte|einzelschritte|teile)\s+(?:aufteilen|unterteilen|zerlegen)\s*:\s*(.*)$/i,
  /^(.+?)\s+in\s+(.+?)\s+(?:aufteilen|unterteilen)$/i,
];
/**
 * "send the invoice friday high priority", "Rechnung schicken Freitag hohe Priorität": a task with its day and its
 * priority, not an open task's new priority, when the words before the day read as a task ("dentist friday high
 * priority" stays a change).
 */
const TASK_WITH_DAY_AND_PRIORITY = new RegExp(
  String.raw`^(?!(?:make|set|mark|flag|give|change|bump|raise|mach|setz|markiere)\s)(\S.*?)\s(?:today|tonight|tomorrow|${ENGLISH_WEEKDAY}|heute|morgen|übermorgen|${GERMAN_WEEKDAY_NAMES})${SAID_PRIORITY.source}`,
  "u",
);
/**
 * "Kita-Anmeldung ausfüllen mit hoher Priorität": a German task (its infinitive last) said with its priority, to add;
 * "X mit hoher Priorität versehen" has its verb last and changes X.
 */
const GERMAN_TASK_WITH_PRIORITY = new RegExp(String.raw`^(.+)\s+(?=mit\s)${SAID_PRIORITY_WORDS}$`, "u");
/** "buy a new kettle, high priority", "Reifen wechseln, niedrige Prio": a task's title, a comma, its priority. */
const TASK_THEN_PRIORITY = new RegExp(
  String.raw`^(\S.*?)(?:\s*,\s*${SAID_PRIORITY_WORDS}$|${PRIORITY_WORD_AFTER_COMMA.source})`,
  "iu",
);
const RENAME = [
  /^(?:rename|retitle)\s+(.+?)\s+(?:to|as|into)\s+(.+)$/i,
  /^change (?:the )?(?:name|title) of\s+(.+?)\s+to\s+(.+)$/i,
  /^benenne?\s+(.+?)\s+(?:in|zu)\s+(.+?)\s+um$/i,
  /^benenne?\s+(.+?)\s+um\s+(?:in|zu)\s+(.+)$/i,
  /^(.+?)\s+umbenennen\s+(?:in|zu)\s+(.+)$/i,
];
/**
 * A priority's level in German, as said after "Priorität": "hoch", "mittel", "niedrig"; or its English word, which
 * German said at work mixes in ("Prio runter auf low", "Prio von X auf high").
 */
const GERMAN_LEVEL = "(?:(hoch|höchste|dringend|wichtig|high|top|urgent)|(mittel|normal|medium)|(niedrig|gering|low))";
/** The same said before it: "hohe Priorität", "niedrige Prio". */
const GERMAN_LEVEL_SAID = "(?:(hohe[rn]?|höchste[rn]?)|(mittlere[rn]?|normale[rn]?)|(niedrige[rn]?|geringe[rn]?))";
const PRIORITY_WORD = `(?:a |an )?(?:(high|top|urgent|important|p1|hohe?|wichtig|dringend)|(medium|normal|p2|mittlere?)|(low|p3|niedrige?|unwichtig)|(no))(?: priority| prio(?:rität)?)?`;
const PRIORITY = [
  new RegExp(String.raw`^(?:set|change) (?:the )?priority (?:of|for|on)\s+(.+?)\s+to\s+${PRIORITY_WORD}$`),
  new RegExp(
    String.raw`^(?:make|set|mark|flag|give|change|bump|raise|move|put)\s+(.+?)\s+(?:up to |to |as |a |on )?${PRIORITY_WORD}$`,
  ),
  /^(?:prioriti[sz]e)\s+(.+)$/,
  // "X hohe Priorität", "setz X auf mittlere Priorität", "gib X eine niedrige Prio", "versehe X mit hoher Priorität"
  // (the formal "versehen Sie …" turned), and without a task ("mach hohe Prio") the one the message or the previous
  // reply is about.
  new RegExp(
    String.raw`^(?:(?:setze?|stelle?|gib|gebe?|mache?|versehe?|versieh)\s+)?(?:(.+?)\s+)?(?:auf\s+|eine\s+|mit\s+(?:einer\s+)?)?${GERMAN_LEVEL_SAID}\s+(?:priorität|prio)$`,
  ),
  // "tax return can be medium priority": what it may be now, said of it.
  /^(?!(?:can|could|would|will|do|does|did|is|are|what|how|when|why|which|who)\b)(.+?)\s+(?:is |should be |to |(?:can|could|may) (?:now )?be )?(?:a |an )?(?:(high|top|urgent)|(medium|normal)|(low))\s+priority$/,
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
    String.raw`^(?:(?:setze?|stelle?|mache?|gib|gebe?)\s+)?(?:(.+?)\s+)?(?:auf\s+|mit\s+|die\s+)?(?:priorität|prio)\s+(?:(?:runter|herunter|hoch|rauf|herauf)\s+)?(?:auf\s+)?${GERMAN_LEVEL}$`,
  ),
  // "X Prio runter", "Prio rauf bei X": the way alone, to the lowest or the highest level (as "lower the priority").
  /^(?:(?:setze?|stelle?|mache?|nimm|dreh)\s+)?(?:(.+?)\s+)?(?:die\s+)?(?:priorität|prio)\s+(?:(rauf|herauf|nach oben)|(?!)()|(runter|herunter|nach unten))(?:\s+(?:setzen|stellen|machen|nehmen|drehen))?$/,
  /^(?:(?:setze?|stelle?|mache?|nimm|dreh)\s+)?(?:die\s+)?(?:priorität|prio)\s+(?:von|für|bei)\s+(.+?)\s+(?:(rauf|herauf|nach oben)|(?!)()|(runter|herunter|nach unten))(?:\s+(?:setzen|stellen|machen|nehmen|drehen))?$/,
  new RegExp(
    String.raw`^(.+?)\s+(?:auf\s+)?${GERMAN_LEVEL_SAID}\s+(?:priorität|prio)\s+(?:setzen|stellen|ändern|machen)$`,
  ),
];
/**
 * "update cv hat keine eile mach niedrige prio": why, said between the task and the verb that sets its priority, is
 * no part of the task's name.
 */
const WEIGHED_BEFORE_SET =
  /\s+(?:hat keine eile|eilt nicht|hat zeit|kann warten|ist (?:(?:so|sehr|echt|voll|mega|übelst)\s+)?(?:wichtig|dringend|eilig|unwichtig))\s*,?\s+(?:mach|setz|gib)e?(?:\s+(?:mal|bitte|da|ihm|dem|es))*(?=\s)/;
/** "make X repeat every friday", "repeat X weekly", "X should repeat every day". */
const REPEAT = [
  /^(?:make|set)\s+(.+?)\s+(?:repeat|recur)\s+((?:every|each|daily|weekly|monthly|yearly|jede|jeden|jedes|alle|täglich|wöchentlich|monatlich|jährlich).*)$/,
  /^(?:repeat)\s+(.+?)\s+((?:every|each|daily|weekly|monthly|yearly).*)$/,
  /^(.+?)\s+(?:should|must|needs to)\s+(?:repeat|recur)\s+((?:every|each|daily|weekly|monthly|yearly).*)$/,
  /^(.+?)\s+(?:soll(?:te)? sich\s+)?((?:jede|jeden|jedes|alle|täglich|wöchentlich|monatlich|jährlich).*?)\s+wiederholen$/,
  // "oma anrufen soll jeden samstag wiederholt werden": the passive.
  /^(.+?)\s+soll(?:te)?\s+((?:jede|jeden|jedes|alle|täglich|wöchentlich|monatlich|jährlich).*?)\s+wiederholt werden$/,
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
/** "every week", "daily", "each monday": how often a task repeats, said after the words that stop it. */
const REPEAT_SAID = String.raw`(?:\s+(?:every|each)\s+(?:other\s+)?\S+|\s+(?:daily|weekly|fortnightly|monthly|yearly|annually))?`;
/** "one time only", "a one-off", "once": a task that happens once, not again. */
const ONE_TIME = String.raw`(?:a\s+)?(?:one[- ]time|once|one[- ]off|single|non-?recurring|not recurring)(?:\s+(?:task|thing|event))?(?:\s+only)?`;
/** "…, kindly make it one time only": what the task should be instead, said after a comma. */
const ONE_TIME_AFTER = String.raw`(?:,?\s+(?:(?:please|pls|kindly|just)\s+)*(?:make|set|keep)\s+(?:it|this|that)\s+(?:to\s+)?${ONE_TIME})?`;
const STOP_REPEATING = [
  /^(?:stop repeating|stop recurring|don'?t repeat|do not repeat|no longer repeat|unrepeat)\s+(.+)$/,
  // "stop pay rent repeating, moving out in jan": the reason after a comma is no part of the request.
  /^stop\s+(.+?)\s+(?:from\s+)?(?:repeating|recurring)(?:\s*[,;-]\s+.+)?$/,
  // "shouldnt", "doesnt": typed without the apostrophe.
  // "X need not repeat every week, kindly make it one time only": Indian English "need not", how often it repeats
  // now and what it should be instead are said after it.
  new RegExp(
    String.raw`^(?:make\s+)?(.+?)\s+(?:should\s+)?(?:stop|no longer|not|doesn'?t|does not|won'?t|shouldn'?t|should not|needn'?t|needs? not|(?:doesn'?t|does not|don'?t|do not) need to|must not|mustn'?t)\s+(?:repeat|recur)(?:ring|ing)?(?: any ?more)?${REPEAT_SAID}${ONE_TIME_AFTER}$`,
  ),
  // "yoga's not weekly anymore, make it a one off": how often it repeats, said no more.
  new RegExp(
    String.raw`^(.+?)(?:'s| is)?\s+(?:not|no longer|isn'?t)\s+(?:daily|weekly|fortnightly|monthly|yearly|annual|recurring|repeating)(?:\s+any ?more)?${ONE_TIME_AFTER}$`,
  ),
  // "make yoga class a one-off", "kindly make it one time only": the task made to happen once.
  new RegExp(String.raw`^(?:make|set|keep|change|turn)\s+(.+?)\s+(?:to|into\s+)?${ONE_TIME}$`),
  // "… soll sich bitte nicht mehr wiederholen": a request's "bitte", "doch" before the "nicht"; "nimmer" is southern
  // German for "nicht mehr".
  /^(.+?) (?:soll(?:te)? (?:sich )?)?(?:(?:bitte|doch|mal|jetzt|ab jetzt) )*(?:nicht mehr|nimmer|nie mehr|nie wieder) (?:wiederholen(?: lassen)?|wiederholt werden)$/,
  // "mach das nicht mehr wöchentlich", "X nicht mehr jeden Montag": the repeat said no more.
  /^(?:mach(?:e)?\s+)?(.+?)\s+(?:soll(?:te)?\s+)?(?:nicht mehr|nimmer)\s+(?:täglich|wöchentlich|monatlich|jährlich|jede[nrs]?\s+\S+|alle\s+\S+\s+\S+)(?:\s+(?:machen|wiederholen|kommen))?$/,
  // "kannst du X nicht mehr wiederholen lassen": asked as a question.
  /^(?:kannst du|könntest du)\s+(?:(?:bitte|mal|doch)\s+)*(?:das\s+)?(.+?)\s+(?:(?:bitte|mal|doch)\s+)*(?:nicht mehr|nimmer|nie mehr)\s+wiederholen(?:\s+lassen)?$/,
];
/** "another", "reminder" and their common typos ("anothr", "anotehr", "remider", "reminer", "remindr"). */
export const ANOTHER_TYPED = "(?:another|anothr|anotehr|anohter|anther|nother)";
export const REMINDER_TYPED = "(?:reminder|remider|reminer|remindr|reminde|remnder|remidner)";
/** "add a reminder", "set another reminder", "put a reminder": a reminder for a task, never a task. */
const ADD_REMINDER = `(?:add|set|put|place)(?: a| an| ${ANOTHER_TYPED}| one more| a second)? ${REMINDER_TYPED}`;
/** "zusätzlich", "noch", "auch" before a reminder's time: one reminder more, no part of the task's name. */
const ONE_MORE_GERMAN = String.raw`(?:\s+(?:zusätzlich|auch|noch|nochmal|außerdem))*`;
/** "an", "ans" ("an das"), "an den": what German "erinnere mich" is about begins so. */
const ABOUT_GERMAN = "(?:an|ans|an das|an den|an die)";
const REMIND = [
  // "add another reminder for the books a day before": the task named, then how long before; first, so a name with a
  // number in it ("the 1:1 with Sarah") is not cut at its number as a time.
  new RegExp(String.raw`^${ADD_REMINDER}\s+(?:to|for|on)\s+(.+?)\s+((?:half an?|\S+)\s+\w+\s+before)$`),
  // "add to the 1:1 a reminder 10 minutes before", "put on the dentist another reminder at 9": the task named before
  // the reminder, as German "füg dem X eine Erinnerung … hinzu" says it.
  new RegExp(
    String.raw`^(?:add|set|put|place)\s+(?:to|for|on)\s+(.+?)\s+(?:a|an|${ANOTHER_TYPED}|one more|a second|a new)\s+${REMINDER_TYPED}\s+(?:(?:for|at)\s+(?=\S+\s+\w+\s+before$))?(\S.*)$`,
  ),
  new RegExp(
    String.raw`^(?:remind me (?:about|of)|${ADD_REMINDER} (?:to|for|on))\s+(.+?),?\s+((?:at|on|in|tomorrow|today|tonight|next|this|\d).*)$`,
  ),
  new RegExp(String.raw`^(?:remind me|${ADD_REMINDER})\s+(.+?\s+before)\s+(.+)$`),
  // "zusätzlich", "noch": a reminder more, said before its time.
  new RegExp(
    String.raw`^erinnere mich ${ABOUT_GERMAN}\s+(.+?)${ONE_MORE_GERMAN}\s+((?:um|am|morgen|heute|in|nächsten|\d).*)$`,
  ),
  /^remind me (?:about|of)\s+(.+?)\s+((?:half an?|\S+)\s+\w+\s+before)$/,
  /^erinnere mich\s+(\S+\s+\S+\s+(?:vorher|davor))\s+an\s+(.+)$/,
  new RegExp(String.raw`^erinnere mich ${ABOUT_GERMAN}\s+(.+?)${ONE_MORE_GERMAN}\s+(\S+\s+\S+\s+(?:vorher|davor))$`),
  // "library books: remind me 2 hrs before as well": the task named first, before a colon.
  new RegExp(String.raw`^(.+?):\s*(?:remind me|${ADD_REMINDER})\s+(\S+\s+\S+\s+before)(?:\s+(?:as well|too|also))?$`),
  // "(kannst du) mich beim X einen Tag vorher erinnern", "(ich will) beim X eine Erinnerung einen Tag vorher".
  /^(?:mich\s+)?(?:bei|beim|bei der|bei dem|für|für den|für die|zum|zur)\s+(.+?)\s+(?:(?:will|möchte|würde)\s+ich\s+|bitte\s+)?(?:mich\s+)?(?:bitte\s+)?(\S+\s+\S+\s+(?:vorher|davor))\s+(?:erinnert werden|erinnern)$/,
  // "beim X noch eine Erinnerung eine Stunde vorher (dazu)": "dazu" (in addition) last says the reminder is another;
  // "beim X bitte eine Erinnerung eine Stunde vorher einstellen": the verb that sets it said last.
  /^(?:bei|beim|bei der|bei dem|für|für den|für die|zum|zur)\s+(.+?)\s+(?:(?:noch|bitte|mal)\s+)*eine\s+erinnerung\s+(\S+\s+\S+\s+(?:vorher|davor))(?:\s+(?:dazu|hinzu|rein|einstellen|setzen|anlegen|hinzufügen|machen|eintragen))?$/,
  /^erinnere mich\s+(?:bei|beim|bei der|bei dem|für|für den|für die|zum|zur)\s+(.+?)\s+(\S+\s+\S+\s+(?:vorher|davor))$/,
  // "fügen Sie (bitte) dem Arzttermin eine Erinnerung einen Tag vorher hinzu", "füg zum X ne Erinnerung um 9 hinzu";
  // a name in quotes needs no article ("fügen Sie „Christmas cards“ eine Erinnerung für den 8.12. hinzu").
  /^(?:füge?|fügen sie)\s+(?:(?:bitte|mal|noch|doch)\s+)*(?:(?:dem|der|den|beim|bei der|bei dem|zum|zur|für den|für die|für das)\s+|(?=["\u201c\u201e\u00bb]))(.+?)\s+(?:(?:bitte|mal|noch)\s+)*(?:eine|ne|'ne)\s+(?:neue\s+|weitere\s+|zusätzliche\s+)?erinnerung\s+(\S.*?)\s+hinzu$/,
  // "(noch) eine Erinnerung für den Arzttermin einen Tag vorher": the reminder named first.
  /^(?:(?:noch\s+)?(?:eine|neue)\s+)?erinnerung\s+(?:bei|beim|bei der|bei dem|für|für den|für die|für das|zum|zur)\s+(.+?)\s+(\S+\s+\S+\s+(?:vorher|davor))$/,
];
/** "stell mir eine Erinnerung einen Tag vor der Annual tax return": the span, then "vor" and the task. */
const REMINDER_BEFORE_GERMAN =
  /^(?:stell|setz|mach|leg)e?\s+(?:mir\s+)?(?:bitte\s+)?(?:eine|ne|'ne)\s+erinnerung\s+(\S+\s+\S+)\s+vor\s+(?:der|dem|den|die|das)\s+(.+)$/;
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
/** "remind me 2 hrs before the library books are due": the task named between "before" and its "due". */
const BEFORE_TASK_IS_DUE = /(\sbefore\s+\S.*?)\s+(?:is|are)\s+due$/;
/** German "eine Stunde vorher", "10 Minuten davor", "30 min vorher": as the reminder reads it, "1 hours before". */
const GERMAN_BEFORE = /^(\S+)\s+(minute|minuten|min|stunde|stunden|std|h|tag|tage|woche|wochen)\.?\s+(?:vorher|davor)$/;
const GERMAN_UNITS: Record<string, string> = { m: "minutes", s: "hours", h: "hours", t: "days", w: "weeks" };
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

/**
 * A change to tasks the user has: broken down into steps, renamed, tagged or untagged, a repeat set or stopped, the
 * date taken off or shifted, a priority, a reminder. `typed` keeps the message's case (titles), `text` is it
 * normalised.
 */
export function editOf(text: string, typed: string): Intent | undefined {
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
      title: match[2].replace(/^["'\u201c\u201e\u00bb](.*)["'\u201c\u201d\u00ab]$/u, "$1"),
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
  if (match?.[1] !== undefined && match[2]) {
    const [target, tags] = /^(?:add|put|set|give)\s/.test(match[0]) ? [match[2], match[1]] : [match[1], match[2]];
    return { kind: "tag", target: target === "" ? THE_PREVIOUS : targetOf(target), tags: tagsOf(tags) };
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
  // "send the invoice friday high priority": a new task with its day and priority, read before PRIORITY takes it for
  // a change of the task named.
  const dayAndPriority = TASK_WITH_DAY_AND_PRIORITY.exec(text);
  if (dayAndPriority?.[1] && readsAsTask(dayAndPriority[1]))
    return { kind: "add", text: withPriorityMark(typed), explicit: false };
  // A comma before the priority is how a new task's details are said; a name the user already has is asked about.
  const taskThenPriority = TASK_THEN_PRIORITY.exec(text);
  if (taskThenPriority?.[1] && targetOf(taskThenPriority[1]).kind === "named")
    return { kind: "add", text: withPriorityMark(typed), explicit: false };
  const withPriority = GERMAN_TASK_WITH_PRIORITY.exec(text);
  if (withPriority?.[1] && readsAsGermanTask(withPriority[1]))
    return { kind: "add", text: withPriorityMark(typed), explicit: false };
  match = firstMatch(PRIORITY, text.replace(WEIGHED_BEFORE_SET, ""));
  if (match) {
    const priority = match[0].startsWith("prioriti") ? "high" : priorityOf(match, 2);
    return { kind: "priority", target: match[1] ? targetOf(match[1]) : THE_PREVIOUS, priority };
  }
  const reminding = inMinutesBefore(text.replace(BEFORE_IT_IS_DUE, "").replace(BEFORE_TASK_IS_DUE, "$1"));
  match = firstMatch(REMIND, reminding);
  if (match?.[1] && match[2]) {
    const before = /\b(?:before|vorher|davor)$/.test(match[1]) && !/\b(?:before|vorher|davor)$/.test(match[2]);
    return before
      ? { kind: "remind", target: targetOf(match[2]), when: beforeInEnglish(match[1]) }
      : { kind: "remind", target: targetOf(match[1]), when: beforeInEnglish(match[2]) };
  }
  match = REMINDER_BEFORE_GERMAN.exec(reminding);
  if (match?.[1] && match[2])
    return { kind: "remind", target: targetOf(match[2]), when: beforeInEnglish(`${match[1]} vorher`) };
  match = REMIND_BEFORE_IT.exec(reminding);
  if (match?.[1]) return { kind: "remind", target: { kind: "previous", index: 0 }, when: match[1] };
  return undefined;
}
