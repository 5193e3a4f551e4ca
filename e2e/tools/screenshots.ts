/**
 * Screenshots of every screen in light and dark, at 1280 px and 390 px, for looking at before a
 * screen is called done. Run after `npm run build`: `npx tsx e2e/tools/screenshots.ts [outDir]`; `SHOTS=quick-add`
 * takes only the shots whose name contains it.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { type BrowserContext, chromium, type Page } from "@playwright/test";
import webpush from "web-push";
import config from "../../playwright.config";
import { randomClientIp } from "../fixtures";
import { removeDataDir, startServerProcess } from "../support/server-process";
import { addTaskViaApi, promoteToAdmin, signUpViaApi } from "../support/users";

const outDir = path.resolve(process.argv[2] ?? "test-results/screenshots");
const WIDTHS = [1280, 390] as const;
const SCHEMES = ["light", "dark"] as const;

const PUSH_KEY = webpush.generateVAPIDKeys().publicKey;

type Shot = { name: string; path: string; prepare?: (page: Page) => Promise<unknown> };

/** The page's quick add line; on a phone, in the dialog its floating button opens. */
async function quickAddField(page: Page) {
  if ((page.viewportSize()?.width ?? 0) < 768) await page.getByRole("button", { name: "Quick add" }).click();
  return page.getByRole("textbox", { name: "New task" });
}

