import { expect, test } from "./fixtures";
import { holdRequests } from "./support/hold-requests";
import { signInViaForm, signOutViaApi, signUpViaApi } from "./support/users";

test("a signed-out visitor who opens a protected page is sent to the welcome page", async ({ page }) => {
  for (const path of ["/tasks", "/assistant", "/add-task", "/settings"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test("the protected area says Loading... while the session is checked", async ({ page }) => {
  await signUpViaApi(page);
  const release = await holdRequests(page, "**/api/auth/get-session");
  await page.goto("/assistant");
  await expect(page.getByText("Loading...", { exact: true })).toBeVisible();
  release();
  await expect(page.getByText("Welcome to the Assistant page!")).toBeVisible();
});

test("logging out ends the session: the page goes home and cannot reach /tasks any more", async ({
  page,
  expectSessionToEnd,
}) => {
  // Signing out ends the page's event stream on the server at once: its reconnection may be refused.
  expectSessionToEnd();
  await signUpViaApi(page);
  await page.goto("/tasks");
  await expect(page.getByRole("heading", { name: "Your Tasks" })).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();

  await page.goto("/tasks");
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/tasks")).status()).toBe(401);
});

test("logging out in one tab is reflected in the user's other tab within seconds", async ({
  context,
  expectSessionToEnd,
}) => {
  // The other tab may ask for its tasks once more before it hears of the sign-out.
  expectSessionToEnd();
  const tasksTab = await context.newPage();
  await signUpViaApi(tasksTab);
  await tasksTab.goto("/tasks");
  await expect(tasksTab.getByRole("heading", { name: "Your Tasks" })).toBeVisible();
  await expect(tasksTab.getByText("No tasks found.")).toBeVisible();

  const otherTab = await context.newPage();
  await otherTab.goto("/settings");
  await otherTab.getByRole("button", { name: "Sign out" }).click();
  await expect(otherTab).toHaveURL(/\/$/);

  await expect(tasksTab.getByText("Please log in to see your tasks.")).toBeVisible();
  await expect(tasksTab).toHaveURL(/\/$/);
});

test("a session ended elsewhere (not from this app) is noticed when the tab gets focus again", async ({
  page,
  baseURL,
  expectSessionToEnd,
}) => {
  expectSessionToEnd();
  await signUpViaApi(page);
  await page.goto("/tasks");
  await expect(page.getByText("No tasks found.")).toBeVisible();
  // Sign-out with the same cookie but without the app hearing of it, like a second device would.
  await signOutViaApi(page, baseURL ?? "");
  // What the browser fires when the user comes back to the window.
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(page.getByText("Please log in to see your tasks.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("signing in in one tab takes the user's other tab from the welcome page to the assistant", async ({
  context,
  baseURL,
}) => {
  const welcomeTab = await context.newPage();
  await welcomeTab.goto("/");
  await expect(welcomeTab.getByRole("link", { name: "Sign In" })).toBeVisible();

  const signInTab = await context.newPage();
  const credentials = await signUpViaApi(signInTab);
  await signOutViaApi(signInTab, baseURL ?? "");
  await signInViaForm(signInTab, credentials);

  await expect(welcomeTab).toHaveURL(/\/assistant$/);
});
