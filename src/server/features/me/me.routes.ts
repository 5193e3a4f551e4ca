import { Hono } from "hono";
import { changePasswordSchema, deleteAccountSchema } from "../../../shared/schemas/auth";
import { updateMeSchema } from "../../../shared/schemas/user";
import type { AppEnv } from "../../http/app-env";
import { clientIp } from "../../http/client-ip";
import { parseJsonBody } from "../../http/validate";
import type { AccountService } from "./account.service";
import type { EmailVerificationService } from "./email-verification.service";

/**
 * `/api/me`: the signed-in user's profile, preferences, sessions, password, the proof of their e-mail address,
 * and the account itself.
 */
export function meRoutes(account: AccountService, emailVerification: EmailVerificationService, trustProxy: boolean) {
  return (
    new Hono<AppEnv>()
      .get("/", async (c) => c.json({ user: await account.profile(c.var.userId) }))
      .patch("/", async (c) => {
        const changes = await parseJsonBody(c, updateMeSchema);
        return c.json({ user: await account.updateProfile(c.var.userId, changes) });
      })
      .delete("/", async (c) => {
        const { password } = await parseJsonBody(c, deleteAccountSchema);
        const ip = clientIp(c, trustProxy);
        const clearCookies = await account.deleteAccount(c.var.userId, ip, c.req.raw.headers, password);
        for (const cookie of clearCookies.getSetCookie()) c.header("set-cookie", cookie, { append: true });
        return c.body(null, 204);
      })
      .post("/password", async (c) => {
        const input = await parseJsonBody(c, changePasswordSchema);
        return account.changePassword(c.var.userId, clientIp(c, trustProxy), c.req.raw.headers, input);
      })
      // Rate-limited by the service: the link sent on turning e-mail reminders on counts against the same share.
      .post("/email-verification", async (c) => c.json(await emailVerification.resend(c.var.userId), 202))
      .get("/sessions", async (c) => c.json({ sessions: await account.sessions(c.var.userId, c.var.sessionId) }))
      .delete("/sessions", async (c) => {
        const ended = await account.endOtherSessions(c.var.userId, c.var.sessionId);
        return c.json({ ended });
      })
      .delete("/sessions/:id", async (c) => {
        await account.endSession(c.var.userId, c.req.param("id"));
        return c.body(null, 204);
      })
  );
}
