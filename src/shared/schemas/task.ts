import { z } from "zod";
import {
  CALENDAR_TASKS_MAX,
  INSTANT_YEARS,
  REMINDER_MINUTES_BEFORE_MAX,
  SUBTASK_DEPTH_MAX,
  SUBTASKS_PER_PARENT_MAX,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_DUE_RANGE_MAX_DAYS,
  TASK_DUE_RANGE_MAX_MS,
  TASK_PAGE_SIZE_DEFAULT,
  TASK_PAGE_SIZE_MAX,
  TASK_POSTPONED_COUNT_MAX,
  TASK_REMINDERS_MAX,
  TASK_SEARCH_MAX_LENGTH,
  TASK_TAG_MAX_LENGTH,
  TASK_TAGS_MAX,
  TASK_TITLE_MAX_LENGTH,
} from "../limits";
import { recurrenceSchema } from "../recurrence/rule";
import { isTimeZone } from "../time/time-zone";
import { INBOX, LIST_ID_PATTERN, listId, position } from "./list";
import { changesSomething, controlCharactersMessage, multiLine, NOTHING_TO_UPDATE, singleLine } from "./text";

export const TASK_PRIORITIES = ["none", "low", "medium", "high"] as const;
/** Open tasks (all, due today, due later, overdue) or finished ones. */
export const TASK_VIEWS = ["all", "today", "upcoming", "overdue", "completed"] as const;
/** `manual` is the user's own order ("My order"): ascending `position`. */
export const TASK_SORTS = ["created", "due", "priority", "manual"] as const;
export type TaskView = (typeof TASK_VIEWS)[number];
export type TaskSort = (typeof TASK_SORTS)[number];
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TASK_MESSAGES = {
  allRequired: "All fields are required.",
  titleRequired: "Title is required.",
  postponedCountInvalid: `postponedCount must be a whole number from 0 to ${TASK_POSTPONED_COUNT_MAX}.`,
  titleTooLong: `Title must be at most ${TASK_TITLE_MAX_LENGTH} characters.`,
  descriptionRequired: "Description is required.",
  descriptionTooLong: `Description must be at most ${TASK_DESCRIPTION_MAX_LENGTH} characters.`,
  nothingToUpdate: NOTHING_TO_UPDATE,
  timeInvalid: "Must be a date and time in ISO 8601 with a time zone.",
  yearOutOfRange: `Dates must fall between the years ${INSTANT_YEARS.min} and ${INSTANT_YEARS.max}.`,
  dueInvalid: "Due must be a date and time in ISO 8601 with a time zone, e.g. 2026-11-30T17:00:00Z.",
  priorityInvalid: `Priority must be one of ${TASK_PRIORITIES.join(", ")}.`,
  tagInvalid: `Tags are 1 to ${TASK_TAG_MAX_LENGTH} characters, without commas or tabs.`,
  tooManyTags: `A task has at most ${TASK_TAGS_MAX} tags.`,
  mustBeTrueOrFalse: "Must be true or false.",
  titleControlCharacters: controlCharactersMessage("Title"),
  descriptionControlCharacters: controlCharactersMessage("Description", { lineBreaks: true }),
  tagControlCharacters: controlCharactersMessage("Tags"),
  searchControlCharacters: controlCharactersMessage("q"),
  limitTooLarge: `limit must be at most ${TASK_PAGE_SIZE_MAX}.`,
  limitTooLargeForCalendar: `limit must be at most ${CALENDAR_TASKS_MAX}.`,
  dueRangeInstantInvalid: "Must be a date and time in ISO 8601 with a time zone, e.g. 2026-11-30T00:00:00+01:00.",
  dueRangeIncomplete: "dueFrom and dueBefore go together: send both or neither.",
  dueRangeReversed: "dueFrom must be before dueBefore.",
  dueRangeTooLong: `A due range spans at most ${TASK_DUE_RANGE_MAX_DAYS} days.`,
  undatedWithDueRange: "undated=true lists tasks without a due date, so it does not go with a due range.",
  dueFilterNeedsView: "dueFrom, dueBefore and undated go with view all or completed only.",
  undatedInvalid: "undated must be true or false.",
  parentIdInvalid: "parentId must be a task's id, or null.",
  parentNotFound: "This parent task was not found.",
  parentIsItself: "A task cannot be a subtask of itself or of one of its own subtasks.",
  subtasksTooDeep: `Subtasks nest at most ${SUBTASK_DEPTH_MAX} levels deep.`,
  tooManySubtasks: `A task has at most ${SUBTASKS_PER_PARENT_MAX} subtasks of its own.`,
  parentInvalid: "parent must be root or a task's id.",
  reminderInvalid: `A reminder is { at: an ISO 8601 instant } or { minutesBefore: 0 to ${REMINDER_MINUTES_BEFORE_MAX} }.`,
  tooManyReminders: `A task has at most ${TASK_REMINDERS_MAX} reminders.`,
} as const;

