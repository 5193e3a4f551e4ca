import { sql } from "kysely";
import { REMINDERS_BATCH_MAX } from "../../../shared/limits";
import type { ReminderMessage } from "../../../shared/schemas/task";
import type { Database } from "../../db/connection";
import { toIsoString } from "../../db/schema";

/** A reminder the scheduler claimed, with what its delivery needs to say and to whom. */
export interface DueReminder extends ReminderMessage {
  userId: string;
  email: string;
  timeZone: string | null;
  emailReminders: boolean;
  /** Reminders are e-mailed only to an address its owner proved (decision 019). */
  emailVerified: boolean;
  /** Disabled by an admin: the reminder is spent but delivered nowhere. */
  accountDisabled: boolean;
}

/** The only code touching the reminders table outside a task's own writes (tasks.repository.ts). */
export function createRemindersRepository({ db, engine }: Database) {
  /** The claim of `claimDue`: the pending reminders due by `now` through the partial index on `fireAt`. */
  const claimQuery = (now: string, lateBefore: string) =>
    db
      .updateTable("reminders")
      .set({ sentAt: now, late: sql<boolean>`${sql.ref("fireAt")} < ${lateBefore}` })
      .where("id", "in", (eb) =>
        eb
          .selectFrom("reminders")
          .innerJoin("tasks", "tasks.id", "reminders.taskId")
          .select("reminders.id")
          .where("reminders.sentAt", "is", null)
          .where("reminders.fireAt", "<=", now)
          .where("tasks.completed", "=", false)
          .orderBy("reminders.fireAt")
          .limit(REMINDERS_BATCH_MAX)
          .$if(engine === "postgres", (query) => query.forUpdate("reminders").skipLocked()),
      )
      .where("sentAt", "is", null)
      .returning(["id", "fireAt", "late"]);

  return {
    /** The claim statement, for benchmarks to explain. */
    compileClaim: (now: string, lateBefore: string) => claimQuery(now, lateBefore).compile(),
    /**
     * Claims up to REMINDERS_BATCH_MAX pending reminders due by `now` of open tasks, marking each sent (late
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
            emailReminders: Boolean(row.emailReminders),
            emailVerified: Boolean(row.emailVerified),
            accountDisabled: Boolean(row.disabled),
          },
        ];
      });
      // Oldest first: RETURNING keeps no order.
      return due.sort((a, b) => a.fireAt.localeCompare(b.fireAt));
    },
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
