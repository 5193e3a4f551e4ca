import type { TextLanguage } from "../../../../shared/quick-add/language-of";
import type { AssistantResponse } from "../../../../shared/schemas/assistant";
import type { List } from "../../../../shared/schemas/list";
import type { Task, TaskPriority } from "../../../../shared/schemas/task";
import { wallClockAt } from "../../../../shared/time/zoned-time";
import { englishWordsIn, isGerman } from "../phrases/reply-language";
import { EVALUATION_TIME_ZONE } from "./seed";

/**
 * The share of right cases issue 21 asks of the assistant, per category and per language. Not asserted yet: the
 * assistant is being rewritten, and the test reports the figures against it until the rewrite lands.
 */
export const ACCURACY_GOAL = 0.9;

/** A task a case expects to be made: its title, and only the fields given are checked. */
export interface ExpectedNewTask extends ExpectedFields {
  title: string;
}

/**
 * Fields a task should have after the case. `due` is a Berlin wall-clock time "2026-11-27T17:00" (at a time) or
 * a date "2026-11-27" (any time that day, or all day); `recurrence` the RRULE parts it must contain.
 */
export interface ExpectedFields {
  title?: string;
  due?: string | null;
  priority?: TaskPriority;
  tags?: string[];
  list?: string | null;
  recurrence?: string | null;
  reminders?: number;
  parent?: string;
}

export type Expectation =
  /** A reply that changes nothing; with `tasks`, its cards are exactly these and it says how many. */
  | { expect: "answer"; tasks?: string[] }
  /** One question back (a confirm or choices), nothing changed. */
  | { expect: "ask" }
  /** Any reply, nothing changed. */
  | { expect: "none" }
  /** A plan waiting for a yes, nothing changed: a day plan's card, or a week plan's days with their cards. */
  | { expect: "plan" }
  /** One open task named as the next, nothing changed. */
  | { expect: "next" }
  /** The last message puts back what the ones before it changed. */
  | { expect: "revert" }
  /** Exactly these changes (titles as seeded), nothing else. */
  | {
      expect: "change";
      create?: ExpectedNewTask[];
      update?: Record<string, ExpectedFields>;
      complete?: string[];
      remove?: string[];
      newLists?: string[];
    }
  /** Either is right. */
  | { oneOf: Expectation[] };

export const OUTCOMES = ["right", "partly", "wrong", "harmful"] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** Everything of the user's the assistant could change: every task (completed too) and every list. */
export interface AccountState {
  tasks: Map<string, Task>;
  lists: List[];
}

export interface Verdict {
  outcome: Outcome;
  /** Why it is not right. */
  why: string;
}

/** Fields that move with any edit or with undo's bookkeeping, not the user's data. */
const BOOKKEEPING = new Set(["version", "updatedAt", "postponedCount", "position", "subtasks", "createdAt"]);
/** Fields whose unasked change loses something the user wrote or set. */
const LOSSY = new Set(["title", "description", "tags", "reminders", "recurrence", "listId", "parentId", "completed"]);

interface Update {
  before: Task;
  after: Task;
  fields: string[];
}

export interface StateDiff {
  created: Task[];
  removed: Task[];
  updated: Update[];
  newLists: List[];
}

const fieldChanged = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);

export function diffStates(before: AccountState, after: AccountState): StateDiff {
  const created = [...after.tasks.values()].filter((task) => !before.tasks.has(task.id));
  const removed = [...before.tasks.values()].filter((task) => !after.tasks.has(task.id));
  const updated: Update[] = [];
  for (const [id, old] of before.tasks) {
    const now = after.tasks.get(id);
    if (!now) continue;
    const fields = Object.keys(old).filter(
      (field) => !BOOKKEEPING.has(field) && fieldChanged(old[field as keyof Task], now[field as keyof Task]),
    );
    if (fields.length > 0) updated.push({ before: old, after: now, fields });
  }
  const listIds = new Set(before.lists.map((list) => list.id));
  const newLists = after.lists.filter((list) => !listIds.has(list.id));
  return { created, removed, updated, newLists };
}

export const isUnchanged = (diff: StateDiff) =>
  diff.created.length + diff.removed.length + diff.updated.length + diff.newLists.length === 0;

