/**
 * The assistant: answers questions about the user's tasks and changes them on request, always through the
 * tasks service (so every change is checked, owned and announced to the user's other tabs like any other).
 * This module routes each message's intent to its handler; the handlers live with what they do: answers.ts
 * (questions), commands.ts (changes), plan-handlers.ts (plans), adding.ts, undo.ts and model-tools.ts.
 */

import { TASK_PAGE_SIZE_MAX } from "../../../shared/limits";
import {
  ASSISTANT_MESSAGES,
  type AssistantExchange,
  type AssistantHistory,
  type AssistantHistoryQuery,
  type AssistantResponse,
  type AssistantUndoResult,
} from "../../../shared/schemas/assistant";
import type { Task } from "../../../shared/schemas/task";
import { DomainError, fieldError } from "../../errors";
import { addAsked, addIfTask, addMany } from "./adding";
import { answerQuestion, find, greeting, unclear } from "./answers";
import { needsYes, type Plan, planOf, type TaskPlan } from "./changes";
import {
  breakDownCommand,
  carryOut,
  command,
  moveCommand,
  moveToListCommand,
  remindCommand,
  remindOrAdd,
  renameCommand,
  repeatCommand,
  tagCommand,
} from "./commands";
import type { AssistantContext, Handler, IntentOf } from "./context";
import {
  ask,
  type Conversation,
  conversationWith,
  inLanguage,
  languageOfRequest,
  readMessage,
  record,
} from "./conversation";
import type { Intent } from "./intent";
import { planDay, planWeek, review } from "./plan-handlers";
import { response, smallTalkOf, together } from "./replies";
import { suggestionsNow } from "./suggestions";
import { politeAddOf, politeChangeOf, understand } from "./understand";
import { undoExchange, undoLast } from "./undo";
import { answerWithoutWordsAround } from "./words-around";

/** What each intent does: a table, so the compiler checks every intent has its handler. */
const handlers: { [Kind in Intent["kind"]]: Handler<IntentOf<Kind>> } = {
  greeting: (ctx, talk) => greeting(ctx, talk),
  help: async (ctx, talk) => response(talk.say.help, { suggestions: await suggestionsNow(ctx, talk) }),
  "small-talk": async (_ctx, talk, message) => response(talk.say.smallTalk(smallTalkOf(message))),
  question: (ctx, talk, message, { question }) => answerQuestion(ctx, talk, message, question),
  plan: (ctx, talk) => planDay(ctx, talk),
  "plan-week": (ctx, talk) => planWeek(ctx, talk),
  review: (ctx, talk) => review(ctx, talk),
  find: (ctx, talk, message, { text }) => find(ctx, talk, message, text),
  undo: (ctx, talk) => undoLast(ctx, talk),
  complete: (ctx, talk, message, { target }) => command(ctx, talk, message, target, planOf("complete")),
  delete: (ctx, talk, message, { target }) => command(ctx, talk, message, target, planOf("delete")),
  tag: tagCommand,
  untag: tagCommand,
  move: moveCommand,
  "move-to-list": moveToListCommand,
  rename: renameCommand,
  priority: (ctx, talk, message, { target, priority }) =>
    command(ctx, talk, message, target, planOf("priority", { priority })),
  repeat: repeatCommand,
  undate: (ctx, talk, message, { target }) => command(ctx, talk, message, target, planOf("undate")),
  shift: (ctx, talk, message, { target, days }) => command(ctx, talk, message, target, planOf("shift", { days })),
  "stop-repeating": (ctx, talk, message, { target }) => command(ctx, talk, message, target, planOf("stop-repeating")),
  remind: remindCommand,
  "break-down": breakDownCommand,
  compound: async (ctx, talk, message, { parts }) => {
    const results: AssistantResponse[] = [];
    let previous: Task[] | undefined;
    for (const part of parts) {
      const result = await answer(ctx, previous ? { ...talk, previous } : talk, message, part);
      if (result.tasks.length > 0) previous = result.tasks;
      results.push(result);
    }
    // "delete A and B": one question at a time, each later one asked after the yes before it.
    const [first, ...later] = results.filter((each) => each.confirm);
    const inTurn = first?.confirm && later.length > 0 ? await askInTurn(ctx, talk, [first, ...later]) : undefined;
    const given = inTurn ? results.filter((each) => !later.includes(each)) : results;
    const replies =
      inTurn && first ? given.map((each) => (each === first ? { ...first, confirm: inTurn } : each)) : given;
    // "what's due today and what tomorrow": answers that each show tasks, and how many they show together (a
    // full page may have more, so no total then).
    const answers = results.filter((each) => each.tasks.length > 0);
    const whole = answers.every((each) => each.tasks.length < TASK_PAGE_SIZE_MAX);
    const allQuestions = parts.every((part) => part.kind === "question") && answers.length > 1 && whole;
    const all = together(replies);
    return allQuestions ? together(replies, [talk.say.inAll(all.tasks.length)]) : all;
  },
  add: async (ctx, talk, message, intent) =>
    intent.orRemind
      ? remindOrAdd(ctx, talk, message, intent)
      : intent.explicit
        ? addAsked(ctx, talk, message, intent.text)
        : addIfTask(ctx, talk, intent.text, true),
  "add-many": (ctx, talk, _message, { texts }) => addMany(ctx, talk, texts),
  unclear: (ctx, talk, message, intent) => {
    const request =
      intent.why === "question" &&
      !(ctx.model && talk.useAssistantModel) &&
      (politeAddOf(message) ?? politeChangeOf(message));
    return request ? answer(ctx, talk, message, request) : unclear(ctx, talk, message, intent);
  },
};

