import type { Page } from "@playwright/test";

/** The notifications the app's service worker shows, as the page's script reads them. */
export function shownNotifications(page: Page) {
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
