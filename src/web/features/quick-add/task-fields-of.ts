import type { QuickAddResult } from "../../../shared/schemas/quick-add";
import type { CreateTaskInput } from "../../../shared/schemas/task";

/** The task fields quick-add text sets, as `POST /api/tasks` takes them: what the preview showed is what is saved. */
export function taskFieldsOf(result: QuickAddResult) {
  return {
    title: result.title,
    ...(result.dueAt === null ? {} : { dueAt: result.dueAt, dueAllDay: result.allDay }),
    priority: result.priority,
    tags: result.tags,
    ...(result.recurrence === null ? {} : { recurrence: result.recurrence }),
  } satisfies CreateTaskInput;
}
