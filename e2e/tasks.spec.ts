import { TASK_PAGE_SIZE_DEFAULT } from "../src/shared/limits";
import { expect, test } from "./fixtures";
import { failUntilRetry } from "./support/fail-until-retry";
import { holdRequests } from "./support/hold-requests";
import { addTaskViaApi, signUpViaApi } from "./support/users";

test("the list shows the newest task first", async ({ page }) => {
  await signUpViaApi(page);
  for (const title of ["First", "Second", "Third"]) await addTaskViaApi(page, { title, description: `${title} task` });
  await page.goto("/tasks");
  await expect(page.getByRole("heading", { name: "Your Tasks" })).toBeVisible();
  await expect(page.getByRole("list").getByRole("heading")).toHaveText(["Third", "Second", "First"]);
});

test("without tasks the page says so and offers to add one", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/tasks");
  await expect(page.getByText("No tasks found.", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Add a task" }).click();
  await expect(page).toHaveURL(/\/add-task$/);
});

test("the page header links to the add-task screen", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/tasks");
  await page.getByRole("main").getByRole("link", { name: "Add Task" }).click();
  await expect(page.getByRole("heading", { name: "Add New Task" })).toBeVisible();
});

test("two users never see each other's tasks", async ({ page, newContext }) => {
  await signUpViaApi(page);
  await addTaskViaApi(page, { title: "Alice's secret", description: "Only for Alice" });
  const bob = await (await newContext()).newPage();
  await signUpViaApi(bob);
  await addTaskViaApi(bob, { title: "Bob's secret", description: "Only for Bob" });

  await page.goto("/tasks");
  await expect(page.getByText("Alice's secret")).toBeVisible();
  await expect(page.getByText("Bob's secret")).toHaveCount(0);

  await bob.goto("/tasks");
  await expect(bob.getByText("Bob's secret")).toBeVisible();
  await expect(bob.getByText("Alice's secret")).toHaveCount(0);
});

test("more tasks than a page load with Load more", async ({ page }) => {
  await signUpViaApi(page);
  const total = TASK_PAGE_SIZE_DEFAULT + 2;
  for (let index = 1; index <= total; index++) {
    await addTaskViaApi(page, { title: `Task ${index}`, description: "Filler" });
  }
  await page.goto("/tasks");
  const titles = page.getByRole("list").getByRole("heading");
  await expect(titles).toHaveCount(TASK_PAGE_SIZE_DEFAULT);
  await expect(titles.first()).toHaveText(`Task ${total}`);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(titles).toHaveCount(total);
  await expect(titles.last()).toHaveText("Task 1");
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
});

test("while the tasks load, skeleton rows hold their place", async ({ page }) => {
  await signUpViaApi(page);
  await addTaskViaApi(page, { title: "Arrives late", description: "After the skeleton" });
  const release = await holdRequests(page, "**/api/tasks*");
  await page.goto("/tasks");
  await expect(page.getByRole("status").filter({ hasText: /Loading your tasks/ })).toBeAttached();
  await expect(page.getByText("No tasks found.")).toHaveCount(0);
  // CSS, not roles: the skeleton is hidden from assistive technology.
  const rowHeight = async () => (await page.getByRole("main").locator("li").first().boundingBox())?.height;
  const skeletonHeight = await rowHeight();

  release();
  await expect(page.getByText("Arrives late")).toBeVisible();
  expect(await rowHeight()).toBeCloseTo(skeletonHeight ?? 0, 0);
  const layoutShift = await page.evaluate(async () => {
    // Two frames later the tasks have been laid out and drawn, so any shift they caused is on record.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: "layout-shift", buffered: true });
    const shifts = observer.takeRecords();
    observer.disconnect();
    return shifts.reduce((sum, shift) => sum + (shift as unknown as { value: number }).value, 0);
  });
  expect(layoutShift).toBeLessThan(0.01);
});

test("a failed load is shown with a Retry that works", async ({ page, expectHttpError }) => {
  expectHttpError(500, "/api/tasks");
  await signUpViaApi(page);
  await addTaskViaApi(page, { title: "Still here", description: "After a retry" });
  await failUntilRetry(page, "**/api/tasks*");
  await page.goto("/tasks");
  await expect(page.getByRole("alert")).toContainText("We couldn't load your tasks.");
  await expect(page.getByText("No tasks found.")).toHaveCount(0);
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText("Still here")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("long titles and descriptions wrap instead of overflowing", async ({ page }) => {
  await signUpViaApi(page);
  await addTaskViaApi(page, { title: "W".repeat(200), description: "x".repeat(600) });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/tasks");
  await expect(page.getByRole("list").getByRole("heading")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
