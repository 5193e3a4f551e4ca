/**
 * Which tasks a command's words point at: a task named ("the dentist task"), a group ("everything overdue", "tagged
 * books") or the tasks of the previous reply ("it", "the second one").
 */
import { QUOTED } from "./german-order";
import type { Target } from "./intent";
import { normalise } from "./message-text";
import { POINTS_AT_SPEAKER_OR_ASSISTANT, STATEMENT } from "./reads-as-task";

/** A change said without its task ("Priorität hoch"): the task of the previous reply, or of the part before. */
export const THE_PREVIOUS: Target = { kind: "previous", index: 0 };
/** "it", "them", "beide", "the first one": the tasks of the previous reply. */
const PRONOUN =
  /^(?:it|that|this|that one|this one|that task|this task|them|those|these|all of them|all of those|both|both of them|them both|those both|all|all those|them all|es|das|die|den|sie|ihn|ihm|ihr|der|diese|diesen|dies|alle|beide|alle beide|die beiden|da|(?:diese[rmns]?|der|die|dieselbe[rn]?) aufgabe|diesem|dieser)$/;
/** "the second one", German "das zweite", "die erste Aufgabe". */
const ORDINAL =
  /^(?:the |das |die |der |den )?(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th|#?[1-9]|number [1-9]|erste|zweite|dritte|vierte|fünfte|letzte)[nrs]?(?: one| task| aufgabe| davon| of them)?$/;
const ORDINALS: Record<string, number> = { first: 0, second: 1, third: 2, fourth: 3, fifth: 4, "1st": 0, "2nd": 1 };
ORDINALS["3rd"] = 2;
ORDINALS["4th"] = 3;
ORDINALS["5th"] = 4;
for (const [index, german] of ["erste", "zweite", "dritte", "vierte", "fünfte"].entries()) ORDINALS[german] = index;
/** "all overdue", "everything due today", "the dentist task", "it", "the first one" → the group or the name. */
export function targetOf(said: string): Target {
  // "it, high priority": the comma before a change is no part of the name; nor is "bitte" ("mach das bitte dringend").
  const words = said
    .replace(/[\s,;:]+$/, "")
    .replace(/^(?:bitte|please)\s+|\s+(?:bitte|please)$/, "")
    // "yoga, the course is over", "gym, I quit": a remark after the name, which a title never holds.
    .replace(/,\s+(.+)$/, (remark, afterComma: string) =>
      STATEMENT.test(afterComma) || POINTS_AT_SPEAKER_OR_ASSISTANT.test(afterComma) ? "" : remark,
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
      index:
        /^(?:it|that|this|es|das|den|ihn|ihm|ihr|der|dies|da)\b|aufgabe$|^dieser$|^diesem$/.test(words) &&
        words !== "this one"
          ? 0
          : null,
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
    // "the leaking tap is after getting worse, make it urgent": Irish English's "is after …ing" says what befell the
    // task named before it.
    .replace(/\s+(?:is|are|'s)\s+after\s+\p{L}+ing\b.*$/u, "")
    // "das mit dem Gym", "the one with the parcel", "the task with the dentist": the task by the words it was
    // described with.
    .replace(/^(?:(?:das|die|der|den) mit|the (?:ones?|task|todo) with)\s+/, "")
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
