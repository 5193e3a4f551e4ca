import type { Page } from "@playwright/test";
import { TASK_PAGE_SIZE_DEFAULT } from "../src/shared/limits";
import type { Task } from "../src/shared/schemas/task";
import { expect, test } from "./fixtures";
import { addTaskViaApi, signUpViaApi } from "./support/users";

// Berlin, for a daylight saving change inside a month (Sunday 28 March 2027); en-GB, for weeks from Monday.
test.use({ locale: "en-GB", timezoneId: "Europe/Berlin" });

const day = (page: Page, label: string) => page.getByRole("gridcell", { name: new RegExp(`^${label},`) });
const tray = (page: Page) => page.getByRole("region", { name: "No date" });
const taskOf = async (page: Page, id: string): Promise<Task> =>
  ((await (await page.request.get(`/api/tasks/${id}`)).json()) as { task: Task }).task;

test("shows tasks on their days in the month and the week, and marks today", async ({ page }) => {
  await signUpViaApi(page);
  await addTaskViaApi(page, { title: "Dentist", dueAt: "2027-02-10T09:30:00+01:00" });
  await addTaskViaApi(page, { title: "Book the train", dueAt: "2027-02-10T23:00:00Z", dueAllDay: true });
  await addTaskViaApi(page, { title: "Sort the photos" });

  await page.goto("/calendar?date=2027-02-10");
  await expect(page.getByRole("heading", { name: "February 2027" })).toBeVisible();
  await expect(day(page, "Wednesday 10 February")).toHaveAccessibleName("Wednesday 10 February, 1 task");
  await expect(day(page, "Wednesday 10 February")).toContainText("09:30Dentist");
  await expect(day(page, "Thursday 11 February")).toContainText("Book the train");
  await expect(page.getByRole("columnheader").first()).toHaveText("Mon");
  await expect(tray(page)).toContainText("Sort the photos");

  await page.getByRole("button", { name: "Week", exact: true }).click();
  await expect(page).toHaveURL(/\?view=week&date=2027-02-10$/);
  await expect(page.getByRole("heading", { name: "Week of Monday 8 February" })).toBeVisible();
  await expect(page.getByRole("gridcell")).toHaveCount(7);
  await expect(day(page, "Thursday 11 February")).toContainText("Book the train");

  await page.getByRole("button", { name: "Today" }).click();
  const today = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Berlin",
    weekday: "long",
    day: "numeric",
    month: "long",
  }).format(new Date());
  await expect(page.getByRole("gridcell", { name: `${today}, today, no tasks` })).toHaveAttribute(
    "aria-current",
    "date",
  );
  await expect(page.locator('[aria-current="date"]')).toHaveCount(1);
});

test("moves between days by keyboard, and a task added on a day opened with Enter is due that day", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto("/calendar?date=2027-02-10");
  await day(page, "Wednesday 10 February").focus();
  const focused = (label: string) => expect(day(page, label)).toBeFocused();

  await page.keyboard.press("ArrowRight");
  await focused("Thursday 11 February");
  await page.keyboard.press("ArrowDown");
  await focused("Thursday 18 February");
  await page.keyboard.press("PageDown");
  await expect(page.getByRole("heading", { name: "March 2027" })).toBeVisible();
  await focused("Thursday 18 March");
  await page.keyboard.press("Home");
  await focused("Monday 15 March");
  await page.keyboard.press("End");
  await focused("Sunday 21 March");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowUp");
  await focused("Saturday 13 March");
  await page.keyboard.press("PageUp");
  await focused("Saturday 13 February");
  await page.keyboard.press("PageDown");
  await expect(page).toHaveURL(/date=2027-03-13/);

  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Saturday 13 March" });
  await expect(dialog.getByText("No tasks on this day.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "New task" }).fill("Buy flowers");
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("heading", { name: "Buy flowers" })).toBeVisible();
  // Text typed but not yet added is asked about before Escape throws it away.
  const field = dialog.getByRole("textbox", { name: "New task" });
  await field.fill("Buy a vase");
  await page.keyboard.press("Escape");
  await page.getByRole("dialog", { name: "Discard changes?" }).getByRole("button", { name: "No" }).click();
  await expect(field).toHaveValue("Buy a vase");
  await field.fill("");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(day(page, "Saturday 13 March")).toHaveAccessibleName("Saturday 13 March, 1 task");
  await expect(day(page, "Saturday 13 March")).toBeFocused();

  const { tasks } = (await (await page.request.get("/api/tasks")).json()) as { tasks: Task[] };
  expect(tasks.map(({ title, dueAt, dueAllDay }) => ({ title, dueAt, dueAllDay }))).toEqual([
    { title: "Buy flowers", dueAt: "2027-03-12T23:00:00.000Z", dueAllDay: true },
  ]);
});

