import { expect, type Page } from "@playwright/test";
import type { Task } from "../../src/shared/schemas/task";

/**
 * The user's tasks as the server has them, once it has at least `count`: the list shows a task added before the
 * server has saved it, so a read straight after may not find it yet.
 */
export async function savedTasks(page: Page, count = 1): Promise<Task[]> {
  const read = async () => ((await (await page.request.get("/api/tasks")).json()) as { tasks: Task[] }).tasks;
  await expect.poll(async () => (await read()).length).toBeGreaterThanOrEqual(count);
  return read();
}
