import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { browserBarColours } from "./support/browser-bar";
import { failUntilRetry } from "./support/fail-until-retry";
import { expectFieldError } from "./support/field-error";
import { addTaskViaApi, newCredentials, signUpViaApi } from "./support/users";

const DAY_MS = 86_400_000;

async function preferencesOf(page: Page) {
  const response = await page.request.get("/api/me");
  return ((await response.json()) as { user: { preferences: Record<string, unknown> } }).user.preferences;
}

test.describe("in Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("the first signed-in visit stores the browser's time zone, and Settings shows it", async ({ page }) => {
    await signUpViaApi(page);
    expect((await preferencesOf(page)).timeZone).toBeNull();
    await page.goto("/settings");
    await expect(page.getByLabel("Time zone")).toHaveValue("Asia/Tokyo");
    await expect.poll(async () => (await preferencesOf(page)).timeZone).toBe("Asia/Tokyo");
  });
});

test("the display name greets the user and names them in the navigation", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/settings");
  await page.getByLabel("Display name").fill("Ada");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Profile saved." })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toContainText("Ada");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Assistant" }).click();
  await expect(page.getByText(/^Good (morning|afternoon|evening), Ada — /)).toBeVisible();
  await expect(page.getByText("Welcome to the Assistant page!")).toBeVisible();

  await page.goto("/settings");
  await page.getByLabel("Display name").fill("x".repeat(81));
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Display name must be at most 80 characters.")).toBeVisible();
  await expectFieldError(page.getByLabel("Display name"), "Display name must be at most 80 characters.");
});

test("a theme chosen on one device applies at once and on every other device", async ({ page, newContext }) => {
  const credentials = newCredentials();
  await signUpViaApi(page, credentials);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/settings");
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByLabel("Theme").selectOption("dark");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await background()).not.toBe(light);
  expect(await browserBarColours(page)).toEqual(["#141413"]);
  await expect(page.getByRole("status").filter({ hasText: "Preferences saved." })).toBeVisible();

  const other = await (await newContext({ colorScheme: "light" })).newPage();
  expect((await other.request.post("/api/auth/sign-in/email", { data: credentials })).status()).toBe(200);
  await other.goto("/tasks");
  await expect(other.locator("html")).toHaveAttribute("data-theme", "dark");

  await page.getByLabel("Theme").selectOption("system");
  await expect(page.locator("html")).not.toHaveAttribute("data-theme", /./);
  expect(await background()).toBe(light);
  expect(await browserBarColours(page)).toEqual(["#fafaf9"]);
});

test("the time format and the default view change how tasks are shown", async ({ page }) => {
  await signUpViaApi(page);
  await addTaskViaApi(page, { title: "Timed", dueAt: "2031-05-04T17:30:00Z" });
  await page.goto("/settings");
  await page.getByLabel("Time zone").selectOption("UTC");
  await page.getByLabel("Time format").selectOption("24h");
  await page.getByLabel("Default task view").selectOption("upcoming");
  await expect.poll(async () => (await preferencesOf(page)).defaultView).toBe("upcoming");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tasks" }).click();
  await expect(page.getByRole("button", { name: "Upcoming" })).toHaveAttribute("aria-pressed", "true");
  const item = page.getByRole("listitem").filter({ hasText: "Timed" });
  await expect(item).toContainText("17:30");

  await page.goto("/settings");
  await page.getByLabel("Time format").selectOption("12h");
  await page.goto("/tasks");
  await expect(item).toContainText("5:30 PM");
});

