/**
 * Finding the tasks and lists a message is about: by name (word beginnings, then typos), by group, by pointing
 * at the previous reply, or an open task a new one would repeat.
 */

import { foldCase } from "../../../shared/fold-case";
import {
  ASSISTANT_BULK_TASKS_MAX,
  ASSISTANT_NAME_WORDS_MAX,
  ASSISTANT_SLIP_WORDS_AROUND,
  TASK_PAGE_SIZE_MAX,
  TASK_SEARCH_MAX_LENGTH,
} from "../../../shared/limits";
import type { AssistantResponse } from "../../../shared/schemas/assistant";
import type { ListName } from "../../../shared/schemas/list";
import { listTasksQuerySchema, type Task } from "../../../shared/schemas/task";
import { inBatches } from "../../batches";
import { searchWords, taskWords } from "../tasks/search-words";
import type { AssistantContext } from "./context";
import type { Conversation } from "./conversation";
import type { Target } from "./intent";
import type { ListTarget } from "./questions";
import { response } from "./replies";
import { targetName } from "./targets";
import {
  bestMatches,
  LINKING_WORDS,
  SLIP_TERM_MIN_LENGTH,
  sharedBeginning,
  slipsOf,
  translatedTerms,
  withoutLinkingWords,
} from "./task-names";

/** "Which one?" offers at most this many tasks to pick from; the cards show more. */
export const CHOICES_MAX = 5;
/** What `named` answers for a name that cannot pick out tasks. */
export const TOO_VAGUE = "too vague";

/**
 * A page of the user's tasks as GET /api/tasks reads `query`, in their zone: the biggest page unless limited.
 * `anyTag`: tasks with any of these tags.
 */
export function list(
  ctx: AssistantContext,
  talk: Conversation,
  query: Record<string, string | number>,
  anyTag?: readonly string[],
) {
  return ctx.tasks.list(
    talk.userId,
    listTasksQuerySchema.parse({ tz: talk.timeZone, limit: TASK_PAGE_SIZE_MAX, ...query }),
    anyTag,
  );
}

/**
 * The list a command names (null: the Inbox), or, when the user has no active list of that name, the reply
 * saying so.
 */
export async function listFor(
  ctx: AssistantContext,
  talk: Conversation,
  target: ListTarget,
): Promise<{ list: ListName | null } | { reply: AssistantResponse }> {
  if (target.kind === "inbox") return { list: null };
  const found = await listNamed(ctx, talk, target.name);
  if (found) return { list: found };
  return { reply: response(talk.say.noListCalled(target.name)) };
}

/**
 * The user's active list of a name, or failing that of the name in the other language ("Arbeit" for "Work", as
 * the glossary of task words has it): a German message may name an English list.
 */
export async function listNamed(
  ctx: AssistantContext,
  talk: Conversation,
  name: string,
): Promise<ListName | undefined> {
  const lists = await ctx.lists.activeNames(talk.userId);
  const byName = (wanted: string) => lists.find((each) => foldCase(each.name) === foldCase(wanted));
  const translated = translatedTerms(searchWords(name));
  return byName(name) ?? (translated ? byName(translated.join(" ")) : undefined);
}

/** Words for what kind of task a title names, said after it ("dentist appointment", "laundry task"). */
const KIND_WORD_AFTER = /^(?:appointment|appointments|appt|task|todo|to-do|thing|item|reminder|termin)$/;
/** The fewest words of a name that may be a word for its kind and a title of two words or more. */
const DESCRIBED_NAME_WORDS_MIN = 3;

/**
 * The open tasks answering to a name: found by their word beginnings, or failing that, with a typo. Too
 * vague: the name has more words than a task is named by, or its typos answer to more tasks than are read.
 * Its cost is bounded whatever the account holds: two searches of the word index, each a page, and for each
 * word, a few words around it in the index to compare with (task-names.ts).
 */
