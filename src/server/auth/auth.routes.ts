import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import {
  AUTH_MESSAGES,
  requestPasswordResetSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "../../shared/schemas/auth";
import type { AppEnv } from "../http/app-env";
import { parseJsonBody } from "../http/validate";
import type { Auth } from "./auth";
import { toPublicAuthResponse } from "./auth-errors";

const resetPasswordBodySchema = z.object({
  newPassword: resetPasswordSchema.shape.password,
  token: z.string({ error: AUTH_MESSAGES.resetLinkInvalid }).min(1, AUTH_MESSAGES.resetLinkInvalid),
});

/**
 * Better Auth at `/api/auth/*`. The endpoints a stranger can hammer are rate-limited and their bodies
 * checked with the same schemas as the forms, so both sides give the same messages.
 */
export function authRoutes(auth: Auth, limiter: MiddlewareHandler) {
  const routes = new Hono<AppEnv>();

  routes.post("/sign-up/email", limiter, async (c) => {
    const { email, password } = await parseJsonBody(c, signUpSchema);
    const body = { name: "", email, password };
    return toPublicAuthResponse(await auth.api.signUpEmail({ body, headers: c.req.raw.headers, asResponse: true }));
  });

  routes.post("/sign-in/email", limiter, async (c) => {
    const body = await parseJsonBody(c, signInSchema);
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
    const body = await parseJsonBody(c, resetPasswordBodySchema);
    return toPublicAuthResponse(await auth.api.resetPassword({ body, headers: c.req.raw.headers, asResponse: true }));
  });

  routes.on(["GET", "POST"], "/*", async (c) => toPublicAuthResponse(await auth.handler(c.req.raw)));
  return routes;
}
