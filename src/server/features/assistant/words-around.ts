/**
 * Words around a request that the rules do not read: a filler first ("aye", "ok so", "naja", "stopp,") or a remark
 * last ("lol", "finally", ", brauch ich nicht mehr", "- no rush", ", schnell bitte"). When the message as a whole
 * is not understood (asked about), names no task the user has, or asks a question that finds nothing, it is read
 * again without them, and that reading is taken only when it is a change to tasks the user has, an undo or a
 * question.
 *
 * It never yields an add: a task is only ever made from what was typed in full (the message as a whole is still
 * read, and asked about, as before), so dropping words the rules did not read can never save anything unasked.
 */
import type { AssistantResponse } from "../../../shared/schemas/assistant";
import type { AssistantContext } from "./context";
import type { Conversation } from "./conversation";
import type { Intent, Target } from "./intent";
import { eachNamed, named, previousTasks, TOO_VAGUE } from "./lookups";
import { normalise } from "./message-text";
import {
  ENGLISH_WEEKDAY,
  FILLER_FIRST_WORDS,
  GERMAN_WEEKDAY_NAMES,
  IRISH_ASIDE_WORDS,
  NO_NAME,
  NO_WORDS,
  NOTHING_WORDS,
  PLEASE_WORDS,
  THANKS_WORDS,
} from "./small-words";
import { understand } from "./understand";

/**
 * Fillers first that only this reader drops (the lead-in of every message drops fewer): "ok", "btw", "naja", "sorry".
 * Their order is kept, since the first that fits is taken ("ach" of "ach ja", before "ach ja" is tried).
 */
const FILLER_ONLY_FIRST_WORDS =
  "ay|ok(?:ay|ey)?|k+|hm+|uh+m*|um+|erm|ah+|oh+|ooh|ups|welp|right|alright|yo|oi|ey|eh|ei|btw|by the way|fyi|plus|oh and|anyway|anyways|quick one|real quick|ugh|argh|boah|nu|nun|na|naja|tja|na gut|nja|joa|jo|ach|ach ja|achso|ah ja|apropos|übrigens|und|und noch|bro|mate|stopp|sorry|sry|lol|haha|cool|gut|super|prima|passt|egal|jedenfalls|sooo+|sag mal|finally|endlich|thank god|thank goodness|gott sei dank|zum glück";
/** Said before a request and adding nothing to it: interjections, fillers, "also", "btw", "oh and". */
const FILLER_FIRST = new RegExp(
  String.raw`^(?:(?:${FILLER_FIRST_WORDS}|${FILLER_ONLY_FIRST_WORDS})(?=[\s,.!:;-])[\s,.!:;-]*)+`,
  "u",
);
/** One word before a comma ("stopp, …", "Moment, …"): dropped too, unless it could turn the request around. */
const WORD_THEN_COMMA = /^(\p{L}+)\s*[,!:]\s+(?=\S)/u;
/** Words that may say the opposite of what follows, or take it back: never dropped, first or last. */
const TURNS_AROUND = new RegExp(
  String.raw`^(?:${NO_WORDS}|nope|nah|nee?|nein|kein(?:e|en)?|don'?t|do not|doch|lieber|besser|or|oder|but|aber|wait|warte|actually|eigentlich|instead|stattdessen|statt|rather|unless|außer|except|only|nur|jk|just kidding|kidding|scherz|maybe|vielleicht|if|wenn|falls|never ?mind|vergiss|forget|cancel|stop|undo|then|dann|and|und|also|too|auch)\b`,
  "u",
);
/** "what a day", "was für ein Tag": an exclamation, no question. */
const EXCLAIMED = /^(?:what an? \S+(?: \S+)?|was für eine?n? \S+|wie (?:schön|toll|geil|gut))$/;
/** A remark that begins as TURNS_AROUND does but says only that there is no hurry. */
const NO_HURRY = /^(?:no (?:rush|hurry|stress|pressure)|kein(?:e)? (?:eile|stress|hektik|druck))\b/;
/** Said last and adding nothing: laughter, relief, thanks, "finally", "fei", "pls". */
const FILLER_LAST = new RegExp(
  String.raw`(?:[\s,.!-]+(?:lol+|lmao|rofl|ha(?:ha)+|he(?:he)+|xd+|:\)|:d|;\)|finally|at last|endlich|thank god|thank goodness|gott sei dank|zum glück|fei|eh|mate|bro|dude|digga|alter|${PLEASE_WORDS}|${THANKS_WORDS}|ty|dankeschön|cheers|yay|phew|puh|juhu|woo+|yippee|already|schon|scho|ok(?:ay)?|tho|though|${IRISH_ASIDE_WORDS}|\p{Extended_Pictographic}|\uFE0F))+[\s.!]*$`,
  "u",
);
/** A day or a time: a clause saying one is part of the request ("move it to friday, 3pm"), never a remark. */
const SAYS_WHEN = new RegExp(
  String.raw`\d|\b(?:tomorrow|tmrw|tonight|noon|midnight|next|morgen|übermorgen|abends?|morgens|mittags?|nächste[nrs]?|${ENGLISH_WEEKDAY}|${GERMAN_WEEKDAY_NAMES}|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|januar|februar|märz|mai|juni|juli|oktober|dezember)\b`,
  "u",
);
/** A word that says no: a reading of what is left with one in it is never taken ("stopp, lösch das nicht"). */
const SAYS_NO = new RegExp(
  String.raw`(?:^|\s)(?:${NO_WORDS}|${NOTHING_WORDS}|don'?t|doesn'?t|kein(?:e[nrms]?)?)(?=\s|[,.!]|$)|n't\b`,
  "u",
);
/** A last clause after a comma or a dash between spaces: "…, brauch ich nicht mehr", "… - no rush". */
const LAST_CLAUSE = /^(.+?\S)\s*(?:,|\s[-\u2013\u2014]+)\s+([^,\u2013\u2014]+?)$/u;