export function describeDiff(diff: StateDiff): string {
  return [
    ...diff.created.map((task) => `created “${task.title}”${task.completed ? " (done)" : ""}`),
    ...diff.removed.map((task) => `deleted “${task.title}”`),
    ...diff.updated.map(({ after, fields }) => `changed “${after.title}” (${fields.join(", ")})`),
    ...diff.newLists.map((list) => `made list “${list.name}”`),
  ].join("; ");
}

const sameText = (a: string, b: string) =>
  a
    .trim()
    .replace(/[.!]+$/, "")
    .toLowerCase() ===
  b
    .trim()
    .replace(/[.!]+$/, "")
    .toLowerCase();

const pad = (value: number) => String(value).padStart(2, "0");

/** A due instant as `ExpectedFields.due` writes it: "2026-11-27T17:00", or the date alone when all day. */
export function localDue(task: Pick<Task, "dueAt" | "dueAllDay">): string | null {
  if (task.dueAt === null) return null;
  const at = wallClockAt(new Date(task.dueAt), EVALUATION_TIME_ZONE);
  const date = `${at.year}-${pad(at.month)}-${pad(at.day)}`;
  return task.dueAllDay ? date : `${date}T${pad(at.hour)}:${pad(at.minute)}`;
}

/** The fields of `task` that differ from what `expected` asks, as "field: actual". */
function mismatches(task: Task, expected: ExpectedFields, state: AccountState): string[] {
  const off: string[] = [];
  const due = localDue(task);
  if (expected.due !== undefined) {
    const matches =
      expected.due === null || due === null
        ? expected.due === due
        : expected.due.includes("T")
          ? !task.dueAllDay && due === expected.due
          : due.slice(0, 10) === expected.due;
    if (!matches) off.push(`due ${due}`);
  }
  if (expected.title !== undefined && !sameText(task.title, expected.title)) off.push(`title “${task.title}”`);
  if (expected.priority !== undefined && task.priority !== expected.priority) off.push(`priority ${task.priority}`);
  if (expected.tags !== undefined && fieldChanged([...expected.tags].sort(), [...task.tags].sort())) {
    off.push(`tags ${task.tags.join(",")}`);
  }
  if (expected.list !== undefined) {
    const list = state.lists.find((candidate) => candidate.id === task.listId)?.name ?? null;
    if (list?.toLowerCase() !== expected.list?.toLowerCase()) off.push(`list ${list}`);
  }
  if (expected.recurrence !== undefined) {
    const matches =
      expected.recurrence === null
        ? task.recurrence === null
        : expected.recurrence.split(";").every((part) => task.recurrence?.split(";").includes(part));
    if (!matches) off.push(`recurrence ${task.recurrence}`);
  }
  if (expected.reminders !== undefined && task.reminders.length !== expected.reminders) {
    off.push(`${task.reminders.length} reminders`);
  }
  if (expected.parent !== undefined) {
    const parent = task.parentId === null ? undefined : state.tasks.get(task.parentId);
    if (!parent || !sameText(parent.title, expected.parent)) off.push(`parent ${parent?.title ?? "none"}`);
  }
  return off;
}

/** The fields an expectation of `expected` asks to change, as Task's field names. */
function askedFields(expected: ExpectedFields): Set<string> {
  const fields = new Set<string>();
  if (expected.due !== undefined) fields.add("dueAt").add("dueAllDay");
  if (expected.title !== undefined) fields.add("title");
  if (expected.priority !== undefined) fields.add("priority");
  if (expected.tags !== undefined) fields.add("tags");
  if (expected.list !== undefined) fields.add("listId");
  if (expected.recurrence !== undefined) fields.add("recurrence");
  if (expected.reminders !== undefined) fields.add("reminders");
  if (expected.parent !== undefined) fields.add("parentId");
  return fields;
}

/** Reminders and tags only grow when they are added to: a change that drops one loses it. */
function dropsSomething(update: Update, field: string): boolean {
  if (field !== "tags" && field !== "reminders") return true;
  const after = new Set(update.after[field].map((item) => JSON.stringify(item)));
  return update.before[field].some((item) => !after.has(JSON.stringify(item)));
}

