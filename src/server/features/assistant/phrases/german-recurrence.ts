import { type Frequency, parseRule, type Weekday } from "../../../../shared/recurrence-rule";

/**
 * A rule in German words, as `describeRecurrence` says it in English: "jeden Montag", "alle 2 Wochen am Dienstag
 * und Donnerstag", "jeden Monat am 15.", "jedes Jahr am 12. Juni". The article of "jeden"/"jede"/"jedes" follows
 * the unit's gender (der Tag, die Woche, der Monat, das Jahr).
 */

const WEEKDAY_NAMES: Record<Weekday, string> = {
  MO: "Montag",
  TU: "Dienstag",
  WE: "Mittwoch",
  TH: "Donnerstag",
  FR: "Freitag",
  SA: "Samstag",
  SU: "Sonntag",
};
const MONTH_NAMES = [
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
];
/** Each unit: "jeden Tag", "jeden zweiten Tag", "alle 3 Tage". */
const UNITS: Record<Frequency, { one: string; other: string; many: string }> = {
  DAILY: { one: "jeden Tag", other: "jeden zweiten Tag", many: "Tage" },
  WEEKLY: { one: "jede Woche", other: "jede zweite Woche", many: "Wochen" },
  MONTHLY: { one: "jeden Monat", other: "jeden zweiten Monat", many: "Monate" },
  YEARLY: { one: "jedes Jahr", other: "jedes zweite Jahr", many: "Jahre" },
};
/** "ersten", "zweiten" … as after "am"; from the end: "letzten", "vorletzten", "drittletzten". */
const ORDINALS: Record<number, string> = { 1: "ersten", 2: "zweiten", 3: "dritten", 4: "vierten", 5: "fünften" };
const FROM_END: Record<number, string> = { 1: "letzten", 2: "vorletzten", 3: "drittletzten", 4: "viertletzten" };

function listed(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} und ${words.at(-1)}`;
}

/** A day of the month after "am": "15.", "letzten Tag", "vorletzten Tag". */
const monthDay = (day: number) => (day > 0 ? `${day}.` : `${FROM_END[-day] ?? `${-day}.-letzten`} Tag`);

export function describeRecurrenceInGerman(rrule: string): string {
  const parsed = parseRule(rrule);
  if ("error" in parsed) return "wiederholt sich";
  const { freq, interval, byDay, byMonthDay, byMonth } = parsed;
  const unit = UNITS[freq];
  const every = interval === 1 ? unit.one : interval === 2 ? unit.other : `alle ${interval} ${unit.many}`;
  const weekdays = byDay.map((day) => day.weekday);
  const isWorkWeek = weekdays.join() === "MO,TU,WE,TH,FR";
  switch (freq) {
    case "DAILY":
      return every;
    case "WEEKLY": {
      if (!weekdays.length) return every;
      if (isWorkWeek) return interval === 1 ? "jeden Werktag" : `${every} an Werktagen`;
      const names = listed(weekdays.map((day) => WEEKDAY_NAMES[day]));
      return interval === 1 ? `jeden ${names}` : `${every} am ${names}`;
    }
    case "MONTHLY": {
      const on = byDay.length
        ? listed(
            byDay.map(({ weekday, ordinal }) => {
              const n = ordinal ?? 1;
              return `${n < 0 ? FROM_END[-n] : ORDINALS[n]} ${WEEKDAY_NAMES[weekday]}`;
            }),
          )
        : listed(byMonthDay.map(monthDay));
      return on ? `${every} am ${on}` : every;
    }
    case "YEARLY": {
      if (!byMonth.length) return every;
      const months = byMonth.map((month) => MONTH_NAMES[month - 1] ?? "");
      if (!byMonthDay.length) return `${every} im ${listed(months)}`;
      const days = months.flatMap((month) =>
        byMonthDay.map((day) => (day > 0 ? `${day}. ${month}` : `${monthDay(day)} im ${month}`)),
      );
      return `${every} am ${listed(days)}`;
    }
  }
}
