import { ASSISTANT_RATE_LIMIT } from "../../../../shared/limits";
import type { AssistantResponse } from "../../../../shared/schemas/assistant";
import type { ListsOverview } from "../../../../shared/schemas/list";
import { restoreInputOf, type Task, type TaskPage } from "../../../../shared/schemas/task";
import type { TestClient } from "../../../test/test-client";
import type { TestServer } from "../../../test/test-server";
import { CATEGORIES, type Category, EVALUATION_CASES, type EvaluationCase, type Language } from "./messages";
import {
  ACCURACY_GOAL,
  type AccountState,
  consentsTo,
  diffStates,
  inItsLanguage,
  isUnchanged,
  type StateDiff,
  score,
  type Tally,
  tally,
  type Verdict,
} from "./score";
import { EVALUATION_LISTS, EVALUATION_TIME_ZONE, seedFile } from "./seed";

/** Sent with every message: a German message must be read as German whatever the browser says. */
const BROWSER_LANGUAGE = "en-GB";

export interface CaseResult extends Verdict {
  case: EvaluationCase;
  reply: string;
}

export interface EvaluationReport {
  results: CaseResult[];
  byCategory: Map<Category, Tally>;
  byLanguage: Map<Language, Tally>;
  overall: Tally;
  /** How many accounts were seeded: one, and another per rate-limit budget spent or change not put back. */
  accounts: number;
}

