import { RATE_LIMITED_MESSAGE } from "../src/shared/api-error";
import { AUTH_RATE_LIMIT } from "../src/shared/limits";
import { AUTH_MESSAGES } from "../src/shared/schemas/auth";
import { expect, test } from "./fixtures";
import { expectFieldError } from "./support/field-error";
import { newCredentials, signUpViaApi } from "./support/users";

test("signing up lands on the assistant with the side navigation", async ({ page }) => {
  const { email, password } = newCredentials("signup");
  await page.goto("/sign-up");
  await expect(
    page.getByRole("heading", { name: "Please enter your details below to create your account." }),
  ).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();

  await expect(page).toHaveURL(/\/assistant$/);
  await expect(page.getByText("Welcome to the Assistant page!")).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const name of ["Assistant", "Tasks", "Settings"]) await expect(nav.getByRole("link", { name })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Assistant" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("button", { name: "Sign out" })).toBeVisible();
});

test("the sign-up page has a way back", async ({ page }) => {
  await page.goto("/sign-up");
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an e-mail address that already has an account is refused under the field", async ({
  page,
  newContext,
  expectHttpError,
}) => {
  const other = await newContext();
  const { email } = await signUpViaApi(await other.newPage());

  expectHttpError(422, "/api/auth/sign-up/email");
  await page.goto("/sign-up");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a-fine-password");
  await page.getByRole("button", { name: "Sign Up" }).click();

  await expect(page.getByText(AUTH_MESSAGES.emailTaken)).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription(AUTH_MESSAGES.emailTaken);
  await expect(page).toHaveURL(/\/sign-up$/);
});

test("a short password or a malformed address is explained under its field, and nothing is sent", async ({ page }) => {
  const signUpRequests: string[] = [];
  page.on("request", (request) => request.url().includes("/api/auth/sign-up") && signUpRequests.push(request.url()));
  await page.goto("/sign-up");
  await page.getByLabel("Email").fill("not-an-address");
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Sign Up" }).click();

  await expect(page.getByLabel("Email")).toHaveAccessibleDescription(AUTH_MESSAGES.emailInvalid);
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription(AUTH_MESSAGES.passwordTooShort);
  await expect(page.getByLabel("Email")).toBeFocused();
  await expectFieldError(page.getByLabel("Email"), AUTH_MESSAGES.emailInvalid);
  await expectFieldError(page.getByLabel("Password"), AUTH_MESSAGES.passwordTooShort);
  expect(signUpRequests).toEqual([]);
});

test("what is typed before the page's script has run is kept, not wiped when it starts", async ({ page }) => {
  // The prerendered form shows at once; its script is held back while the visitor types (a slow line, an autofill).
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route(/\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/sign-up", { waitUntil: "commit" });
  await page.getByLabel("Email").fill("not-an-address");
  await page.getByLabel("Password").fill("short");
  releaseScripts();
  await page.waitForLoadState("load");

  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription(AUTH_MESSAGES.emailInvalid);
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription(AUTH_MESSAGES.passwordTooShort);
  await expect(page.getByLabel("Email")).toHaveValue("not-an-address");
});

test("a common password, which only the server knows, is refused under the field", async ({
  page,
  expectHttpError,
}) => {
  // The list of common passwords stays on the server: the form learns of it from the answer.
  expectHttpError(400, "/api/auth/sign-up/email");
  await page.goto("/sign-up");
  await page.getByLabel("Email").fill(newCredentials().email);
  await page.getByLabel("Password").fill("password1");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription(AUTH_MESSAGES.passwordTooCommon);
  await expect(page.getByLabel("Password")).toBeFocused();
  await expect(page).toHaveURL(/\/sign-up$/);
});

test("too many attempts from one address are explained", async ({ page, expectHttpError }) => {
  // The per-IP limit, used up from this browser's own address (each context has its own, see fixtures.ts).
  for (let i = 0; i < AUTH_RATE_LIMIT.maxRequests; i++) {
    const attempt = await page.request.post("/api/auth/sign-up/email", { data: { email: "bad", password: "x" } });
    expect(attempt.status()).toBe(400);
  }
  expectHttpError(429, "/api/auth/sign-up/email");
  await page.goto("/sign-up");
  await page.getByLabel("Email").fill(newCredentials().email);
  await page.getByLabel("Password").fill("long-enough-password");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("alert")).toHaveText(RATE_LIMITED_MESSAGE);
  await expect(page).toHaveURL(/\/sign-up$/);
});
