import { z } from "zod";
import { HttpError } from "../../http/http-error";
import type { TaskKey } from "./tasks.repository";

const keySchema = z.tuple([z.iso.datetime(), z.string().min(1)]);

/** An opaque pagination cursor: the sort key of the last task on a page. */
export function encodeCursor({ createdAt, id }: TaskKey): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString("base64url");
}

export function decodeCursor(cursor: string): TaskKey {
  try {
    const [createdAt, id] = keySchema.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
    return { createdAt, id };
  } catch {
    throw new HttpError(400, "validation_failed", "The cursor is not valid.", { cursor: "The cursor is not valid." });
  }
}
