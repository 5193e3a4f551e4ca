import type { Context } from "hono";
import type { z } from "zod";
import { DomainError } from "../errors";

/**
 * Field name → first message, for `{ error: { fields } }`. Unknown fields are named as such. Gathered in a Map:
 * on a plain object, a field named `toString` or `__proto__` would find the prototype's and go unreported.
 */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields = new Map<string, string>();
  for (const issue of error.issues) {
    const names =
      issue.code === "unrecognized_keys"
        ? issue.keys.map((key) => [...issue.path, key].join("."))
        : [issue.path.join(".") || "_"];
    for (const name of names) {
      if (!fields.has(name)) fields.set(name, issue.code === "unrecognized_keys" ? "Unknown field." : issue.message);
    }
  }
  return Object.fromEntries(fields);
}

function parseOrThrow<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const message = Object.values(fields)[0] ?? "The request is not valid.";
  throw new DomainError("invalid", "validation_failed", message, { fields });
}

async function readJsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new DomainError("invalid", "invalid_json", "The request body must be valid JSON.");
  }
}

export async function parseJsonBody<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.output<Schema>> {
  const body = await readJsonBody(c);
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new DomainError("invalid", "invalid_json", "The request body must be a JSON object.");
  }
  return parseOrThrow(schema, body);
}

export function parseQuery<Schema extends z.ZodType>(c: Context, schema: Schema): z.output<Schema> {
  return parseOrThrow(schema, c.req.query());
}
