import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectFieldError } from "./support/field-error";
import { savedTasks } from "./support/saved-tasks";
import { addTaskViaApi, newCredentials, signUpViaApi } from "./support/users";

const titles = (page: Page) => page.getByRole("main").getByRole("list").getByRole("heading");
const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** One of the list page's actions, from its menu. */
async function listAction(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: "List actions" }).click();
  await page.getByRole("menu", { name: "List actions" }).getByRole("menuitem", { name }).click();
}

async function newListViaApi(page: Page, name: string): Promise<string> {
  const response = await page.request.post("/api/lists", { data: { name } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { list: { id: string } }).list.id;
}

test("a new list is made from the navigation, opens, and takes the tasks added in it", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/tasks");
  await nav(page).getByRole("button", { name: "New list" }).click();
  const dialog = page.getByRole("dialog", { name: "New list" });
  await dialog.getByLabel("Name").fill("Groceries");
  // A swatch is picked as it shows: by clicking it.
  await dialog.getByTitle("Green").click();
  await expect(dialog.getByRole("radio", { name: "Green" })).toBeChecked();
  await dialog.getByLabel("Emoji (optional)").fill("🛒");
  await dialog.getByRole("button", { name: "Create list" }).click();

  await expect(page).toHaveURL(/\/lists\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("🛒 Groceries");
  await expect(page).toHaveTitle("Groceries · Taskmind");
  const quickAdd = page.getByRole("textbox", { name: "New task" });
  await quickAdd.fill("Oat milk");
  await quickAdd.press("Enter");
  await expect(titles(page)).toHaveText(["Oat milk"]);
  await expect(nav(page).getByRole("link", { name: "Groceries 1 open" })).toBeVisible();

  // In the list, not the Inbox; and among all tasks.
  await nav(page)
    .getByRole("link", { name: /^Inbox/ })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inbox");
  await expect(page.getByText("No tasks found.", { exact: true })).toBeVisible();
  await nav(page).getByRole("link", { name: "Tasks", exact: true }).click();
  await expect(titles(page)).toHaveText(["Oat milk"]);
});

test("the name is required and its length checked before anything is sent", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/tasks");
  await nav(page).getByRole("button", { name: "New list" }).click();
  const dialog = page.getByRole("dialog", { name: "New list" });
  await dialog.getByRole("button", { name: "Create list" }).click();
  await expect(dialog.getByText("Name is required.")).toBeVisible();
  await expectFieldError(dialog.getByLabel("Name"), "Name is required.");
  await dialog.getByLabel("Name").fill("n".repeat(61));
  await dialog.getByRole("button", { name: "Create list" }).click();
  await expect(dialog.getByText("Name must be at most 60 characters.")).toBeVisible();
});

