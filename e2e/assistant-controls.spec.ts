import type { Page } from "@playwright/test";
import type { AssistantExchange, AssistantHistory } from "../src/shared/schemas/assistant";
import type { Task } from "../src/shared/schemas/task";
import { expect, test } from "./fixtures";
import { addTaskViaApi, signUpViaApi } from "./support/users";

/** The Assistant page's buttons act only while what they refer to is as it was, after a reload too. */

const CLOSED = "No longer open: ask again if you still want this.";
const log = (page: Page) => page.getByRole("log", { name: "Conversation" });
const lastExchange = (page: Page) => log(page).locator(".assistant-exchange").last();

async function say(page: Page, message: string, answer: string | RegExp) {
  const input = page.getByRole("textbox", { name: "Message to the assistant" });
  await input.fill(message);
  await input.press("Enter");
  await expect(lastExchange(page)).toContainText(answer);
}

async function taskOf(page: Page, id: string): Promise<Task | undefined> {
  const response = await page.request.get(`/api/tasks/${id}`);
  return response.status() === 200 ? ((await response.json()) as { task: Task }).task : undefined;
}

/** The kept exchanges, as the page is told them. */
async function exchanges(page: Page): Promise<AssistantExchange[]> {
  return ((await (await page.request.get("/api/assistant/history")).json()) as AssistantHistory).exchanges;
}

/**
 * The history as the server tells it once the Undo of `messages` has expired: the e2e server runs on the real
 * clock, so ten minutes on is its answer rewritten (the API tests check that the server says so itself).
 */
async function undoExpiredFor(page: Page, messages: string[]) {
  await page.route("**/api/assistant/history*", async (route) => {
    const response = await route.fetch();
    const history = (await response.json()) as AssistantHistory;
    for (const exchange of history.exchanges) {
      if (messages.includes(exchange.message)) Object.assign(exchange, { undo: "expired", undoUntil: null });
    }
    await route.fulfill({ response, json: history });
  });
}

test("after a reload a live Undo still works, and one expired or used is not offered", async ({ page }) => {
  await signUpViaApi(page);
  const plumber = await addTaskViaApi(page, { title: "Call the plumber" });
  await page.goto("/assistant");
  await say(page, "Buy bread", "Added “Buy bread”.");
  await say(page, "complete call the plumber", "Completed “Call the plumber”.");

  await undoExpiredFor(page, ["Buy bread"]);
  await page.reload();
  const bread = log(page).locator(".assistant-exchange").filter({ hasText: "Added “Buy bread”." });
  await expect(bread).toContainText("Undo is no longer available.");
  await expect(bread.getByRole("button", { name: "Undo" })).toHaveCount(0);

  await lastExchange(page).getByRole("button", { name: "Undo" }).click();
  await expect(lastExchange(page).getByText("Undone.")).toBeVisible();
  await expect.poll(async () => (await taskOf(page, plumber.id))?.completed).toBe(false);
  await page.reload();
  await expect(lastExchange(page)).toContainText("Undone.");
  await expect(log(page).getByRole("button", { name: "Undo" })).toHaveCount(0);
});

test("a confirmation has Yes and No; No drops it, and a choice taken closes the others", async ({ page }) => {
  await signUpViaApi(page);
  const mum = await addTaskViaApi(page, { title: "Call mum" });
  await addTaskViaApi(page, { title: "Call the bank" });
  await page.goto("/assistant");

  await say(page, "delete call mum", "Delete “Call mum”?");
  await expect(lastExchange(page).getByRole("button", { name: "Yes" })).toBeVisible();
  await lastExchange(page).getByRole("button", { name: "No" }).click();
  await expect(lastExchange(page)).toContainText(CLOSED);
  await expect(lastExchange(page).getByRole("button", { name: "Yes" })).toHaveCount(0);
  // Dropped on the server: its Yes answers nothing any more, and the task stays.
  const token = (await exchanges(page)).at(-1)?.response.confirm?.token;
  await expect.poll(async () => (await exchanges(page)).at(-1)?.open).toEqual([]);
  expect((await page.request.post("/api/assistant", { data: { confirm: token } })).status()).toBe(404);
  expect(await taskOf(page, mum.id)).toBeDefined();

  await say(page, "complete call", "Which one? 2 tasks match “call”.");
  await lastExchange(page).getByRole("button", { name: "Call the bank", exact: true }).click();
  await expect(lastExchange(page)).toContainText("Completed “Call the bank”.");
  await page.reload();
  const which = log(page).locator(".assistant-exchange").filter({ hasText: "Which one?" });
  await expect(which).toContainText(CLOSED);
  await expect(which.getByRole("button", { name: "Call mum", exact: true })).toHaveCount(0);
  await expect(log(page).getByRole("button", { name: "Yes" })).toHaveCount(0);
});

test("Clear asks first: No keeps the conversation, Yes clears it", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/assistant");
  await say(page, "help", "Here is what I understand:");
  const question = page.getByRole("group", { name: /^Clear the whole conversation\?/ });

  await page.getByRole("button", { name: "Clear" }).click();
  await question.getByRole("button", { name: "No" }).click();
  await expect(question).toHaveCount(0);
  await expect(log(page)).toContainText("Here is what I understand:");

  await page.getByRole("button", { name: "Clear" }).click();
  await question.getByRole("button", { name: "Yes" }).click();
  await expect(log(page)).not.toContainText("Here is what I understand:");
});

test("screenshots: an expired Undo and a Yes/No confirmation, wide and narrow, light and dark", async ({ page }) => {
  await signUpViaApi(page);
  await addTaskViaApi(page, { title: "Renew the passport" });
  await page.goto("/assistant");
  await say(page, "Buy bread tomorrow #errands", "Added “Buy bread”");
  await say(page, "delete renew the passport", "Delete “Renew the passport”?");
  await undoExpiredFor(page, ["Buy bread tomorrow #errands"]);
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
      await page.reload();
      await expect(log(page)).toContainText("Undo is no longer available.");
      await expect(lastExchange(page).getByRole("button", { name: "No" })).toBeVisible();
      await page.screenshot({ path: `/work/notes/shots/controls-${width}-${colorScheme}.png` });
    }
  }
});
