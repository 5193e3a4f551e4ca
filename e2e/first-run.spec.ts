import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signUpViaApi } from "./support/users";

const log = (page: Page) => page.getByRole("log", { name: "Conversation" });
const chips = (page: Page) => page.getByRole("list", { name: "Suggestions" }).getByRole("button");
const EXAMPLE = "Pay rent tomorrow 5pm #home p1 +Bills";

test("a new user is welcomed with examples that add tasks, and then offered only chips that answer something", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto("/assistant");
  await expect(page.getByText("Welcome to the Assistant page!")).toBeVisible();
  await expect(page.getByText(/^Good (morning|afternoon|evening) — welcome to Taskmind\.$/)).toBeVisible();
  await expect(
    page.getByText(/^Type a task the way you'd say it and I'll add it, .* Try one of these:$/),
  ).toBeVisible();
  await expect(chips(page)).toHaveText([
    "Add buy milk tomorrow at 5pm",
    "Call mum on Friday #family p1",
    "Water the plants every Sunday",
  ]);
  const message = page.getByRole("textbox", { name: "Message to the assistant" });
  await expect(message).toHaveAttribute("placeholder", `Ask, or add a task: ${EXAMPLE}`);

  await chips(page).filter({ hasText: "Add buy milk tomorrow at 5pm" }).click();
  await expect(log(page)).toContainText("Added “buy milk” — Tomorrow, 17:00.");
  // Due tomorrow, nothing today, late or pressing: only the review (the week ahead) has something to show.
  await expect(page.getByText(/^Good (morning|afternoon|evening) — nothing due today\.$/)).toBeVisible();
  await expect(chips(page)).toHaveText(["Weekly review", "Help"]);
  await chips(page).filter({ hasText: "Weekly review" }).click();
  const review = page.getByRole("region", { name: "Weekly review" });
  await expect(review.getByRole("heading", { name: "buy milk" })).toBeVisible();
});

test("the empty task list says how to add a task, and the example typed in adds one", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/tasks");
  await expect(page.getByText("No tasks found.", { exact: true })).toBeVisible();
  await expect(page.getByText("Type a task in the box above and press Enter, for example:")).toBeVisible();
  const parts = page.getByRole("definition");
  await expect(page.getByRole("term")).toHaveText(["tomorrow 5pm", "#home", "p1", "+Bills"]);
  await expect(parts.nth(2)).toHaveText("its priority: p1 high, p2 medium, p3 low");
  const quickAdd = page.getByRole("textbox", { name: "New task" });
  await expect(quickAdd).toHaveAttribute("placeholder", `e.g. ${EXAMPLE}`);

  await quickAdd.fill(EXAMPLE);
  await page.getByRole("button", { name: "Create list “Bills”" }).click();
  await expect(page.getByRole("list", { name: "Recognised" })).toContainText("+Bills");
  await quickAdd.press("Enter");
  const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Pay rent" }) });
  await expect(row).toContainText("Tomorrow, 5:00 PM");
  await expect(row.getByRole("img", { name: "High priority" })).toBeVisible();
  await expect(row).toContainText("#home");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /Bills/ })).toBeVisible();

  // Today's box gives the day itself.
  await page.getByRole("button", { name: "Today" }).click();
  await expect(page.getByText("Nothing is due today.")).toBeVisible();
  await expect(quickAdd).toHaveAttribute("placeholder", "For today, e.g. Pay rent 5pm #home p1 +Bills");
});
