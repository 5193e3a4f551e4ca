import { z } from "zod";
import { TASK_ID_PATTERN, TASK_PRIORITIES, type TaskOrder } from "../../../shared/schemas/task";
import { fieldError } from "../../errors";

/** The values a page ended on, in the order the sort compares them; the id breaks ties. */
export type SortKey = (string | number)[];

// A cursor comes back from the client, so its key is checked to be what `encodeCursor` wrote for that sort:
// anything else (a NUL, a number for a time, a rank out of range) would reach the database's comparison,
// which PostgreSQL answers with an error.
const instant = z.iso.datetime();
const taskId = z.string().regex(TASK_ID_PATTERN);
const KEY_SCHEMAS: Record<TaskOrder, z.ZodType<SortKey>> = {
  created: z.tuple([instant, taskId]),
  priority: z.tuple([
    z
      .int()
      .min(0)
      .max(TASK_PRIORITIES.length - 1),
    instant,
    taskId,
  ]),
  due: z.tuple([instant, taskId]),
  manual: z.tuple([z.number(), taskId]),
  completed: z.tuple([instant, taskId]),
};

/** An opaque pagination cursor: the sort and the sort key of the last task on a page. */
export function encodeCursor(sort: TaskOrder, key: SortKey): string {
  return Buffer.from(JSON.stringify({ sort, key })).toString("base64url");
}

export function decodeCursor(cursor: string, sort: TaskOrder): SortKey {
  try {
    const decoded = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (decoded?.sort === sort) return KEY_SCHEMAS[sort].parse(decoded.key);
  } catch {
    // Falls through to the same answer as a cursor of another sort.
  }
  throw fieldError("invalid", "validation_failed", "cursor", "The cursor is not valid.");
}
