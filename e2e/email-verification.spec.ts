import { waitForVerificationLink } from "../src/test/outbox";
import { expect, test } from "./fixtures";
import { seriousA11yViolations } from "./support/axe";
import { signUpViaApi } from "./support/users";

// axe is injected as an inline script, which the server's CSP would rightly refuse.
test.use({ bypassCSP: true, reducedMotion: "reduce" });

test("turning e-mail reminders on says a link was sent, and the link proves the address", async ({
  page,
  newContext,
  dataDir,
}, testInfo) => {
  const { email } = await signUpViaApi(page);
  await page.goto("/settings");
  const preferences = page.getByRole("region", { name: "Preferences" });
  await preferences.getByLabel("Also send reminders by e-mail").check();
  const notice = preferences.getByRole("status");
  await expect(notice).toHaveText(new RegExp(`We sent a link to ${email} — open it to get reminders by e-mail.`));
  await expect(preferences.getByLabel("Also send reminders by e-mail")).toHaveAccessibleDescription(/We sent a link/);

  await preferences.getByRole("button", { name: "Send the link again" }).click();
  await expect(page.getByRole("status").filter({ hasText: `We sent a new link to ${email}.` })).toBeVisible();
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await preferences.screenshot({ path: testInfo.outputPath(`email-reminders-waiting-${colorScheme}.png`) });
  }

  // The owner of the address opens the link, maybe in another browser: no session needed.
  const mailbox = await (await newContext()).newPage();
  await mailbox.goto(await waitForVerificationLink(dataDir, email));
  await mailbox.getByRole("button", { name: "Confirm my address" }).click();
  await expect(mailbox.getByText("Your address is confirmed: reminders now come by e-mail too.")).toBeVisible();
  for (const colorScheme of ["light", "dark"] as const) {
    await mailbox.emulateMedia({ colorScheme });
    await mailbox.screenshot({ path: testInfo.outputPath(`verify-email-${colorScheme}.png`) });
  }

  await page.reload();
  await expect(preferences.getByText(`Reminders are e-mailed to ${email}.`)).toBeVisible();
  await expect(preferences.getByRole("button", { name: "Send the link again" })).toHaveCount(0);
});

test("a used or broken link says so, with the way to a new one", async ({ page, dataDir, expectHttpError }) => {
  expectHttpError(400, "/api/auth/verify-email");
  const { email } = await signUpViaApi(page);
  expect((await page.request.patch("/api/me", { data: { preferences: { emailReminders: true } } })).status()).toBe(200);
  const link = await waitForVerificationLink(dataDir, email);
  expect(
    (
      await page.request.post("/api/auth/verify-email", { data: { token: new URL(link).searchParams.get("token") } })
    ).status(),
  ).toBe(200);
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page.getByRole("alert")).toContainText("This link is not valid");
  await expect(page.getByRole("alert").getByRole("link", { name: "Open Settings" })).toBeVisible();
});
