import { formatRule, parseRule, type RecurrenceRule, WEEKDAYS, type Weekday } from "../../../../shared/recurrence/rule";

/** The repeat picker's choices; "custom" holds any other rule (e.g. from quick add) as its RRULE text. */
export const REPEAT_CHOICES = ["none", "daily", "weekdays", "weekly", "monthly", "yearly", "custom"] as const;
export type RepeatChoice = (typeof REPEAT_CHOICES)[number];

/** The picker as typed: the choice, "every N", the weekly days ("MO,TH"), the monthly day ("5", "-1" or ""). */
export interface RepeatInput {
  repeat: RepeatChoice;
  repeatEvery: string;
  repeatDays: string;
  repeatMonthDay: string;
  repeatRule: string;
}

export const NO_REPEAT: RepeatInput = {
  repeat: "none",
  repeatEvery: "1",
  repeatDays: "",
  repeatMonthDay: "",
  repeatRule: "",
};

const WORK_WEEK = "MO,TU,WE,TH,FR";
const FREQUENCY_OF = { daily: "DAILY", weekly: "WEEKLY", monthly: "MONTHLY", yearly: "YEARLY" } as const;

/**
 * The picker as a task's `recurrence`. An "every" that is no whole number is passed on as typed, for the
 * shared schema to refuse with its message.
 */
export function recurrenceOf(input: RepeatInput): string | null {
  const { repeat, repeatEvery, repeatDays, repeatMonthDay, repeatRule } = input;
  switch (repeat) {
    case "none":
      return null;
    case "custom":
      return repeatRule;
    case "weekdays":
      return `FREQ=WEEKLY;BYDAY=${WORK_WEEK}`;
    default: {
      const every = repeatEvery.trim() || "1";
      if (!/^\d+$/.test(every)) return `FREQ=${FREQUENCY_OF[repeat]};INTERVAL=${every}`;
      const rule: RecurrenceRule = {
        freq: FREQUENCY_OF[repeat],
        interval: Number(every),
        byDay:
          repeat === "weekly"
            ? repeatDays
                .split(",")
                .filter(Boolean)
                .map((weekday) => ({ weekday: weekday as Weekday, ordinal: null }))
            : [],
        byMonthDay: repeat === "monthly" && repeatMonthDay ? [Number(repeatMonthDay)] : [],
        byMonth: [],
      };
      return rule.interval < 1 ? `FREQ=${rule.freq};INTERVAL=${every}` : formatRule(rule);
    }
  }
}

/** A stored rule in the picker: the choice it fits, or "custom" with its text. */
export function repeatInputOf(recurrence: string | null): RepeatInput {
  if (!recurrence) return NO_REPEAT;
  const rule = parseRule(recurrence);
  const custom = { ...NO_REPEAT, repeat: "custom" as const, repeatRule: recurrence };
  if ("error" in rule) return custom;
  const { freq, interval, byDay, byMonthDay, byMonth } = rule;
  const repeatEvery = String(interval);
  const days = byDay.map((day) => day.weekday).join(",");
  if (freq === "WEEKLY" && interval === 1 && days === WORK_WEEK) return { ...NO_REPEAT, repeat: "weekdays" };
  if (freq === "DAILY") return { ...NO_REPEAT, repeat: "daily", repeatEvery };
  if (freq === "WEEKLY") return { ...NO_REPEAT, repeat: "weekly", repeatEvery, repeatDays: days };
  if (freq === "MONTHLY" && !byDay.length && byMonthDay.length <= 1) {
    return { ...NO_REPEAT, repeat: "monthly", repeatEvery, repeatMonthDay: byMonthDay.map(String).join() };
  }
  if (freq === "YEARLY" && !byMonth.length) return { ...NO_REPEAT, repeat: "yearly", repeatEvery };
  return custom;
}

/** The weekly days as checked boxes: toggles one, keeping the week's order. */
export function toggleDay(days: string, day: Weekday): string {
  const chosen = new Set(days.split(",").filter(Boolean));
  if (chosen.has(day)) chosen.delete(day);
  else chosen.add(day);
  return WEEKDAYS.filter((weekday) => chosen.has(weekday)).join(",");
}
