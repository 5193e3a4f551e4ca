import { listMention } from "../../../../shared/quick-add/list-mention";
import type { Span } from "../../../../shared/quick-add/parse-quick-add";
import type { QuickAddPartKind, QuickAddResult } from "../../../../shared/schemas/quick-add";
import { reminderKey } from "../../../../shared/schemas/task";
import { formatDue, formatReminder } from "../../../../shared/time/format-date";
import { PRIORITY_LABELS } from "../../../lib/priority-labels";

/** One thing the parser understood, as the preview shows it, and the words it was read from. */
export interface PreviewItem {
  /** `new-list`: a list named that the user does not have, offered for creation. */
  kind: Exclude<QuickAddPartKind, "time"> | "new-list";
  /**
   * What it means: "Tomorrow, 5:00 PM", "Reminder: 1 h before", "#errands", "High", "+Groceries",
   * "Create list “Garden”".
   */
  label: string;
  /** The words typed, as the user would name them: "tomorrow at 5pm". */
  said: string;
  spans: Span[];
  /** The list a `new-list` item makes. */
  listName?: string;
}

interface PreviewFormat {
  timeZone: string;
  hour12: boolean | undefined;
  now: Date;
}

/**
 * The one-line preview of what quick-add text makes, in the order people read a task: when, its reminders, tags,
 * priority, how it repeats, which list (or the offer to make the list named). A date and a time said apart
 * ("at 5pm … friday") are one due date, dismissed together; so are the words of one reminder said twice.
 */
export function previewItems(text: string, result: QuickAddResult, format: PreviewFormat): PreviewItem[] {
  const saidIn = (spans: Span[]) => spans.map(({ start, end }) => text.slice(start, end)).join(" … ");
  const due = result.dueAt && formatDue(result.dueAt, result.allDay, format);
  const items: PreviewItem[] = [];
  const dueSpans = result.parts.filter((part) => part.kind === "date" || part.kind === "time");
  if (due && dueSpans.length > 0) items.push({ kind: "date", label: due, said: saidIn(dueSpans), spans: dueSpans });
  for (const reminder of result.reminders) {
    const spans = result.parts.filter((part) => part.reminder && reminderKey(part.reminder) === reminderKey(reminder));
    items.push({
      kind: "reminder",
      label: `Reminder: ${formatReminder(reminder, format)}`,
      said: saidIn(spans),
      spans,
    });
  }
  for (const part of result.parts) {
    if (part.kind !== "tag") continue;
    const said = saidIn([part]);
    items.push({ kind: "tag", label: said.toLowerCase(), said, spans: [part] });
  }
  for (const part of result.parts) {
    if (part.kind !== "priority") continue;
    const label = result.priority === "none" ? "No priority" : PRIORITY_LABELS[result.priority];
    items.push({ kind: "priority", label, said: saidIn([part]), spans: [part] });
  }
  for (const part of result.parts) {
    if (part.kind !== "recurrence") continue;
    const said = saidIn([part]);
    // A repeating task is first due on its first occurrence, which has no words of its own.
    const first = due && dueSpans.length === 0 ? `, first ${due}` : "";
    items.push({ kind: "recurrence", label: `↻ ${said}${first}`, said, spans: [part] });
  }
  for (const part of result.parts) {
    if (part.kind === "list" && result.list !== null) {
      items.push({ kind: "list", label: listMention(result.list), said: saidIn([part]), spans: [part] });
    }
  }
  if (result.unknownList) {
    const { name, start, end } = result.unknownList;
    const label = `Create list “${name}”`;
    items.push({ kind: "new-list", label, said: text.slice(start, end), spans: [{ start, end }], listName: name });
  }
  return items;
}
