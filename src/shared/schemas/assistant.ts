import { z } from "zod";
import { ASSISTANT_MESSAGE_MAX_LENGTH } from "../limits";
import type { Task } from "./task";
import { controlCharactersMessage, singleLine } from "./text";

export const ASSISTANT_MESSAGES = {
  messageRequired: "Type a message.",
  messageTooLong: `A message is at most ${ASSISTANT_MESSAGE_MAX_LENGTH} characters.`,
  messageControlCharacters: controlCharactersMessage("Message"),
  oneOfMessageOrConfirm: "Send either a message or a confirm token.",
} as const;

export const assistantMessageSchema = singleLine(z.string({ error: "Must be text." }), "Message")
  .trim()
  .min(1, ASSISTANT_MESSAGES.messageRequired)
  .max(ASSISTANT_MESSAGE_MAX_LENGTH, ASSISTANT_MESSAGES.messageTooLong);

/** The body of `POST /api/assistant`: something typed, or the answer to a question the assistant asked. */
export const assistantRequestSchema = z
  .strictObject({
    message: assistantMessageSchema.optional(),
    /** A token from `confirm` or from one of `choices`. */
    confirm: z.string({ error: "Must be text." }).min(1).max(100).optional(),
  })
  .refine((body) => (body.message === undefined) !== (body.confirm === undefined), {
    message: ASSISTANT_MESSAGES.oneOfMessageOrConfirm,
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

export interface AssistantResponse {
  reply: string;
  /** The tasks the reply is about, shown as cards. */
  tasks: Task[];
  actions: AssistantAction[];
  /** "Which one?" buttons, or an offer such as adding the text as a task. */
  choices: AssistantChoice[];
  /** A yes the reply waits for: send `{ confirm: token }` to go ahead; anything else leaves things as they are. */
  confirm?: { token: string; prompt: string };
  /** Messages worth trying next, shown as chips. */
  suggestions: string[];
}

export interface AssistantExchange {
  id: number;
  /** What the user typed, or the label of the button they pressed. */
  message: string;
  response: AssistantResponse;
  /** ISO 8601, UTC. */
  createdAt: string;
}

/** `GET /api/assistant/history`: a greeting made now, and the kept exchanges, oldest first. */
export interface AssistantHistory {
  greeting: AssistantResponse;
  exchanges: AssistantExchange[];
}