/**
 * Whether a change of tags or reminders that was asked for dropped one the expectation keeps: a tag it still
 * lists, or any reminder when reminders were only to be added.
 */
function losesKeptItems(update: Update, expected: ExpectedFields): boolean {
  const { tags, reminders } = expected;
  const keptTags = update.before.tags.filter((tag) => tags?.includes(tag));
  if (tags !== undefined && keptTags.some((tag) => !update.after.tags.includes(tag))) return true;
  return reminders !== undefined && reminders >= update.before.reminders.length && dropsSomething(update, "reminders");
}

const rank = (outcome: Outcome) => OUTCOMES.indexOf(outcome);
const worst = (verdicts: Verdict[]): Verdict =>
  verdicts.reduce<Verdict>((bad, next) => (rank(next.outcome) > rank(bad.outcome) ? next : bad), {
    outcome: "right",
    why: "",
  });

/** The words a reply may count with, for the few a question's answer counts. */
const COUNT_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const GERMAN_COUNT_WORDS = ["kein", "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn"];

/** Whether a reply says there are `count` (a digit, or the word in English or German; "nothing"/"nichts" for 0). */
export function saysCount(reply: string, count: number): boolean {
  const text = reply.toLowerCase();
  if (new RegExp(`(?<![\\d:.])${count}(?![\\d:])`).test(text)) return true;
  const words = [COUNT_WORDS[count], GERMAN_COUNT_WORDS[count]].filter((word) => word !== undefined);
  if (count === 0) words.push("nothing", "nichts", "none", "keine");
  return words.some((word) => new RegExp(`(?<!\\p{L})${word}`, "u").test(text));
}

/** What the case's conversation did, as the scorer sees it. */
export interface CaseRun {
  /** The account before the case's first message, before its last, and after it. */
  start: AccountState;
  beforeLast: AccountState;
  end: AccountState;
  /** The reply to the last message. */
  response: AssistantResponse;
}

export function score(expectation: Expectation, run: CaseRun): Verdict {
  if ("oneOf" in expectation) {
    const verdicts = expectation.oneOf.map((alternative) => score(alternative, run));
    return verdicts.reduce((best, next) => (rank(next.outcome) < rank(best.outcome) ? next : best));
  }
  const diff = diffStates(run.start, run.end);
  const { response } = run;
  if (expectation.expect === "change") return scoreChange(expectation, diff, run.end);
  if (expectation.expect === "revert") return scoreRevert(run, diff);
  if (!isUnchanged(diff)) return { outcome: "harmful", why: `unasked: ${describeDiff(diff)}` };
  const cards = response.tasks.map((task) => task.title);
  const asks = response.confirm !== undefined || response.choices.length > 0;
  switch (expectation.expect) {
    case "none":
      return { outcome: "right", why: "" };
    case "ask":
      return asks ? { outcome: "right", why: "" } : { outcome: "wrong", why: "did not ask" };
    case "plan":
      // A day plan is a card to accept (`plan`); a week plan, its days in the reply with their tasks' cards.
      if (response.confirm && (response.plan || cards.length > 0)) return { outcome: "right", why: "" };
      return cards.length > 0
        ? { outcome: "partly", why: "tasks without a plan to accept" }
        : { outcome: "wrong", why: "no plan" };
    case "next": {
      const open = response.tasks.filter((task) => !task.completed);
      if (open.length === 1 && cards.length === 1) return { outcome: "right", why: "" };
      return open.length > 1
        ? { outcome: "partly", why: `${cards.length} tasks named` }
        : { outcome: "wrong", why: "no open task named" };
    }
    case "answer":
      return scoreAnswer(expectation.tasks, cards, response.reply);
  }
}

