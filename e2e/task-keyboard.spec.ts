import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addTaskViaApi, signUpViaApi } from "./support/users";

const titles = (page: Page) => page.getByRole("list").getByRole("heading");
const focusedRow = (page: Page) => page.locator("li[data-task-id]:focus");

test("the list works from the keyboard: n, /, j, k, x, e, Delete and ?", async ({ page }) => {
  await signUpViaApi(page);
  for (const title of ["Third", "Second", "First"]) await addTaskViaApi(page, { title, description: title });
  await page.goto("/tasks");
  await expect(titles(page)).toHaveText(["First", "Second", "Third"]);

  await page.keyboard.press("n");
  await expect(page.getByRole("textbox", { name: "New task" })).toBeFocused();
  await page.keyboard.press("Escape");
  await page.keyboard.press("/");
  await expect(page.getByRole("searchbox", { name: "Search tasks" })).toBeFocused();
  await page.keyboard.press("Escape");

  await page.keyboard.press("j");
  await expect(focusedRow(page)).toContainText("First");
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  await expect(focusedRow(page)).toContainText("Third");
  await page.keyboard.press("k");
  await expect(focusedRow(page)).toContainText("Second");

  await page.keyboard.press("x");
  await expect(titles(page)).toHaveText(["First", "Third"]);
  await expect(page.getByRole("status").filter({ hasText: "“Second” completed." })).toBeVisible();

  await page.keyboard.press("j");
  await page.keyboard.press("e");
  const dialog = page.getByRole("dialog", { name: "Edit task" });
  await expect(dialog.getByLabel("Title")).toHaveValue("First");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  await page.keyboard.press("Delete");
  await expect(titles(page)).toHaveText(["Third"]);
  await expect(focusedRow(page)).toContainText("Third");
  // The completion's toast, with its own Undo, is still there: each toast is known by its message.
  await page.getByRole("group", { name: "“First” deleted." }).getByRole("button", { name: "Undo" }).click();
  await expect(titles(page)).toHaveText(["First", "Third"]);

  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help).toContainText("Delete the task (with Undo)");
  await page.keyboard.press("Escape");
  await expect(help).toHaveCount(0);

  await page.request.get("/api/tasks?view=completed").then(async (response) => {
    expect(((await response.json()) as { tasks: { title: string }[] }).tasks.map((task) => task.title)).toEqual([
      "Second",
    ]);
  });
});

test("shortcuts stay out of the way while typing", async ({ page }) => {
  await signUpViaApi(page);
  await addTaskViaApi(page, { title: "Only one", description: "x" });
  await page.goto("/tasks");
  const quickAdd = page.getByRole("textbox", { name: "New task" });
  await quickAdd.click();
  await page.keyboard.type("x marks the spot? j/k");
  await expect(quickAdd).toHaveValue("x marks the spot? j/k");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(titles(page)).toHaveText(["Only one"]);
});
