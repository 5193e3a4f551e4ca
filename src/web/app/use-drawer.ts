import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/** Matches the CSS breakpoint above which the navigation is always shown and never a drawer. */
const WIDE_SCREEN = "(min-width: 768px)";

/**
 * The small-screen navigation drawer: opening moves focus into it; Escape or a close button shuts it
 * and gives focus back to the menu button; following a link (`hide`) or widening the window shuts it too.
 */
export function useDrawer() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);
  // Focus can only go back once the page behind the drawer is no longer inert, i.e. after the render.
  const returnFocus = useRef(false);
  const { pathname } = useLocation();

  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);
  const hide = useCallback(() => setOpen(false), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is the trigger, not an input
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN);
    const closeWhenWide = () => wide.matches && setOpen(false);
    wide.addEventListener("change", closeWhenWide);
    return () => wide.removeEventListener("change", closeWhenWide);
  }, []);

  useEffect(() => {
    if (!open) {
      if (returnFocus.current) toggleRef.current?.focus();
      returnFocus.current = false;
      return;
    }
    drawerRef.current?.querySelector<HTMLElement>("a[href], button")?.focus();
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && close();
    window.addEventListener("keydown", closeOnEscape);
    return () => window.removeEventListener("keydown", closeOnEscape);
  }, [open, close]);

  return { open, show: () => setOpen(true), close, hide, toggleRef, drawerRef };
}
