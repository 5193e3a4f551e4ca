import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { newCredentials, signUpViaApi } from "./support/users";

const titles = (page: Page) => page.getByRole("list").getByRole("heading");

/**
 * How long the other tab is given to show a change. These tests check that changes arrive without a
 * reload; how fast (the bar is a second) is measured by `bench/tab-latency.ts`, not asserted here.
 */
const LIVE_WAIT_MS = 10_000;

test("two devices of one user see each other's changes without a reload", async ({ page, newContext }) => {
  const credentials = newCredentials();
  await signUpViaApi(page, credentials);
  const phone = await (await newContext()).newPage();
  const signIn = await phone.request.post("/api/auth/sign-in/email", { data: credentials });
  expect(signIn.status()).toBe(200);

  await page.goto("/tasks");
  await phone.goto("/tasks");
  await expect(page.getByText("No tasks found.", { exact: true })).toBeVisible();
  await expect(phone.getByText("No tasks found.", { exact: true })).toBeVisible();

  const quickAdd = page.getByRole("textbox", { name: "New task" });
  await quickAdd.fill("Seen everywhere");
  await quickAdd.press("Enter");
  await expect(titles(phone)).toHaveText(["Seen everywhere"], { timeout: LIVE_WAIT_MS });

  await phone.getByRole("button", { name: "Edit “Seen everywhere”" }).click();
  await phone.getByRole("dialog").getByLabel("Title").fill("Changed on the phone");
  await phone.getByRole("dialog").getByRole("button", { name: "Save changes" }).click();
  await expect(titles(page)).toHaveText(["Changed on the phone"], { timeout: LIVE_WAIT_MS });

  // A click, not check(): the completed task leaves the All view at once, checkbox and all.
  await page.getByRole("checkbox", { name: "Complete “Changed on the phone”" }).click();
  await expect(phone.getByText("No tasks found.", { exact: true })).toBeVisible({ timeout: LIVE_WAIT_MS });

  await phone.getByRole("button", { name: "Completed" }).click();
  await phone.getByRole("button", { name: "Delete “Changed on the phone”" }).click();
  await page.getByRole("button", { name: "Completed" }).click();
  await expect(page.getByText("No tasks found.", { exact: true })).toBeVisible({ timeout: LIVE_WAIT_MS });
});

test("another user hears nothing of it", async ({ page, newContext }) => {
  await signUpViaApi(page);
  const stranger = await (await newContext()).newPage();
  await signUpViaApi(stranger);
  await stranger.goto("/tasks");
  await expect(stranger.getByText("No tasks found.", { exact: true })).toBeVisible();
  await page.goto("/tasks");
  const quickAdd = page.getByRole("textbox", { name: "New task" });
  await quickAdd.fill("Private");
  await quickAdd.press("Enter");
  await expect(titles(page)).toHaveText(["Private"]);
  // Long enough for the owner's other tabs to have heard it (see bench/tab-latency.ts).
  await stranger.waitForTimeout(1000);
  await expect(stranger.getByText("Private")).toHaveCount(0);
});

test("a tab that lost its connection catches up with what it missed once back online", async ({
  page,
  context,
  newContext,
  expectNetworkFailure,
}) => {
  const credentials = newCredentials();
  await signUpViaApi(page, credentials);
  const laptop = await (await newContext()).newPage();
  expect((await laptop.request.post("/api/auth/sign-in/email", { data: credentials })).status()).toBe(200);
  await page.goto("/tasks");
  await expect(page.getByText("No tasks found.", { exact: true })).toBeVisible();

  // Reconnection attempts fail while offline, as they should.
  expectNetworkFailure("/api/events");
  await context.setOffline(true);
  await laptop.request.post("/api/tasks", { data: { title: "Made while you were away" } });
  await page.waitForTimeout(500);
  await expect(page.getByText("Made while you were away")).toHaveCount(0);
  await context.setOffline(false);
  await expect(titles(page)).toHaveText(["Made while you were away"], { timeout: LIVE_WAIT_MS });
});
