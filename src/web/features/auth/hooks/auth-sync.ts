import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { sessionQuery } from "../../../lib/session-queries";

const CHANNEL_NAME = "taskmind-auth";

/** Tells this tab and every other open tab of the app that the user signed in or out. */
export async function announceAuthChange(queryClient: QueryClient): Promise<void> {
  // A channel does not hear its own messages, so this tab refreshes itself below.
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.postMessage("changed");
  channel.close();
  await refreshAfterAuthChange(queryClient);
}

async function refreshAfterAuthChange(queryClient: QueryClient): Promise<void> {
  // Whatever was loaded belongs to the previous user.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQuery.queryKey[0] });
  await queryClient.refetchQueries({ queryKey: sessionQuery.queryKey });
}

/** `announceAuthChange` for this app's query client. */
export function useAnnounceAuthChange(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => announceAuthChange(queryClient);
}

/** Listens for sign-ins and sign-outs announced by other tabs. */
export function useAuthSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = () => {
      void refreshAfterAuthChange(queryClient);
    };
    return () => channel.close();
  }, [queryClient]);
}
