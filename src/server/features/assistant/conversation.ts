/**
 * The conversation: who the user is and when, what their words say as quick add reads them, the questions the
 * assistant puts to them (kept with a token until answered), and each exchange kept in their history.
 */

import { randomBytes } from "node:crypto";
import { ASSISTANT_CONFIRM_TTL_SECONDS, ASSISTANT_UNDO_TTL_SECONDS } from "../../../shared/limits";
import { languageOf, type TextLanguage } from "../../../shared/quick-add/language-of";
import { isAllRecognised } from "../../../shared/quick-add/parse-quick-add";
import { WEEKDAY_ALSO_WORDS } from "../../../shared/quick-add/weekday-words";
import type { AssistantResponse } from "../../../shared/schemas/assistant";
import type { QuickAddResponse } from "../../../shared/schemas/quick-add";
import type { Reminder, Task } from "../../../shared/schemas/task";
import { type CalendarDay, dayOf, firstWeekday, type IsoWeekday } from "../../../shared/time/calendar";
import { hour12Of } from "../../../shared/time/format-date";
import { instantAt, type TimeOfDay, wallClockAt } from "../../../shared/time/zoned-time";
import { unauthenticated } from "../../errors";
import type { Plan } from "./changes";
import type { AssistantContext } from "./context";
import { verbFirst } from "./german-order";
import { inGermanSpelling, withTypedUmlauts } from "./german-spelling";
import { recordOf, undoOf } from "./history-record";
import type { Intent } from "./intent";
import { normalise } from "./message-text";
import { GERMAN_LOCALE } from "./phrases/de";
import { ENGLISH_LOCALE } from "./phrases/en";
import { type Phrases, phrasesFor } from "./phrases/phrases";

/** A reminder said with a day but no time ("remind me about the dentist tomorrow") goes off at this time. */
const DEFAULT_REMINDER_TIME = { hour: 9, minute: 0 };

/** Who the assistant is talking to, and when: read afresh for each message. */
export interface Conversation {
  userId: string;
  name: string;
  timeZone: string;
  now: Date;
  /** The browser's language, which decides how quick add reads dates (3/12); none when it sent none. */
  browserLocale: string | undefined;
  /** How many tasks a plan for the day holds. */
  dailyCapacity: number;
  /** The day the user's week starts on, which "plan my week" plans up to. */
  firstWeekday: IsoWeekday;
  /** The user lets the assistant ask the language model (when one is configured). */
  useAssistantModel: boolean;
  /**
   * The message's language, decided per message: a German message's dates are read as German, and it gets a
   * German reply. An answer to a question (its Yes, a choice) is in the language of the message that asked it.
   */
  language: TextLanguage;
  /** What the assistant says, in `language`. */
  say: Phrases;
  /** The tasks "it" and "them" point at within a message ("move X to monday and make it urgent"). */
  previous?: Task[];
}

/** The user's conversation as of now, their preferences read afresh; in English until a message says otherwise. */
export async function conversationWith(
  ctx: AssistantContext,
  userId: string,
  browserLocale?: string,
): Promise<Conversation> {
  const user = await ctx.users.findProfile(userId);
  if (!user) throw unauthenticated();
  const timeZone = user.preferences.timeZone ?? "UTC";
  const { dailyCapacity, useAssistantModel, weekStart, timeFormat } = user.preferences;
  const now = ctx.clock.now();
  const talk = {
    userId,
    name: user.displayName,
    timeZone,
    now,
    hour12: hour12Of(timeFormat),
    browserLocale,
    dailyCapacity,
    // Without the browser's language, English replies' (a week from Monday), not the server's.
    firstWeekday: firstWeekday(weekStart, browserLocale ?? ENGLISH_LOCALE),
    useAssistantModel,
  };
  return { ...talk, language: "en", say: phrasesFor("en", talk) };
}

/** A message to the assistant as its rules read it: its words in German spelling ("loesch" is "lösch"), its language. */
export interface ReadMessage {
  spelled: string;
  language: TextLanguage;
}

/**
 * `message` as the rules read it. Its language is quick add's `languageOf` of its words in German spelling, or German
 * when its word order is German's ("hak X ab", "X in die Liste Work verschieben"), which task text never shows.
 */
export function readMessage(message: string): ReadMessage {
  const spelled = inGermanSpelling(message);
  const language = verbFirst(normalise(spelled)) !== undefined ? "de" : languageOf(withTypedUmlauts(spelled));
  return { spelled, language };
}

/** The names of the user's tasks `intent` is about ("take out the trash"), in every part of a compound. */
const namesIn = (intent: Intent): string[] =>
  intent.kind === "compound"
    ? intent.parts.flatMap(namesIn)
    : "target" in intent && intent.target.kind === "named"
      ? [intent.target.name]
      : [];

/**
 * The language of a request about tasks the user names: German when its words without the names, which are in the
 * language the task was written in, are German ("Take out the trash soll sich nimmer wiederholen"); otherwise the
 * whole message's. A word or two left ("tag #finance") says too little to tell.
 */
