import { z } from "zod";
import { QUICK_ADD_IGNORED_SPANS_MAX, QUICK_ADD_TEXT_MAX_LENGTH } from "../limits";
import { isTimeZone } from "../time/time-zone";
import { instant, priority, reminderSchema, TASK_MESSAGES, tag } from "./task";
import { singleLine } from "./text";
import { USER_MESSAGES } from "./user";

export const QUICK_ADD_PART_KINDS = ["date", "time", "reminder", "priority", "tag", "recurrence", "list"] as const;
export type QuickAddPartKind = (typeof QUICK_ADD_PART_KINDS)[number];

export const QUICK_ADD_MESSAGES = {
  textRequired: "Text is required.",
  textTooLong: `Text must be at most ${QUICK_ADD_TEXT_MAX_LENGTH} characters.`,
  localeInvalid: "Locale must be a language tag, e.g. en-GB.",
  spanInvalid: "A span is { start, end }: whole numbers, start before end.",
  tooManySpans: `At most ${QUICK_ADD_IGNORED_SPANS_MAX} spans can be ignored.`,
} as const;

/** Whether the runtime takes this as one BCP 47 language tag ("en-GB", "de"). */
export function isLocale(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

/** Characters `start` (inclusive) to `end` (exclusive) of the text, in UTF-16 code units as JavaScript counts. */
const span = z
  .strictObject({
    start: z.number({ error: QUICK_ADD_MESSAGES.spanInvalid }).int(QUICK_ADD_MESSAGES.spanInvalid).min(0),
    end: z.number({ error: QUICK_ADD_MESSAGES.spanInvalid }).int(QUICK_ADD_MESSAGES.spanInvalid).min(0),
  })
  .refine(({ start, end }) => start < end, QUICK_ADD_MESSAGES.spanInvalid);

/** The body of `POST /api/tasks/parse`. The text is not trimmed: the parts' offsets point into it as sent. */
export const parseQuickAddRequestSchema = z.strictObject({
  text: singleLine(
    z.string({ error: (issue) => (issue.input === undefined ? QUICK_ADD_MESSAGES.textRequired : "Must be text.") }),
    "Text",
  ).max(QUICK_ADD_TEXT_MAX_LENGTH, QUICK_ADD_MESSAGES.textTooLong),
  /** What "today" and "in 3 days" count from; the server's time when absent. */
  now: instant(TASK_MESSAGES.timeInvalid).optional(),
  timeZone: z.string().refine(isTimeZone, USER_MESSAGES.timeZoneInvalid).optional(),
  locale: z
    .string({ error: QUICK_ADD_MESSAGES.localeInvalid })
    .refine(isLocale, QUICK_ADD_MESSAGES.localeInvalid)
    .optional(),
  /** Spans the user dismissed: they stay in the title as typed. */
  ignore: z.array(span).max(QUICK_ADD_IGNORED_SPANS_MAX, QUICK_ADD_MESSAGES.tooManySpans).optional(),
});
export type ParseQuickAddRequest = z.output<typeof parseQuickAddRequestSchema>;

/** What quick-add text means: the task it makes, and the spans recognised in it (for highlighting). */
export const quickAddResultSchema = z.strictObject({
  /** What is left once the recognised parts are taken out, spaces tidied; the text itself when nothing is left. */
  title: z.string(),
  /** ISO 8601, UTC; for an all-day task the start of that day in the user's time zone, as tasks store it. */
  dueAt: z.iso.datetime().nullable(),
  allDay: z.boolean(),
  priority,
  tags: z.array(tag),
  /**
   * What "remind me …" phrases asked for, as `POST /api/tasks` takes them: duplicates collapsed, in canonical
   * order; empty when none was said (the task then gets the user's default reminder).
   */
  reminders: z.array(reminderSchema),
  /** An RFC 5545 RRULE, e.g. FREQ=WEEKLY;BYDAY=MO. */
  recurrence: z.string().nullable(),
  /** The list `+Name` put the task in: one of the user's lists, named as the user named it when making it. */
  list: z.string().nullable(),
  /**
   * The first `+Name` naming none of the user's lists, where it is in the text (it stays in the title); null when
   * a known list was named too.
   */
  unknownList: z.strictObject({ name: z.string(), start: z.number().int(), end: z.number().int() }).nullable(),
  parts: z.array(
    z.strictObject({
      start: z.number().int(),
      end: z.number().int(),
      kind: z.enum(QUICK_ADD_PART_KINDS),
      /** A `reminder` part's reminder: which of `reminders` these words said. */
      reminder: reminderSchema.optional(),
    }),
  ),
});
export type QuickAddResult = z.output<typeof quickAddResultSchema>;

/** What `POST /api/tasks/parse` answers: the parser's reading, and the id of the list it named. */
export const quickAddResponseSchema = quickAddResultSchema.extend({
  /** `list`'s id, as `POST /api/tasks` takes it; null for none (the Inbox, or the list the task is added in). */
  listId: z.string().nullable(),
});
export type QuickAddResponse = z.output<typeof quickAddResponseSchema>;
export type QuickAddPart = QuickAddResult["parts"][number];
