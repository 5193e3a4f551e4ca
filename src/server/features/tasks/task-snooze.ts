import { TASK_REMINDERS_MAX } from "../../../shared/limits";
import { type SnoozeChoice, type SnoozeResult, sortReminders } from "../../../shared/schemas/task";
import { sameTimeNextDay } from "../../../shared/time/zoned-time";
import { DomainError } from "../../errors";
import { announce, getTask, refusePendingRemindersFull, refuseUpdate, type TasksContext, timeZoneOf } from "./context";

const SNOOZE_MS = { "10m": 10 * 60_000, "1h": 60 * 60_000 } as const;

/** When a reminder snoozed at `now` comes again: "tomorrow" is the same time of day in the user's zone. */
function snoozedUntil(choice: SnoozeChoice, now: Date, timeZone: string): Date {
  return choice === "tomorrow" ? sameTimeNextDay(now, timeZone) : new Date(now.getTime() + SNOOZE_MS[choice]);
}

export async function snoozeTask(
  ctx: TasksContext,
  userId: string,
  id: string,
  choice: SnoozeChoice,
  expectedVersion?: number,
): Promise<SnoozeResult> {
  const current = await getTask(ctx, userId, id);
  if (current.completed) {
    throw new DomainError("conflict", "task_completed", "A completed task has nothing to remind of.");
  }
  const spent = await ctx.taskRows.spentReminderInstants(userId, id);
  const kept = current.reminders.filter((reminder) => !("at" in reminder && spent.has(reminder.at)));
  if (kept.length >= TASK_REMINDERS_MAX) {
    throw new DomainError(
      "conflict",
      "too_many_reminders",
      `This task has ${TASK_REMINDERS_MAX} reminders still to come, the most it can have. Remove one to snooze.`,
    );
  }
  const now = ctx.clock.now();
  const at = snoozedUntil(choice, now, await timeZoneOf(ctx, userId)).toISOString();
  const changes = { reminders: sortReminders([...kept, { at }]), updatedAt: now.toISOString() };
  const saved = await ctx.taskRows
    .update(userId, id, changes, expectedVersion ?? current.version)
    .catch(refusePendingRemindersFull);
  if (!saved) return refuseUpdate(ctx, userId, id);
  await announce(ctx, userId, "task.updated", [id]);
  return { task: saved, snoozedUntil: at };
}
