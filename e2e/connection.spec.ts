import { expect, test } from "./fixtures";
import { addTaskViaApi, signUpViaApi } from "./support/users";

const OFFLINE = "Offline — reconnecting…";

test("while the server cannot be reached one indicator says so, and every panel recovers by itself", async ({
  page,
  expectConsoleError,
}) => {
  // Every request of the outage fails in the browser's own words; those, and only those, are expected here.
  expectConsoleError("net::ERR_FAILED");
  await signUpViaApi(page);
  await addTaskViaApi(page, { title: "Water the plants", description: "" });
  await page.goto("/tasks");
  await expect(page.getByRole("checkbox", { name: "Water the plants" })).toBeVisible();
  await expect(page.getByText(OFFLINE)).toHaveCount(0);

  await page.route("**/api/**", (route) => route.abort());
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Assistant" }).click();
  await expect(page.getByRole("status").filter({ hasText: OFFLINE })).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tasks", exact: true }).click();
  await expect(page.getByText(OFFLINE)).toHaveCount(1);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Assistant" }).click();
  await expect(page.getByText(OFFLINE)).toHaveCount(1);

  // Back: no Retry is pressed; the indicator goes and the page shows what it failed to load.
  await page.unroute("**/api/**");
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
  await expect(page.getByText("Welcome to the Assistant page!")).toBeVisible();
  await expect(page.getByText(/^Good (morning|afternoon|evening)/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tasks", exact: true }).click();
  await expect(page.getByRole("checkbox", { name: "Water the plants" })).toBeVisible();
});