/**
 * The message's words without the filler first, the remark last, or both, and each said by one person: the shortest
 * first; none that says no (what is left may read as the request without its "not").
 */
export function withoutWordsAround(typed: string): string[] {
  const message = typed.replace(/\s+/g, " ").trim();
  const lasts = [message, withoutFillerLast(message)];
  const clause = LAST_CLAUSE.exec(lasts[1] ?? message);
  if (clause?.[1] && clause[2] && isRemark(clause[2])) lasts.push(withoutFillerLast(clause[1]));
  const texts = lasts.flatMap((text) => [text, ...withoutFillerFirst(text)]).flatMap((text) => [text, saidByOne(text)]);
  // The most left out first: every word left out is filler or a remark.
  return [...new Set(texts)]
    .filter((text) => text !== message && /\p{L}/u.test(text) && !SAYS_NO.test(normalise(text)))
    .sort((a, b) => a.length - b.length);
}

/**
 * "what did we get done", "remind us …", "which of our tasks": people sharing an account say "we"; the rules read
 * what one person says. Only ever a second reading, so a title keeps its "our".
 */
const SAID_BY_MANY: [RegExp, string][] = [
  [/\bwe\b/giu, "I"],
  [/\bus\b/giu, "me"],
  [/\bour\b/giu, "my"],
];
const saidByOne = (text: string) => SAID_BY_MANY.reduce((said, [many, one]) => said.replace(many, one), text);

function withoutFillerLast(text: string): string {
  return text.replace(FILLER_LAST, "").trim();
}

/** The text without its filler first: as far as the filler list goes, or one word before a comma. */
function withoutFillerFirst(text: string): string[] {
  const filler = FILLER_FIRST.exec(text.toLowerCase());
  const listed = filler ? text.slice(filler[0].length) : undefined;
  const word = WORD_THEN_COMMA.exec(text);
  const comma = word?.[1] && !TURNS_AROUND.test(word[1].toLowerCase()) ? text.slice(word[0].length) : undefined;
  return [listed, comma].filter((each): each is string => each !== undefined && each.trim() !== "");
}

/** A last clause that is no request of its own and takes nothing back: "schnell bitte", "mach heute nix mehr". */
function isRemark(clause: string): boolean {
  const said = normalise(clause);
  if ((!NO_HURRY.test(said) && TURNS_AROUND.test(said)) || SAYS_WHEN.test(said)) return false;
  if (EXCLAIMED.test(said)) return true;
  const meant = understand(clause);
  if (["unclear", "small-talk", "greeting"].includes(meant.kind)) return true;
  const target = targetsOf(meant)?.[0];
  return target?.kind === "named" && NO_NAME.test(target.name);
}

