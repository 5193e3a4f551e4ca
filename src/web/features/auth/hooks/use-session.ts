import { useQuery } from "@tanstack/react-query";
import { getSession } from "../api/auth-api";

export const SESSION_QUERY_KEY = ["session"] as const;

/** Seconds between checks, so a session ended elsewhere (another device, a password reset) is noticed. */
const SESSION_RECHECK_MS = 15_000;

export function useSession() {
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: getSession,
    staleTime: 0,
    refetchInterval: SESSION_RECHECK_MS,
    refetchOnWindowFocus: "always",
  });
}
