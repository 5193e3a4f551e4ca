import { queryOptions } from "@tanstack/react-query";
import { getMe, listSessions } from "./account-api";

/** Every cached query about the user's account starts with `me(userId)`, so one call can refresh them all. */
export const accountKeys = {
  me: (userId: string | undefined) => ["me", userId] as const,
  sessions: (userId: string) => ["me", userId, "sessions"] as const,
};

/** The signed-in user's profile and preferences. Idle without a user. */
export const meQuery = (userId: string | undefined) =>
  queryOptions({ queryKey: accountKeys.me(userId), queryFn: getMe, enabled: userId !== undefined });

/** Where the user is signed in. */
export const sessionsQuery = (userId: string) =>
  queryOptions({ queryKey: accountKeys.sessions(userId), queryFn: listSessions });
