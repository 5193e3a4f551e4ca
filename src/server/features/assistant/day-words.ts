import { wallClockAt } from "../../../shared/zoned-time";

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/**
 * TEMPORARY, to be replaced by the shared quick-add parser (src/shared/quick-add/parse-quick-add.ts) once it
 * lands: the few day words "move …" and "postpone …" take until then — today, tonight, tomorrow and the
 * weekdays ("friday", "on fri", "next friday": the next one after today) — as a day on the user's calendar.
 */
export function dayFromWords(words: string, now: Date, timeZone: string): CalendarDay | undefined {
  const text = words.trim().replace(/^(?:on|next|this)\s+/, "");
  const { year, month, day } = wallClockAt(now, timeZone);
  const plus = (days: number): CalendarDay => {
    const date = new Date(Date.UTC(year, month - 1, day + days));
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  };
  if (text === "today" || text === "tonight") return plus(0);
  if (text === "tomorrow" || text === "tmrw") return plus(1);
  const weekday = text.length >= 3 ? WEEKDAYS.findIndex((name) => name.startsWith(text)) : -1;
  if (weekday < 0) return undefined;
  const todayWeekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return plus((weekday - todayWeekday + 7) % 7 || 7);
}
