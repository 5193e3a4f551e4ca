import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addTaskViaApi, signUpViaApi } from "./support/users";

// Days are counted in the browser's time zone; UTC keeps the arithmetic here plain.
test.use({ timezoneId: "UTC" });

const DAY_MS = 86_400_000;
const midnightUtc = (daysFromToday: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + daysFromToday * DAY_MS);
};
const allDay = (daysFromToday: number) => ({ dueAt: midnightUtc(daysFromToday).toISOString(), dueAllDay: true });

const titles = (page: Page) => page.getByRole("list").getByRole("heading");
const view = (page: Page, name: string) => page.getByRole("group", { name: "View" }).getByRole("button", { name });

async function seed(page: Page) {
  await signUpViaApi(page);
  await addTaskViaApi(page, { title: "Undated", description: "Some day", priority: "low", tags: ["home"] });
  await addTaskViaApi(page, { title: "Due today", ...allDay(0), priority: "high", tags: ["work"] });
  await addTaskViaApi(page, { title: "Due tomorrow", ...allDay(1), priority: "medium", tags: ["work", "home"] });
  await addTaskViaApi(page, { title: "Was due yesterday", ...allDay(-1) });
  const done = await addTaskViaApi(page, { title: "Already done" });
  expect((await page.request.patch(`/api/tasks/${done.id}`, { data: { completed: true } })).status()).toBe(200);
}

test("the views show open tasks due today, later, overdue, all of them, and the completed ones", async ({ page }) => {
  await seed(page);
  await page.goto("/tasks");
  await expect(view(page, "All")).toHaveAttribute("aria-pressed", "true");
  await expect(titles(page)).toHaveText(["Was due yesterday", "Due tomorrow", "Due today", "Undated"]);

  await view(page, "Today").click();
  await expect(page).toHaveURL(/view=today/);
  await expect(titles(page)).toHaveText(["Due today"]);
  await view(page, "Upcoming").click();
  await expect(titles(page)).toHaveText(["Due tomorrow"]);
  await view(page, "Overdue").click();
  await expect(titles(page)).toHaveText(["Was due yesterday"]);
  await view(page, "Completed").click();
  await expect(titles(page)).toHaveText(["Already done"]);

  // The view is in the address: a reload or the back button keeps it.
  await page.reload();
  await expect(titles(page)).toHaveText(["Already done"]);
  await page.goBack();
  await expect(titles(page)).toHaveText(["Was due yesterday"]);
});

test("an overdue task stands out and says so", async ({ page }) => {
  await seed(page);
  await page.goto("/tasks");
  const overdue = page.getByRole("listitem").filter({ hasText: "Was due yesterday" });
  await expect(overdue).toContainText("Overdue");
  await expect(overdue).toContainText("Yesterday");
  await expect(overdue).toHaveAttribute("data-overdue", "true");
  const today = page.getByRole("listitem").filter({ hasText: "Due today" });
  await expect(today).toHaveAttribute("data-overdue", "false");
  await expect(today).toContainText("Today");
  await expect(today).toContainText("High priority");
});

test("tag and priority filters narrow the list and sorting reorders it", async ({ page }) => {
  await seed(page);
  await page.goto("/tasks");
  await expect(titles(page)).toHaveCount(4);

  await page.getByLabel("Tag", { exact: true }).selectOption("work");
  await expect(titles(page)).toHaveText(["Due tomorrow", "Due today"]);
  await page.getByLabel("Priority", { exact: true }).selectOption("high");
  await expect(titles(page)).toHaveText(["Due today"]);
  await page.getByLabel("Priority", { exact: true }).selectOption("");
  await page.getByLabel("Tag", { exact: true }).selectOption("");
  // A tag on a task filters by it too.
  await page.getByRole("button", { name: "Show tasks tagged home" }).first().click();
  await expect(page.getByLabel("Tag", { exact: true })).toHaveValue("home");
  await expect(titles(page)).toHaveText(["Due tomorrow", "Undated"]);
  await page.getByLabel("Tag", { exact: true }).selectOption("");

  await page.getByLabel("Sort").selectOption("due");
  await expect(titles(page)).toHaveText(["Was due yesterday", "Due today", "Due tomorrow", "Undated"]);
  await page.getByLabel("Sort").selectOption("priority");
  await expect(titles(page)).toHaveText(["Due today", "Due tomorrow", "Undated", "Was due yesterday"]);
});

test("search finds tasks by title and description as one types, and an empty result offers a way back", async ({
  page,
}) => {
  await seed(page);
  await page.goto("/tasks");
  const search = page.getByRole("searchbox", { name: "Search tasks" });
  await search.pressSequentially("some", { delay: 30 });
  await expect(titles(page)).toHaveText(["Undated"]);
  await expect(page).toHaveURL(/q=some/);
  await search.fill("tomorrow");
  await expect(titles(page)).toHaveText(["Due tomorrow"]);

  await search.fill("nothing like this");
  await expect(page.getByText("No tasks found.", { exact: true })).toBeVisible();
  await expect(page.getByText("No task matches this search and these filters.")).toBeVisible();
  await page.getByRole("button", { name: "Clear search and filters" }).click();
  await expect(titles(page)).toHaveCount(4);
});

test("each empty view says what to do next", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/tasks?view=overdue");
  await expect(page.getByText("No tasks found.", { exact: true })).toBeVisible();
  await expect(page.getByText("Nothing is overdue. Well done.")).toBeVisible();
  await view(page, "Completed").click();
  await expect(page.getByText("Tasks you complete will show here.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add a task" })).toBeVisible();
});
