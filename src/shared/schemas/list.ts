import { z } from "zod";
import { LIST_EMOJI_MAX_LENGTH, LIST_NAME_MAX_LENGTH } from "../limits";
import { changesSomething, NOTHING_TO_UPDATE, singleLine } from "./text";

/** The colours a list may carry: names of the design's palette, never raw CSS, so nothing user-made reaches a style. */
export const LIST_COLORS = ["red", "orange", "yellow", "green", "teal", "blue", "purple", "pink", "grey"] as const;
export type ListColor = (typeof LIST_COLORS)[number];

/** `list=inbox` (and a task's `listId: null`): the tasks in no list of the user's own. */
export const INBOX = "inbox";

export const LIST_MESSAGES = {
  nameRequired: "Name is required.",
  nameTooLong: `Name must be at most ${LIST_NAME_MAX_LENGTH} characters.`,
  colorInvalid: `Colour must be one of ${LIST_COLORS.join(", ")}.`,
  emojiInvalid: "Emoji must be a single emoji.",
  positionInvalid: "Position must be a finite number.",
  mustBeTrueOrFalse: "Must be true or false.",
  nothingToUpdate: NOTHING_TO_UPDATE,
  listIdInvalid: "listId must be a list's id, or null for the Inbox.",
} as const;

/** List ids are UUIDs the server makes. */
export const LIST_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const name = singleLine(
  z.string({ error: (issue) => (issue.input === undefined ? LIST_MESSAGES.nameRequired : "Must be text.") }),
  "Name",
)
  .trim()
  .min(1, LIST_MESSAGES.nameRequired)
  .max(LIST_NAME_MAX_LENGTH, LIST_MESSAGES.nameTooLong);

/** One emoji (a pictograph with its modifiers and joiners, or a flag's two regional indicators), nothing else. */
const EMOJI =
  /^(?:\p{Regional_Indicator}{2}|\p{Extended_Pictographic}(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f)*)$/u;
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const emoji = z
  .string({ error: LIST_MESSAGES.emojiInvalid })
  .max(LIST_EMOJI_MAX_LENGTH, LIST_MESSAGES.emojiInvalid)
  .regex(EMOJI, LIST_MESSAGES.emojiInvalid)
  .refine((value) => [...graphemes.segment(value)].length === 1, LIST_MESSAGES.emojiInvalid)
  .nullable();
const color = z.enum(LIST_COLORS, { error: LIST_MESSAGES.colorInvalid }).nullable();

/** A place in an order the user sets: any finite number; a move takes a value between its new neighbours'. */
export const position = z.number({ error: LIST_MESSAGES.positionInvalid });

/** A task's list: a list's id, or null for the Inbox. */
export const listId = z
  .string({ error: LIST_MESSAGES.listIdInvalid })
  .regex(LIST_ID_PATTERN, LIST_MESSAGES.listIdInvalid)
  .nullable();

/** The body of `POST /api/lists`: a new list goes last. */
export const createListSchema = z.strictObject({
  name,
  color: color.optional(),
  emoji: emoji.optional(),
});
export type CreateListInput = z.input<typeof createListSchema>;
export type NewListInput = z.output<typeof createListSchema>;

/** The body of `PATCH /api/lists/:id`: any subset, at least one. */
export const updateListSchema = z
  .strictObject({
    name: name.optional(),
    color: color.optional(),
    emoji: emoji.optional(),
    position: position.optional(),
    archived: z.boolean({ error: LIST_MESSAGES.mustBeTrueOrFalse }).optional(),
  })
  .refine(changesSomething, LIST_MESSAGES.nothingToUpdate);
export type UpdateListInput = z.infer<typeof updateListSchema>;

export interface List {
  id: string;
  name: string;
  color: ListColor | null;
  emoji: string | null;
  /** Lists show in ascending position. */
  position: number;
  archived: boolean;
  /** Its tasks not yet completed. */
  openCount: number;
  /** All its tasks, completed ones too: what deleting the list deletes. */
  taskCount: number;
  /** ISO 8601, UTC. */
  createdAt: string;
  updatedAt: string;
}

/** A list as named in text (quick add's `+Name`, the assistant's commands). */
export type ListName = Pick<List, "id" | "name">;

/** `GET /api/lists`: the Inbox (which every user has, and which cannot be deleted) and the user's own lists, in order. */
export interface ListsOverview {
  inbox: Pick<List, "openCount" | "taskCount">;
  lists: List[];
}

/** `DELETE /api/lists/:id` answers how many tasks went with the list. */
export interface ListDeleted {
  deletedTasks: number;
}
