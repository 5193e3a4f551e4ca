import { z } from "zod";
import {
  ASSISTANT_HISTORY_MAX,
  ASSISTANT_HISTORY_PAGE_SIZE,
  ASSISTANT_MESSAGE_MAX_LENGTH,
  ASSISTANT_UNDO_TTL_SECONDS,
  DAILY_CAPACITY_MAX,
} from "../limits";
import { TASK_ID_PATTERN, type Task } from "./task";
import { controlCharactersMessage, singleLine } from "./text";

export const ASSISTANT_MESSAGES = {
  messageRequired: "Type a message.",
  messageTooLong: `A message is at most ${ASSISTANT_MESSAGE_MAX_LENGTH} characters.`,
  messageControlCharacters: controlCharactersMessage("Message"),
  oneOfMessageOrConfirm: "Send either a message or a confirm token.",
  taskIdsInvalid: `taskIds are up to ${DAILY_CAPACITY_MAX} different task ids.`,
  taskIdsOnlyWithConfirm: "taskIds go with the confirm token of a plan.",
  undoUnavailable: `Undo is no longer available: it lasts ${ASSISTANT_UNDO_TTL_SECONDS / 60} minutes, once.`,
} as const;

export const assistantMessageSchema = singleLine(z.string({ error: "Must be text." }), "Message")
  .trim()
  .min(1, ASSISTANT_MESSAGES.messageRequired)
  .max(ASSISTANT_MESSAGE_MAX_LENGTH, ASSISTANT_MESSAGES.messageTooLong);

/** A token the assistant gave a button, as a request sends it back. */
const questionTokenSchema = z.string({ error: "Must be text." }).min(1).max(100);

/** The body of `POST /api/assistant`: something typed, or the answer to a question the assistant asked. */
export const assistantRequestSchema = z
  .strictObject({
    message: assistantMessageSchema.optional(),
    /** A token from `confirm` or from one of `choices`. */
    confirm: questionTokenSchema.optional(),
    /** With the confirm token of a plan: the tasks accepted, in their order (the plan as offered when absent). */
    taskIds: z
      .array(
        z
          .string({ error: ASSISTANT_MESSAGES.taskIdsInvalid })
          .regex(TASK_ID_PATTERN, ASSISTANT_MESSAGES.taskIdsInvalid),
        {
          error: ASSISTANT_MESSAGES.taskIdsInvalid,
        },
      )
      .max(DAILY_CAPACITY_MAX, ASSISTANT_MESSAGES.taskIdsInvalid)
      .refine((ids) => new Set(ids).size === ids.length, ASSISTANT_MESSAGES.taskIdsInvalid)
      .optional(),
  })
  .refine((body) => (body.message === undefined) !== (body.confirm === undefined), {
    message: ASSISTANT_MESSAGES.oneOfMessageOrConfirm,
  })
  .refine((body) => body.taskIds === undefined || body.confirm !== undefined, {
    message: ASSISTANT_MESSAGES.taskIdsOnlyWithConfirm,
    path: ["taskIds"],
  });
export type AssistantRequest = z.input<typeof assistantRequestSchema>;

/** What a reply changed, with what the page needs to undo it. */
export type AssistantAction =
  /** Undo: delete it. */
  | { kind: "created"; task: Task }
  /** Undo: put `before`'s fields back, unless the task changed again since `after`. */
  | { kind: "updated"; before: Task; after: Task }
  /** Undo: restore it under its id. */
  | { kind: "deleted"; task: Task };

/** A button the page shows; pressing it sends `{ confirm: token }`. */
export interface AssistantChoice {
  label: string;
  token: string;
}

/** A fix for a slipped task: send `{ confirm: token }` to move it to tomorrow or next Monday, or to drop it (asks first). */
export const reviewFixSchema = z.strictObject({
  taskId: z.string(),
  kind: z.enum(["tomorrow", "next-week", "drop"]),
  token: z.string(),
  /** The button's word ("Tomorrow"), in the conversation's language. */
  text: z.string(),
  /** What it does, for its accessible name and as the user's message once pressed ("Move “…” to tomorrow"). */
  label: z.string(),
});
export type ReviewFix = z.output<typeof reviewFixSchema>;

/**
 * A slipped task's "Break down": it puts `message` in the message box for the user to finish with the steps, as
 * breaking a task down needs them typed; no question on the server.
 */
export const reviewBreakDownSchema = z.strictObject({
  taskId: z.string(),
  /** The button's word ("Break down"), in the conversation's language. */
  text: z.string(),
  /** Its accessible name ("Break down “…”"). */
  label: z.string(),
  /** The message it begins, in words the assistant reads ("break down … into "). */
  message: z.string(),
});
export type ReviewBreakDown = z.output<typeof reviewBreakDownSchema>;

const reviewSectionSchema = z.strictObject({
  /** "Completed in the last 7 days", "Slipped", "Coming up in the next 7 days". */
  title: z.string(),
  /** What it says when it holds no task: "Nothing completed.". */
  none: z.string(),
});

/** The review's name ("Weekly review", what its region is called) and its three sections. */
export const reviewSectionsSchema = z.strictObject({
  name: z.string(),
  completed: reviewSectionSchema,
  slipped: reviewSectionSchema,
  upcoming: reviewSectionSchema,
});
export type ReviewSections = z.output<typeof reviewSectionsSchema>;

