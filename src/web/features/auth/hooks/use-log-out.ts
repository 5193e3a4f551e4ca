import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { unsubscribeDevice } from "../../reminders/push-device";
import { signOut } from "../api/auth-api";
import { sessionQuery } from "../api/auth-queries";
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
 * Ends the session, goes to the welcome page and tells the user's other tabs. The device stops getting the user's
 * reminders by Web Push first: whoever uses this browser next should not see them. Nothing there stops the log-out.
 */
export function useLogOut() {
  const afterSignOut = useAfterSignOut();
  return useMutation({
    mutationFn: async () => {
      await unsubscribeDevice({ force: true }).catch(() => undefined);
      await signOut();
    },
    onSuccess: afterSignOut,
  });
}
