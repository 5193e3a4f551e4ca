/**
 * Several requests in one message, each read in turn: "move A to sunday and B to saturday", "finished the dentist,
 * pick up parcel is done too", "called the bank paid the electricity still need to do the invoice tmrw".
 */
import { languageOf } from "../../../shared/quick-add/language-of";
import { verbFirst } from "./german-order";
import type { Intent, Target } from "./intent";
import { firstMatch, normalise, tidy } from "./message-text";
import { readQuestion } from "./questions";
import { ADD, ADD_GERMAN, addedTitle, unquoted } from "./read-adds";
import { commandOf } from "./read-command";
import { REASON_ALONE, SORTED_ALONE } from "./read-done";
import { GERMAN_ON_DAY } from "./read-moves";
import { readsAsAnotherTask, readsAsGermanTask, readsAsTask } from "./reads-as-task";
import { TRAIL_OFF } from "./small-words";
import { targetOf } from "./targets";
import { ADD_DETAIL, DAY_LAST, DAY_WORD, dayWords, withPriorityMark } from "./task-details";

/**
 * Between the requests of one message: "and", "then", ";" before a new command; "+" and "&" said for "and" between
 * spaces ("complete dentist + pay electricity bill"; "+Home" is a list).
 */
const REQUEST_SEPARATOR = /\s*;\s*|\s*,?\s+(?:and then|then|and also|and|also|und dann|und|\+|&)\s+/;
/** The same, and a comma: "finished the dentist, pick up parcel is done too". */
const CLAUSE_SEPARATOR = new RegExp(`${REQUEST_SEPARATOR.source}|\\s*,\\s*`);

/**
 * Two or more requests joined by "and", "then", ";" or a comma, each understood; none when any part is not one.
 * Split at commas too first ("finished the dentist, pick up parcel is done too"), else at the words alone (a
 * comma may be inside a name: "done with the trash and the plants").
 */
export function compound(typed: string): Intent | undefined {
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

/** "… to my home list": where the whole of an add goes, said at its end. */
const INTO_A_LIST = /\s(?:to|on|onto|in|into)\s+(?:my|the)\s+(?:\S+\s+){1,2}list$/;

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
    // "returned the library books, all sorted now": the remark that it is dealt with is no request of its own.
    if (previous?.kind === "complete" && SORTED_ALONE.test(said)) continue;
    if (previous?.kind === "add" && ADD_DETAIL.test(said)) {
      parts[parts.length - 1] = { ...previous, text: withPriorityMark(`${previous.text} ${tidy(part)}`) };
      continue;
    }
    const intent =
      requestPart(said, tidy(part)) ??
      // "hab Oma angerufen und den Steuerberater auch": the change before, for another task.
      sameFor(previous, said) ??
      // "move A to sunday and B to saturday": a later part may leave out the verb.
      (verb ? commandOf(`${verb} ${said}`, `${verb} ${tidy(part)}`) : undefined) ??
      // "add call the vet tomorrow and buy cat food": a second task, when it reads as one on its own;
      // "add salt and pepper" is one task, and so is "add A and B to my home list", the list said once for both.
      (previous?.kind === "add" && readsAsAnotherTask(said, german) && !INTO_A_LIST.test(said)
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
    commandOf(text, typed) ??
    readQuestionPart(text) ??
    (added?.[1] ? { kind: "add", text: addedTitle(unquoted(added[1]), typed), explicit: true } : undefined) ??
    (moved?.[1] && moved[2] ? { kind: "move", target: targetOf(moved[1]), when: dayWords(moved[2]) } : undefined)
  );
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
