/** What a task has before anyone touches its details: the API tests expect it, the web tests fake it. */
export const NEW_TASK_DEFAULTS = {
  completed: false,
  completedAt: null,
  dueAt: null,
  dueAllDay: false,
  priority: "none",
  tags: [],
  reminders: [],
  recurrence: null,
  postponedCount: 0,
  listId: null,
  parentId: null,
  subtasks: { done: 0, total: 0 },
  version: 1,
} as const;
