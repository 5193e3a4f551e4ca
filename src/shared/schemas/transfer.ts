import { z } from "zod";
import { createListSchema, type ListColor, updateListSchema } from "./list";
import { restoreTaskSchema, TASK_ID_PATTERN, type Task } from "./task";

export const EXPORT_FORMATS = ["json", "csv", "ics"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const IMPORT_FORMATS = ["json", "csv"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/**
 * The columns of a task CSV, in this order on export; on import the header may order them freely and leave any
 * out but "title" (so files from before `recurrence` or `list` were added, the last columns, still import).
 * `list` is the list's name, empty for the Inbox.
 */
export const CSV_COLUMNS = [
  "title",
  "description",
  "due",
  "priority",
  "tags",
  "completed",
  "recurrence",
  "list",
] as const;

/** Marks our JSON export, so an import knows what it reads. */
export const JSON_EXPORT_FORMAT = "taskmind-export";
export const JSON_EXPORT_VERSION = 1;

export const exportQuerySchema = z.strictObject({
  format: z.enum(EXPORT_FORMATS, { error: `format must be one of ${EXPORT_FORMATS.join(", ")}.` }),
});

export const importQuerySchema = z.strictObject({
  format: z.enum(IMPORT_FORMATS, { error: `format must be one of ${IMPORT_FORMATS.join(", ")}.` }),
  /** "true": check and preview only, save nothing. */
  preview: z.enum(["true", "false"]).default("false"),
});

/** One task of our JSON export, as an import reads it: its own times kept, a new id given. */
const fileTaskId = (field: string) =>
  z.string({ error: `${field} must be a task's id.` }).regex(TASK_ID_PATTERN, `${field} must be a task's id.`);

export const importedTaskSchema = restoreTaskSchema.extend({
  /** The task's id in the file, which its subtasks name; the import gives it a new one. */
  id: fileTaskId("id").optional(),
  /** The file's id of its parent: kept as a subtask of that task's copy when the file has it, else top-level. */
  parentId: fileTaskId("parentId").nullable().optional(),
  createdAt: restoreTaskSchema.shape.createdAt.optional(),
  /** Exported for completeness; an import gives the task a fresh edit history. */
  updatedAt: z.string().optional(),
  /**
   * A list of the account the file came from: the import finds its name in the file's `lists` and files the
   * task in this account's list of that name (see `ImportedList`), so the id itself is set aside.
   */
  listId: z
    .unknown()
    .optional()
    .transform(() => undefined),
});
export type ImportedTask = z.output<typeof importedTaskSchema>;

/**
 * A list of our JSON export as an import reads it: by its id the file's tasks name it; by its name it is found
 * among the account's lists, or made with its colour, emoji and archived flag (none, as in a file written by hand:
 * not archived), after the account's lists in the file's order. Its position stays behind.
 */
export const exportedListSchema = z.object({
  id: z.string(),
  name: createListSchema.shape.name,
  color: createListSchema.shape.color.default(null),
  emoji: createListSchema.shape.emoji.default(null),
  archived: updateListSchema.shape.archived.unwrap().default(false),
});

/** A list an import brings: found among the account's lists by its name (case folded), or made like this. */
export interface ImportedList {
  name: string;
  color: ListColor | null;
  emoji: string | null;
  archived: boolean;
}

/**
 * What an import checks of our JSON export besides its tasks, which it reads one by one (the number of them is
 * checked as they come). `tasksIsList` is whether "tasks" was there as a list.
 */
export const jsonExportHeadSchema = z.object({
  format: z.literal(JSON_EXPORT_FORMAT, { error: "This is not a Taskmind JSON export." }),
  version: z.literal(JSON_EXPORT_VERSION, { error: `Only version ${JSON_EXPORT_VERSION} exports can be imported.` }),
  tasksIsList: z.literal(true, { error: '"tasks" must be the list of tasks.' }),
});

export interface ImportRowError {
  /** 1 for the first task (in a CSV: the first line after the header). */
  row: number;
  field: string;
  message: string;
}

/**
 * What an import found: how many tasks, the first few as they will look, the lists it will make (their names, in
 * the order made: from our JSON every list of the file the account lacks, with tasks or not), and every row it
 * refused.
 */
export interface ImportReport {
  count: number;
  preview: Pick<
    Task,
    "title" | "description" | "dueAt" | "dueAllDay" | "priority" | "tags" | "completed" | "recurrence"
  >[];
  newLists: string[];
  errors: ImportRowError[];
  /** Errors beyond those listed. */
  moreErrors: number;
  imported: boolean;
}