test.describe("in Britain, whose locale writes a 12-hour clock 05:30 pm", () => {
  test.use({ locale: "en-GB", timezoneId: "UTC" });

  test("the 12-hour setting shows every time as it promises, 5:30 PM", async ({ page }) => {
    await signUpViaApi(page);
    const dueAt = new Date(Date.now() + DAY_MS);
    dueAt.setUTCHours(17, 30, 0, 0);
    const day = dueAt.toISOString().slice(0, 10);
    await addTaskViaApi(page, { title: "Post the letter", dueAt: dueAt.toISOString() });
    await addTaskViaApi(page, { title: "Pay the rent", dueAt: new Date(dueAt.getTime() - 2 * DAY_MS).toISOString() });
    await page.goto("/settings");
    await page.getByLabel("Time zone").selectOption("UTC");
    await page.getByLabel("Time format").selectOption("12h");
    await expect.poll(async () => (await preferencesOf(page)).timeFormat).toBe("12h");
    const localeClock = /\d:\d\d\s?[ap]m\b/;

    // A task's row: its due time.
    await page.goto("/tasks");
    const row = page.getByRole("listitem").filter({ hasText: "Post the letter" });
    await expect(row).toContainText("Tomorrow, 5:30 PM");
    await expect(row).not.toContainText(localeClock);

    // What quick add understood, as it is typed.
    await page.getByRole("textbox", { name: "New task" }).fill("Call the bank tomorrow 9am");
    await expect(page.getByRole("list", { name: "Recognised" })).toContainText("Tomorrow, 9:00 AM");

    // A reminder in the task's dialog.
    await row.getByRole("button", { name: "Edit “Post the letter”" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit task" });
    // When it was added, in the task's dialog.
    await expect(dialog).toContainText(/Added .*\d:\d\d [AP]M/);
    await dialog.getByRole("button", { name: "At a time…" }).click();
    await dialog.getByLabel("Remind at").fill(`${day}T16:00`);
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog.getByRole("list", { name: "Reminders of this task" })).toContainText("Tomorrow, 4:00 PM");

    // The calendar's chip.
    await page.goto(`/calendar?view=week&date=${day}`);
    const hours = page.getByRole("table", { name: "Timed tasks by hour" });
    await expect(hours.getByRole("row").filter({ hasText: "Post the letter" })).toContainText("5:30 PM");

    // The assistant's task cards.
    await page.goto("/assistant");
    await page.getByRole("textbox", { name: "Message to the assistant" }).fill("What's overdue?");
    await page.getByRole("textbox", { name: "Message to the assistant" }).press("Enter");
    const card = page
      .getByRole("log", { name: "Conversation" })
      .getByRole("listitem")
      .filter({ hasText: "Pay the rent" });
    await expect(card).toContainText("5:30 PM");
    await expect(card).not.toContainText(localeClock);
  });
});

test("changing the password signs out every other device, and the new one works", async ({
  page,
  newContext,
  expectHttpError,
}) => {
  expectHttpError(400, "/api/me/password");
  const credentials = newCredentials();
  await signUpViaApi(page, credentials);
  const phone = await (await newContext()).newPage();
  expect((await phone.request.post("/api/auth/sign-in/email", { data: credentials })).status()).toBe(200);
  await phone.goto("/tasks");
  await expect(phone.getByRole("heading", { name: "Your Tasks" })).toBeVisible();

  await page.goto("/settings");
  await expect(page.getByRole("region", { name: "Devices" }).getByRole("listitem")).toHaveCount(2);
  await page.getByLabel("Current password").fill("not my password");
  await page.getByLabel("New password").fill("a brand new passphrase");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("That is not your current password.")).toBeVisible();

  await page.getByLabel("Current password").fill(credentials.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Password changed." })).toBeVisible();
  await expect(page.getByRole("region", { name: "Devices" }).getByRole("listitem")).toHaveCount(1);

  // The phone notices at its next check (focus, a request, or the periodic one).
  await phone.reload();
  await expect(phone).toHaveURL(/\/$/);
  const withNew = await phone.request.post("/api/auth/sign-in/email", {
    data: { email: credentials.email, password: "a brand new passphrase" },
  });
  expect(withNew.status()).toBe(200);
});

test("the device list signs out one device or all the others", async ({ page, newContext }) => {
  const credentials = newCredentials();
  await signUpViaApi(page, credentials);
  const devices = [];
  for (const userAgent of [
    "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
    "Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) Safari/604.1",
  ]) {
    const device = await (await newContext({ userAgent })).newPage();
    expect((await device.request.post("/api/auth/sign-in/email", { data: credentials })).status()).toBe(200);
    devices.push(device);
  }
  await page.goto("/settings");
  const devicesRegion = page.getByRole("region", { name: "Devices" });
  await expect(devicesRegion.getByRole("listitem")).toHaveCount(3);
  await expect(devicesRegion.getByRole("listitem").filter({ hasText: "This device" })).toHaveCount(1);
  await devicesRegion.getByRole("button", { name: /^Sign out Firefox on Linux/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "That device was signed out." })).toBeVisible();
  await expect(devicesRegion.getByRole("listitem")).toHaveCount(2);
  expect((await devices[0]?.request.get("/api/me"))?.status()).toBe(401);
  expect((await devices[1]?.request.get("/api/me"))?.status()).toBe(200);

  await devicesRegion.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 other device was signed out." })).toBeVisible();
  await expect(devicesRegion.getByRole("listitem")).toHaveCount(1);
  expect((await devices[1]?.request.get("/api/me"))?.status()).toBe(401);
});

