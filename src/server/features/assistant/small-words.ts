/**
 * The small words said around a request, each list spelled once: asking nicely, thanks, a filler first, a word that
 * says no, a weekday's name. Each reader builds its pattern from these lists, so a word added here is known to every
 * reader of the idea; where one reader knows more words than another, its extra words are named beside its pattern.
 */

import { weekdaySpellings } from "../../../shared/quick-add/weekday-words";

/** "to", "auf": the prepositions that lead to a day, a time or a place, English or German. */
export const PREPOSITION_WORDS = "to|on|at|for|auf|um|am|für|nach";
/** "please", "bitte": asking nicely, before or after a request. */
export const PLEASE_WORDS = "please|pls|plz|bitte";
/** "thanks", "danke": the short thanks. */
export const THANKS_WORDS = "thanks|thank you|thx|danke";
/**
 * The long thanks: "thanks a million", "danke recht schön", "vielen lieben Dank", "merci"; the old-fashioned ones,
 * "many thanks", "thank you kindly", "much obliged".
 */
export const LONG_THANKS_WORDS =
  "thanks a million|many thanks|thank you (?:very |so )?much|thank you kindly|much obliged|(?:danke|bitte) (?:recht |sehr )?schön|danke vielmals|vielen (?:lieben )?dank|merci";
/** Asking nicely in more words, after a request: "if you don't mind", "if you please", "if it isn't too much trouble". */
export const IF_YOU_PLEASE_WORDS =
  "if you don't mind|if you dont mind|if you please|if (?:it|that)(?: is|'s|s)? not too much (?:trouble|bother)|if (?:it|that) (?:isn't|isnt) too much (?:trouble|bother)";
/**
 * Said first and adding nothing, as every reader of a filler first knows them: "so", "oops", "well", "and"; the
 * office's "fyi", "btw" before what was done ("fyi, paid the invoice").
 */
export const FILLER_FIRST_WORDS = "aye|so|oops|well|hey|also|and|moment|digga|dude|fyi|btw";
/**
 * German infinitives that ask for a task to be written down: "eintragen", "notieren", "erfassen" (Swiss and office
 * German). Each reader adds the verbs only it reads ("anlegen" before a colon, "vormerken" said first).
 */
export const GERMAN_ADD_INFINITIVES = "eintragen|notieren|aufschreiben|hinzufügen|aufnehmen|erfassen";
/** Words that say no: "not", "never", "nicht", "nie". */
export const NO_WORDS = "not|no|never|nicht|nie";
/** "nix", "nichts": nothing, which says no too. */
export const NOTHING_WORDS = "nix|nichts";
/**
 * "ich", "it", "sind": what a remark's verb seems to be about when it is no task's name ("brauch ich nicht mehr",
 * "sind verschickt").
 */
export const NO_NAME =
  /^(?:ich|du|er|sie|es|wir|das|des|dies|i|me|it|that|this|them|those|sind|ist|is|war|waren|hab|habe|have|has|was|were|are)$/;
/** The German weekdays' names, "Sonnabend" too. */
export const GERMAN_WEEKDAY_NAMES = weekdaySpellings("de").join("|");
/** An English weekday, its whole name: "monday" … "sunday". */
export const ENGLISH_WEEKDAY = `(?:${weekdaySpellings("en").join("|")})`;

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
/**
 * Fillers only a request's lead-in drops: a yes or a no ("no wait, …"), thanks and "please" (not "plz", nor "thank
 * you"), "kindly"; a sigh or a groan ("ugh, …", "omg …"), which the venting reader (see VENTING) still hears; the
 * "and" that goes on from the message before ("und gib der hohe priorität").
 */
const LEAD_IN_ONLY_WORDS =
  "ok(?:ay)?|oh|yep|yes|yeah|ja|jo|joa|jep|jup|no|nope|wait|no wait|hmm|actually|please|pls|bitte|nein|doch|ähm|äh|um|uh|thanks|thx|cheers|danke|merci|kindly|u+g+h+|a+r+g+h+|omg|ffs|sigh|and|und|and then|und dann";
/**
 * Words before a request that say nothing of it: "oops, undo", "thanks, can you plan my day", "del x pls", and a
 * greeting or an address set off by a comma ("moin, …", "hi! …", "Liebe Assistentin, …", "dear Taskmind, …"),
 * which a title never begins with.
 */
export const LEAD_IN = new RegExp(
  String.raw`^(?:(?:${FILLER_FIRST_WORDS}|${LEAD_IN_ONLY_WORDS})[,!.]?\s+|(?:hi|hello|hallo|moin(?: moin)?|servus|grüß dich|grüß gott|grüezi|guten (?:morgen|tag|abend)|good (?:morning|afternoon|evening))[,!.]\s*|(?:liebe[rs]?|dear)\s+[a-zäöüß]+[,!]\s*|${SLANG_ADDRESS}|${EMPHATIC_DO})+`,
  "i",
);
/**
 * Asides after a comma: Irish English "…, sure look I'll forget otherwise", "…, so", "…, like", "…, would you",
 * "…, thank god"; New Zealand's "…, chur" (thanks; after a comma only: Chur is a town too): the request is said
 * before them.
 */
export const IRISH_ASIDE_WORDS = "so|like|there|would you|will you|thank (?:god|goodness)(?: for that)?|chur|cheers";
const IRISH_ASIDE = String.raw`(?:sure(?: look| listen| what)\b[^,]*|(?:${IRISH_ASIDE_WORDS}))`;
/**
 * What sets a courtesy apart from the request before it: a comma or a space, or a full stop or "!" ending the request
 * as a sentence of its own ("Please put X on my Home list. Thank you."), never a German date's dot ("am 7.12. danke").
 */
export const COURTESY_APART = String.raw`(?:[,\s]|(?<!\p{N})[.!])+`;
/** "…, gell?", "…, oder?", "…, ne?", "…, eh", Scots "… aye": asking to be agreed with. */
const ASKING_AGREEMENT_WORDS = "eh|gell|gelle|gelt|oder|ne|right|aye";
/**
 * Words after a request that only ask to be agreed with, as "please" asks nicely: "…, gell?", "…, oder?", "…, ne?";
 * and thanks, the long ones too ("…, danke recht schön", "…, vielen lieben Dank"); Indian English "…, kindly do the
 * needful"; "…, if it isn't too much trouble", "…, if you please".
 */
export const TRAIL_OFF = new RegExp(
  String.raw`(?:${COURTESY_APART}(?:${PLEASE_WORDS}|${THANKS_WORDS}|${LONG_THANKS_WORDS}|thanks a mil|${IF_YOU_PLEASE_WORDS}|(?:(?:kindly|please|pls)\s+)?do the needful|${ASKING_AGREEMENT_WORDS})|,\s*${IRISH_ASIDE})$`,
  "iu",
);
