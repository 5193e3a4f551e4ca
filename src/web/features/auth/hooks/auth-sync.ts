import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { SESSION_QUERY_KEY } from "./use-session";

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
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  await queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY });
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
