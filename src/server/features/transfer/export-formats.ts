import type { AssistantExchange } from "../../../shared/schemas/assistant";
import type { List } from "../../../shared/schemas/list";
import type { Task } from "../../../shared/schemas/task";
import {
  CSV_COLUMNS,
  type ExportFormat,
  JSON_EXPORT_FORMAT,
  JSON_EXPORT_VERSION,
} from "../../../shared/schemas/transfer";
import type { User } from "../../../shared/schemas/user";
import { wallClockAt } from "../../../shared/time/zoned-time";
import { csvLine } from "./csv";
import { icsFooter, icsHeader, icsTodo } from "./ics";

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * A task's fields as exported: everything but its edit version, which belongs to this server, and its subtasks'
 * progress, which the file's tasks tell. Its id stays for its subtasks' `parentId` to name.
 */
function exportedTask({ version: _version, subtasks: _subtasks, ...task }: Task) {
  return task;
}

/** An all-day task's day where the user is ("2026-11-30"); a timed one's instant in UTC. */
export function csvDue(task: Task, timeZone: string): string {
  if (task.dueAt === null) return "";
  if (!task.dueAllDay) return task.dueAt;
  const { year, month, day } = wallClockAt(new Date(task.dueAt), timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

type Pages = AsyncIterable<Task[]>;
/** The assistant's kept exchanges, oldest first, a page at a time. */
type Conversation = () => AsyncIterable<AssistantExchange[]>;

/** What an export holds besides the tasks, which it reads a page at a time. */
interface Account {
  user: User;
  /** The user's lists, in their order. */
  lists: List[];
}

/** A list's fields as exported: the counts are the tasks'. */
const exportedList = ({ id, name, color, emoji, position, archived }: List) => ({
  id,
  name,
  color,
  emoji,
  position,
  archived,
});

/** The lists come before the tasks, so that an import reading the file as it comes knows each task's list. */
async function* json({ user, lists }: Account, pages: Pages, now: Date, conversation: Conversation) {
  const { email, displayName, createdAt, preferences } = user;
  const head = { format: JSON_EXPORT_FORMAT, version: JSON_EXPORT_VERSION, exportedAt: now.toISOString() };
  const profile = { email, displayName, createdAt, preferences };
  const listsJson = JSON.stringify(lists.map(exportedList));
  yield `${JSON.stringify(head).slice(0, -1)},"profile":${JSON.stringify(profile)},"lists":${listsJson},"tasks":[`;
  const listIds = new Set(lists.map((list) => list.id));
  let first = true;
  for await (const page of pages) {
    for (const task of page) {
      // A list made while the tasks are read is not in the file's lists: its tasks are exported as the Inbox's.
      const listId = task.listId !== null && listIds.has(task.listId) ? task.listId : null;
      yield `${first ? "\n" : ",\n"}${JSON.stringify({ ...exportedTask(task), listId })}`;
      first = false;
    }
  }
  // The assistant's last exchanges with the user (an import leaves them out), a page at a time like the tasks.
  yield `\n],"assistant":[`;
  first = true;
  for await (const page of conversation()) {
    // What was said, not the state of its buttons now.
    for (const exchange of page) {
      const said = { message: exchange.message, response: exchange.response, createdAt: exchange.createdAt };
      yield `${first ? "\n" : ",\n"}${JSON.stringify(said)}`;
      first = false;
    }
  }
  yield "\n]}\n";
}

async function* csv({ user, lists }: Account, pages: Pages): AsyncGenerator<string> {
  const timeZone = user.preferences.timeZone ?? "UTC";
  const listNames = new Map(lists.map((list) => [list.id, list.name]));
  yield csvLine([...CSV_COLUMNS]);
  for await (const page of pages) {
    yield page
      .map((task) =>
        csvLine([
          task.title,
          task.description,
          csvDue(task, timeZone),
          task.priority,
          task.tags.join(", "),
          String(task.completed),
          task.recurrence ?? "",
          // The Inbox is no list: an empty cell.
          (task.listId && listNames.get(task.listId)) ?? "",
        ]),
      )
      .join("");
  }
}

async function* ics({ user }: Account, pages: Pages, now: Date): AsyncGenerator<string> {
  const timeZone = user.preferences.timeZone ?? "UTC";
  yield icsHeader();
  for await (const page of pages) {
    yield page
      .filter((task): task is Task & { dueAt: string } => task.dueAt !== null)
      .map((task) => icsTodo(task, timeZone, now))
      .join("");
  }
  yield icsFooter();
}

export const EXPORTS: Record<
  ExportFormat,
  {
    contentType: string;
    extension: string;
    write: (account: Account, pages: Pages, now: Date, conversation: Conversation) => AsyncGenerator<string>;
  }
> = {
  json: { contentType: "application/json; charset=utf-8", extension: "json", write: json },
  csv: { contentType: "text/csv; charset=utf-8", extension: "csv", write: csv },
  ics: { contentType: "text/calendar; charset=utf-8", extension: "ics", write: ics },
};
