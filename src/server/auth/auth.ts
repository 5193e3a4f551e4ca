import { betterAuth } from "better-auth";
import type { Kysely } from "kysely";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RESET_LINK_TTL_SECONDS } from "../../shared/limits";
import type { Engine } from "../db/connection";
import type { DB } from "../db/schema";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { passwordResetEmail, passwordResetLink } from "../mail/password-reset-email";
import type { PasswordHasher } from "./password-hashing";

export interface AuthOptions {
  db: Kysely<DB>;
  engine: Engine;
  baseUrl: string;
  secret: string;
  mailer: Mailer;
  logger: Logger;
  /** Every hash and check Better Auth makes goes through it (the bounded queue of `password-hashing.ts`). */
  passwordHasher: PasswordHasher;
  /**
   * Told after Better Auth deleted a session (sign-out, a password change or reset ending the others, an
   * expired one cleaned up), so that the user's open event streams look at their sessions again.
   */
  onSessionEnded: (userId: string) => Promise<void>;
}

export function createAuth({
  db,
  engine,
  baseUrl,
  secret,
  mailer,
  logger,
  passwordHasher,
  onSessionEnded,
}: AuthOptions) {
  const baseOrigin = new URL(baseUrl).origin;
  return betterAuth({
    appName: "Taskmind",
    baseURL: baseUrl,
    basePath: "/api/auth",
    secret,
    // Sign-up writes the user (with its profile fields) and the credential account in one transaction.
    database: { db, type: engine, transaction: true },
    telemetry: { enabled: false },
    // Ours runs in front of Better Auth, keyed on the client IP as TRUST_PROXY decides (see rate-limit.ts).
    rateLimit: { enabled: false },
    user: {
      modelName: "users",
      additionalFields: {
        displayName: { type: "string", required: false, defaultValue: "", input: false },
        role: { type: "string", required: false, defaultValue: "user", input: false },
        // Set by an admin. Declared so the session require-user loads anyway carries it: no extra query.
        disabled: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    session: { modelName: "sessions" },
    databaseHooks: { session: { delete: { after: (session) => onSessionEnded(session.userId) } } },
    account: { modelName: "accounts" },
    verification: { modelName: "verifications" },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      password: passwordHasher,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        // Not awaited: the answer must take as long whether or not the account exists.
        mailer.send(passwordResetEmail(user.email, passwordResetLink(baseUrl, token))).catch((error: unknown) => {
          logger.error({ err: error }, "Could not send the password-reset e-mail");
        });
      },
    },
    // BASE_URL alone, as in our origin guard: the address a request was sent to is the sender's to choose.
    trustedOrigins: [baseOrigin],
    advanced: {
      useSecureCookies: baseUrl.startsWith("https:"),
      // Client IPs are ours to decide (TRUST_PROXY); Better Auth would trust X-Forwarded-For blindly.
      ipAddress: { disableIpTracking: true },
      database: { generateId: () => crypto.randomUUID() },
    },
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, `auth: ${message}`),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
