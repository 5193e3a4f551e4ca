import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_USERS_LIST_MAX } from "../../../shared/limits";
import { ACCOUNT_DISABLED_MESSAGE, SIGNUPS_CLOSED_MESSAGE } from "../../../shared/schemas/admin";
import { ADMIN_EMAIL_REMOVED } from "../../env";
import type { TestClient } from "../../test/test-client";
import { TEST_DATABASE_URL } from "../../test/test-env";
import { startTestServer, type TestServer } from "../../test/test-server";
import { createAdminRepository } from "./admin.repository";

const BOSS_EMAIL = "boss@example.com";
const PASSWORD = "correct horse battery";

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  await admin.signUp(BOSS_EMAIL, PASSWORD);
  // What `npm run admin -- promote` does (the script itself is tested at the end).
  await createAdminRepository(server.database).promote(BOSS_EMAIL);
});
afterAll(() => server.close());

/** The server's database as its environment names it: the SQLite file in DATA_DIR, or the test schema. */
function databaseUrl(): string {
  if (!TEST_DATABASE_URL) return "";
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set("options", `-c search_path=${server.postgresSchema}`);
  return url.toString();
}

/** Runs a script of the project (from source) in the server's environment, plus `env`. */
function runScript(relativePath: string, args: string[], env: Record<string, string> = {}) {
  const script = path.resolve(import.meta.dirname, "../../../..", relativePath);
  return spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
    // Vitest sets BASE_URL for itself; the script reads the server's environment.
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: databaseUrl(), BASE_URL: "", ...env },
    encoding: "utf8",
    // A server that starts runs until killed: this ends it, and the test fails on its status.
    timeout: 15_000,
  });
}

async function user(): Promise<{ client: TestClient; id: string; email: string }> {
  const client = server.client();
  const { email } = await client.signUp();
  return { client, id: (await client.get("/api/me")).body.user.id, email };
}

describe("the admin role", () => {
  it("goes only to an account the operator promoted; signing up always makes a user", async () => {
    expect((await admin.get("/api/me")).body.user.role).toBe("admin");
    const { client } = await user();
    expect((await client.get("/api/me")).body.user.role).toBe("user");
  });

  it("cannot be claimed through ADMIN_EMAIL: the server refuses to start with it, pointing to the CLI", () => {
    // It used to make whoever signed up first with that address an admin, with no proof of owning it.
    const started = runScript("src/server/main.ts", [], { ADMIN_EMAIL: "claim@example.com", PORT: "0" });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain(`ADMIN_EMAIL: ${ADMIN_EMAIL_REMOVED}`);
  });
});

