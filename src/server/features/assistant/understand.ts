/**
 * What a message to the assistant asks for, by plain rules: no model, nothing leaves the server. A message is
 * an intent with its slots (see `Intent`). Only a message that reads as a task is one to add; a question, a command
 * the rules cannot carry out, small talk or a pronoun with nothing to point at is never saved as a task unasked.
 *
 * This is the reader's entry: it tidies the message and tries each family of readers in turn (talk and plans, adds,
 * questions, several requests, commands), then decides what a message none of them reads is.
 */
import { GERMAN_PARTICIPLE_WORD, languageOf } from "../../../shared/quick-add/language-of";
import { GERMAN_REMARK, HEDGED_PRIORITY, withoutAsides, withoutCourtesy } from "./asides";
import { inUsualEnglish } from "./english-calques";
import { POLITE_LEAD, verbFirst } from "./german-order";
import { inGermanSpelling, inTypedSpelling } from "./german-spelling";
import type { Intent } from "./intent";
import { firstMatch, normalise, tidy } from "./message-text";
import { nameAskedTwice, readQuestion } from "./questions";
import { addRequestOf } from "./read-add-request";
import {
  ADD_MANY,
  countedTasksOf,
  GERMAN_PRIORITY_FIRST,
  germanTaskOrder,
  LIST_AFTER_COMMA,
  listedTasks,
  madeForMe,
  PRIORITY_LABEL,
  PUT_ON_LIST,
  reminderTaskOf,
  withListBeforeColon,
  withListMention,
} from "./read-adds";
import { commandOf } from "./read-command";
import { compound } from "./read-compound";
import { CHANGED_MIND, DID_IT_GERMAN, MARKED_DONE } from "./read-done";
import { tagSwapOf } from "./read-edits";
import { DESCRIBED, GERMAN_ON_DAY_ALONE } from "./read-moves";
import { GREETING, HELP, PLAN, PLAN_WEEK, REVIEW, SMALL_TALK, saysOnlySmallTalk, VENTING } from "./read-talk";
import {
  COMMAND_VERB,
  commandsSomethingElse,
  readsAsGermanTask,
  readsAsTask,
  SHOWN_TO_SOMEONE,
  STATEMENT,
  saysToAssistant,
} from "./reads-as-task";
import { LEAD_IN, NO_WORDS, NOTHING_WORDS, TRAIL_OFF } from "./small-words";
import { targetOf } from "./targets";
import { DAY_WORD, dayWords } from "./task-details";
import { twoSentencesMeant } from "./two-sentences";

/**
 * "email tom the budget spreadsheet", "send sarah the slides", "forward anna the link": a message or a file sent to
 * someone, said as an order to send it now (whom, then what), which the assistant cannot carry out; asked about,
 * never saved unasked. "email the landlord about the deposit", "send the invoice to acme" name what to do later.
 */
const SEND_SOMEONE_SOMETHING =
  /^(?:e-?mail|mail|text|message|msg|dm|whatsapp|slack|ping|send|forward|fwd)\s+(?!(?:the|a|an|my|our|your|this|that|these|those|some|it|them|off|out|back|over|on|in|up|round|around|across|along|to|about|re|for|with|and|again)\b)\S+\s+(?:the|a|an|my|our|his|her|their|this|that|these|those|some)\s+\S/;
/**
 * Words a question or a request to the assistant begins with, English or German; "do the staff rota" is a task (a
 * question mark still asks: "do the bills need paying?"), "do the needful" (Indian English: "see to it") is not.
 */
const QUESTION_WORD =
  /^(?!do the (?!needful$))(?:what|whats|what's|which|when|whens|when's|where|who|whom|whose|why|how|(?:is|are|am|do|does|did|can|could|would|will|should|shall|may|might) (?:i|you|we|there|it|my|anything|any|the)|(?:have|has) (?:i|you|we)|any|anything|tell me|show me|give me|help me|i need help|i want to know|was|wann|wo|wer|wie|welche[rsmn]?|warum|wieso|gibt es|habe ich|hab ich|ist|sind|kannst|zeig|zeige)\b/;
