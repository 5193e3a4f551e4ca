import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorKind } from "../errors";

/** The one place a domain error's kind becomes an HTTP status. */
export const STATUS_OF: Record<ErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

/** The other way, for answers of Better Auth that we pass on in our own shape. */
export function kindOfStatus(status: number): ErrorKind {
  const kind = (Object.keys(STATUS_OF) as ErrorKind[]).find((candidate) => STATUS_OF[candidate] === status);
  return kind ?? (status >= 500 ? "internal" : "invalid");
}
