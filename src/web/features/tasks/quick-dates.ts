import type { WeekStart } from "../../../shared/schemas/user";
import { wallClockAt } from "../../../shared/zoned-time";

/** ISO weekday numbers, as Intl's week info gives them: 1 Monday … 7 Sunday. */
const FIRST_DAY: Record<Exclude<WeekStart, "locale">, number> = { monday: 1, saturday: 6, sunday: 7 };

/** The first day of the week the user chose, or their locale's (Monday where the browser cannot tell). */
export function firstDayOfWeek(weekStart: WeekStart, locale?: string): number {
  if (weekStart !== "locale") return FIRST_DAY[weekStart];
  const info = new Intl.Locale(locale ?? navigator.language) as Intl.Locale & {
    weekInfo?: { firstDay: number };
    getWeekInfo?: () => { firstDay: number };
  };
  return (info.getWeekInfo?.() ?? info.weekInfo)?.firstDay ?? 1;
}

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * Due-date shortcuts as the date input's values ("2026-11-30"), counted in the user's time zone:
 * today, tomorrow, and the first day of next week by the user's start of week.
 */
export function quickDates(now: Date, timeZone: string, firstDay: number) {
  const { year, month, day } = wallClockAt(now, timeZone);
  const date = (offset: number) => {
    const shifted = new Date(Date.UTC(year, month - 1, day + offset));
    return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
  };
  const isoWeekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;
  const untilNextWeek = (firstDay - isoWeekday + 7) % 7 || 7;
  return { today: date(0), tomorrow: date(1), nextWeek: date(untilNextWeek) };
}
