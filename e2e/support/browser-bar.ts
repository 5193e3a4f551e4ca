import type { Page } from "@playwright/test";

/** The colours the browser would give its bar: every theme-color meta whose media matches now. */
export function browserBarColours(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')]
      .filter((meta) => matchMedia(meta.media).matches)
      .map((meta) => meta.content),
  );
}