/**
 * "can you …", "would you be so kind as to …", "I should like you to …": a request, unless asked as a question ("can
 * you water my plants?"), which is the model's.
 */
const POLITE =
  /^(?:(?:i|we) (?:should|would|'d|d) (?:like|love|want) (?:you|u) to|(?:can|could|would|will) (?:you|u) be able to|would (?:you|u) be so kind as to|would (?:you|u) kindly|can (?:you|u)|could (?:you|u)|would (?:you|u)|will (?:you|u)|kannst du|könntest du)\s+/i;
/** "can you add …?", "would you kindly add …?": a request to add, though asked with a question mark. */
const POLITE_ADD =
  /^(?:can|could|would|will) (?:you|u) (?:please |pls |kindly |be so kind as to )?(?:add|create)\s[^?]*\?+$/i;
/** "asap", "schnellstmöglich": how soon a task is wanted, English or German, which is no part of its title. */
const ASAP = String.raw`(?:asap|a\.s\.a\.p\.?|schnellstmöglich|so schnell wie möglich|so bald wie möglich)`;
/**
 * "pitch deck updaten asap, prio hoch", "rechnung schreiben asap": said after a task, before the details after a
 * comma or last ("…, asap" after a comma is a priority word of its own, see PRIORITY_WORD_AFTER_COMMA).
 */
const ASAP_SAID = new RegExp(String.raw`(?<=[^\s,])\s+${ASAP}(?=\s*,\s*\S|[!.]*$)`, "iu");
/** A priority marked as quick add reads it ("p1", "!!"). */
const PRIORITY_MARKED = /(?:^|\s)(?:p[1-4]|!{1,3})(?=\s|$)/;
/**
 * A task said with "asap" (see ASAP_SAID): the task the words without it read as, the word no part of its title; a
 * high priority unless one is said. Only a task: "move X to friday asap" is read as said.
 */
function hurriedTaskOf(message: string): Intent | undefined {
  const said = message.trim();
  const hurried = ASAP_SAID.exec(said);
  if (!hurried) return undefined;
  const meant = understandAsSaid(`${said.slice(0, hurried.index)}${said.slice(hurried.index + hurried[0].length)}`);
  if (meant.kind !== "add") return undefined;
  return PRIORITY_MARKED.test(meant.text) ? meant : { ...meant, text: `${meant.text} p1` };
}
/**
 * "what to bring camping", "how to fix the tap", "who to invite": a question word before an infinitive names
 * something to find out, a note to self, not a question about the tasks ("what to do next" is one).
 */
const TO_FIND_OUT =
  /^(?:what|how|where|when|who|which \S+) to (?!do\b|work on\b|focus on\b|tackle\b|start\b|begin\b)\S/;
/** German "bin", "war", which English has as words of its own ("take out the bin"): a statement in German text only. */
const GERMAN_STATEMENT = /(?:^|\s)(?:bin|war)(?=\s|$)/;
/** Quick add's marks for a priority, a tag or a list: "p1", "!!", "#work", "+Home". */
const QUICK_ADD_MARK = /(?:^|\s)(?:p[1-4]|!{1,3}|#[^\s#]+|\+\S+)(?=\s|$)/;
const marksBesideWords = (name: string) =>
  QUICK_ADD_MARK.test(name) && name.replace(new RegExp(QUICK_ADD_MARK.source, "g"), "").trim() !== "";
/** A lead-in that ends on "bitte" ("Bitte …", "Servus, bitte …"). */
const PLEASE_LAST = /(?:^|\s)bitte[,!.]?\s+$/i;
/**
 * Austrian and Bavarian formal requests, "Sie" said as "'s" after the verb: "tragen's mir bitte … ein", "löschen's
 * den Arzttermin", "könnten's …". Only first (after a greeting), in German, and before the words such a request goes
 * on with, where an English possessive ("Karen's party", "Stephen's den") never stands.
 */
const SIE_CONTRACTED =
  /^(\p{L}{2,}en)['\u2019]s(?=\s+(?:mir|uns|bitte|mal|doch|noch|gleich|schnell|ein|auf|an|ab|aus|den|die|das|dem|der)(?:[\s,:]|$))/iu;
/** `message` with a formal "'s" written out as "Sie" (see SIE_CONTRACTED), as the rules read formal requests. */
function withSieSaid(message: string): string {
  const lead = LEAD_IN.exec(message)?.[0] ?? "";
  const said = message.slice(lead.length);
  return SIE_CONTRACTED.test(said) && languageOf(said) === "de"
    ? `${lead}${said.replace(SIE_CONTRACTED, "$1 Sie")}`
    : message;
}

/**
 * "whats due tmr? oh and add buy batteries": a question, then a request said in so many words after it; both are
 * answered. A request only guessed at (a title alone) is not: the whole is asked about.
 */
function questionThenRequest(message: string): Intent | undefined {
  const split = /^([^?]+\?)\s+([^?]+)$/.exec(message.trim());
  if (!split?.[1] || !split[2]) return undefined;
  const question = understandAsSaid(split[1]);
  const request = understandAsSaid(split[2]);
  if (question.kind !== "question") return undefined;
  const asked =
    (request.kind === "add" && request.explicit) ||
    !["unclear", "add", "add-many", "question", "compound", "greeting", "small-talk", "help"].includes(request.kind);
  return asked ? { kind: "compound", parts: [question, request] } : undefined;
}

/**
 * `typed` is what the user typed; the title of a task to add keeps its own spelling. German said with its verb
 * last or split ("kannst du den Arzttermin entfernen?", "hak X ab") is read in the verb-first order when that
 * order is a request the rules carry out; otherwise as typed.
 */
export function understand(typed: string): Intent {
  const saidFirst = typed.trim().endsWith("?") ? saidThenAsked(typed) : undefined;
  if (saidFirst) return saidFirst;
  const message = withSieSaid(inUsualEnglish(inGermanSpelling(typed)));
  // "Merci, kannst du noch X eintragen", "X verschieben, danke": thanks around a request are no part of its order.
  const thanked = tidy(message).replace(TRAIL_OFF, "");
  const unled = thanked.replace(LEAD_IN, "");
  // "Bitte X eintragen": the "bitte" the lead-in takes still says the verb last is asked for.
  const asked = PLEASE_LAST.test(thanked.slice(0, thanked.length - unled.length)) ? `bitte ${unled}` : unled;
  const turned = verbFirst(asked);
  const inOrder = turned === undefined ? undefined : understandAsSaid(turned);
  const request = inOrder && inOrder.kind !== "unclear" && !(inOrder.kind === "add" && !inOrder.explicit);
  const meant = vented(request ? inOrder : understandAsSaid(message), typed);
  // "in die Liste Home: X bestätigen": a task that reads as one, its list named before a colon.
  if (meant.kind === "add") return { ...meant, text: withListBeforeColon(inTypedSpelling(meant.text, typed)) };
  if (meant.kind === "add-many") return { ...meant, texts: meant.texts.map((text) => inTypedSpelling(text, typed)) };
  // What is offered as a task is offered in the user's words too ("… tu bittschön weg", not "… tu bitte weg").
  if (meant.kind === "unclear") return { ...meant, text: inTypedSpelling(meant.text, typed) };
  return meant;
}

/**
 * "ugh 3 codes tonight im dead": venting with no request in so many words is small talk, never a task saved unasked;
 * words that read as a task beside it ("ugh call the plumber tomorrow") are asked about.
 */
function vented(meant: Intent, typed: string): Intent {
  if (!VENTING.test(normalise(typed))) return meant;
  if (meant.kind === "add" && !meant.explicit) return { kind: "unclear", text: typed.trim(), why: "statement" };
  if (meant.kind !== "unclear" || (meant.why !== "maybe-task" && meant.why !== "statement")) return meant;
  // "long day, pay rent tomorrow": a task said beside the venting is asked about.
  const task = normalise(typed)
    .split(/\s*[,;]\s*/)
    .some((part) => readsAsTask(part.replace(LEAD_IN, "")));
  return task ? { kind: "unclear", text: typed.trim(), why: "statement" } : { kind: "small-talk" };
}

/**
 * "die Pflanzen habe ich gegossen, und könnten Sie den Elektriker für Montag eintragen?", "I paid the rent, could you
 * move the dentist to friday?": a change said, then a polite request asked after a comma; both are carried out when
 * the first is a change of the user's tasks and the second a request the rules read (a task to add said in so many
 * words, or a change).
 */
const POLITE_AFTER_CLAUSE =
  /^(.+?),\s*(?:(?:und|and)\s+)?((?:(?:könnten|können|würden) sie|(?:kannst|könntest|würdest) du|(?:could|can|would) you)\s.+)$/iu;
function saidThenAsked(typed: string): Intent | undefined {
  const split = POLITE_AFTER_CLAUSE.exec(typed.trim());
  if (!split?.[1] || !split[2]) return undefined;
  const first = understand(split[1]);
  const second = understand(split[2]);
  if (!CHANGES_TASKS.has(first.kind)) return undefined;
  if (!(second.kind === "add" && second.explicit) && !CHANGES_TASKS.has(second.kind)) return undefined;
  return { kind: "compound", parts: [first, second] };
}

/**
 * The intent of `message` in the order it is said (`understand` turns German first). The families are tried in an
 * order that matters: talk and plans, then tasks asked for in so many words, questions, several requests in one,
 * commands; a message none of them reads is asked about, unless it reads as a task.
 */
function understandAsSaid(message: string): Intent {
  const whole = normalise(message);
  if (GREETING.test(whole)) return { kind: "greeting" };
  if (SMALL_TALK.test(whole) || saysOnlySmallTalk(whole)) return { kind: "small-talk" };
  if (CHANGED_MIND.test(whole)) return { kind: "undo" };
  const sentences = twoSentencesMeant(message, understandAsSaid, CHANGES_TASKS);
  if (sentences) return sentences;
  const asked = message.trim().endsWith("?");
  const hurried = asked ? undefined : hurriedTaskOf(message);
  if (hurried) return hurried;
  const tidied = tidy(message.replace(/[\u2018\u2019]/g, "'"))
    .replace(LEAD_IN, "")
    .replace(TRAIL_OFF, "")
    .replace(GERMAN_REMARK, "")
    .replace(HEDGED_PRIORITY, "");
  // "could you please add X": "please" after the polite words is no part of the request either.
  const typed = asked ? tidied : tidied.replace(POLITE, "").replace(/^(?:please|pls|kindly)\s+/i, "");
  const text = normalise(typed);
  // "did I call the bank? mark it done": several sentences, more than the rules read.
  if (text.includes("?"))
    return questionThenRequest(message) ?? { kind: "unclear", text: message.trim(), why: "question" };
  if (text === "") return { kind: "help" };
  if (HELP.test(text)) return { kind: "help" };
  if (SMALL_TALK.test(text)) return { kind: "small-talk" };
  // "could you kindly move X to friday?", "could you add X on monday?": asked, so the language model's to answer when
  // there is one; without one, the request to change or add the task is (see `politeChangeOf`, `politeAddOf`).
  if (asked && (POLITE_ADD.test(message.trim()) || politeRequestOf(tidied)))
    return { kind: "unclear", text: message.trim(), why: "question" };
  const request = text.replace(POLITE, "");
  // "plan out my week, gonna be a busy one": a remark after the request, which is no task, adds nothing to it.
  const [first = "", ...remark] = request.split(/\s*[,;]\s+/);
  const remarked = remark.length > 0 && !remark.some((remarkPart) => readsAsTask(remarkPart));
  if (PLAN.test(request) || (remarked && PLAN.test(first))) return { kind: "plan" };
  if (PLAN_WEEK.test(request) || (remarked && PLAN_WEEK.test(first))) return { kind: "plan-week" };
  if (REVIEW.test(request)) return { kind: "review" };
  const counted = countedTasksOf(typed);
  if (counted) return { kind: "add-many", texts: counted };
  const many = firstMatch(ADD_MANY, typed);
  if (many?.[1]) return { kind: "add-many", texts: listedTasks(many[1]).withDetail };
  const put = PUT_ON_LIST.exec(typed);
  if (put?.[1]) return { kind: "add", text: put[1], explicit: true };
  const addRequest = addRequestOf(typed, text);
  if (addRequest) return addRequest;
  if (/^remind me to\s/i.test(typed)) return { kind: "add", text: typed, explicit: true };
  const labelled = PRIORITY_LABEL.exec(typed);
  if (labelled?.[4]) {
    // The words after the label are understood alone; a task among them gets the label's priority.
    const meant = understand(labelled[4]);
    if (meant.kind !== "add" && !(meant.kind === "unclear" && ["maybe-task", "command"].includes(meant.why)))
      return meant;
    const mark = labelled[1] ? "p1" : labelled[2] ? "p2" : "p3";
    return { kind: "add", text: `${meant.kind === "add" ? meant.text : labelled[4]} ${mark}`, explicit: true };
  }
  // "wichtig steuerbescheid prüfen bis 3.12.": German's priority said first without a colon, before what reads as a
  // task on its own (else "wichtig" may be the title's).
  const weighedFirst = GERMAN_PRIORITY_FIRST.exec(typed);
  if (weighedFirst?.[1]) {
    const meant = understand(weighedFirst[1]);
    if (meant.kind === "add") return { ...meant, text: `${meant.text} p1` };
  }
  const reminderTask = reminderTaskOf(typed);
  if (reminderTask) return reminderTask;
  const madeTask = madeForMe(typed);
  if (madeTask) return madeTask;
  // "what's overdue and what's due tomorrow": two questions, each answered.
  const questions = /\s(?:and|und)\s+(?:what|whats|what's|was|how many|wie viele|show|zeig)\b/.test(text);
  const both = questions ? compound(typed) : undefined;
  if (both) return both;
  if (TO_FIND_OUT.test(text)) return { kind: "unclear", text: message.trim(), why: "maybe-task" };
  // "das bitte auf morgen", "die auf freitag": the tasks of the previous reply moved, said without a verb as German
  // does; never a question about the day ("auf" says where to).
  const pointedOnDay = asked ? null : GERMAN_ON_DAY_ALONE.exec(text);
  const pointed = pointedOnDay?.[1] ? targetOf(pointedOnDay[1]) : undefined;
  if (pointed?.kind === "previous" && pointedOnDay?.[2])
    return { kind: "move", target: pointed, when: dayWords(pointedOnDay[2]) };
  // "überfällig bei work?": slots and a name, asked; "call mum tomorrow?" reads as a task, so is asked about.
  const doneSaid = !asked && DID_IT_GERMAN.test(text.split(/\s*,\s*/)[0] ?? "");
  const question =
    SHOWN_TO_SOMEONE.test(text) || doneSaid ? undefined : readQuestion(text, typed, asked && !readsAsTask(text));
  if (question) return { kind: "question", question };
  const namedTwice = asked && !COMMAND_VERB.test(text) ? nameAskedTwice(message) : undefined;
  if (namedTwice) return { kind: "question", question: namedTwice };
  // "did the parcel arrive?": asked whether something happened, never a task said done.
  if (asked && /^did\s/.test(text)) return { kind: "unclear", text: message.trim(), why: "question" };
  // "the second one, stop it repeating", "the last one, mark it done": a task of the previous reply pointed at
  // first, then the change to "it".
  const pointedFirst = /^([^,]+),\s+(.+)$/.exec(text);
  const pointer = pointedFirst?.[1] ? targetOf(pointedFirst[1]) : undefined;
  if (pointedFirst?.[2] && pointer?.kind === "previous" && pointer.index !== null) {
    const change = understandAsSaid(pointedFirst[2]);
    if (CHANGES_TASKS.has(change.kind) && "target" in change && change.target.kind === "previous")
      return { ...change, target: pointer };
  }
  // "könnten Sie bitte beim X das Schlagwort a entfernen und stattdessen b setzen?": asked politely, still one change.
  const said =
    tagSwapOf(text.replace(POLITE_LEAD, "").replace(POLITE, "")) ?? compound(typed) ?? commandOf(text, typed);
  // "finish slides monday p1": quick add's marks beside words in the name say a task is meant, not one of the
  // user's ("complete #errands" is a group, and a delete never turns into an add).
  if (said?.kind === "complete" && said.target.kind === "named" && marksBesideWords(said.target.name)) {
    return { kind: "add", text: message.trim(), explicit: false };
  }
  if (said) return said;
  if (targetOf(text).kind === "previous") return { kind: "unclear", text: message.trim(), why: "pronoun" };
  const asking = QUESTION_WORD.test(text);
  if (asking) return { kind: "unclear", text: message.trim(), why: "question" };
  if (/\b(?:it|them|that|those)\b/.test(text) && /^(?:make|set|mark|move|change|put|do|finish|complete)\b/.test(text)) {
    return { kind: "unclear", text: message.trim(), why: "pronoun" };
  }
  if (commandsSomethingElse(text)) {
    return { kind: "unclear", text: message.trim(), why: "command" };
  }
  const beforeRemark = addBeforeRemark(message);
  if (beforeRemark) return beforeRemark;
  if (STATEMENT.test(text) || (GERMAN_STATEMENT.test(text) && languageOf(text) === "de"))
    return { kind: "unclear", text: message.trim(), why: "statement" };
  // "Call bank auf 16 Uhr": an English title moved in German, which says its day in German ("auf" is never English).
  const onDayAlone = GERMAN_ON_DAY_ALONE.exec(text);
  const onDay = languageOf(text) === "de" || languageOf(onDayAlone?.[2] ?? "") === "de" ? onDayAlone : null;
  const moved = onDay?.[1] && !DESCRIBED.test(onDay[1]) ? targetOf(onDay[1]) : undefined;
  // "das erste auf sonntag", "die auf morgen": a task of the previous reply moved, never a task named "das erste".
  if ((moved?.kind === "named" || moved?.kind === "previous") && onDay?.[2])
    return { kind: "move", target: moved, when: dayWords(onDay[2]) };
  const onList = LIST_AFTER_COMMA.exec(typed);
  if (onList && !message.trim().endsWith("?") && readsAsTask(normalise(typed.slice(0, onList.index))))
    return { kind: "add", text: withListMention(typed), explicit: false };
  if (message.trim().endsWith("?") || !readsAsTask(text)) {
    const offered = message.trim().endsWith("?") ? message.trim() : withoutCourtesy(withoutAsides(message.trim()));
    return { kind: "unclear", text: offered, why: "maybe-task" };
  }
  if (SEND_SOMEONE_SOMETHING.test(text)) return { kind: "unclear", text: message.trim(), why: "command" };
  // "morgen einkaufen und am samstag Geschenk besorgen": German tasks, each a thing and its verb, each its own day
  // ("morgen: A und B" says one day for both, which quick add reads of the whole).
  // "Kasse zählen heute 20 uhr pls", "…, danke", "Bitte …": a courtesy around the task is no part of it.
  const task = withoutCourtesy(withoutAsides(message.trim()));
  const germanTasks = listedTasks(task).withDetail;
  const several = germanTasks.length > 1 && !message.includes(":");
  if (languageOf(typed) === "de" && several && germanTasks.every((each) => readsAsGermanTask(each)))
    return { kind: "add-many", texts: germanTasks.map(germanTaskOrder) };
  return { kind: "add", text: task, explicit: false };
}

/**
 * "investor update schreiben bis freitag, hohe prio, deadline ist hart", "…, the client is waiting": a remark said
 * after a task and its details, a statement of a few words, which is no part of it.
 */
const REMARK_LAST = /,\s+([^,]+)$/u;
/**
 * What a remark may not say for the task before it to be added unasked: that it is done, off, moved or not wanted
 * ("…, ist erledigt", "…, is cancelled", "…, ist jetzt morgen"), or anything of a day or a time.
 */
const REMARK_OF_A_CHANGE = new RegExp(
  String.raw`(?:^|\s)(?:done|finished|completed?|cancell?ed|off|over|moved|gone|closed|erledigt|fertig|abgesagt|verschoben|gestrichen|vorbei|weg|raus|durch|zu|geschlossen|egal|hinfällig|${NO_WORDS}|${NOTHING_WORDS}|kein\p{L}*|${DAY_WORD})(?=\s|$)|\p{L}{3,}ed(?=\s|$)|(?:^|\s)${GERMAN_PARTICIPLE_WORD}(?=\s|$)`,
  "u",
);
const REMARK_WORDS_MAX = 5;
/** The task said before a remark (see REMARK_LAST), when the words before it are one to add. */
function addBeforeRemark(message: string): Intent | undefined {
  const remark = REMARK_LAST.exec(message.trim());
  const said = normalise(remark?.[1] ?? "");
  if (!remark || !STATEMENT.test(said) || said.split(" ").length > REMARK_WORDS_MAX) return undefined;
  if (REMARK_OF_A_CHANGE.test(said) || readsAsTask(said)) return undefined;
  // The words before the first comma read as a task themselves ("Zahnarzt morgen, die Praxis ist zu" may not).
  const first = message.trim().split(",")[0] ?? "";
  if (!readsAsTask(normalise(first))) return undefined;
  const before = understandAsSaid(message.trim().slice(0, remark.index));
  // Only a task said as one: "kannst du X vorziehen, die deadline ist früher" speaks to the assistant.
  return before.kind === "add" && (before.explicit || !saysToAssistant(normalise(before.text))) ? before : undefined;
}
/** What a polite request asks the rules to do to the user's tasks, not to add one, answer or talk. */
const CHANGES_TASKS = new Set<Intent["kind"]>([
  "complete",
  "delete",
  "tag",
  "untag",
  "move",
  "move-to-list",
  "rename",
  "priority",
  "stop-repeating",
  "repeat",
  "undate",
  "shift",
  "remind",
  "break-down",
]);

/**
 * "could you kindly move the car service to next thursday?", "can you please mark X as done?": a request to change
 * the user's tasks, though asked with a question mark; "can you water my plants?" asks something else (the model's).
 */
function politeRequestOf(tidied: string): Intent | undefined {
  if (!POLITE.test(tidied)) return undefined;
  const request = tidied.replace(POLITE, "").replace(/^(?:please|pls|kindly)\s+/i, "");
  const meant = understandAsSaid(request);
  const parts = meant.kind === "compound" ? meant.parts : [meant];
  if (!parts.every((part) => CHANGES_TASKS.has(part.kind))) return undefined;
  // "can you finish the report?" asks for the work, which the assistant cannot do: only a task marked done is.
  return parts.some((part) => part.kind === "complete") && !MARKED_DONE.test(normalise(request)) ? undefined : meant;
}
/**
 * "could you kindly move the car service to next thursday?", "can you please mark X as done?": asked, so the
 * language model's to answer when there is one; without one, the request to change the user's tasks is.
 */
export function politeChangeOf(typed: string): Intent | undefined {
  const message = inGermanSpelling(typed);
  if (!message.trim().endsWith("?")) return undefined;
  const tidied = tidy(message.replace(/[\u2018\u2019]/g, "'"))
    .replace(LEAD_IN, "")
    .replace(TRAIL_OFF, "")
    .replace(GERMAN_REMARK, "");
  return politeRequestOf(tidied);
}

/**
 * "could you please add X?": asked, so the language model's to answer when there is one; without one, the request
 * to add it is.
 */
export function politeAddOf(message: string): Intent | undefined {
  if (!POLITE_ADD.test(message.trim())) return undefined;
  const meant = understand(message.trim().replace(/\?+$/, ""));
  return meant.kind === "add" ? meant : undefined;
}
