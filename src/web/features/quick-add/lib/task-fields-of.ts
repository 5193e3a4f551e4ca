import type { ListName } from "../../../../shared/schemas/list";
import type { QuickAddResult } from "../../../../shared/schemas/quick-add";
import type { CreateTaskInput } from "../../../../shared/schemas/task";

/**
 * The task fields quick-add text sets, as `POST /api/tasks` takes them: what the preview showed is what is saved.
 * The list named is one of `lists` (those the text was read with), by name.
 */
export function taskFieldsOf(result: QuickAddResult, lists: readonly ListName[]) {
  const listId = result.list === null ? undefined : lists.find((list) => list.name === result.list)?.id;
  return {
    title: result.title,
    ...(result.dueAt === null ? {} : { dueAt: result.dueAt, dueAllDay: result.allDay }),
    priority: result.priority,
    tags: result.tags,
    // None said: left out, so the task gets the user's default reminder.
    ...(result.reminders.length === 0 ? {} : { reminders: result.reminders }),
    ...(result.recurrence === null ? {} : { recurrence: result.recurrence }),
    ...(listId === undefined ? {} : { listId }),
  } satisfies CreateTaskInput;
}
