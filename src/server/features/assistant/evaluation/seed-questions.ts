import type { Task, TaskPage } from "../../../../shared/schemas/task";
import type { TestClient } from "../../../test/test-client";
import type { AccountState } from "./score";
import { berlin, EVALUATION_TIME_ZONE, type EvaluationList } from "./seed";

/** What a question about the seeded account may ask of it: the task API's list, its lists' ids, its tasks as seeded. */
interface Seeded {
  titles(query: string): Promise<string[]>;
  list: Record<EvaluationList, string | undefined>;
  tasks: Task[];
}

/** Due from the start of `from` to the start of `before` (Berlin days). */
const due = (from: string, before: string) => `dueFrom=${berlin(from)}&dueBefore=${berlin(before)}`;
/** Thursday 26 to Sunday 29 November: this week from today. */
const REST_OF_WEEK = due("2026-11-26", "2026-11-30");
const completedBetween = (tasks: Task[], from: string, before: string) =>
  tasks
    .filter(
      (task) => task.completedAt !== null && task.completedAt >= berlin(from) && task.completedAt < berlin(before),
    )
    .map((task) => task.title);

/**
 * The questions about the seeded account whose answers the corpora spell out (messages.ts's SEED_ANSWERS, and a
 * corpus's own beyond them), each as the task API answers it. A wrong answer spelled out in a corpus would score a
 * right reply wrong, so a test checks each against these.
 */
const SEED_QUESTIONS = {
  OVERDUE: ({ titles }) => titles("view=overdue"),
  DUE_TODAY: ({ titles }) => titles("view=today"),
  WORK_TODAY: ({ titles, list }) => titles(`view=today&list=${list.Work}`),
  TOMORROW: ({ titles }) => titles(due("2026-11-27", "2026-11-28")),
  SATURDAY: ({ titles }) => titles(due("2026-11-28", "2026-11-29")),
  SUNDAY: ({ titles }) => titles(due("2026-11-29", "2026-11-30")),
  WEEKEND: ({ titles }) => titles(due("2026-11-28", "2026-11-30")),
  REST_OF_WEEK: ({ titles }) => titles(REST_OF_WEEK),
  WORK_THIS_WEEK: ({ titles, list }) => titles(`${REST_OF_WEEK}&list=${list.Work}`),
  HOME_THIS_WEEK: ({ titles, list }) => titles(`${REST_OF_WEEK}&list=${list.Home}`),
  ERRANDS_THIS_WEEK: ({ titles }) => titles(`${REST_OF_WEEK}&tag=errands`),
  TUESDAY: ({ titles }) => titles(due("2026-12-01", "2026-12-02")),
  NEXT_WEEK: ({ titles }) => titles(due("2026-11-30", "2026-12-07")),
  DECEMBER: ({ titles }) => titles(due("2026-12-01", "2027-01-01")),
  UNDATED: ({ titles }) => titles("undated=true&parent=root"),
  WORK: ({ titles, list }) => titles(`list=${list.Work}&parent=root`),
  HOME: ({ titles, list }) => titles(`list=${list.Home}&parent=root`),
  ERRANDS: ({ titles }) => titles("tag=errands"),
  FINANCE: ({ titles }) => titles("tag=finance"),
  HEALTH: ({ titles }) => titles("tag=health"),
  FAMILY: ({ titles }) => titles("tag=family"),
  BILLS: ({ titles }) => titles("tag=bills"),
  HIGH: ({ titles }) => titles("priority=high"),
  HIGH_AT_WORK: ({ titles, list }) => titles(`priority=high&list=${list.Work}`),
  MEDIUM: ({ titles }) => titles("priority=medium"),
  LOW: ({ titles }) => titles("priority=low"),
  OPEN_SUBTASKS: async ({ tasks }) =>
    tasks.filter((task) => task.parentId !== null && task.completedAt === null).map((task) => task.title),
  DONE_LAST_WEEK: async ({ tasks }) => completedBetween(tasks, "2026-11-16", "2026-11-23"),
  DONE_THIS_WEEK: async ({ tasks }) => completedBetween(tasks, "2026-11-23", "2026-11-30"),
  DONE_YESTERDAY: async ({ tasks }) => completedBetween(tasks, "2026-11-25", "2026-11-26"),
} satisfies Record<string, (seeded: Seeded) => Promise<string[]>>;

type SeedQuestion = keyof typeof SEED_QUESTIONS;
/** A corpus's answers to questions about the seeded account, spelled out: checked by `wrongSeedAnswers`. */
export type SeedAnswers = Partial<Record<SeedQuestion, readonly string[]>>;

type SeededAccount = { client: TestClient; seeded: AccountState };

/** The seeded account's answer to `question`, sorted, as its task API and its tasks as seeded give it. */
async function seedAnswer({ client, seeded }: SeededAccount, question: SeedQuestion): Promise<string[]> {
  const tasks = [...seeded.tasks.values()];
  const listId = (name: EvaluationList) => seeded.lists.find((list) => list.name === name)?.id;
  const titles = async (query: string) => {
    const { body } = await client.get<TaskPage>(`/api/tasks?limit=200&tz=${EVALUATION_TIME_ZONE}&${query}`);
    return body.tasks.map((task) => task.title);
  };
  const answer = await SEED_QUESTIONS[question]({
    titles,
    list: { Work: listId("Work"), Home: listId("Home") },
    tasks,
  });
  return answer.sort();
}

/** Each of `answers` that is not the seeded account's, with the account's own beside it. */
export async function wrongSeedAnswers(account: SeededAccount, answers: SeedAnswers) {
  const wrong: { question: SeedQuestion; spelled: string[]; seed: string[] }[] = [];
  for (const [question, tasks] of Object.entries(answers) as [SeedQuestion, readonly string[]][]) {
    const [spelled, seed] = [[...tasks].sort(), await seedAnswer(account, question)];
    if (spelled.join("\n") !== seed.join("\n")) wrong.push({ question, spelled, seed });
  }
  return wrong;
}
