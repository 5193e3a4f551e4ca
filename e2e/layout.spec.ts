import type { Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import { holdRequests } from "./support/hold-requests";
import { addTaskViaApi, signUpViaApi } from "./support/users";

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
    const footer = nav.getByRole("button", { name: "Sign out" });
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

test("a page whose code is gone after an upgrade offers to reload into the new version", async ({
  page,
  expectHttpError,
  expectConsoleError,
}) => {
  await signUpViaApi(page);
  // The settings page's chunk, as this version names it; after an upgrade the server has it no more.
  const html = await (await page.request.get("/settings")).text();
  const chunk = /href="(\/assets\/settings-[^"]+\.js)"/.exec(html)?.[1] ?? "";
  expect(chunk).not.toBe("");
  expectHttpError(404, chunk);
  // The router reports the failure it caught on the console, for whoever debugs it.
  expectConsoleError("Failed to fetch dynamically imported module");
  await page.route(chunk, (route) => route.fulfill({ status: 404, body: "Not Found" }));
  await page.goto("/assistant");
  await expect(page.getByText("Welcome to the Assistant page!")).toBeVisible();

  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "A new version is available" })).toBeVisible();
  // Only the page is replaced: the navigation still leads elsewhere.
  await expect(nav.getByRole("link", { name: "Tasks" })).toBeVisible();

  await page.unroute(chunk);
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("heading", { name: "Preferences" })).toBeVisible();
});

test("a page that cannot show the data it got says so with a way out, instead of going blank", async ({
  page,
  expectConsoleError,
}) => {
  await signUpViaApi(page);
  await addTaskViaApi(page, {
    title: "Post the letter",
    description: "Stamps in the drawer",
    dueAt: new Date().toISOString(),
  });
  // A due date the page cannot read (a server answering in another version's words): rendering it throws.
  const garble = async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { tasks: { dueAt: string | null }[] };
    for (const task of body.tasks) task.dueAt = "the day after tomorrow";
    await route.fulfill({ response, json: body });
  };
  await page.route("**/api/tasks?*", garble);
  // React and the router report the error they caught on the console, for whoever debugs it.
  expectConsoleError("Not a date: the day after tomorrow");
  expectConsoleError("React Router caught the following error during render");
  await page.goto("/tasks");
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByText("This page could not be shown.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Assistant" })).toBeVisible();

  await page.unroute("**/api/tasks?*", garble);
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("heading", { name: "Your Tasks" })).toBeVisible();
  await expect(page.getByText("Post the letter")).toBeVisible();
});
