/** The one error shape every `/api` endpoint answers with. */
export interface ApiErrorBody {
  error: {
    code: ApiErrorCode;
    message: string;
    fields?: Record<string, string>;
  };
}

export const API_ERROR_CODES = [
  "bad_request",
  "invalid_json",
  "validation_failed",
  "unauthorized",
  "forbidden",
  "not_found",
  "payload_too_large",
  "rate_limited",
  "conflict",
  "internal_error",
  "unavailable",
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number] | (string & {});

/** What a rate-limited request is told (429, with `Retry-After`). */
export const RATE_LIMITED_MESSAGE = "Too many attempts. Please wait a minute and try again.";
