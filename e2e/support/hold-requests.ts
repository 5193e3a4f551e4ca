import type { Page } from "@playwright/test";

/**
 * Holds back the page's requests matching `glob` until the returned `release` is called, so a test can look
 * at what is on screen while they are on their way (the prerendered HTML, a loading state, a skeleton).
 */
export async function holdRequests(page: Page, glob: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(glob, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}
