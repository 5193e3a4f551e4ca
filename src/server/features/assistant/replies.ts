/**
 * How a reply is put together: its text (always the phrase table's, in the message's language, see
 * phrases/phrases.ts) with the tasks, buttons and suggestions that go with it.
 */

import { ASSISTANT_NAME_WORDS_MAX, ASSISTANT_REPLY_TASKS_MAX } from "../../../shared/limits";
import type { AssistantResponse } from "../../../shared/schemas/assistant";
import type { Task } from "../../../shared/schemas/task";
import type { Conversation } from "./conversation";
import type { SmallTalk } from "./phrases/phrases";

/** A name quoted in a reply is cut to this many characters. */
const QUOTED_NAME_MAX = 60;
export const shortened = (text: string) =>
  text.length > QUOTED_NAME_MAX ? `${text.slice(0, QUOTED_NAME_MAX - 1)}…` : text;

/** What a small-talk message is, in either language, for the friendly word back. */
export function smallTalkOf(message: string): SmallTalk {
  const text = message.toLowerCase();
  if (/thank|thx|\bty\b|cheers|danke|merci|\bta\b/.test(text)) return "thanks";
  if (/bye|see you|good night|\bgn\b|tschüss|ciao|gute nacht|schlaf gut/.test(text)) return "bye";
  if (/how are you|how's it going|what's up|wie geht/.test(text)) return "how-are-you";
  return "other";
}

export function response(reply: string, parts: Partial<Omit<AssistantResponse, "reply">> = {}): AssistantResponse {
  return { reply, tasks: [], actions: [], choices: [], suggestions: [], ...parts };
}

/** Replies given together, one after another: their texts in turn, their tasks once each, the first question asked. */
export function together(results: AssistantResponse[], more: string[] = []): AssistantResponse {
  const tasks = [...new Map(results.flatMap((each) => each.tasks).map((task) => [task.id, task])).values()];
  const asked = results.find((each) => each.confirm);
  return response([...results.map((each) => each.reply), ...more].join("\n"), {
    tasks,
    actions: results.flatMap((each) => each.actions),
    choices: results.flatMap((each) => each.choices),
    ...(asked?.confirm ? { confirm: asked.confirm } : {}),
  });
}

/** Cards for at most ASSISTANT_REPLY_TASKS_MAX tasks, the reply saying so when there are more. */
export function withCards(talk: Conversation, reply: string, found: Task[], more = false): AssistantResponse {
  const shown = found.slice(0, ASSISTANT_REPLY_TASKS_MAX);
  const cut = more || found.length > shown.length;
  return response(cut ? `${reply} ${talk.say.firstOnly(shown.length)}` : reply, { tasks: shown });
}

/** The reply to a name too vague to tell which tasks it means. */
export const tooVague = (talk: Conversation, name: string) =>
  response(talk.say.tooVague(shortened(name), ASSISTANT_NAME_WORDS_MAX));
