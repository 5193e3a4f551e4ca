import { TASK_MESSAGES } from "../src/shared/schemas/task";
import { expect, test } from "./fixtures";
import { expectFieldError } from "./support/field-error";
import { signUpViaApi } from "./support/users";

test.describe("in a German locale in Tokyo", () => {
  test.use({ locale: "de-DE", timezoneId: "Asia/Tokyo" });

  test("adding a task resets the form, confirms it, and the task is listed with its local creation time", async ({
    page,
  }) => {
    await signUpViaApi(page);
    await page.goto("/add-task");
    await expect(page.getByRole("heading", { name: "Add New Task" })).toBeVisible();
    const title = page.getByLabel("Title");
    const description = page.getByLabel("Description");
    await expect(title).toHaveAttribute("placeholder", "Task Title");
    await expect(description).toHaveAttribute("placeholder", "Task Description");

    await title.fill("Water the plants");
    await description.fill("The fern in the hall needs it most.");
    await page.getByRole("button", { name: "Add Task" }).click();

    await expect(page.getByRole("status").filter({ hasText: "Task added." })).toBeVisible();
    await expect(title).toHaveValue("");
    await expect(description).toHaveValue("");

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tasks" }).click();
    const item = page.getByRole("listitem").filter({ hasText: "Water the plants" });
    await expect(item).toContainText("The fern in the hall needs it most.");
    // Issue 22 keeps the creation time out of the dense rows: the task's dialog shows it.
    await item.getByRole("button", { name: "Edit “Water the plants”" }).click();
    const time = page
      .getByRole("dialog", { name: "Edit task" })
      .getByText(/^Added /)
      .locator("time");
    const createdAt = await time.getAttribute("datetime");
    expect(createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    const expected = new Intl.DateTimeFormat("de-DE", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Asia/Tokyo",
    }).format(new Date(createdAt ?? ""));
    await expect(time).toHaveText(expected);
  });
});

test("an incomplete task is explained field by field and nothing is saved", async ({ page }) => {
  const posts: string[] = [];
  page.on(
    "request",
    (request) => request.method() === "POST" && request.url().includes("/api/tasks") && posts.push(""),
  );
  await signUpViaApi(page);
  await page.goto("/add-task");
  const title = page.getByLabel("Title");
  const description = page.getByLabel("Description");
  const submit = page.getByRole("button", { name: "Add Task" });

  await submit.click();
  await expect(page.getByText(TASK_MESSAGES.allRequired, { exact: true })).toBeVisible();
  await expect(title).toHaveAccessibleDescription(TASK_MESSAGES.titleRequired);
  await expect(description).toHaveAccessibleDescription(TASK_MESSAGES.descriptionRequired);
  await expect(title).toBeFocused();
  await expectFieldError(title, TASK_MESSAGES.titleRequired);
  await expectFieldError(description, TASK_MESSAGES.descriptionRequired);

  // Only spaces count as missing too.
  await title.fill("   ");
  await description.fill("Something to do");
  await submit.click();
  await expect(page.getByText(TASK_MESSAGES.allRequired, { exact: true })).toBeVisible();
  await expect(title).toHaveAccessibleDescription(TASK_MESSAGES.titleRequired);
  await expect(description).not.toHaveAttribute("aria-invalid", "true");

  await title.fill("A title");
  await description.fill("");
  await submit.click();
  await expect(description).toHaveAccessibleDescription(TASK_MESSAGES.descriptionRequired);
  await expect(description).toBeFocused();

  expect(posts).toEqual([]);
  const saved = await (await page.request.get("/api/tasks")).json();
  expect(saved.tasks).toEqual([]);
});

test("the Add Task button shows progress and a double click saves one task", async ({ page }) => {
  await signUpViaApi(page);
  await page.route("**/api/tasks", async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.goto("/add-task");
  await page.getByLabel("Title").fill("Only once");
  await page.getByLabel("Description").fill("Even when clicked twice.");
  const submit = page.locator("button[type=submit]");
  await submit.dblclick();
  await expect(submit).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByRole("status").filter({ hasText: "Task added." })).toBeVisible();

  const saved = await (await page.request.get("/api/tasks")).json();
  expect(saved.tasks.map((task: { title: string }) => task.title)).toEqual(["Only once"]);
});

test("a task the server refuses keeps what was typed and says why under the field", async ({
  page,
  expectHttpError,
}) => {
  expectHttpError(400, "/api/tasks");
  await signUpViaApi(page);
  // The form already checks what the server checks, so the refusal is staged to prove it reaches the user.
  await page.route("**/api/tasks", (route) =>
    route.fulfill({
      status: 400,
      json: {
        error: { code: "validation_failed", message: "Check the fields.", fields: { title: "Server says no." } },
      },
    }),
  );
  await page.goto("/add-task");
  await page.getByLabel("Title").fill("Fine title");
  await page.getByLabel("Description").fill("Fine description");
  await page.getByRole("button", { name: "Add Task" }).click();
  await expect(page.getByLabel("Title")).toHaveAccessibleDescription("Server says no.");
  await expect(page.getByLabel("Title")).toHaveValue("Fine title");
  await expect(page.getByLabel("Description")).toHaveValue("Fine description");
});

test("a network failure while saving is shown, not swallowed", async ({ page, expectNetworkFailure }) => {
  expectNetworkFailure("/api/tasks");
  await signUpViaApi(page);
  await page.route("**/api/tasks", (route) => route.abort("internetdisconnected"));
  await page.goto("/add-task");
  await page.getByLabel("Title").fill("Offline");
  await page.getByLabel("Description").fill("Will not reach the server.");
  await page.getByRole("button", { name: "Add Task" }).click();
  await expect(page.getByRole("alert")).toContainText("Can't reach the server. Check your connection and try again.");
  await expect(page.getByLabel("Title")).toHaveValue("Offline");
});
