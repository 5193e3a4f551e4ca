import type { ChangePasswordInput } from "../../../../shared/schemas/auth";
import type { SessionInfo, UpdateMeInput, User } from "../../../../shared/schemas/user";
import { api } from "../../../lib/api-client";

export async function getMe(): Promise<User> {
  return (await api.get<{ user: User }>("/api/me")).user;
}

export async function updateMe(changes: UpdateMeInput): Promise<User> {
  return (await api.patch<{ user: User }>("/api/me", changes)).user;
}

export async function listSessions(): Promise<SessionInfo[]> {
  return (await api.get<{ sessions: SessionInfo[] }>("/api/me/sessions")).sessions;
}

export async function endSession(id: string): Promise<void> {
  await api.delete(`/api/me/sessions/${encodeURIComponent(id)}`);
}

/** Signs out every device but this one; returns how many. */
export async function endOtherSessions(): Promise<number> {
  return (await api.delete<{ ended: number }>("/api/me/sessions")).ended;
}

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await api.post("/api/me/password", input);
}

export async function deleteAccount(password: string): Promise<void> {
  await api.delete("/api/me", { password });
}

/** E-mails a new link that proves the user's address (rate-limited: the error says so). */
export async function resendEmailVerification(): Promise<{ sentTo: string }> {
  return api.post<{ sentTo: string }>("/api/me/email-verification");
}