/** Text a field must have: its own message when missing, a general one when not a string. */
const textRequired = (required: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? required : "Must be text.") });

const title = singleLine(textRequired(TASK_MESSAGES.titleRequired), "Title")
  .trim()
  .min(1, TASK_MESSAGES.titleRequired)
  .max(TASK_TITLE_MAX_LENGTH, TASK_MESSAGES.titleTooLong);
const requiredDescription = multiLine(textRequired(TASK_MESSAGES.descriptionRequired), "Description")
  .trim()
  .min(1, TASK_MESSAGES.descriptionRequired)
  .max(TASK_DESCRIPTION_MAX_LENGTH, TASK_MESSAGES.descriptionTooLong);
/** Quick add saves a title alone, so the API takes an empty description; the Add Task form still asks for one. */
const description = multiLine(z.string({ error: "Must be text." }), "Description")
  .trim()
  .max(TASK_DESCRIPTION_MAX_LENGTH, TASK_MESSAGES.descriptionTooLong);

const flag = z.boolean({ error: TASK_MESSAGES.mustBeTrueOrFalse });

/** An instant with an explicit offset, kept as UTC, within INSTANT_YEARS. */
export const instant = (error: string) =>
  z.iso
    .datetime({ offset: true, error })
    .transform((value) => new Date(value))
    .refine((date) => date.getUTCFullYear() >= INSTANT_YEARS.min && date.getUTCFullYear() <= INSTANT_YEARS.max, {
      error: TASK_MESSAGES.yearOutOfRange,
    })
    .transform((date) => date.toISOString());

/** `null` clears it. */
const dueAt = instant(TASK_MESSAGES.dueInvalid).nullable();

/** An RRULE such as FREQ=WEEKLY;BYDAY=MO (kept in canonical form); `null` = does not repeat. */
const recurrence = recurrenceSchema.nullable();

export const priority = z.enum(TASK_PRIORITIES, { error: TASK_MESSAGES.priorityInvalid });

/** Tags compare without regard to case or surrounding space, so they are kept trimmed and lower-case. */
export const tag = singleLine(z.string({ error: TASK_MESSAGES.tagInvalid }), "Tags")
  .trim()
  .min(1, TASK_MESSAGES.tagInvalid)
  .max(TASK_TAG_MAX_LENGTH, TASK_MESSAGES.tagInvalid)
  .regex(/^[^,\t]+$/, TASK_MESSAGES.tagInvalid)
  .transform((value) => value.toLowerCase());

const tags = z
  .array(tag, { error: TASK_MESSAGES.tagInvalid })
  .transform((values) => [...new Set(values)])
  .refine((values) => values.length <= TASK_TAGS_MAX, TASK_MESSAGES.tooManyTags);

export const minutesBefore = z
  .int({ error: TASK_MESSAGES.reminderInvalid })
  .min(0, TASK_MESSAGES.reminderInvalid)
  .max(REMINDER_MINUTES_BEFORE_MAX, TASK_MESSAGES.reminderInvalid);

/** At an instant, or some minutes before the task is due (0: when it is due). */
export const reminderSchema = z.union(
  [z.strictObject({ at: instant(TASK_MESSAGES.reminderInvalid) }), z.strictObject({ minutesBefore })],
  { error: TASK_MESSAGES.reminderInvalid },
);
export type Reminder = z.infer<typeof reminderSchema>;

/** A reminder as it goes out (the event stream's `reminder.due`, a push message): what it says, and about which task. */
export interface ReminderMessage {
  taskId: string;
  title: string;
  dueAt: string | null;
  dueAllDay: boolean;
  /** When it was due. */
  fireAt: string;
  /** Sent over an hour after it was due (the server was down). */
  late: boolean;
}

/** A reminder as one string, equal for equal reminders. */
export const reminderKey = (reminder: Reminder) => ("at" in reminder ? reminder.at : `-${reminder.minutesBefore}m`);

