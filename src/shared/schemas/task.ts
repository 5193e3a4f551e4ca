import { z } from "zod";
import {
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_PAGE_SIZE_DEFAULT,
  TASK_PAGE_SIZE_MAX,
  TASK_TITLE_MAX_LENGTH,
} from "../limits";

export const TASK_MESSAGES = {
  allRequired: "All fields are required.",
  titleRequired: "Title is required.",
  titleTooLong: `Title must be at most ${TASK_TITLE_MAX_LENGTH} characters.`,
  descriptionRequired: "Description is required.",
  descriptionTooLong: `Description must be at most ${TASK_DESCRIPTION_MAX_LENGTH} characters.`,
  nothingToUpdate: "Send at least one field to change.",
} as const;

function requiredText(required: string, tooLong: string, maxLength: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : "Must be text.") })
    .trim()
    .min(1, required)
    .max(maxLength, tooLong);
}

const title = requiredText(TASK_MESSAGES.titleRequired, TASK_MESSAGES.titleTooLong, TASK_TITLE_MAX_LENGTH);
const description = requiredText(
  TASK_MESSAGES.descriptionRequired,
  TASK_MESSAGES.descriptionTooLong,
  TASK_DESCRIPTION_MAX_LENGTH,
);

/** Validates the add-task form and the body of `POST /api/tasks`. */
export const createTaskSchema = z.strictObject({ title, description });
export type CreateTaskInput = z.infer<typeof createTaskSchema>;

/** Body of `PATCH /api/tasks/:id`: any subset of the editable fields, at least one. */
export const updateTaskSchema = z
  .strictObject({ title: title.optional(), description: description.optional() })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), TASK_MESSAGES.nothingToUpdate);
export type UpdateTaskInput = z.infer<typeof updateTaskSchema>;

export const listTasksQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: "limit must be a number." })
    .int("limit must be a whole number.")
    .min(1, "limit must be at least 1.")
    .max(TASK_PAGE_SIZE_MAX, `limit must be at most ${TASK_PAGE_SIZE_MAX}.`)
    .default(TASK_PAGE_SIZE_DEFAULT),
  cursor: z.string().min(1).max(200).optional(),
});
export type ListTasksQuery = z.infer<typeof listTasksQuerySchema>;

export interface Task {
  id: string;
  title: string;
  description: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  updatedAt: string;
}

export interface TaskPage {
  tasks: Task[];
  nextCursor: string | null;
}
