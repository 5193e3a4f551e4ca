import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useAuthSync } from "../features/auth/hooks/auth-sync";
import { createQueryClient } from "../lib/query-client";
import { sessionQuery } from "../lib/session-queries";

function AuthSync() {
  useAuthSync();
  return null;
}

const recheckSession = (client: QueryClient) => void client.invalidateQueries({ queryKey: sessionQuery.queryKey });

/**
 * @param signedOut known to be signed out, without asking: a prerendered page (the server sends one only to a
 *   browser without a session cookie), whose first render must be the prerendered one. The session is still
 *   asked for as the page mounts.
 */
export function Providers({ children, signedOut = false }: { children: ReactNode; signedOut?: boolean }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient(recheckSession);
    if (signedOut) client.setQueryData(sessionQuery.queryKey, null);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <AuthSync />
      {children}
    </QueryClientProvider>
  );
}