/**
 * A task's reminders, in their canonical order: those at an instant, earliest first, then the relative ones,
 * closest to the due time first. A reminder given twice counts once (as a tag does).
 */
export const sortReminders = (unsorted: Reminder[]): Reminder[] =>
  [...new Map(unsorted.map((reminder) => [reminderKey(reminder), reminder])).values()].sort((a, b) =>
    "at" in a ? ("at" in b ? a.at.localeCompare(b.at) : -1) : "at" in b ? 1 : a.minutesBefore - b.minutesBefore,
  );

const reminders = z
  .array(reminderSchema, { error: TASK_MESSAGES.reminderInvalid })
  .transform(sortReminders)
  .refine((values) => values.length <= TASK_REMINDERS_MAX, TASK_MESSAGES.tooManyReminders);

/** How long a reminder can be snoozed: `POST /api/tasks/:id/snooze`. "tomorrow": the same time of day tomorrow. */
export const SNOOZE_CHOICES = ["10m", "1h", "tomorrow"] as const;
export type SnoozeChoice = (typeof SNOOZE_CHOICES)[number];

/** The body of `POST /api/tasks/:id/snooze`: remind again after this long. */
export const snoozeSchema = z.strictObject({
  for: z.enum(SNOOZE_CHOICES, { error: `Snooze for one of: ${SNOOZE_CHOICES.join(", ")}.` }),
});

/** Task ids are UUIDs the server makes; a restore may only bring back one of that form. */
export const TASK_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** `GET /api/tasks?parent=root`: top-level tasks only. */
export const ROOT_PARENT = "root";

/** A task's parent: a task's id, or null for a top-level task. */
const parentId = z
  .string({ error: TASK_MESSAGES.parentIdInvalid })
  .regex(TASK_ID_PATTERN, TASK_MESSAGES.parentIdInvalid)
  .nullable();

/** The body of `POST /api/tasks`. */
export const createTaskSchema = z.strictObject({
  title,
  description: description.default(""),
  dueAt: dueAt.optional(),
  /** The due instant stands for a whole day (its date in the user's time zone), not a time. */
  dueAllDay: flag.optional(),
  priority: priority.optional(),
  tags: tags.optional(),
  /** Omitted: the user's default reminder when the task is due at a time (not all day), else none. */
  reminders: reminders.optional(),
  /** Without `dueAt`, the task is first due on the rule's first day from today. */
  recurrence: recurrence.optional(),
  /** Omitted or null: the Inbox. A subtask is always in its parent's list, whatever this says. */
  listId: listId.optional(),
  /** Omitted or null: a top-level task. */
  parentId: parentId.optional(),
});
export type CreateTaskInput = z.input<typeof createTaskSchema>;
export type NewTaskInput = z.output<typeof createTaskSchema>;

/** The Add Task form, where (as the product has always asked) a task needs a description too. */
export const addTaskFormSchema = createTaskSchema.extend({ description: requiredDescription });

/**
 * The body of `PUT /api/tasks/:id`: a task deleted a moment ago, put back as it was (the Undo of a delete),
 * under its old id, so it keeps its place in every list.
 */
export const restoreTaskSchema = createTaskSchema.extend({
  completed: flag.default(false),
  completedAt: instant(TASK_MESSAGES.timeInvalid).nullable().default(null),
  createdAt: instant(TASK_MESSAGES.timeInvalid),
  postponedCount: z
    .int({ error: TASK_MESSAGES.postponedCountInvalid })
    .min(0, TASK_MESSAGES.postponedCountInvalid)
    .max(TASK_POSTPONED_COUNT_MAX, TASK_MESSAGES.postponedCountInvalid)
    .optional(),
  /** Its place in "My order", kept through the Undo. */
  position: position.optional(),
});
export type RestoreTaskInput = z.output<typeof restoreTaskSchema>;

/** What puts a deleted task back as it was (the Undo of a delete): every field `restoreTaskSchema` takes. */
export function restoreInputOf(task: Task): RestoreTaskInput {
  return {
    listId: task.listId,
    parentId: task.parentId,
    position: task.position,
    postponedCount: task.postponedCount,
    title: task.title,
    description: task.description,
    completed: task.completed,
    completedAt: task.completedAt,
    dueAt: task.dueAt,
    dueAllDay: task.dueAllDay,
    priority: task.priority,
    tags: task.tags,
    reminders: task.reminders,
    recurrence: task.recurrence,
    createdAt: task.createdAt,
  };
}

