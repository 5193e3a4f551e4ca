import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { useSession } from "../features/auth/hooks/use-session";
import { SideNav } from "./side-nav";
import "./protected-layout.css";

/** How long a page that lost its session stays up to say so before going to the welcome page. */
const SIGNED_OUT_NOTICE_MS = 1500;

export function ProtectedLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const wasSignedIn = useRef(false);
  const signedIn = Boolean(session.data);
  if (signedIn) wasSignedIn.current = true;
  const sessionEnded = !signedIn && wasSignedIn.current && !session.isPending;

  useEffect(() => {
    if (!sessionEnded) return;
    const timer = setTimeout(() => void navigate("/", { replace: true }), SIGNED_OUT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [sessionEnded, navigate]);

  // A new page closes the drawer (pathname is the trigger, not an input).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation
  useEffect(() => setDrawerOpen(false), [pathname]);

  useEffect(() => {
    if (!drawerOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && setDrawerOpen(false);
    window.addEventListener("keydown", closeOnEscape);
    return () => window.removeEventListener("keydown", closeOnEscape);
  }, [drawerOpen]);

  if (session.isPending) {
    return (
      <p className="loading-screen" role="status">
        Loading...
      </p>
    );
  }
  if (session.isError && !session.data) {
    return (
      <div className="loading-screen" role="alert">
        <div className="notice">
          <p>We couldn't check your session: {session.error.message}</p>
          <button type="button" className="button button-secondary" onClick={() => void session.refetch()}>
            Retry
          </button>
        </div>
      </div>
    );
  }
  if (!signedIn && !sessionEnded) return <Navigate to="/" replace />;

  return (
    <div className="app-shell" data-drawer-open={drawerOpen}>
      <header className="app-topbar">
        <button
          type="button"
          className="icon-button"
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          aria-controls="side-nav"
          onClick={() => setDrawerOpen(true)}
        >
          <Menu size={20} aria-hidden="true" />
        </button>
        <span className="app-topbar-title">Taskmind</span>
      </header>
      {drawerOpen && (
        <button
          type="button"
          className="app-backdrop"
          aria-label="Close menu"
          tabIndex={-1}
          onClick={() => setDrawerOpen(false)}
        />
      )}
      <nav id="side-nav" className="side-nav" aria-label="Main">
        <button
          type="button"
          className="icon-button side-nav-close"
          aria-label="Close menu"
          onClick={() => setDrawerOpen(false)}
        >
          <X size={20} aria-hidden="true" />
        </button>
        <SideNav email={session.data?.user.email ?? ""} onNavigate={() => setDrawerOpen(false)} />
      </nav>
      <main className="app-content">
        {sessionEnded && (
          <p className="notice" role="status">
            You have been signed out.
          </p>
        )}
        <Outlet />
      </main>
    </div>
  );
}
