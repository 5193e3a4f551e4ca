import { AUTH_MESSAGES } from "../src/shared/schemas/auth";
import { countMails, waitForResetLink } from "../src/test/outbox";
import { expect, test } from "./fixtures";
import { expectFieldError } from "./support/field-error";
import { newCredentials, signInViaForm, signUpViaApi } from "./support/users";

test("a forgotten password is reset with the e-mailed link: old sessions end, only the new password works", async ({
  page,
  newContext,
  baseURL,
  dataDir,
  expectHttpError,
  expectSessionToEnd,
}) => {
  // The old session's tab and the old password are refused on purpose.
  expectSessionToEnd();
  expectHttpError(401, "/api/auth/sign-in/email");

  const oldDevice = await (await newContext()).newPage();
  const { email, password } = await signUpViaApi(oldDevice, newCredentials("reset"));
  await oldDevice.goto("/tasks");
  await expect(oldDevice.getByText("No tasks found.")).toBeVisible();

  await page.goto("/sign-in");
  await page.getByRole("link", { name: "reset it here" }).click();
  await expect(page).toHaveURL(/\/password-reset$/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(AUTH_MESSAGES.resetRequested)).toBeVisible();

  const link = await waitForResetLink(dataDir, email);
  expect(new URL(link).origin).toBe(baseURL);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  const newPassword = "a-brand-new-password";
  await page.getByLabel("New password").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been changed. You can now sign in.")).toBeVisible();
  await page.getByRole("link", { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  // The session that was open before the reset has ended.
  expect((await oldDevice.request.get("/api/tasks")).status()).toBe(401);
  await oldDevice.goto("/tasks");
  await expect(oldDevice).toHaveURL(/\/$/);

  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Error Message is: Invalid email or password.")).toBeVisible();

  await signInViaForm(page, { email, password: newPassword });
});

test("asking for a link gives the same answer for an unknown address, and sends nothing", async ({
  page,
  newContext,
  dataDir,
}) => {
  const known = await signUpViaApi(await (await newContext()).newPage(), newCredentials("known"));
  const before = await countMails(dataDir);
  const askForLink = async (email: string) => {
    await page.goto("/password-reset");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(AUTH_MESSAGES.resetRequested)).toBeVisible();
  };
  await askForLink(newCredentials("nobody").email);
  // A link asked for afterwards, for an account that exists: once its e-mail is in the outbox, one for the
  // unknown address, asked for first, would be there too.
  await askForLink(known.email);
  await waitForResetLink(dataDir, known.email);
  expect(await countMails(dataDir)).toBe(before + 1);
});

test("an empty or malformed address is explained before anything is sent", async ({ page }) => {
  await page.goto("/password-reset");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription(AUTH_MESSAGES.emailRequired);
  await expectFieldError(page.getByLabel("Email"), AUTH_MESSAGES.emailRequired);
  await page.getByLabel("Email").fill("not-an-address");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription(AUTH_MESSAGES.emailInvalid);
});

test("an invalid or used link says so and offers a new one", async ({ page, expectHttpError }) => {
  expectHttpError(400, "/api/auth/reset-password");
  await page.goto("/password-reset?token=not-a-real-token");
  await page.getByLabel("New password").fill("short");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByLabel("New password")).toHaveAccessibleDescription(AUTH_MESSAGES.passwordTooShort);

  await page.getByLabel("New password").fill("long-enough-password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText(AUTH_MESSAGES.resetLinkInvalid)).toBeVisible();
  await page.getByRole("link", { name: /new link/i }).click();
  await expect(page).toHaveURL(/\/password-reset$/);
  await expect(page.getByRole("button", { name: "Send reset link" })).toBeVisible();
});

test("the reset page leads back to sign-in", async ({ page }) => {
  await page.goto("/password-reset");
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});
