import { randomUUID } from "node:crypto";
import { setTimeout } from "node:timers/promises";
import { foldCase } from "../../../shared/fold-case";
import {
  ASSISTANT_HISTORY_PAGE_SIZE,
  IMPORT_ERRORS_SHOWN_MAX,
  LISTS_PER_USER_MAX,
  PENDING_REMINDERS_PER_USER_MAX,
  SUBTASKS_PER_PARENT_MAX,
} from "../../../shared/limits";
import { oneOrMany, plural } from "../../../shared/plural";
import type { AssistantExchange } from "../../../shared/schemas/assistant";
import { type RestoreTaskInput, TASK_MESSAGES } from "../../../shared/schemas/task";
import type {
  ExportFormat,
  ImportedList,
  ImportFormat,
  ImportReport,
  ImportRowError,
} from "../../../shared/schemas/transfer";
import type { User } from "../../../shared/schemas/user";
import type { Clock } from "../../clock";
import { DomainError, unauthenticated } from "../../errors";
import type { ListsService } from "../lists/lists.service";
import type { UsersRepository } from "../me/users.repository";
import { isPendingWhenWritten } from "../reminders/fire-at";
import type { TasksService } from "../tasks/tasks.service";
import { EXPORTS } from "./export-formats";
import { ImportFileError, type ImportStep, readImport, subtaskLinks } from "./import-formats";
import type { ImportsRepository, RunningImport } from "./imports.repository";

const DUPLICATE_ID_MESSAGE = "Another task of the file has this id.";

/** Tasks read per query while exporting: memory stays flat however many there are. */
const EXPORT_PAGE_SIZE = 500;
/** Tasks shown in an import preview. */
const PREVIEW_SIZE = 5;
/** An import file is read this many bytes at a time, and the event loop is let go between pieces. */
const IMPORT_PIECE_BYTES = 4 * 1024;
/**
 * The pause after each piece. A timer rather than setImmediate: another request, whose queries wait for the
 * import's transaction, gets its next steps (and queries) in before the import's next piece.
 */
const IMPORT_PAUSE_MS = 1;
/**
 * Tasks written per transaction: so many, or fewer whose text adds up to so many characters (their words are
 * most of the rows written). A few hundred rows a transaction: short enough not to hold up the others' queries
 * for long, long enough that committing (a sync to disk each) is not most of the work.
 */
const IMPORT_WRITE_BATCH = { tasks: 20, characters: 16_000 } as const;
/** A running import shows it is alive at least this often… */
const IMPORT_HEARTBEAT_MS = 5_000;
/** …so one silent for this long was cut off (its server crashed or was killed) and is undone. */
export const IMPORT_LEASE_MS = 60_000;

/** The lists an import brings: the account's, by case-folded name, and those it makes, in order. */
interface ListPlan {
  ids: Map<string, string>;
  toMake: ImportedList[];
}

/** The file's text, a piece at a time (a character cut between two pieces is kept for the next). */
function* textPieces(body: Uint8Array): Generator<string> {
  const decoder = new TextDecoder();
  for (let start = 0; start < body.length; start += IMPORT_PIECE_BYTES) {
    yield decoder.decode(body.subarray(start, start + IMPORT_PIECE_BYTES), { stream: true });
  }
  yield decoder.decode();
}

/**
 * Exports a user's data as JSON, CSV or iCalendar, and imports our JSON or a CSV, all or nothing, without
 * holding up anyone else (see docs/decisions/008-imports-without-stalling.md): the file is read twice, a piece
 * at a time, first to check every row (nothing is written if any is wrong), then to write the tasks a short
 * transaction per piece; a write that fails part way is undone, and so is an import cut off by a crash. Each
 * list of the file (our JSON's every one, a CSV's those its rows name) is the account's list of its name, or one
 * the import makes (and undoes with its tasks); each task goes into its list.
 */
