import { AUTH_MESSAGES } from "../../shared/schemas/auth";
import { DomainError, fieldError } from "../errors";
import { kindOfStatus } from "../http/error-response";

const emailTaken = () => fieldError("unprocessable", "email_taken", "email", AUTH_MESSAGES.emailTaken);
export const resetLinkInvalid = () => new DomainError("invalid", "invalid_token", AUTH_MESSAGES.resetLinkInvalid);

/** Better Auth's error codes, in our words and our error shape. */
const TRANSLATIONS: Record<string, () => DomainError> = {
  USER_ALREADY_EXISTS: emailTaken,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: emailTaken,
  INVALID_EMAIL_OR_PASSWORD: () =>
    new DomainError("unauthenticated", "invalid_credentials", AUTH_MESSAGES.invalidCredentials),
  INVALID_EMAIL: () => fieldError("invalid", "validation_failed", "email", AUTH_MESSAGES.emailInvalid),
  PASSWORD_TOO_SHORT: () => fieldError("invalid", "validation_failed", "password", AUTH_MESSAGES.passwordTooShort),
  PASSWORD_TOO_LONG: () => fieldError("invalid", "validation_failed", "password", AUTH_MESSAGES.passwordTooLong),
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

function translateError(status: number, body: Record<string, unknown> | null): DomainError {
  const code = typeof body?.code === "string" ? body.code : "AUTH_ERROR";
  const message = typeof body?.message === "string" ? body.message : "Authentication failed.";
  return TRANSLATIONS[code]?.() ?? new DomainError(kindOfStatus(status), code.toLowerCase(), message);
}

function withoutTokens(body: Record<string, unknown> | null): unknown {
  if (body === null) return null;
  const { token: _token, session, ...rest } = body;
  if (typeof session !== "object" || session === null) return rest;
  const { token: _sessionToken, ...publicSession } = session as Record<string, unknown>;
  return { ...rest, session: publicSession };
}