export async function named(
  ctx: AssistantContext,
  talk: Conversation,
  name: string,
): Promise<Task[] | typeof TOO_VAGUE> {
  const terms = searchWords(name);
  if (terms.length > ASSISTANT_NAME_WORDS_MAX) return TOO_VAGUE;
  if (terms.length === 0) return [];
  const search = (words: string[]) =>
    list(ctx, talk, { q: words.join(" ").slice(0, TASK_SEARCH_MAX_LENGTH), limit: ASSISTANT_BULK_TASKS_MAX });
  const matches = bestMatches(terms, (await search(terms)).tasks);
  if (matches.length > 0) return matches;
  // "book the lisbon flights" for "Book flights to Lisbon": the name's words without the small ones between them.
  const content = withoutLinkingWords(terms);
  const unlinked = content ? bestMatches(content, (await search(content)).tasks) : [];
  if (unlinked.length > 0) return unlinked;
  // "wann ist der zahnarzt" for "Dentist", "geschenk für anna" for "Birthday gift for Anna": the name's words in
  // the other language.
  const translated = translatedTerms(content ?? terms);
  const inOther = translated ? bestMatches(translated, (await search(translated)).tasks) : [];
  if (inOther.length > 0) return inOther;
  // "beim Leseprojekt Read Dune", "the errand pick up parcel": a word for what kind of task it is before its title,
  // taken when the title alone names one task.
  const described = terms.length >= DESCRIBED_NAME_WORDS_MIN ? terms.slice(1) : undefined;
  const titled = described ? bestMatches(described, (await search(described)).tasks) : [];
  if (titled.length === 1) return titled;
  // "my dentist appointment" for "Dentist", "the gym task": a word for what kind of task it is after its title, taken
  // when the title alone names one task.
  const kindAfter = terms.length >= 2 && KIND_WORD_AFTER.test(terms.at(-1) ?? "") ? terms.slice(0, -1) : undefined;
  const kinded = kindAfter ? bestMatches(kindAfter, (await search(kindAfter)).tasks) : [];
  if (kinded.length === 1) return kinded;
  const subtask = await subtaskUnderItsTask(ctx, talk, name);
  if (subtask) return [subtask];
  const slips = new Map<string, Set<string>>();
  for (const term of terms) {
    if (term.length < SLIP_TERM_MIN_LENGTH) continue;
    const found = slipsOf(term, await ctx.tasks.wordsAround(talk.userId, term, ASSISTANT_SLIP_WORDS_AROUND));
    if (found.size > 0) slips.set(term, found);
  }
  if (slips.size === 0) return [];
  // Each word searched by what it and the words it may be a slip of begin with; the names pick among those.
  const candidates = await search(terms.map((term) => sharedBeginning([term, ...(slips.get(term) ?? [])])));
  if (candidates.nextCursor) return TOO_VAGUE;
  return bestMatches(terms, candidates.tasks, slips);
}

/** "the outline for the presentation", "die Gliederung für die Präsentation": a step, then the task it is a step of. */
const STEP_OF_TASK = /^(.+?)\s+(?:for|of|in|on|für|vom|von|zum|zur)\s+(.+)$/i;

/**
 * A subtask named with the task it is under ("finished the outline for the presentation" for "Draft outline" under
 * "Prepare client presentation"): taken when the task names one and the step one of its subtasks.
 */
async function subtaskUnderItsTask(ctx: AssistantContext, talk: Conversation, name: string): Promise<Task | undefined> {
  const said = STEP_OF_TASK.exec(name);
  if (!said?.[1] || !said[2]) return undefined;
  const parents = await named(ctx, talk, said[2]);
  if (parents === TOO_VAGUE || parents.length !== 1 || !parents[0]) return undefined;
  const parentId = parents[0].id;
  const steps = await named(ctx, talk, said[1]);
  const under = steps === TOO_VAGUE ? [] : steps.filter((step) => step.parentId === parentId);
  return under.length === 1 ? under[0] : undefined;
}

/**
 * "A and B", "A, B": each name one task, or none when any of them names none or several (then the whole is
 * taken as one name). The user named each task, so the change needs no yes (a delete still asks).
 */
export async function eachNamed(ctx: AssistantContext, talk: Conversation, name: string): Promise<Task[] | undefined> {
  const names = name.split(/\s*,\s*(?:and\s+)?|\s+and\s+|\s+und\s+/).filter(Boolean);
  if (names.length < 2 || names.length > CHOICES_MAX) return undefined;
  const found: Task[] = [];
  for (const each of names) {
    const matches = await named(ctx, talk, targetName(each));
    if (matches === TOO_VAGUE || matches.length !== 1 || !matches[0]) return undefined;
    found.push(matches[0]);
  }
  return found;
}

/** The tasks of a whole group ("all overdue", "today's"), soonest due first. */
export async function targetTasks(
  ctx: AssistantContext,
  talk: Conversation,
  target: Exclude<Target, { kind: "named" | "previous" }>,
): Promise<Task[]> {
  const query = { view: target.kind === "tagged" ? "all" : target.kind, sort: "due", limit: ASSISTANT_BULK_TASKS_MAX };
  return (await list(ctx, talk, query, target.kind === "tagged" ? [target.tag] : undefined)).tasks;
}

