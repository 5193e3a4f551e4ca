/** Undo: an exchange's changes put back, from the history's Undo or from "undo" said to the assistant. */

import { ASSISTANT_HISTORY_PAGE_SIZE } from "../../../shared/limits";
import {
  ASSISTANT_MESSAGES,
  type AssistantResponse,
  type AssistantUndoResult,
} from "../../../shared/schemas/assistant";
import type { Task } from "../../../shared/schemas/task";
import { DomainError, notFound } from "../../errors";
import type { AssistantContext } from "./context";
import type { Conversation } from "./conversation";
import type { UndoStep } from "./history-record";
import { response, shortened, withCards } from "./replies";

/** "undo": the newest exchange that changed something, put back while its Undo lasts. */
export async function undoLast(ctx: AssistantContext, talk: Conversation): Promise<AssistantResponse> {
  const { exchanges } = await ctx.assistantRows.historyPage(
    talk.userId,
    { limit: ASSISTANT_HISTORY_PAGE_SIZE },
    talk.now.toISOString(),
  );
  const last = exchanges.findLast((exchange) => exchange.response.changes > 0);
  if (!last) return response(talk.say.nothingToUndo);
  if (last.undoUntil === null) return response(talk.say.undoExpired(shortened(last.message)));
  const { tasks: undone, deletedIds, unchanged } = await undoExchange(ctx, talk.userId, last.id);
  const count = undone.length + deletedIds.length;
  return withCards(talk, talk.say.undone(count, shortened(last.message), unchanged), undone);
}

/**
 * Puts an exchange's changes back, last first, once and while its Undo lasts (409 `undo_unavailable` after).
 * A task changed again since, or gone, is left as it is and counted.
 */
export async function undoExchange(
  ctx: AssistantContext,
  userId: string,
  exchangeId: number,
): Promise<AssistantUndoResult> {
  const taken = await ctx.assistantRows.takeUndo(userId, exchangeId, ctx.clock.now().toISOString());
  if (taken === undefined) throw notFound("This exchange");
  if (taken === "gone") throw new DomainError("conflict", "undo_unavailable", ASSISTANT_MESSAGES.undoUnavailable);
  /** Each task undone, as it is now (null: deleted). */
  const undone = new Map<string, Task | null>();
  let unchanged = 0;
  for (const step of (JSON.parse(taken.steps) as UndoStep[]).reverse()) {
    try {
      if (step.kind === "created") {
        await ctx.tasks.remove(userId, step.id);
        undone.set(step.id, null);
      } else if (step.kind === "deleted") {
        undone.set(step.id, await ctx.tasks.restore(userId, step.id, step.task));
      } else if (Object.keys(step.fields).length > 0) {
        undone.set(step.id, (await ctx.tasks.update(userId, step.id, step.fields, step.version)).task);
      }
    } catch (error) {
      const leftAlone = error instanceof DomainError && ["conflict", "not_found", "invalid"].includes(error.kind);
      if (!leftAlone) throw error;
      unchanged += 1;
    }
  }
  const tasksNow = [...undone.values()].filter((task): task is Task => task !== null);
  const deletedIds = [...undone].filter(([, task]) => task === null).map(([id]) => id);
  return { tasks: tasksNow, deletedIds, unchanged };
}
