import { expect } from "vitest";
import type { AssistantResponse } from "../../shared/schemas/assistant";
import type { Task } from "../../shared/schemas/task";
import type { TestClient } from "./test-client";

/** Sends one message (or answer) to the assistant and expects a 200. */
export async function talkTo(
  client: TestClient,
  body: { message: string } | { confirm: string | undefined },
): Promise<AssistantResponse> {
  const response = await client.post("/api/assistant", body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as AssistantResponse;
}

/** Adds a task through the API and expects a 201. */
export async function addTask(client: TestClient, title: string, fields: Record<string, unknown> = {}): Promise<Task> {
  const response = await client.post("/api/tasks", { title, ...fields });
  expect(response.status).toBe(201);
  return response.body.task;
}
