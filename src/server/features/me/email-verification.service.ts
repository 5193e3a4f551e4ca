import { createHash, randomBytes } from "node:crypto";
import { EMAIL_VERIFICATION_LINK_TTL_SECONDS, EMAIL_VERIFICATION_RATE_LIMIT } from "../../../shared/limits";
import { EMAIL_VERIFICATION_MESSAGES } from "../../../shared/schemas/user";
import type { Clock } from "../../clock";
import type { Database } from "../../db/connection";
import { countHit } from "../../db/rate-limits.repository";
import { DomainError, unauthenticated } from "../../errors";
import type { Logger } from "../../logger";
import { emailVerificationEmail, emailVerificationLink } from "../../mail/email-verification-email";
import type { Mailer } from "../../mail/mailer";
import type { UsersRepository } from "./users.repository";

/** What is stored of a link's token: its hash alone. */
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Proving an e-mail address (decision 018): reminders are e-mailed only to an address its owner opened a link
 * at. The link carries a random token that works once, until it expires, and is the only proof: the page it
 * opens needs no session, as the address's owner may not be the account's.
 */
export function createEmailVerificationService({
  users,
  mailer,
  database,
  clock,
  baseUrl,
  logger,
}: {
  users: UsersRepository;
  mailer: Mailer;
  database: Database;
  clock: Clock;
  baseUrl: string;
  logger: Logger;
}) {
  /**
   * Sends the user a new link (ending any older one), within EMAIL_VERIFICATION_RATE_LIMIT per account; answers
   * the address, or `retryAfterSeconds` when the account has had its share.
   */
  async function send(userId: string): Promise<{ sentTo: string } | { retryAfterSeconds: number }> {
    const user = await users.findProfile(userId);
    if (!user) throw unauthenticated();
    if (user.emailVerified) {
      throw new DomainError("conflict", "email_verified", EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
    }
    const now = clock.now();
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const { windowSeconds, maxRequests } = EMAIL_VERIFICATION_RATE_LIMIT;
    const { hits, windowStart } = await countHit(
      database.db,
      `email-verification user ${userId}`,
      nowSeconds,
      windowSeconds,
    );
    if (hits > maxRequests) return { retryAfterSeconds: Math.max(1, windowStart + windowSeconds - nowSeconds) };
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + EMAIL_VERIFICATION_LINK_TTL_SECONDS * 1000);
    await users.saveVerificationLink(userId, hashOf(token), expiresAt, now);
    await mailer.send(emailVerificationEmail(user.email, emailVerificationLink(baseUrl, token)));
    return { sentTo: user.email };
  }

  return {
    /** "Send the link again": a 429 once the account has had its share. */
    async resend(userId: string): Promise<{ sentTo: string }> {
      const sent = await send(userId);
      if ("retryAfterSeconds" in sent) {
        throw new DomainError("rate_limited", "rate_limited", EMAIL_VERIFICATION_MESSAGES.tooMany, sent);
      }
      return sent;
    },

    /**
     * E-mail reminders were turned on: a link goes to an address not yet verified. Over the limit, or when the
     * mail cannot be sent, the preference is saved all the same; Settings offers to send the link again.
     */
    async remindersTurnedOn(userId: string): Promise<void> {
      try {
        const sent = await send(userId);
        if ("retryAfterSeconds" in sent)
          logger.info({ userId }, "No verification e-mail: the account's limit is reached");
      } catch (error) {
        if (error instanceof DomainError && error.code === "email_verified") return;
        logger.error({ err: error, userId }, "Could not send the verification e-mail");
      }
    },

    /** Spends the link's token; 400 for one that is unknown, used, replaced or expired. */
    async verify(token: string): Promise<{ emailVerified: true }> {
      if (!(await users.spendVerificationLink(hashOf(token), clock.now()))) {
        throw new DomainError("invalid", "verification_link_invalid", EMAIL_VERIFICATION_MESSAGES.linkInvalid);
      }
      return { emailVerified: true };
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