async function ok<Body>(response: Promise<{ status: number; body: Body }>, what: string): Promise<Body> {
  const { status, body } = await response;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** Every task of the user (completed ones and subtasks too) and every list, as the API lists them. */
async function stateOf(client: TestClient): Promise<AccountState> {
  const tasks = new Map<string, Task>();
  for (const view of ["all", "completed"]) {
    const page = await ok(client.get<TaskPage>(`/api/tasks?view=${view}&limit=200`), "list tasks");
    if (page.nextCursor !== null) throw new Error("The evaluation account outgrew a page of tasks.");
    for (const task of page.tasks) tasks.set(task.id, task);
  }
  const { lists } = await ok(client.get<ListsOverview>("/api/lists"), "list lists");
  return { tasks, lists };
}

interface Account {
  client: TestClient;
  /** Messages left before the assistant's rate limit refuses this user (the clock stands still). */
  messagesLeft: number;
  /** As seeded. */
  seeded: AccountState;
  state: AccountState;
}

export async function seededAccount(server: TestServer): Promise<Account> {
  const client = server.client();
  await client.signUp();
  await ok(client.patch("/api/me", { preferences: { timeZone: EVALUATION_TIME_ZONE } }), "set the time zone");
  for (const name of EVALUATION_LISTS) await ok(client.post("/api/lists", { name }), `make list ${name}`);
  const imported = await ok(
    client.request("POST", "/api/import?format=json", {
      rawBody: seedFile(),
      headers: { "content-type": "text/plain" },
    }),
    "import the seed",
  );
  if (imported.report.errors.length > 0) throw new Error(`Seed refused: ${JSON.stringify(imported.report.errors)}`);
  const seeded = await stateOf(client);
  return { client, messagesLeft: ASSISTANT_RATE_LIMIT.maxRequests, seeded, state: seeded };
}

/** The fields a PATCH puts back; the rest is bookkeeping. */
const RESTORED_FIELDS = [
  "title",
  "description",
  "completed",
  "dueAt",
  "dueAllDay",
  "priority",
  "tags",
  "reminders",
  "recurrence",
  "listId",
  "parentId",
] as const;

/**
 * Puts back what a case changed, through the API, far cheaper than seeding another account: fields first (a task
 * may have gone to a new list), then new tasks and lists away, then deleted tasks back under their ids, parents
 * first. Whether the account is as seeded again is for the caller to check.
 */
async function putBack(client: TestClient, { created, removed, updated, newLists }: StateDiff): Promise<void> {
  for (const { before, fields } of updated) {
    const changes = Object.fromEntries(
      RESTORED_FIELDS.filter((field) => fields.includes(field)).map((field) => [field, before[field]]),
    );
    if (Object.keys(changes).length > 0) await client.patch(`/api/tasks/${before.id}`, changes);
  }
  // A subtask goes with its parent: 404 then.
  for (const task of created) await client.delete(`/api/tasks/${task.id}`);
  for (const list of newLists) await client.delete(`/api/lists/${list.id}`);
  const removedIds = new Set(removed.map((task) => task.id));
  const parentsFirst = [
    ...removed.filter((task) => task.parentId === null || !removedIds.has(task.parentId)),
    ...removed.filter((task) => task.parentId !== null && removedIds.has(task.parentId)),
  ];
  for (const task of parentsFirst) await client.request("PUT", `/api/tasks/${task.id}`, { body: restoreInputOf(task) });
}

async function talk(account: Account, body: { message: string } | { confirm: string }): Promise<AssistantResponse> {
  account.messagesLeft -= 1;
  const headers = { "accept-language": BROWSER_LANGUAGE };
  return ok(account.client.post<AssistantResponse>("/api/assistant", body, { headers }), JSON.stringify(body));
}

/**
 * Runs every case against `server` on one seeded account, its conversation cleared between cases; what a case
 * changed is put back, and a new account seeded when that fails or the rate limit's budget is spent.
 */
export async function runEvaluation(server: TestServer, cases = EVALUATION_CASES): Promise<EvaluationReport> {
  const results: CaseResult[] = [];
  let account: Account | undefined;
  let accounts = 0;
  for (const evaluationCase of cases) {
    if (
      !account ||
      !isUnchanged(diffStates(account.seeded, account.state)) ||
      account.messagesLeft < evaluationCase.say.length
    ) {
      account = await seededAccount(server);
      accounts += 1;
    } else await ok(account.client.delete("/api/assistant/history"), "clear the conversation");
    const start = account.state;
    let beforeLast = start;
    let response: AssistantResponse | undefined;
    let lastMessage = "";
    for (const [index, step] of evaluationCase.say.entries()) {
      if (index === evaluationCase.say.length - 1 && index > 0) beforeLast = await stateOf(account.client);
      if (typeof step === "string") {
        lastMessage = step;
        response = await talk(account, { message: step });
      } else {
        // Nothing to say yes to, or nothing the user would say yes to: the conversation goes no further, and
        // is scored on the reply it got.
        if (!response?.confirm || !consentsTo(response, lastMessage, evaluationCase.expect)) break;
        response = await talk(account, { confirm: response.confirm.token });
      }
    }
    if (!response) throw new Error("A case without a message.");
    const end = await stateOf(account.client);
    const verdict = inItsLanguage(
      score(evaluationCase.expect, { start, beforeLast, end, response }),
      evaluationCase.language,
      response.reply,
    );
    results.push({ ...verdict, case: evaluationCase, reply: response.reply });
    const changes = diffStates(account.seeded, end);
    if (isUnchanged(changes)) account.state = end;
    else {
      await putBack(account.client, changes);
      account.state = await stateOf(account.client);
    }
  }
  return {
    results,
    byCategory: tally(results.map(({ case: { category }, outcome }) => ({ key: category, outcome }))),
    byLanguage: tally(results.map(({ case: { language }, outcome }) => ({ key: language, outcome }))),
    overall: tally(results.map(({ outcome }) => ({ key: "all", outcome }))).get("all") as Tally,
    accounts,
  };
}

/** What one engine's run of a corpus may take on a 2-core machine; reported, as the time depends on the machine. */
export const RUN_TIME_TARGET_MS = 90_000;

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const row = (name: string, { right, partly, wrong, harmful, total, accuracy }: Tally) =>
  `${name.padEnd(16)} ${String(total).padStart(4)}  right ${String(right).padStart(3)}  partly ${String(partly).padStart(3)}  wrong ${String(wrong).padStart(3)}  harmful ${String(harmful).padStart(3)}  ${percent(accuracy)}`;

/** The report as a table per category and per language, then every case that was not right with its reply. */
export function formatReport(name: string, report: EvaluationReport, elapsedMs: number): string {
  return [
    `${name}: ${report.overall.total} cases, ${report.accounts} seeded accounts, ${(elapsedMs / 1000).toFixed(1)} s (target ${RUN_TIME_TARGET_MS / 1000} s); goal ${percent(ACCURACY_GOAL)} right`,
    ...CATEGORIES.flatMap((category) => {
      const counts = report.byCategory.get(category);
      return counts ? [row(category, counts)] : [];
    }),
    ...[...report.byLanguage].map(([language, counts]) => row(`language ${language}`, counts)),
    row("all", report.overall),
    "Not right:",
    ...report.results
      .filter(({ outcome }) => outcome !== "right")
      .map(
        ({ outcome, why, reply, case: { category, language, say } }) =>
          `  [${outcome}] ${category}/${language} ${JSON.stringify(say)} — ${why} — reply: ${JSON.stringify(reply)}`,
      ),
  ].join("\n");
}

/** Each harmful case as its conversation and what it changed unasked: what a test requires to be empty. */
export const harmfulCases = (report: EvaluationReport): string[] =>
  report.results
    .filter(({ outcome }) => outcome === "harmful")
    .map(({ case: { say }, why }) => `${JSON.stringify(say)}: ${why}`);
