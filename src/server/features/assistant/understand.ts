/**
 * What a message to the assistant asks for, by plain rules: no model, nothing leaves the server. Anything that
 * is not a question or a command is a task to add.
 */

/** Which tasks a command is about: some named in words, or a whole group. */
export type Target = { kind: "named"; name: string } | { kind: "overdue" } | { kind: "today" };

/** Which list a command is about: the Inbox, or one of the user's lists by name (`+Work`). */
export type ListTarget = { kind: "inbox" } | { kind: "list"; name: string };

export type Intent =
  | { kind: "greeting" }
  | { kind: "help" }
  | { kind: "due"; when: "today" | "tomorrow" | "week" }
  | { kind: "overdue" }
  | { kind: "tagged"; tag: string }
  | { kind: "high-priority" }
  | { kind: "plan" }
  | { kind: "plan-week" }
  /** The one task to do now. */
  | { kind: "next" }
  | { kind: "review" }
  | { kind: "find"; text: string }
  | { kind: "complete"; target: Target }
  | { kind: "delete"; target: Target }
  | { kind: "tag"; target: Target; tags: string[] }
  | { kind: "move"; target: Target; when: string }
  /** The open tasks in a list. */
  | { kind: "in-list"; list: ListTarget }
  | { kind: "move-to-list"; target: Target; list: ListTarget }
  /** `steps` as typed (each a new task's title), possibly empty or too few: the assistant says what is wrong. */
  | { kind: "break-down"; name: string; steps: string[] }
  | { kind: "add"; text: string };

