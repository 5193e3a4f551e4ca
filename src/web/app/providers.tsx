import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ToastProvider } from "../components/toast";
import { useAuthSync } from "../features/auth/hooks/auth-sync";
import { SESSION_QUERY_KEY } from "../features/auth/hooks/use-session";
import { createQueryClient } from "../lib/query-client";

function AuthSync() {
  useAuthSync();
  return null;
}

const recheckSession = (client: QueryClient) => void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient(recheckSession));
  return (
    <QueryClientProvider client={queryClient}>
      <AuthSync />
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
