import { PENDING_REMINDERS_PER_USER_MAX } from "../../../shared/limits";
import type { Task } from "../../../shared/schemas/task";
import type { Clock } from "../../clock";
import { DomainError, notFound } from "../../errors";
import type { TaskEventBus } from "../../events/task-events";
import type { ListsService } from "../lists/lists.service";
import type { UsersRepository } from "../me/users.repository";
import { PendingRemindersFull } from "../reminders/reminder-rows";
import type { TasksRepository } from "./tasks.repository";

/**
 * What every use case of the tasks service works with, given once to `createTasksService` and passed to each
 * module's functions, with what they all do alike: find the task or refuse, and announce what changed.
 */
export interface TasksContext {
  taskRows: TasksRepository;
  events: TaskEventBus;
  clock: Clock;
  users: Pick<UsersRepository, "findProfile">;
  lists: Pick<ListsService, "ensureOwned">;
}

/** Where "today" is for the user: their time zone preference, UTC until they have one. */
export const timeZoneOf = async ({ users }: TasksContext, userId: string) =>
  (await users.findProfile(userId))?.preferences.timeZone ?? "UTC";

export function throwTaskNotFound(): never {
  throw notFound("This task");
}

export const getTask = async ({ taskRows }: TasksContext, userId: string, id: string): Promise<Task> =>
  (await taskRows.find(userId, id)) ?? throwTaskNotFound();

/** Why an update matched nothing: no such task for this user (404), or a newer version (409 with it). */
export async function refuseUpdate({ taskRows }: TasksContext, userId: string, id: string): Promise<never> {
  const current = await taskRows.find(userId, id);
  if (!current) throwTaskNotFound();
  throw new DomainError(
    "conflict",
    "conflict",
    "This task was changed elsewhere since you loaded it. Reload it and try again.",
    { details: { task: current } },
  );
}

/**
 * A write the repository refused because it would leave the account more than PENDING_REMINDERS_PER_USER_MAX
 * reminders still to come: a 409 saying what to do. Anything else goes on as it was.
 */
export function refusePendingRemindersFull(error: unknown): never {
  if (error instanceof PendingRemindersFull) {
    throw new DomainError(
      "conflict",
      "too_many_pending_reminders",
      `An account has at most ${PENDING_REMINDERS_PER_USER_MAX} reminders still to come. ` +
        "Remove some, or complete the tasks they are for, first.",
    );
  }
  throw error;
}

/** One event per task, each once. */
export async function announce(
  { events }: TasksContext,
  userId: string,
  type: "task.created" | "task.updated" | "task.deleted",
  ids: Iterable<string | null>,
) {
  for (const taskId of new Set(ids)) if (taskId) await events.publish({ type, userId, taskId });
}
