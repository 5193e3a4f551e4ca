import type { Transaction } from "kysely";
import { PENDING_REMINDERS_PER_USER_MAX } from "../../../shared/limits";
import { type Reminder, sortReminders } from "../../../shared/schemas/task";
import { insertRows } from "../../db/insert-rows";
import { type DB, type Executor, toIsoString } from "../../db/schema";
import { lockUser } from "../../db/user-lock";
import type { TaskChanges } from "../tasks/task-rows";
import { fireAtOf, isPendingWhenWritten } from "./fire-at";

/** The reminders of a page of tasks (through the index on taskId). */
export const remindersQuery = (db: Executor, userId: string, ids: string[]) =>
  db
    .selectFrom("reminders")
    .select(["taskId", "at", "minutesBefore"])
    .where("userId", "=", userId)
    .where("taskId", "in", ids);

/** Each task's reminders, in their canonical order; one query. */
export async function remindersOf(db: Executor, userId: string, ids: string[]): Promise<Map<string, Reminder[]>> {
  const rows = await remindersQuery(db, userId, ids).execute();
  const byTask = new Map<string, Reminder[]>();
  for (const row of rows) byTask.set(row.taskId, [...(byTask.get(row.taskId) ?? []), reminderOf(row)]);
  for (const [taskId, reminders] of byTask) byTask.set(taskId, sortReminders(reminders));
  return byTask;
}

const reminderOf = (row: { at: Date | string | null; minutesBefore: number | null }): Reminder =>
  row.at === null ? { minutesBefore: Number(row.minutesBefore) } : { at: toIsoString(row.at) };

/**
 * A new reminder's row, due as `fireAtOf` says. One already due at `now` is settled (as if sent, never sent):
 * a reminder set for a time gone by, a restored or imported one, has nothing left to remind of.
 */
export function reminderRow(userId: string, taskId: string, reminder: Reminder, dueAt: string | null, now: string) {
  const fireAt = fireAtOf(reminder, dueAt);
  return {
    id: crypto.randomUUID(),
    userId,
    taskId,
    at: "at" in reminder ? reminder.at : null,
    minutesBefore: "minutesBefore" in reminder ? reminder.minutesBefore : null,
    fireAt,
    sentAt: isPendingWhenWritten(reminder, dueAt, now) ? null : now,
    late: false,
    createdAt: now,
  };
}

/**
 * Makes the task's reminders `reminders`: one it has already (the same instant, or the same minutes before)
 * stays as it is, sent or not; the others are deleted or added.
 */
export async function replaceReminders(
  db: Executor,
  userId: string,
  taskId: string,
  reminders: Reminder[],
  dueAt: string | null,
  now: string,
): Promise<void> {
  const existing = await db
    .selectFrom("reminders")
    .select(["id", "at", "minutesBefore"])
    .where("taskId", "=", taskId)
    .execute();
  const key = (reminder: Reminder) => JSON.stringify(reminder);
  const wanted = new Set(reminders.map(key));
  const kept = new Set<string>();
  const dropped: string[] = [];
  for (const row of existing) {
    const rowKey = key(reminderOf(row));
    if (wanted.has(rowKey)) kept.add(rowKey);
    else dropped.push(row.id);
  }
  if (dropped.length > 0) await db.deleteFrom("reminders").where("id", "in", dropped).execute();
  await insertRows(
    db,
    "reminders",
    reminders
      .filter((reminder) => !kept.has(key(reminder)))
      .map((reminder) => reminderRow(userId, taskId, reminder, dueAt, now)),
  );
}

/**
 * The task's due date moved: its relative reminders are due relative to the new one. Those now due later than
 * `now` are pending again (a repeating task's next occurrence reminds again); those already sent whose new
 * time has passed stay sent.
 */
