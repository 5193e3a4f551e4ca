import type { Page } from "@playwright/test";
import type { Task } from "../src/shared/schemas/task";
import { expect, test } from "./fixtures";
import { addTaskViaApi, newCredentials, signUpViaApi } from "./support/users";

const DAY_MS = 86_400_000;
/** How long another tab is given to show a change (the speed is measured in bench/, not asserted here). */
const LIVE_WAIT_MS = 10_000;

const log = (page: Page) => page.getByRole("log", { name: "Conversation" });
const input = (page: Page) => page.getByRole("textbox", { name: "Message to the assistant" });

async function say(page: Page, message: string) {
  await input(page).fill(message);
  await input(page).press("Enter");
}

async function taskOf(page: Page, id: string): Promise<Task | undefined> {
  const response = await page.request.get(`/api/tasks/${id}`);
  return response.status() === 200 ? ((await response.json()) as { task: Task }).task : undefined;
}

test("greets by name, answers a question with task cards, and a card completes its task", async ({ page }) => {
  await signUpViaApi(page);
  await page.request.patch("/api/me", { data: { displayName: "Ada" } });
  const milk = await addTaskViaApi(page, { title: "Buy oat milk", dueAt: new Date(Date.now() - DAY_MS).toISOString() });
  await page.goto("/assistant");
  await expect(page.getByText("Welcome to the Assistant page!")).toBeVisible();
  await expect(page.getByText(/^Good (morning|afternoon|evening), Ada — 1 overdue\.$/)).toBeVisible();

  await page.getByRole("button", { name: "What's overdue?" }).click();
  await expect(log(page)).toContainText("1 overdue task:");
  const card = log(page).getByRole("listitem").filter({ hasText: "Buy oat milk" });
  await expect(card.getByText("Overdue", { exact: true })).toBeVisible();
  await card.getByRole("checkbox", { name: "Complete “Buy oat milk”" }).click();
  await expect(card.getByRole("checkbox")).toBeChecked();
  await expect.poll(async () => (await taskOf(page, milk.id))?.completed).toBe(true);
});

test("a command with a choice, a confirmation, and Undo of each", async ({ page }) => {
  await signUpViaApi(page);
  const mum = await addTaskViaApi(page, { title: "Call mum" });
  const plumber = await addTaskViaApi(page, { title: "Call the plumber" });
  await page.goto("/assistant");

  await say(page, "complete call");
  await expect(log(page)).toContainText("Which one? 2 tasks match “call”.");
  await log(page).getByRole("button", { name: "Call the plumber", exact: true }).click();
  await expect(log(page)).toContainText("Completed “Call the plumber”.");
  await expect.poll(async () => (await taskOf(page, plumber.id))?.completed).toBe(true);
  await log(page).getByRole("button", { name: "Undo" }).click();
  await expect(log(page).getByText("Undone.")).toBeVisible();
  await expect.poll(async () => (await taskOf(page, plumber.id))?.completed).toBe(false);

  await say(page, "delete call mum");
  await expect(log(page)).toContainText("Delete “Call mum”?");
  expect(await taskOf(page, mum.id)).toBeDefined();
  await log(page).getByRole("button", { name: "Yes" }).click();
  await expect(log(page)).toContainText("Deleted “Call mum”.");
  await expect.poll(() => taskOf(page, mum.id)).toBeUndefined();
  await log(page).getByRole("button", { name: "Undo" }).click();
  await expect.poll(async () => (await taskOf(page, mum.id))?.title).toBe("Call mum");
});

test("adds what is not a command, and the keyboard recalls and clears the line", async ({ page, context }) => {
  await signUpViaApi(page);
  const tasks = await context.newPage();
  await tasks.goto("/tasks");
  await expect(tasks.getByText("No tasks found.", { exact: true })).toBeVisible();
  await page.goto("/assistant");

  await say(page, "Pick up the dry cleaning");
  await expect(log(page)).toContainText("Added “Pick up the dry cleaning”.");
  // The task list of another tab shows it, as any change.
  await expect(tasks.getByRole("heading", { name: "Pick up the dry cleaning" })).toBeVisible({ timeout: LIVE_WAIT_MS });

  await expect(input(page)).toHaveValue("");
  await input(page).press("ArrowUp");
  await expect(input(page)).toHaveValue("Pick up the dry cleaning");
  await input(page).press("Escape");
  await expect(input(page)).toHaveValue("");
});

test("the conversation follows the user to another device, and Clear empties it everywhere", async ({
  page,
  newContext,
}) => {
  const credentials = newCredentials();
  await signUpViaApi(page, credentials);
  await page.goto("/assistant");
  await say(page, "help");
  await expect(log(page)).toContainText("Here is what I understand:");

  const phone = await (await newContext()).newPage();
  expect((await phone.request.post("/api/auth/sign-in/email", { data: credentials })).status()).toBe(200);
  await phone.goto("/assistant");
  await expect(log(phone)).toContainText("Here is what I understand:");
  await phone.getByRole("button", { name: "Clear" }).click();
  await expect(log(phone)).not.toContainText("Here is what I understand:");

  await page.reload();
  await expect(page.getByText("Welcome to the Assistant page!")).toBeVisible();
  await expect(input(page)).toBeVisible();
  await expect(log(page)).not.toContainText("Here is what I understand:");
});
