import type { RecurrenceWords } from "../../../../shared/recurrence/description";
import type { Frequency } from "../../../../shared/recurrence/rule";

/**
 * A rule in German words, for `describeRecurrence`: "jeden Montag", "alle 2 Wochen am Dienstag und Donnerstag",
 * "jeden Monat am 15.", "jedes Jahr am 12. Juni". The article of "jeden"/"jede"/"jedes" follows the unit's gender
 * (der Tag, die Woche, der Monat, das Jahr).
 */

const UNITS: Record<Frequency, { one: string; other: string; many: string }> = {
  DAILY: { one: "jeden Tag", other: "jeden zweiten Tag", many: "Tage" },
  WEEKLY: { one: "jede Woche", other: "jede zweite Woche", many: "Wochen" },
  MONTHLY: { one: "jeden Monat", other: "jeden zweiten Monat", many: "Monate" },
  YEARLY: { one: "jedes Jahr", other: "jedes zweite Jahr", many: "Jahre" },
};
/** "ersten", "zweiten" … as after "am"; from the end: "letzten", "vorletzten", "drittletzten". */
const ORDINALS: Record<number, string> = { 1: "ersten", 2: "zweiten", 3: "dritten", 4: "vierten", 5: "fünften" };
const FROM_END: Record<number, string> = { 1: "letzten", 2: "vorletzten", 3: "drittletzten", 4: "viertletzten" };

/** A day of the month after "am": "15.", "letzten Tag", "vorletzten Tag". */
const monthDay = (day: number) => (day > 0 ? `${day}.` : `${FROM_END[-day] ?? `${-day}.-letzten`} Tag`);

export const GERMAN_RECURRENCE_WORDS: RecurrenceWords = {
  unreadable: "wiederholt sich",
  weekdays: {
    MO: "Montag",
    TU: "Dienstag",
    WE: "Mittwoch",
    TH: "Donnerstag",
    FR: "Freitag",
    SA: "Samstag",
    SU: "Sonntag",
  },
  months: [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
  ],
  and: "und",
  on: "am",
  every: (unit, interval) =>
    interval === 1 ? UNITS[unit].one : interval === 2 ? UNITS[unit].other : `alle ${interval} ${UNITS[unit].many}`,
  everyWeekOn: (days) => `jeden ${days}`,
  everyWorkday: "jeden Werktag",
  onWorkdays: "an Werktagen",
  nthWeekday: (ordinal, weekday) => `${ordinal < 0 ? FROM_END[-ordinal] : ORDINALS[ordinal]} ${weekday}`,
  monthDay,
  dayOfMonth: (day, month) => (day > 0 ? `${day}. ${month}` : `${monthDay(day)} im ${month}`),
  inMonths: (months) => `im ${months}`,
};
