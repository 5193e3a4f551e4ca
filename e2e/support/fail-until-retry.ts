import type { Page } from "@playwright/test";

/**
 * Makes every request to `url` fail (500) until the page has seen its Retry button pressed. Panels also ask
 * again by themselves now and then (a live stream connecting, the window getting focus), so this way only
 * Retry can bring the data back. Call before the page is opened.
 */
export async function failUntilRetry(page: Page, url: string): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener(
      "click",
      (event) => {
        if (event.target instanceof Element && event.target.closest("button")?.textContent === "Retry") {
          Object.assign(window, { retryPressed: true });
        }
      },
      true,
    );
  });
  await page.route(url, async (route) => {
    if (await page.evaluate(() => "retryPressed" in window)) return route.continue();
    await route.fulfill({
      status: 500,
      json: { error: { code: "internal_error", message: "Something went wrong on our side." } },
    });
  });
}