test("a task moves to another list from its edit dialog", async ({ page }) => {
  await signUpViaApi(page);
  const work = await newListViaApi(page, "Work");
  await newListViaApi(page, "Home");
  await addTaskViaApi(page, { title: "Fix the tap", listId: work });
  await page.goto(`/lists/${work}`);
  await page.getByRole("button", { name: "Edit “Fix the tap”" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit task" });
  await expect(dialog.getByLabel("List")).toHaveValue(work);
  await dialog.getByLabel("List").selectOption({ label: "Home" });
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("No tasks found.", { exact: true })).toBeVisible();
  await nav(page).getByRole("link", { name: /^Home/ }).click();
  await expect(titles(page)).toHaveText(["Fix the tap"]);
});

test("a list is renamed, archived out of the navigation, and deleted with its tasks after asking", async ({ page }) => {
  await signUpViaApi(page);
  const work = await newListViaApi(page, "Work");
  await addTaskViaApi(page, { title: "Report", listId: work });
  await addTaskViaApi(page, { title: "Slides", listId: work });
  await addTaskViaApi(page, { title: "In the Inbox" });
  await page.goto(`/lists/${work}`);

  await listAction(page, "Edit list");
  const edit = page.getByRole("dialog", { name: "Edit list" });
  await edit.getByLabel("Name").fill("Office");
  await edit.getByRole("button", { name: "Save list" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Office");
  await expect(nav(page).getByRole("link", { name: /^Office/ })).toBeVisible();

  await listAction(page, "Archive");
  await expect(page.getByText("“Office” archived.")).toBeVisible();
  await expect(nav(page).getByRole("link", { name: /^Office/ })).toHaveCount(0);
  await listAction(page, "Unarchive");
  await expect(nav(page).getByRole("link", { name: /^Office/ })).toBeVisible();

  // Deleted at once on screen, with Undo for a few seconds, as a task is.
  const deleteOffice = async () => {
    await listAction(page, "Delete list");
    const confirm = page.getByRole("dialog", { name: "Delete list?" });
    await expect(confirm).toContainText("“Office” will be deleted, and with it its 2 tasks.");
    await confirm.getByRole("button", { name: "Delete list" }).click();
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(page.getByText("“Office” deleted, with 2 tasks.")).toBeVisible();
    await expect(titles(page)).toHaveText(["In the Inbox"]);
    await expect(nav(page).getByRole("link", { name: /^Office/ })).toHaveCount(0);
  };
  await deleteOffice();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(nav(page).getByRole("link", { name: /^Office/ })).toBeVisible();
  await expect(titles(page)).toHaveText(["In the Inbox", "Slides", "Report"]);

  await nav(page)
    .getByRole("link", { name: /^Office/ })
    .click();
  await deleteOffice();
  const listsLeft = async () =>
    ((await (await page.request.get("/api/lists")).json()) as { lists: unknown[] }).lists.length;
  await expect.poll(listsLeft, { timeout: 15_000 }).toBe(0);
  const tasksLeft = (await (await page.request.get("/api/tasks")).json()) as { tasks: { title: string }[] };
  expect(tasksLeft.tasks.map((task) => task.title)).toEqual(["In the Inbox"]);
});

test("an archived list waits, folded, under Archived in the navigation: it opens from there and comes back", async ({
  page,
}) => {
  await signUpViaApi(page);
  const garden = await newListViaApi(page, "Garden");
  await addTaskViaApi(page, { title: "Prune the roses", listId: garden });
  await page.request.patch(`/api/lists/${garden}`, { data: { archived: true } });
  await page.goto("/tasks");

  const archivedToggle = nav(page).getByRole("button", { name: /^Archived/ });
  await expect(archivedToggle).toHaveAttribute("aria-expanded", "false");
  await expect(archivedToggle).toHaveText("Archived1");
  await expect(nav(page).getByRole("link", { name: /^Garden/ })).toHaveCount(0);

  await archivedToggle.click();
  await expect(archivedToggle).toHaveAttribute("aria-expanded", "true");
  await nav(page).getByRole("link", { name: "Garden" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Garden");
  await expect(titles(page)).toHaveText(["Prune the roses"]);

  await nav(page).getByRole("button", { name: "Unarchive “Garden”" }).click();
  await expect(page.getByText("“Garden” is back.")).toBeVisible();
  // Among the lists again, and no archived list left to show.
  await expect(nav(page).getByRole("link", { name: "Garden 1 open" })).toBeVisible();
  await expect(archivedToggle).toHaveCount(0);
  await page.reload();
  await expect(nav(page).getByRole("link", { name: "Garden 1 open" })).toBeVisible();
});

test("a list's colour is a swatch, its actions a menu that the keyboard works too", async ({ page }) => {
  await signUpViaApi(page);
  const work = await newListViaApi(page, "Work");
  await page.goto(`/lists/${work}`);

  const menuButton = page.getByRole("button", { name: "List actions" });
  await menuButton.focus();
  await page.keyboard.press("ArrowDown");
  const menu = page.getByRole("menu", { name: "List actions" });
  await expect(menu.getByRole("menuitem")).toHaveText(["Edit list", "Move up", "Move down", "Archive", "Delete list"]);
  await expect(menu.getByRole("menuitem", { name: "Edit list" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  await listAction(page, "Edit list");
  const dialog = page.getByRole("dialog", { name: "Edit list" });
  const colours = dialog.getByRole("group", { name: "Colour" });
  await expect(colours.getByRole("radio", { name: "None" })).toBeChecked();
  await colours.getByTitle("Teal").click();
  await expect(colours.getByRole("radio", { name: "Teal" })).toBeChecked();
  await dialog.getByRole("button", { name: "Save list" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(nav(page).locator(`[data-list-id="${work}"] .list-dot`)).toHaveAttribute("data-color", "teal");
  await listAction(page, "Edit list");
  await expect(page.getByRole("dialog", { name: "Edit list" }).getByRole("radio", { name: "Teal" })).toBeChecked();
});

test("lists move in the navigation by drag, by Alt+↑/↓ and from the menu; the order stays and reaches other tabs", async ({
  page,
  newContext,
}) => {
  const credentials = newCredentials();
  await signUpViaApi(page, credentials);
  for (const name of ["Alpha", "Bravo", "Charlie"]) await newListViaApi(page, name);
  await page.goto("/tasks");
  const listLinks = nav(page).locator("[data-list-id]");
  const link = (name: string) => nav(page).getByRole("link", { name, exact: true });
  await expect(listLinks).toHaveText(["Alpha", "Bravo", "Charlie"]);

  // Dropped on the top half of Alpha: before it.
  await link("Charlie").dragTo(link("Alpha"), { targetPosition: { x: 40, y: 4 } });
  await expect(listLinks).toHaveText(["Charlie", "Alpha", "Bravo"]);

  await link("Alpha").focus();
  await page.keyboard.press("Alt+ArrowDown");
  await expect(listLinks).toHaveText(["Charlie", "Bravo", "Alpha"]);
  await expect(link("Alpha")).toBeFocused();
  await expect(nav(page).getByRole("status")).toHaveText("“Alpha” moved to place 3 of 3.");
  await page.keyboard.press("Alt+ArrowDown");
  await expect(nav(page).getByRole("status")).toHaveText("“Alpha” is already last.");

  await link("Charlie").click();
  await listAction(page, "Move down");
  await expect(page.getByText("“Charlie” moved to place 2 of 3.")).toBeVisible();
  await expect(listLinks).toHaveText(["Bravo", "Charlie", "Alpha"]);

  await page.reload();
  await expect(listLinks).toHaveText(["Bravo", "Charlie", "Alpha"]);
  const other = await (await newContext()).newPage();
  expect((await other.request.post("/api/auth/sign-in/email", { data: credentials })).status()).toBe(200);
  await other.goto("/tasks");
  const otherLinks = nav(other).locator("[data-list-id]");
  await expect(otherLinks).toHaveText(["Bravo", "Charlie", "Alpha"]);
  await link("Alpha").focus();
  await page.keyboard.press("Alt+ArrowUp");
  await expect(otherLinks).toHaveText(["Bravo", "Alpha", "Charlie"]);
});

test("a refresh of the lists that fails leaves them shown, with no error above them", async ({
  page,
  expectNetworkFailure,
}) => {
  expectNetworkFailure("/api/lists");
  await signUpViaApi(page);
  await newListViaApi(page, "Errands");
  await page.goto("/tasks");
  await expect(nav(page).getByRole("link", { name: "Errands" })).toBeVisible();

  await page.route("**/api/lists", (route) => route.abort("internetdisconnected"));
  const refused = page.waitForRequest("**/api/lists");
  // A new list asks for the lists again; that fails, as the list's own save does.
  await nav(page).getByRole("button", { name: "New list" }).click();
  const dialog = page.getByRole("dialog", { name: "New list" });
  await dialog.getByLabel("Name").fill("Not saved");
  await dialog.getByRole("button", { name: "Create list" }).click();
  await refused;
  await expect(dialog.getByRole("alert")).toContainText("The list was not saved.");
  await expect(nav(page).getByRole("link", { name: "Errands" })).toBeVisible();
  await expect(nav(page).getByText("Lists could not be loaded.")).toHaveCount(0);
});

test("a list that does not exist says so", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/lists/not-a-list");
  await expect(page.getByRole("heading", { name: "List not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "See all your tasks" })).toBeVisible();
});

test("a list made on another device shows in the navigation without a reload", async ({ page, newContext }) => {
  const credentials = newCredentials();
  await signUpViaApi(page, credentials);
  const phone = await (await newContext()).newPage();
  expect((await phone.request.post("/api/auth/sign-in/email", { data: credentials })).status()).toBe(200);
  await page.goto("/tasks");
  await expect(nav(page).getByRole("link", { name: /^Inbox/ })).toBeVisible();
  await newListViaApi(phone, "Made on the phone");
  await expect(nav(page).getByRole("link", { name: /^Made on the phone/ })).toBeVisible({ timeout: 10_000 });
});

test("a list made on another device while this tab connects and saves its time zone still shows", async ({
  page,
  newContext,
}) => {
  const credentials = newCredentials();
  await signUpViaApi(page, credentials);
  const phone = await (await newContext()).newPage();
  expect((await phone.request.post("/api/auth/sign-in/email", { data: credentials })).status()).toBe(200);
  // The first visit saves the browser's time zone (a change of the account, not of a task); the event stream
  // is held until the phone has made its list, so only the stream's "ready" can bring it, while that save is on its way.
  const hold = (glob: string, method: string) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const seen = new Promise<void>((resolve) =>
      page.route(glob, async (route) => {
        if (route.request().method() !== method) return route.continue();
        resolve();
        await released;
        await route.continue();
      }),
    );
    return { seen, release };
  };
  const events = hold("**/api/events", "GET");
  const timeZone = hold("**/api/me", "PATCH");
  await page.goto("/tasks");
  await Promise.all([events.seen, timeZone.seen]);
  await newListViaApi(phone, "Made while connecting");
  const streamOpen = page.waitForResponse((response) => response.url().endsWith("/api/events"));
  events.release();
  await streamOpen;
  timeZone.release();
  await expect(nav(page).getByRole("link", { name: /^Made while connecting/ })).toBeVisible();
});

test("My order: Alt+↑ and Alt+↓ move the task in focus, and the order stays after a reload", async ({ page }) => {
  await signUpViaApi(page);
  const work = await newListViaApi(page, "Work");
  for (const title of ["A", "B", "C"]) await addTaskViaApi(page, { title, listId: work });
  await page.goto(`/lists/${work}`);
  await expect(page.getByLabel("Sort")).toHaveValue("manual");
  await expect(titles(page)).toHaveText(["A", "B", "C"]);

  await page.keyboard.press("j");
  await page.keyboard.press("Alt+ArrowDown");
  await expect(titles(page)).toHaveText(["B", "A", "C"]);
  await page.keyboard.press("Alt+ArrowDown");
  await expect(titles(page)).toHaveText(["B", "C", "A"]);
  await expect(page.locator("li[data-task-id]:focus")).toContainText("A");
  await page.keyboard.press("k");
  await page.keyboard.press("Alt+ArrowUp");
  await expect(titles(page)).toHaveText(["C", "B", "A"]);

  await page.reload();
  await expect(titles(page)).toHaveText(["C", "B", "A"]);
});

test("m moves the task in focus to the list typed, from the keyboard alone", async ({ page }) => {
  await signUpViaApi(page);
  await newListViaApi(page, "Groceries");
  await newListViaApi(page, "Work");
  await addTaskViaApi(page, { title: "Oat milk" });
  await page.goto("/lists/inbox");
  await expect(titles(page)).toHaveText(["Oat milk"]);

  await page.keyboard.press("j");
  await page.keyboard.press("m");
  const dialog = page.getByRole("dialog", { name: "Move “Oat milk” to…" });
  await expect(dialog.getByLabel("List")).toBeFocused();
  await page.keyboard.type("groc");
  await expect(dialog.getByText("Enter moves it to Groceries.")).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Moved to Groceries.")).toBeVisible();
  await expect(page.getByText("No tasks found.", { exact: true })).toBeVisible();
  await nav(page)
    .getByRole("link", { name: /^Groceries/ })
    .click();
  await expect(titles(page)).toHaveText(["Oat milk"]);
});

test("My order moves tasks that share one place, spreading them apart", async ({ page }) => {
  await signUpViaApi(page);
  // Two devices each put a task at the top at once can leave tasks in one place: no number between them.
  for (const title of ["One", "Two", "Three"]) {
    const task = await addTaskViaApi(page, { title });
    expect((await page.request.patch(`/api/tasks/${task.id}`, { data: { position: 5 } })).status()).toBe(200);
  }
  await page.goto("/lists/inbox");
  await expect(titles(page)).toHaveCount(3);
  const [first = "", second = "", third = ""] = await titles(page).allTextContents();

  await page.keyboard.press("j");
  await page.keyboard.press("Alt+ArrowDown");
  await expect(titles(page)).toHaveText([second, first, third]);
  await page.reload();
  await expect(titles(page)).toHaveText([second, first, third]);
});

test("a task dragged onto a list in the navigation moves there; dragged within a list, it takes its new place", async ({
  page,
}) => {
  await signUpViaApi(page);
  const work = await newListViaApi(page, "Work");
  await newListViaApi(page, "Home");
  for (const title of ["Alpha", "Bravo", "Charlie"]) await addTaskViaApi(page, { title, listId: work });
  await page.goto(`/lists/${work}`);
  await expect(titles(page)).toHaveText(["Alpha", "Bravo", "Charlie"]);

  const row = (title: string) =>
    page.locator("li[data-task-id]").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  // Onto the top edge of the first row: above it.
  await row("Charlie").dragTo(row("Alpha"), { targetPosition: { x: 20, y: 5 } });
  await expect(titles(page)).toHaveText(["Charlie", "Alpha", "Bravo"]);
  await page.reload();
  await expect(titles(page)).toHaveText(["Charlie", "Alpha", "Bravo"]);

  await row("Alpha").dragTo(nav(page).getByRole("link", { name: /^Home/ }));
  await expect(page.getByText("Moved to Home.")).toBeVisible();
  await expect(titles(page)).toHaveText(["Charlie", "Bravo"]);
  await nav(page).getByRole("link", { name: /^Home/ }).click();
  await expect(titles(page)).toHaveText(["Alpha"]);
});

const marks = (page: Page) => page.locator(".quick-add-mark");
const recognised = (page: Page) => page.getByRole("list", { name: "Recognised" }).getByRole("listitem");

test("quick add files a task in the list +Name names, and says so when that is not the list shown", async ({
  page,
}) => {
  await signUpViaApi(page);
  const groceries = await newListViaApi(page, "Groceries");
  const work = await newListViaApi(page, "Work");
  await page.goto(`/lists/${work}`);
  const quickAdd = page.getByRole("textbox", { name: "New task" });
  await quickAdd.fill("Buy milk +groceries");
  await expect(marks(page)).toHaveText(["+groceries"]);
  await expect(recognised(page)).toHaveText(["+Groceries"]);
  await quickAdd.press("Enter");
  await expect(page.getByText("“Buy milk” added to Groceries.")).toBeVisible();
  await expect(page.getByText("No tasks found.", { exact: true })).toBeVisible();
  await nav(page)
    .getByRole("link", { name: /^Groceries/ })
    .click();
  await expect(titles(page)).toHaveText(["Buy milk"]);

  // On all tasks it shows at once, in its list.
  await nav(page).getByRole("link", { name: "Tasks", exact: true }).click();
  await quickAdd.fill('Bread +"Groceries"');
  await quickAdd.press("Enter");
  await expect(titles(page)).toHaveText(["Bread", "Buy milk"]);
  await expect(nav(page).getByRole("link", { name: "Groceries 2 open" })).toBeVisible();
  expect(await savedTasks(page, 2)).toEqual([
    expect.objectContaining({ title: "Bread", listId: groceries }),
    expect.objectContaining({ title: "Buy milk", listId: groceries }),
  ]);
});

test("a list quick add names that does not exist is offered, made from the highlight, and takes the task", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto("/tasks");
  const quickAdd = page.getByRole("textbox", { name: "New task" });
  await quickAdd.fill("Plant tulips +Garden");
  await expect(page.locator('.quick-add-mark[data-kind="new-list"]')).toHaveText("+Garden");
  await page.getByRole("button", { name: "Create list “Garden”" }).click();
  await expect(page.getByText("List “Garden” created.")).toBeVisible();
  await expect(nav(page).getByRole("link", { name: /^Garden/ })).toBeVisible();
  await expect(recognised(page)).toHaveText(["+Garden"]);
  await expect(quickAdd).toBeFocused();
  await quickAdd.press("Enter");
  await expect(titles(page)).toHaveText(["Plant tulips"]);
  const lists = (await (await page.request.get("/api/lists")).json()) as { lists: { id: string; name: string }[] };
  expect(lists.lists.map((list) => list.name)).toEqual(["Garden"]);
  expect(await savedTasks(page)).toEqual([
    expect.objectContaining({ title: "Plant tulips", listId: lists.lists[0]?.id }),
  ]);
});

test("Undo of a delete puts the task back in its list, in its place", async ({ page }) => {
  await signUpViaApi(page);
  const work = await newListViaApi(page, "Work");
  for (const title of ["A", "B", "C"]) await addTaskViaApi(page, { title, listId: work });
  await page.goto(`/lists/${work}`);
  await expect(titles(page)).toHaveText(["A", "B", "C"]);
  await page.getByRole("button", { name: "Delete “B”" }).click();
  await expect(titles(page)).toHaveText(["A", "C"]);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(titles(page)).toHaveText(["A", "B", "C"]);
  await page.reload();
  await expect(titles(page)).toHaveText(["A", "B", "C"]);
});
