import type { AssistantHistory, AssistantRequest, AssistantResponse } from "../../../../shared/schemas/assistant";
import { api } from "../../../lib/api-client";

export const sendToAssistant = (request: AssistantRequest) => api.post<AssistantResponse>("/api/assistant", request);

export const getAssistantHistory = () => api.get<AssistantHistory>("/api/assistant/history");

export async function clearAssistantHistory(): Promise<void> {
  await api.delete("/api/assistant/history");
}
