/**
 * Messages that change no task: a greeting, a call for help, small talk and goodbyes, and the asks for a plan of the
 * day or the week or for the weekly review.
 */
import { GERMAN_WEEKDAY_NAMES } from "./small-words";

const GREETING_WORDS =
  "hi|hello|hey|hiya|howdy|yo|good (?:morning|afternoon|evening|day)|hallo|hallöchen|huhu|moin(?: moin)?|moinsen|morjen|servus|grüß dich|grüezi|guten (?:morgen|tag|abend)|hi there|hey there";
/** "hi", "Hallo, guten Morgen": one greeting or two in a row, whose "Morgen" is no day. */
export const GREETING = new RegExp(
  `^(?:${GREETING_WORDS})(?:[,!.]*\\s+(?:${GREETING_WORDS}))?(?: there| taskmind| assistant)?$`,
);
export const HELP =
  /^(?:help|\?|what can you do|what do you understand|commands|how does this work|how do i use (?:this|you)|hilfe|was kannst du)$/;
/**
 * "bis morgen", "schönen Abend noch", "see you tomorrow", "night night": goodbyes, whose day ("morgen", "tomorrow")
 * is no task's; "und" joins them ("Gute Nacht und bis morgen").
 */
const GOODBYE = `(?:(?:und|and|&) )?(?:bis (?:morgen|später|spaeter|bald|dann|nachher|gleich|${GERMAN_WEEKDAY_NAMES}|nächste woche|zum nächsten mal)|(?:einen |nen )?(?:schönen|schöne|schönes|guten) (?:abend|tag|feierabend|wochenende|nacht|start)(?: noch| dir| euch)*|mach'?s gut|servus|baba|pfiat di|tschö|tschau|ade|adieu|(?:see|c) (?:you|ya|u)(?: (?:tomorrow|tmrw|later|soon|then|around|on monday|next week))?|see ya|cya|later|laters|night night|nite|nighty night|nacht|n8|sleep (?:well|tight)|sweet dreams|süße träume|(?:have )?a (?:good|nice|great) (?:night|evening|day|weekend)|talk (?:to you )?(?:tomorrow|later|soon)|ttyl|that's all(?: for (?:now|today))?|das war's(?: für heute)?|(?:i'm|im) (?:off|done for (?:today|the day))|feierabend)`;
/** Thanks, acknowledgements, goodbyes and the like: a friendly word back, nothing saved. */
export const SMALL_TALK = new RegExp(
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
/** "einen Plan", "nen Plan", Bavarian "an Plan": the article before a German plan. */
const A_PLAN = "(?:einen|nen|an)";
/** "plan", "organise", "sort out", "map out": the verbs that ask for a plan of a day or a week. */
const PLAN_VERB = "(?:plan|organi[sz]e|map|lay|sort|structure)(?: out)?";
/**
 * "(einen Plan) für heute", "für den heutigen Tag": the day a German plan is asked for, which is today; "erstellen Sie
 * mir einen Plan für den heutigen Tag" is turned to "erstelle …" (see `verbFirst`), or keeps its verb last.
 */
const DAY_PLANNED = "für (?:heute|den tag|den heutigen tag)";
/**
 * "I've a mad day ahead, can you plan it out", "got a busy day today so map it out": the day said first, then a plan
 * of "it" asked for.
 */
const DAY_SAID_FIRST = String.raw`(?:i(?:'ve| have)(?: got)?|i got|got) (?:a|an) (?:\S+ ){0,2}day(?: ahead| today| coming)?[,.]? (?:so |and )?(?:(?:can|could|would|will) (?:you|u) )?(?:please )?(?:help me )?`;
/** "… for me", "… today", "… bitte": words after a plan that add nothing to it. */
const PLAN_TAIL = String.raw`(?:\s+(?:for me|today|for today|now|please|bitte|für heute|für mich))*`;
export const PLAN = new RegExp(
  `^${PLAN_LEAD}(?:plan|${PLAN_VERB} (?:my |the )?(?:day|today|day ahead)|plan (?:for )?today|plan my today|make (?:me )?a (?:day )?plan|(?:what's|whats|what is) (?:my|the) plan(?: for (?:today|the day))?|plane? ${FOR_ME}(?:meinen|mein|den) tag|${FOR_ME}(?:meinen|den) tag (?:zu )?planen|plan ${DAY_PLANNED}|tagesplan|how (?:should|do|can|shall) i (?:approach|tackle|plan|organi[sz]e|structure) (?:my|the) day(?: today)?|${DAY_SAID_FIRST}${PLAN_VERB} it(?: out)?|wie (?:soll(?:te)?|kann) ich ${FOR_ME}(?:meinen|den) tag (?:(?:heute|am besten) )*(?:angehen|anpacken|gestalten|planen|organisieren)|(?:mach|erstell|schreib)(?:e)? ${FOR_ME}${A_PLAN} (?:tages)?plan(?: ${DAY_PLANNED})?|(?:mir ${FOR_ME}${A_PLAN} (?:tages)?plan(?: ${DAY_PLANNED})?|${FOR_ME}${A_PLAN} (?:tagesplan|plan ${DAY_PLANNED})) (?:machen|erstellen|schreiben|aufstellen|zusammenstellen))${PLAN_TAIL}$`,
);
export const PLAN_WEEK = new RegExp(
  `^${PLAN_LEAD}(?:${PLAN_VERB} (?:my |the |this )?(?:rest of (?:my |the |this )?)?week|plan (?:for )?(?:the|this) week|make (?:me )?a plan for (?:(?:the )?(?:next |coming |remaining |other )?days (?:of|in) )?(?:my|the|this) week|weekly plan|(?:spread|distribute|split) (?:out )?(?:my |the )?(?:stuff|tasks|things|work|todos) (?:out )?(?:over|across|through(?:out)?) (?:my |the |this )?week|plane? ${FOR_ME}(?:meine|die|diese) woche|${FOR_ME}(?:meine|die|diese|die kommende|die nächste) woche (?:(?:zu )?(?:planen|einteilen|organisieren)|einzuteilen)|plan für (?:die|diese) woche|verteil(?:e)? (?:mir )?(?:meine|die) (?:aufgaben|sachen|todos) (?:(?:sinnvoll|gut|gleichmäßig|bitte|mal) )*(?:auf|über) (?:die|meine|diese) woche|(?:mach(?:e)? ${FOR_ME}${A_PLAN} )?wochenplan|mach(?:e)? ${FOR_ME}${A_PLAN} plan für (?:die|diese|meine) woche)${PLAN_TAIL}$`,
);
export const REVIEW =
  /^(?:(?:my |the |a )?weekly review|review (?:my |the |this )?week|how was my week|wochenrückblick|wie war meine woche)$/;

/** Emoji and their modifiers ("passt 👍", "danke 🙏🏽"): no words of a task. */
const EMOJI = /(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F|\u200D)+/gu;
/**
 * "leiwand", "geil", "spitze", "ripper", "sweet as": approval said in one or two words, German, Austrian or English
 * slang, as small talk is.
 */
const APPROVAL =
  /^(?:(?:ur)?leiwand|geil|spitze|klasse|sauber|bombe|gschmeidig|lässig|passt scho|passt schon|top|legend|legendary|ripper|bonza|beauty|sweet as|too easy|no worries|no wukkas|good on ya|choice|mint|rad|dope)(?: (?:mate|buddy|digga|oida|alter|legend))?$/;
/**
 * Venting, said of how the speaker feels: "ugh", "omg", "ffs", "im dead", "so tired", "what a day". A message with
 * it asks for nothing in so many words: it gets a friendly word back, never a task saved unasked.
 */
export const VENTING =
  /(?:^|\s)(?:u+g+h+|a+r+g+h+|u+r+g+h+|omg|ffs|fml|sigh|meh|lol|lmao|(?:i'm|im|i am) (?:so )?(?:dead|done|wrecked|knackered|exhausted|shattered|beat|fried)|so (?:tired|done|over it)|knackered|what a (?:day|week|night|shift)|(?:long|rough|brutal|crazy) (?:day|week|night|shift)(?: today)?|kill me)(?=[\s,!.]|$)/;
/** Venting and nothing else ("ugh", "what a day", "so tired lol"): small talk. */
const VENTING_ALONE = new RegExp(
  `^(?:${VENTING.source.replace("(?:^|\\s)", "").replace("(?=[\\s,!.]|$)", "")}[\\s,!.]*)+$`,
);
/**
 * Small talk around which emoji are said, or only venting, or approval ("leiwand 👍", "ok 👍", "ugh what a day"):
 * a friendly word back; a message of emoji alone ("👍") too.
 */
export function saysOnlySmallTalk(whole: string): boolean {
  const words = whole
    .replace(EMOJI, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\s,!.]+$/, "");
  if (words === "") return whole.trim() !== "";
  return words !== whole && SMALL_TALK.test(words) ? true : APPROVAL.test(words) || VENTING_ALONE.test(words);
}
