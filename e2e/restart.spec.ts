import { expect, test } from "./fixtures";
import { removeDataDir, startServerProcess } from "./support/server-process";
import { signUpViaApi } from "./support/users";

test("tasks and sessions survive a server restart on the same data directory", async ({ newContext }) => {
  test.setTimeout(60_000);
  const first = await startServerProcess();
  try {
    const page = await (await newContext({ baseURL: first.baseURL })).newPage();
    await signUpViaApi(page);
    await page.goto("/add-task");
    await page.getByLabel("Title").fill("Survives restarts");
    await page.getByLabel("Description").fill("Written before SIGTERM.");
    await page.getByRole("button", { name: "Add Task" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Task added." })).toBeVisible();
    // Leave a page that would otherwise poll a server that is gone.
    await page.goto("about:blank");

    await first.stop();
    const second = await startServerProcess({ dataDir: first.dataDir, port: first.port });
    try {
      await page.goto(`${second.baseURL}/tasks`);
      const item = page.getByRole("listitem").filter({ hasText: "Survives restarts" });
      await expect(item).toContainText("Written before SIGTERM.");
    } finally {
      await page.goto("about:blank");
      await second.stop();
    }
  } finally {
    await first.stop();
    await removeDataDir(first.dataDir);
  }
});
