import type { SignInInput, SignUpInput } from "../../../../shared/schemas/auth";
import { api } from "../../../lib/api-client";

export const signIn = (input: SignInInput) => api.post<unknown>("/api/auth/sign-in/email", input);
// Better Auth wants a name; the spec's profile starts with an empty display name instead.
export const signUp = (input: SignUpInput) => api.post<unknown>("/api/auth/sign-up/email", { name: "", ...input });
export const signOut = () => api.post<unknown>("/api/auth/sign-out");
export const requestPasswordReset = (email: string) =>
  api.post<{ message: string }>("/api/auth/request-password-reset", { email });
export const resetPassword = (token: string, newPassword: string) =>
  api.post<unknown>("/api/auth/reset-password", { token, newPassword });
/** Spends the token of an e-mailed verification link: its address then gets reminders by e-mail. */
export const verifyEmail = (token: string) => api.post<{ emailVerified: true }>("/api/auth/verify-email", { token });
