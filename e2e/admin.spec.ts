import { expect, test } from "./fixtures";
import { seriousA11yViolations } from "./support/axe";
import { addTaskViaApi, newCredentials, promoteToAdmin, signUpViaApi } from "./support/users";

// axe is injected as an inline script, which the server's CSP would rightly refuse.
test.use({ bypassCSP: true });

test("a non-admin finds no admin area: no link, and /admin is not found", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/tasks");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" })).toHaveCount(0);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("an admin sees the users and can disable one, whose open page is then signed out", async ({
  page,
  dataDir,
  databaseUrl,
  newContext,
  expectHttpError,
  expectSessionToEnd,
}) => {
  const boss = newCredentials("boss");
  await signUpViaApi(page, boss);
  promoteToAdmin({ dataDir, databaseUrl }, boss.email);
  const worker = newCredentials("worker");
  const workerPage = await (await newContext()).newPage();
  await signUpViaApi(workerPage, worker);
  await addTaskViaApi(workerPage, { title: "Secret plan" });
  await workerPage.goto("/tasks");

  await page.goto("/tasks");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" }).click();
  await expect(page.getByRole("heading", { name: "Admin", level: 1 })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: worker.email });
  await expect(row).toContainText("Active");
  await expect(row.getByRole("cell").nth(2)).toHaveText("1");
  await expect(page.getByText("Secret plan")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Instance" })).toContainText(
    databaseUrl ? "PostgreSQL" : "SQLite (embedded)",
  );

  await row.getByRole("button", { name: `Disable ${worker.email}` }).click();
  await expect(row).toContainText("Disabled");
  expectSessionToEnd();
  await workerPage.reload();
  await expect(workerPage).toHaveURL(/\/$/);
  expectHttpError(403, "/api/auth/sign-in/email");
  await workerPage.goto("/sign-in");
  await workerPage.getByLabel("Email Address").fill(worker.email);
  await workerPage.getByLabel("Password").fill(worker.password);
  await workerPage.getByRole("button", { name: "Sign In" }).click();
  await expect(workerPage.getByText("This account is disabled.")).toBeVisible();

  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("an admin closes sign-ups, and the sign-up page says so instead of failing", async ({
  page,
  dataDir,
  databaseUrl,
  newContext,
}) => {
  const boss = newCredentials("boss");
  await signUpViaApi(page, boss);
  promoteToAdmin({ dataDir, databaseUrl }, boss.email);
  await page.goto("/admin");
  const signups = page.getByRole("switch", { name: "Sign-ups are open" });
  await expect(signups).toBeChecked();
  await signups.uncheck();
  await expect(page.getByRole("status").filter({ hasText: "Sign-ups are closed." })).toBeVisible();

  const visitor = await (await newContext()).newPage();
  await visitor.goto("/sign-up");
  await expect(visitor.getByRole("heading", { name: "Sign-ups are closed on this server." })).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Sign Up" })).toHaveCount(0);

  await signups.check();
  await expect(page.getByRole("status").filter({ hasText: "Sign-ups are open." })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole("button", { name: "Sign Up" })).toBeVisible();
});

test("on a phone the users table scrolls in its own box, never widening the page", async ({
  page,
  dataDir,
  databaseUrl,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const boss = newCredentials("boss");
  await signUpViaApi(page, boss);
  promoteToAdmin({ dataDir, databaseUrl }, boss.email);
  await page.goto("/admin");
  await expect(page.getByRole("region", { name: "Instance" })).toContainText(
    databaseUrl ? "PostgreSQL" : "SQLite (embedded)",
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
