/** Words said around a request or a task that are no part of it: courtesies, remarks and asides, as typed. */
import { COURTESY_APART, IF_YOU_PLEASE_WORDS, LONG_THANKS_WORDS, PLEASE_WORDS, THANKS_WORDS } from "./small-words";

/**
 * "…, schnell bitte", "X fertig, mach heute nix mehr dran": a German remark after a request, on how soon or that the
 * speaker is done with it, which is no part of it (read after TRAIL_OFF, which takes a last "bitte").
 */
export const GERMAN_REMARK =
  /,\s+(?:(?:aber\s+)?(?:bitte\s+)?(?:schnell|flott|zackig|kurz|fix)|(?:ich\s+)?(?:mach(?:e)?|tu(?:e)?|arbeite?)\s+(?:ich\s+)?(?:(?:heute|jetzt|heuer|dann|eh|sicher)\s+)*(?:nichts|nicht)\s+mehr(?:\s+(?:dran|daran|damit|dafür))?)$/iu;
/** "… sheesh", "… lol", "…, digga": a young speaker's exclamation after a request, which is no part of it. */
const SLANG_LAST = /[,\s]+(?:sheesh|lol|lmao|lmfao|digga|diggi|bro|bruh|haha+|xd)[!.]*$/iu;
/**
 * "…, lowkey wichtig", "…, kinda urgent", "…, irgendwie dringend": a priority hedged, said after a comma; the
 * speaker does not ask for a high one, so the remark is dropped and the task keeps its own.
 */
export const HEDGED_PRIORITY =
  /\s*,\s*(?:lowkey|low key|kinda|kind of|sorta|sort of|semi|halbwegs|irgendwie|eher|ein bisschen|bisschen|n bisschen)\s+(?:wichtig|dringend|important|urgent)$/iu;
/** A task as typed without a young speaker's "yo" first and exclamation last, nor a hedged priority after it. */
export const withoutAsides = (task: string) =>
  task
    .replace(SLANG_LAST, "")
    .replace(HEDGED_PRIORITY, "")
    .replace(/^yo[,!]?\s+(?=\S)/i, "");
/** "Bitte …", "please …": a courtesy said before a task, as typed. */
const COURTESY_FIRST = new RegExp(String.raw`^(?:${PLEASE_WORDS})[,!.]?\s+(?=\S)`, "i");
/** A task as typed without the courtesy before or after it ("Bitte Milch kaufen", "X morgen pls"). */
export const withoutCourtesy = (task: string) => task.replace(COURTESY_LAST, "").replace(COURTESY_FIRST, "");
/** Thanks only a task's courtesy last knows: "ty", "danke dir", and "eh". */
const COURTESY_LAST_ONLY_WORDS = "ty|eh|danke dir";
/** "… please", "…, danke!": a courtesy said after a task, as typed. */
const COURTESY_LAST = new RegExp(
  String.raw`(?<=\S)${COURTESY_APART}(?:${PLEASE_WORDS}|${THANKS_WORDS}|${LONG_THANKS_WORDS}|${IF_YOU_PLEASE_WORDS}|${COURTESY_LAST_ONLY_WORDS})[\s!.]*$`,
  "iu",
);
