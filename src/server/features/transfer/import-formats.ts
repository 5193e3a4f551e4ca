import type { z } from "zod";
import { IMPORT_TASKS_MAX } from "../../../shared/limits";
import {
  CSV_COLUMNS,
  type ImportedTask,
  type ImportFormat,
  type ImportRowError,
  importedTaskSchema,
  jsonExportSchema,
} from "../../../shared/schemas/transfer";
import { instantAt } from "../../../shared/zoned-time";
import { parseCsv } from "./csv";

export interface ParsedImport {
  tasks: ImportedTask[];
  errors: ImportRowError[];
}

/** A problem with the file as a whole (not JSON, no header): nothing to report row by row. */
export class ImportFileError extends Error {}

const DUE_MESSAGE = "due must be a date (2026-11-30), a date and time (2026-11-30 17:00) or an ISO 8601 instant.";
const COMPLETED_MESSAGE = "completed must be true or false (or yes/no, 1/0).";

function rowErrors(row: number, error: z.ZodError): ImportRowError[] {
  return error.issues.map((issue) => ({ row, field: issue.path.join(".") || "task", message: issue.message }));
}

/** Each candidate checked by the one schema of an imported task, whatever file it came from. */
function check(candidates: unknown[], extraErrors: ImportRowError[] = []): ParsedImport {
  const tasks: ImportedTask[] = [];
  const errors = [...extraErrors];
  candidates.forEach((candidate, index) => {
    const parsed = importedTaskSchema.safeParse(candidate);
    if (parsed.success) tasks.push(parsed.data);
    else errors.push(...rowErrors(index + 1, parsed.error));
  });
  errors.sort((a, b) => a.row - b.row);
  return { tasks, errors };
}

function parseJson(text: string): ParsedImport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ImportFileError("The file is not valid JSON.");
  }
  const file = jsonExportSchema.safeParse(data);
  if (!file.success) throw new ImportFileError(file.error.issues[0]?.message ?? "This is not a Taskmind JSON export.");
  return check(file.data.tasks);
}

/** "2026-11-30" is all-day, "2026-11-30 17:00" is that time where the user is; anything else is an instant. */
function parseDue(value: string, timeZone: string): { dueAt: string | null; dueAllDay: boolean } | undefined {
  if (value === "") return { dueAt: null, dueAllDay: false };
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/.exec(value);
  if (local) {
    const [year, month, day, hour = 0, minute = 0] = local.slice(1).filter(Boolean).map(Number);
    const calendar = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day));
    // 2026-02-30 is no day at all, and 24:00 or 17:60 no time.
    if (calendar.getUTCMonth() !== (month ?? 0) - 1 || calendar.getUTCDate() !== day || hour > 23 || minute > 59) {
      return undefined;
    }
    const dueAt = instantAt({ year: year ?? 0, month: month ?? 0, day: day ?? 0, hour, minute }, timeZone);
    return { dueAt: dueAt.toISOString(), dueAllDay: local[4] === undefined };
  }
  const instant = new Date(value);
  return /[zZ]|[+-]\d{2}:?\d{2}$/.test(value) && !Number.isNaN(instant.getTime())
    ? { dueAt: instant.toISOString(), dueAllDay: false }
    : undefined;
}

function parseCompleted(value: string): boolean | undefined {
  if (/^(true|yes|y|1|x|done)$/i.test(value)) return true;
  if (/^(false|no|n|0|)$/i.test(value)) return false;
  return undefined;
}

function parseCsvFile(text: string, timeZone: string, now: Date): ParsedImport {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    throw new ImportFileError(`The file is not valid CSV: ${(error as Error).message}`);
  }
  const [header = [], ...rows] = records;
  const columns = header.map((name) => name.trim().toLowerCase());
  if (!columns.includes("title")) {
    throw new ImportFileError(`The first line must name the columns, at least "title" (of ${CSV_COLUMNS.join(", ")}).`);
  }
  if (rows.length > IMPORT_TASKS_MAX) throw new ImportFileError(`An import holds at most ${IMPORT_TASKS_MAX} tasks.`);
  const errors: ImportRowError[] = [];
  const candidates = rows.map((record, index) => {
    const cell = (name: string) => (columns.includes(name) ? (record[columns.indexOf(name)] ?? "").trim() : "");
    const due = parseDue(cell("due"), timeZone);
    const completed = parseCompleted(cell("completed"));
    if (!due) errors.push({ row: index + 1, field: "due", message: DUE_MESSAGE });
    if (completed === undefined) errors.push({ row: index + 1, field: "completed", message: COMPLETED_MESSAGE });
    const priority = cell("priority").toLowerCase() || "none";
    return {
      title: cell("title"),
      description: cell("description"),
      ...(due ?? {}),
      priority,
      tags: cell("tags")
        .split(/[,;]/)
        .map((tag) => tag.trim())
        .filter(Boolean),
      completed: completed ?? false,
      completedAt: completed ? now.toISOString() : null,
    };
  });
  return check(candidates, errors);
}

export function parseImport(format: ImportFormat, text: string, timeZone: string, now: Date): ParsedImport {
  return format === "json" ? parseJson(text) : parseCsvFile(text, timeZone, now);
}
