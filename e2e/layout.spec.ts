import { expect, test } from "./fixtures";
import { holdRequests } from "./support/hold-requests";
import { signUpViaApi } from "./support/users";

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the side navigation is exactly 260 px wide, marks the current page, and the content sits beside it", async ({
    page,
  }) => {
    await signUpViaApi(page);
    await page.goto("/tasks");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    expect((await nav.boundingBox())?.width).toBe(260);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();

    await expect(nav.getByRole("link", { name: "Tasks" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Assistant" })).not.toHaveAttribute("aria-current", "page");
    const main = await page.getByRole("main").boundingBox();
    expect(main?.x).toBeGreaterThanOrEqual(260);

    await nav.getByRole("link", { name: "Add Task" }).click();
    await expect(page.getByRole("heading", { name: "Add New Task" })).toBeVisible();
    await nav.getByRole("link", { name: "Settings" }).click();
    await expect(page.getByRole("heading", { name: "Preferences" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Assistant" }).click();
    await expect(page.getByText("Welcome to the Assistant page!")).toBeVisible();
  });

  test("the navigation shows the name and the lists together, in place of a placeholder of their size", async ({
    page,
  }) => {
    const { email } = await signUpViaApi(page);
    expect((await page.request.patch("/api/me", { data: { displayName: "Ada" } })).status()).toBe(200);
    expect((await page.request.post("/api/lists", { data: { name: "Errands" } })).status()).toBe(201);
    await page.addInitScript(() => {
      const states: string[] = [];
      Object.assign(window, { navigationStates: states });
      new MutationObserver(() => {
        const text = document.getElementById("side-nav")?.textContent;
        if (text !== undefined && text !== states.at(-1)) states.push(text);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const release = await holdRequests(page, "**/api/me");
    const listsLoaded = page.waitForResponse("**/api/lists");
    await page.goto("/tasks");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Tasks" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your Tasks" })).toBeVisible();
    // The lists have come, the account not yet: neither shows, the one waiting for the other.
    await listsLoaded;
    await expect(nav).not.toContainText(email);
    await expect(nav.getByRole("link", { name: /Inbox|Errands/ })).toHaveCount(0);
    const footer = nav.getByRole("button", { name: "Log out" });
    const firstRow = nav.locator(".nav-lists li").first();
    const placeheld = { footer: await footer.boundingBox(), firstRow: await firstRow.boundingBox() };

    release();
    await expect(nav).toContainText("Ada");
    await expect(nav.getByRole("link", { name: "Errands" })).toBeVisible();
    // The Inbox takes the first placeholder row's place, at its size; the footer has not moved.
    expect(await nav.getByRole("link", { name: "Inbox" }).boundingBox()).toEqual(placeheld.firstRow);
    expect(await footer.boundingBox()).toEqual(placeheld.footer);
    const states = await page.evaluate(() => (window as unknown as { navigationStates: string[] }).navigationStates);
    expect(states.filter((state) => state.includes(email))).toEqual([]);
    expect(states.filter((state) => state.includes("Ada") !== state.includes("Errands"))).toEqual([]);
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the navigation is a 260 px drawer opened by a menu button and closed with Escape", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/assistant");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();
    const main = await page.getByRole("main").boundingBox();
    expect(main?.x).toBe(0);

    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    await expect(nav).toBeVisible();
    await expect(open).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("button", { name: "Close menu" })).toBeFocused();
    await expect.poll(async () => (await nav.boundingBox())?.x).toBe(0);
    expect((await nav.boundingBox())?.width).toBe(260);

    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await nav.getByRole("link", { name: "Tasks" }).click();
    await expect(page.getByRole("heading", { name: "Your Tasks" })).toBeVisible();
    await expect(nav).toBeHidden();
  });
});

test("an unknown address shows a friendly 404 with a way home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});
