import { z } from "zod";
import {
  DAILY_CAPACITY_DEFAULT,
  DAILY_CAPACITY_MAX,
  DISPLAY_NAME_MAX_LENGTH,
  REMINDER_MINUTES_BEFORE_MAX,
} from "../limits";
import { isTimeZone } from "../time/time-zone";
import { TASK_VIEWS } from "./task";
import { changesSomething, controlCharactersMessage, NOTHING_TO_UPDATE, singleLine } from "./text";

export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];
/** The first day of a week: by the locale's custom, or a chosen one. */
export const WEEK_STARTS = ["locale", "monday", "sunday", "saturday"] as const;
export type WeekStart = (typeof WEEK_STARTS)[number];
export const TIME_FORMATS = ["locale", "24h", "12h"] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];

export const USER_MESSAGES = {
  displayNameTooLong: `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters.`,
  displayNameControlCharacters: controlCharactersMessage("Display name"),
  timeZoneInvalid: "Time zone must be an IANA name, e.g. Europe/Berlin.",
  dailyCapacityInvalid: `Daily capacity must be a whole number from 1 to ${DAILY_CAPACITY_MAX}.`,
  defaultReminderInvalid: `The default reminder is a whole number of minutes before, from 0 to ${REMINDER_MINUTES_BEFORE_MAX}, or null.`,
  nothingToUpdate: NOTHING_TO_UPDATE,
} as const;

const choice = <T extends readonly [string, ...string[]]>(options: T, name: string) =>
  z.enum(options, { error: `${name} must be one of ${options.join(", ")}.` });

/** Preferences apply on every device, so they live on the server with the account. */
export const preferencesSchema = z.strictObject({
  theme: choice(THEMES, "Theme"),
  /** Null until the first signed-in visit detects it. */
  timeZone: z.string().refine(isTimeZone, USER_MESSAGES.timeZoneInvalid).nullable(),
  weekStart: choice(WEEK_STARTS, "Start of week"),
  timeFormat: choice(TIME_FORMATS, "Time format"),
  defaultView: choice(TASK_VIEWS, "Default view"),
  /** How many tasks "plan my day" plans. */
  dailyCapacity: z
    .number({ error: USER_MESSAGES.dailyCapacityInvalid })
    .int(USER_MESSAGES.dailyCapacityInvalid)
    .min(1, USER_MESSAGES.dailyCapacityInvalid)
    .max(DAILY_CAPACITY_MAX, USER_MESSAGES.dailyCapacityInvalid),
  /** Whether the assistant may ask the server's language model, when the operator configured one. */
  useAssistantModel: z.boolean({ error: "useAssistantModel must be true or false." }),
  /** Whether reminders come by e-mail too. */
  emailReminders: z.boolean({ error: "emailReminders must be true or false." }),
  /** A new task due at a time (not all day) gets a reminder this many minutes before, unless it names its own; null: none. */
  defaultReminderMinutes: z
    .number({ error: USER_MESSAGES.defaultReminderInvalid })
    .int(USER_MESSAGES.defaultReminderInvalid)
    .min(0, USER_MESSAGES.defaultReminderInvalid)
    .max(REMINDER_MINUTES_BEFORE_MAX, USER_MESSAGES.defaultReminderInvalid)
    .nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = {
  theme: "system",
  timeZone: null,
  weekStart: "locale",
  timeFormat: "locale",
  defaultView: "all",
  dailyCapacity: DAILY_CAPACITY_DEFAULT,
  useAssistantModel: true,
  emailReminders: false,
  defaultReminderMinutes: null,
};

/** Body of `PATCH /api/me`: the display name and any subset of the preferences. */
export const updateMeSchema = z
  .strictObject({
    displayName: singleLine(z.string({ error: "Must be text." }), "Display name")
      .trim()
      .max(DISPLAY_NAME_MAX_LENGTH, USER_MESSAGES.displayNameTooLong)
      .optional(),
    preferences: preferencesSchema.partial().optional(),
  })
  .refine(changesSomething, USER_MESSAGES.nothingToUpdate);
export type UpdateMeInput = z.infer<typeof updateMeSchema>;

export interface User {
  id: string;
  email: string;
  /** The owner proved the address by opening a link sent to it; reminders are e-mailed only then. */
  emailVerified: boolean;
  displayName: string;
  role: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  preferences: Preferences;
}

export const EMAIL_VERIFICATION_MESSAGES = {
  linkInvalid:
    "This link is not valid: it was used already, has expired, or was replaced by a newer one. Ask for a new one in Settings.",
  alreadyVerified: "Your e-mail address is verified already.",
  tooMany: "Too many verification e-mails for now. Please try again later.",
} as const;

/** Body of `POST /api/auth/verify-email`: the token of an e-mailed verification link. */
export const verifyEmailSchema = z.strictObject({
  token: z
    .string({ error: EMAIL_VERIFICATION_MESSAGES.linkInvalid })
    .min(1, EMAIL_VERIFICATION_MESSAGES.linkInvalid)
    .max(200, EMAIL_VERIFICATION_MESSAGES.linkInvalid),
});

/** One signed-in browser or device, as the user's session list shows it. */
export interface SessionInfo {
  id: string;
  /** e.g. "Firefox on Windows", from the browser's User-Agent; "Unknown device" without one. */
  device: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  lastActiveAt: string;
  /** The session making this request. */
  current: boolean;
}