test("a task dragged to another day keeps its time across daylight saving, and Undo puts it back", async ({ page }) => {
  await signUpViaApi(page);
  const task = await addTaskViaApi(page, { title: "Dentist", dueAt: "2027-03-26T09:30:00+01:00" });
  await page.goto("/calendar?date=2027-03-26");

  await page.getByText("Dentist", { exact: true }).dragTo(day(page, "Monday 29 March"));
  await expect(page.getByRole("status").getByText("Moved “Dentist” to Monday 29 March.")).toBeVisible();
  await expect(day(page, "Monday 29 March")).toContainText("09:30Dentist");
  await expect(day(page, "Friday 26 March")).toHaveAccessibleName("Friday 26 March, no tasks");
  // 09:30 in summer time is 07:30 UTC.
  await expect.poll(async () => (await taskOf(page, task.id)).dueAt).toBe("2027-03-29T07:30:00.000Z");

  await page.getByRole("button", { name: "Undo" }).click();
  await expect(day(page, "Friday 26 March")).toContainText("09:30Dentist");
  await expect.poll(async () => (await taskOf(page, task.id)).dueAt).toBe("2027-03-26T08:30:00.000Z");
});

test("the week has a time grid: timed tasks at their hour, all-day ones on top, a drag to an hour sets the time", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.clock.setFixedTime(new Date("2027-02-10T08:00:00Z"));
  const dentist = await addTaskViaApi(page, { title: "Dentist", dueAt: "2027-02-10T09:30:00+01:00" });
  await addTaskViaApi(page, { title: "Book the train", dueAt: "2027-02-10T23:00:00Z", dueAllDay: true });
  await page.goto("/calendar?view=week&date=2027-02-10");

  const hours = page.getByRole("table", { name: "Timed tasks by hour" });
  const hour = (label: string) => hours.getByRole("row", { name: new RegExp(`^${label}`) });
  await expect(hour("09:00")).toContainText("09:30Dentist");
  await expect(hour("09:00").getByRole("cell").nth(2)).toContainText("Dentist");
  await expect(day(page, "Thursday 11 February")).toContainText("Book the train");
  await expect(hours).not.toContainText("Book the train");
  await expect(day(page, "Wednesday 10 February")).toHaveAccessibleName("Wednesday 10 February, today, 1 task");

  // Onto Thursday's 14:00 row, in its second half hour: the drop lands on the half hour.
  const thursdayAtTwo = hour("14:00").getByRole("cell").nth(3);
  await page.getByText("Dentist", { exact: true }).dragTo(thursdayAtTwo, { targetPosition: { x: 40, y: 36 } });
  await expect(page.getByRole("status").getByText("Moved “Dentist” to Thursday 11 February, 14:30.")).toBeVisible();
  // 14:30 in Berlin's winter time is 13:30 UTC.
  await expect.poll(async () => (await taskOf(page, dentist.id)).dueAt).toBe("2027-02-11T13:30:00.000Z");
  await page.reload();
  await expect(hour("14:00").getByRole("cell").nth(3)).toContainText("14:30Dentist");
  await expect(hour("09:00")).not.toContainText("Dentist");
});

