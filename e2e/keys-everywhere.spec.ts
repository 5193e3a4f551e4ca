import { expect, test } from "./fixtures";
import { addTaskViaApi, signUpViaApi } from "./support/users";

test("?, n and / work on every signed-in page, and a skip link leads past the navigation", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/settings");
  await expect(page.getByLabel("Theme")).toBeVisible();

  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();

  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help.getByRole("region", { name: "On every page" })).toContainText("Search your tasks");
  await expect(help.getByRole("region", { name: "On a task list" })).toContainText("Delete the task (with Undo)");
  await expect(help.getByRole("region", { name: "On a task list" })).not.toContainText("Search");
  await page.keyboard.press("Escape");
  await expect(help).toHaveCount(0);

  // No quick add on Settings: n opens one of its own.
  await page.keyboard.press("n");
  const newTask = page.getByRole("dialog", { name: "New task" });
  await expect(newTask.getByRole("textbox", { name: "New task" })).toBeFocused();
  await page.keyboard.type("Call the bank tomorrow");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "“Call the bank” added." })).toBeVisible();
  await expect(newTask).toHaveCount(0);
  await expect(page).toHaveURL(/\/settings$/);

  // No search on Settings: / opens Tasks with its search box ready.
  await page.keyboard.press("/");
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(page.getByRole("searchbox", { name: "Search tasks" })).toBeFocused();
  await expect(page.getByRole("heading", { name: "Call the bank" })).toBeVisible();

  // The Assistant's message box adds tasks: n goes there.
  await page.goto("/assistant");
  const message = page.getByRole("textbox", { name: "Message to the assistant" });
  // Pressed once the box is there: the page's heading comes before the conversation has loaded.
  await expect(message).toBeVisible();
  await page.keyboard.press("n");
  await expect(message).toBeFocused();
});

test("Escape in a dialog with edits asks before throwing them away", async ({ page }) => {
  await signUpViaApi(page);
  await addTaskViaApi(page, { title: "Post the letter" });
  await page.goto("/tasks");
  const edit = page.getByRole("dialog", { name: "Edit task" });
  const discard = page.getByRole("dialog", { name: "Discard changes?" });

  // Nothing changed: Escape closes at once.
  await page.getByRole("button", { name: "Edit “Post the letter”" }).click();
  await expect(edit.getByLabel("Title")).toHaveValue("Post the letter");
  await page.keyboard.press("Escape");
  await expect(edit).toHaveCount(0);

  await page.getByRole("button", { name: "Edit “Post the letter”" }).click();
  await edit.getByLabel("Title").fill("Post the parcel");
  await page.keyboard.press("Escape");
  await expect(discard.getByRole("button", { name: "No" })).toBeFocused();
  // Escape in the question is its No: the edits stay.
  await page.keyboard.press("Escape");
  await expect(discard).toHaveCount(0);
  await expect(edit.getByLabel("Title")).toHaveValue("Post the parcel");

  await page.keyboard.press("Escape");
  await discard.getByRole("button", { name: "Yes" }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Post the letter" })).toBeVisible();

  // The dialog's close button (×) does as Escape does: closes at once, or asks first when there are edits.
  const closeButton = edit.getByRole("button", { name: "Close", exact: true });
  await page.getByRole("button", { name: "Edit “Post the letter”" }).click();
  await closeButton.click();
  await expect(edit).toHaveCount(0);
  await page.getByRole("button", { name: "Edit “Post the letter”" }).click();
  await edit.getByLabel("Title").fill("Post the parcel");
  await closeButton.click();
  await discard.getByRole("button", { name: "No" }).click();
  await expect(discard).toHaveCount(0);
  await expect(edit.getByLabel("Title")).toHaveValue("Post the parcel");
});