/** The tasks a command's target names: by name, as pointed at in the previous reply, or as a view or a tag holds them. */
export async function tasksOf(
  ctx: AssistantContext,
  talk: Conversation,
  target: Exclude<Target, { kind: "named" }>,
): Promise<Task[]>;
export async function tasksOf(
  ctx: AssistantContext,
  talk: Conversation,
  target: Target,
): Promise<Task[] | typeof TOO_VAGUE>;
export async function tasksOf(ctx: AssistantContext, talk: Conversation, target: Target) {
  if (target.kind === "named") return named(ctx, talk, target.name);
  if (target.kind === "previous") return previousTasks(ctx, talk, target.index);
  return targetTasks(ctx, talk, target);
}

/** The tasks of `ids` still there, read a batch at a time: a bulk plan names up to ASSISTANT_BULK_TASKS_MAX. */
export async function stillThere(ctx: AssistantContext, userId: string, ids: readonly string[]): Promise<Task[]> {
  const found: Task[] = [];
  await inBatches(ids, async (batch) => {
    for (const task of await Promise.all(batch.map((id) => ctx.tasks.find(userId, id)))) if (task) found.push(task);
  });
  return found;
}

/**
 * The tasks of the assistant's previous reply that "it", "them" or "the second one" point at (`index` from 0, -1
 * the last, null all), as they are now.
 */
export async function previousTasks(ctx: AssistantContext, talk: Conversation, index: number | null): Promise<Task[]> {
  if (talk.previous)
    return index === null ? talk.previous : [talk.previous.at(index)].filter((task) => task !== undefined);
  const { exchanges } = await ctx.assistantRows.historyPage(talk.userId, { limit: 1 }, talk.now.toISOString());
  const last = exchanges.at(-1)?.response;
  if (!last) return [];
  const review = last.review ? [...last.review.slipped, ...last.review.upcoming] : [];
  const referred = [...last.tasks, ...review];
  const pointed = index === null ? referred : [referred.at(index)].filter((each) => each !== undefined);
  return (
    await stillThere(
      ctx,
      talk.userId,
      pointed.map((task) => task.id),
    )
  ).filter((task) => !task.completed);
}

/** Of the tasks sharing a word with a new one, this many per word are read to tell whether it is one of them. */
const ALREADY_THERE_PER_WORD = CHOICES_MAX * 4;

/**
 * Whether `said` (a text's words, in order) holds `title`'s words one after the other, small words aside:
 * "water the plants tomorrow" names "Water the plants", "water the balcony plants" is another task.
 */
function saysInARow(said: string[], title: string[], says: (term: string, word: string) => boolean): boolean {
  const words = said.filter((word) => !LINKING_WORDS.has(word));
  const wanted = title.filter((word) => !LINKING_WORDS.has(word));
  if (wanted.length === 0) return true;
  return words.some((_, start) =>
    wanted.every((word, offset) => {
      const term = words[start + offset];
      return term !== undefined && says(term, word);
    }),
  );
}

/**
 * An open task whose title the text says, its words in a row ("call bank should be at 3pm" says "Call bank"): one
 * read of the word index for the tasks with any of the text's words, at most ASSISTANT_NAME_WORDS_MAX of them.
 * `partly`: also a task two of whose words the text says in any order ("budget review" ~ "Review Q4 budget"), for
 * words the rules did not read as a task, which more likely speak of one the user has than name a new one.
 */
export async function alreadyThere(
  ctx: AssistantContext,
  talk: Conversation,
  text: string,
  evenOneWord = false,
  partly = false,
): Promise<Task | undefined> {
  const said = searchWords(text).slice(0, ASSISTANT_NAME_WORDS_MAX);
  const searched = said.filter((word) => word.length >= 3);
  const sharing = await ctx.tasks.withAnyWord(talk.userId, searched, ALREADY_THERE_PER_WORD * searched.length);
  const sayTheSame = (term: string, word: string) => term === word || (word.length >= 4 && term.startsWith(word));
  const says = (word: string) => said.some((term) => sayTheSame(term, word));
  // A title of one word ("Dentist") is too common a word to tell a new task from the old one, unless the text
  // speaks of changing a task (`evenOneWord`) or is that title and nothing else ("dentist to fri arvo").
  const repeated = sharing.filter((task) => {
    const words = searchWords(task.title);
    if (words.join(" ") === said.join(" ")) return true;
    if (partly && words.filter((word) => !LINKING_WORDS.has(word) && says(word)).length >= 2) return true;
    return (evenOneWord || words.length > 1) && words.every(says) && saysInARow(said, words, sayTheSame);
  });
  // Of several, the one found by the text's earliest word, then the newest.
  const firstFoundBy = (task: Task) => {
    const indexed = taskWords(task.title, task.description);
    return searched.findIndex((word) => indexed.some((each) => each.startsWith(word)));
  };
  return repeated.sort((a, b) => firstFoundBy(a) - firstFoundBy(b))[0];
}
