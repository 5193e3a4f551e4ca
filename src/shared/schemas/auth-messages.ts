// What the auth forms and the server say, apart from the schemas: the public pages show these without loading
// zod, which is most of their script otherwise (the schemas come when a form is first sent).
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../limits";
import { controlCharactersMessage } from "./text";

export const AUTH_MESSAGES = {
  emailRequired: "email is required.",
  passwordRequired: "password is required.",
  emailInvalid: "Enter a valid email address.",
  emailTooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters.`,
  emailControlCharacters: controlCharactersMessage("Email"),
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordTooCommon: "This password is too common. Choose one that is harder to guess.",
  passwordIsEmail: "Your password cannot be your email address.",
  emailTaken: "An account with this email already exists.",
  invalidCredentials: "Invalid email or password.",
  resetLinkInvalid: "This reset link is invalid or has expired. Ask for a new one.",
  resetRequested: "If an account exists for that address, we have sent a link.",
  currentPasswordRequired: "Enter your current password.",
  currentPasswordWrong: "That is not your current password.",
  confirmPasswordRequired: "Enter your password to confirm.",
  confirmPasswordWrong: "That password is not right, so nothing was deleted.",
} as const;

export const SIGNUPS_CLOSED_MESSAGE = "Sign-ups are closed on this server.";