/**
 * The questions of `asking` (each reply's own) put as one: the first one's, its yes carrying out its plan and then
 * asking the next. A later question goes along only if its plan asks again when it comes to it (a change that
 * needs a yes), so that no yes is taken for one the user has not seen.
 */
async function askInTurn(
  ctx: AssistantContext,
  talk: Conversation,
  asking: AssistantResponse[],
): Promise<AssistantResponse["confirm"]> {
  const questions = [];
  for (const each of asking) {
    const question =
      each.confirm && (await ctx.assistantRows.takeQuestion(talk.userId, each.confirm.token, talk.now.toISOString()));
    if (question) questions.push({ ...question, plan: JSON.parse(question.plan) as Plan });
  }
  const [first, ...rest] = questions;
  const prompt = asking[0]?.confirm?.prompt;
  if (!first || !prompt) return undefined;
  const followedBy = rest.flatMap(({ plan }) => (asksAgain(plan) ? [{ ...plan, confirmed: false }] : []));
  const token = await ask(ctx, talk, first.label, { ...first.plan, followedBy });
  return { token, prompt };
}

const asksAgain = (plan: Plan): plan is TaskPlan =>
  plan.kind !== "add" && plan.kind !== "plan" && plan.kind !== "week-plan" && needsYes(plan);

function answer(
  ctx: AssistantContext,
  talk: Conversation,
  message: string,
  intent: Intent,
): Promise<AssistantResponse> {
  const handler = handlers[intent.kind] as Handler<Intent>;
  return handler(ctx, talk, message, intent);
}

/** A yes typed rather than pressed: "ja", "yes", "yes please", "ja, mach", "ok do it". */
const SAID_YES =
  /^(?:ja|jo|jap|jep|jawohl|yes|yep|yeah|yup|sure|do it|go ahead|mach|mach das|mach es)(?:[,\s]+(?:please|pls|bitte|gerne|mach|do it|go ahead))*[\s!.]*$/;

