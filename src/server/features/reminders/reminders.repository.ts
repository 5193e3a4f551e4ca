import { sql } from "kysely";
import { REMINDERS_BATCH_MAX } from "../../../shared/limits";
import type { ReminderMessage } from "../../../shared/schemas/task";
import type { TimeFormat } from "../../../shared/schemas/user";
import type { Database } from "../../db/connection";
import { toIsoString } from "../../db/schema";

/** A reminder the scheduler claimed, with what its delivery needs to say and to whom. */
export interface DueReminder extends ReminderMessage {
  userId: string;
  email: string;
  timeZone: string | null;
  timeFormat: TimeFormat;
  emailReminders: boolean;
  /** Reminders are e-mailed only to an address its owner proved (decision 018). */
  emailVerified: boolean;
  /** Disabled by an admin: the reminder is spent but delivered nowhere. */
  accountDisabled: boolean;
}

/**
 * Reminders in the order of the claim's turns: each user's oldest, then each one's second oldest…, a turn's
 * oldest first. Delivered so, one user's many do not hold up another's few while they go out.
 */
function inTurns(due: DueReminder[]): DueReminder[] {
  const turnsTaken = new Map<string, number>();
  return due
    .sort((a, b) => a.fireAt.localeCompare(b.fireAt))
    .map((reminder) => {
      const turn = (turnsTaken.get(reminder.userId) ?? 0) + 1;
      turnsTaken.set(reminder.userId, turn);
      return { reminder, turn };
    })
    .sort((a, b) => a.turn - b.turn || a.reminder.fireAt.localeCompare(b.reminder.fireAt))
    .map(({ reminder }) => reminder);
}

/** The name of the claim's subquery of due reminders with their turns: a plan that scans it reads no table. */
export const CLAIM_SUBQUERY = "due";

/** The only code touching the reminders table outside a task's own writes (reminder-rows.ts). */
export function createRemindersRepository({ db, engine }: Database) {
  /**
   * The claim of `claimDue`: the next batch of pending reminders due by `now`, read through the partial index on
   * `fireAt`, taking turns between their users (turn 1 is each user's oldest, turn 2 each one's second oldest…),
   * so that one user's thousands due wait behind another's one, not the other way round. PostgreSQL locks no
   * rows in a query with a window function, hence the layer that locks (skipping those another claim holds).
   */
  const claimQuery = (now: string, lateBefore: string) => {
    const turns = db
      .selectFrom("reminders")
      .innerJoin("tasks", "tasks.id", "reminders.taskId")
      .select((eb) => [
        "reminders.id",
        "reminders.fireAt",
        eb.fn
          .agg<number>("row_number")
          .over((over) => over.partitionBy("reminders.userId").orderBy("reminders.fireAt").orderBy("reminders.id"))
          .as("turn"),
      ])
      .where("reminders.sentAt", "is", null)
      .where("reminders.fireAt", "<=", now)
      .where("tasks.completed", "=", false);
    const batch = db
      .selectFrom(turns.as(CLAIM_SUBQUERY))
      .select(`${CLAIM_SUBQUERY}.id`)
      .orderBy(`${CLAIM_SUBQUERY}.turn`)
      .orderBy(`${CLAIM_SUBQUERY}.fireAt`)
      .orderBy(`${CLAIM_SUBQUERY}.id`)
      .limit(REMINDERS_BATCH_MAX);
    return db
      .updateTable("reminders")
      .set({ sentAt: now, late: sql<boolean>`${sql.ref("fireAt")} < ${lateBefore}` })
      .where("id", "in", (eb) =>
        eb
          .selectFrom("reminders as unclaimed")
          .select("unclaimed.id")
          .where("unclaimed.id", "in", batch)
          .where("unclaimed.sentAt", "is", null)
          .$if(engine === "postgres", (query) => query.forUpdate().skipLocked()),
      )
      .where("sentAt", "is", null)
      .returning(["id", "fireAt", "late"]);
  };

  return {
    /** The claim statement, for benchmarks and tests to explain. */
    compileClaim: (now: string, lateBefore: string) => claimQuery(now, lateBefore).compile(),
    /**
     * Claims up to REMINDERS_BATCH_MAX pending reminders due by `now` of open tasks, in turns between their
     * users (see `claimQuery`; answered in that order, see `inTurns`), marking each sent (late
     * when due before `lateBefore`) in the same statement: a reminder is claimed once, whoever else is claiming.
     * On PostgreSQL the rows another claim holds are skipped, not waited for; SQLite's one writer serialises.
     * One statement, so one short transaction: no lock is held while anything else runs (on SQLite, another
     * instance in the same process waiting for the lock would otherwise block the one holding it).
     */
    async claimDue(now: string, lateBefore: string): Promise<DueReminder[]> {
      const claimed = await claimQuery(now, lateBefore).execute();
      if (claimed.length === 0) return [];
      // A task deleted meanwhile has nothing left to remind of.
      const details = await db
        .selectFrom("reminders")
        .innerJoin("tasks", "tasks.id", "reminders.taskId")
        .innerJoin("users", "users.id", "reminders.userId")
        .select([
          "reminders.id",
          "reminders.userId",
          "reminders.taskId",
          "tasks.title",
          "tasks.dueAt",
          "tasks.dueAllDay",
          "users.email",
          "users.timeZone",
          "users.timeFormat",
          "users.emailReminders",
          "users.emailVerified",
          "users.disabled",
        ])
        .where(
          "reminders.id",
          "in",
          claimed.map((row) => row.id),
        )
        .execute();
      const byId = new Map(details.map((row) => [row.id, row]));
      const due: DueReminder[] = claimed.flatMap(({ id, fireAt, late }) => {
        const row = byId.get(id);
        if (!row || fireAt === null) return [];
        return [
          {
            userId: row.userId,
            taskId: row.taskId,
            title: row.title,
            dueAt: row.dueAt === null ? null : toIsoString(row.dueAt),
            dueAllDay: Boolean(row.dueAllDay),
            fireAt: toIsoString(fireAt),
            late: Boolean(late),
            email: row.email,
            timeZone: row.timeZone,
            timeFormat: row.timeFormat as TimeFormat,
            emailReminders: Boolean(row.emailReminders),
            emailVerified: Boolean(row.emailVerified),
            accountDisabled: Boolean(row.disabled),
          },
        ];
      });
      // RETURNING keeps no order.
      return inTurns(due);
    },
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
