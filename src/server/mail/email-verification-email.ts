import { EMAIL_VERIFICATION_LINK_TTL_SECONDS } from "../../shared/limits";
import type { MailMessage } from "./mailer";

/** Our `/verify-email` page, which asks before it verifies: a mail scanner opening the link verifies nothing. */
export function emailVerificationLink(baseUrl: string, token: string): string {
  return `${baseUrl}/verify-email?token=${encodeURIComponent(token)}`;
}

export function emailVerificationEmail(to: string, link: string): MailMessage {
  const hours = EMAIL_VERIFICATION_LINK_TTL_SECONDS / 3600;
  return {
    to,
    subject: "Confirm your e-mail address for Taskmind reminders",
    text: [
      "Someone asked Taskmind to send task reminders to this address.",
      "",
      `If it was you, confirm the address here (the link works once, for ${hours} hours):`,
      link,
      "",
      "If it was not you, ignore this message: nothing will be sent to this address.",
    ].join("\n"),
  };
}
