import { DEFAULT_LOCALE, parseQuickAdd } from "../../../shared/quick-add/parse-quick-add";
import { isLocale, type ParseQuickAddRequest, type QuickAddResponse } from "../../../shared/schemas/quick-add";
import type { Clock } from "../../clock";
import type { ListsService } from "../lists/lists.service";
import type { UsersRepository } from "../me/users.repository";

/**
 * The language an Accept-Language header prefers most ("en-GB,en;q=0.9" → "en-GB"): of its well-formed tags, the
 * first of the highest weight; a malformed entry, `*` and one weighted 0 (not wanted) are passed over.
 */
export function firstLanguage(acceptLanguage: string | undefined): string | undefined {
  const wanted = (acceptLanguage ?? "").split(",").flatMap((entry) => {
    const [tag = "", ...parameters] = entry.split(";").map((part) => part.trim());
    const weight = parameters.find((parameter) => /^q=/i.test(parameter));
    const quality = weight === undefined ? 1 : Number(weight.slice(2));
    return isLocale(tag) && quality > 0 ? [{ tag, quality }] : [];
  });
  // A stable sort: of equal weights, the first said.
  return wanted.sort((a, b) => b.quality - a.quality)[0]?.tag;
}

/**
 * Quick-add text read as the user means it: in their time zone (their preference; UTC until one is set) and
 * their language. Accounts keep no language, so it is the request's, and the browser's language is what
 * it sends. A `+Name` is one of the user's active lists.
 */
export function createQuickAddService({
  users,
  lists,
  clock,
}: {
  users: UsersRepository;
  lists: Pick<ListsService, "activeNames">;
  clock: Clock;
}) {
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
        locale: locale ?? browserLocale ?? DEFAULT_LOCALE,
        ignore,
        lists: named.map((list) => list.name),
      });
      const listId = named.find((list) => list.name === result.list)?.id ?? null;
      return { ...result, listId };
    },
  };
}

export type QuickAddService = ReturnType<typeof createQuickAddService>;
