import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody, ApiErrorCode } from "../../shared/api-error";

/** An error with a meaning for the client: its status, code and message go out as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Further top-level members of the body, e.g. the current task with a 409. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "HttpError";
  }

  toBody(): ApiErrorBody {
    const error = { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) };
    return { ...this.details, error };
  }
}

export const notFound = (what = "This resource") => new HttpError(404, "not_found", `${what} was not found.`);
export const unauthorized = () => new HttpError(401, "unauthorized", "Please sign in to continue.");
