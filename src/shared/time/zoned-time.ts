/** A moment as the clocks of a time zone show it. Months count from 1. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** A time of day on a wall clock, as a day's plan or a reminder says it ("17:05"). */
export type TimeOfDay = Pick<WallClock, "hour" | "minute">;

/** The hour of noon: a 24-hour clock's hours from it are after noon, and an afternoon's "3" is 3 + NOON_HOUR. */
export const NOON_HOUR = 12;

/**
 * One formatter per named zone: making one costs far more than using it (quick add reads the clock on every
 * key). The browser's own zone (undefined) is not kept, as it changes when the device travels.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  let formatter = timeZone === undefined ? undefined : formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23",
    });
    if (timeZone !== undefined) formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function wallClockAt(instant: Date, timeZone: string | undefined): WallClock {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
    second: part("second"),
  };
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, timeZone: string | undefined): number {
  const local = wallClockAt(instant, timeZone);
  const wallClockAsUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return wallClockAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant the zone's clocks show that date and time (`day` may overflow into the next month).
 * A time skipped by a DST change lands just after it.
 */
export function instantAt(
  {
    year,
    month,
    day,
    hour = 0,
    minute = 0,
  }: { year: number; month: number; day: number; hour?: number; minute?: number },
  timeZone: string | undefined,
): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const guess = new Date(asUtc - offsetAt(new Date(asUtc), timeZone));
  // Once more with the offset in force at the guess, in case a DST change lies between.
  return new Date(asUtc - offsetAt(guess, timeZone));
}

/**
 * The same time of day on the next day in a time zone: 24 hours later, or 23 or 25 across a DST change. A time
 * the change skips lands just after it. Seconds and milliseconds carry over as they are (zones' offsets are
 * whole minutes).
 */
export function sameTimeNextDay(instant: Date, timeZone: string): Date {
  const { year, month, day, hour, minute } = wallClockAt(instant, timeZone);
  const nextDay = instantAt({ year, month, day: day + 1, hour, minute }, timeZone);
  return new Date(nextDay.getTime() + (instant.getTime() % 60_000));
}

/**
 * The last day `todayIn` worked out per zone: every list of tasks asks, and working it out reads the zone's
 * clock five times. A day found stays right until `now` leaves it.
 */
const lastDays = new Map<string, { start: Date; end: Date }>();

/** Where the day of `now` begins and ends in a time zone, as UTC instants (DST days are 23 or 25 hours long). */
export function todayIn(timeZone: string, now: Date): { start: Date; end: Date } {
  const last = lastDays.get(timeZone);
  if (last && last.start <= now && now < last.end) return { start: new Date(last.start), end: new Date(last.end) };
  const { year, month, day } = wallClockAt(now, timeZone);
  const today = {
    start: instantAt({ year, month, day }, timeZone),
    end: instantAt({ year, month, day: day + 1 }, timeZone),
  };
  lastDays.set(timeZone, { start: new Date(today.start), end: new Date(today.end) });
  return today;
}