export async function followDueDate(db: Executor, taskId: string, dueAt: string | null, now: string): Promise<void> {
  const relative = await db
    .selectFrom("reminders")
    .select(["id", "minutesBefore"])
    .where("taskId", "=", taskId)
    .where("minutesBefore", "is not", null)
    .execute();
  for (const { id, minutesBefore } of relative) {
    const fireAt = fireAtOf({ minutesBefore: Number(minutesBefore) }, dueAt);
    const rearm = fireAt !== null && fireAt > now;
    await db
      .updateTable("reminders")
      .set({ fireAt, ...(rearm ? { sentAt: null, late: false } : {}) })
      .where("id", "=", id)
      .execute();
  }
}

/**
 * The tasks were completed or reopened at `now`. Completing one settles its pending reminders (marked sent
 * without being sent, so they never go out); reopening it makes those still to come pending again.
 */
export async function settleReminders(db: Executor, taskIds: string[], completed: boolean, now: string): Promise<void> {
  if (taskIds.length === 0) return;
  const query = db.updateTable("reminders").where("taskId", "in", taskIds);
  if (completed) await query.set({ sentAt: now, late: false }).where("sentAt", "is", null).execute();
  else
    await query.set({ sentAt: null, late: false }).where("sentAt", "is not", null).where("fireAt", ">", now).execute();
}

/** Thrown by a write that would leave its user more than PENDING_REMINDERS_PER_USER_MAX pending reminders. */
export class PendingRemindersFull extends Error {
  constructor() {
    super(`A write would leave its user more than ${PENDING_REMINDERS_PER_USER_MAX} pending reminders`);
    this.name = "PendingRemindersFull";
  }
}

/**
 * The user's pending reminders, counted through the partial index on `userId` and no further than one past
 * the limit: what a write must know costs the same however many an account holds.
 */
export async function pendingReminders(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom("reminders")
        .select("id")
        .where("userId", "=", userId)
        .where("sentAt", "is", null)
        .limit(PENDING_REMINDERS_PER_USER_MAX + 1)
        .as("pending"),
    )
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * A transaction's `write`, one that `arms` reminders (may make some pending: new ones, a due date that re-arms
 * relative ones, a task reopened), run under the user's lock, and refused with PendingRemindersFull (rolling it
 * back) when it leaves the user past PENDING_REMINDERS_PER_USER_MAX with more than before. A write that arms
 * nothing, or lowers the count, always goes through.
 */
export function holdingPendingReminders<T>(
  userId: string,
  arms: boolean,
  write: (trx: Transaction<DB>) => Promise<T>,
): (trx: Transaction<DB>) => Promise<T> {
  if (!arms) return write;
  return async (trx) => {
    await lockUser(trx, userId);
    const before = await pendingReminders(trx, userId);
    const result = await write(trx);
    await refuseOverPendingReminders(trx, userId, before);
    return result;
  };
}

/**
 * Throws PendingRemindersFull when the user has more pending reminders than PENDING_REMINDERS_PER_USER_MAX, and
 * more than `before`. After a write that only adds (an import's), the lock may be taken here: it then holds no
 * row another writer of the user waits for, and counts once those before it have committed.
 */
export async function refuseOverPendingReminders(trx: Transaction<DB>, userId: string, before = 0): Promise<void> {
  await lockUser(trx, userId);
  const after = await pendingReminders(trx, userId);
  if (after > PENDING_REMINDERS_PER_USER_MAX && after > before) throw new PendingRemindersFull();
}

/** Whether changes to a task may make reminders pending (a subtask reopened, see `changeSubtasks`, likewise). */
export const armsReminders = (changes: Partial<TaskChanges>) =>
  changes.reminders !== undefined || changes.dueAt !== undefined || changes.completed === false;

/** The instants of the task's reminders at an instant that have been sent (or settled): spent. */
export async function spentReminderInstants(db: Executor, userId: string, taskId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom("reminders")
    .select("at")
    .where("userId", "=", userId)
    .where("taskId", "=", taskId)
    .where("at", "is not", null)
    .where("sentAt", "is not", null)
    .execute();
  return new Set(rows.flatMap(({ at }) => (at === null ? [] : [toIsoString(at)])));
}
