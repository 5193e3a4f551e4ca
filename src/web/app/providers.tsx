import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ToastProvider } from "../components/toast";
import { sessionQuery } from "../features/auth/api/auth-queries";
import { useAuthSync } from "../features/auth/hooks/auth-sync";
import { createQueryClient } from "../lib/query-client";

function AuthSync() {
  useAuthSync();
  return null;
}

const recheckSession = (client: QueryClient) => void client.invalidateQueries({ queryKey: sessionQuery.queryKey });

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient(recheckSession));
  return (
    <QueryClientProvider client={queryClient}>
      <AuthSync />
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