export function createAssistantService(ctx: AssistantContext) {
  const { assistantRows, clock } = ctx;
  /** The Yes-or-No question of the user's last reply, if it asked one: only the newest reply's is answered so. */
  async function lastQuestionOf(userId: string, now: string): Promise<string | undefined> {
    const { exchanges } = await assistantRows.historyPage(userId, { limit: 1 }, now);
    return exchanges[0]?.response.confirm?.token;
  }
  return {
    /** Answers a message, or a question's answer (a token), and keeps the exchange in the user's history. */
    async reply(
      userId: string,
      request: { message?: string | undefined; confirm?: string | undefined; taskIds?: string[] | undefined },
      browserLocale?: string,
    ): Promise<AssistantResponse> {
      const user = await conversationWith(ctx, userId, browserLocale);
      const messageRead = readMessage(request.message ?? "");
      let talk = inLanguage(user, messageRead.language);
      if (request.taskIds && request.taskIds.length > talk.dailyCapacity) {
        const message = talk.say.overCapacity(talk.dailyCapacity);
        throw fieldError("invalid", "validation_failed", "taskIds", message);
      }
      let message = request.message ?? "";
      let result: AssistantResponse | undefined;
      // "ja", "yes" typed after a reply that asked Yes or No is its Yes, while that question is still open.
      const typedYes = request.confirm === undefined && SAID_YES.test(message.trim().toLowerCase());
      const token = request.confirm ?? (typedYes ? await lastQuestionOf(userId, talk.now.toISOString()) : undefined);
      const question =
        token === undefined ? undefined : await assistantRows.takeQuestion(userId, token, talk.now.toISOString());
      if (request.confirm !== undefined && !question) {
        throw new DomainError(
          "not_found",
          "question_expired",
          "This question has expired or was answered already. Please ask again.",
        );
      }
      if (question) {
        if (!typedYes) message = question.label;
        // Answered in the language it was asked in: a Yes or a task's title as a choice does not say it.
        talk = inLanguage(user, question.language);
        const plan = JSON.parse(question.plan) as Plan;
        if (request.taskIds && plan.kind !== "plan") {
          throw fieldError("invalid", "validation_failed", "taskIds", ASSISTANT_MESSAGES.taskIdsOnlyWithConfirm);
        }
        // A day's plan as the user left it: some removed, others added, reordered.
        const accepted = plan.kind === "plan" && request.taskIds ? { ...plan, taskIds: request.taskIds } : plan;
        result = await carryOut(ctx, talk, accepted);
      }
      if (!result) {
        const meant = understand(message);
        // A task named in its own language does not say the language of the request about it.
        // Only a message no question took gets here: `message` is still the one read first.
        talk = inLanguage(user, languageOfRequest(messageRead, meant));
        // "aye push it to the morra", "X löschen, brauch ich nicht mehr": read again without the words around.
        result = await answerWithoutWordsAround(ctx, talk, message, meant, (text, intent) =>
          answer(ctx, talk, text, intent),
        );
      }
      await record(ctx, talk, message, result);
      return result;
    },

    /** A page of the history, newest first page; the first with a greeting made now. */
    async history(userId: string, { cursor, limit }: AssistantHistoryQuery): Promise<AssistantHistory> {
      const talk = await conversationWith(ctx, userId);
      const [greetingNow, page] = await Promise.all([
        cursor === undefined ? greeting(ctx, talk) : null,
        assistantRows.historyPage(
          userId,
          { before: cursor === undefined ? undefined : Number(cursor), limit },
          talk.now.toISOString(),
        ),
      ]);
      const oldest = page.exchanges[0];
      return {
        greeting: greetingNow,
        exchanges: page.exchanges,
        nextCursor: page.more && oldest ? String(oldest.id) : null,
      };
    },

    /** The kept conversation, oldest first, a page at a time, for the JSON export. */
    exchanges(userId: string, pageSize: number): AsyncGenerator<AssistantExchange[]> {
      return assistantRows.everyExchange(userId, pageSize, clock.now().toISOString());
    },

    /** Puts an exchange's changes back while its Undo lasts (see `undoExchange`). */
    undo(userId: string, exchangeId: number): Promise<AssistantUndoResult> {
      return undoExchange(ctx, userId, exchangeId);
    },

    clearHistory(userId: string): Promise<void> {
      return assistantRows.clearHistory(userId);
    },

    /** A question's No: its buttons can no longer be answered. */
    decline(userId: string, token: string): Promise<void> {
      return assistantRows.dropQuestion(userId, token);
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
