import { dictionary } from "@zxcvbn-ts/language-common";
import { AUTH_MESSAGES } from "../../shared/schemas/auth";
import { fieldError } from "../errors";

/**
 * The ~49,000 most common passwords of the leaked lists zxcvbn-ts ships (MIT), lower-case. Checked on the
 * server only: the list would add hundreds of KB to the web bundle, and the server's answer names the field.
 */
const COMMON_PASSWORDS = new Set(dictionary["passwords-common"]);

/**
 * Refuses a new password that is one of the most common ones (in any case) or the account's own e-mail:
 * the first passwords an attacker tries. `field` is the form field the message belongs under.
 */
export function assertPasswordAcceptable(password: string, email: string, field: string): void {
  const lowerCase = password.toLowerCase();
  if (lowerCase === email.trim().toLowerCase()) {
    throw fieldError("invalid", "validation_failed", field, AUTH_MESSAGES.passwordIsEmail);
  }
  if (COMMON_PASSWORDS.has(lowerCase)) {
    throw fieldError("invalid", "validation_failed", field, AUTH_MESSAGES.passwordTooCommon);
  }
}
