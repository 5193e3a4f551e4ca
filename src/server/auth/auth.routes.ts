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
import { verifyEmailSchema } from "../../shared/schemas/user";
import { DomainError } from "../errors";
import type { AccountService } from "../features/me/account.service";
import type { EmailVerificationService } from "../features/me/email-verification.service";
import type { AppEnv } from "../http/app-env";
import { clientIp } from "../http/client-ip";
import { parseJsonBody } from "../http/validate";
import type { Auth } from "./auth";
import { toPublicAuthResponse } from "./auth-errors";
import type { PasswordChecks } from "./password-checks";
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

export interface AuthRoutesOptions {
  /** The per-IP rate limit of the endpoints a stranger can hammer. */
  limiter: MiddlewareHandler;
  gate: AuthGate;
  passwords: PasswordChecks;
  /** Password resets, which end the account's other reset links. */
  account: AccountService;
  /** The e-mailed link that proves an address: its token is the credential, so no session is needed. */
  emailVerification: EmailVerificationService;
  trustProxy: boolean;
}

/**
 * Better Auth at `/api/auth/*`, only the endpoints the product uses (every other path is our 404). The
 * endpoints a stranger can hammer are rate-limited and their bodies checked with the same schemas as the
 * forms, so both sides give the same messages; every password they check or hash goes through `passwords`.
 */
export function authRoutes(
  auth: Auth,
  { limiter, gate, passwords, account, emailVerification, trustProxy }: AuthRoutesOptions,
) {
  const routes = new Hono<AppEnv>();

  routes.post("/sign-up/email", limiter, async (c) => {
    const { email, password } = await parseJsonBody(c, signUpSchema);
    if (!(await gate.signupsOpen())) throw new DomainError("forbidden", "signups_closed", SIGNUPS_CLOSED_MESSAGE);
    assertPasswordAcceptable(password, email, "password");
    const body = { name: "", email, password };
    const who = { account: email.toLowerCase(), ip: clientIp(c, trustProxy) };
    const response = await passwords.attributedTo(who, () =>
      auth.api.signUpEmail({ body, headers: c.req.raw.headers, asResponse: true }),
    );
    return toPublicAuthResponse(response);
  });

  // The password is checked first: a disabled account shows only to whoever knows its password.
  routes.post("/sign-in/email", limiter, async (c) => {
    const body = await parseJsonBody(c, signInSchema);
    const who = { account: body.email.toLowerCase(), ip: clientIp(c, trustProxy) };
    const response = await passwords.check(
      who,
      () => auth.api.signInEmail({ body, headers: c.req.raw.headers, asResponse: true }),
      (signIn) => signIn.status === 401,
    );
    if (response.ok && (await gate.isDisabled(body.email))) {
      const { token } = (await response.json()) as { token: string };
      await (await auth.$context).internalAdapter.deleteSession(token);
      throw new DomainError("forbidden", "account_disabled", ACCOUNT_DISABLED_MESSAGE);
    }
    return toPublicAuthResponse(response);
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
    const body = await parseJsonBody(c, resetPasswordBodySchema);
    return account.resetPassword(clientIp(c, trustProxy), c.req.raw.headers, body);
  });

  // Ours, not Better Auth's GET verify-email: its token is a JWT that can be used again until it expires (by
  // the system clock), and a GET that verifies lets a mail scanner opening the link prove the address.
  routes.post("/verify-email", limiter, async (c) => {
    const { token } = await parseJsonBody(c, verifyEmailSchema);
    return c.json(await emailVerification.verify(token));
  });

  routes.get("/get-session", async (c) => toPublicAuthResponse(await auth.handler(c.req.raw)));
  routes.post("/sign-out", async (c) => toPublicAuthResponse(await auth.handler(c.req.raw)));
  return routes;
}
