import type {
  AssistantHistory,
  AssistantRequest,
  AssistantResponse,
  AssistantUndoResult,
} from "../../../../shared/schemas/assistant";
import { api } from "../../../lib/api-client";

export const sendToAssistant = (request: AssistantRequest) => api.post<AssistantResponse>("/api/assistant", request);

/** The newest page of the conversation, or with `cursor` the one before it. */
export const getAssistantHistory = (cursor?: string) =>
  api.get<AssistantHistory>(`/api/assistant/history${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`);

/** Puts an exchange's changes back, while its Undo lasts (409 after). */
export const undoExchange = (id: number) =>
  api.post<AssistantUndoResult>(`/api/assistant/history/${encodeURIComponent(id)}/undo`);

/** A question's No: the server drops it, so none of its buttons answers any more. */
export async function declineQuestion(token: string): Promise<void> {
  await api.post("/api/assistant/decline", { confirm: token });
}

export async function clearAssistantHistory(): Promise<void> {
  await api.delete("/api/assistant/history");
}
