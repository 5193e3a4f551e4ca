import { addDays, dayKey, dayOf, type IsoWeekday, isoWeekday } from "../../../../shared/time/calendar";

/**
 * Due-date shortcuts as the date input's values ("2026-11-30"), counted in the user's time zone:
 * today, tomorrow, and the first day of next week by the user's start of week.
 */
export function quickDates(now: Date, timeZone: string, firstDay: IsoWeekday) {
  const today = dayOf(now, timeZone);
  const date = (offset: number) => dayKey(addDays(today, offset));
  const untilNextWeek = (firstDay - isoWeekday(today) + 7) % 7 || 7;
  return { today: date(0), tomorrow: date(1), nextWeek: date(untilNextWeek) };
}
