import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { seriousA11yViolations } from "./support/axe";
import { savedTasks } from "./support/saved-tasks";
import { signUpViaApi } from "./support/users";

// A fixed moment on the page's clock, a Monday morning; the user lives in Berlin and writes dates as in Britain.
const NOW = new Date("2026-11-23T09:00:00Z");
test.use({ bypassCSP: true, locale: "en-GB", timezoneId: "America/New_York" });

/** Signed up with Berlin as their time zone, which differs from the browser's: the preference is what counts. */
async function signUpInBerlin(page: Page) {
  await signUpViaApi(page);
  await page.request.patch("/api/me", { data: { preferences: { timeZone: "Europe/Berlin", timeFormat: "24h" } } });
  await page.clock.setFixedTime(NOW);
}

const recognised = (page: Page) => page.getByRole("list", { name: "Recognised" }).getByRole("listitem");
const marks = (page: Page) => page.locator(".quick-add-mark");

test("quick add marks the date, tag and priority as typed, previews them, and saves them", async ({ page }) => {
  await signUpInBerlin(page);
  await page.goto("/tasks");
  const quickAdd = page.getByRole("textbox", { name: "New task" });
  await quickAdd.fill("buy oat milk tomorrow at 5pm #errands p1");

  await expect(marks(page)).toHaveText(["tomorrow at 5pm", "#errands", "p1"]);
  await expect(recognised(page)).toHaveText(["Tomorrow, 17:00", "#errands", "High"]);
  await expect(quickAdd).toHaveAccessibleDescription("Tomorrow, 17:00 · #errands · High");
  expect(await seriousA11yViolations(page)).toEqual([]);

  await quickAdd.press("Enter");
  await expect(quickAdd).toHaveValue("");
  await expect(recognised(page)).toHaveCount(0);
  const row = page.getByRole("listitem").filter({ hasText: "buy oat milk" });
  await expect(row.getByRole("heading")).toHaveText("buy oat milk");
  await expect(row).toContainText("Tomorrow, 17:00");
  await expect(row).toContainText("errands");
  await expect(row).toContainText("High");

  const [task] = await savedTasks(page);
  expect(task).toMatchObject({
    title: "buy oat milk",
    dueAt: "2026-11-24T16:00:00.000Z",
    dueAllDay: false,
    priority: "high",
    tags: ["errands"],
  });
});

test("quick add marks a reminder phrase as a reminder, not the due date, and saves the reminder", async ({ page }) => {
  await signUpInBerlin(page);
  await page.goto("/tasks");
  const quickAdd = page.getByRole("textbox", { name: "New task" });
  await quickAdd.fill("Call the bank tomorrow at 10 remind me 1h before");

  await expect(marks(page)).toHaveText(["tomorrow at 10", "remind me 1h before"]);
  await expect(marks(page).nth(1)).toHaveAttribute("data-kind", "reminder");
  await expect(recognised(page)).toHaveText(["Tomorrow, 10:00", "Reminder: 1 h before"]);
  await expect(quickAdd).toHaveAccessibleDescription("Tomorrow, 10:00 · Reminder: 1 h before");
  await expect(page.getByRole("button", { name: "Keep “remind me 1h before” as text" })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await seriousA11yViolations(page)).toEqual([]);

  await quickAdd.press("Enter");
  await expect(quickAdd).toHaveValue("");
  await expect(page.getByRole("list").getByRole("heading")).toHaveText(["Call the bank"]);
  const [task] = await savedTasks(page);
  expect(task).toMatchObject({
    title: "Call the bank",
    dueAt: "2026-11-24T09:00:00.000Z",
    dueAllDay: false,
    reminders: [{ minutesBefore: 60 }],
  });
});

test("a 24-hour time without a colon reads in the browser as on the server", async ({ page }) => {
  await signUpInBerlin(page);
  await page.goto("/tasks");
  const quickAdd = page.getByRole("textbox", { name: "New task" });
  await quickAdd.fill("ward round every mon 0800");

  // The built bundle renames chrono's classes: the time must survive its filter there too, not only in Node.
  await expect(recognised(page)).toHaveText(["Mon 30 Nov, 08:00", "↻ every mon"]);
  await quickAdd.press("Enter");
  await expect(quickAdd).toHaveValue("");
  const [task] = await savedTasks(page);
  expect(task).toMatchObject({
    title: "ward round",
    dueAt: "2026-11-30T07:00:00.000Z",
    dueAllDay: false,
    recurrence: "FREQ=WEEKLY;BYDAY=MO",
  });
});

test("a dismissed part stays text while the rest of the line is edited", async ({ page }) => {
  await signUpInBerlin(page);
  await page.goto("/tasks");
  const quickAdd = page.getByRole("textbox", { name: "New task" });
  await quickAdd.fill("Read Robinson Crusoe's Friday chapter");
  await expect(marks(page)).toHaveText(["Friday"]);
  await expect(recognised(page)).toHaveText(["Fri 27 Nov"]);

  // The × is reached from the keyboard, and gives the focus back to the line.
  await page.getByRole("button", { name: "Keep “Friday” as text" }).focus();
  await page.keyboard.press("Enter");
  await expect(recognised(page)).toHaveCount(0);
  await expect(marks(page)).toHaveCount(0);
  await expect(quickAdd).toBeFocused();

  await quickAdd.press("End");
  await quickAdd.pressSequentially(" p2");
  await expect(recognised(page)).toHaveText(["Medium"]);
  await expect(marks(page)).toHaveText(["p2"]);
  await quickAdd.press("Enter");
  await expect(page.getByRole("list").getByRole("heading")).toHaveText(["Read Robinson Crusoe's Friday chapter"]);

  const [task] = await savedTasks(page);
  expect(task).toMatchObject({ title: "Read Robinson Crusoe's Friday chapter", dueAt: null, priority: "medium" });
});

