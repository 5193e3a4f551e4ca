import { REMINDER_MINUTES_BEFORE_MAX, TASK_REMINDERS_MAX } from "../../limits";
import { type Reminder, reminderKey } from "../../schemas/task";
import type { CalendarDay } from "../../time/calendar";
import { instantAt, type TimeOfDay, wallClockAt } from "../../time/zoned-time";
import type { Claims, Span } from "../claims";
import type { DateReader } from "../date-reader";
import { carriesDate, lengthRead } from "../date-readings";

/** What begins a reminder phrase: "remind me 1h before", "remind at 9". */
const REMIND = /(?<!\S)remind(?:\s+me)?\s+/giu;
/** "1h before", "10 min before", "an hour before", "half an hour before", "2 days earlier": before it is due. */
const BEFORE_DUE =
  /^(?:(?:(\d{1,6})\s*|(?:an?|one)\s+)(minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|wks?|w)|(half\s+an\s+hour))\s+(?:before|b4|earlier)(?=$|[\s,.;:!?)])/iu;
/** "at due time", "when due", "when it's due": as the task falls due. */
const AT_DUE = /^(?:at\s+(?:the\s+)?due\s+time|when\s+(?:it(?:'|’)?s\s+|it\s+is\s+)?due)(?=$|[\s,.;:!?)])/iu;
const MINUTES_PER_UNIT: Record<string, number> = { m: 1, h: 60, d: 24 * 60, w: 7 * 24 * 60 };
/**
 * "remind me to call mum at 5pm" at the start: the task is "call mum", with a reminder as it falls due when it
 * has a time (a task without one gets the user's default reminder, as any other). Scots "remind me tae …" too.
 */
const REMIND_ME_TO = /^\s*(?:please\s+)?remind\s+me\s+t(?:o|ae)\s+/iu;
/** "remind me tomorrow" names a day but no time: the reminder comes in the morning, as "tomorrow morning" would. */
const REMINDER_TIME_ALONE: TimeOfDay = { hour: 9, minute: 0 };

/** The minutes before its task that a `BEFORE_DUE` match says. */
function minutesBeforeOf(match: RegExpExecArray): number {
  const [, count, unit, halfAnHour] = match;
  if (halfAnHour) return 30;
  return (count ? Number(count) : 1) * (MINUTES_PER_UNIT[(unit ?? "m").charAt(0).toLowerCase()] ?? 1);
}

interface ReminderPhrase {
  span: Span;
  says: Reminder | TimeOfDay;
}

/** The reminder phrases held, their reminders still to be made. */
export interface HeldReminders {
  /** The "remind me to" that begins the text. */
  remindMeTo: Span | null;
  phrases: ReminderPhrase[];
}

/**
 * Reminder phrases before dates: in "call mum tomorrow remind me at 9am" the 9am is the reminder's, not the
 * task's. Their words are taken now; which reminders they make is known once the due date is (`claimReminders`).
 */
export function holdReminderPhrases(text: string, claims: Claims, dates: DateReader): HeldReminders {
  const remindMeTo = REMIND_ME_TO.exec(text);
  const remindMeToSpan = remindMeTo && {
    start: remindMeTo[0].length - remindMeTo[0].trimStart().length,
    end: remindMeTo[0].trimEnd().length,
  };
  const remindMeToHeld = remindMeToSpan && claims.isFree(remindMeToSpan) ? remindMeToSpan : null;
  if (remindMeToHeld) claims.hold(remindMeToHeld);
  const phrases: ReminderPhrase[] = [];
  const remindable = claims.unclaimed(text);
  for (const match of remindable.matchAll(REMIND)) {
    const from = match.index + match[0].length;
    const read = readReminder(remindable.slice(from), dates);
    const span = { start: match.index, end: from + (read?.length ?? 0) };
    if (!read || !claims.isFree(span)) continue;
    claims.hold(span);
    phrases.push({ span, says: read.says });
  }
  return { remindMeTo: remindMeToHeld, phrases };
}

function readReminder(rest: string, dates: DateReader): { length: number; says: Reminder | TimeOfDay } | null {
  const before = BEFORE_DUE.exec(rest);
  if (before) return { length: before[0].length, says: { minutesBefore: minutesBeforeOf(before) } };
  const atDue = AT_DUE.exec(rest);
  if (atDue) return { length: atDue[0].length, says: { minutesBefore: 0 } };
  const when = dates.readDates(rest)[0];
  if (when?.index !== 0) return null;
  const length = lengthRead(when);
  const time = dates.timeOf(when);
  if (!carriesDate(when)) return time && { length, says: time };
  return { length, says: { at: dates.instantOf(when, time ?? REMINDER_TIME_ALONE).toISOString() } };
}

/**
 * The reminders the held phrases make, now that the task's due date is known; `dayOtherwise`: the day the task is
 * due when the text names none.
 */
export function claimReminders(
  { remindMeTo, phrases }: HeldReminders,
  claims: Claims,
  dates: DateReader,
  { due, allDay }: { due: Date | null; allDay: boolean },
  dayOtherwise: CalendarDay | undefined,
): void {
  const { now, timeZone, wall } = dates;
  // A time of day said alone is on the day the task is due; on an undated task, the next time the clocks show it.
  const dueDay = due ? wallClockAt(due, timeZone) : dayOtherwise;
  const atTimeOfDay = (said: TimeOfDay): Reminder => {
    const day = dueDay ?? wall;
    const at = instantAt({ year: day.year, month: day.month, day: day.day, ...said }, timeZone);
    const next =
      dueDay || at > now ? at : instantAt({ year: day.year, month: day.month, day: day.day + 1, ...said }, timeZone);
    return { at: next.toISOString() };
  };
  const inOrder = [...phrases];
  if (remindMeTo) {
    if (due && !allDay) inOrder.unshift({ span: remindMeTo, says: { minutesBefore: 0 } });
    else claims.claim(remindMeTo, "reminder");
  }
  // Within the limits, or the words stay text: no more than TASK_REMINDERS_MAX, none over a week before.
  const reminderKeys = new Set<string>();
  for (const { span, says } of inOrder) {
    const reminder = "hour" in says ? atTimeOfDay(says) : says;
    const key = reminderKey(reminder);
    if ("minutesBefore" in reminder && reminder.minutesBefore > REMINDER_MINUTES_BEFORE_MAX) continue;
    if (!reminderKeys.has(key) && reminderKeys.size === TASK_REMINDERS_MAX) continue;
    reminderKeys.add(key);
    claims.claim(span, "reminder", reminder);
  }
}
