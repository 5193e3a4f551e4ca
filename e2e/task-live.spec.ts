import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addTaskViaApi, newCredentials, signUpViaApi } from "./support/users";

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
  // Everything the stranger's page hears on its event stream, of every kind of event the app listens for.
  await stranger.addInitScript(() => {
    const heard: string[] = [];
    Object.assign(window, { heard });
    const addEventListener = EventSource.prototype.addEventListener;
    EventSource.prototype.addEventListener = function (
      this: EventSource,
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) {
      addEventListener.call(this, type, (event) => heard.push(`${type} ${(event as MessageEvent).data}`));
      addEventListener.call(this, type, listener, options);
    } as typeof addEventListener;
  });
  const heard = () => stranger.evaluate(() => (window as unknown as { heard: string[] }).heard);
  await stranger.goto("/tasks");
  await expect(stranger.getByText("No tasks found.", { exact: true })).toBeVisible();
  await page.goto("/tasks");
  const saved = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/tasks" && response.request().method() === "POST",
  );
  const quickAdd = page.getByRole("textbox", { name: "New task" });
  await quickAdd.fill("Private");
  await quickAdd.press("Enter");
  expect((await saved).status()).toBe(201);

  // A change of the stranger's own, made after the owner's task was saved: once the stranger's page has heard
  // of it, it would have heard of the owner's task before, had that been sent to it.
  await addTaskViaApi(stranger, { title: "The stranger's own" });
  await expect.poll(async () => (await heard()).some((event) => event.includes("The stranger's own"))).toBe(true);
  expect((await heard()).filter((event) => event.includes("Private"))).toEqual([]);
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
  await laptop.goto("/tasks");
  await page.goto("/tasks");
  await expect(laptop.getByText("No tasks found.", { exact: true })).toBeVisible();
  await expect(page.getByText("No tasks found.", { exact: true })).toBeVisible();

  // Reconnection attempts fail while offline, as they should.
  expectNetworkFailure("/api/events");
  await context.setOffline(true);
  await laptop.request.post("/api/tasks", { data: { title: "Made while you were away" } });
  // The laptop's page hears of it live: the page that is offline would have by now, were it online.
  await expect(titles(laptop)).toHaveText(["Made while you were away"], { timeout: LIVE_WAIT_MS });
  await expect(page.getByText("Made while you were away")).toHaveCount(0);
  await context.setOffline(false);
  await expect(titles(page)).toHaveText(["Made while you were away"], { timeout: LIVE_WAIT_MS });
});
