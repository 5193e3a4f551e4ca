import { createECDH, randomBytes, randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { PUSH_SUBSCRIBE_TIMEOUT_MS } from "../src/shared/limits";
import type { PushKey, ReminderPushPayload } from "../src/shared/schemas/push";
import type { Task } from "../src/shared/schemas/task";
import { expect, test } from "./fixtures";
import { seriousA11yViolations } from "./support/axe";
import { shownNotifications } from "./support/notifications";
import { removeDataDir, startServerProcess } from "./support/server-process";
import { freshSchema } from "./support/test-database";
import { addTaskViaApi, signUpViaApi } from "./support/users";

/** The worker the signed-in app registered, once it is active: its script and scope. */
async function activeServiceWorker(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, scriptURL: registration.active?.scriptURL };
  });
}

/** Delivers a push message to the origin's service worker as the browser's push service would (DevTools protocol). */
async function deliverPush(context: BrowserContext, page: Page, origin: string, payload: ReminderPushPayload) {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find(
        (registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
}

/**
 * Clicks an action of the notification shown. The DevTools protocol cannot click a notification, so the click is
 * dispatched in the worker itself, to its own handler (a click on the notification's body, which needs the user's
 * gesture to open or focus a tab, cannot be made this way).
 */
async function clickNotificationAction(context: BrowserContext, action: string) {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error("No service worker is running");
  await worker.evaluate(async (chosenAction) => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error("No notification to click");
    scope.dispatchEvent(new NotificationEvent("notificationclick", { notification, action: chosenAction }));
  }, action);
}

/**
 * The browser's push service is out of reach here, so the subscription it would give is made up; what the page sends
 * the server, and the server's answers, are real.
 */
async function fakePushService(page: Page) {
  const subscription = {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
    expirationTime: null,
    keys: {
      p256dh: createECDH("prime256v1").generateKeys().toString("base64url"),
      auth: randomBytes(16).toString("base64url"),
    },
  };
  await page.addInitScript((json) => {
    let current: PushSubscription | null = null;
    const made = {
      ...json,
      toJSON: () => json,
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    PushManager.prototype.subscribe = async () => {
      current = made as unknown as PushSubscription;
      return current;
    };
    PushManager.prototype.getSubscription = async () => current;
  }, subscription);
  return subscription;
}

const pushPayload = (task: Task, dueAt: string): ReminderPushPayload => ({
  type: "reminder.due",
  taskId: task.id,
  title: task.title,
  dueAt,
  dueAllDay: false,
  fireAt: new Date().toISOString(),
  late: false,
  timeZone: "UTC",
  timeFormat: "24h",
});

test("the signed-in app installs its service worker from /sw.js for the whole site", async ({ page, server }) => {
  await signUpViaApi(page);
  await page.goto("/tasks");
  expect(await activeServiceWorker(page)).toEqual({
    scope: `${server.baseURL}/`,
    scriptURL: `${server.baseURL}/sw.js`,
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
    .toBe(`${server.baseURL}/sw.js`);
});

test("a signed-out visitor gets no service worker", async ({ page }) => {
  await page.goto("/sign-in");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0);
});

test("a pushed reminder shows as a system notification with Complete and Snooze 10 min", async ({
  page,
  context,
  server,
}) => {
  await signUpViaApi(page);
  const task = await addTaskViaApi(page, { title: "Call the plumber" });
  await page.goto("/tasks");
  await activeServiceWorker(page);
  await context.grantPermissions(["notifications"], { origin: server.baseURL });

  await deliverPush(context, page, server.baseURL, pushPayload(task, "2099-03-04T17:00:00.000Z"));

  await expect.poll(() => shownNotifications(page)).toHaveLength(1);
  const [notification] = await shownNotifications(page);
  expect(notification).toMatchObject({
    title: "Call the plumber",
    data: { taskId: task.id },
    actions: [
      { action: "complete", title: "Complete" },
      { action: "snooze-10m", title: "Snooze 10 min" },
    ],
  });
  // On the 24-hour clock the payload says the user chose, whatever the browser's locale.
  expect(notification?.body).toMatch(/^Due .*2099, 17:00\.$/);
});

test("Complete on a pushed reminder completes the task", async ({ page, context, server }) => {
  await signUpViaApi(page);
  const task = await addTaskViaApi(page, { title: "Water the plants" });
  await page.goto("/tasks");
  await activeServiceWorker(page);
  await context.grantPermissions(["notifications"], { origin: server.baseURL });
  await deliverPush(context, page, server.baseURL, pushPayload(task, "2099-03-04T17:00:00.000Z"));
  await expect.poll(() => shownNotifications(page)).toHaveLength(1);

  await clickNotificationAction(context, "complete");

  await expect
    .poll(
      async () => ((await (await page.request.get(`/api/tasks/${task.id}`)).json()) as { task: Task }).task.completed,
    )
    .toBe(true);
  await expect.poll(() => shownNotifications(page)).toHaveLength(0);
});

test("Snooze 10 min on a pushed reminder snoozes the task", async ({ page, context, server }) => {
  await signUpViaApi(page);
  const task = await addTaskViaApi(page, { title: "Stretch", dueAt: new Date(Date.now() + 60_000).toISOString() });
  await page.goto("/tasks");
  await activeServiceWorker(page);
  await context.grantPermissions(["notifications"], { origin: server.baseURL });
  await deliverPush(context, page, server.baseURL, pushPayload(task, task.dueAt ?? ""));
  await expect.poll(() => shownNotifications(page)).toHaveLength(1);

  const snoozed = context.waitForEvent("response", (candidate) =>
    candidate.url().endsWith(`/api/tasks/${task.id}/snooze`),
  );
  await clickNotificationAction(context, "snooze-10m");
  const response = await snoozed;
  expect(response.request().method()).toBe("POST");
  expect(response.request().postDataJSON()).toEqual({ for: "10m" });
  expect(response.ok()).toBe(true);
  await expect.poll(() => shownNotifications(page)).toHaveLength(0);
});

test.describe("the Notifications setting", () => {
  const notificationsSection = (page: Page) => page.getByRole("region", { name: "Notifications" });
  const theSwitch = (page: Page) =>
    notificationsSection(page).getByRole("switch", { name: "Notifications on this device" });

  test("explains how to unblock notifications the browser blocks for the site", async ({
    page,
    context,
    browser,
    server,
  }) => {
    await signUpViaApi(page);
    await page.goto("/settings");
    // What the browser's own prompt or site settings do when the user blocks notifications.
    const { targetInfo } = await (await context.newCDPSession(page)).send("Target.getTargetInfo");
    await (await browser.newBrowserCDPSession()).send("Browser.setPermission", {
      permission: { name: "notifications" },
      setting: "denied",
      origin: server.baseURL,
      browserContextId: targetInfo.browserContextId,
    });
    await page.reload();
    await expect(theSwitch(page)).toBeDisabled();
    await expect(theSwitch(page)).not.toBeChecked();
    await expect(notificationsSection(page)).toContainText("Notifications are blocked for Taskmind in this browser.");
    await expect(notificationsSection(page)).toContainText("set Notifications to Allow");
  });

  test("with no permission granted, turning it on ends in the browser's refusal and how to undo it", async ({
    page,
  }) => {
    // A Playwright browser context answers a permission request it was not told to grant with a refusal.
    await signUpViaApi(page);
    await page.goto("/settings");
    await theSwitch(page).click();
    await expect(notificationsSection(page).getByRole("alert")).toHaveText(
      "Your browser blocked notifications for this site.",
    );
    await expect(theSwitch(page)).toBeDisabled();
    await expect(notificationsSection(page)).toContainText("set Notifications to Allow");
  });

  test("says so when the browser cannot reach its push service, and that an open tab still notifies", async ({
    page,
    context,
    server,
    expectConsoleError,
  }) => {
    // Playwright's browser contexts are private windows, where Chromium has no push service and says so.
    expectConsoleError("Chrome currently does not support the Push API in incognito mode");
    await signUpViaApi(page);
    await context.grantPermissions(["notifications"], { origin: server.baseURL });
    await page.goto("/settings");
    await expect(notificationsSection(page)).toContainText(
      "Reminders show as system notifications while a Taskmind tab is open.",
    );
    await theSwitch(page).click();
    // This machine has no network, so Chromium's push service is out of reach: subscribing fails.
    await expect(notificationsSection(page).getByRole("alert")).toContainText(
      "This browser couldn't reach its push service, so reminders can't come to this device while Taskmind is closed. System notifications still appear while a Taskmind tab is open.",
    );
    await expect(theSwitch(page)).not.toBeChecked();
    await expect(theSwitch(page)).toBeEnabled();
  });

  test("gives up on a push service that never answers", async ({ page, context, server }) => {
    // Chromium without a network, outside a private window, retries for minutes: the page must not wait that long.
    await page.addInitScript(() => {
      PushManager.prototype.subscribe = () => {
        // The page sets its timeout just before it asks: once this is true, running the clock reaches it.
        document.documentElement.dataset.pushAsked = "yes";
        return new Promise(() => {});
      };
    });
    await page.clock.install();
    await signUpViaApi(page);
    await context.grantPermissions(["notifications"], { origin: server.baseURL });
    await page.goto("/settings");
    await theSwitch(page).click();
    await expect(theSwitch(page)).toHaveAttribute("aria-disabled", "true");
    await expect(page.locator("html")).toHaveAttribute("data-push-asked", "yes");
    await page.clock.runFor(PUSH_SUBSCRIBE_TIMEOUT_MS);
    const alert = notificationsSection(page).getByRole("alert");
    await expect(alert).toContainText("This browser couldn't reach its push service");
    await expect(alert).toContainText(
      `The browser said: No answer from the push service in ${PUSH_SUBSCRIBE_TIMEOUT_MS / 1000} seconds.`,
    );
    await expect(theSwitch(page)).not.toBeChecked();
    await expect(theSwitch(page)).toHaveAttribute("aria-disabled", "false");
  });

  test("without Web Push on the server, turning it on asks permission for notifications from an open tab", async ({
    browser,
  }) => {
    // A server of its own, its operator having turned Web Push off.
    const schema = await freshSchema(`e2e_push_off_${process.pid}_${Date.now()}`);
    const server = await startServerProcess({ databaseUrl: schema?.databaseUrl, env: { PUSH_SERVICES: "off" } });
    const context = await browser.newContext({ baseURL: server.baseURL });
    try {
      const page = await context.newPage();
      await signUpViaApi(page);
      await page.goto("/settings");
      await expect(notificationsSection(page)).toContainText("This server doesn't send Web Push: turn this on");
      await context.grantPermissions(["notifications"], { origin: server.baseURL });
      await theSwitch(page).click();
      await expect(theSwitch(page)).toBeChecked();
      await expect(page.getByRole("status").filter({ hasText: "Notifications are on for this device." })).toBeVisible();
      await expect(notificationsSection(page)).toContainText(
        "so reminders show as system notifications only while a Taskmind tab is open",
      );
    } finally {
      await context.close();
      await server.stop();
      await removeDataDir(server.dataDir);
      await schema?.drop();
    }
  });

  test("with Web Push, turning it on subscribes this device with the server, and off unsubscribes it", async ({
    page,
    context,
    server,
  }) => {
    const subscription = await fakePushService(page);
    await signUpViaApi(page);
    await context.grantPermissions(["notifications"], { origin: server.baseURL });
    await page.goto("/settings");

    const saved = page.waitForRequest((request) => request.url().endsWith("/api/push/subscriptions"));
    await theSwitch(page).click();
    expect((await saved).method()).toBe("POST");
    expect((await saved).postDataJSON()).toEqual(subscription);
    expect((await (await saved).response())?.status()).toBe(201);
    await expect(theSwitch(page)).toBeChecked();
    await expect(notificationsSection(page)).toContainText(
      "Reminders come to this device even while Taskmind is closed",
    );

    const deleted = page.waitForRequest((request) => request.url().endsWith("/api/push/subscriptions"));
    await theSwitch(page).click();
    expect((await deleted).method()).toBe("DELETE");
    expect((await deleted).postDataJSON()).toEqual({ endpoint: subscription.endpoint });
    expect((await (await deleted).response())?.status()).toBe(204);
    await expect(theSwitch(page)).not.toBeChecked();
  });

  test("logging out tells the server to push no more to this device", async ({ page, context, server }) => {
    const subscription = await fakePushService(page);
    await signUpViaApi(page);
    await context.grantPermissions(["notifications"], { origin: server.baseURL });
    await page.goto("/settings");
    await theSwitch(page).click();
    await expect(theSwitch(page)).toBeChecked();

    const deleted = page.waitForRequest((request) => request.url().endsWith("/api/push/subscriptions"));
    await page.getByRole("button", { name: "Sign out" }).click();
    expect((await deleted).method()).toBe("DELETE");
    expect((await deleted).postDataJSON()).toEqual({ endpoint: subscription.endpoint });
    expect((await (await deleted).response())?.status()).toBe(204);
    await expect(page).toHaveURL(/\/$/);
  });

  test("offers Web Push when the server sends it, as it does by default", async ({ page }) => {
    await signUpViaApi(page);
    const { publicKey } = (await (await page.request.get("/api/push/key")).json()) as PushKey;
    // An uncompressed P-256 public key, base64url: 65 bytes.
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    await page.goto("/settings");
    await expect(notificationsSection(page)).toContainText("even while Taskmind is closed");
  });
});

test.describe("the Notifications setting has no serious accessibility violations", () => {
  test.use({ bypassCSP: true, reducedMotion: "reduce" });
  for (const colorScheme of ["light", "dark"] as const) {
    test(`in the ${colorScheme} theme, with a failure shown`, async ({ page, context, server, expectConsoleError }) => {
      expectConsoleError("Chrome currently does not support the Push API in incognito mode");
      await page.emulateMedia({ colorScheme });
      await signUpViaApi(page);
      await context.grantPermissions(["notifications"], { origin: server.baseURL });
      await page.goto("/settings");
      await page.getByRole("switch", { name: "Notifications on this device" }).click();
      await expect(page.getByRole("region", { name: "Notifications" }).getByRole("alert")).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});
