import { PASSWORD_RESET_LINK_TTL_SECONDS } from "../../shared/limits";
import type { MailMessage } from "./mailer";

export function passwordResetLink(baseUrl: string, token: string): string {
  return `${baseUrl}/password-reset?token=${encodeURIComponent(token)}`;
}

export function passwordResetEmail(to: string, link: string): MailMessage {
  const minutes = PASSWORD_RESET_LINK_TTL_SECONDS / 60;
  return {
    to,
    subject: "Reset your Taskmind password",
    text: [
      "Someone asked to reset the password of your Taskmind account.",
      "",
      `Choose a new password here (the link works once, for ${minutes} minutes):`,
      link,
      "",
      "If it was not you, ignore this message: your password stays as it is.",
    ].join("\n"),
  };
}
