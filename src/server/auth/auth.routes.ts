import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { ACCOUNT_DISABLED_MESSAGE, SIGNUPS_CLOSED_MESSAGE } from "../../shared/schemas/admin";
import {
  AUTH_MESSAGES,
  requestPasswordResetSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "../../shared/schemas/auth";
import { DomainError } from "../errors";
import type { AccountService } from "../features/me/account.service";
import type { AppEnv } from "../http/app-env";
import { parseJsonBody } from "../http/validate";
import type { Auth } from "./auth";
import { toPublicAuthResponse } from "./auth-errors";
import { assertPasswordAcceptable } from "./password-policy";

const resetPasswordBodySchema = z.object({
  newPassword: resetPasswordSchema.shape.password,
  token: z.string({ error: AUTH_MESSAGES.resetLinkInvalid }).min(1, AUTH_MESSAGES.resetLinkInvalid),
});

/** What the instance decides around Better Auth: who may sign up or in. */
export interface AuthGate {
  signupsOpen(): Promise<boolean>;
  isDisabled(email: string): Promise<boolean>;
}

/**
 * Better Auth at `/api/auth/*`. The endpoints a stranger can hammer are rate-limited and their bodies
 * checked with the same schemas as the forms, so both sides give the same messages.
 */
export function authRoutes(auth: Auth, limiter: MiddlewareHandler, gate: AuthGate, account: AccountService) {
  const routes = new Hono<AppEnv>();

  routes.post("/sign-up/email", limiter, async (c) => {
    const { email, password } = await parseJsonBody(c, signUpSchema);
    if (!(await gate.signupsOpen())) throw new DomainError("forbidden", "signups_closed", SIGNUPS_CLOSED_MESSAGE);
    assertPasswordAcceptable(password, email, "password");
    const body = { name: "", email, password };
    return toPublicAuthResponse(await auth.api.signUpEmail({ body, headers: c.req.raw.headers, asResponse: true }));
  });

  routes.post("/sign-in/email", limiter, async (c) => {
    const body = await parseJsonBody(c, signInSchema);
    if (await gate.isDisabled(body.email))
      throw new DomainError("forbidden", "account_disabled", ACCOUNT_DISABLED_MESSAGE);
    return toPublicAuthResponse(await auth.api.signInEmail({ body, headers: c.req.raw.headers, asResponse: true }));
  });

  routes.post("/request-password-reset", limiter, async (c) => {
    const { email } = await parseJsonBody(c, requestPasswordResetSchema);
    const response = await auth.api.requestPasswordReset({
      body: { email },
      headers: c.req.raw.headers,
      asResponse: true,
    });
    if (!response.ok) return toPublicAuthResponse(response);
    return c.json({ status: true, message: AUTH_MESSAGES.resetRequested });
  });

  routes.post("/reset-password", limiter, async (c) => {
    return account.resetPassword(c.req.raw.headers, await parseJsonBody(c, resetPasswordBodySchema));
  });

  routes.on(["GET", "POST"], "/*", async (c) => toPublicAuthResponse(await auth.handler(c.req.raw)));
  return routes;
}
