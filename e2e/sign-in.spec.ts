import { expect, test } from "./fixtures";
import { expectFieldError } from "./support/field-error";
import { newCredentials, signInViaForm, signOutViaApi, signUpViaApi } from "./support/users";

test("the sign-in page has its heading, fields, reset link and a way back", async ({ page }) => {
  await page.goto("/sign-in");
  await expect(page.getByRole("heading", { name: "Please enter your details below to sign in." })).toBeVisible();
  await expect(page.getByLabel("Email Address")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
  await expect(page.getByRole("link", { name: "reset it here" })).toHaveAttribute("href", "/password-reset");
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an empty sign-in shows both messages under their fields and sends nothing", async ({ page }) => {
  const signInRequests: string[] = [];
  page.on("request", (request) => request.url().includes("/api/auth/sign-in") && signInRequests.push(request.url()));
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Sign In" }).click();

  const email = page.getByLabel("Email Address");
  const password = page.getByLabel("Password");
  await expect(page.getByText("email is required.", { exact: true })).toBeVisible();
  await expect(page.getByText("password is required.", { exact: true })).toBeVisible();
  await expect(email).toHaveAccessibleDescription("email is required.");
  await expect(password).toHaveAccessibleDescription("password is required.");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
  await expectFieldError(email, "email is required.");
  await expectFieldError(password, "password is required.");
  expect(signInRequests).toEqual([]);
});

test("a failed sign-in says why under the form, and typing clears it", async ({ page, expectHttpError }) => {
  expectHttpError(401, "/api/auth/sign-in/email");
  await page.goto("/sign-in");
  await page.getByLabel("Email Address").fill("nobody@example.com");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();

  const error = page.getByText("Error Message is: Invalid email or password.", { exact: true });
  await expect(error).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.getByLabel("Password").press("x");
  await expect(error).toBeHidden();

  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(error).toBeVisible();
  await page.getByLabel("Email Address").press("x");
  await expect(error).toBeHidden();
});

test("signing in with the right details leads to the assistant", async ({ page, baseURL }) => {
  const credentials = await signUpViaApi(page, newCredentials());
  await signOutViaApi(page, baseURL ?? "");

  await signInViaForm(page, credentials);
  await expect(page.getByText("Welcome to the Assistant page!")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});
