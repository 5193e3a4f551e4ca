import { describe, expect, it } from "vitest";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../limits";
import { AUTH_MESSAGES, signInSchema, signUpSchema } from "./auth";

const firstMessages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join(".")] ??= issue.message;
  return messages;
};

describe("signInSchema", () => {
  it("uses the spec's exact messages for empty fields", () => {
    expect(firstMessages(signInSchema.safeParse({ email: "", password: "" }))).toEqual({
      email: "email is required.",
      password: "password is required.",
    });
  });

  it("refuses control characters in the e-mail, leaving the password as typed", () => {
    expect(firstMessages(signInSchema.safeParse({ email: "a@b.co\r", password: "x\u0000" }))).toEqual({
      email: AUTH_MESSAGES.emailControlCharacters,
    });
  });
});

describe("signUpSchema", () => {
  it("accepts a valid e-mail and a password within the limits", () => {
    expect(signUpSchema.parse({ email: " ada@example.com ", password: "p".repeat(PASSWORD_MIN_LENGTH) })).toEqual({
      email: "ada@example.com",
      password: "p".repeat(PASSWORD_MIN_LENGTH),
    });
    expect(signUpSchema.safeParse({ email: "a@b.co", password: "p".repeat(PASSWORD_MAX_LENGTH) }).success).toBe(true);
  });

  it.each([
    [{ email: "", password: "long enough" }, { email: AUTH_MESSAGES.emailRequired }],
    [{ email: "nope", password: "long enough" }, { email: AUTH_MESSAGES.emailInvalid }],
    [{ email: "\u000ba@b.co", password: "long enough" }, { email: AUTH_MESSAGES.emailControlCharacters }],
    [{ email: "a@b.co", password: "" }, { password: AUTH_MESSAGES.passwordRequired }],
    [{ email: "a@b.co", password: "p".repeat(PASSWORD_MIN_LENGTH - 1) }, { password: AUTH_MESSAGES.passwordTooShort }],
    [{ email: "a@b.co", password: "p".repeat(PASSWORD_MAX_LENGTH + 1) }, { password: AUTH_MESSAGES.passwordTooLong }],
  ])("refuses %j", (input, messages) => {
    expect(firstMessages(signUpSchema.safeParse(input))).toEqual(messages);
  });
});
