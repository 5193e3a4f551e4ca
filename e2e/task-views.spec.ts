import type { Page } from "@playwright/test";
import { formatDue } from "../src/shared/time/format-date";
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
const view = (page: Page, name: string) =>
  page.getByRole("group", { name: "View", exact: true }).getByRole("button", { name });

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
  await expect(titles(page)).toHaveText(["Was due yesterday", "Due today"]);
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

test.describe("each view in the order it is read", () => {
  test.use({ locale: "en-GB" });
  const at = (daysFromToday: number, hour: number) =>
    new Date(midnightUtc(daysFromToday).getTime() + hour * 3_600_000).toISOString();
  const dayHeading = (daysFromToday: number) =>
    formatDue(midnightUtc(daysFromToday).toISOString(), true, { locale: "en-GB", timeZone: "UTC" });
  const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

  test("Upcoming is soonest due first under day headings, whatever the Sort says", async ({ page }) => {
    await seed(page);
    // Added in another order than they are due, so that newest first would read differently.
    await addTaskViaApi(page, { title: "In three days", ...allDay(3) });
    await addTaskViaApi(page, { title: "Tomorrow evening", dueAt: at(1, 18) });
    await addTaskViaApi(page, { title: "Tomorrow morning", dueAt: at(1, 8) });
    await addTaskViaApi(page, { title: "In two days", dueAt: at(2, 12) });
    await page.goto("/tasks?sort=priority");
    await expect(page.getByLabel("Sort")).toHaveValue("priority");

    await view(page, "Upcoming").click();
    await expect(titles(page)).toHaveText([
      "Due tomorrow",
      "Tomorrow morning",
      "Tomorrow evening",
      "In two days",
      "In three days",
    ]);
    await expect(page.getByLabel("Sort")).toHaveCount(0);
    const headings = ["Tomorrow", dayHeading(2), dayHeading(3)];
    expect(headings[1]).toMatch(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}/);
    await expect(page.getByRole("region")).toHaveCount(3);
    for (const [index, heading] of headings.entries()) {
      await expect(page.getByRole("region").nth(index).getByRole("heading").first()).toHaveText(heading);
    }
    await expect(section(page, "Tomorrow").getByRole("list").getByRole("heading")).toHaveText([
      "Due tomorrow",
      "Tomorrow morning",
      "Tomorrow evening",
    ]);

    // All keeps the order chosen there.
    await view(page, "All").click();
    await expect(page.getByLabel("Sort")).toHaveValue("priority");
    await expect(titles(page).first()).toHaveText("Due today");
  });

  test("Today shows the overdue tasks in a section of their own, above today's", async ({ page }) => {
    await seed(page);
    await addTaskViaApi(page, { title: "Was due last week", dueAt: at(-7, 9) });
    await page.goto("/tasks?view=today");
    await expect(titles(page)).toHaveText(["Was due last week", "Was due yesterday", "Due today"]);
    await expect(page.getByRole("region").getByRole("heading", { level: 2 }).first()).toHaveText("Overdue");
    await expect(section(page, "Overdue").getByRole("list").getByRole("heading")).toHaveText([
      "Was due last week",
      "Was due yesterday",
    ]);
    await expect(section(page, "Today").getByRole("list").getByRole("heading")).toHaveText(["Due today"]);
    await expect(page.getByLabel("Sort")).toHaveCount(0);

    // Once nothing is overdue, today's tasks stand alone.
    for (const title of ["Was due last week", "Was due yesterday"]) {
      await page.getByRole("checkbox", { name: `Complete “${title}”` }).click();
    }
    await expect(section(page, "Overdue")).toHaveCount(0);
    await expect(titles(page)).toHaveText(["Due today"]);
  });

  test("Completed is the latest completion first and says when each was completed", async ({ page }) => {
    await seed(page);
    await page.goto("/tasks");
    // Made first, completed last: newest first would put it at the bottom.
    await page.getByRole("checkbox", { name: "Complete “Undated”" }).click();
    await expect(page.getByRole("status").filter({ hasText: "“Undated” completed." })).toBeVisible();

    await view(page, "Completed").click();
    await expect(titles(page)).toHaveText(["Undated", "Already done"]);
    await expect(page.getByLabel("Sort")).toHaveCount(0);
    const undated = page.getByRole("listitem").filter({ hasText: "Undated" });
    await expect(undated).toContainText(/Completed Today, \d{2}:\d{2}/);
    const { tasks } = (await (await page.request.get("/api/tasks?view=completed")).json()) as {
      tasks: { completedAt: string }[];
    };
    await expect(undated.getByText(/^Completed/).locator("time")).toHaveAttribute(
      "datetime",
      tasks[0]?.completedAt ?? "",
    );
  });

  test("the Sort control is there for All, in every list too", async ({ page }) => {
    await signUpViaApi(page);
    const response = await page.request.post("/api/lists", { data: { name: "Groceries" } });
    const { list } = (await response.json()) as { list: { id: string } };
    await page.goto(`/lists/${list.id}`);
    await expect(page.getByLabel("Sort")).toHaveValue("manual");
    await view(page, "Upcoming").click();
    await expect(page.getByLabel("Sort")).toHaveCount(0);
    await view(page, "All").click();
    await expect(page.getByLabel("Sort")).toHaveValue("manual");
  });
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
  await expect(today.getByRole("img", { name: "High priority" })).toBeVisible();
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

/** WCAG's contrast ratio of two computed colours, `rgb(r, g, b)`. */
function contrast(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map((channel) => {
      const value = Number(channel) / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`in the ${colorScheme} theme the chosen view stands out from the others by 3:1 at least`, async ({ page }) => {
    await signUpViaApi(page);
    await page.emulateMedia({ colorScheme });
    await page.goto("/tasks");
    await view(page, "Today").click();
    const chosen = view(page, "Today");
    await expect(chosen).toHaveAttribute("aria-pressed", "true");
    const colours = await chosen.evaluate((button) => ({
      chosen: getComputedStyle(button).backgroundColor,
      text: getComputedStyle(button).color,
      track: getComputedStyle(button.parentElement as Element).backgroundColor,
    }));
    expect(contrast(colours.chosen, colours.track)).toBeGreaterThanOrEqual(3);
    expect(contrast(colours.text, colours.chosen)).toBeGreaterThanOrEqual(4.5);
  });
}
