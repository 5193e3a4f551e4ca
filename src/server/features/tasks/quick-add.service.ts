import { parseQuickAdd } from "../../../shared/quick-add/parse-quick-add";
import { isLocale, type ParseQuickAddRequest, type QuickAddResponse } from "../../../shared/schemas/quick-add";
import type { Clock } from "../../clock";
import type { ListsService } from "../lists/lists.service";
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
 * it sends. A `+Name` is one of the user's active lists.
 */
export function createQuickAddService(users: UsersRepository, lists: Pick<ListsService, "activeNames">, clock: Clock) {
  return {
    async parse(
      userId: string,
      { text, now, timeZone, locale, ignore }: ParseQuickAddRequest,
      browserLocale: string | undefined,
    ): Promise<QuickAddResponse> {
      const [zone, named] = await Promise.all([
        timeZone ?? users.findProfile(userId).then((user) => user?.preferences.timeZone ?? "UTC"),
        // Only text with a plus can name a list: the rest need not ask for them.
        text.includes("+") ? lists.activeNames(userId) : [],
      ]);
      const result = parseQuickAdd(text, {
        now: now ? new Date(now) : clock.now(),
        timeZone: zone,
        locale: locale ?? browserLocale ?? FALLBACK_LOCALE,
        ignore,
        lists: named.map((list) => list.name),
      });
      const listId = named.find((list) => list.name === result.list)?.id ?? null;
      return { ...result, listId };
    },
  };
}

export type QuickAddService = ReturnType<typeof createQuickAddService>;
