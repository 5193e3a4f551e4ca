import { describe, expect, it } from "vitest";
import { parseQuickAdd } from "../../../../shared/quick-add/parse-quick-add";
import { formatDue } from "../../../../shared/time/format-date";
import { previewItems } from "./preview-items";
import { taskFieldsOf } from "./task-fields-of";

const now = new Date("2026-11-23T09:00:00Z");
const context = { now, timeZone: "Europe/Berlin", locale: "en-GB" };
const format = { now, timeZone: "Europe/Berlin", hour12: false };

describe("previewItems", () => {
  it("shows when, tags and priority in that order, each with the words it was read from", () => {
    const text = "p1 buy oat milk #errands tomorrow at 5pm #Home";
    const result = parseQuickAdd(text, context);
    expect(previewItems(text, result, format)).toEqual([
      {
        kind: "date",
        label: formatDue("2026-11-24T16:00:00.000Z", false, format),
        said: "tomorrow at 5pm",
        spans: [{ start: 25, end: 40, kind: "date" }],
      },
      { kind: "tag", label: "#errands", said: "#errands", spans: [{ start: 16, end: 24, kind: "tag" }] },
      { kind: "tag", label: "#home", said: "#Home", spans: [{ start: 41, end: 46, kind: "tag" }] },
      { kind: "priority", label: "High", said: "p1", spans: [{ start: 0, end: 2, kind: "priority" }] },
    ]);
  });

  it("shows the list named last, and offers to make a list the user does not have", () => {
    const lists = { ...context, lists: ["Groceries"] };
    const text = "buy milk +groceries p2";
    expect(previewItems(text, parseQuickAdd(text, lists), format)).toEqual([
      { kind: "priority", label: "Medium", said: "p2", spans: [{ start: 20, end: 22, kind: "priority" }] },
      { kind: "list", label: "+Groceries", said: "+groceries", spans: [{ start: 9, end: 19, kind: "list" }] },
    ]);
    const unknown = 'dig +"Herb garden"';
    expect(previewItems(unknown, parseQuickAdd(unknown, lists), format)).toEqual([
      {
        kind: "new-list",
        label: "Create list “Herb garden”",
        said: '+"Herb garden"',
        spans: [{ start: 4, end: 18 }],
        listName: "Herb garden",
      },
    ]);
  });

  it("names p4 as no priority, and shows nothing for text with nothing recognised", () => {
    expect(previewItems("water plants p4", parseQuickAdd("water plants p4", context), format)).toMatchObject([
      { kind: "priority", label: "No priority", said: "p4" },
    ]);
    expect(previewItems("water plants", parseQuickAdd("water plants", context), format)).toEqual([]);
  });
});

describe("the browser's quick add", () => {
  it("reads a repetition that never comes round as text, and saves it as a plain task", () => {
    // From 2026, no year 4 apart has a 29 February.
    const text = "water the cactus every 4 years on feb 29";
    const result = parseQuickAdd(text, context);
    expect(previewItems(text, result, format)).toEqual([]);
    expect(taskFieldsOf(result, [])).toEqual({ title: text, priority: "none", tags: [] });
  });
});

describe("previewItems: reminders", () => {
  it("shows each reminder after the due date, labelled as a reminder, in canonical order", () => {
    const text = "call tomorrow at 10 remind me 1h before remind me at 9 remind me 60 min before";
    const result = parseQuickAdd(text, context);
    expect(previewItems(text, result, format)).toEqual([
      expect.objectContaining({ kind: "date", said: "tomorrow at 10" }),
      {
        kind: "reminder",
        label: `Reminder: ${formatDue("2026-11-24T08:00:00.000Z", false, format)}`,
        said: "remind me at 9",
        spans: [{ start: 40, end: 54, kind: "reminder", reminder: { at: "2026-11-24T08:00:00.000Z" } }],
      },
      // One reminder said twice: one item, its words dismissed together.
      {
        kind: "reminder",
        label: "Reminder: 1 h before",
        said: "remind me 1h before … remind me 60 min before",
        spans: [
          { start: 20, end: 39, kind: "reminder", reminder: { minutesBefore: 60 } },
          { start: 55, end: 78, kind: "reminder", reminder: { minutesBefore: 60 } },
        ],
      },
    ]);
  });

  it("says a reminder at the due time as such", () => {
    const text = "call at 5pm remind me when due";
    expect(previewItems(text, parseQuickAdd(text, context), format)).toMatchObject([
      { kind: "date" },
      { kind: "reminder", label: "Reminder: At due time", said: "remind me when due" },
    ]);
  });
});

describe("taskFieldsOf", () => {
  it("sends the reminders said, and none when none was said (so the user's default applies)", () => {
    expect(taskFieldsOf(parseQuickAdd("call tomorrow at 10 remind me 1h before", context), [])).toEqual({
      title: "call",
      dueAt: "2026-11-24T09:00:00.000Z",
      dueAllDay: false,
      priority: "none",
      tags: [],
      reminders: [{ minutesBefore: 60 }],
    });
    expect(taskFieldsOf(parseQuickAdd("call tomorrow at 10", context), [])).not.toHaveProperty("reminders");
  });

  it("sends the due date only when one was said", () => {
    expect(taskFieldsOf(parseQuickAdd("call mom #family", context), [])).toEqual({
      title: "call mom",
      priority: "none",
      tags: ["family"],
    });
    expect(taskFieldsOf(parseQuickAdd("call mom friday", context), [])).toEqual({
      title: "call mom",
      dueAt: "2026-11-26T23:00:00.000Z",
      dueAllDay: true,
      priority: "none",
      tags: [],
    });
  });

  it("sends the id of the list named, of those the text was read with", () => {
    const lists = [
      { id: "a", name: "Work" },
      { id: "b", name: "Long name" },
    ];
    const read = (text: string) => parseQuickAdd(text, { ...context, lists: lists.map((list) => list.name) });
    expect(taskFieldsOf(read('pay rent +"long name"'), lists)).toEqual({
      title: "pay rent",
      priority: "none",
      tags: [],
      listId: "b",
    });
    expect(taskFieldsOf(read("dig +Garden"), lists)).not.toHaveProperty("listId");
  });

  it("sends how the task repeats, first due on its first occurrence", () => {
    // Monday 23 November 2026, 10:00 in Berlin: the next Monday morning is the 30th.
    expect(taskFieldsOf(parseQuickAdd("water plants every monday morning", context), [])).toEqual({
      title: "water plants",
      dueAt: "2026-11-30T08:00:00.000Z",
      dueAllDay: false,
      priority: "none",
      tags: [],
      recurrence: "FREQ=WEEKLY;BYDAY=MO",
    });
  });
});
