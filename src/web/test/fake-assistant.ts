import {
  type AssistantExchange,
  type AssistantRecord,
  type AssistantResponse,
  assistantDeclineSchema,
  assistantRequestSchema,
} from "../../shared/schemas/assistant";
import { errorAnswer, type FakeServer, json, noContent } from "./fake-server";

const NOW = "2026-11-25T09:00:00.000Z";
/** ASSISTANT_UNDO_TTL_SECONDS after NOW. */
const UNDO_UNTIL = "2026-11-25T09:10:00.000Z";

/** A reply as `POST /api/assistant` answers it: nothing but `reply` unless given. */
export const aReply = (reply: string, fields: Partial<AssistantResponse> = {}): AssistantResponse => ({
  reply,
  tasks: [],
  actions: [],
  choices: [],
  suggestions: [],
  ...fields,
});

/** The next answer of `POST /api/assistant`: a reply (`confirmLabel`: what its Yes is kept as), or any other answer. */
type Scripted = { reply: AssistantResponse; confirmLabel?: string } | { answer: () => Response };

/** As the server keeps a reply (`recordOf` in history-record.ts): the tasks by id and title only. */
export function recordOf({
  reply,
  tasks,
  choices,
  confirm,
  plan,
  suggestions,
  actions,
}: AssistantResponse): AssistantRecord {
  return {
    reply,
    tasks: tasks.map(({ id, title }) => ({ id, title })),
    choices,
    ...(confirm ? { confirm } : {}),
    ...(plan ? { plan } : {}),
    suggestions,
    changes: actions.length,
  };
}

/**
 * `/api/assistant` as `assistant.routes.ts` answers it, its replies scripted by the test (`replyNext`) and kept in
 * the history as the server keeps them: what was typed, or for an answered question the question's label; its
 * buttons open until answered or declined (an answered or unknown one: 404 `question_expired`). Also the session and
 * the lists, which the chat's task cards and composer read.
 */
export function serveAssistant(
  server: FakeServer,
  { userId, greeting }: { userId: string; greeting: AssistantResponse },
) {
  const exchanges: AssistantExchange[] = [];
  const script: Scripted[] = [];
  /** Open questions' tokens → the label their answer is kept as, and the exchange holding them. */
  const questions = new Map<string, { label: string; exchange: AssistantExchange; with: string[] }>();
  const closeQuestion = (token: string) => {
    const question = questions.get(token);
    if (!question) return;
    for (const each of question.with) questions.delete(each);
    question.exchange.open = question.exchange.open.filter((open) => !question.with.includes(open));
  };

  server.on("GET", /^\/api\/auth\/get-session$/, () =>
    json({
      session: {
        id: "session-ada",
        userId,
        expiresAt: "2026-12-25T09:00:00.000Z",
        createdAt: NOW,
        updatedAt: NOW,
        ipAddress: null,
        userAgent: null,
      },
      user: {
        id: userId,
        email: "ada@example.com",
        emailVerified: true,
        name: "",
        image: null,
        createdAt: NOW,
        updatedAt: NOW,
        displayName: "Ada",
        role: "user",
        disabled: false,
      },
    }),
  );
  server.on("GET", /^\/api\/lists$/, () => json({ inbox: { openCount: 3, taskCount: 3 }, lists: [] }));

  server.on("GET", /^\/api\/assistant\/history$/, ({ url }) => {
    if (url.search !== "") throw new Error("only the first page of the history is faked");
    return json({ greeting, exchanges: structuredClone(exchanges), nextCursor: null });
  });

  server.on("POST", /^\/api\/assistant$/, ({ body }) => {
    const request = assistantRequestSchema.safeParse(body);
    if (!request.success) throw new Error(`the page sent an invalid request: ${JSON.stringify(body)}`);
    const { message, confirm } = request.data;
    const question = confirm === undefined ? undefined : questions.get(confirm);
    if (confirm !== undefined && !question) {
      return errorAnswer(
        404,
        "question_expired",
        "This question has expired or was answered already. Please ask again.",
      );
    }
    const next = script.shift();
    if (!next) throw new Error("no reply scripted");
    if ("answer" in next) return next.answer();
    if (confirm !== undefined) closeQuestion(confirm);
    const { reply, confirmLabel } = next;
    const tokens = [...(reply.confirm ? [reply.confirm.token] : []), ...reply.choices.map((choice) => choice.token)];
    const exchange: AssistantExchange = {
      id: exchanges.length + 1,
      message: question?.label ?? message ?? "",
      response: recordOf(reply),
      createdAt: NOW,
      undoUntil: reply.actions.length > 0 ? UNDO_UNTIL : null,
      undo: reply.actions.length > 0 ? "available" : "none",
      open: tokens,
    };
    exchanges.push(exchange);
    if (reply.confirm) {
      const token = reply.confirm.token;
      questions.set(token, { label: confirmLabel ?? "Yes", exchange, with: [token] });
    }
    for (const choice of reply.choices) {
      questions.set(choice.token, { label: choice.label, exchange, with: reply.choices.map((each) => each.token) });
    }
    return json(reply);
  });

  server.on("POST", /^\/api\/assistant\/decline$/, ({ body }) => {
    const { confirm } = assistantDeclineSchema.parse(body);
    closeQuestion(confirm);
    return noContent();
  });

  return {
    /** The reply to the next `POST /api/assistant`. */
    replyNext: (reply: AssistantResponse, { confirmLabel }: { confirmLabel?: string } = {}) =>
      script.push({ reply, ...(confirmLabel ? { confirmLabel } : {}) }),
    /** Any other answer to the next `POST /api/assistant` (an error). */
    answerNext: (answer: () => Response) => script.push({ answer }),
    exchanges,
  };
}