test("a panel that could not load says why, and its Retry loads it", async ({ page, expectHttpError }) => {
  expectHttpError(500, "/api/me/sessions");
  await signUpViaApi(page);
  await failUntilRetry(page, "**/api/me/sessions");
  await page.goto("/settings");
  const devicesRegion = page.getByRole("region", { name: "Devices" });
  await expect(devicesRegion.getByRole("alert")).toContainText(
    "We couldn't load your devices. Something went wrong on our side.",
  );
  // The rest of the page is there all the same.
  await expect(page.getByLabel("Display name")).toBeVisible();
  await devicesRegion.getByRole("button", { name: "Retry" }).click();
  await expect(devicesRegion.getByRole("listitem").filter({ hasText: "This device" })).toHaveCount(1);
  await expect(devicesRegion.getByRole("alert")).toHaveCount(0);
});

test("deleting the account needs the password, then leaves nothing to sign in to", async ({
  page,
  expectHttpError,
}) => {
  const credentials = newCredentials();
  await signUpViaApi(page, credentials);
  await addTaskViaApi(page, { title: "Goes with the account" });
  await page.goto("/settings");
  await page.getByRole("button", { name: "Delete my account…" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  expectHttpError(400, "/api/me");
  await dialog.getByLabel("Password").fill("wrong password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("That password is not right, so nothing was deleted.")).toBeVisible();

  await dialog.getByLabel("Password").fill(credentials.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  const signIn = await page.request.post("/api/auth/sign-in/email", { data: credentials });
  expect(signIn.status()).toBe(401);
});

test("exports download, and an import shows what it will add before adding it", async ({ page, expectHttpError }) => {
  await signUpViaApi(page);
  await addTaskViaApi(page, { title: "Already here", tags: ["old"] });
  await page.goto("/settings");
  const data = page.getByRole("region", { name: "Your data" });

  const download = page.waitForEvent("download");
  await data.getByRole("link", { name: "Everything (JSON)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^taskmind-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(
    await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString()),
  );
  expect(exported.tasks.map((task: { title: string }) => task.title)).toEqual(["Already here"]);

  const csv = "title,due,priority,tags\nPaint the fence,2031-06-01,high,garden\nOil the hinges,,,\n";
  await data.getByLabel("Choose a Taskmind JSON export or a CSV file").setInputFiles({
    name: "chores.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await expect(data.getByText("chores.csv: 2 tasks ready to import.")).toBeVisible();
  await expect(data.getByRole("listitem").filter({ hasText: "Paint the fence" })).toBeVisible();
  await data.getByRole("button", { name: "Import 2 tasks" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Imported 2 tasks." })).toBeVisible();

  expectHttpError(422, "/api/import");
  await data.getByLabel("Choose a Taskmind JSON export or a CSV file").setInputFiles({
    name: "broken.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("title,completed\nFine,no\n,maybe\n"),
  });
  await expect(data.getByRole("alert")).toContainText("1 row has problems, so nothing was imported.");
  await expect(data.getByRole("table")).toContainText("Title is required.");

  await page.goto("/tasks");
  await expect(page.getByRole("list").getByRole("heading")).toHaveText([
    "Paint the fence",
    "Oil the hinges",
    "Already here",
  ]);
});

test("an import whose file names lists says which it will make, and files each task in its list", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/settings");
  const data = page.getByRole("region", { name: "Your data" });
  const csv = "title,list\nPlant tulips,Garden\nRake leaves,garden\nCall mum,\n";
  await data.getByLabel("Choose a Taskmind JSON export or a CSV file").setInputFiles({
    name: "garden.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await expect(data.getByText("garden.csv: 3 tasks ready to import.")).toBeVisible();
  await expect(data.getByText("A new list will be made: “Garden”.")).toBeVisible();
  await data.getByRole("button", { name: "Import 3 tasks" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Imported 3 tasks." })).toBeVisible();

  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Garden 2 open" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Garden");
  const inList = page.getByRole("main").getByRole("list").getByRole("heading");
  await expect(inList).toHaveCount(2);
  await expect(inList.filter({ hasText: "Plant tulips" })).toBeVisible();
  await expect(inList.filter({ hasText: "Rake leaves" })).toBeVisible();
  await nav.getByRole("link", { name: /^Inbox/ }).click();
  await expect(page.getByRole("main").getByRole("list").getByRole("heading")).toHaveText(["Call mum"]);
});

test("the import preview names every list it will make", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/settings");
  const data = page.getByRole("region", { name: "Your data" });
  await data.getByLabel("Choose a Taskmind JSON export or a CSV file").setInputFiles({
    name: "two.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("title,list\nA task,Home\nAnother,Work\n"),
  });
  await expect(data.getByText("2 new lists will be made: “Home”, “Work”.")).toBeVisible();

  // A JSON export's list with no task in it is made too.
  const json = {
    format: "taskmind-export",
    version: 1,
    lists: [
      { id: "h", name: "Home" },
      { id: "s", name: "Someday", archived: true },
    ],
    tasks: [{ title: "A task", listId: "h" }],
  };
  await data.getByLabel("Choose a Taskmind JSON export or a CSV file").setInputFiles({
    name: "export.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(json)),
  });
  await expect(data.getByText("export.json: 1 task ready to import.")).toBeVisible();
  await expect(data.getByText("2 new lists will be made: “Home”, “Someday”.")).toBeVisible();
});

test.describe("the sections' own navigation", () => {
  const TITLES = ["Profile", "Preferences", "Notifications", "Security", "Devices", "Your data", "Danger zone"];

  test("lists every section in order, and a link leads to its section and marks it current", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signUpViaApi(page);
    await page.goto("/settings");
    const nav = page.getByRole("navigation", { name: "Settings sections" });
    await expect(nav.getByRole("link")).toHaveText(TITLES);
    for (const title of TITLES) await expect(page.getByRole("region", { name: title })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "true");

    // By keyboard: Tab reaches the links, Enter follows one.
    const devices = nav.getByRole("link", { name: "Devices" });
    await nav.getByRole("link", { name: "Notifications" }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(devices).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/settings#devices$/);
    await expect(devices).toHaveAttribute("aria-current", "true");
    await expect(nav.getByRole("link", { name: "Profile" })).not.toHaveAttribute("aria-current", /./);
    const heading = page.getByRole("heading", { name: "Devices", level: 2 });
    await expect(heading).toBeInViewport();
    // The heading lands near the top, clear of the window's edge: the nav stays beside it, sticky.
    const top = (await heading.boundingBox())?.y ?? -1;
    expect(top).toBeGreaterThan(0);
    expect(top).toBeLessThan(100);
    await expect(nav).toBeInViewport();

    await nav.getByRole("link", { name: "Danger zone" }).click();
    await expect(nav.getByRole("link", { name: "Danger zone" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("region", { name: "Danger zone" })).toBeInViewport();
  });

  test("on a phone the links are one row that scrolls on its own and sticks below the top bar, above the heading", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpViaApi(page);
    await page.goto("/settings");
    const nav = page.getByRole("navigation", { name: "Settings sections" });
    const links = nav.getByRole("link");
    await expect(links).toHaveText(TITLES);
    const tops = await links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await nav.getByRole("link", { name: "Your data" }).click();
    await expect(nav.getByRole("link", { name: "Your data" })).toHaveAttribute("aria-current", "true");
    const headingTop = (await page.getByRole("heading", { name: "Your data", level: 2 }).boundingBox())?.y ?? 0;
    const bar = (await page.getByRole("banner").boundingBox()) ?? { y: -1, height: 0 };
    const row = (await nav.boundingBox()) ?? { y: -1, height: 0 };
    // Scrolled down to the section, the links are still there, right under the top bar, and the heading below both.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect(bar.y).toBe(0);
    expect(Math.abs(row.y - (bar.y + bar.height))).toBeLessThanOrEqual(1);
    expect(headingTop).toBeGreaterThan(row.y + row.height);
    await expect(nav.getByRole("link", { name: "Your data" })).toBeInViewport();
  });
});

test("the import's file picker shows the chosen file's name", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/settings");
  const data = page.getByRole("region", { name: "Your data" });
  const input = data.getByLabel("Choose a Taskmind JSON export or a CSV file");
  // What shows of the picker is hidden from assistive technology: the input's own name and description say it.
  await expect(input).toHaveAccessibleName("Choose a Taskmind JSON export or a CSV file");
  await expect(data.getByText("No file chosen")).toBeVisible();
  await expect(data.getByText("Choose file", { exact: true })).toBeVisible();
  await expect(input).toHaveAccessibleDescription(/^No file chosen CSV columns:/);

  // The native input is out of sight, but the keyboard still reaches it and its focus shows on the button.
  await input.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(input).toBeFocused();
  const ring = await data
    .getByText("Choose file", { exact: true })
    .evaluate((button) => getComputedStyle(button).outlineStyle);
  expect(ring).toBe("solid");

  await input.setInputFiles({
    name: "week.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("title\nWater the plants\n"),
  });
  await expect(data.getByText("week.csv: 1 task ready to import.")).toBeVisible();
  await expect(input).toHaveAccessibleDescription(/^week\.csv CSV columns:/);
  await expect(data.getByText("No file chosen")).toHaveCount(0);
  await data.getByRole("button", { name: "Cancel" }).click();
  await expect(data.getByText("No file chosen")).toBeVisible();
});
