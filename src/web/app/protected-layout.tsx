import { useQueryClient } from "@tanstack/react-query";
import { Menu, X } from "lucide-react";
import { useCallback, useEffect, useRef } from "react";
import { Navigate, Outlet } from "react-router";
import { LoadFailed } from "../components/query-status";
import { loadToastList, ToastProvider } from "../components/toast";
import { useAccount } from "../features/account/hooks/use-account";
import { registerServiceWorker } from "../features/push/lib/push-device";
import { useReminderAlerts } from "../features/reminders/hooks/use-reminder-alerts";
import { useTaskEvents } from "../features/tasks/hooks/use-task-events";
import { PreferencesProvider } from "../lib/preferences";
import { sessionQuery } from "../lib/session-queries";
import { useSession } from "../lib/use-session";
import { ConnectionStatus } from "./connection-status";
import { KeyboardShortcuts } from "./keyboard-shortcuts";
import { SideNav } from "./side-nav";
import { preloadSignedInArea } from "./signed-in-pages";
import { useDrawer } from "./use-drawer";
import { useSessionEnded } from "./use-session-ended";
import "./protected-layout.css";

/** What the signed-in pages get from their layout (`useOutletContext`). */
export interface SignedInOutletContext {
  displayName: string;
}

export function ProtectedLayout() {
  const session = useSession();
  const user = session.data?.user;
  const sessionEnded = useSessionEnded(Boolean(user), session.isPending);
  const drawer = useDrawer();
  const mainRef = useRef<HTMLElement>(null);
  const queryClient = useQueryClient();
  // A stream the server refused may mean the session is over; the session check decides.
  const recheckSession = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
    [queryClient],
  );
  const account = useAccount(user?.id);
  const isAdmin = user?.role === "admin";
  // Once the first signed-in page is up, the others load in the background, so moving between them never waits.
  useEffect(() => {
    if (!user) return;
    preloadSignedInArea({ admin: isAdmin });
    void loadToastList();
    // The service worker shows reminders pushed while no tab is open (when the user turns that on in Settings).
    void registerServiceWorker();
  }, [user, isAdmin]);

  if (session.isPending) {
    return (
      <p className="loading-screen" role="status">
        Loading...
      </p>
    );
  }
  if (session.isError && !session.data) {
    return (
      <div className="loading-screen">
        <LoadFailed
          message="We couldn't check whether you are signed in."
          detail={session.error.message}
          retrying={session.isFetching}
          onRetry={() => void session.refetch()}
        />
      </div>
    );
  }
  if (!user && !sessionEnded) return <Navigate to="/" replace />;

  return (
    <PreferencesProvider value={account.preferences}>
      <ToastProvider>
        {user && <LiveUpdates userId={user.id} onStreamClosed={recheckSession} />}
        <KeyboardShortcuts userId={user?.id}>
          <div className="app-shell" data-drawer-open={drawer.open}>
            {/* The first stop of Tab: past the navigation, straight to the page. */}
            {/* biome-ignore lint/a11y/useValidAnchor: a skip link; the click moves focus without a new address for the router. */}
            <a
              className="skip-link"
              href="#main-content"
              onClick={(event) => {
                event.preventDefault();
                mainRef.current?.focus();
              }}
            >
              Skip to content
            </a>
            <header className="app-topbar" inert={drawer.open}>
              <button
                ref={drawer.toggleRef}
                type="button"
                className="icon-button"
                aria-label="Open menu"
                aria-expanded={drawer.open}
                aria-controls="side-nav"
                onClick={drawer.show}
              >
                <Menu size={20} aria-hidden="true" />
              </button>
              <span className="app-topbar-title">Taskmind</span>
            </header>
            {drawer.open && (
              <button
                type="button"
                className="app-backdrop"
                aria-label="Close menu"
                tabIndex={-1}
                onClick={drawer.close}
              />
            )}
            <nav ref={drawer.drawerRef} id="side-nav" className="side-nav" aria-label="Main">
              <button
                type="button"
                className="icon-button side-nav-close"
                aria-label="Close menu"
                onClick={drawer.close}
              >
                <X size={20} aria-hidden="true" />
              </button>
              <SideNav
                name={account.displayName === undefined ? undefined : account.displayName || (user?.email ?? "")}
                isAdmin={isAdmin}
                onNavigate={drawer.hide}
              />
            </nav>
            <main ref={mainRef} id="main-content" tabIndex={-1} className="app-content" inert={drawer.open}>
              <ConnectionStatus />
              {sessionEnded && (
                <p className="notice" role="status">
                  You have been signed out.
                </p>
              )}
              <Outlet context={{ displayName: account.displayName ?? "" } satisfies SignedInOutletContext} />
            </main>
          </div>
        </KeyboardShortcuts>
      </ToastProvider>
    </PreferencesProvider>
  );
}

/**
 * The event stream: every list kept current with changes made elsewhere, and reminders shown as they fall due
 * (inside the toasts and the preferences, which a reminder's toast uses).
 */
function LiveUpdates({ userId, onStreamClosed }: { userId: string; onStreamClosed: () => void }) {
  useTaskEvents(userId, onStreamClosed, useReminderAlerts(userId));
  return null;
}
