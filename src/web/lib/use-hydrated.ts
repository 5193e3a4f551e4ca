import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False while prerendering and while React hydrates the prerendered markup; true from then on, and at once in a
 * page rendered in the browser. (React renders the server snapshot while hydrating, then the client's.)
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
