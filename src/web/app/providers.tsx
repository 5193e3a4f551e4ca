import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ToastProvider } from "../components/toast";
import { useAuthSync } from "../features/auth/hooks/auth-sync";
import { createQueryClient } from "../lib/query-client";

function AuthSync() {
  useAuthSync();
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthSync />
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