describe("the admin area", () => {
  it("lists users with e-mail, dates and task count, never task contents", async () => {
    const { client, email } = await user();
    await client.post("/api/tasks", { title: "Private thoughts" });
    const response = await admin.get("/api/admin/users");
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).not.toContain("Private thoughts");
    expect(response.body.users.find((listed: { email: string }) => listed.email === email)).toMatchObject({
      role: "user",
      disabled: false,
      taskCount: 1,
      createdAt: expect.stringMatching(/Z$/),
      lastActiveAt: expect.stringMatching(/Z$/),
    });
  });

  it("disables a user: their sessions end and sign-in is refused, until enabled again", async () => {
    const { client, id, email } = await user();
    expect((await admin.post(`/api/admin/users/${id}/disable`)).status).toBe(204);
    expect((await client.get("/api/me")).status).toBe(401);
    const refused = await server.client().post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: "account_disabled", message: ACCOUNT_DISABLED_MESSAGE });

    expect((await admin.post(`/api/admin/users/${id}/enable`)).status).toBe(204);
    expect((await server.client().post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(200);
  });

  it("tells a disabled account apart only to whoever has its password", async () => {
    const { id, email } = await user();
    const enabled = await user();
    expect((await admin.post(`/api/admin/users/${id}/disable`)).status).toBe(204);
    const signIn = (address: string, password: string) =>
      server.client().post("/api/auth/sign-in/email", { email: address, password });

    const wrong = await signIn(email, "not the password");
    const wrongForEnabled = await signIn(enabled.email, "not the password");
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(wrongForEnabled.body);
    expect(wrong.body.error.code).toBe("invalid_credentials");

    const right = await signIn(email, PASSWORD);
    expect(right.status).toBe(403);
    expect(right.body.error.code).toBe("account_disabled");
    expect(right.headers.getSetCookie()).toEqual([]);
    const sessions = await server.database.db.selectFrom("sessions").select("id").where("userId", "=", id).execute();
    expect(sessions).toEqual([]);
  });

  it("shuts out a session that outlived the disable (a sign-in racing it)", async () => {
    const { client, id } = await user();
    // The flag alone, as if the session had been created just after the disable deleted the others.
    await server.database.db.updateTable("users").set({ disabled: true }).where("id", "=", id).execute();
    expect((await client.get("/api/me")).status).toBe(401);
    expect((await client.get("/api/tasks")).status).toBe(401);
  });

  it("deletes a user with everything of theirs, and refuses to disable or delete the admin's own account", async () => {
    const { client, id } = await user();
    await client.post("/api/tasks", { title: "Gone", tags: ["x"] });
    expect((await admin.delete(`/api/admin/users/${id}`)).status).toBe(204);
    const { db } = server.database;
    for (const table of ["sessions", "accounts", "tasks", "taskTags", "taskWords"] as const) {
      expect(await db.selectFrom(table).select("userId").where("userId", "=", id).execute()).toEqual([]);
    }
    expect(await db.selectFrom("users").select("id").where("id", "=", id).execute()).toEqual([]);
    expect((await admin.delete(`/api/admin/users/${id}`)).status).toBe(404);

    const adminId = (await admin.get("/api/me")).body.user.id;
    expect((await admin.post(`/api/admin/users/${adminId}/disable`)).status).toBe(400);
    expect((await admin.delete(`/api/admin/users/${adminId}`)).status).toBe(400);
  });

  it("closes and opens sign-ups; the public instance info and the sign-up endpoint follow", async () => {
    expect((await admin.patch("/api/admin/settings", { open: false })).body.signups).toEqual({
      open: false,
      forcedClosed: false,
    });
    expect((await server.client().get("/api/instance")).body).toEqual({ signupsOpen: false, assistantModel: false });
    const refused = await server
      .client()
      .post("/api/auth/sign-up/email", { email: "late@example.com", password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: "signups_closed", message: SIGNUPS_CLOSED_MESSAGE });

    await admin.patch("/api/admin/settings", { open: true });
    expect((await server.client().get("/api/instance")).body).toEqual({ signupsOpen: true, assistantModel: false });
    expect(
      (await server.client().post("/api/auth/sign-up/email", { email: "late@example.com", password: PASSWORD })).status,
    ).toBe(200);
    expect((await admin.patch("/api/admin/settings", { open: "yes" })).status).toBe(400);
  });

  it("reports the instance's health", async () => {
    const { health } = (await admin.get("/api/admin/health")).body;
    expect(health).toMatchObject({
      engine: TEST_DATABASE_URL ? "postgres" : "sqlite",
      databaseVersion: expect.stringMatching(TEST_DATABASE_URL ? /^PostgreSQL \d+/ : /^SQLite \d+/),
      appVersion: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
    expect(health.databaseSizeBytes).toBeGreaterThan(0);
    expect(health.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it("lists the newest accounts up to the named limit, and says how many there are in all", async () => {
    const { email: newest } = await user();
    const before = (await admin.get("/api/admin/users")).body.total as number;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const { db } = server.database;
    const older = Array.from({ length: ADMIN_USERS_LIST_MAX }, (_none, index) => ({
      id: `older-${index}`,
      name: "",
      email: `older-${index}@example.com`,
      emailVerified: false,
      image: null,
      displayName: "",
      role: "user",
      timeZone: null,
      createdAt: yesterday,
      updatedAt: yesterday,
    }));
    await db.insertInto("users").values(older).execute();
    try {
      const response = await admin.get("/api/admin/users");
      expect(response.body.total).toBe(before + ADMIN_USERS_LIST_MAX);
      expect(response.body.users).toHaveLength(ADMIN_USERS_LIST_MAX);
      expect(response.body.users[0].email).toBe(newest);
    } finally {
      await db.deleteFrom("users").where("id", "like", "older-%").execute();
    }
  });
});

describe("SIGNUPS=closed", () => {
  it("keeps sign-ups closed, whatever the admin setting says", async () => {
    const closed = await startTestServer({ signupsClosed: true });
    try {
      expect((await closed.client().get("/api/instance")).body).toEqual({ signupsOpen: false, assistantModel: false });
      expect(
        (await closed.client().post("/api/auth/sign-up/email", { email: BOSS_EMAIL, password: PASSWORD })).status,
      ).toBe(403);
    } finally {
      await closed.close();
    }
  });
});

describe("npm run admin -- promote", () => {
  const run = (...args: string[]) => runScript("scripts/admin.ts", args);

  it("promotes an existing account and says so, or explains what is wrong", async () => {
    const { client, email } = await user();
    const promoted = run("promote", email);
    expect(promoted.stderr).toBe("");
    expect(promoted.status).toBe(0);
    expect(promoted.stdout).toContain(`${email} is now an admin.`);
    expect((await client.get("/api/me")).body.user.role).toBe("admin");

    const missing = run("promote", "nobody@example.com");
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("No account has the e-mail nobody@example.com");
    expect(run("demote").status).toBe(2);
  });
});
