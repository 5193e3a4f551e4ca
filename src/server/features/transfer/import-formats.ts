import { z } from "zod";
import { foldCase } from "../../../shared/fold-case";
import { IMPORT_TASKS_MAX, SUBTASK_DEPTH_MAX } from "../../../shared/limits";
import { repeatingDue } from "../../../shared/recurrence/occurrences";
import { INBOX } from "../../../shared/schemas/list";
import {
  CSV_COLUMNS,
  exportedListSchema,
  type ImportedList,
  type ImportedTask,
  type ImportFormat,
  type ImportRowError,
  importedTaskSchema,
  jsonExportHeadSchema,
} from "../../../shared/schemas/transfer";
import { instantAt } from "../../../shared/time/zoned-time";
import { CsvReader, restoreCell } from "./csv";
import { JsonExportReader, type JsonPiece } from "./json-reader";

/** One task of the file, checked, with the list it goes into (null: the Inbox); or with every problem it has. */
export type ImportRow =
  | { row: number; task: ImportedTask; list: ImportedList | null; errors?: undefined }
  | { row: number; task?: undefined; errors: ImportRowError[] };

/**
 * What one piece of the file completed: its tasks' rows, and the lists it declares (our JSON's "lists", which
 * an import brings whether or not a task is in them; a CSV declares none, its rows name their lists).
 */
export interface ImportStep {
  lists: ImportedList[];
  rows: ImportRow[];
}

/** A problem with the file as a whole (not JSON, no header, too many tasks): nothing to report row by row. */
export class ImportFileError extends Error {}

const DUE_MESSAGE = "due must be a date (2026-11-30), a date and time (2026-11-30 17:00) or an ISO 8601 instant.";
const COMPLETED_MESSAGE = "completed must be true or false (or yes/no, 1/0).";
const TOO_MANY_TASKS = `An import holds at most ${IMPORT_TASKS_MAX} tasks.`;
const LIST_ID_MESSAGE = "listId must be the id of one of the file's lists, or null for the Inbox.";
const LISTS_MESSAGE = '"lists" must be the list of lists, each with its "id".';
const LISTS_FIRST_MESSAGE = '"lists" must come before "tasks".';
const listUnusable = (index: number, issue: z.core.$ZodIssue) =>
  `List ${index + 1} of the file cannot be made (its ${issue.path.join(".")}): ${issue.message}`;

/** Where and when an import runs: the user's time zone and the import's "now". */
interface ImportTime {
  timeZone: string;
  now: Date;
}

/**
 * A candidate checked by the one schema of an imported task, whatever file it came from, and its list; a
 * repeating one also as every repeating task is (`repeatingDue`), in the user's time zone.
 */
function check(
  row: number,
  candidate: unknown,
  list: ImportedList | null,
  { timeZone, now }: ImportTime,
  extraErrors: ImportRowError[] = [],
): ImportRow {
  if (row > IMPORT_TASKS_MAX) throw new ImportFileError(TOO_MANY_TASKS);
  const parsed = importedTaskSchema.safeParse(candidate);
  const repeating =
    parsed.success && parsed.data.recurrence
      ? repeatingDue(parsed.data.recurrence, { dueAt: parsed.data.dueAt ?? null, now, timeZone })
      : undefined;
  const errors =
    repeating && "error" in repeating
      ? [...extraErrors, { row, field: "recurrence", message: repeating.error }]
      : extraErrors;
  if (parsed.success && errors.length === 0) return { row, task: parsed.data, list };
  const issues = parsed.success ? [] : parsed.error.issues;
  return { row, errors: [...errors, ...issues.map((issue) => issueError(row, issue))] };
}

const issueError = (row: number, issue: z.core.$ZodIssue, within?: string): ImportRowError => ({
  row,
  field: [within, ...issue.path].filter((part) => part !== undefined).join(".") || "task",
  message: issue.message,
});

/** A list as a file names it, or why it cannot be one; one named Inbox (in any case) is the Inbox, null. */
type FileList = { list: ImportedList | null; issues?: undefined } | { list?: undefined; issues: z.core.$ZodIssue[] };

function fileList(candidate: unknown): FileList {
  const parsed = exportedListSchema.safeParse(candidate);
  if (!parsed.success) return { issues: parsed.error.issues };
  const { id: _id, ...list } = parsed.data;
  return { list: foldCase(list.name) === INBOX ? null : list };
}

/** The problems of a row's list as the row's own, under `list` ("list.name"). */
const listErrors = (row: number, { issues = [] }: FileList): ImportRowError[] =>
  issues.map((issue) => issueError(row, issue, "list"));

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

/**
 * Our JSON export: its "lists" (which come first; each that can be made, in the file's order), then the tasks of
 * its "tasks" array one by one, each with the list its `listId` names; then a check of its head (format and
 * version). A list that cannot be made is the error of each row in it, or of the file when no task is in it. A
 * file without "lists" (exported before lists were) puts every task in the Inbox.
 */
