import type { Page } from "@playwright/test";
import { ASSISTANT_HISTORY_PAGE_SIZE } from "../src/shared/limits";
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
  await expect(log(page)).toContainText("1 task overdue:");
  const card = log(page).getByRole("listitem").filter({ hasText: "Buy oat milk" });
  await expect(card.getByText("Overdue", { exact: true })).toBeVisible();
  await card.getByRole("checkbox", { name: "Complete “Buy oat milk”" }).click();
  await expect(card.getByRole("checkbox")).toBeChecked();
  await expect.poll(async () => (await taskOf(page, milk.id))?.completed).toBe(true);

  // As anywhere else, its toast offers Undo, and the card shows the task open again.
  const toast = page.getByRole("status").filter({ hasText: "“Buy oat milk” completed." });
  await toast.getByRole("button", { name: "Undo" }).click();
  await expect(card.getByRole("checkbox")).not.toBeChecked();
  await expect.poll(async () => (await taskOf(page, milk.id))?.completed).toBe(false);
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
  await phone
    .getByRole("group", { name: /^Clear the whole conversation\?/ })
    .getByRole("button", { name: "Yes" })
    .click();
  await expect(log(phone)).not.toContainText("Here is what I understand:");

  await page.reload();
  await expect(page.getByText("Welcome to the Assistant page!")).toBeVisible();
  await expect(input(page)).toBeVisible();
  await expect(log(page)).not.toContainText("Here is what I understand:");
});

test("earlier messages load on demand, shown by their tasks' titles, and a kept exchange is undone from the server", async ({
  page,
}) => {
  await signUpViaApi(page);
  const sent = ASSISTANT_HISTORY_PAGE_SIZE + 2;
  for (let number = 1; number <= sent; number += 1) {
    expect(
      (await page.request.post("/api/assistant", { data: { message: `Buy item number ${number}` } })).status(),
    ).toBe(200);
  }
  await page.goto("/assistant");
  await expect(log(page)).toContainText(`Added “Buy item number ${sent}”.`);
  await expect(log(page)).not.toContainText("Added “Buy item number 2”.");

  await page.getByRole("button", { name: "Show earlier messages" }).click();
  await expect(log(page)).toContainText("Added “Buy item number 1”.");
  await expect(page.getByRole("button", { name: "Show earlier messages" })).toHaveCount(0);
  // Kept by id and title: the card names the task.
  await expect(log(page).getByRole("heading", { name: "Buy item number 1", exact: true })).toBeVisible();
  await page.screenshot({ path: "test-results/assistant-earlier-messages.png", fullPage: true });

  const last = log(page).locator(".assistant-exchange").last();
  await last.getByRole("button", { name: "Undo" }).click();
  await expect(last.getByText("Undone.")).toBeVisible();
  const titles = async () =>
    ((await (await page.request.get("/api/tasks?view=all&limit=100")).json()) as { tasks: Task[] }).tasks.map(
      (task) => task.title,
    );
  await expect.poll(titles).not.toContain(`Buy item number ${sent}`);
  await page.reload();
  // Undone, as the server says after a reload: no Undo offered again.
  await expect(log(page).locator(".assistant-exchange").last()).toContainText("Undone.");
  await expect(log(page).locator(".assistant-exchange").last().getByRole("button", { name: "Undo" })).toHaveCount(0);
});

test("plan my day within the capacity set in Settings: removed, added, reordered, accepted, and undone", async ({
  page,
}) => {
  await signUpViaApi(page);
  const plants = await addTaskViaApi(page, {
    title: "Water the plants",
    dueAt: new Date(Date.now() - 3 * DAY_MS).toISOString(),
    dueAllDay: true,
  });
  // Yesterday at this minute: planned for today at the same time of day.
  const yesterday = new Date(Math.floor((Date.now() - DAY_MS) / 60_000) * 60_000);
  const bank = await addTaskViaApi(page, { title: "Call the bank", dueAt: yesterday.toISOString() });
  const book = await addTaskViaApi(page, { title: "Read a book", priority: "high" });
  await page.goto("/settings");
  await page.getByLabel("Tasks a day (plan my day)").selectOption("2");
  await expect(page.getByRole("status").filter({ hasText: "Preferences saved." })).toBeVisible();

  await page.goto("/assistant");
  await say(page, "plan my day");
  const plan = log(page).getByRole("region", { name: "Plan for today" });
  await expect(plan.getByRole("listitem")).toHaveText(["Water the plants", "Call the bank"]);
  await expect(plan.getByRole("button", { name: "Add “Read a book” to the plan" })).toBeDisabled();

  await plan.getByRole("button", { name: "Remove “Water the plants” from the plan" }).click();
  await plan.getByRole("button", { name: "Add “Read a book” to the plan" }).click();
  await plan.getByRole("button", { name: "Move “Read a book” up" }).click();
  await expect(plan.getByRole("listitem")).toHaveText(["Read a book", "Call the bank"]);
  await plan.getByRole("button", { name: "Accept plan" }).click();

  await expect(log(page)).toContainText("Planned 2 tasks for today.");
  await expect.poll(async () => (await taskOf(page, book.id))?.dueAllDay).toBe(true);
  const planned = await taskOf(page, bank.id);
  expect(new Date(planned?.dueAt ?? 0).getTime() - new Date(bank.dueAt ?? 0).getTime()).toBe(DAY_MS);
  expect(await taskOf(page, plants.id)).toEqual(plants);

  await log(page).getByRole("button", { name: "Undo" }).click();
  await expect(log(page).getByText("Undone.")).toBeVisible();
  await expect.poll(async () => (await taskOf(page, book.id))?.dueAt).toBeNull();
});