export function languageOfRequest(message: ReadMessage, intent: Intent): TextLanguage {
  const spelled = message.spelled.toLowerCase();
  let rest = spelled;
  for (const name of namesIn(intent)) if (name.length > 0) rest = rest.split(name).join(" ");
  const words = rest.replace(/[#+]\S+/g, " ").match(/\p{L}+/gu) ?? [];
  return message.language === "en" && rest !== spelled && words.length >= 2 && readMessage(rest).language === "de"
    ? "de"
    : message.language;
}

/** The conversation understanding and answering in `language`. */
export function inLanguage(talk: Conversation, language: TextLanguage): Conversation {
  return { ...talk, language, say: phrasesFor(language, talk) };
}

/** `text` read by the quick-add parser exactly as POST /api/tasks/parse reads it for this user, now. */
export function read(ctx: AssistantContext, talk: Conversation, text: string): Promise<QuickAddResponse> {
  return ctx.quickAdd.parse(
    talk.userId,
    { text, now: talk.now.toISOString(), timeZone: talk.timeZone },
    // A German message's dates are read the German way whatever the browser speaks.
    talk.language === "de" && !talk.browserLocale?.startsWith("de") ? GERMAN_LOCALE : talk.browserLocale,
  );
}

/** A question put to the user: its token, which answers it with `plan` until it expires. */
export async function ask(ctx: AssistantContext, talk: Conversation, label: string, plan: Plan): Promise<string> {
  const token = randomBytes(18).toString("base64url");
  const expiresAt = new Date(talk.now.getTime() + ASSISTANT_CONFIRM_TTL_SECONDS * 1000).toISOString();
  await ctx.assistantRows.addQuestion(
    talk.userId,
    { token, label, plan: JSON.stringify(plan), language: talk.language, expiresAt },
    talk.now.toISOString(),
  );
  return token;
}

/**
 * Weekdays written so short that the quick add keeps them as words ("sat down", German "so"), but which, where a
 * day is asked for ("move X to sat", "auf Mo"), can only be the day.
 */
const SHORT_WEEKDAY = new RegExp(
  String.raw`^((?:on|this|next|am|nächsten|kommenden|diesen)\s+)?(${Object.keys(WEEKDAY_ALSO_WORDS).join("|")})\.?(?=\s|$)`,
  "i",
);

/** The day (and time, when one is said) that words such as "friday", "3/12" or "tomorrow at 9" name. */
export async function when(
  ctx: AssistantContext,
  talk: Conversation,
  said: string,
): Promise<{ day: CalendarDay | null; time: TimeOfDay | null } | undefined> {
  // "the 7th of December": the article before an ordinal day and its month says nothing of it ("the 31st" is read).
  const words = said
    .replace(/^the (?=\d{1,2}(?:st|nd|rd|th) of \p{L})/iu, "")
    .replace(
      SHORT_WEEKDAY,
      (_, before = "", shortDay: string) => `${before}${WEEKDAY_ALSO_WORDS[shortDay.toLowerCase()] ?? shortDay}`,
    );
  const meant = await read(ctx, talk, words);
  const onlyWhen = meant.parts.every((part) => part.kind === "date" || part.kind === "time");
  if (meant.dueAt === null || !isAllRecognised(words, meant) || !onlyWhen) return undefined;
  const { year, month, day, hour, minute } = wallClockAt(new Date(meant.dueAt), talk.timeZone);
  // "11am" alone changes only the time: each task keeps its day.
  const dated = meant.parts.some((part) => part.kind === "date");
  return { day: dated ? { year, month, day } : null, time: meant.allDay ? null : { hour, minute } };
}

/** A reminder at the time `words` name ("tomorrow at 9") or before the due time ("10 minutes before"). */
export async function reminderOf(
  ctx: AssistantContext,
  talk: Conversation,
  words: string,
): Promise<Reminder | undefined> {
  let reminder: Reminder | undefined;
  if (/\bbefore$/.test(words)) {
    reminder = (await read(ctx, talk, `x remind me ${words}`)).reminders[0];
  } else {
    const said = await when(ctx, talk, words.replace(/^(?:at|on)\s+/, ""));
    if (said) {
      const day = said.day ?? dayOf(talk.now, talk.timeZone);
      const at = instantAt({ ...day, ...(said.time ?? DEFAULT_REMINDER_TIME) }, talk.timeZone);
      if (at > talk.now) reminder = { at: at.toISOString() };
    }
  }
  return reminder;
}

/** Keeps the exchange in the user's history: what the page redraws, and for a short while what undoes it. */
export async function record(
  ctx: AssistantContext,
  talk: Conversation,
  message: string,
  result: AssistantResponse,
): Promise<void> {
  const now = talk.now.toISOString();
  const undo = undoOf(result.actions);
  const undoExpiresAt = new Date(talk.now.getTime() + ASSISTANT_UNDO_TTL_SECONDS * 1000).toISOString();
  await ctx.assistantRows.addExchange(
    talk.userId,
    {
      message,
      response: recordOf(message, result),
      createdAt: now,
      ...(undo ? { undo: { steps: undo, expiresAt: undoExpiresAt } } : {}),
    },
    now,
  );
}
