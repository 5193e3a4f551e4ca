import { useEffect, useMemo, useRef } from "react";
import { DEFAULT_PREFERENCES, type Theme } from "../../../../shared/schemas/user";
import { type AppliedPreferences, applied, browserTimeZone } from "../../../lib/preferences";
import { useMe, useUpdateMe } from "./use-me";

/** Where this device remembers the theme: index.html's script reads it to paint the first frame in it. */
const REMEMBERED_THEME_KEY = "taskmind-theme";

/**
 * Shows the theme, in the page and in the browser's bar (index.html's theme-color metas, each marked with its
 * theme), and remembers it for the next load; "system" leaves all of it to the device.
 */
function showTheme(theme: Theme) {
  const root = document.documentElement;
  if (theme === "system") delete root.dataset.theme;
  else root.dataset.theme = theme;
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const itsTheme = meta.dataset.theme;
    if (theme === "system") meta.media = `(prefers-color-scheme: ${itsTheme})`;
    else meta.media = itsTheme === theme ? "all" : "not all";
  }
  try {
    if (theme === "system") localStorage.removeItem(REMEMBERED_THEME_KEY);
    else localStorage.setItem(REMEMBERED_THEME_KEY, theme);
  } catch {
    // Storage turned off: the theme still applies, only from the account's arrival on each load.
  }
}

/**
 * Light or dark as chosen; "system" leaves it to the device (the tokens follow `prefers-color-scheme`). Until the
 * account is known (`undefined`), the theme index.html's script remembered stays. Signed out, the device's again.
 */
function useTheme(theme: Theme | undefined) {
  useEffect(() => {
    if (theme === undefined) return;
    showTheme(theme);
    return () => showTheme("system");
  }, [theme]);
}

/**
 * The signed-in user's account as the whole signed-in area uses it: the preferences applied (theme now,
 * time zone and clock for every date shown) and the name to greet them by. A first visit stores the
 * browser's time zone as the user's.
 */
export function useAccount(userId: string | undefined): {
  preferences: AppliedPreferences;
  /** Undefined until the account is known ("" without a display name). */
  displayName: string | undefined;
} {
  const me = useMe(userId);
  const update = useUpdateMe(userId ?? "");
  const preferences = me.data?.preferences ?? DEFAULT_PREFERENCES;
  const needsTimeZone = me.data !== undefined && me.data.preferences.timeZone === null;

  useTheme(me.data?.preferences.theme);
  // Once per visit: a failure must not turn into a request on every render.
  const detected = useRef(false);
  const { mutate } = update;
  useEffect(() => {
    if (!needsTimeZone || detected.current) return;
    detected.current = true;
    mutate({ preferences: { timeZone: browserTimeZone() } });
  }, [needsTimeZone, mutate]);

  // The same object until the preferences change: it is the context every date on the page reads, so a new one
  // on each render of the layout would render every task of the list again.
  const appliedPreferences = useMemo(() => applied(preferences), [preferences]);
  // A profile that could not be loaded names no one: the navigation then shows the e-mail rather than wait.
  return { preferences: appliedPreferences, displayName: me.isPending ? undefined : (me.data?.displayName ?? "") };
}
