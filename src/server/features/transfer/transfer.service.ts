import { randomUUID } from "node:crypto";
import { IMPORT_ERRORS_SHOWN_MAX } from "../../../shared/limits";
import type { AssistantExchange } from "../../../shared/schemas/assistant";
import type { ExportFormat, ImportFormat, ImportReport } from "../../../shared/schemas/transfer";
import type { User } from "../../../shared/schemas/user";
import type { Clock } from "../../clock";
import { DomainError, unauthenticated } from "../../errors";
import type { TaskEventBus } from "../../events/task-events";
import type { UsersRepository } from "../me/users.repository";
import type { TasksRepository } from "../tasks/tasks.repository";
import { EXPORTS } from "./export-formats";
import { ImportFileError, parseImport } from "./import-formats";

/** Tasks read per query while exporting: memory stays flat however many there are. */
const EXPORT_PAGE_SIZE = 500;
/** Tasks shown in an import preview. */
const PREVIEW_SIZE = 5;

/** Exports a user's data as JSON, CSV or iCalendar, and imports our JSON or a CSV, all or nothing. */
export function createTransferService(
  tasks: TasksRepository,
  users: UsersRepository,
  events: TaskEventBus,
  clock: Clock,
  /** The user's conversation with the assistant, for the JSON export. */
  assistantExchanges: (userId: string) => Promise<AssistantExchange[]>,
) {
  async function profile(userId: string): Promise<User> {
    const user = await users.findProfile(userId);
    if (!user) throw unauthenticated();
    return user;
  }

  return {
    async export(userId: string, format: ExportFormat) {
      const now = clock.now();
      const { contentType, extension, write } = EXPORTS[format];
      return {
        contentType,
        filename: `taskmind-${now.toISOString().slice(0, 10)}.${extension}`,
        chunks: write(await profile(userId), tasks.everyTask(userId, EXPORT_PAGE_SIZE), now, () =>
          assistantExchanges(userId),
        ),
      };
    },

    /** With `preview`, or when any row has a problem, nothing is saved; the report says what would be. */
    async import(userId: string, format: ImportFormat, text: string, preview: boolean): Promise<ImportReport> {
      const user = await profile(userId);
      const now = clock.now();
      let parsed: ReturnType<typeof parseImport>;
      try {
        parsed = parseImport(format, text, user.preferences.timeZone ?? "UTC", now);
      } catch (error) {
        if (error instanceof ImportFileError) throw new DomainError("invalid", "import_unreadable", error.message);
        throw error;
      }
      const report: ImportReport = {
        count: parsed.tasks.length,
        preview: parsed.tasks
          .slice(0, PREVIEW_SIZE)
          .map(({ title, description, dueAt = null, dueAllDay = false, priority = "none", tags = [], completed }) => ({
            title,
            description,
            dueAt,
            dueAllDay,
            priority,
            tags,
            completed,
          })),
        errors: parsed.errors.slice(0, IMPORT_ERRORS_SHOWN_MAX),
        moreErrors: Math.max(0, parsed.errors.length - IMPORT_ERRORS_SHOWN_MAX),
        imported: false,
      };
      if (parsed.errors.length > 0) {
        const rows = new Set(parsed.errors.map((error) => error.row)).size;
        const message = `${rows === 1 ? "1 row has" : `${rows} rows have`} problems, so nothing was imported.`;
        throw new DomainError("unprocessable", "import_invalid", message, { details: { report } });
      }
      if (preview || parsed.tasks.length === 0) return report;

      await tasks.insertAll(
        parsed.tasks.map(({ updatedAt: _updatedAt, ...task }, index) => ({
          id: randomUUID(),
          userId,
          // Without times of their own, rows get one a millisecond apart: the list shows them in file order.
          createdAt: new Date(now.getTime() - index).toISOString(),
          ...task,
        })),
      );
      await events.publish({ type: "resync", userId });
      return { ...report, imported: true };
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