test("the month fits a 1280×800 screen with the No date tray in view", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpViaApi(page);
  await addTaskViaApi(page, { title: "Sort the photos" });
  // May 2027 spans six weeks from Monday, the most a month takes.
  await page.goto("/calendar?date=2027-05-12");
  await expect(page.getByRole("grid", { name: "May 2027" }).locator("tbody tr")).toHaveCount(6);
  await expect(page.getByRole("grid", { name: "May 2027" })).toBeInViewport({ ratio: 1 });
  await expect(tray(page).getByRole("heading", { name: "No date" })).toBeInViewport({ ratio: 1 });
});

test("a task dragged from the No date tray is due all that day, and one dragged back loses its date", async ({
  page,
}) => {
  await signUpViaApi(page);
  const task = await addTaskViaApi(page, { title: "Sort the photos" });
  await page.goto("/calendar?date=2027-02-10");

  await tray(page).getByText("Sort the photos").dragTo(day(page, "Friday 12 February"));
  await expect(page.getByRole("status").getByText("Moved “Sort the photos” to Friday 12 February.")).toBeVisible();
  await expect(day(page, "Friday 12 February")).toContainText("Sort the photos");
  await expect(tray(page)).not.toContainText("Sort the photos");
  await expect
    .poll(async () => {
      const { dueAt, dueAllDay } = await taskOf(page, task.id);
      return { dueAt, dueAllDay };
    })
    .toEqual({ dueAt: "2027-02-11T23:00:00.000Z", dueAllDay: true });

  await day(page, "Friday 12 February").getByText("Sort the photos").dragTo(tray(page));
  await expect(tray(page)).toContainText("Sort the photos");
  await expect.poll(async () => (await taskOf(page, task.id)).dueAt).toBeNull();

  // A repeating task always has a date: the tray says so rather than take it.
  const weekly = await addTaskViaApi(page, {
    title: "Water the plants",
    dueAt: "2027-02-12T23:00:00Z",
    dueAllDay: true,
    recurrence: "FREQ=WEEKLY",
  });
  await page.reload();
  await day(page, "Saturday 13 February")
    .getByText("Water the plants")
    .dragTo(tray(page).getByRole("heading", { name: "No date" }));
  await expect(page.getByRole("status").getByText(/“Water the plants” repeats, so it always has a date/)).toBeVisible();
  expect((await taskOf(page, weekly.id)).dueAt).toBe("2027-02-12T23:00:00.000Z");
  await expect(tray(page)).not.toContainText("Water the plants");
});