/**
 * The weekly review's words besides its reply, in the reply's language: the page spells none of them, so a German
 * review reads German throughout. The same in a reply and in the history; not strict, so it reads them out of a
 * whole review.
 */
export const reviewWordsSchema = z.object({
  sections: reviewSectionsSchema,
  fixes: z.array(reviewFixSchema),
  breakDowns: z.array(reviewBreakDownSchema),
});
export type ReviewWords = z.output<typeof reviewWordsSchema>;

export interface AssistantResponse {
  reply: string;
  /** The tasks the reply is about, shown as cards. */
  tasks: Task[];
  actions: AssistantAction[];
  /** "Which one?" buttons, or an offer such as adding the text as a task. */
  choices: AssistantChoice[];
  /** A yes the reply waits for: send `{ confirm: token }` to go ahead; anything else leaves things as they are. */
  confirm?: { token: string; prompt: string };
  /**
   * "Plan my day": the tasks proposed for today, in order (the first ones of `tasks`; the rest could be added),
   * at most `capacity`. Accept with `{ confirm: token, taskIds }`, taskIds the plan as the user left it.
   */
  plan?: { taskIds: string[]; capacity: number };
  /**
   * "Weekly review": tasks completed in the last 7 days, open ones that slipped (overdue, or postponed three
   * times or more), those due in the next 7 days; and for each slipped task its one-click fixes and its Break down.
   */
  review?: ReviewWords & { completed: Task[]; slipped: Task[]; upcoming: Task[] };
  /** Messages worth trying next, shown as chips. */
  suggestions: string[];
}

/** A task as the conversation keeps it: enough to name it on the page; the task itself is the task list's. */
export interface TaskReference {
  id: string;
  title: string;
}

/**
 * A reply as the history keeps it, what the page redraws it from: its text and buttons, and the tasks it was about
 * by id and title. The tasks themselves, and what undoing its changes takes, are not kept here.
 */
export interface AssistantRecord {
  reply: string;
  tasks: TaskReference[];
  choices: AssistantChoice[];
  confirm?: { token: string; prompt: string };
  plan?: { taskIds: string[]; capacity: number };
  review?: ReviewWords & { completed: TaskReference[]; slipped: TaskReference[]; upcoming: TaskReference[] };
  suggestions: string[];
  /** How many changes the reply made (its `actions`). */
  changes: number;
}

export interface AssistantExchange {
  id: number;
  /** What the user typed, or the label of the button they pressed. */
  message: string;
  response: AssistantRecord;
  /** ISO 8601, UTC. */
  createdAt: string;
  /**
   * Until when `POST /api/assistant/history/:id/undo` can put its changes back (ISO 8601); null when it made none,
   * or once undone, expired, or too large to keep.
   */
  undoUntil: string | null;
  /**
   * Its Undo now, by the server's clock: `available` (until `undoUntil`), `undone` (used while it lasted),
   * `expired` (its time is up, or it was too large to keep), or `none` (the reply changed nothing).
   */
  undo: "available" | "undone" | "expired" | "none";
  /**
   * The tokens of its buttons (choices, Yes, a plan's Accept, a review's fixes) that can still be answered: not
   * expired, not answered or declined, and, among choices (or one task's fixes), none of the others taken.
   */
  open: string[];
}

/** The largest id an exchange can have: a PostgreSQL `serial`'s. */
const EXCHANGE_ID_MAX = 2_147_483_647;

/** The body of `POST /api/assistant/decline`: a question's No, which drops it (a token no longer open is fine). */
export const assistantDeclineSchema = z.strictObject({
  confirm: questionTokenSchema,
});

/** An exchange's id as a path or cursor writes it. */
export const exchangeIdSchema = z
  .string({ error: "Must be text." })
  .regex(/^[1-9]\d{0,9}$/, "Not an exchange of this history.")
  .refine((id) => Number(id) <= EXCHANGE_ID_MAX, "Not an exchange of this history.");

/** `GET /api/assistant/history`: a page of the kept exchanges, the newest first page. */
export const assistantHistoryQuerySchema = z.strictObject({
  /** The `nextCursor` of the page after (newer than) the one wanted. */
  cursor: exchangeIdSchema.optional(),
  limit: z.coerce
    .number({ error: "Must be a number." })
    .int("Must be a whole number.")
    .min(1, "At least 1.")
    .max(ASSISTANT_HISTORY_MAX, `At most ${ASSISTANT_HISTORY_MAX}.`)
    .default(ASSISTANT_HISTORY_PAGE_SIZE),
});
export type AssistantHistoryQuery = z.output<typeof assistantHistoryQuerySchema>;

/** A page of the history: exchanges oldest first; `nextCursor` asks for the earlier ones (null: there are none). */
export interface AssistantHistory {
  /** A greeting made now, on the first page (null on the pages of earlier exchanges). */
  greeting: AssistantResponse | null;
  exchanges: AssistantExchange[];
  nextCursor: string | null;
}

/** `POST /api/assistant/history/:id/undo`: the tasks as they are now, those gone, and those left as changed since. */
export interface AssistantUndoResult {
  tasks: Task[];
  deletedIds: string[];
  /** Changes not undone because the task was changed again (or deleted) since. */
  unchanged: number;
}
