import { LISTS_PER_USER_MAX } from "../../../shared/limits";
import type { List, ListName, ListsOverview, NewListInput, UpdateListInput } from "../../../shared/schemas/list";
import { TASKS_PER_BATCH, untilDone } from "../../batches";
import type { Clock } from "../../clock";
import { DomainError, fieldError, notFound } from "../../errors";
import type { TaskEventBus } from "../../events/task-events";
import type { TasksRepository } from "../tasks/tasks.repository";
import type { ListsRepository, NewList } from "./lists.repository";

/** A list is made archived only by an import, which brings the file's flag along. */
interface Archivable {
  archived?: boolean;
}

export function createListsService({
  listRows,
  taskRows,
  events,
  clock,
}: {
  listRows: ListsRepository;
  taskRows: Pick<TasksRepository, "deleteInList">;
  events: TaskEventBus;
  clock: Clock;
}) {
  const changed = (userId: string) => events.publish({ type: "lists.changed", userId });
  const newList = (userId: string, { name, color, emoji, archived = false }: NewListInput & Archivable): NewList => {
    const now = clock.now().toISOString();
    return {
      id: crypto.randomUUID(),
      userId,
      name,
      color: color ?? null,
      emoji: emoji ?? null,
      archived,
      createdAt: now,
      updatedAt: now,
    };
  };

  return {
    overview(userId: string): Promise<ListsOverview> {
      return listRows.overview(userId);
    },

    /** The lists a task can be put in by name (quick add's `+Name`, the assistant): the active ones. */
    activeNames(userId: string): Promise<ListName[]> {
      return listRows.activeNames(userId);
    },

    async create(userId: string, input: NewListInput): Promise<List> {
      const [list] = (await listRows.insertWithin([newList(userId, input)], LISTS_PER_USER_MAX)) ?? [];
      if (!list) {
        throw new DomainError(
          "conflict",
          "too_many_lists",
          `An account has at most ${LISTS_PER_USER_MAX} lists. Delete one you no longer need first.`,
        );
      }
      await changed(userId);
      return list;
    },

    async update(userId: string, id: string, input: UpdateListInput): Promise<List> {
      const list = await listRows.update(userId, id, { ...input, updatedAt: clock.now().toISOString() });
      if (!list) throwListNotFound();
      await changed(userId);
      return list;
    },

    /**
     * Deletes the list and every task in it, a batch at a time so a large list never holds the database (or,
     * on SQLite, the event loop) for long; every open tab reloads its tasks. Answers how many tasks went.
     */
    async remove(userId: string, id: string): Promise<{ deletedTasks: number }> {
      if (!(await listRows.exists(userId, id))) throwListNotFound();
      const deletedTasks = await untilDone(() => taskRows.deleteInList(userId, id, TASKS_PER_BATCH));
      if (!(await listRows.delete(userId, id))) throwListNotFound();
      await events.publish({ type: "resync", userId });
      return { deletedTasks };
    },

    /**
     * Makes the lists an import brings, archived or not, noted as the import's until it ends; refused (422, nothing
     * made) if the account would then have more than LISTS_PER_USER_MAX, which the import checked before but other
     * lists may have been made since. No event: the import announces itself once done.
     */
    async addImported(userId: string, importId: string, inputs: (NewListInput & Archivable)[]): Promise<List[]> {
      const made = await listRows.insertWithin(
        inputs.map((input) => newList(userId, input)),
        LISTS_PER_USER_MAX,
        importId,
      );
      if (!made) {
        throw new DomainError(
          "unprocessable",
          "too_many_lists",
          `Lists were made while the file was read, and with the file's an account would have more than ${LISTS_PER_USER_MAX}, so nothing was imported.`,
        );
      }
      return made;
    },

    /** Deletes the lists an import made (after its tasks), and every open tab reloads its lists. */
    async undoImport(userId: string, importId: string): Promise<void> {
      await listRows.deleteImported(userId, importId);
      await changed(userId);
    },

    /** Whether `listId` is one of the user's lists: a task may only go into its owner's. */
    async ensureOwned(userId: string, listId: string | null | undefined): Promise<void> {
      if (listId && !(await listRows.exists(userId, listId))) {
        throw fieldError("invalid", "validation_failed", "listId", "This list was not found.");
      }
    },
  };
}

function throwListNotFound(): never {
  throw notFound("This list");
}

export type ListsService = ReturnType<typeof createListsService>;
