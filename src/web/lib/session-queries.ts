import { queryOptions } from "@tanstack/react-query";
import type { User } from "../../shared/schemas/user";
import { api } from "./api-client";

export interface Session {
  user: User;
}

export const getSession = () => api.get<Session | null>("/api/auth/get-session");

/** The time between checks, so a session ended elsewhere (another device, a password reset) is noticed. */
const SESSION_RECHECK_MS = 15_000;

/** Who is signed in in this browser (null: nobody). */
export const sessionQuery = queryOptions({
  queryKey: ["session"] as const,
  queryFn: getSession,
  staleTime: 0,
  refetchInterval: SESSION_RECHECK_MS,
  refetchOnWindowFocus: "always",
});
