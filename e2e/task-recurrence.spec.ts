import type { Page } from "@playwright/test";
import { nextOccurrence } from "../src/shared/recurrence/occurrences";
import { instantAt, wallClockAt } from "../src/shared/time/zoned-time";
import { expect, test } from "./fixtures";
import { addTaskViaApi, signUpViaApi } from "./support/users";

const ZONE = "Europe/Berlin";
test.use({ timezoneId: ZONE });

const row = (page: Page, title: string) => page.getByRole("listitem").filter({ hasText: title });
const due = (page: Page, title: string) => row(page, title).locator(".task-due time");

/** A daily task that was due yesterday at 09:00 in Berlin, so overdue now. */
async function overdueDailyTask(page: Page) {
  await signUpViaApi(page);
  const me = await page.request.patch("/api/me", { data: { preferences: { timeZone: ZONE } } });
  expect(me.status()).toBe(200);
  const today = wallClockAt(new Date(), ZONE);
  const dueAt = instantAt({ year: today.year, month: today.month, day: today.day - 1, hour: 9 }, ZONE).toISOString();
  const task = await addTaskViaApi(page, {
    title: "Water the plants",
    description: "Both balconies",
    dueAt,
    recurrence: "FREQ=DAILY",
    tags: ["home"],
  });
  // Where completing moves it: the next 09:00 after today.
  const next = nextOccurrence("FREQ=DAILY", { due: new Date(dueAt), allDay: false, today: new Date(), timeZone: ZONE });
  if (!next) throw new Error("A daily rule always has a next day");
  return { task, next: next.toISOString() };
}

test("completing a repeating task moves it to its next date and Completed shows the completion", async ({ page }) => {
  const { task, next } = await overdueDailyTask(page);
  await page.goto("/tasks");
  await expect(row(page, "Water the plants")).toContainText("every day");
  await expect(due(page, "Water the plants")).toHaveAttribute("datetime", task.dueAt ?? "");

  await page.getByRole("checkbox", { name: "Complete “Water the plants”" }).click();
  await expect(page.getByRole("status").filter({ hasText: "“Water the plants” completed. Next:" })).toBeVisible();
  await expect(due(page, "Water the plants")).toHaveAttribute("datetime", next);
  await expect(page.getByRole("checkbox", { name: "Complete “Water the plants”" })).not.toBeChecked();
  await expect(row(page, "Water the plants")).not.toContainText("Overdue");

  await page.getByRole("button", { name: "Completed" }).click();
  const done = page.getByRole("checkbox", { name: "Complete “Water the plants”" });
  await expect(done).toBeChecked();
  await expect(due(page, "Water the plants")).toHaveAttribute("datetime", task.dueAt ?? "");
  await expect(row(page, "Water the plants")).not.toContainText("every day");
});

test("Undo of a repeating task's completion puts the task back and removes the completion", async ({ page }) => {
  const { task, next } = await overdueDailyTask(page);
  await page.goto("/tasks");
  await page.getByRole("checkbox", { name: "Complete “Water the plants”" }).click();
  await expect(due(page, "Water the plants")).toHaveAttribute("datetime", next);
  await page.getByRole("status").filter({ hasText: "completed. Next:" }).getByRole("button", { name: "Undo" }).click();
  await expect(due(page, "Water the plants")).toHaveAttribute("datetime", task.dueAt ?? "");
  await expect(row(page, "Water the plants")).toContainText("Overdue");

  await page.getByRole("button", { name: "Completed" }).click();
  await expect(page.getByText("No tasks found.", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText("No tasks found.", { exact: true })).toBeVisible();
});

test("the edit dialog sets how a task repeats, skips an occurrence and stops repeating", async ({ page }) => {
  await signUpViaApi(page);
  await addTaskViaApi(page, { title: "Gym", description: "Legs", dueAt: "2030-01-07T08:00:00Z" });
  await page.goto("/tasks");
  await page.getByRole("button", { name: "Edit “Gym”" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Repeat", { exact: true }).selectOption("weekly");
  await dialog.getByLabel("Every how many weeks").fill("2");
  await dialog.getByRole("checkbox", { name: "Mon" }).check();
  await dialog.getByRole("checkbox", { name: "Thu" }).check();
  await expect(dialog).toContainText("Repeats every other week on Monday and Thursday");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(row(page, "Gym")).toContainText("every other week on Monday and Thursday");

  await page.getByRole("button", { name: "Edit “Gym”" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Skip this occurrence" }).click();
  // Monday 7 January 2030 → Thursday the 10th.
  await expect(row(page, "Gym").locator(".task-due time")).toHaveAttribute("datetime", "2030-01-10T08:00:00.000Z");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.getByRole("button", { name: "Edit “Gym”" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Stop repeating" }).click();
  await expect(row(page, "Gym")).not.toContainText("every other week");
  await page.reload();
  await expect(row(page, "Gym")).not.toContainText("every other week");
});

test("quick add saves how a task repeats, and the row says so", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/tasks");
  const quickAdd = page.getByRole("textbox", { name: "New task" });
  await quickAdd.fill("Water the ferns every other tuesday");
  await quickAdd.press("Enter");
  await expect(quickAdd).toHaveValue("");
  const ferns = row(page, "Water the ferns");
  await expect(ferns.getByRole("heading")).toHaveText("Water the ferns");
  await expect(ferns).toContainText("every other week on Tuesday");
  const saved = await (await page.request.get("/api/tasks")).json();
  expect(saved.tasks).toMatchObject([{ title: "Water the ferns", recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU" }]);
});
