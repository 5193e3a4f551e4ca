import { createContext, useContext } from "react";
import { DEFAULT_PREFERENCES, type Preferences } from "../../shared/schemas/user";
import { hour12Of } from "../../shared/time/format-date";

/** The preferences as the UI applies them: a time zone always (the browser's until one is chosen). */
export interface AppliedPreferences extends Omit<Preferences, "timeZone"> {
  timeZone: string;
  /** For Intl: undefined keeps the locale's own clock. */
  hour12: boolean | undefined;
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function applied(preferences: Preferences): AppliedPreferences {
  const { timeFormat, timeZone } = preferences;
  return {
    ...preferences,
    timeZone: timeZone ?? browserTimeZone(),
    hour12: hour12Of(timeFormat),
  };
}

const PreferencesContext = createContext<AppliedPreferences>(applied(DEFAULT_PREFERENCES));

/** Set by the signed-in layout from the user's account; defaults elsewhere. */
export const PreferencesProvider = PreferencesContext.Provider;

export function usePreferences(): AppliedPreferences {
  return useContext(PreferencesContext);
}
