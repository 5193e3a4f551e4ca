import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import type { CreateTaskInput, Task } from "../../src/shared/schemas/task";

export interface Credentials {
  email: string;
  password: string;
}

/** A user nobody else in the run has (all tests of a worker share one database). */
export function newCredentials(label = "user"): Credentials {
  return { email: `${label}-${randomUUID().slice(0, 8)}@example.com`, password: `pw-${randomUUID()}` };
}

/**
 * Creates an account through the API with the page's own cookie jar, so the page is signed in
 * afterwards. For tests about something else than the sign-up form itself.
 */
export async function signUpViaApi(page: Page, credentials = newCredentials()): Promise<Credentials> {
  const response = await page.request.post("/api/auth/sign-up/email", { data: { name: "", ...credentials } });
  expect(response.status(), await response.text()).toBe(200);
  return credentials;
}

/**
 * Ends the page's session behind the app's back (as another device would). Better Auth refuses a
 * cookie-carrying sign-out without an Origin, so the page's own origin is sent like a browser would.
 */
export async function signOutViaApi(page: Page, origin: string): Promise<void> {
  const response = await page.request.post("/api/auth/sign-out", { data: {}, headers: { Origin: origin } });
  expect(response.status(), await response.text()).toBe(200);
}

export async function signInViaForm(page: Page, { email, password }: Credentials): Promise<void> {
  await page.goto("/sign-in");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/assistant$/);
}

/** Adds a task through the API (fast setup); the add-task form has tests of its own. */
export async function addTaskViaApi(page: Page, task: CreateTaskInput): Promise<Task> {
  const response = await page.request.post("/api/tasks", { data: task });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { task: Task }).task;
}

/** Makes the account an admin the way an operator would: `npm run admin -- promote <email>`. */
export function promoteToAdmin(server: { dataDir: string; databaseUrl: string | undefined }, email: string): void {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/admin.ts", "promote", email], {
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl ?? "", BASE_URL: "" },
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
}
