/**
 * Reading tasks said done, tasks to delete and an undo: "done with X", "Oma hab ich angerufen", "delete X", "X
 * brauche ich nicht mehr", "undo", "ach doch nicht".
 */
import { GERMAN_PARTICIPLE_WORD } from "../../../shared/quick-add/language-of";
import type { Intent } from "./intent";
import { firstMatch } from "./message-text";
import { ENGLISH_WEEKDAY, NO_NAME } from "./small-words";
import { THE_PREVIOUS, targetOf } from "./targets";

/**
 * "undo" anywhere in a short message ("that was a mistake, revert it", "no wait, put it back how it was", "Ups,
 * bitte zurücknehmen"): a title rarely holds the word.
 */
const UNDO_WORD =
  /(?:^|\s)(?:undo|revert(?: back)? (?:it|that|this)|take that back|rückgängig|(?:nimm|nehmen sie) (?:das|es|(?:die|deine|ihre) (?:letzte )?änderung)(?: bitte| mal)?(?: wieder)? zurück|zurücknehmen|put (?:it|that|them|everything) back(?: (?:how|as|the way) (?:it|they) (?:was|were))?$)(?:\s|$)/;
/** "ach doch nicht", "nee, lieber doch nicht": the user changed their mind about what was just done. */
export const CHANGED_MIND =
  /^(?:(?:ach|oh|ups|hm+|nee?|nein)[,!.]?\s+)*(?:(?:dann )?(?:lieber )?doch (?:lieber )?nicht)(?:[,.!]?\s+(?:(?:mach(?:'s| es| das)?\s+)?(?:zurück|rückgängig))(?:\s+bitte)?)?$/;
const UNDO_WORDS_MAX = 8;
const UNDO =
  /^(?:undo|undo (?:that|it|this|the last(?: one| change| thing)?|my last(?: change)?)|revert(?: that| it)?|take (?:that|it) back|put it back|scratch (?:that|it)|make (?:it|that|this) (?:back|undone)|rückgängig|mach(?: das)? rückgängig|rückgängig machen)(?: please| bitte)?$/;
/**
 * "(das) hab ich schon erledigt", "hab ich gestern gemacht": German drops the "das" of the task just shown; said so,
 * with no question mark, it is done, not a question ("hab ich …" also begins one).
 */
export const DID_IT_GERMAN =
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
  // "…, please mark as done": said after the task, with no word for it; the task of the part before.
  /^(?:(?:please|pls|so)\s+)?(?:mark|tick|check)\s+()(?:as\s+)?(?:done|complete|completed|finished|off)$/,
  // "mark the parcel as picked up", "mark them both paid": what was done to it said as it now is, which is done (but
  // "flagged", "starred" or "scheduled" say something else).
  /^mark\s+(.+?)\s+(?:as\s+)?(?!(?:flagg|starr|pinn|tagg|schedul|prioriti[sz]|postpon|delay|cancell?)ed\b)(?:\p{L}{2,}ed|paid|sent|bought|done|made|taken|rung|written|sorted)(?:\s+(?:up|off|in|back|out|over))?$/u,
  // "done w/ X": the short "with" of a quick note.
  /^(?:complete|finish|done(?: with| w\/?)?|check off|tick off|cross off|mark)\s+(.+?)(?:\s+(?:as\s+)?(?:done|complete|completed|finished))?$/,
  /^i(?:'ve| have)? (?:did|done|finished|completed|got done)\s+(.+)$/,
  // "The Steuerberater I have called already, please mark as done": German's order in English, the thing done first;
  // only with "already" or the request to mark it, since "the book I have ordered" may say no more than that.
  /^(?!(?:what|which|who|how|when|where|why|that|this|it)\s)(.+?)\s+(?:i|we)\s+(?:have|'ve|had)\s+(?:(?:already|just|finally)\s+)?(?:\w+ed|paid|sent|bought|done|finished|made|rung|rang|written|taken|got|gotten)(?:(?:\s+already)(?:,?\s+(?:so\s+)?(?:please\s+)?(?:mark|tick|check)\s+(?:it\s+)?(?:as\s+)?(?:done|off|complete|completed))?|,?\s+(?:so\s+)?(?:please\s+)?(?:mark|tick|check)\s+(?:it\s+)?(?:as\s+)?(?:done|off|complete|completed))$/,
  // Irish English "I'm after ringing the bank" is "I've just rung the bank": the "-ing" verb and its particle are
  // dropped as the past tense's are ("rang the bank" names "Call bank"); ", so tick it off" after it asks the same.
  /^(?:i'm|im|i am|we're|we are)\s+(?:(?:just|only|finally)\s+)?after\s+\p{L}{2,}ing\s+(?:(?:up|off|out|back|in|down|over|through)\s+)?(.+?)(?:,?\s+(?:so\s+)?(?:(?:you|u)\s+can\s+|can\s+(?:you|u)\s+|please\s+)*(?:tick|check|cross|mark)\s+(?:it|that|this|them|those)\s+off)?$/u,
  /^(?:finished|completed)\s+(.+)$/,
  // "flights booked", "invoice sent ✅": a task's object, then what was done to it.
  /^(?!(?:to|not|never|get|have)\s)(.+?)\s+(?:booked|paid|sent|bought|returned|posted|submitted|renewed|cancell?ed|fixed|repaired|picked up|handed in|signed)$/,
  // "markiere X als erledigt", "vermerke das (bitte) als erledigt" (the formal "vermerken Sie …" turned), "notier …".
  /^(?:markiere?|vermerke?|notiere?)\s+(.+?)\s+(?:(?:bitte|mal|doch)\s+)*als\s+(?:erledigt|fertig|abgeschlossen)$/,
  // "tick that off", "check it off": the task of the previous reply, or of the part before.
  /^(?:tick|check|cross)\s+(it|that|this|them|those|both)\s+off$/,
  // "draft outline hab ich fertig", "die Folien haben wir endlich durch": German names the done thing first, "fertig"
  // after who did it (before "X … fertig" below, which would take "hab ich" for part of the name).
  /^(.+?)\s+(?:hab|habe|haben)\s+(?:ich|wir)\s+(?:(?:schon|bereits|auch|endlich|gerade|eben|jetzt|heute|gestern)\s+)*(?:fertig|erledigt|durch)$/,
  // "hab den draft outline fertig", "ich habe die Steuer endlich fertig": "fertig" last, after the thing done.
  /^(?:ich\s+)?(?:hab|habe)\s+(?:(?:schon|bereits|auch|endlich|gerade|eben|jetzt|heute|gestern)\s+)*(?!(?:ich|wir|du|es|das|den|die|ihn)\s+(?:fertig|erledigt)$)(.+?)\s+(?:(?:schon|bereits|jetzt|endlich)\s+)?(?:fertig|erledigt)$/,
  // "X ist auch erledigt", "Y is also done": the word for "as well" before it is no part of the name.
  // "A und B sind beide erledigt", "A and B are both done": "both" says each named is done.
  /^(.+?)(?:'s|'re|\s+is|\s+are|\s+as|\s+ist|\s+sind)?(?:\s+(?:also|already|now|auch|schon|bereits|jetzt|both|beide|alle beide))?\s*[-:,]?\s+(?:done|finished|completed|erledigt|fertig)(?: too| as well| auch)?$/,
  // "the rent is sorted too", "the bins are taken care of": done, said as dealt with.
  /^(?!(?:it|that|this|they|those|these|he|she|i|you|we|there|everything|nothing)\s)(.+?)(?:'s|\s+is|\s+are)\s+(?:(?:all|now|already|finally)\s+)?(?:sorted|taken care of|dealt with|handled)(?: too| as well| now| already)?$/,
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
  // German names the done thing first: "Oma hab ich angerufen", "die Bücher habe ich schon zurückgebracht", "den
  // Steuerberater habe ich heute Morgen angerufen".
  new RegExp(
    String.raw`^(.+?)\s+(?:hab|habe|haben)\s+(?:ich|wir)\s+(?:(?:schon|bereits|auch|endlich|gerade|eben|vorhin|(?:heute|gestern)(?:\s+(?:morgen|früh|vormittag|mittag|nachmittag|abend))?)\s+)*${GERMAN_PARTICIPLE_WORD}$`,
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
const GERUND_FIRST = /^(?:(\p{L}+?([bdgmnprt]))\2|(\p{L}{2,}))ing(?=\s)/u;
/**
 * "paid the bill finally", "I have returned the books today": when it was done is no part of the task's name; nor
 * is Irish English "there" ("tick off the plants there").
 */
const WHEN_DONE =
  /\s+(?:finally|at last|already|just now|now|earlier|today|this morning|this afternoon|yesterday|there|endlich|schon|bereits|heute|gestern)$/;
/**
 * "called the bank all sorted", "paid the rego, done and dusted mate": a remark after a task said done that it is
 * dealt with, which is no part of its name.
 */
const SORTED = String.raw`(?:(?:all|now|finally|it's|its|that's|thats)\s+)?(?:sorted|all good|done and dusted|taken care of|squared away)(?:\s+(?:now|mate|bro|buddy))?`;
const ALL_SORTED = new RegExp(String.raw`,?\s+${SORTED}$`);
/** "…, all sorted now": the remark alone, after a task said done in the part before. */
export const SORTED_ALONE = new RegExp(`^${SORTED}$`);
/** "finish the slides by eod": a thing to finish by a time is a task still to do, not one done. */
const TO_DO_BY = new RegExp(
  String.raw`\s(?:by|until)\s+(?:eod|cob|end of (?:the )?day|tonight|tomorrow|today|next \w+|${ENGLISH_WEEKDAY}|\d)`,
);
/**
 * "finish the pitch deck eod", "complete the tax return tomorrow": told to finish something by a day to come, so a
 * task still to do ("finished X today" says it was done).
 */
const FINISH_BY_DAY = new RegExp(
  String.raw`^(?:finish|complete)\s+\S.*\s(?:eod|cob|asap|end of (?:the )?(?:work(?:ing)? )?day|close of business|tonight|today|tomorrow|tmrw|this (?:morning|afternoon|arvo|evening|week)|next week|${ENGLISH_WEEKDAY})(?:\s+itself)?$`,
);
/**
 * "die sind alle erledigt", "das sind beide fertig", "they're all done": every task of the previous reply (the words
 * for "all" and "both" are no task's name).
 */
const ALL_DONE =
  /^(?:(?:die|das|diese|sie|they|those|these)(?:'re)?\s+)?(?:(?:sind|are|were|waren)\s+)?(?:(?:jetzt|schon|now|already)\s+)?(?:alle|allesamt|beide|all|both)\s+(?:(?:schon|jetzt|already)\s+)?(?:erledigt|fertig|gemacht|abgehakt|done|finished|completed)$/;
/**
 * "plants are watered", "trash is out", "the dishes are washed": the thing a task is done to, then the state it is
 * left in, which names the task by its verb ("Water the plants", "Take out the trash"), as names are found by the
 * beginnings of their words ("watered" → "water", "emptied" → "empt", "mopped" → "mop"). Not a change said of it
 * ("the meeting is cancelled", "… moved"), nor of someone ("I'm exhausted").
 */
const LEFT_DONE =
  /^(?!(?:it|that|this|they|those|these|he|she|i|you|we|there|what|which|who|how|when|where|why|everything|nothing)\s)(.+?)\s+(?:is|are)\s+(?:(?:already|now|finally|all|both)\s+)?(?:(?!(?:cancel+|sort|postpon|mov|delay|reschedul|chang|push|schedul|plann|book|overdu|due|need|want|requir|expect|suppos|interest|bor|tir|exhaust|stress|worri|annoy|confus|excit|finish|complet)(?:ed|d)$)(?:(\p{L}{2,}?[bdgmnprt])[bdgmnprt]ed|(\p{L}{2,}?)(?:ied|ed))|(out))$/u;
/** The task LEFT_DONE says done, by its verb then the thing ("water plants", "out trash"). */
function leftDone(text: string): string | undefined {
  const match = LEFT_DONE.exec(text);
  const verb = match?.[2] ?? match?.[3] ?? match?.[4];
  if (!match?.[1] || !verb) return undefined;
  return `${verb} ${match[1].replace(/^(?:the|my|our|all the|both)\s+/, "")}`;
}
/**
 * "done", "thats done actually", "erledigt", "das ist schon erledigt", "abhaken" alone: the task of the previous
 * reply.
 */
const DONE_ALONE =
  /^(?:(?:(?:that|it|this)(?:'s|s| is)\s+(?:(?:already|now|all)\s+)?)?(?:done|finished|completed)(?:\s+(?:actually|already|now|too|as well))?|(?:i\s+)?(?:already\s+)?(?:did|done) (?:that|it|this)(?:\s+already)?|(?:(?:das|es)\s+)?(?:ist\s+)?(?:(?:schon|jetzt|bereits)\s+)?(?:erledigt|fertig)|abhaken)$/;
/** "I don't need X anymore", "X brauche ich nicht mehr": a task no longer wanted, deleted on a yes. */
const NOT_NEEDED = [
  // "we don't need the christmas cards one any more": people sharing an account; "one" is no part of the name.
  /^(?:i|we) (?:don't|dont|do not|no longer) need (?:to )?(.+?)(?: one| task)?(?: any ?more| now)?(?:,? (?:so |just |please )*(?:delete|remove|drop|trash) (?:it|that))?$/,
  /^(?:ich )?brauche? (?:ich )?(.+?) nicht mehr$/,
  /^(.+?) brauche? ich nicht mehr$/,
];
/**
 * "scrap the spanish thing, not happening", "streich X, mach ich heuer nicht": a word on why after the task, which
 * is no part of its name.
 */
const REASON =
  "(?:not happening|not gonna happen|won't happen|not needed|no longer needed|never mind|forget it|not doing (?:it|that|them)(?: this year| anymore| any more)?|not worth it|hat sich erledigt|(?:(?:die|das|den|des) )?brauch(?:e|t)? (?:ich|es|man) (?:(?:heuer|dieses jahr|eh|jetzt|wohl|sowieso|auch|doch) )*nicht(?: mehr)?|(?:das )?(?:mach|les|lese|guck|schau|hör|koch)(?:e)? ich (?:(?:heuer|dieses jahr|eh|doch|jetzt|wohl|sowieso) )*(?:nicht|nie)(?: mehr)?|wird (?:eh )?nichts|fällt (?:eh )?aus)";
/**
 * "…, not happening mate", "… digga les ich eh nie": calling the listener a friend around the reason, no part of it
 * either.
 */
const FRIEND = "(?:mate|bro|buddy|digga|oida|alter)";
const WHY_NOT = String.raw`(?:(?:\s*[,-]\s*|\s+)(?:${FRIEND},?\s+)?${REASON}(?:,?\s+${FRIEND})?)?`;
export const REASON_ALONE = new RegExp(`^${REASON}$`);
const DELETE = new RegExp(
  String.raw`^(?!\S+\s+(?:is|are|was|were|ist|sind)\b)(?:delete|del|remove|drop(?!\s+(?:off|by|in|round|over)\b)|trash|cancel|get rid of|scrap|ditch|axe|nix|toss|bin(?= (?:the|my|that|this|it)\b)|(?:lösche?|entferne?|streiche?)(?:\s+(?:mal|bitte|doch))*|weg mit)\s+(.+?)(?:\s+löschen)?${WHY_NOT}$`,
);
/**
 * German word order for several tasks ("A und B entfernen"), which `verbFirst` leaves as typed; "X kann weg", "X
 * kann gelöscht werden", Bavarian "X tu bittschön weg": a task said to be no longer wanted.
 */
const DELETE_GERMAN =
  /^(.+?)\s+(?:(?:(?:kannst|könntest)(?:\s+du)?\s+)?(?:bitte\s+)?(?:löschen|entfernen)|(?:kann|können)\s+(?:jetzt\s+)?(?:weg|raus|gelöscht werden|entfernt werden)|tu[en]?\s+(?:(?:bitte|mal|doch)\s+)*weg)$/;
/** A task said to be marked done, not done: "mark X as done", "tick X off", "complete the X task". */
export const MARKED_DONE =
  /^(?:mark|tick|check|cross|complete)\s|\s(?:off|as (?:done|complete|completed|finished|erledigt)|abhaken|als erledigt markieren)$/;

/**
 * "das war ein Irrtum, …", "das war leider ein Versehen, …", "that was a mistake, …", "this was false. …" (German
 * "falsch" said in English): what the user says of the last
 * change before asking for it back, which is no part of the request and counts none of its words.
 */
const MISTAKE_SAID =
  /^(?:(?:oh|ach|ups|oops|sorry|entschuldigung)[,!.]?\s+)*(?:das|es|this|that|that's|thats)\s+(?:war|was|ist|is)\s+(?:(?:leider|wohl|doch|aber|ja|my|mein|unfortunately)\s+)*(?:(?:ein|a|an)\s+(?:(?:großer|kleiner|dummer|big|small|silly)\s+)?(?:irrtum|versehen|fehler|missverständnis|mistake|error|accident)|falsch|false|wrong)[,;.!]?\s+/;
/** "undo", "rückgängig", or "undo" anywhere in a short message: the last change taken back. */
export function undoOf(text: string): Intent | undefined {
  const asked = text.replace(MISTAKE_SAID, "");
  if (UNDO.test(asked) || (UNDO_WORD.test(asked) && asked.split(" ").length <= UNDO_WORDS_MAX)) return { kind: "undo" };
  return undefined;
}

/** "… are done", "… sind beide erledigt": done said of more than one task. */
const SAID_OF_SEVERAL = /\s(?:are|sind|both|beide)\s/;

/**
 * A task said done: named, or the tasks of the previous reply ("done", "they're all done"); one told to be finished
 * by a day to come is a task still to do, to add.
 */
export function completeOf(text: string, typed: string): Intent | undefined {
  if (DONE_ALONE.test(text)) return { kind: "complete", target: { kind: "previous", index: 0 } };
  if (ALL_DONE.test(text)) return { kind: "complete", target: { kind: "previous", index: null } };
  const left = leftDone(text);
  if (left) return { kind: "complete", target: { kind: "named", name: left } };
  const match = firstMatch(COMPLETE, text);
  if (match?.[1] && (TO_DO_BY.test(match[1]) || FINISH_BY_DAY.test(text)))
    return { kind: "add", text: typed, explicit: false };
  const done = match?.[1]?.replace(ALL_SORTED, "").replace(WHEN_DONE, "");
  // "A und B sind erledigt", "A and B are both done": several tasks, each said done, when said of more than one
  // (a title may hold an "and": "salt and pepper is done").
  const several = done && SAID_OF_SEVERAL.test(text) ? done.split(/\s+(?:und|and)\s+|,\s*/) : [];
  if (several.length > 1)
    return { kind: "compound", parts: several.map((name) => ({ kind: "complete", target: targetOf(name) })) };
  const target = done ? targetOf(done.replace(GERUND_FIRST, "$1$3")) : undefined;
  // "…, sind verschickt": done said of what was just named, its subject left out; no task named "sind".
  if (target?.kind === "named" && NO_NAME.test(target.name)) return { kind: "complete", target: THE_PREVIOUS };
  if (target) return { kind: "complete", target };
  // "kannst abhaken": the task of the previous reply (or, in a longer message, of the part before).
  if (match?.[1] === "") return { kind: "complete", target: THE_PREVIOUS };
  return undefined;
}

/** A task to delete: "delete X", "X kann weg", "I don't need X anymore". */
export function deleteOf(text: string): Intent | undefined {
  const match = DELETE.exec(text) ?? DELETE_GERMAN.exec(text) ?? firstMatch(NOT_NEEDED, text);
  if (match?.[1]) return { kind: "delete", target: targetOf(match[1]) };
  return undefined;
}
