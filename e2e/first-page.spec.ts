import { expect, test } from "./fixtures";
import { browserBarColours } from "./support/browser-bar";
import { holdRequests } from "./support/hold-requests";
import { newCredentials, signUpViaApi } from "./support/users";

test("the sign-in page is there, styled, before any script runs; hydrated, it keeps that markup and signs in", async ({
  page,
  newContext,
}) => {
  const credentials = newCredentials();
  await signUpViaApi(await (await newContext()).newPage(), credentials);
  const release = await holdRequests(page, "**/assets/*.js");
  await page.goto("/sign-in", { waitUntil: "commit" });

  const heading = page.getByRole("heading", { name: "Please enter your details below to sign in." });
  const submit = page.getByRole("button", { name: "Sign In" });
  await expect(heading).toBeVisible();
  await expect(page).toHaveTitle("Sign in · Taskmind");
  // The stylesheet came with the HTML: the page is laid out as it will stay.
  await expect(page.locator(".public-page")).toHaveCSS("display", "grid");
  // Until the script takes over, the form cannot be sent by the browser itself (it would put the password in the address).
  await expect(submit).toBeDisabled();
  await page.evaluate(() => {
    Object.assign(window, { prerenderedHeading: document.querySelector("h1") });
  });

  release();
  await expect(submit).toBeEnabled();
  // Hydrated, not rendered anew: the very element the HTML brought is still there (a mismatch would replace it,
  // and log an error, which fails the test too).
  expect(
    await page.evaluate(
      () => (window as unknown as { prerenderedHeading: Element }).prerenderedHeading === document.querySelector("h1"),
    ),
  ).toBe(true);

  await page.getByLabel("Email Address").fill(credentials.email);
  await page.getByLabel("Password").fill(credentials.password);
  await submit.click();
  await expect(page).toHaveURL(/\/assistant$/);
  await expect(page.getByText("Welcome to the Assistant page!")).toBeVisible();
});

for (const { path, title, text, submit } of [
  { path: "/", title: "Taskmind", text: "Hi.", submit: undefined },
  {
    path: "/sign-up",
    title: "Sign up · Taskmind",
    text: "Please enter your details below to create your account.",
    submit: "Sign Up",
  },
  {
    path: "/password-reset",
    title: "Reset your password · Taskmind",
    text: "Reset your password",
    submit: "Send reset link",
  },
]) {
  test(`${path} is prerendered, then hydrated without complaint`, async ({ page }) => {
    const release = await holdRequests(page, "**/assets/*.js");
    await page.goto(path, { waitUntil: "commit" });
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    await expect(page).toHaveTitle(title);
    release();
    // Hydrated once the form can be sent (the welcome's links come after its "Hi.", from the script).
    if (submit) await expect(page.getByRole("button", { name: submit })).toBeEnabled();
    // The page works: its links go where they say without reloading (the router has it).
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    if (path === "/") {
      await page.getByRole("link", { name: "Sign In" }).click();
      await expect(page).toHaveURL(/\/sign-in$/);
    } else {
      await page.getByRole("link", { name: "Back" }).click();
      await expect(page).toHaveURL(path === "/sign-up" ? /\/$/ : /\/sign-in$/);
    }
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });
}

test("a signed-in visitor to a public page gets it without prerendered markup, and no signed-out flash", async ({
  page,
}) => {
  await signUpViaApi(page);
  const release = await holdRequests(page, "**/assets/*.js");
  await page.goto("/", { waitUntil: "commit" });
  await expect(page.locator("#root")).toBeEmpty();
  release();
  await expect(page).toHaveURL(/\/assistant$/);
});

test("moving between signed-in pages loads their code in the background beforehand", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/assistant");
  await expect(page.getByText("Welcome to the Assistant page!")).toBeVisible();
  // Once the first page is up, the others' chunks are fetched; going there then fetches no script.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType("resource").some((entry) => /\/assets\/settings-/.test(entry.name)),
      ),
    )
    .toBe(true);
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByLabel("Default task view")).toBeVisible();
  expect(scripts).toEqual([]);
});

test("a dark-theme user's pages are dark from the first paint on a light device, and never name them by e-mail", async ({
  page,
}) => {
  const { email } = await signUpViaApi(page);
  const changes = { displayName: "Ada", preferences: { theme: "dark" } };
  expect((await page.request.patch("/api/me", { data: changes })).status()).toBe(200);
  await page.emulateMedia({ colorScheme: "light" });
  // The first visit on this device learns the theme with the account, and the device remembers it.
  await page.goto("/tasks");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");

  // Every state the navigation goes through on the next loads.
  await page.addInitScript(() => {
    const states: string[] = [];
    Object.assign(window, { navigationStates: states });
    new MutationObserver(() => {
      const text = document.getElementById("side-nav")?.textContent;
      if (text !== undefined && text !== states.at(-1)) states.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const release = await holdRequests(page, "**/assets/*.js");
  await page.goto("/tasks", { waitUntil: "commit" });
  // None of the app's code has run, and the page is already dark: what the browser paints first.
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(20, 20, 19)");
  expect(await browserBarColours(page)).toEqual(["#141413"]);
  await expect(page.locator("#root")).toBeEmpty();

  release();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav).toContainText("Ada");
  await expect(page.getByRole("heading", { name: "Your Tasks" })).toBeVisible();
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(20, 20, 19)");
  const states = await page.evaluate(() => (window as unknown as { navigationStates: string[] }).navigationStates);
  expect(states.length).toBeGreaterThan(0);
  expect(states.filter((state) => state.includes(email))).toEqual([]);
});
