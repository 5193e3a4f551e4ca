import type { ApiErrorBody, ApiErrorCode } from "../shared/api-error";

/**
 * What went wrong, in the domain's terms. Services, repositories' callers and middleware throw these;
 * the HTTP layer alone turns a kind into a status (`http/error-response.ts`).
 */
export type ErrorKind =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "too_large"
  | "unprocessable"
  | "rate_limited"
  | "unavailable"
  | "internal";

/** An error with a meaning for the client: its code and message go out as they are. */
export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: ApiErrorCode,
    message: string,
    readonly options: {
      /** Field name → message, for forms. */
      fields?: Record<string, string>;
      /** Further top-level members of the body, e.g. the current task with a conflict. */
      details?: Record<string, unknown>;
      /** When to try again, for `rate_limited` and `unavailable`. */
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
    this.name = "DomainError";
  }

  toBody(): ApiErrorBody {
    const { fields, details } = this.options;
    const error = { code: this.code, message: this.message, ...(fields ? { fields } : {}) };
    return { ...details, error };
  }
}

/** A 4xx whose message is also the error of one field. */
export const fieldError = (kind: ErrorKind, code: ApiErrorCode, field: string, message: string) =>
  new DomainError(kind, code, message, { fields: { [field]: message } });

export const notFound = (what = "This resource") => new DomainError("not_found", "not_found", `${what} was not found.`);
export const unauthenticated = () => new DomainError("unauthenticated", "unauthorized", "Please sign in to continue.");

/** When a client may try again after the database did not answer: about how long a database restart takes. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const databaseUnavailable = () =>
  new DomainError("unavailable", "unavailable", "The database is not answering. Please try again in a moment.", {
    retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
  });
