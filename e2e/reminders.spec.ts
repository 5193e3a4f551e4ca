import type { Page } from "@playwright/test";
import { TASK_MESSAGES, type Task } from "../src/shared/schemas/task";
import { expect, test } from "./fixtures";
import { seriousA11yViolations } from "./support/axe";
import { shownNotifications } from "./support/notifications";
import { addTaskViaApi, signUpViaApi } from "./support/users";

/**
 * The e2e server runs on the real clock and sends the reminders due every REMINDER_POLL_MS (15 s), as in
 * production; it has no way to move its clock. So a reminder that must fall due is set a few seconds ahead
 * (one already due as it is written would be settled, not sent), and the toast is waited for past one poll.
 */
const SOON_MS = 4_000;
const UNTIL_DUE = { timeout: 30_000 };
const HOUR_MS = 3_600_000;

async function taskOf(page: Page, id: string): Promise<Task> {
  const response = await page.request.get(`/api/tasks/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { task: Task }).task;
}

async function onlyTask(page: Page): Promise<Task> {
  const { tasks } = (await (await page.request.get("/api/tasks")).json()) as { tasks: Task[] };
  expect(tasks).toHaveLength(1);
  return tasks[0] as Task;
}

/**
 * Open tasks due in an hour, each reminding a few seconds from now; `alsoBefore` adds a reminder that many minutes
 * before the due time, so it falls due at the same instant.
 */
async function tasksRemindingSoon(page: Page, titles: string[], alsoBefore?: number): Promise<Task[]> {
  const soon = Date.now() + SOON_MS;
  const dueAt = new Date(soon + (alsoBefore ?? 60) * 60_000).toISOString();
  const reminders = [{ at: new Date(soon).toISOString() }, ...(alsoBefore ? [{ minutesBefore: alsoBefore }] : [])];
  const tasks: Task[] = [];
  for (const title of titles) tasks.push(await addTaskViaApi(page, { title, dueAt, reminders }));
  return tasks;
}

const reminderToast = (page: Page, title: string) => page.getByRole("group", { name: title, exact: true });

test.use({ timezoneId: "Europe/Berlin", locale: "en-GB" });

test("Add Task saves the reminders chosen, the default one included, up to the limit", async ({ page }) => {
  await signUpViaApi(page);
  await page.request.patch("/api/me", { data: { preferences: { defaultReminderMinutes: 10 } } });
  await page.goto("/add-task");
  const reminders = page.getByRole("group", { name: "Reminders", exact: true });
  const chips = reminders.getByRole("list", { name: "Reminders of this task" }).getByRole("listitem");

  await expect(reminders).toContainText("Set a due time to remind before it.");
  await expect(reminders.getByRole("button", { name: "10 minutes before" })).toHaveCount(0);

  await page.getByLabel("Title").fill("Dentist");
  await page.getByLabel("Description").fill("Bring the card.");
  await page.getByLabel("Due date").fill("2031-05-04");
  await page.getByLabel("Time (optional)").fill("17:30");
  await expect(chips).toHaveText(["10 min before"]);
  await expect(reminders).toHaveAccessibleDescription("Your default reminder: 10 min before");

  await reminders.getByRole("button", { name: "1 hour before" }).click();
  await reminders.getByRole("button", { name: "1 day before" }).click();
  await reminders.getByRole("button", { name: "At due time" }).click();
  await reminders.getByRole("button", { name: "At a time…" }).click();
  await expect(page.getByLabel("Remind at")).toHaveValue("2031-05-04T17:30");
  await page.getByLabel("Remind at").fill("2031-05-04T09:00");
  await reminders.getByRole("button", { name: "Add", exact: true }).click();
  await expect(chips).toHaveText([
    "Sun, 4 May 2031, 09:00",
    "At due time",
    "10 min before",
    "1 h before",
    "1 day before",
  ]);
  await expect(reminders).toHaveAccessibleDescription(TASK_MESSAGES.tooManyReminders);
  await expect(reminders.getByRole("button", { name: "At a time…" })).toBeDisabled();

  await reminders.getByRole("button", { name: "Remove reminder 1 day before" }).click();
  await expect(reminders.getByRole("button", { name: "At a time…" })).toBeEnabled();
  await page.getByRole("button", { name: "Add Task" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Task added." })).toBeVisible();

  expect((await onlyTask(page)).reminders).toEqual([
    { at: "2031-05-04T07:00:00.000Z" },
    { minutesBefore: 0 },
    { minutesBefore: 10 },
    { minutesBefore: 60 },
  ]);
  await expect(page.getByLabel("Title")).toHaveValue("");
  await expect(reminders).toContainText("No reminders.");
});

test("Add Task leaves the default reminder to the server until the picker is used", async ({ page }) => {
  await signUpViaApi(page);
  await page.request.patch("/api/me", { data: { preferences: { defaultReminderMinutes: 60 } } });
  await page.goto("/add-task");
  const reminders = page.getByRole("group", { name: "Reminders", exact: true });
  const add = async (title: string, pick?: () => Promise<void>) => {
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Description").fill("-");
    await page.getByLabel("Due date").fill("2031-05-04");
    await page.getByLabel("Time (optional)").fill("08:00");
    await pick?.();
    const posted = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith("/api/tasks"),
    );
    await page.getByRole("button", { name: "Add Task" }).click();
    return (await posted).postDataJSON() as Record<string, unknown>;
  };

  expect(await add("Untouched")).not.toHaveProperty("reminders");
  await expect(page.getByRole("status").filter({ hasText: "Task added." })).toBeVisible();
  // Removing the default sends no reminders at all, so the server adds none.
  expect(
    await add("Without", () => reminders.getByRole("button", { name: "Remove reminder 1 h before" }).click()),
  ).toMatchObject({ reminders: [] });

  await expect(page.getByLabel("Title")).toHaveValue("");

  // A due time said in the title counts as well: the default shows, and is left to the server.
  await page.getByLabel("Title").fill("Said tomorrow at 5pm");
  await page.getByLabel("Description").fill("-");
  await expect(reminders.getByRole("listitem")).toHaveText(["1 h before"]);
  await expect(reminders).toHaveAccessibleDescription("Your default reminder: 1 h before");
  const posted = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/tasks"));
  await page.getByRole("button", { name: "Add Task" }).click();
  expect((await posted).postDataJSON()).not.toHaveProperty("reminders");

  await expect(page.getByRole("status").filter({ hasText: "Task added." }).first()).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("");

  // A reminder said in the title is saved, in place of the default.
  await page.getByLabel("Title").fill("Phone the bank tomorrow at 10 remind me 10 min before");
  await page.getByLabel("Description").fill("-");
  const phrased = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/tasks"));
  await page.getByRole("button", { name: "Add Task" }).click();
  expect((await phrased).postDataJSON()).toMatchObject({ title: "Phone the bank", reminders: [{ minutesBefore: 10 }] });

  const tasks = async () => (await (await page.request.get("/api/tasks")).json()) as { tasks: Task[] };
  await expect
    .poll(async () => Object.fromEntries((await tasks()).tasks.map((task) => [task.title, task.reminders])))
    .toEqual({
      Untouched: [{ minutesBefore: 60 }],
      Without: [],
      Said: [{ minutesBefore: 60 }],
      "Phone the bank": [{ minutesBefore: 10 }],
    });
});

test("the edit dialog removes a reminder, keeps the others as they were, and shows the server's objection in place", async ({
  page,
  expectHttpError,
}) => {
  await signUpViaApi(page);
  const task = await addTaskViaApi(page, {
    title: "Call the bank",
    dueAt: "2031-05-04T15:00:00Z",
    reminders: [{ minutesBefore: 10 }, { minutesBefore: 60 }, { at: "2031-05-01T08:00:00Z" }],
  });
  await page.goto("/tasks");
  await page.getByRole("button", { name: "Edit “Call the bank”" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit task" });
  const reminders = dialog.getByRole("group", { name: "Reminders", exact: true });
  await expect(reminders.getByRole("listitem")).toHaveText(["Thu, 1 May 2031, 10:00", "10 min before", "1 h before"]);
  await reminders.getByRole("button", { name: "Remove reminder 1 h before" }).click();

  expectHttpError(400, `/api/tasks/${task.id}`);
  const objection = "A reminder is { at: an ISO 8601 instant } or { minutesBefore: 0 to 10080 }.";
  await page.route(`**/api/tasks/${task.id}`, (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({
          status: 400,
          json: {
            error: {
              code: "validation_failed",
              message: objection,
              fields: { "reminders.1.minutesBefore": objection },
            },
          },
        })
      : route.fallback(),
  );
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(reminders).toHaveAccessibleDescription(objection);
  await expect(reminders).toBeFocused();

  await page.unroute(`**/api/tasks/${task.id}`);
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  expect((await taskOf(page, task.id)).reminders).toEqual([{ at: "2031-05-01T08:00:00.000Z" }, { minutesBefore: 10 }]);
});

test("Settings saves the default reminder and the e-mail choice", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/settings");
  const defaultReminder = page.getByLabel("Default reminder for timed tasks");
  const byEmail = page.getByLabel("Also send reminders by e-mail");
  await expect(defaultReminder).toHaveValue("");
  await expect(byEmail).not.toBeChecked();

  await defaultReminder.selectOption({ label: "1 h before" });
  await expect(page.getByRole("status").filter({ hasText: "Preferences saved." }).first()).toBeVisible();
  await byEmail.check();
  const preferences = async () =>
    ((await (await page.request.get("/api/me")).json()) as { user: { preferences: Record<string, unknown> } }).user
      .preferences;
  await expect.poll(preferences).toMatchObject({ defaultReminderMinutes: 60, emailReminders: true });

  await page.reload();
  await expect(defaultReminder).toHaveValue("60");
  await expect(byEmail).toBeChecked();
  await defaultReminder.selectOption({ label: "None" });
  await byEmail.uncheck();
  await expect.poll(preferences).toMatchObject({ defaultReminderMinutes: null, emailReminders: false });
});

test.describe("as reminders fall due", () => {
  // axe is injected as an inline script, which the server's CSP would rightly refuse.
  test.use({ bypassCSP: true, reducedMotion: "reduce" });

  test("each shows a toast that stays until used: Complete completes the task, Dismiss only closes it", async ({
    page,
  }) => {
    await signUpViaApi(page);
    await page.goto("/tasks");
    await expect(page.getByText("No tasks found.")).toBeVisible();
    const [water, post] = await tasksRemindingSoon(page, ["Water the plants", "Post the letter"], 60);

    const first = reminderToast(page, "Water the plants");
    const second = reminderToast(page, "Post the letter");
    await expect(first).toBeVisible(UNTIL_DUE);
    await expect(second).toBeVisible();
    // Each task's two reminders came together: one toast for each task.
    await expect(first).toHaveCount(1);
    await expect(second).toHaveCount(1);
    // Due in an hour: tomorrow, late in the evening.
    await expect(first.getByRole("alert")).toHaveText(/^Water the plantsDue (today|tomorrow), \d\d:\d\d\.$/i);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await seriousA11yViolations(page)).toEqual([]);
    }

    await first.getByRole("button", { name: "Complete" }).click();
    await expect(first).toBeHidden();
    const completed = page.getByRole("status").filter({ hasText: "“Water the plants” completed." });
    await expect(completed.getByRole("button", { name: "Undo" })).toBeVisible();
    await expect.poll(async () => (await taskOf(page, water?.id ?? "")).completed).toBe(true);

    await second.getByRole("button", { name: "Dismiss" }).click();
    await expect(second).toBeHidden();
    expect((await taskOf(page, post?.id ?? "")).completed).toBe(false);
  });

  test("Snooze 1 h reminds again an hour later", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/tasks");
    await expect(page.getByText("No tasks found.")).toBeVisible();
    const [task] = await tasksRemindingSoon(page, ["Stretch"]);
    const toast = reminderToast(page, "Stretch");
    await expect(toast).toBeVisible(UNTIL_DUE);

    const snoozedAt = Date.now();
    await toast.getByRole("button", { name: "Snooze 1 h" }).click();
    await expect(toast).toBeHidden();
    await expect(
      page.getByRole("status").filter({ hasText: /^Snoozed until (tomorrow, )?\d\d:\d\d\.$/ }),
    ).toBeVisible();
    const again = (await taskOf(page, task?.id ?? "")).reminders.flatMap((reminder) =>
      "at" in reminder ? [Date.parse(reminder.at) - snoozedAt] : [],
    );
    expect(again.some((ahead) => ahead > HOUR_MS - 60_000 && ahead < HOUR_MS + 60_000)).toBe(true);
  });

  test("in a background tab with notifications allowed, it also comes as a system notification", async ({
    page,
    context,
    baseURL,
  }) => {
    // The tab as the user left it: in the background.
    await page.addInitScript(() => Object.defineProperty(document, "hidden", { get: () => true }));
    await context.grantPermissions(["notifications"], { origin: baseURL });
    await signUpViaApi(page);
    await page.goto("/tasks");
    await expect(page.getByText("No tasks found.")).toBeVisible();
    // The app's own service worker shows it, so its Complete and Snooze actions work.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const [task] = await tasksRemindingSoon(page, ["Take the cake out"]);
    await expect(reminderToast(page, "Take the cake out")).toBeVisible(UNTIL_DUE);
    const at = task?.reminders[0] && "at" in task.reminders[0] ? task.reminders[0].at : "";
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        {
          title: "Take the cake out",
          body: expect.stringMatching(/^Due (today|tomorrow), \d\d:\d\d\.$/i),
          tag: `reminder:${task?.id}:${at}`,
          data: { taskId: task?.id },
          actions: [
            { action: "complete", title: "Complete" },
            { action: "snooze-10m", title: "Snooze 10 min" },
          ],
        },
      ]);
  });
});
