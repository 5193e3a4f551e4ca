import { parseQuickAdd } from "../../../shared/quick-add/parse-quick-add";
import { isLocale, type ParseQuickAddRequest, type QuickAddResult } from "../../../shared/schemas/quick-add";
import type { Clock } from "../../clock";
import type { UsersRepository } from "../me/users.repository";

/** Read quick-add text as English with US dates when nothing says otherwise. */
export const FALLBACK_LOCALE = "en-US";

/** The first language of an Accept-Language header ("en-GB,en;q=0.9" → "en-GB"), if it is a valid tag. */
export function firstLanguage(acceptLanguage: string | undefined): string | undefined {
  const first = acceptLanguage?.split(",")[0]?.split(";")[0]?.trim();
  return first && isLocale(first) ? first : undefined;
}

/**
 * Quick-add text read as the user means it: in their time zone (their preference; UTC until one is set) and
 * their language. Accounts keep no language, so it is the request's, and the browser's language is what
 * it sends.
 */
export function createQuickAddService(users: UsersRepository, clock: Clock) {
  return {
    async parse(
      userId: string,
      { text, now, timeZone, locale, ignore }: ParseQuickAddRequest,
      browserLocale: string | undefined,
    ): Promise<QuickAddResult> {
      const zone = timeZone ?? (await users.findProfile(userId))?.preferences.timeZone ?? "UTC";
      return parseQuickAdd(text, {
        now: now ? new Date(now) : clock.now(),
        timeZone: zone,
        locale: locale ?? browserLocale ?? FALLBACK_LOCALE,
        ignore,
      });
    },
  };
}

export type QuickAddService = ReturnType<typeof createQuickAddService>;
