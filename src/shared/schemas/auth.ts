import { z } from "zod";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../limits";
import { AUTH_MESSAGES } from "./auth-messages";
import { singleLine } from "./text";

export { AUTH_MESSAGES };

/** An address as typed: one line, trimmed. */
const typedEmail = singleLine(z.string(), "Email").trim();

const email = typedEmail
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailTooLong)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid));

/** Passwords are taken as typed, control characters too: they are only ever hashed, never shown or written out. */
const newPassword = z
  .string()
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

export const signInSchema = z.object({
  email: typedEmail.min(1, AUTH_MESSAGES.emailRequired),
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({ email, password: newPassword });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const requestPasswordResetSchema = z.object({ email });
export const resetPasswordSchema = z.object({ password: newPassword });

/** Changing the password needs the current one; every other session ends. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, AUTH_MESSAGES.currentPasswordRequired),
  newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Deleting the account is confirmed with the password. */
export const deleteAccountSchema = z.object({
  password: z.string().min(1, AUTH_MESSAGES.confirmPasswordRequired),
});
