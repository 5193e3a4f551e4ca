import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addTaskViaApi, signUpViaApi } from "./support/users";

const DAY_MS = 86_400_000;
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

const rows = (page: Page) => page.getByRole("main").locator(".task-results li[data-task-id]");

/** Whether the whole of an element lies inside the window. */
async function isFullyInView(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const view = page.viewportSize();
  return box !== null && view !== null && box.y >= 0 && box.y + box.height <= view.height;
}

test.describe("at 1280×800", () => {
  test.use({ viewport: LAPTOP });

  test("a task is one line, at least 12 fit on the screen, and when it was added is in its dialog", async ({
    page,
  }) => {
    await signUpViaApi(page);
    for (let number = 1; number <= 13; number++) await addTaskViaApi(page, { title: `Task ${number}` });
    const detailed = await addTaskViaApi(page, {
      title: "Call the bank",
      description: "About the new rate",
      dueAt: new Date(Date.now() + DAY_MS).toISOString(),
      priority: "high",
      tags: ["money"],
      reminders: [{ minutesBefore: 10 }],
      recurrence: "FREQ=WEEKLY",
    });
    await page.goto("/tasks");
    await expect(rows(page)).toHaveCount(14);

    let inView = 0;
    for (const row of await rows(page).all()) if (await isFullyInView(page, row)) inView++;
    expect(inView).toBeGreaterThanOrEqual(12);

    // Every detail on the title's line: the row is no taller than a plain one.
    const row = rows(page).filter({ hasText: "Call the bank" });
    const plain = await rows(page).filter({ hasText: "Task 13" }).boundingBox();
    expect((await row.boundingBox())?.height).toBeLessThanOrEqual(plain?.height ?? 0);
    await expect(row).toContainText("About the new rate");
    await expect(row.getByRole("img", { name: "High priority" })).toBeVisible();
    await expect(row.getByRole("img", { name: "1 reminder" })).toBeVisible();
    await expect(row).toContainText("every week");
    await expect(row.getByRole("button", { name: "Show tasks tagged money" })).toBeVisible();
    await expect(rows(page).filter({ hasText: "Added" })).toHaveCount(0);

    await row.getByRole("button", { name: "Edit “Call the bank”" }).click();
    const added = page.getByRole("dialog", { name: "Edit task" }).getByText(/^Added /);
    await expect(added).toBeVisible();
    await expect(added.locator("time")).toHaveAttribute("datetime", detailed.createdAt);
  });

  test("a row shows the list its task is in, except on that list's own page", async ({ page }) => {
    await signUpViaApi(page);
    const response = await page.request.post("/api/lists", { data: { name: "Groceries", color: "green" } });
    const { list } = (await response.json()) as { list: { id: string } };
    await addTaskViaApi(page, { title: "Oat milk", listId: list.id });
    await page.goto("/tasks");
    await expect(rows(page).filter({ hasText: "Oat milk" })).toContainText("Groceries");
    await page.goto(`/lists/${list.id}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).not.toContainText("Groceries");
  });
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`priority is a flag with its name, red, orange or blue in the ${colorScheme} theme, in rows and on calendar chips`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await signUpViaApi(page);
    const dueAt = new Date().toISOString();
    // Only two are dated, so that both show as chips on today's cell (a full cell folds some into "more").
    for (const priority of ["high", "medium", "low", "none"] as const) {
      const dated = priority === "high" || priority === "none";
      await addTaskViaApi(page, { title: `A ${priority} one`, priority, ...(dated && { dueAt }) });
    }
    await page.goto("/tasks");
    const colours = new Set<string>();
    for (const [priority, name] of [
      ["high", "High priority"],
      ["medium", "Medium priority"],
      ["low", "Low priority"],
    ] as const) {
      const flag = rows(page)
        .filter({ hasText: `A ${priority} one` })
        .getByRole("img", { name });
      await expect(flag).toBeVisible();
      await expect(flag).toContainText(name.split(" ")[0] ?? "");
      colours.add(await flag.evaluate((element) => getComputedStyle(element).color));
    }
    expect(colours.size).toBe(3);
    await expect(
      rows(page)
        .filter({ hasText: "A none one" })
        .getByRole("img", { name: /priority/ }),
    ).toHaveCount(0);

    // The calendar's chips: the same flag, in the same colour.
    const rowColour = [...colours][0];
    await page.goto("/calendar");
    const chipFlag = page
      .locator(".calendar-chip")
      .filter({ hasText: "A high one" })
      .locator('[aria-label="High priority"]');
    await expect(chipFlag).toBeVisible();
    expect(await chipFlag.evaluate((element) => getComputedStyle(element).color)).toBe(rowColour);
    await expect(page.locator(".calendar-chip").filter({ hasText: "A none one" }).locator("[aria-label]")).toHaveCount(
      0,
    );
  });
}

test.describe("on a 390×844 phone", () => {
  test.use({ viewport: PHONE });

  test("the first task starts in the top 40% and the filters fold behind one button", async ({ page }) => {
    await signUpViaApi(page);
    await addTaskViaApi(page, { title: "Pay the rent", tags: ["home"] });
    await addTaskViaApi(page, { title: "Walk the dog" });
    await page.goto("/tasks");
    await expect(rows(page)).toHaveCount(2);
    const top = (await rows(page).first().boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    expect(top).toBeLessThan(0.4 * PHONE.height);

    await expect(page.getByLabel("Tag", { exact: true })).toBeHidden();
    const filters = page.getByRole("button", { name: "Filters" });
    await filters.click();
    await expect(filters).toHaveAttribute("aria-expanded", "true");
    await page.getByLabel("Tag", { exact: true }).selectOption("home");
    await expect(rows(page)).toHaveCount(1);
    await filters.click();
    await expect(page.getByLabel("Tag", { exact: true })).toBeHidden();
    // Folded, the button still says a filter is on.
    await expect(page.getByRole("button", { name: "Filters 1 on" })).toBeVisible();
  });

  test("a row's actions are in a menu that works by touch and by keyboard", async ({ page }) => {
    await signUpViaApi(page);
    await addTaskViaApi(page, { title: "Water the plants and the herbs on the balcony" });
    await addTaskViaApi(page, { title: "Old receipts" });
    await page.goto("/tasks");
    const row = rows(page).filter({ hasText: "Water the plants" });
    // No buttons beside the title: only the menu's.
    await expect(row.getByRole("button", { name: /^Edit / })).toBeHidden();
    const menuButton = row.getByRole("button", { name: "Actions for “Water the plants and the herbs on the balcony”" });

    await menuButton.click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveText(["Add a subtask", "Edit", "Delete"]);
    await expect(menu.getByRole("menuitem", { name: "Add a subtask" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Edit task" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(menuButton).toBeFocused();

    // Escape closes the menu, focus back on its button.
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    await rows(page)
      .filter({ hasText: "Old receipts" })
      .getByRole("button", { name: "Actions for “Old receipts”" })
      .click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await expect(rows(page)).toHaveCount(1);
    const undo = page.getByRole("button", { name: "Undo" });
    await expect(undo).toBeVisible();
    // The toast stands above the floating button: both can be pressed.
    const toast = await undo.boundingBox();
    const floating = await page.getByRole("button", { name: "Quick add" }).boundingBox();
    expect(toast && floating && toast.y + toast.height).toBeLessThanOrEqual(floating?.y ?? 0);
  });

  test("the floating add button opens quick add, which adds the task", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/tasks");
    await expect(page.getByText("No tasks found.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "New task" })).toBeHidden();
    await page.getByRole("button", { name: "Quick add" }).click();
    const dialog = page.getByRole("dialog", { name: "New task" });
    const field = dialog.getByRole("textbox", { name: "New task" });
    await expect(field).toBeFocused();
    await field.fill("Buy stamps #errands");
    await field.press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).getByRole("heading")).toHaveText("Buy stamps");
    await expect(rows(page).getByRole("button", { name: "Show tasks tagged errands" })).toBeVisible();
  });
});

for (const viewport of [LAPTOP, PHONE]) {
  test(`at ${viewport.width}×${viewport.height} the edit dialog keeps Save in sight however long the task`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signUpViaApi(page);
    await addTaskViaApi(page, { title: "Write the report", description: "A long paragraph.\n".repeat(80) });
    await page.goto("/tasks");
    const row = rows(page).filter({ hasText: "Write the report" });
    if (viewport === PHONE) {
      await row.getByRole("button", { name: "Actions for “Write the report”" }).click();
      await page.getByRole("menuitem", { name: "Edit" }).click();
    } else {
      await row.getByRole("button", { name: "Edit “Write the report”" }).click();
    }
    const dialog = page.getByRole("dialog", { name: "Edit task" });
    await expect(dialog.getByLabel("Title")).toBeFocused();
    // The form is taller than the dialog: its top is in sight, and so is Save.
    expect(await dialog.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    const save = dialog.getByRole("button", { name: "Save changes" });
    expect(await isFullyInView(page, save)).toBe(true);
    const [saveBox, dialogBox] = [await save.boundingBox(), await dialog.boundingBox()];
    expect((saveBox?.y ?? 0) + (saveBox?.height ?? 0)).toBeLessThanOrEqual(
      (dialogBox?.y ?? 0) + (dialogBox?.height ?? 0),
    );
    await dialog.getByLabel("Title").fill("Write the final report");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(rows(page).getByRole("heading")).toHaveText("Write the final report");
  });
}