test("the add-task title is read the same way and fills the fields left empty", async ({ page }) => {
  await signUpInBerlin(page);
  await page.goto("/add-task");
  const title = page.getByRole("textbox", { name: "Title" });
  await title.fill("Call mom friday #family p2");
  await expect(marks(page)).toHaveText(["friday", "#family", "p2"]);
  await expect(recognised(page)).toHaveText(["Fri 27 Nov", "#family", "Medium"]);
  await expect(title).toHaveAccessibleDescription("Fri 27 Nov · #family · Medium");
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole("textbox", { name: "Description" }).fill("About the holidays");
  await page.getByRole("button", { name: "Add Task" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Task added." })).toBeVisible();
  await expect(title).toHaveValue("");

  const [task] = await savedTasks(page);
  expect(task).toMatchObject({
    title: "Call mom",
    dueAt: "2026-11-26T23:00:00.000Z",
    dueAllDay: true,
    priority: "medium",
    tags: ["family"],
  });
});

test("the add-task title fills the form's fields as it is typed, and a field changed by hand wins", async ({
  page,
}) => {
  await signUpInBerlin(page);
  const { list: home } = await (await page.request.post("/api/lists", { data: { name: "Home" } })).json();
  await page.goto("/add-task");
  const title = page.getByRole("textbox", { name: "Title" });
  const date = page.getByLabel("Due date");
  const time = page.getByLabel("Time (optional)");
  const priority = page.getByRole("combobox", { name: "Priority" });
  const tags = page.getByRole("textbox", { name: "Tags" });
  const list = page.getByRole("combobox", { name: "List" });
  const repeat = page.getByRole("combobox", { name: "Repeat" });

  // The issue's own example: the day said with "every week" is where it starts and its weekday.
  await title.fill("Call mum tomorrow 5pm p1 #family +Home every week");
  await expect(date).toHaveValue("2026-11-24");
  await expect(time).toHaveValue("17:00");
  await expect(priority).toHaveValue("high");
  await expect(tags).toHaveValue("family");
  await expect(list).toHaveValue(home.id);
  await expect(repeat).toHaveValue("weekly");
  await expect(marks(page)).toHaveText(["tomorrow 5pm", "p1", "#family", "+Home", "every week"]);

  await title.fill("Call mum every friday 5pm p1 #family +Home");
  await expect(date).toHaveValue("2026-11-27");

  // The priority chosen by hand is the one value on screen: the title's "p1" no longer shows as read.
  await priority.selectOption("low");
  await expect(recognised(page)).not.toContainText(["High"]);
  await title.fill("Call mum every friday 6pm p2 #family +Home");
  await expect(priority).toHaveValue("low");
  await expect(time).toHaveValue("18:00");

  // Words taken out of the title empty their field again, unless it was changed by hand.
  await title.fill("Call mum tomorrow 6pm p2 +Home");
  await expect(date).toHaveValue("2026-11-24");
  await expect(tags).toHaveValue("");
  await expect(repeat).toHaveValue("none");
  await expect(priority).toHaveValue("low");

  await page.getByRole("textbox", { name: "Description" }).fill("About the holidays");
  await page.getByRole("button", { name: "Add Task" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Task added." })).toBeVisible();
  await expect(date).toHaveValue("");
  await expect(priority).toHaveValue("none");
  const [task] = await savedTasks(page);
  expect(task).toMatchObject({
    title: "Call mum",
    dueAt: "2026-11-24T17:00:00.000Z",
    dueAllDay: false,
    priority: "low",
    tags: [],
    listId: home.id,
    recurrence: null,
  });
});

test("on /add-task a tag chosen in its own field wins over one in the title", async ({ page }) => {
  await signUpInBerlin(page);
  await page.goto("/add-task");
  await page.getByRole("textbox", { name: "Title" }).fill("Pay rent #home");
  await page.getByRole("textbox", { name: "Description" }).fill("Before the 1st");
  await page.getByRole("textbox", { name: "Tags" }).fill("money");
  await page.getByRole("button", { name: "Add Task" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Task added." })).toBeVisible();
  const [task] = await savedTasks(page);
  expect(task).toMatchObject({ title: "Pay rent", tags: ["money"] });
});

test("the assistant's line marks what a quick add would take, without dismissing", async ({ page }) => {
  await signUpInBerlin(page);
  await page.goto("/assistant");
  const line = page.getByRole("textbox", { name: "Message to the assistant" });
  await line.fill("water the plants tonight #home");
  await expect(marks(page)).toHaveText(["tonight", "#home"]);
  await expect(recognised(page)).toHaveText(["Today, 20:00", "#home"]);
  await expect(page.getByRole("button", { name: /as text/ })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
