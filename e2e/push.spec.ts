import type { BrowserContext, Page } from "@playwright/test";
import webpush from "web-push";
import type { PushKey, ReminderPushPayload } from "../src/shared/schemas/push";
import type { Task } from "../src/shared/schemas/task";
import { expect, test } from "./fixtures";
import { seriousA11yViolations } from "./support/axe";
import { addTaskViaApi, signUpViaApi } from "./support/users";

/** The worker the signed-in app registered, once it is active: its script and scope. */
async function activeServiceWorker(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, scriptURL: registration.active?.scriptURL };
  });
}

/** The notifications the service worker shows, as the page's script reads them. */
function shownNotifications(page: Page) {
  return page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      data: notification.data as unknown,
      // Chromium's own: TypeScript's DOM types do not list a notification's actions.
      actions: (notification as Notification & { actions: { action: string; title: string }[] }).actions.map(
        ({ action, title }) => ({ action, title }),
      ),
    })),
  );
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

/** What this server says about Web Push, as the test needs it (the real server's answer depends on its setup). */
async function serverPushKey(page: Page, key: PushKey) {
  await page.route("**/api/push/key", (route) => route.fulfill({ json: key }));
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
  expect(notification?.body).toMatch(/^Due .*2099.*\.$/);
});

test("Complete on a pushed reminder completes the task", async ({ page, context, server }) => {
  await signUpViaApi(page);
  const task = await addTaskViaApi(page, { title: "Water the plants" });
  await page.goto("/tasks");
  await activeServiceWorker(page);
  await context.grantPermissions(["notifications"], { origin: server.baseURL });
  await deliverPush(context, page, server.baseURL, pushPayload(task, "2099-03-04T17:00:00.000Z"));
  await expect.poll(() => shownNotifications(page)).toHaveLength(1);

  // The DevTools protocol cannot click a notification: the click is dispatched in the worker itself, to its handler.
  const [worker] = context.serviceWorkers();
  await worker?.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error("No notification to click");
    scope.dispatchEvent(new NotificationEvent("notificationclick", { notification, action: "complete" }));
  });

  await expect
    .poll(
      async () => ((await (await page.request.get(`/api/tasks/${task.id}`)).json()) as { task: Task }).task.completed,
    )
    .toBe(true);
  await expect.poll(() => shownNotifications(page)).toHaveLength(0);
});