/** Body of `PATCH /api/tasks/:id`: any subset of the editable fields, at least one. */
export const updateTaskSchema = z
  .strictObject({
    title: title.optional(),
    description: description.optional(),
    completed: flag.optional(),
    dueAt: dueAt.optional(),
    dueAllDay: flag.optional(),
    priority: priority.optional(),
    tags: tags.optional(),
    /** Replaces the task's reminders (those already sent included). */
    reminders: reminders.optional(),
    /** `null` stops repeating. */
    recurrence: recurrence.optional(),
    /** `null` moves it to the Inbox. */
    listId: listId.optional(),
    /** Its place in "My order": a number between those of its new neighbours. */
    position: position.optional(),
    /**
     * Another parent (its whole subtree moves along, into the parent's list); `null` makes it a top-level
     * task. Without it, a new `listId` takes a subtask out of its parent.
     */
    parentId: parentId.optional(),
    /** With `completed: true`: every open subtask, at any depth, is completed too. */
    completeSubtasks: flag.optional(),
  })
  .refine(({ completeSubtasks: _, ...changes }) => changesSomething(changes), TASK_MESSAGES.nothingToUpdate);
export type UpdateTaskInput = z.infer<typeof updateTaskSchema>;

/** The fields of `GET /api/tasks`'s query, each on its own; `listTasksQuerySchema` checks how they combine. */
export const listTasksQueryFields = z.strictObject({
  limit: z.coerce
    .number({ error: "limit must be a number." })
    .int("limit must be a whole number.")
    .min(1, "limit must be at least 1.")
    // Above TASK_PAGE_SIZE_MAX only with a due range or undated (see `checkListTasksQuery`).
    .max(CALENDAR_TASKS_MAX, TASK_MESSAGES.limitTooLargeForCalendar)
    .default(TASK_PAGE_SIZE_DEFAULT),
  cursor: z.string().min(1).max(400).optional(),
  view: z.enum(TASK_VIEWS, { error: `view must be one of ${TASK_VIEWS.join(", ")}.` }).default("all"),
  /** Default: `manual` for a task's subtasks (`parent=<id>`), else the view's own order (see `sortOf`). */
  sort: z.enum(TASK_SORTS, { error: `sort must be one of ${TASK_SORTS.join(", ")}.` }).optional(),
  q: singleLine(z.string(), "q")
    .trim()
    .max(TASK_SEARCH_MAX_LENGTH, `q must be at most ${TASK_SEARCH_MAX_LENGTH} characters.`)
    .optional()
    .transform((value) => value || undefined),
  tag: tag.optional(),
  priority: priority.optional(),
  /** `root`: only top-level tasks; a task's id: its direct subtasks; every task, flat, when omitted. */
  parent: z
    .string()
    .refine((value) => value === ROOT_PARENT || TASK_ID_PATTERN.test(value), TASK_MESSAGES.parentInvalid)
    .optional(),
  /** One list's tasks, or the Inbox's (`inbox`); every list's when omitted. */
  list: z
    .string()
    .refine((value) => value === INBOX || LIST_ID_PATTERN.test(value), `list must be ${INBOX} or a list's id.`)
    .optional(),
  /** Due at or after this instant (with `dueBefore`; view all or completed): a calendar's days. */
  dueFrom: instant(TASK_MESSAGES.dueRangeInstantInvalid).optional(),
  /** Due before this instant. */
  dueBefore: instant(TASK_MESSAGES.dueRangeInstantInvalid).optional(),
  /** `true`: only tasks without a due date (view all or completed): the calendar's "No date" tray. */
  undated: z
    .enum(["true", "false"], { error: TASK_MESSAGES.undatedInvalid })
    .transform((value) => value === "true")
    .optional(),
  /** The user's IANA time zone, which decides where "today" begins. */
  tz: z.string().refine(isTimeZone, "tz must be an IANA time zone, e.g. Europe/Berlin.").default("UTC"),
});

/**
 * How a list's query may combine its fields: `dueFrom` and `dueBefore` together, in order, at most
 * TASK_DUE_RANGE_MAX_MS apart; `undated` without them; both only with view all or completed (the other views
 * are due ranges of their own); a page above TASK_PAGE_SIZE_MAX only for these.
 */