/** The tasks a reading changes, or undefined when it changes none: an add, a plan, a question. */
function targetsOf(intent: Intent): Target[] | undefined {
  if (intent.kind === "compound") {
    const each = intent.parts.map(targetsOf);
    return each.every((targets) => targets !== undefined) ? each.flat() : undefined;
  }
  return "target" in intent ? [intent.target] : undefined;
}

/** A plan only proposes ("Could you plan the week for us?"): nothing changes before its Accept. */
const PLANS = new Set<Intent["kind"]>(["plan", "plan-week"]);
/**
 * A reading taken without the words around: a question, a plan, an undo, or a change to tasks (each checked to
 * exist).
 */
const READS = (intent: Intent): boolean =>
  intent.kind === "question" || intent.kind === "undo" || PLANS.has(intent.kind) || targetsOf(intent) !== undefined;

const pointsBack = (intent: Intent) => targetsOf(intent)?.some((target) => target.kind === "previous") ?? false;

/**
 * Whether `text` follows nothing but a filler of the list in `message`: "aye push it to friday" points at the task
 * of the reply before, "Dentist, push it to friday" (a word before a comma, maybe a task's name) does not.
 */
function afterFiller(message: string, text: string): boolean {
  const whole = message.replace(/\s+/g, " ").trim();
  const lead = whole.slice(0, Math.max(0, whole.indexOf(text)));
  return lead === "" || FILLER_FIRST.exec(lead.toLowerCase())?.[0].length === lead.length;
}

/**
 * Whether every task a reading changes is there: by name, or among those of the previous reply. `retried`: a
 * reading without the words around, whose names must say more.
 */
async function targetsThere(
  ctx: AssistantContext,
  talk: Conversation,
  targets: Target[],
  retried: boolean,
): Promise<boolean> {
  for (const target of targets) {
    if (target.kind === "previous") {
      if ((await previousTasks(ctx, talk, target.index)).length === 0) return false;
    } else if (target.kind === "named") {
      // "des is erledigt (fei)": a short word alone would find any title it begins ("Design slides").
      if (retried && (NO_NAME.test(target.name) || !/\p{L}{4}/u.test(target.name))) return false;
      const matches = await named(ctx, talk, target.name);
      if (matches === TOO_VAGUE) return false;
      if (matches.length === 0 && !(await eachNamed(ctx, talk, target.name))) return false;
    }
  }
  return true;
}

/**
 * The reply to `message`, read as `whole`: `answer` carries a reading out. When the whole is asked about, or
 * changes a task the user does not have, a reading without the words around it that is a question, a plan, an undo
 * or a change to tasks the user has is carried out instead; a question that finds nothing is asked again without
 * them, or proposes the plan it reads as.
 * Otherwise the whole is answered as before.
 */
export async function answerWithoutWordsAround(
  ctx: AssistantContext,
  talk: Conversation,
  message: string,
  whole: Intent,
  answer: (text: string, intent: Intent) => Promise<AssistantResponse>,
): Promise<AssistantResponse> {
  // An add that only reads like a task ("update cv done :)") may be a change said with words around it too; an add
  // asked for in so many words is carried out as typed.
  const retried = ["unclear", "question"].includes(whole.kind) || (whole.kind === "add" && !whole.explicit);
  const texts = retried || targetsOf(whole) ? withoutWordsAround(message) : [];
  const retries = texts
    .map((text) => ({ text, intent: understand(text) }))
    .filter(({ text, intent }) => READS(intent) && (!pointsBack(intent) || afterFiller(message, text)));
  if (retries.length === 0) return answer(message, whole);
  const wholeTargets = targetsOf(whole);
  if (whole.kind !== "question" && !(wholeTargets && (await targetsThere(ctx, talk, wholeTargets, false)))) {
    for (const { text, intent } of retries) {
      const targets = targetsOf(intent);
      if (!targets || (await targetsThere(ctx, talk, targets, true))) return answer(text, intent);
    }
    return answer(message, whole);
  }
  const answered = await answer(message, whole);
  if (whole.kind !== "question" || answered.tasks.length > 0) return answered;
  for (const { text, intent } of retries) {
    if (PLANS.has(intent.kind)) return answer(text, intent);
    if (intent.kind !== "question") continue;
    const again = await answer(text, intent);
    if (again.tasks.length > 0) return again;
  }
  return answered;
}
