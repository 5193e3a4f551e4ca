import { z } from "zod";
import type { TaskSort } from "../../../shared/schemas/task";
import { fieldError } from "../../errors";

/** The values a page ended on, in the order the sort compares them; the id breaks ties. */
export type SortKey = (string | number)[];

const cursorSchema = z.object({ sort: z.string(), key: z.array(z.union([z.string().max(100), z.number()])).max(4) });

/** An opaque pagination cursor: the sort and the sort key of the last task on a page. */
export function encodeCursor(sort: TaskSort, key: SortKey): string {
  return Buffer.from(JSON.stringify({ sort, key })).toString("base64url");
}

export function decodeCursor(cursor: string, sort: TaskSort, keyLength: number): SortKey {
  try {
    const decoded = cursorSchema.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
    if (decoded.sort === sort && decoded.key.length === keyLength) return decoded.key;
  } catch {
    // Falls through to the same answer as a cursor of another sort.
  }
  throw fieldError("invalid", "validation_failed", "cursor", "The cursor is not valid.");
}