export function createTransferService({
  tasks,
  lists,
  users,
  imports,
  clock,
  assistantExchanges,
}: {
  tasks: TasksService;
  lists: ListsService;
  users: UsersRepository;
  imports: ImportsRepository;
  clock: Clock;
  /** The user's conversation with the assistant, for the JSON export, oldest first, `pageSize` at a time. */
  assistantExchanges: (userId: string, pageSize: number) => AsyncIterable<AssistantExchange[]>;
}) {
  async function profile(userId: string): Promise<User> {
    const user = await users.findProfile(userId);
    if (!user) throw unauthenticated();
    return user;
  }

  /** Undoes an import cut off part way (or, had it got every task in, only finishes it). */
  async function recover({ id, userId, committed }: RunningImport): Promise<void> {
    if (committed) await tasks.finishImport(userId, id);
    else {
      // Its tasks first, a batch at a time: a list deleted first would take its tasks in one long statement.
      await tasks.undoImport(userId, id);
      await lists.undoImport(userId, id);
    }
    // Ending it forgets which lists it made.
    await imports.end(id);
  }

  const staleBefore = () => new Date(clock.now().getTime() - IMPORT_LEASE_MS).toISOString();

  /** Claims the account's one import, after undoing one cut off by a crash; 409 while another runs. */
  async function begin(userId: string): Promise<string> {
    const id = randomUUID();
    if (await imports.begin(id, userId, clock.now().toISOString())) return id;
    for (const cutOff of await imports.stale(staleBefore(), userId)) await recover(cutOff);
    if (await imports.begin(id, userId, clock.now().toISOString())) return id;
    throw new DomainError(
      "conflict",
      "import_running",
      "An import into this account is running already. Wait for it to finish, then try again.",
    );
  }

  /** Tells other instances the import is alive, at most every IMPORT_HEARTBEAT_MS. */
  function heartbeat(id: string) {
    let last = clock.now().getTime();
    return async () => {
      const now = clock.now().getTime();
      if (now - last < IMPORT_HEARTBEAT_MS) return;
      last = now;
      await imports.heartbeat(id, new Date(now).toISOString());
    };
  }

  /** Every step of the file, with the event loop let go between two (see IMPORT_PAUSE_MS). */
  async function* paced(steps: Generator<ImportStep>, alive: () => Promise<void>): AsyncGenerator<ImportStep> {
    for (const step of steps) {
      yield step;
      await alive();
      await setTimeout(IMPORT_PAUSE_MS);
    }
  }

  /**
   * The first pass: what the file holds, its first few tasks, its lists (each by its folded name, as first
   * declared or named), how many of its reminders would be pending once written at `now`, and its problems;
   * nothing is kept of the rest.
   */
  async function check(
    steps: AsyncGenerator<ImportStep>,
    now: string,
  ): Promise<{
    report: ImportReport;
    badRows: number;
    named: Map<string, ImportedList>;
    links: Map<string, string>;
    pendingReminders: number;
  }> {
    const report: ImportReport = { count: 0, preview: [], newLists: [], errors: [], moreErrors: 0, imported: false };
    const named = new Map<string, ImportedList>();
    const noteList = (list: ImportedList) => {
      if (!named.has(foldCase(list.name))) named.set(foldCase(list.name), list);
    };
    // Each of the file's task ids, and its parent's (the tree is put together once every task is written).
    const parents = new Map<string, string | null>();
    const rowOf = new Map<string, number>();
    let badRows = 0;
    let pendingReminders = 0;
    const refuse = (errors: ImportRowError[]) => {
      badRows += 1;
      const room = Math.max(0, IMPORT_ERRORS_SHOWN_MAX - report.errors.length);
      report.errors.push(...errors.slice(0, room));
      report.moreErrors += Math.max(0, errors.length - room);
    };
    for await (const { lists: declared, rows } of steps) {
      for (const list of declared) noteList(list);
      for (const row of rows) {
        if (row.errors) {
          refuse(row.errors);
          continue;
        }
        const { id, parentId = null } = row.task;
        if (id !== undefined && parents.has(id)) {
          refuse([{ row: row.row, field: "id", message: DUPLICATE_ID_MESSAGE }]);
          continue;
        }
        if (id !== undefined) {
          parents.set(id, parentId);
          rowOf.set(id, row.row);
        }
        report.count += 1;
        pendingReminders += (row.task.reminders ?? []).filter((reminder) =>
          isPendingWhenWritten(reminder, row.task.dueAt ?? null, now),
        ).length;
        if (row.list) noteList(row.list);
        if (report.preview.length < PREVIEW_SIZE) {
          const {
            title,
            description,
            dueAt = null,
            dueAllDay = false,
            priority = "none",
            tags = [],
            completed,
            recurrence = null,
          } = row.task;
          report.preview.push({ title, description, dueAt, dueAllDay, priority, tags, completed, recurrence });
        }
      }
    }
    const links = subtaskLinks(parents);
    // A subtask past its parent's SUBTASKS_PER_PARENT_MAX is its row's problem, as any field's would be.
    const children = new Map<string, number>();
    for (const [child, parent] of links) {
      const count = (children.get(parent) ?? 0) + 1;
      children.set(parent, count);
      if (count > SUBTASKS_PER_PARENT_MAX) {
        refuse([{ row: rowOf.get(child) ?? 0, field: "parentId", message: TASK_MESSAGES.tooManySubtasks }]);
      }
    }
    return { report, badRows, named, links, pendingReminders };
  }

  /** Refuses an import whose reminders would take the account past PENDING_REMINDERS_PER_USER_MAX pending. */
  async function checkReminderRoom(userId: string, adding: number, report: ImportReport): Promise<void> {
    if (adding === 0) return;
    const pending = await tasks.pendingReminders(userId);
    if (pending + adding <= PENDING_REMINDERS_PER_USER_MAX) return;
    const message =
      `The file has ${plural(adding, "reminder")} still to come and this account has ${plural(pending, "reminder")}; an account ` +
      `has at most ${PENDING_REMINDERS_PER_USER_MAX}, so nothing was imported.`;
    throw new DomainError("unprocessable", "too_many_pending_reminders", message, { details: { report } });
  }

  /** Which of the account's lists the file's lists are, and which it must make: refused if too many for it. */
  async function planLists(userId: string, named: Map<string, ImportedList>, report: ImportReport): Promise<ListPlan> {
    const ids = new Map<string, string>();
    const { lists: existing } = await lists.overview(userId);
    // Two of the account's lists whose names fold alike: the first in its order takes the tasks.
    for (const list of existing) if (!ids.has(foldCase(list.name))) ids.set(foldCase(list.name), list.id);
    const toMake = [...named].filter(([folded]) => !ids.has(folded)).map(([, list]) => list);
    report.newLists = toMake.map((list) => list.name);
    if (existing.length + toMake.length > LISTS_PER_USER_MAX) {
      const message =
        `The file has ${plural(toMake.length, "list")} this account does not have, ` +
        `and an account has at most ${LISTS_PER_USER_MAX} lists, so nothing was imported.`;
      throw new DomainError("unprocessable", "too_many_lists", message, { details: { report } });
    }
    return { ids, toMake };
  }

  /**
   * The second pass: the lists to make, then the tasks in short transactions (see IMPORT_WRITE_BATCH); undone,
   * lists and tasks, if any write fails.
   */
  async function write(
    userId: string,
    id: string,
    plan: ListPlan,
    links: Map<string, string>,
    steps: AsyncGenerator<ImportStep>,
    now: Date,
  ): Promise<void> {
    // New ids, chosen ahead, for the tasks of the file's tree: a subtask may come before its parent.
    const newIds = new Map<string, string>();
    for (const [child, parent] of links) for (const fileId of [child, parent]) newIds.set(fileId, randomUUID());
    let batch: RestoreTaskInput[] = [];
    let characters = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      const started = performance.now();
      await tasks.addImported(userId, id, batch);
      batch = [];
      characters = 0;
      // As long again for everyone else: the import takes at most half the database's time, and another
      // request's queries, each of which may have waited for this transaction, run on without waiting again.
      await setTimeout(performance.now() - started);
    };
    try {
      for (const made of await lists.addImported(userId, id, plan.toMake)) plan.ids.set(foldCase(made.name), made.id);
      for await (const { rows } of steps) {
        for (const row of rows) {
          if (!row.task) throw new Error(`Import row ${row.row} was fine when checked but not when written`);
          const { updatedAt: _updatedAt, createdAt, id: fileId, parentId: _parentId, ...task } = row.task;
          const listId = row.list ? plan.ids.get(foldCase(row.list.name)) : null;
          if (listId === undefined) throw new Error(`Import row ${row.row} names a list that was not made`);
          // Without times or places of their own, rows get them a millisecond apart, so newest first and
          // My order both show them in file order.
          const newId = fileId === undefined ? undefined : newIds.get(fileId);
          batch.push({
            ...task,
            ...(newId ? { id: newId } : {}),
            listId,
            createdAt: createdAt ?? new Date(now.getTime() - (row.row - 1)).toISOString(),
            position: task.position ?? now.getTime() + (row.row - 1),
          });
          characters += task.title.length + task.description.length;
          if (batch.length >= IMPORT_WRITE_BATCH.tasks || characters >= IMPORT_WRITE_BATCH.characters) await flush();
        }
      }
      await flush();
      const newLinks = [...links].map(([child, parent]) => [newIds.get(child), newIds.get(parent)] as const);
      await tasks.linkImported(userId, new Map(newLinks as [string, string][]));
      await imports.commit(id);
    } catch (error) {
      // Should undoing fail too, the import stays claimed and is undone once its heartbeat is stale.
      await recover({ id, userId, committed: false });
      throw error;
    }
    await recover({ id, userId, committed: true });
  }

  return {
    async export(userId: string, format: ExportFormat) {
      const now = clock.now();
      const exporter = EXPORTS[format];
      return {
        contentType: exporter.contentType,
        filename: `taskmind-${now.toISOString().slice(0, 10)}.${exporter.extension}`,
        chunks: exporter.write(
          { user: await profile(userId), lists: (await lists.overview(userId)).lists },
          tasks.everyTask(userId, EXPORT_PAGE_SIZE),
          now,
          () => assistantExchanges(userId, ASSISTANT_HISTORY_PAGE_SIZE),
        ),
      };
    },

    /**
     * With `preview`, or when any row has a problem, nothing is saved; the report says what would be. One import
     * per account at a time (409 otherwise).
     */
    async import(userId: string, format: ImportFormat, body: Uint8Array, preview: boolean): Promise<ImportReport> {
      const user = await profile(userId);
      const now = clock.now();
      const id = await begin(userId);
      const alive = heartbeat(id);
      const read = () => paced(readImport(format, textPieces(body), user.preferences.timeZone ?? "UTC", now), alive);
      let written = false;
      try {
        let checked: Awaited<ReturnType<typeof check>>;
        try {
          checked = await check(read(), now.toISOString());
        } catch (error) {
          if (error instanceof ImportFileError) throw new DomainError("invalid", "import_unreadable", error.message);
          throw error;
        }
        const { report, badRows, named, links, pendingReminders } = checked;
        if (badRows > 0) {
          const message = `${plural(badRows, "row")} ${oneOrMany(badRows, "has", "have")} problems, so nothing was imported.`;
          throw new DomainError("unprocessable", "import_invalid", message, { details: { report } });
        }
        // A file of lists alone still makes them.
        if (report.count === 0 && named.size === 0) return report;
        const plan = await planLists(userId, named, report);
        await checkReminderRoom(userId, pendingReminders, report);
        if (preview) return report;
        written = true;
        await write(userId, id, plan, links, read(), now);
        return { ...report, imported: true };
      } finally {
        // A write ends the import itself, undone or finished.
        if (!written) await imports.end(id);
      }
    },

    /** Undoes (or finishes) every import cut off by a crash, on any instance: run at start and now and then. */
    async recoverStale(): Promise<void> {
      for (const cutOff of await imports.stale(staleBefore())) await recover(cutOff);
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
