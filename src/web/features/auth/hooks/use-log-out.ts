import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { signOut } from "../api/auth-api";
import { announceAuthChange } from "./auth-sync";
import { SESSION_QUERY_KEY } from "./use-session";

/** What follows the end of this browser's session (a log-out, a deleted account): home, and every tab told. */
export function useAfterSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    await navigate("/", { replace: true });
    await announceAuthChange(queryClient);
  };
}

/** Ends the session, goes to the welcome page and tells the user's other tabs. */
export function useLogOut() {
  const afterSignOut = useAfterSignOut();
  return useMutation({ mutationFn: signOut, onSuccess: afterSignOut });
}
