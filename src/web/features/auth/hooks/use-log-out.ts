import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { sessionQuery } from "../../../lib/session-queries";
import { signOut } from "../api/auth-api";
import { announceAuthChange } from "./auth-sync";

/** What follows the end of this browser's session (a log-out, a deleted account): home, and every tab told. */
export function useAfterSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    queryClient.setQueryData(sessionQuery.queryKey, null);
    await navigate("/", { replace: true });
    await announceAuthChange(queryClient);
  };
}

/**
 * Ends the session, goes to the welcome page and tells the user's other tabs. `beforeSignOut` runs first and cannot
 * stop the log-out: the app stops this device's Web Push there, so whoever uses this browser next does not get the
 * user's reminders (the push feature comes after auth, so auth does not import it).
 */
export function useLogOut(beforeSignOut: () => Promise<unknown>) {
  const afterSignOut = useAfterSignOut();
  return useMutation({
    mutationFn: async () => {
      await beforeSignOut().catch(() => undefined);
      await signOut();
    },
    onSuccess: afterSignOut,
  });
}
