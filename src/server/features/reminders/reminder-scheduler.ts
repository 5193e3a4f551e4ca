import { setImmediate } from "node:timers/promises";
import { REMINDER_BATCHES_PER_ROUND_MAX } from "../../../shared/limits";
import type { Clock } from "../../clock";
import type { Database } from "../../db/connection";
import type { Logger } from "../../logger";
import { createRemindersRepository, type DueReminder } from "./reminders.repository";

/** How often each instance looks for reminders due. */
export const REMINDER_POLL_MS = 15_000;
/** A reminder sent more than this after it was due says it is late (e.g. due while the server was down). */
export const REMINDER_LATE_MS = 60 * 60 * 1000;

export type DeliverReminder = (reminder: DueReminder) => Promise<void>;

/**
 * Rows, not timers (see docs/decisions/014-reminders.md): `runDue` claims the reminders due by the clock's now,
 * marking them sent as it claims them, and only then delivers each. At most once: a delivery that fails is
 * logged, not tried again; none is ever sent twice, by this instance or another.
 */
export function createReminderScheduler({
  database,
  clock,
  deliver,
  logger,
}: {
  database: Database;
  clock: Clock;
  deliver: DeliverReminder;
  logger: Logger;
}) {
  const reminders = createRemindersRepository(database);
  return {
    /**
     * Sends the reminders due now, a batch at a time (each taking turns between users, see `claimDue`), claiming
     * the next batch at once until one comes empty, up to REMINDER_BATCHES_PER_ROUND_MAX with the event loop let
     * go between two; answers how many it claimed. Not "until one comes short": on PostgreSQL two instances'
     * claims may split one batch between them (each skipping the rows the other holds), and both would stop with
     * the rest still due.
     */
    async runDue(): Promise<number> {
      let claimed = 0;
      for (let batch = 0; batch < REMINDER_BATCHES_PER_ROUND_MAX; batch++) {
        if (batch > 0) await setImmediate();
        const now = clock.now();
        const lateBefore = new Date(now.getTime() - REMINDER_LATE_MS).toISOString();
        const due = await reminders.claimDue(now.toISOString(), lateBefore);
        for (const reminder of due) {
          try {
            await deliver(reminder);
          } catch (error) {
            logger.error({ err: error, taskId: reminder.taskId }, "A reminder could not be delivered");
          }
        }
        if (due.length === 0) break;
        claimed += due.length;
      }
      return claimed;
    },
  };
}

export type ReminderScheduler = ReturnType<typeof createReminderScheduler>;
