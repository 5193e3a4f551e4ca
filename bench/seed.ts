// One user's 10,000 tasks (and a neighbour's as many), written straight into the database (faster than through the API), for the
// benchmarks that need a big account: a realistic mix of due dates, priorities, tags, reminders and completed tasks.
import { sql } from "kysely";
import { type Database, openDatabase } from "../src/server/db/connection";
import { createListsRepository } from "../src/server/features/lists/lists.repository";
import type { NewTask } from "../src/server/features/tasks/task-rows";
import { createTasksRepository, type TasksRepository } from "../src/server/features/tasks/tasks.repository";
import { type Reminder, TASK_PRIORITIES } from "../src/shared/schemas/task";

export const TASKS = 10_000;
const DAY_MS = 86_400_000;
const SEED_BATCH = 500;
const WORDS =
  "plan call write buy fix read send book pay clean review order visit email draft check water cook ship".split(" ");
const TAGS = ["home", "work", "errands", "health", "money", "family", "garden", "travel", "study", "car"];

const pick = <T>(items: readonly T[], index: number): T => items[index % items.length] as T;

/** `count` tasks for the user, and as many for a neighbour. */
export async function seed(databaseUrl: string | undefined, dataDir: string, userId: string, count = TASKS) {
  const database = openDatabase({ databaseUrl, dataDir });
  // Only this seeding connection skips syncing to disk; the server keeps its own settings.
  if (database.engine === "sqlite") await sql`pragma synchronous = off`.execute(database.db);
  const tasks = createTasksRepository(database.db);
  // A neighbour with as many tasks, so plans are chosen as on a shared instance: with one user in the
  // table, "this user's open tasks" is most of it, and PostgreSQL rightly prefers reading all of it.
  const neighbourId = await seedUser(database, "neighbour");
  for (const owner of [userId, neighbourId]) await seedTasks(tasks, owner, count);
  await sql`analyze`.execute(database.db);
  return { database, tasks };
}

/** A user without a password (nobody signs in as them), written straight into the database; returns its id. */
export async function seedUser(database: Database, name: string): Promise<string> {
  const id = `${name}-${crypto.randomUUID()}`;
  const now = new Date().toISOString();
  await database.db
    .insertInto("users")
    .values({
      id,
      name: "",
      email: `${id}@example.com`,
      emailVerified: false,
      image: null,
      displayName: "",
      role: "user",
      timeZone: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}

/** `count` lists for one user, made as the API makes them (each after the last); returns their ids. */
export async function seedLists(database: Database, userId: string, count: number): Promise<string[]> {
  const lists = createListsRepository(database.db);
  const ids: string[] = [];
  const now = new Date().toISOString();
  for (let index = 0; index < count; index++) {
    const list = await lists.insert({
      id: crypto.randomUUID(),
      userId,
      name: `${pick(TAGS, index)} ${index}`,
      color: null,
      archived: false,
      emoji: null,
      createdAt: now,
      updatedAt: now,
    });
    ids.push(list.id);
  }
  return ids;
}

/** `count` tasks of the seeded mix for one user; with `listIds`, spread over those lists and the Inbox. */
export async function seedTasks(
  tasks: TasksRepository,
  userId: string,
  count: number,
  listIds: readonly string[] = [],
): Promise<void> {
  const all = tasksOf(userId, count, listIds);
  // A transaction per batch: one per task made seeding PostgreSQL take minutes.
  for (let start = 0; start < all.length; start += SEED_BATCH) {
    await tasks.insertAll(all.slice(start, start + SEED_BATCH), new Date().toISOString());
  }
}

/** One task in this many (none of them completed) has reminders: one, or two when it is due. */
const REMINDERS_EVERY = 5;
/**
 * A reminder's instant, this many days before and after the seeding, spread evenly: those before it are settled
 * (as sent) when written, the rest pending, most of them days or weeks ahead.
 */
export const REMINDER_DAYS = { before: 3, after: 60 } as const;

/** The reminders of the `index`th task: at an instant, and 30 minutes before when it is due. */
function seededReminders(index: number, now: number, dated: boolean): Reminder[] {
  if (index % REMINDERS_EVERY !== 1) return [];
  const span = (REMINDER_DAYS.before + REMINDER_DAYS.after) * DAY_MS;
  const at = new Date(now - REMINDER_DAYS.before * DAY_MS + ((index * 7_919_993) % span)).toISOString();
  return dated ? [{ at }, { minutesBefore: 30 }] : [{ at }];
}

/** One task in this many is a subtask of the task before it (in its list), so the tree's shapes have work to do. */
const SUBTASK_EVERY = 10;

function tasksOf(userId: string, count: number, listIds: readonly string[]): NewTask[] {
  const now = Date.now();
  const all = Array.from({ length: count }, (_none, index): NewTask => {
    const words = [pick(WORDS, index), pick(WORDS, index * 7 + 3), pick(WORDS, index * 13 + 5)];
    const createdAt = new Date(now - (count - index) * 60_000).toISOString();
    const completed = index % 5 === 0;
    const dated = index % 10 < 3;
    return {
      id: crypto.randomUUID(),
      userId,
      title: `${words[0]} ${words[1]} ${index}`,
      description: index === 4242 ? "Feed the zebra" : `${words.join(" ")} and some more words about it`,
      dueAt: dated ? new Date(now + ((index % 121) - 60) * DAY_MS).toISOString() : null,
      dueAllDay: index % 2 === 0,
      priority: pick(TASK_PRIORITIES, index * 3),
      tags: Array.from({ length: index % 4 }, (_noTag, tag) => pick(TAGS, index * 3 + tag)),
      reminders: seededReminders(index, now, dated),
      completed,
      completedAt: completed ? createdAt : null,
      // Every list gets some, the Inbox as many as one list.
      listId: listIds.length > 0 ? (listIds[index % (listIds.length + 1)] ?? null) : null,
      createdAt,
    };
  });
  // The parent comes first in the array, so it is inserted first (a subtask's parent must exist).
  all.forEach((task, index) => {
    const parent = all[index - 1];
    if (index % SUBTASK_EVERY === 2 && parent) Object.assign(task, { parentId: parent.id, listId: parent.listId });
  });
  return all;
}
