/**
 * A request said in one sentence, then a second that only adds context or takes the first back: "Move the dentist to
 * Friday. I am busy on Thursday." does the move; "Add X. Never mind." does nothing, since the speaker took it back
 * before it was carried out; or two changes, a sentence each.
 */
import type { Intent } from "./intent";
import { normalise } from "./message-text";
import { STATEMENT } from "./reads-as-task";

/** Two sentences: the first ends on ".", "!" or "?" (never a German date's dot, "am 7.12."), the second has none inside. */
const TWO_SENTENCES = /^(.+?(?:(?<!\p{N})\.|[!?])+)\s+([^.!?]+[.!]*)$/u;
/** "actually", "oh", "no", "wait": said before taking a request back. */
const BACK_LEAD = String.raw`^(?:(?:actually|oh|no|wait)[,\s]+)*`;
/**
 * "never mind", "I've changed my mind", "scratch that", "forget it": the request before it taken back, in the same
 * message (no undo of what an earlier message did).
 */
const TAKEN_BACK = new RegExp(
  String.raw`${BACK_LEAD}(?:never ?mind|i(?:'ve| have)? changed my mind|scratch that|forget (?:it|that)|don't bother|dont bother|ignore that|no need)(?:[\s,].*)?$`,
);
/**
 * "I have decided to keep it", "I'll keep it": the task, or the thing it is about ("delete the task about cancelling
 * the gym? I've decided to keep it": the gym)? Only a request that asks before it acts (a delete) goes on, to ask.
 */
const KEEP_IT = new RegExp(
  String.raw`${BACK_LEAD}(?:i(?:'ve| have)? (?:decided|chosen) to keep (?:it|them|that)|i(?:'ll| will)(?: just)? keep (?:it|them|that))(?:[\s,].*)?$`,
);
/** "I am busy on Thursday", "it's for the school trip": context only, a statement of a few words about the speaker. */
const CONTEXT_WORDS_MAX = 10;

/**
 * What `message` asks when it is two sentences of which the second only takes the first back (nothing: small talk is
 * answered, nothing changed), adds context to a request the rules read (`read` reads one sentence), or asks a change
 * as the first does.
 */
export function twoSentencesMeant(
  message: string,
  read: (sentence: string) => Intent,
  carriedOut: ReadonlySet<Intent["kind"]>,
): Intent | undefined {
  const split = TWO_SENTENCES.exec(message.trim());
  if (!split?.[1] || !split[2]) return undefined;
  const second = normalise(split[2]);
  if (TAKEN_BACK.test(second)) return { kind: "small-talk" };
  if (KEEP_IT.test(second)) {
    const first = read(split[1]);
    return first.kind === "delete" ? first : undefined;
  }
  const first = read(split[1]);
  if (!STATEMENT.test(second) || second.split(" ").length > CONTEXT_WORDS_MAX) {
    // "„Call bank“ ist erledigt. Und bitte verschiebe „Reply to Tom“ auf morgen.": two changes, one per sentence.
    const then = read(split[2]);
    return carriedOut.has(first.kind) && carriedOut.has(then.kind)
      ? { kind: "compound", parts: [first, then] }
      : undefined;
  }
  // Only a request said in so many words: a task guessed at with context after it is asked about as a whole.
  const asked = (first.kind === "add" && first.explicit) || carriedOut.has(first.kind) || first.kind === "question";
  return asked ? first : undefined;
}