test("the No date tray says what is true: no tasks yet, all dated, none open, or that it could not load", async ({
  page,
  expectHttpError,
}) => {
  expectHttpError(503, "/api/tasks");
  await signUpViaApi(page);
  await page.goto("/calendar?date=2027-02-10");
  await expect(tray(page)).toContainText("No tasks yet.");
  await expect(tray(page)).not.toContainText("Every open task has a date.");
  await expect(tray(page).getByRole("link", { name: "Add a task" })).toHaveAttribute("href", "/add-task");

  const dentist = await addTaskViaApi(page, { title: "Dentist", dueAt: "2027-02-10T09:30:00+01:00" });
  await page.reload();
  await expect(day(page, "Wednesday 10 February")).toContainText("Dentist");
  await expect(tray(page)).toContainText("Every open task has a date. Drag one here to take its date off.");

  // The server cannot answer for the undated tasks: the tray says so, not that there are none, and Retry mends it.
  let outage = true;
  await page.route(
    (url) => url.pathname === "/api/tasks" && url.searchParams.get("undated") === "true",
    (route) =>
      outage
        ? route.fulfill({ status: 503, json: { error: { code: "unavailable", message: "Down for maintenance." } } })
        : route.fallback(),
  );
  await page.reload();
  await expect(tray(page).getByRole("alert")).toContainText("We couldn't load your tasks without a date.");
  await expect(tray(page)).not.toContainText("Every open task has a date.");
  outage = false;
  await tray(page).getByRole("button", { name: "Retry" }).click();
  await expect(tray(page)).toContainText("Every open task has a date.");

  await day(page, "Wednesday 10 February").click();
  await page.getByRole("dialog").getByRole("checkbox", { name: "Complete “Dentist”" }).click();
  await expect.poll(async () => (await taskOf(page, dentist.id)).completed).toBe(true);
  await page.keyboard.press("Escape");
  await expect(tray(page)).toContainText("No open tasks: everything is done.");
  await tray(page).getByRole("link", { name: "Add a task" }).click();
  await expect(page).toHaveURL(/\/add-task$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the days with tasks are an agenda list instead of a grid", async ({ page }) => {
    await signUpViaApi(page);
    await addTaskViaApi(page, { title: "Dentist", dueAt: "2027-02-10T09:30:00+01:00" });
    await addTaskViaApi(page, { title: "Pay the rent", dueAt: "2027-02-01T08:00:00+01:00" });
    await page.goto("/calendar?date=2027-02-10");

    const agenda = page.getByRole("list", { name: "February 2027" });
    await expect(agenda.getByRole("heading", { level: 3 })).toHaveText(["Monday 1 February", "Wednesday 10 February"]);
    await expect(agenda.getByRole("heading", { name: "Dentist" })).toBeVisible();
    await expect(page.getByRole("grid")).toHaveCount(0);

    await agenda.getByRole("button", { name: "Add a task on Monday 1 February" }).click();
    const dialog = page.getByRole("dialog", { name: "Monday 1 February" });
    await dialog.getByRole("textbox", { name: "New task" }).fill("Post the letter");
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("heading", { name: "Post the letter" })).toBeVisible();
  });
});

test("completing a task with open subtasks from a day asks whether they are done too", async ({ page }) => {
  await signUpViaApi(page);
  const party = await addTaskViaApi(page, { title: "Throw the party", dueAt: "2027-02-10T18:00:00+01:00" });
  const cake = await addTaskViaApi(page, { title: "Bake the cake", parentId: party.id });
  await page.goto("/calendar?date=2027-02-10");
  await day(page, "Wednesday 10 February").click();
  const dayDialog = page.getByRole("dialog", { name: "Wednesday 10 February" });
  await dayDialog.getByRole("checkbox", { name: "Complete “Throw the party”" }).click();
  const asking = page.getByRole("dialog", { name: "Complete its 1 open subtask too?" });
  await asking.getByRole("button", { name: "Complete all" }).click();
  await expect(asking).toBeHidden();
  await expect.poll(async () => (await taskOf(page, cake.id)).completed).toBe(true);
  expect((await taskOf(page, party.id)).completed).toBe(true);
});

test("the No date tray shows the newest tasks a page at a time", async ({ page }) => {
  await signUpViaApi(page);
  const titles = Array.from({ length: TASK_PAGE_SIZE_DEFAULT + 1 }, (_, index) => `Undated ${index + 1}`);
  for (const title of titles) await addTaskViaApi(page, { title });
  await page.goto("/calendar?date=2027-02-10");
  const shown = tray(page).locator(".task-title");
  await expect(shown).toHaveCount(TASK_PAGE_SIZE_DEFAULT);
  await expect(shown.first()).toHaveText(`Undated ${TASK_PAGE_SIZE_DEFAULT + 1}`);
  await tray(page).getByRole("button", { name: "Show more" }).click();
  await expect(shown).toHaveCount(TASK_PAGE_SIZE_DEFAULT + 1);
  await expect(shown.last()).toHaveText("Undated 1");
  await expect(tray(page).getByRole("button", { name: "Show more" })).toHaveCount(0);
});