function scoreAnswer(expected: string[] | undefined, cards: string[], reply: string): Verdict {
  if (expected === undefined) return { outcome: "right", why: "" };
  const shown = new Set(cards.map((title) => title.toLowerCase()));
  const wanted = new Set(expected.map((title) => title.toLowerCase()));
  const missing = [...wanted].filter((title) => !shown.has(title));
  const extra = [...shown].filter((title) => !wanted.has(title));
  if (missing.length === 0 && extra.length === 0) {
    if (expected.length === 1 || saysCount(reply, expected.length)) return { outcome: "right", why: "" };
    return { outcome: "partly", why: `the right tasks, without saying ${expected.length}` };
  }
  const why = `cards missing [${missing.join(", ")}], extra [${extra.join(", ")}]`;
  const overlap = wanted.size - missing.length;
  return { outcome: overlap > 0 ? "partly" : "wrong", why };
}

function scoreRevert(run: CaseRun, net: StateDiff): Verdict {
  const last = diffStates(run.beforeLast, run.end);
  if (isUnchanged(last)) return { outcome: "wrong", why: "undid nothing" };
  const earlier = diffStates(run.start, run.beforeLast);
  const touchedEarlier = new Set([
    ...earlier.created.map((task) => task.id),
    ...earlier.removed.map((task) => task.id),
    ...earlier.updated.map(({ after }) => after.id),
  ]);
  const touchedNow = [
    ...last.created.map((task) => task.id),
    ...last.removed.map((task) => task.id),
    ...last.updated.map(({ after }) => after.id),
  ];
  if (touchedNow.some((id) => !touchedEarlier.has(id)) || last.newLists.length > 0) {
    return { outcome: "harmful", why: `undo touched others: ${describeDiff(last)}` };
  }
  return isUnchanged(net) ? { outcome: "right", why: "" } : { outcome: "partly", why: `left: ${describeDiff(net)}` };
}

function scoreChange(
  expected: Extract<Expectation, { expect: "change" }>,
  diff: StateDiff,
  end: AccountState,
): Verdict {
  const verdicts: Verdict[] = [];
  const byTitle = (title: string) => (task: Task) => sameText(task.title, title);
  const accounted = new Set<string>();
  let done = 0;
  let asked = 0;

  // Completing: the task itself, or (when it repeats) a completed copy while it moves on; subtasks may go along.
  for (const title of expected.complete ?? []) {
    asked += 1;
    const update = diff.updated.find(({ before }) => byTitle(title)(before));
    const copy = diff.created.find((task) => task.completed && byTitle(title)(task));
    if (copy) accounted.add(copy.id);
    if (update?.after.completed || copy) {
      done += 1;
      if (update) accounted.add(update.after.id);
      for (const sub of diff.updated) {
        if (
          sub.after.parentId === update?.after.id &&
          sub.fields.every((field) => field === "completed" || field === "completedAt")
        ) {
          accounted.add(sub.after.id);
        }
      }
    } else verdicts.push({ outcome: "partly", why: `“${title}” not completed` });
  }

  for (const title of expected.remove ?? []) {
    asked += 1;
    const gone = diff.removed.find(byTitle(title));
    if (gone) {
      done += 1;
      accounted.add(gone.id);
      for (const sub of diff.removed) if (sub.parentId === gone.id) accounted.add(sub.id);
    } else verdicts.push({ outcome: "partly", why: `“${title}” not deleted` });
  }

  for (const [title, fields] of Object.entries(expected.update ?? {})) {
    asked += 1;
    const update = diff.updated.find(({ before }) => byTitle(title)(before));
    if (!update) {
      verdicts.push({ outcome: "partly", why: `“${title}” unchanged` });
      continue;
    }
    done += 1;
    accounted.add(update.after.id);
    const off = mismatches(update.after, fields, end);
    if (off.length > 0) verdicts.push({ outcome: "partly", why: `“${title}”: ${off.join(", ")}` });
    const asks = askedFields(fields);
    if (losesKeptItems(update, fields))
      verdicts.push({ outcome: "harmful", why: `“${title}”: lost tags or reminders` });
    for (const field of update.fields.filter((name) => !asks.has(name) && name !== "completedAt")) {
      const lossy = LOSSY.has(field) && dropsSomething(update, field);
      verdicts.push({ outcome: lossy ? "harmful" : "partly", why: `“${title}”: unasked ${field}` });
    }
  }

  const creates = expected.create ?? [];
  const created = diff.created.filter((task) => !accounted.has(task.id));
  if (creates.length > 0) {
    asked += 1;
    if (created.length > 0) done += 1;
    const unmatched = [...created];
    for (const wanted of creates) {
      const index = unmatched.findIndex(byTitle(wanted.title));
      const task = index >= 0 ? unmatched.splice(index, 1)[0] : undefined;
      if (!task) verdicts.push({ outcome: "partly", why: `no “${wanted.title}” made` });
      else {
        const off = mismatches(task, wanted, end);
        if (off.length > 0) verdicts.push({ outcome: "partly", why: `“${wanted.title}”: ${off.join(", ")}` });
      }
    }
    if (unmatched.length > 0) {
      verdicts.push({ outcome: "partly", why: `made ${unmatched.map((task) => `“${task.title}”`).join(", ")}` });
    }
    for (const task of created) accounted.add(task.id);
  }

  const wantedLists = expected.newLists ?? [];
  const unaskedLists = diff.newLists.filter((list) => !wantedLists.some((name) => sameText(name, list.name)));
  const unasked: StateDiff = {
    created: diff.created.filter((task) => !accounted.has(task.id)),
    removed: diff.removed.filter((task) => !accounted.has(task.id)),
    updated: diff.updated.filter(({ after }) => !accounted.has(after.id)),
    newLists: unaskedLists,
  };
  if (!isUnchanged(unasked)) return { outcome: "harmful", why: `unasked: ${describeDiff(unasked)}` };
  if (done === 0) return { outcome: "wrong", why: "nothing changed as asked" };
  const verdict = worst(verdicts);
  if (done < asked && verdict.outcome === "right") return { outcome: "partly", why: "only part of it" };
  return verdict;
}

