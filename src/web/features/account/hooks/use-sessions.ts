import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { oneOrMany, plural } from "../../../../shared/plural";
import { useToast } from "../../../components/toast";
import { endOtherSessions, endSession } from "../api/account-api";
import { accountKeys, sessionsQuery } from "../api/account-queries";

export function useSessions(userId: string) {
  return useQuery(sessionsQuery(userId));
}

/** Signing out one device, or all but this one; the list is asked again either way. */
export function useEndSessions(userId: string) {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions(userId) });
  const failed = (error: Error) => showToast(`Nothing was signed out. ${error.message}`);
  const one = useMutation({
    mutationFn: endSession,
    onSuccess: () => showToast("That device was signed out."),
    onError: failed,
    onSettled: refresh,
  });
  const others = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: (ended) => showToast(`${plural(ended, "other device")} ${oneOrMany(ended, "was", "were")} signed out.`),
    onError: failed,
    onSettled: refresh,
  });
  return { endOne: one, endOthers: others };
}