export function checkListTasksQuery(
  {
    view,
    dueFrom,
    dueBefore,
    undated,
    limit,
  }: Pick<ListTasksQuery, "view" | "dueFrom" | "dueBefore" | "undated" | "limit">,
  context: z.RefinementCtx,
): void {
  const refuse = (field: string, message: string) => context.addIssue({ code: "custom", path: [field], message });
  const ranged = dueFrom !== undefined || dueBefore !== undefined;
  if (ranged && (dueFrom === undefined || dueBefore === undefined)) {
    refuse(dueFrom === undefined ? "dueFrom" : "dueBefore", TASK_MESSAGES.dueRangeIncomplete);
  } else if (dueFrom !== undefined && dueBefore !== undefined) {
    const span = Date.parse(dueBefore) - Date.parse(dueFrom);
    if (span <= 0) refuse("dueBefore", TASK_MESSAGES.dueRangeReversed);
    else if (span > TASK_DUE_RANGE_MAX_MS) refuse("dueBefore", TASK_MESSAGES.dueRangeTooLong);
  }
  if (undated && ranged) refuse("undated", TASK_MESSAGES.undatedWithDueRange);
  if ((ranged || undated) && view !== "all" && view !== "completed") refuse("view", TASK_MESSAGES.dueFilterNeedsView);
  if (limit > TASK_PAGE_SIZE_MAX && !ranged && !undated) refuse("limit", TASK_MESSAGES.limitTooLarge);
}

/** The query of `GET /api/tasks`. */
export const listTasksQuerySchema = listTasksQueryFields.superRefine(checkListTasksQuery);
export type ListTasksQuery = z.infer<typeof listTasksQueryFields>;

/**
 * The orders a list can come in: the sorts one asks for, and `completed` (the latest completion first), the
 * completed view's own, which is never asked for by name.
 */
export type TaskOrder = TaskSort | "completed";

/** The order each view is read in when no sort is asked for: the dated views soonest due first. */
const VIEW_ORDERS: Record<TaskView, TaskOrder> = {
  all: "created",
  today: "due",
  upcoming: "due",
  overdue: "due",
  completed: "completed",
};

/** The order a list of tasks is in: as asked, else a task's subtasks in "My order", else its view's own. */
export const sortOf = ({ sort, parent, view }: Pick<ListTasksQuery, "sort" | "parent" | "view">): TaskOrder =>
  sort ?? (parent !== undefined && parent !== ROOT_PARENT ? "manual" : VIEW_ORDERS[view]);

export interface Task {
  id: string;
  title: string;
  description: string;
  completed: boolean;
  /** ISO 8601, UTC; null while open. */
  completedAt: string | null;
  /** ISO 8601, UTC; null without a due date. */
  dueAt: string | null;
  dueAllDay: boolean;
  priority: TaskPriority;
  /** Lower-case, sorted. */
  tags: string[];
  /** Its reminders, at instants (earliest first), then relative to its due date (closest first). */
  reminders: Reminder[];
  /** An RRULE (FREQ=WEEKLY;BYDAY=MO); null when the task does not repeat. */
  recurrence: string | null;
  /** Its list's id; null: the Inbox. */
  listId: string | null;
  /** Its place in "My order" (`sort=manual`, ascending). */
  position: number;
  /** Its parent task's id; null for a top-level task. */
  parentId: string | null;
  /** Its direct subtasks: how many, and how many of them are completed (the "2/5" beside it). */
  subtasks: { done: number; total: number };
  /** How many times its due date was moved later, by any edit (a repeating task moving on to its next occurrence is not). */
  postponedCount: number;
  /** Goes up by one with every change; send it back as `If-Match` to refuse overwriting a newer edit. */
  version: number;
  /** ISO 8601, UTC. */
  createdAt: string;
  updatedAt: string;
}

/**
 * The answer to completing a task. A recurring task stays open, moved to its next occurrence (`task`), and
 * the completion is recorded as a new completed copy (`completion`); Undo PATCHes the task's `dueAt` back and
 * DELETEs the copy.
 */
/** A snooze's answer: the task, and when it reminds again (the instant of the reminder the snooze added). */
export interface SnoozeResult {
  task: Task;
  snoozedUntil: string;
}

export interface TaskUpdateResult {
  task: Task;
  completion?: Task;
  /** Completing with `completeSubtasks`: the ids of the subtasks it completed, for an Undo to reopen. */
  completedSubtasks?: string[];
}

export interface TagCount {
  name: string;
  count: number;
}

export interface TaskPage {
  tasks: Task[];
  nextCursor: string | null;
}
