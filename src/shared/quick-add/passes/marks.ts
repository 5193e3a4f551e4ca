import { TASK_TAG_MAX_LENGTH, TASK_TAGS_MAX } from "../../limits";
import type { TaskPriority } from "../../schemas/task";
import type { Claims } from "../claims";
import { DIGITS_ONLY } from "./lists";

const PRIORITY_PATTERN = /(?<!\S)(?:p([1-4])|!([1-3]))(?!\S)/giu;
const PRIORITY_OF_P: Record<string, TaskPriority> = { "1": "high", "2": "medium", "3": "low", "4": "none" };
const PRIORITY_OF_BANG: Record<string, TaskPriority> = { "1": "high", "2": "medium", "3": "low" };
/** `#errands`; punctuation after it ends it ("#errands," is the tag errands). */
const TAG_PATTERN = /(?<!\S)#([\p{L}\p{N}_-]+)(?=$|[\s,.;:!?)])/gu;

/** The priority the first free `p1` … `p4` or `!1` … `!3` says; "none" when none is said. */
export function claimPriority(text: string, claims: Claims): TaskPriority {
  for (const match of text.matchAll(PRIORITY_PATTERN)) {
    const span = { start: match.index, end: match.index + match[0].length };
    if (!claims.isFree(span)) continue;
    claims.claim(span, "priority");
    // A second priority stays text.
    return match[1] ? (PRIORITY_OF_P[match[1]] ?? "none") : (PRIORITY_OF_BANG[match[2] ?? ""] ?? "none");
  }
  return "none";
}

/** The tags said, each once, lower-cased; a tag said again is claimed too, one over TASK_TAGS_MAX stays text. */
export function claimTags(text: string, claims: Claims): string[] {
  const tags: string[] = [];
  for (const match of text.matchAll(TAG_PATTERN)) {
    const name = (match[1] ?? "").toLowerCase();
    const span = { start: match.index, end: match.index + match[0].length };
    if (DIGITS_ONLY.test(name) || name.length > TASK_TAG_MAX_LENGTH || !claims.isFree(span)) continue;
    if (!tags.includes(name)) {
      if (tags.length === TASK_TAGS_MAX) continue;
      tags.push(name);
    }
    claims.claim(span, "tag");
  }
  return tags;
}
