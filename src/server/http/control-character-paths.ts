import type { MiddlewareHandler } from "hono";
import { notFound } from "../errors";

const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * Answers 404 to a path holding a control character (`/api/tasks/%00`): no id the server makes has one, and
 * PostgreSQL refuses a NUL in text outright, so such an id must never reach a query.
 */
export function refuseControlCharactersInPaths(): MiddlewareHandler {
  return async (c, next) => {
    // Hono's path is percent-decoded (where the encoding is valid), as the route parameters are.
    if (CONTROL_CHARACTER.test(c.req.path)) throw notFound("This endpoint");
    await next();
  };
}
