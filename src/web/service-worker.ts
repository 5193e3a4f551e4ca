/// <reference lib="webworker" />
/**
 * The service worker, served at `/sw.js` with scope `/` (built by scripts/service-worker-build.ts): it shows the
 * reminders that arrive by Web Push and carries out their notifications' actions. Deliberately nothing more: no
 * caching and no offline pages. It has no fetch handler, so every request goes to the network as if it were not there.
 */

import type { ReminderPushPayload } from "../shared/schemas/push";
import { hour12Of } from "../shared/time/format-date";
import { requestForAction } from "./features/reminders/lib/reminder-action";
import { reminderNotification } from "./features/reminders/lib/reminder-notification";
import { api } from "./lib/api-client";

declare const self: ServiceWorkerGlobalScope;

/** Where a click on a reminder (or an action that could not be carried out) takes the user. */
const TASKS_PATH = "/tasks";

// A new version takes over at once, in every open tab, instead of waiting for all of them to close.
self.addEventListener("install", () => void self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  const payload = reminderPayload(event.data);
  if (!payload) return;
  const { title, options } = reminderNotification(payload, {
    timeZone: payload.timeZone ?? undefined,
    hour12: hour12Of(payload.timeFormat),
    now: new Date(),
  });
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const taskId: unknown = event.notification.data?.taskId;
  event.waitUntil(carryOut(event.action, typeof taskId === "string" ? taskId : undefined));
});

/** The push message if it is a reminder (our server sends nothing else); undefined for anything unreadable. */
function reminderPayload(data: PushMessageData | null): ReminderPushPayload | undefined {
  try {
    const payload = data?.json() as Partial<ReminderPushPayload> | undefined;
    return payload?.type === "reminder.due" && typeof payload.taskId === "string" && typeof payload.title === "string"
      ? (payload as ReminderPushPayload)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Completes or snoozes the task; a click on the notification itself, or an action that failed, opens the app. */
async function carryOut(action: string, taskId: string | undefined): Promise<void> {
  const request = taskId === undefined ? null : requestForAction(action, taskId);
  if (request) {
    try {
      await api[request.method](request.path, request.body);
      return;
    } catch {
      // Signed out, offline, the task gone: the app says what is wrong and offers the action again.
    }
  }
  await openTasks();
}

/** Focuses an open Taskmind tab on the task list, or opens one. */
async function openTasks(): Promise<void> {
  const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const tab = tabs.find((client) => client.focused) ?? tabs[0];
  if (!tab) {
    await self.clients.openWindow(TASKS_PATH);
    return;
  }
  const focused = await tab.focus();
  if (new URL(focused.url).pathname !== TASKS_PATH) await focused.navigate(TASKS_PATH);
}
