/**
 * What a message to the assistant asks for, by plain rules: no model, nothing leaves the server. A message is
 * an intent with its slots (read by `understand`). Only a message that reads as a task is one to add; a question,
 * a command the rules cannot carry out, small talk or a pronoun with nothing to point at is never saved as a task
 * unasked.
 */
import type { TaskPriority } from "../../../shared/schemas/task";
import type { ListTarget, Question } from "./questions";

/**
 * Which tasks a command is about: some named in words, a whole group, or the tasks of the assistant's previous
 * reply ("it", "them", "the second one": `index` from 0, null for all of them).
 */
export type Target =
  | { kind: "named"; name: string }
  | { kind: "overdue" }
  | { kind: "today" }
  /** "everything tagged books": the open tasks with the tag. */
  | { kind: "tagged"; tag: string }
  | { kind: "previous"; index: number | null };

/** Why a message is not carried out: the reply asks before anything is saved. */
export type Unclear = "question" | "command" | "pronoun" | "statement" | "maybe-task";

export type Intent =
  | { kind: "greeting" }
  | { kind: "help" }
  | { kind: "small-talk" }
  | { kind: "question"; question: Question }
  | { kind: "plan" }
  | { kind: "plan-week" }
  | { kind: "review" }
  | { kind: "find"; text: string }
  | { kind: "undo" }
  | { kind: "complete"; target: Target }
  | { kind: "delete"; target: Target }
  | { kind: "tag"; target: Target; tags: string[] }
  | { kind: "untag"; target: Target; tags: string[] }
  /** A new date, a new time of day (the date kept), or both: what `when` says. */
  | { kind: "move"; target: Target; when: string }
  /**
   * `orAdd`: "put buy printer ink on the home list" says a thing to do, a task to add to the list when it names none
   * of the user's.
   */
  | { kind: "move-to-list"; target: Target; list: ListTarget; orAdd?: string }
  | { kind: "rename"; target: Target; title: string }
  | { kind: "priority"; target: Target; priority: TaskPriority }
  | { kind: "stop-repeating"; target: Target }
  /** A repeat as quick add reads `rule` ("every friday", "jeden Dienstag"). */
  | { kind: "repeat"; target: Target; rule: string }
  /** The due date taken off. */
  | { kind: "undate"; target: Target }
  /** The due date moved by some days, later or (negative) earlier, each task keeping its time of day. */
  | { kind: "shift"; target: Target; days: number }
  /** A reminder at the time `when` names, or `before` the task's due time ("10 minutes"). */
  | { kind: "remind"; target: Target; when: string }
  /** `steps` as typed (each a new subtask's title), possibly empty or too few: the assistant says what is wrong. */
  | { kind: "break-down"; name: string; steps: string[] }
  /** Several requests in one message, each carried out in turn. */
  | { kind: "compound"; parts: Intent[] }
  /**
   * `explicit`: the message asked for a task ("add …", "remind me to …"); otherwise it only reads like one.
   * `orRemind`: "mach mir nen reminder für X morgen um 9" asks for a reminder, on X when the user has one task of that
   * name (no second task), else on a new task.
   */
  | { kind: "add"; text: string; explicit: boolean; orRemind?: { name: string; when: string } }
  /** "add 3 tasks: a, b and c": each a task of its own, read by quick add. */
  | { kind: "add-many"; texts: string[] }
  /** Not carried out: answered, or asked back ("Add “…” as a task?"). */
  | { kind: "unclear"; text: string; why: Unclear };
