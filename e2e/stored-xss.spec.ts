import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addTaskViaApi, newCredentials, promoteToAdmin, signUpViaApi } from "./support/users";

/**
 * Classic stored-XSS payloads in every text a user can set, shown on every screen that shows it: each must read
 * as the text it is, and none may run. The server's CSP would stop inline scripts anyway; it is bypassed here so
 * that the rendering alone is what is tested.
 */
test.use({ bypassCSP: true, timezoneId: "UTC" });

const PAYLOADS = [
  `<img src=x onerror="window.__xss='img'">`,
  `<script>window.__xss='script'</script>`,
  `"><svg onload="window.__xss='svg'">`,
  `javascript:window.__xss='url'`,
  `<a href="javascript:window.__xss='link'">click</a>`,
  `<iframe srcdoc="<script>parent.__xss='iframe'</script>">`,
  `{{7*7}} $${"{"}7*7} <%= 7*7 %>`,
  `<img src=x onerror=alert('xss')>`,
];
/** Tags are at most 32 characters, without commas, and kept in lower case. */
const TAG_PAYLOADS = ["<img/src/onerror=alert(1)>", `"><svg/onload=alert(2)>`, "{{7*7}}"];
const NAME_PAYLOAD = `<img src=x onerror="window.__xss='name'">`;

const DAY_MS = 86_400_000;
const allDay = (daysFromToday: number) => {
  const now = new Date();
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + daysFromToday * DAY_MS;
  return { dueAt: new Date(midnight).toISOString(), dueAllDay: true };
};

/**
 * Whatever the payloads tried: none of their elements exists, no script set the flag, no dialog opened. The page's
 * own inline script (the theme, in the head, allowed by its hash) is no payload: content renders in the body.
 */
async function expectNothingRan(page: Page, dialogs: string[], where: string) {
  const injected = page.locator('img[src="x"], svg[onload], iframe, a[href^="javascript:"], body script:not([src])');
  await expect(injected, where).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), where).toBeUndefined();
  expect(dialogs, where).toEqual([]);
}

const view = (page: Page, name: string) => page.getByRole("group", { name: "View" }).getByRole("button", { name });
const titles = (page: Page) => page.getByRole("list").getByRole("heading");

test("stored XSS payloads show as text on every screen, and none runs", async ({
  page,
  newContext,
  dataDir,
  databaseUrl,
}) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on("dialog", (browserDialog) => {
    dialogs.push(browserDialog.message());
    void browserDialog.dismiss();
  });
  const credentials = newCredentials("xss");
  await signUpViaApi(page, credentials);
  expect((await page.request.patch("/api/me", { data: { displayName: NAME_PAYLOAD } })).status()).toBe(200);

  // One task per payload, spread over every view, each with all the payloads in its description and tags.
  const days = [0, 1, -1, undefined];
  for (const [index, title] of PAYLOADS.entries()) {
    const day = days[index % days.length];
    const task = await addTaskViaApi(page, {
      title,
      description: PAYLOADS.join("\n"),
      tags: TAG_PAYLOADS,
      ...(day === undefined ? {} : allDay(day)),
    });
    if (index === PAYLOADS.length - 1) {
      expect((await page.request.patch(`/api/tasks/${task.id}`, { data: { completed: true } })).status()).toBe(200);
    }
  }
  // What the assistant is told is stored in its history, and its reply quotes it.
  for (const message of PAYLOADS.slice(0, 3)) {
    expect((await page.request.post("/api/assistant", { data: { message: `find ${message}` } })).status()).toBe(200);
  }
  // A device signed in with a hostile User-Agent, as listed under Settings.
  const device = await newContext({ userAgent: `Mozilla/5.0 ${PAYLOADS[0]} Firefox/140.0` });
  expect((await device.request.post("/api/auth/sign-in/email", { data: credentials })).status()).toBe(200);

  await page.goto("/tasks");
  await expect(titles(page).first()).toBeVisible();
  for (const name of ["All", "Today", "Upcoming", "Overdue", "Completed"]) {
    await view(page, name).click();
    await expect(titles(page).first()).toBeVisible();
    // Read in one go: the list may still change as the view loads, and a heading read one by one could be gone.
    for (const text of await titles(page).allTextContents()) expect(PAYLOADS).toContain(text);
    await expectNothingRan(page, dialogs, `the ${name} view`);
  }
  await view(page, "All").click();
  const item = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: PAYLOADS[0], exact: true }) });
  // A dense row cuts its description short; what it holds is the payloads as text.
  await expect(item).toContainText(PAYLOADS[1] as string);
  for (const tag of TAG_PAYLOADS)
    await expect(item.getByRole("button", { name: `Show tasks tagged ${tag}` })).toHaveText(`#${tag}`);

  await page.getByRole("button", { name: `Edit “${PAYLOADS[0]}”` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit task" });
  await expect(dialog.getByLabel("Title")).toHaveValue(PAYLOADS[0] as string);
  await expect(dialog.getByLabel("Description")).toHaveValue(PAYLOADS.join("\n"));
  await expectNothingRan(page, dialogs, "the task dialog");
  await page.keyboard.press("Escape");

  await page.goto("/assistant");
  await expect(page.getByText(`find ${PAYLOADS[2]}`)).toBeVisible();
  await expect(page.getByText(NAME_PAYLOAD, { exact: false }).first()).toBeVisible();
  await expectNothingRan(page, dialogs, "the assistant");

  await page.goto("/settings");
  await expect(page.getByLabel("Display name")).toHaveValue(NAME_PAYLOAD);
  await expect(page.getByRole("navigation", { name: "Main" })).toContainText(NAME_PAYLOAD);
  const csv = `title,description,tags\n${PAYLOADS.map((payload) => `"${payload.replaceAll('"', '""')}",x,`).join("\n")}\n`;
  const data = page.getByRole("region", { name: "Your data" });
  await data.getByLabel("Choose a Taskmind JSON export or a CSV file").setInputFiles({
    name: `${PAYLOADS[7]}.csv`,
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await expect(data.getByText(`${PAYLOADS.length} tasks ready to import.`, { exact: false })).toBeVisible();
  await expect(
    data
      .getByRole("listitem")
      .filter({ hasText: PAYLOADS[0] as string })
      .first(),
  ).toBeVisible();
  await expectNothingRan(page, dialogs, "the import preview");
  await data.getByRole("button", { name: `Import ${PAYLOADS.length} tasks` }).click();
  await expect(page.getByRole("status").filter({ hasText: `Imported ${PAYLOADS.length} tasks.` })).toBeVisible();
  await expectNothingRan(page, dialogs, "settings");

  promoteToAdmin({ dataDir, databaseUrl }, credentials.email);
  await page.goto("/admin");
  await expect(page.getByRole("row").filter({ hasText: credentials.email })).toBeVisible();
  await expectNothingRan(page, dialogs, "the admin area");
  await device.close();
});
