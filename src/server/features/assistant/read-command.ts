/**
 * A command the rules carry out: each family of commands read in turn, an undo first and a search last, in the order
 * that keeps a message from being read by a family it only seems to belong to ("finish the slides by friday" is a
 * task to add, not one done).
 */
import type { Intent } from "./intent";
import { completeOf, deleteOf, undoOf } from "./read-done";
import { editOf } from "./read-edits";
import { dayMoveOf, listMoveOf } from "./read-moves";

/** Not "find out why …": finding something out is a task. */
const FIND = /^(?:find(?! out\b)|search(?: for)?|look for|look up|where(?:'s| is)|such(?:e)?|finde)\s+(.+)$/;

/** "find the dentist", "suche Steuer": a search of the user's tasks. */
function findOf(text: string): Intent | undefined {
  const match = FIND.exec(text);
  if (match?.[1]) return { kind: "find", text: match[1] };
  return undefined;
}

/**
 * A command the rules carry out, or none. `typed` keeps the message's case (titles, list names), `text` is it
 * normalised.
 */
export function commandOf(text: string, typed: string): Intent | undefined {
  return (
    undoOf(text) ??
    editOf(text, typed) ??
    listMoveOf(text, typed) ??
    dayMoveOf(text, typed) ??
    completeOf(text, typed) ??
    deleteOf(text) ??
    findOf(text)
  );
}