/** One of a task's row actions: its own button, or on a phone the item of the row's menu. */
async function rowAction(page: Page, title: string, action: "Edit" | "Add a subtask") {
  if ((page.viewportSize()?.width ?? 0) >= 768) {
    const button = action === "Edit" ? `Edit “${title}”` : `Add a subtask to “${title}”`;
    return page.getByRole("button", { name: button }).click();
  }
  await page.getByRole("button", { name: `Actions for “${title}”` }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

const PUBLIC_SHOTS: Shot[] = [
  { name: "welcome", path: "/", prepare: (page) => page.getByRole("link", { name: "Sign In" }).waitFor() },
  { name: "sign-in", path: "/sign-in" },
  {
    name: "sign-in-errors",
    path: "/sign-in",
    prepare: async (page) => {
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.getByText("email is required.").waitFor();
    },
  },
  {
    name: "sign-in-failed",
    path: "/sign-in",
    prepare: async (page) => {
      await page.getByLabel("Email Address").fill("nobody@example.com");
      await page.getByLabel("Password").fill("wrong-password");
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.getByText(/Error Message is/).waitFor();
    },
  },
  { name: "sign-up", path: "/sign-up" },
  { name: "password-reset", path: "/password-reset" },
  {
    name: "password-reset-sent",
    path: "/password-reset",
    prepare: async (page) => {
      await page.getByLabel("Email").fill("someone@example.com");
      await page.getByRole("button", { name: "Send reset link" }).click();
      await page.getByText(/If an account exists/).waitFor();
    },
  },
  { name: "new-password", path: "/password-reset?token=abc" },
  {
    name: "new-password-invalid",
    path: "/password-reset?token=abc",
    prepare: async (page) => {
      await page.getByLabel("New password").fill("long-enough-password");
      await page.getByRole("button", { name: "Change password" }).click();
      await page.getByText(/invalid or has expired/).waitFor();
    },
  },
  { name: "not-found", path: "/nowhere" },
];

const PROTECTED_SHOTS: Shot[] = [
  { name: "assistant", path: "/assistant" },
  { name: "tasks-empty", path: "/tasks", prepare: (page) => page.getByText("No tasks found.").waitFor() },
  {
    name: "add-task-errors",
    path: "/add-task",
    prepare: async (page) => {
      await page.getByRole("button", { name: "Add Task" }).click();
      await page.getByText("All fields are required.").waitFor();
    },
  },
  {
    name: "add-task-done",
    path: "/add-task",
    prepare: async (page) => {
      await page.getByLabel("Title").fill("Call the plumber");
      await page.getByLabel("Description").fill("The kitchen tap drips at night.");
      await page.getByRole("button", { name: "Add Task" }).click();
      await page.getByText("Task added.").waitFor();
    },
  },
  {
    name: "add-task-reminders",
    path: "/add-task",
    prepare: async (page) => {
      await page.request.patch("/api/me", { data: { preferences: { defaultReminderMinutes: 10 } } });
      await page.reload();
      await page.getByLabel("Title").fill("Dentist");
      await page.getByLabel("Description").fill("Bring the insurance card.");
      await page.getByLabel("Due date").fill("2031-05-04");
      await page.getByLabel("Time (optional)").fill("17:30");
      await page.getByRole("button", { name: "1 hour before" }).click();
      await page.getByRole("button", { name: "At a time…" }).click();
      await page.getByLabel("Remind at").fill("2031-05-04T09:00");
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await page.getByRole("button", { name: "At a time…" }).click();
      await page.getByLabel("Remind at").waitFor();
    },
  },
  {
    name: "reminder-toast",
    path: "/tasks",
    prepare: async (page) => {
      const at = new Date(Date.now() + 3000).toISOString();
      const dueAt = new Date(Date.now() + 3_600_000).toISOString();
      await addTaskViaApi(page, { title: "Water the plants", dueAt, reminders: [{ at }] });
      await addTaskViaApi(page, {
        title: "Send the invoice to the client before the end of the week",
        dueAt,
        reminders: [{ at }],
      });
      // The server sends the reminders due every 15 s.
      await page.getByRole("group", { name: "Water the plants" }).waitFor({ timeout: 30_000 });
    },
  },
  {
    name: "tasks",
    path: "/tasks",
    prepare: async (page) => {
      await addTaskViaApi(page, {
        title: "A rather long task title that goes on and on to see how the list wraps it on a phone",
        description: `Line one of a description.\nLine two, with a long unbroken word: ${"x".repeat(80)}`,
      });
      const day = 86_400_000;
      await addTaskViaApi(page, {
        title: "Renew the passport",
        description: "The form is in the drawer.",
        dueAt: new Date(Date.now() - 2 * day).toISOString(),
        priority: "high",
        tags: ["admin", "travel"],
      });
      await addTaskViaApi(page, {
        title: "Book the train",
        dueAt: new Date(Date.now() + 3 * day).toISOString(),
        dueAllDay: true,
        priority: "medium",
        tags: ["travel"],
      });
      const done = await addTaskViaApi(page, { title: "Water the plants", description: "All of them." });
      await page.request.patch(`/api/tasks/${done.id}`, { data: { completed: true } });
      await page.reload();
      await page.getByText("Renew the passport").waitFor();
    },
  },
  {
    name: "task-edit",
    path: "/tasks",
    prepare: async (page) => {
      await rowAction(page, "Renew the passport", "Edit");
      await page.getByRole("dialog", { name: "Edit task" }).waitFor();
    },
  },
  {
    name: "task-edit-reminders",
    path: "/tasks",
    prepare: async (page) => {
      await addTaskViaApi(page, {
        title: "Call the bank",
        dueAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        reminders: [
          { minutesBefore: 10 },
          { minutesBefore: 1440 },
          { at: new Date(Date.now() + 86_400_000).toISOString() },
        ],
      });
      await page.reload();
      await rowAction(page, "Call the bank", "Edit");
      const dialog = page.getByRole("dialog", { name: "Edit task" });
      await dialog.getByRole("button", { name: "Save changes" }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: "shortcuts",
    path: "/tasks",
    prepare: async (page) => {
      await page.getByText("Renew the passport").waitFor();
      await page.keyboard.press("?");
      await page.getByRole("dialog", { name: "Keyboard shortcuts" }).waitFor();
    },
  },
  {
    name: "tasks-completed",
    path: "/tasks?view=completed",
    prepare: (page) => page.getByText("Water the plants").waitFor(),
  },
  {
    name: "tasks-loading",
    path: "/tasks",
    prepare: async (page) => {
      await page.route("**/api/tasks*", () => {});
      await page.reload();
      await page.getByText(/Loading your tasks/).waitFor({ state: "attached" });
    },
  },
  {
    name: "quick-add-highlight",
    path: "/tasks",
    prepare: async (page) => {
      await (await quickAddField(page)).fill("buy oat milk tomorrow at 5pm #errands p1");
      await page.getByRole("list", { name: "Recognised" }).waitFor();
    },
  },
  {
    name: "quick-add-list",
    path: "/tasks",
    prepare: async (page) => {
      const { lists } = (await (await page.request.get("/api/lists")).json()) as { lists: { name: string }[] };
      if (!lists.some((list) => list.name === "Groceries")) {
        await page.request.post("/api/lists", { data: { name: "Groceries" } });
        await page.reload();
      }
      await (await quickAddField(page)).fill("buy oat milk tomorrow #errands +groceries");
      await page.getByRole("list", { name: "Recognised" }).getByText("+Groceries").waitFor();
    },
  },
  {
    name: "quick-add-new-list",
    path: "/tasks",
    prepare: async (page) => {
      await (await quickAddField(page)).fill('plant tulips saturday +"Herb garden"');
      await page.getByRole("button", { name: "Create list “Herb garden”" }).waitFor();
    },
  },
  {
    name: "add-task-highlight",
    path: "/add-task",
    prepare: async (page) => {
      await page.getByLabel("Title").fill("Call mom friday #family !2 about the holidays");
      await page.getByRole("list", { name: "Recognised" }).waitFor();
    },
  },
  {
    name: "assistant-highlight",
    path: "/assistant",
    prepare: async (page) => {
      await page.getByLabel("Message to the assistant").fill("water the plants every monday at 8 #home");
      await page.getByRole("list", { name: "Recognised" }).waitFor();
    },
  },
  {
    name: "assistant-conversation",
    path: "/assistant",
    prepare: async (page) => {
      const message = page.getByRole("textbox", { name: "Message to the assistant" });
      const exchanges = page.getByRole("log", { name: "Conversation" }).locator(".assistant-exchange");
      for (const text of ["what's overdue", "complete the", "Buy oat milk", "delete book the train"]) {
        const before = await exchanges.count();
        await message.fill(text);
        await message.press("Enter");
        await exchanges.nth(before).waitFor();
      }
    },
  },
  {
    // The weekly review's fixes, their words from the server in the review's language.
    name: "assistant-review-german",
    path: "/assistant",
    prepare: async (page) => {
      await addTaskViaApi(page, {
        title: "Steuererklärung abgeben",
        dueAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      });
      const message = page.getByRole("textbox", { name: "Message to the assistant" });
      await message.fill("Wochenrückblick");
      await message.press("Enter");
      await page.getByRole("button", { name: "„Steuererklärung abgeben“ auf morgen verschieben" }).waitFor();
    },
  },
  {
    // A German message gets a German reply, whatever the browser's language.
    name: "assistant-german",
    path: "/assistant",
    prepare: async (page) => {
      const message = page.getByRole("textbox", { name: "Message to the assistant" });
      const exchanges = page.getByRole("log", { name: "Conversation" }).locator(".assistant-exchange");
      for (const text of ["Zahnarzt morgen um 15 Uhr", "was ist morgen fällig?", "Zahnarzt löschen"]) {
        const before = await exchanges.count();
        await message.fill(text);
        await message.press("Enter");
        await exchanges.nth(before).waitFor();
      }
    },
  },
  {
    name: "list",
    path: "/tasks",
    prepare: async (page) => {
      const made = async (data: Record<string, string>) =>
        ((await (await page.request.post("/api/lists", { data })).json()) as { list: { id: string } }).list.id;
      const groceries = await made({ name: "Groceries", emoji: "🛒" });
      await made({ name: "Work", color: "blue" });
      await made({ name: "A list with a name long enough to need cutting short", color: "pink" });
      for (const title of ["Oat milk", "Apples", "Coffee beans"])
        await addTaskViaApi(page, { title, listId: groceries });
      await page.goto(`/lists/${groceries}`);
      await page.getByRole("heading", { name: "Coffee beans" }).waitFor();
    },
  },
  {
    name: "list-delete",
    path: "/tasks",
    prepare: async (page) => {
      const { lists } = (await (await page.request.get("/api/lists")).json()) as {
        lists: { id: string; name: string }[];
      };
      await page.goto(`/lists/${lists.find((list) => list.name === "Groceries")?.id}`);
      await page.getByRole("button", { name: "List actions" }).click();
      await page.getByRole("menuitem", { name: "Delete list" }).click();
      await page.getByRole("dialog", { name: "Delete list?" }).waitFor();
    },
  },
  {
    name: "list-new",
    path: "/tasks",
    prepare: async (page) => {
      if ((page.viewportSize()?.width ?? 0) < 768) await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("button", { name: "New list" }).click();
      await page.getByRole("dialog", { name: "New list" }).getByRole("button", { name: "Create list" }).click();
      await page.getByText("Name is required.").waitFor();
    },
  },
  {
    name: "list-move",
    path: "/tasks",
    prepare: async (page) => {
      await page.keyboard.press("j");
      await page.keyboard.press("m");
      await page.keyboard.type("o");
      await page
        .getByRole("dialog")
        .getByText(/Enter moves it to/)
        .waitFor();
    },
  },
  {
    name: "calendar",
    path: "/calendar",
    prepare: async (page) => {
      const day = 86_400_000;
      const midnight = new Date(new Date().toISOString().slice(0, 10)).getTime();
      const dated: [string, number, boolean][] = [
        ["Dentist", midnight + 9.5 * 3_600_000, false],
        ["Send the invoice to the client before the end of the week", midnight + day + 17 * 3_600_000, false],
        ["Book the train", midnight + 3 * day, true],
        ["Renew the passport", midnight - 2 * day + 11 * 3_600_000, false],
        ["Team lunch", midnight + 8 * day + 12.5 * 3_600_000, false],
        ["Call mum", midnight + 8 * day + 18 * 3_600_000, false],
        ["Water the plants", midnight + 8 * day, true],
        ["Pay the rent", midnight + 8 * day + 8 * 3_600_000, false],
      ];
      for (const [title, dueAt, dueAllDay] of dated) {
        await addTaskViaApi(page, { title, dueAt: new Date(dueAt).toISOString(), dueAllDay });
      }
      for (const title of ["Sort the photos", "Find a new bike"]) await addTaskViaApi(page, { title });
      await page.reload();
      await page.getByText("Sort the photos").waitFor();
    },
  },
  {
    name: "calendar-week",
    path: "/calendar?view=week",
    prepare: (page) => page.getByText("Sort the photos").waitFor(),
  },
  {
    name: "calendar-day",
    path: "/calendar",
    prepare: async (page) => {
      await page.getByText("Sort the photos").waitFor();
      if ((page.viewportSize()?.width ?? 0) < 768) return;
      await page.locator('[role="gridcell"][aria-current="date"]').click();
      await page.getByRole("dialog").waitFor();
    },
  },
  { name: "admin", path: "/admin", prepare: (page) => page.getByText("SQLite (embedded)").waitFor() },
  { name: "settings", path: "/settings", prepare: (page) => page.getByLabel("Default task view").waitFor() },
  {
    name: "settings-devices-failed",
    path: "/settings",
    prepare: async (page) => {
      await page.route("**/api/me/sessions", (route) =>
        route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "Something went wrong." } } }),
      );
      await page.reload();
      await page.getByText(/We couldn't load your devices/).waitFor();
    },
  },
  {
    name: "settings-notifications",
    path: "/settings",
    prepare: async (page) => {
      // A server with Web Push, whatever this one's setup; the browser (a private window) has no push service.
      await page.route("**/api/push/key", (route) => route.fulfill({ json: { publicKey: PUSH_KEY } }));
      await page.reload();
      const section = page.getByRole("region", { name: "Notifications" });
      await section.getByRole("switch").waitFor();
      await section.scrollIntoViewIfNeeded();
    },
  },
  {
    name: "settings-notifications-failed",
    path: "/settings",
    prepare: async (page) => {
      await page.context().grantPermissions(["notifications"]);
      await page.route("**/api/push/key", (route) => route.fulfill({ json: { publicKey: PUSH_KEY } }));
      await page.reload();
      const section = page.getByRole("region", { name: "Notifications" });
      await section.getByRole("switch").click();
      await section.getByRole("alert").waitFor();
      await section.scrollIntoViewIfNeeded();
    },
  },
  {
    name: "subtasks",
    path: "/tasks",
    prepare: async (page) => {
      const trip = await addTaskViaApi(page, {
        title: "Plan the trip to Lisbon",
        dueAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
        dueAllDay: true,
        priority: "high",
        tags: ["travel"],
      });
      const flights = await addTaskViaApi(page, { title: "Book the flights", parentId: trip.id });
      await page.request.patch(`/api/tasks/${flights.id}`, { data: { completed: true } });
      const bags = await addTaskViaApi(page, { title: "Pack the bags", parentId: trip.id });
      await addTaskViaApi(page, { title: "Find a plug adapter for the hair dryer and the phone", parentId: bags.id });
      await addTaskViaApi(page, { title: "Sunscreen", parentId: bags.id });
      await addTaskViaApi(page, { title: "Ask Ana where to eat", parentId: trip.id });
      await addTaskViaApi(page, { title: "Call the bank" });
      await page.goto("/tasks");
      await page
        .getByRole("button", { name: /^Show subtasks/ })
        .first()
        .click();
      await page
        .getByRole("button", { name: /^Show subtasks/ })
        .first()
        .click();
      await page.getByText("Sunscreen").waitFor();
      await rowAction(page, "Ask Ana where to eat", "Add a subtask");
    },
  },
];

const server = await startServerProcess();
const browser = await chromium.launch(config.use?.launchOptions);
try {
  await mkdir(outDir, { recursive: true });
  for (const colorScheme of SCHEMES) {
    for (const width of WIDTHS) {
      const newContext = () =>
        browser.newContext({
          baseURL: server.baseURL,
          colorScheme,
          reducedMotion: "reduce",
          viewport: { width, height: width > 500 ? 800 : 844 },
          extraHTTPHeaders: { "X-Forwarded-For": randomClientIp() },
        });
      const visitor = await newContext();
      await shoot(visitor, PUBLIC_SHOTS, `${colorScheme}-${width}`);
      await visitor.close();

      const user = await newContext();
      const { email } = await signUpViaApi(await user.newPage());
      // An admin, so the admin area is photographed too.
      promoteToAdmin(server, email);
      await shoot(user, PROTECTED_SHOTS, `${colorScheme}-${width}`);
      if (width < 768) await shootDrawer(user, `${colorScheme}-${width}`);
      await user.close();
    }
  }
  console.log(`Screenshots in ${outDir}`);
} finally {
  await browser.close();
  await server.stop();
  await removeDataDir(server.dataDir);
}

async function shoot(context: BrowserContext, shots: Shot[], suffix: string): Promise<void> {
  for (const shot of shots.filter(({ name }) => name.includes(process.env.SHOTS ?? ""))) {
    const page = await context.newPage();
    await page.goto(shot.path);
    await page.waitForLoadState("networkidle").catch(() => {});
    await shot.prepare?.(page);
    await page.screenshot({ path: path.join(outDir, `${shot.name}-${suffix}.png`), fullPage: true });
    await page.close();
  }
}

async function shootDrawer(context: BrowserContext, suffix: string): Promise<void> {
  const page = await context.newPage();
  await page.goto("/tasks");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("navigation", { name: "Main" }).waitFor();
  await page.screenshot({ path: path.join(outDir, `drawer-${suffix}.png`) });
  await page.close();
}
