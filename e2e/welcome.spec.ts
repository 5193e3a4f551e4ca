import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signUpViaApi } from "./support/users";

test("the welcome says Hi., fades it out over about 2 s, then offers Sign In and Sign Up", async ({ page }) => {
  const started = Date.now();
  // Prerendered, "Hi." is there with the HTML, and its fade starts as the script runs, before the page's load
  // event: the checks start as soon as the page arrives.
  await page.goto("/", { waitUntil: "commit" });
  const hi = page.getByText("Hi.", { exact: true });
  const signIn = page.getByRole("link", { name: "Sign In" });

  await expect(hi).toBeVisible();
  await expect(signIn).toHaveCount(0);
  // That it fades (opacity 1 to 0), rather than vanishing, is checked on its animation in the next test: a poll
  // of its opacity can miss a 2 s fade on a loaded machine.
  await expect(hi).toBeHidden();

  await expect(page.getByRole("heading", { name: "Welcome to Taskmind, your personal task assistant." })).toBeVisible();
  await expect(signIn).toBeVisible();
  expect(Date.now() - started).toBeGreaterThanOrEqual(1_800);
  await expect(signIn).toHaveAttribute("href", "/sign-in");
  await expect(page.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/sign-up");
});

test("the welcome line, Sign In and Sign Up enter one after the other (0.2 s stagger)", async ({ page }) => {
  // Records when each element's animation is due to begin, on the page's own clock, so the check
  // does not depend on how promptly frames are painted on a busy machine.
  await page.addInitScript(() => {
    const starts: { text: string; at: number; duration: number; opacities: unknown[] }[] = [];
    Object.assign(window, { animationStarts: starts });
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      const timing = typeof options === "object" ? options : { duration: options };
      const text = this.textContent?.trim() ?? "";
      const opacities = Array.isArray(keyframes) ? keyframes.map((frame) => frame.opacity) : [];
      starts.push({
        text,
        at: performance.now() + Number(timing.delay ?? 0),
        duration: Number(timing.duration ?? 0),
        opacities,
      });
      return animate.call(this, keyframes, options);
    };
  });
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Sign Up" })).toBeVisible();
  await page.waitForTimeout(1_000); // lets the last item finish entering

  const starts = await page.evaluate(
    () =>
      (window as unknown as { animationStarts: { text: string; at: number; duration: number; opacities: unknown[] }[] })
        .animationStarts,
  );
  const startOf = (text: string) => Math.min(...starts.filter((start) => start.text === text).map((start) => start.at));
  const hiFade = starts.find((start) => start.text === "Hi.");
  expect(hiFade?.duration).toBe(2_000);
  // It fades rather than vanishing: from fully opaque to transparent.
  expect(hiFade?.opacities.map(Number)).toEqual([1, 0]);
  const line = startOf("Welcome to Taskmind, your personal task assistant.");
  const signIn = startOf("Sign In");
  const signUp = startOf("New here? Sign Up");
  expect(line - (hiFade?.at ?? 0)).toBeGreaterThanOrEqual(2_000);
  // 200 ms apart; the margin allows for a busy main thread, not for a different stagger.
  for (const gap of [signIn - line, signUp - signIn]) {
    expect(gap).toBeGreaterThan(150);
    expect(gap).toBeLessThan(300);
  }
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the welcome shows its end state at once", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { name: "Welcome to Taskmind, your personal task assistant." }),
    ).toBeVisible();
    // The moment the page is there, all of it is, fully opaque: no "Hi." stage, nothing entering later.
    await expect(page.getByText("Hi.", { exact: true })).toHaveCount(0);
    for (const name of ["Sign In", "Sign Up"]) {
      const link = page.getByRole("link", { name });
      expect(await link.evaluate((element) => Number(getComputedStyle(element.parentElement ?? element).opacity))).toBe(
        1,
      );
    }
  });
});

/** How opaque the welcome line and the rows of Sign In and Sign Up are: 1 each once the welcome is all there. */
function welcomeOpacities(page: Page) {
  const heading = page.getByRole("heading", { name: "Welcome to Taskmind, your personal task assistant." });
  const rows = [heading, page.getByRole("link", { name: "Sign In" }), page.getByRole("link", { name: "Sign Up" })];
  return Promise.all(
    rows.map((row) =>
      row.evaluate((element) => {
        const item = element.tagName === "H1" ? element : (element.parentElement ?? element);
        return Number(getComputedStyle(item).opacity);
      }),
    ),
  );
}

/**
 * Freezes the page's animations where they begin (those of the elements whose text `frozen` accepts): without a
 * skip, what they lead to would never come, however slow or fast the machine.
 */
async function freezeAnimations(page: Page, frozen: "all" | "entrance") {
  await page.addInitScript((which) => {
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      const animation = animate.call(this, keyframes, options);
      if (which === "all" || this.textContent?.trim() !== "Hi.") animation.pause();
      return animation;
    };
  }, frozen);
}

test("a click on “Hi.” skips to the whole welcome at once", async ({ page }) => {
  await freezeAnimations(page, "all");
  await page.goto("/");
  await expect(page.getByText("Hi.", { exact: true })).toBeVisible();
  await page.getByText("Hi.", { exact: true }).click();

  await expect(page.getByText("Hi.", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Welcome to Taskmind, your personal task assistant." })).toBeVisible();
  expect(await welcomeOpacities(page)).toEqual([1, 1, 1]);
  await page.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test("a key pressed while the welcome enters ends its entrance at once", async ({ page }) => {
  await freezeAnimations(page, "entrance");
  await page.goto("/");
  await expect(
    page.getByRole("heading", { name: "Welcome to Taskmind, your personal task assistant." }),
  ).toBeAttached();
  // Held at its start, the entrance shows nothing yet.
  expect(await welcomeOpacities(page)).toEqual([0, 0, 0]);
  await page.keyboard.press("Escape");

  await expect.poll(() => welcomeOpacities(page)).toEqual([1, 1, 1]);
  await expect(page.getByRole("link", { name: "Sign Up" })).toBeVisible();
});

test("a signed-in visitor on the welcome page goes straight to the assistant", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/");
  await expect(page).toHaveURL(/\/assistant$/);
  await expect(page.getByText("Welcome to the Assistant page!")).toBeVisible();
});
