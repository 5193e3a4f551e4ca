import type { Page } from "@playwright/test";
import type { Task } from "../src/shared/schemas/task";
import { expect, test } from "./fixtures";
import { addTaskViaApi, signUpViaApi } from "./support/users";

/** The board's top-level tasks, subtasks left out. */
const topTitles = (page: Page) => page.getByRole("main").locator(".task-results > ul > li > .task-body > .task-title");
const subtasksOf = (page: Page, title: string) => page.getByRole("list", { name: `Subtasks of “${title}”` });

async function taskViaApi(page: Page, id: string): Promise<Task> {
  const response = await page.request.get(`/api/tasks/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { task: Task }).task;
}

async function completeViaApi(page: Page, id: string): Promise<void> {
  const response = await page.request.patch(`/api/tasks/${id}`, { data: { completed: true } });
  expect(response.status()).toBe(200);
}

test("a task shows its subtasks' progress, opens onto them and takes a new one in a line", async ({ page }) => {
  await signUpViaApi(page);
  const parent = await addTaskViaApi(page, { title: "Plan the trip" });
  const done = await addTaskViaApi(page, { title: "Book flights", parentId: parent.id });
  await addTaskViaApi(page, { title: "Pack", parentId: parent.id });
  await completeViaApi(page, done.id);
  await page.goto("/tasks");

  // Only the top-level task, with its progress.
  await expect(topTitles(page)).toHaveText(["Plan the trip"]);
  await expect(page.getByRole("img", { name: "1 of 2 subtasks done" })).toHaveText("1/2");
  const toggle = page.getByRole("button", { name: /^Show subtasks/ });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  const hide = page.getByRole("button", { name: /^Hide subtasks/ });
  await expect(hide).toHaveAttribute("aria-expanded", "true");
  await expect(hide).toHaveAttribute("aria-controls", `subtasks-${parent.id}`);
  await expect(subtasksOf(page, "Plan the trip").getByRole("heading")).toHaveText(["Pack"]);

  // Still open after a reload (kept for the session).
  await page.reload();
  await expect(subtasksOf(page, "Plan the trip").getByRole("heading")).toHaveText(["Pack"]);

  await page.getByRole("button", { name: "Add a subtask to “Plan the trip”" }).click();
  const field = page.getByRole("textbox", { name: "New subtask of “Plan the trip”" });
  await expect(field).toBeFocused();
  await field.fill("Buy an adapter");
  await field.press("Enter");
  await expect(subtasksOf(page, "Plan the trip").getByRole("heading")).toHaveText(["Pack", "Buy an adapter"]);
  await expect(page.getByRole("img", { name: "1 of 3 subtasks done" })).toBeVisible();
  await expect(topTitles(page)).toHaveText(["Plan the trip"]);
  await field.press("Escape");
  await expect(field).toHaveCount(0);
  await expect(page.locator(`[data-task-id="${parent.id}"]`)).toBeFocused();

  // A search lists every matching task on its own.
  await page.goto("/tasks?q=adapter");
  await expect(page.getByRole("main").getByRole("list").getByRole("heading")).toHaveText(["Buy an adapter"]);
});

test("completing a task with open subtasks asks, completes them all, and Undo reopens them", async ({ page }) => {
  await signUpViaApi(page);
  const parent = await addTaskViaApi(page, { title: "Move house" });
  const boxes = await addTaskViaApi(page, { title: "Boxes", parentId: parent.id });
  const van = await addTaskViaApi(page, { title: "Van", parentId: parent.id });
  const keys = await addTaskViaApi(page, { title: "Keys", parentId: van.id });
  await page.goto("/tasks");

  await page.getByRole("checkbox", { name: "Complete “Move house”" }).click();
  const dialog = page.getByRole("dialog", { name: "Complete its 2 open subtasks too?" });
  await dialog.getByRole("button", { name: "Complete all" }).click();
  await expect(dialog).toHaveCount(0);
  const toast = page.getByRole("status").filter({ hasText: "“Move house” and 3 subtasks completed." });
  await expect(toast).toBeVisible();
  for (const task of [parent, boxes, van, keys]) {
    await expect.poll(async () => (await taskViaApi(page, task.id)).completed).toBe(true);
  }

  await toast.getByRole("button", { name: "Undo" }).click();
  for (const task of [parent, boxes, van, keys]) {
    await expect.poll(async () => (await taskViaApi(page, task.id)).completed).toBe(false);
  }
  await expect(topTitles(page)).toHaveText(["Move house"]);

  // "Only this task" leaves them open.
  await page.getByRole("checkbox", { name: "Complete “Move house”" }).click();
  await page.getByRole("button", { name: "Only this task" }).click();
  await expect.poll(async () => (await taskViaApi(page, parent.id)).completed).toBe(true);
  expect((await taskViaApi(page, boxes.id)).completed).toBe(false);
});

test("deleting a task deletes its subtasks, and Undo puts the whole tree back", async ({ page }) => {
  await signUpViaApi(page);
  const parent = await addTaskViaApi(page, { title: "Garden" });
  const beds = await addTaskViaApi(page, { title: "Beds", parentId: parent.id });
  const seeds = await addTaskViaApi(page, { title: "Seeds", parentId: beds.id });
  await completeViaApi(page, seeds.id);
  await page.goto("/tasks");

  await page.getByRole("button", { name: "Delete “Garden”" }).click();
  const toast = page.getByRole("status").filter({ hasText: "“Garden” and 2 subtasks deleted." });
  await expect(toast).toBeVisible();
  await expect(page.getByText("No tasks found.", { exact: true })).toBeVisible();
  // The row goes at once; the server deletes a moment later.
  await expect.poll(async () => (await page.request.get(`/api/tasks/${seeds.id}`)).status()).toBe(404);

  await toast.getByRole("button", { name: "Undo" }).click();
  await expect(topTitles(page)).toHaveText(["Garden"]);
  await expect.poll(async () => (await page.request.get(`/api/tasks/${seeds.id}`)).status()).toBe(200);
  expect(await taskViaApi(page, beds.id)).toMatchObject({ parentId: parent.id, title: "Beds" });
  expect(await taskViaApi(page, seeds.id)).toMatchObject({ parentId: beds.id, completed: true });
  await expect(page.getByRole("img", { name: "0 of 1 subtask done" })).toBeVisible();
});

test("Tab on a task's row makes it a subtask of the one above, Shift+Tab takes it out again", async ({ page }) => {
  await signUpViaApi(page);
  const child = await addTaskViaApi(page, { title: "Write the draft" });
  const parent = await addTaskViaApi(page, { title: "Essay" });
  await page.goto("/tasks");
  await expect(topTitles(page)).toHaveText(["Essay", "Write the draft"]);

  // Tab from the first row has no task above to go under: focus moves on as usual.
  const firstRow = page.locator(`[data-task-id="${parent.id}"]`);
  await firstRow.focus();
  await page.keyboard.press("Tab");
  await expect(firstRow).not.toBeFocused();
  expect((await taskViaApi(page, parent.id)).parentId).toBeNull();

  const row = page.locator(`[data-task-id="${child.id}"]`);
  await row.focus();
  await page.keyboard.press("Tab");
  await expect.poll(async () => (await taskViaApi(page, child.id)).parentId).toBe(parent.id);
  await expect(subtasksOf(page, "Essay").getByRole("heading")).toHaveText(["Write the draft"]);
  await expect(topTitles(page)).toHaveText(["Essay"]);
  await expect(row).toBeFocused();

  await page.keyboard.press("Shift+Tab");
  await expect.poll(async () => (await taskViaApi(page, child.id)).parentId).toBeNull();
  await expect(topTitles(page)).toHaveText(["Essay", "Write the draft"]);

  // The shortcuts dialog names them.
  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help.getByText("Make the task a subtask of the one above (on a task's row)")).toBeVisible();
});

test("a task dropped onto another's row becomes its subtask", async ({ page }) => {
  await signUpViaApi(page);
  const child = await addTaskViaApi(page, { title: "Buy paint" });
  const parent = await addTaskViaApi(page, { title: "Paint the hall" });
  await page.goto("/tasks");
  const row = (title: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await row("Buy paint").dragTo(row("Paint the hall"));
  await expect.poll(async () => (await taskViaApi(page, child.id)).parentId).toBe(parent.id);
  await expect(subtasksOf(page, "Paint the hall").getByRole("heading")).toHaveText(["Buy paint"]);
  await expect(topTitles(page)).toHaveText(["Paint the hall"]);

  // In My order the edges of a row reorder, and its middle nests.
  const response = await page.request.post("/api/lists", { data: { name: "Home" } });
  const home = ((await response.json()) as { list: { id: string } }).list.id;
  const rug = await addTaskViaApi(page, { title: "Clean the rug", listId: home });
  const sofa = await addTaskViaApi(page, { title: "Move the sofa", listId: home });
  await page.goto(`/lists/${home}`);
  await expect(topTitles(page)).toHaveText(["Clean the rug", "Move the sofa"]);
  await row("Move the sofa").dragTo(row("Clean the rug"));
  await expect.poll(async () => (await taskViaApi(page, sofa.id)).parentId).toBe(rug.id);
  await expect(topTitles(page)).toHaveText(["Clean the rug"]);
});

test("Tab at the deepest level is refused with a message, and the task stays where it was", async ({ page }) => {
  await signUpViaApi(page);
  const top = await addTaskViaApi(page, { title: "Top" });
  const middle = await addTaskViaApi(page, { title: "Middle", parentId: top.id });
  await addTaskViaApi(page, { title: "Deep one", parentId: middle.id });
  const second = await addTaskViaApi(page, { title: "Deep two", parentId: middle.id });
  await page.goto("/tasks");
  await page.getByRole("button", { name: /^Show subtasks/ }).click();
  await page.getByRole("button", { name: /^Show subtasks/ }).click();
  await expect(subtasksOf(page, "Middle").getByRole("heading")).toHaveText(["Deep one", "Deep two"]);

  const row = page.locator(`[data-task-id="${second.id}"]`);
  await row.focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("status").filter({ hasText: "Subtasks nest at most 3 levels deep." })).toBeVisible();
  await expect(row).toBeFocused();
  expect((await taskViaApi(page, second.id)).parentId).toBe(middle.id);
});

test("subtasks keep an order of their own: Alt+↑/↓ and dragging move one among its siblings", async ({ page }) => {
  await signUpViaApi(page);
  const trip = await addTaskViaApi(page, { title: "Plan the trip" });
  await addTaskViaApi(page, { title: "Book flights", parentId: trip.id });
  const hotelTask = await addTaskViaApi(page, { title: "Book a hotel", parentId: trip.id });
  const packTask = await addTaskViaApi(page, { title: "Pack", parentId: trip.id });
  const subtaskTitles = async () => {
    const response = await page.request.get(`/api/tasks?parent=${trip.id}`);
    return ((await response.json()) as { tasks: Task[] }).tasks.map((task) => task.title);
  };
  await page.goto("/tasks");
  await page.getByRole("button", { name: /^Show subtasks/ }).click();
  const shown = subtasksOf(page, "Plan the trip").getByRole("heading");
  await expect(shown).toHaveText(["Book flights", "Book a hotel", "Pack"]);

  // By keyboard, the task's row keeping focus.
  const pack = page.locator(`[data-task-id="${packTask.id}"]`);
  await pack.focus();
  await page.keyboard.press("Alt+ArrowUp");
  await expect(shown).toHaveText(["Book flights", "Pack", "Book a hotel"]);
  await expect(pack).toBeFocused();
  await page.keyboard.press("Alt+ArrowUp");
  await expect(shown).toHaveText(["Pack", "Book flights", "Book a hotel"]);
  await expect.poll(subtaskTitles).toEqual(["Pack", "Book flights", "Book a hotel"]);
  // Not past the first.
  await page.keyboard.press("Alt+ArrowUp");
  await expect(shown).toHaveText(["Pack", "Book flights", "Book a hotel"]);

  // By dragging onto the lower edge of a sibling's row.
  const hotel = page.locator(`[data-task-id="${hotelTask.id}"]`);
  const box = await hotel.locator(".task-body").boundingBox();
  if (!box) throw new Error("The row is not on the screen");
  await pack.locator(".task-body").dragTo(hotel.locator(".task-body"), {
    targetPosition: { x: box.width / 2, y: box.height - 2 },
  });
  await expect(shown).toHaveText(["Book flights", "Book a hotel", "Pack"]);
  await expect.poll(subtaskTitles).toEqual(["Book flights", "Book a hotel", "Pack"]);
  await expect(topTitles(page)).toHaveText(["Plan the trip"]);
});
