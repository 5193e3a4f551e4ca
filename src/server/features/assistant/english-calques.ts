import { TASK_VERB } from "./reads-as-task";

/**
 * English said word for word from Spanish, read as the usual English the rules know: "put me a reminder for call the
 * plumber" (ponme un recordatorio para llamar), "remember me to call my mother" (recuérdame llamar), "I must to buy"
 * (tengo que comprar), "in the list of Work" (en la lista de Work). Dates said so ("at the 5 of the afternoon", "in
 * the morning of tomorrow", "for the Friday") are quick add's to read (shared/quick-add/second-language.ts).
 */

/**
 * "put me a reminder for/to" (ponme un recordatorio): a reminder asked for, of a task to add when a verb follows,
 * else of a task named. Only "put": "make me a reminder for the school run monday" is English, read as it is.
 */
const PUT_ME_A_REMINDER = /\bput\s+me\s+an?\s+reminder\s+(?:for|to)\s+/giu;
/** "remember me to call …" is "remind me to"; "remember me to your mother" (greet her from me) is English. */
const REMEMBER_ME_TO =
  /\bremember\s+me\s+(?=(?:to|about|of)\s+(?!(?:your|his|her|their|our|him|them|everyone|everybody|all)\b)\S)/giu;
/** "I must to call …": "to" after "must", which English leaves out. */
const MUST_TO = /\bmust\s+to\s+(?=\p{L})/giu;
/**
 * "in the list of Work", "of the list Work", "what is in my list of Work": a list named after "list", one word, at
 * the end or before a colon, a day or a time ("the list of things to do" is no list's name).
 */
const LIST_OF =
  /\b(in|on|to|into|from|of)\s+(the|my)\s+list\s+(?:of\s+)?([\p{L}\p{N}_-]+)(?=\s*$|\s*[:,;.!?]|\s+(?:for|on|at|by|today|tomorrow|please|and|are|is|due)(?![\p{L}\p{N}]))/giu;

/** `message` with a Spanish speaker's word-for-word English said as the rules read it; other messages as they are. */
export function inUsualEnglish(message: string): string {
  return message
    .replace(PUT_ME_A_REMINDER, (said, offset: number, whole: string) =>
      TASK_VERB.test(whole.slice(offset + said.length).toLowerCase()) ? "remind me to " : "set a reminder for ",
    )
    .replace(REMEMBER_ME_TO, "remind me ")
    .replace(MUST_TO, "must ")
    .replace(
      LIST_OF,
      (_said, preposition: string, whose: string, name: string) =>
        // "of the list Work" is in it: "the tasks of the list Work".
        `${preposition.toLowerCase() === "of" ? "in" : preposition} ${whose} ${name} list`,
    );
}