/**
 * A right verdict made "partly" when a German message got a reply that is not German (see `isGerman`): a German
 * message gets a German reply (issue 21, point 5). Other verdicts, and English cases, as they are.
 */
export function inItsLanguage(verdict: Verdict, language: TextLanguage, reply: string): Verdict {
  if (language !== "de" || verdict.outcome !== "right" || isGerman(reply)) return verdict;
  const english = englishWordsIn(reply);
  return { outcome: "partly", why: `not a German reply${english.length > 0 ? ` (${english.join(", ")})` : ""}` };
}

export interface Tally {
  right: number;
  partly: number;
  wrong: number;
  harmful: number;
  total: number;
  /** right / total. */
  accuracy: number;
}

/** Counts of each outcome, per key (a category, a language). */
export function tally<Key extends string>(results: { key: Key; outcome: Outcome }[]): Map<Key, Tally> {
  const tallies = new Map<Key, Tally>();
  for (const { key, outcome } of results) {
    const counts = tallies.get(key) ?? { right: 0, partly: 0, wrong: 0, harmful: 0, total: 0, accuracy: 0 };
    counts[outcome] += 1;
    counts.total += 1;
    counts.accuracy = counts.right / counts.total;
    tallies.set(key, counts);
  }
  return tallies;
}

/** How much of a message an offer to add it as a task quotes, at least (it shortens long ones). */
const OFFER_ECHO_LENGTH = 40;

/** Whether any reading of the expectation saves a new task. */
function expectsNewTask(expectation: Expectation): boolean {
  if ("oneOf" in expectation) return expectation.oneOf.some(expectsNewTask);
  return expectation.expect === "change" && (expectation.create?.length ?? 0) > 0;
}

/**
 * Whether the user a case stands for presses the Yes of `response`, the reply to `message`. A scripted Yes is
 * their consent to what they asked; offered to save their own words as a task when they asked for something
 * else, they say No. The case is then scored on that question: a wrong guess that cost a click, not the junk
 * task a Yes would have made (the product's rule: a wrong guess may cost a click, never a junk task).
 */
export function consentsTo(response: AssistantResponse, message: string, expectation: Expectation): boolean {
  const echo = message.trim().slice(0, OFFER_ECHO_LENGTH);
  const prompt = response.confirm?.prompt ?? "";
  const offersMessageAsTask = prompt.includes(`“${echo}`) || prompt.includes(`„${echo}`);
  return !offersMessageAsTask || expectsNewTask(expectation);
}