function* readJson(pieces: Iterable<string>, time: ImportTime): Generator<ImportStep> {
  const reader = new JsonExportReader();
  const head: Record<string, unknown> = {};
  let lists: Map<string, FileList> | undefined;
  /** The ids of the file's lists some task is in. */
  const used = new Set<string>();
  let row = 0;
  const parse = (json: string): unknown => {
    try {
      return JSON.parse(json);
    } catch {
      throw new ImportFileError("The file is not valid JSON.");
    }
  };
  const readLists = (json: string) => {
    // The tasks read so far went into the Inbox: they could not know their lists.
    if (row > 0) throw new ImportFileError(LISTS_FIRST_MESSAGE);
    const shape = z.array(z.object({ id: z.string() }).loose()).safeParse(parse(json));
    if (!shape.success) throw new ImportFileError(LISTS_MESSAGE);
    lists = new Map(shape.data.map((list) => [list.id, fileList(list)]));
    return [...lists.values()].flatMap(({ list }) => (list ? [list] : []));
  };
  const taskRow = (task: unknown): ImportRow => {
    row += 1;
    const listId = typeof task === "object" && task !== null ? (task as { listId?: unknown }).listId : undefined;
    if (!lists || listId === null || listId === undefined) return check(row, task, null, time);
    const list = typeof listId === "string" ? lists.get(listId) : undefined;
    if (!list) return check(row, task, null, time, [{ row, field: "listId", message: LIST_ID_MESSAGE }]);
    used.add(listId as string);
    return check(row, task, list.list ?? null, time, listErrors(row, list));
  };
  const stepOf = (found: JsonPiece[]): ImportStep => {
    const step: ImportStep = { lists: [], rows: [] };
    for (const piece of found) {
      if ("task" in piece) step.rows.push(taskRow(parse(piece.task)));
      else if (piece.member === "lists") step.lists.push(...readLists(piece.json));
      else head[piece.member] = parse(piece.json);
    }
    return step;
  };
  try {
    for (const piece of pieces) yield stepOf(reader.push(piece));
    reader.end();
  } catch (error) {
    if (error instanceof SyntaxError) throw new ImportFileError("The file is not valid JSON.");
    throw error;
  }
  // A list no row could report is the file's problem: an import brings every list, so it cannot be left out.
  for (const [index, [id, { issues = [] }]] of [...(lists ?? [])].entries()) {
    const [issue] = issues;
    if (issue && !used.has(id)) throw new ImportFileError(listUnusable(index, issue));
  }
  const checked = jsonExportHeadSchema.safeParse({ ...head, tasksIsList: reader.sawTasks });
  if (!checked.success)
    throw new ImportFileError(checked.error.issues[0]?.message ?? "This is not a Taskmind JSON export.");
}

/** A CSV whose first line names the columns; each later line is a task. */
function* readCsv(pieces: Iterable<string>, timeZone: string, now: Date): Generator<ImportStep> {
  const reader = new CsvReader();
  let columns: string[] | undefined;
  let row = 0;
  const rowOf = (record: string[]): ImportRow => {
    row += 1;
    const cell = (name: string) => {
      const index = (columns ?? []).indexOf(name);
      return index === -1 ? "" : restoreCell((record[index] ?? "").trim());
    };
    // An empty cell, or no such column (a CSV from before it), is the Inbox.
    const list: FileList = cell("list") === "" ? { list: null } : fileList({ id: "", name: cell("list") });
    const errors: ImportRowError[] = listErrors(row, list);
    const due = parseDue(cell("due"), timeZone);
    const completed = parseCompleted(cell("completed"));
    if (!due) errors.push({ row, field: "due", message: DUE_MESSAGE });
    if (completed === undefined) errors.push({ row, field: "completed", message: COMPLETED_MESSAGE });
    const candidate = {
      title: cell("title"),
      description: cell("description"),
      ...(due ?? {}),
      priority: cell("priority").toLowerCase() || "none",
      tags: cell("tags")
        .split(/[,;]/)
        .map((tag) => tag.trim())
        .filter(Boolean),
      completed: completed ?? false,
      completedAt: completed ? now.toISOString() : null,
      // An empty cell, or no such column (a CSV from before it), does not repeat.
      recurrence: cell("recurrence") || null,
    };
    return check(row, candidate, list.list ?? null, { timeZone, now }, errors);
  };
  const rowsOf = (records: string[][]) => {
    if (!columns && records.length > 0) {
      const header = records.shift() ?? [];
      columns = header.map((name) => name.trim().toLowerCase());
      if (!columns.includes("title")) {
        throw new ImportFileError(
          `The first line must name the columns, at least "title" (of ${CSV_COLUMNS.join(", ")}).`,
        );
      }
    }
    return records.map(rowOf);
  };
  try {
    for (const piece of pieces) yield { lists: [], rows: rowsOf(reader.push(piece)) };
    yield { lists: [], rows: rowsOf(reader.end()) };
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(`The file is not valid CSV: ${(error as Error).message}`);
  }
  if (!columns)
    throw new ImportFileError(`The first line must name the columns, at least "title" (of ${CSV_COLUMNS.join(", ")}).`);
}

/**
 * Which of a file's tasks stay subtasks, by their ids in the file (child to parent): those whose parent is in the
 * file, at most SUBTASK_DEPTH_MAX levels below a top-level task, not in a cycle. The others are imported top-level.
 */
export function subtaskLinks(parents: Map<string, string | null>): Map<string, string> {
  const links = new Map<string, string>();
  for (const [id, parent] of parents) {
    if (!parent || !parents.has(parent)) continue;
    const chain = [id];
    let next = parents.get(id);
    while (next && parents.has(next) && !chain.includes(next) && chain.length <= SUBTASK_DEPTH_MAX) {
      chain.push(next);
      next = parents.get(next);
    }
    // It ends at a top-level task when the next one up is none, or not in the file.
    const rooted = !next || !parents.has(next);
    if (rooted && chain.length <= SUBTASK_DEPTH_MAX) links.set(id, parent);
  }
  return links;
}

/**
 * The lists and tasks of a file, read from its text a piece at a time: each step yields what that piece
 * completed, so the caller can pause between steps and never holds more than a piece's worth. Throws
 * `ImportFileError` when the file as a whole is wrong.
 */
export function readImport(
  format: ImportFormat,
  pieces: Iterable<string>,
  timeZone: string,
  now: Date,
): Generator<ImportStep> {
  return format === "json" ? readJson(pieces, { timeZone, now }) : readCsv(pieces, timeZone, now);
}