const GREETING = /^(?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening|day))(?: there)?$/;
const HELP = /^(?:help|\?|what can you do|what do you understand|commands)$/;
const DUE = /^(?:(?:what(?:'s| is)|whats|show(?: me)?|list)(?: (?:due|on))?|due)(?: for)? (today|tomorrow|this week)$/;
const OVERDUE = /^(?:(?:what(?:'s| is)|whats|show(?: me)?|list) )?(?:overdue|late)(?: tasks)?$/;
const TAGGED = /^(?:(?:show|list|find)(?: me)?(?: tasks tagged)? )?#([^\s#]+)$/;
const HIGH_PRIORITY = /^(?:(?:show|list)(?: me)? )?(?:high|urgent|important|top)(?: priority)?(?: tasks)?$/;
const PLAN = /^(?:plan|plan (?:my|the) day|plan (?:for )?today|plan my today|make (?:me )?a plan(?: for today)?)$/;
const PLAN_WEEK =
  /^(?:plan (?:my|the|this) week|plan (?:for )?(?:the|this) week|make (?:me )?a plan for (?:my|the|this) week|weekly plan)$/;
const NEXT =
  /^(?:what(?:'s| is)? next|whats next|what now|what(?: should| shall| do) i do(?: next| now)?|(?:what(?:'s| is) )?my next task|next task)$/;
const REVIEW = /^(?:(?:my |the |a )?weekly review|review (?:my |the |this )?week|how was my week)$/;
const FIND = /^(?:find|search(?: for)?|look for|where(?:'s| is))\s+(.+)$/;
const COMPLETE =
  /^(?:complete|finish|done(?: with)?|check off|tick off|mark)\s+(.+?)(?:\s+(?:as\s+)?(?:done|complete|completed|finished))?$/;
const DELETE = /^(?:delete|remove|drop|trash)\s+(.+)$/;
const TAG = /^tag\s+(.+?)((?:\s+#[^\s#]+)+)$/;
/** Read in the message as typed (any case), so that the steps keep their spelling as titles. */
const BREAK_DOWN = /^(?:break (?:down|up)|split(?: up)?)\s+(.+?)\s+into(?:\s+(.*))?$/i;
/** Between steps: a comma or semicolon (an "and" after it too), or "and". */
const STEP_SEPARATOR = /\s*[,;]\s*(?:and\s+)?|\s+and\s+/i;
/** "my inbox", "+Work", "+\"Long name\"" (curly quotes too): read in the message as typed, keeping the name's case. */
const LIST = String.raw`(?:(?:my|the)\s+)?(?:(inbox)|\+(?:["\u201c]([^"\u201c\u201d]+)["\u201d]|(\S+)))(?:\s+list)?`;
const IN_LIST = new RegExp(
  String.raw`^(?:(?:what's|what is|whats|show(?: me)?|list|open)(?:\s+(?:in|on))?\s+)?${LIST}$`,
  "i",
);
const MOVE_TO_LIST = new RegExp(String.raw`^(?:move|put|file)\s+(.+?)\s+(?:to|in|into|under)\s+${LIST}$`, "i");
const MOVE = /^(?:move|reschedule|postpone|push|snooze|defer)\s+(.+?)\s+(?:to|until|till|for)\s+(.+)$/;

/** A message as typed, tidied: single spaces, no closing punctuation. */
const tidy = (message: string) =>
  message
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\s?!.]+$/, "");

/** How a message is compared: lower case, one kind of apostrophe, single spaces, no closing punctuation. */
export function normalise(message: string): string {
  return tidy(message.toLowerCase().replace(/[\u2018\u2019]/g, "'"));
}

/** The list a LIST pattern's groups name; none for a name of digits ("+1"), which is no list. */
function listOf(match: RegExpExecArray, first: number): ListTarget | undefined {
  if (match[first]) return { kind: "inbox" };
  const name = (match[first + 1] ?? match[first + 2] ?? "").trim();
  return name === "" || /^\p{N}+$/u.test(name) ? undefined : { kind: "list", name };
}

/** "all overdue", "everything due today", "the dentist task" → the group or the name. */
export function targetOf(words: string): Target {
  const text = words.replace(/^(?:all|every|everything|all of|all my|my)\s+/, "").replace(/\s+tasks?$/, "");
  if (/^(?:the )?overdue(?: ones)?$/.test(text)) return { kind: "overdue" };
  if (/^(?:(?:due )?today|today's)$/.test(text)) return { kind: "today" };
  const name = words
    .replace(/^(?:the|my|a|an)\s+/, "")
    .replace(/\s+task$/, "")
    .replace(/^["'\u201c](.*)["'\u201d]$/, "$1")
    .trim();
  return { kind: "named", name };
}

/** `message` is what the user typed; the title of a task to add keeps its own spelling. */
export function understand(message: string): Intent {
  const text = normalise(message);
  if (GREETING.test(text)) return { kind: "greeting" };
  if (HELP.test(text)) return { kind: "help" };
  let match = DUE.exec(text);
  if (match) return { kind: "due", when: match[1] === "this week" ? "week" : (match[1] as "today" | "tomorrow") };
  if (OVERDUE.test(text)) return { kind: "overdue" };
  match = TAGGED.exec(text);
  if (match?.[1]) return { kind: "tagged", tag: match[1] };
  if (HIGH_PRIORITY.test(text)) return { kind: "high-priority" };
  if (PLAN.test(text)) return { kind: "plan" };
  if (PLAN_WEEK.test(text)) return { kind: "plan-week" };
  if (NEXT.test(text)) return { kind: "next" };
  if (REVIEW.test(text)) return { kind: "review" };
  match = FIND.exec(text);
  if (match?.[1]) return { kind: "find", text: match[1] };
  const typed = tidy(message.replace(/[\u2018\u2019]/g, "'"));
  match = IN_LIST.exec(typed);
  const shown = match && listOf(match, 1);
  if (shown) return { kind: "in-list", list: shown };
  match = MOVE_TO_LIST.exec(typed);
  const moveTo = match?.[1] && listOf(match, 2);
  if (match?.[1] && moveTo) return { kind: "move-to-list", target: targetOf(normalise(match[1])), list: moveTo };
  match = BREAK_DOWN.exec(tidy(message));
  if (match?.[1]) {
    const target = targetOf(normalise(match[1]));
    const name = target.kind === "named" ? target.name : normalise(match[1]);
    return { kind: "break-down", name, steps: (match[2] ?? "").split(STEP_SEPARATOR).map((step) => step.trim()) };
  }
  match = TAG.exec(text);
  if (match?.[1] && match[2]) {
    const tags = match[2]
      .trim()
      .split(/\s+/)
      .map((tag) => tag.slice(1));
    return { kind: "tag", target: targetOf(match[1]), tags };
  }
  match = MOVE.exec(text);
  if (match?.[1] && match[2]) return { kind: "move", target: targetOf(match[1]), when: match[2] };
  match = COMPLETE.exec(text);
  if (match?.[1]) return { kind: "complete", target: targetOf(match[1]) };
  match = DELETE.exec(text);
  if (match?.[1]) return { kind: "delete", target: targetOf(match[1]) };
  return { kind: "add", text: message.trim() };
}

/** Words a question or a request to the assistant begins with. */
const ASKING =
  /^(?:what|which|when|where|who|whom|whose|why|how|is|are|am|do|does|did|have|has|can|could|would|will|should|shall|may|might|please|tell me|show me|give me|help me|i need help|i want to know)\b/;

/**
 * A message the rules do not understand that asks something of the assistant — it begins with a question word
 * or a request ("can you", "please", "tell me") or ends with "?" — rather than naming a task to add. With a
 * language model configured (and allowed), the model answers these; any other message is still a quick add.
 */
export function isRequest(message: string): boolean {
  return message.trim().endsWith("?") || ASKING.test(normalise(message));
}
