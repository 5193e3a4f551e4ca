import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AUTH_MESSAGES } from "../../shared/schemas/auth";
import { HttpError } from "../http/http-error";

/** A 4xx whose message is also the error of one field. */
const fieldError = (status: ContentfulStatusCode, code: string, field: string, message: string) => () =>
  new HttpError(status, code, message, { [field]: message });

const emailTaken = fieldError(422, "email_taken", "email", AUTH_MESSAGES.emailTaken);
const resetLinkInvalid = () => new HttpError(400, "invalid_token", AUTH_MESSAGES.resetLinkInvalid);

/** Better Auth's error codes, in our words and our error shape. */
const TRANSLATIONS: Record<string, () => HttpError> = {
  USER_ALREADY_EXISTS: emailTaken,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: emailTaken,
  INVALID_EMAIL_OR_PASSWORD: () => new HttpError(401, "invalid_credentials", AUTH_MESSAGES.invalidCredentials),
  INVALID_EMAIL: fieldError(400, "validation_failed", "email", AUTH_MESSAGES.emailInvalid),
  PASSWORD_TOO_SHORT: fieldError(400, "validation_failed", "password", AUTH_MESSAGES.passwordTooShort),
  PASSWORD_TOO_LONG: fieldError(400, "validation_failed", "password", AUTH_MESSAGES.passwordTooLong),
  INVALID_TOKEN: resetLinkInvalid,
  TOKEN_EXPIRED: resetLinkInvalid,
};

/**
 * Makes a Better Auth response ours: errors become `{ error: { code, message, fields? } }` in our words,
 * and session tokens leave the JSON body (they belong in the HttpOnly cookie only).
 */
export async function toPublicAuthResponse(response: Response): Promise<Response> {
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  const body = (await response.json()) as Record<string, unknown> | null;
  const publicBody = response.ok ? withoutTokens(body) : translateError(response.status, body).toBody();
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(publicBody), { status: response.status, headers });
}

function translateError(status: number, body: Record<string, unknown> | null): HttpError {
  const code = typeof body?.code === "string" ? body.code : "AUTH_ERROR";
  const message = typeof body?.message === "string" ? body.message : "Authentication failed.";
  return TRANSLATIONS[code]?.() ?? new HttpError(status as ContentfulStatusCode, code.toLowerCase(), message);
}

function withoutTokens(body: Record<string, unknown> | null): unknown {
  if (body === null) return null;
  const { token: _token, session, ...rest } = body;
  if (typeof session !== "object" || session === null) return rest;
  const { token: _sessionToken, ...publicSession } = session as Record<string, unknown>;
  return { ...rest, session: publicSession };
}
