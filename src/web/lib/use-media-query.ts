import { useCallback, useSyncExternalStore } from "react";

/** Whether a CSS media query matches now, and again whenever that changes (false before hydration, on the server). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below the design's 768 px the navigation is a drawer and wide layouts (a calendar's grid) give way. */
export const PHONE_WIDTH_QUERY = "(max-width: 767.98px)";
