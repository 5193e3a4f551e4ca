import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { seriousA11yViolations } from "./support/axe";
import { addTaskViaApi, signUpViaApi } from "./support/users";

interface Screen {
  name: string;
  path: string;
  signedIn?: boolean;
  /** Brings the page into the state worth checking (messages shown, data loaded). */
  prepare: (page: Page, expectHttpError: (status: number, path: string) => void) => Promise<void>;
}

const SCREENS: Screen[] = [
  {
    name: "welcome",
    path: "/",
    prepare: (page) => expect(page.getByRole("link", { name: "Sign In" })).toBeVisible(),
  },
  {
    name: "sign-in with errors",
    path: "/sign-in",
    prepare: async (page) => {
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByText("email is required.")).toBeVisible();
    },
  },
  {
    name: "sign-up with errors",
    path: "/sign-up",
    prepare: async (page) => {
      await page.getByRole("button", { name: "Sign Up" }).click();
      await expect(page.getByText("email is required.")).toBeVisible();
    },
  },
  {
    name: "password reset request",
    path: "/password-reset",
    prepare: (page) => expect(page.getByRole("button", { name: "Send reset link" })).toBeVisible(),
  },
  {
    name: "new password",
    path: "/password-reset?token=abc",
    prepare: (page) => expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible(),
  },
  {
    name: "assistant",
    path: "/assistant",
    signedIn: true,
    prepare: async (page) => {
      await addTaskViaApi(page, { title: "Call mum" });
      await addTaskViaApi(page, { title: "Call the plumber", priority: "high", tags: ["home"] });
      await page.reload();
      await expect(page.getByText("Welcome to the Assistant page!")).toBeVisible();
      const message = page.getByRole("textbox", { name: "Message to the assistant" });
      await message.fill("complete call");
      await message.press("Enter");
      await expect(page.getByRole("button", { name: "Call mum", exact: true })).toBeVisible();
      await message.fill("Buy oat milk");
      await message.press("Enter");
      await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
      await message.fill("plan my day");
      await message.press("Enter");
      await expect(page.getByRole("button", { name: "Accept plan" })).toBeVisible();
      await addTaskViaApi(page, { title: "Slipped report", dueAt: new Date(Date.now() - 86_400_000).toISOString() });
      await message.fill("weekly review");
      await message.press("Enter");
      await expect(page.getByRole("button", { name: "Move “Slipped report” to tomorrow" })).toBeVisible();
    },
  },
  {
    name: "tasks",
    path: "/tasks",
    signedIn: true,
    prepare: async (page) => {
      await addTaskViaApi(page, { title: "Checked by axe", description: "A task in the list" });
      await addTaskViaApi(page, {
        title: "Overdue and tagged",
        dueAt: new Date(Date.now() - 86_400_000).toISOString(),
        priority: "high",
        tags: ["axe"],
      });
      await page.reload();
      await expect(page.getByText("Checked by axe")).toBeVisible();
      await expect(page.getByRole("list").getByText("Overdue", { exact: true })).toBeVisible();
    },
  },
  {
    name: "tasks, edit dialog with a conflict",
    path: "/tasks",
    signedIn: true,
    prepare: async (page, expectHttpError) => {
      const task = await addTaskViaApi(page, { title: "Edited twice", description: "v1" });
      expectHttpError(409, `/api/tasks/${task.id}`);
      await page.reload();
      await page.getByRole("button", { name: "Edit “Edited twice”" }).click();
      await page.request.patch(`/api/tasks/${task.id}`, { data: { description: "v2" } });
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByRole("button", { name: "Reload the task" })).toBeVisible();
    },
  },
  {
    name: "tasks, shortcuts dialog and an undo toast",
    path: "/tasks",
    signedIn: true,
    prepare: async (page) => {
      await addTaskViaApi(page, { title: "Deleted", description: "Undo me" });
      await page.reload();
      await page.getByRole("button", { name: "Delete “Deleted”" }).click();
      await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
      await page.keyboard.press("?");
      await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
    },
  },
  {
    name: "tasks, empty",
    path: "/tasks",
    signedIn: true,
    prepare: (page) => expect(page.getByText("No tasks found.")).toBeVisible(),
  },
  {
    name: "tasks, with subtasks open and one being added",
    path: "/tasks",
    signedIn: true,
    prepare: async (page) => {
      const parent = await addTaskViaApi(page, { title: "Plan the trip" });
      const bags = await addTaskViaApi(page, { title: "Pack the bags", parentId: parent.id });
      await addTaskViaApi(page, { title: "Sunscreen", parentId: bags.id });
      const done = await addTaskViaApi(page, { title: "Book flights", parentId: parent.id });
      await page.request.patch(`/api/tasks/${done.id}`, { data: { completed: true } });
      await page.reload();
      await page.getByRole("button", { name: /^Show subtasks/ }).click();
      await page.getByRole("button", { name: /^Show subtasks/ }).click();
      await expect(page.getByRole("heading", { name: "Sunscreen" })).toBeVisible();
      await page.getByRole("button", { name: "Add a subtask to “Pack the bags”" }).click();
      await expect(page.getByRole("textbox", { name: "New subtask of “Pack the bags”" })).toBeFocused();
    },
  },
  {
    name: "a list, with its tasks and the new-list dialog",
    path: "/tasks",
    signedIn: true,
    prepare: async (page) => {
      const response = await page.request.post("/api/lists", { data: { name: "Groceries", color: "green" } });
      const { list } = (await response.json()) as { list: { id: string } };
      await addTaskViaApi(page, { title: "Oat milk", listId: list.id });
      await page.goto(`/lists/${list.id}`);
      await expect(page.getByRole("heading", { name: "Oat milk" })).toBeVisible();
      await page.getByRole("button", { name: "New list" }).click();
      await expect(page.getByRole("dialog", { name: "New list" })).toBeVisible();
    },
  },
  {
    name: "calendar, with tasks on days, the No date tray and a day's dialog",
    path: "/calendar",
    signedIn: true,
    prepare: async (page) => {
      await addTaskViaApi(page, { title: "Dated for axe", dueAt: new Date().toISOString() });
      await addTaskViaApi(page, { title: "Undated for axe" });
      await page.reload();
      await expect(page.getByRole("region", { name: "No date" }).getByText("Undated for axe")).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.locator('[role="gridcell"][aria-current="date"]').press("Enter");
      await expect(page.getByRole("dialog").getByText("Dated for axe")).toBeVisible();
    },
  },
  {
    name: "calendar's week, with a timed task by the hour and an all-day one on top",
    path: "/calendar?view=week",
    signedIn: true,
    prepare: async (page) => {
      await addTaskViaApi(page, { title: "Timed for axe", dueAt: new Date().toISOString() });
      await addTaskViaApi(page, { title: "All day for axe", dueAt: new Date().toISOString(), dueAllDay: true });
      await page.reload();
      await expect(page.getByRole("table", { name: "Timed tasks by hour" }).getByText("Timed for axe")).toBeVisible();
      await expect(page.getByRole("grid").getByText("All day for axe")).toBeVisible();
    },
  },
  {
    name: "calendar on a phone, as an agenda",
    path: "/calendar",
    signedIn: true,
    prepare: async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await addTaskViaApi(page, { title: "Dated for axe", dueAt: new Date().toISOString() });
      await page.reload();
      await expect(page.getByRole("heading", { name: "Dated for axe" })).toBeVisible();
    },
  },
  {
    name: "add task with errors",
    path: "/add-task",
    signedIn: true,
    prepare: async (page) => {
      await page.getByRole("button", { name: "Add Task" }).click();
      await expect(page.getByText("All fields are required.")).toBeVisible();
    },
  },
  {
    name: "add task with reminders",
    path: "/add-task",
    signedIn: true,
    prepare: async (page) => {
      await page.getByLabel("Due date").fill("2031-05-04");
      await page.getByLabel("Time (optional)").fill("17:30");
      await page.getByRole("button", { name: "10 minutes before" }).click();
      await page.getByRole("button", { name: "At a time…" }).click();
      await page.getByLabel("Remind at").fill("2031-05-04T09:00");
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await page.getByRole("button", { name: "At a time…" }).click();
      await page.getByLabel("Remind at").fill("");
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(page.getByText("Choose a day and a time.")).toBeVisible();
    },
  },
  {
    name: "settings",
    path: "/settings",
    signedIn: true,
    prepare: (page) => expect(page.getByLabel("Default task view")).toBeVisible(),
  },
  {
    name: "settings, delete-account dialog",
    path: "/settings",
    signedIn: true,
    prepare: async (page) => {
      await page.getByRole("button", { name: "Delete my account…" }).click();
      await expect(page.getByRole("dialog", { name: "Delete your account?" })).toBeVisible();
    },
  },
  {
    name: "not found",
    path: "/nowhere",
    prepare: (page) => expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible(),
  },
];

// axe is injected as an inline script, which the server's CSP would rightly refuse.
test.use({ bypassCSP: true, reducedMotion: "reduce", colorScheme: "light" });

/** Audits the page in the light theme, then (the tokens following `prefers-color-scheme`) in the dark one. */
async function expectNoSeriousViolationsInEitherTheme(page: Page) {
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const lightBackground = await background();
  const light = await seriousA11yViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  const dark = await seriousA11yViolations(page);
  // The second audit really saw the other theme.
  expect(await background()).not.toBe(lightBackground);
  expect({ light, dark }).toEqual({ light: [], dark: [] });
}

for (const screen of SCREENS) {
  test(`${screen.name} has no serious accessibility violations, light or dark`, async ({ page, expectHttpError }) => {
    if (screen.signedIn) await signUpViaApi(page);
    await page.goto(screen.path);
    await screen.prepare(page, expectHttpError);
    await expectNoSeriousViolationsInEitherTheme(page);
  });
}

test("the open navigation drawer has no serious accessibility violations, light or dark", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page);
  await page.goto("/tasks");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expectNoSeriousViolationsInEitherTheme(page);
});
