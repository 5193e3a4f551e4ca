import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { DEFAULT_PREFERENCES } from "../../shared/schemas/user";
import { ToastProvider } from "../components/toast";
import { applied, PreferencesProvider } from "../lib/preferences";
import { createQueryClient } from "../lib/query-client";

export const USER_ID = "user-ada";
export const TIME_ZONE = "Europe/Berlin";

/** The app's own query client (`providers.tsx`: no retries, failures at once), fresh for each test. */
export const testQueryClient = (): QueryClient => createQueryClient(() => {});

/**
 * What the app puts around a signed-in page (`providers.tsx`, `protected-layout.tsx`): the query client, the
 * router, the user's preferences and the toasts, all the real ones.
 */
export function appWrapper(queryClient: QueryClient, { route = "/" }: { route?: string } = {}) {
  const preferences = applied({ ...DEFAULT_PREFERENCES, timeZone: TIME_ZONE });
  return function AppWrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <PreferencesProvider value={preferences}>
            <ToastProvider>{children}</ToastProvider>
          </PreferencesProvider>
        </MemoryRouter>
      </QueryClientProvider>
    );
  };
}