test("the weekly review: completed, slipped and coming up, a slipped task moved to tomorrow in one click, and undone", async ({
  page,
}) => {
  await signUpViaApi(page);
  const done = await addTaskViaApi(page, { title: "File the taxes" });
  expect((await page.request.patch(`/api/tasks/${done.id}`, { data: { completed: true } })).status()).toBe(200);
  // Yesterday at this minute: overdue, and moved to tomorrow at the same time of day.
  const yesterday = new Date(Math.floor((Date.now() - DAY_MS) / 60_000) * 60_000);
  const report = await addTaskViaApi(page, { title: "Send the report", dueAt: yesterday.toISOString() });
  const passport = await addTaskViaApi(page, {
    title: "Renew passport",
    dueAt: new Date(Date.now() + 2 * DAY_MS).toISOString(),
  });
  for (const days of [3, 4, 5]) {
    const dueAt = new Date(Date.now() + days * DAY_MS).toISOString();
    expect((await page.request.patch(`/api/tasks/${passport.id}`, { data: { dueAt } })).status()).toBe(200);
  }
  await addTaskViaApi(page, { title: "Pay the rent", dueAt: new Date(Date.now() + 2 * DAY_MS).toISOString() });
  await page.goto("/assistant");

  await page.getByRole("button", { name: "Weekly review" }).click();
  const review = log(page).getByRole("region", { name: "Weekly review" });
  const section = (title: string) =>
    review.locator(".assistant-review-section").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(section("Completed in the last 7 days").getByRole("listitem")).toHaveText([/File the taxes/]);
  await expect(section("Slipped").getByRole("listitem")).toHaveText([
    /Send the report/,
    /Renew passport.*Postponed 3 times/,
  ]);
  await expect(section("Coming up in the next 7 days").getByRole("listitem")).toHaveText([/Pay the rent/]);

  await review.getByRole("button", { name: "Move “Send the report” to tomorrow" }).click();
  await expect(log(page)).toContainText("Moved “Send the report” to");
  await expect
    .poll(async () => (await taskOf(page, report.id))?.dueAt)
    .toBe(new Date(yesterday.getTime() + 2 * DAY_MS).toISOString());
  await log(page).getByRole("button", { name: "Undo" }).click();
  await expect(log(page).getByText("Undone.")).toBeVisible();
  await expect.poll(async () => (await taskOf(page, report.id))?.dueAt).toBe(yesterday.toISOString());
});

test("the weekly review's Break down: the message begun in the box, steps typed, the subtasks shown", async ({
  page,
}) => {
  await signUpViaApi(page);
  const trip = await addTaskViaApi(page, {
    title: "Plan the trip",
    dueAt: new Date(Math.floor((Date.now() - DAY_MS) / 60_000) * 60_000).toISOString(),
    priority: "high",
  });
  await page.goto("/assistant");

  await page.getByRole("button", { name: "Weekly review" }).click();
  const review = log(page).getByRole("region", { name: "Weekly review" });
  await review.getByRole("button", { name: "Break down “Plan the trip”" }).click();
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveValue("break down Plan the trip into ");
  // Typed where the cursor is: at the end.
  await page.keyboard.type("Book flights, book the hotel and pack");
  await page.keyboard.press("Enter");
  await expect(log(page)).toContainText(
    "Broke “Plan the trip” down into 3 subtasks: “Book flights”, “book the hotel”, “pack”.",
  );
  const exchange = log(page).locator(".assistant-exchange").last();
  await expect(exchange.getByRole("listitem")).toHaveText([/Book flights/, /book the hotel/, /pack/]);
  await expect.poll(async () => (await taskOf(page, trip.id))?.subtasks).toEqual({ done: 0, total: 3 });
});

test("a weekly review asked in German reads German throughout: its name, sections and buttons", async ({ page }) => {
  await signUpViaApi(page);
  await addTaskViaApi(page, {
    title: "Plan the trip",
    dueAt: new Date(Math.floor((Date.now() - DAY_MS) / 60_000) * 60_000).toISOString(),
  });
  await page.goto("/assistant");

  await input(page).fill("Wochenrückblick");
  await page.keyboard.press("Enter");
  const review = log(page).getByRole("region", { name: "Wochenrückblick" });
  await expect(review.locator(".assistant-review-title")).toHaveText([
    "In den letzten 7 Tagen erledigt",
    "Liegen geblieben",
    "In den nächsten 7 Tagen fällig",
  ]);
  await expect(review.getByText("Nichts erledigt.")).toBeVisible();
  await expect(review.getByText("Nichts fällig.")).toBeVisible();
  await expect(review.getByRole("button", { name: "„Plan the trip“ auf morgen verschieben" })).toHaveText("Morgen");
  await review.getByRole("button", { name: "„Plan the trip“ zerlegen" }).click();
  await expect(input(page)).toHaveValue("zerlege Plan the trip in ");
});
